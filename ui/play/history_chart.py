"""The value-history chart of a finished game: one point per position, above the middle
line while the game's first player was winning, below it while the second was, as far
from it as the end was (remoteness); each point coloured by the quality of the move that
led to it, and the moves where the win changed hands marked."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from solvers.history import Point
from ui.canvases.accents import VERMILLION, is_dark
from ui.play.values import MARKS, quality_colour

MARGIN = 8
DOT = 4.0


class HistoryChart(QWidget):
    """Signals:
        step_clicked(int): the user clicked the point of this turn."""

    step_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("value_history")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(90)
        self._points: list[Point] = []
        self._names = ("", "")
        self._step = 0

    def sizeHint(self) -> QSize:
        return QSize(360, 130)

    def set_points(self, points: Sequence[Point], names: tuple[str, str]) -> None:
        """The game's points, and what its first and second players are called."""
        self._points = list(points)
        self._names = names
        self._step = len(self._points) - 1
        self.setToolTip(self.tr(
            "Above the line: {first} was winning; below: {second}. The farther from the "
            "line, the more moves were left. ✗ marks a move that gave the win away; click a "
            "point to see its position.").format(first=names[0], second=names[1]))
        self.update()

    def set_step(self, turn: int) -> None:
        self._step = turn
        self.update()

    # -- geometry ------------------------------------------------------------------------------
    def _plot(self) -> QRectF:
        height = self.fontMetrics().height()
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN + height, -MARGIN,
                                            -MARGIN - height)

    def _x(self, turn: int, plot: QRectF) -> float:
        last = max(1, len(self._points) - 1)
        return plot.left() + plot.width() * turn / last

    def _y(self, point: Point, plot: QRectF, farthest: int) -> float:
        far = farthest if point.remoteness is None else point.remoteness
        half = plot.height() / 2 * max(far, 1) / max(farthest, 1)
        middle = plot.center().y()
        return middle - half if point.first_player_wins() else middle + half

    # -- Qt overrides ------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self._points or event.button() != Qt.MouseButton.LeftButton:
            return
        plot = self._plot()
        turn = round((event.position().x() - plot.left()) / max(1.0, plot.width())
                     * max(1, len(self._points) - 1))
        self.step_clicked.emit(min(max(turn, 0), len(self._points) - 1))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        plot = self._plot()
        middle = plot.center().y()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.drawLine(QPointF(plot.left(), middle), QPointF(plot.right(), middle))
        painter.setPen(text)
        top = QRectF(MARGIN, 0, self.width() - 2 * MARGIN, MARGIN + self.fontMetrics().height())
        bottom = QRectF(MARGIN, self.height() - MARGIN - self.fontMetrics().height(),
                        self.width() - 2 * MARGIN, self.fontMetrics().height() + MARGIN)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                         self.tr("{name} winning").format(name=self._names[0]))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                         self.tr("{name} winning").format(name=self._names[1]))
        if not self._points:
            return
        farthest = max((p.remoteness for p in self._points if p.remoteness is not None),
                       default=1)
        spots = [QPointF(self._x(p.turn, plot), self._y(p, plot, farthest))
                 for p in self._points]
        self._paint_step(painter, plot, palette)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1.5))
        painter.drawPolyline(QPolygonF(spots))
        dark = is_dark(palette)
        for point, spot in zip(self._points, spots):
            colour = text if point.quality is None else quality_colour(point.quality, dark)
            if point.turned:
                painter.setPen(QPen(VERMILLION, 1, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(spot.x(), plot.top()), QPointF(spot.x(), plot.bottom()))
                painter.setPen(VERMILLION)
                painter.drawText(QRectF(spot.x() - 10, plot.top() - 2, 20, 14),
                                 Qt.AlignmentFlag.AlignCenter, MARKS["mistake"])
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(colour if point.remoteness is not None else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(spot, DOT, DOT)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_step(self, painter: QPainter, plot: QRectF, palette: QPalette) -> None:
        """The point being shown on the picture: a band behind it."""
        x = self._x(self._step, plot)
        band = palette.color(QPalette.ColorRole.Highlight)
        band.setAlpha(60)
        painter.fillRect(QRectF(x - 6, plot.top(), 12, plot.height()), band)
