"""The game graph's pictures: a node (a position, its outcome and Grundy value) and an
edge (a move, thick and in the move colour when it wins)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.canvases.accents import accents_for, blend
from ui.explore.map_colours import map_colours, text_on

#: Inner padding of a node, the marker's diameter and the arrowhead's length, in pixels.
PAD_X = 9
PAD_Y = 5
MARKER = 13
ARROW = 8


@dataclass(frozen=True)
class GraphStyle:
    """The graph's colours and fonts, from the palette: the map's colour language."""

    paper: QColor
    ink: QColor
    muted: QColor
    wins: QColor          # N-positions: the map's pale tint
    loses: QColor         # P-positions: the map's "mark" colour
    unknown: QColor
    winning_edge: QColor  # a winning move: the "move" accent
    font: QFont
    small: QFont

    def node_size(self, name: str, value: str) -> tuple[float, float]:
        big, small = QFontMetricsF(self.font), QFontMetricsF(self.small)
        width = max(big.horizontalAdvance(name), small.horizontalAdvance(value))
        return (math.ceil(width + 2 * PAD_X + MARKER / 2),
                math.ceil(big.height() + small.height() + 2 * PAD_Y))


def graph_style(widget: QWidget) -> GraphStyle:
    palette = widget.palette()
    colours = map_colours(palette)
    font = QFont(widget.font())
    font.setBold(True)
    small = QFont(widget.font())
    small.setPointSizeF(max(6.0, widget.font().pointSizeF() * 0.85))
    return GraphStyle(paper=colours.paper, ink=colours.ink, muted=colours.muted,
                      wins=blend(colours.paper, colours.loses, 0.13),
                      loses=colours.loses, unknown=colours.none,
                      winning_edge=accents_for(palette).move, font=font, small=small)


class NodeItem(QGraphicsItem):
    """One position: a rounded box in its outcome's colour, its name over its value; a
    + or − at its right edge when it has moves to show or hide."""

    def __init__(self, key: object, name: str, value: str, outcome: str, style: GraphStyle,
                 size: tuple[float, float]):
        super().__init__()
        self.key = key
        self.name = name
        self.value = value
        self.outcome = outcome
        self.style = style
        self.size = size
        #: None: a dead end (no marker); True/False: its moves are shown or hidden.
        self.expanded: bool | None = False
        self.is_start = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(2)

    def fill(self) -> QColor:
        return {"P": self.style.loses, "N": self.style.wins}.get(self.outcome,
                                                                  self.style.unknown)

    def set_expanded(self, expanded: bool | None) -> None:
        if expanded != self.expanded:
            self.expanded = expanded
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(-3, -3, w + MARKER / 2 + 6, h + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        style = self.style
        w, h = self.size
        fill = self.fill()
        text = text_on(fill) if self.outcome == "P" else style.ink
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = style.ink if self.is_start or self.isSelected() else blend(fill, style.ink, 0.45)
        painter.setPen(QPen(border, 2.5 if self.is_start or self.isSelected() else 1.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(0, 0, w, h), 6, 6)
        big = QFontMetricsF(style.font)
        painter.setPen(text)
        painter.setFont(style.font)
        inner = QRectF(PAD_X, PAD_Y, w - 2 * PAD_X - MARKER / 2, big.height())
        painter.drawText(inner, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                         self.name)
        painter.setFont(style.small)
        below = QRectF(PAD_X, PAD_Y + big.height(), inner.width(), h - 2 * PAD_Y - big.height())
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                         self.value)
        if self.expanded is not None:
            self._paint_marker(painter, QPointF(w, h / 2))

    def _paint_marker(self, painter: QPainter, centre: QPointF) -> None:
        style = self.style
        painter.setPen(QPen(style.ink, 1.2))
        painter.setBrush(style.paper)
        painter.drawEllipse(centre, MARKER / 2, MARKER / 2)
        arm = MARKER / 2 - 3
        painter.drawLine(QPointF(centre.x() - arm, centre.y()),
                         QPointF(centre.x() + arm, centre.y()))
        if not self.expanded:
            painter.drawLine(QPointF(centre.x(), centre.y() - arm),
                             QPointF(centre.x(), centre.y() + arm))


class EdgeItem(QGraphicsItem):
    """One move: a curve from the right of its position to the left of where it leads,
    with an arrowhead; a winning move thick and in the move colour, drawn over the rest."""

    def __init__(self, start: QPointF, end: QPointF, bend: float, winning: bool,
                 style: GraphStyle):
        super().__init__()
        self.winning = winning
        self.style = style
        self.path = QPainterPath(start)
        reach = max(24.0, (end.x() - start.x()) * 0.45)
        self.path.cubicTo(QPointF(start.x() + reach, start.y() + bend),
                          QPointF(end.x() - reach, end.y() + bend),
                          QPointF(end.x() - ARROW + 1, end.y()))
        self.tip = end
        #: Says what the move is, asked the first time the pointer rests on it (setting
        #: 2,800 tooltips up front cost a tenth of the redraw).
        self.describe: Callable[[], str] | None = None
        self.setAcceptHoverEvents(True)
        if winning:
            self.setZValue(1)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.describe is not None:
            self.setToolTip(self.describe())
            self.describe = None
        super().hoverEnterEvent(event)

    def pen(self) -> QPen:
        if self.winning:
            return QPen(self.style.winning_edge, 2.6)
        return QPen(blend(self.style.muted, self.style.paper, 0.25), 1.1)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-ARROW, -ARROW, ARROW, ARROW)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(6)
        return stroker.createStroke(self.path)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = self.pen()
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        tip = self.tip
        half = ARROW * (0.55 if self.winning else 0.45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(pen.color()))
        painter.drawPolygon([tip, QPointF(tip.x() - ARROW, tip.y() - half),
                             QPointF(tip.x() - ARROW, tip.y() + half)])
