"""Solving off the GUI thread: one QRunnable per request, newest request wins.

Small positions are solved at once on the GUI thread (a keystroke's verdict must land in
the same frame); big ones go to the global QThreadPool. Every request takes a new
generation number: a task polls `should_stop()` between its stages and gives up once a
newer request exists, and a result that arrives late is dropped by its generation.
"""

from __future__ import annotations

import traceback
from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from solvers.spec import Cancelled, GameSpec, InputError
from ui.tab.outcome import Outcome, ShouldStop, compute_outcome, is_small

#: Delay before a background task starts (see SolveController.request).
BACKGROUND_START_MS = 20


class Generations:
    """A counter of requests; plain Python so that worker threads may read it freely."""

    def __init__(self) -> None:
        self.current = 0

    def next(self) -> int:
        self.current += 1
        return self.current

    def stopper(self, generation: int) -> ShouldStop:
        """A `should_stop` callable that turns true once a newer request is made."""
        return lambda: self.current != generation


class WorkerSignals(QObject):
    """What a task reports back, tagged with its generation.

    Signals:
        finished(int, object): the Outcome of a request.
        rejected(int, object): the InputError of a request with bad input.
        crashed(int, str): an unexpected error, with its traceback.
    """

    finished = Signal(int, object)
    rejected = Signal(int, object)
    crashed = Signal(int, str)


class SolveTask(QRunnable):
    """Parse, solve and word one position on a pool thread."""

    def __init__(self, spec: GameSpec, tokens: Sequence[str], generation: int,
                 should_stop: ShouldStop, signals: WorkerSignals):
        super().__init__()
        self.spec = spec
        self.tokens = list(tokens)
        self.generation = generation
        self.should_stop = should_stop
        self.signals = signals

    def run(self) -> None:
        if self.should_stop():
            return
        try:
            outcome = compute_outcome(self.spec, self.tokens, self.should_stop)
        except Cancelled:
            return
        except InputError as error:
            self.signals.rejected.emit(self.generation, error)
        except Exception:  # noqa: BLE001 - reported on the GUI thread as a banner
            self.signals.crashed.emit(self.generation, traceback.format_exc())
        else:
            self.signals.finished.emit(self.generation, outcome)


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
        self._generations = Generations()
        self._busy = False
        # Parentless and shared with the tasks, so it outlives any task still running.
        self._signals = WorkerSignals()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._signals.finished.connect(self._on_finished)
        self._signals.rejected.connect(self._on_rejected)
        self._signals.crashed.connect(self._on_crashed)

    @property
    def busy(self) -> bool:
        return self._busy

    def request(self, tokens: Sequence[str], background: bool | None = None) -> None:
        """Solve `tokens`; `background` forces the thread choice (None: by size)."""
        generation = self._generations.next()
        if background is None:
            background = not is_small(tokens)
        if background:
            self._set_busy(True)
            task = SolveTask(self.spec, tokens, generation,
                             self._generations.stopper(generation), self._signals)
            # Let the window finish this turn's work (greying the old result, laying out
            # long numbers) before the worker competes with it for the GIL.
            QTimer.singleShot(BACKGROUND_START_MS, lambda: self._start(task))
            return
        self._set_busy(False)
        try:
            outcome = compute_outcome(self.spec, tokens)
        except InputError as error:
            self.rejected.emit(error)
        except Exception:  # noqa: BLE001 - shown as a banner, never raised into Qt
            self.crashed.emit(traceback.format_exc())
        else:
            self.solved.emit(outcome)

    def _start(self, task: SolveTask) -> None:
        if self._is_current(task.generation):
            QThreadPool.globalInstance().start(task)

    def cancel(self) -> None:
        """Drop whatever is in flight: its result will be ignored."""
        self._generations.next()
        self._set_busy(False)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def _is_current(self, generation: int) -> bool:
        return generation == self._generations.current

    @Slot(int, object)
    def _on_finished(self, generation: int, outcome: Outcome) -> None:
        if self._is_current(generation):
            self._set_busy(False)
            self.solved.emit(outcome)

    @Slot(int, object)
    def _on_rejected(self, generation: int, error: InputError) -> None:
        if self._is_current(generation):
            self._set_busy(False)
            self.rejected.emit(error)

    @Slot(int, str)
    def _on_crashed(self, generation: int, details: str) -> None:
        if self._is_current(generation):
            self._set_busy(False)
            self.crashed.emit(details)
