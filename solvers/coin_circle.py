"""HDU 3951: coins in a circle; take 1..K consecutive coins; whoever takes the last wins."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .spec import FIRST, SECOND, Analysis, GameSpec, IntParam, Position, text


@dataclass(frozen=True)
class CircleTree:
    """States are (whole circle?, sorted lengths of the runs of consecutive coins, K)."""

    def start(self, position: Position) -> tuple[bool, tuple[int, ...], int]:
        n, k = position.numbers
        return True, (n,), k

    def successors(self, state) -> Iterator[tuple[bool, tuple[int, ...], int]]:
        circle, runs, k = state
        if circle:
            (n,) = runs
            for taken in range(1, min(k, n) + 1):
                yield False, ((n - taken,) if n > taken else ()), k
            return
        for i, run in enumerate(runs):
            others = runs[:i] + runs[i + 1:]
            for taken in range(1, min(k, run) + 1):
                for left in range((run - taken) // 2 + 1):
                    right = run - taken - left
                    parts = tuple(x for x in (left, right) if x)
                    yield False, tuple(sorted(others + parts)), k

    def stuck_mover_wins(self, state) -> bool:
        return False


def solve(position: Position) -> Analysis:
    n, k = position.numbers
    rule = text("Rule: with K = 1 the coins simply alternate, so the first player wins "
                "exactly when N is odd. With K > 1 the first player wins exactly when K ≥ N "
                "(take every coin at once); otherwise the first move breaks the circle into "
                "a row and the second player splits that row into two equal halves, then "
                "mirrors every move.")
    if k == 1:
        first = n % 2 == 1
        detail = text("K = 1 and N = {n} is {parity}: {who} takes the last coin.", n=n,
                      parity="odd" if first else "even",
                      who="the first player" if first else "the second player")
    elif k >= n:
        first = True
        detail = text("K = {k} ≥ N = {n}: the first player takes all {n} coins at once.",
                      k=k, n=n)
    else:
        first = False
        detail = text("K = {k} < N = {n}: the first take leaves a row of coins; the second "
                      "player takes its middle coin (odd row) or middle two (even row), "
                      "leaving two equal rows, then copies every move in the other row.",
                      k=k, n=n)
    return Analysis("coin-circle", position, FIRST if first else SECOND, (),
                    (rule, detail), {"n": n, "k": k})


SPEC = GameSpec(
    id="coin-circle", title="Coin circle", chinese="环形取硬币",
    params=(IntParam("n", "Coins N", 9, minimum=1),
            IntParam("k", "Most per move K", 2, minimum=1)),
    solve=solve, tree=CircleTree(), canvas="circle",
    rules="N coins lie in a circle. A move takes 1 to K coins that are next to each other "
          "(no gap left by an earlier move between them). Whoever takes the last coin wins.",
    example="9 2",
)
