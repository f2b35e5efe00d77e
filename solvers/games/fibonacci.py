"""Fibonacci Nim (斐波那契博弈): the first move may not take all; then at most twice the last take."""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Iterator
from math import isqrt

from ..golden import floor_phi_times, near_quotient
from ..judge_input import JudgeFormat, Lines, Reader
from ..legal import confirmed, reach_by_round_robin
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
    text,
)

#: Above these sizes only the canonical winning move is listed (GAMES.md allows it): every
#: other candidate costs a Zeckendorf decomposition.
ENUMERATE_TAKES_LIMIT = 300
ENUMERATE_PILE_BITS = 64


TAKES = ("The first move takes 1 to N − 1 objects; after that each move takes at least 1 and "
         "at most twice what the opponent just took.")
LAST = "Whoever takes the last object wins."
ZECKENDORF = ("Write N as a sum of non-consecutive Fibonacci numbers (its Zeckendorf "
              "representation).")
SMALLEST_TERM = ("The player to move wins exactly when the smallest term is at most the most "
                 "they may take now.")


def fibonacci_pair(k: int) -> tuple[int, int]:
    """(F_k, F_{k+1}) by fast doubling, with F_0 = 0, F_1 = 1."""
    a, b = 0, 1
    for bit in bin(k)[2:]:
        c = a * (2 * b - a)
        d = a * a + b * b
        a, b = (d, c + d) if bit == "1" else (c, d)
    return a, b


def is_fibonacci(n: int) -> bool:
    """n ≥ 1 is a Fibonacci number exactly when 5n² + 4 or 5n² − 4 is a perfect square."""
    return n >= 1 and any(isqrt(x) ** 2 == x for x in (5 * n * n + 4, 5 * n * n - 4))


#: Numbers of at most this many bits are decomposed greedily, term by term, from a list of
#: the Fibonacci numbers below 2^GREEDY_BITS; longer ones are first split in two halves.
GREEDY_BITS = 1024
_SMALL_FIBONACCI: list[int] = []


def _small_fibonacci() -> list[int]:
    """F_0, F_1, … up to the first F_k of more than GREEDY_BITS bits."""
    if not _SMALL_FIBONACCI:
        found = [0, 1]
        while found[-1].bit_length() <= GREEDY_BITS:
            found.append(found[-1] + found[-2])
        _SMALL_FIBONACCI[:] = found
    return _SMALL_FIBONACCI


def _shifted(b: int) -> int:
    """Σ F_{j+1} over the Zeckendorf terms F_j of b: ⌊(b + 1)φ⌋ − 1.

    Σ F_{j+1} − φ·b = Σ ψ^j (ψ = −1/φ) lies strictly between −1/φ² and 1/φ, an interval of
    length 1 around φ·b; the one integer in it is ⌊φ·b + 1/φ⌋ = ⌊(b + 1)φ⌋ − 1.
    """
    return floor_phi_times(b + 1) - 1


