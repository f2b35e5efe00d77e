"""The map's remoteness: every cell against a recursive definition written here, the CSV
carrying it, and the maps that have none saying why."""

from __future__ import annotations

import pytest

from solvers import GAMES
from solvers import explore as explore_module
from solvers.explore import REMOTENESS_TABLE, REMOTENESS_TOO_LARGE, explore
from solvers.search import Search, TooLarge
from solvers.spec import Cancelled, GameSpec, Position

MAPPED = [game for game, spec in GAMES.items() if spec.plane is not None]
#: Sides small enough for the recursive definition in a test.
SIDE = 6


def brute_remoteness(spec: GameSpec):
    """(mover wins, remoteness) of a position, straight from the definition: 0 where the
    mover is stuck; a won position is 1 + the least remoteness among the options that
    leave the opponent lost, a lost one 1 + the greatest among all its options."""
    memo: dict[Position, tuple[bool, int]] = {}

    def value(position: Position) -> tuple[bool, int]:
        if position not in memo:
            options = [value(move.after) for move in spec.legal_moves(position)]
            if not options:
                memo[position] = (spec.tree.stuck_mover_wins(position), 0)
            else:
                lost = [far for wins, far in options if not wins]
                memo[position] = ((True, 1 + min(lost)) if lost
                                  else (False, 1 + max(far for _, far in options)))
        return memo[position]

    return value


def csv_cells(csv: str) -> list[list[str]]:
    """The cells of the CSV, row y = 0 first, without the header and the y column."""
    return [line.split(",")[1:] for line in csv.splitlines()[1:]]


@pytest.mark.parametrize("game", MAPPED)
def test_every_cell_has_the_remoteness_of_its_definition(game):
    spec = GAMES[game]
    plane = spec.plane
    side = min(SIDE, plane.largest)
    base = spec.default_position()
    result = explore(spec, base, side, side)
    assert result.remoteness is not None and result.remoteness_missing is None
    value = brute_remoteness(spec)
    cells = csv_cells(result.to_csv())
    known = 0
    for y in range(side):
        for x in range(side):
            position = plane.position_at(base, plane.x_start + x, plane.y_start + y)
            if position is None:
                assert result.remoteness[y][x] is None and cells[y][x] == ""
                continue
            wins, far = value(position)
            assert result.remoteness[y][x] == far, (game, x, y)
            assert result.wins[y][x] == wins, (game, x, y)
            assert cells[y][x].startswith("W" if wins else "L")
            assert cells[y][x].split()[-1] == f"r{far}", (game, x, y)
            known += 1
    assert known == result.checked > 0
    # The definition is not a copy of what it checks: somewhere on the map a won position
    # is more than one move from the end, and a lost one more than none.
    assert any(r is not None and r > 1 for row in result.remoteness for r in row)


def test_a_misere_map_has_remoteness_without_grundy_values():
    spec = GAMES["misere-nim"]
    result = explore(spec, spec.default_position(), 4, 4)
    assert result.grundy is None and result.remoteness is not None
    value = brute_remoteness(spec)
    cell = result.to_csv().splitlines()[1].split(",")[3]     # heaps 2 0 1
    # Take the heap of 2: the opponent takes the last object and loses. Two moves.
    assert value(Position((2, 0, 1))) == (True, 2)
    assert cell == "W r2" and result.remoteness[0][2] == 2


def test_a_map_from_tables_past_the_search_has_no_remoteness():
    spec = GAMES["wythoff"]
    side = spec.plane.largest + 1
    result = explore(spec, spec.default_position(), side, side)
    assert result.checked == side * side and result.agrees
    assert result.remoteness is None and result.remoteness_missing == REMOTENESS_TABLE
    assert "r" not in result.to_csv().split("\n", 1)[1]


def test_a_map_from_tables_within_the_search_has_remoteness():
    spec = GAMES["wythoff"]
    side = spec.plane.largest
    result = explore(spec, spec.default_position(), side, side)
    value = brute_remoteness(spec)
    for x, y in [(0, 0), (1, 2), (2, 1), (5, 9), (side - 1, side - 1), (17, 40)]:
        assert result.remoteness[y][x] == value(Position((x, y)))[1], (x, y)


def test_remoteness_past_the_budget_is_left_out_and_the_outcomes_go_on(monkeypatch):
    """The search of remoteness stops after a few cells as past its budget: the map has
    no remoteness, says why, and its outcomes and Grundy values are all still right."""
    calls = 0

    class Budgeted(Search):
        def remoteness(self, state):
            nonlocal calls
            calls += 1
            if calls > 10:
                raise TooLarge(self.max_positions)
            return super().remoteness(state)

    monkeypatch.setattr(explore_module, "Search", Budgeted)
    spec = GAMES["nim"]
    base = spec.parse("3 4 5")
    result = explore(spec, base, 6, 6)
    assert calls == 11
    assert result.remoteness is None and result.remoteness_missing == REMOTENESS_TOO_LARGE
    assert result.agrees and result.checked == 36
    search = Search(spec.tree)
    for y in range(6):
        for x in range(6):
            position = Position((x, y, 5))
            assert result.wins[y][x] == search.mover_wins(position)
            assert result.grundy[y][x] == search.grundy(position)
    assert " r" not in result.to_csv()


def test_a_table_map_whose_search_is_past_its_budget_has_no_remoteness(monkeypatch):
    monkeypatch.setattr(explore_module, "Search",
                        lambda tree, should_stop=None: Search(tree, should_stop, 100))
    spec = GAMES["wythoff"]
    result = explore(spec, spec.default_position(), 32, 32)
    assert result.checked == 32 * 32 and result.agrees
    assert result.remoteness is None and result.remoteness_missing == REMOTENESS_TOO_LARGE


def test_the_remoteness_of_a_table_map_is_cancelled():
    spec = GAMES["wythoff"]
    calls = 0

    def stop_later():
        nonlocal calls
        calls += 1
        return calls > 3        # the tables ask once; then rows of the remoteness

    with pytest.raises(Cancelled):
        explore(spec, spec.default_position(), 64, 64, should_stop=stop_later)


def test_formula_games_use_their_formula(monkeypatch):
    """Bash's map takes its remoteness from the game's formula, not from a search."""
    monkeypatch.setattr(Search, "remoteness", lambda self, state: pytest.fail("searched"))
    spec = GAMES["bash"]
    result = explore(spec, spec.default_position(), 5, 5)
    value = brute_remoteness(spec)
    assert result.remoteness == [[value(Position((x, y + 1)))[1] for x in range(5)]
                                 for y in range(5)]
