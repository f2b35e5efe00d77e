"""Pure layout helpers shared by the canvases: windows onto long lists, grids of cells,
labels that must not collide, and the difference a move makes to a position."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF

#: How many items are compared at once when looking for the one a move changed.
_CHUNK = 2048


def window(count: int, capacity: int, focus: int | None = None) -> range:
    """At most `capacity` consecutive indices of `count`, around `focus` (or from 0)."""
    capacity = max(capacity, 0)
    if count <= capacity:
        return range(count)
    if focus is None:
        return range(capacity)
    start = min(max(focus - capacity // 2, 0), count - capacity)
    return range(start, start + capacity)


def changed_indices(before: Sequence[int], after: Sequence[int], limit: int = 4) -> list[int]:
    """Indices where two equally long positions differ (at most `limit` of them).

    Compares slices, which Python does in C, so a move on 10^5 heaps is found in well
    under a millisecond.
    """
    found: list[int] = []
    length = min(len(before), len(after))
    for start in range(0, length, _CHUNK):
        stop = min(start + _CHUNK, length)
        if before[start:stop] == after[start:stop]:
            continue
        for i in range(start, stop):
            if before[i] != after[i]:
                found.append(i)
                if len(found) >= limit:
                    return found
    return found


def single_change(before: Sequence[int], after: Sequence[int]) -> int | None:
    """The index of the one number a move changed, or None (another kind of move)."""
    if len(before) != len(after):
        return None
    changed = changed_indices(before, after, limit=1)
    return changed[0] if changed else None


@dataclass(frozen=True)
class Grid:
    """Square cells of side `cell` in `columns` × `rows`, placed at `origin` (top left)."""

    left: float
    top: float
    cell: float
    columns: int
    rows: int

    def rect(self, column: int, row: int, inset: float = 0.0) -> QRectF:
        return QRectF(self.left + column * self.cell + inset, self.top + row * self.cell + inset,
                      self.cell - 2 * inset, self.cell - 2 * inset)

    @property
    def bounds(self) -> QRectF:
        return QRectF(self.left, self.top, self.cell * self.columns, self.cell * self.rows)


def fit_grid(rect: QRectF, columns: int, rows: int, largest_cell: float = 48.0) -> Grid:
    """The largest square cells (up to `largest_cell`) that fit columns × rows into
    `rect`, centred in it."""
    columns, rows = max(columns, 1), max(rows, 1)
    cell = max(min(rect.width() / columns, rect.height() / rows, largest_cell), 0.0)
    left = rect.left() + (rect.width() - cell * columns) / 2
    top = rect.top() + (rect.height() - cell * rows) / 2
    return Grid(left, top, cell, columns, rows)


def place_labels(spans: Sequence[tuple[float, float]], gap: float = 4.0) -> list[int]:
    """Greedy placement of labels along one axis, most important first.

    `spans` are (centre, width) in order of priority; returns the indices of those that
    can be drawn without overlapping one placed before them.
    """
    placed: list[tuple[float, float]] = []
    chosen = []
    for index, (centre, width) in enumerate(spans):
        left, right = centre - width / 2 - gap / 2, centre + width / 2 + gap / 2
        if all(right <= low or left >= high for low, high in placed):
            placed.append((left, right))
            chosen.append(index)
    return chosen


def kept_inside(rect: QRectF, bounds: QRectF) -> QRectF:
    """`rect` moved (not resized) as little as needed to lie within `bounds`, where it fits."""
    moved = QRectF(rect)
    if moved.right() > bounds.right():
        moved.moveRight(bounds.right())
    if moved.left() < bounds.left():
        moved.moveLeft(bounds.left())
    if moved.bottom() > bounds.bottom():
        moved.moveBottom(bounds.bottom())
    if moved.top() < bounds.top():
        moved.moveTop(bounds.top())
    return moved
