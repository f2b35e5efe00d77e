"""Bash game (巴什博弈): one pile, take 1..M objects; optionally misère."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..judge_input import JudgeFormat, Lines, Reader, pairs_until_end
from ..legal import confirmed, one_lowered
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    FlagParam,
    GameSpec,
    IntParam,
    Move,
    Plane,
    Position,
    PositionTree,
    text,
)

TAKE = "A move takes 1 to M objects."
LAST = ("Normally whoever takes the last object wins; in the misère variant whoever takes it "
        "loses.")
NORMAL_RULE = ("The player to move loses exactly when N is a multiple of M + 1: whatever k "
               "they take, the opponent takes M + 1 − k.")
MISERE_RULE = "In the misère variant, exactly when N − 1 is a multiple of M + 1."


def _taken(position: Position, taken: int) -> Position:
    n, m = position.numbers
    return position.with_numbers((n - taken, m))


def _take(position: Position, taken: int) -> Move:
    return Move(_taken(position, taken), text("take {taken}", taken=taken))


def _amounts(position: Position) -> range:
    """What a move may take: 1 to M, or all that is left."""
    n, m = position.numbers
    return range(1, min(m, n) + 1)


def _takes(position: Position) -> Iterator[Move]:
    for taken in _amounts(position):
        yield _take(position, taken)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _takes leads to, in its order, without the moves' words."""
    return (_taken(position, taken) for taken in _amounts(position))


def _legal_move(before: Position, after: Position) -> Move | None:
    found = one_lowered(before, after)
    if found is None or found[0] != 0 or found[1] > before.numbers[1]:
        return None
    return confirmed(_take(before, found[1]), after)


def solve(position: Position) -> Analysis:
    n, m = position.numbers
    misere = bool(position.option("misere"))
    block = m + 1
    explanation = []
    if misere:
        if n == 0:
            explanation.append(text("The pile is empty: the other player took the last "
                                    "object, so the player to move has won.", quote=LAST))
            return Analysis("bash", position, FIRST, (), tuple(explanation),
                            {"block": block, "remainder": None, "target": None})
        remainder = (n - 1) % block
        explanation.append(text("M + 1 = {block}, and {n} − 1 = {q} × {block} + {r}.",
                                quote=MISERE_RULE, n=n, q=(n - 1) // block, block=block,
                                r=remainder))
        target = 1
    else:
        remainder = n % block
        explanation.append(text("M + 1 = {block}, and {n} = {q} × {block} + {r}.",
                                quote=NORMAL_RULE, n=n, q=n // block, block=block,
                                r=remainder))
        target = 0
    moves = []
    if remainder:
        explanation.append(text("Take the remainder {r}, leaving a multiple of {block}"
                                "{plus}; then answer every take k with {block} − k. The "
                                "first player wins.", quote=TAKE,
                                r=remainder, block=block, plus=" plus one" if misere else ""))
        moves.append(_take(position, remainder))
    else:
        explanation.append(text("The remainder is {target}: whatever the first player takes, "
                                "the second restores it. The second player wins.",
                                quote=MISERE_RULE if misere else NORMAL_RULE, target=target))
    return Analysis("bash", position, FIRST if remainder else SECOND, moves,
                    tuple(explanation), {"block": block, "remainder": remainder})


def _random_args(rng: random.Random, size: int) -> str:
    return f"{rng.randrange(4, 8 + 6 * size)} {rng.randrange(2, 4 + size // 2)}"


def _plane_cell(base: Position, n: int, m: int) -> Position:
    return Position((n, m), base.options)


def _value(position: Position) -> int:
    n, m = position.numbers
    return n % (m + 1)


def _move_to_value(position: Position, target: int) -> Move | None:
    value = _value(position)
    return _take(position, value - target) if target < value else None


def _remoteness(position: Position) -> int:
    """Moves to the end with best play. Normally, with N = q(M + 1) + r: the loser takes
    one at a time and the winner answers to the next multiple, so a lost pile (r = 0)
    lasts 2q moves and a won one 2q + 1. Misère counts the same on N − 1, plus the last
    object's move: 2q + 1 lost, 2q + 2 won, and an empty pile is over (0). Checked against
    search on every small position (tests/solvers/test_remoteness.py)."""
    n, m = position.numbers
    if position.option("misere"):
        if n == 0:
            return 0
        q, r = divmod(n - 1, m + 1)
        return 2 * q + (2 if r else 1)
    q, r = divmod(n, m + 1)
    return 2 * q + (1 if r else 0)


def _judge_bash(reader: Reader) -> Lines:
    for n, m in pairs_until_end(reader, ("n", "m"), (0, 1)):
        yield "later win" if n % (m + 1) == 0 else "earlier win"


def _small_positions() -> list[str]:
    return [f"{n} {m}{flag}" for n in range(26) for m in range(1, 7)
            for flag in ("", " --misere")]


SPEC = GameSpec(
    id="bash", title="Bash game", chinese="巴什博弈",
    order=10,
    family="take-away",
    params=(IntParam("n", "Objects N", 10),
            IntParam("m", "Most per move M", 3, minimum=1),
            FlagParam("misere", "Misère (last taker loses)", "--misere")),
    solve=solve,
    tree=PositionTree(_takes, successors_of=_successors,
                      stuck_mover_wins_at=lambda p: bool(p.option("misere"))),
    legal_move=_legal_move,
    canvas="pile",
    rules=("One pile of N objects.", TAKE, LAST,
           "It is the subtraction game with S = {1, …, M}."),
    theory=(NORMAL_RULE, MISERE_RULE),
    example="10 3",
    random_args=_random_args,
    plane=Plane("N", "M", _plane_cell, y_start=1),
    grundy=_value,
    grundy_move=_move_to_value,
    judge_formats=(JudgeFormat("bash", "'n m' until the end → later win / earlier win",
                               _judge_bash, rank=8),),
    small_positions=_small_positions,
    remoteness=_remoteness,
)
