"""Hostile and extreme input on the command line (issue 12, item 5): output that stays
proportionate, output that cannot be written, escape bytes echoed, a byte-order mark,
standard input as `-`, and a judge that streams its input."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from solvers import judge, judge_input
from solvers.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str, stdin: bytes = b"", env: dict | None = None, stdout=None,
             timeout: float = 120) -> subprocess.CompletedProcess:
    environment = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "main.py", *args], check=False, cwd=ROOT,
                          input=stdin, stdout=stdout if stdout is not None else subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=timeout, env=environment)


def one_clean_line(stderr: bytes) -> None:
    assert stderr.count(b"\n") == 1 and stderr.endswith(b"\n"), stderr[:2000]
    assert b"Traceback" not in stderr


def run_judge(problem: str, source) -> tuple[str, str | None]:
    out: list[str] = []
    try:
        judge.run(problem, source, out.append)
    except judge.JudgeError as error:
        return "".join(out), str(error)
    return "".join(out), None


# --- the text form stays proportionate ------------------------------------------------------

def test_long_nim_text_is_proportionate(capsys):
    heaps = ["1"] * 3001
    assert cli_main(["solve", "nim", *heaps]) == 0
    out = capsys.readouterr().out
    moves = [line for line in out.splitlines() if line.startswith("  take")]
    assert len(moves) == 3001
    assert max(map(len, moves)) < 120, moves[0][:300]
    assert len(out) < 100 * len(heaps), f"{len(out):,} characters for {len(heaps):,} heaps"
    assert moves[16] == "  take 1 from heap 17 → heap 17: 0 (3,001 heaps)"


def test_long_position_moves_name_what_changed(capsys):
    heaps = [str(n) for n in range(1, 61)]
    assert cli_main(["solve", "nim", *heaps]) == 0
    out = capsys.readouterr().out
    move = next(line for line in out.splitlines() if line.startswith("  take"))
    assert move.endswith("(60 heaps)") and len(move) < 80, move
    assert cli_main(["solve", "nim", "3", "4", "5"]) == 0         # short: written whole
    assert "take 2 from heap 1 → 1 4 5" in capsys.readouterr().out


def test_long_position_json_keeps_the_whole_contract(capsys):
    heaps = [1] * 41
    assert cli_main(["solve", "nim", *map(str, heaps), "--json"]) == 0
    moves = json.loads(capsys.readouterr().out)["moves"]
    assert len(moves) == 41
    assert moves[5] == heaps[:5] + [0] + heaps[6:]


# --- output that cannot be written ---------------------------------------------------------

@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args, stdin", [
    (["solve", "nim", "3"], b""),
    (["solve", "nim", "3", "--json"], b""),
    (["judge", "nim"], b"1 3\n" * 10),
    (["table", "octal", "--code", "0.77", "--to", "50"], b""),
], ids=["solve", "solve-json", "judge", "table"])
def test_full_disk(args, stdin):
    with open("/dev/full", "wb") as full:
        done = run_main(*args, stdin=stdin, stdout=full)
    assert done.returncode not in (0, 2)
    one_clean_line(done.stderr)
    assert b"No space left" in done.stderr


@pytest.mark.parametrize("args, stdin", [
    (["solve", "nim", *["1"] * 3001], b""),
    (["judge", "nim"], b"1 1\n" * 300_000),
], ids=["solve", "judge"])
def test_closed_pipe(tmp_path, args, stdin):
    """The reader takes one byte and goes (`| head -c1`)."""
    given = tmp_path / "input.txt"
    given.write_bytes(stdin)
    with given.open("rb") as source:
        process = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT,
                                   stdin=source, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE)
    assert process.stdout.read(1)
    process.stdout.close()
    stderr = process.stderr.read()
    assert process.wait(timeout=120) not in (0, 2)
    one_clean_line(stderr)


@pytest.mark.parametrize("args", [["solve", "nim", "3"], ["solve", "euclid", "25", "7",
                                                              "--json"]])
def test_output_encoding_without_the_answers_characters(args):
    done = run_main(*args, env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode not in (0, 2)
    one_clean_line(done.stderr)
    assert b"ascii" in done.stderr


# --- escape bytes are shown escaped ----------------------------------------------------------

HOSTILE = "3\x1b]0;owned\x07\x1b[2J\u202e\x9b"


@pytest.mark.parametrize("args", [
    ["solve", "nim", HOSTILE],
    ["solve", "nim", "3", "--king" + HOSTILE],
    ["solve", HOSTILE, "3"],
    ["solve", "bash", "5", HOSTILE],
    ["judge", HOSTILE],
    ["table", "octal", "--code", HOSTILE, "--to", "5"],
    ["table", "subtraction", "--set", HOSTILE, "--to", "5"],
])
def test_control_bytes_in_arguments_are_escaped(capsys, args):
    assert cli_main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert not any(ord(c) < 32 and c != "\n" or 0x7F <= ord(c) < 0xA0 or c == "\u202e"
                   for c in err), repr(err)
    assert "\\x1b" in err or "\\u202e" in err or "\\x9b" in err, err


@pytest.mark.parametrize("data", [b"2 1 \x1b]0;owned\x07\n", b"2 1 \x00\n", b"1 \xe2\x80\xae5\n",
                                  b"1 5\x9b\xff\n"])
def test_control_bytes_in_judge_input_are_escaped(data):
    done = run_main("judge", "nim", stdin=data)
    assert done.returncode == 2
    one_clean_line(done.stderr)
    text = done.stderr.decode("utf-8")
    assert not any(ord(c) < 32 and c != "\n" or 0x7F <= ord(c) < 0xA0 or c == "\u202e"
                   for c in text), text
    assert "\\x" in text or "\\u202e" in text, text


def test_corner_board_shortens_a_huge_number(capsys):
    huge = "1" + "0" * 100_000
    assert cli_main(["solve", "corner-board", "4", "1", huge]) == 2
    err = capsys.readouterr().err
    assert len(err) < 400 and "100,001 digits" in err, err[:500]


# --- byte-order mark and standard input ------------------------------------------------------

def test_judge_accepts_a_byte_order_mark():
    done = run_main("judge", "nim", stdin=b"\xef\xbb\xbf1 3\n2 1 1\n")
    assert (done.returncode, done.stdout, done.stderr) == (0, b"earlier win\nlater win\n", b"")
    done = run_main("judge", "hdu1525", stdin=b"\xef\xbb\xbf34 12\r\n0 0\r\n")
    assert (done.returncode, done.stdout) == (0, b"Stan wins\n")


def test_judge_dash_reads_standard_input():
    done = run_main("judge", "nim", "-", stdin=b"1 3\n2 1 1\n")
    assert (done.returncode, done.stdout, done.stderr) == (0, b"earlier win\nlater win\n", b"")


def test_usage_names_the_table_command_and_the_dash():
    from solvers.cli import USAGE
    assert "judge PROBLEM [FILE | -]" in USAGE
    assert "table subtraction --set" in USAGE and "table octal --code" in USAGE


# --- the judge streams its input --------------------------------------------------------------

CASES = [
    ("nim", b"3 1 2 3\n2 5 5\n4 1 2 3 4\n1 x\n2 1 1\n"),
    ("nim", b"3 1 2 3\n2 5 5\n4 1 2 3 4\n5 1 2"),
    ("nim", b"2 " + b"9" * 30 + b" 7\n1 -4\n"),
    ("poj1704", b"3\n3 1 2 3\n2 5 5\n2 4 7\n"),
    ("hdu4315", b"3 2\n1 5 9\n2 3\n1 2\n3 4\n5 9 9\n"),
    ("hdu1538", b"2\n5 10 3\n5 10 6\n"),
    ("hdu1525", b"34 12\n15 24\n5 +\n"),
    ("hdu3389", b"2\n3\n1 2 3\n4\n1 1 1 -1\n"),
]


@pytest.mark.parametrize("problem, data", CASES)
@pytest.mark.parametrize("block", [1, 3, 7, 64])
def test_streaming_in_small_blocks_answers_as_one_block(monkeypatch, problem, data, block):
    whole = run_judge(problem, data)
    monkeypatch.setattr(judge_input, "BLOCK", block)
    assert run_judge(problem, io.BytesIO(data)) == whole
    assert run_judge(problem, data) == whole


def test_a_token_longer_than_any_number_is_not_kept(monkeypatch):
    monkeypatch.setattr(judge_input, "BLOCK", 4096)
    long = b"7" * (judge_input._LONG_TOKEN + 50_000)
    out, error = run_judge("nim", io.BytesIO(b"1 3\n2 1 " + long + b"\n1 1\n"))
    assert out == "earlier win\n"
    assert error.startswith("line 2, token '777") and "250,064 digits" in error, error
    out, error = run_judge("nim", io.BytesIO(b"1 3\n2 1 x" + long))
    assert "whole number" in error and "line 2" in error, error


def test_judge_memory_follows_one_case_not_the_input():
    """~24 MB of Nim in cases of 1,000 heaps with one bad token near the end: the exact
    path once held every token of the input as a bytes object (about 10 times its size)."""
    case = b"1000\n" + b" ".join(b"%d" % (10**7 + i) for i in range(1000)) + b"\n"
    data = case * 2400 + b"2 1 x\n" + case * 10
    tracemalloc.start()
    try:
        out, error = run_judge("nim", data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert out.count("\n") == 2400 and "line 4801, token 'x'" in error, error
    assert peak < 40 * 2**20, f"peak {peak / 2**20:.0f} MiB for {len(data) / 2**20:.0f} MiB"


@pytest.mark.parametrize("closed, args, status", [
    (1, ["solve", "nim", "3"], 1),
    (0, ["judge", "nim"], 2),
], ids=["stdout", "stdin"])
def test_a_closed_standard_stream(closed, args, status):
    done = subprocess.run([sys.executable, "main.py", *args], check=False, cwd=ROOT,
                          stdin=subprocess.DEVNULL, capture_output=closed == 0,
                          stderr=subprocess.PIPE if closed == 1 else None,
                          preexec_fn=lambda: os.close(closed), timeout=60)
    assert done.returncode == status
    one_clean_line(done.stderr)
