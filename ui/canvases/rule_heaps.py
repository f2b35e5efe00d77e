"""The rule lab's games (subtraction, octal): each heap a row of stones with its size and
its value from the rule's table, the values' XOR underneath, the shown move's heap marked.

Nim's picture (heaps.py) XORs the heap sizes themselves and takes stones by clicks; here
the values come from the table (facts "values") and a move may break a heap, so moves
are made from the move list, not by clicking stones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPen

from solvers.spec import Analysis

from . import register_canvas
from .base import Canvas, ShownMove
from .heaps import HeapRows, bar_rect, heap_rows, stone_capacity, stone_diameter, stone_rects
from .numbers import compact
from .text import RIGHT, draw_text


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


class RuleHeapsCanvas(Canvas):
    """Heaps with their values g(n) (in misère play, outcomes o(n)) and the XOR."""

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        heaps = [heap for heap in analysis.position.numbers if heap]
        values: Sequence[int] = analysis.facts.get("values") or ()
        shown = self.shown_move(analysis)
        rect = self.paint_caption(painter, rect, self._captions(heaps, values, analysis))
        if not heaps:
            self.paint_note(painter, rect, self.tr("No heap is left."))
            return
        changed = self._changed_heap(heaps, shown)
        painter.setFont(self.label_font())
        widths = self.label_widths()
        rows = heap_rows(rect, len(heaps), widths.height() + 2, changed)
        name = "o" if analysis.facts.get("grundy") is None else "g"
        shown_sizes = [heaps[i] for i in rows.indices]
        columns = rule_columns(
            rect, widths.horizontalAdvance(self.tr("heap {i}").format(i=len(heaps))),
            max(widths.horizontalAdvance(compact(size)) for size in shown_sizes),
            widths.horizontalAdvance(f"{name}(n) = 00"))
        self._paint_rows(painter, rows, columns, heaps, values, name, changed, shown)
        if rows.more is not None:
            painter.setPen(self.muted())
            draw_text(painter, rows.more, self.tr("⋯ {n} more heaps").format(
                n=f"{len(heaps) - len(rows.indices):,}"))
        total = analysis.facts.get("grundy")
        painter.setPen(self.muted())
        painter.drawLine(rows.total.left(), rows.rule_y, rows.total.right(), rows.rule_y)
        painter.setPen(self.ink())
        words = self.tr("XOR {total}").format(total=total) if total is not None else \
            self.tr("misère")
        draw_text(painter, cell(rows.total, columns.value), words, RIGHT)

    def _paint_rows(self, painter: QPainter, rows: HeapRows, columns: RuleColumns,
                    heaps: list[int], values: Sequence[int], name: str, changed: int | None,
                    shown: ShownMove | None) -> None:
        largest = max(heaps[i] for i in rows.indices)
        diameter = stone_diameter(rows.rows[0].height() if rows.rows else 0)
        as_stones = largest <= stone_capacity(columns.picture[1], diameter)
        for i, row in zip(rows.indices, rows.rows):
            if i == changed and shown is not None:
                pen = QPen(self.move_colour(shown), 2.0, self.move_pen_style(shown))
                painter.setPen(pen)
                painter.drawRect(row.adjusted(1, 1, -1, -1))
            painter.setPen(self.muted(0.35))
            draw_text(painter, cell(row, columns.label), self.tr("heap {i}").format(
                i=f"{i + 1:,}"), RIGHT)
            area = cell(row, columns.picture)
            if as_stones:
                for stone in stone_rects(heaps[i], area, diameter):
                    self.paint_stone(painter, stone)
            else:
                painter.fillRect(bar_rect(row, columns.picture, heaps[i], largest),
                                 self.tint(self.ink(), 0.55))
            painter.setPen(self.ink())
            draw_text(painter, cell(row, columns.size), compact(heaps[i]), RIGHT)
            if i < len(values):
                draw_text(painter, cell(row, columns.value), f"{name} = {values[i]}", RIGHT)

    def _changed_heap(self, heaps: list[int], shown: ShownMove | None) -> int | None:
        """The heap the shown move plays on (its focus names it: "heap 3")."""
        if shown is None or shown.move.focus is None:
            return None
        number = dict(shown.move.focus.values).get("heap")
        if not isinstance(number, int):
            return None
        before = [i for i, heap in enumerate(self._analysis.position.numbers) if heap] \
            if self._analysis is not None else []
        place = number - 1
        return before.index(place) if place in before else None

    def _captions(self, heaps: list[int], values: Sequence[int],
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
