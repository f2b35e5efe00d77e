"""The games NimLab knows: pure Python, exact integers, no Qt.

`GAMES` is the registry, in the window's tab order; everything else is built from it.
"""

import pkgutil
import sys
from importlib import import_module

from . import games
from .spec import FIRST, SECOND, Analysis, GameSpec, InputError, Move, Position

# Exact answers for numbers of any size are the point of this layer. CPython caps decimal
# conversion at 4,300 digits as a guard for servers; our own limit is spec.MAX_DIGITS.
sys.set_int_max_str_digits(0)


def built_in_games() -> list[GameSpec]:
    """The SPEC of every module in solvers/games, in the order they declare."""
    modules = (import_module(f"{games.__name__}.{module.name}")
               for module in pkgutil.iter_modules(games.__path__))
    return sorted((module.SPEC for module in modules),
                  key=lambda spec: (spec.order is None, spec.order or 0))


#: The games by id, in the window's tab order: the built-in ones, then those registered
#: at run time.
GAMES: dict[str, GameSpec] = {spec.id: spec for spec in built_in_games()}


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
