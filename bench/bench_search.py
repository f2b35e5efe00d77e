"""The brute-force search (solvers/search.py) on every small position of every game.

For each game with a game tree, one Search values every one of the game's small positions
(GameSpec.small_positions: what the tests check exhaustively), by outcome and then by
remoteness, which follows every move of every position reached. The maps, the computer's
replies, the remoteness shown in play and most of the test suite run this search.
Prints figures; asserts nothing.

    python bench/bench_search.py [--repeat N] [--games ID ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from solvers import GAMES
from solvers.search import Search


def walk(spec, positions, kind: str) -> tuple[float, int]:
    """Seconds to value `positions` in one fresh search, and the positions it entered."""
    search = Search(spec.tree)
    value = search.mover_wins if kind == "outcome" else search.remoteness
    start = time.perf_counter()
    for position in positions:
        value(position)
    return time.perf_counter() - start, search.visits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (median)")
    with_tree = [game for game, spec in GAMES.items() if spec.tree is not None]
    parser.add_argument("--games", nargs="+", choices=with_tree, default=with_tree,
                        metavar="ID", help="only these games (default: all with a tree)")
    args = parser.parse_args()
    print(f"{'game':<14}{'positions':>10}{'outcome':>10}{'remoteness':>12}{'per position':>14}")
    totals = {"outcome": 0.0, "remoteness": 0.0}
    for game in args.games:
        spec = GAMES[game]
        positions = [spec.parse(text) for text in spec.small_positions()]
        figures = {}
        for kind in totals:
            runs = [walk(spec, positions, kind) for _ in range(args.repeat)]
            figures[kind] = statistics.median(seconds for seconds, _ in runs)
            totals[kind] += figures[kind]
        visits = runs[0][1]
        print(f"{game:<14}{visits:>10,}{figures['outcome']:9.3f}s{figures['remoteness']:11.3f}s"
              f"{figures['remoteness'] / max(visits, 1) * 1e6:11.1f} µs")
    print(f"{'all':<14}{'':>10}{totals['outcome']:9.3f}s{totals['remoteness']:11.3f}s")


if __name__ == "__main__":
    main()
