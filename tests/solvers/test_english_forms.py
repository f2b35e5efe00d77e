"""Plurals and ordinals of the solvers' English sentences agree with their numbers."""

from __future__ import annotations

import re

import pytest

from solvers import GAMES
from solvers.spec import english_forms, text


@pytest.mark.parametrize(("count", "words"), [(0, "0 heaps"), (1, "1 heap"), (2, "2 heaps"),
                                              (10**30, f"{10**30} heaps")])
def test_a_counted_word_agrees_with_the_number_before_it(count, words):
    assert str(text("{count} heap(s)", count=count)) == words


def test_each_counted_word_follows_its_own_number():
    sentence = text("His {m} coin(s) buy {m} vote(s) among {n} pirate(s).", m=1, n=5)
    assert str(sentence) == "His 1 coin buy 1 vote among 5 pirates."


@pytest.mark.parametrize(("k", "words"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"),
                                          (11, "11th"), (12, "12th"), (13, "13th"),
                                          (21, "21st"), (102, "102nd"), (111, "111th")])
def test_ordinals(k, words):
    assert str(text("the king {k}th in line", k=k)) == f"the king {words} in line"


def test_a_template_without_forms_is_unchanged():
    template = "The XOR of the values is {total}."
    assert english_forms(template, {"total": 1}) == template


def test_no_explanation_says_one_of_a_plural():
    """Every game's explanations at its small positions: no "1 heaps", no "2th"."""
    wrong = re.compile(r"(?<![\d.,])1 (heaps|coins|pirates|moves|votes|cards|boxes)\b"
                       r"|\b\d*[02-9]?[123]th\b|\(s\)")
    for game, spec in GAMES.items():
        for args in list(spec.small_positions())[:80]:
            analysis = spec.solve(spec.parse(args))
            for step in analysis.explanation:
                words = str(step)
                assert not wrong.search(words), (game, words)
