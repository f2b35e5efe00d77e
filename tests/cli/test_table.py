"""`python main.py table subtraction|octal … --to N [--json|--csv]` (issue 13, item 4):
values against a brute force written from the rules' words, the JSON contract, the CSV
and plain forms, one line and exit 2 for every bad rule, and no Qt."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
import time
from functools import cache
from pathlib import Path

import pytest

from solvers.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[2]


def table(capsys, *args: str) -> tuple[int, str, str]:
    status = cli_main(["table", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def table_json(capsys, *args: str) -> dict:
    status, out, err = table(capsys, *args, "--json")
    assert (status, err) == (0, ""), err
    assert out.count("\n") == 1
    return json.loads(out)


def mex(values) -> int:
    values = set(values)
    n = 0
    while n in values:
        n += 1
    return n


def brute_subtraction(members, last, all_but=False, misere=False) -> list[int]:
    @cache
    def g(n: int) -> int:
        takes = [s for s in range(1, n + 1) if (s not in members) == all_but]
        if misere:
            return 1 if not takes else int(any(g(n - s) == 0 for s in takes))
        return mex(g(n - s) for s in takes)
    return [g(n) for n in range(last + 1)]


def brute_octal(digits, last) -> list[int]:
    """From the words: removing k (digit d_k) may leave nothing (1), one heap (2), two
    non-empty heaps (4); the digit before the point only splits (4: into two)."""
    values: list[int] = []
    for n in range(last + 1):
        options = set()
        for k, digit in enumerate(digits):
            rest = n - k
            if k == 0:
                if digit & 4:
                    options |= {values[a] ^ values[n - a] for a in range(1, n)}
                continue
            if rest < 0:
                continue
            if digit & 1 and rest == 0:
                options.add(0)
            if digit & 2 and rest >= 1:
                options.add(values[rest])
            if digit & 4 and rest >= 2:
                options |= {values[a] ^ values[rest - a] for a in range(1, rest)}
        values.append(mex(options))
    return values


# --- values ----------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_subtraction_values_against_brute_force(capsys, seed):
    rng = random.Random(seed)
    members = sorted(rng.sample(range(1, 9), rng.randint(1, 4)))
    all_but = seed % 3 == 2
    misere = seed % 4 == 1
    flags = (["--all-but"] if all_but else []) + (["--misere"] if misere else [])
    result = table_json(capsys, "subtraction", "--set", *map(str, members), *flags,
                        "--to", "60")
    assert result["values"] == brute_subtraction(set(members), 60, all_but, misere)
    assert set(result) >= {"values", "preperiod", "period", "saltus", "proved", "why"}
    assert result.get("misere", False) == misere


@pytest.mark.parametrize("seed", range(16))
def test_octal_values_against_brute_force(capsys, seed):
    rng = random.Random(f"octal {seed}")
    digits = [rng.choice((0, 4))] + [rng.randrange(8) for _ in range(rng.randint(1, 3))]
    digits[-1] = digits[-1] or rng.randrange(1, 8)
    code = f"{digits[0]}." + "".join(map(str, digits[1:]))
    result = table_json(capsys, "octal", "--code", code, "--to", "50")
    assert result["values"] == brute_octal(digits, 50), code


def test_the_json_contract(capsys):
    result = table_json(capsys, "subtraction", "--set", "1", "3", "4", "--to", "30")
    assert result["values"][:10] == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    assert (result["preperiod"], result["period"], result["saltus"]) == (0, 7, 0)
    assert result["proved"] is True and "Proved" in result["why"]
    assert "misere" not in result
    kayles = table_json(capsys, "octal", "--code", "0.77", "--to", "40")
    assert kayles["period"] is None and kayles["proved"] is False
    assert kayles["values"][:12] == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    early = table_json(capsys, "octal", "--code", "0.77", "--to", "150")
    assert early["period"] == 12 and early["proved"] is False     # needs values to 155
    proved = table_json(capsys, "octal", "--code", "0.77", "--to", "300")
    assert (proved["preperiod"], proved["period"], proved["proved"]) == (71, 12, True)


def test_set_members_may_be_written_with_commas(capsys):
    spaced = table_json(capsys, "subtraction", "--set", "1", "3", "4", "--to", "20")
    assert table_json(capsys, "subtraction", "--set", "1,3,4", "--to", "20") == spaced
    assert table_json(capsys, "subtraction", "--to", "20", "--set", "4", "1,3") == spaced


def test_csv(capsys):
    status, out, err = table(capsys, "octal", "--code", "0.07", "--to", "5", "--csv")
    assert (status, err) == (0, "")
    assert out == "n,grundy\n0,0\n1,0\n2,1\n3,1\n4,2\n5,0\n"
    status, out, _ = table(capsys, "subtraction", "--set", "1", "--misere", "--to", "2",
                           "--csv")
    assert out == "n,outcome\n0,1\n1,0\n2,1\n"


def test_plain_text(capsys):
    status, out, err = table(capsys, "subtraction", "--set", "1", "3", "4", "--to", "30")
    assert (status, err) == (0, "")
    assert "g(0..30)" in out and "Proved" in out
    assert "n mod 7 is 0 or 2" in out
    rows = [line.split() for line in out.splitlines() if line.strip().startswith("10 ")]
    assert rows == [["10", "1", "2", "3", "2", "0", "1", "0", "1", "2", "3"]]
    status, out, _ = table(capsys, "octal", "--code", "0.77", "--to", "5000")
    assert len(out.splitlines()) < 40, "a summary, not 5,001 values"
    assert "--csv" in out and "Proved by the octal periodicity theorem" in out


# --- bad rules -------------------------------------------------------------------------------

BAD = [
    (["octal", "--code", "0.G", "--to", "5"], "digit"),
    (["octal", "--code", "oct 0.8", "--to", "5"], "octal digit"),
    (["octal", "--code", "0.77", "--to", "-1"], "N is -1"),
    (["octal", "--code", "0.77"], "--to"),
    (["octal", "--to", "5"], "--code"),
    (["octal", "--code", "0.7", "--to", "5", "--misere"], "--misere"),
    (["subtraction", "--set", "--to", "5"], "--set needs at least one number"),
    (["subtraction", "--to", "5"], "--set"),
    (["subtraction", "--set", "0", "--to", "5"], "member 1 must be at least 1, not 0"),
    (["subtraction", "--set", "2", "-3", "--to", "5"], "member 2 must be at least 1, not -3"),
    (["subtraction", "--set", "2", "--to", "x"], "not a whole number"),
    (["subtraction", "--set", "2", "--to", "5", "--json", "--csv"], "--json"),
    (["subtraction", "--set", "2", "--to", "5", "--to", "6"], "twice"),
    (["subtraction", "--set", "2", "--to", "5", "6"], "one number"),
    (["nim", "--to", "5"], "unknown family"),
    ([], "family"),
]


@pytest.mark.parametrize("args, words", BAD, ids=[" ".join(a) or "none" for a, _ in BAD])
@pytest.mark.parametrize("form", ["text", "--json", "--csv"])
def test_bad_rule_one_line_exit_2(capsys, args, words, form):
    extra = [] if form == "text" or "--json" in args else [form]
    status, out, err = table(capsys, *args, *extra)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("nimlab table: "), err
    assert words in err, err


# --- a real process: no Qt, and quick ----------------------------------------------------------

NO_QT = textwrap.dedent("""
    import io, json, sys
    sys.argv = ["main.py"]
    import main
    out = io.StringIO()
    real_stdout, sys.stdout = sys.stdout, out
    codes = [main.main(["table", "octal", "--code", "0.77", "--to", "100"]),
             main.main(["table", "subtraction", "--set", "1", "3", "--to", "9", "--json"])]
    sys.stdout = real_stdout
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
    print(json.dumps({"codes": codes, "qt": loaded}))
""")


def test_table_never_loads_qt():
    done = subprocess.run([sys.executable, "-c", NO_QT], check=False, cwd=ROOT,
                          capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    report = json.loads(done.stdout.decode().splitlines()[-1])
    assert report == {"codes": [0, 0], "qt": []}


def test_kayles_to_40000_as_a_whole_command():
    """Target 2 s (bench/bench_rules.py measures it); generous here for a loaded machine."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "main.py", "table", "octal", "--code", "0.77",
                           "--to", "40000", "--json"], check=False, cwd=ROOT,
                          capture_output=True, timeout=120)
    seconds = time.perf_counter() - start
    assert (done.returncode, done.stderr) == (0, b"")
    result = json.loads(done.stdout)
    assert len(result["values"]) == 40_001 and result["proved"] is True
    assert result["values"][40_000] == brute_octal((0, 7, 7), 200)[71 + (40_000 - 71) % 12]
    assert seconds < 10, f"{seconds:.1f} s"
