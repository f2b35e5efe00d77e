"""HDU 3389: move cards from box A to box B < A when A + B is odd and a multiple of 3."""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from itertools import product

from ..judge_input import JudgeFormat, Lines, Reader, xor_of
from ..legal import changes, confirmed
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    IntListParam,
    LazyMoves,
    Move,
    Plane,
    Position,
    PositionTree,
    Reduction,
    abbreviate,
    text,
)
from ..xor import nim_sum
from .nim import SPEC as NIM

ODD_CLASSES = frozenset({0, 2, 5})


SINKS = "Boxes 1, 3 and 4 can give nothing away; every card ends in one of them."
PARITY = ("Each move takes cards one step along such a path, and the number of steps from "
          "box i has the same parity on every path: it is odd exactly when i mod 6 is 0, 2 "
          "or 5.")
STAIRCASE = ("So this is staircase Nim: the player to move loses exactly when the XOR of the "
             "cards in the boxes with i mod 6 ∈ {0, 2, 5} is 0.")


def counts_odd(box: int) -> bool:
    """Boxes whose cards need an odd number of moves to come to rest (box % 6 ∈ {0, 2, 5})."""
    return box % 6 in ODD_CLASSES


def targets(box: int) -> range:
    """The boxes B < box with box + B ≡ 3 (mod 6), i.e. odd and divisible by 3."""
    first = (3 - box) % 6 or 6
    return range(first, box, 6)


def _transfer(position: Position, a: int, b: int, moved: int) -> Move:
    return Move(position.with_numbers(_moved(position.numbers, a, b, moved)),
                text("move {moved} from box {a} to box {b}", moved=moved, a=a, b=b))


def _transfers(cards: tuple[int, ...]) -> Iterator[tuple[int, int, int]]:
    """(from box, to box, cards moved) of every move, smallest transfers first, without
    listing the pairs of boxes (10^5 boxes make 10^9 pairs): each round walks the boxes
    that still have that many cards."""
    active = [a for a in range(1, len(cards) + 1) if cards[a - 1] and targets(a)]
    moved = 1
    while active:
        for a in active:
            for b in targets(a):
                yield a, b, moved
        moved += 1
        active = [a for a in active if cards[a - 1] >= moved]


def _moves(position: Position) -> Iterator[Move]:
    for a, b, moved in _transfers(position.numbers):
        yield _transfer(position, a, b, moved)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _moves leads to, in its order, without the moves' words."""
    cards = position.numbers
    for a, b, moved in _transfers(cards):
        yield position.with_numbers(_moved(cards, a, b, moved))


def _legal_move(before: Position, after: Position) -> Move | None:
    found = changes(before, after)
    if found is None or len(found[0]) != 1 or len(found[1]) != 1:
        return None
    a, b = found[0][0] + 1, found[1][0] + 1
    moved = before.numbers[a - 1] - after.numbers[a - 1]
    if after.numbers[a - 1] < 0 or b not in targets(a):
        return None
    return confirmed(_transfer(before, a, b, moved), after)


def _moved(cards: Sequence[int], a: int, b: int, moved: int) -> tuple[int, ...]:
    after = list(cards)
    after[a - 1] -= moved
    after[b - 1] += moved
    return tuple(after)


def _value(position: Position) -> int:
    cards = position.numbers
    return nim_sum([cards[i - 1] for i in range(1, len(cards) + 1) if counts_odd(i)])


def _move_to_value(position: Position, target: int) -> Move | None:
    return next(_winning_moves(position, _value(position) ^ target), None)


def _winning_moves(position: Position, total: int) -> Iterator[Move]:
    """Box by box (A ascending, then B), in time proportionate to the boxes and the moves
    found: a counted box A gives the same amount to each of its targets, or nothing; an
    uncounted box A can give to a counted box B only what B's card count needs, so the
    counted boxes that need some are listed once per class (with their least need so far,
    to pass over an A that has too few cards at once), not walked again for each A."""
    cards = position.numbers
    needs: dict[int, tuple[list[int], list[int], list[int]]] = {
        cls: ([], [], []) for cls in ODD_CLASSES}          # boxes, their needs, least so far
    for b in range(1, len(cards) + 1):
        if counts_odd(b) and (need := (cards[b - 1] ^ total) - cards[b - 1]) > 0:
            boxes, amounts, least = needs[b % 6]
            boxes.append(b)
            amounts.append(need)
            least.append(min(need, least[-1]) if least else need)
    for a in range(1, len(cards) + 1):
        have = cards[a - 1]
        if counts_odd(a):
            moved = have - (have ^ total)
            if moved > 0:
                for b in targets(a):
                    yield _transfer(position, a, b, moved)
        elif have > 0:
            boxes, amounts, least = needs[(3 - a) % 6]
            below = bisect_left(boxes, a)
            if below and least[below - 1] <= have:
                for b, moved in zip(boxes[:below], amounts[:below]):
                    if moved <= have:
                        yield _transfer(position, a, b, moved)


