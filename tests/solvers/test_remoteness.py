"""Remoteness, move values and the master computer, against a brute force written here.

The brute force below follows the definition word for word on the positions the game's
legal moves lead to (0 where the mover is stuck; won: 1 + the least remoteness of the
options that leave the opponent lost; lost: 1 + the greatest of all options),
independently of search.py. It reads them from the game's tree without the moves' words
(test_legal_moves checks that they are the legal moves' positions, in order): the words
of coin-circle's million moves cost half of this module's time.
"""

from __future__ import annotations

import random
import sys
from functools import cache

import pytest

from solvers import GAMES, play
from solvers.play import PERFECT, STRONG, computer_move
from solvers.remoteness import BEST, GOOD, MISTAKE, move_values, remoteness
from solvers.search import Search, collector_paused
from solvers.spec import Cancelled
from tests.games import TWO_PLAYER

from .positions import small_positions

FORMULAS = [game for game in TWO_PLAYER if GAMES[game].remoteness is not None]


def brute_force(spec):
    """(mover wins, remoteness) of a position by the definition, memoised.

    Tests take it through the `brute` fixture, which builds it once per game for the
    whole module (coin-circle's takes ~3 s) and lets it go at the module's end.
    """

    tree = spec.tree

    @cache
    def value(position):
        options = [value(after) for after in tree.successors(position)]
        if not options:
            return tree.stuck_mover_wins(position), 0
        lost = [after for wins, after in options if not wins]
        if lost:
            return True, 1 + min(lost)
        return False, 1 + max(after for _, after in options)

    return value


@pytest.fixture(scope="module", autouse=True)
def deep_recursion():
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20_000))
    yield
    sys.setrecursionlimit(old)


@pytest.fixture(scope="module", autouse=True)
def collector_paused_for_the_module():
    """The brute forces' memos grow to about a million young objects (coin-circle's moves),
    which every collection would walk again (3 s of this module's time); they make no
    cycles, and the searches pause the collector in the same way (search.collector_paused)."""
    with collector_paused():
        yield


@pytest.fixture(scope="module")
def brute():
    """game id -> its brute force, each built once for the module (read-only: a memo)."""
    made: dict = {}

    def of(game: str):
        if game not in made:
            made[game] = brute_force(GAMES[game])
        return made[game]

    yield of
    made.clear()


@cache
def _small(game: str) -> tuple:
    return tuple(small_positions(game))


def sample(game: str, count: int = 250, seed: int = 0):
    positions = _small(game)
    return random.Random(seed).sample(positions, min(count, len(positions)))


def test_formulas_are_declared_for_bash_and_euclid():
    assert {"bash", "euclid"} <= set(FORMULAS)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_search_remoteness_matches_the_definition(game, brute):
    spec = GAMES[game]
    value, search = brute(game), Search(spec.tree)
    for position in _small(game):
        assert search.remoteness(position) == value(position), spec.format(position)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_remoteness_api_by_formula_or_search(game, brute):
    """The API's answer, by formula or by a search of its own for each position (the
    formulas are checked on every small position below, the search engine above)."""
    spec = GAMES[game]
    value = brute(game)
    for position in sample(game, 60, seed=6):
        assert remoteness(spec, position) == value(position)[1], spec.format(position)


@pytest.mark.parametrize("game", FORMULAS)
def test_formula_agrees_with_search_on_all_small_positions(game):
    spec, search = GAMES[game], Search(GAMES[game].tree)
    for position in _small(game):
        assert spec.remoteness(position) == search.remoteness(position)[1], spec.format(position)


