"""What a session holds: each tab's position and the game being played in it, the tab in
front and the games the user named; and the error of a session that cannot be read. The
file format that writes and reads them is ui/files/session.py."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from solvers import named
from solvers.spec import Move

#: Who plays a saved game, as its record and the file name it (both optional).
PLAYERS_KEYS = ("computer_plays", "human_first")


class SessionError(ValueError):
    """A session that cannot be read or used. `template` and `values` make the message.

    `where` is the JSON path of the faulty part ("tabs.nim.position"), if one is.
    """

    def __init__(self, template: str, **values: Any):
        self.template = template
        self.values = values
        super().__init__(str(self))

    def __reduce__(self):       # made again from its parts (a child process sends it pickled)
        return partial(SessionError, self.template, **self.values), ()

    @property
    def where(self) -> str | None:
        return self.values.get("where")

    def __str__(self) -> str:
        return self.template.format(**self.values)


@dataclass(frozen=True)
class PlayRecord:
    """A game being played: the ARGS text of its start and of the position after each move,
    and who plays it (None in a file saved before NimLab kept that: as the tab has it).

    A record read from a file also carries the legal moves found while checking it
    (`path`), so that taking the game up needs no second search.
    """

    start: str
    moves: tuple[str, ...] = ()
    path: tuple[Move, ...] = field(default=(), compare=False, repr=False)
    computer_plays: bool | None = None
    human_first: bool | None = None


@dataclass(frozen=True)
class TabState:
    position: str
    play: PlayRecord | None = None


@dataclass(frozen=True)
class Session:
    """What a session file holds: tab states by game id (in tab order) and the front tab."""

    tabs: Mapping[str, TabState] = field(default_factory=dict)
    current: str | None = None
    #: The named games the session defines (solvers.named.NamedGame).
    named_games: tuple[named.NamedGame, ...] = ()
