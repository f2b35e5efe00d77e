"""The explorer's maps: brute force over a range, the rule checked, cancel, click, export."""

from __future__ import annotations

import random
import time
from functools import partial

import pytest
from PySide6.QtCore import QPointF, Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QPushButton, QTabWidget

from solvers import GAMES
from solvers.games import wythoff
from solvers.search import Search
from solvers.spec import Position
from tests.child_work import always_wins, wrong_rule
from ui.child_process import in_child_process
from ui.explore import map_geometry as geometry
from ui.explore.explorer import MAP_MEMORY_LIMIT, ExplorerView
from ui.explore.map_geometry import Margins, cell_at, cell_rect, map_geometry
from ui.explore.map_picture import GRUNDY, OUTCOME

#: Games and map sides small enough for the generic search in a test.
SMALL_MAPS = [("bash", 9, None), ("wythoff", 12, None), ("nim", 8, "3 4 5"),
              ("misere-nim", 8, None), ("fibonacci", 10, None), ("staircase", 6, None),
              ("georgia-bob", 8, None), ("hill", 8, None), ("boxes", 5, None),
              ("euclid", 12, None), ("coin-circle", 5, None)]
#: The issue's bound on how soon a cancelled map stops working.
CANCEL_MS = 100


@pytest.fixture
def make_view(qtbot):
    """An ExplorerView of one game, shown (its first map is computed on showing)."""
    views = []

    def make(game: str, base: str | None = None, rule=None, show: bool = True) -> ExplorerView:
        spec = GAMES[game]
        view = ExplorerView(spec, rule=rule)
        qtbot.addWidget(view)
        views.append(view)
        if base is not None:
            view.set_base(spec.parse(base))
        view.resize(700, 640)
        if show:
            view.show()
            qtbot.waitExposed(view)
        return view

    yield make
    for view in views:
        view.shutdown()


def compute(qtbot, view: ExplorerView, side: int | None = None, timeout: int = 60_000):
    """Fill the map at `side` and wait for it to be on display."""
    with qtbot.waitSignal(view.map_shown, timeout=timeout) as blocker:
        if side is not None and side != view.side():
            view.set_side(side)
        else:
            view.compute()
    assert not view.running
    return blocker.args[0]


def status(view: ExplorerView) -> QLabel:
    return view.findChild(QLabel, "explorer_status")


def button(view: ExplorerView, name: str) -> QPushButton:
    widget = view.findChild(QPushButton, name)
    assert widget is not None, name
    return widget


# -- the map equals the brute-force engine ----------------------------------------------------
@pytest.mark.parametrize(("game", "side", "base"), SMALL_MAPS)
def test_each_map_equals_the_brute_force_engine_over_its_range(make_view, qtbot, game,
                                                               side, base):
    view = make_view(game, base, show=False)
    compute(qtbot, view, side)
    spec, plane = GAMES[game], GAMES[game].plane
    result = view.result
    assert (result.width, result.height) == (side, side)
    search = Search(spec.tree)
    positions = 0
    for y in range(side):
        for x in range(side):
            position = plane.position_at(view.base, plane.x_start + x, plane.y_start + y)
            if position is None:
                assert result.wins[y][x] is None
                continue
            positions += 1
            assert result.wins[y][x] == search.mover_wins(position), (game, x, y)
            if result.grundy is not None:
                assert result.grundy[y][x] == search.grundy(position), (game, x, y)
    assert status(view).text() == f"Checked against the rule for all {positions} positions."
    assert not status(view).property("alarm")


def test_grundy_values_are_offered_only_where_the_map_has_them(make_view, qtbot):
    nim = make_view("nim", "3 4 5", show=False)
    compute(qtbot, nim, 6)
    combo = nim.findChild(QComboBox, "explorer_view")
    assert combo.isEnabled()
    combo.setCurrentIndex(combo.findData(GRUNDY))
    assert nim.map.view == GRUNDY
    assert any("Grundy values 1" in label for label in nim.key.labels())

    misere = make_view("misere-nim", show=False)
    compute(qtbot, misere, 6)
    assert misere.result.grundy is None
    combo = misere.findChild(QComboBox, "explorer_view")
    grundy = combo.findData(GRUNDY)
    assert not combo.model().item(grundy).isEnabled() and misere.map.view == OUTCOME
    assert "no Grundy values" in combo.itemData(grundy, Qt.ItemDataRole.ToolTipRole)
    assert combo.isEnabled()            # it has moves to the end (see test_explorer_remoteness)
    combo.setCurrentIndex(grundy)       # a program may choose it: the map stays by outcome
    assert misere.map.view == OUTCOME and combo.currentData() == OUTCOME


