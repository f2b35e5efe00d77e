"""Direct legality checks (GameSpec.legal_move, solvers.play.legal_move) against the full
list of legal moves, on every small position of every game, in both directions."""

from __future__ import annotations

import random
import time

import pytest

from solvers import GAMES
from solvers.play import legal_move
from solvers.spec import InputError, Position
from tests.games import TWO_PLAYER

from .positions import small_positions

#: The games that check a move directly (the others are checked by a bounded listing).
DIRECT = [game for game in TWO_PLAYER if GAMES[game].legal_move is not None]
BUILT_IN = ("bash", "wythoff", "nim", "misere-nim", "fibonacci", "staircase", "georgia-bob",
            "hill", "boxes", "euclid", "corner-board", "coin-circle")


def test_the_built_in_games_check_moves_directly():
    assert set(BUILT_IN) <= set(DIRECT)


def _non_moves(position: Position, others: list[Position], rng: random.Random):
    """Positions near `position` that may or may not be a move away: every small position
    of the game, and the numbers nudged one, two or all at a time."""
    yield position
    yield from others
    numbers = position.numbers
    for _ in range(40):
        nudged = list(numbers)
        for i in rng.sample(range(len(nudged)), rng.randint(1, len(nudged))):
            nudged[i] += rng.choice((-3, -2, -1, 1, 2, 3))
        yield position.with_numbers(nudged)
    if numbers:
        yield position.with_numbers(numbers[:-1])
        yield position.with_numbers(numbers + (1,))
        yield position.with_numbers(numbers + (1, 2))


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_every_listed_move_is_legal_and_nothing_else(game):
    spec = GAMES[game]
    positions = small_positions(game)
    rng = random.Random(12)
    for position in positions:
        listed: dict[Position, set[str]] = {}
        for move in spec.legal_moves(position):
            listed.setdefault(move.after, set()).add(str(move.text))
        for after, words in listed.items():
            found = legal_move(spec, position, after)
            assert found is not None, (game, position, after)
            assert found.after == after and str(found.text) in words, (game, position, after)
        others = rng.sample(positions, min(30, len(positions)))
        for after in _non_moves(position, others, rng):
            if after not in listed:
                assert legal_move(spec, position, after) is None, (game, position, after)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_a_tree_lists_the_positions_after_its_moves_in_order(game):
    """Searches read `successors`; a game may list them without the moves' words."""
    spec = GAMES[game]
    for position in small_positions(game):
        state = spec.tree.start(position)
        assert (list(spec.tree.successors(state))
                == [spec.tree.start(move.after) for move in spec.legal_moves(position)]), \
            spec.format(position)


@pytest.mark.parametrize("args, after, words", [
    ("1000000 5", "5 5", "take 999995 from heap 1"),
    ("5 1000000", "5 5", "take 999995 from heap 2"),
])
def test_a_big_nim_move_is_checked_at_once(args, after, words):
    spec = GAMES["nim"]
    start = time.perf_counter()
    move = legal_move(spec, spec.parse(args), spec.parse(after))
    assert time.perf_counter() - start < 0.05
    assert move is not None and str(move.text) == words


@pytest.mark.parametrize("game", DIRECT)
def test_the_winning_moves_of_huge_examples_are_legal_at_once(game):
    """Each game's winning moves at numbers of 18 and 300 digits are found legal directly."""
    spec = GAMES[game]
    for scale in (10**18, 10**300):
        words = [str(scale + n) if token.isdigit() and int(token) > 2 else token
                 for n, token in enumerate(spec.example.split())]
        try:
            position = spec.parse(words)
        except InputError:      # (a position the game refuses)
            continue
        analysis = spec.solve(position)
        for move in list(analysis.moves)[:5]:
            start = time.perf_counter()
            assert legal_move(spec, position, move.after) is not None, (game, move.text)
            assert time.perf_counter() - start < 0.05, (game, move.text)


def test_a_game_without_a_direct_check_is_checked_by_listing():
    spec = GAMES["nim"]
    listing = type(spec)(**{**spec.__dict__, "legal_move": None})
    position = spec.parse("3 4 5")
    assert legal_move(listing, position, spec.parse("3 4 1")) is not None
    assert legal_move(listing, position, spec.parse("3 4 6")) is None
