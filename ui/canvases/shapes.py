"""Small drawing marks shared by the canvases: stones, crosses, arrows, crowns, brackets."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF


def pen(colour: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    result = QPen(colour, width, style)
    result.setCapStyle(Qt.PenCapStyle.RoundCap)
    result.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return result


def stone(painter: QPainter, rect: QRectF, fill: QColor, outline: QColor) -> None:
    painter.setPen(pen(outline, 1.0) if rect.width() >= 5 else Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(rect)


def cross(painter: QPainter, rect: QRectF, colour: QColor, width: float = 1.6) -> None:
    """An X over `rect`: the object is taken."""
    inset = rect.width() * 0.12
    r = rect.adjusted(inset, inset, -inset, -inset)
    painter.setPen(pen(colour, width))
    painter.drawLine(QLineF(r.topLeft(), r.bottomRight()))
    painter.drawLine(QLineF(r.topRight(), r.bottomLeft()))


def outline(painter: QPainter, rect: QRectF, colour: QColor, width: float = 2.0,
            radius: float = 3.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> None:
    painter.setPen(pen(colour, width, style))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, radius, radius)


def hatched(painter: QPainter, rect: QRectF, colour: QColor,
            style: Qt.BrushStyle = Qt.BrushStyle.BDiagPattern) -> None:
    """A patterned fill: tells a part apart without relying on colour alone."""
    brush = QBrush(colour, style)
    painter.fillRect(rect, brush)


def arrow(painter: QPainter, start: QPointF, end: QPointF, colour: QColor,
          width: float = 2.0, head: float = 7.0, bend: float = 0.0) -> None:
    """An arrow from `start` to `end`, bent sideways by `bend` (a fraction of its length)."""
    painter.setPen(pen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath(start)
    line = QLineF(start, end)
    if bend:
        middle = line.center()
        normal = line.normalVector().unitVector()
        offset = QPointF(normal.dx(), normal.dy()) * (line.length() * bend)
        control = middle + offset
        path.quadTo(control, end)
        direction = QLineF(control, end)
    else:
        path.lineTo(end)
        direction = line
    painter.drawPath(path)
    if direction.length() < 1:
        return
    angle = math.atan2(direction.dy(), direction.dx())
    left = end - QPointF(math.cos(angle - 0.45), math.sin(angle - 0.45)) * head
    right = end - QPointF(math.cos(angle + 0.45), math.sin(angle + 0.45)) * head
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([end, left, right]))


def arrow_apex(start: QPointF, end: QPointF, bend: float, beyond: float = 0.0) -> QPointF:
    """The middle of a bent arrow's curve, pushed `beyond` further out: where its label
    goes without covering what the arrow joins."""
    line = QLineF(start, end)
    normal = line.normalVector().unitVector()
    outward = QPointF(normal.dx(), normal.dy())
    if bend < 0:
        outward = -outward
    return line.center() + outward * (line.length() * abs(bend) / 2 + beyond)


def crown(painter: QPainter, rect: QRectF, fill: QColor, outline_colour: QColor) -> None:
    """A three-pointed crown filling `rect`: the king, the queen."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    points = [QPointF(x, y + h), QPointF(x, y + h * 0.2), QPointF(x + w * 0.27, y + h * 0.55),
              QPointF(x + w * 0.5, y), QPointF(x + w * 0.73, y + h * 0.55),
              QPointF(x + w, y + h * 0.2), QPointF(x + w, y + h)]
    painter.setPen(pen(outline_colour, 1.0))
    painter.setBrush(fill)
    painter.drawPolygon(QPolygonF(points))


def bracket(painter: QPainter, left: float, right: float, y: float, depth: float,
            colour: QColor, width: float = 1.5) -> None:
    """A square bracket under a span: ⎣____⎦, opening upwards at `y`."""
    painter.setPen(pen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath(QPointF(left, y))
    path.lineTo(left, y + depth)
    path.lineTo(right, y + depth)
    path.lineTo(right, y)
    painter.drawPath(path)


def swatch(painter: QPainter, rect: QRectF, fill: QColor | QBrush, edge: QColor) -> None:
    painter.setPen(pen(edge, 1.0))
    painter.setBrush(fill)
    painter.drawRect(rect)
