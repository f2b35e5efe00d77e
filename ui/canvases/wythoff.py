"""Wythoff's game as a queen on a grid: pile A across, pile B up.

A move takes the queen left, down or diagonally down-left. The cold cells (the mover
loses there) are marked, unless the answers are hidden; the winning move puts the queen
on one of them. Far from the corner the grid shows a window that ends at the queen.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QPainter
from PySide6.QtWidgets import QWidget

from solvers.games import wythoff
from solvers.spec import Analysis, GameSpec, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, inside
from .layout import Grid, place_labels
from .legend import LegendEntry
from .numbers import compact
from .shapes import arrow, crown, outline, pen, swatch
from .text import RIGHT, Metrics, draw_text, painter_widths

SMALLEST_CELL = 11.0
LARGEST_CELL = 34.0
FAR = 10**6
#: From here on the axes count back from the queen ("A−10"): the values themselves
#: would all read alike once shortened.
RELATIVE_FROM = 10**6
#: The queen's least diameter: on a window of small cells she stays a piece, not a dot.
SMALLEST_QUEEN = 24.0
#: Beyond this many bits finding the cold cells in view takes longer than a frame.
COLD_BITS = 8192


@dataclass(frozen=True)
class GridView:
    """The part of the (A, B) plane on screen: values x0.. across, y0.. up."""

    x0: int
    y0: int
    grid: Grid          # row 0 of the grid is the top of the screen

    def contains(self, x: int, y: int) -> bool:
        return (self.x0 <= x < self.x0 + self.grid.columns
                and self.y0 <= y < self.y0 + self.grid.rows)

    def cell(self, x: int, y: int) -> QRectF:
        """The square of (x, y); it may lie outside the grid (far away cells are brought
        within a million cells, which keeps the direction towards them)."""
        column = max(min(x - self.x0, FAR), -FAR)
        row = max(min(y - self.y0, FAR), -FAR)
        return self.grid.rect(column, self.grid.rows - 1 - row)

    def centre(self, x: int, y: int) -> QPointF:
        return self.cell(x, y).center()


def grid_view(plot: QRectF, a: int, b: int) -> GridView:
    """The whole corner from (0, 0) when the queen fits with room to spare, else a
    window with the queen one cell in from its top-right corner."""
    span = min(max(a, b) + 2, 10**6)
    cell = min(plot.width() / span, plot.height() / span, LARGEST_CELL)
    if cell >= SMALLEST_CELL:
        columns = max(int(plot.width() // cell), 1)
        rows = max(int(plot.height() // cell), 1)
        return GridView(0, 0, Grid(plot.left(), plot.bottom() - rows * cell, cell, columns, rows))
    cell = SMALLEST_CELL
    columns = max(int(plot.width() // cell), 2)
    rows = max(int(plot.height() // cell), 2)
    x0 = max(a - (columns - 2), 0)
    y0 = max(b - (rows - 2), 0)
    return GridView(x0, y0, Grid(plot.left(), plot.bottom() - rows * cell, cell, columns, rows))


def queen_rect(view: GridView, a: int, b: int) -> QRectF:
    """The queen's disc: inside her square when it is big enough, else SMALLEST_QUEEN
    across, centred on it and kept inside the grid."""
    cell = view.cell(a, b)
    side = max(cell.width() * 0.84, SMALLEST_QUEEN)
    disc = QRectF(cell.center().x() - side / 2, cell.center().y() - side / 2, side, side)
    bounds = view.grid.bounds
    if bounds.width() >= side and bounds.height() >= side and bounds.contains(cell.center()):
        disc.moveLeft(min(max(disc.left(), bounds.left()), bounds.right() - side))
        disc.moveTop(min(max(disc.top(), bounds.top()), bounds.bottom() - side))
    return disc


def cold_cells(view: GridView) -> list[tuple[int, int]]:
    """The cold cells in view: each column x holds exactly one, (x, partner(x))."""
    cells = []
    for x in range(view.x0, view.x0 + view.grid.columns):
        y = wythoff.partner(x)
        if view.contains(x, y):
            cells.append((x, y))
    return cells


def edge_point(view: GridView, start: QPointF, end: QPointF) -> QPointF:
    """Where the segment from `start` (inside the grid) towards `end` leaves the grid."""
    bounds = view.grid.bounds
    if bounds.contains(end):
        return end
    t = 1.0
    dx, dy = end.x() - start.x(), end.y() - start.y()
    if dx < 0:
        t = min(t, (bounds.left() - start.x()) / dx)
    if dx > 0:
        t = min(t, (bounds.right() - start.x()) / dx)
    if dy < 0:
        t = min(t, (bounds.top() - start.y()) / dy)
    if dy > 0:
        t = min(t, (bounds.bottom() - start.y()) / dy)
    return QPointF(start.x() + dx * t, start.y() + dy * t)


def tick_values(first: int, count: int, cell: float, label_width: float,
                anchor: int | None = None) -> list[int]:
    """Grid values to label, a round step apart and far enough for the labels: the
    multiples of the step, or (with an `anchor`) the values a multiple of it away."""
    step = 1
    for candidate in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        step = candidate
        if candidate * cell >= label_width + 4:
            break
    if anchor is not None:
        return [anchor - k * step for k in range(count // step + 1) if anchor - k * step >= first]
    start = -(-first // step) * step
    return list(range(start, first + count, step))[:40]


@dataclass(frozen=True)
class WythoffLayout:
    """The grid as painted and clicked, and the width of the B labels left of it."""

    view: GridView
    label_width: float


def cell_at(view: GridView, point: QPointF) -> tuple[int, int] | None:
    """The (A, B) of the square under `point`, or None off the grid."""
    grid = view.grid
    if grid.cell <= 0 or not inside(grid.bounds, point):
        return None
    column = min(int((point.x() - grid.left) // grid.cell), grid.columns - 1)
    row = min(int((point.y() - grid.top) // grid.cell), grid.rows - 1)
    return view.x0 + column, view.y0 + grid.rows - 1 - row


def in_reach(a: int, b: int, x: int, y: int) -> bool:
    """Is (x, y) on the queen's lines from (a, b): left, down, or down-left diagonally?"""
    return ((y == b and 0 <= x < a) or (x == a and 0 <= y < b)
            or (a - x == b - y and 0 < a - x <= min(a, b)))


