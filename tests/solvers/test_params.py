"""Parameter kinds: each reads, writes and places its own tokens, through one parser.

The list-valued option (IntSetOption) has no built-in game yet, so it is tried on a spec
made here: N objects and `--set` the amounts a move may take.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solvers import GAMES
from solvers.params import IntParam, IntSetOption, place_tokens
from solvers.spec import GameSpec, InputError, Position

from .positions import small_positions


def subtraction(optional: bool = False) -> GameSpec:
    return GameSpec(id="subtraction", title="Subtraction", chinese="", params=(
        IntParam("n", "Objects N", 10),
        IntSetOption("amounts", "Amounts to take", "--set", (1, 3, 4), item="amount",
                     optional=optional)),
        solve=lambda position: None, tree=None, canvas="", rules=(), theory=())


def test_a_set_is_read_in_increasing_order_and_written_back():
    spec = subtraction()
    position = spec.parse("10 --set 4 1 3")
    assert position == Position((10,), (("amounts", (1, 3, 4)),))
    assert spec.format(position) == "10 --set 1 3 4"
    assert spec.parse(spec.format(position)) == position


def test_a_set_takes_every_number_up_to_the_next_flag():
    spec = GameSpec(id="subtraction-king", title="", chinese="", params=(
        *subtraction().params, IntParam("king", "King", 1, minimum=1, option="--king")),
        solve=lambda position: None, tree=None, canvas="", rules=(), theory=())
    position = spec.parse("10 --set 2 5 --king 3")
    assert position.option("amounts") == (2, 5) and position.option("king") == 3
    assert spec.format(position) == "10 --set 2 5 --king 3"


@given(st.integers(0, 10**30), st.sets(st.integers(1, 10**20), min_size=1, max_size=8))
def test_round_trip(n, amounts):
    spec = subtraction()
    position = Position((n,), (("amounts", tuple(sorted(amounts))),))
    assert spec.parse(spec.format(position)) == position


def test_an_optional_set_may_be_left_out():
    spec = subtraction(optional=True)
    assert spec.parse("10").option("amounts") is None
    assert spec.format(spec.parse("10")) == "10"


@pytest.mark.parametrize("args, field, index, words", [
    ("10 --set", "amounts", None, ["--set needs at least one number"]),
    ("10 --set 1 x", "amounts", 1, ["amount 2", "'x'"]),
    ("10 --set 2 0", "amounts", 1, ["amount 2", "at least 1"]),
    ("10 --set 3 5 3", "amounts", 2, ["amount 3", "in the set already", "amount 1"]),
    ("10", "amounts", None, ["missing", "--set 1 3 4"]),
    ("10 --set 1 --set 2", "amounts", None, ["given twice"]),
    ("--set 1 2 10", "n", None, ["Objects N", "missing"]),     # 10 belongs to the set
    ("10 11 --set 1", "position", None, ["'11'", "left over"]),
])
def test_errors_say_what_and_where(args, field, index, words):
    with pytest.raises(InputError) as caught:
        subtraction().parse(args)
    assert (caught.value.field, caught.value.index) == (field, index)
    for word in words:
        assert word in caught.value.message


def test_the_form_places_a_set_without_judging_it():
    params = subtraction().params
    assert place_tokens(params, ["10", "--set", "x", "0"]) == {"n": "10", "amounts": ["x", "0"]}
    assert place_tokens(params, ["--set"]) == {"n": "", "amounts": []}
    with pytest.raises(InputError):
        place_tokens(params, ["10", "--frob"])


@pytest.mark.parametrize("game", list(GAMES))
def test_the_form_and_the_solver_place_tokens_alike(game):
    """Texts placed leniently, written back by their kinds, give the ARGS they came from."""
    spec = GAMES[game]
    positions = small_positions(game)[:60] or [spec.default_position()]
    for position in positions:
        tokens = spec.format(position).split()
        placed = place_tokens(spec.params, tokens)
        positional = [w for p in spec.positional_params for w in p.words(placed[p.name])]
        options = [w for p in spec.params if p.option for w in p.words(placed[p.name])]
        assert positional + options == tokens


_LIST_TOKENS = st.one_of(st.integers(-3, 10**6).map(str),
                         st.sampled_from(["+7", "007", "-0", "1_0", "٣", " 5", "x", "", "--3",
                                          "9" * 4001, "1" * 5000]))


@given(st.lists(_LIST_TOKENS, min_size=1, max_size=12), st.integers(0, 2))
def test_a_list_reads_as_its_items_do_one_by_one(tokens, minimum):
    """A list of plain numbers is read in one go (a paste may hold 10^5): the same numbers,
    or the same error at the same item, as reading its items one by one."""
    heaps = GAMES["nim"].params[0]
    param = type(heaps)("heaps", "Heaps", (1,), item="heap", minimum=minimum)
    one_by_one = IntParam("heap", "Heap", 0, minimum=minimum)
    expected: list[int] = []
    for index, token in enumerate(tokens):
        try:
            expected += one_by_one.read(token)
        except InputError:
            with pytest.raises(InputError) as error:
                param.read(tokens)
            assert error.value.index == index
            return
    assert param.read(tokens) == tuple(expected)
