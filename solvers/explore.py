"""Maps of positions (打表): outcomes, Grundy values and remoteness over a plane, by brute
force.

A game declares a `Plane`: which two numbers of its position vary along the axes. The
explorer walks the plane with the brute-force engine and checks the game's closed-form
rule on every cell, so a learner sees the pattern and the proof that the rule fits it.
Each cell also gets its remoteness (moves to the end with best play: the winner hurries,
the loser holds out; see solvers.remoteness), from the game's formula or the same search.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .search import Search, TooLarge, collector_paused
from .spec import FIRST, Cancelled, GameSpec, Plane, Position, Progress, ShouldStop

#: Why a map has no remoteness (Map.remoteness_missing); keys that the window words.
#: Filled from the game's tables, wider than a search of every cell may go:
REMOTENESS_TABLE = "table"
#: The search for it went past its budget of positions (the outcomes were then found
#: without it, by a search that may stop early):
REMOTENESS_TOO_LARGE = "too-large"


@dataclass
class Map:
    """What the explorer found: per cell (row y, column x) the brute-force outcome (True:
    the player to move wins; None: no position), the Grundy value, the remoteness, and
    every cell where the closed-form rule disagrees. It belongs to `game` (kept, not its
    plane, so that a map pickles: see GameSpec.__reduce__).

    `remoteness` is None for the whole map where it was not computed, and then
    `remoteness_missing` says why (REMOTENESS_TABLE, REMOTENESS_TOO_LARGE)."""

    game: GameSpec
    width: int
    height: int
    wins: list[list[bool | None]] = field(default_factory=list)
    grundy: list[list[int | None]] | None = None
    disagreements: list[tuple[int, int]] = field(default_factory=list)
    checked: int = 0
    remoteness: list[list[int | None]] | None = None
    remoteness_missing: str | None = None

    @property
    def plane(self) -> Plane:
        return self.game.plane

    @property
    def agrees(self) -> bool:
        return not self.disagreements

    def to_csv(self) -> str:
        """The table as CSV: one row per y, one column per x. A cell is 'W' or 'L' (the
        player to move wins or loses; empty: not a position), then its Grundy value and
        its remoteness after an r where known: "W 3 r5", "L 0 r4", "W r7", "W"."""
        header = [f"{self.plane.y_label} \\ {self.plane.x_label}"]
        header += [str(self.plane.x_start + x) for x in range(self.width)]
        lines = [",".join(header)]
        for y in range(self.height):
            cells = [str(self.plane.y_start + y)]
            for x in range(self.width):
                win = self.wins[y][x]
                cell = "" if win is None else ("W" if win else "L")
                if self.grundy is not None and self.grundy[y][x] is not None:
                    cell += f" {self.grundy[y][x]}"
                if self.remoteness is not None and self.remoteness[y][x] is not None:
                    cell += f" r{self.remoteness[y][x]}"
                cells.append(cell)
            lines.append(",".join(cells))
        return "\n".join(lines) + "\n"


def closed_form_wins(spec: GameSpec) -> Callable[[Position], bool]:
    return lambda position: spec.solve(position).winner == FIRST


def explore(spec: GameSpec, base: Position, width: int, height: int,
            rule: Callable[[Position], bool] | None = None,
            should_stop: ShouldStop | None = None,
            progress: Progress | None = None) -> Map:
    """Fill a width × height map from `base` by brute force and check the rule on it.

    `rule` (default: the game's closed form) says whether the player to move wins; a test
    may pass a wrong one to see the map report it. Raises Cancelled when asked to stop,
    and TooLarge when the brute force needs more positions than its budget (a big number
    elsewhere in the position can make every cell a huge search).
    """
    plane = spec.plane
    if plane is None:
        raise ValueError(f"{spec.id} has no map")
    if max(width, height) > largest_side(plane):
        raise ValueError(f"the map of {spec.id} is at most {largest_side(plane)} cells wide")
    if plane.by_rules is not None:
        return _explore_by_tables(spec, width, height, rule, should_stop, progress)
    rule = rule or closed_form_wins(spec)
    search = Search(spec.tree, should_stop)
    with collector_paused():
        try:
            return _fill(spec, search, base, width, height, rule, should_stop, progress)
        finally:
            search.forget()       # the memo goes now, not when a traceback lets go


def _fill(spec: GameSpec, search: Search, base: Position, width: int, height: int,
          rule: Callable[[Position], bool], should_stop, progress) -> Map:
    """The cells of a map, row by row, from one search shared by them all.

    Without a formula, the remoteness search also gives each cell's outcome. Should it
    go past the search's budget, the map goes on without remoteness: the search forgets
    what it found (its budget counts from zero again) and finds the outcomes alone, with
    the cut-offs that need fewer positions."""
    plane = spec.plane
    use_grundy = plane.grundy and not base.option("misere")
    result = Map(spec, width, height, grundy=[] if use_grundy else None, remoteness=[])
    total = width * height
    for y in range(height):
        wins_row: list[bool | None] = []
        grundy_row: list[int | None] = []
        remote_row: list[int | None] = []
        for x in range(width):
            if should_stop and should_stop():
                raise Cancelled()
            position = plane.position_at(base, plane.x_start + x, plane.y_start + y)
            if position is None:
                wins_row.append(None)
                grundy_row.append(None)
                remote_row.append(None)
                continue
            win = None
            if result.remoteness is not None:
                try:
                    win, remote = _remoteness_of(spec, search, position)
                except TooLarge:
                    search.forget()
                    result.remoteness = None
                    result.remoteness_missing = REMOTENESS_TOO_LARGE
                else:
                    remote_row.append(remote)
            if win is None:
                win = search.mover_wins(position)
            wins_row.append(win)
            if use_grundy:
                grundy_row.append(search.grundy(position))
            result.checked += 1
            if rule(position) != win:
                result.disagreements.append((x, y))
        result.wins.append(wins_row)
        if result.grundy is not None:
            result.grundy.append(grundy_row)
        if result.remoteness is not None:
            result.remoteness.append(remote_row)
        if progress:
            progress((y + 1) * width, total)
    return result


def _remoteness_of(spec: GameSpec, search: Search,
                   position: Position) -> tuple[bool | None, int]:
    """(mover wins, remoteness) of one cell: by the game's formula (the outcome then left
    to the search: None), else by the search, which finds both at once."""
    if spec.remoteness is not None:
        remote = spec.remoteness(position)
        if remote is not None:
            return None, remote
    return search.remoteness(spec.tree.start(position))


#: Side of the largest map filled by a game's own table (a million cells in seconds).
TABLE_LARGEST = 1000


def largest_side(plane: Plane) -> int:
    return TABLE_LARGEST if plane.by_rules is not None else plane.largest


def _explore_by_tables(spec: GameSpec, width: int, height: int, rule, should_stop,
                       progress) -> Map:
    plane = spec.plane
    wins, grundy = plane.by_rules(width, height, should_stop)
    if rule is None and plane.by_formula is not None:
        expected = plane.by_formula(width, height)
    else:
        rule = rule or closed_form_wins(spec)
        expected = [[rule(plane.position_at(spec.default_position(), plane.x_start + x,
                                            plane.y_start + y)) for x in range(width)]
                    for y in range(height)]
    result = Map(spec, width, height, wins, grundy, checked=width * height)
    for y in range(height):
        if should_stop and y % 64 == 0 and should_stop():
            raise Cancelled()
        result.disagreements += [(x, y) for x in range(width) if wins[y][x] != expected[y][x]]
    result.remoteness, result.remoteness_missing = _table_remoteness(
        spec, width, height, should_stop, progress)
    if progress:
        progress(width * height, width * height)
    return result


def _table_remoteness(spec: GameSpec, width: int, height: int, should_stop,
                      progress) -> tuple[list[list[int | None]] | None, str | None]:
    """The remoteness of a map filled from tables: by the game's formula; else by a
    search of every cell as long as the map is no wider than the plane lets a search go
    (Plane.largest); else none (REMOTENESS_TABLE)."""
    plane = spec.plane
    base = spec.default_position()
    if spec.remoteness is None and max(width, height) > plane.largest:
        return None, REMOTENESS_TABLE
    search = Search(spec.tree, should_stop)
    rows: list[list[int | None]] = []
    with collector_paused():
        try:
            for y in range(height):
                if should_stop and should_stop():
                    raise Cancelled()       # and the search polls within each cell
                row: list[int | None] = []
                for x in range(width):
                    position = plane.position_at(base, plane.x_start + x, plane.y_start + y)
                    row.append(None if position is None
                               else _remoteness_of(spec, search, position)[1])
                rows.append(row)
                if progress and spec.remoteness is None:
                    progress((y + 1) * width, width * height)
        except TooLarge:
            return None, REMOTENESS_TOO_LARGE
        finally:
            search.forget()
    return rows, None
