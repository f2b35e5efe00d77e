"""The fast paths for huge numbers agree with the plain definitions they replace."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers import GAMES
from solvers.games import euclid, wythoff
from solvers.games.fibonacci import fibonacci_pair, is_fibonacci, zeckendorf
from solvers.spec import MAX_DIGITS, InputError, abbreviate, text


def plain_chain(a: int, b: int) -> tuple[int, tuple[int, int]]:
    big, small = max(a, b), min(a, b)
    length = 1
    while True:
        quotient, rest = divmod(big, small)
        if rest == 0 or quotient >= 2:
            return length, (big, small)
        big, small = small, rest
        length += 1


def near_fibonacci_pairs(count: int):
    rng = random.Random(11)
    for _ in range(count):
        f, g = fibonacci_pair(rng.randrange(2, 1200))
        scale = rng.choice([1, 1, rng.randrange(1, 10**25)])
        yield g * scale + rng.randrange(0, 4), f * scale + rng.randrange(0, 2)


@pytest.mark.parametrize("keep", [0, 3, 12])
def test_lehmer_chain_matches_plain_division(keep):
    rng = random.Random(keep)
    cases = list(near_fibonacci_pairs(400))
    cases += [(rng.randrange(1, 10**200), rng.randrange(1, 10**200)) for _ in range(400)]
    for a, b in cases:
        shown, length, starter_wins = euclid.forced_chain(a, b, keep=keep)
        expected_length, last = plain_chain(a, b)
        assert (length, shown[-1], starter_wins) == (expected_length, last,
                                                      expected_length % 2 == 1), (a, b)


@pytest.mark.parametrize("jump_bits", [64, euclid.JUMP_BITS])
def test_jumping_a_run_of_forced_moves_matches_plain_division(monkeypatch, jump_bits):
    """The closed-form jump along a run of quotients 1, on numbers past its threshold
    (lowered to 64 bits, so the near-Fibonacci pairs above take it too) and on pairs of
    3,000-6,000 Fibonacci numbers, exact and perturbed so that the run ends anywhere."""
    monkeypatch.setattr(euclid, "JUMP_BITS", jump_bits)
    euclid.forced_chain.cache_clear()
    rng = random.Random(jump_bits)
    cases = list(near_fibonacci_pairs(300))
    for _ in range(60):
        f, g = fibonacci_pair(rng.randrange(3000, 6000))
        cases.append((g + rng.choice([0, 0, 1, -1, rng.randrange(1, 10**300)]),
                      f + rng.choice([0, 0, 1, rng.randrange(1, 10**300)])))
    jumped = 0
    for a, b in cases:
        if max(a, b).bit_length() > jump_bits:
            jumped += 1
        _, length, starter_wins = euclid.forced_chain(a, b)
        expected_length, _ = plain_chain(a, b)
        assert (length, starter_wins) == (expected_length, expected_length % 2 == 1), (a, b)
    assert jumped >= 60
    euclid.forced_chain.cache_clear()


@given(st.integers(0, 10**60))
@settings(max_examples=300, deadline=None)
def test_wythoff_partner_is_an_involution_onto_cold_pairs(value):
    other = wythoff.partner(value)
    assert wythoff.partner(other) == value
    assert wythoff.is_cold(value, other)


def test_wythoff_partner_matches_the_pairs():
    for k in range(3000):
        a, b = wythoff.cold_pair(k)
        assert (wythoff.partner(a), wythoff.partner(b)) == (b, a)


def test_wythoff_where_the_notes_float_formula_fails():
    a, b = wythoff.cold_pair(102334155)
    assert GAMES["wythoff"].solve(GAMES["wythoff"].parse(f"{a} {b}")).winner == "second"
    assert GAMES["wythoff"].solve(GAMES["wythoff"].parse(f"{a + 1} {b}")).winner == "first"


@given(st.integers(1, 10**80))
@settings(max_examples=300, deadline=None)
def test_zeckendorf_sums_back_without_neighbours(n):
    indices, smallest = zeckendorf(n)
    assert sum(fibonacci_pair(k)[0] for k in indices) == n
    assert all(i - j >= 2 for i, j in pairwise(indices))
    assert indices[-1] >= 2 and smallest == fibonacci_pair(indices[-1])[0]


def test_is_fibonacci():
    fibonaccis = {fibonacci_pair(k)[0] for k in range(1, 400)}
    assert [n for n in range(1, 3000) if is_fibonacci(n)] == sorted(
        f for f in fibonaccis if f < 3000)
    assert all(is_fibonacci(f) for f in fibonaccis)
    assert not any(is_fibonacci(f + 1) for f in fibonaccis if f > 3)


def test_long_numbers_are_read_exactly_and_absurd_ones_refused():
    spec = GAMES["nim"]
    huge = "9" * 5000
    assert spec.parse(f"{huge} 1").numbers == (10**5000 - 1, 1)
    with pytest.raises(InputError) as refused:
        spec.parse("1 " + "1" * (MAX_DIGITS + 1))
    assert refused.value.field == "heaps" and refused.value.index == 1
    assert "too long" in refused.value.message


def test_words_abbreviate_only_long_numbers():
    assert abbreviate(10**39) == 10**39
    assert abbreviate(10**50) == "100000000000…000000000000 (51 digits)"
    assert abbreviate(-(3**300)).startswith("-")
    assert str(text("take {x}", x=7**2000)).endswith("(1,691 digits)")
