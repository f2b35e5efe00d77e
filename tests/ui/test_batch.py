"""File → Solve Judge Input: the same answers as `python main.py judge`, in the background,
with progress, cancel, errors that name line and token, and the output saved."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QProgressBar

from solvers import judge
from solvers.spec import MAX_DIGITS, Cancelled
from tests import child_work
from tests.cli.test_judge import SAMPLES
from ui.files import judge_actions
from ui.files.batch import solve_judge, solve_judge_file
from ui.memory_budget import OverBudget

ROOT = Path(__file__).resolve().parents[2]
JOB_TIMEOUT_MS = 60_000
#: Cancel ends the work within 100 ms; this bound only allows for a slow, busy machine.
GENEROUS_CANCEL_S = 1.0


def judge_run(problem: str, data: bytes) -> str:
    out: list[str] = []
    judge.run(problem, data, out.append)
    return "".join(out)


def cli(problem: str, path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", "judge", problem, str(path)], cwd=ROOT,
                          capture_output=True, timeout=120, check=False)


def big_nim_input(cases: int = 3000, heaps: int = 40) -> bytes:
    lines = []
    for case in range(cases):
        lines.append(f"{heaps}\n" + " ".join(str((case * 7919 + h * 104729) % 10**9)
                                             for h in range(heaps)))
    return ("\n".join(lines) + "\n").encode()


@pytest.mark.parametrize("problem, data, expected", SAMPLES,
                         ids=[f"{p}-{i}" for i, (p, _, _) in enumerate(SAMPLES)])
def test_the_batch_answers_exactly_as_judge_run(problem, data, expected):
    data = data.encode() if isinstance(data, str) else data
    assert solve_judge(problem, data).output == judge_run(problem, data)


def test_progress_goes_up_to_the_end_and_cancel_stops():
    data = big_nim_input()
    seen: list[tuple[int, int]] = []
    result = solve_judge("nim", data, progress=lambda done, total: seen.append((done, total)))
    assert result.answers == 3000
    total = seen[-1][1]
    assert seen[-1] == (total, total) and all(t == total for _, t in seen)
    assert seen == sorted(seen) and 0 < seen[0][0] < total
    with pytest.raises(Cancelled):
        solve_judge("nim", data, should_stop=lambda: True)


def test_a_judge_file_is_solved_in_the_background_and_saved(make_window, qtbot, tmp_path):
    source = tmp_path / "nim.in"
    source.write_bytes(big_nim_input())
    output = tmp_path / "nim.out"
    window = make_window(remember=False)
    progress = window.findChild(QProgressBar, "job_progress")
    values: list[int] = []
    progress.valueChanged.connect(values.append)
    assert window.start_judge(str(source), "nim", str(output))
    assert window.job_running() and progress.isVisible()
    assert "Solving nim.in as nim" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    assert not progress.isVisible()
    assert "Saved 3,000 answers to nim.out" in window.statusBar().currentMessage()
    expected = cli("nim", source)
    assert expected.returncode == 0
    assert output.read_bytes() == expected.stdout
    assert values and values[-1] == 1000


def test_a_judge_error_names_line_and_token_and_saves_nothing(make_window, qtbot, tmp_path):
    source = tmp_path / "bad.in"
    source.write_bytes(b"2\n3 4\n5 x\n")
    output = tmp_path / "bad.out"
    window = make_window(remember=False)
    assert window.start_judge(str(source), "hdu3951", str(output))
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    words = window.statusBar().currentMessage()
    assert "line 3, token 'x': k must be a whole number" in words
    assert "Nothing was saved" in words
    assert not output.exists()
    assert cli("hdu3951", source).stderr.decode().strip().endswith(
        "line 3, token 'x': k must be a whole number")


def test_an_unreadable_input_is_explained(make_window, qtbot, tmp_path):
    window = make_window(remember=False)
    assert window.start_judge(str(tmp_path / "missing.in"), "nim", str(tmp_path / "x.out"))
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    assert "Cannot read" in window.statusBar().currentMessage()


def test_cancel_stops_the_work_and_saves_nothing(make_window, qtbot, tmp_path):
    source = tmp_path / "nim.in"
    source.write_bytes(big_nim_input(cases=60_000, heaps=3))
    output = tmp_path / "nim.out"
    window = make_window(remember=False)
    assert window.start_judge(str(source), "nim", str(output))
    window.findChild(object, "cancel_job").click()
    assert not window.job_running()
    assert window.statusBar().currentMessage() == "Cancelled. Nothing was saved."
    QThreadPool.globalInstance().waitForDone(JOB_TIMEOUT_MS)
    assert not output.exists()


def test_cancel_ends_an_answer_that_takes_seconds_at_once(make_window, qtbot, tmp_path):
    """One answer about numbers of 200,000 digits takes seconds: the work runs in a child
    process, which Cancel ends."""
    source = tmp_path / "fib.in"
    source.write_bytes(b"".join(b"9" * (MAX_DIGITS - 1) + b"%d\n" % (i % 10)
                                for i in range(40)) + b"0\n")
    window = make_window(remember=False)
    assert window.start_judge(str(source), "fibonacci", str(tmp_path / "fib.out"))
    qtbot.wait(300)                         # the child is at work on its first answers
    window.findChild(object, "cancel_job").click()
    cancelled = time.monotonic()
    assert QThreadPool.globalInstance().waitForDone(JOB_TIMEOUT_MS)
    assert time.monotonic() - cancelled < GENEROUS_CANCEL_S
    assert window.statusBar().currentMessage() == "Cancelled. Nothing was saved."
    assert not (tmp_path / "fib.out").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_is_refused_not_waited_for(make_window, qtbot, tmp_path):
    pipe = tmp_path / "input.in"
    os.mkfifo(pipe)
    window = make_window(remember=False)
    assert window.start_judge(str(pipe), "nim", str(tmp_path / "x.out"))
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    words = window.statusBar().currentMessage()
    assert f"Cannot read {pipe}: not a regular file" in words and "Nothing was saved" in words


def test_a_file_is_read_a_block_at_a_time_with_its_bytes_as_progress(tmp_path):
    source = tmp_path / "nim.in"
    source.write_bytes(big_nim_input())
    seen: list[tuple[int, int]] = []
    result = solve_judge_file("nim", source,
                              progress=lambda done, total: seen.append((done, total)))
    assert result.output == judge_run("nim", source.read_bytes())
    size = source.stat().st_size
    assert seen[-1] == (size, size) and all(total == size for _, total in seen)
    assert seen == sorted(seen) and 0 < seen[0][0] < size


def test_work_stopped_by_its_memory_budget_says_so_once(make_window, qtbot):
    window = make_window(remember=False)

    def work(should_stop, progress):
        raise OverBudget(2 * 2**30)

    assert window.status.start(work, lambda result: None, "Working…")
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    assert window.statusBar().currentMessage() == (
        "Stopped: it needed more than 2,048 MB of memory. Nothing was saved.")


def test_one_job_at_a_time(make_window, qtbot, tmp_path):
    source = tmp_path / "nim.in"
    source.write_bytes(big_nim_input())
    window = make_window(remember=False)
    assert window.start_judge(str(source), "nim", str(tmp_path / "a.out"))
    assert not window.findChild(QAction, "solve_judge").isEnabled()
    assert not window.start_judge(str(source), "nim", str(tmp_path / "b.out"))
    assert "Wait for the work" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    assert (tmp_path / "a.out").exists() and not (tmp_path / "b.out").exists()
    assert window.findChild(QAction, "solve_judge").isEnabled()


def test_the_menu_asks_for_file_problem_and_output(make_window, qtbot, tmp_path,
                                                   monkeypatch):
    source = tmp_path / "wythoff-small.in"
    source.write_bytes(b"2 1\n4 7\n5 9\n")
    output = tmp_path / "answers.out"
    asked = {}

    def get_item(parent, title, label, items, current, editable):
        asked["guess"] = items[current]
        return next(i for i in items if i.startswith("wythoff ")), True

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(output), ""))
    window = make_window(remember=False)
    window.findChild(QAction, "solve_judge").trigger()
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    assert asked["guess"].startswith("wythoff ")          # guessed from the file's name
    assert output.read_text() == "later win\nlater win\nearlier win\n"


def test_declining_to_save_keeps_nothing(make_window, qtbot, tmp_path, monkeypatch):
    source = tmp_path / "in.txt"
    source.write_bytes(b"3 1\n")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window = make_window(remember=False)
    assert window.start_judge(str(source), "bash")
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    assert "1 answer found; they were not saved" in window.statusBar().currentMessage()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt"]


def test_a_crash_in_the_work_is_reported_not_raised(make_window, qtbot, tmp_path,
                                                    monkeypatch, capsys):
    monkeypatch.setattr(judge_actions, "solve_judge_file", child_work.broken_judge)
    source = tmp_path / "x.in"
    source.write_bytes(b"1\n3\n")
    window = make_window(remember=False)
    assert window.start_judge(str(source), "nim", str(tmp_path / "x.out"))
    qtbot.waitUntil(lambda: not window.job_running(), timeout=JOB_TIMEOUT_MS)
    assert window.statusBar().currentMessage() == (
        "Something went wrong in the background (ZeroDivisionError: oops). Nothing was saved.")
    assert "ZeroDivisionError: oops" in capsys.readouterr().err
    assert window.findChild(QAction, "solve_judge").isEnabled()
