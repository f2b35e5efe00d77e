"""The rule lab's table page, Qt-free: the table computed cancellably, and one heap's mex
worked out by hand (each option, its value, the values reached and the smallest missing).

`lab_table` is `analysis.table` with every step cancellable: once a pure period is proved,
the rest of the table is filled from it in chunks between looks at `should_stop`, so a
table of 10^6 values stops within a few milliseconds of being asked to.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..spec import Cancelled
from .analysis import parse_size
from .base import HeapRule, Progress, StopCheck, make_tick, mex
from .periodicity import Pattern, find_pattern

_FIRST_STAGE = 256
#: Values filled from a proved period between two looks at `should_stop`.
FILL_CHUNK = 1 << 15
#: Options listed one by one in a heap's mex; the rest only count towards the values.
OPTIONS_LISTED = 300


def lab_table(rule: HeapRule, last: int, should_stop: StopCheck | None = None,
              progress: Progress | None = None) -> Pattern:
    """g(0..last) exact and the pattern they show, as `table` gives them (the same values
    and the same Pattern), but cancellable at every step."""
    parse_size(last)
    tick = make_tick(should_stop, progress, last)
    values: list[int] = []
    stage = _FIRST_STAGE
    while len(values) <= last:
        rule.extend(values, min(last, stage), tick)
        stage *= 2
        if len(values) > last:
            break
        tick(len(values))
        pattern = find_pattern(values, rule)
        if pattern.proved and pattern.saltus == 0:
            assert pattern.preperiod is not None and pattern.period is not None
            _fill(values, pattern.preperiod, pattern.period, last, tick)
    tick(last)
    return find_pattern(values, rule)


def _fill(values: list[int], start: int, period: int, last: int, tick) -> None:
    """Extend `values` to `last` by g(n + period) = g(n) for n >= start, in chunks."""
    while len(values) <= last:
        n = len(values)
        stop = min(last + 1, n + FILL_CHUNK)
        values.extend(values[start + (m - start) % period] for m in range(n, stop))
        tick(len(values) - 1)


@dataclass(frozen=True)
class Option:
    """One move from a heap: `taken` objects removed, `parts` the heaps left (none when it
    took all), `values` theirs, and `value` their XOR (the value of what the move leaves)."""

    taken: int
    parts: tuple[int, ...]
    values: tuple[int, ...]
    value: int


@dataclass(frozen=True)
class MexSteps:
    """How g(heap) is found by hand: the first OPTIONS_LISTED options (of `count`), the
    distinct values reached, sorted, and the result.

    In normal play `result` is the mex of `reached`. In misère play the values are
    outcomes (0: the player to move loses) and `result` is 1 exactly when there is no
    move or some move reaches a 0."""

    heap: int
    options: tuple[Option, ...]
    count: int
    reached: tuple[int, ...]
    result: int
    misere: bool


def mex_steps(rule: HeapRule, values: list[int] | tuple[int, ...], heap: int,
              listed: int = OPTIONS_LISTED, should_stop: StopCheck | None = None) -> MexSteps:
    """Every option of `heap` under `rule`, valued from `values` (which must reach heap - 1),
    the values reached and the value of `heap` that follows."""
    if not 0 <= heap < len(values):
        raise ValueError(f"heap {heap} is outside the table (0 to {len(values) - 1})")
    shown: list[Option] = []
    reached: set[int] = set()
    count = 0
    for parts in rule.options(heap):
        if should_stop is not None and count % 4096 == 0 and should_stop():
            raise Cancelled()
        parts_values = tuple(values[part] for part in parts)
        value = 0
        for part_value in parts_values:
            value ^= part_value
        if not parts:
            value = values[0]      # an empty heap: g(0) = 0; in misère play o(0) = 1
        reached.add(value)
        if len(shown) < listed:
            shown.append(Option(heap - sum(parts), parts, parts_values, value))
        count += 1
    if rule.misere:
        result = 1 if count == 0 or 0 in reached else 0
    else:
        result = mex(reached)
    return MexSteps(heap, tuple(shown), count, tuple(sorted(reached)), result, rule.misere)


def proof_target(rule: HeapRule, pattern: Pattern) -> int | None:
    """The N whose table would prove the period seen (when a theorem applies and the
    period holds that far), or None: nothing to offer."""
    if pattern.proved or pattern.period is None or pattern.saltus:
        return None
    assert pattern.preperiod is not None
    needs = rule.proof_needs(pattern.preperiod, pattern.period)
    if needs is None:
        return None
    return needs + pattern.period
