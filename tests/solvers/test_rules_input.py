"""Bad rules give one clear line each; codes read both bases; the command line's forms."""

from __future__ import annotations

import json

import pytest

from solvers.rules import (
    parse_heaps,
    parse_octal,
    parse_rule,
    parse_size,
    parse_subtraction,
    table,
    table_csv,
    table_json,
)
from solvers.spec import InputError


@pytest.mark.parametrize("code, digits, hexadecimal", [
    ("0.77", (0, 7, 7), False), (".137", (0, 1, 3, 7), False), ("4.07", (4, 0, 7), False),
    ("0.F", (0, 15), True), ("0.f", (0, 15), True), ("hex 0.4", (0, 4), True),
    ("oct 0.070", (0, 0, 7), False), ("hex 8.1", (8, 1), True), ("0.0", (0,), False),
])
def test_codes(code, digits, hexadecimal):
    rule = parse_octal(code)
    assert (rule.digits, rule.hexadecimal) == (digits, hexadecimal)
    assert parse_octal(rule.title) == rule


@pytest.mark.parametrize("text, fragment", [
    ("oct 0.78", "'8' is not an octal digit"),
    ("0.8", "'8' is not an octal digit"),
    ("0.79", "'9' is not an octal digit"),
    ("0.7G", "'g' is not a digit"),
    ("0.7-", "'-' is not a digit"),
    ("077", "has no point"),
    ("", "Write a code"),
    ("10.7", "Only one digit goes before the point"),
    ("1.7", "may only split a heap: 0 or 4"),
    ("2.F", "may only split a heap: 0, 4, 8 or C"),
    ("0." + "7" * 65, "too long"),
])
def test_bad_codes(text, fragment):
    with pytest.raises(InputError) as error:
        parse_octal(text)
    assert error.value.field == "code"
    assert fragment in str(error.value) and "\n" not in str(error.value)


@pytest.mark.parametrize("members, index, fragment", [
    ([], None, "empty"), ([1, 0], 1, "member 2 is 0"), ([-3], 0, "member 1 is -3"),
    (["x"], 0, "not a whole number"),
])
def test_bad_sets(members, index, fragment):
    with pytest.raises(InputError) as error:
        parse_subtraction(members)
    assert (error.value.field, error.value.index) == ("set", index)
    assert fragment in str(error.value)


def test_all_but_may_exclude_nothing_but_not_zero():
    assert parse_subtraction([], all_but=True).members == ()
    with pytest.raises(InputError):
        parse_subtraction([0], all_but=True)


def test_bad_sizes_and_heaps():
    with pytest.raises(InputError) as error:
        parse_size("-1")
    assert error.value.field == "N" and "0 or more" in str(error.value)
    with pytest.raises(InputError):
        table(parse_octal("0.77"), -1)
    with pytest.raises(InputError) as error:
        parse_heaps(["3", "-2"])
    assert error.value.index == 1
    assert parse_heaps(["3", "0", 10 ** 100]) == (3, 0, 10 ** 100)


def test_rules_as_typed():
    assert parse_rule("0.77") == parse_octal("0.77")
    assert parse_rule("{1, 3, 4}") == parse_subtraction([1, 3, 4])
    assert parse_rule("1,3,4", misere=True) == parse_subtraction([1, 3, 4], misere=True)
    assert parse_rule("all-but 2, 3") == parse_subtraction([2, 3], all_but=True)
    with pytest.raises(InputError) as error:
        parse_rule("0.77", misere=True)
    assert error.value.field == "misere"


def test_table_json_and_csv():
    pattern = table(parse_subtraction([1, 3, 4]), 10)
    data = json.loads(json.dumps(table_json(pattern)))
    assert data == {"values": [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1], "preperiod": 0,
                    "period": 7, "saltus": 0, "proved": True, "why": pattern.why}
    assert table_csv(pattern).splitlines()[:3] == ["n,grundy", "0,0", "1,1"]
    none = table_json(table(parse_octal("0.77"), 20))
    assert none["period"] is None and none["proved"] is False
    misere = table_json(table(parse_subtraction([1], misere=True), 8))
    assert misere["misere"] is True and misere["values"][:3] == [1, 0, 1]
