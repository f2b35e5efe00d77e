"""Sums of heaps: winner and every winning move against a brute force over the whole sum
(no Sprague–Grundy theory in the test), huge heaps after a proved period, misère heaps."""

from __future__ import annotations

import dataclasses
import random
from functools import cache

import pytest

from solvers.rules import (
    grundy_values,
    parse_octal,
    parse_subtraction,
    positions,
    prove,
    solve_heaps,
    solve_json,
    table,
)
from solvers.spec import FIRST, SECOND, InputError

from .test_rules_values import brute_options


def brute_sum(digits, heaps):
    """(mover wins?, every move to a losing position) by searching the sum itself."""
    @cache
    def wins(state: tuple[int, ...]) -> bool:
        return any(not wins(tuple(sorted(after))) for after in successors(state))

    def successors(state):
        for i, heap in enumerate(state):
            for parts in brute_options(digits, heap):
                yield state[:i] + tuple(parts) + state[i + 1:]

    state = tuple(heaps)
    winning = {tuple(sorted(after)) for after in successors(state)
               if not wins(tuple(sorted(after)))}
    return wins(tuple(sorted(state))), winning


@pytest.mark.parametrize("seed", range(30))
def test_sums_match_brute_force(seed):
    rng = random.Random(seed)
    code = "0." + "".join(rng.choice("01234567") for _ in range(rng.randint(1, 3)))
    rule = parse_octal(code)
    pattern = table(rule, 30)
    heaps = [rng.randint(0, 9) for _ in range(rng.randint(1, 3))]
    verdict = solve_heaps(rule, pattern, heaps)
    mover_wins, winning = brute_sum(rule.digits, [h for h in heaps if h])
    assert verdict.winner == (FIRST if mover_wins else SECOND), (code, heaps)
    assert {tuple(sorted(move)) for move in verdict.moves} == winning, (code, heaps)
    assert all(0 not in move for move in verdict.moves)


def test_move_lists_keep_the_other_heaps_in_place():
    rule = parse_octal("0.77")
    verdict = solve_heaps(rule, table(rule, 20), [3, 0, 4])
    assert verdict.grundy == 2 and verdict.winner == FIRST
    assert sorted(verdict.moves) == [(1, 4), (3, 1, 2), (3, 3)]
    assert solve_json(verdict) == {"winner": "first", "grundy": 2,
                                   "moves": [list(m) for m in verdict.moves]}


def test_subtraction_sums_match_brute_force():
    rule = parse_subtraction([1, 3, 4])
    digits = (0, 3, 0, 3, 3)        # the same game as an octal code: 0.3033
    pattern = table(rule, 40)
    for heaps in ([5], [2, 7], [4, 4, 6], [0, 9, 11]):
        verdict = solve_heaps(rule, pattern, heaps)
        mover_wins, winning = brute_sum(digits, [h for h in heaps if h])
        assert verdict.winner == (FIRST if mover_wins else SECOND)
        assert {tuple(sorted(m)) for m in verdict.moves} == winning


def test_huge_heaps_after_a_proved_period():
    rule = parse_octal("0.77")
    pattern = prove(rule)
    huge = 10 ** 100
    verdict = solve_heaps(rule, pattern, [huge, 5])
    assert verdict.grundy == pattern.value(huge) ^ pattern.value(5)
    assert verdict.moves and not verdict.complete
    for move in verdict.moves:
        total = 0
        for heap in move:
            total ^= pattern.value(heap)
        assert total == 0
        assert sum(move) in (huge + 5 - 1, huge + 5 - 2, huge - 1, huge - 2, huge)


def test_representative_splits_cover_every_value(monkeypatch):
    """A heap of 3,001 listed in full and one split per class (as a huge heap would be):
    every full winning move has a listed one that differs by whole periods."""
    rule = parse_octal("0.77")
    pattern = prove(rule)
    full = solve_heaps(rule, pattern, [3001, 6])
    monkeypatch.setattr(positions, "FULL_LIST", 1000)
    few = solve_heaps(rule, pattern, [3001, 6])
    assert not few.complete and set(few.moves) <= set(full.moves)
    period, top = pattern.period, max(pattern.preperiod, 1) + pattern.period - 1

    def shape(move):
        """A split (a, b) of the big heap, a moved down by periods into the window."""
        if len(move) == 3 and move[2] == 6 and move[0] > top:
            a = move[0] - (move[0] - top + period - 1) // period * period
            return (a, move[1] + move[0] - a, move[2])
        return move
    assert {shape(m) for m in full.moves} == set(few.moves)


def test_a_period_seen_but_not_proved_lists_every_split(monkeypatch):
    """Splits are listed one per class only after a proved period: with the same values and
    period unproved, a heap of 3,001 past FULL_LIST has every winning move listed."""
    rule = parse_octal("0.77")
    proved = table(rule, 3100)
    assert proved.proved and proved.period is not None
    full = solve_heaps(rule, proved, [3001, 6])
    monkeypatch.setattr(positions, "FULL_LIST", 1000)
    seen = dataclasses.replace(proved, proved=False)
    verdict = solve_heaps(rule, seen, [3001, 6])
    assert verdict.complete and verdict.moves == full.moves
    assert not solve_heaps(rule, proved, [3001, 6]).complete


def test_heap_past_the_table_without_proof_is_refused():
    rule = parse_subtraction([2], all_but=True)
    with pytest.raises(InputError) as error:
        solve_heaps(rule, table(rule, 100), [4, 10 ** 100])
    assert error.value.field == "heaps" and error.value.index == 1
    assert "no period is proved" in str(error.value)


def test_misere_single_heap():
    rule = parse_subtraction([1, 3, 4], misere=True)
    pattern = table(rule, 40)
    outcomes = grundy_values(rule, 40)
    for heap in range(1, 30):
        verdict = solve_heaps(rule, pattern, [heap])
        assert verdict.winner == (FIRST if outcomes[heap] else SECOND)
        assert verdict.grundy is None
        expected = {(heap - s,) for s in (1, 3, 4) if s < heap and outcomes[heap - s] == 0}
        assert set(verdict.moves) == (expected if outcomes[heap] else set())
    assert solve_heaps(rule, pattern, []).winner == FIRST     # no move: mover wins
    with pytest.raises(InputError):
        solve_heaps(rule, pattern, [3, 4])


def test_huge_subtraction_heap():
    rule = parse_subtraction([1, 3, 4])
    pattern = table(rule, 20)
    verdict = solve_heaps(rule, pattern, [10 ** 100 + 2])   # 10^100 mod 7 = 4: n mod 7 = 6
    assert verdict.winner == FIRST and verdict.complete
    assert verdict.moves == ((10 ** 100 - 2,),)               # to n mod 7 = 2
