"""Where the map's cells are: pure functions, so that tests click a cell where it is painted."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize

#: Largest side of a cell in pixels: bigger cells only make the map harder to take in.
LARGEST_CELL = 40
#: Cells are at least this big while the whole map still fits in MIN_SPAN pixels.
SMALL_CELL = 6
MIN_SPAN = 480

PHI = (1 + math.sqrt(5)) / 2


@dataclass(frozen=True)
class Margins:
    left: float
    top: float
    right: float
    bottom: float


@dataclass(frozen=True)
class MapGeometry:
    """Where the cells are: column x of the plane across, row y up (y = 0 at the bottom)."""

    left: float
    top: float
    cell: int
    columns: int
    rows: int

    @property
    def bounds(self) -> QRectF:
        return QRectF(self.left, self.top, self.columns * self.cell, self.rows * self.cell)


def smallest_cell(columns: int, rows: int) -> int:
    """The least pixels per cell: a few for small maps, one for big ones (they scroll)."""
    return max(1, min(SMALL_CELL, MIN_SPAN // max(columns, rows, 1)))


def content_size(columns: int, rows: int, margins: Margins) -> QSize:
    """The smallest widget that shows the whole map at its smallest cells."""
    cell = smallest_cell(columns, rows)
    return QSize(math.ceil(margins.left + margins.right + columns * cell),
                 math.ceil(margins.top + margins.bottom + rows * cell))


def map_geometry(width: float, height: float, columns: int, rows: int,
                 margins: Margins) -> MapGeometry:
    """Square cells of a whole number of pixels, as big as fit, centred in the room
    left by the margins."""
    room_w = width - margins.left - margins.right
    room_h = height - margins.top - margins.bottom
    fit = int(min(room_w / max(columns, 1), room_h / max(rows, 1)))
    cell = max(smallest_cell(columns, rows), min(fit, LARGEST_CELL))
    left = margins.left + max(0.0, (room_w - columns * cell) / 2)
    top = margins.top + max(0.0, (room_h - rows * cell) / 2)
    return MapGeometry(math.floor(left), math.floor(top), cell, columns, rows)


def cell_rect(geometry: MapGeometry, x: int, y: int) -> QRectF:
    """The square of column x, row y (row 0 at the bottom)."""
    return QRectF(geometry.left + x * geometry.cell,
                  geometry.top + (geometry.rows - 1 - y) * geometry.cell,
                  geometry.cell, geometry.cell)


def cell_at(geometry: MapGeometry, point: QPointF) -> tuple[int, int] | None:
    """The (x, y) of the cell under `point`, or None outside the map."""
    column = math.floor((point.x() - geometry.left) / geometry.cell)
    row = math.floor((point.y() - geometry.top) / geometry.cell)
    if 0 <= column < geometry.columns and 0 <= row < geometry.rows:
        return column, geometry.rows - 1 - row
    return None


def value_point(geometry: MapGeometry, vx: float, vy: float) -> QPointF:
    """A point of the plane in cell units: (0, 0) is the bottom-left corner of the map."""
    return QPointF(geometry.left + vx * geometry.cell,
                   geometry.top + (geometry.rows - vy) * geometry.cell)


def golden_lines(geometry: MapGeometry, anchor: float) -> list[QLineF]:
    """y = φx and y = x/φ from (anchor, anchor), to where they leave the map.

    With anchor 0 the value v spans [v, v + 1) of its cell, so y = φx passes through every
    losing cell (⌊kφ⌋, ⌊kφ⌋ + k) of Wythoff's game; with anchor ½ a cell stands for the
    point at its centre, as in Euclid's game, whose losing cells lie between the lines."""
    lines = []
    for slope in (PHI, 1 / PHI):
        reach = min(geometry.columns - anchor, (geometry.rows - anchor) / slope)
        if reach <= 0:
            continue
        lines.append(QLineF(value_point(geometry, anchor, anchor),
                            value_point(geometry, anchor + reach, anchor + reach * slope)))
    return lines


def tick_step(cell: float, extent: float) -> int:
    """The roundest step between labelled values that leaves room for a label."""
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        if step * cell >= extent:
            return step
    return 1000


def tick_values(start: int, count: int, step: int) -> list[int]:
    """The multiples of `step` among start .. start + count − 1."""
    first = -(-start // step) * step
    return list(range(first, start + count, step))
