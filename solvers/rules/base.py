"""What the rule lab needs from a single-heap game, whatever its rule.

A user-defined game is a rule for one heap; a position is a sum of heaps. Each rule says
how to extend its value sequence, what a move from one heap leaves, and which theorem (if
any) turns a repetition seen in the sequence into a proof.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Protocol

from ..spec import Cancelled, Progress, ShouldStop

#: How many positions are computed between two looks at `should_stop` and `progress`.
POLL_EVERY = 64


class HeapRule(Protocol):
    """A single-heap game: its values g(0), g(1), ... and its moves.

    `values` hold Grundy values in normal play; in misère play (`misere`), the outcome of a
    single heap instead: 0 when the player to move loses, 1 when they win.
    """

    title: str
    misere: bool

    @property
    def title_text(self) -> object:
        """The title as the window shows it: a Text to translate, or a code."""

    def extend(self, values: list[int], last: int, tick: Callable[[int], None]) -> None:
        """Append the values of heaps len(values) .. last to `values`, calling `tick(n)`
        every POLL_EVERY heaps so the caller can report progress and stop."""

    def options(self, heap: int, window: int | None = None) -> Iterator[tuple[int, ...]]:
        """The heaps each move from `heap` leaves (empty heaps left out; repeats allowed).

        With `window`, a move that breaks the heap in two is given only when its smaller
        part is at most `window`: for a huge heap of a proved pure period the others repeat
        their values (see positions.py)."""

    def proof_needs(self, preperiod: int, period: int) -> int | None:
        """The largest n for which g(n + period) = g(n) must have been checked, from
        `preperiod` on, for the rule's theorem to prove the period; None when no theorem
        applies to this rule."""

    def theorem(self) -> str:
        """The theorem's name, for the sentence that says why a period is proved."""


def make_tick(should_stop: ShouldStop | None, progress: Progress | None,
              total: int) -> Callable[[int], None]:
    """A `tick(n)` that raises Cancelled when asked to stop and reports n of `total`."""
    def tick(done: int) -> None:
        if should_stop is not None and should_stop():
            raise Cancelled()
        if progress is not None:
            progress(done, total)
    return tick


def mex(values: set[int]) -> int:
    """The least non-negative integer not in `values`."""
    result = 0
    while result in values:
        result += 1
    return result
