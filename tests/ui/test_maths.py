"""Mathematics in the window is typeset: indices and exponents as sub- and superscripts,
never as code (g_i, 2^k); words with underscores and the command line are left alone."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from solvers import GAMES
from ui.tab.maths import typeset


@pytest.mark.parametrize("text, typeset_text", [
    ("g_i = D_i − D_(i−1) − 1 (D_0 = −1)",
     "g<sub>i</sub> = D<sub>i</sub> − D<sub>i−1</sub> − 1 (D<sub>0</sub> = −1)"),
    ("g_n ⊕ g_(n−2) ⊕ … = 0", "g<sub>n</sub> ⊕ g<sub>n−2</sub> ⊕ … = 0"),
    ("N = 2M + 2^k", "N = 2M + 2<sup>k</sup>"),
    ("10^18 coins, 2^(2k)", "10<sup>18</sup> coins, 2<sup>2k</sup>"),
    ("heap_rules, snake_case", "heap_rules, snake_case"),
    ("3 &lt; 4", "3 &lt; 4"),
])
def test_indices_and_exponents_are_typeset(text, typeset_text):
    assert typeset(text) == typeset_text


def test_the_rules_of_every_game_carry_no_code_maths(make_tab):
    """No '_' index or '^' exponent is left in any tab's rules as the user sees them."""
    for game in GAMES:
        tab = make_tab(game)
        rules = next(label for label in tab.findChildren(QLabel) if "<br><b>" in label.text())
        shown = rules.text()
        assert "^" not in shown, (game, shown)
        assert not any(f"{letter}_" in shown for letter in "gDdFnkx"), (game, shown)


def test_the_hill_shows_its_gaps_as_subscripts(make_tab):
    tab = make_tab("hill")
    rules = next(label for label in tab.findChildren(QLabel) if "<br><b>" in label.text())
    assert "g<sub>i</sub> = D<sub>i</sub> − D<sub>i−1</sub> − 1" in rules.text()
