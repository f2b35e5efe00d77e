"""Valuing a sum's parts, at once by formula or in the background by brute force."""

from __future__ import annotations

from collections.abc import Sequence

from solvers.sums import Component, SumAnalysis, Valuer, analyse_sum, format_sum
from ui.tab.outcome import ShouldStop

#: The brute force stops, and says so, once the process holds this much memory.
SUM_MEMORY_LIMIT = 2 * 2**30


def needs_brute_force(components: Sequence[Component]) -> bool:
    return any(component.spec.grundy is None for component in components)


def sum_after(components: Sequence[Component], index: int, move_after) -> str:
    """The sum's text once part `index` has moved to position `move_after`."""
    parts = list(components)
    parts[index] = Component(parts[index].spec, move_after)
    return format_sum(parts)


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
