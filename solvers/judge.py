"""The judge: whole contest inputs in, the notes' programs' exact output out.

Each game declares the contest problems it answers (GameSpec.judge_formats); this module
gathers them, in the order of the judge table of GAMES.md, and runs one over an input.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from . import GAMES
from .judge_input import JudgeError, JudgeFormat, Reader

__all__ = ["FORMATS", "JudgeError", "JudgeFormat", "Reader", "run"]


class _Formats(Mapping[str, JudgeFormat]):
    """The judge formats of the registered games by problem name, read afresh each time
    (a game registered at run time brings its own), in the order of their ranks."""

    @staticmethod
    def _current() -> dict[str, JudgeFormat]:
        declared = (f for spec in GAMES.values() for f in spec.judge_formats)
        return {f.name: f for f in sorted(declared, key=lambda f: f.rank)}

    def __getitem__(self, problem: str) -> JudgeFormat:
        return self._current()[problem]

    def __iter__(self) -> Iterator[str]:
        return iter(self._current())

    def __len__(self) -> int:
        return len(self._current())


FORMATS: Mapping[str, JudgeFormat] = _Formats()


def run(problem: str, data: bytes, write: Callable[[str], Any]) -> None:
    """Answer a whole input, writing each answer (with its newline) as soon as it is known.

    Raises JudgeError after the answers to the cases before the bad one are written.
    """
    reader = Reader(data)
    for line in FORMATS[problem].answer(reader):
        write(line + "\n")
