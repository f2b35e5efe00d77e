"""ui.child_process: work run in a child Python process hands back its result, progress and
errors as work on a thread would, and Cancel ends the child within 100 ms."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from solvers.rules import parse_rule
from solvers.rules.table_result import compute_table
from solvers.spec import Cancelled, InputError
from tests import child_work
from tests.test_no_qt import qt_imports
from ui import child_process
from ui.child_process import ChildFailed, in_child_process
from ui.memory_budget import OverBudget

pytestmark = pytest.mark.heavy


def never() -> bool:
    return False


def test_the_work_runs_in_another_process_without_qt_and_reports_progress():
    reports: list[tuple[int, int]] = []
    pid, loaded_qt = in_child_process(child_work.count_up, 5)(never, lambda *r: reports.append(r))
    assert pid != os.getpid()
    assert not loaded_qt
    assert reports and reports[-1] == (5, 5)
    assert [done for done, _ in reports] == sorted(done for done, _ in reports)
    source = Path(in_child_process.__code__.co_filename).read_text(encoding="utf-8")
    assert qt_imports(source) == []


def test_a_table_computed_in_a_child_equals_one_computed_here():
    rule = parse_rule("0.137")
    here = compute_table(rule, 600, never, lambda *_: None)
    there = in_child_process(compute_table, rule, 600)(never, lambda *_: None)
    assert there.pattern == here.pattern and there.words == here.words
    assert there.array.tolist() == here.array.tolist() == list(here.pattern.values)
    assert there.prove_to == here.prove_to


def test_an_input_error_comes_back_as_itself():
    with pytest.raises(InputError) as raised:
        in_child_process(compute_table, parse_rule("0.77"), -1)(never, lambda *_: None)
    assert "N is -1" in str(raised.value)


def test_an_unexpected_error_is_raised_with_the_childs_traceback():
    with pytest.raises(TypeError) as raised:      # max() cannot compare its callables
        in_child_process(max, 1)(never, lambda *_: None)
    assert isinstance(raised.value.__cause__, ChildFailed)
    assert "Traceback" in str(raised.value.__cause__)


def test_a_child_that_dies_is_reported_with_what_it_said():
    with pytest.raises(ChildFailed, match="going"):
        in_child_process(child_work.die)(never, lambda *_: None)


def test_cancel_ends_the_child_within_100_ms():
    stop = threading.Event()
    children: list[int] = []
    outcome: list[BaseException] = []

    def run() -> None:
        try:
            in_child_process(child_work.spin)(stop.is_set, lambda pid, _: children.append(pid))
        except BaseException as error:  # noqa: BLE001 - examined below
            outcome.append(error)
    thread = threading.Thread(target=run)
    thread.start()
    deadline = time.monotonic() + 30
    while not children and time.monotonic() < deadline:
        time.sleep(0.01)
    assert children, "the child never reported"
    started = time.perf_counter()
    stop.set()
    thread.join(1)
    assert time.perf_counter() - started < 0.1
    assert isinstance(outcome[0], Cancelled)
    with pytest.raises(ProcessLookupError):        # killed and reaped
        os.kill(children[0], 0)


def test_input_errors_with_their_own_arguments_come_back_whole():
    from solvers.search import TooLarge
    with pytest.raises(TooLarge) as raised:
        in_child_process(child_work.raise_it, TooLarge(5, where="part 2"))(never,
                                                                         lambda *_: None)
    assert raised.value.limit == 5 and raised.value.field == "position"
    assert str(raised.value) == "part 2: too large to search: more than 5 positions"


def test_a_child_whose_parent_is_gone_ends_itself():
    # A parent whose child reports its pid and then works silently; the parent is killed.
    assert _outlived_by(
        "from ui.child_process import in_child_process; "
        "in_child_process(child_work.report_then_sleep)(lambda: False, "
        "lambda pid, _: print(pid, flush=True))") is None


def _outlived_by(program: str) -> int | None:
    """Run `program` (after `from tests import child_work`) in a parent process, which
    prints a child's pid; kill the parent and return the child's pid if it is still
    there 10 s later (None: it ended)."""
    parent = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; sys.path.insert(0, '.'); from tests import child_work; "
        + program)],
        cwd=Path(__file__).resolve().parents[2], stdout=subprocess.PIPE, text=True)
    child = int(parent.stdout.readline())
    os.kill(child, 0)                               # there while the parent is
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            return None
        time.sleep(0.02)
    return child


def test_a_child_past_its_memory_limit_stops_and_says_so():
    with pytest.raises(OverBudget) as raised:                 # a child is always over 1 MB
        in_child_process(child_work.spin, memory_limit=2**20)(never, lambda *_: None)
    assert raised.value.limit_bytes == 2**20
    assert str(raised.value) == "stopped: more than 1 MB of memory needed"


def test_the_next_work_finds_a_child_started_and_waiting():
    in_child_process(child_work.count_up, 1)(never, lambda *_: None)
    spare = child_process._spare
    assert spare is not None and spare.process.poll() is None
    pid, _ = in_child_process(child_work.count_up, 1)(never, lambda *_: None)
    assert pid == spare.process.pid
    assert child_process._spare is not None and child_process._spare is not spare


def test_a_waiting_child_that_died_is_replaced():
    in_child_process(child_work.count_up, 1)(never, lambda *_: None)
    spare = child_process._spare
    spare.process.kill()
    spare.process.wait()
    pid, _ = in_child_process(child_work.count_up, 1)(never, lambda *_: None)
    assert pid not in (spare.process.pid, os.getpid())


def test_a_waiting_child_ends_with_its_parent():
    assert _outlived_by(
        "from ui import child_process; "
        "child_process.in_child_process(child_work.count_up, 1)(lambda: False, "
        "lambda *_: None); print(child_process._spare.process.pid, flush=True); "
        "time.sleep(60)") is None
