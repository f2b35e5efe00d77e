"""The corner board in mid-game on a board of any size, decided on a corner window.

The player to move wins exactly when every maximum matching of the open cells covers the
piece's cell (corner_board.py), that is when removing the piece's cell raises the
deficiency (cells left unmatched) of the open cells. On an N × N board whose visited
cells lie near the corner, take the top-left m × m window W with N − m even and the path
at least three rows and columns inside it. The rest R of the board is two rectangles with
an even side, so dominoes tile it and it has as many cells of each colour.

Deficiency of G (all open cells) = deficiency of G restricted to W, whenever the set S of
black cells reached by alternating paths from the unmatched black cells of a maximum
matching of W (a set of greatest surplus |S| − |N(S)|, König–Hall) holds none or all of
W's black cells on its last row and column:
  * a matching of W plus the tiling of R shows G's deficiency is at most W's;
  * none: S has no neighbour in R, so S has the same surplus in G; all: S plus R's black
    cells has neighbours N(S) plus R's white cells, the same surplus again. Deficiency is
    |white| − |black| + 2 · (greatest black surplus), and R is balanced, so G's deficiency
    is at least W's.
`mover_wins` checks this condition for both graphs it compares and widens the window when
it does not hold, so its answers are exact, not a guess from a corner.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from .matching import covered_by_every_maximum_matching, maximum_matching

Cell = tuple[int, int]

#: The smallest window (the canvas shows at most a 24 × 24 corner: all of it is matched).
SMALLEST_WINDOW = 24
#: The largest window searched: a matching over its cells takes milliseconds.
LARGEST_WINDOW = 44
#: How far from the corner (1-based row or column) a path may reach on a big board.
REACH = LARGEST_WINDOW - 4


class Undecided(Exception):
    """No window up to LARGEST_WINDOW meets the condition (not seen in the tests)."""


def grid_neighbours(cell: Cell, m: int) -> Iterator[Cell]:
    row, col = cell
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < m and 0 <= c < m:
            yield r, c


def side(cell: Cell) -> int:
    return (cell[0] + cell[1]) % 2


def window_sides(n: int, path: list[Cell]) -> Iterator[int]:
    """The window sides to try, smallest first: N itself when the window would not be
    smaller than the board."""
    extent = max(max(cell) for cell in path)
    m = max(extent + 4, SMALLEST_WINDOW)
    m += (n - m) % 2
    if m >= n:
        yield n
        return
    while m <= LARGEST_WINDOW and m < n:
        yield m
        m += 2


def window_cells(m: int, visited: set[Cell]) -> set[Cell]:
    return {(r, c) for r in range(m) for c in range(m)} - visited


def _certified(cells: set[Cell], m: int) -> bool:
    """Does the alternating reach from the unmatched black cells hold none or all of the
    black cells on the window's last row and column (see the module's docstring)?"""
    def near(cell: Cell) -> Iterator[Cell]:
        return grid_neighbours(cell, m)

    mate = maximum_matching(cells, near, side)
    reached = {v for v in cells if side(v) == 0 and v not in mate}
    queue = deque(reached)
    while queue:
        black = queue.popleft()
        for white in near(black):
            if white in cells and mate.get(black) != white:
                back = mate.get(white)
                if back is not None and back not in reached:
                    reached.add(back)
                    queue.append(back)
    edge = {v for v in cells if side(v) == 0 and m - 1 in v}
    hit = len(reached & edge)
    return hit == 0 or hit == len(edge)


def decide(n: int, visited: set[Cell], here: Cell, path: list[Cell]) -> tuple[bool, int]:
    """(Does the player to move win with the piece on `here`, the window side used).

    `visited` are the cells no longer open (the path less the piece's cell); `path` is
    every cell the answer depends on (to size the window)."""
    for m in window_sides(n, path):
        cells = window_cells(m, visited)
        if m == n or (_certified(cells, m) and _certified(cells - {here}, m)):
            return covered_by_every_maximum_matching(
                cells, here, lambda c, m=m: grid_neighbours(c, m), side), m
    raise Undecided(here)
