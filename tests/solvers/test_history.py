"""A played game's value history against the brute force of test_remoteness: every point's
winner and remoteness are the definition's, every move's quality is what the brute force
says of it among all the moves of its position, and the win changes hands exactly at the
mistakes."""

from __future__ import annotations

import random

import pytest

from solvers import GAMES
from solvers.history import accuracy, game_history
from solvers.remoteness import BEST, GOOD, MAX_STEPS, MISTAKE
from solvers.spec import Cancelled
from tests.games import TWO_PLAYER

from .test_remoteness import brute_force, deep_recursion, sample  # noqa: F401 (fixture)


def random_game(spec, start, rng, length=12):
    moves, position = [], start
    for _ in range(length):
        options = list(spec.legal_moves(position))
        if not options:
            break
        move = rng.choice(options)
        moves.append(move)
        position = move.after
    return moves


def brute_quality(value, before, played):
    """The quality of `played` by the definition, among every move of `before`."""
    mover_wins, _ = value(before.position)
    options = [(move, value(move.after)) for move in before.moves_all]
    if mover_wins:
        winning = [after for _, (wins, after) in options if not wins]
        wins, after = value(played.after)
        if wins:
            return MISTAKE
        return BEST if after == min(winning) else GOOD
    longest = max(after for _, (_, after) in options)
    return BEST if value(played.after)[1] == longest else GOOD


class Before:
    def __init__(self, spec, position):
        self.position = position
        self.moves_all = list(spec.legal_moves(position))


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_the_history_is_the_values_of_the_games_positions(game):
    spec = GAMES[game]
    if spec.tree is None:
        pytest.skip("no game tree: remoteness is not defined")
    value = brute_force(spec)
    rng = random.Random(game)
    for start in sample(game, count=12, seed=1):
        moves = random_game(spec, start, rng)
        points = game_history(spec, start, moves, max_steps=MAX_STEPS)
        assert [p.position for p in points] == [start, *(m.after for m in moves)]
        for point in points:
            wins, far = value(point.position)
            assert point.mover_wins == wins, (game, point.position)
            assert point.remoteness == far, (game, point.position)
        for point, move in zip(points[1:], moves):
            before = Before(spec, points[point.turn - 1].position)
            if len(before.moves_all) <= 300:
                assert point.quality == brute_quality(value, before, move), (game, move)
            assert point.turned == (point.quality == MISTAKE)


def test_accuracy_counts_each_sides_moves():
    spec = GAMES["nim"]
    start = spec.parse("1 2 4")
    moves = random_game(spec, start, random.Random(3), length=20)
    points = game_history(spec, start, moves)
    first, second = accuracy(points)
    assert sum(first.values()) == (len(moves) + 1) // 2
    assert sum(second.values()) == len(moves) // 2
    for turn, point in enumerate(points[1:], start=1):
        side = first if turn % 2 == 1 else second
        assert side[point.quality] >= 1
    assert set(first) == set(second) == {BEST, GOOD, MISTAKE}


def test_a_history_can_be_cancelled():
    spec = GAMES["nim"]
    start = spec.parse("1 2 4")
    with pytest.raises(Cancelled):
        game_history(spec, start, random_game(spec, start, random.Random(0)),
                     should_stop=lambda: True)
