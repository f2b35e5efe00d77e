"""The explorer's maps: brute force everywhere, the rule checked, wrong rules caught."""

from __future__ import annotations

import time

import pytest

from solvers import GAMES
from solvers.explore import explore, largest_side
from solvers.search import Search
from solvers.spec import Cancelled, Position

MAPPED = [game for game, spec in GAMES.items() if spec.plane is not None]


@pytest.mark.parametrize("game", MAPPED)
def test_map_equals_brute_force_and_agrees_with_the_rule(game):
    spec = GAMES[game]
    plane = spec.plane
    side = min(8, plane.largest)
    base = spec.default_position()
    result = explore(spec, base, side, side)
    assert result.agrees, result.disagreements
    search = Search(spec.tree)
    for y in range(side):
        for x in range(side):
            position = plane.position_at(base, plane.x_start + x, plane.y_start + y)
            expected = None if position is None else search.mover_wins(position)
            assert result.wins[y][x] == expected, (x, y)
            if result.grundy is not None and position is not None:
                assert result.grundy[y][x] == search.grundy(position)
    assert result.checked == sum(w is not None for row in result.wins for w in row)


def test_wythoff_table_by_the_rules_equals_the_generic_search():
    spec = GAMES["wythoff"]
    wins, grundy = spec.plane.by_rules(24, 20)
    search = Search(spec.tree)
    for b in range(20):
        for a in range(24):
            assert wins[b][a] == search.mover_wins(Position((a, b)))
            assert grundy[b][a] == search.grundy(Position((a, b)))


def test_a_large_wythoff_map_is_checked_everywhere():
    spec = GAMES["wythoff"]
    side = largest_side(spec.plane)
    result = explore(spec, spec.default_position(), side, side)
    assert side == 1000 and result.checked == 10**6 and result.agrees
    assert result.grundy is None


@pytest.mark.parametrize("game", ["nim", "wythoff", "euclid"])
def test_a_wrong_rule_is_reported_where_it_is_wrong(game):
    spec = GAMES[game]
    plane = spec.plane

    def wrong(position):
        right = spec.solve(position).winner == "first"
        return not right if position.numbers[:2] == (plane.x_start + 3, plane.y_start + 2) \
            else right

    result = explore(spec, spec.default_position(), 6, 6, rule=wrong)
    assert result.disagreements == [(3, 2)]
    assert not result.agrees


def test_cancel_stops_the_work_at_once():
    spec = GAMES["nim"]
    calls = 0

    def stop_soon():
        nonlocal calls
        calls += 1
        return calls > 50

    started = time.perf_counter()
    with pytest.raises(Cancelled):
        explore(spec, spec.parse("3 4 5 6"), 48, 48, should_stop=stop_soon)
    assert time.perf_counter() - started < 5  # generous: the point is that it stops


def test_progress_is_reported_to_the_end():
    reports = []
    spec = GAMES["bash"]
    explore(spec, spec.default_position(), 5, 4, progress=lambda done, total: reports.append(
        (done, total)))
    assert reports[-1] == (20, 20) and len(reports) == 4


def test_csv_export():
    spec = GAMES["bash"]
    result = explore(spec, spec.default_position(), 3, 2)
    csv = result.to_csv()
    assert csv.splitlines()[0] == "M \\ N,0,1,2"
    assert csv.splitlines()[1] == "1,L 0 r0,W 1 r1,L 0 r2"     # outcome, Grundy, remoteness
    assert csv.endswith("\n")
    result.remoteness = None                                   # a map without remoteness
    assert result.to_csv().splitlines()[1] == "1,L 0,W 1,L 0"


def test_maps_refuse_sizes_beyond_their_limit():
    spec = GAMES["nim"]
    with pytest.raises(ValueError):
        explore(spec, spec.default_position(), spec.plane.largest + 1, 4)
