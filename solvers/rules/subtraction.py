"""Subtraction games on one heap: remove s objects for s in a finite set S, or any number
except those in a finite set (all-but), in normal or misère play.

In normal play the values are Grundy values. In misère play (the player who cannot move
wins) Grundy values say nothing about sums, so the values are a single heap's outcomes:
0 when the player to move loses, 1 when they win.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from ..spec import InputError, Text, parse_int, text
from .base import POLL_EVERY

#: Largest number a subtraction set may hold: a table needs max(S) values per period.
MAX_MEMBER = 1_000_000
#: The theorem that proves a finite S's period, for the sentence that says so.
THEOREM = ("the repeated window of max(S) values (a heap's value depends only on the max(S) "
           "values below it)")


@dataclass(frozen=True)
class SubtractionRule:
    """S (or, with `all_but`, the numbers a move may *not* remove), sorted."""

    members: tuple[int, ...]
    all_but: bool = False
    misere: bool = False

    @property
    def title(self) -> str:
        kind = "all-but " if self.all_but else ""
        play = ", misère" if self.misere else ""
        return f"subtract {kind}{{{', '.join(map(str, self.members))}}}{play}"

    @property
    def title_text(self) -> Text:
        """The title as a sentence the window translates."""
        return text(("subtract all-but {members}, misère" if self.misere
                     else "subtract all-but {members}") if self.all_but
                    else ("subtract {members}, misère" if self.misere
                          else "subtract {members}"),
                    members="{" + ", ".join(map(str, self.members)) + "}")

    def removable(self, amount: int) -> bool:
        return (amount not in self.members) if self.all_but else (amount in self.members)

    def extend(self, values: list[int], last: int, tick: Callable[[int], None]) -> None:
        if self.all_but:
            _extend_all_but(self, values, last, tick)
        else:
            _extend_finite(self, values, last, tick)

    def options(self, heap: int, window: int | None = None) -> Iterator[tuple[int, ...]]:
        amounts: Iterable[int] = range(1, heap + 1) if self.all_but else self.members
        for amount in amounts:
            if amount <= heap and self.removable(amount):
                yield (heap - amount,) if heap > amount else ()

    def proof_needs(self, preperiod: int, period: int) -> int | None:
        """A finite S: from a heap n >= max(S) every s in S may be removed, and the value
        (or outcome) of n depends only on those of n - s. So once the max(S) values from
        n0 on repeat p later, each later value repeats too, by induction. No such
        argument bounds an all-but game: we know of no theorem to cite, so no proof."""
        if self.all_but:
            return None
        return preperiod + self.members[-1] - 1

    def theorem(self) -> str:
        return THEOREM


def parse_subtraction(numbers: Iterable[str | int], all_but: bool = False,
                      misere: bool = False, field_name: str = "set") -> SubtractionRule:
    """Read S from its members; refuse an empty set, 0 and negatives, one line each."""
    members: set[int] = set()
    for index, token in enumerate(numbers):
        number = token if isinstance(token, int) else \
            parse_int(str(token), field_name, text("member {number}", number=index + 1),
                      index)
        if number <= 0:
            raise InputError(field_name, text("member {number} is {value}: a move removes at "
                                              "least one object, so every member is 1 or "
                                              "more.", number=index + 1, value=number), index)
        if number > MAX_MEMBER:
            raise InputError(field_name, text("member {number} is larger than {limit:,}.",
                                              number=index + 1, limit=MAX_MEMBER), index)
        members.add(number)
    if not members and not all_but:
        raise InputError(field_name, text("The subtraction set is empty: give at least one "
                                          "number a move may remove."))
    return SubtractionRule(tuple(sorted(members)), all_but=all_but, misere=misere)


def _extend_finite(rule: SubtractionRule, values: list[int], last: int,
                   tick: Callable[[int], None]) -> None:
    members = rule.members
    for n in range(len(values), last + 1):
        if n % POLL_EVERY == 0:
            tick(n)
        reached = [values[n - s] for s in members if s <= n]
        if rule.misere:
            values.append(1 if not reached or 0 in reached else 0)
        else:
            value = 0
            while value in reached:
                value += 1
            values.append(value)


def _extend_all_but(rule: SubtractionRule, values: list[int], last: int,
                    tick: Callable[[int], None]) -> None:
    """A move from n reaches every smaller heap except n - t for t in the excluded set,
    so the values below n are counted once (`counts`) and the few excluded ones are taken
    back: a value is missing when all its heaps are excluded."""
    excluded = rule.members
    counts: dict[int, int] = {}          # how many of values[0 .. n - 1] hold each value
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    global_mex = 0
    for n in range(len(values), last + 1):
        if n % POLL_EVERY == 0:
            tick(n)
        while counts.get(global_mex, 0):
            global_mex += 1
        taken: dict[int, int] = {}
        for t in excluded:
            if t <= n:
                value = values[n - t]
                taken[value] = taken.get(value, 0) + 1
        if rule.misere:
            losing_reachable = counts.get(0, 0) - taken.get(0, 0) > 0
            any_move = n - sum(taken.values()) > 0
            value = 1 if (not any_move or losing_reachable) else 0
        else:
            value = min([global_mex] + [v for v, k in taken.items() if counts[v] == k])
        values.append(value)
        counts[value] = counts.get(value, 0) + 1
