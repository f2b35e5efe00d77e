"""A position of a rule-lab game: a list of heaps, i.e. a sum of single-heap games.

In normal play the winner follows from the XOR of the heaps' values, and a winning move
changes one heap into parts whose values XOR to the rest's total. Heaps past the table are
valued from a proved period. For a huge heap (past FULL_LIST) the moves that break it in
two are listed one per class once a pure period p from n0 is proved (n0 taken as at least 1): a
split (a, b) with a >= n0 + p has the value of (a - p, b + p), so the splits whose smaller
part is below n0 + p already show every value a split can reach.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..spec import FIRST, SECOND, InputError, parse_int, shown, text
from .base import HeapRule
from .periodicity import Pattern

#: Heaps up to this size have every move listed; larger ones one move per class of split.
FULL_LIST = 100_000


@dataclass(frozen=True)
class HeapsVerdict:
    """Who wins `heaps` and every winning move, each the heap list after it (no zeros).

    `grundy` is the XOR of the values (None in misère play). `complete` is False when a
    huge heap's splits are given one per class (see the module docstring)."""

    heaps: tuple[int, ...]
    winner: str
    grundy: int | None
    moves: tuple[tuple[int, ...], ...]
    complete: bool = True


def parse_heaps(tokens: Iterable[str | int], field_name: str = "heaps") -> tuple[int, ...]:
    heaps = []
    for index, token in enumerate(tokens):
        heap = token if isinstance(token, int) else \
            parse_int(str(token), field_name, text("heap {number}", number=index + 1), index)
        if heap < 0:
            raise InputError(field_name, text("heap {number} is {heap}: a heap holds 0 or "
                                              "more objects.", number=index + 1, heap=heap),
                             index)
        heaps.append(heap)
    return tuple(heaps)


def solve_heaps(rule: HeapRule, pattern: Pattern, heaps: Iterable[int],
                field_name: str = "heaps") -> HeapsVerdict:
    """The verdict and winning moves of `heaps` under `rule`, whose values `pattern` holds."""
    heaps = tuple(heap for heap in heaps if heap)
    for index, heap in enumerate(heaps):
        if pattern.value(heap) is None:
            raise InputError(field_name, text("heap {number} ({heap}) is past the values "
                                              "computed (to {last}) and no period is proved "
                                              "to reach it.", number=index + 1,
                                              heap=shown(heap),
                                              last=shown(pattern.checked_to)), index)
    if rule.misere:
        return _solve_misere(rule, pattern, heaps, field_name)
    values = [_value(pattern, heap) for heap in heaps]
    total = 0
    for value in values:
        total ^= value
    moves: dict[tuple[int, ...], None] = {}
    complete = True
    if total:
        for index, heap in enumerate(heaps):
            complete = complete and not splits_by_class(rule, pattern, heap)
            for parts in parts_valued(rule, pattern, heap, total ^ values[index]):
                moves[heaps[:index] + parts + heaps[index + 1:]] = None
    return HeapsVerdict(heaps, FIRST if total else SECOND, total, tuple(moves), complete)


def parts_valued(rule: HeapRule, pattern: Pattern, heap: int,
                 target: int) -> Iterator[tuple[int, ...]]:
    """The parts a move can leave of `heap` whose values XOR to `target`, in the order of
    the rule's options; a huge heap's splits one per class (see the module docstring).
    Every part has a value: parts are smaller than `heap`, which has one."""
    value = pattern.value
    for parts in rule.options(heap, split_window(pattern, heap)):
        xor = 0
        for part in parts:
            xor ^= value(part)
        if xor == target:
            yield parts


def splits_by_class(rule: HeapRule, pattern: Pattern, heap: int) -> bool:
    """Does `parts_valued` give `heap`'s splits one per class rather than all of them?"""
    window = split_window(pattern, heap)
    return window is not None and any(len(parts) > 1 for parts in rule.options(heap, window))


def split_window(pattern: Pattern, heap: int) -> int | None:
    """The largest smaller part of the splits listed for `heap`, or None for all of them:
    a proved period (its saltus is 0) repeats the values of larger ones."""
    if heap <= FULL_LIST or pattern.period is None or not pattern.proved:
        return None
    assert pattern.preperiod is not None
    return max(pattern.preperiod, 1) + pattern.period - 1


def _solve_misere(rule: HeapRule, pattern: Pattern, heaps: tuple[int, ...],
                  field_name: str) -> HeapsVerdict:
    """One heap: win exactly when a move reaches a losing heap (or there is no move)."""
    if len(heaps) > 1:
        raise InputError(field_name, text("In misère play only a single heap is solved "
                                          "here: misère sums do not follow from the heaps' "
                                          "outcomes."))
    if not heaps:
        return HeapsVerdict((), FIRST, None, ())   # no move: the player to move wins
    heap = heaps[0]
    moves = tuple(dict.fromkeys(parts for parts in rule.options(heap)
                                if parts and _value(pattern, parts[0]) == 0))
    winner = FIRST if _value(pattern, heap) else SECOND
    return HeapsVerdict(heaps, winner, None, moves if winner == FIRST else ())


def _value(pattern: Pattern, heap: int) -> int:
    value = pattern.value(heap)
    assert value is not None   # solve_heaps checked every heap; parts are smaller
    return value
