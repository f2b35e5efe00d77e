"""The computer's strengths and the hints for a sum, against brute force on the sum itself."""

from __future__ import annotations

import functools
import random

import pytest

from solvers.play import LEARNER, PERFECT, STRENGTHS, STRONG
from solvers.search import Search
from solvers.sums import (
    SumAnalysis,
    Valuer,
    analyse_sum,
    candidate_moves,
    computer_reply,
    delaying_move,
    parse_sum,
    reachable_values,
    replying_parts,
    sum_hint,
    sum_moves,
    winning_moves,
)

from .test_sums import SumTree, small_component

pytestmark = pytest.mark.heavy


def small_sums(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return [" + ".join(small_component(rng) for _ in range(rng.randrange(1, 4)))
            for _ in range(count)]


class BruteSum:
    """The sum as one game, searched whole: who wins, and where a player can win."""

    def __init__(self, words: str):
        self.components = parse_sum(words)
        self.search = Search(SumTree(tuple(c.spec for c in self.components)))
        self.state = tuple(c.position for c in self.components)

    def after(self, index: int, move) -> tuple:
        return self.state[:index] + (move.after,) + self.state[index + 1:]

    def wins(self, state: tuple) -> bool:
        return self.search.mover_wins(state)

    def parts_to_win_in(self, state: tuple) -> int:
        """In how many parts the player to move at `state` has a move to a lost sum."""
        count = 0
        for index, (component, position) in enumerate(zip(self.components, state)):
            if any(not self.wins(state[:index] + (after,) + state[index + 1:])
                   for after in component.spec.tree.successors(position)):
                count += 1
        return count


def is_legal(brute: BruteSum, found) -> bool:
    index, move = found
    return move.after in set(brute.components[index].spec.tree.successors(brute.state[index]))


@functools.cache
def brute_and_analysis(words: str) -> tuple[BruteSum, SumAnalysis]:
    """The brute force of a sum and the solver's analysis of it, made once for the module
    (read-only: the brute force's memo only grows) where several strengths play it."""
    brute = BruteSum(words)
    return brute, analyse_sum(brute.components)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_from_a_won_sum_perfect_and_strong_always_win_and_every_reply_is_legal(strength):
    for number, words in enumerate(small_sums(7, 50)):
        brute, analysis = brute_and_analysis(words)
        for seed in range(4):
            found = computer_reply(analysis, random.Random(100 * number + seed), strength)
            if not sum_moves(brute.components, 1):
                assert found is None, words
                continue
            assert found is not None and is_legal(brute, found), words
            if brute.wins(brute.state) and strength in (PERFECT, STRONG):
                assert not brute.wins(brute.after(*found)), (words, strength)
            if strength == PERFECT and analysis.move is not None:
                assert found == analysis.move


class NeverErrs(random.Random):
    """A generator whose random() is always 0.99: a learner never throws its win away."""

    def random(self) -> float:
        return 0.99


class AlwaysErrs(random.Random):
    def random(self) -> float:
        return 0.0


def test_a_learner_wins_unless_it_errs_and_then_plays_a_candidate_move():
    erred_into_a_loss = 0
    for number, words in enumerate(small_sums(11, 60)):
        brute = BruteSum(words)
        analysis = analyse_sum(brute.components)
        if not brute.wins(brute.state):
            continue
        found = computer_reply(analysis, NeverErrs(number), LEARNER)
        assert not brute.wins(brute.after(*found)), words
        erred = computer_reply(analysis, AlwaysErrs(number), LEARNER)
        assert erred in candidate_moves(analysis.components) and is_legal(brute, erred)
        erred_into_a_loss += brute.wins(brute.after(*erred))
    assert erred_into_a_loss > 0      # its errors are real mistakes, sometimes


def test_a_strong_computer_slips_only_to_other_winning_moves():
    """Few small sums can be won in two parts, so one that can in all three (each part
    a heap of one) is played too: there a quarter of the replies are slips."""
    rng = random.Random(3)
    slipped = 0
    plays = [(words, 6) for words in small_sums(5, 80)] + [("nim 1 + nim 1 + nim 1", 40)]
    for words, replies in plays:
        brute = BruteSum(words)
        analysis = analyse_sum(brute.components)
        if analysis.move is None:
            continue
        for _ in range(replies):
            found = computer_reply(analysis, rng, STRONG)
            assert not brute.wins(brute.after(*found)), words
            slipped += found[0] != analysis.move[0]
    assert slipped > 0


def test_winning_moves_are_one_per_part_whose_value_can_be_lowered_to_xor_0():
    for words in small_sums(13, 40):
        brute = BruteSum(words)
        analysis = analyse_sum(brute.components)
        found = winning_moves(analysis)
        assert len(found) == replying_parts(analysis.values), words
        assert len(found) <= brute.parts_to_win_in(brute.state), words
        assert len({index for index, _ in found}) == len(found)
        for move in found:
            assert is_legal(brute, move) and not brute.wins(brute.after(*move)), words


def test_replying_parts_counts_the_parts_the_opponent_can_win_in():
    for words in small_sums(17, 60):
        brute = BruteSum(words)
        analysis = analyse_sum(brute.components)
        reachable = [reachable_values(c, Valuer()) for c in brute.components]
        assert replying_parts(analysis.values, reachable) == brute.parts_to_win_in(brute.state), words
        assert replying_parts(analysis.values) <= brute.parts_to_win_in(brute.state)


def test_from_a_lost_sum_the_delaying_move_leaves_the_fewest_parts_to_win_in():
    checked = 0
    for words in small_sums(19, 60):
        brute = BruteSum(words)
        analysis = analyse_sum(brute.components)
        if brute.wins(brute.state) or not sum_moves(brute.components, 1):
            continue
        checked += 1
        found = delaying_move(analysis)
        assert computer_reply(analysis, random.Random(1), PERFECT) == found
        counts = [brute.parts_to_win_in(brute.after(*move))
                  for move in candidate_moves(analysis.components)]
        assert brute.parts_to_win_in(brute.after(*found)) == min(counts), words
    assert checked >= 5


def test_candidate_moves_take_each_parts_smallest_moves_in_turn():
    components = parse_sum("nim 3 + bash 10 3 + nim 0")
    found = [(index, move.after.numbers) for index, move in candidate_moves(components, 5)]
    assert found == [(0, (2,)), (1, (9, 3)), (0, (1,)), (1, (8, 3)), (0, (0,))]


def test_hints_say_whether_you_win_then_where_then_the_whole_move():
    analysis = analyse_sum(parse_sum("nim 3 4 + bash 10 3 + wythoff 1 2"))
    first, second, third = (sum_hint(analysis, level) for level in (1, 2, 3))
    assert first.wins and not first.over and first.move is None
    assert second.move == third.move == analysis.move and third.level == 3
    lost = analyse_sum(parse_sum("nim 1 + nim 1"))
    assert not sum_hint(lost, 3).wins and sum_hint(lost, 3).move is None
    assert not sum_hint(lost, 1).over
    assert sum_hint(analyse_sum(parse_sum("nim 0 + bash 0 3")), 2).over
