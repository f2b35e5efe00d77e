"""The Grundy values against n, P-positions marked: a QPainter widget.

A table of 10^6 values is drawn one pixel column at a time: each column shows the least
and the largest value of the heaps it covers (NumPy reductions over the column's range),
and is marked as holding a P-position when any of its heaps has value 0. The geometry is
in pure functions, so that clicks and tests use what the painting uses.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.tab.marks import mix

#: Room for the axes' numbers (left, right, bottom), in multiples of the font height.
_MARGINS = (3.2, 0.8, 2.4)
#: Space above the title, and between it and the data (where half the top number goes).
_TITLE_TOP, _BELOW_TITLE = 0.3, 0.6
_TITLE_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


@dataclass(frozen=True)
class Area:
    """Where the data is drawn, in pixels."""

    left: float
    top: float
    width: float
    height: float

    @property
    def bottom(self) -> float:
        return self.top + self.height


def plot_area(width: int, height: int, line: float, title_height: float | None = None) -> Area:
    """The data's rectangle inside a widget of `width` × `height` with a font `line` high,
    under a title `title_height` high (one line if not given)."""
    left, right, bottom = (m * line for m in _MARGINS)
    top = (_TITLE_TOP + _BELOW_TITLE) * line + (line if title_height is None else title_height)
    return Area(left, top, max(1.0, width - left - right), max(1.0, height - top - bottom))


def x_of(n: int, count: int, area: Area) -> float:
    """The centre of heap n's place along the axis (count heaps in all)."""
    return area.left + (n + 0.5) * area.width / max(1, count)


def n_at(x: float, count: int, area: Area) -> int | None:
    """The heap drawn at x, or None outside the data."""
    if count <= 0 or not area.left <= x <= area.left + area.width:
        return None
    return min(count - 1, max(0, int((x - area.left) * count / area.width)))


def y_of(value: int, top_value: int, area: Area) -> float:
    return area.bottom - value * area.height / max(1, top_value)


def columns(values: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray, np.ndarray,
                                                     np.ndarray]:
    """(first heap, least value, largest value, holds a P-position) of each pixel column
    when more heaps than columns; one column per heap otherwise."""
    count = len(values)
    if count <= width:
        starts = np.arange(count)
        return starts, values, values, values == 0
    starts = (np.arange(width) * count) // width     # increasing, as count > width
    lows = np.minimum.reduceat(values, starts)
    highs = np.maximum.reduceat(values, starts)
    return starts, lows, highs, lows == 0     # values are never negative


def ticks(top: int, most: int = 5) -> list[int]:
    """Round numbers from 0 to `top` for an axis, fewer than `most` steps of 1, 2 or 5 × 10^k."""
    if top <= 0:
        return [0]
    step = 1
    while True:
        for factor in (1, 2, 5):
            if top // (step * factor) < most:
                return list(range(0, top + 1, step * factor))
        step *= 10


