"""The rule lab's table page, Qt-free: one heap's mex worked out by hand (each option, its
value, the values reached and the smallest missing). The table itself is analysis.table."""

from __future__ import annotations

from dataclasses import dataclass

from ..spec import Cancelled, Progress, ShouldStop
from .base import HeapRule, mex
from .periodicity import Pattern

#: Options listed one by one in a heap's mex; the rest only count towards the values.
OPTIONS_LISTED = 300


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
              listed: int = OPTIONS_LISTED, should_stop: ShouldStop | None = None) -> MexSteps:
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


def mex_steps_work(rule: HeapRule, values: list[int] | tuple[int, ...], heap: int,
                   should_stop: ShouldStop, progress: Progress) -> MexSteps:
    """mex_steps as background work, called with (should_stop, progress) last."""
    return mex_steps(rule, values, heap, should_stop=should_stop)


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
