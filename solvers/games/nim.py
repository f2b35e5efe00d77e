"""Nim (尼姆博弈): take any number from one heap; whoever takes the last object wins."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

from ..judge_input import JudgeFormat, Lines, Reader, xor_of
from ..legal import confirmed, one_lowered, reach_by_numbers, round_robin
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    IntListParam,
    Move,
    MoveList,
    Plane,
    Position,
    PositionTree,
    text,
)
from ..xor import binary_columns, nim_sum

HEAPS = "Several heaps of objects."
TAKE_FROM_HEAP = "A move takes one or more objects from one heap."
XOR_RULE = "The player to move loses exactly when the XOR (nim-sum) of all heaps is 0."


def take_from_heap(position: Position) -> Iterator[Move]:
    """Every legal Nim move: any heap down to any smaller size, smallest takes first."""
    heaps = position.numbers
    for taken, i in round_robin(heaps):
        yield heap_move(position, i, heaps[i] - taken)


def after_takes(position: Position) -> Iterator[Position]:
    """The positions take_from_heap's moves lead to, in its order, without the moves'
    words: a search needs only these (a 32×32 map: 2.2 -> 1.45 s)."""
    heaps = position.numbers
    for taken, i in round_robin(heaps):
        yield _with_heap(position, i, heaps[i] - taken)


def _with_heap(position: Position, index: int, size: int) -> Position:
    numbers = position.numbers
    return position.with_numbers(numbers[:index] + (size,) + numbers[index + 1:])


def heap_move(position: Position, index: int, new_size: int, noun: str = "heap") -> Move:
    taken = position.numbers[index] - new_size
    return Move(_with_heap(position, index, new_size),
                text("take {taken} from {noun} {heap}", taken=taken, noun=noun,
                     heap=index + 1))


def take_move(before: Position, after: Position) -> Move | None:
    """The move taking from one heap that leads from `before` to `after`, or None."""
    found = one_lowered(before, after)
    if found is None:
        return None
    index, _ = found
    return confirmed(heap_move(before, index, after.numbers[index]), after)


def solve(position: Position) -> Analysis:
    heaps = position.numbers
    total = nim_sum(heaps)
    winning_heaps = [i for i, h in enumerate(heaps) if h ^ total < h]
    moves = MoveList(len(winning_heaps),
                     lambda k: heap_move(position, winning_heaps[k],
                                         heaps[winning_heaps[k]] ^ total))
    explanation = binary_columns([f"A{i + 1}" for i in range(len(heaps))], heaps, "XOR",
                                 XOR_RULE)
    if total == 0:
        explanation.append(text("The XOR is 0: every move changes one heap and so makes the "
                                "XOR non-zero, and the opponent can always restore 0. "
                                "The second player wins.", quote=TAKE_FROM_HEAP))
    else:
        explanation.append(text("The XOR is {total}, not 0: make it 0 by shrinking a heap h "
                                "to h XOR {total}; this works for every heap that has the "
                                "highest set bit of {total} ({count} heap(s)). "
                                "The first player wins.", quote=TAKE_FROM_HEAP, total=total,
                                count=len(winning_heaps)))
    return Analysis("nim", position, SECOND if total == 0 else FIRST, moves,
                    tuple(explanation), {"xor": total, "grundy": total})


def random_heaps(rng: random.Random, size: int) -> str:
    return " ".join(str(rng.randrange(1, 4 + size)) for _ in range(2 + size // 3))


def plane_cell(base: Position, first: int, second: int) -> Position:
    """Two heaps varied; any further heaps of the current position stay."""
    return base.with_numbers((first, second) + base.numbers[2:])


def move_to_value(position: Position, target: int) -> Move | None:
    """A move leaving the heaps' XOR equal to `target` (a winning move when 0)."""
    change = nim_sum(position.numbers) ^ target
    for i, heap in enumerate(position.numbers):
        if heap ^ change < heap:
            return heap_move(position, i, heap ^ change)
    return None


def _judge_nim(reader: Reader) -> Lines:
    while not reader.at_end():
        n = reader.next("n")
        yield "later win" if xor_of(reader.many(n, "heap")) == 0 else "earlier win"


def _judge_first_move(reader: Reader) -> Lines:
    while (n := reader.next_or_end("n")) is not None and n != 0:
        heaps = reader.many(n, "heap")
        total = xor_of(heaps)
        if total == 0:
            yield "-1"
        elif hasattr(heaps, "dtype"):
            takes = heaps - (heaps ^ total)
            yield str(int(takes[takes > 0].min()))
        else:
            yield str(min(h - (h ^ total) for h in heaps if h ^ total < h))


def _judge_acwing891(reader: Reader) -> Lines:
    n = reader.next("n")
    yield "Yes" if xor_of(reader.many(n, "heap")) else "No"


def small_heaps() -> list[str]:
    """Every list of one to three heaps of up to 6, and of four heaps of up to 3."""
    return [" ".join(map(str, heaps)) for count in range(1, 5)
            for heaps in product(range(7 if count < 4 else 4), repeat=count)]


SPEC = GameSpec(
    id="nim", title="Nim", chinese="尼姆博弈",
    order=30,
    family="nim-family",
    params=(IntListParam("heaps", "Heaps", (3, 4, 5), item="heap"),),
    solve=solve, tree=PositionTree(take_from_heap, successors_of=after_takes,
                                   reaches_at_least=reach_by_numbers),
    legal_move=take_move, canvas="heaps",
    rules=(HEAPS, TAKE_FROM_HEAP, "Whoever takes the last object wins."),
    theory=(XOR_RULE,),
    example="3 4 5",
    random_args=random_heaps,
    plane=Plane("heap 1", "heap 2", plane_cell, largest=48),
    grundy=lambda position: nim_sum(position.numbers),
    grundy_move=move_to_value,
    judge_formats=(
        JudgeFormat("nim", "n and n heaps until the end → later win / earlier win", _judge_nim,
                    rank=10),
        JudgeFormat("nim-first-move", "n and n heaps, ended by n = 0 → smallest winning take "
                                      "or -1", _judge_first_move, rank=11),
        JudgeFormat("acwing891", "n, then n heaps → Yes / No", _judge_acwing891, rank=14),
    ),
    small_positions=small_heaps,
)
