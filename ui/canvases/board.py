"""The corner board (HDU 1564): the N × N board covered by the domino tiling that is the
winning strategy, the piece's path so far, and its winning step.

Whoever can always step to the other cell of the domino just entered never runs out of
moves. Boards too big to draw show their top-left corner, where the piece starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPolygonF

from solvers.games.corner_board import domino_tiling, step_to
from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove, nth_move
from .clicks import Hit, InteractiveCanvas, inside
from .layout import Grid, fit_grid, place_labels
from .legend import LegendEntry
from .numbers import compact
from .shapes import arrow, outline, pen, swatch
from .text import RIGHT, Metrics, draw_text, painter_widths

Cell = tuple[int, int]
SMALLEST_CELL = 14.0
LARGEST_CELL = 120.0
#: Bigger boards show this corner of themselves: more cells would not show more of the idea.
MOST_SHOWN = 24
#: Largest board whose own tiling is asked for; beyond it the corner window's is used.
TILING_LIMIT = 64


@dataclass(frozen=True)
class BoardView:
    """The cells on screen: the top-left `size` × `size` corner of an N × N board."""

    n: int
    size: int
    grid: Grid

    @property
    def cut(self) -> bool:
        return self.size < self.n

    def rect(self, cell: Cell) -> QRectF | None:
        row, column = cell
        if 0 <= row < self.size and 0 <= column < self.size:
            return self.grid.rect(column, row)
        return None


def board_view(area: QRectF, n: int) -> BoardView:
    """The whole board when its cells can be SMALLEST_CELL wide, else the corner that fits,
    keeping N's parity so that the corner's own tiling matches the whole board's."""
    fit = min(max(int(min(area.width(), area.height()) // SMALLEST_CELL), 1), MOST_SHOWN)
    if n <= fit:
        size = n
    else:
        size = fit - 1 if (fit - n) % 2 else fit
        size = max(size, 1)
    extra = 0.6 if size < n else 0.0          # room for the "continues" marks
    grid = fit_grid(area, size, size, LARGEST_CELL) if not extra else \
        fit_grid(area.adjusted(0, 0, -area.width() * 0.04, -area.height() * 0.04), size, size,
                 LARGEST_CELL)
    return BoardView(n, size, grid)


def tiling_in_view(view: BoardView, transposed: bool = False) -> list[tuple[Cell, Cell]]:
    """The dominoes of the strategy that lie in view, mirrored in the diagonal through the
    start if `transposed` (the board is symmetric, so that is a tiling as good).

    For boards beyond TILING_LIMIT the tiling of the corner (same parity) is drawn; the
    solver's tiling of the whole board agrees with it there (the tests check this).
    """
    return list(_tiling_in_corner(view.n if view.n <= TILING_LIMIT else view.size, view.size,
                                  transposed))


@lru_cache(maxsize=64)
def _tiling_in_corner(board: int, size: int, transposed: bool) -> tuple[tuple[Cell, Cell], ...]:
    """The dominoes of the tiling of a `board` × `board` board within its top-left `size` ×
    `size` corner (kept: every position on a board shows the same ones)."""
    tiling = domino_tiling(board)
    if transposed:
        tiling = [((a[1], a[0]), (b[1], b[0])) for a, b in tiling]
    return tuple((a, b) for a, b in tiling
                 if max(*a, *b) < size and min(*a, *b) >= 0)


def domino_rect(view: BoardView, domino: tuple[Cell, Cell], inset: float) -> QRectF:
    first, second = (view.rect(cell) for cell in domino)
    assert first is not None and second is not None
    return first.united(second).adjusted(inset, inset, -inset, -inset)


def start_mark(cell: QRectF) -> QPolygonF:
    """A corner triangle: the start, where the piece began."""
    size = cell.width() * 0.38
    corner = cell.topLeft()
    return QPolygonF([corner, QPointF(corner.x() + size, corner.y()),
                      QPointF(corner.x(), corner.y() + size)])


def domino_shade(domino: tuple[Cell, Cell]) -> int:
    """0 or 1, so that neighbouring dominoes of the strategy's tilings differ."""
    (row, column), (other_row, _) = domino
    if row == other_row:
        return (row + column // 2) % 2
    return (row // 2 + column) % 2


def path_cells(analysis: Analysis) -> list[Cell]:
    """The piece's path, from the solver's facts, or the numbers after N read as 1-based
    (row, column) pairs."""
    path = analysis.facts.get("path")
    if path:
        return [tuple(cell) for cell in path]          # type: ignore[misc]
    numbers = analysis.position.numbers[1:]
    return [(0, 0)] + [(numbers[i] - 1, numbers[i + 1] - 1)
                       for i in range(0, len(numbers) - 1, 2)]


def board_cell_at(view: BoardView, point: QPointF) -> Cell | None:
    """The (row, column) of the cell under `point`, or None off the cells drawn."""
    grid = view.grid
    if grid.cell <= 0 or not inside(grid.bounds, point):
        return None
    column = min(int((point.x() - grid.left) // grid.cell), view.size - 1)
    row = min(int((point.y() - grid.top) // grid.cell), view.size - 1)
    return row, column


def is_step(path: Sequence[Cell], cell: Cell) -> bool:
    """Is `cell` next to the piece and not visited (a step the picture can show)?"""
    here = path[-1]
    return abs(here[0] - cell[0]) + abs(here[1] - cell[1]) == 1 and cell not in path


class BoardCanvas(InteractiveCanvas):
    """The corner board. A click on a neighbouring free cell steps the piece there."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> BoardView:
        n = analysis.position.numbers[0]
        rect = self.above_key(self.below_caption(rect), self._legend(analysis))
        metrics = self.label_widths(0.85)
        numbers = metrics.horizontalAdvance(str(min(n, MOST_SHOWN))) + 4
        return board_view(rect.adjusted(numbers, metrics.height() + 2, 0, 0), n)

    def hit_in(self, layout: BoardView, analysis: Analysis, point: QPointF) -> Hit | None:
        path = path_cells(analysis)
        cell = board_cell_at(layout, point)
        if cell is None or cell == path[-1]:
            return None
        rect = layout.rect(cell)
        marks = (rect,) if rect is not None and is_step(path, cell) else ()
        return Hit(step_to(analysis.position, cell), marks)

    def points_in(self, layout: BoardView, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        numbers = after.numbers
        if len(numbers) < 3:
            return []
        rect = layout.rect((numbers[-2] - 1, numbers[-1] - 1))
        return [rect.center()] if rect is not None else []

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        n = analysis.position.numbers[0]
        path = path_cells(analysis)
        view = self.layout(rect, analysis)
        rect = self.paint_caption(painter, rect, self._captions(n, path))
        rect = self.paint_key(painter, rect, self._legend(analysis))
        painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        self._paint_cells(painter, view)
        self._paint_coordinates(painter, view, metrics)
        shown = self.shown_move(analysis)
        if self.answers_shown:          # the strategy's dominoes give the answer away
            self._paint_strategy(painter, view, analysis, len(path) == 1, shown)
        self._paint_path(painter, view, path)
        if view.cut:
            self._paint_cut(painter, view, metrics)
        if shown is not None:
            for index in self.drawn_moves():
                if index != shown.index:        # the other winning steps, under the shown one
                    move = nth_move(analysis.moves, index)
                    if move is not None:
                        self._paint_move(painter, view, path[-1], ShownMove(index, move, False))
            self._paint_move(painter, view, path[-1], shown)

    def drawn_moves(self) -> tuple[int, ...]:
        """The indices of the winning steps drawn: all of them (a piece has at most four
        neighbours), unless the answers are hidden or no move is shown."""
        analysis = self.drawn_analysis
        if analysis is None or self.shown_move(analysis) is None:
            return ()
        return tuple(i for i in range(4) if nth_move(analysis.moves, i) is not None)

    def _paint_strategy(self, painter: QPainter, view: BoardView, analysis: Analysis,
                        at_start: bool, shown: ShownMove | None) -> None:
        """The dominoes of the strategy: at the start, the tiling whose corner domino the
        shown first step completes; later, the solver's matching."""
        matching = analysis.facts.get("matching")
        if at_start:
            transposed = shown is not None and shown.move.after.numbers[-2:] == (2, 1)
            dominoes = self.cached(("tiling", view.size, transposed),
                                   lambda: tiling_in_view(view, transposed))
            self._paint_dominoes(painter, view, dominoes)
        elif matching:
            self._paint_dominoes(painter, view, [tuple(pair) for pair in matching
                                                 if all(view.rect(c) for c in pair)])

    def _paint_cells(self, painter: QPainter, view: BoardView) -> None:
        light, dark = self.tint(self.ink(), 0.04), self.tint(self.ink(), 0.11)
        edge = self.muted(0.4)

        def draw(inner: QPainter) -> None:
            inner.fillRect(view.grid.bounds, light)
            inner.save()
            inner.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            for row in range(view.size):
                for column in range(row % 2, view.size, 2):
                    inner.fillRect(view.grid.rect(column, row), dark)
            inner.restore()
            inner.setPen(pen(edge, 1.0))
            inner.setBrush(Qt.BrushStyle.NoBrush)
            inner.drawRect(view.grid.bounds)

        # Hundreds of squares, the same for every position on this board: one picture.
        grid = view.grid
        self.paint_cached(painter, ("cells", view.size, grid.cell, light.rgba(), dark.rgba(),
                                    edge.rgba()), grid.bounds.adjusted(-2, -2, 2, 2), draw)

    def _paint_coordinates(self, painter: QPainter, view: BoardView,
                           metrics: Metrics) -> None:
        """Row numbers on the left, column numbers on top: the path is typed in them."""
        line = metrics.height()
        if view.grid.cell < line:
            return
        painter.setPen(self.muted(0.3))
        bounds = view.grid.bounds
        cells = [view.grid.rect(i, i) for i in range(view.size)]
        labels = [str(i + 1) for i in range(view.size)]
        across = [(c.center().x(), metrics.horizontalAdvance(t)) for c, t in zip(cells, labels)]
        for i in place_labels(across):
            centre, width = across[i]
            draw_text(painter, QRectF(centre - width / 2 - 1, bounds.top() - line - 1, width + 2,
                                      line), labels[i], elide=False)
        down = [(c.center().y(), line) for c in cells]
        for i in place_labels(down, gap=0.0):
            draw_text(painter, QRectF(bounds.left() - 40, down[i][0] - line / 2, 37, line),
                      labels[i], RIGHT, elide=False)

    def _paint_dominoes(self, painter: QPainter, view: BoardView,
                        dominoes: Sequence[tuple[Cell, Cell]]) -> None:
        accents = self.accents()
        inset = max(view.grid.cell * 0.1, 1.5)
        fills = (self.tint(accents.mark, 0.35), self.tint(accents.other, 0.35))
        edge = self.muted(0.2)
        radius = view.grid.cell * 0.2

        def draw(inner: QPainter) -> None:
            inner.setPen(pen(edge, 1.0))
            for domino in dominoes:
                inner.setBrush(fills[domino_shade(domino)])
                inner.drawRoundedRect(domino_rect(view, domino, inset), radius, radius)

        # The strategy's dominoes change with the board, not with each step of the path.
        grid = view.grid
        self.paint_cached(painter, ("dominoes", tuple(dominoes), view.size, grid.cell,
                                    fills[0].rgba(), fills[1].rgba(), edge.rgba()),
                          grid.bounds.adjusted(-2, -2, 2, 2), draw)

    def _paint_path(self, painter: QPainter, view: BoardView, path: list[Cell]) -> None:
        accents = self.accents()
        cell = view.grid.cell
        centres = [r.center() for r in (view.rect(c) for c in path) if r is not None]
        if len(centres) > 1:
            line = QPainterPath(centres[0])
            for point in centres[1:]:
                line.lineTo(point)
            painter.setPen(pen(self.muted(0.1), max(cell * 0.12, 2.0)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(line)
            for point in centres[:-1]:
                painter.setBrush(self.muted(0.1))
                painter.setPen(pen(self.muted(0.1), 1.0))
                painter.drawEllipse(point, cell * 0.1, cell * 0.1)
        start = view.rect(path[0])
        if start is not None:
            painter.setPen(pen(self.ink(), 1.0))
            painter.setBrush(accents.special)
            painter.drawPolygon(start_mark(start))
        here = view.rect(path[-1])
        if here is not None:
            disc = here.adjusted(cell * 0.22, cell * 0.22, -cell * 0.22, -cell * 0.22)
            painter.setPen(pen(self.ink(), 1.2))
            painter.setBrush(accents.special)
            painter.drawEllipse(disc)

    def _paint_cut(self, painter: QPainter, view: BoardView, metrics: Metrics) -> None:
        """The board goes on: dots past the right and bottom edges."""
        bounds = view.grid.bounds
        painter.setPen(self.muted())
        line = metrics.height()
        draw_text(painter, QRectF(bounds.right() + 2, bounds.center().y() - line / 2, 16, line),
                  "⋯", elide=False)
        draw_text(painter, QRectF(bounds.center().x() - 8, bounds.bottom(), 16, line), "⋮",
                  elide=False)

    def _paint_move(self, painter: QPainter, view: BoardView, here: Cell,
                    shown: ShownMove) -> None:
        numbers = shown.move.after.numbers
        if len(numbers) < 3:
            return
        target = (numbers[-2] - 1, numbers[-1] - 1)
        source, goal = view.rect(here), view.rect(target)
        if source is None or goal is None:
            return
        colour = self.move_colour(shown)
        outline(painter, goal.adjusted(2, 2, -2, -2), colour, 3.0, 3.0, self.move_pen_style(shown))
        start, end = source.center(), goal.center()
        shorten = QLineF(start, end)
        shorten.setLength(max(shorten.length() - view.grid.cell * 0.25, 1.0))
        arrow(painter, start, shorten.p2(), colour, 2.5 if shown.emphasised else 1.8,
              max(view.grid.cell * 0.18, 6.0))

    def _captions(self, n: int, path: list[Cell]) -> list[str]:
        size = compact(n)
        if len(path) > 1:
            return [self.tr("{n} × {n} board, {k} step(s) taken").format(n=size,
                                                                         k=len(path) - 1)]
        if n % 2 == 0:
            return [self.tr("{n} × {n}, even: dominoes cover every cell, the start "
                            "included").format(n=size),
                    self.tr("{n} × {n}: the start is covered").format(n=size)]
        return [self.tr("{n} × {n}, odd: dominoes cover every cell but the start").format(
                    n=size),
                self.tr("{n} × {n}: the start is left out").format(n=size)]

    def _legend(self, analysis: Analysis) -> list[LegendEntry]:
        accents = self.accents()
        shaded = len(path_cells(analysis)) == 1 or bool(analysis.facts.get("matching"))
        fills = (self.tint(accents.mark, 0.35), self.tint(accents.other, 0.35))

        def both_shades(p: QPainter, r: QRectF) -> None:
            # The dominoes come in two shades (neighbours differ): the key shows both.
            half = r.width() / 2
            swatch(p, QRectF(r.left(), r.top(), half, r.height()), fills[0], self.muted())
            swatch(p, QRectF(r.left() + half, r.top(), half, r.height()), fills[1],
                   self.muted())

        dominoes = [LegendEntry(self.tr("domino of the strategy"), both_shades, answer=True)] \
            if shaded else []
        return dominoes + [
            LegendEntry(self.tr("start"),
                        lambda p, r: (p.setPen(pen(self.ink(), 1.0)), p.setBrush(accents.special),
                                      p.drawPolygon(start_mark(r.adjusted(0, 0, r.width(),
                                                                          r.height()))))),
            LegendEntry(self.tr("winning step"),
                        lambda p, r: outline(p, r, accents.move, 2.0, 2.0), needs_move=True),
        ]


register_canvas("board", BoardCanvas)
