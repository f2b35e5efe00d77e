"""Explanations are steps that end in the verdict: the last step names the winner that
the steps before it derive, and it must agree with the solver's verdict."""

from __future__ import annotations

import random
import re

import pytest

from solvers import FIRST, GAMES, SECOND

from .positions import small_positions

TWO_PLAYER = [game for game, spec in GAMES.items() if spec.is_two_player]
FIRST_WINS = re.compile(r"the first player[^.]*? wins|player to move has won")
SECOND_WINS = re.compile(r"the second player[^.]*? wins|player to move has lost")


def conclusion(analysis) -> str | None:
    last = str(analysis.explanation[-1]).lower()
    said = {FIRST for _ in FIRST_WINS.finditer(last)} | {SECOND for _ in SECOND_WINS.finditer(last)}
    return said.pop() if len(said) == 1 else None


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_the_last_step_concludes_with_the_verdict(game):
    spec = GAMES[game]
    rng = random.Random(game)
    positions = small_positions(game) + [spec.random_position(rng, size)
                                         for size in range(1, 11) for _ in range(5)]
    for position in positions:
        analysis = spec.solve(position)
        assert conclusion(analysis) == analysis.winner, spec.format(position)


def test_explanations_have_several_steps_and_start_with_the_rule():
    for game in TWO_PLAYER:
        analysis = GAMES[game].solve(GAMES[game].default_position())
        assert len(analysis.explanation) >= 2
        assert str(analysis.explanation[0]).startswith(("Rule", "Nim rule", "Misère rule"))
