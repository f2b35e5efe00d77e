"""Every closed-form verdict and every listed winning move, against brute-force search."""

from __future__ import annotations

import pytest

from solvers import FIRST, GAMES, SECOND
from tests.games import TWO_PLAYER

from .positions import small_positions


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_verdict_and_moves_match_brute_force(game, searches):
    spec, search = GAMES[game], searches[game]
    positions = small_positions(game)
    assert len(positions) >= 4
    for position in positions:
        analysis = spec.solve(position)
        state = spec.tree.start(position)
        expected = FIRST if search.mover_wins(state) else SECOND
        assert analysis.winner == expected, spec.format(position)
        listed = [move.after for move in analysis.moves]
        assert len(listed) == len(set(listed)), f"duplicate moves at {spec.format(position)}"
        winning = set(search.winning_successors(state))
        if analysis.winner == SECOND:
            assert listed == [], spec.format(position)
        elif analysis.moves_complete:
            assert set(listed) == winning, spec.format(position)
        else:
            assert listed and set(listed) <= winning, spec.format(position)


def test_both_outcomes_occur_in_every_range():
    """A range with only one outcome would make the comparison above toothless."""
    for game in TWO_PLAYER:
        winners = {GAMES[game].solve(p).winner for p in small_positions(game)}
        assert winners == {FIRST, SECOND}, game
