"""The map's "Moves to the end" view: cells coloured by who wins and how near the end,
the moves in the tooltips and the key, and the entry disabled where a map has none."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QComboBox

from solvers import GAMES
from solvers.search import Search
from ui.explore.explorer import ExplorerView
from ui.explore.map_colours import map_colours, remoteness_colour
from ui.explore.map_picture import GRUNDY, OUTCOME, REMOTENESS, remoteness_level
from ui.explore.map_view import NUMBER_FROM


@pytest.fixture
def make_view(qtbot):
    """An ExplorerView of one game at 700 × 640, shown, with its first map on display."""
    views = []

    def make(game: str, base: str | None = None, side: int = 8) -> ExplorerView:
        spec = GAMES[game]
        view = ExplorerView(spec)
        qtbot.addWidget(view)
        views.append(view)
        if base is not None:
            view.set_base(spec.parse(base))
        view.resize(700, 640)
        with qtbot.waitSignal(view.map_shown, timeout=60_000):
            view.set_side(side)     # (before showing: showing would compute the default)
        view.show()
        qtbot.waitExposed(view)
        return view

    yield make
    for view in views:
        view.shutdown()


def combo(view: ExplorerView) -> QComboBox:
    return view.findChild(QComboBox, "explorer_view")


def choose(view: ExplorerView, data: str) -> None:
    box = combo(view)
    box.setCurrentIndex(box.findData(data))


def grab(view: ExplorerView) -> QImage:
    return view.map.grab().toImage()


def fill_at(view: ExplorerView, x: int, y: int) -> QColor:
    """The colour of cell (x, y) near its top-left corner (clear of gaps and numbers)."""
    rect = view.map.cell_rect(x, y)
    ratio = view.map.devicePixelRatioF()
    image = grab(view)
    return image.pixelColor(round((rect.left() + 4) * ratio), round((rect.top() + 4) * ratio))


def test_the_views_are_in_their_order():
    view = ExplorerView(GAMES["nim"])
    box = combo(view)
    assert [box.itemData(i) for i in range(box.count())] == [OUTCOME, GRUNDY, REMOTENESS]
    assert [box.itemText(i) for i in range(box.count())] == [
        "Outcome", "Grundy values", "Moves to the end"]
    view.deleteLater()


@pytest.mark.parametrize(("game", "base"), [("nim", "3 4 5"), ("wythoff", None),
                                            ("misere-nim", None), ("bash", None)])
def test_choosing_the_view_changes_the_picture(make_view, game, base):
    view = make_view(game, base)
    box = combo(view)
    assert box.isEnabled() and box.model().item(box.findData(REMOTENESS)).isEnabled()
    outcome = grab(view)
    choose(view, REMOTENESS)
    assert view.map.view == REMOTENESS
    remote = grab(view)
    assert remote.size() == outcome.size() and remote != outcome
    choose(view, OUTCOME)
    assert grab(view) == outcome


def test_cells_are_coloured_by_who_wins_and_how_near_the_end(make_view):
    view = make_view("nim", "3 4 5", side=6)
    choose(view, REMOTENESS)
    picture = view.picture
    colours = map_colours(view.map.palette())
    top = picture.remoteness_top
    search = Search(GAMES["nim"].tree)
    for x, y in [(0, 0), (1, 0), (2, 3), (5, 5), (5, 0), (1, 1)]:
        wins, far = search.remoteness(picture.position_at(x, y))
        assert picture.map.remoteness[y][x] == far
        expected = remoteness_colour(colours, wins, remoteness_level(far, top))
        assert fill_at(view, x, y) == expected, (x, y)
    # Won and lost cells have hues of their own; the nearest the end is the strongest.
    near, far = colours.won_near, colours.won_far
    assert near.hue() == far.hue() != colours.lost_near.hue()
    assert near.hslSaturation() > far.hslSaturation()


def test_numbers_are_written_in_big_cells(make_view):
    view = make_view("bash", side=6)
    assert view.map.grid().cell >= NUMBER_FROM
    choose(view, REMOTENESS)
    written = grab(view)
    view.map._paint_numbers = lambda *args: None       # the same picture without them
    view.map._invalidate()
    assert grab(view) != written


def test_tooltips_state_the_moves(make_view):
    view = make_view("nim", "3 4 5", side=6)
    choose(view, REMOTENESS)
    search = Search(GAMES["nim"].tree)
    lines = set()
    for y in range(6):
        for x in range(6):
            wins, far = search.remoteness(view.picture.position_at(x, y))
            text = view.map.cell_tooltip(x, y)
            verb = "wins" if wins else "loses"
            if far == 1:
                assert f"The player to move {verb} in 1 move." in text
            else:
                assert f"The player to move {verb} in {far} moves." in text
            assert re.search(r"\b1 moves", text) is None
            lines.add(verb)
    assert lines == {"wins", "loses"}
    bash = make_view("bash", side=3)
    assert "The player to move wins in 1 move." in bash.map.cell_tooltip(1, 0)
    assert "The player to move has no move left, and loses." in bash.map.cell_tooltip(0, 0)


def test_the_key_explains_the_view(make_view):
    view = make_view("nim", "3 4 5", side=6)
    choose(view, REMOTENESS)
    picture = view.picture
    labels = view.key.labels()
    assert picture.won_range == (1, 11) and picture.lost_range == (10, 10)
    assert labels[:2] == ["the player to move wins: 1 … 11 moves to the end",
                          "the player to move loses: 10 moves to the end"]
    assert any("moves to the end with best play" in label for label in labels)
    choose(view, OUTCOME)
    assert not any("moves to the end" in label for label in view.key.labels())
    bash = make_view("bash", side=3)       # N = 2, M = 1: lost in 2 moves
    choose(bash, REMOTENESS)
    assert bash.key.labels()[:2] == ["the player to move wins: 1 move to the end",
                                     "the player to move loses: 0 … 2 moves to the end"]


def test_the_entry_is_disabled_where_the_map_has_no_remoteness(make_view, qtbot):
    view = make_view("wythoff", side=8)
    choose(view, REMOTENESS)
    assert view.map.view == REMOTENESS
    largest = GAMES["wythoff"].plane.largest
    with qtbot.waitSignal(view.map_shown, timeout=60_000):
        view.set_side(largest + 1)                 # filled from tables alone
    assert view.result.remoteness is None
    box = combo(view)
    index = box.findData(REMOTENESS)
    assert not box.model().item(index).isEnabled()
    reason = box.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert reason.startswith("This map has no moves to the end") and str(largest) in reason
    assert reason in box.toolTip()
    assert view.map.view == OUTCOME and box.currentData() == OUTCOME
    assert "wins in" not in view.map.cell_tooltip(3, 4)
    box.setCurrentIndex(index)                     # a program may still choose it
    assert view.map.view == OUTCOME and box.currentData() == OUTCOME
    with qtbot.waitSignal(view.map_shown, timeout=60_000):
        view.set_side(200)                         # no Grundy values either
    assert not box.isEnabled()
    assert "no Grundy values" in box.toolTip() and "no moves to the end" in box.toolTip()
    with qtbot.waitSignal(view.map_shown, timeout=60_000):
        view.set_side(12)
    assert box.isEnabled() and box.model().item(index).isEnabled()


def test_a_map_past_the_search_budget_says_why(make_view, qtbot, monkeypatch):
    from solvers import explore as explore_module
    from solvers.search import Search as RealSearch

    monkeypatch.setattr(explore_module, "Search",
                        lambda tree, should_stop=None: RealSearch(tree, should_stop, 50))
    view = make_view("wythoff", side=16)
    box = combo(view)
    index = box.findData(REMOTENESS)
    assert view.result.remoteness is None and view.result.agrees
    assert not box.model().item(index).isEnabled()
    assert "more positions than a search may visit" in box.itemData(
        index, Qt.ItemDataRole.ToolTipRole)