def test_the_wythoff_map_fills_64_by_64_quickly(make_view, qtbot):
    view = make_view("wythoff")
    started = time.perf_counter()
    picture = compute(qtbot, view, 64)
    elapsed = time.perf_counter() - started
    print(f"Wythoff 64×64: {elapsed * 1000:.0f} ms from the request to the map on display")
    assert elapsed < 10
    assert picture.map.checked == 64 * 64 and picture.map.agrees
    assert picture.map.grundy is not None
    for y in range(64):
        for x in range(64):
            assert picture.map.wins[y][x] == (not wythoff.is_cold(x, y))
    assert status(view).text() == "Checked against the rule for all 4096 positions."


def test_the_wythoff_map_fills_a_million_cells_in_the_background(make_view, qtbot):
    view = make_view("wythoff")
    started = time.perf_counter()
    picture = compute(qtbot, view, 1000)
    elapsed = time.perf_counter() - started
    print(f"Wythoff 1000×1000: {elapsed * 1000:.0f} ms from the request to the map on display")
    assert elapsed < 30
    assert picture.map.checked == 10**6 and picture.map.agrees
    rng = random.Random(7)
    search = Search(GAMES["wythoff"].tree)
    for _ in range(200):
        x, y = rng.randrange(60), rng.randrange(60)
        assert picture.map.wins[y][x] == search.mover_wins(Position((x, y)))
    for _ in range(2000):
        x, y = rng.randrange(1000), rng.randrange(1000)
        assert picture.map.wins[y][x] == (not wythoff.is_cold(x, y))
    grid = view.map.grid()
    assert grid.cell >= 1 and view.map.width() >= 1000     # a pixel or more per cell
    assert "1000000 positions" in status(view).text()


# -- cancel ------------------------------------------------------------------------------------
def _cancel_latency(qtbot, view: ExplorerView, side: int) -> float:
    """Start a map, wait until the worker reports progress, click Cancel; the seconds from
    the click until the worker has returned."""
    cancel = button(view, "explorer_compute")
    with qtbot.waitSignal(view.map_task.progressed, timeout=10_000):
        view.set_side(side)
    assert view.running and cancel.text() == "Cancel"
    clicked = time.perf_counter()
    cancel.click()
    assert QThreadPool.globalInstance().waitForDone(5000)
    return time.perf_counter() - clicked


def test_cancel_stops_a_large_map_within_100_ms(make_view, qtbot):
    view = make_view("nim", "3 4 5", show=False)
    shown = []
    view.map_shown.connect(shown.append)
    latency = _cancel_latency(qtbot, view, 48)      # about 8 s of work uncancelled
    print(f"cancel latency, Nim 48×48: {latency * 1000:.1f} ms")
    assert latency < CANCEL_MS / 1000
    assert not view.running
    assert button(view, "explorer_compute").text() == "Compute"
    assert status(view).text().startswith("Cancelled.")
    with qtbot.assertNotEmitted(view.map_shown, wait=50):
        pass            # a late result would be delivered by now; none may be shown
    assert shown == [] and view.result is None


def test_cancel_stops_the_million_cell_wythoff_map_at_once(make_view, qtbot):
    view = make_view("wythoff", show=False)
    cancel = button(view, "explorer_compute")
    view.set_side(1000)
    assert view.running
    clicked = time.perf_counter()
    cancel.click()
    assert QThreadPool.globalInstance().waitForDone(5000)
    latency = time.perf_counter() - clicked
    print(f"cancel latency, Wythoff 1000×1000: {latency * 1000:.1f} ms")
    assert latency < CANCEL_MS / 1000
    assert view.result is None and not view.running


def test_a_map_over_its_memory_budget_stops_and_says_so(make_view, qtbot):
    view = make_view("nim", "3 4 5", show=False)
    view.memory_limit = 2**20          # the search's process is always bigger than 1 MB
    view.set_side(48)
    qtbot.waitUntil(lambda: not view.running, timeout=10_000)
    assert view.result is None
    assert status(view).text().startswith("The map was stopped: it needed more than 1 MB")
    assert status(view).property("alarm")
    assert button(view, "explorer_compute").text() == "Compute"


def test_shutdown_drops_the_work(make_view, qtbot):
    view = make_view("euclid", show=False)
    shown = []
    view.map_shown.connect(shown.append)
    view.set_side(96)
    view.shutdown()
    assert QThreadPool.globalInstance().waitForDone(5000)
    with qtbot.assertNotEmitted(view.map_shown, wait=20):
        pass
    assert shown == []


