"""The rule lab's games (subtraction, octal): each heap a row of stones with its size and
its value from the rule's table, the values' XOR underneath, the shown move's stones
crossed out.

Nim's picture (heaps.py) XORs the heap sizes themselves; here the values come from the
table (facts "values"); while the answers are hidden, neither the values nor their XOR.
Clicks: in a subtraction game a click on a stone takes it and the stones to its right, as
in Nim; in an octal game a move takes a run of stones (a run at the end leaves one heap,
one in the middle splits it), chosen by two clicks: its first stone, then its last (the
same stone again takes that stone alone); a click on the gap between two stones splits
the heap there when the code lets a heap split without taking.
A heap too long to draw is a bar and its last stones (rule_layout.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from solvers.heap_rules import parts_of
from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas
from .heaps import heap_rows, heaps_left_out, stone_capacity, stone_diameter
from .numbers import compact
from .rule_layout import (
    HeapShape,
    RuleLayout,
    bar_cut,
    cell,
    gap_at,
    gap_mark,
    gap_point,
    heap_shape,
    object_at,
    object_point,
    rule_columns,
    run_marks,
)
from .shapes import hatched, pen
from .text import RIGHT, draw_text


@dataclass(frozen=True)
class Chosen:
    """The first click of a run: the heap (index among the non-empty heaps) and object."""

    index: int
    obj: int


@dataclass(frozen=True)
class Taken:
    """What a move does to one heap: objects `first` … `last` go (none when a heap only
    splits: then `split` objects stay left of the cut)."""

    index: int
    first: int
    last: int
    split: int | None = None


#: Largest stone here: smaller than Nim's, so that a narrow picture still draws enough
#: stones at the end of a huge heap to click any small take there.
LARGEST_RULE_STONE = 34.0

class RuleHeapsCanvas(InteractiveCanvas):
    """Heaps with their values g(n) (in misère play, outcomes o(n)) and the XOR."""

    #: Whether a move takes a run of stones from anywhere in a heap (two clicks), as in
    #: octal games (rule_runs.py), rather than stones from its end.
    takes_runs = False

    # -- layout ------------------------------------------------------------------------------
    def layout_in(self, rect: QRectF, analysis: Analysis) -> RuleLayout:
        heaps = tuple(heap for heap in analysis.position.numbers if heap)
        rect = self.below_caption(rect)
        widths = self.label_widths()
        taken = self._taken(analysis, heaps, self.shown_move(analysis))
        rows = heap_rows(rect, len(heaps), widths.height() + 2,
                         taken.index if taken else None)
        shown_sizes = [heaps[i] for i in rows.indices] or [0]
        label = widths.horizontalAdvance(self.tr("heap {i}").format(i=f"{len(heaps):,}"))
        size = max(widths.horizontalAdvance(compact(s)) for s in shown_sizes)
        value = widths.horizontalAdvance(f"{self._name(analysis)} = 00")
        columns = rule_columns(rect, label, size, value)
        diameter = min(stone_diameter(rows.rows[0].height() if rows.rows else 0),
                       LARGEST_RULE_STONE)
        largest = max(shown_sizes)
        if largest <= stone_capacity(columns.picture[1], diameter):
            # Keep the numbers near the stones: the table only as wide as it needs.
            spare = max(columns.picture[1] - max(largest, 8) * (diameter + 2), 0.0)
            columns = rule_columns(rect.adjusted(spare / 2, 0, -spare / 2, 0), label, size,
                                   value)
        shapes = tuple(heap_shape(i, row, heaps[i], columns.picture, diameter)
                       for i, row in zip(rows.indices, rows.rows))
        return RuleLayout(heaps, rows, columns, diameter, shapes)

    # -- clicks ------------------------------------------------------------------------------
    def hit_in(self, layout: RuleLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        for shape in layout.shapes:
            if shape.row.top() <= point.y() <= shape.row.bottom():
                if self.takes_runs:
                    return self._run_hit(layout, analysis, shape, point)
                return self._take_hit(layout, analysis, shape, point)
        return None

    def _take_hit(self, layout: RuleLayout, analysis: Analysis, shape: HeapShape,
                  point: QPointF) -> Hit | None:
        found = object_at(shape, point)
        if found is None:
            return None
        obj = found[0]
        after = self._after(analysis, layout.heaps, shape.index, (obj,) if obj else ())
        marks = run_marks(shape, obj, shape.heap - 1) if self._legal(analysis, after) else ()
        return Hit(after, marks)

    def _run_hit(self, layout: RuleLayout, analysis: Analysis, shape: HeapShape,
                 point: QPointF) -> Hit | None:
        chosen: Chosen | None = self.pending
        if chosen is None:
            split = gap_at(shape, point)
            if split is not None:
                after = self._after(analysis, layout.heaps, shape.index,
                                    (split, shape.heap - split))
                if self._legal(analysis, after):
                    return Hit(after, (gap_mark(shape, split),))
        found = object_at(shape, point)
        if found is None or not found[1]:
            return None
        obj = found[0]
        if chosen is None or chosen.index != shape.index:
            return Hit(None, run_marks(shape, obj, obj))
        first, last = min(chosen.obj, obj), max(chosen.obj, obj)
        parts = tuple(part for part in (first, shape.heap - 1 - last) if part)
        after = self._after(analysis, layout.heaps, shape.index, parts)
        legal = self._legal(analysis, after)
        return Hit(after, run_marks(shape, first, last) if legal else ())

    def move_at(self, point: QPointF) -> Position | None:
        if not self.takes_runs:
            return super().move_at(point)
        hit = self.hit_at(point)
        if hit is None:
            self.cancel_pending()           # a click off the stones takes it back
            return None
        if hit.after is not None:
            self.set_pending(None)
            return hit.after
        layout = self.current_layout()
        shape = next(s for s in layout.shapes if s.row.top() <= point.y() <= s.row.bottom())
        found = object_at(shape, point)
        self.set_pending(Chosen(shape.index, found[0]) if found else None)
        return None

    def points_in(self, layout: RuleLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        taken = self._taken_by(analysis, layout.heaps, after, layout)
        if taken is None:
            return []
        shape = layout.shape(taken.index)
        if shape is None:
            return []
        if taken.split is not None:         # a gap means a split only when it is a move
            point = gap_point(shape, taken.split) if self._legal(analysis, after) else None
            return [point] if point is not None else []
        if not self.takes_runs:
            point = object_point(shape, taken.first)
            return [point] if point is not None and taken.last == shape.heap - 1 else []
        ends = [shape.stone_of(taken.first), shape.stone_of(taken.last)]
        return [end.center() for end in ends] if ends[0] and ends[1] else []

    def _after(self, analysis: Analysis, heaps: tuple[int, ...], index: int,
               parts: tuple[int, ...]) -> Position:
        """The position after heap `index` turns into `parts` (heaps in increasing order,
        as the rule's moves list them)."""
        return analysis.position.with_numbers(
            tuple(sorted(heaps[:index] + parts + heaps[index + 1:])))

    def _legal(self, analysis: Analysis, after: Position) -> bool:
        legal = self.spec.legal_move
        return legal is not None and legal(analysis.position, after) is not None

    # -- reading a move ----------------------------------------------------------------------
    def _taken(self, analysis: Analysis, heaps: tuple[int, ...],
               shown: ShownMove | None) -> Taken | None:
        if shown is None:
            return None
        return self.cached(("taken", shown.index),
                           lambda: self._taken_by(analysis, heaps, shown.move.after))

    def _taken_by(self, analysis: Analysis, heaps: tuple[int, ...], after: Position,
                  layout: RuleLayout | None = None) -> Taken | None:
        """Which objects of which heap the move to `after` takes: a run at the end when it
        leaves one heap, else one leaving its smaller part on the left. Of equal heaps,
        the first in view."""
        if after.options != analysis.position.options:
            return None
        try:
            index, parts = parts_of(heaps, tuple(h for h in after.numbers if h))
        except ValueError:
            return None
        if layout is not None and layout.shape(index) is None:
            index = next((s.index for s in layout.shapes if s.heap == heaps[index]), index)
        heap = heaps[index]
        taken = heap - sum(parts)
        if len(parts) > 2 or taken < 0:
            return None
        left = parts[0] if len(parts) == 2 else 0
        if len(parts) == 1:
            left = parts[0]
        if taken == 0:
            return Taken(index, left, left - 1, left) if len(parts) == 2 else None
        return Taken(index, left, left + taken - 1)

    # -- painting ----------------------------------------------------------------------------
    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        layout = self.layout(rect, analysis)
        heaps, values = layout.heaps, analysis.facts.get("values") or ()
        rect = self.paint_caption(painter, rect, self._captions(heaps, values, analysis))
        if not heaps:
            self.paint_note(painter, rect, self.tr("No heap is left."))
            return
        shown = self.shown_move(analysis)
        taken = self._taken(analysis, heaps, shown)
        painter.setFont(self.label_font())
        self._paint_rows(painter, layout, values, self._name(analysis), taken, shown)
        rows = layout.rows
        if rows.more is not None:
            painter.setPen(self.muted())
            draw_text(painter, rows.more, heaps_left_out(len(heaps) - len(rows.indices)))
        if self.answers_shown:          # (hidden, the values are not drawn either)
            self._paint_total(painter, layout, analysis.facts.get("grundy"))
        if self.pending is not None:
            self._paint_chosen(painter, layout, self.pending, rect)

    def _paint_total(self, painter: QPainter, layout: RuleLayout, total: int | None) -> None:
        """Under a rule, the XOR of the values (or "misère": outcomes do not add up)."""
        rows, columns = layout.rows, layout.columns
        painter.setPen(self.muted())
        right = columns.value[0] + columns.value[1]
        painter.drawLine(QPointF(columns.label[0], rows.rule_y), QPointF(right, rows.rule_y))
        painter.setPen(self.ink())
        words = self.tr("XOR {total}").format(total=total) if total is not None else \
            self.tr("misère")
        draw_text(painter, QRectF(columns.label[0], rows.total.top(), right - columns.label[0],
                                  rows.total.height()), words, RIGHT)

    def _paint_rows(self, painter: QPainter, layout: RuleLayout, values: Sequence[int],
                    name: str, taken: Taken | None, shown: ShownMove | None) -> None:
        columns = layout.columns
        for shape in layout.shapes:
            i, row = shape.index, shape.row
            painter.setPen(self.muted(0.35))
            draw_text(painter, cell(row, columns.label), self.tr("heap {i}").format(
                i=f"{i + 1:,}"), RIGHT)
            mine = taken if taken is not None and taken.index == i and shown else None
            self._paint_heap(painter, shape, mine, shown)
            painter.setPen(self.ink())
            draw_text(painter, cell(row, columns.size), compact(shape.heap), RIGHT)
            if i < len(values):
                draw_text(painter, cell(row, columns.value), f"{name} = {values[i]}", RIGHT)

    def _paint_heap(self, painter: QPainter, shape: HeapShape, taken: Taken | None,
                    shown: ShownMove | None) -> None:
        if taken is None or shown is None:
            self._paint_kept_heap(painter, shape)
            return
        self._paint_objects(painter, shape, taken, shown)
        if taken.split is not None:
            mark = gap_mark(shape, taken.split)
            if mark is not None:
                painter.fillRect(mark, self.move_colour(shown))
            return
        cut = bar_cut(shape, taken.first)
        if cut is not None:
            painter.fillRect(cut, self.tint(self.accents().move, 0.35))
            hatched(painter, cut, self.move_colour(shown))

    def _paint_kept_heap(self, painter: QPainter, shape: HeapShape) -> None:
        """A heap no move marks, from a picture of it: a keystroke changes one heap of
        twenty, and heaps of many digits all look alike (a bar and its last stones)."""
        parts = (shape.bar, *shape.stones) if shape.bar is not None else shape.stones
        if not parts:
            return
        area = parts[0]
        for part in parts[1:]:
            area = area.united(part)
        area = area.adjusted(-1, -1, 1, 1)             # the stones' outlines
        x, y = area.left(), area.top()
        key = ("heap", self.palette().cacheKey(), self.ink().rgba(), self.muted().rgba(),
               shape.bar is not None,
               tuple((round(r.left() - x, 3), round(r.top() - y, 3), round(r.width(), 3),
                      round(r.height(), 3)) for r in parts))

        self.paint_cached(painter, key, area, lambda inner: self._paint_objects(inner, shape))

    def _paint_objects(self, painter: QPainter, shape: HeapShape, taken: Taken | None = None,
                       shown: ShownMove | None = None) -> None:
        """The heap's bar and stones; the stones the shown move takes crossed out."""
        if shape.bar is not None:
            painter.fillRect(shape.bar, self.tint(self.ink(), 0.55))
            self._paint_ellipsis(painter, shape)
        for k, stone in enumerate(shape.stones):
            obj = shape.first_stone + k
            if taken is not None and shown is not None and taken.first <= obj <= taken.last:
                self.paint_taken_stone(painter, stone, shown)
            else:
                self.paint_stone(painter, stone)

    def _paint_ellipsis(self, painter: QPainter, shape: HeapShape) -> None:
        """Three dots between a bar and the stones that end its heap: objects left out."""
        if shape.bar is None or not shape.stones:
            return
        left, right = shape.bar.right(), shape.stones[0].left()
        radius = min(max(shape.bar.height() / 14, 1.0), 2.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.muted())
        for k in (1, 2, 3):
            painter.drawEllipse(QPointF(left + (right - left) * k / 4, shape.bar.center().y()),
                                radius, radius)

    def _paint_chosen(self, painter: QPainter, layout: RuleLayout, chosen: Chosen,
                      bounds: QRectF) -> None:
        """The first stone of a run chosen, and what to do next."""
        shape = layout.shape(chosen.index)
        stone = shape.stone_of(chosen.obj) if shape is not None else None
        if stone is None:
            return
        painter.setPen(pen(self.accents().move, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(stone.adjusted(-3, -3, 3, 3))
        self.paint_hint(painter, bounds, self.tr(
            "Heap {h}, stone {s} chosen: click the run's last stone (or it again); Esc: "
            "cancel").format(s=f"{chosen.obj + 1:,}",
                                                           h=f"{chosen.index + 1:,}"))

    # -- words -------------------------------------------------------------------------------
    def _name(self, analysis: Analysis) -> str:
        return "o" if analysis.facts.get("grundy") is None else "g"

    def _captions(self, heaps: Sequence[int], values: Sequence[int],
                  analysis: Analysis) -> list[str]:
        rule = analysis.facts.get("rule", "")
        total = analysis.facts.get("grundy")
        if total is None:
            return [self.tr("{rule}: misère outcomes").format(rule=rule)]
        short = [self.tr("{rule}: XOR of the values = {total}").format(rule=rule, total=total)]
        if len(heaps) <= 6 and len(values) == len(heaps):
            terms = " ⊕ ".join(f"g({compact(heap)})" for heap in heaps)
            numbers = " ⊕ ".join(map(str, values))
            return [self.tr("{rule}: {terms} = {numbers} = {total}").format(
                rule=rule, terms=terms, numbers=numbers, total=total)] + short
        return short


register_canvas("rule_heaps", RuleHeapsCanvas)
