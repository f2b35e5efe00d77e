"""The marks drawn over the map's coloured cells: the gaps between cells, the dots of losing
cells, the values written in big cells, the outlines of disagreements, the golden-ratio lines
and the Fibonacci marks under the axis.

Pure painting from the geometry, the colours and the map's data, with no words: the map
widget (map_view) chooses which marks a view and a cell size get.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPolygonF

from solvers.games.fibonacci import is_fibonacci
from ui.canvases.shapes import cross, pen
from ui.canvases.text import CENTRE
from ui.explore.map_colours import MapColours, remoteness_colour, text_on
from ui.explore.map_geometry import MapGeometry, cell_rect, golden_lines
from ui.explore.map_picture import OUTCOME, REMOTE_LOSES, REMOTE_WINS, MapPicture

#: From this cell size on, cells are drawn apart by thin gaps.
GAP_FROM = 6
#: From this size on, losing cells carry a dot (their colour alone is not the only cue).
DOT_FROM = 8
#: From this size on, Grundy values and moves to the end are written in their cells.
NUMBER_FROM = 14
#: At most this many disagreements are outlined one by one (tiny cells show them in
#: the alarm colour anyway).
OUTLINED_MOST = 5000
#: Below this cell size losing cells are drawn bigger than their cells (a pixel is lost
#: in a picture), when the picture lists them (see map_picture.LOSING_MARKED_MOST).
ENLARGE_BELOW = 4
#: From this cell size on, the golden-ratio lines get a pale halo.
HALO_FROM = 16


def paint_gaps(painter: QPainter, grid: MapGeometry, colours: MapColours) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(pen(colours.paper, 1.0 if grid.cell < 20 else 2.0))
    bounds = grid.bounds
    for column in range(1, grid.columns):
        x = grid.left + column * grid.cell
        painter.drawLine(QLineF(x, bounds.top(), x, bounds.bottom()))
    for row in range(1, grid.rows):
        y = grid.top + row * grid.cell
        painter.drawLine(QLineF(bounds.left(), y, bounds.right(), y))
    painter.restore()


def paint_dots(painter: QPainter, grid: MapGeometry, colours: MapColours,
               wins: list[list[bool | None]],
               dot_of: Callable[[int, int], QColor] | None = None) -> None:
    """A dot on each losing cell, in the dot colour or `dot_of(x, y)`."""
    radius = grid.cell * 0.17
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.dot)
    for y, row in enumerate(wins):
        for x, win in enumerate(row):
            if win is False:
                if dot_of is not None:
                    painter.setBrush(dot_of(x, y))
                painter.drawEllipse(cell_rect(grid, x, y).center(), radius, radius)


def paint_enlarged(painter: QPainter, grid: MapGeometry, colours: MapColours,
                   cells: list[tuple[int, int]]) -> None:
    """Sparse losing cells of a map of tiny cells, each as a square of 3 pixels or more:
    a lone pixel would vanish."""
    side = grid.cell + 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setClipRect(grid.bounds)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.loses)
    left = grid.left + grid.cell / 2 - side / 2
    top = grid.top + (grid.rows - 1) * grid.cell + grid.cell / 2 - side / 2
    painter.drawRects([QRectF(left + x * grid.cell, top - y * grid.cell, side, side)
                       for x, y in cells])
    painter.restore()


def paint_numbers(painter: QPainter, grid: MapGeometry, base_font: QFont,
                  values: list[list[int | None]],
                  fill_of: Callable[[int, int, int], QColor]) -> None:
    """Each cell's value written in it (in `base_font`, resized to the cells), where it
    fits, in black or white on its fill (`fill_of(x, y, value)`)."""
    font = QFont(base_font)
    font.setPixelSize(max(7, min(round(grid.cell * 0.45), 15)))
    painter.setFont(font)
    metrics = QFontMetricsF(font)
    for y, row in enumerate(values):
        for x, value in enumerate(row):
            if value is None:
                continue
            text = str(value)
            rect = cell_rect(grid, x, y)
            if metrics.horizontalAdvance(text) > rect.width() - 2:
                continue
            painter.setPen(text_on(fill_of(x, y, value)))
            painter.drawText(rect, int(CENTRE), text)


def remoteness_fill(picture: MapPicture,
                    colours: MapColours) -> Callable[[int, int, int], QColor]:
    """The colour of a cell of the moves-to-the-end view, from its byte."""
    buffer, columns, rows = picture.remoteness_bytes, picture.columns, picture.rows

    def fill(x: int, y: int, value: int) -> QColor:
        byte = buffer[(rows - 1 - y) * columns + x]
        wins = byte < REMOTE_LOSES
        return remoteness_colour(colours, wins, byte - (REMOTE_WINS if wins else REMOTE_LOSES))
    return fill


def paint_wrong(painter: QPainter, grid: MapGeometry, colours: MapColours,
                disagreements: list[tuple[int, int]], view: str) -> None:
    """An alarm outline (and, on cells big enough, a cross) on each cell where the rule
    disagrees with brute force."""
    wrong = disagreements[:OUTLINED_MOST]
    if not wrong or (grid.cell < GAP_FROM and view == OUTCOME):
        return      # tiny cells: the image itself shows them in the alarm colour
    width = max(2.0, grid.cell * 0.14)
    for x, y in wrong:
        rect = cell_rect(grid, x, y)
        if grid.cell < GAP_FROM:
            centre = rect.center()
            rect = QRectF(centre.x() - 4, centre.y() - 4, 8, 8)
        painter.setPen(pen(colours.alarm, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2))
        if grid.cell >= DOT_FROM:
            cross(painter, rect.adjusted(width, width, -width, -width), colours.alarm,
                  width * 0.8)


def paint_golden(painter: QPainter, grid: MapGeometry, colours: MapColours,
                 anchor: float) -> None:
    """The golden-ratio lines through `anchor` (see map_geometry.golden_lines), clipped to
    the cells."""
    painter.save()
    painter.setClipRect(grid.bounds)
    # Thin on small cells, so that the cells it runs through stay visible.
    width = 2.0 if grid.cell >= HALO_FROM else 1.25 if grid.cell >= ENLARGE_BELOW else 1.0
    halo = QColor(colours.paper)
    halo.setAlphaF(0.7)
    for line in golden_lines(grid, anchor):
        if grid.cell >= HALO_FROM:
            painter.setPen(pen(halo, width + 2.0))
            painter.drawLine(line)
        painter.setPen(pen(colours.golden, width))
        painter.drawLine(line)
    painter.restore()


def paint_fibonacci_marks(painter: QPainter, grid: MapGeometry, colours: MapColours,
                          start: int) -> float:
    """A small triangle under each column whose N (from `start`) is a Fibonacci number;
    returns the height they take."""
    size = max(5.0, min(grid.cell * 0.6, 9.0))
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.golden)
    bottom = grid.bounds.bottom()
    for x in range(grid.columns):
        if is_fibonacci(start + x):
            centre = cell_rect(grid, x, 0).center().x()
            painter.drawPolygon(QPolygonF([
                QPointF(centre, bottom + 1),
                QPointF(centre - size / 2, bottom + 1 + size * 0.8),
                QPointF(centre + size / 2, bottom + 1 + size * 0.8)]))
    painter.restore()
    return size * 0.8 + 2
