"""Two-pile games given by their moves: verdicts and moves against brute force, the Nim and
Wythoff cases against those games, and the guesses labelled proved only where cited."""

from __future__ import annotations

import random

import pytest

from solvers import FIRST, InputError
from solvers.games import nim, wythoff
from solvers.games.two_heap import SPEC, pattern_guesses, reached, rule_of
from solvers.rules.plane import PlaneRule, grundy_table, guesses, one_heap_values, outcome_table
from solvers.search import Search

RULES = [("any", "any"), ("any", "none"), ("1,2", "none"), ("1,2", "1"), ("any", "1,2"),
         ("1,3", "any"), ("2", "1,3"), ("none", "1,2"), ("2,5", "3")]


@pytest.mark.parametrize("take,both", RULES)
def test_verdict_and_every_winning_move_agree_with_brute_force(take, both):
    search = Search(SPEC.tree)
    for a in range(12):
        for b in range(12):
            position = SPEC.parse(f"{a} {b} --take {take} --both {both}")
            analysis = SPEC.solve(position)
            assert (analysis.winner == FIRST) == search.mover_wins(position), position
            assert ({move.after for move in analysis.moves}
                    == set(search.winning_successors(position))), position
            if a < 7 and b < 7:
                assert SPEC.grundy(position) == search.grundy(position), position


def test_wythoff_and_nim_cases_agree_with_those_games_for_random_positions():
    rng = random.Random(13)
    for _ in range(200):
        a, b = rng.randrange(10**rng.randrange(1, 30)), rng.randrange(10**rng.randrange(1, 30))
        ours = SPEC.solve(SPEC.parse(f"{a} {b} --take any --both any"))
        theirs = wythoff.SPEC.solve(wythoff.SPEC.parse(f"{a} {b}"))
        assert ours.winner == theirs.winner
        assert {m.after.numbers for m in ours.moves} == {m.after.numbers for m in theirs.moves}
        ours = SPEC.solve(SPEC.parse(f"{a} {b} --take any --both none"))
        theirs = nim.SPEC.solve(nim.SPEC.parse(f"{a} {b}"))
        assert ours.winner == theirs.winner
        assert {m.after.numbers for m in ours.moves} == {m.after.numbers for m in theirs.moves}


@pytest.mark.parametrize("take,both", RULES)
def test_the_piles_reached_are_the_legal_moves_in_their_order(take, both):
    for a in range(9):
        for b in range(9):
            position = SPEC.parse(f"{a} {b} --take {take} --both {both}")
            assert (list(reached(position))
                    == [move.after.numbers for move in SPEC.legal_moves(position)]), position


def test_legal_move_is_checked_directly():
    before = SPEC.parse("9 6 --take 1,2 --both 3")
    assert SPEC.legal_move(before, before.with_numbers((7, 6))) is not None
    assert SPEC.legal_move(before, before.with_numbers((6, 6))) is None
    assert SPEC.legal_move(before, before.with_numbers((6, 3))) is not None
    assert SPEC.legal_move(before, before.with_numbers((7, 4))) is None


@pytest.mark.parametrize("args,field", [
    ("3 5 --take 0 --both any", "take"), ("3 5 --take any --both x", "both"),
    ("3 5 --take 1,1 --both any", "take"), ("600 5 --take 1,2 --both 1", "a"),
])
def test_bad_rules_and_piles_past_the_table_are_refused_in_place(args, field):
    with pytest.raises(InputError) as caught:
        SPEC.parse(args)
    assert caught.value.field == field


def test_huge_piles_are_instant_in_the_proved_cases():
    analysis = SPEC.solve(SPEC.parse(f"{10**100} {10**100 + 7} --take any --both any"))
    assert analysis.winner == FIRST and analysis.moves


def test_wythoff_beatty_guess_is_found_and_proved():
    found = pattern_guesses(SPEC.parse("1 1 --take any --both any"))
    assert found[0].key == "beatty" and found[0].proved == "Wythoff"
    assert str(found[0].label).startswith("proved")


def test_nim_guess_is_proved():
    found = pattern_guesses(SPEC.parse("1 1 --take any --both none"))
    assert found[0].key == "equal" and found[0].proved == "Nim"


def test_made_up_rule_guess_is_a_conjecture_with_its_range():
    found = pattern_guesses(SPEC.parse("1 1 --take 1,2 --both 1"), side=64)
    assert found and not any(guess.proved for guess in found)
    assert "a, b < 64" in str(found[0].label) and "conjecture" in str(found[0].label)


def test_guess_that_fits_a_short_range_but_breaks_later_is_never_proved():
    rule = PlaneRule((1, 2), ())
    short = guesses(rule, outcome_table(rule, 6, 6))
    lines = [guess for guess in short if guess.key == "parallel"]
    assert lines and not lines[0].proved
    assert "a, b < 6" in str(lines[0].label)
    later = {str(guess.statement) for guess in guesses(rule, outcome_table(rule, 64, 64))}
    assert str(lines[0].statement) not in later


def test_a_beatty_guess_of_another_rule_is_a_conjecture():
    # A Wythoff-like rule whose P-positions are Beatty pairs over the range, not proved here.
    for take, both in (("any", "1,2"), ("any", "1"), ("any", "2")):
        for guess in pattern_guesses(SPEC.parse(f"1 1 --take {take} --both {both}")):
            assert not guess.proved


@pytest.mark.parametrize("take", [(1,), (2,), (1, 3), (2, 3, 5), (1, 4, 9), (3, 7, 8, 20)])
def test_one_heaps_values_are_the_first_row_of_the_table_of_both_heaps(take):
    assert one_heap_values(take, 64) == grundy_table(PlaneRule(take, ()), 64, 64)[0]


@pytest.mark.parametrize("take,both", RULES + [("2,3,5", "none"), ("none", "none"),
                                              ("3", "any"), ("1,4", "2,3")])
def test_the_outcome_table_is_the_brute_force_outcome_of_every_cell(take, both):
    search = Search(SPEC.tree)
    rule = rule_of(SPEC.parse(f"0 0 --take {take} --both {both}"))
    table = outcome_table(rule, 17, 23)                 # (not square: rows are b)
    assert [[search.mover_wins(SPEC.parse(f"{a} {b} --take {take} --both {both}"))
             for a in range(17)] for b in range(23)] == table
