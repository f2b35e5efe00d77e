"""The command line's messages about bad input, word for word as they were before the
solvers' messages became translatable templates (tests/cli/bad_input_messages.json was
recorded from the f-string messages; the English must not change).

Each case is run as `python main.py solve|table ...` would run it (solvers.cli.main, in
this process: the messages do not depend on the process). To record the fixture again:
NIMLAB_RECORD_BAD_INPUT=1 pytest tests/cli/test_bad_input_messages.py
"""

from __future__ import annotations

import contextlib
import io
import json
import os
from pathlib import Path

import pytest

from solvers.cli import main as command_line

FIXTURE = Path(__file__).with_name("bad_input_messages.json")
LONG = "9" * 200_001

#: label -> the command line's arguments: one case or more for every InputError site the
#: command line can reach (parameters, options, each game's checks, the table command).
CASES: dict[str, list[str]] = {
    # the parameter kinds and the parser (solvers/params.py)
    "not a whole number": ["solve", "nim", "3", "x", "5"],
    "not a whole number, escaped": ["solve", "nim", "3", "a\x1bb"],
    "not a whole number, shortened": ["solve", "nim", "y" * 40],
    "too many digits": ["solve", "nim", "3", LONG],
    "below the minimum": ["solve", "nim", "3", "-4", "5"],
    "below the minimum, positional": ["solve", "bash", "10", "0"],
    "list too short": ["solve", "nim"],
    "positional missing": ["solve", "bash", "10"],
    "option missing": ["solve", "hill", "1", "2"],
    "option without its number": ["solve", "hill", "1", "2", "--king"],
    "flag given twice": ["solve", "bash", "10", "3", "--misere", "--misere"],
    "option given twice": ["solve", "hill", "1", "2", "--king", "1", "--king", "2"],
    "unknown option": ["solve", "nim", "3", "--fast"],
    "unknown option, no options": ["solve", "euclid", "3", "4", "--x"],
    "too many numbers": ["solve", "bash", "10", "3", "4", "5"],
    "set missing": ["solve", "subtraction", "5"],
    "set empty": ["solve", "subtraction", "5", "--set"],
    "set repeated": ["solve", "subtraction", "5", "--set", "1", "2", "2"],
    "set member below 1": ["solve", "subtraction", "5", "--set", "0"],
    "set member not a number": ["solve", "subtraction", "5", "--set", "1", "two"],
    "text option missing": ["solve", "octal", "3"],
    "text option empty": ["solve", "octal", "3", "--code"],
    # octal codes (solvers/rules/octal.py)
    "octal: no point": ["solve", "octal", "3", "--code", "77"],
    "octal: two digits before the point": ["solve", "octal", "3", "--code", "12.3"],
    "octal: not an octal digit": ["solve", "octal", "3", "--code", "0.9"],
    "octal: not a digit": ["solve", "octal", "3", "--code", "0.x"],
    "octal: too long": ["solve", "octal", "3", "--code", "0." + "7" * 65],
    "octal: first digit": ["solve", "octal", "3", "--code", "1.7"],
    "octal: first digit, hex": ["solve", "octal", "3", "--code", "hex:1.7"],
    "octal: empty after prefix": ["solve", "octal", "3", "--code", "hex:"],
    # the two-heap rules (solvers/rules/plane.py, solvers/games/two_heap.py)
    "plane: not a number": ["solve", "two-heap", "3", "4", "--take", "x", "--both", "1"],
    "plane: too large": ["solve", "two-heap", "3", "4", "--take", "99999999", "--both",
                         "1"],
    "plane: not positive": ["solve", "two-heap", "3", "4", "--take", "any", "--both", "0"],
    "plane: repeated": ["solve", "two-heap", "3", "4", "--take", "1,1", "--both", "1"],
    "plane: pile too large": ["solve", "two-heap", "600", "4", "--take", "1,2", "--both",
                              "1"],
    "plane: pile B too large": ["solve", "two-heap", "4", "600", "--take", "1", "--both",
                                "1"],
    # each game's own checks
    "coin circle: no such coin": ["solve", "coin-circle", "5", "2", "7"],
    "coin circle: coin twice": ["solve", "coin-circle", "5", "2", "3", "3"],
    "coin circle: mid-game limit": ["solve", "coin-circle", "1000", "2", "3"],
    "corner board: odd path": ["solve", "corner-board", "5", "1"],
    "corner board: leaves": ["solve", "corner-board", "5", "1", "9"],
    "corner board: not next": ["solve", "corner-board", "5", "3", "3"],
    "corner board: visited": ["solve", "corner-board", "5", "1", "2", "1", "1"],
    "corner board: big board": ["solve", "corner-board", "1000", "500", "500"],
    "georgia-bob: two pieces": ["solve", "georgia-bob", "3", "5", "3"],
    "pirates: no such pirate": ["solve", "pirates", "5", "100", "--pirate", "9"],
    "pirates: table too long": ["solve", "pirates", "2000000", "100"],
    "hill: distances": ["solve", "hill", "3", "2", "--king", "1"],
    "hill: king": ["solve", "hill", "1", "2", "3", "--king", "5"],
    "subtraction: misere heaps": ["solve", "subtraction", "40", "40", "--set", "1", "2",
                                  "--misere"],
    # 0.106 shows no period to 16,384 and its table takes 0.2 s (0.007's took about the
    # 1 s that solving allows a table, so under load it said "slow to compute" instead)
    "octal: past the table": ["solve", "octal", "10" + "0" * 30, "--code", "0.106"],
    "euclid: not a number": ["solve", "euclid", "3.5", "5"],
    "fibonacci: missing": ["solve", "fibonacci"],
    # the table command (solvers/cli_table.py, solvers/rules/analysis.py)
    "table: nothing": ["table"],
    "table: unknown family": ["table", "kayles"],
    "table: json and csv": ["table", "subtraction", "--set", "1", "2", "--json", "--csv",
                            "--to", "5"],
    "table: no --to": ["table", "subtraction", "--set", "1", "2"],
    "table: --to twice": ["table", "subtraction", "--set", "1", "--to", "5", "--to", "6"],
    "table: --to two numbers": ["table", "subtraction", "--set", "1", "--to", "3", "4"],
    "table: --to not a number": ["table", "subtraction", "--set", "1", "--to", "x"],
    "table: --to negative": ["table", "subtraction", "--set", "1", "--to", "-1"],
    "table: --to too large": ["table", "subtraction", "--set", "1", "--to", "99999999"],
    "table: heaps": ["table", "subtraction", "5", "--set", "1", "--to", "5"],
    "table: bad code": ["table", "octal", "--code", "0.9", "--to", "5"],
    "table: set repeated": ["table", "subtraction", "--set", "1", "1", "--to", "5"],
}


def run(args: list[str]) -> dict[str, object]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = command_line(args)
    return {"status": status, "stdout": out.getvalue(), "stderr": err.getvalue()}


def recorded() -> dict[str, dict[str, object]]:
    if os.environ.get("NIMLAB_RECORD_BAD_INPUT"):
        FIXTURE.write_text(json.dumps({label: run(args) for label, args in CASES.items()},
                                      ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


RECORDED = recorded()


def test_every_case_is_recorded():
    assert set(RECORDED) == set(CASES)


@pytest.mark.parametrize("label", list(CASES))
def test_message_is_unchanged(label):
    result = run(CASES[label])
    assert result == RECORDED[label]
    assert result["status"] == 2 and result["stdout"] == ""