class GrundyPlot(QWidget):
    """g(n) against n; P-positions marked under the axis. Named "grundy_plot".

    Signals:
        heap_clicked(int): the user clicked the column of heap n.
    """

    heap_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("grundy_plot")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._values = np.zeros(0, dtype=np.int64)
        self._name = "g(n)"
        self._top = 0
        self._selected: int | None = None
        self._cache: tuple[int, tuple] | None = None
        self._stale = False
        self.setMouseTracking(False)

    def set_values(self, values: np.ndarray, misere: bool = False) -> None:
        """The values to draw (a NumPy copy of the table, made off the GUI thread)."""
        self._values = values
        self._name = "o(n)" if misere else "g(n)"
        self._top = int(values.max()) if len(values) else 0
        self._cache = None
        self._selected = None if self._selected is None or self._selected >= len(values) \
            else self._selected
        self.update()

    def set_selected(self, n: int | None) -> None:
        if n != self._selected:
            self._selected = n
            self.update()

    def set_stale(self, stale: bool) -> None:
        if stale != self._stale:
            self._stale = stale
            self.update()

    def area(self) -> Area:
        return plot_area(self.width(), self.height(), self.fontMetrics().height(),
                         self._title_height())

    def title(self) -> str:
        return self.tr("{name} against n; ticks below the axis: P-positions").format(
            name=self._name)

    def _title_rect(self) -> QRectF:
        line = self.fontMetrics().height()
        return QRectF(0.4 * line, _TITLE_TOP * line, max(1.0, self.width() - 0.8 * line),
                      self.height())

    def _title_height(self) -> int:
        """The title's height, wrapped to the widget's width. (Measured as painted, because
        a fallback font, such as Chinese, sets its own line height.)"""
        return self.fontMetrics().boundingRect(self._title_rect().toRect(), _TITLE_FLAGS,
                                               self.title()).height()

    def _columns(self, width: int) -> tuple:
        if self._cache is None or self._cache[0] != width:
            self._cache = (width, columns(self._values, width))
        return self._cache[1]

    # -- Qt overrides ------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(480, 260)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 140)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        n = n_at(event.position().x(), len(self._values), self.area())
        if n is not None and event.button() == Qt.MouseButton.LeftButton:
            self.heap_clicked.emit(n)
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        value_colour = palette.color(QPalette.ColorRole.Highlight)
        p_colour = mix(text, value_colour, 0.15)
        if self._stale:
            value_colour = mix(value_colour, base, 0.6)
            p_colour = mix(p_colour, base, 0.6)
        area = self.area()
        line = self.fontMetrics().height()
        with QPainter(self) as painter:
            painter.fillRect(self.rect(), base)
            self._paint_axes(painter, area, mix(text, base, 0.35), text, line)
            count = len(self._values)
            if count == 0:
                return
            _starts, lows, highs, zeros = self._columns(int(area.width))
            many = count > area.width
            painter.setPen(QPen(value_colour, 1.0 if many else 1.5))
            if many:
                for column, (low, high) in enumerate(zip(lows.tolist(), highs.tolist())):
                    x = area.left + column + 0.5
                    painter.drawLine(QPointF(x, y_of(low, self._top, area)),
                                     QPointF(x, y_of(high, self._top, area) - 0.5))
            else:
                radius = max(1.5, min(3.5, area.width / count / 3))
                painter.setBrush(value_colour)
                for n, value in enumerate(lows.tolist()):
                    painter.drawEllipse(QPointF(x_of(n, count, area),
                                                y_of(value, self._top, area)), radius, radius)
            painter.setPen(QPen(p_colour, 2.0 if many else max(1.5, min(3.0, area.width / count / 2))))
            tick_top, tick_bottom = area.bottom + 3, area.bottom + 0.45 * line + 3
            for index in np.flatnonzero(zeros).tolist():
                x = area.left + index + 0.5 if many else x_of(index, count, area)
                painter.drawLine(QPointF(x, tick_top), QPointF(x, tick_bottom))
            if self._selected is not None and self._selected < count:
                self._paint_selected(painter, area, text, count)

    def _paint_axes(self, painter: QPainter, area: Area, grid, text, line: float) -> None:
        painter.setPen(QPen(grid, 1.0))
        metrics = self.fontMetrics()
        for value in ticks(self._top, 5 if area.height > 5 * line else 3):
            y = y_of(value, self._top, area)
            painter.drawLine(QPointF(area.left - 3, y), QPointF(area.left + area.width, y))
            label = f"{value:,}"
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line / 2, area.left - 6, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            painter.setPen(QPen(grid, 1.0))
        count = len(self._values)
        last = max(0, count - 1)
        labels_fit = max(2, int(area.width / (metrics.horizontalAdvance(f"{last:,}") + line)))
        painter.setPen(text)
        for n in ticks(last, min(6, labels_fit)):
            x = x_of(n, max(1, count), area)
            painter.drawText(QRectF(x - 4 * line, area.bottom + 0.6 * line, 8 * line, line),
                             Qt.AlignmentFlag.AlignCenter, f"{n:,}")
        painter.drawText(self._title_rect(), _TITLE_FLAGS, self.title())

    def _paint_selected(self, painter: QPainter, area: Area, text, count: int) -> None:
        x = x_of(self._selected, count, area)
        pen = QPen(text, 1.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(x, area.top), QPointF(x, area.bottom))
