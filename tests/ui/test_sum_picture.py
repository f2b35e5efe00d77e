"""The picture of a sum: one canvas per part, drawn from that part's analysis."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QListWidget, QScrollArea

from solvers import GAMES
from solvers.sums import parse_sum
from ui.canvases.base import Canvas
from ui.sum.picture import SumPicture, column_count
from ui.sum.sum_tab import SumTab
from ui.sum.valuing import DRAWN_PARTS

WAIT_MS = 20_000


@pytest.fixture
def make_sum_tab(qtbot):
    def make(text: str) -> SumTab:
        tab = SumTab(text=text)
        qtbot.addWidget(tab)
        tab.resize(1024, 700)
        tab.show()
        qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
        return tab

    return make


def picture(tab: SumTab) -> SumPicture:
    area = tab.findChild(QScrollArea, "sum_picture")
    assert isinstance(area, SumPicture)
    return area


def drawn(tab: SumTab) -> list[tuple[str, str]]:
    """(game, position as the command line writes it) of each canvas, in the parts' order."""
    canvases = picture(tab).canvases()
    assert sorted(map(id, canvases)) == sorted(
        map(id, [c for c in picture(tab).findChildren(Canvas) if c.isVisible()]))
    return [(c.analysis.game, GAMES[c.analysis.game].format(c.analysis.position))
            for c in canvases]


def captions(tab: SumTab) -> list[str]:
    return [tile.caption.text() for tile in picture(tab).tiles()]


def test_each_part_is_drawn_by_its_own_games_canvas(make_sum_tab):
    tab = make_sum_tab("nim 3 4 5 + bash 10 3 + staircase 2 1 3 2 4")
    assert drawn(tab) == [("nim", "3 4 5"), ("bash", "10 3"), ("staircase", "2 1 3 2 4")]
    assert [type(c).__module__ for c in picture(tab).canvases()] == [
        "ui.canvases.heaps", "ui.canvases.pile", "ui.canvases.staircase"]
    assert captions(tab) == ["Part 1: Nim 3 4 5 — Grundy value 2",
                             "Part 2: Bash game 10 3 — Grundy value 2",
                             "Part 3: Staircase Nim 2 1 3 2 4 — Grundy value 5"]


def test_only_the_part_played_in_carries_the_sums_winning_move(make_sum_tab):
    tab = make_sum_tab("nim 3 4 5 + bash 10 3 + staircase 2 1 3 2 4")
    index, move = tab.analysis.move
    assert index == 2
    moves = [tuple(c.analysis.moves) for c in picture(tab).canvases()]
    assert moves == [(), (), (move,)]


def test_the_picture_follows_edits_of_the_sum(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 3 4 5 + bash 10 3")
    tab.set_position_text("nim 1 2 + nim 7 + wythoff 3 5")
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    assert drawn(tab) == [("nim", "1 2"), ("nim", "7"), ("wythoff", "3 5")]
    tab.rows()[1].remove_button.click()
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    assert drawn(tab) == [("nim", "1 2"), ("wythoff", "3 5")]
    assert captions(tab)[1].startswith("Part 2: Wythoff")


def test_a_bad_sum_greys_the_last_picture(make_sum_tab):
    tab = make_sum_tab("nim 3 4 5 + bash 10 3")
    tab.set_position_text("nim 3 4 5 + bash x")
    assert tab.error is not None
    assert drawn(tab) == [("nim", "3 4 5"), ("bash", "10 3")]
    assert all(c.stale for c in picture(tab).canvases())
    tab.set_position_text("nim 3 4 5 + bash 9 3")
    assert not any(c.stale for c in picture(tab).canvases())


def test_selecting_the_winning_move_marks_the_part_it_is_played_in(make_sum_tab):
    tab = make_sum_tab("nim 1 + bash 10 3 + nim 2")
    moves = tab.findChild(QListWidget, "moves")
    part = tab.analysis.move[0]
    tiles = picture(tab).tiles()
    assert not any(tile.property("marked") for tile in tiles)
    moves.setCurrentRow(0)
    assert [bool(tile.property("marked")) for tile in tiles] == [
        i == part for i in range(len(tiles))]
    assert tiles[part].canvas.highlighted_move == 0
    moves.clearSelection()
    assert not any(tile.property("marked") for tile in tiles)
    assert tiles[part].canvas.highlighted_move is None


def test_a_huge_part_is_solved_off_the_gui_thread(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 1")
    heaps = " ".join(str(n % 1000 + 1) for n in range(100_000))
    tab.set_position_text(f"nim {heaps} + bash 10 3")
    assert tab.busy
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    canvas = picture(tab).canvases()[0]
    assert len(canvas.analysis.position.numbers) == 100_000
    canvas.grab()       # its own shortcuts draw it


def test_a_long_sum_draws_its_first_parts_and_says_so(make_sum_tab):
    count = DRAWN_PARTS + 6
    tab = make_sum_tab(" + ".join(f"nim {n}" for n in range(1, count + 1)))
    assert drawn(tab) == [("nim", str(n)) for n in range(1, DRAWN_PARTS + 1)]
    note = tab.findChild(QLabel, "parts_not_drawn")
    assert note.isVisible()
    assert note.text() == (f"Parts {DRAWN_PARTS + 1} to {count} are not drawn: the table "
                           f"lists them all.")
    tab.set_position_text("nim 1 + nim 2")
    assert not note.isVisible()
    assert len(parse_sum(tab.position_text())) == len(drawn(tab)) == 2


@pytest.mark.parametrize(("width", "height", "parts", "columns"), [
    (500, 680, 3, 1), (860, 814, 3, 2), (860, 814, 1, 1), (1000, 300, 4, 3), (100, 800, 5, 1),
])
def test_columns_give_each_canvas_the_most_room(width, height, parts, columns):
    assert column_count(width, height, parts) == columns


@pytest.mark.parametrize("size", [(1024, 700), (1360, 840)])
@pytest.mark.parametrize("made", ["before the window is shown", "while hidden", "in front"])
def test_every_tile_lies_within_the_picture_it_scrolls(make_window, qtbot, size, made):
    """The tiles are laid out in the picture's final size, however the page was made
    (screenshots make every page first, `python main.py` makes the hidden ones in idle
    time): none runs past its bottom, out of reach of the scroll bar."""
    window = make_window(remember=False, show=False, lazy=made != "before the window is shown")
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    if made == "while hidden":
        qtbot.waitUntil(lambda: not window.tab("sum").busy, timeout=WAIT_MS)
    window.show_game("sum")
    tab = window.sum_tab
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    area = picture(tab)
    assert len(area.tiles()) >= 3

    def tiles_within() -> None:
        inner = area.widget()
        settled = max(area.viewport().height(), inner.minimumSizeHint().height())
        assert inner.height() == settled, "the scroll area has yet to size the picture"
        for tile in area.tiles():
            assert area.widget().rect().contains(tile.geometry()), tile.caption.text()

    qtbot.waitUntil(tiles_within, timeout=2000)
