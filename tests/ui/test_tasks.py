"""The one background helper: results, supersession, cancel, progress, errors, budget."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from solvers.spec import Cancelled, InputError
from ui.memory_budget import OverBudget, resident_bytes
from ui.tasks import PROGRESS_INTERVAL_S, BackgroundTask, wait_for_all

#: How long a cooperative work may take to notice a cancel and return.
CANCEL_WITHIN_S = 0.100
MB = 2**20


@pytest.fixture
def task(qtbot) -> BackgroundTask:
    task = BackgroundTask()
    yield task
    task.cancel()


def spin_until_stopped(started: threading.Event, stopped_at: list[float]):
    """A cooperative work: runs until told to stop, and notes when it noticed."""
    def work(should_stop, progress):
        started.set()
        while not should_stop():
            pass
        stopped_at.append(time.perf_counter())
        raise Cancelled
    return work


def drain_pool(qtbot) -> None:
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0,
                    timeout=10_000)
    QCoreApplication.processEvents()    # deliver whatever the runs still posted


def test_the_result_is_delivered_and_running_goes_up_then_down(task, qtbot):
    running = []
    task.running_changed.connect(running.append)
    with qtbot.waitSignal(task.finished, timeout=5_000) as finished:
        generation = task.start(lambda should_stop, progress: 6 * 7)
        assert task.running
    assert finished.args == [42]
    assert running == [True, False]
    assert not task.running
    assert task.generation == generation


def test_a_newer_start_drops_the_older_result(task, qtbot):
    release = threading.Event()

    def stubborn(should_stop, progress):   # ignores should_stop on purpose
        release.wait(10)
        return "older"

    results = []
    task.finished.connect(results.append)
    task.start(stubborn)
    try:
        with qtbot.waitSignal(task.finished, timeout=5_000):
            task.start(lambda should_stop, progress: "newer")
    finally:
        release.set()
    drain_pool(qtbot)
    assert results == ["newer"]


def test_a_newer_start_within_the_delay_never_runs_the_older_work(task, qtbot):
    ran = []
    task.start(lambda should_stop, progress: ran.append("older"), delay_ms=50)
    with qtbot.waitSignal(task.finished, timeout=5_000) as finished:
        task.start(lambda should_stop, progress: "newer", delay_ms=50)
    drain_pool(qtbot)
    assert finished.args == ["newer"]
    assert ran == []


def test_cancel_stops_cooperative_work_quickly_and_says_so(task, qtbot):
    started, stopped_at = threading.Event(), []
    results = []
    task.finished.connect(results.append)
    task.start(spin_until_stopped(started, stopped_at))
    qtbot.waitUntil(started.is_set, timeout=5_000)
    with qtbot.waitSignal(task.cancelled, timeout=1_000):
        cancelled_at = time.perf_counter()
        task.cancel()
    qtbot.waitUntil(lambda: bool(stopped_at), timeout=5_000)
    drain_pool(qtbot)
    took = stopped_at[0] - cancelled_at
    assert took < CANCEL_WITHIN_S, f"the work took {took * 1000:.0f} ms to stop"
    assert not task.running
    assert results == []


def test_cancel_when_idle_emits_nothing(task, qtbot):
    with qtbot.assertNotEmitted(task.cancelled):
        task.cancel()


def test_progress_is_throttled_but_the_last_report_arrives(task, qtbot):
    total = 20_000
    took = []

    def counting(should_stop, progress):
        begun = time.monotonic()
        for done in range(total + 1):
            progress(done, total)
        took.append(time.monotonic() - begun)
        return "counted"

    reports = []
    task.progressed.connect(lambda done, of: reports.append((done, of)))
    with qtbot.waitSignal(task.finished, timeout=10_000):
        task.start(counting)
    assert reports[-1] == (total, total)
    assert len(reports) <= 2 + took[0] / PROGRESS_INTERVAL_S, reports


@pytest.mark.parametrize("error", [InputError("heaps", "not a number"),
                                   FileNotFoundError("no such file"),
                                   UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad byte")],
                         ids=["input", "os", "unicode"])
def test_an_expected_error_fails_with_the_exception(task, qtbot, error):
    def failing(should_stop, progress):
        raise error

    with qtbot.assertNotEmitted(task.crashed), \
            qtbot.waitSignal(task.failed, timeout=5_000) as failed:
        task.start(failing)
    assert failed.args == [error]
    assert not task.running


def test_an_unexpected_error_crashes_with_its_traceback(task, qtbot):
    def broken(should_stop, progress):
        raise RuntimeError("solver exploded")

    with qtbot.assertNotEmitted(task.failed), \
            qtbot.waitSignal(task.crashed, timeout=5_000) as crashed:
        task.start(broken)
    details = crashed.args[0]
    assert "Traceback" in details and "RuntimeError: solver exploded" in details
    assert not task.running


def test_work_past_the_memory_limit_stops_and_fails_over_budget(qtbot):
    limit = resident_bytes() + 64 * MB
    task = BackgroundTask(memory_limit=limit)
    grew = []

    def greedy(should_stop, progress):
        chunks = []
        while not should_stop():
            if len(chunks) >= 512:
                return "never stopped"
            chunks.append(b"\x01" * MB)   # written, so the pages are really resident
            time.sleep(0.001)             # bounds the overshoot between memory checks
        grew.append(len(chunks))
        raise Cancelled

    with qtbot.assertNotEmitted(task.finished), \
            qtbot.waitSignal(task.failed, timeout=20_000) as failed:
        task.start(greedy)
    error = failed.args[0]
    assert isinstance(error, OverBudget)
    assert error.limit_bytes == limit
    assert grew and grew[0] >= 32, grew   # it did grow before being stopped
    assert not task.running


def test_wait_for_all_cancels_every_task_and_waits_for_the_pool(qtbot):
    tasks = [BackgroundTask(), BackgroundTask()]
    events = [threading.Event() for _ in tasks]
    stopped_at: list[float] = []
    for task, started in zip(tasks, events):
        task.start(spin_until_stopped(started, stopped_at))
    qtbot.waitUntil(lambda: all(event.is_set() for event in events), timeout=5_000)
    cancelled = []
    for task in tasks:
        task.cancelled.connect(lambda: cancelled.append(True))
    assert wait_for_all(5_000)
    assert len(stopped_at) == 2
    assert cancelled == [True, True]
    assert not any(task.running for task in tasks)
    assert QThreadPool.globalInstance().activeThreadCount() == 0


def test_wait_for_all_of_one_window_leaves_the_others_work_going(qtbot):
    """A window that closes beside another (a language switch) cancels the tasks made
    inside it, however deep, and no other: the other window's waiting work still runs."""
    closing, staying = QWidget(), QWidget()
    inner = QWidget(QWidget(closing))
    mine, theirs = BackgroundTask(inner), BackgroundTask(staying)
    started, stopped_at = threading.Event(), []
    mine.start(spin_until_stopped(started, stopped_at))
    qtbot.waitUntil(started.is_set, timeout=5_000)
    with qtbot.waitSignal(theirs.finished, timeout=5_000) as finished:
        theirs.start(lambda should_stop, progress: "done", delay_ms=50)
        assert wait_for_all(5_000, owner=closing)
        assert len(stopped_at) == 1 and not mine.running
        assert theirs.running                       # its start is still to come
    assert finished.args == ["done"]
    for widget in (closing, staying):
        widget.deleteLater()


