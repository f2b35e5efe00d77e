"""The corner board in mid-game on big boards, decided on a corner window
(solvers.board_window), against the matching over the whole board."""

from __future__ import annotations

import random

import pytest

from solvers import GAMES
from solvers import board_window as window
from solvers.matching import covered_by_every_maximum_matching
from solvers.spec import FIRST, InputError


def random_path(rng: random.Random, n: int, steps: int, reach: int) -> list[tuple[int, int]]:
    path = [(0, 0)]
    for _ in range(steps):
        ways = [c for c in window.grid_neighbours(path[-1], n) if c not in path
                and max(c) < reach]
        if not ways:
            break
        path.append(rng.choice(ways))
    return path


def whole_board(n: int, path) -> bool:
    cells = window.window_cells(n, set(path[:-1]))
    return covered_by_every_maximum_matching(cells, path[-1],
                                             lambda c: window.grid_neighbours(c, n),
                                             window.side)


def test_small_windows_agree_with_the_whole_board(monkeypatch):
    """Windows cut as small as the condition allows, on boards of 8 to 16."""
    monkeypatch.setattr(window, "SMALLEST_WINDOW", 2)
    rng = random.Random(7)
    cut = 0
    for _ in range(600):
        n = rng.randrange(8, 17)
        path = random_path(rng, n, rng.randrange(1, 30), n - 4)
        try:
            wins, side = window.decide(n, set(path[:-1]), path[-1], path)
        except window.Undecided:
            continue
        assert wins == whole_board(n, path), (n, path, side)
        cut += side < n
    assert cut > 300


@pytest.mark.parametrize("n", [31, 32, 33, 36])
def test_big_boards_agree_with_the_whole_board(n):
    rng = random.Random(n)
    for _ in range(6):
        path = random_path(rng, n, rng.randrange(1, 40), window.REACH)
        wins, side = window.decide(n, set(path[:-1]), path[-1], path)
        assert side < n and wins == whole_board(n, path), (n, path)


@pytest.mark.parametrize("n", [31, 32, 10**18, 10**18 + 1])
def test_a_big_board_is_played_to_its_end_by_its_own_winning_moves(n):
    """From the first step on, the winner's listed moves keep winning; the loser steps
    anywhere (the first open cell)."""
    spec = GAMES["corner-board"]
    position = spec.parse(f"{n} 1 2")
    for _ in range(12):
        analysis = spec.solve(position)
        move = analysis.moves[0] if analysis.moves else next(iter(spec.legal_moves(position)))
        if analysis.winner == FIRST:
            assert spec.solve(move.after).winner != FIRST
        position = spec.parse(spec.format(move.after))
    assert (spec.solve(spec.parse(f"{n} 1 2")).winner == FIRST) == (n % 2 == 1)


def test_a_path_beyond_the_reach_is_refused_in_words():
    far = " ".join(f"1 {c}" for c in range(2, window.REACH + 2))
    with pytest.raises(InputError) as error:
        GAMES["corner-board"].parse(f"{10**18} {far}")
    assert error.value.field == "path" and str(window.REACH) in error.value.message