def test_formulas_answer_huge_positions_exactly():
    bash = GAMES["bash"]
    assert remoteness(bash, bash.parse(f"{10**30} 4")) == 2 * 10**30 // 5
    assert remoteness(bash, bash.parse(f"{10**30 + 2} 4 --misere")) == 2 * (10**30 // 5) + 2
    euclid = GAMES["euclid"]
    a, b = 1, 1
    for _ in range(300):       # consecutive Fibonacci numbers: every move forced
        a, b = a + b, a
    found = remoteness(euclid, euclid.parse(f"{a} {b}"))
    assert isinstance(found, int) and found == 300


def test_remoteness_is_none_beyond_the_budget():
    nim = GAMES["nim"]
    assert remoteness(nim, nim.parse("30 40 50")) is None
    assert remoteness(nim, nim.parse(" ".join(["7"] * 5_000))) is None
    assert remoteness(nim, nim.parse("3 4 5")) == 11


def test_remoteness_can_be_cancelled():
    nim = GAMES["nim"]
    with pytest.raises(Cancelled):
        remoteness(nim, nim.parse("30 40 50"), should_stop=lambda: True)


def test_move_values_by_formula_stop_between_moves_when_told():
    """Valued by the game's formula, each move is a whole solve (0.1-0.4 s for 300 of a
    twenty-heap position): a caller that moved on does not wait for the rest."""
    for game in ("bash", "euclid"):
        spec = GAMES[game]
        assert spec.remoteness is not None
        position = spec.parse(spec.example)
        asked = iter([False])          # False once, then True: next() runs out

        with pytest.raises(Cancelled):
            move_values(spec, position, should_stop=lambda asked=asked: next(asked, True))
        assert move_values(spec, position, should_stop=lambda: False)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_move_values_and_their_quality(game, brute):
    spec = GAMES[game]
    value = brute(game)
    for position in sample(game, 80, seed=1):
        values = move_values(spec, position)
        assert [v.move.after for v in values] == [m.after for m in spec.legal_moves(position)]
        won = value(position)[0]
        winning_after = [value(v.move.after)[1] for v in values if not value(v.move.after)[0]]
        for v in values:
            opponent_wins, after = value(v.move.after)
            assert v.winning == (not opponent_wins) and v.remoteness == after
            if not won:
                longest = max(value(w.move.after)[1] for w in values)
                assert v.quality == (BEST if after == longest else GOOD)
            elif opponent_wins:
                assert v.quality == MISTAKE
            else:
                assert v.quality == (BEST if after == min(winning_after) else GOOD)
        if values and won:
            assert any(v.quality == BEST for v in values), spec.format(position)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_perfect_computer_wins_fastest_and_holds_out_longest(game, brute):
    spec = GAMES[game]
    value = brute(game)
    rng = random.Random(4)
    for position in sample(game, 120, seed=2):
        move = computer_move(spec, position, rng, PERFECT)
        options = [value(m.after) for m in spec.legal_moves(position)]
        if not options:
            assert move is None
            continue
        opponent_wins, after = value(move.after)
        if value(position)[0]:
            assert not opponent_wins, spec.format(position)
            assert after == min(r for w, r in options if not w), spec.format(position)
        else:
            assert after == max(r for _, r in options), spec.format(position)
        # The game then lasts exactly the remoteness, one move already made.
        assert 1 + after == value(position)[1], spec.format(position)


def test_strong_computer_never_throws_a_win_away_but_sometimes_is_slower(brute, monkeypatch):
    spec = GAMES["nim"]
    value = brute("nim")
    position = spec.parse("3 5 6 7")     # winning moves: 14, 16 and 18 moves after
    assert value(position)[0]
    # The computer values the same three moves at each of the 50 turns (0.04 s each): they
    # are valued once, and what is tested, its choice among them, is made every turn.
    found: dict = {}
    valued = play.valued

    def valued_once(spec, moves, *rest):
        moves = list(moves)
        key = tuple(move.after for move in moves)
        if key not in found:
            found[key] = valued(spec, moves, *rest)
        return found[key]
    monkeypatch.setattr(play, "valued", valued_once)
    rng = random.Random(7)
    lengths = set()
    for _ in range(50):      # a 0.25 chance of a slower win each time: 0.75**50 < 1e-6
        move = computer_move(spec, position, rng, STRONG)
        assert not value(move.after)[0]
        lengths.add(value(move.after)[1])
    fastest = min(value(m.after)[1] for m in spec.legal_moves(position)
                  if not value(m.after)[0])
    assert fastest in lengths and len(lengths) > 1
