"""Euclid's game (HDU 1525): subtract a positive multiple of the smaller number from the larger."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache

from ..judge_input import JudgeFormat, Lines, Reader
from ..legal import confirmed, one_lowered
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    IntParam,
    Move,
    Plane,
    Position,
    PositionTree,
    Text,
    text,
)
from .fibonacci import fibonacci_pair

CHAIN_SHOWN = 12


ZERO_WINS = "Whoever makes a number 0 wins."
FREE_CHOICE = ("With A ≥ B > 0, the player to move wins at once if A is a multiple of B or "
               "A ≥ 2B: they can choose who meets the next position.")
FORCED = "Otherwise the only move is to (A − B, B), and the roles swap."


def _subtracted(position: Position, k: int, from_first: bool) -> Position:
    a, b = position.numbers
    return Position((a - k * b, b) if from_first else (a, b - k * a))


def _subtract(position: Position, k: int, from_first: bool) -> Move:
    a, b = position.numbers
    small = b if from_first else a
    return Move(_subtracted(position, k, from_first),
                text("subtract {k} × {small} = {amount} from the {which} number", k=k,
                     small=small, amount=k * small,
                     which="first" if from_first else "second"))


def _subtractions(position: Position) -> Iterator[tuple[int, bool]]:
    """(k, from the first number) of every move: k times the smaller number taken from
    the larger (from either when they are equal)."""
    a, b = position.numbers
    if a == 0 or b == 0:
        return
    if a == b:
        yield 1, True
        yield 1, False
        return
    for k in range(1, max(a, b) // min(a, b) + 1):
        yield k, a > b


def _moves(position: Position) -> Iterator[Move]:
    for k, from_first in _subtractions(position):
        yield _subtract(position, k, from_first)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _moves leads to, in its order, without the moves' words."""
    for k, from_first in _subtractions(position):
        yield _subtracted(position, k, from_first)


def _legal_move(before: Position, after: Position) -> Move | None:
    a, b = before.numbers
    found = one_lowered(before, after)
    if found is None or a == 0 or b == 0:
        return None
    index, amount = found
    small, big = min(a, b), max(a, b)
    if before.numbers[index] != big or amount % small:
        return None
    k = amount // small
    if not 1 <= k <= big // small:
        return None
    return confirmed(_subtract(before, k, index == 0), after)


@lru_cache(maxsize=16)
def forced_chain(a: int, b: int, keep: int = 0) -> tuple[list[tuple[int, int]], int, bool]:
    """Follow the forced moves from (a, b), both > 0, to the first free choice.

    Returns the first `keep` positions (larger, smaller) of the chain plus its last one,
    the chain's length, and whether the player to move at the start wins. Past the
    first `keep` steps the chain is walked by Lehmer's method, not stored: consecutive
    Fibonacci numbers of 10^5 digits make a chain of half a million forced moves.
    """
    big, small = max(a, b), min(a, b)
    shown = []
    length = 1
    while True:
        if length <= keep:
            shown.append((big, small))
        else:
            forced, big, small = _skip_forced_moves(big, small)
            length += forced
        quotient, rest = divmod(big, small)
        if rest == 0 or quotient >= 2:
            if length > keep:
                shown.append((big, small))
            return shown, length, length % 2 == 1
        big, small = small, rest
        length += 1


#: Numbers of more bits than this jump along a long run of forced moves by its closed form
#: (Lehmer's method alone walks it 40 moves at a time: 4 s for consecutive Fibonacci numbers
#: of 200,000 digits).
JUMP_BITS = 2048


