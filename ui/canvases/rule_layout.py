"""Where the rule lab's heaps are drawn and what a point on them is (pure geometry).

A heap that fits is a row of stones. A heap too long for its row is a bar followed by its
last few stones: the bar stands for the objects before them, so the stones at the end of
even a heap of 10^100 can be clicked one by one (a subtraction game takes from there).
An object is numbered 0, 1, … from the left of its heap.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from .clicks import fraction, inside, point_in_share, share_of
from .heaps import HeapRows, stone_capacity, stone_rects
from .numbers import ratio

#: Stones drawn at the end of a heap shown as a bar (fewer in a narrow row).
TAIL = 6
#: Share of a stone on each side of a gap that means "split here" when that is a move.
GAP_SLACK = 0.25


@dataclass(frozen=True)
class RuleColumns:
    """x ranges (left, width) of the label, the picture, the size and the value."""

    label: tuple[float, float]
    picture: tuple[float, float]
    size: tuple[float, float]
    value: tuple[float, float]


def rule_columns(rect: QRectF, label: float, size: float, value: float) -> RuleColumns:
    gap = 8.0
    picture = max(rect.width() - label - size - value - 4 * gap, 0.0)
    left = rect.left()
    return RuleColumns((left, label), (left + label + gap, picture),
                       (left + label + picture + 2 * gap, size),
                       (left + label + picture + size + 3 * gap, value))


def cell(row: QRectF, column: tuple[float, float]) -> QRectF:
    return QRectF(column[0], row.top(), column[1], row.height())


@dataclass(frozen=True)
class HeapShape:
    """One heap as drawn: its last `len(stones)` objects as stones, the rest as `bar`."""

    index: int
    row: QRectF
    heap: int
    bar: QRectF | None
    stones: tuple[QRectF, ...]

    @property
    def first_stone(self) -> int:
        """The object the first stone drawn is."""
        return self.heap - len(self.stones)

    def stone_of(self, obj: int) -> QRectF | None:
        k = obj - self.first_stone
        return self.stones[k] if 0 <= k < len(self.stones) else None


@dataclass(frozen=True)
class RuleLayout:
    """The table as painted and clicked."""

    heaps: tuple[int, ...]          # the non-empty heaps, in the order typed
    rows: HeapRows
    columns: RuleColumns
    diameter: float
    shapes: tuple[HeapShape, ...]   # of the heaps in view

    def shape(self, index: int) -> HeapShape | None:
        start = self.rows.indices.start
        if index not in self.rows.indices or self.rows.indices.step != 1:
            return None
        return self.shapes[index - start]


def heap_shape(index: int, row: QRectF, heap: int, picture: tuple[float, float],
               diameter: float) -> HeapShape:
    area = cell(row, picture)
    capacity = stone_capacity(picture[1], diameter)
    if heap <= capacity:
        return HeapShape(index, row, heap, None, tuple(stone_rects(heap, area, diameter)))
    tail = min(TAIL, max(capacity // 2, 0), heap - 1)
    step = diameter + 2
    stones_left = area.right() - tail * step + 2
    top = area.center().y() - diameter / 2
    stones = tuple(QRectF(stones_left + i * step, top, diameter, diameter) for i in range(tail))
    height = max(diameter, 2.0)
    bar_right = stones_left - (step if tail else 0.0)
    bar = QRectF(area.left(), area.center().y() - height / 2,
                 max(bar_right - area.left(), 2.0), height)
    return HeapShape(index, row, heap, bar, stones)


def object_at(shape: HeapShape, point: QPointF) -> tuple[int, bool] | None:
    """(the object under `point`, whether it is a drawn stone), or None."""
    if not shape.row.top() <= point.y() <= shape.row.bottom():
        return None
    for k, stone in enumerate(shape.stones):
        if inside(stone, point, 1.0):
            return shape.first_stone + k, True
    bar = shape.bar
    if bar is not None and inside(bar, point, 1.0):
        return share_of(shape.first_stone, fraction(point.x(), bar.left(), bar.right())), False
    return None


def object_point(shape: HeapShape, obj: int) -> QPointF | None:
    """Where to point at object `obj` (the inverse of `object_at`)."""
    if not 0 <= obj < shape.heap:
        return None
    stone = shape.stone_of(obj)
    if stone is not None:
        return stone.center()
    if shape.bar is None:
        return None
    return point_in_share(shape.bar, obj, shape.first_stone)


def bar_cut(shape: HeapShape, obj: int) -> QRectF | None:
    """The part of the bar from object `obj` on."""
    bar = shape.bar
    if bar is None or obj >= shape.first_stone:
        return None
    cut = bar.left() + bar.width() * ratio(obj, shape.first_stone)
    return QRectF(cut, bar.top(), bar.right() - cut, bar.height())


def gap_at(shape: HeapShape, point: QPointF) -> int | None:
    """The gap under `point` between two drawn stones, as the number of objects left of it
    (1 … heap − 1), or None."""
    stones = shape.stones
    if shape.bar is not None or not shape.row.top() <= point.y() <= shape.row.bottom():
        return None
    for k in range(1, len(stones)):
        left, right = stones[k - 1], stones[k]
        if not left.top() - 1 <= point.y() <= left.bottom() + 1:
            return None
        slack = left.width() * GAP_SLACK
        if left.right() - slack <= point.x() <= right.left() + slack:
            return shape.first_stone + k
    return None


def gap_point(shape: HeapShape, left: int) -> QPointF | None:
    before, after = shape.stone_of(left - 1), shape.stone_of(left)
    if shape.bar is not None or before is None or after is None:
        return None
    return QPointF((before.right() + after.left()) / 2, before.center().y())


def gap_mark(shape: HeapShape, left: int) -> QRectF | None:
    point = gap_point(shape, left)
    if point is None:
        return None
    height = shape.stones[0].height() + 6
    return QRectF(point.x() - 1.5, point.y() - height / 2, 3.0, height)


def run_marks(shape: HeapShape, first: int, last: int) -> tuple[QRectF, ...]:
    """The stones of objects `first` … `last` (and the bar's part, when it holds some)."""
    marks = [stone for k, stone in enumerate(shape.stones)
             if first <= shape.first_stone + k <= last]
    cut = bar_cut(shape, first)
    return ((cut,) if cut is not None else ()) + tuple(marks)


def sizes_fit(heaps: Sequence[int], capacity: int) -> bool:
    return max(heaps, default=0) <= capacity
