"""The games NimLab knows: pure Python, exact integers, no Qt.

`GAMES` is the registry, in the window's tab order; everything else is built from it.
"""

import sys

from . import (
    bash,
    boxes,
    coin_circle,
    corner_board,
    euclid,
    fibonacci,
    georgia_bob,
    hill,
    misere_nim,
    nim,
    octal,
    pirates,
    staircase,
    subtraction,
    two_heap,
    wythoff,
)
from .spec import FIRST, SECOND, Analysis, GameSpec, InputError, Move, Position

# Exact answers for numbers of any size are the point of this layer. CPython caps decimal
# conversion at 4,300 digits as a guard for servers; our own limit is spec.MAX_DIGITS.
sys.set_int_max_str_digits(0)

#: The games by id, in the window's tab order: the built-in ones, then those registered
#: at run time.
GAMES: dict[str, GameSpec] = {spec.id: spec for spec in (
    bash.SPEC, wythoff.SPEC, nim.SPEC, misere_nim.SPEC, fibonacci.SPEC, staircase.SPEC,
    georgia_bob.SPEC, hill.SPEC, boxes.SPEC, euclid.SPEC, corner_board.SPEC,
    coin_circle.SPEC, pirates.SPEC,
    # The rule lab's games, defined by the user's rule: after the built-in ones.
    subtraction.SPEC, octal.SPEC, two_heap.SPEC,
)}


def register(spec: GameSpec) -> None:
    """Add a game defined at run time; it then appears wherever the registry is read."""
    if spec.id in GAMES:
        raise ValueError(f"a game with id {spec.id!r} is registered already")
    GAMES[spec.id] = spec


def unregister(game: str) -> None:
    """Remove a game registered at run time."""
    del GAMES[game]


def registered_game(game: str) -> GameSpec:
    """The game with id `game` (how a game is made again in a child process: see
    GameSpec.__reduce__)."""
    return GAMES[game]


__all__ = [
    "FIRST",
    "GAMES",
    "SECOND",
    "Analysis",
    "GameSpec",
    "InputError",
    "Move",
    "Position",
    "register",
    "unregister",
]