class WythoffCanvas(InteractiveCanvas):
    """Wythoff's game. A click on a square (or dragging the queen there) moves her."""

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        self._dragging = False

    def layout_in(self, rect: QRectF, analysis: Analysis) -> WythoffLayout:
        a, b = analysis.position.numbers[:2]
        rect = self.above_key(self.below_caption(rect), self._legend())
        metrics = self.label_widths(0.85)
        line = metrics.height()
        widest = "B−99999" if b >= RELATIVE_FROM else compact(b + 2)
        label_width = min(max(metrics.horizontalAdvance(widest),
                              metrics.horizontalAdvance(self.tr("B ↑"))), rect.width() * 0.3)
        title_width = metrics.horizontalAdvance(self.tr("A →")) + 6
        plot = rect.adjusted(label_width + 4, line + 2, -title_width, -(line + 2))
        return WythoffLayout(grid_view(plot, a, b), label_width)

    def hit_in(self, layout: WythoffLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        a, b = analysis.position.numbers[:2]
        cell = cell_at(layout.view, point)
        if cell is None or cell == (a, b):
            return None
        marks = (layout.view.cell(*cell),) if in_reach(a, b, *cell) else ()
        return Hit(analysis.position.with_numbers(cell), marks)

    def points_in(self, layout: WythoffLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        x, y = after.numbers[:2]
        return [layout.view.centre(x, y)] if layout.view.contains(x, y) else []

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        a, b = analysis.position.numbers[:2]
        layout = self.layout(rect, analysis)
        view, label_width = layout.view, layout.label_width
        rect = self.paint_caption(painter, rect, self._captions(analysis))
        rect = self.paint_key(painter, rect, self._legend())
        painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        line = metrics.height()
        too_long = max(a, b).bit_length() > COLD_BITS
        hidden = not self.answers_shown
        cold = [] if too_long or hidden else self.cached(
            ("cold", view.x0, view.y0, view.grid.columns, view.grid.rows),
            lambda: cold_cells(view))
        self._paint_grid(painter, view, cold)
        if too_long and not hidden:
            painter.setPen(self.muted(0.2))
            draw_text(painter, QRectF(view.grid.left + 4, view.grid.bounds.bottom() - line - 2,
                                      view.grid.bounds.width() - 8, line),
                      self.tr("cold cells not drawn: the numbers are too long"), elide=True)
        self._paint_axes(painter, view, a, b, label_width, metrics)
        self._paint_queen_lines(painter, view, a, b)
        shown = self.shown_move(analysis)
        if shown is not None:
            self._paint_move(painter, view, a, b, shown, metrics)
        self._paint_queen(painter, queen_rect(view, a, b))

    # -- dragging the queen ----------------------------------------------------------------------
    def _on_queen(self, point: QPointF) -> bool:
        layout = self.current_layout()
        if layout is None or self.stale:
            return False
        a, b = self.analysis.position.numbers[:2]
        return cell_at(layout.view, point) == (a, b)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._dragging = (event.button() == Qt.MouseButton.LeftButton
                          and self._on_queen(event.position()))
        if self._dragging:
            event.accept()          # so that the release comes here too
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._dragging and event.button() == Qt.MouseButton.LeftButton:
            self._dragging = False
            hit = self.hit_at(event.position())
            if hit is not None and hit.after is not None:
                self.move_requested.emit(hit.after)
                event.accept()
                return
        super().mouseReleaseEvent(event)

    def _paint_grid(self, painter: QPainter, view: GridView,
                    cold: list[tuple[int, int]]) -> None:
        grid = view.grid
        painter.fillRect(grid.bounds, self.tint(self.ink(), 0.03))
        cold_fill = self.tint(self.accents().mark, 0.55)
        for x, y in cold:
            painter.fillRect(view.cell(x, y), cold_fill)
        colour = self.muted(0.8)

        def draw_lines(inner: QPainter) -> None:
            inner.setPen(pen(colour, 1.0))
            for column in range(grid.columns + 1):
                x = grid.left + column * grid.cell
                inner.drawLine(QLineF(x, grid.top, x, grid.top + grid.rows * grid.cell))
            for row in range(grid.rows + 1):
                y = grid.top + row * grid.cell
                inner.drawLine(QLineF(grid.left, y, grid.left + grid.columns * grid.cell, y))

        # The lines are the same from one position to the next: one picture of them.
        self.paint_cached(painter, ("grid lines", grid.cell, grid.columns, grid.rows,
                                    colour.rgba()), grid.bounds.adjusted(-2, -2, 2, 2),
                          draw_lines)

    def _paint_axes(self, painter: QPainter, view: GridView, a: int, b: int,
                    label_width: float, metrics: Metrics) -> None:
        """Values along both axes (the queen's first, then round ones that fit) and the
        axis names beyond their ends."""
        grid = view.grid
        line = metrics.height()
        bounds = grid.bounds
        relative_x, relative_y = a >= RELATIVE_FROM, b >= RELATIVE_FROM
        painter.setPen(self.muted(0.3))
        widest = max(metrics.horizontalAdvance(self._tick(x, a, "A", relative_x))
                     for x in (view.x0, view.x0 + grid.columns - 1))
        xs = [x for x in [a] + tick_values(view.x0, grid.columns, grid.cell, widest,
                                           a if relative_x else None)
              if view.contains(x, view.y0)]
        texts = [self._tick(x, a, "A", relative_x) for x in xs]
        spans = [(view.centre(x, view.y0).x(), metrics.horizontalAdvance(t))
                 for x, t in zip(xs, texts)]
        for index in place_labels(spans):
            centre, width = spans[index]
            draw_text(painter, QRectF(centre - width / 2 - 1, bounds.bottom() + 2, width + 2,
                                      line), texts[index], elide=False)
        title = self.tr("A →")
        draw_text(painter, QRectF(bounds.right() + 3, bounds.bottom() + 2,
                                  metrics.horizontalAdvance(title) + 2, line), title, elide=False)
        ys = [y for y in [b] + tick_values(view.y0, grid.rows, grid.cell, line,
                                           b if relative_y else None)
              if view.contains(view.x0, y)]
        column = QRectF(bounds.left() - label_width - 4, 0, label_width, line)
        for index in place_labels([(view.centre(view.x0, y).y(), line) for y in ys], gap=1.0):
            y = ys[index]
            text = self._tick(y, b, "B", relative_y)
            if metrics.horizontalAdvance(text) > label_width:
                continue
            draw_text(painter, column.translated(0, view.centre(view.x0, y).y() - line / 2),
                      text, RIGHT, elide=False)
        draw_text(painter, column.translated(0, bounds.top() - line - 2), self.tr("B ↑"), RIGHT,
                  elide=False)

    def _tick(self, value: int, queen: int, name: str, relative: bool) -> str:
        """A value, or its distance from the queen's when the values are too long to read."""
        if not relative:
            return compact(value)
        offset = queen - value
        return name if offset == 0 else f"{name}−{compact(offset, 6)}"

    def _paint_queen_lines(self, painter: QPainter, view: GridView, a: int, b: int) -> None:
        """The queen's reach: left along her row, down her column, down the diagonal."""
        start = view.centre(a, b)
        colour = self.tint(self.accents().special, 0.8)
        painter.setPen(pen(colour, 2.0))
        for dx, dy in ((-1, 0), (0, -1), (-1, -1)):
            reach = min(a if dx else b, b if dy else a) if dx and dy else (a if dx else b)
            end = view.centre(a + dx * reach, b + dy * reach)
            painter.drawLine(QLineF(start, edge_point(view, start, end)))

    def _paint_move(self, painter: QPainter, view: GridView, a: int, b: int, shown: ShownMove,
                    metrics: Metrics) -> None:
        x, y = shown.move.after.numbers[:2]
        colour = self.move_colour(shown)
        start = view.centre(a, b)
        if view.contains(x, y):
            target = view.cell(x, y)
            outline(painter, target.adjusted(1, 1, -1, -1), colour, 3.0, 2.0,
                    self.move_pen_style(shown))
            if QLineF(start, target.center()).length() > view.grid.cell * 1.2:
                arrow(painter, start, target.center(), colour, 2.0, 8.0)
            return
        end = edge_point(view, start, view.centre(x, y))
        arrow(painter, start, end, colour, 2.0, 8.0)
        label = f"({compact(x, 6)}, {compact(y, 6)})"
        width = metrics.horizontalAdvance(label) + 6
        box = QRectF(end.x(), end.y() - metrics.height() - 2, width, metrics.height())
        box.moveLeft(min(max(box.left(), view.grid.left), view.grid.bounds.right() - width))
        box.moveTop(max(box.top(), view.grid.top))
        painter.fillRect(box, self.paper())
        painter.setPen(colour)
        draw_text(painter, box, label, elide=False)

    def queen_rect(self) -> QRectF | None:
        """The queen's disc as last laid out (None before a layout)."""
        layout = self.current_layout()
        if layout is None or self.drawn_analysis is None:
            return None
        a, b = self.drawn_analysis.position.numbers[:2]
        return queen_rect(layout.view, a, b)

    def _paint_queen(self, painter: QPainter, disc: QRectF) -> None:
        accents = self.accents()
        painter.setPen(pen(self.ink(), 1.2))
        painter.setBrush(accents.special)
        painter.drawEllipse(disc)
        inner = disc.adjusted(disc.width() * 0.22, disc.height() * 0.25,
                              -disc.width() * 0.22, -disc.height() * 0.3)
        crown(painter, inner, self.paper(), self.ink())

    def _captions(self, analysis: Analysis) -> list[str]:
        a, b = analysis.position.numbers[:2]
        low, high = analysis.facts.get("cold_pair", (0, 0))
        k = analysis.facts.get("k", abs(a - b))
        return [self.tr("Queen at ({a}, {b}); the cold cell with difference {k} is "
                        "({low}, {high})").format(a=compact(a, w), b=compact(b, w),
                                                  k=compact(k, w), low=compact(low, w),
                                                  high=compact(high, w))
                for w in (9,)] + [
                self.tr("({a}, {b}): cold pair ({low}, {high})").format(
                    a=compact(a, w), b=compact(b, w), low=compact(low, w), high=compact(high, w))
                for w in (9, 5)]

    def _legend(self) -> list[LegendEntry]:
        accents = self.accents()
        return [
            LegendEntry(self.tr("cold: the mover loses"),
                        lambda p, r: swatch(p, r, self.tint(accents.mark, 0.55), self.muted()),
                        answer=True),
            LegendEntry(self.tr("winning move"),
                        lambda p, r: outline(p, r, accents.move, 2.0, 1.0), needs_move=True),
            LegendEntry(self.tr("queen's reach"),
                        lambda p, r: (p.setPen(pen(self.tint(accents.special, 0.8), 2.0)),
                                      p.drawLine(QLineF(r.left(), r.center().y(), r.right(),
                                                        r.center().y())))),
        ]


register_canvas("wythoff", WythoffCanvas)
