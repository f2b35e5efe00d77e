"""`solve --json` says the remoteness: an integer, or null where it is not computed."""

from __future__ import annotations

import io
import json

import pytest

from solvers import GAMES, cli
from solvers.remoteness import remoteness
from tests.games import TWO_PLAYER


def solved(game: str, args: str) -> dict:
    out = io.StringIO()
    cli.solve([game, *args.split(), "--json"], out)
    return json.loads(out.getvalue())


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_every_example_has_the_remoteness(game):
    spec = GAMES[game]
    result = solved(game, spec.example)
    assert "remoteness" in result
    value = result["remoteness"]
    assert value is None or type(value) is int
    assert value == remoteness(spec, spec.default_position())


def test_known_values_and_null_beyond_reach():
    assert solved("nim", "3 4 5")["remoteness"] == 11
    assert solved("bash", "10 3")["remoteness"] == 5
    assert solved("bash", f"{10**40} 3")["remoteness"] == 2 * 10**40 // 4
    assert solved("euclid", "25 7")["remoteness"] == 5
    assert solved("nim", "30 40 50")["remoteness"] is None
    assert solved("nim", "0 0")["remoteness"] == 0
