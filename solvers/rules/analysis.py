"""Tables and proofs: the entry points that a command or a background task calls.

Each takes `should_stop` (raises spec.Cancelled when it returns true) and `progress(done,
total)`, so the window can run it through its one background helper.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..spec import InputError, Progress, ShouldStop, Text, parse_int, shown, text
from .base import HeapRule, make_tick
from .octal import parse_octal
from .periodicity import Pattern, find_pattern
from .subtraction import parse_subtraction

#: Where `prove` gives up by default: enough for every known period and preperiod below
#: 5,000 of an octal code of three digits (the theorem then needs about 20,000 values).
PROOF_LIMIT = 40_000
#: Largest table: 10^7 values is a few hundred megabytes of Python integers.
MAX_TABLE = 10_000_000
_FIRST_STAGE = 256
#: Values filled from a proved period between two looks at `should_stop`.
FILL_CHUNK = 1 << 15


def grundy_values(rule: HeapRule, last: int, should_stop: ShouldStop | None = None,
                  progress: Progress | None = None) -> list[int]:
    """g(0) .. g(last), exact.

    Computed in growing stages; after each, once the rule's theorem proves a pure period
    the remaining values are read off it (exact by that theorem, and what makes Kayles to
    40,000 take milliseconds: bench/bench_rules.py measures both ways)."""
    _check_size(last)
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
    if progress is not None:
        progress(last, last)
    return values


def _fill(values: list[int], start: int, period: int, last: int,
          tick: Callable[[int], None]) -> None:
    """Extend `values` to `last` by g(n + period) = g(n) for n >= start, in chunks with a
    look at `should_stop` between them (10^6 values stop within milliseconds)."""
    while len(values) <= last:
        n = len(values)
        stop = min(last + 1, n + FILL_CHUNK)
        values.extend(values[start + (m - start) % period] for m in range(n, stop))
        tick(len(values) - 1)


def table(rule: HeapRule, last: int, should_stop: ShouldStop | None = None,
          progress: Progress | None = None) -> Pattern:
    """The values to `last` and the pattern they show (proved only if `last` suffices)."""
    return find_pattern(grundy_values(rule, last, should_stop, progress), rule)


def prove(rule: HeapRule, limit: int = PROOF_LIMIT, should_stop: ShouldStop | None = None,
          progress: Progress | None = None) -> Pattern:
    """Compute further until the period seen is proved, or `limit` values are reached
    (the answer is then a conjecture, or no period)."""
    _check_size(limit)
    tick = make_tick(should_stop, progress, limit)
    values: list[int] = []
    last = min(limit, _FIRST_STAGE)
    while True:
        rule.extend(values, last, tick)
        pattern = find_pattern(values, rule)
        if pattern.proved or last >= limit:
            return pattern
        target = last + last // 2
        if pattern.period is not None and pattern.saltus == 0:
            assert pattern.preperiod is not None
            needs = rule.proof_needs(pattern.preperiod, pattern.period)
            if needs is not None:
                target = max(target, needs + pattern.period)
        last = min(limit, target)


def parse_rule(text: str, misere: bool = False, field_name: str = "rule") -> HeapRule:
    """A rule as typed: an octal or hexadecimal code ("0.77", "hex:0.4"), a subtraction
    set ("1,3,4" or "{1, 3, 4}") or an all-but set ("all-but 2,3")."""
    stripped = text.strip()
    lowered = stripped.lower()
    if "." in stripped or lowered.startswith(("hex", "oct")):
        if misere:
            raise InputError("misere", Text("Misère play is offered for subtraction games "
                                            "only."))
        return parse_octal(stripped, field_name)
    all_but = False
    match = re.match(r"all[\s-]*but\b", lowered)
    if match:
        all_but, stripped = True, stripped[match.end():]
    tokens = [token for token in re.split(r"[\s,{}]+", stripped) if token]
    return parse_subtraction(tokens, all_but=all_but, misere=misere, field_name=field_name)


def parse_size(token: str | int, field_name: str = "N") -> int:
    """N of a table: a whole number from 0 to MAX_TABLE."""
    number = token if isinstance(token, int) else parse_int(str(token), field_name, "N")
    _check_size(number, field_name)
    return number


def _check_size(last: int, field_name: str = "N") -> None:
    if last < 0:
        raise InputError(field_name, text("N is {last}: a table runs from 0 to N, so N is 0 "
                                          "or more.", last=last))
    if last > MAX_TABLE:
        raise InputError(field_name, text("N is {last}: at most {limit:,} values fit in "
                                          "memory.", last=shown(last), limit=MAX_TABLE))
