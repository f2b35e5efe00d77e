"""The order moves are listed in, and direct legality checks: which move, if any, leads
from one position to another.

A game's move generator lists moves smallest first, so finding a big move by listing
would take as long as the move is big (Nim `1000000 5` → `5 5` is the 999,995th move of
heap 1). The games whose moves change one or two numbers read the move off the
difference instead, rebuild it with their own move builder, and accept it only if that
move leads exactly to the position asked for (GameSpec.legal_move).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from .spec import Move, Position

#: How far a bound on the positions reached need count: 2^64, far past any search's budget
#: of positions, and cheap to reach for numbers of any size.
REACH_BITS = 64
REACH_CAP = 1 << REACH_BITS


def reach_by_round_robin(limits_of: Callable[[Position], Sequence[int]]
                         ) -> Callable[[Position], int]:
    """PositionTree.reaches_at_least of a game whose moves are round_robin(limits): the
    position itself and the moves at its largest limit, each to a position of its own."""
    return lambda position: 1 + max(limits_of(position), default=0)


#: ... of a game whose moves take any amount from any one of its numbers (Nim's heaps).
reach_by_numbers = reach_by_round_robin(lambda position: position.numbers)


def round_robin(limits: Sequence[int]) -> Iterator[tuple[int, int]]:
    """(amount, index) for amount = 1, 2, … over the indices whose limit allows it.

    Orders moves smallest first across all heaps, piles or pieces, at a cost of one step
    per move produced.
    """
    active: Sequence[int] = range(len(limits))
    amount = 1
    while active:
        # Filtered as it goes, so that the first move comes at once from 10^5 heaps.
        reaching = []
        for index in active:
            if limits[index] >= amount:
                reaching.append(index)
                yield amount, index
        active = reaching
        amount += 1


def changes(before: Position, after: Position) -> tuple[list[int], list[int]] | None:
    """The indices of the numbers that went down and of those that went up, or None when
    the positions differ in length or in their options (no move changes those)."""
    if (len(before.numbers) != len(after.numbers) or before.options != after.options):
        return None
    lowered, raised = [], []
    for i, (x, y) in enumerate(zip(before.numbers, after.numbers)):
        if y < x:
            lowered.append(i)
        elif y > x:
            raised.append(i)
    return lowered, raised


def one_lowered(before: Position, after: Position) -> tuple[int, int] | None:
    """(index, amount) when exactly one number went down, by `amount`, to a number ≥ 0,
    and nothing else changed; else None."""
    found = changes(before, after)
    if found is None or len(found[0]) != 1 or found[1]:
        return None
    index = found[0][0]
    if after.numbers[index] < 0:
        return None
    return index, before.numbers[index] - after.numbers[index]


def confirmed(move: Move | None, after: Position) -> Move | None:
    """`move` if it leads exactly to `after`, else None."""
    return move if move is not None and move.after == after else None
