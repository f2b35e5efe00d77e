"""Georgia and Bob (POJ 1704): pieces on a strip slide left; staircase Nim on the gaps."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

from ..judge_input import JudgeFormat, Lines, Reader, checked
from ..legal import confirmed, reach_by_round_robin, round_robin
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    InputError,
    IntListParam,
    Move,
    MoveList,
    Plane,
    Position,
    PositionTree,
    Reduction,
    abbreviate,
    shown,
    text,
)
from ..xor import nim_sum
from .staircase import SPEC as STAIRCASE
from .staircase import moved_down, stair_moves

PAIRING = ("Pair the pieces from the right; a lone leftmost piece pairs with the wall before "
           "cell 1.")
INSIDE_PAIRS = ("Moving the left piece of a pair only widens the pair, and the other player "
                "can close it again at once; so only the empty cells inside the pairs count, "
                "as Nim heaps: the player to move loses exactly when their XOR is 0.")


def gaps(cells: tuple[int, ...]) -> list[int]:
    """Empty cells before each piece, left to right (sorted cells; cell 0 is the wall)."""
    return [cell - previous - 1 for previous, cell in zip((0,) + cells[:-1], cells)]


def pairs(cells: tuple[int, ...]) -> list[tuple[int | None, int]]:
    """Pieces paired from the right; a lone leftmost piece is paired with the wall (None)."""
    result = []
    i = len(cells) - 1
    while i >= 0:
        result.append((cells[i - 1] if i >= 1 else None, cells[i]))
        i -= 2
    return result[::-1]


def _validate(position: Position) -> None:
    seen: dict[int, int] = {}
    for i, cell in enumerate(position.numbers):
        if cell in seen:
            raise InputError("cells", text("cell {cell} holds two pieces (pieces {first} and "
                                           "{second})", cell=shown(cell), first=seen[cell] + 1,
                                           second=i + 1), i)
        seen[cell] = i


def _sorted(position: Position) -> tuple[int, ...]:
    return tuple(sorted(position.numbers))


def _slid(cells: tuple[int, ...], index: int, count: int) -> Position:
    return Position(cells[:index] + (cells[index] - count,) + cells[index + 1:])


def _slide(cells: tuple[int, ...], index: int, count: int) -> Move:
    return Move(_slid(cells, index, count),
                text("move the piece on cell {cell} left by {count} to cell {to}",
                     cell=cells[index], count=count, to=cells[index] - count))


def _moves(position: Position) -> Iterator[Move]:
    cells = _sorted(position)
    for count, index in round_robin(gaps(cells)):
        yield _slide(cells, index, count)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _moves leads to, in its order, without the moves' words."""
    cells = _sorted(position)
    for count, index in round_robin(gaps(cells)):
        yield _slid(cells, index, count)


def _legal_move(before: Position, after: Position) -> Move | None:
    cells = _sorted(before)
    if len(after.numbers) != len(cells):
        return None
    moved = [i for i, (x, y) in enumerate(zip(cells, after.numbers)) if x != y]
    if len(moved) != 1:
        return None
    index = moved[0]
    count = cells[index] - after.numbers[index]
    if not 1 <= count <= gaps(cells)[index]:
        return None
    return confirmed(_slide(cells, index, count), after)


def solve(position: Position) -> Analysis:
    cells = _sorted(position)
    gap = gaps(cells)
    stairs = gap[::-1]                 # step 1 is the gap before the rightmost piece
    inside = stairs[0::2]
    total = nim_sum(inside)
    pairing = pairs(cells)
    words = ", ".join(f"({abbreviate(left or 0)}, {abbreviate(right)}): "
                      f"{abbreviate(right - (left or 0) - 1)}" for left, right in pairing)
    explanation = [
        text("Pairs (cell 0 is the wall) and the empty cells inside them: {words}.",
             quote=PAIRING, words=words),
        text("Their XOR is {total}: {verdict}.", quote=INSIDE_PAIRS, total=total,
             verdict="the second player (Bob) wins" if total == 0
             else "the first player (Georgia) wins"),
    ]
    # Step s of the staircase is the gap before piece n - 1 - s (counting from the left).
    found = [(len(cells) - 1 - step, count) for step, count in stair_moves(stairs)]
    moves = MoveList(len(found), lambda k: _slide(cells, *found[k]))
    reduced = Position(tuple(stairs))
    reduction = Reduction(
        STAIRCASE.id, reduced,
        text("Georgia and Bob is staircase Nim: the empty cells before each piece are the "
             "coins of a step, counted from the rightmost piece (step 1): {stairs}.",
             stairs=" ".join(str(abbreviate(n)) for n in stairs[:30])),
        lambda k: reduced.with_numbers(moved_down(stairs, len(cells) - 1 - found[k][0],
                                                  found[k][1])))
    return Analysis("georgia-bob", position, FIRST if total else SECOND, moves,
                    tuple(explanation),
                    {"xor": total, "pairs": pairing, "gaps": tuple(gap), "cells": cells,
                     "reduction": reduction})


def _random_args(rng: random.Random, size: int) -> str:
    count = 2 + size // 2
    return " ".join(map(str, sorted(rng.sample(range(1, count + 5 + 2 * size), count))))


def _plane_cell(base: Position, first: int, second: int) -> Position | None:
    """Two pieces on cells x and y."""
    return None if first == second else Position((first, second))


def _judge_poj1704(reader: Reader) -> Lines:
    for _ in range(reader.next("the number of cases T")):
        n = reader.next("n", 1)
        start = reader.index
        cells = [int(c) for c in reader.many(n, "position", 1)]
        checked(reader, _validate, Position(tuple(cells)), start)
        stairs = gaps(tuple(sorted(cells)))[::-1]
        yield "Georgia will win" if nim_sum(stairs[0::2]) else "Bob will win"


def _small_positions() -> list[str]:
    texts = [" ".join(map(str, c)) for size in range(1, 5)
             for c in combinations(range(1, 10), size)]
    return texts + ["5 1 3", "9 2", "7 6 1 2"]            # unsorted input


SPEC = GameSpec(
    id="georgia-bob", title="Georgia and Bob", chinese="乔治亚和鲍勃",
    order=70,
    family="nim-family",
    params=(IntListParam("cells", "Cells of the pieces", (1, 2, 3, 5, 8), item="piece",
                         minimum=1),),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors,
                                   reaches_at_least=reach_by_round_robin(
                                       lambda position: gaps(_sorted(position)))),
    legal_move=_legal_move, canvas="strip", validate=_validate,
    rules=("Pieces stand on distinct cells 1, 2, 3, … of a strip.",
           ("A move slides one piece left by one or more cells; it may not jump over or land "
           "on another piece, nor leave the strip."), "Whoever cannot move loses."),
    theory=(PAIRING, INSIDE_PAIRS),
    players=("Georgia", "Bob"),
    example="2 6 7 11 15",
    random_args=_random_args,
    plane=Plane("piece on cell", "other piece on cell", _plane_cell, x_start=1, y_start=1, largest=48),
    reduces_to=STAIRCASE.id,
    judge_formats=(JudgeFormat("poj1704", "T, then n and n positions per case → Georgia / Bob "
                               "will win", _judge_poj1704, rank=4),),
    small_positions=_small_positions,
)
