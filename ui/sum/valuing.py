"""Valuing a sum's parts, at once by formula or in the background by brute force, and
solving the parts that the picture draws."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from solvers.spec import Analysis, Cancelled, ShouldStop
from solvers.sums import Component, SumAnalysis, Valuer, analyse_sum
from ui.tab.outcome import is_small

#: The brute force stops, and says so, once the process holds this much memory.
SUM_MEMORY_LIMIT = 2 * 2**30
#: The picture draws this many parts at most (a sum of thousands is read in its table).
DRAWN_PARTS = 24


def _never() -> bool:
    return False


@dataclass(frozen=True)
class ValuedSum:
    """A sum's result and the analyses its picture draws, one per drawn part (the first
    DRAWN_PARTS), each holding as its only move the sum's winning move when it is played
    in that part: a part's own winning moves are not the sum's."""

    analysis: SumAnalysis
    pictures: tuple[Analysis, ...]


def needs_brute_force(components: Sequence[Component]) -> bool:
    return any(component.spec.grundy is None for component in components)


def quick_to_draw(parts_args: Sequence[str]) -> bool:
    """Whether every drawn part (its ARGS as typed) is small enough to solve on the GUI
    thread, as a game's page decides it for its position."""
    return all(is_small(args.split()) for args in parts_args[:DRAWN_PARTS])


def part_pictures(analysis: SumAnalysis, should_stop: ShouldStop = _never
                  ) -> tuple[Analysis, ...]:
    """What the picture draws of each of the first DRAWN_PARTS parts (see ValuedSum);
    raises Cancelled once `should_stop()` is true."""
    pictures = []
    for index, component in enumerate(analysis.components[:DRAWN_PARTS]):
        if should_stop():
            raise Cancelled()
        solved = component.spec.solve(component.position)
        played = analysis.move is not None and analysis.move[0] == index
        pictures.append(replace(solved, moves=(analysis.move[1],) if played else (),
                                moves_complete=True))
    return tuple(pictures)


class CancellableValuer:
    """Values a sum for the tab, its brute force giving up when its caller says so.

    Each analysis gets a Valuer of its own: the memo of a search dies with it, so a sum
    that is edited or cancelled gives its memory back (a memo kept for the tab held all
    of a cancelled 7 GB search). Brute force is bounded by solvers.search.MAX_POSITIONS
    (TooLarge, naming the part) and by the task's SUM_MEMORY_LIMIT.
    """

    def analyse(self, components: Sequence[Component],
                should_stop: ShouldStop | None = None) -> SumAnalysis:
        return analyse_sum(components, Valuer(should_stop))

    def value_and_draw(self, components: Sequence[Component],
                       should_stop: ShouldStop = _never) -> ValuedSum:
        """The sum's result and its picture's analyses."""
        analysis = self.analyse(components, should_stop)
        return ValuedSum(analysis, part_pictures(analysis, should_stop))
