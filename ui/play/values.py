"""Remoteness and the value of every legal move, found off the GUI thread.

A position past the window's small search budget (and not covered by a formula) shows no
remoteness and no move values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QColor

from solvers import remoteness
from solvers.spec import GameSpec, Position
from ui.canvases.accents import BLUE, BLUISH_GREEN, SKY_BLUE, VERMILLION
from ui.tasks import BackgroundTask, Progress, ShouldStop

BEST, GOOD, MISTAKE = "best", "good", "mistake"
#: The window's search budget for best play's values (steps: positions entered plus moves
#: followed): about a tenth of a second, so that the search, which shares the GIL with the
#: window, never slows typing; a position past it shows no remoteness.
WINDOW_STEPS = 20_000
#: How much the process may grow while the search runs (bytes): past it the search stops
#: and the position shows no values (each step may list a position's every move).
WINDOW_MEMORY = 48 * 2**20
#: The search starts once typing pauses this long (ms).
VALUES_WAIT_MS = 120
#: A text mark beside each colour, for readers who cannot tell the colours apart.
MARKS = {BEST: "★", GOOD: "✓", MISTAKE: "✗"}


@dataclass(frozen=True)
class Values:
    """What best play says about `position`: its remoteness (None: not computed) and each
    legal move's value by the position after it (solvers.remoteness.MoveValue)."""

    position: Position
    remoteness: int | None
    moves: dict[Position, Any]


def find_values(spec: GameSpec, position: Position, should_stop: ShouldStop) -> Values:
    far = remoteness.remoteness(spec, position, should_stop, max_steps=WINDOW_STEPS)
    moves = {} if far is None else {
        value.move.after: value
        for value in remoteness.move_values(spec, position, should_stop,
                                             max_steps=WINDOW_STEPS)}
    return Values(position, far, moves)


def quality_colour(quality: str, dark: bool) -> QColor:
    """Okabe–Ito: best bluish green, good blue (sky blue on a dark base), mistake
    vermillion."""
    if quality == BEST:
        return BLUISH_GREEN
    if quality == GOOD:
        return SKY_BLUE if dark else BLUE
    return VERMILLION


def value_words(value: Any) -> str:
    """"★ wins in 3": the quality's mark, then what the move leads to for its mover."""
    # (the brief's name, and the one the solvers' draft uses)
    after = getattr(value, "remoteness_after", getattr(value, "remoteness", None))
    if value.winning:
        words = (QCoreApplication.translate("PlayPanel", "wins") if after is None
                 else QCoreApplication.translate("PlayPanel", "wins in {n:,}").format(
                     n=after + 1))
    else:
        words = (QCoreApplication.translate("PlayPanel", "loses") if after is None
                 else QCoreApplication.translate("PlayPanel", "loses in {n:,}").format(
                     n=after + 1))
    return f"{MARKS.get(value.quality, '')} {words}"


class ValuesFinder(QObject):
    """Finds the Values of one position at a time; a new request drops the old one.

    Signals:
        found(object): the Values of the position last asked for.
    """

    found = Signal(object)

    def __init__(self, spec: GameSpec, parent: QObject | None = None):
        super().__init__(parent)
        self.spec = spec
        self._task = BackgroundTask(self, memory_growth=WINDOW_MEMORY)
        self._task.finished.connect(self._on_finished)

    def request(self, position: Position) -> None:
        from ui.play.legal_moves import listable  # (it lists with this module's words)

        self._task.cancel()
        if not listable(position):
            return
        spec = self.spec

        def work(should_stop: ShouldStop, progress: Progress) -> Values:
            return find_values(spec, position, should_stop)

        self._task.start(work, delay_ms=VALUES_WAIT_MS)

    @property
    def busy(self) -> bool:
        return self._task.running

    def cancel(self) -> None:
        self._task.cancel()

    @Slot(object)
    def _on_finished(self, values: Values) -> None:
        self.found.emit(values)
