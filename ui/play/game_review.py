"""After a game: its value history, each side's accuracy, stepping through its positions
on the picture, and playing on from any of them.

The history is worked out on a BackgroundTask (each position's remoteness and each move's
quality take a small search); until it is ready the panel says so.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from solvers.history import Point, accuracy, game_history
from solvers.remoteness import BEST, GOOD, MISTAKE
from solvers.spec import GameSpec, Move, Position
from ui.play.history_chart import HistoryChart
from ui.play.values import MARKS
from ui.tab.flow_layout import FlowLayout
from ui.tasks import BackgroundTask, Progress, ShouldStop

#: How much the process may grow while the review is worked out (bytes); past it the review
#: says it could not be worked out.
REVIEW_MEMORY = 96 * 2**20


class GameReview(QWidget):
    """Signals:
        step_shown(object): show this position's Analysis on the picture.
        play_on_requested(int): go on playing from the position after this many moves.
    """

    step_shown = Signal(object)
    play_on_requested = Signal(int)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("game_review")
        self.spec = spec
        self._points: list[Point] = []
        self._names = ("", "")
        self._step = 0
        self._task = BackgroundTask(self, memory_growth=REVIEW_MEMORY)
        self._build()
        self._task.finished.connect(self._on_history_found)
        self._task.failed.connect(self._on_history_failed)
        self._task.crashed.connect(self._on_history_failed)

    def _build(self) -> None:
        self._chart = HistoryChart(self)
        self._accuracy = QLabel(self)
        self._accuracy.setObjectName("accuracy")
        self._accuracy.setWordWrap(True)
        self._back = self._button("◀", "review_back", self.tr("The position one move back."))
        self._forward = self._button("▶", "review_forward",
                                     self.tr("The position one move on."))
        self._where = QLabel(self)
        self._where.setObjectName("review_step")
        self._play_on = self._button(self.tr("Play on from here"), "play_on",
                                     self.tr("Take back the moves after this position and "
                                             "go on playing from it."))
        steps = FlowLayout(spacing=6)      # wraps where the column is narrow
        for widget in (self._back, self._forward, self._where, self._play_on):
            steps.addWidget(widget)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self._chart)
        column.addWidget(self._accuracy)
        column.addLayout(steps)
        self._chart.step_clicked.connect(self.show_step)
        self._back.clicked.connect(lambda: self.show_step(self._step - 1))
        self._forward.clicked.connect(lambda: self.show_step(self._step + 1))
        self._play_on.clicked.connect(lambda: self.play_on_requested.emit(self._step))

    def _button(self, text: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        if len(text) == 1:      # an arrow: as narrow as it reads
            button.setMaximumWidth(button.fontMetrics().horizontalAdvance(text) + 24)
        return button

    # -- public ------------------------------------------------------------------------------
    @property
    def points(self) -> list[Point]:
        """The game's value history, once worked out (empty before)."""
        return list(self._points)

    @property
    def step(self) -> int:
        return self._step

    def review(self, start: Position, moves: Sequence[Move], names: tuple[str, str]) -> None:
        """Work out the history of the game `start`, `moves`; its players are called `names`
        (first mover first)."""
        self._points = []
        self._names = names
        self._chart.set_points([], names)
        self._accuracy.setText(self.tr("Reviewing the game…"))
        self._where.clear()
        self._update_buttons()
        spec, moves = self.spec, list(moves)

        def work(should_stop: ShouldStop, progress: Progress) -> list[Point]:
            return game_history(spec, start, moves, should_stop, progress)

        self._task.start(work)

    def clear(self) -> None:
        """The game goes on or another begins: no review."""
        self._task.cancel()
        self._points = []

    @Slot(int)
    def show_step(self, turn: int) -> None:
        """Show the position after `turn` moves on the picture."""
        if not self._points:
            return
        self._step = min(max(turn, 0), len(self._points) - 1)
        self._chart.set_step(self._step)
        self._where.setText(self.tr("After move {turn} of {count}").format(
            turn=self._step, count=len(self._points) - 1) if self._step else
            self.tr("The starting position"))
        self._update_buttons()
        self.step_shown.emit(self._points[self._step].analysis)

    # -- the work's end --------------------------------------------------------------------
    @Slot(object)
    def _on_history_found(self, points: list[Point]) -> None:
        self._points = points
        self._chart.set_points(points, self._names)
        first, second = accuracy(points)
        self._accuracy.setText(f"{self._side_words(self._names[0], first)}\n"
                               f"{self._side_words(self._names[1], second)}")
        self.show_step(len(points) - 1)

    @Slot(object)
    def _on_history_failed(self, error: object) -> None:
        self._accuracy.setText(self.tr("The review could not be worked out: {error}").format(
            error=error))

    def _side_words(self, name: str, counts: Counter[str]) -> str:
        return self.tr("{name}: {mark_best} best: {best} · {mark_good} good: {good} · "
                       "{mark_mistake} mistakes: {mistakes}").format(
            name=name, best=counts[BEST], good=counts[GOOD], mistakes=counts[MISTAKE],
            mark_best=MARKS[BEST], mark_good=MARKS[GOOD], mark_mistake=MARKS[MISTAKE])

    def _update_buttons(self) -> None:
        last = len(self._points) - 1
        self._back.setEnabled(bool(self._points) and self._step > 0)
        self._forward.setEnabled(bool(self._points) and self._step < last)
        self._play_on.setEnabled(bool(self._points) and self._step < last)
