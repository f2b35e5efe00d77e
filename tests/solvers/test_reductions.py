"""Games in disguise: the reduced position has the same outcome, and the image of every
winning move is a legal winning move of the reduced game."""

from __future__ import annotations

import pytest

from solvers import FIRST, GAMES, SECOND

from .positions import small_positions

REDUCED = {"staircase": "nim", "georgia-bob": "staircase", "hill": "staircase", "boxes": "nim"}


@pytest.mark.parametrize("game", REDUCED)
def test_reductions_keep_the_outcome_and_map_winning_moves(game):
    spec = GAMES[game]
    mapped = 0
    for position in small_positions(game):
        analysis = spec.solve(position)
        reduction = analysis.facts.get("reduction")
        if reduction is None:
            # Only the hill goes without: with the king first in line, or at the top.
            assert game == "hill"
            continue
        target = GAMES[reduction.game]
        assert reduction.game == REDUCED[game]
        assert target.solve(reduction.position).winner == analysis.winner
        legal = {m.after for m in target.legal_moves(reduction.position)}
        for index, move in enumerate(analysis.moves):
            image = reduction.image_of(index)
            if image is None:
                continue
            mapped += 1
            assert image in legal, (spec.format(position), spec.format(move.after))
            assert target.solve(image).winner == SECOND
    assert mapped > 20


def test_images_are_missing_only_where_the_reduced_game_has_no_such_move():
    stairs = GAMES["staircase"].solve(GAMES["staircase"].parse("0 3 1"))
    assert stairs.winner == FIRST
    words = [str(m.text) for m in stairs.moves]
    images = [stairs.facts["reduction"].image_of(i) for i in range(len(words))]
    for text, image in zip(words, images):
        assert (image is None) == ("from step 2" in text), (text, image)