# -- the rule checked --------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["nim", "wythoff", "euclid", "bash"])
def test_a_wrong_rule_is_reported_loudly(make_view, qtbot, game, monkeypatch):
    view = make_view(game, show=False)
    monkeypatch.setattr(view, "rule", partial(wrong_rule, game, 3, 2))
    picture = compute(qtbot, view, 6)
    assert picture.map.disagreements == [(3, 2)]
    label = status(view)
    args = GAMES[game].format(picture.position_at(3, 2))
    assert label.text() == (f"The rule disagrees with brute force at 1 position: ({args})")
    assert label.property("alarm") and label.font().bold() and label.autoFillBackground()
    assert "the rule disagrees with brute force" in view.key.labels()
    assert "The rule says the opposite here!" in view.map.cell_tooltip(3, 2)


def test_many_disagreements_are_counted_and_the_first_listed(make_view, qtbot):
    spec = GAMES["bash"]
    view = make_view("bash", show=False, rule=always_wins)
    picture = compute(qtbot, view, 5)
    losing = sum(row.count(False) for row in picture.map.wins)
    assert len(picture.map.disagreements) == losing > 5
    text = status(view).text()
    assert text.startswith(f"The rule disagrees with brute force at {losing} positions: ")
    first = picture.map.disagreements[0]
    assert f"({spec.format(picture.position_at(*first))})" in text
    assert text.endswith(", …")


# -- the map and the tab -------------------------------------------------------------------------
def _map_page(make_tab, qtbot, game: str, position: str):
    tab = make_tab(game, position)
    tab.resize(1200, 800)
    tab.show()
    qtbot.waitExposed(tab)
    tabs = tab.findChild(QTabWidget, "picture_tabs")
    assert tabs is not None and tabs.tabText(0) == "Picture" and tabs.tabText(1) == "Map"
    page = tabs.widget(1)
    assert page.findChild(ExplorerView) is None       # made the first time it is shown
    tabs.setCurrentIndex(1)                           # ... which computes the map
    explorer = page.findChild(ExplorerView)
    assert explorer is tab.explorer and explorer.isVisible()
    qtbot.waitUntil(lambda: explorer.picture is not None and not explorer.running,
                    timeout=60_000)
    return tab


