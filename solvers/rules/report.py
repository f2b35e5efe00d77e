"""The command line's forms of a table and a verdict: JSON-ready dicts and CSV text."""

from __future__ import annotations

from typing import Any

from .periodicity import Pattern
from .positions import HeapsVerdict


def table_json(pattern: Pattern) -> dict[str, Any]:
    """`table ... --json`: values g(0..N), the pattern and whether it is proved. In misère
    play the values are outcomes (0: the player to move loses) and "misere" is true."""
    result: dict[str, Any] = {
        "values": list(pattern.values),
        "preperiod": pattern.preperiod,
        "period": pattern.period,
        "saltus": pattern.saltus,
        "proved": pattern.proved,
        "why": pattern.why,
    }
    if pattern.misere:
        result["misere"] = True
    return result


def table_csv(pattern: Pattern) -> str:
    """`table ... --csv`: a header, then one "n,value" row per heap."""
    header = "n,outcome" if pattern.misere else "n,grundy"
    return "\n".join([header] + [f"{n},{value}" for n, value in enumerate(pattern.values)]) \
        + "\n"


def solve_json(verdict: HeapsVerdict) -> dict[str, Any]:
    """`solve ... --json`: the winner, every winning move (the heap list after it, heaps of
    0 left out) and the Grundy value in normal play (null in misère play)."""
    return {
        "winner": verdict.winner,
        "moves": [list(move) for move in verdict.moves],
        "grundy": verdict.grundy,
    }
