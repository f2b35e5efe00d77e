"""Valuing a sum's parts, at once by formula or in the background by brute force."""

from __future__ import annotations

import threading
from collections.abc import Sequence

from solvers.search import Search
from solvers.spec import GameSpec
from solvers.sums import Component, SumAnalysis, Valuer, analyse_sum, format_sum
from ui.tab.outcome import ShouldStop


def needs_brute_force(components: Sequence[Component]) -> bool:
    return any(component.spec.grundy is None for component in components)


def sum_after(components: Sequence[Component], index: int, move_after) -> str:
    """The sum's text once part `index` has moved to position `move_after`."""
    parts = list(components)
    parts[index] = Component(parts[index].spec, move_after)
    return format_sum(parts)


class CancellableValuer(Valuer):
    """The tab's one Valuer, whose brute force gives up when its caller says so.

    The memo is shared by every request (an edited sum keeps what was found), so the
    `should_stop` a search obeys is kept per thread: a background search stops when its
    task is superseded, while the GUI thread's formulas never stop.
    """

    def __init__(self) -> None:
        super().__init__()
        self._local = threading.local()

    def analyse(self, components: Sequence[Component],
                should_stop: ShouldStop | None = None) -> SumAnalysis:
        self._local.should_stop = should_stop
        try:
            return analyse_sum(components, self)
        finally:
            self._local.should_stop = None

    def _should_stop(self) -> bool:
        should_stop = getattr(self._local, "should_stop", None)
        return should_stop is not None and should_stop()

    def _search(self, spec: GameSpec) -> Search:
        search = super()._search(spec)
        search.should_stop = self._should_stop
        return search
