"""Positions in mid-game of the board and the coin circle, against searches that share no
code with the solvers: a bit-mask walk of the board, and the circle as a multiset of rows."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from solvers import FIRST, GAMES, SECOND
from solvers.search import Search


@dataclass(frozen=True)
class BitBoard:
    """States (N, cell, visited mask), cell = row * N + col."""

    def start(self, state):
        return state

    def successors(self, state):
        n, cell, visited = state
        row, col = divmod(cell, n)
        for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if 0 <= r < n and 0 <= c < n and not visited >> (r * n + c) & 1:
                yield n, r * n + c, visited | 1 << (r * n + c)

    def stuck_mover_wins(self, state):
        return False


@dataclass(frozen=True)
class RowsTree:
    """States (K, sorted row lengths); the circle is already broken."""

    def start(self, state):
        return state

    def successors(self, state):
        k, runs = state
        for i, run in enumerate(runs):
            others = runs[:i] + runs[i + 1:]
            for taken in range(1, min(k, run) + 1):
                for left in range(run - taken + 1):
                    parts = tuple(x for x in (left, run - taken - left) if x)
                    yield k, tuple(sorted(others + parts))

    def stuck_mover_wins(self, state):
        return False


def random_walk(n: int, steps: int, rng: random.Random) -> list[tuple[int, int]]:
    path = [(0, 0)]
    for _ in range(steps):
        row, col = path[-1]
        options = [(r, c) for r, c in ((row - 1, col), (row + 1, col), (row, col - 1),
                                        (row, col + 1))
                   if 0 <= r < n and 0 <= c < n and (r, c) not in path]
        if not options:
            break
        path.append(rng.choice(options))
    return path


@pytest.mark.parametrize("n, steps", [(3, 2), (4, 3), (5, 7), (5, 10), (6, 20)])
def test_board_in_mid_game_matches_bitmask_search(n, steps):
    spec = GAMES["corner-board"]
    search = Search(BitBoard())
    rng = random.Random(n * 100 + steps)
    for _ in range(40):
        path = random_walk(n, steps, rng)
        text = " ".join([str(n)] + [f"{r + 1} {c + 1}" for r, c in path[1:]])
        analysis = spec.solve(spec.parse(text))
        visited = sum(1 << (r * n + c) for r, c in path)
        row, col = path[-1]
        state = (n, row * n + col, visited)
        assert analysis.winner == (FIRST if search.mover_wins(state) else SECOND), text
        winning = {spec.format(m.after) for m in analysis.moves}
        expected = set()
        for _, cell, _mask in search.winning_successors(state):
            r, c = divmod(cell, n)
            expected.add(f"{text} {r + 1} {c + 1}")
        assert winning == expected, text


def test_board_start_for_every_size_agrees_with_search():
    spec = GAMES["corner-board"]
    search = Search(BitBoard())
    for n in range(1, 6):
        assert spec.solve(spec.parse(str(n))).winner == (
            FIRST if search.mover_wins((n, 0, 1)) else SECOND)


def test_coin_circle_in_mid_game_matches_row_search():
    spec = GAMES["coin-circle"]
    search = Search(RowsTree())
    rng = random.Random(3)
    for _ in range(400):
        n = rng.randrange(3, 16)
        k = rng.randrange(1, 5)
        taken = sorted(rng.sample(range(1, n + 1), rng.randrange(1, n)))
        analysis = spec.solve(spec.parse(f"{n} {k} " + " ".join(map(str, taken))))
        gone = set(taken)
        runs, run = [], 0
        start = taken[0]
        for step in range(1, n + 1):
            coin = (start - 1 + step) % n + 1
            if coin in gone:
                runs.append(run)
                run = 0
            else:
                run += 1
        runs.append(run)
        state = (k, tuple(sorted(r for r in runs if r)))
        assert analysis.winner == (FIRST if search.mover_wins(state) else SECOND), (n, k, taken)
        for move in analysis.moves:
            after = spec.solve(move.after)
            assert after.winner == SECOND and len(move.after.numbers) > len(taken) + 2


def test_bad_paths_and_coins_are_refused_with_the_field():
    from solvers.spec import InputError

    past_the_window = "100 " + " ".join(f"1 {c}" for c in range(2, 43))  # column 42 > 40
    cases = {"corner-board": ["4 1", "4 2 2", "4 1 2 1 1", "4 1 2 1 3 1 2", "4 1 5",
                              past_the_window],
             "coin-circle": ["9 2 10", "9 2 3 3", "200 2 1"]}
    for game, texts in cases.items():
        for text in texts:
            with pytest.raises(InputError) as error:
                GAMES[game].parse(text)
            assert error.value.field in ("path", "taken"), text
