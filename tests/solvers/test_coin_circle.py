"""The coin circle's solver refuses, at once, what it cannot work out in time."""

from __future__ import annotations

import time

import pytest

from solvers import GAMES
from solvers.spec import InputError


def test_a_move_from_a_big_circle_leads_to_a_position_refused_at_once():
    """Solving the position after a move from a 9,619-coin circle (a mid-game position past
    MID_GAME_LIMIT) is refused, not worked out for hours: the graph and the computer solve
    such positions directly, without reading them from text first."""
    spec = GAMES["coin-circle"]
    move = next(iter(spec.legal_moves(spec.parse("9619 82002"))))
    began = time.perf_counter()
    with pytest.raises(InputError):
        spec.solve(move.after)
    assert time.perf_counter() - began < 1
