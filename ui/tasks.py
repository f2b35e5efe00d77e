"""The one way NimLab works in the background: a callable run on the global thread pool.

`BackgroundTask` runs one piece of work at a time, newest first: starting new work
supersedes the old, whose result is dropped by its generation. The work is a plain
callable `work(should_stop, progress)`; it polls `should_stop()` (solvers stay Qt-free)
and raises `Cancelled` when told to, and may report `progress(done, total)`. A memory
budget turns `should_stop()` true once the process grows past it, and the task then
fails with `OverBudget` instead of eating the machine.

`wait_for_all()` cancels every task still running (or a window's) and waits for the pool:
the window calls it on close, so no worker outlives the objects it reports to.
"""

from __future__ import annotations

import time
import traceback
import weakref
from collections.abc import Callable

from PySide6.QtCore import (
    QObject,
    QRunnable,
    QThreadPool,
    QTimer,
    Signal,
    SignalInstance,
    Slot,
)
from shiboken6 import isValid

from solvers.spec import Cancelled, InputError, Progress, ShouldStop
from ui.memory_budget import MemoryBudget, OverBudget, resident_bytes

Work = Callable[[ShouldStop, Progress], object]

#: Errors a task reports as a plain message (`failed`); any other is a crash. OverBudget
#: comes raised from work that kept its own budget (in a child process).
EXPECTED_ERRORS: tuple[type[BaseException], ...] = (InputError, OSError, UnicodeError,
                                                    OverBudget)
#: Progress is reported at most this often, in seconds (and always at the end).
PROGRESS_INTERVAL_S = 0.1
_live_tasks: weakref.WeakSet[BackgroundTask] = weakref.WeakSet()
_RELAYS: list[_Relay] = []


class _Relay(QObject):
    """Carries a run's reports to the GUI thread, tagged with its generation.

    Parentless and shared by the runs, so it outlives any run still going."""

    progressed = Signal(int, int, int)
    finished = Signal(int, object)
    failed = Signal(int, object)
    crashed = Signal(int, str)


class _Run(QRunnable):
    def __init__(self, work: Work, generation: int, task: BackgroundTask):
        super().__init__()
        self.work = work
        self.generation = generation
        self.relay = task._relay
        self.generations = task._generations
        self.budget = MemoryBudget(task.memory_limit)
        self._last_report = 0.0

    def should_stop(self) -> bool:
        return self.generations[0] != self.generation or self.budget.exceeded_now()

    def progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done >= total or now - self._last_report >= PROGRESS_INTERVAL_S:
            self._last_report = now
            self._report(self.relay.progressed, done, total)

    def run(self) -> None:
        try:
            if self.should_stop():
                raise Cancelled()
            result = self.work(self.should_stop, self.progress)
        except Cancelled:
            if self.budget.exceeded:
                self._report(self.relay.failed, OverBudget(self.budget.limit or 0))
        except EXPECTED_ERRORS as error:
            self._report(self.relay.failed, error)
        except Exception:  # noqa: BLE001 - reported on the GUI thread, never raised into Qt
            self._report(self.relay.crashed, traceback.format_exc())
        else:
            self._report(self.relay.finished, result)
        finally:
            self.work = None   # free what the work holds as soon as it ends

    def _report(self, signal: SignalInstance, *values: object) -> None:
        """Tell the GUI thread, unless the application has let go of the relay (at exit it
        deletes every Qt object; a run ending then has no one left to tell)."""
        try:
            signal.emit(self.generation, *values)
        except RuntimeError:        # "Signal source has been deleted"
            pass


