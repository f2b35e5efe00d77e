"""Rule-lab Grundy tables against a plain brute force written here from the rules' words."""

from __future__ import annotations

import random
from functools import cache

import pytest

from solvers.rules import grundy_values, parse_octal, parse_subtraction
from solvers.spec import Cancelled


def brute_options(digits: tuple[int, ...], heap: int):
    """Every move from `heap` under digits d_0, d_1, ...: the heaps it leaves, any order."""
    for k, digit in enumerate(digits):
        rest = heap - k
        if rest < 0:
            break
        if k and digit & 1 and rest == 0:
            yield ()
        if k and digit & 2 and rest > 0:
            yield (rest,)
        if digit & 4:
            for a in range(1, rest):
                yield (a, rest - a)
        if digit & 8:
            for a in range(1, rest):
                for b in range(1, rest - a):
                    yield (a, b, rest - a - b)


def brute_octal(digits: tuple[int, ...], last: int) -> list[int]:
    """g(n) = mex of the XOR of the parts' values, over every move: a direct recursion."""
    g = _brute_octal_value(digits)
    return [g(n) for n in range(last + 1)]


@cache
def _brute_octal_value(digits: tuple[int, ...]):
    """The recursion g of brute_octal for one game, made once for the module: its memo
    is read-only, and the same long tables are checked against it several times (0.3-0.9 s
    each to 1,500)."""
    @cache
    def g(heap: int) -> int:
        seen = set()
        for parts in brute_options(digits, heap):
            value = 0
            for part in parts:
                value ^= g(part)
            seen.add(value)
        return _mex(seen)
    return g


def brute_subtraction(members: set[int], all_but: bool, misere: bool, last: int) -> list[int]:
    def moves(heap: int):
        return [heap - s for s in range(1, heap + 1) if (s in members) != all_but]

    @cache
    def g(heap: int) -> int:
        reached = {g(after) for after in moves(heap)}
        if misere:
            return 1 if not reached or 0 in reached else 0
        return _mex(reached)
    return [g(n) for n in range(last + 1)]


def _mex(values: set[int]) -> int:
    n = 0
    while n in values:
        n += 1
    return n


def random_code(rng: random.Random, hexadecimal: bool = False) -> str:
    top = 16 if hexadecimal else 8
    after = "".join(rng.choice("0123456789ABCDEF"[:top]) for _ in range(rng.randint(1, 3)))
    before = rng.choice("0048C"[:5 if hexadecimal else 2])
    return ("hex " if hexadecimal else "oct ") + before + "." + after


@pytest.mark.parametrize("seed", range(40))
def test_random_octal_codes_match_brute_force(seed):
    rng = random.Random(seed)
    code = random_code(rng)
    rule = parse_octal(code)
    assert grundy_values(rule, 120) == brute_octal(rule.digits, 120), code


@pytest.mark.parametrize("seed", range(12))
def test_random_hexadecimal_codes_match_brute_force(seed):
    rng = random.Random(1000 + seed)
    code = random_code(rng, hexadecimal=True)
    rule = parse_octal(code)
    assert grundy_values(rule, 45) == brute_octal(rule.digits, 45), code


@pytest.mark.parametrize("code", ["0.106", "0.454", "0.165", "0.007", "4.07", "0.51"])
def test_long_tables_match_brute_force(code):
    """Past 256 heaps the sparse-space search (masks, twists, rare positions) takes over:
    these games exercise it, with and without a mask found."""
    rule = parse_octal(code)
    assert grundy_values(rule, 1500) == brute_octal(rule.digits, 1500)


@pytest.mark.parametrize("near", [1, 7])
@pytest.mark.parametrize("code", ["0.106", "0.454", "0.165"])
def test_tables_are_exact_however_few_near_pairs_are_looked_at(code, near, monkeypatch):
    """Under a mask a missing rare value is first looked for among the near pairs, then in
    every split; with 1 or 7 near pairs both ways decide many values of these tables."""
    from solvers.rules import octal_values
    monkeypatch.setattr(octal_values, "NEAR_PAIRS", near)
    rule = parse_octal(code)
    assert grundy_values(rule, 1500) == brute_octal(rule.digits, 1500)


@pytest.mark.parametrize("near", [1, 2, 3, 50, 512])
def test_a_value_is_found_among_near_pairs_exactly_when_one_makes_it(near, monkeypatch):
    import numpy as np

    from solvers.rules import octal_values
    monkeypatch.setattr(octal_values, "NEAR_PAIRS", near)
    rng = random.Random(near)
    values = [rng.randrange(40) for _ in range(400)]
    search = octal_values._SplitSearch(parse_octal("0.106"), [0], 399)
    search.array = np.array(values, dtype=np.int64)
    for _ in range(300):
        size = rng.randint(2, 399)
        made = {values[a] ^ values[size - a] for a in range(1, min(size // 2, near) + 1)}
        for value in range(64):
            assert search._near_splits_make(size, value) == (value in made), (size, value)


@pytest.mark.parametrize("seed", range(40))
def test_random_subtraction_sets_match_brute_force(seed):
    rng = random.Random(seed)
    members = set(rng.sample(range(1, 12), rng.randint(1, 4)))
    all_but, misere = rng.random() < 0.4, rng.random() < 0.5
    rule = parse_subtraction(sorted(members), all_but=all_but, misere=misere)
    assert grundy_values(rule, 150) == brute_subtraction(members, all_but, misere, 150)


def test_subtraction_tables_past_a_proof_match_brute_force():
    """Long tables are read off a proved period: the values must not change by it."""
    rule = parse_subtraction([2, 5, 7])
    assert grundy_values(rule, 900) == brute_subtraction({2, 5, 7}, False, False, 900)


def test_known_sequences():
    assert grundy_values(parse_octal("0.77"), 16) == \
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1]
    # Dawson's chess (OEIS A002187); Dawson's Kayles 0.07 is the same, one heap later.
    chess = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2]
    assert grundy_values(parse_octal(".137"), 25) == chess
    assert grundy_values(parse_octal("0.07"), 26) == [0] + chess
    assert grundy_values(parse_subtraction([], all_but=True), 9) == list(range(10))


def test_cancelled_when_asked_and_progress_rises():
    reported = []
    with pytest.raises(Cancelled):
        grundy_values(parse_octal("0.007"), 50_000,
                      should_stop=lambda: len(reported) >= 5,
                      progress=lambda done, total: reported.append((done, total)))
    assert len(reported) == 5
    assert [done for done, _ in reported] == sorted(done for done, _ in reported)
    assert all(total == 50_000 for _, total in reported)


def test_progress_ends_at_the_total():
    reported = []
    grundy_values(parse_octal("0.77"), 3000, progress=lambda *args: reported.append(args))
    assert reported[-1] == (3000, 3000)
