"""`python main.py solve …`: the JSON contract of GAMES.md and the one-line errors.

Most cases call `solvers.cli.main` in-process (a subprocess costs ~0.15 s); a handful of
real subprocess runs check the entry point itself, and that Qt is never loaded.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from solvers import GAMES
from solvers.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[2]


def solve(capsys, *args: str):
    """Run `solve ARGS` in-process: (exit status, stdout, stderr)."""
    status = cli_main(["solve", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def solve_json(capsys, *args: str) -> dict:
    status, out, err = solve(capsys, *args, "--json")
    assert (status, err) == (0, ""), err
    assert out.endswith("\n") and out.count("\n") == 1, "exactly one JSON line"
    return json.loads(out)


def run_main(*args: str, stdin: bytes = b"", timeout: float = 60):
    return subprocess.run([sys.executable, "main.py", *args], check=False, cwd=ROOT,
                          input=stdin, capture_output=True, timeout=timeout)


# --- the moves contract ---------------------------------------------------------------------

def test_nim_345(capsys):
    result = solve_json(capsys, "nim", "3", "4", "5")
    assert result["game"] == "nim"
    assert result["winner"] == "first"
    assert result["moves"] == [[1, 4, 5]]


@pytest.mark.parametrize("args, moves", [
    (["euclid", "25", "7"], [[11, 7]]),
    (["euclid", "7", "25"], [[7, 11]]),
    (["euclid", "21", "7"], [[0, 7]]),              # a move that ends the game: [0, B]
    (["euclid", "7", "21"], [[7, 0]]),
    (["euclid", "9", "9"], [[0, 9], [9, 0]]),       # A == B: both
    (["hill", "0", "3", "--king", "2"], [[0, 0]]),  # the king to the top, everyone kept
    (["hill", "4", "9", "15", "--king", "1"], [[0, 9, 15]]),
    (["hill", "0", "0", "6", "8", "--king", "3"], [[0, 0, 0, 8]]),
    (["fibonacci", "3", "5"], [[0, 6]]),             # take all: [0, 2x]
    (["fibonacci", "8", "8"], [[0, 16]]),
    (["fibonacci", "4"], [[3, 2]]),
    (["georgia-bob", "5", "1", "3"], [[1, 3, 4]]),   # sorted ascending
    (["georgia-bob", "9", "2"], [[2, 3]]),
    (["bash", "10", "3"], [[8, 3]]),                 # options left out
    (["bash", "10", "3", "--misere"], [[9, 3]]),
    (["wythoff", "4", "4"], [[0, 0]]),
    (["misere-nim", "1", "1", "5"], [[1, 1, 1]]),
    (["misere-nim", "5"], [[1]]),
    (["staircase", "1", "3"], [[0, 3]]),
    (["staircase", "0", "3", "2"], [[2, 1, 2], [0, 5, 0]]),
    (["boxes", "0", "2"], [[2, 0]]),
])
def test_listed_moves(capsys, args, moves):
    result = solve_json(capsys, *args)
    assert result["game"] == args[0]
    assert result["winner"] == "first"
    assert sorted(result["moves"]) == sorted(moves)


@pytest.mark.parametrize("args, winner", [
    (["bash", "0", "3", "--misere"], "first"),       # the other player took the last one
    (["misere-nim", "0", "0", "0"], "first"),
    (["misere-nim", "0"], "first"),
    (["nim", "0", "0"], "second"),
    (["bash", "0", "1"], "second"),
    (["wythoff", "0", "0"], "second"),
    (["euclid", "0", "5"], "second"),
    (["euclid", "0", "0"], "second"),
    (["fibonacci", "0"], "second"),
    (["fibonacci", "1"], "second"),                  # the first move may not take all
    (["hill", "0", "4", "--king", "1"], "second"),   # the king is at the top already
    (["staircase", "0", "0", "0"], "second"),
    (["georgia-bob", "1", "2", "3"], "second"),
    (["boxes", "0", "0", "5"], "second"),            # box 3 can give nothing away
    (["corner-board", "1"], "second"),
])
def test_finished_positions(capsys, args, winner):
    result = solve_json(capsys, *args)
    assert result["winner"] == winner
    assert result["moves"] == []


def position_words(args: list[str], numbers: list[int]) -> list[str]:
    """The ARGS of the position after a move: its numbers, and the options of `args`."""
    spec = GAMES[args[0]]
    return spec.format(spec.parse(args[1:]).with_numbers(numbers)).split()


EXAMPLES = [[game] + spec.example.split() for game, spec in GAMES.items() if spec.is_two_player] + [
    ["nim", "7", "11", "13", "2", "0"], ["misere-nim", "1", "1", "1", "4"],
    ["misere-nim", "2", "2", "1"], ["staircase", "5", "9", "1", "0", "3"],
    ["georgia-bob", "14", "3", "8", "9", "20"], ["hill", "0", "3", "7", "12", "--king", "3"],
    ["hill", "2", "5", "9", "--king", "2"], ["boxes", "3", "1", "4", "1", "5", "9", "2", "6"],
    ["euclid", "15", "24"], ["fibonacci", "100", "7"], ["wythoff", "10", "30"],
    ["bash", "100", "7", "--misere"], ["corner-board", "2"], ["coin-circle", "5", "7"],
    ["coin-circle", "7", "1"], ["nim", str(10**40), str(3 * 10**39 + 17), "5"],
]


@pytest.mark.parametrize("args", EXAMPLES, ids=" ".join)
def test_every_listed_move_is_a_position_solve_calls_lost(capsys, args):
    """Moves are written as the ARGS `solve` takes: solving each gives "second"."""
    result = solve_json(capsys, *args)
    assert result["game"] == args[0]
    assert result["winner"] in ("first", "second")
    moves = result["moves"]
    assert isinstance(moves, list)
    if result["winner"] == "second":
        assert moves == []
    else:
        assert moves
    for move in moves:
        assert all(isinstance(x, int) for x in move)
        after = solve_json(capsys, args[0], *position_words(args, move))
        assert after["winner"] == "second", move


PUZZLES = [[game] + spec.example.split() for game, spec in GAMES.items()
           if not spec.is_two_player] + [["pirates", "10", "3"],
                                         ["pirates", "10", "3", "--pirate", "9"]]


@pytest.mark.parametrize("args", EXAMPLES + PUZZLES, ids=" ".join)
def test_text_output_of_every_example(capsys, args):
    status, out, err = solve(capsys, *args)
    assert (status, err) == (0, "")
    assert out.startswith(GAMES[args[0]].title)
    assert out.endswith("\n")


def test_text_output(capsys):
    status, out, err = solve(capsys, "nim", "3", "4", "5")
    assert (status, err) == (0, "")
    assert "First player wins" in out
    assert "1 4 5" in out


# --- pirates ---------------------------------------------------------------------------------

@pytest.mark.parametrize("n, m, shares", [
    (5, 2, [1, 0, 1, 0, 0]),
    (4, 2, [0, 1, 0, 1]),
    (1, 0, [0]),
    (1, 7, [7]),
    (3, 0, [0, 0, "Thrown"]),
    (5, 1, [0, 0, 0, 0, "Thrown"]),
    (4, 1, [0, 0, 0, 0]),                            # 2M + 2: a stable position
    (2, 0, [0, 0]),
    (8, 1, [0, 0, 0, 0, 0, 0, "Thrown", "Thrown"]),
    (6, 3, [0, 1, 0, 1, 0, 1]),
])
def test_pirate_table(capsys, n, m, shares):
    result = solve_json(capsys, "pirates", str(n), str(m))
    assert result["game"] == "pirates"
    assert result["shares"] == shares


def test_one_pirate_of_a_billion_billion_is_instant(capsys):
    n = 10**18
    start = time.perf_counter()
    result = solve_json(capsys, "pirates", str(n), "3", "--pirate", str(n))
    assert result == {**result, "game": "pirates", "pirate": n, "share": "Thrown"}
    result = solve_json(capsys, "pirates", str(n), "3", "--pirate", str(6 + 2**59))
    assert result["share"] == 0
    result = solve_json(capsys, "pirates", str(n), str(n), "--pirate", str(n))
    assert result["share"] == n - (n - 1) // 2
    assert time.perf_counter() - start < 1.0


def test_full_table_refused_above_a_million(capsys):
    status, out, err = solve(capsys, "pirates", str(10**6 + 1), "3", "--json")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "--pirate" in err


# --- errors ----------------------------------------------------------------------------------

TOO_LONG = "9" * 300_000

BAD = [
    # (arguments, words the one stderr line must contain)
    (["nim", "3", "x"], ["heap 2", "'x'"]),
    (["nim", "3", "4.5"], ["heap 2"]),
    (["nim", "3", "-1"], ["heap 2", "-1"]),
    (["nim", "3", "١٢"], ["heap 2"]),                # not an ASCII number
    (["nim"], ["heap"]),
    (["misere-nim", "2", "-7"], ["heap 2"]),
    (["bash", "5"], [r"\bM\b"]),
    (["bash", "5", "0"], [r"\bM\b"]),
    (["bash", "5", "3", "4"], ["'4'"]),
    (["bash", "-5", "3"], [r"\bN\b"]),
    (["wythoff", "1"], [r"\bB\b"]),
    (["wythoff", "1", "2", "3"], ["'3'"]),
    (["euclid", "1e5", "3"], [r"\bA\b", "1e5"]),
    (["fibonacci", "5", "0"], [r"\bL\b"]),
    (["fibonacci", "x"], [r"\bN\b"]),
    (["staircase", "1", "zz"], ["step 2"]),
    (["georgia-bob", "4", "2", "4"], ["cell 4"]),
    (["georgia-bob", "0", "3"], ["piece 1"]),
    (["hill", "3", "2", "--king", "1"], ["distance"]),
    (["hill", "2", "2", "--king", "1"], ["distance"]),
    (["hill", "0", "5", "5", "--king", "1"], ["distance"]),
    (["hill", "1", "2", "--king", "3"], ["king"]),
    (["hill", "1", "2", "--king", "0"], ["king"]),
    (["hill", "1", "2"], ["king"]),
    (["hill", "1", "2", "--king"], ["king"]),
    (["boxes", "1", "-2"], ["box 2"]),
    (["corner-board", "0"], [r"\bN\b"]),
    (["coin-circle", "5", "0"], [r"\bK\b"]),
    (["pirates", "3", "1", "--pirate", "4"], ["pirate 4"]),
    (["pirates", "3", "1", "--pirate", "0"], ["pirate"]),
    (["pirates", "0", "1"], [r"\bN\b"]),
    (["pirates", "3", "-1"], [r"\bM\b"]),
    (["pirates", str(2 * 10**6), "3"], ["--pirate"]),
    (["foo", "1"], ["'foo'"]),
    (["nim", "3", "--frob"], ["--frob"]),
    (["bash", "5", "3", "--misere", "--misere"], ["--misere"]),
    (["nim", TOO_LONG], ["heap 1", "300,000"]),
    (["euclid", "5", TOO_LONG], [r"\bB\b", "too long"]),
    ([], ["game"]),
]


@pytest.mark.parametrize("args, words", BAD, ids=[" ".join(a)[:30] for a, _ in BAD])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_bad_input_one_line_exit_2(capsys, args, words, as_json):
    """Words with \\b are case-sensitive single letters (N, M, …); the rest ignore case."""
    status, out, err = solve(capsys, *args, *(["--json"] if as_json else []))
    assert status == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert len(err) < 400, "the line shortens what it quotes"
    for word in words:
        flags = 0 if word.startswith("\\b") else re.IGNORECASE
        assert re.search(word, err, flags), f"{word!r} not in {err!r}"


# --- real processes --------------------------------------------------------------------------

def test_real_process_json_and_errors():
    done = run_main("solve", "nim", "3", "4", "5", "--json")
    assert (done.returncode, done.stderr) == (0, b"")
    assert json.loads(done.stdout)["moves"] == [[1, 4, 5]]
    for args in (["solve", "foo"], ["solve", "nim", "3", "x", "--json"],
                 ["solve", "hill", "1", "2", "--king", "5"]):
        done = run_main(*args)
        assert done.returncode == 2, args
        assert done.stdout == b"", args
        assert done.stderr.count(b"\n") == 1 and b"Traceback" not in done.stderr, done.stderr


def test_real_process_pirates():
    start = time.perf_counter()
    done = run_main("solve", "pirates", str(10**18), "7", "--pirate", "1", "--json")
    assert time.perf_counter() - start < 5
    assert done.returncode == 0
    assert json.loads(done.stdout)["share"] == 0
    done = run_main("solve", "pirates", str(10**6 + 1), "7", "--json")
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.count(b"\n") == 1
    done = run_main("solve", "pirates", "6", "3", "--json")
    assert json.loads(done.stdout)["shares"] == [0, 1, 0, 1, 0, 1]


NO_QT = textwrap.dedent("""
    import io, json, sys
    sys.argv = ["main.py"]
    import main
    import solvers, solvers.cli, solvers.judge
    out = io.StringIO()
    real_stdout = sys.stdout
    sys.stdout = out
    codes = [main.main(["solve", "nim", "3", "4", "5", "--json"]),
             main.main(["solve", "hill", "4", "9", "15", "--king", "2"]),
             main.main(["solve", "pirates", "10", "3"]),
             main.main(["judge", "nim"])]
    sys.stdout = real_stdout
    for game in solvers.GAMES:
        spec = solvers.GAMES[game]
        spec.solve(spec.default_position())
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
    print(json.dumps({"codes": codes, "qt": loaded, "out": out.getvalue()}))
""")


def test_solve_and_judge_never_load_qt():
    done = subprocess.run([sys.executable, "-c", NO_QT], check=False, cwd=ROOT,
                          input=b"2\n1 1\n1\n0\n", capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    report = json.loads(done.stdout.decode().splitlines()[-1])
    assert report["codes"] == [0, 0, 0, 0]
    assert report["qt"] == []
    assert report["out"].endswith("later win\nlater win\n")