def _skip_forced_moves(big: int, small: int) -> tuple[int, int, int]:
    """Apply as many forced moves (quotient 1) as the leading 64 bits prove safe.

    Knuth's Algorithm L (TAOCP 4.5.2): a quotient computed from the leading bits is the
    true one when the bounds (û + A)/(v̂ + C) and (û + B)/(v̂ + D) agree on it. Returns the
    number of moves skipped and the position reached; it stops before any step it cannot
    prove is a forced one, so the caller's exact step decides the rest. Once a round shows
    a long run of forced moves, long numbers jump to near its end at once (_jump).
    """
    skipped = 0
    jumped = False
    while small.bit_length() > 64:
        shift = big.bit_length() - 64
        u, v = big >> shift, small >> shift
        a, b, c, d = 1, 0, 0, 1
        steps = 0
        while v + c != 0 and v + d != 0:
            q = (u + a) // (v + c)
            if q != 1 or (u + b) // (v + d) != 1:
                break
            a, c = c, a - c
            b, d = d, b - d
            u, v = v, u - v
            steps += 1
        if steps == 0:
            break
        big, small = a * big + b * small, c * big + d * small
        skipped += steps
        if steps >= 16 and not jumped and small.bit_length() > JUMP_BITS:
            jumped = True
            steps, big, small = _jump(big, small)
            skipped += steps
    return skipped, big, small


def _jump(big: int, small: int) -> tuple[int, int, int]:
    """(k, big', small'): k forced moves at once, k a few short of the run's end, or 0.

    k moves of quotient 1 map (u, v) to (−1)^k·(F_{k−1}·u − F_k·v, F_{k+1}·v − F_k·u),
    and all k were forced exactly when the pair reached has u' > v' > 0 (walk back: each
    step before it had v < u < 2v). A run of k ones makes u/v as near φ as
    |e|/(4√5·v²) with e = (2u − v)² − 5v², about 1/φ^(2k) (within a factor φ^±2.4 for any
    end of the run): so k is read off the lengths of e and v, less 3 for safety.
    """
    e = (2 * big - small) ** 2 - 5 * small * small
    if e == 0:
        return 0, big, small
    # log_φ(4√5·v²/|e|) ≥ 4 + (2·(bits(v) − 1) − bits(e))·log_φ 2, and log_φ 2 > 1.4404.
    nearness = 4 + (2 * (small.bit_length() - 1) - abs(e).bit_length()) * 14404 // 10000
    k = (nearness - 3) // 2 - 3
    if k < 2:
        return 0, big, small
    before, fk = fibonacci_pair(k - 1)          # F_{k−1}, F_k
    after = before + fk                          # F_{k+1}
    u, v = before * big - fk * small, after * small - fk * big
    if k % 2:
        u, v = -u, -v
    if not u > v > 0:
        return 0, big, small                     # not proved: Lehmer's steps go on
    return k, u, v


def _winning_moves(position: Position) -> list[Move]:
    a, b = position.numbers
    big, small = max(a, b), min(a, b)
    quotient, rest = divmod(big, small)
    if rest == 0:
        if a == b:
            return [_subtract(position, 1, True), _subtract(position, 1, False)]
        return [_subtract(position, quotient, a > b)]
    # The player to move wins here; either the reply position (small, rest) is lost for
    # its mover, or one multiple fewer forces the opponent into it.
    _, _, small_mover_wins = forced_chain(small, rest)
    return [_subtract(position, quotient - 1 if small_mover_wins else quotient, a > b)]


def solve(position: Position) -> Analysis:
    a, b = position.numbers
    if a == 0 or b == 0:
        return Analysis("euclid", position, SECOND, (),
                        (text("A number is already 0: the game is over and the "
                              "player to move has lost.", quote=ZERO_WINS),),
                        {"chain_length": 0})
    shown, length, starter_wins = forced_chain(a, b, keep=CHAIN_SHOWN)
    explanation = []
    for step, (big, small) in enumerate(shown):
        last = step == len(shown) - 1
        number = length - 1 if last else step
        who = "Stan" if number % 2 == 0 else "Ollie"
        if last:
            reason = (text("{big} is a multiple of {small}", big=big, small=small)
                      if big % small == 0 else
                      text("{big} ≥ 2 × {small}", big=big, small=small))
            if length > len(shown):
                explanation.append(text("… {more} more forced moves …", quote=FORCED,
                                        more=length - len(shown)))
            explanation.append(text("{who} at ({big}, {small}): {reason}, a free choice.",
                                    quote=FREE_CHOICE, who=who, big=big, small=small,
                                    reason=reason))
            explanation.append(_free_choice(big, small, who,
                                            "first" if number % 2 == 0 else "second"))
        else:
            explanation.append(text("{who} at ({big}, {small}): the only move is to "
                                    "({small}, {rest}).", quote=FORCED, who=who, big=big,
                                    small=small, rest=big - small))
    moves = _winning_moves(position) if starter_wins else []
    return Analysis("euclid", position, FIRST if starter_wins else SECOND, moves,
                    tuple(explanation), {"chain_length": length})


