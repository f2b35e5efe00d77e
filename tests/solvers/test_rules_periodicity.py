"""The period finder: known periods from the literature, proofs only where a theorem
covers the range, conjectures that say so, and words for a single heap."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from solvers.rules import (
    find_pattern,
    grundy_values,
    losing_rule,
    parse_octal,
    parse_subtraction,
    prove,
    table,
)
from solvers.rules.periodicity import EVIDENCE_PERIODS, least_tail


def exceptions(pattern) -> list[int]:
    """Heaps below the preperiod whose value differs from the periodic continuation."""
    n0, p = pattern.preperiod, pattern.period
    return [n for n in range(n0) if pattern.value(n) != pattern.value(n + p * (n0 // p + 1))]


def test_kayles_period_12_from_71():
    pattern = prove(parse_octal("0.77"))
    assert (pattern.preperiod, pattern.period, pattern.saltus, pattern.proved) == (71, 12, 0, True)
    assert max(exceptions(pattern)) == 70
    assert "octal periodicity theorem" in pattern.why


def test_dawsons_chess_and_kayles():
    """Winning Ways: Dawson's chess (0.137) has period 34 and exceptions only at 0, 14, 16,
    17, 31, 34 and 51. Dawson's Kayles (0.07) is the same sequence one heap later, so its
    preperiod is 53 and its last exception 52 (not 52 and 51)."""
    chess = prove(parse_octal("0.137"))
    assert (chess.preperiod, chess.period, chess.proved) == (52, 34, True)
    assert exceptions(chess) == [0, 14, 16, 17, 31, 34, 51]
    kayles = prove(parse_octal("0.07"))
    assert (kayles.preperiod, kayles.period, kayles.proved) == (53, 34, True)
    assert max(exceptions(kayles)) == 52


def test_proof_needs_exactly_the_theorems_range():
    """Kayles: n0 = 71, p = 12, t = 2, so g(n + 12) = g(n) must be checked for
    71 <= n < 2*71 + 12 + 2 = 156, that is values to 167."""
    rule = parse_octal("0.77")
    assert not table(rule, 166).proved
    proved = table(rule, 167)
    assert proved.proved and "71 <= n <= 155" in proved.why


def test_subtraction_window_proof():
    pattern = table(parse_subtraction([1, 3, 4]), 10)
    assert (pattern.preperiod, pattern.period, pattern.proved) == (0, 7, True)
    assert losing_rule(pattern) == "the player to move loses exactly when n mod 7 is 0 or 2."
    assert not table(parse_subtraction([1, 3, 4]), 9).proved   # needs 0 <= n <= 3, to n = 10


def test_zero_preperiod_is_not_proved_too_early():
    """0.004 gives g = 0 for n <= 4 and g(5) = 1. The theorem read literally with n0 = 0
    and p = 1 would prove all zeros from g(0..4); we apply it with n0 >= 1."""
    rule = parse_octal("0.004")
    for last in range(6):
        pattern = table(rule, last)
        assert not pattern.proved or all(pattern.value(n) == v
                                         for n, v in enumerate(grundy_values(rule, 40)))


@pytest.mark.parametrize("seed", range(60))
def test_a_proved_period_holds_far_beyond(seed):
    rng = random.Random(seed)
    code = "0." + "".join(rng.choice("01234567") for _ in range(rng.randint(1, 3)))
    rule = parse_octal(code)
    far = grundy_values(rule, 3000)
    for last in (20, 60, 150, 400):
        pattern = table(rule, last)
        if pattern.proved:
            assert [pattern.value(n) for n in range(3001)] == far, (code, last)


def test_periodic_looking_start_that_breaks_is_a_conjecture():
    """S = {1, 20} plays like S = {1} (period 2) until a heap of 20: to n = 19 the
    finder sees period 2 over ten periods, but the window theorem needs 20 values checked,
    so it is a conjecture naming its range; g(20) = 2 then breaks it."""
    rule = parse_subtraction([1, 20])
    pattern = table(rule, 19)
    assert (pattern.preperiod, pattern.period, pattern.proved) == (0, 2, False)
    assert pattern.why.startswith("Conjecture") and "computed to n = 19" in pattern.why
    assert losing_rule(pattern).startswith("Up to n = 19 (not proved beyond)")
    assert pattern.value(20) is None and grundy_values(rule, 20)[20] == 2
    assert table(rule, 200).period != 2


def test_kayles_before_its_last_exception_shows_no_proof():
    for last in (40, 69, 100, 150):
        assert not table(parse_octal("0.77"), last).proved


@dataclass(frozen=True)
class GenerousRule:
    """A rule whose theorem would accept any repetition at once: the finder must still
    not prove what the *rule* does not cover."""

    title: str = "synthetic"
    misere: bool = False

    def proof_needs(self, preperiod, period):
        return None

    def theorem(self):
        return "nothing"


def test_synthetic_sequence_breaking_late_is_not_proved():
    values = [n % 5 for n in range(300)] + [7] + [n % 5 for n in range(60)]
    pattern = find_pattern(values, GenerousRule())
    assert not pattern.proved
    assert pattern.period is None or pattern.preperiod > 299


def test_arithmetic_periodicity_is_a_conjecture():
    pattern = table(parse_subtraction([2], all_but=True), 200)
    assert (pattern.period, pattern.saltus, pattern.proved) == (4, 2, False)
    assert "arithmetic" in pattern.why
    assert pattern.value(201) is None


def test_three_way_splits_stay_conjectures():
    pattern = table(parse_octal("hex:4.8"), 200)   # split into two, or remove 1 leaving three
    assert not pattern.proved


def test_huge_heaps_after_a_proved_period():
    pattern = prove(parse_octal("0.77"))
    heap = 10 ** 100
    expected = grundy_values(parse_octal("0.77"), 71 + 12)[71 + (heap - 71) % 12]
    assert pattern.value(heap) == expected
    assert pattern.value(heap + 12) == expected


def test_misere_outcomes_pattern():
    pattern = table(parse_subtraction([1, 3, 4], misere=True), 40)
    assert pattern.proved and pattern.period == 7
    assert losing_rule(pattern) == "the player to move loses exactly when n mod 7 is 1 or 3."


def test_words_with_exceptions():
    words = losing_rule(prove(parse_octal("0.137")))
    assert words.startswith("the player to move loses exactly when n mod 34 is ")
    assert "and also when n is 0, 14 or 34" in words


def least_pattern_by_search(values, rule):
    """The definition, checked period by period: the least p whose repetition at the end
    of `values` covers the least tail and is proved by the rule's theorem or spans
    EVIDENCE_PERIODS periods; its (preperiod, period, saltus, proved), or None."""
    last = len(values) - 1
    for period in range(1, last + 1):
        steps = [values[n + period] - values[n] for n in range(last + 1 - period)]
        saltus = steps[-1]
        start = max((n + 1 for n, step in enumerate(steps) if step != saltus), default=0)
        if start > max(0, last + 1 - least_tail(last) - period):
            continue
        needs = rule.proof_needs(start, period) if saltus == 0 else None
        proved = needs is not None and last - period >= needs
        if proved or last + 1 - start >= EVIDENCE_PERIODS * period:
            return start, period, saltus, proved
    return None


def small_rules():
    rng = random.Random(11)
    for _ in range(40):
        yield parse_octal("0." + "".join(rng.choice("01234567") for _ in range(rng.randint(1, 3))))
        yield parse_octal("4." + rng.choice("01234567"))
        yield parse_subtraction(sorted(rng.sample(range(1, 9), rng.randint(1, 3))))


def test_every_short_table_shows_the_least_pattern_the_definition_gives():
    """Short tables: 4.0 to n = 10 (0 0 1 0 1 …) has period 2 from n = 1, proved, where
    the finder once asked a repetition to cover all 11 values."""
    pattern = table(parse_octal("4.0"), 10)
    assert (pattern.preperiod, pattern.period, pattern.proved) == (1, 2, True)
    for rule in small_rules():
        values = grundy_values(rule, 60)
        for last in range(1, 61):
            found = find_pattern(values[:last + 1], rule)
            shown = None if found.period is None else (found.preperiod, found.period,
                                                       found.saltus, found.proved)
            assert shown == least_pattern_by_search(values[:last + 1], rule), (rule.title, last)


def test_words_when_every_heap_from_some_point_loses():
    """0.0 allows no move at all; 0.1 only takes a lone object, so only n = 1 wins."""
    assert losing_rule(prove(parse_octal("0.0"))) == "the player to move loses for every n."
    nothing_but_one = prove(parse_octal("0.1"))
    assert [n for n in range(40) if nothing_but_one.value(n) != 0] == [1]
    assert losing_rule(nothing_but_one) == "the player to move loses for every n except 1."