def _decompose(n: int, offset: int, out: list[int], greedy_bits: int) -> None:
    """Append the indices k + offset of the Zeckendorf terms F_k of n ≥ 0, largest first.

    A long n is split at the middle index m of its terms: its terms F_i with i > m are
    F_{j+m−1} for the terms F_j (j ≥ 2) of some number b, and since
    F_{j+m−1} = F_{m−1}·F_{j+1} + F_{m−2}·F_j, their sum is
    high(b) = F_{m−1}·shifted(b) + F_{m−2}·b. That sum is the largest high(b) ≤ n (the
    representation is greedy), the rest n − high(b) < F_{m+1} holds the terms up to F_m,
    and b ≈ n/φ^(m−1) ≈ n // L_{m−1} (a Lucas number) within a few units, which exact
    comparisons settle. Both halves have about half the digits: the cost is a few products
    per level, not a subtraction of a long number per term (12 s at 200,000 digits).
    """
    if n.bit_length() <= greedy_bits:
        fibonacci = _small_fibonacci()
        while n:
            k = bisect_right(fibonacci, n) - 1
            n -= fibonacci[k]
            out.append(k + offset)
        return
    # F_{k+1} ≤ φ^k gives a top index k > 1.44·(bits − 1): m ≈ 0.72·bits leaves at least
    # two terms' room above F_m for n ≥ 8, so both halves are smaller than n.
    m = max(3, n.bit_length() * 1440 // 2000)
    f2, f1 = fibonacci_pair(m - 2)              # F_{m−2}, F_{m−1}
    f0 = f1 + f2                                # F_m
    lucas = f0 + f2                             # L_{m−1} = F_m + F_{m−2}

    def high(b: int) -> int:
        return f1 * _shifted(b) + f2 * b

    b = near_quotient(n, lucas)
    top = high(b)
    while top > n:
        b -= 1
        top = high(b)
    # high(b + 1) − high(b) is F_m or F_{m+1}: with less than F_m left, b is the largest.
    while n - top >= f0 and (following := high(b + 1)) <= n:
        b += 1
        top = following
    _decompose(b, offset + m - 1, out, greedy_bits)
    _decompose(n - top, offset, out, greedy_bits)


def zeckendorf(n: int, greedy_bits: int = GREEDY_BITS) -> tuple[list[int], int]:
    """The Zeckendorf representation of n ≥ 1 as indices k (F_k, largest first, all ≥ 2)
    and the value of its smallest term.

    Only the indices are kept: for a number of 10^5 digits the terms themselves would
    fill gigabytes. (`greedy_bits` is for the tests, which split small numbers too.)
    """
    indices: list[int] = []
    _decompose(n, 0, indices, min(max(greedy_bits, 3), GREEDY_BITS))
    return indices, fibonacci_pair(indices[-1])[0]


def smallest_term(n: int) -> int:
    return zeckendorf(n)[1]


def _limit(position: Position) -> int:
    n = position.numbers[0]
    return position.numbers[1] if len(position.numbers) > 1 else n - 1


def _most_to_take(position: Position) -> int:
    """The most a move may take now: the limit, or all that is left."""
    return min(_limit(position), position.numbers[0])


def _takes(position: Position) -> Iterator[Move]:
    n = position.numbers[0]
    for taken in range(1, _most_to_take(position) + 1):
        yield _take(n, taken)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _takes leads to, in its order, without the moves' words."""
    n = position.numbers[0]
    for taken in range(1, _most_to_take(position) + 1):
        yield _taken(n, taken)


def _wins_after(n: int, limit: int) -> bool:
    """Does the player to move win with n left and `limit` the most they may take?"""
    return n > 0 and smallest_term(n) <= limit


def _taken(n: int, taken: int) -> Position:
    """The position after taking `taken` of n: the next player may take twice as many."""
    return Position((n - taken, 2 * taken))


def _take(n: int, taken: int) -> Move:
    return Move(_taken(n, taken), text("take {taken}", taken=taken))


def _legal_move(before: Position, after: Position) -> Move | None:
    n = before.numbers[0]
    if not after.numbers:
        return None
    taken = n - after.numbers[0]
    if not 1 <= taken <= _most_to_take(before):
        return None
    return confirmed(_take(n, taken), after)


def solve(position: Position) -> Analysis:
    n = position.numbers[0]
    limit = _limit(position)
    first_move = len(position.numbers) == 1
    facts: dict = {"limit": limit, "first_move": first_move}
    if n == 0:
        return Analysis("fibonacci", position, SECOND, (),
                        (text("No objects are left: the player to move has lost.",
                              quote=LAST),), facts)
    indices, smallest = zeckendorf(n)
    facts.update(zeckendorf=indices, smallest=smallest)
    explanation = [_decomposition(n, indices, smallest)]
    explanation.append(text("{who} may take at most {limit} now{why}.", quote=TAKES,
                            who="The first player", limit=limit,
                            why=" (the first move may not take the whole pile)"
                            if first_move else ""))
    if smallest > limit:
        explanation.append(text("The smallest term {smallest} is more than {limit}: any take "
                                "leaves the opponent able to take the smallest term of what "
                                "is left. The second player wins.", quote=SMALLEST_TERM,
                                smallest=smallest, limit=limit))
        return Analysis("fibonacci", position, SECOND, (), tuple(explanation), facts)
    explanation.append(text("The smallest term {smallest} is at most {limit}: take it. The "
                            "opponent may then take at most {double}, less than the next "
                            "term. The first player wins.", quote=SMALLEST_TERM,
                            smallest=smallest, limit=limit, double=2 * smallest))
    most = min(limit, n)
    if most <= ENUMERATE_TAKES_LIMIT and n.bit_length() <= ENUMERATE_PILE_BITS:
        moves = [_take(n, x) for x in range(1, most + 1) if not _wins_after(n - x, 2 * x)]
        complete = True
    else:
        moves = [_take(n, smallest)]
        complete = False
    return Analysis("fibonacci", position, FIRST, moves, tuple(explanation), facts,
                    moves_complete=complete)


def _decomposition(n: int, indices: list[int], smallest: int):
    if len(indices) <= 12 and n.bit_length() <= 200:
        terms = " + ".join(str(fibonacci_pair(k)[0]) for k in indices)
        names = " + ".join(f"F_{k}" for k in indices)
        return text("Zeckendorf: {n} = {terms} ({names}); the smallest term is {smallest}.",
                    quote=ZECKENDORF, n=n, terms=terms, names=names, smallest=smallest)
    return text("Zeckendorf: N is a sum of {count} non-consecutive Fibonacci numbers, the "
                "largest F_{top}; the smallest term is F_{low} = {smallest}.",
                quote=ZECKENDORF, count=len(indices), top=indices[0], low=indices[-1], smallest=smallest)


def _random_args(rng: random.Random, size: int) -> str:
    return str(rng.randrange(5, 10 + 8 * size))


def _judge_fibonacci(reader: Reader) -> Lines:
    while (n := reader.next_or_end("n")) is not None and n != 0:
        yield "later win" if is_fibonacci(n) else "earlier win"


def _small_positions() -> list[str]:
    return [str(n) for n in range(60)] + [f"{n} {limit}" for n in range(36)
                                          for limit in range(1, 40)]


SPEC = GameSpec(
    id="fibonacci", title="Fibonacci Nim", chinese="斐波那契博弈",
    order=50,
    family="take-away",
    params=(IntParam("n", "Objects N", 20),
            IntParam("limit", "Most to take now L", 0, minimum=1, optional=True,
                     help="Leave empty for the first move (at most N − 1)")),
    solve=solve, tree=PositionTree(_takes, successors_of=_successors,
                                   reaches_at_least=reach_by_round_robin(
                                       lambda position: (_most_to_take(position),))),
    legal_move=_legal_move, canvas="fibonacci",
    # A limit past the pile allows no more than the pile: (1, 42) is searched as (1, 1).
    search_numbers=lambda position: (position.numbers[0], _most_to_take(position)),
    rules=("One pile of N objects.", TAKES, LAST),
    theory=(ZECKENDORF, SMALLEST_TERM,
            ("So on the first move the second player wins exactly when N is a Fibonacci "
            "number.")),
    example="20",
    random_args=_random_args,
    plane=Plane("N", "L (most to take)", lambda base, n, limit: Position((n, limit)), y_start=1, largest=96,
                fibonacci_axis=True),
    judge_formats=(JudgeFormat("fibonacci", "lines 'n' ended by 0 → later win / earlier win",
                               _judge_fibonacci, rank=12),),
    small_positions=_small_positions,
)
