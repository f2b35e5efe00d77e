"""Numbers as long as the input allows (200,000 digits) are answered at once, exactly.

Every game's example with one number made 200,000 digits long is read, solved, valued and
its first moves listed in well under 2 s, or refused with an InputError. The algorithms
that made that possible (Zeckendorf by halves, ⌊x√5⌋ from a kept fixed-point √5, long
division by products, the table side by bit length) are checked against the simple
definitions they replaced, kept here, on every number below 2,000 and on random numbers of
up to 300 digits, with their thresholds lowered so the fast paths run on such numbers.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import islice
from math import isqrt
from typing import Any

import pytest

from solvers import GAMES, golden
from solvers.games import wythoff
from solvers.games.fibonacci import GREEDY_BITS, fibonacci_pair, zeckendorf
from solvers.long_numbers import decimal, decimal_text
from solvers.rules.plane import side_for
from solvers.spec import MAX_DIGITS, InputError, Position
from tests.solvers.test_huge_moves import answer_within

#: Generous: each answer takes well under a second on a slow machine.
AT_ONCE = 2.0
FIRST_MOVES = 5
#: The longest numbers the input allows, written as the user types them: all nines, and
#: a power of ten plus a few.
NINES = "9" * MAX_DIGITS
TEN_POWER = "1" + "0" * (MAX_DIGITS - 2) + "3"
HUGE = {NINES: 10**MAX_DIGITS - 1, TEN_POWER: 10 ** (MAX_DIGITS - 1) + 3}

#: More examples of the same games where a long number meets another rule or shape.
EXTRA: dict[str, list[str]] = {
    "fibonacci": ["20 3"],
    "hill": ["4 9 15 --king 3", "4 9 15 --king 1"],
    "two-heap": ["5 9 --take any --both any", "5 9 --take any --both none"],
}


def _cases() -> list[Any]:
    """(game, ARGS words, index of the long number): the first and the last number of each
    example, one of them all nines and the other a power of ten plus 3."""
    cases = []
    for game, spec in GAMES.items():
        for example in [spec.example, *EXTRA.get(game, [])]:
            count = len(spec.parse(example).numbers)
            for index, long in sorted({(0, NINES), (count - 1, TEN_POWER)}):
                cases.append(pytest.param(game, example, index, long,
                                          id=f"{game}-{example.replace(' ', '_')}-{index}"))
    return cases


def _timed(what: str, call: Callable[[], Any]) -> Any:
    """call(), or the InputError it raised, asserting it took less than AT_ONCE."""
    return answer_within(what, call, AT_ONCE)


def _answer_at_once(game: str, position: Position) -> None:
    spec = GAMES[game]
    analysis = _timed(f"solving {game}", lambda: spec.solve(position))
    if not isinstance(analysis, InputError):
        words = " ".join(str(step) for step in analysis.explanation)
        # A sentence abbreviates a long number: writing it out costs half a second.
        assert "9" * 1000 not in words and "0" * 1000 not in words
    if spec.grundy is not None:
        _timed(f"the Grundy value in {game}", lambda: spec.grundy(position))
    _timed(f"the first {FIRST_MOVES} moves in {game}",
           lambda: list(islice(spec.legal_moves(position), FIRST_MOVES)))


@pytest.mark.parametrize("game, example, index, long", _cases())
def test_a_number_of_the_longest_length_is_answered_at_once(game, example, index, long):
    spec = GAMES[game]
    words = example.split()
    words[index] = long
    position = _timed(f"reading {game}", lambda: spec.parse(words))
    if isinstance(position, InputError):
        return              # refused at once: the error names the field and the reason
    assert position.numbers[index] == HUGE[long]
    _answer_at_once(game, position)


def test_the_longest_zeckendorf_representation_is_answered_at_once():
    """F_{k+1} − 1 = F_k + F_{k−2} + …: the most terms a number of its length can have."""
    spec = GAMES["fibonacci"]
    k = 956_000                                     # F_{k+1} has 199,793 digits
    f, g = fibonacci_pair(k)
    for n, terms in ((g - 1, list(range(k, 1, -2))), (f, [k])):
        position = spec.parse(spec.example).with_numbers((n,))
        spec.validate(position)
        analysis = _timed("solving Fibonacci Nim", lambda at=position: spec.solve(at))
        assert analysis.facts["zeckendorf"] == terms
        assert analysis.facts["smallest"] == fibonacci_pair(terms[-1])[0]
        assert analysis.winner == ("second" if n == f else "first")


# --- the replaced definitions, kept as references ---------------------------------------

def plain_zeckendorf(n: int) -> tuple[list[int], int]:
    """The walk down through every Fibonacci number below n (the old definition)."""
    k, f, g = 1, 1, 1                               # F_1, F_2
    while g <= n:
        k, f, g = k + 1, g, f + g
    indices, smallest, rest = [], 0, n
    while rest:
        if f <= rest:
            rest -= f
            indices.append(k)
            smallest = f
        k, f, g = k - 1, g - f, f
    return indices, smallest


def plain_cold_pair(k: int) -> tuple[int, int]:
    a = (k + isqrt(5 * k * k)) // 2
    return a, a + k


def plain_partner(value: int) -> int:
    if value == 0:
        return 0
    lower_count = (isqrt(5 * (value + 1) ** 2) - value - 1) // 2
    if lower_count - (isqrt(5 * value * value) - value) // 2 == 1:
        return value + lower_count
    return lower_count


def plain_side_for(*numbers: int) -> int:
    side = 32
    while side <= max(numbers, default=0):
        side *= 2
    return side


def _numbers(seed: int, count: int = 400) -> list[int]:
    """Every number below 2,000, then random ones of up to 300 digits."""
    rng = random.Random(seed)
    return list(range(2000)) + [rng.randrange(10 ** rng.randrange(1, 301))
                                for _ in range(count)]


@pytest.fixture
def fast_paths_everywhere(monkeypatch):
    """The fixed-point √5 and the division by products even for short numbers, from a
    root not yet computed (so its growth is exercised too)."""
    monkeypatch.setattr(golden, "DIRECT_BITS", 0)
    monkeypatch.setattr(golden, "_ROOT5", (0, 2))


@pytest.mark.parametrize("greedy_bits", [3, 8, 64, GREEDY_BITS])
def test_zeckendorf_by_halves_matches_the_plain_walk(greedy_bits):
    for n in filter(None, _numbers(greedy_bits)):
        assert zeckendorf(n, greedy_bits) == plain_zeckendorf(n), n


def test_zeckendorf_of_long_numbers_matches_the_plain_walk():
    rng = random.Random(7)
    for n in (rng.randrange(10**19_999, 10**20_000), 10**6000 + 1, fibonacci_pair(9000)[0]):
        assert zeckendorf(n) == plain_zeckendorf(n)


def test_zeckendorf_with_every_fast_path_matches_the_plain_walk(fast_paths_everywhere):
    for n in filter(None, _numbers(2)):
        assert zeckendorf(n, 3) == plain_zeckendorf(n), n


def test_floor_sqrt5_times_is_isqrt_of_5x2(fast_paths_everywhere):
    for x in _numbers(3, 2000):
        assert golden.floor_sqrt5_times(x) == isqrt(5 * x * x), x
    # Where x·R/2^p lands within x of the next integer the squared check decides: these
    # x make ⌊x√5⌋ + 1 − x√5 tiny (numerators of convergents of √5 = [2; 4, 4, …]).
    p, q = 2, 1
    for _ in range(300):
        assert golden.floor_sqrt5_times(q) == isqrt(5 * q * q) == p - (p * p > 5 * q * q), q
        p, q = 2 * p + 5 * q, p + 2 * q             # p + q√5 times 2 + √5: p² − 5q² = ±1
    with pytest.raises(ValueError):
        golden.floor_sqrt5_times(-1)


def test_root5_is_isqrt():
    rng = random.Random(4)
    for p in list(range(400)) + [rng.randrange(400, 30_000) for _ in range(60)]:
        for direct_bits in (1, 100):
            assert golden.root5(p, direct_bits) == isqrt(5 << (2 * p)), (p, direct_bits)


def test_near_quotient_is_within_two_of_the_quotient():
    rng = random.Random(5)
    pairs = [(n, d) for n in range(0, 2000, 7) for d in range(1, 2000, 13)]
    pairs += [(rng.randrange(10 ** rng.randrange(1, 601)), rng.randrange(1, 10 ** rng.randrange(1, 301)))
              for _ in range(3000)]
    for n, d in pairs:
        for direct_bits in (1, 8, 64):
            assert abs(golden.near_quotient(n, d, direct_bits) - n // d) <= 2, (n, d)


def test_wythoff_pairs_match_the_isqrt_definitions(fast_paths_everywhere):
    for x in _numbers(6):
        assert wythoff.cold_pair(x) == plain_cold_pair(x), x
        assert wythoff.partner(x) == plain_partner(x), x


def test_wythoff_of_the_longest_numbers_is_exact():
    value = 10 ** (MAX_DIGITS - 1) + 3
    other = _timed("a Wythoff partner", lambda: wythoff.partner(value))
    assert wythoff.partner(other) == value and wythoff.is_cold(value, other)
    assert not wythoff.is_cold(value, other + 1)


def test_side_for_matches_the_doubling():
    for x in _numbers(8):
        assert side_for(x) == plain_side_for(x), x
        assert side_for(x, x // 3) == plain_side_for(x, x // 3), x
    assert side_for() == plain_side_for() == 32
    assert side_for(10**MAX_DIGITS) == 1 << (10**MAX_DIGITS).bit_length()


def test_long_tokens_read_by_halves_are_what_int_reads():
    rng = random.Random(11)
    lengths = [1, 3999, 4000, 4001, 8001, 12_345, 60_000]
    for length in lengths:
        for sign in ("", "+", "-"):
            token = sign + "".join(rng.choice("0123456789") for _ in range(length))
            assert decimal(token) == int(token), (sign, length)
    assert decimal("0" * 9000 + "17") == 17
    assert decimal("-" + "9" * MAX_DIGITS) == -(10 ** MAX_DIGITS - 1)


def test_long_numbers_written_by_halves_are_what_str_writes():
    rng = random.Random(12)
    numbers = [0, 1, 9, 10**3999, 10**4000 - 1, 10**20_000, 10**20_000 - 1]
    for bits in (12_999, 13_000, 13_001, 26_001, 100_003):
        numbers += [2**bits, 2**bits - 1, 2**(bits - 1), rng.getrandbits(bits) | 1 << (bits - 1)]
    for number in numbers:
        for signed in (number, -number):
            assert decimal_text(signed) == str(signed), (signed.bit_length(), signed < 0)


def test_the_longest_numbers_are_written_exactly():
    """(str() of these takes 0.4 s each: they are read back by halves instead.)"""
    assert decimal_text(10**MAX_DIGITS - 1) == "9" * MAX_DIGITS
    assert decimal_text(-10**MAX_DIGITS) == "-1" + "0" * MAX_DIGITS
    number = random.Random(13).getrandbits(664_386)
    assert decimal(decimal_text(number)) == number