class BackgroundTask(QObject):
    """One piece of background work at a time; the newest wins.

    `memory_limit` (bytes of the whole process) bounds work that could grow without end;
    `memory_growth` sets it, at each start, to the process's size then plus that many bytes.

    Signals:
        running_changed(bool): work started, or ended in any way.
        progressed(int, int): done and total so far, of the current work.
        finished(object): the current work's result.
        failed(object): the current work raised an expected error (InputError, OSError,
            OverBudget, ...), given as the exception.
        crashed(str): the current work failed unexpectedly, with its traceback.
        cancelled(): the current work was cancelled.
    """

    running_changed = Signal(bool)
    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(object)
    crashed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None, memory_limit: int | None = None,
                 memory_growth: int | None = None):
        super().__init__(parent)
        self.memory_limit = memory_limit
        #: A budget relative to the process's size when work starts (bytes it may grow by).
        self.memory_growth = memory_growth
        # A one-item list, so that runs on other threads read the current generation
        # without holding a reference to this QObject.
        self._generations = [0]
        self._running = False
        self._relay = _Relay()
        # A QObject must be deleted on its own thread, and a run may outlive its task: kept
        # here, a relay never loses its last reference on a pool thread. A relay is a few
        # hundred bytes, one per task made.
        _RELAYS.append(self._relay)
        self._pending: _Run | None = None
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._launch_pending)
        self._connect_signals()
        _live_tasks.add(self)
        # A task deleted with its widget stops its work. The lambda holds the runs' shared
        # list, not the task, whose Qt side is gone by then.
        generations = self._generations
        self.destroyed.connect(lambda *_: _supersede(generations))

    def _connect_signals(self) -> None:
        self._relay.progressed.connect(self._on_progressed)
        self._relay.finished.connect(self._on_finished)
        self._relay.failed.connect(self._on_failed)
        self._relay.crashed.connect(self._on_crashed)

    @property
    def running(self) -> bool:
        return self._running

    @property
    def generation(self) -> int:
        """The current work's number; it changes whenever work starts or is cancelled."""
        return self._generations[0]

    def start(self, work: Work, delay_ms: int = 0) -> int:
        """Run `work(should_stop, progress)` on the pool, superseding any work running.

        `delay_ms` lets the window finish its own turn (greying the old result, laying
        out long text) before the work competes with it for the GIL. Returns the new
        generation."""
        self._generations[0] += 1
        generation = self._generations[0]
        if self.memory_growth is not None:
            self.memory_limit = resident_bytes() + self.memory_growth
        run = _Run(work, generation, self)
        self._set_running(True)
        if delay_ms > 0:
            # A timer of our own, not QTimer.singleShot with a Python callable: a pending
            # callable freed with its context object crashed PySide in a widget's teardown.
            self._pending = run
            self._delay.start(delay_ms)
        else:
            self._launch(run)
        return generation

    @Slot()
    def _launch_pending(self) -> None:
        run, self._pending = self._pending, None
        if run is not None:
            self._launch(run)

    def _launch(self, run: _Run) -> None:
        if run.generation == self._generations[0]:
            QThreadPool.globalInstance().start(run)

    @Slot()
    def cancel(self) -> None:
        """Stop the current work: it gives up at its next check, its result is dropped."""
        self._delay.stop()
        self._pending = None
        _supersede(self._generations)
        if self._running:
            self._set_running(False)
            self.cancelled.emit()

    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.running_changed.emit(running)

    def _is_current(self, generation: int) -> bool:
        return self._running and generation == self._generations[0]

    @Slot(int, int, int)
    def _on_progressed(self, generation: int, done: int, total: int) -> None:
        if self._is_current(generation):
            self.progressed.emit(done, total)

    @Slot(int, object)
    def _on_finished(self, generation: int, result: object) -> None:
        if self._is_current(generation):
            self._set_running(False)
            self.finished.emit(result)

    @Slot(int, object)
    def _on_failed(self, generation: int, error: object) -> None:
        if self._is_current(generation):
            self._set_running(False)
            self.failed.emit(error)

    @Slot(int, str)
    def _on_crashed(self, generation: int, details: str) -> None:
        if self._is_current(generation):
            self._set_running(False)
            self.crashed.emit(details)


def _supersede(generations: list[int]) -> None:
    """Make every run of a task stale: each gives up at its next check."""
    generations[0] += 1


def wait_for_all(timeout_ms: int, owner: QObject | None = None) -> bool:
    """Cancel every task, or with `owner` only those made inside it (a window that closes
    while another stays, as a language switch does: the new window's work goes on), and
    wait for the pool; False if work was still running.

    A task whose Qt side was deleted with its widget, while Python still holds it, only has
    its runs stopped: touching its Qt side would raise, and an error raised in a closeEvent
    crashes PySide 6.11 (shiboken's storePythonOverrideErrorOrPrint)."""
    for task in list(_live_tasks):
        if not isValid(task):
            _supersede(task._generations)
        elif owner is None or _inside(task, owner):
            task.cancel()
    return QThreadPool.globalInstance().waitForDone(timeout_ms)


def _inside(task: QObject, owner: QObject) -> bool:
    parent = task.parent()
    while parent is not None and parent is not owner:
        parent = parent.parent()
    return parent is owner
