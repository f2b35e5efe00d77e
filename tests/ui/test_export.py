"""Exports: the picture as PNG and SVG, the pirates' table as CSV, the verdict as Markdown."""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt, QThreadPool
from PySide6.QtGui import QAction, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QFileDialog

from solvers.games.pirates import FULL_TABLE_LIMIT, PirateTable
from ui.files.session import SUM_TAB
from ui.pirates import export


def colours(image: QImage, step: int = 7) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), step)
            for y in range(0, image.height(), step)}


def svg_to_image(path: Path, size: QSize) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    with QPainter(image) as painter:
        renderer.render(painter)
    return image


@pytest.fixture
def nim_window(make_window):
    window = make_window(remember=False)
    window.resize(1200, 800)
    window.show_game("nim")
    window.tab("nim").set_position_text("3 4 5")
    return window


def test_png_is_a_valid_picture_at_twice_the_canvas_size(nim_window, tmp_path, qtbot):
    canvas = nim_window.tab("nim").canvas
    qtbot.waitUntil(lambda: canvas.width() > 100)
    size = canvas.size()
    path = tmp_path / "nim.png"
    assert nim_window.export_picture(str(path), "png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    assert not image.isNull()
    assert (image.width(), image.height()) == (2 * size.width(), 2 * size.height())
    assert len(colours(image)) > 10                       # stones, labels: not a blank
    assert "Saved the picture" in nim_window.statusBar().currentMessage()


def test_svg_is_valid_xml_that_renders_the_picture(nim_window, tmp_path, qtbot):
    canvas = nim_window.tab("nim").canvas
    qtbot.waitUntil(lambda: canvas.width() > 100)
    size = canvas.size()
    path = tmp_path / "nim.svg"
    assert nim_window.export_picture(str(path), "svg")
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    assert root.get("viewBox") == f"0 0 {size.width()} {size.height()}"
    assert "Nim" in path.read_text(encoding="utf-8")       # the title
    assert len(colours(svg_to_image(path, size))) > 10


SVG = "{http://www.w3.org/2000/svg}"


def svg_texts(path: Path) -> dict[str, list[float]]:
    """Each text of an SVG and the font sizes it is written at."""
    texts: dict[str, list[float]] = {}
    for element in ET.parse(path).getroot().iter(SVG + "text"):
        texts.setdefault(element.text or "", []).append(float(element.get("font-size")))
    return texts


def test_svg_text_is_text_at_the_sizes_of_the_png(nim_window, tmp_path, qtbot):
    """The binary digits were outlines 96/72 times the size of the other labels, which
    were themselves 72/96 of the screen's and the PNG's."""
    canvas = nim_window.tab("nim").canvas
    qtbot.waitUntil(lambda: canvas.width() > 100)
    path = tmp_path / "nim.svg"
    assert nim_window.export_picture(str(path), "svg")
    texts = svg_texts(path)
    digits = texts["0"] + texts["1"]
    assert len(digits) == 4 * 3                  # 3, 4, 5 and their XOR 2, three digits each
    labels = texts["heap 1"] + texts["heap 2"] + texts["heap 3"]
    assert set(digits) == set(labels)            # as large as the heaps' labels
    screen = canvas.font().pointSizeF() * canvas.logicalDpiY() / 72
    title = next(sizes for words, sizes in texts.items() if words.startswith("XOR:"))
    assert title == [pytest.approx(screen, abs=0.01)]    # the canvas's own font, as on screen


def test_the_menu_actions_ask_where_and_add_the_suffix(nim_window, tmp_path, monkeypatch):
    target = tmp_path / "picture"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    nim_window.findChild(QAction, "export_png").trigger()
    nim_window.findChild(QAction, "export_svg").trigger()
    assert QImage(str(target) + ".png").width() > 0
    assert QSvgRenderer(str(target) + ".svg").isValid()


def test_every_picture_exports(make_window, tmp_path):
    window = make_window(remember=False)
    for tab in window.game_tabs():
        game = tab.objectName()
        window.show_game(game)
        assert window.export_picture(str(tmp_path / f"{game}.svg"), "svg")
        assert window.export_picture(str(tmp_path / f"{game}.png"), "png")
        assert QSvgRenderer(str(tmp_path / f"{game}.svg")).isValid(), game
        assert len(colours(QImage(str(tmp_path / f"{game}.png")))) > 2, game


def test_a_tab_without_a_picture_says_so(make_window, tmp_path):
    window = make_window(remember=False)
    sums = window.sum_of_games_tab()
    if sums is None or hasattr(sums, "canvas"):
        pytest.skip("no tab without a picture")
    window.show_game(SUM_TAB)
    assert not window.export_picture(str(tmp_path / "sum.png"), "png")
    assert "no picture" in window.statusBar().currentMessage()
    assert not (tmp_path / "sum.png").exists()


def read_csv(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))


@pytest.mark.parametrize("position", ["5 100", "500 100 --pirate 7", "1000 3", "17 8"])
def test_the_pirate_csv_equals_the_solvers_shares(make_window, qtbot, tmp_path, position):
    window = make_window(remember=False)
    window.show_game("pirates")
    window.tab("pirates").set_position_text(position)
    n, m = (int(x) for x in position.split()[:2])
    path = tmp_path / "pirates.csv"
    assert window.export_table(str(path))
    qtbot.waitUntil(lambda: not window.job_running())
    rows = read_csv(path)
    table = PirateTable(n, m)
    assert rows[0] == ["pirate", "share", "role"]
    assert rows[1:] == [[str(p), str(table.share(p)), table.role(p)] for p in range(1, n + 1)]
    assert f"Saved {n:,} rows" in window.statusBar().currentMessage()