def solve(position: Position) -> Analysis:
    cards = position.numbers
    odd_boxes = [i for i in range(1, len(cards) + 1) if counts_odd(i)]
    total = nim_sum([cards[i - 1] for i in odd_boxes])
    explanation = [
        text("Counted boxes: {boxes}.", quote=PARITY,
             boxes=", ".join(f"{i} ({abbreviate(cards[i - 1])})" for i in odd_boxes[:20])
             + (" …" if len(odd_boxes) > 20 else "") if odd_boxes else "none"),
        text("Their XOR is {total}: {verdict}.", quote=STAIRCASE, total=total,
             verdict="the second player (Bob) wins" if total == 0
             else "the first player (Alice) wins"),
    ]
    moves = LazyMoves(_winning_moves(position, total)) if total else ()
    heaps = Position(tuple(cards[i - 1] for i in odd_boxes))
    heap_of_box = {box: heap for heap, box in enumerate(odd_boxes)}

    def image_of(index: int) -> Position | None:
        after = moves[index].after.numbers
        for box, heap in heap_of_box.items():
            if after[box - 1] < cards[box - 1]:
                return heaps.with_numbers(heaps.numbers[:heap] + (after[box - 1],)
                                          + heaps.numbers[heap + 1:])
        return None         # cards moved onto a counted box: Nim cannot raise a heap

    reduction = Reduction(NIM.id, heaps,
                          text("The boxes are Nim on the counted boxes (number mod 6 = 0, 2 "
                               "or 5): heaps {heaps}.",
                               heaps=" ".join(str(abbreviate(n)) for n in heaps.numbers[:30])),
                          image_of)
    return Analysis("boxes", position, FIRST if total else SECOND, moves, tuple(explanation),
                    {"xor": total, "counted_boxes": tuple(odd_boxes), "reduction": reduction})


def _random_args(rng: random.Random, size: int) -> str:
    return " ".join(str(rng.randrange(0, 4)) for _ in range(4 + size))


def _plane_cell(base: Position, second: int, fifth: int) -> Position:
    """Cards in boxes 2 and 5 (both counted), the other boxes of 1..5 empty."""
    return Position((0, second, 0, 0, fifth))


def _judge_hdu3389(reader: Reader) -> Lines:
    for case in range(1, reader.next("the number of cases T") + 1):
        n = reader.next("n", 1)
        cards = reader.many(n, "card count")
        # Box i sits at index i - 1: the boxes with i % 6 in {2, 5, 0} at indices 1, 4, 5 mod 6.
        total = xor_of(cards[1::6]) ^ xor_of(cards[4::6]) ^ xor_of(cards[5::6])
        yield f"Case {case}: {'Alice' if total else 'Bob'}"


def _small_positions() -> list[str]:
    return [" ".join(map(str, cards)) for count in [*range(1, 7), 8]
            for cards in product(range(3 if count < 8 else 2), repeat=count)]


SPEC = GameSpec(
    id="boxes", title="Card boxes", chinese="卡片盒博弈",
    order=90,
    family="nim-family",
    params=(IntListParam("cards", "Cards in boxes 1, 2, …", (1, 2, 3, 4, 5, 6), item="box"),),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors),
    legal_move=_legal_move, canvas="boxes",
    rules=("Boxes are numbered 1, 2, 3, …, each holding cards.",
           ("A move chooses boxes A > B with A + B odd and divisible by 3 and moves one or "
           "more cards from A to B."), "Whoever cannot move loses."),
    theory=(SINKS, PARITY, STAIRCASE),
    players=("Alice", "Bob"),
    example="1 2 3 4 5 6",
    random_args=_random_args,
    plane=Plane("box 2", "box 5", _plane_cell, default_size=10, largest=14),
    grundy=_value,
    grundy_move=_move_to_value,
    reduces_to=NIM.id,
    judge_formats=(JudgeFormat("hdu3389", "T, then n and n card counts per case → Case i: "
                               "Alice / Bob", _judge_hdu3389, rank=6),),
    small_positions=_small_positions,
)
