"""Small positions of every game: all of them in a range, for exhaustive checks."""

from __future__ import annotations

from itertools import combinations, product

from solvers import GAMES
from solvers.spec import Position


def _lists(length_range, value_range):
    for length in length_range:
        yield from product(value_range, repeat=length)


def small_positions(game: str) -> list[Position]:
    spec = GAMES[game]
    texts: list[str] = []
    if game == "bash":
        texts = [f"{n} {m}{flag}" for n in range(26) for m in range(1, 7)
                 for flag in ("", " --misere")]
    elif game == "wythoff":
        texts = [f"{a} {b}" for a in range(22) for b in range(22)]
    elif game in ("nim", "misere-nim"):
        texts = [" ".join(map(str, h)) for h in _lists(range(1, 4), range(7))]
        texts += [" ".join(map(str, h)) for h in _lists([4], range(4))]
    elif game == "fibonacci":
        texts = [str(n) for n in range(60)]
        texts += [f"{n} {limit}" for n in range(36) for limit in range(1, 40)]
    elif game == "staircase":
        texts = [" ".join(map(str, s)) for s in _lists(range(1, 5), range(5))]
    elif game == "georgia-bob":
        texts = [" ".join(map(str, c)) for size in range(1, 5)
                 for c in combinations(range(1, 10), size)]
        texts += ["5 1 3", "9 2", "7 6 1 2"]            # unsorted input
    elif game == "hill":
        for size in range(1, 5):
            for tops in range(size + 1):
                for rest in combinations(range(1, 9), size - tops):
                    distances = (0,) * tops + rest
                    texts += [" ".join(map(str, distances)) + f" --king {k}"
                              for k in range(1, size + 1)]
    elif game == "boxes":
        texts = [" ".join(map(str, c)) for c in _lists(range(1, 7), range(3))]
        texts += [" ".join(map(str, c)) for c in _lists([8], range(2))]
    elif game == "euclid":
        texts = [f"{a} {b}" for a in range(31) for b in range(31)]
    elif game == "corner-board":
        texts = [str(n) for n in range(1, 6)]
        texts += ["4 1 2", "4 1 2 2 2", "4 2 1 3 1 3 2", "3 1 2 2 2 2 1 3 1", "5 1 2 1 3 2 3"]
    elif game == "coin-circle":
        texts = [f"{n} {k}" for n in range(1, 13) for k in range(1, 14)]
        texts += [f"{n} {k} " + " ".join(map(str, taken)) for n in range(2, 10)
                  for k in (1, 2, 3) for taken in combinations(range(1, n + 1), 2)]
    return [spec.parse(t) for t in texts]
