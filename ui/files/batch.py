"""Long file work in the background: a whole judge input, a million-row table.

`Job` runs one piece of work at a time on the global QThreadPool, reports its progress,
and can be cancelled: the work polls a plain `should_stop()` callable (so the work itself
needs no Qt), and a result that arrives after a cancel is dropped by its generation.

`solve_judge` answers a judge input with the judge module's own reader and formats, so
its output is byte for byte what `python main.py judge PROBLEM FILE` prints.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, Slot

from solvers import judge
from solvers.spec import Cancelled
from ui.files.session import SessionError
from ui.files.session_io import SaveError

ShouldStop = Callable[[], bool]
#: Reports the fraction done, from 0 to 1.
Progress = Callable[[float], None]
Work = Callable[[ShouldStop, Progress], Any]

#: Progress reports closer together than this are skipped (seconds).
PROGRESS_INTERVAL_S = 0.05
#: The judge work looks at cancel and progress once per this many answers.
ANSWERS_PER_CHECK = 256


class InputFileError(OSError):
    """The input file cannot be read; the message names it and says why."""


#: Errors that are the input's fault or the disk's: reported as a message, not a crash.
EXPECTED_ERRORS = (judge.JudgeError, SaveError, SessionError, InputFileError)


@dataclass(frozen=True)
class JudgeResult:
    problem: str
    output: str
    answers: int


def read_input(path: str | Path) -> bytes:
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError as error:
        raise InputFileError(QCoreApplication.translate(
            "batch", "Cannot read {path}: {reason}").format(
                path=path, reason=error.strerror or error)) from None


def solve_judge(problem: str, data: bytes, should_stop: ShouldStop = lambda: False,
                progress: Progress = lambda fraction: None) -> JudgeResult:
    """Every answer to a judge input, as `judge.run` writes them; raises JudgeError.

    The same reader and format function as `judge.run`, read token by token so that the
    share of tokens consumed is the progress.
    """
    reader = judge.Reader(data)
    count = max(reader.count, 1)
    answers: list[str] = []
    for line in judge.FORMATS[problem].answer(reader):
        answers.append(line + "\n")
        if len(answers) % ANSWERS_PER_CHECK == 0:
            if should_stop():
                raise Cancelled()
            progress(reader.index / count)
    progress(1.0)
    return JudgeResult(problem, "".join(answers), len(answers))


def solve_judge_file(problem: str, path: str | Path, should_stop: ShouldStop = lambda: False,
                     progress: Progress = lambda fraction: None) -> JudgeResult:
    return solve_judge(problem, read_input(path), should_stop, progress)


class JobSignals(QObject):
    """What a task reports, tagged with its generation.

    Signals:
        progressed(int, int): per mille done.
        finished(int, object): the work's result.
        failed(int, str): an expected error (bad input, a disk that refuses), in words.
        crashed(int, str): an unexpected error, with its traceback.
    """

    progressed = Signal(int, int)
    finished = Signal(int, object)
    failed = Signal(int, str)
    crashed = Signal(int, str)


class _Task(QRunnable):
    def __init__(self, work: Work, generation: int, should_stop: ShouldStop,
                 signals: JobSignals):
        super().__init__()
        self.work, self.generation = work, generation
        self.should_stop, self.signals = should_stop, signals
        self._last_report = 0.0
        self._last_permille = -1

    def report(self, fraction: float) -> None:
        now = time.monotonic()
        permille = max(0, min(1000, int(fraction * 1000)))
        if permille != self._last_permille and (now - self._last_report >= PROGRESS_INTERVAL_S
                                                or permille == 1000):
            self._last_report, self._last_permille = now, permille
            self.signals.progressed.emit(self.generation, permille)

    def run(self) -> None:
        if self.should_stop():
            return
        try:
            result = self.work(self.should_stop, self.report)
        except Cancelled:
            return
        except EXPECTED_ERRORS as error:
            self.signals.failed.emit(self.generation, str(error))
        except Exception:  # noqa: BLE001 - reported on the GUI thread
            self.signals.crashed.emit(self.generation, traceback.format_exc())
        else:
            self.signals.finished.emit(self.generation, result)


class Job(QObject):
    """One background job at a time: start, progress, cancel, and its end.

    Signals:
        running_changed(bool): a job started, or ended in any way.
        progressed(int): per mille done.
        finished(object): the result of the job.
        failed(str): the job stopped on bad input or a disk error (the message says which).
        crashed(str): the job failed unexpectedly (a traceback).
        cancelled(): the job was cancelled.
    """

    running_changed = Signal(bool)
    progressed = Signal(int)
    finished = Signal(object)
    failed = Signal(str)
    crashed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._generation = 0
        self._running = False
        # Parentless and shared with the tasks, so it outlives a task still running.
        self._signals = JobSignals()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._signals.progressed.connect(self._on_progressed)
        self._signals.finished.connect(self._on_finished)
        self._signals.failed.connect(self._on_failed)
        self._signals.crashed.connect(self._on_crashed)

    @property
    def running(self) -> bool:
        return self._running

    def start(self, work: Work) -> bool:
        """Run `work(should_stop, progress)` on the pool; False if a job is running."""
        if self._running:
            return False
        self._generation += 1
        generation = self._generation
        task = _Task(work, generation, lambda: self._generation != generation, self._signals)
        self._set_running(True)
        QThreadPool.globalInstance().start(task)
        return True

    @Slot()
    def cancel(self) -> None:
        """Stop the running job: the work gives up at its next check, its result is dropped."""
        if not self._running:
            return
        self._generation += 1
        self._set_running(False)
        self.cancelled.emit()

    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.running_changed.emit(running)

    def _current(self, generation: int) -> bool:
        return generation == self._generation and self._running

    @Slot(int, int)
    def _on_progressed(self, generation: int, permille: int) -> None:
        if self._current(generation):
            self.progressed.emit(permille)

    @Slot(int, object)
    def _on_finished(self, generation: int, result: object) -> None:
        if self._current(generation):
            self._set_running(False)
            self.finished.emit(result)

    @Slot(int, str)
    def _on_failed(self, generation: int, message: str) -> None:
        if self._current(generation):
            self._set_running(False)
            self.failed.emit(message)

    @Slot(int, str)
    def _on_crashed(self, generation: int, details: str) -> None:
        if self._current(generation):
            self._set_running(False)
            self.crashed.emit(details)
