"""Maps of positions (打表): outcomes and Grundy values over a plane, by brute force.

A game declares a `Plane`: which two numbers of its position vary along the axes. The
explorer walks the plane with the brute-force engine and checks the game's closed-form
rule on every cell, so a learner sees the pattern and the proof that the rule fits it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .search import Search, collector_paused
from .spec import FIRST, Cancelled, GameSpec, Plane, Position


@dataclass
class Map:
    """What the explorer found: per cell (row y, column x) the brute-force outcome (True:
    the player to move wins; None: no position), the Grundy value, and every cell where the
    closed-form rule disagrees."""

    plane: Plane
    width: int
    height: int
    wins: list[list[bool | None]] = field(default_factory=list)
    grundy: list[list[int | None]] | None = None
    disagreements: list[tuple[int, int]] = field(default_factory=list)
    checked: int = 0

    @property
    def agrees(self) -> bool:
        return not self.disagreements

    def to_csv(self) -> str:
        """The table as CSV: one row per y, one column per x, cells 'W'/'L' (+ Grundy)."""
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
                cells.append(cell)
            lines.append(",".join(cells))
        return "\n".join(lines) + "\n"


def closed_form_wins(spec: GameSpec) -> Callable[[Position], bool]:
    return lambda position: spec.solve(position).winner == FIRST


def explore(spec: GameSpec, base: Position, width: int, height: int,
            rule: Callable[[Position], bool] | None = None,
            should_stop: Callable[[], bool] | None = None,
            progress: Callable[[int, int], None] | None = None) -> Map:
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
            return _fill(search, plane, base, width, height, rule, should_stop, progress)
        finally:
            search.forget()       # the memo goes now, not when a traceback lets go


def _fill(search: Search, plane: Plane, base: Position, width: int, height: int,
          rule: Callable[[Position], bool], should_stop, progress) -> Map:
    """The cells of a map, row by row, from one search shared by them all."""
    use_grundy = plane.grundy and not base.option("misere")
    result = Map(plane, width, height, grundy=[] if use_grundy else None)
    total = width * height
    for y in range(height):
        wins_row: list[bool | None] = []
        grundy_row: list[int | None] = []
        for x in range(width):
            if should_stop and should_stop():
                raise Cancelled()
            position = plane.position_at(base, plane.x_start + x, plane.y_start + y)
            if position is None:
                wins_row.append(None)
                grundy_row.append(None)
                continue
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
        if progress:
            progress((y + 1) * width, total)
    return result


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
    result = Map(plane, width, height, wins, grundy, checked=width * height)
    for y in range(height):
        if should_stop and y % 64 == 0 and should_stop():
            raise Cancelled()
        result.disagreements += [(x, y) for x in range(width) if wins[y][x] != expected[y][x]]
    if progress:
        progress(width * height, width * height)
    return result


