"""Extreme positions the solvers must answer in proportion (issue 12): long lists of boxes,
octal rules on huge heaps, coin circles past the brute-force limit."""

from __future__ import annotations

import time
from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from solvers import GAMES
from solvers.games import boxes
from solvers.spec import Position


def boxes_winning_moves_by_definition(cards: tuple[int, ...], total: int) -> list[tuple]:
    """Every pair of boxes A > B that may trade, in order, and the transfer that leaves the
    counted XOR at 0."""
    found = []
    for a in range(1, len(cards) + 1):
        for b in boxes.targets(a):
            for moved in range(1, cards[a - 1] + 1):
                after = list(cards)
                after[a - 1] -= moved
                after[b - 1] += moved
                if total and boxes._value(Position(tuple(after))) == 0:
                    found.append(tuple(after))
    return found


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 9), min_size=1, max_size=16))
def test_boxes_winning_moves_are_all_the_winning_transfers_in_order(cards):
    analysis = GAMES["boxes"].solve(Position(tuple(cards)))
    listed = [move.after.numbers for move in analysis.moves]
    assert listed == boxes_winning_moves_by_definition(tuple(cards), analysis.facts["xor"])


def test_boxes_first_winning_move_of_a_long_row_is_found_at_once():
    """20,000 boxes nearly all empty, the example last: the first winning move was found
    by walking every pair of boxes (10^5 boxes: minutes on the window's thread)."""
    spec = GAMES["boxes"]
    for cards in ((0,) * 20_000 + (1, 2, 3, 4, 5, 6),
                  tuple(1 + 3 * i for i in range(20_000))):
        start = time.perf_counter()
        analysis = spec.solve(Position(cards))
        first = list(islice(iter(analysis.moves), 3))
        assert time.perf_counter() - start < 1.0
        assert first and all(spec.grundy(move.after) == 0 for move in first)


def test_octal_huge_heaps_of_a_three_way_code_are_refused_at_once():
    """Numbers 4·10^18 under 0.F (splits into three, no theorem): the parse computed
    tables to 16,384 at about n^3 steps (103 s) before refusing."""
    import pytest

    from solvers.spec import InputError

    start = time.perf_counter()
    with pytest.raises(InputError) as error:
        GAMES["octal"].parse(" ".join([str(4 * 10 ** 18)] * 3) + " --code 0.F")
    assert time.perf_counter() - start < 3.0
    assert error.value.field == "heaps" and "heap 1 (4,000,000,000,000,000,000)" in str(
        error.value)


def test_octal_small_positions_and_a_long_code_parse_in_proportion():
    spec = GAMES["octal"]
    start = time.perf_counter()
    for args in spec.small_positions():
        spec.solve(spec.parse(args))
    spec.solve(spec.parse("3 --code 0." + "6" * 64))     # no period; 2,048 values: 2 s
    assert time.perf_counter() - start < 3.0
