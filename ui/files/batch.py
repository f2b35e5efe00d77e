"""A whole judge input answered in the background (File → Solve Judge Input).

The work is a plain function for ui/tasks.BackgroundTask: it polls `should_stop()` and
reports `progress(done, total)`, and this module loads no Qt, so the window runs it in a
child process (ui.child_process): one answer about numbers of 200,000 digits takes a
second or more, and only ending the child stops it at once. `solve_judge` answers a judge
input with the judge module's own reader and formats, so its output is byte for byte what
`python main.py judge PROBLEM FILE` prints.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from solvers import judge
from solvers.spec import Cancelled, InputError

if TYPE_CHECKING:
    from ui.child_process import Progress, ShouldStop

#: The judge work reports its progress once per this many answers.
ANSWERS_PER_REPORT = 256


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


def input_size(path: str | Path) -> int:
    """The size in bytes of the judge input at `path`; OSError unless it is a regular file
    that can be read (a pipe or a device would keep the work waiting for ever)."""
    status = os.stat(path)
    if not stat.S_ISREG(status.st_mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    with open(path, "rb"):              # readable (a regular file opens at once)
        return status.st_size


def solve_judge(problem: str, data: bytes | BinaryIO, should_stop: ShouldStop = lambda: False,
                progress: Progress = lambda done, total: None, size: int = 0) -> JudgeResult:
    """Every answer to a judge input, as `judge.run` writes them; raises JudgeError.

    The same reader and format function as `judge.run`. `data` is the input's bytes, or a
    file of `size` bytes read a block at a time; the progress counts the bytes' tokens, or
    the file's bytes.
    """
    reader = judge.Reader(data)
    whole = isinstance(data, (bytes, bytearray))
    shown = 0

    def done_of_total() -> tuple[int, int]:
        nonlocal shown
        count = max(reader.count, 1)
        if whole:
            return min(reader.index, count), count
        # The bytes read so far, in the share of their tokens answered (never going back).
        shown = max(shown, min(data.tell() * reader.index // count, size))
        return shown, max(size, 1)

    answers: list[str] = []
    for line in judge.FORMATS[problem].answer(reader):
        answers.append(line + "\n")
        if should_stop():
            raise Cancelled()
        if len(answers) % ANSWERS_PER_REPORT == 0:
            progress(*done_of_total())
    total = done_of_total()[1]
    progress(total, total)
    return JudgeResult(problem, "".join(answers), len(answers))


def solve_judge_file(problem: str, path: str | Path, should_stop: ShouldStop = lambda: False,
                     progress: Progress = lambda done, total: None) -> JudgeResult:
    """The answers to the judge input at `path`, read a block at a time; its errors as the
    background task's expected ones (OSError, JudgeInputError), so they are reported, not
    crashes."""
    size = input_size(path)
    with open(path, "rb") as file:
        try:
            return solve_judge(problem, file, should_stop, progress, size)
        except judge.JudgeError as error:
            raise JudgeInputError(str(error)) from None
