"""Wythoff's game (威佐夫博弈): take from one pile, or the same amount from both."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..golden import floor_over_phi, floor_phi_times
from ..judge_input import JudgeFormat, Lines, Reader, pairs_until_end
from ..legal import changes, confirmed, reach_by_numbers, round_robin
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    Cancelled,
    GameSpec,
    IntParam,
    Move,
    Plane,
    Position,
    PositionTree,
    ShouldStop,
    text,
)

LOSING_PAIRS = ("The losing positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) for k = 0, 1, 2, …, "
                "with φ = (1 + √5)/2: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …")
ONE_PAIR_EACH = ("Every pile size lies in exactly one losing pair, so no losing pair has a "
                 "move to another, and every other position has a move to one.")


def cold_pair(k: int) -> tuple[int, int]:
    """The k-th losing position (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k), in exact integers:
    ⌊kφ⌋ = (k + isqrt(5k²)) // 2, with ⌊k√5⌋ = isqrt(5k²) taken from a kept fixed-point √5
    for long k (solvers/golden.py)."""
    a = floor_phi_times(k)
    return a, a + k


def partner(value: int) -> int:
    """The other pile of the unique losing position that contains `value`.

    By Beatty's theorem every positive integer is exactly one a_k or one b_k, and
    ⌊(v + 1)/φ⌋ counts the a_k ≤ v; so v is an a_k exactly when that count grows at v.
    """
    if value == 0:
        return 0
    lower_count = floor_over_phi(value + 1)
    if lower_count - floor_over_phi(value) == 1:
        return value + lower_count          # value = a_k with k = lower_count
    return lower_count                      # value = b_k, and a_k = v − k = lower_count


def is_cold(a: int, b: int) -> bool:
    low, high = min(a, b), max(a, b)
    return cold_pair(high - low)[0] == low


PILE_A, PILE_B, BOTH = 0, 1, 2


def _taken(position: Position, where: int, taken: int) -> Position:
    a, b = position.numbers
    return position.with_numbers((a - taken if where != PILE_B else a,
                                  b - taken if where != PILE_A else b))


def _take(position: Position, where: int, taken: int) -> Move:
    if where == PILE_A:
        words = text("take {taken} from pile A", taken=taken)
    elif where == PILE_B:
        words = text("take {taken} from pile B", taken=taken)
    else:
        words = text("take {taken} from both piles", taken=taken)
    return Move(_taken(position, where, taken), words)


def _moves(position: Position) -> Iterator[Move]:
    a, b = position.numbers
    for taken, where in round_robin((a, b, min(a, b))):
        yield _take(position, where, taken)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _moves leads to, in its order, without the moves' words (searches
    read only these)."""
    a, b = position.numbers
    for taken, where in round_robin((a, b, min(a, b))):
        yield _taken(position, where, taken)


def _legal_move(before: Position, after: Position) -> Move | None:
    found = changes(before, after)
    if found is None or found[1] or not found[0]:
        return None
    lowered = found[0]
    taken = {before.numbers[i] - after.numbers[i] for i in lowered}
    if len(taken) != 1 or min(after.numbers) < 0:
        return None
    where = BOTH if len(lowered) == 2 else lowered[0]   # PILE_A is 0, PILE_B is 1
    return confirmed(_take(before, where, taken.pop()), after)


def _winning_moves(position: Position, low: int) -> list[Move]:
    """At most one move per kind: each pile's partner, and the pair with the same difference
    (whose smaller pile is `low`)."""
    a, b = position.numbers
    moves = []
    if (other := partner(b)) < a:
        moves.append(_take(position, PILE_A, a - other))
    if (other := partner(a)) < b:
        moves.append(_take(position, PILE_B, b - other))
    if low < min(a, b):
        moves.append(_take(position, BOTH, min(a, b) - low))
    return moves


