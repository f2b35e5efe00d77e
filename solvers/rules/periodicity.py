"""Patterns in a value sequence: least period, preperiod, saltus, and whether it is proved.

A sequence is (arithmetic-)periodic with preperiod n0, period p and saltus s when
g(n + p) = g(n) + s for every n >= n0 (s = 0: plainly periodic). Seeing that over a finite
range proves nothing by itself; a claim is *proved* only when the rule's theorem says the
range checked is enough (`HeapRule.proof_needs`), and otherwise it is a conjecture that
names the range it holds on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..spec import Text, text
from .base import HeapRule

if TYPE_CHECKING:
    import numpy

#: A repetition counts as evidence for a conjecture only when the part that repeats spans
#: at least this many periods.
EVIDENCE_PERIODS = 3
#: Any pattern, proved or not, must cover at least the last this many values (or the later
#: half of a shorter table): a cheap first test for every candidate period, and what keeps
#: a few late repetitions from hiding the period the whole table shows.
LEAST_TAIL = 12
_CHUNK = 1 << 15


@dataclass(frozen=True)
class Pattern:
    """What is known of a heap game's values g(0..checked_to).

    `period` is None when no repetition was found; `preperiod` and `saltus` are then None
    too. In misère play `values` are outcomes (0: the player to move loses, 1: wins).
    """

    values: tuple[int, ...]
    preperiod: int | None
    period: int | None
    saltus: int | None
    proved: bool
    why: str
    checked_to: int
    misere: bool = False
    #: `why` as a sentence the window translates.
    why_text: Text | None = None

    def value(self, heap: int) -> int | None:
        """g(heap): from the table, or from the proved pattern for any larger heap;
        None when the heap is past the table and nothing is proved."""
        if heap <= self.checked_to:
            return self.values[heap]
        if not self.proved or self.period is None:
            return None
        assert self.preperiod is not None and self.saltus is not None
        turns, place = divmod(heap - self.preperiod, self.period)
        return self.values[self.preperiod + place] + turns * self.saltus


def find_pattern(values: list[int] | tuple[int, ...], rule: HeapRule) -> Pattern:
    """The least period seen at the end of `values`, its least preperiod and saltus,
    proved by the rule's theorem when the range allows."""
    import numpy as np

    last = len(values) - 1
    array = np.asarray(values, dtype=np.int64)
    name = "o" if rule.misere else "g"
    tail = least_tail(last)
    for period in _candidate_periods(array, tail):
        if EVIDENCE_PERIODS * period > last + 1:
            needs_at_best = rule.proof_needs(0, period)
            if needs_at_best is None or needs_at_best > last - period:
                continue     # neither evidence nor a proof is possible for this period
        steps = array[period:] - array[:-period]
        saltus = int(steps[-1])
        breaks = np.flatnonzero(steps != saltus)
        start = int(breaks[-1]) + 1 if breaks.size else 0
        needs = rule.proof_needs(start, period) if saltus == 0 else None
        proved = needs is not None and last - period >= needs
        if proved or last + 1 - start >= EVIDENCE_PERIODS * period:
            why = _why(rule, name, start, period, saltus, last, needs, proved)
            return Pattern(tuple(values), start, period, saltus, proved, str(why), last,
                           rule.misere, why)
    why = text("No period found: values computed to n = {last:,} show no repetition spanning "
               "{periods} periods.", last=last, periods=EVIDENCE_PERIODS)
    return Pattern(tuple(values), None, None, None, False, str(why), last, rule.misere, why)


