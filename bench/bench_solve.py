"""`solve` for every game on positions whose numbers have 1,000 digits (in-process, the
whole analysis: verdict, every listed move, the explanation's words), and once on
100,000-digit numbers. Then small positions whose answer is built anew each time, as on
the window's thread while a rule or a path is typed: the two-pile game's table under a
rule not seen before, the corner board's matchings in mid-game, the coin circle's row
values for a new K. Prints figures; asserts nothing.

    python bench/bench_solve.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solvers import GAMES
from solvers.games.fibonacci import fibonacci_pair


def positions(digits: int, rng: random.Random) -> dict[str, list[str]]:
    def big() -> int:
        return rng.randrange(10 ** (digits - 1), 10 ** digits)

    cells = sorted({big() for _ in range(6)})
    k = int(digits / 0.20898764) - 1  # F_k has about `digits` digits
    fib_a, fib_b = fibonacci_pair(k)
    return {
        "bash": [f"{big()} {big() // 10**(digits // 2)}"],
        "wythoff": [f"{big()} {big()}"],
        "nim": [" ".join(str(big()) for _ in range(6))],
        "misere-nim": [" ".join(str(big()) for _ in range(6))],
        "fibonacci": [str(big()), f"{big()} {big() // 10**(digits // 2)}"],
        "staircase": [" ".join(str(big()) for _ in range(6))],
        "georgia-bob": [" ".join(map(str, cells))],
        "hill": [" ".join(map(str, cells)) + " --king 2", " ".join(map(str, cells)) + " --king 4"],
        "boxes": [" ".join(str(big()) for _ in range(12))],
        "euclid": [f"{big()} {big()}", f"{fib_b} {fib_a}"],
        "corner-board": [str(big())],
        "coin-circle": [f"{big()} {big()}"],
        "pirates": [f"{big()} {big() // 10**(digits // 2)} --pirate 7"],
    }


def built_anew(rng: random.Random) -> list[tuple[str, str, Callable[[], str]]]:
    """(game, label, a maker of ARGS): each call of the maker a position solved from a
    table or a matching of its own (the two-pile rules: new sets each time)."""
    def rule() -> str:
        take = ",".join(map(str, sorted(rng.sample(range(1, 10), rng.randrange(2, 4)))))
        both = rng.choice(["none", "any", str(rng.randrange(1, 6))])
        return f"--take {take} --both {both}"

    return [
        ("two-heap", "piles 1 5, a new rule", lambda: f"1 5 {rule()}"),
        ("two-heap", "piles 100 200, a new rule", lambda: f"100 200 {rule()}"),
        ("two-heap", "piles 300 500, a new rule", lambda: f"300 500 {rule()}"),
        ("corner-board", "30 × 30, mid-game", lambda: "30 1 2 2 2 2 3 3 3"),
        ("corner-board", "10^6 × 10^6, mid-game", lambda: f"{10**6} 1 2 2 2 2 3 3 3"),
        ("coin-circle", "119 coins, mid-game, a new K", lambda: f"119 {rng.randrange(20, 61)} 1"),
    ]


def analyse(game: str, args: str) -> None:
    spec = GAMES[game]
    analysis = spec.solve(spec.parse(args))
    for move in analysis.moves:
        str(move.text)
    for line in analysis.explanation:
        str(line)


def main() -> None:
    rng = random.Random(7)
    print("solve on 1,000-digit numbers (median of 9 runs, including parsing, moves, words)")
    for game, cases in positions(1000, rng).items():
        for args in cases:
            times = []
            for _ in range(9):
                start = time.perf_counter()
                analyse(game, args)
                times.append(time.perf_counter() - start)
            label = "consecutive Fibonacci" if game == "euclid" and cases.index(args) else ""
            print(f"  {game:<13} {statistics.median(times) * 1000:8.2f} ms  {label}")
    print("\nsolve on 100,000-digit numbers (one run each)")
    for game, cases in positions(100_000, rng).items():
        for args in cases:
            start = time.perf_counter()
            analyse(game, args)
            label = "consecutive Fibonacci" if game == "euclid" and cases.index(args) else ""
            print(f"  {game:<13} {time.perf_counter() - start:8.2f} s  {label}")
    print("\nsolve where a table or a matching is built anew (median of 9 runs)")
    for game, label, make_args in built_anew(rng):
        times = []
        for _ in range(9):
            args = make_args()
            start = time.perf_counter()
            analyse(game, args)
            times.append(time.perf_counter() - start)
        print(f"  {game:<13} {statistics.median(times) * 1000:8.2f} ms  {label}")


if __name__ == "__main__":
    main()