def solve(position: Position) -> Analysis:
    a, b = position.numbers
    k = abs(a - b)
    low, high = cold_pair(k)
    cold = low == min(a, b)
    explanation = [
        text("The difference of the piles is k = {k}; the losing pair with that difference "
             "is ({low}, {high}), computed exactly as ⌊kφ⌋ = ⌊(k + ⌊k√5⌋) / 2⌋.",
             quote=LOSING_PAIRS, k=k, low=low, high=high),
    ]
    if cold:
        explanation.append(text("The smaller pile is {low}: this is a losing position; "
                                "every move leaves a winning one. The second player wins.",
                                quote=ONE_PAIR_EACH, low=low))
        moves = []
    else:
        explanation.append(text("The smaller pile is {small}, not {low}: move to a losing "
                                "pair. The first player wins.", quote=ONE_PAIR_EACH,
                                small=min(a, b), low=low))
        moves = _winning_moves(position, low)
    return Analysis("wythoff", position, SECOND if cold else FIRST, moves, tuple(explanation),
                    {"k": k, "cold_pair": (low, high)})


def _random_args(rng: random.Random, size: int) -> str:
    return f"{rng.randrange(1, 5 + 3 * size)} {rng.randrange(1, 5 + 3 * size)}"


def outcome_table(width: int, height: int, should_stop: ShouldStop | None = None
                  ) -> tuple[list[list[bool]], list[list[int]] | None]:
    """Rows b = 0..height−1 of "the player to move wins" at (a, b), by the rules alone,
    with the Grundy values when the plane is small.

    A position is lost exactly when no losing position lies left of it in its row, below
    it in its column or down-left on its diagonal; sweeping in order keeps one flag per
    row, column and diagonal, so outcomes cost one step per cell. A Grundy value is the
    mex of the values in those three lines, which costs a line per cell.
    """
    row_lost = [False] * height
    column_lost = [False] * width
    diagonal_lost: dict[int, bool] = {}
    wins = [[True] * width for _ in range(height)]
    for a in range(width):
        if should_stop and a % 16 == 0 and should_stop():
            raise Cancelled()
        for b in range(height):
            if not (row_lost[b] or column_lost[a] or diagonal_lost.get(a - b)):
                wins[b][a] = False
                row_lost[b] = column_lost[a] = diagonal_lost[a - b] = True
    if width * height > GRUNDY_TABLE_CELLS:
        return wins, None
    grundy = [[0] * width for _ in range(height)]
    for a in range(width):
        if should_stop and should_stop():
            raise Cancelled()
        for b in range(height):
            seen = {grundy[b][x] for x in range(a)} | {grundy[y][a] for y in range(b)}
            seen |= {grundy[b - d][a - d] for d in range(1, min(a, b) + 1)}
            value = 0
            while value in seen:
                value += 1
            grundy[b][a] = value
    return wins, grundy


GRUNDY_TABLE_CELLS = 128 * 128


def formula_table(width: int, height: int) -> list[list[bool]]:
    """The closed form's table: every cell wins but the pairs (⌊kφ⌋, ⌊kφ⌋ + k)."""
    wins = [[True] * width for _ in range(height)]
    k = 0
    while (pair := cold_pair(k))[0] < max(width, height):
        for a, b in (pair, pair[::-1]):
            if a < width and b < height:
                wins[b][a] = False
        k += 1
    return wins


def _judge_wythoff(reader: Reader) -> Lines:
    for a, b in pairs_until_end(reader, ("a", "b")):
        yield "later win" if is_cold(a, b) else "earlier win"


def _small_positions() -> list[str]:
    return [f"{a} {b}" for a in range(22) for b in range(22)]


SPEC = GameSpec(
    id="wythoff", title="Wythoff's game", chinese="威佐夫博弈",
    order=20,
    family="take-away",
    params=(IntParam("a", "Pile A", 4), IntParam("b", "Pile B", 7)),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors,
                                   reaches_at_least=reach_by_numbers),
    legal_move=_legal_move, canvas="wythoff",
    rules=("Two piles.", ("A move takes one or more objects from one pile, or the same "
           "number from both piles."), "Whoever takes the last object wins."),
    theory=(LOSING_PAIRS, ONE_PAIR_EACH),
    example="5 9",
    random_args=_random_args,
    plane=Plane("pile A", "pile B", lambda base, a, b: Position((a, b)), by_rules=outcome_table, by_formula=formula_table, largest=64,
                golden_lines=0.0),
    judge_formats=(JudgeFormat("wythoff", "'a b' until the end → later win / earlier win",
                               _judge_wythoff, rank=9),),
    small_positions=_small_positions,
)
