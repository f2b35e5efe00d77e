"""After a game: its value history, each side's accuracy, stepping through its positions
on the picture, and playing on from any of them.

The history is worked out on a BackgroundTask (each position's remoteness and each move's
quality take a small search); until it is ready the panel says so.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from solvers.history import Point, accuracy, game_history
from solvers.remoteness import BEST, GOOD, MISTAKE
from solvers.spec import GameSpec, InputError, Move, Position
from ui.play.history_chart import HistoryChart
from ui.play.values import MARKS
from ui.tab.outcome import render_text
from ui.tasks import BackgroundTask, Progress, ShouldStop

#: How much the process may grow while the review is worked out (bytes); past it the review
#: says it could not be worked out.
REVIEW_MEMORY = 96 * 2**20


class GameReview(QWidget):
    """Signals:
        step_shown(object): show this position's Analysis on the picture.
        play_on_requested(int): go on playing from the position after this many moves.
        history_shown(): the history is worked out and shown (the review is at full size).
    """

    step_shown = Signal(object)
    play_on_requested = Signal(int)
    history_shown = Signal()

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
        # Nothing here wraps: in a splitter a wrapped label's height is not part of the
        # minimum size, so wrapped lines would be drawn over what follows them.
        self._chart = HistoryChart(self)
        self._accuracy = QLabel(self)
        self._accuracy.setObjectName("accuracy")
        self._accuracy.setTextFormat(Qt.TextFormat.RichText)
        self._back = self._button("◀", "review_back", self.tr("The position one move back."))
        self._forward = self._button("▶", "review_forward",
                                     self.tr("The position one move on."))
        self._where = QLabel(self)
        self._where.setObjectName("review_step")
        self._play_on = self._button(self.tr("Play on from here"), "play_on",
                                     self.tr("Take back the moves after this position and "
                                             "go on playing from it."))
        steps = QHBoxLayout()
        steps.addWidget(self._back)
        steps.addWidget(self._forward)
        steps.addWidget(self._where, 1)
        play_on = QHBoxLayout()
        play_on.addWidget(self._play_on)
        play_on.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self._chart, 1)
        column.addWidget(self._accuracy)
        column.addLayout(steps)
        column.addLayout(play_on)
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
        self._accuracy.setText(self._accuracy_table(accuracy(points)))
        self.show_step(len(points) - 1)
        self.history_shown.emit()

    @Slot(object)
    def _on_history_failed(self, error: object) -> None:
        reason = render_text(error.text) if isinstance(error, InputError) else str(error)
        self._accuracy.setText(html.escape(self.tr(
            "The review could not be worked out: {error}").format(error=reason)))

    def _accuracy_table(self, counts: Sequence[Counter[str]]) -> str:
        """Each side's count of best, good and mistaken moves: a row per side."""
        words = {BEST: self.tr("best"), GOOD: self.tr("good"), MISTAKE: self.tr("mistakes")}
        heads = [f"{MARKS[kind]} {words[kind]}" for kind in (BEST, GOOD, MISTAKE)]
        cell = '<td align="right" style="padding-left: 8px">{}</td>'
        rows = ["<tr><td></td>" + "".join(cell.format(head) for head in heads) + "</tr>"]
        for name, side in zip(self._names, counts):
            rows.append(f"<tr><td>{html.escape(name)}</td>"
                        + "".join(cell.format(side[kind]) for kind in (BEST, GOOD, MISTAKE))
                        + "</tr>")
        return f"<table cellspacing=\"0\">{''.join(rows)}</table>"

    def _update_buttons(self) -> None:
        last = len(self._points) - 1
        self._back.setEnabled(bool(self._points) and self._step > 0)
        self._forward.setEnabled(bool(self._points) and self._step < last)
        self._play_on.setEnabled(bool(self._points) and self._step < last)
