"""Commas separate numbers as spaces do, in the one parser (solvers.params): "3, 4, 5" and
the full-width "3，4，5" a Chinese input method types, on the command line too."""

from __future__ import annotations

import json

import pytest

from solvers import GAMES
from solvers.cli import main as cli_main
from solvers.params import place_tokens
from solvers.spec import InputError, Position


@pytest.mark.parametrize("text", ["3, 4, 5", "3,4,5", "3 ,4 , 5,", "3，4，5", "3， 4，5"])
def test_commas_separate_the_numbers_of_a_position(text):
    assert GAMES["nim"].parse(text) == Position((3, 4, 5))


def test_tokens_ending_in_a_comma_are_read_as_the_command_line_gives_them():
    assert GAMES["nim"].parse(["3,", "4,", "5"]) == Position((3, 4, 5))
    bash = GAMES["bash"]
    assert bash.parse(["10,", "3", "--misere"]) == bash.parse("10 3 --misere")


def test_the_form_places_numbers_separated_by_commas():
    assert place_tokens(GAMES["nim"].params, ["3,", "x,", "5"]) == {"heaps": ["3", "x", "5"]}


def test_a_games_word_keeps_its_commas_and_may_have_spaces_after_them():
    spec = GAMES["two-heap"]
    expected = spec.parse("5 9 --take 1,3 --both 1,2")
    assert spec.parse("5, 9 --take 1, 3 --both 1，2") == expected
    assert spec.parse(["5,", "9", "--take", "1,", "3", "--both", "1,2"]) == expected


@pytest.mark.parametrize("text, index, words", [
    ("3, x, 5", 1, ["heap 2", "'x'", "not a whole number"]),
    ("3,,-1", 1, ["heap 2", "at least 0", "-1"]),
    ("7，8，x9", 2, ["heap 3", "'x9'"]),
])
def test_bad_numbers_between_commas_are_named_by_place(text, index, words):
    with pytest.raises(InputError) as caught:
        GAMES["nim"].parse(text)
    assert (caught.value.field, caught.value.index) == ("heaps", index)
    for word in words:
        assert word in caught.value.message


def test_nothing_but_commas_is_no_heap():
    with pytest.raises(InputError) as caught:
        GAMES["nim"].parse(", ,")
    assert "at least 1 heap" in caught.value.message


def test_the_command_line_takes_numbers_with_commas(capsys):
    assert cli_main(["solve", "nim", "3,", "4,", "5", "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert json.loads(captured.out)["moves"] == [[1, 4, 5]]
