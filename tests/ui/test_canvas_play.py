"""Playing on the pictures: whole games won by clicks, illegal clicks refused, and a click
playing exactly the move of the legal moves list.

Every click goes where the canvas's own geometry says (`click_points`, built on the layout
that painting uses), through QTest mouse events on a shown tab.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QPushButton

from solvers import GAMES, play
from solvers.games.corner_board import step_to
from solvers.search import Search
from solvers.spec import Position
from tests.games import TWO_PLAYER
from tests.ui.helpers import play_from_list, render, wait_until
from ui.canvases import create_canvas
from ui.canvases.clicks import InteractiveCanvas
from ui.canvases.legend import LegendEntry

TIMEOUT_MS = 5000
LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


#: No pause before the computer's reply, nor before the legal moves list a new position
#: (waited for after every undo): the games here are played for their clicks.
pytestmark = pytest.mark.usefixtures("quick_computer", "quick_legal_list")


@pytest.fixture
def shown_tab(qtbot, make_tab):
    """A tab for `game` at `args`, shown at a fixed size, its picture ready to click."""

    def make(game: str, args: str, computer: bool = True):
        tab = make_tab(game, args)
        tab.findChild(QCheckBox, "computer_plays").setChecked(computer)
        tab.resize(1400, 900)
        tab.show()
        qtbot.waitExposed(tab)
        wait_until(qtbot, lambda: settled(tab), TIMEOUT_MS)
        return tab

    return make


def position_text(tab) -> str:
    return tab.findChild(QLineEdit, "position").text()


def status(tab) -> str:
    return tab.findChild(QLabel, "play_status").text()


def message(tab) -> str:
    return tab.findChild(QLabel, "play_message").text()


def settled(tab) -> bool:
    """The picture and the legal moves show the position of the line, and it is the user's
    turn or the game is over."""
    analysis = tab.canvas.analysis
    return (not tab.busy and analysis is not None and not tab.canvas.stale
            and not tab.play.listing
            and tab.spec.format(analysis.position) == position_text(tab)
            and (status(tab) in ("Your move.", "Player 1 to move.", "Player 2 to move.")
                 or "Game over" in status(tab)))


def click(canvas, point: QPointF) -> None:
    QTest.mouseClick(canvas, LEFT, NO_KEYS, point.toPoint())


def click_move(canvas, after: Position) -> None:
    """Play the move to `after` on the picture, at the points its geometry gives."""
    points = canvas.click_points(after)
    assert points, f"no click for {canvas.spec.format(after)}"
    for point in points:
        assert canvas.rect().contains(point.toPoint())
        click(canvas, point)


def winning_start(game: str) -> Position:
    """A small position the player to move wins, where the winning move does not end the
    game at once (so that the game has a few turns), if the first few have one."""
    spec = GAMES[game]
    rng = random.Random(f"clicks {game}")
    search = Search(spec.tree)
    winning = [p for p in (spec.random_position(rng, 2) for _ in range(60))
               if search.mover_wins(p)]

    def lasts(position: Position) -> bool:
        after = play.hint(spec, position, 3).move.after
        return any(True for _ in spec.legal_moves(after))

    return next((p for p in winning if lasts(p)), winning[0])


# -- whole games -----------------------------------------------------------------------------------

@pytest.mark.parametrize("game", TWO_PLAYER)
def test_a_whole_game_won_by_clicking_the_hints(qtbot, shown_tab, game):
    spec = GAMES[game]
    tab = shown_tab(game, spec.format(winning_start(game)))
    assert status(tab) == "Your move."
    for turn in range(0, 100, 2):
        wait_until(qtbot, lambda: settled(tab), TIMEOUT_MS)
        if "Game over" in status(tab):
            break
        position = spec.parse(position_text(tab))
        move = play.hint(spec, position, 3).move
        assert move is not None, spec.format(position)
        click_move(tab.canvas, move.after)
        assert position_text(tab) == spec.format(move.after)
        wait_until(qtbot, lambda played=turn + 2: "Game over" in status(tab)
                        or len(tab.play.moves_played) >= played, TIMEOUT_MS)
    wait_until(qtbot, lambda: settled(tab), TIMEOUT_MS)
    assert status(tab) == "Game over: you win!"


# -- illegal clicks ------------------------------------------------------------------------------

#: (game, position, the position after a move the rules forbid, drawn where a click means it)
REFUSED = [
    ("bash", "10 3", Position((6, 3), (("misere", False),))),                 # takes 4 > M
    ("fibonacci", "20 3", Position((16, 8))),                                  # takes 4 > 3
    ("wythoff", "5 9", Position((4, 7))),                                      # off her lines
    ("corner-board", "4", None),                                               # two cells away
    ("boxes", "1 2 3 4 5 6", Position((1, 2, 4, 4, 4, 6))),                    # 5 → 3: 8 is odd
    ("coin-circle", "9 2", Position((9, 2, 1, 2, 3))),                         # 3 coins > K
    ("coin-circle", "9 3 5", None),                                            # across the gap
]


@pytest.mark.parametrize("game,args,after", REFUSED, ids=lambda v: v if isinstance(v, str)
                         else None)
def test_an_illegal_click_is_refused_and_changes_nothing(shown_tab, game, args, after):
    spec = GAMES[game]
    tab = shown_tab(game, args)
    before = position_text(tab)
    canvas = tab.canvas
    if game == "corner-board":
        after = step_to(spec.parse(args), (2, 2))
    if game == "coin-circle" and after is None:
        ring = canvas.current_layout()
        for coin in (4, 6):                         # coin 5 between them is gone
            click(canvas, ring.point(ring.angle(coin, 9)))
    else:
        assert after not in {move.after for move in spec.legal_moves(spec.parse(args))}
        click_move(canvas, after)
    assert "not allowed" in message(tab)
    assert position_text(tab) == before
    assert tab.play.moves_played == []
    assert status(tab) == "Your move."
    assert canvas.pending is None                   # a refused two-click move starts over


def no_move_points(canvas) -> list[QPointF]:
    """Points of the picture where a click means no move: a piece itself, a label, the
    margin, the squares of a later stage."""
    layout = canvas.current_layout()
    game = canvas.spec.id
    margin = [QPointF(3, canvas.height() - 3)]
    if game in ("nim", "misere-nim"):
        row = layout.rows.rows[0]
        return margin + [QPointF(layout.columns.value[0] + 2, row.center().y())]
    if game == "georgia-bob":
        pieces = [s for s in layout.segments if s.kind == "piece"]
        last = [s for s in layout.segments if s.kind == "empty"][-1]       # right of all
        return margin + [pieces[0].rect.center(), last.rect.center()]
    if game == "hill":
        return margin + [layout.slope.at(layout.positions[-1]), layout.slope.foot]
    if game == "euclid":
        return margin + [piece.rect.center() for piece in layout.pieces if piece.stage > 0]
    if game == "staircase":
        return margin + [layout.stairs.stairs[0].stack.topLeft() + QPointF(2, 2)]
    if game == "wythoff":
        a, b = canvas.analysis.position.numbers
        return margin + [layout.view.centre(a, b)]
    return margin


@pytest.mark.parametrize("game,args", [("nim", "3 4 5"), ("misere-nim", "2 3"),
                                       ("georgia-bob", "2 6 7 11"), ("hill", "4 9 15 --king 2"),
                                       ("euclid", "25 7"), ("staircase", "2 1 3 2 4"),
                                       ("wythoff", "5 9"), ("bash", "10 3")])
def test_a_click_on_no_move_does_nothing(shown_tab, game, args):
    tab = shown_tab(game, args)
    canvas = tab.canvas
    for point in no_move_points(canvas):
        assert canvas.move_at(point) is None
        click(canvas, point)
        assert position_text(tab) == args
        assert tab.play.moves_played == [] and message(tab) == ""


# -- the canvas and the list agree -------------------------------------------------------------------

@pytest.mark.parametrize("game", TWO_PLAYER)
def test_a_click_plays_the_same_move_as_the_list(qtbot, shown_tab, game):
    spec = GAMES[game]
    start = winning_start(game)
    tab = shown_tab(game, spec.format(start), computer=False)
    undo = tab.findChild(QPushButton, "undo")
    legal = list(spec.legal_moves(start))
    hint = play.hint(spec, start, 3).move
    chosen = [hint.after] + [m.after for m in legal[:3]] + [legal[-1].after]
    compared = 0
    for after in chosen:
        if not tab.canvas.click_points(after):
            continue                # out of the picture's window: the list plays it
        compared += 1
        click_move(tab.canvas, after)
        by_click = position_text(tab)
        assert len(tab.play.moves_played) == 1
        undo.click()
        wait_until(qtbot, lambda: settled(tab), TIMEOUT_MS)
        assert position_text(tab) == spec.format(start)
        play_from_list(tab, spec.format(after))
        assert position_text(tab) == by_click == spec.format(after)
        assert tab.play.moves_played[0].after == after
        undo.click()
        wait_until(qtbot, lambda: settled(tab), TIMEOUT_MS)
    assert compared >= min(len(legal), 3)


# -- two-click moves --------------------------------------------------------------------------------

def test_boxes_first_click_selects_escape_cancels(qtbot, shown_tab):
    tab = shown_tab("boxes", "1 2 3 4 5 6")
    canvas = tab.canvas
    after = Position((1, 2, 3, 7, 2, 6))            # 3 cards from box 5 to box 4
    first, second = canvas.click_points(after)
    click(canvas, first)
    assert canvas.pending is not None and canvas.pending.box == 5 and canvas.pending.amount == 3
    assert tab.play.moves_played == []
    QTest.keyClick(canvas, Qt.Key.Key_Escape)
    assert canvas.pending is None
    assert position_text(tab) == "1 2 3 4 5 6"      # Escape did not restore anything else
    click(canvas, first)
    click(canvas, QPointF(3, 3))                    # a click on nothing cancels too
    assert canvas.pending is None and tab.play.moves_played == []
    click(canvas, first)
    click(canvas, second)
    assert position_text(tab) == "1 2 3 7 2 6"
    assert canvas.pending is None


def test_circle_shift_click_extends_then_a_click_takes(qtbot, shown_tab):
    tab = shown_tab("coin-circle", "9 3", computer=False)
    canvas = tab.canvas
    ring = canvas.current_layout()
    centre = {coin: ring.point(ring.angle(coin, 9)) for coin in range(1, 10)}
    click(canvas, centre[4])
    assert canvas.pending is not None
    QTest.mouseClick(canvas, LEFT, Qt.KeyboardModifier.ShiftModifier, centre[6].toPoint())
    assert canvas.pending.last == 6 and tab.play.moves_played == []
    click(canvas, centre[5])                        # inside the selection: take it
    assert position_text(tab) == "9 3 4 5 6"
    click(canvas, centre[8])
    click(canvas, centre[8])                        # the same coin again: that coin alone
    assert position_text(tab) == "9 3 4 5 6 8"


def test_wythoff_queen_can_be_dragged(qtbot, shown_tab):
    tab = shown_tab("wythoff", "5 9")
    canvas = tab.canvas
    view = canvas.current_layout().view
    queen, target = view.centre(5, 9).toPoint(), view.centre(3, 7).toPoint()
    QTest.mousePress(canvas, LEFT, NO_KEYS, queen)
    QTest.mouseMove(canvas, target)
    QTest.mouseRelease(canvas, LEFT, NO_KEYS, target)
    assert tab.play.moves_played[0].after == Position((3, 7))


# -- feedback and shared geometry --------------------------------------------------------------------

def test_hovering_outlines_what_a_click_takes(qtbot):
    spec = GAMES["nim"]
    canvas = create_canvas(spec)
    qtbot.addWidget(canvas)
    canvas.resize(600, 400)
    canvas.set_analysis(spec.solve(spec.parse("3 4 5")))
    canvas.show()
    qtbot.waitExposed(canvas)
    plain = render(canvas)
    point = canvas.click_points(Position((3, 1, 5)))[0]
    QTest.mouseMove(canvas, point.toPoint())
    wait_until(qtbot, lambda: len(canvas.hover_marks()) == 3, TIMEOUT_MS)
    assert render(canvas) != plain
    QTest.mouseMove(canvas, QPointF(2, 2).toPoint())
    wait_until(qtbot, lambda: not canvas.hover_marks(), TIMEOUT_MS)
    assert render(canvas) == plain


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_every_two_player_picture_can_be_played(game):
    assert issubclass(type(create_canvas(GAMES[game])), InteractiveCanvas)


@pytest.mark.parametrize("args", ["3 4 5", "1 2 3"])       # with a move to show, without
@pytest.mark.parametrize("height", [60, 320])
def test_click_rects_are_the_painted_rects(qtbot, height, args):
    """The rects clicks are measured in are those paint_caption and paint_key leave."""
    canvas = create_canvas(GAMES["nim"])
    qtbot.addWidget(canvas)
    canvas.resize(480, height + 16)
    canvas.set_analysis(GAMES["nim"].solve(GAMES["nim"].parse(args)))
    entries = [LegendEntry("a", lambda p, r: None), LegendEntry("b", lambda p, r: None, True)]
    image = QImage(canvas.size(), QImage.Format.Format_ARGB32_Premultiplied)
    rect = canvas.picture_rect()
    assert rect == QRectF(8, 8, 480 - 16, height)
    with QPainter(image) as painter:
        below = canvas.paint_caption(painter, rect, "caption")
        above = canvas.paint_key(painter, below, entries)
    assert below == canvas.below_caption(rect)
    assert above == canvas.above_key(below, entries)
