"""Playing on the picture: what a click means, shown before it is made.

Each canvas module has a pure hit function (its layout and the position, and a point → the
move a click there means) built on the layout its painting uses, and its inverse (the
position after a move → the points to click). `InteractiveCanvas` wires them to the mouse:
it outlines what a click would move while the pointer hovers, and keeps the first click of
a two-click move (`pending`) until the second, Escape, a click on nothing, or a new
analysis.

The canvas never decides whether a move is legal: a click that means a move asks for it,
and the play panel plays it or refuses it with the reason. (The outlines are only drawn
where the picture itself shows the move is possible: the queen's lines, a neighbouring
cell, the boxes a card may go to.)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from solvers.spec import Analysis, GameSpec, Position

from .base import Canvas
from .layout import single_change
from .shapes import pen
from .text import draw_text, painter_widths


@dataclass(frozen=True)
class Hit:
    """What a click at a point means: the position after the move (None for a first click
    that only selects), and the shapes to outline while the pointer is there."""

    after: Position | None
    marks: tuple[QRectF, ...] = ()


def fraction(value: float, low: float, high: float) -> float:
    """Where `value` lies between `low` and `high`, clamped to [0, 1]."""
    if high <= low:
        return 0.0
    return min(max((value - low) / (high - low), 0.0), 1.0)


def share_of(count: int, part: float) -> int:
    """The whole number in 0..count−1 that a fraction `part` of a bar of `count` points
    at (exact integers for counts of any size)."""
    if count <= 0:
        return 0
    scale = 1 << 30
    index = count * int(part * scale) // scale
    return min(max(index, 0), count - 1)


def point_in_share(rect: QRectF, index: int, count: int, across: bool = True) -> QPointF:
    """The middle of the `index`-th of `count` equal parts of `rect` (left to right, or
    bottom to top when not `across`), the inverse of `share_of`."""
    if count <= 0:
        return rect.center()
    if count.bit_length() > 60:
        middle = min(max(index / count, 0.0), 1.0)
    else:
        middle = (index + 0.5) / count
    if across:
        return QPointF(rect.left() + rect.width() * middle, rect.center().y())
    return QPointF(rect.center().x(), rect.bottom() - rect.height() * middle)


def inside(rect: QRectF, point: QPointF, slack: float = 0.0) -> bool:
    """Edge-inclusive containment, with a little slack for thin shapes."""
    return (rect.left() - slack <= point.x() <= rect.right() + slack
            and rect.top() - slack <= point.y() <= rect.bottom() + slack)


def changed_number_points(before: Sequence[int], after: Sequence[int],
                          point_of: Callable[[int, int], QPointF | None]) -> list[QPointF]:
    """Where to click for a move that changes one number: `point_of(index, value after)`
    of that number; none for any other move."""
    index = single_change(before, after)
    if index is None:
        return []
    point = point_of(index, after[index])
    return [point] if point is not None else []


class InteractiveCanvas(Canvas):
    """A canvas the user plays on. Subclasses give `layout_in` (the geometry their painting
    uses), `hit_in` and `points_in`; a two-click canvas overrides `move_at` and keeps its
    first click in `pending`.

    Signals: those of Canvas.
    """

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._hover: Hit | None = None
        self._hover_point: QPointF | None = None
        self._pending: Any = None
        self._shift = False         # the click being handled was a shift-click

    # -- for subclasses ----------------------------------------------------------------------
    def layout_in(self, rect: QRectF, analysis: Analysis) -> Any:
        """Everything painting and clicks share, for `rect` (the picture's rect)."""
        raise NotImplementedError

    def hit_in(self, layout: Any, analysis: Analysis, point: QPointF) -> Hit | None:
        return None

    def points_in(self, layout: Any, analysis: Analysis, after: Position) -> list[QPointF]:
        return []

    # -- shared --------------------------------------------------------------------------------
    def layout(self, rect: QRectF, analysis: Analysis) -> Any:
        """`layout_in`, kept until the analysis, the shown move, the size or the font
        changes: a hovering pointer asks for it at every step."""
        key: Hashable = ("layout", rect.x(), rect.y(), rect.width(), rect.height(),
                         self.highlighted_move, self.font().key())
        return self.cached(key, lambda: self.layout_in(rect, analysis))

    def current_layout(self) -> Any:
        if self.drawn_analysis is None:
            return None
        return self.layout(self.picture_rect(), self.drawn_analysis)

    def hit_at(self, point: QPointF) -> Hit | None:
        layout = self.current_layout()
        if layout is None or self.stale:
            return None
        return self.hit_in(layout, self.drawn_analysis, point)

    def move_at(self, point: QPointF) -> Position | None:
        hit = self.hit_at(point)
        return hit.after if hit is not None else None

    def click_points(self, after: Position) -> list[QPointF]:
        layout = self.current_layout()
        if layout is None:
            return []
        return self.points_in(layout, self.drawn_analysis, after)

    @property
    def pending(self) -> Any:
        """The first click of a two-click move, or None."""
        return self._pending

    def set_pending(self, pending: Any) -> None:
        self._pending = pending
        self.update()

    def cancel_pending(self) -> None:
        if self._pending is not None:
            self.set_pending(None)

    @property
    def hover_point(self) -> QPointF | None:
        """Where the pointer rests over the picture, or None."""
        return self._hover_point

    @property
    def shift_click(self) -> bool:
        """Whether the click `move_at` is answering was made with Shift held."""
        return self._shift

    def set_analysis(self, analysis: Analysis | None) -> None:
        self._pending = None
        self._hover = None
        super().set_analysis(analysis)

    def set_stale(self, stale: bool) -> None:
        if stale:
            self._pending = None
            self._hover = None
        super().set_stale(stale)

    def set_highlighted_move(self, index: int | None) -> None:
        self._hover = None          # the picture may show another window of the position
        super().set_highlighted_move(index)

    def paint_hint(self, painter: QPainter, rect: QRectF, words: str) -> None:
        """One line of instructions for a move half made, on the paper at the bottom of
        `rect`."""
        painter.setFont(self.label_font(0.9))
        metrics = painter_widths(painter)
        line = QRectF(rect.left(), rect.bottom() - metrics.height(), rect.width(),
                      metrics.height())
        width = min(metrics.horizontalAdvance(words) + 8, rect.width())
        box = QRectF(line.center().x() - width / 2, line.top(), width, line.height())
        painter.fillRect(box, self.paper())
        painter.setPen(self.accents().move)
        draw_text(painter, box, words)

    def hover_marks(self) -> Sequence[QRectF]:
        return self._hover.marks if self._hover is not None else ()

    def paint_marks(self, painter: QPainter, marks: Sequence[QRectF]) -> None:
        """Outline what a click would move: dashed, in the colour of moves."""
        colour = self.accents().move
        fill = self.tint(colour, 0.12)
        fill.setAlpha(110)
        painter.setPen(pen(colour, 2.0, Qt.PenStyle.DashLine))
        for rect in marks:
            painter.setBrush(fill)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 3.0, 3.0)

    # -- Qt overrides --------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        # The tab's Escape shortcut restores the last valid input; while a first click is
        # pending, Escape cancels it instead.
        if (event.type() == QEvent.Type.ShortcutOverride and self._pending is not None
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._pending is not None:
            self.cancel_pending()
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        try:
            super().mousePressEvent(event)
        finally:
            self._shift = False
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()          # a click on the picture is the picture's
            self._hover = None      # the move or the selection has changed under it
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._hover_point = event.position()
        hit = self.hit_at(event.position())
        if hit != self._hover or self._pending is not None:
            self._hover = hit
            self.update()
        clickable = hit is not None and (bool(hit.marks) or hit.after is None)
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable
                       else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover_point = None
        if self._hover is not None or self._pending is not None:
            self._hover = None
            self.update()
        super().leaveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._hover = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        marks = self.hover_marks()
        if marks and self.analysis is not None and not self.stale:
            with QPainter(self) as painter:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                self.paint_marks(painter, marks)
