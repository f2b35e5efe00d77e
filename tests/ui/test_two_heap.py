"""The two-pile picture shades the rule's own P-positions, not Wythoff's."""

from __future__ import annotations

from solvers.games import two_heap
from solvers.rules.plane import PlaneRule, outcome_table
from ui.canvases.layout import Grid
from ui.canvases.two_heap import lost_cells
from ui.canvases.wythoff import GridView


def test_shaded_cells_are_the_rules_p_positions():
    view = GridView(0, 0, Grid(0.0, 0.0, 10.0, 12, 12))
    analysis = two_heap.SPEC.solve(two_heap.SPEC.parse("5 7 --take 1,2 --both 1"))
    wins = outcome_table(PlaneRule((1, 2), (1,)), 12, 12)
    expected = {(x, y) for y in range(12) for x in range(12) if not wins[y][x]}
    assert set(lost_cells(analysis, view)) == expected
    nim = two_heap.SPEC.solve(two_heap.SPEC.parse("5 7 --take any --both none"))
    assert set(lost_cells(nim, view)) == {(x, x) for x in range(12)}
