"""The rule lab's games in the window: tabs "subtraction" and "octal" with the position,
the verdict, the moves and their own canvas, answering as the solver does."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QWidget

from solvers import GAMES
from ui.canvases.rule_heaps import RuleHeapsCanvas
from ui.tab.outcome import verdict_text

SOLVE_TIMEOUT_MS = 10_000


@pytest.mark.parametrize("game, args", [
    ("subtraction", ["10 7 --set 1 3 4", "7 --set 1 3 4", "9 --set 2 5 --all-but",
                     "4 --set 1 --misere", f"{10**100} --set 1 3 4"]),
    ("octal", ["5 8 --code 0.77", "4 4 --code 0.77", "9 --code 0.137", "6 --code 4.07",
               f"{10**100} 3 --code 0.07"]),
])
def test_the_tab_shows_the_solvers_verdict_and_moves(make_window, qtbot, game, args):
    window = make_window(remember=False)
    window.show_game(game)
    tab = window.tab(game)
    for name in ("position", "verdict", "moves", "canvas"):
        assert tab.findChild(QWidget, name) is not None, name
    assert isinstance(tab.canvas, RuleHeapsCanvas)
    spec = GAMES[game]
    verdict = tab.findChild(QLabel, "verdict")
    moves = tab.findChild(QListWidget, "moves")
    seen = set()
    for words in args:
        analysis = spec.solve(spec.parse(words))
        expected = verdict_text(spec, analysis)
        seen.add(analysis.winner)
        tab.findChild(QLineEdit, "position").setText(words)
        qtbot.waitUntil(lambda expected=expected: verdict.text().startswith(expected),
                        timeout=SOLVE_TIMEOUT_MS)
        qtbot.waitUntil(lambda analysis=analysis: moves.count() == len(analysis.moves),
                        timeout=SOLVE_TIMEOUT_MS)
        assert not tab.canvas.grab().isNull()        # painted without an error
    assert seen == {"first", "second"}


def test_a_bad_code_is_shown_by_its_field(make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("octal")
    tab = window.tab("octal")
    verdict = tab.findChild(QLabel, "verdict")
    tab.findChild(QLineEdit, "position").setText("5 --code 0.77")
    qtbot.waitUntil(lambda: "wins" in verdict.text(), timeout=SOLVE_TIMEOUT_MS)
    tab.findChild(QLineEdit, "position").setText("5 --code 0.9x")
    qtbot.waitUntil(lambda: "not a digit" in tab.form.error_text("code"),
                    timeout=SOLVE_TIMEOUT_MS)
