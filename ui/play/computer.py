"""The computer choosing its move, a moment after the player's (so that a learner sees it
come), on a BackgroundTask: a big position takes a while. Cancelled by any move, edit or
undo, so a late reply is never played."""

from __future__ import annotations

import random
import sys

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from solvers import play
from solvers.spec import GameSpec, Move, Position
from ui.tasks import BackgroundTask, Progress, ShouldStop

#: The pause before the computer's reply, so that a learner sees it come.
COMPUTER_PAUSE_MS = 450


class ComputerReply(QObject):
    """Signals:
        found(object): the computer's Move (None: it has none, the game is over)."""

    found = Signal(object)

    def __init__(self, spec: GameSpec, rng: random.Random, parent: QObject | None = None):
        super().__init__(parent)
        self.spec = spec
        self._rng = rng
        self._position: Position | None = None
        self._strength = play.PERFECT
        self._task = BackgroundTask(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_due)
        self._task.finished.connect(self.found)
        self._task.failed.connect(self._on_failed)
        self._task.crashed.connect(self._on_failed)

    def schedule(self, position: Position, strength: str) -> None:
        """Choose a move at `position` after the pause, at this strength (play.STRENGTHS)."""
        self.cancel()
        self._position, self._strength = position, strength
        self._timer.start(COMPUTER_PAUSE_MS)

    def cancel(self) -> None:
        self._timer.stop()
        self._task.cancel()

    @Slot()
    def _on_due(self) -> None:
        spec, position, strength = self.spec, self._position, self._strength
        seed = self._rng.randrange(2**32)

        def choose(should_stop: ShouldStop, progress: Progress) -> Move | None:
            return play.computer_move(spec, position, random.Random(seed), strength,
                                      should_stop)

        self._task.start(choose)

    @Slot(object)
    def _on_failed(self, error: object) -> None:
        """A bug, not the player's doing: said on stderr, as a pool thread's error was."""
        print(f"The computer could not choose its move: {error}", file=sys.stderr)
