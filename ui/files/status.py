"""The status bar as the files' one channel: messages, and the one file job in the background.

Saving a million-row table or answering a whole judge input runs on a BackgroundTask
(ui/tasks.py); the status bar shows its progress and a Cancel button while it runs, and
says how it ended. The bar takes no room while it has nothing to say.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtWidgets import QMainWindow, QProgressBar, QToolButton

from ui.tasks import BackgroundTask, Work

#: How long a message that is not an error stays in the status bar, in milliseconds.
INFO_MS = 10_000
#: The progress bar counts per mille.
PROGRESS_STEPS = 1000

#: Takes the job's result once it has finished.
Done = Callable[[object], None]


class FileStatus(QObject):
    """The window's status bar: `show` a message; `start` one job at a time.

    Signals:
        running_changed(bool): a job started, or ended in any way.
    """

    running_changed = Signal(bool)

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self._done: Done | None = None
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
        self._bar.hide()
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
        self._bar.messageChanged.connect(self._on_message_changed)

    @property
    def running(self) -> bool:
        return self._task.running

    def show(self, text: str, error: bool = False) -> None:
        """Say `text` in the status bar (an error stays until the next message)."""
        self._bar.setToolTip(text if error else "")
        self._bar.show()
        self._bar.showMessage(text, 0 if error else INFO_MS)

    def start(self, work: Work, done: Done, words: str) -> bool:
        """Run `work` in the background and say `words`; `done(result)` when it finishes.

        One job at a time: while one runs, say so and return False."""
        if self.running:
            self.show(QCoreApplication.translate(
                "MainWindow", "Wait for the work in the background to finish, or cancel it."),
                error=True)
            return False
        self._done = done
        self._progress.setValue(0)
        self._task.start(work)
        self.show(words)
        return True

    def cancel(self) -> None:
        self._task.cancel()

    @Slot(bool)
    def _on_running_changed(self, running: bool) -> None:
        self._progress.setVisible(running)
        self._cancel.setVisible(running)
        if running:
            self._bar.show()
        elif not self._bar.currentMessage():
            self._bar.hide()
        self.running_changed.emit(running)

    @Slot(int, int)
    def _on_progressed(self, done: int, total: int) -> None:
        self._progress.setValue(done * PROGRESS_STEPS // max(total, 1))

    @Slot(str)
    def _on_message_changed(self, text: str) -> None:
        if not text and not self.running:
            self._bar.hide()

    @Slot(object)
    def _on_finished(self, result: object) -> None:
        done, self._done = self._done, None
        if done is not None:
            done(result)

    @Slot(object)
    def _on_failed(self, error: object) -> None:
        self._done = None
        self.show(QCoreApplication.translate(
            "MainWindow", "Stopped: {error}. Nothing was saved.").format(
                error=str(error).rstrip(".")), error=True)

    @Slot(str)
    def _on_crashed(self, details: str) -> None:
        self._done = None
        print(details, file=sys.stderr)
        last = details.strip().splitlines()[-1] if details.strip() else ""
        self.show(QCoreApplication.translate(
            "MainWindow", "Something went wrong in the background ({error}). Nothing was "
            "saved.").format(error=last), error=True)

    @Slot()
    def _on_cancelled(self) -> None:
        self._done = None
        self.show(QCoreApplication.translate("MainWindow", "Cancelled. Nothing was saved."))