def _free_choice(big: int, small: int, who: str, role: str) -> Text:
    """The step that makes the free choice: the winning move from (big, small)."""
    rest = big % small
    if rest == 0:
        return text("{who} subtracts {big} and makes it 0: {who}, the {role} player, wins.",
                    quote=ZERO_WINS, who=who, big=big, role=role)
    if not forced_chain(small, rest)[2]:
        return text("{who} moves to ({small}, {rest}) at once, where the player to move "
                    "loses: {who}, the {role} player, wins.", quote=FREE_CHOICE, who=who,
                    small=small, rest=rest, role=role)
    return text("{who} moves to ({longer}, {small}); the only reply, to ({small}, {rest}), "
                "leaves {who} to move and win: {who}, the {role} player, wins.", quote=FORCED,
                who=who, longer=small + rest, small=small, rest=rest, role=role)


#: Steps of Euclid's algorithm the remoteness formula takes: each costs a division of
#: the numbers, about 0.1 s for 50,000 steps of 35,000-bit numbers.
REMOTENESS_STEPS = 50_000


def _remoteness(position: Position) -> int | None:
    """Moves to the end with best play, from the quotients of Euclid's algorithm, or None
    past REMOTENESS_STEPS of them. Walking back from the last quotient (a multiple: one
    move to 0, won): a quotient 1 is a forced move (roles swap, one move more); a larger
    one is a free choice, won, going straight to the next pair when that is lost (one
    move more) or to the forced step before it otherwise (two). Checked against search on
    every small position (tests/solvers/test_remoteness.py)."""
    a, b = position.numbers
    if a == 0 or b == 0:
        return 0
    a, b = max(a, b), min(a, b)
    quotients = []
    while b:
        if len(quotients) == REMOTENESS_STEPS:
            return None
        q, r = divmod(a, b)
        quotients.append(q)
        a, b = b, r
    wins, moves = True, 1
    for q in reversed(quotients[:-1]):
        if q == 1:
            wins, moves = not wins, moves + 1
        else:
            wins, moves = True, moves + (2 if wins else 1)
    return moves


def _random_args(rng: random.Random, size: int) -> str:
    return f"{rng.randrange(1, 11 + 10 * size)} {rng.randrange(1, 11 + 10 * size)}"


def _judge_hdu1525(reader: Reader) -> Lines:
    while not reader.at_end():
        a = reader.next("a")
        b = reader.next("b")
        if a == 0 and b == 0:
            return
        stan = a > 0 and b > 0 and forced_chain(a, b)[2]
        yield "Stan wins" if stan else "Ollie wins"


def _small_positions() -> list[str]:
    return [f"{a} {b}" for a in range(31) for b in range(31)]


SPEC = GameSpec(
    id="euclid", title="Euclid's game", chinese="欧几里得博弈",
    order=100,
    family="take-away",
    params=(IntParam("a", "Number A", 25), IntParam("b", "Number B", 7)),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors),
    legal_move=_legal_move, canvas="euclid",
    rules=("Two numbers.", ("A move subtracts a positive multiple of the smaller number "
           "from the larger one, leaving it at least 0."), ZERO_WINS),
    theory=(FREE_CHOICE, FORCED),
    players=("Stan", "Ollie"),
    example="25 7",
    random_args=_random_args,
    plane=Plane("A", "B", lambda base, a, b: Position((a, b)), largest=96,
                golden_lines=0.5),
    judge_formats=(JudgeFormat("hdu1525", "lines 'a b' ended by '0 0' → Stan wins / Ollie wins",
                               _judge_hdu1525, rank=1),),
    small_positions=_small_positions,
    remoteness=_remoteness,
)
