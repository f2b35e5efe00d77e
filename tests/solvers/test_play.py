"""The computer opponent, hints and review, against brute-force search."""

from __future__ import annotations

import random

import pytest

from solvers import FIRST, GAMES, SECOND
from solvers.play import (
    ERRS,
    computer_move,
    delaying_move,
    first_mistake,
    focus,
    hint,
)
from solvers.search import Search
from tests.games import TWO_PLAYER

from .positions import small_positions


def sample(game: str, count: int, seed: int = 0):
    positions = small_positions(game)
    return random.Random(seed).sample(positions, min(count, len(positions)))


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_computer_never_misses_a_win(game):
    """(How it loses, holding out longest, is checked against remoteness in
    test_remoteness.py.)"""
    spec = GAMES[game]
    search = Search(spec.tree)
    rng = random.Random(1)
    for position in sample(game, 150):
        move = computer_move(spec, position, rng)
        legal = {m.after for m in spec.legal_moves(position)}
        if not legal:
            assert move is None
            continue
        assert move.after in legal
        if search.mover_wins(position):
            assert not search.mover_wins(move.after), spec.format(position)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_following_the_hint_wins_every_game_from_a_winning_start(game):
    spec = GAMES[game]
    search = Search(spec.tree)
    rng = random.Random(2)
    starts = [p for p in sample(game, 60, seed=3) if search.mover_wins(p)][:12]
    assert starts
    for start in starts:
        position, human_to_move = start, True
        for _ in range(400):
            if human_to_move:
                advice = hint(spec, position, 3)
                if advice.move is None:
                    break
                position = advice.move.after
            else:
                reply = computer_move(spec, position, rng, strength=ERRS)
                if reply is None:
                    break
                position = reply.after
            human_to_move = not human_to_move
        # The player who cannot move has lost: it must be the computer.
        assert not human_to_move or search.tree.stuck_mover_wins(position), spec.format(start)
        assert not any(True for _ in spec.legal_moves(position))


def test_hint_levels_say_more_and_more():
    spec = GAMES["nim"]
    position = spec.parse("3 4 5")
    assert str(hint(spec, position, 1).text).startswith("Yes")
    assert str(hint(spec, position, 2).text) == "Play here: heap 1."
    third = hint(spec, position, 3)
    assert third.move.after.numbers == (1, 4, 5)
    assert "1 4 5" in str(third.text)
    assert str(hint(spec, spec.parse("1 2 3"), 1).text).startswith("No")
    assert "over" in str(hint(spec, spec.parse("0 0"), 2).text)


def test_hint_focus_names_the_place_for_every_game():
    for game in TWO_PLAYER:
        spec = GAMES[game]
        for position in sample(game, 30):
            analysis = spec.solve(position)
            if analysis.winner == FIRST and analysis.moves:
                where = str(focus(spec, position, analysis.moves[0]))
                assert where and where != str(analysis.moves[0].text) or game in (
                    "bash", "fibonacci", "euclid"), (game, where)


def test_review_finds_the_planted_mistake():
    spec = GAMES["nim"]
    start = spec.parse("3 4 5")

    def replay(*script):
        position, moves = start, []
        for after in script:
            move = next(m for m in spec.legal_moves(position) if m.after.numbers == after)
            moves.append(move)
            position = move.after
        return moves

    # First player right (XOR 0), second player lost anyway, first player right again.
    assert first_mistake(spec, start, replay((1, 4, 5), (1, 4, 4), (0, 4, 4))) is None
    # The planted mistake: at (1, 4, 4), XOR 1, the first player leaves XOR 6.
    game = replay((1, 4, 5), (1, 4, 4), (1, 3, 4), (1, 3, 2))
    mistake = first_mistake(spec, start, game)
    assert mistake is not None and mistake.turn == 2
    assert mistake.played.after.numbers == (1, 3, 4)
    assert mistake.better.after.numbers == (0, 4, 4)
    assert str(mistake.text).startswith("Move 3: take 1 from heap 2 → 1 3 4")
    # Only the reviewed player's turns count: the second player made no mistake.
    assert first_mistake(spec, start, game, reviewed=lambda turn: turn % 2 == 1) is None


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_legal_moves_round_trip_through_their_args(game):
    spec = GAMES[game]
    for position in sample(game, 40, seed=5):
        afters = [m.after for m in spec.legal_moves(position)]
        assert len(afters) == len(set(afters))
        for after in afters[:30]:
            assert spec.parse(spec.format(after)) == spec.parse(spec.format(after))
            assert spec.format(spec.parse(spec.format(after))) == spec.format(after)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_random_positions_are_valid_at_every_size(game):
    spec = GAMES[game]
    rng = random.Random(9)
    winners = set()
    for size in range(1, 11):
        for _ in range(8):
            position = spec.random_position(rng, size)
            assert spec.parse(spec.format(position)) == position
            winners.add(spec.solve(position).winner)
    assert winners <= {FIRST, SECOND}


def test_delaying_move_is_none_without_moves():
    spec = GAMES["nim"]
    assert delaying_move(spec, spec.parse("0 0")) is None
