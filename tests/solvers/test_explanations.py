"""Explanations are steps that end in the verdict: the last step names the winner that
the steps before it derive, and it must agree with the solver's verdict."""

from __future__ import annotations

import random
import re

import pytest

from solvers import FIRST, GAMES, SECOND
from solvers.xor import COLUMN_TEMPLATES
from tests.games import TWO_PLAYER

from .positions import small_positions

FIRST_WINS = re.compile(r"the first player[^.]*? wins|player to move has won")
SECOND_WINS = re.compile(r"the second player[^.]*? wins|player to move has lost")


def conclusion(analysis) -> str | None:
    last = str(analysis.explanation[-1]).lower()
    said = {FIRST for _ in FIRST_WINS.finditer(last)} | {SECOND for _ in SECOND_WINS.finditer(last)}
    return said.pop() if len(said) == 1 else None


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_the_last_step_concludes_with_the_verdict(game):
    spec = GAMES[game]
    rng = random.Random(game)
    positions = small_positions(game) + [spec.random_position(rng, size)
                                         for size in range(1, 11) for _ in range(5)]
    for position in positions:
        analysis = spec.solve(position)
        assert conclusion(analysis) == analysis.winner, spec.format(position)


def test_default_explanations_have_several_steps():
    for game in TWO_PLAYER:
        analysis = GAMES[game].solve(GAMES[game].default_position())
        assert len(analysis.explanation) >= 2, game


def steps(analysis):
    """The explanation's steps: every line but the rows of binary columns."""
    return [line for line in analysis.explanation if line.template not in COLUMN_TEMPLATES]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_step_quotes_a_sentence_of_the_rules_or_of_the_winning_rule(game):
    spec = GAMES[game]
    rng = random.Random(f"quotes {game}")
    positions = ([spec.default_position()] + small_positions(game)
                 + [spec.random_position(rng, size) for size in range(1, 11) for _ in range(5)])
    quoted = set()
    for position in positions:
        for step in steps(spec.solve(position)):
            assert step.quote in spec.rules or step.quote in spec.theory, (
                spec.format(position), str(step), step.quote)
            quoted.add(step.quote)
    # The quotes are the tab's own sentences, and they are put to use.
    assert quoted & set(spec.theory), game


def test_rules_and_winning_rules_are_whole_sentences():
    for spec in GAMES.values():
        for sentence in (*spec.rules, *spec.theory):
            assert sentence[0].isupper() and sentence.endswith((".", "…")), sentence
        assert spec.theory, spec.id


def test_every_step_of_a_sum_quotes_the_sum_rules():
    from solvers.sums import SUM_RULES, SUM_THEORY, analyse_sum, parse_sum
    for text in ("nim 3 4 5 + bash 10 3", "nim 1 2 3 + bash 8 3"):
        for step in steps(analyse_sum(parse_sum(text))):
            assert step.quote in SUM_RULES + SUM_THEORY, str(step)


def test_euclid_free_choice_step_names_the_listed_winning_move():
    """When the first player has the free choice at once, the step that makes it goes to
    the position of the listed winning move (or makes a number 0)."""
    spec = GAMES["euclid"]
    checked = 0
    for a in range(1, 40):
        for b in range(1, 40):
            analysis = spec.solve(spec.parse(f"{a} {b}"))
            if analysis.facts["chain_length"] != 1:
                continue
            last = analysis.explanation[-1]
            (after,) = [sorted(move.after.numbers, reverse=True) for move in analysis.moves][:1]
            values = dict(last.values)
            if "rest" in values:
                named = [values.get("longer", values["small"]),
                         values["small"] if "longer" in values else values["rest"]]
                assert named == after, (a, b, str(last))
            else:
                assert after[-1] == 0, (a, b, str(last))
            checked += 1
    assert checked > 500


def test_nim_marks_exactly_the_rows_of_the_heaps_a_winning_move_shrinks():
    from solvers.xor import WINNING_ROW_TEMPLATE
    spec = GAMES["nim"]
    rng = random.Random("marked rows")
    positions = small_positions("nim") + [spec.random_position(rng, size)
                                          for size in range(1, 11) for _ in range(10)]
    for position in positions:
        analysis = spec.solve(position)
        rows = [dict(line.values)["label"].strip() for line in analysis.explanation
                if line.template == WINNING_ROW_TEMPLATE]
        shrunk = {f"A{i + 1}" for move in analysis.moves
                  for i, (old, new) in enumerate(zip(position.numbers, move.after.numbers))
                  if new < old}
        if any(line.template in COLUMN_TEMPLATES for line in analysis.explanation):
            assert set(rows) == shrunk, spec.format(position)