def test_clicking_a_cell_loads_its_position_into_the_tab(make_tab, qtbot, read):
    tab = _map_page(make_tab, qtbot, "wythoff", "5 9")
    explorer = tab.explorer
    assert explorer.map.current_cell == (5, 9)
    rect = explorer.map.cell_rect(3, 7)
    QTest.mouseClick(explorer.map, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert read.position(tab).text() == "3 7"
    assert tab.outcome.analysis.position == Position((3, 7))
    assert explorer.base == Position((3, 7)) and explorer.map.current_cell == (3, 7)
    # Wythoff's plane ignores the rest of the position: nothing to refresh.
    assert not button(explorer, "explorer_refresh").isEnabled()
    tab.shutdown()


def test_a_cell_keeps_the_other_heaps_and_a_new_base_asks_for_a_refresh(make_tab, qtbot,
                                                                         read):
    tab = _map_page(make_tab, qtbot, "nim", "3 4 5")
    explorer = tab.explorer
    assert "2 3 5" in explorer.findChild(QLabel, "explorer_caption").text()
    rect = explorer.map.cell_rect(1, 2)
    QTest.mouseClick(explorer.map, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert read.position(tab).text() == "1 2 5"
    refresh = button(explorer, "explorer_refresh")
    assert not refresh.isEnabled()          # heap 3 is still 5: the same map
    tab.set_position_text("1 2 6")
    assert refresh.isEnabled() and not explorer.running      # no recompute per keystroke
    with qtbot.waitSignal(explorer.map_shown, timeout=60_000):
        refresh.click()
    assert explorer.picture.base == Position((1, 2, 6)) and not refresh.isEnabled()
    assert explorer.map.current_cell == (1, 2)
    tab.shutdown()


def test_games_without_a_plane_have_no_map(make_tab):
    tab = make_tab("corner-board")
    assert tab.explorer is None
    pages = tab.findChild(QTabWidget, "picture_tabs")
    names = [pages.widget(i).objectName() for i in range(pages.count())]
    assert "map_page" not in names and "graph_page" in names


def test_a_game_without_moves_keeps_its_picture_alone(make_tab):
    tab = make_tab("pirates")
    assert tab.explorer is None
    assert tab.findChild(QTabWidget, "picture_tabs") is None


def test_hovering_a_cell_tells_its_position(make_view, qtbot):
    view = make_view("nim", "3 4 5", show=False)
    compute(qtbot, view, 6)
    text = view.map.cell_tooltip(2, 3)
    assert "heap 1 = 2, heap 2 = 3" in text and "Position: 2 3 5" in text
    assert "Grundy value: 4" in text and "wins" in text


def test_the_mouse_over_a_cell_marks_it(make_view, qtbot):
    view = make_view("bash")
    compute(qtbot, view, 10)
    rect = view.map.cell_rect(4, 2)
    QTest.mouseMove(view.map, rect.center().toPoint())
    qtbot.waitUntil(lambda: view.map.hovered_cell == (4, 2), timeout=2000)
    assert "Position: 4 3" in view.map.cell_tooltip(4, 2)     # M starts at 1


def test_cells_are_where_the_geometry_says(make_view, qtbot):
    view = make_view("euclid")
    compute(qtbot, view, 20)
    grid = view.map.grid()
    for x, y in [(0, 0), (19, 0), (0, 19), (7, 11)]:
        rect = view.map.cell_rect(x, y)
        assert view.map.cell_at(rect.center()) == (x, y)
        assert view.map.rect().contains(rect.toAlignedRect())
    assert cell_rect(grid, 0, 0).bottom() == grid.bounds.bottom()     # y grows upwards
    assert view.map.cell_at(QPointF(grid.left - 2, grid.top + 2)) is None


def test_geometry_functions():
    margins = Margins(30, 10, 10, 40)
    grid = map_geometry(540, 450, 10, 8, margins)
    assert grid.cell == 40          # at most LARGEST_CELL (room for 50)
    big = map_geometry(300, 300, 1000, 1000, margins)
    assert big.cell == 1            # a pixel per cell, however small the room
    for g in (grid, big):
        for x, y in [(0, 0), (g.columns - 1, g.rows - 1), (3, 5)]:
            assert cell_at(g, cell_rect(g, x, y).center()) == (x, y)
    assert geometry.tick_values(1, 12, 5) == [5, 10]
    lines = geometry.golden_lines(grid, 0.0)
    assert len(lines) == 2 and lines[0].p1() == geometry.value_point(grid, 0, 0)


# -- export ------------------------------------------------------------------------------------
def test_export_writes_the_csv_of_the_map(make_view, qtbot, tmp_path, monkeypatch):
    view = make_view("bash", show=False)
    picture = compute(qtbot, view, 7)
    target = tmp_path / "bash map.csv"
    asked = []

    def fake_dialog(parent, caption, directory, filters):
        asked.append(directory)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_dialog))
    with qtbot.waitSignal(view.exported, timeout=10_000) as blocker:
        button(view, "explorer_export").click()
    assert blocker.args == [str(target)]
    assert asked == ["bash-map-7x7.csv"]
    assert target.read_text(encoding="utf-8") == picture.map.to_csv()
    assert "Saved to" in view.findChild(QLabel, "explorer_message").text()


def test_an_export_that_fails_says_so_inline(make_view, qtbot, tmp_path, monkeypatch):
    view = make_view("bash", show=False)
    compute(qtbot, view, 4)
    target = tmp_path / "no such folder" / "map.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(target), "")))
    message = view.findChild(QLabel, "explorer_message")
    button(view, "explorer_export").click()
    qtbot.waitUntil(lambda: not message.isHidden() and "Could not save" in message.text(),
                    timeout=10_000)
    assert not target.exists()


def test_a_cancelled_dialog_writes_nothing(make_view, qtbot, monkeypatch):
    view = make_view("bash", show=False)
    compute(qtbot, view, 4)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: ("", "")))
    button(view, "explorer_export").click()
    assert QThreadPool.globalInstance().waitForDone(1000)
    assert view.findChild(QLabel, "explorer_message").isHidden()


def test_a_search_runs_in_a_child_process_and_a_table_here(make_view, qtbot, monkeypatch):
    """A map by search gives all its memory back with its process (see map_work)."""
    from ui.explore import map_picture

    sent = []

    def spy(function, *args, memory_limit=None):
        sent.append((args[0].id, memory_limit))
        return in_child_process(function, *args, memory_limit=memory_limit)

    monkeypatch.setattr(map_picture, "in_child_process", spy)
    nim = make_view("nim", "3 4 5", show=False)
    picture = compute(qtbot, nim, 8)
    assert sent == [("nim", MAP_MEMORY_LIMIT)]
    assert picture.map.agrees and picture.map.plane is GAMES["nim"].plane
    wythoff_view = make_view("wythoff", show=False)
    compute(qtbot, wythoff_view, 8)
    assert sent == [("nim", MAP_MEMORY_LIMIT)]          # read from its tables, here
