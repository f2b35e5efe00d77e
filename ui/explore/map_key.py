"""The key under the map: what its colours and marks mean, wrapped onto lines."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.canvases.shapes import cross, pen
from ui.canvases.text import CENTRE, LEFT
from ui.explore.map_colours import (
    MapColours,
    grundy_colour,
    map_colours,
    remoteness_colour,
    text_on,
)
from ui.explore.map_picture import (
    GRUNDY,
    NOT_A_POSITION,
    REMOTENESS,
    MapPicture,
    remoteness_level,
)


@dataclass(frozen=True)
class KeyEntry:
    label: str
    paint: Callable[[QPainter, QRectF], None]


KEY_INDENT = 4.0


class MapKey(QWidget):
    """What the colours and marks of the map mean, wrapped onto as many lines as needed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("explorer_key")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._entries: list[KeyEntry] = []

    def set_state(self, picture: MapPicture | None, view: str) -> None:
        self._entries = [] if picture is None else self._make_entries(picture, view)
        self.setToolTip("\n".join(entry.label for entry in self._entries))
        self.updateGeometry()
        self.update()

    def labels(self) -> list[str]:
        return [entry.label for entry in self._entries]

    def _make_entries(self, picture: MapPicture, view: str) -> list[KeyEntry]:
        colours = map_colours(self.palette())
        entries = []
        has_none = NOT_A_POSITION in picture.outcome_bytes

        def swatch(fill: QColor, dot: bool = False) -> Callable[[QPainter, QRectF], None]:
            def paint(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(pen(colours.muted, 1.0))
                painter.setBrush(fill)
                painter.drawRect(rect)
                if dot:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(colours.dot)
                    r = rect.width() * 0.18
                    painter.drawEllipse(rect.center(), r, r)
            return paint

        if view == GRUNDY and picture.grundy_bytes is not None:
            top = picture.grundy_top
            entries.append(KeyEntry(self.tr("0: the player to move loses"),
                                    swatch(colours.loses, dot=True)))
            if top >= 1:
                def ramp(painter: QPainter, rect: QRectF) -> None:
                    steps = 12
                    for i in range(steps):
                        value = 1 + round(i * (top - 1) / (steps - 1)) if top > 1 else 1
                        part = QRectF(rect.left() + rect.width() * i / steps, rect.top(),
                                      rect.width() / steps + 0.5, rect.height())
                        painter.fillRect(part, grundy_colour(colours, value, top))
                    painter.setPen(pen(colours.muted, 1.0))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(rect)
                label = (self.tr("Grundy value 1") if top == 1 else
                         self.tr("Grundy values 1 … {top}").format(top=top))
                entries.append(KeyEntry(label, ramp))
        elif view == REMOTENESS and picture.remoteness_bytes is not None:
            entries += self._remoteness_entries(picture, colours)
        else:
            entries.append(KeyEntry(self.tr("the player to move wins"), swatch(colours.wins)))
            entries.append(KeyEntry(self.tr("the player to move loses (P-position)"),
                                    swatch(colours.loses, dot=True)))
        if has_none:
            entries.append(KeyEntry(self.tr("not a position"), swatch(colours.none)))
        if picture.map.disagreements:
            def wrong(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(pen(colours.alarm, 2.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(1, 1, -1, -1))
                cross(painter, rect.adjusted(2, 2, -2, -2), colours.alarm, 1.5)
            entries.append(KeyEntry(self.tr("the rule disagrees with brute force"), wrong))
        if picture.spec.plane.golden_lines is not None:
            def golden(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(pen(colours.golden, 2.0))
                painter.drawLine(QLineF(rect.bottomLeft(), rect.topRight()))
            entries.append(KeyEntry(self.tr("y = φx and y = x/φ (φ ≈ 1.618)"), golden))
        if picture.spec.plane.fibonacci_axis:
            def triangle(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.golden)
                c = rect.center()
                s = rect.width() * 0.45
                painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - s),
                                               QPointF(c.x() - s, c.y() + s),
                                               QPointF(c.x() + s, c.y() + s)]))
            entries.append(KeyEntry(self.tr("a Fibonacci number of objects"), triangle))
        entries.append(KeyEntry(self.tr("the position in the form"), _ring(colours.current)))
        return entries

    def _remoteness_entries(self, picture: MapPicture,
                            colours: MapColours) -> list[KeyEntry]:
        """Who wins (the hue) and how near the end (the strength: strongest nearest), with
        the range of moves to the end each side has on this map."""
        top = picture.remoteness_top
        entries = []
        for wins, span in ((True, picture.won_range), (False, picture.lost_range)):
            if span is None:
                continue
            low, high = span

            def ramp(painter: QPainter, rect: QRectF, wins=wins, low=low, high=high) -> None:
                steps = 12 if high > low else 1
                for i in range(steps):
                    value = low + round(i * (high - low) / max(steps - 1, 1))
                    part = QRectF(rect.left() + rect.width() * i / steps, rect.top(),
                                  rect.width() / steps + 0.5, rect.height())
                    painter.fillRect(part, remoteness_colour(
                        colours, wins, remoteness_level(value, top)))
                painter.setPen(pen(colours.muted, 1.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)
                if not wins:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(colours.dot)
                    r = rect.height() * 0.18
                    painter.drawEllipse(QPointF(rect.left() + rect.height() / 2,
                                                rect.center().y()), r, r)
            entries.append(KeyEntry(self._range_label(wins, low, high), ramp))

        def number(painter: QPainter, rect: QRectF) -> None:
            fill = remoteness_colour(colours, True, 0)
            painter.setPen(pen(colours.muted, 1.0))
            painter.setBrush(fill)
            painter.drawRect(rect)
            font = painter.font()
            font.setPixelSize(max(7, round(rect.height() * 0.8)))
            painter.setFont(font)
            painter.setPen(text_on(fill))
            painter.drawText(rect, int(CENTRE), "3")
        entries.append(KeyEntry(self.tr("a cell's number: moves to the end with best play"),
                                number))
        return entries

    def _range_label(self, wins: bool, low: int, high: int) -> str:
        if low < high:
            return (self.tr("the player to move wins: {low} … {high} moves to the end") if wins
                    else self.tr("the player to move loses: {low} … {high} moves to the end")
                    ).format(low=low, high=high)
        if low == 1:
            return (self.tr("the player to move wins: 1 move to the end") if wins
                    else self.tr("the player to move loses: 1 move to the end"))
        return (self.tr("the player to move wins: {n} moves to the end") if wins
                else self.tr("the player to move loses: {n} moves to the end")).format(n=low)

    def _slots(self, width: float) -> tuple[list[tuple[QRectF, QRectF]], float]:
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        key = line * 0.8
        gap = metrics.horizontalAdvance("   ")
        slots = []
        x, y = KEY_INDENT, 0.0
        for entry in self._entries:
            needed = key + 4 + metrics.horizontalAdvance(entry.label) + 1
            if x > KEY_INDENT and x + needed > width:
                x, y = KEY_INDENT, y + line + 2
            slots.append((QRectF(x, y + (line - key) / 2, key, key),
                          QRectF(x + key + 4, y, needed - key - 4, line)))
            x += needed + gap
        return slots, (y + line if self._entries else 0.0)

    # -- Qt overrides ------------------------------------------------------------------------
    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return math.ceil(self._slots(width)[1]) + 2

    def sizeHint(self) -> QSize:
        return QSize(400, self.heightForWidth(400))

    def minimumSizeHint(self) -> QSize:
        return QSize(50, self.heightForWidth(max(self.width(), 50)))

    def paintEvent(self, event: QPaintEvent) -> None:
        slots, _ = self._slots(self.width())
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for entry, (key_rect, label_rect) in zip(self._entries, slots):
                painter.save()
                entry.paint(painter, key_rect)
                painter.restore()
                painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
                painter.drawText(label_rect, int(LEFT), entry.label)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.updateGeometry()
        super().resizeEvent(event)


def _ring(colour: QColor) -> Callable[[QPainter, QRectF], None]:
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(pen(colour, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
    return paint