def least_tail(last: int) -> int:
    """How many of the last values of g(0..last) a pattern must cover."""
    return min(LEAST_TAIL, (last + 1) // 2)


def _candidate_periods(array: numpy.ndarray, tail: int):
    """Periods p, ascending, for which the last `tail` values (or as many as have a value
    p earlier) all step by the same amount from p earlier: a cheap sieve before comparing
    whole sequences."""
    import numpy as np

    last = len(array) - 1
    tail_values = array[last + 1 - tail:]
    places = np.arange(last + 1 - tail, last + 1)
    for low in range(1, last + 1, _CHUNK):
        periods = np.arange(low, min(last, low + _CHUNK - 1) + 1)
        earlier = places[None, :] - periods[:, None]
        steps = tail_values[None, :] - array[np.maximum(earlier, 0)]
        keep = np.all((steps == steps[:, -1:]) | (earlier < 0), axis=1)
        yield from periods[keep].tolist()


def _why(rule: HeapRule, name: str, start: int, period: int, saltus: int, last: int,
         needs: int | None, proved: bool) -> Text:
    shift = f" + {saltus}" if saltus > 0 else (f" - {-saltus}" if saltus < 0 else "")
    claim = f"{name}(n + {period}) = {name}(n){shift}"
    if proved:
        assert needs is not None
        return text("Proved by {theorem}: {claim} was checked for {start:,} <= n <= {needs:,} "
                    "(values computed to n = {last:,}), which is enough for it to hold for "
                    "every n >= {start:,}.", theorem=rule.theorem(), claim=claim, start=start,
                    needs=needs, last=last)
    seen = {"claim": claim, "start": start, "end": last - period, "last": last}
    if saltus != 0:
        return text("Conjecture: {claim} holds for {start:,} <= n <= {end:,} (values computed "
                    "to n = {last:,}); no theorem here proves a growing (arithmetic) pattern.",
                    **seen)
    if needs is None:
        return text("Conjecture: {claim} holds for {start:,} <= n <= {end:,} (values computed "
                    "to n = {last:,}); no theorem we can cite proves a period for this rule, "
                    "so it stays unproved.", **seen)
    return text("Conjecture: {claim} holds for {start:,} <= n <= {end:,} (values computed to "
                "n = {last:,}); {theorem} needs it checked up to n = {needs:,}, that is values "
                "to n = {further:,}.", theorem=rule.theorem(), needs=needs,
                further=needs + period, **seen)


def losing_rule(pattern: Pattern) -> str:
    """The single-heap verdict in words: when the player to move loses."""
    return str(losing_rule_text(pattern))


def losing_rule_text(pattern: Pattern) -> Text:
    """losing_rule as a sentence the window translates."""
    words = _losing_words(pattern)
    if pattern.proved:
        return words
    return text("Up to n = {last:,} (not proved beyond): {words}", last=pattern.checked_to,
                words=words)


def _losing_words(pattern: Pattern) -> Text:
    zeros = [n for n, value in enumerate(pattern.values) if value == 0]
    if pattern.period is None or pattern.saltus:
        return text("the player to move loses exactly when n is {numbers}.",
                    numbers=_some(zeros))
    start, period = pattern.preperiod, pattern.period
    assert start is not None
    residues = sorted({n % period for n in range(start, start + period)
                       if pattern.values[n] == 0})
    also = [n for n in zeros if n < start and n % period not in residues]
    unless = [n for n in range(min(start, len(pattern.values)))
              if pattern.values[n] != 0 and n % period in residues]
    if not residues:
        return text("the player to move loses exactly when n is {numbers}.",
                    numbers=_some(also))
    if len(residues) == period:
        if unless:
            return text("the player to move loses for every n except {unless}.",
                        unless=_some(unless))
        return text("the player to move loses for every n.")
    found = {"period": period, "residues": _some(residues)}
    if also and unless:
        return text("the player to move loses exactly when n mod {period:,} is {residues}, and "
                    "also when n is {also}, except when n is {unless}.", also=_some(also),
                    unless=_some(unless), **found)
    if also:
        return text("the player to move loses exactly when n mod {period:,} is {residues}, and "
                    "also when n is {also}.", also=_some(also), **found)
    if unless:
        return text("the player to move loses exactly when n mod {period:,} is {residues}, "
                    "except when n is {unless}.", unless=_some(unless), **found)
    return text("the player to move loses exactly when n mod {period:,} is {residues}.",
                **found)


def _some(numbers: list[int], shown: int = 16) -> Text | str:
    """"0", "0 or 2", "0, 4 or 8", or the first few and how many more."""
    words = [f"{n:,}" for n in numbers[:shown]]
    if not words:
        return text("never")
    if len(numbers) > shown:
        return text("{numbers}, … ({count:,} more)", numbers=", ".join(words),
                    count=len(numbers) - shown)
    if len(words) == 1:
        return words[0]
    return text("{numbers} or {last}", numbers=", ".join(words[:-1]), last=words[-1])
