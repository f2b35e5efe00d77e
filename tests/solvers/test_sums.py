"""Sums of games: values, verdicts and moves, against brute force on the sum itself."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field

import pytest

from solvers import FIRST, GAMES, SECOND
from solvers.search import Search
from solvers.spec import InputError
from solvers.sums import (
    BRUTE_FORCE_LIMIT,
    analyse_sum,
    format_sum,
    parse_component,
    parse_sum,
    sum_games,
)

from .positions import small_positions


@dataclass(frozen=True)
class SumTree:
    """The sum as one game: a state is the tuple of the parts' positions.

    Each part's successors are listed once per tree and kept: the sum's states meet
    every position of a part again with each combination of the others (the brute
    forces of tests/solvers/test_sums_play.py spent half their time listing them)."""

    specs: tuple
    _listed: dict = field(default_factory=dict, compare=False, repr=False)

    def start(self, state):
        return state

    def part_successors(self, index: int, position) -> tuple:
        key = (index, position)
        if key not in self._listed:
            self._listed[key] = tuple(self.specs[index].tree.successors(position))
        return self._listed[key]

    def successors(self, state):
        for i, position in enumerate(state):
            for after in self.part_successors(i, position):
                yield state[:i] + (after,) + state[i + 1:]

    def stuck_mover_wins(self, state):
        return False


CLOSED_FORMS = [game for game in sum_games() if GAMES[game].grundy is not None]


@pytest.mark.parametrize("game", CLOSED_FORMS)
def test_closed_form_values_are_the_grundy_values(game):
    spec = GAMES[game]
    search = Search(spec.tree)
    for position in small_positions(game)[:400]:
        if not spec.tree.stuck_mover_wins(position):
            assert spec.grundy(position) == search.grundy(position), spec.format(position)
            for target in range(spec.grundy(position)):
                move = spec.grundy_move(position, target)
                assert move is not None and search.grundy(move.after) == target


#: The games drawn as parts: those valued by a formula and by brute force.
PART_GAMES = ["nim", "bash", "wythoff", "staircase", "boxes", "euclid", "fibonacci",
              "georgia-bob", "coin-circle"]


@functools.cache
def part_positions(game: str) -> list:
    """The game's small positions, parsed once (drawing a part may take many tries)."""
    return small_positions(game)


def small_component(rng: random.Random) -> str:
    game = rng.choice(PART_GAMES)
    spec = GAMES[game]
    while True:
        position = rng.choice(part_positions(game))
        if not spec.tree.stuck_mover_wins(position) and max(position.numbers, default=0) <= 6 \
                and len(position.numbers) <= 3:
            return f"{game} {spec.format(position)}"


def test_sums_match_brute_force_of_the_sum():
    rng = random.Random(4)
    for _ in range(60):
        words = " + ".join(small_component(rng) for _ in range(rng.randrange(1, 4)))
        components = parse_sum(words)
        analysis = analyse_sum(components)
        tree = SumTree(tuple(c.spec for c in components))
        state = tuple(c.position for c in components)
        search = Search(tree)
        assert analysis.winner == (FIRST if search.mover_wins(state) else SECOND), words
        if analysis.winner == FIRST:
            index, move = analysis.move
            after = state[:index] + (move.after,) + state[index + 1:]
            assert not search.mover_wins(after), words
        else:
            assert analysis.move is None


BRUTE_FORCED = [game for game in sum_games() if GAMES[game].grundy is None]


@pytest.mark.parametrize("game", BRUTE_FORCED)
def test_every_move_from_a_part_leads_to_a_part(game):
    """A sum reached by a legal move is a sum the page accepts: the brute-force bound
    holds for every position a move reaches (Fibonacci's limit doubles with each take)."""
    spec = GAMES[game]
    for position in small_positions(game)[:600]:
        words = f"{game} {spec.format(position)}"
        try:
            parse_component(words)
        except InputError:
            continue
        for move in spec.legal_moves(position):
            parse_component(f"{game} {spec.format(move.after)}")


def test_a_part_may_have_any_white_space_after_its_game():
    assert format_sum(parse_sum("nim\t3 4 +  bash\n10 3")) == "nim 3 4 + bash 10 3"


def test_the_theorem_at_work_in_words():
    analysis = analyse_sum(parse_sum("nim 3 4 + bash 10 3 + wythoff 1 2"))
    assert analysis.values == (7, 2, 0) and analysis.total == 5
    index, move = analysis.move
    # Nim 3 4 is worth 7; it must become 7 XOR 5 = 2: heap 2 from 4 down to 1.
    assert index == 0 and move.after.numbers == (3, 1)
    assert "part 1" in str(analysis.explanation[-1]).lower()
    assert format_sum(analysis.components) == "nim 3 4 + bash 10 3 + wythoff 1 2"


@pytest.mark.parametrize("words, fragment", [
    ("", "at least one"),
    ("chess 1 2", "not a game"),
    ("pirates 10 3", "no Grundy value"),
    ("misere-nim 1 2", "no Grundy value"),
    ("bash 10 3 --misere", "misère"),
    ("nim 3 + wythoff 1 x", "part 2"),
    (f"euclid {BRUTE_FORCE_LIMIT + 1} 3", "brute force"),
])
def test_bad_sums_are_refused_with_the_part(words, fragment):
    with pytest.raises(InputError) as error:
        parse_sum(words)
    assert fragment in error.value.message
