"""The pirate game (HDU 1538) against an independent backward-induction model.

The model plays the game out from one pirate upwards. A plan of the proposer j passes with
at least half of the j living pirates' votes, his own included. Pirate i < j votes for it
when it is strictly better for him than what he gets once j is thrown: alive beats dead,
then more gold beats less; with equal gold he votes against (he likes to see j thrown). A
pirate who is doomed once j is thrown votes for any plan, since it saves him. The proposer
buys the cheapest votes he needs (what the pirate would otherwise get, plus one) and keeps
the rest; where several sets of pirates are equally cheap, a tie-break rule picks one, and
the model runs under several rules to see what does not depend on that choice.
"""

from __future__ import annotations

import random
import time
from functools import cache

import pytest

from solvers import GAMES
from solvers.games.pirates import PirateTable

THROWN = "Thrown"
DEAD = None


def play(n: int, m: int, tie_break) -> list:
    """Outcome for pirates 1..n: their gold, or DEAD for those thrown overboard.

    `tie_break(candidates)` orders pirates of equal price (the proposer's free choice).
    """
    outcome: list = [m]                  # one pirate: he votes for himself and keeps all
    for j in range(2, n + 1):
        before = outcome                 # what pirates 1..j-1 get if pirate j is thrown
        needed = (j + 1) // 2 - 1        # votes beyond his own
        free = [i for i in range(1, j) if before[i - 1] is DEAD]
        prices: dict[int, list[int]] = {}
        for i in range(1, j):
            if before[i - 1] is not DEAD:
                prices.setdefault(before[i - 1] + 1, []).append(i)
        bought, cost, want = [], 0, needed - len(free)
        for price in sorted(prices):
            if want <= len(bought):
                break
            for i in tie_break(prices[price])[:want - len(bought)]:
                bought.append(i)
                cost += price
        if len(bought) >= want and cost <= m:
            plan = [0] * j
            for i in bought:
                plan[i - 1] = before[i - 1] + 1
            plan[j - 1] = m - cost
            outcome = plan
        else:
            outcome = before + [DEAD]
    return outcome


def lowest_first(candidates):
    return sorted(candidates)


def highest_first(candidates):
    return sorted(candidates, reverse=True)


def shuffled(seed):
    rng = random.Random(seed)

    def order(candidates):
        result = list(candidates)
        rng.shuffle(result)
        return result
    return order


RULES = [lowest_first, highest_first] + [shuffled(seed) for seed in range(4)]


@cache
def outcomes(n: int, m: int) -> tuple[tuple, ...]:
    return tuple(tuple(play(n, m, rule)) for rule in RULES)


def final_proposer_of(outcome) -> int:
    return max(i for i, gold in enumerate(outcome, 1) if gold is not DEAD)


@pytest.mark.parametrize("m", range(9))
def test_survival_matches_the_model(m):
    for n in range(1, 41):
        results = outcomes(n, m)
        proposers = {final_proposer_of(r) for r in results}
        assert len(proposers) == 1, f"the model's survival depends on tie-breaks at {n} {m}"
        (expected,) = proposers
        table = PirateTable(n, m)
        assert table.final_proposer == expected, (n, m)
        assert table.thrown == n - expected, (n, m)


@pytest.mark.parametrize("m", range(9))
def test_thrown_exactly_above_the_final_proposer(m):
    for n in range(1, 41):
        table = PirateTable(n, m)
        model = outcomes(n, m)[0]
        for p in range(1, n + 1):
            assert (table.share(p) == THROWN) == (model[p - 1] is DEAD), (n, m, p)
            assert (table.share(p) == THROWN) == (p > table.final_proposer), (n, m, p)


@pytest.mark.parametrize("m", range(9))
def test_shares_where_they_are_unique(m):
    """N ≤ 2M + 1: every tie-break gives the same plan, and the table must give it."""
    for n in range(1, 2 * m + 2):
        results = outcomes(n, m)
        assert len(set(results)) == 1, f"the model is not unique at {n} {m}"
        table = PirateTable(n, m)
        assert [table.share(p) for p in range(1, n + 1)] == list(results[0]), (n, m)
        assert sum(results[0]) == m


@pytest.mark.parametrize("m", range(9))
def test_beyond_2m_plus_1_every_share_counts_as_zero(m):
    """No pirate is sure of a coin: whoever is paid under one tie-break is a free choice.

    The table says 0 for each living pirate, and the ones the proposer may pay are
    exactly those the model pays under some tie-break, within those it calls uncertain.
    """
    for n in range(2 * m + 2, 41):
        table = PirateTable(n, m)
        results = outcomes(n, m)
        paid = {p for r in results for p, gold in enumerate(r, 1) if gold}
        for p in range(1, table.final_proposer + 1):
            assert table.share(p) == 0, (n, m, p)
        for p in paid:
            assert table.role(p) == "uncertain", (n, m, p)
        for r in results:
            assert r[table.final_proposer - 1] == 0        # the proposer keeps nothing
            assert all(gold in (0, 1, DEAD) for gold in r)


def test_the_notes_sample_of_500_pirates_and_100_coins():
    """The notes' worked example: 201 is the last plan that pays; 202, 204, 208 live."""
    for n, s in [(201, 201), (202, 202), (203, 202), (204, 204), (205, 204), (207, 204),
                 (208, 208), (500, 456)]:
        assert PirateTable(n, 100).final_proposer == s, n


@pytest.mark.parametrize("n, m", [(2 * 7 + 2**14, 7), (2 * 7 + 2**14 + 5, 7),
                                  (2**15 + 3, 0), (2 * 50 + 2**20 - 1, 50)])
def test_beyond_the_notes_table_of_powers_of_two(n, m):
    """The notes stop at 2^14 and print nothing; the rule goes on for every power of two."""
    table = PirateTable(n, m)
    excess = n - 2 * m
    power = 1
    while power * 2 <= excess:
        power *= 2
    assert table.final_proposer == 2 * m + power
    assert table.share(n) == (0 if n == 2 * m + power else THROWN)
    assert table.share(2 * m + power) == 0
    assert table.share(1) == 0
    assert all(table.share(p) == THROWN for p in range(2 * m + power + 1, n + 1))


def test_share_for_a_billion_billion_pirates_is_instant():
    n = 10**18
    start = time.perf_counter()
    for m in (0, 1, 5, 10**17, 5 * 10**17, 10**18):
        table = PirateTable(n, m)
        for p in (1, 2, n // 2, n - 1, n, table.final_proposer, table.final_proposer + 1):
            if p <= n:
                table.share(p)
                table.role(p)
    assert time.perf_counter() - start < 0.5
    table = PirateTable(n, 5)
    assert table.final_proposer == 10 + 2**59
    assert table.share(n) == THROWN
    assert table.share(10 + 2**59) == 0
    assert table.share(10 + 2**59 + 1) == THROWN
    rich = PirateTable(n, 10**18)                           # N ≤ 2M: the proposer pays half
    assert rich.share(n) == 10**18 - (n - 1) // 2
    assert rich.share(n - 2) == 1 and rich.share(n - 1) == 0


def test_solve_facts_agree_with_the_table():
    spec = GAMES["pirates"]
    for n, m in [(1, 0), (5, 2), (10, 3), (40, 8), (10**18, 3)]:
        analysis = spec.solve(spec.parse(f"{n} {m} --pirate 1"))
        assert analysis.winner is None
        assert analysis.facts["final_proposer"] == PirateTable(n, m).final_proposer
        assert analysis.facts["thrown"] == n - PirateTable(n, m).final_proposer