def test_a_task_deleted_with_its_widget_stops_its_work(qtbot):
    owner = QWidget()
    task = BackgroundTask(owner)
    started, stopped_at = threading.Event(), []
    task.start(spin_until_stopped(started, stopped_at))
    qtbot.waitUntil(started.is_set, timeout=5_000)
    owner.deleteLater()
    qtbot.waitUntil(lambda: bool(stopped_at), timeout=5_000)
    drain_pool(qtbot)


def test_wait_for_all_passes_over_a_task_whose_widget_is_gone(qtbot):
    """The window's close waits for all tasks; one whose widget was deleted while its Python
    side lived on must not raise there (an error raised in closeEvent crashes PySide)."""
    owner = QWidget()
    orphan = BackgroundTask(owner)       # the Python side outlives the Qt object
    orphan.start(lambda should_stop, progress: None, delay_ms=60_000)
    owner.deleteLater()
    qtbot.waitUntil(lambda: not isValid(orphan), timeout=5_000)
    assert wait_for_all(5_000)


def test_a_memory_growth_budget_is_counted_from_each_start(qtbot):
    task = BackgroundTask(memory_growth=32 * MB)
    task.start(lambda should_stop, progress: None)
    assert abs(task.memory_limit - (resident_bytes() + 32 * MB)) < 16 * MB
    drain_pool(qtbot)


def test_a_run_that_ends_after_the_application_let_go_of_its_relay_reports_nothing(qtbot):
    """At exit the application deletes every Qt object, the runs' relay too; a run still
    ending then (a search slower than the window's wait on close) must not raise from the
    pool's thread, where the error would be printed with a traceback."""
    from shiboken6 import delete

    from ui import tasks

    task = BackgroundTask()
    run = tasks._Run(lambda should_stop, progress: 42, task.generation, task)
    run.relay = tasks._Relay()
    delete(run.relay)
    run.run()                       # (on this thread: an error would raise here)
    assert run.work is None         # ended as any run does, letting go of its work
