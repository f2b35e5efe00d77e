"""Solving a position: at once for small input, in the background for big input.

Small positions are solved at once on the GUI thread (a keystroke's verdict must land in
the same frame); big ones go to the one background helper (ui.tasks.BackgroundTask), where
the newest request supersedes the older ones and their results are dropped.
"""

from __future__ import annotations

import traceback
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from solvers.spec import GameSpec, InputError
from ui.tab.outcome import Outcome, compute_outcome, is_small
from ui.tasks import BackgroundTask, Progress, ShouldStop

#: Delay before a background solve starts: the window first greys the old result and lays
#: out long numbers, before the worker competes with it for the GIL.
BACKGROUND_START_MS = 20


class SolveController(QObject):
    """Turns a position's tokens into an Outcome, at once or in the background.

    Signals:
        solved(object): the Outcome of the newest request.
        rejected(object): the InputError of the newest request.
        crashed(str): the newest request failed unexpectedly (a traceback).
        busy_changed(bool): a background request started or ended.
    """

    solved = Signal(object)
    rejected = Signal(object)
    crashed = Signal(str)
    busy_changed = Signal(bool)

    def __init__(self, spec: GameSpec, parent: QObject | None = None):
        super().__init__(parent)
        self.spec = spec
        self._task = BackgroundTask(self)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._task.finished.connect(self.solved)
        self._task.failed.connect(self._on_failed)
        self._task.crashed.connect(self.crashed)
        self._task.running_changed.connect(self.busy_changed)

    @property
    def busy(self) -> bool:
        return self._task.running

    def request(self, tokens: Sequence[str], background: bool | None = None) -> None:
        """Solve `tokens`; `background` forces the thread choice (None: by size)."""
        if background is None:
            background = not is_small(tokens)
        if background:
            self._task.start(self._solving(list(tokens)), delay_ms=BACKGROUND_START_MS)
            return
        self._task.cancel()
        try:
            outcome = compute_outcome(self.spec, tokens)
        except InputError as error:
            self.rejected.emit(error)
        except Exception:  # noqa: BLE001 - shown as a banner, never raised into Qt
            self.crashed.emit(traceback.format_exc())
        else:
            self.solved.emit(outcome)

    def _solving(self, tokens: list[str]):
        """The background work for `tokens` (it reports no progress: a solve is one step)."""
        spec = self.spec

        def work(should_stop: ShouldStop, progress: Progress) -> Outcome:
            return compute_outcome(spec, tokens, should_stop)
        return work

    def cancel(self) -> None:
        """Drop whatever is in flight: its result will be ignored."""
        self._task.cancel()

    @Slot(object)
    def _on_failed(self, error: Exception) -> None:
        if isinstance(error, InputError):
            self.rejected.emit(error)
        else:   # OSError and the like: not the input's fault, so shown as a banner
            self.crashed.emit(f"{type(error).__name__}: {error}")
