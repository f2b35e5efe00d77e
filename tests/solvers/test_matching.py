"""Maximum matchings on the board's cells (solvers.matching) against brute force: every
matching of small random sets of cells is listed."""

from __future__ import annotations

import random
from functools import cache

import pytest

from solvers.matching import covered_by_every_maximum_matching, maximum_matching

Cell = tuple[int, int]


def grid_neighbours(cell: Cell):
    row, column = cell
    return [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]


def side(cell: Cell) -> int:
    return (cell[0] + cell[1]) % 2


def all_matchings(cells: frozenset[Cell]) -> list[frozenset[tuple[Cell, Cell]]]:
    """Every matching of the grid graph on `cells`, as sets of dominoes."""
    @cache
    def from_(rest: frozenset[Cell]) -> list[frozenset]:
        if not rest:
            return [frozenset()]
        first = min(rest)
        found = list(from_(rest - {first}))               # `first` left unmatched
        for other in grid_neighbours(first):
            if other in rest:
                found += [m | {(first, other)} for m in from_(rest - {first, other})]
        return found
    return from_(cells)


def random_cells(rng: random.Random) -> frozenset[Cell]:
    size = rng.randrange(1, 5)
    return frozenset((r, c) for r in range(size) for c in range(size + rng.randrange(2))
                     if rng.random() < 0.75)


@pytest.mark.parametrize("seed", range(6))
def test_the_matching_is_a_largest_one_and_a_cell_is_covered_as_brute_force_says(seed):
    rng = random.Random(seed)
    for _ in range(40):
        cells = random_cells(rng)
        mate = maximum_matching(set(cells), grid_neighbours, side)
        assert all(mate[mate[v]] == v and mate[v] in grid_neighbours(v) and v in cells
                   for v in mate)
        matchings = all_matchings(cells)
        largest = max(map(len, matchings))
        assert len(mate) == 2 * largest
        best = [m for m in matchings if len(m) == largest]
        for cell in cells:
            always = all(any(cell in domino for domino in m) for m in best)
            assert covered_by_every_maximum_matching(set(cells), cell, grid_neighbours,
                                                     side) == always, (sorted(cells), cell)
