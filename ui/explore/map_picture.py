"""A computed map as the GUI paints it: one byte per cell, prepared off the GUI thread.

`map_work` is the background work of a map: the brute force of `solvers.explore` (in a
child process), then `build_picture`, which turns the `Map` into byte buffers so that the
GUI thread only colours them through a colour table (see map_colours). Pure Python, no
widgets.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from solvers.explore import Map, explore
from solvers.spec import Cancelled, GameSpec, Plane, Position, Progress, ShouldStop
from ui.child_process import in_child_process, in_this_process

#: The ways to colour a map: by who wins, by Sprague–Grundy value, or by who wins and
#: how many moves are left (remoteness).
OUTCOME = "outcome"
GRUNDY = "grundy"
REMOTENESS = "remoteness"

#: Byte values of a cell in the outcome buffer.
NOT_A_POSITION, MOVER_WINS, MOVER_LOSES, WRONG_WINS, WRONG_LOSES = range(5)
#: Grundy values from this one on share the last colour.
GRUNDY_CAP = 254
#: A cell of the remoteness buffer: 0 where no position, REMOTE_WINS + level where the
#: player to move wins, REMOTE_LOSES + level where they lose; the level runs from 0 (no
#: move left) to REMOTE_LEVELS (the map's greatest remoteness), in proportion.
REMOTE_WINS = 1
REMOTE_LOSES = 128
REMOTE_LEVELS = 126
#: The losing cells are listed one by one (to be drawn bigger than tiny cells) when there
#: are at most this many.
LOSING_MARKED_MOST = 20_000

Rule = Callable[[Position], bool]


@dataclass
class MapPicture:
    """A computed map with its cells as bytes, ready to be coloured on the GUI thread.

    Rows of the buffers run from the top of the picture (the largest y) down."""

    spec: GameSpec
    base: Position
    map: Map
    outcome_bytes: bytes
    grundy_bytes: bytes | None
    grundy_top: int
    seconds: float = 0.0
    wrong: set[tuple[int, int]] = field(default_factory=set)
    #: The losing cells, when few enough to mark one by one on a map of tiny cells.
    losing: list[tuple[int, int]] | None = None
    #: The remoteness buffer (None: the map has none), and the least and greatest
    #: remoteness of the won cells and of the lost ones (None where there are none).
    remoteness_bytes: bytes | None = None
    won_range: tuple[int, int] | None = None
    lost_range: tuple[int, int] | None = None

    @property
    def remoteness_top(self) -> int:
        """The greatest remoteness on the map: the palest colour."""
        return max((high for _, high in filter(None, (self.won_range, self.lost_range))),
                   default=0)

    @property
    def columns(self) -> int:
        return self.map.width

    @property
    def rows(self) -> int:
        return self.map.height

    def position_at(self, x: int, y: int) -> Position | None:
        plane = self.map.plane
        return plane.position_at(self.base, plane.x_start + x, plane.y_start + y)


def has_view(picture: MapPicture, view: str) -> bool:
    """Can the map be coloured this way (misère play has no Grundy values, and some maps
    no moves to the end)?"""
    if view == GRUNDY:
        return picture.grundy_bytes is not None
    if view == REMOTENESS:
        return picture.remoteness_bytes is not None
    return True


_OUTCOME_BYTE = {None: NOT_A_POSITION, True: MOVER_WINS, False: MOVER_LOSES}


def build_picture(spec: GameSpec, base: Position, result: Map,
                  should_stop: ShouldStop | None = None,
                  seconds: float = 0.0) -> MapPicture:
    """Turn a Map into byte buffers (pure Python: runs on the worker thread)."""
    rows: list[bytes] = []
    wrong = set(result.disagreements)
    wrong_rows: dict[int, list[int]] = {}
    for x, y in result.disagreements:
        wrong_rows.setdefault(y, []).append(x)
    lookup = _OUTCOME_BYTE.__getitem__
    losing: list[tuple[int, int]] | None = []
    for y in range(result.height - 1, -1, -1):
        if should_stop is not None and y % 64 == 0 and should_stop():
            raise Cancelled()
        row = bytes(map(lookup, result.wins[y]))
        if losing is not None:
            x = row.find(MOVER_LOSES)
            while x >= 0 and len(losing) <= LOSING_MARKED_MOST:
                losing.append((x, y))
                x = row.find(MOVER_LOSES, x + 1)
            if len(losing) > LOSING_MARKED_MOST:
                losing = None
        if y in wrong_rows:
            cells = bytearray(row)
            for x in wrong_rows[y]:
                cells[x] = WRONG_WINS if cells[x] == MOVER_WINS else WRONG_LOSES
            row = bytes(cells)
        rows.append(row)
    grundy_bytes = None
    top = 0
    if result.grundy is not None:
        grundy_rows = []
        for y in range(result.height - 1, -1, -1):
            values = result.grundy[y]
            top = max([top] + [v for v in values if v is not None])
            grundy_rows.append(bytes(0 if v is None else 1 + min(v, GRUNDY_CAP)
                                     for v in values))
        grundy_bytes = b"".join(grundy_rows)
    picture = MapPicture(spec, base, result, b"".join(rows), grundy_bytes, top, seconds,
                         wrong, losing)
    if result.remoteness is not None:
        _add_remoteness(picture, should_stop)
    return picture


def remoteness_level(remoteness: int, top: int) -> int:
    """The colour level of a remoteness on a map whose greatest is `top`."""
    return REMOTE_LEVELS * min(remoteness, top) // max(top, 1)


def _add_remoteness(picture: MapPicture, should_stop: ShouldStop | None) -> None:
    result = picture.map
    won = [r for row, wins in zip(result.remoteness, result.wins)
           for r, win in zip(row, wins) if win and r is not None]
    lost = [r for row, wins in zip(result.remoteness, result.wins)
            for r, win in zip(row, wins) if win is False and r is not None]
    picture.won_range = (min(won), max(won)) if won else None
    picture.lost_range = (min(lost), max(lost)) if lost else None
    top = picture.remoteness_top
    rows = []
    for y in range(result.height - 1, -1, -1):
        if should_stop is not None and y % 64 == 0 and should_stop():
            raise Cancelled()
        rows.append(bytes(
            0 if r is None or win is None
            else (REMOTE_WINS if win else REMOTE_LOSES) + remoteness_level(r, top)
            for r, win in zip(result.remoteness[y], result.wins[y])))
    picture.remoteness_bytes = b"".join(rows)


def map_depends_on(plane: Plane, old: Position, new: Position) -> bool:
    """Would the map around `new` differ from the one around `old`? Checked on a few
    cells: a plane either keeps the rest of the position or ignores it throughout."""
    if old == new:
        return False
    probes = ((0, 0), (1, 2), (3, 1))
    return any(plane.position_at(old, plane.x_start + x, plane.y_start + y)
               != plane.position_at(new, plane.x_start + x, plane.y_start + y)
               for x, y in probes)


def cell_of(picture: MapPicture, position: Position) -> tuple[int, int] | None:
    """The cell of `position` on the map, when its first two numbers are the plane's."""
    if len(position.numbers) < 2:
        return None
    plane = picture.map.plane
    x = position.numbers[0] - plane.x_start
    y = position.numbers[1] - plane.y_start
    if not (0 <= x < picture.columns and 0 <= y < picture.rows):
        return None
    return (x, y) if picture.position_at(x, y) == position else None


def map_work(spec: GameSpec, base: Position, side: int, rule: Rule | None,
             memory_limit: int | None) -> Callable[[ShouldStop, Progress], MapPicture]:
    """The background work of one map: fill it, then prepare its picture.

    A map by search runs in a child process, within `memory_limit` bytes: the memory a
    search used goes back with the child (on a thread, the window's process kept most of
    it). A map read from the game's tables (Plane.by_rules) is quick and bounded, and is
    filled here. `rule`, when given, must pickle (see ui.child_process)."""
    if spec.plane is not None and spec.plane.by_rules is not None:
        fill = in_this_process(explore, spec, base, side, side, rule)
    else:
        fill = in_child_process(explore, spec, base, side, side, rule,
                                memory_limit=memory_limit)

    def work(should_stop: ShouldStop, progress: Progress) -> MapPicture:
        started = time.perf_counter()
        result = fill(should_stop, progress)
        return build_picture(spec, base, result, should_stop, time.perf_counter() - started)
    return work
