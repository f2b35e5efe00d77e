"""Misère Nim (anti-Nim, POJ 3480): Nim where whoever takes the last object loses."""

from __future__ import annotations

from ..judge_input import JudgeFormat, Lines, Reader
from ..legal import reach_by_numbers
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    IntListParam,
    MoveList,
    Plane,
    Position,
    PositionTree,
    text,
)
from ..xor import binary_columns, nim_sum
from .nim import (
    HEAPS,
    TAKE_FROM_HEAP,
    after_takes,
    heap_move,
    plane_cell,
    random_heaps,
    small_heaps,
    take_from_heap,
    take_move,
)

LAST_LOSES = "Whoever takes the last object loses: a player left with nothing to take has won."
ALL_SMALL_RULE = ("If every heap has at most 1 object, the player to move loses exactly when "
                  "the number of 1-heaps is odd.")
XOR_RULE = ("Otherwise the player to move loses exactly when the XOR of the heaps is 0, as in "
            "Nim.")


def mover_wins(heaps: tuple[int, ...] | list[int]) -> bool:
    if all(h <= 1 for h in heaps):
        return sum(heaps) % 2 == 0
    return nim_sum(heaps) != 0


def _winning_moves(position: Position) -> MoveList:
    heaps = position.numbers
    total = nim_sum(heaps)
    big = sum(1 for h in heaps if h > 1)
    ones = sum(1 for h in heaps if h == 1)
    moves = []
    for i, h in enumerate(heaps):
        big_left = big - (h > 1)
        ones_left = ones - (h == 1)
        for new in sorted({h ^ total, 0, 1}):
            if new >= h:
                continue
            after_big = big_left + (new > 1)
            after_ones = ones_left + (new == 1)
            after_xor = total ^ h ^ new
            opponent_wins = after_ones % 2 == 0 if after_big == 0 else after_xor != 0
            if not opponent_wins:
                moves.append((i, new))
    return MoveList(len(moves), lambda k: heap_move(position, *moves[k]))


def solve(position: Position) -> Analysis:
    heaps = position.numbers
    total = nim_sum(heaps)
    small = all(h <= 1 for h in heaps)
    ones = sum(1 for h in heaps if h == 1)
    explanation = []
    if small:
        explanation.append(text("Every heap has at most 1 object; there are {ones} heap(s) "
                                "of 1, an {parity} number.", quote=ALL_SMALL_RULE, ones=ones,
                                parity="odd" if ones % 2 else "even"))
        if ones == 0:
            explanation.append(text("Nothing is left: the other player took the last "
                                    "object and lost, so the player to move has won.",
                                    quote=LAST_LOSES))
    else:
        explanation += [*binary_columns([f"A{i + 1}" for i in range(len(heaps))], heaps,
                                        "XOR", XOR_RULE),
                        text("Some heap has more than 1 object and the XOR is {total}.",
                             quote=XOR_RULE, total=total)]
    first = mover_wins(heaps)
    if small and ones:
        explanation.append(text("The players take the 1-heaps in turn, and whoever takes the "
                                "last one loses: {verdict}.", quote=LAST_LOSES,
                                verdict="the second player wins" if ones % 2
                                else "the first player wins"))
    elif not small:
        explanation.append(
            text("Play as in Nim, but when your move would leave only heaps of size 1, leave "
                 "an odd number of them. The first player wins.", quote=ALL_SMALL_RULE)
            if total else
            text("The XOR is 0 and it cannot stay 0 after a move, while the player to move "
                 "can never be the one left with an odd number of 1-heaps. The second player "
                 "wins.", quote=XOR_RULE))
    moves = _winning_moves(position) if first else []
    return Analysis("misere-nim", position, FIRST if first else SECOND, moves,
                    tuple(explanation), {"xor": total, "ones": ones, "all_small": small})


def _judge_poj3480(reader: Reader) -> Lines:
    for _ in range(reader.next("the number of cases T")):
        n = reader.next("n", 1)
        heaps = [int(h) for h in reader.many(n, "heap")]
        yield "John" if mover_wins(heaps) else "Brother"


SPEC = GameSpec(
    id="misere-nim", title="Misère Nim", chinese="反尼姆博弈", in_sums=False,
    order=40,
    family="nim-family",
    params=(IntListParam("heaps", "Heaps", (2, 2, 1), item="heap"),),
    solve=solve,
    legal_move=take_move,
    tree=PositionTree(take_from_heap, successors_of=after_takes,
                      stuck_mover_wins_at=lambda position: True,
                      reaches_at_least=reach_by_numbers),
    canvas="heaps",
    rules=(HEAPS, TAKE_FROM_HEAP, LAST_LOSES),
    theory=(ALL_SMALL_RULE, XOR_RULE),
    players=("John", "Brother"),
    example="2 2 1",
    random_args=random_heaps,
    plane=Plane("heap 1", "heap 2", plane_cell, grundy=False, largest=64),
    judge_formats=(JudgeFormat("poj3480", "T, then n and n heaps per case → John / Brother",
                               _judge_poj3480, rank=13),),
    small_positions=small_heaps,
)
