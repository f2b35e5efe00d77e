"""Small positions of every game: all of them in a range, for exhaustive checks.

Each game declares its own (GameSpec.small_positions), so a new game, even one registered
at run time, is checked as soon as it declares them.
"""

from __future__ import annotations

from solvers import GAMES
from solvers.spec import Position


def small_positions(game: str) -> list[Position]:
    spec = GAMES[game]
    return [spec.parse(args) for args in spec.small_positions()]
