"""HDU 1564: a piece starts in a corner of an N×N board and steps to unvisited neighbours."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .spec import FIRST, SECOND, Analysis, GameSpec, IntParam, Position, text


@dataclass(frozen=True)
class BoardTree:
    """States are (N, current cell, visited cells as a bit mask); cell = row * N + col."""

    def start(self, position: Position) -> tuple[int, int, int]:
        return position.numbers[0], 0, 1

    def successors(self, state: tuple[int, int, int]) -> Iterator[tuple[int, int, int]]:
        n, cell, visited = state
        row, col = divmod(cell, n)
        for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if 0 <= r < n and 0 <= c < n:
                target = r * n + c
                if not visited >> target & 1:
                    yield n, target, visited | 1 << target

    def stuck_mover_wins(self, state) -> bool:
        return False


def domino_tiling(n: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The tiling behind the strategy, as pairs of (row, col) cells.

    Even N: horizontal dominoes cover the whole board. Odd N: the first row, less its
    corner, is tiled horizontally and the even-sized rest of the board row by row, so
    every cell but the starting corner is covered.
    """
    dominoes = []
    if n % 2 == 0:
        for row in range(n):
            dominoes += [((row, col), (row, col + 1)) for col in range(0, n, 2)]
        return dominoes
    dominoes += [((0, col), (0, col + 1)) for col in range(1, n, 2)]
    for row in range(1, n, 2):
        dominoes += [((row, col), (row + 1, col)) for col in range(n)]
    return dominoes


def solve(position: Position) -> Analysis:
    n = position.numbers[0]
    explanation = [text("Rule: cover the board with dominoes (2×1 tiles). Whoever can always "
                        "answer by stepping to the other cell of the domino just entered "
                        "never runs out of moves.")]
    if n % 2 == 0:
        explanation.append(text("N = {n} is even: the {cells} cells are covered exactly, the "
                                "start included. The first player always steps to the other "
                                "cell of the current domino. The first player wins.",
                                n=n, cells=n * n))
    else:
        explanation.append(text("N = {n} is odd: the board less its starting corner ({cells} "
                                "cells) is covered exactly. Every step of the first player "
                                "enters a domino and the second player completes it. The "
                                "second player wins.", n=n, cells=n * n - 1))
    return Analysis("corner-board", position, FIRST if n % 2 == 0 else SECOND, (),
                    tuple(explanation), {"n": n})


SPEC = GameSpec(
    id="corner-board", title="Corner board", chinese="棋盘博弈",
    params=(IntParam("n", "Board size N", 4, minimum=1),),
    solve=solve, tree=BoardTree(), canvas="board",
    rules="A piece starts in a corner of an N×N board. A move steps it to an orthogonally "
          "adjacent cell it has never visited (the start counts as visited). Whoever cannot "
          "move loses.",
    players=("8600", "ailyanlu"),
    example="4",
)
