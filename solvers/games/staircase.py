"""Staircase Nim (阶梯博弈, AcWing 892): move coins one step down; step 1 empties to the ground."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import product

from ..judge_input import JudgeFormat, Lines, Reader, xor_of
from ..legal import changes, confirmed, reach_by_numbers, round_robin
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
    Reduction,
    abbreviate,
    text,
)
from ..xor import binary_columns, nim_sum
from .nim import SPEC as NIM

MOVE_DOWN = ("A move takes one or more coins from a step down to the step below it; coins "
             "moved from step 1 leave the game.")
EVEN_STEPS = ("Coins on the even steps do not matter: whatever is moved off an even step, the "
              "other player moves straight on down.")
ODD_STEPS = ("So staircase Nim is Nim on the odd steps 1, 3, 5, …: the player to move loses "
             "exactly when their XOR is 0.")


def odd_step_sum(stairs: Sequence[int]) -> int:
    """XOR of steps 1, 3, 5, … (stairs[0] is step 1)."""
    return nim_sum(stairs[0::2])


def stair_moves(stairs: Sequence[int], target: int = 0) -> list[tuple[int, int]]:
    """Every move of staircase Nim to Grundy value `target` (0: the winning moves), as
    (0-based step, coins moved down one step).

    Coins on even steps only feed the odd step below; so such a move either shrinks an
    odd step to set the XOR (as in Nim), or tops up the odd step just below an even one.
    """
    total = odd_step_sum(stairs) ^ target
    if total == 0:
        return []
    moves = []
    for i, coins in enumerate(stairs):
        if i % 2 == 0:
            moved = coins - (coins ^ total)
            if moved > 0:
                moves.append((i, moved))
        else:
            below = stairs[i - 1]
            moved = (below ^ total) - below
            if 0 < moved <= coins:
                moves.append((i, moved))
    return moves


def moved_down(stairs: tuple[int, ...], step: int, coins: int) -> tuple[int, ...]:
    after = list(stairs)
    after[step] -= coins
    if step > 0:
        after[step - 1] += coins
    return tuple(after)


def _moves(position: Position) -> Iterator[Move]:
    stairs = position.numbers
    for coins, step in round_robin(stairs):
        yield _move_down(position, step, coins)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _moves leads to, in its order, without the moves' words."""
    stairs = position.numbers
    for coins, step in round_robin(stairs):
        yield position.with_numbers(moved_down(stairs, step, coins))


def _move_down(position: Position, step: int, coins: int) -> Move:
    after = position.with_numbers(moved_down(position.numbers, step, coins))
    if step == 0:
        return Move(after, text("move {coins} from step 1 to the ground", coins=coins))
    return Move(after, text("move {coins} from step {step} to step {below}", coins=coins,
                            step=step + 1, below=step))


def _legal_move(before: Position, after: Position) -> Move | None:
    found = changes(before, after)
    if found is None or len(found[0]) != 1 or len(found[1]) > 1:
        return None
    step = found[0][0]
    if after.numbers[step] < 0:
        return None
    return confirmed(_move_down(before, step, before.numbers[step] - after.numbers[step]),
                     after)


def solve(position: Position) -> Analysis:
    stairs = position.numbers
    total = odd_step_sum(stairs)
    odd = stairs[0::2]
    explanation = [
        *binary_columns([f"A{2 * i + 1}" for i in range(len(odd))], odd, "XOR", ODD_STEPS),
        text("The XOR of the odd steps is {total}.", quote=ODD_STEPS, total=total),
    ]
    if total == 0:
        explanation.append(text("It is 0: the second player wins by answering odd-step moves "
                                "as in Nim and copying even-step moves one step further down.",
                                quote=EVEN_STEPS))
    else:
        explanation.append(text("It is not 0: the first player makes it 0, either by moving "
                                "coins off an odd step or by moving coins onto one. The "
                                "first player wins.", quote=MOVE_DOWN))
    found = stair_moves(stairs)
    moves = MoveList(len(found), lambda k: _move_down(position, *found[k]))
    heaps = Position(tuple(odd))

    def image_of(index: int) -> Position | None:
        step, coins = found[index]
        if step % 2:
            return None     # coins onto an odd step: Nim has no such move
        heap = step // 2
        return heaps.with_numbers(odd[:heap] + (odd[heap] - coins,) + odd[heap + 1:])

    words = " ".join(str(abbreviate(n)) for n in odd[:30])
    reduction = Reduction(NIM.id, heaps, text("Staircase Nim is Nim on the odd steps 1, 3, "
                                             "5, …: heaps {heaps}.", heaps=words), image_of,
                          text("it raises a heap, which Nim cannot do; the opponent simply "
                               "moves those coins on"))
    return Analysis("staircase", position, FIRST if total else SECOND, moves,
                    tuple(explanation),
                    {"xor": total, "odd_steps": tuple(odd), "reduction": reduction})


def _random_args(rng: random.Random, size: int) -> str:
    return " ".join(str(rng.randrange(0, 3 + size // 2)) for _ in range(3 + size // 2))


def _plane_cell(base: Position, first: int, second: int) -> Position:
    """Coins on steps 1 and 2 alone: the coins above would make the search explode."""
    return Position((first, second))


def _move_to_value(position: Position, target: int) -> Move | None:
    moves = stair_moves(position.numbers, target)
    return _move_down(position, *moves[0]) if moves else None


def _judge_acwing892(reader: Reader) -> Lines:
    n = reader.next("n")
    yield "Yes" if xor_of(reader.many(n, "step count")[0::2]) else "No"


def _small_positions() -> list[str]:
    return [" ".join(map(str, steps)) for count in range(1, 5)
            for steps in product(range(5), repeat=count)]


SPEC = GameSpec(
    id="staircase", title="Staircase Nim", chinese="阶梯博弈",
    order=60,
    family="nim-family",
    params=(IntListParam("steps", "Coins on steps 1, 2, …", (2, 1, 3, 2, 4), item="step"),),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors,
                                   reaches_at_least=reach_by_numbers),
    legal_move=_legal_move, canvas="staircase",
    rules=("Coins lie on the steps of a staircase, step 1 the lowest.", MOVE_DOWN,
           "Whoever makes the last move wins."),
    theory=(EVEN_STEPS, ODD_STEPS),
    example="2 1 3 2 4",
    random_args=_random_args,
    plane=Plane("step 1", "step 2", _plane_cell, largest=24),
    grundy=lambda position: odd_step_sum(position.numbers),
    grundy_move=_move_to_value,
    reduces_to=NIM.id,
    judge_formats=(JudgeFormat("acwing892", "n, then n step counts → Yes / No", _judge_acwing892,
                               rank=15),),
    small_positions=_small_positions,
)
