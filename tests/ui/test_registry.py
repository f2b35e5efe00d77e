"""A game declared once, at run time, is everywhere: a tab with its form, verdict, moves,
picture, play panel and map; a part of the sum of games; an answer on the command line.

The toy game is declared here and nowhere else: one heap, a move takes 1 or 2 objects,
whoever takes the last object wins (so the mover loses exactly on multiples of 3).
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QListWidget, QWidget

import solvers
from solvers import cli
from solvers.search import Search
from solvers.spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    IntParam,
    Move,
    Plane,
    Position,
    PositionTree,
    text,
)
from ui.canvases import register_canvas, unregister_canvas
from ui.canvases.base import Canvas
from ui.tab.outcome import verdict_text

GAME = "take-one-or-two"
CANVAS = "toy-heap"
TAKES = (1, 2)
PLAY_NAMES = ("legal_moves", "hint", "undo", "redo", "new_game", "play_status")
SOLVE_TIMEOUT_MS = 10_000


def _take(position: Position, taken: int) -> Move:
    (n,) = position.numbers
    return Move(position.with_numbers((n - taken,)), text("take {taken}", taken=taken))


def _moves(position: Position):
    (n,) = position.numbers
    return (_take(position, taken) for taken in TAKES if taken <= n)


def _grundy(position: Position) -> int:
    return position.numbers[0] % 3


def _solve(position: Position) -> Analysis:
    winning = [move for move in _moves(position) if _grundy(move.after) == 0]
    return Analysis(GAME, position, FIRST if winning else SECOND, winning)


def _cell(base: Position, x: int, y: int) -> Position | None:
    return Position((x,), base.options) if y == 0 else None


SPEC = GameSpec(
    id=GAME, title="Take one or two", chinese="取一或二",
    params=(IntParam("n", "Objects N", 7),),
    solve=_solve,
    tree=PositionTree(_moves),
    canvas=CANVAS,
    rules=("One heap of N objects.", "A move takes 1 or 2 objects.",
           "Whoever takes the last object wins."),
    theory=("The player to move loses exactly when N is a multiple of 3.",),
    example="7",
    plane=Plane("N", "row", _cell, default_size=12),
    grundy=_grundy,
)


class HeapCanvas(Canvas):
    """The toy game's picture: nothing to see, it only has to be there."""

    def paint_position(self, painter: QPainter, rect, analysis) -> None:
        return None


@pytest.fixture
def toy_game():
    """The toy game and its canvas, registered for one test only."""
    register_canvas(CANVAS, HeapCanvas)
    solvers.register(SPEC)
    yield SPEC
    solvers.unregister(GAME)
    unregister_canvas(CANVAS)


def brute_force_verdict(n: int) -> str:
    position = SPEC.parse(str(n))
    mover_wins = Search(SPEC.tree).mover_wins(SPEC.tree.start(position))
    return verdict_text(SPEC, Analysis(GAME, position, FIRST if mover_wins else SECOND))


def test_a_registered_game_gets_a_whole_tab(toy_game, make_window):
    window = make_window(remember=False)
    names = [window.tabs.widget(i).objectName() for i in range(window.tabs.count())]
    assert GAME in names
    tab = window.tab(GAME)
    assert tab.objectName() == GAME
    assert window.tabs.tabText(names.index(GAME)) == "Take one or two"
    for name in ("position", "verdict", "moves", "canvas", *PLAY_NAMES):
        assert tab.findChild(QWidget, name) is not None, name
    assert isinstance(tab.canvas, HeapCanvas)
    assert tab.explorer is not None and tab.explorer.objectName() == "explorer"


def test_typing_a_position_shows_the_brute_force_verdict(toy_game, make_window, qtbot):
    window = make_window(remember=False)
    window.show_game(GAME)
    tab = window.tab(GAME)
    verdict = tab.findChild(QLabel, "verdict")
    moves = tab.findChild(QListWidget, "moves")
    for n in range(13):
        tab.findChild(QLineEdit, "position").setText(str(n))
        expected = brute_force_verdict(n)
        qtbot.waitUntil(lambda expected=expected: verdict.text().startswith(expected),
                        timeout=SOLVE_TIMEOUT_MS)
        assert moves.count() == (0 if n % 3 == 0 else 1), n
    assert brute_force_verdict(3) != brute_force_verdict(4)


def test_the_sum_of_games_offers_it(toy_game, make_window):
    window = make_window(remember=False)
    sums = window.sum_tab
    sums.set_position_text(f"{GAME} 4 + {GAME} 5")
    parts = [part for part in sums.findChildren(QWidget, "part") if part.isVisibleTo(sums)]
    assert len(parts) == 2
    for part in parts:
        box = part.findChild(QComboBox, "game")
        offered = [box.itemData(i) for i in range(box.count())]
        assert GAME in offered
        assert box.currentData() == GAME


def test_the_command_line_answers(toy_game, capsys):
    assert cli.main(["solve", GAME, "7"]) == 0
    out = capsys.readouterr().out
    assert "Take one or two" in out and "First player wins" in out
    assert cli.main(["solve", GAME, "9"]) == 0
    assert "Second player wins" in capsys.readouterr().out
