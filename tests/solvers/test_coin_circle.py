"""The coin circle's solver refuses, at once, what it cannot work out in time, and its
rows of coins cost what the coins taken cost, whatever the circle's size."""

from __future__ import annotations

import time
from itertools import combinations, islice

import pytest

from solvers import GAMES
from solvers.games.coin_circle import rows
from solvers.spec import InputError


def test_a_move_from_a_big_circle_leads_to_a_position_refused_at_once():
    """Solving the position after a move from a 9,619-coin circle (a mid-game position past
    MID_GAME_LIMIT) is refused, not worked out for hours: the graph and the computer solve
    such positions directly, without reading them from text first."""
    spec = GAMES["coin-circle"]
    move = next(iter(spec.legal_moves(spec.parse("9619 82002"))))
    began = time.perf_counter()
    with pytest.raises(InputError):
        spec.solve(move.after)
    assert time.perf_counter() - began < 1


def rows_coin_by_coin(n: int, taken: set[int]) -> list[list[int]]:
    """The runs of coins left, found by walking the circle from the lowest coin taken."""
    if not taken:
        return []
    result, current = [], []
    for step in range(1, n + 1):
        coin = (min(taken) - 1 + step) % n + 1
        if coin in taken:
            if current:
                result.append(current)
            current = []
        else:
            current.append(coin)
    return result + [current] if current else result


@pytest.mark.parametrize("n", range(1, 9))
def test_rows_are_the_runs_of_coins_left(n):
    for size in range(n + 1):
        for taken in combinations(range(1, n + 1), size):
            found = rows(n, set(taken))
            assert [list(row) for row in found] == rows_coin_by_coin(n, set(taken))
            for row in found:
                for at, coin in enumerate(row):
                    assert coin in row and row.index(coin) == at and row[at - len(row)] == coin
                assert [c for c in range(n + 2) if c in row] == sorted(row)
                assert row[1:3] == list(row)[1:3]


def test_a_huge_circle_in_mid_game_lists_its_moves_at_once():
    """A row of 10^18 coins is not a list: its first moves come at once (the graph's and
    the window's searches look at positions after a move from a huge circle's start)."""
    spec = GAMES["coin-circle"]
    after = next(iter(spec.legal_moves(spec.parse(f"{10**18} 3")))).after
    began = time.perf_counter()
    moves = list(islice(spec.legal_moves(after), 5))
    assert time.perf_counter() - began < 1
    assert [move.after.numbers[2:] for move in moves] == [(1, 2), (1, 3), (1, 4), (1, 5), (1, 6)]
    row = rows(10**18, {1})[0]
    assert (len(row), row[0], row[-1], 10**18 in row, 1 in row) == (10**18 - 1, 2, 10**18,
                                                                   True, False)
