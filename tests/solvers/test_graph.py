"""The game graph (solvers/graph.py): its nodes' outcomes and Grundy values against the
brute-force search, its winning edges, lazy expansion and the budget."""

from __future__ import annotations

import subprocess
import sys

import pytest

from solvers import GAMES
from solvers import graph as game_graph
from solvers.search import Search
from solvers.spec import Cancelled, InputError

#: Small positions of several games: all their reachable positions fit the budget.
SMALL = [("nim", "1 2 3"), ("nim", "3 3"), ("bash", "7 3"), ("bash", "9 2 --misere"),
         ("wythoff", "2 3"), ("wythoff", "4 4"), ("misere-nim", "1 2 2"),
         ("subtraction", "7 --set 1 3 4"), ("subtraction", "9 --set 2 5 --misere"),
         ("octal", "9 --code 0.77"), ("octal", "2 5 --code 0.07"), ("euclid", "30 7"),
         ("staircase", "2 1 3"), ("georgia-bob", "1 5 9"), ("fibonacci", "12"),
         ("hill", "3 5 8 --king 2"), ("coin-circle", "7 2"), ("corner-board", "3")]


def reachable(spec, start):
    seen, order = {start}, [start]
    for position in order:
        for move in spec.legal_moves(position):
            if move.after not in seen:
                seen.add(move.after)
                order.append(move.after)
    return seen


@pytest.mark.parametrize(("game", "args"), SMALL)
def test_nodes_agree_with_the_search(game, args):
    spec = GAMES[game]
    start = spec.parse(args)
    built = game_graph.build(spec, start)
    assert built.message is None
    assert set(built.visible()) == set(built.nodes) == reachable(spec, start)
    search = Search(spec.tree)
    normal = not spec.tree.stuck_mover_wins(start)
    assert built.normal_play is normal
    for position, node in built.nodes.items():
        assert node.mover_wins is search.mover_wins(position), position
        assert node.outcome == ("N" if node.mover_wins else "P")
        if normal:
            assert node.grundy == search.grundy(position), position
            assert type(node.grundy) is int
        else:
            assert node.grundy is None


@pytest.mark.parametrize(("game", "args"), SMALL)
def test_winning_edges_are_exactly_those_to_p_positions(game, args):
    spec = GAMES[game]
    built = game_graph.build(spec, spec.parse(args))
    edges = built.edges()
    for position in built.nodes:
        targets = [move.after for move in spec.legal_moves(position)]
        mine = [e for e in edges if e.source == position]
        assert [e.target for e in mine] == targets          # every move, in order
        for edge in mine:
            assert edge.winning is (built.nodes[edge.target].mover_wins is False)
        node = built.nodes[position]
        if targets:
            assert any(e.winning for e in mine) is node.mover_wins
        assert built.is_terminal(position) is (not targets)


def test_budget_shows_whole_levels_and_says_so():
    spec = GAMES["nim"]
    start = spec.parse("5 6 7")
    built = game_graph.build(spec, start, max_nodes=50)
    assert "More than 50 positions" in str(built.message)
    assert "up to 1 move from the start" in str(built.message)
    assert built.levels == 1 and len(built.nodes) == 1 + 18
    # Every node within the shown levels is there, with all its moves.
    assert built.expanded == {start}
    assert all(game_graph.build(spec, start).nodes[p] == n for p, n in built.nodes.items())


def test_a_start_with_too_many_moves_shows_its_first():
    spec = GAMES["nim"]
    built = game_graph.build(spec, spec.parse("1000 3"))
    assert len(built.nodes) == game_graph.MAX_NODES
    assert not built.options[built.start].complete
    assert "more than 399 moves" in str(built.message)
    # Values from the closed form where the search would be too long: exact.
    for position, node in built.nodes.items():
        assert node.grundy == position.numbers[0] ^ position.numbers[1]


def test_huge_numbers_are_exact():
    spec = GAMES["nim"]
    big = 10 ** 30
    built = game_graph.build(spec, spec.parse(f"{big} 2"), max_nodes=20)
    assert built.nodes[built.start].grundy == big ^ 2
    assert game_graph.label(spec, built.start, built.start).count("…") == 1


def test_expanding_a_node_adds_its_options():
    spec = GAMES["nim"]
    start = spec.parse("2 3 4")
    built = game_graph.build(spec, start, max_nodes=30)
    frontier = [p for p in built.visible() if p not in built.expanded and built.can_expand(p)]
    node = frontier[0]
    assert built.needs_work(node) and not built.expand(node)
    shown = len(built.visible())
    expansion = game_graph.options_of(spec, node, built.normal_play, frozenset(built.nodes),
                                      built.room())
    built.add(expansion)
    targets = [move.after for move in spec.legal_moves(node)]
    assert list(built.options[node].targets) == targets
    assert set(targets) <= set(built.visible())
    assert len(built.visible()) > shown
    search = Search(spec.tree)
    for target in targets:
        assert built.nodes[target].grundy == search.grundy(target)
    # Collapsing hides them again; expanding again needs no work.
    built.collapse(node)
    assert len(built.visible()) == shown
    assert not built.needs_work(node) and built.expand(node)
    assert len(built.visible()) > shown


def test_expansion_stops_at_the_room_left():
    spec = GAMES["nim"]
    start = spec.parse("9 9")
    expansion = game_graph.options_of(spec, start, True, frozenset({start}), room=3)
    assert len(expansion.nodes) == 3 and not expansion.options.complete


def test_cancel_and_games_without_moves():
    spec = GAMES["nim"]
    with pytest.raises(Cancelled):
        game_graph.build(spec, spec.parse("5 6 7"), should_stop=lambda: True)
    pirates = GAMES["pirates"]
    with pytest.raises(InputError):
        game_graph.build(pirates, pirates.default_position())


def test_labels():
    spec = GAMES["subtraction"]
    start = spec.parse("7 --set 1 3 4")
    assert game_graph.label(spec, start, start) == "7"
    assert game_graph.label(spec, start.with_numbers(()), start) == game_graph.EMPTY
    nim = GAMES["nim"]
    long = nim.parse(" ".join(["12345"] * 10))
    name = game_graph.label(nim, long, long)
    assert len(name) <= game_graph.LABEL_CHARS and "…" in name
    bash = GAMES["bash"]
    normal = bash.parse("7 3")
    assert game_graph.label(bash, bash.parse("7 3 --misere"), normal).endswith("--misere")


def test_no_qt():
    code = "import sys, solvers.graph; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
