"""The status bar as the files' one channel: messages, and the one file job in the background.

Saving a million-row table or answering a whole judge input runs on a BackgroundTask
(ui/tasks.py); the status bar shows its progress and a Cancel button while it runs, and
says how it ended. The bar is always there, empty while it has nothing to say, so that
the window's content never moves when a message comes or goes.

`run` first tries quick work (opening a small session) on the window's thread for a few
milliseconds, and hands it to the background only if it is not done by then: a small
session opens at once, a slow one never holds the window.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtWidgets import QMainWindow, QProgressBar, QToolButton

from solvers.search import collector_paused
from solvers.spec import Cancelled
from ui.memory_budget import OverBudget
from ui.tasks import BackgroundTask, Work

#: How long a message that is not an error stays in the status bar, in milliseconds.
INFO_MS = 10_000
#: The progress bar counts per mille.
PROGRESS_STEPS = 1000
#: A job starts this long after the status bar shows it, in milliseconds: the bar appears
#: and the window is laid out and painted before the work competes for the GIL (started
#: at once, the two made the window pause 50-90 ms when a slow session began to load).
START_DELAY_MS = 60

#: Takes the job's result once it has finished.
Done = Callable[[object], None]


def try_quickly(work: Work, seconds: float) -> tuple[bool, object]:
    """(True, result) of `work` run here if it ends within `seconds` of this thread's
    processor time, else (False, None): the work is told to stop (its `should_stop()`
    turns true) once the time is used up.

    Processor time, not wall time, so that what is quick does not depend on how busy the
    machine is (a small session opens at once however loaded the machine). The collector
    is paused for as long: a full collection in a big heap (measured 70-130 ms in the
    test workers) would be counted as the work's time."""
    with collector_paused():
        deadline = time.thread_time() + seconds
        try:
            return True, work(lambda: time.thread_time() > deadline,
                              lambda done, total: None)
        except Cancelled:
            return False, None


class FileStatus(QObject):
    """The window's status bar: `show` a message; `start` one job at a time.

    Signals:
        running_changed(bool): a job started, or ended in any way.
    """

    running_changed = Signal(bool)

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self._done: Done | None = None
        self._unchanged: str | None = None     # what stays as it was if the job ends early
        self._bar = window.statusBar()
        self._bar.setObjectName("status_bar")
        self._progress = QProgressBar(self._bar)
        self._progress.setObjectName("job_progress")
        self._progress.setRange(0, PROGRESS_STEPS)
        self._progress.setMaximumWidth(200)
        self._progress.hide()
        self._cancel = QToolButton(self._bar)
        self._cancel.setObjectName("cancel_job")
        self._cancel.setText(QCoreApplication.translate("MainWindow", "Cancel"))
        self._cancel.setToolTip(QCoreApplication.translate(
            "MainWindow", "Stop the work in the background."))
        self._cancel.hide()
        self._bar.addPermanentWidget(self._progress)
        self._bar.addPermanentWidget(self._cancel)
        self._task = BackgroundTask(self)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._task.running_changed.connect(self._on_running_changed)
        self._task.progressed.connect(self._on_progressed)
        self._task.finished.connect(self._on_finished)
        self._task.failed.connect(self._on_failed)
        self._task.crashed.connect(self._on_crashed)
        self._task.cancelled.connect(self._on_cancelled)
        self._cancel.clicked.connect(self._task.cancel)

    @property
    def running(self) -> bool:
        return self._task.running

    def show(self, text: str, error: bool = False) -> None:
        """Say `text` in the status bar (an error stays until the next message)."""
        self._bar.setToolTip(text if error else "")
        self._bar.showMessage(text, 0 if error else INFO_MS)

    def start(self, work: Work, done: Done, words: str, unchanged: str | None = None) -> bool:
        """Run `work` in the background and say `words`; `done(result)` when it finishes.

        `unchanged` says what stays as it was if the job fails or is cancelled (by default,
        that nothing was saved). One job at a time: while one runs, say so and return
        False."""
        if self.running:
            self.show(QCoreApplication.translate(
                "MainWindow", "Wait for the work in the background to finish, or cancel it."),
                error=True)
            return False
        self._done = done
        self._unchanged = unchanged
        self._progress.setValue(0)
        self._task.start(work, START_DELAY_MS)
        self.show(words)
        return True

    def run(self, work: Work, done: Done, words: str, unchanged: str | None = None,
            quick_s: float = 0.0) -> bool:
        """`done(result)` of `work` at once if it ends within `quick_s` of processing on
        this thread; else as `start` (False if another job is running)."""
        if quick_s > 0:
            finished, result = try_quickly(work, quick_s)
            if finished:
                done(result)
                return True
        return self.start(work, done, words, unchanged)

    def cancel(self) -> None:
        self._task.cancel()

    @Slot(bool)
    def _on_running_changed(self, running: bool) -> None:
        self._progress.setVisible(running)
        self._cancel.setVisible(running)
        self.running_changed.emit(running)

    @Slot(int, int)
    def _on_progressed(self, done: int, total: int) -> None:
        self._progress.setValue(done * PROGRESS_STEPS // max(total, 1))

    @Slot(object)
    def _on_finished(self, result: object) -> None:
        done, self._done = self._done, None
        if done is not None:
            done(result)

    @Slot(object)
    def _on_failed(self, error: object) -> None:
        self._done = None
        if isinstance(error, OverBudget):
            why = QCoreApplication.translate(
                "MainWindow", "it needed more than {limit} MB of memory").format(
                    limit=f"{error.limit_bytes // 2**20:,}")
        else:
            why = str(error).rstrip(".")
        if self._unchanged is not None:
            self.show(QCoreApplication.translate("MainWindow", "Stopped: {error}. {unchanged}")
                      .format(error=why, unchanged=self._unchanged), error=True)
            return
        self.show(QCoreApplication.translate(
            "MainWindow", "Stopped: {error}. Nothing was saved.").format(error=why), error=True)

    @Slot(str)
    def _on_crashed(self, details: str) -> None:
        self._done = None
        print(details, file=sys.stderr)
        last = details.strip().splitlines()[-1] if details.strip() else ""
        if self._unchanged is not None:
            self.show(QCoreApplication.translate(
                "MainWindow", "Something went wrong in the background ({error}). {unchanged}")
                .format(error=last, unchanged=self._unchanged), error=True)
            return
        self.show(QCoreApplication.translate(
            "MainWindow", "Something went wrong in the background ({error}). Nothing was "
            "saved.").format(error=last), error=True)

    @Slot()
    def _on_cancelled(self) -> None:
        self._done = None
        if self._unchanged is not None:
            self.show(QCoreApplication.translate("MainWindow", "Cancelled. {unchanged}")
                      .format(unchanged=self._unchanged))
            return
        self.show(QCoreApplication.translate("MainWindow", "Cancelled. Nothing was saved."))
