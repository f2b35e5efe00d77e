"""A game tree's bound on the positions a position reaches (PositionTree.reaches_at_least),
against brute force; and a search that gives up at once where the bound passes its budget.
"""

from __future__ import annotations

import random
from collections import deque

import pytest

from solvers import GAMES
from solvers.remoteness import remoteness
from solvers.search import Search, TooLarge
from solvers.spec import Position

from .positions import small_positions

BOUNDED = [game for game, spec in GAMES.items()
           if spec.tree is not None and getattr(spec.tree, "reaches_at_least", None)]
RANDOM_POSITIONS = 60
#: Most positions a walk checking one bound may visit (the corner board's bounds reach the
#: millions: 8^7 for the 8×8 board's start).
WALK_LIMIT = 2_000


def reaches_at_least(tree, position: Position, count: int) -> bool:
    """Whether at least `count` positions can be reached from `position`, itself
    included: a walk over the successors that stops once it has seen that many."""
    seen = {position}
    waiting = deque([position])
    while waiting and len(seen) < count:
        for after in tree.successors(waiting.popleft()):
            if after not in seen:
                seen.add(after)
                waiting.append(after)
    return len(seen) >= count


def random_positions(game: str) -> list[Position]:
    spec = GAMES[game]
    rng = random.Random(game)
    return [spec.parse(spec.random_args(rng, rng.randrange(1, 12)))
            for _ in range(RANDOM_POSITIONS)] if spec.random_args else []


def test_the_bounded_games():
    assert {"nim", "misere-nim", "wythoff", "octal", "subtraction", "staircase", "georgia-bob",
            "fibonacci", "hill", "corner-board", "coin-circle"} <= set(BOUNDED)


@pytest.mark.parametrize("game", BOUNDED)
def test_a_position_reaches_at_least_the_positions_its_tree_says(game):
    tree = GAMES[game].tree
    positions = small_positions(game) + random_positions(game)
    bounds = [tree.reach_at_least(position) for position in positions]
    assert max(bounds) > 2                       # a bound that says something
    walked = [(position, bound) for position, bound in zip(positions, bounds)
              if bound <= WALK_LIMIT]
    assert len(walked) >= 20
    for position, bound in walked:
        assert reaches_at_least(tree, position, bound), (GAMES[game].format(position), bound)


@pytest.mark.parametrize("game", BOUNDED)
def test_a_search_past_the_bound_gives_up_before_it_starts(game):
    """Values and remoteness visit every successor, so a budget under the bound cannot
    be enough: the search says so at once. At the bound it goes on, and succeeds where the
    position's positions fit in it."""
    spec = GAMES[game]
    position = max(small_positions(game), key=spec.tree.reach_at_least)
    bound = spec.tree.reach_at_least(position)
    for ask in (Search.remoteness, Search.grundy):
        short = Search(spec.tree, max_positions=bound - 1)
        with pytest.raises(TooLarge):
            ask(short, spec.tree.start(position))
        assert short.visits == 0
        enough = Search(spec.tree, max_positions=10**6)
        ask(enough, spec.tree.start(position))
        assert enough.visits >= bound


def test_a_huge_heap_is_not_searched_for_its_remoteness():
    nim = GAMES["nim"]
    position = nim.parse(f"{10**40} {3 * 10**39 + 17} 5")
    search = Search(nim.tree)
    with pytest.raises(TooLarge):
        search.remoteness(position)
    assert search.visits == 0
    assert remoteness(nim, position) is None


def test_every_position_of_the_small_corner_boards_reaches_what_its_bound_says():
    """The board's bound counts paths across the open rows or columns; every position of
    the boards up to 4×4 (2,198), in mid-game too, where the piece has turned back."""
    tree = GAMES["corner-board"].tree
    waiting = [GAMES["corner-board"].parse(str(n)) for n in range(1, 5)]
    checked = 0
    while waiting:
        position = waiting.pop()
        assert reaches_at_least(tree, position, tree.reach_at_least(position)), position
        waiting.extend(tree.successors(position))
        checked += 1
    assert checked == 2198


@pytest.mark.parametrize("game, args", [
    ("corner-board", "8"), ("corner-board", "28"), ("corner-board", str(10**18)),
    ("corner-board", "28 1 2 2 2 2 3"),
    ("corner-board", "28 1 2 1 3 1 4 2 4 3 4 3 3 3 2 2 2"),   # (walled in: walks out first)
    ("coin-circle", "18 2"), ("coin-circle", "1000 2"), ("coin-circle", "117 3 5 6"),
    ("octal", "68 72 66 51 70 15 8 27 72 --code 4.7"),
    ("subtraction", "34 72 80 20 61 89 17 74 23 95 61 --set 1")])
def test_a_position_far_past_the_budget_is_not_searched_for_its_remoteness(game, args):
    """A search to the budget took 1-25 s here: the corner board's and the coin circle's
    positions grow a step at a time (the path, the coins taken), and many heaps that each
    go down alone multiply their sizes (the biggest alone was the bound before). The
    bound refuses them first."""
    spec = GAMES[game]
    position = spec.parse(args)
    search = Search(spec.tree)
    with pytest.raises(TooLarge):
        search.remoteness(position)
    assert search.visits == 0
    assert remoteness(spec, position) is None