def test_a_windowed_table_exports_the_rows_around_the_pirate():
    table = PirateTable(10**12, 5)
    pirates = export.pirate_range(table, 10**9 - 10, 10**9 + 9)
    assert pirates == range(10**9 - 10, 10**9 + 10)
    chunks = b"".join(export.pirate_csv_chunks(table, pirates)).decode()
    rows = list(csv.reader(io.StringIO(chunks)))
    assert rows[1:] == [[str(p), str(table.share(p)), table.role(p)] for p in pirates]
    assert len(export.pirate_range(PirateTable(FULL_TABLE_LIMIT, 1))) == FULL_TABLE_LIMIT
    assert len(export.pirate_range(table, 1)) == FULL_TABLE_LIMIT


def test_the_table_export_needs_the_pirates_tab(make_window, tmp_path):
    window = make_window(remember=False)
    window.show_game("nim")
    assert not window.findChild(QAction, "export_csv").isEnabled()
    assert not window.export_table(str(tmp_path / "x.csv"))
    assert not (tmp_path / "x.csv").exists()
    window.show_game("pirates")
    assert window.findChild(QAction, "export_csv").isEnabled()


def test_a_cancelled_table_export_leaves_the_old_file(make_window, qtbot, tmp_path):
    window = make_window(remember=False)
    window.show_game("pirates")
    window.tab("pirates").set_position_text(f"{FULL_TABLE_LIMIT} 300")
    path = tmp_path / "pirates.csv"
    path.write_text("old\n", encoding="utf-8")
    assert window.export_table(str(path))
    assert window.job_running()
    window.findChild(object, "cancel_job").click()
    assert not window.job_running()
    assert "Cancelled" in window.statusBar().currentMessage()
    QThreadPool.globalInstance().waitForDone(30_000)      # the task gives up, then ends
    assert path.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pirates.csv"]


def test_the_verdict_goes_to_the_clipboard_as_markdown(nim_window):
    assert nim_window.findChild(QAction, "copy_verdict").shortcut().toString() == "Ctrl+Shift+C"
    nim_window.findChild(QAction, "copy_verdict").trigger()
    text = QGuiApplication.clipboard().text()
    lines = text.splitlines()
    assert lines[0] == "## Nim: `3 4 5`"
    assert any(line.startswith("**First player wins") and line.endswith("**") for line in lines)
    assert any(line.startswith("- ") and "→" in line for line in lines)
    assert "### Why" in lines and "```" in lines          # the XOR columns, as code
    assert lines[-1] == "Command line: `python main.py solve nim 3 4 5`"


def test_the_pirates_verdict_has_its_summary(make_window):
    window = make_window(remember=False)
    window.show_game("pirates")
    window.tab("pirates").set_position_text("5 100")
    assert window.copy_verdict()
    text = QGuiApplication.clipboard().text()
    assert "**Pirate 5 proposes the plan that passes**" in text
    assert "Final proposer: pirate 5, who keeps 98." in text


# --- each export where it applies -------------------------------------------------------------

def enabled_exports(window) -> dict[str, bool]:
    return {name: window.findChild(QAction, name).isEnabled()
            for name in ("export_png", "export_svg", "export_csv", "copy_verdict")}


def test_each_export_is_enabled_exactly_where_it_applies(make_window):
    window = make_window(remember=False)
    window.show_game("nim")
    assert enabled_exports(window) == {"export_png": True, "export_svg": True,
                                       "export_csv": False, "copy_verdict": True}
    window.show_game("pirates")
    assert enabled_exports(window) == {"export_png": True, "export_svg": True,
                                       "export_csv": True, "copy_verdict": True}
    window.show_game(SUM_TAB)
    assert enabled_exports(window) == {"export_png": False, "export_svg": False,
                                       "export_csv": True, "copy_verdict": False}
    window.show_game("bash")
    assert enabled_exports(window)["export_png"] and not enabled_exports(window)["export_csv"]


def test_the_sums_table_of_parts_exports_as_csv_with_exact_integers(make_window, qtbot,
                                                                   tmp_path):
    window = make_window(remember=False)
    sums = window.sum_of_games_tab()
    window.show_game(SUM_TAB)
    big = 7 ** 3000                                   # 2,536 digits: the table shortens it
    sums.set_position_text(f"nim 3 4 {big} + bash 10 3 + wythoff 1 2")
    qtbot.waitUntil(lambda: not sums.busy and sums.analysis is not None
                    and len(sums.analysis.components) == 3, timeout=30_000)
    path = tmp_path / "sum.csv"
    assert window.export_table(str(path))
    qtbot.waitUntil(lambda: not window.job_running(), timeout=30_000)
    values = [3 ^ 4 ^ big, 10 % 4, 0]                # (1, 2) is a P-position of Wythoff
    total = values[0] ^ values[1] ^ values[2]
    assert read_csv(path) == [
        ["part", "game", "position", "grundy value", "binary", "found by"],
        ["1", "nim", f"3 4 {big}", str(values[0]), format(values[0], "b"), "formula"],
        ["2", "bash", "10 3", "2", "10", "formula"],
        ["3", "wythoff", "1 2", "0", "0", "brute force"],
        ["", "sum (XOR)", "", str(total), format(total, "b"), ""]]
    assert "Saved 4 rows in sum.csv" in window.statusBar().currentMessage()
