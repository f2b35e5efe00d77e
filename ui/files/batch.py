"""A whole judge input answered in the background (File → Solve Judge Input).

The work is a plain function for ui/tasks.BackgroundTask: it polls `should_stop()` and
reports `progress(done, total)`, so it needs no Qt of its own. `solve_judge` answers a
judge input with the judge module's own reader and formats, so its output is byte for
byte what `python main.py judge PROBLEM FILE` prints.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from solvers import judge
from solvers.spec import Cancelled, InputError
from ui.tasks import Progress, ShouldStop

#: The judge work looks at cancel and progress once per this many answers.
ANSWERS_PER_CHECK = 256


class InputFileError(OSError):
    """The input file cannot be read; the message names it and says why."""


class JudgeInputError(InputError):
    """Bad judge input (a judge.JudgeError), as the background task reports bad input."""

    def __init__(self, message: str):
        super().__init__("input", message)


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
                progress: Progress = lambda done, total: None) -> JudgeResult:
    """Every answer to a judge input, as `judge.run` writes them; raises JudgeError.

    The same reader and format function as `judge.run`, read token by token so that the
    tokens consumed are the progress.
    """
    reader = judge.Reader(data)
    count = max(reader.count, 1)
    answers: list[str] = []
    for line in judge.FORMATS[problem].answer(reader):
        answers.append(line + "\n")
        if len(answers) % ANSWERS_PER_CHECK == 0:
            if should_stop():
                raise Cancelled()
            progress(min(reader.index, count), count)
    progress(count, count)
    return JudgeResult(problem, "".join(answers), len(answers))


def solve_judge_file(problem: str, path: str | Path, should_stop: ShouldStop = lambda: False,
                     progress: Progress = lambda done, total: None) -> JudgeResult:
    """The answers to the judge input at `path`; its errors as the background task's
    expected ones (InputFileError, JudgeInputError), so they are reported, not crashes."""
    data = read_input(path)
    try:
        return solve_judge(problem, data, should_stop, progress)
    except judge.JudgeError as error:
        raise JudgeInputError(str(error)) from None
