"""File → Solve Judge Input: a judge file answered in the background, then saved.

The answers are those of `python main.py judge PROBLEM FILE` (ui/files/batch.py); the
window asks for the file, guesses the problem from its name, and asks where to save.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileInfo, QObject, Slot
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu

from solvers.judge import FORMATS
from solvers.spec import english_forms
from ui.files.batch import InputFileError, JudgeResult, input_size, solve_judge_file
from ui.files.session_io import SaveError, write_text
from ui.files.status import FileStatus
from ui.window.menus import make_action

if TYPE_CHECKING:
    from ui.files.session_actions import SessionFiles
    from ui.window.main_window import MainWindow

#: The child process answering a judge input stops once it holds this much memory.
JUDGE_MEMORY_LIMIT = 2 * 2**30


class JudgeFiles(QObject):
    """The judge action of the File menu; one judge job at a time, through FileStatus."""

    def __init__(self, window: MainWindow, status: FileStatus, sessions: SessionFiles):
        super().__init__(window)
        self._status = status
        self._sessions = sessions
        self.action = make_action(window, QCoreApplication.translate(
            "MainWindow", "Solve &Judge Input…"), "solve_judge", [])
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.action.triggered.connect(self._on_solve_judge_triggered)
        self._status.running_changed.connect(self._on_running_changed)

    def _window(self) -> MainWindow:
        """The window (the parent: a reference of our own would keep it alive in a cycle)."""
        return self.parent()  # type: ignore[return-value]

    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.action)

    def start_judge(self, path: str, problem: str, output: str | None = None) -> bool:
        """Answer the judge input at `path` in the background; then save the answers to
        `output`, or where a save dialog says when `output` is None."""
        if problem not in FORMATS:
            self._status.show(QCoreApplication.translate(
                "MainWindow", "There is no judge problem '{problem}'.").format(
                    problem=problem), error=True)
            return False

        def work(should_stop, progress) -> JudgeResult:
            # (Imported here: subprocess and multiprocessing are no part of a start.)
            from ui.child_process import in_child_process

            try:
                input_size(path)            # checked here, to say what is wrong in words
            except OSError as error:
                raise InputFileError(QCoreApplication.translate(
                    "batch", "Cannot read {path}: {reason}").format(
                        path=path, reason=error.strerror or error)) from None
            answer = in_child_process(solve_judge_file, problem, path,
                                      memory_limit=JUDGE_MEMORY_LIMIT)
            return answer(should_stop, progress)

        def done(result: object) -> None:
            assert isinstance(result, JudgeResult)
            self._save(result, path, output)

        return self._status.start(work, done, QCoreApplication.translate(
            "MainWindow", "Solving {file} as {problem}…").format(
                file=QFileInfo(path).fileName(), problem=problem))

    def _save(self, result: JudgeResult, source: str, output: str | None) -> None:
        if output is None:
            start = str(Path(source).with_suffix(".out"))
            output, _ = QFileDialog.getSaveFileName(
                self._window(), QCoreApplication.translate("MainWindow", "Save the Answers"),
                start, QCoreApplication.translate(
                    "MainWindow", "Judge output (*.out *.txt);;All files (*)"))
            if not output:
                words = english_forms(QCoreApplication.translate(
                    "MainWindow", "{count} answer(s) found; they were not saved."),
                    {"count": result.answers})
                self._status.show(words.format(count=f"{result.answers:,}"))
                return
        try:
            write_text(output, result.output)
        except SaveError as error:
            self._status.show(str(error), error=True)
            return
        self._status.show(QCoreApplication.translate(
            "MainWindow", "Saved {count} answers to {file}.").format(
                count=f"{result.answers:,}", file=QFileInfo(output).fileName()))

    @Slot()
    def _on_solve_judge_triggered(self) -> None:
        title = QCoreApplication.translate("MainWindow", "Solve Judge Input")
        path, _ = QFileDialog.getOpenFileName(
            self._window(), title, self._sessions.directory(), QCoreApplication.translate(
                "MainWindow", "Judge input (*.in *.txt);;All files (*)"))
        if not path:
            return
        names = list(FORMATS)
        stem = Path(path).stem.lower()
        guess = next((i for i, name in enumerate(names) if name in stem), 0)
        items = [f"{name} — {FORMATS[name].summary}" for name in names]
        item, ok = QInputDialog.getItem(
            self._window(), title, QCoreApplication.translate(
                "MainWindow", "The problem this input is for:"), items, guess, False)
        if ok and item:
            self.start_judge(path, names[items.index(item)])

    @Slot(bool)
    def _on_running_changed(self, running: bool) -> None:
        self.action.setEnabled(not running)
