"""Nim and misère Nim: each heap a row of stones, its binary digits beside it, and the
XOR of the columns underneath."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter

from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import (
    Hit,
    InteractiveCanvas,
    changed_number_points,
    fraction,
    inside,
    point_in_share,
    share_of,
)
from .layout import window
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import cross, hatched, swatch
from .text import (
    RIGHT,
    Metrics,
    draw_column_rows,
    draw_columns,
    draw_text,
    number_text,
    painter_widths,
)

#: Largest stone; smaller rows get smaller stones, and below the smallest, bars.
LARGEST_STONE = 52.0
SMALLEST_STONE = 5.0
#: Share of the width the binary digits may take before the table shows decimals only.
BITS_SHARE = 0.4


@dataclass(frozen=True)
class HeapRows:
    """Where the rows go: one per shown heap, a note for those left out, the XOR row."""

    indices: range
    rows: tuple[QRectF, ...]
    more: QRectF | None
    total: QRectF
    rule_y: float


def heaps_left_out(count: int) -> str:
    """The note in the row of the heaps a window leaves out: "⋯ 1 more heap", "⋯ 12 more
    heaps"."""
    if count == 1:
        return QCoreApplication.translate("HeapsCanvas", "⋯ 1 more heap")
    return QCoreApplication.translate("HeapsCanvas", "⋯ {n} more heaps").format(n=f"{count:,}")


def heap_rows(rect: QRectF, count: int, line: float, focus: int | None) -> HeapRows:
    """Rows of at least one text line each; a window of the heaps when not all fit."""
    rule_gap = 5.0
    usable = rect.height() - rule_gap
    fit = max(int(usable // line) - 1, 1)          # less the XOR row
    if count <= fit:
        indices = range(count)
        more_rows = 0
    else:
        indices = window(count, max(fit - 1, 1), focus)
        more_rows = 1
    lines = len(indices) + more_rows + 1
    height = min(usable / lines, line * 4.2)     # few heaps fill the canvas, not a band
    top = rect.top() + (usable - lines * height) / 2
    # The note stands where the heaps are left out: above, when only earlier ones are.
    more_first = bool(more_rows) and indices.start > 0 and indices.stop == count
    first_row = top + (height if more_first else 0.0)
    rows = tuple(QRectF(rect.left(), first_row + i * height, rect.width(), height)
                 for i in range(len(indices)))
    y = first_row + len(indices) * height
    more = None
    if more_rows:
        more = QRectF(rect.left(), top if more_first else y, rect.width(), height)
        y += 0.0 if more_first else height
    return HeapRows(indices, rows, more, QRectF(rect.left(), y + rule_gap, rect.width(), height),
                    y + rule_gap / 2)


def stone_diameter(row_height: float) -> float:
    return max(min(row_height * 0.75, LARGEST_STONE), 0.0)


def stone_capacity(width: float, diameter: float) -> int:
    if diameter < SMALLEST_STONE:
        return 0
    return int((width + 2) // (diameter + 2))


def stone_rects(count: int, area: QRectF, diameter: float) -> list[QRectF]:
    """`count` stones in a line from the left of `area`, vertically centred."""
    top = area.center().y() - diameter / 2
    return [QRectF(area.left() + i * (diameter + 2), top, diameter, diameter)
            for i in range(count)]


def bar_length(value: int, largest: int, width: float) -> float:
    """A heap as a bar scaled to the largest heap shown; a non-empty heap stays visible."""
    if value <= 0 or largest <= 0:
        return 0.0
    return max(width * min(ratio(value, largest), 1.0), 2.0)


def bar_rect(row: QRectF, column: tuple[float, float], value: int, largest: int) -> QRectF:
    """Heap `value`'s bar in `column` of `row`, as high as a stone would be."""
    height = stone_diameter(row.height())
    return QRectF(column[0], row.center().y() - height / 2,
                  bar_length(value, largest, column[1]), height)


def bit_count(values: Sequence[int]) -> int:
    return max([v.bit_length() for v in values] + [1])


@dataclass(frozen=True)
class Columns:
    """Left edge and width of each column of the table."""

    label: tuple[float, float]
    picture: tuple[float, float]
    value: tuple[float, float]
    bits: tuple[float, float]


def heap_columns(rect: QRectF, label_width: float, value_width: float, bits_width: float,
                 gap: float = 6.0) -> Columns:
    """Label | stones or bar | value | binary digits; the digits are dropped (width 0) when
    they would crowd the picture."""
    if bits_width > rect.width() * BITS_SHARE:
        bits_width = 0.0
    x = rect.left()
    label = (x, label_width)
    x += label_width + gap
    bits = (rect.right() - bits_width, bits_width)
    value_right = bits[0] - (gap * 1.5 if bits_width else 0.0)
    value = (value_right - value_width, value_width)
    picture = (x, max(value[0] - gap - x, 0.0))
    return Columns(label, picture, value, bits)


def span(row: QRectF, column: tuple[float, float]) -> QRectF:
    return QRectF(column[0], row.top(), column[1], row.height())


@dataclass(frozen=True)
class HeapLayout:
    """The table as painted and clicked: rows, columns, and stones or bars."""

    rows: HeapRows
    columns: Columns
    scale: float            # of the label font
    wide: bool              # room for "heap 12"
    diameter: float
    as_stones: bool
    largest: int            # of the heaps shown: the bars' scale
    bits: int               # binary digits shown (0: none)


def heap_picture(layout: HeapLayout, heaps: Sequence[int], index: int) -> QRectF | None:
    """Where heap `index` is drawn: its stones or its bar, or None when out of view."""
    rows = layout.rows
    if index not in rows.indices:
        return None
    row = rows.rows[index - rows.indices.start]
    if layout.as_stones:
        return span(row, layout.columns.picture)
    return bar_rect(row, layout.columns.picture, heaps[index], layout.largest)


def heap_hit(layout: HeapLayout, heaps: Sequence[int],
             point: QPointF) -> tuple[int, int, tuple[QRectF, ...]] | None:
    """(heap, size left, what is taken) of a click: a stone takes itself and every stone
    to its right; a point on a bar takes that share of the heap and the rest to its right."""
    rows = layout.rows
    for index, row in zip(rows.indices, rows.rows):
        if not row.top() <= point.y() <= row.bottom():
            continue
        picture = heap_picture(layout, heaps, index)
        if picture is None or heaps[index] <= 0:
            return None
        if layout.as_stones:
            stones = stone_rects(heaps[index], picture, layout.diameter)
            for k, stone in enumerate(stones):
                if inside(stone, point, 1.0):
                    return index, k, tuple(stones[k:])
            return None
        if not picture.left() - 1 <= point.x() <= picture.right() + 1:
            return None
        left = share_of(heaps[index], fraction(point.x(), picture.left(), picture.right()))
        cut = picture.left() + picture.width() * ratio(left, heaps[index])
        return index, left, (QRectF(cut, picture.top(), picture.right() - cut,
                                    picture.height()),)
    return None


def heap_point(layout: HeapLayout, heaps: Sequence[int], index: int,
               left: int) -> QPointF | None:
    """Where to click to leave `left` in heap `index` (the inverse of `heap_hit`)."""
    picture = heap_picture(layout, heaps, index)
    if picture is None or not 0 <= left < heaps[index]:
        return None
    if layout.as_stones:
        return stone_rects(left + 1, picture, layout.diameter)[left].center()
    return point_in_share(picture, left, heaps[index])


class HeapsCanvas(InteractiveCanvas):
    """Nim and misère Nim. The XOR row marks the columns that hold an odd number of ones;
    a winning move crosses out the stones it takes. A click on a stone takes it and the
    stones to its right. While the answers are hidden: the heaps and their sizes only."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> HeapLayout:
        heaps = analysis.position.numbers
        target = self._target(analysis, self.shown_move(analysis))
        rect = self.below_caption(rect)
        rect = self.above_key(rect, self._legend(analysis, self._shows_bits(
            rect, heaps, analysis.facts.get("xor", 0))))
        line = self.label_widths(0.95).height()
        rows = heap_rows(rect, len(heaps), line + 2, target[0] if target else None)
        # Tall rows (few heaps, a big window) get larger text, up to a third larger.
        scale = 0.95 * min(max(rows.total.height() / (line * 2.2), 1.0), 1.35)
        metrics = self.label_widths(scale, bold=True)        # wide enough for XOR
        values = [heaps[i] for i in rows.indices]
        # While the answers are hidden: no XOR row and no binary digits (the nim-sum's).
        total = analysis.facts.get("xor", 0) if self.answers_shown else None
        wide = rect.width() >= 300          # room to write "heap 12", not just "12"
        columns = self._columns(rect, metrics, rows, values, total, wide)
        largest = max(values, default=0)
        diameter = stone_diameter(rows.rows[0].height() if rows.rows else 0)
        as_stones = largest <= stone_capacity(columns.picture[1], diameter)
        if as_stones:
            # Keep the numbers near the stones: the table is only as wide as it needs.
            spare = max(columns.picture[1] - max(largest, 8) * (diameter + 2), 0.0)
            table = rect.adjusted(spare / 2, 0, -spare / 2, 0)
            columns = self._columns(table, metrics, rows, values, total, wide)
        small = bool(analysis.facts.get("all_small"))
        bits = bit_count([*values, total]) if columns.bits[1] and not small else 0
        return HeapLayout(rows, columns, scale, wide, diameter, as_stones, largest, bits)

    def hit_in(self, layout: HeapLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        heaps = analysis.position.numbers
        found = heap_hit(layout, heaps, point)
        if found is None:
            return None
        index, left, marks = found
        return Hit(analysis.position.with_numbers(heaps[:index] + (left,) + heaps[index + 1:]),
                   marks)

    def points_in(self, layout: HeapLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        heaps = analysis.position.numbers
        return changed_number_points(heaps, after.numbers,
                                     lambda index, value: heap_point(layout, heaps, index, value))

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        heaps = analysis.position.numbers
        total = analysis.facts.get("xor", 0)
        layout = self.layout(rect, analysis)
        rows, columns, bits = layout.rows, layout.columns, layout.bits
        shown = self.shown_move(analysis)
        rect = self.paint_caption(painter, rect, self._caption(analysis))
        self.paint_key(painter, rect, self._legend(analysis, self._shows_bits(
            rect, heaps, total)))
        painter.setFont(self.label_font(layout.scale))
        if bits:
            self._paint_odd_columns(painter, rows, columns, total, bits)
        # Column by column, each in one pen: the rows do not overlap, so the order in
        # which they are drawn does not show.
        self._paint_labels(painter, layout)
        self._paint_pictures(painter, layout, heaps, self._target(analysis, shown), shown)
        self._paint_numbers(painter, layout, heaps)
        if bits:
            self._paint_digits(painter, layout, heaps)
        if rows.more is not None:
            left_out = len(heaps) - len(rows.indices)
            painter.setPen(self.muted())
            draw_text(painter, rows.more, heaps_left_out(left_out))
        if self.answers_shown:
            self._paint_total(painter, rows, columns, total, bits, analysis)

    def _paint_labels(self, painter: QPainter, layout: HeapLayout) -> None:
        column = layout.columns.label
        painter.setPen(self.muted(0.35))
        label = self._heap_label_template(layout.wide)
        for i, row in zip(layout.rows.indices, layout.rows.rows):
            draw_text(painter, span(row, column), label.format(i=f"{i + 1:,}"), RIGHT)

    def _paint_pictures(self, painter: QPainter, layout: HeapLayout, heaps: Sequence[int],
                        target: tuple[int, int] | None, shown: ShownMove | None) -> None:
        """Each heap's stones or bar, the part the shown move takes marked."""
        column = layout.columns.picture
        fill = self.tint(self.ink(), 0.55)
        for i, row in zip(layout.rows.indices, layout.rows.rows):
            taken = heaps[i] - target[1] if target and target[0] == i else 0
            if layout.as_stones:
                self._paint_stones(painter, span(row, column), heaps[i], taken,
                                   layout.diameter, shown)
                continue
            bar = bar_rect(row, column, heaps[i], layout.largest)
            painter.fillRect(bar, fill)
            if taken and shown:
                self._paint_taken_part(painter, bar, heaps[i], taken, shown)

    def _paint_numbers(self, painter: QPainter, layout: HeapLayout,
                       heaps: Sequence[int]) -> None:
        column = layout.columns.value
        painter.setPen(self.ink())
        widths = painter_widths(painter)
        for i, row in zip(layout.rows.indices, layout.rows.rows):
            rect = span(row, column)
            draw_text(painter, rect, number_text(widths, heaps[i], rect.width()) or "", RIGHT)

    def _paint_digits(self, painter: QPainter, layout: HeapLayout,
                      heaps: Sequence[int]) -> None:
        """Each heap's binary digits, one per column; ones in ink, zeros faded."""
        column, form = layout.columns.bits, f"0{layout.bits}b"
        draw_column_rows(painter, [(span(row, column), format(heaps[i], form))
                                   for i, row in zip(layout.rows.indices, layout.rows.rows)],
                         self._digit_colours())

    # -- pieces ------------------------------------------------------------------------------
    def _columns(self, rect: QRectF, metrics: Metrics, rows: HeapRows,
                 values: Sequence[int], total: int | None, wide: bool) -> Columns:
        """The table's columns; without a total (the answers hidden), no binary digits."""
        last = rows.indices[-1] if rows.indices else 0
        label = self._heap_label(last, wide)
        label_width = max(metrics.horizontalAdvance(label), metrics.horizontalAdvance("XOR"))
        numbers = [*values, total] if total is not None else list(values)
        value_width = max((metrics.horizontalAdvance(number_text(metrics, v, rect.width() / 5)
                                                     or "") for v in numbers), default=0.0)
        bits_width = (bit_count(numbers) * metrics.horizontalAdvance("0")
                      if total is not None else 0.0)
        return heap_columns(rect, label_width, value_width, bits_width)

    def _heap_label(self, index: int, wide: bool) -> str:
        return self._heap_label_template(wide).format(i=f"{index + 1:,}")

    def _heap_label_template(self, wide: bool) -> str:
        return self.tr("heap {i}") if wide else "{i}"

    def _paint_label(self, painter: QPainter, rect: QRectF, label: str) -> None:
        painter.setPen(self.muted(0.35))
        draw_text(painter, rect, label, RIGHT)

    def _paint_number(self, painter: QPainter, rect: QRectF, value: int) -> None:
        painter.setPen(self.ink())
        draw_text(painter, rect, number_text(painter_widths(painter), value, rect.width()) or "",
                  RIGHT)

    def _paint_stones(self, painter: QPainter, area: QRectF, count: int, taken: int,
                      diameter: float, shown: ShownMove | None) -> None:
        for i, rect in enumerate(stone_rects(count, area, diameter)):
            if shown and i >= count - taken:
                self.paint_taken_stone(painter, rect, shown)
            else:
                self.paint_stone(painter, rect)

    def _paint_taken_part(self, painter: QPainter, bar: QRectF, value: int, taken: int,
                          shown: ShownMove) -> None:
        cut = bar_length(taken, value, bar.width())
        part = QRectF(bar.right() - cut, bar.top(), cut, bar.height())
        painter.fillRect(part, self.tint(self.accents().move, 0.35))
        hatched(painter, part, self.move_colour(shown))

    def _paint_bits(self, painter: QPainter, rect: QRectF, value: int, bits: int) -> None:
        """The binary digits, one per column; ones in ink, zeros faded."""
        draw_columns(painter, rect, format(value, f"0{bits}b"), self._digit_colours())

    def _digit_colours(self) -> dict[str, QColor]:
        return {"1": self.ink(), "0": self.muted(0.55)}

    def _paint_odd_columns(self, painter: QPainter, rows: HeapRows, columns: Columns,
                           total: int, bits: int) -> None:
        """Tint the columns whose ones are odd in number: the ones of the XOR."""
        digit = columns.bits[1] / bits
        top = rows.rows[0].top() if rows.rows else rows.total.top()
        tint = self.tint(self.accents().mark, 0.18)
        for column in range(bits):
            if (total >> (bits - 1 - column)) & 1:
                painter.fillRect(QRectF(columns.bits[0] + column * digit, top, digit,
                                        rows.total.bottom() - top), tint)

    def _paint_total(self, painter: QPainter, rows: HeapRows, columns: Columns, total: int,
                     bits: int, analysis: Analysis) -> None:
        right = columns.bits[0] + columns.bits[1]
        painter.setPen(self.muted())
        painter.drawLine(QPointF(columns.label[0], rows.rule_y), QPointF(right, rows.rule_y))
        font = QFont(painter.font())
        font.setBold(True)
        painter.setFont(font)
        if analysis.facts.get("all_small"):
            ones = analysis.facts.get("ones", 0)
            painter.setPen(self.ink())
            draw_text(painter, span(rows.total, (columns.label[0], right - columns.label[0])),
                      self.tr("{n} heap(s) of 1: an {parity} number").format(
                          n=f"{ones:,}", parity=self.tr("odd") if ones % 2 else self.tr("even")),
                      RIGHT)
            return
        self._paint_label(painter, span(rows.total, columns.label), "XOR")
        self._paint_number(painter, span(rows.total, columns.value), total)
        if bits:
            self._paint_bits(painter, span(rows.total, columns.bits), total, bits)

    def _shows_bits(self, rect: QRectF, heaps: Sequence[int], total: int) -> bool:
        """Whether the binary digits will fit (the heaps in view are at most as long as the
        longest of the first few thousand)."""
        digit = self.label_widths(0.95, bold=True).horizontalAdvance("0")
        bits = bit_count([*heaps[:4096], total])
        return bits * digit <= rect.width() * BITS_SHARE

    def _legend(self, analysis: Analysis, bits: bool) -> list[LegendEntry]:
        accents = self.accents()
        entries = [LegendEntry(self.tr("taken by the move"),
                               lambda p, r: cross(p, r, accents.move, 2.0), needs_move=True)]
        if bits and analysis.facts.get("xor") and not analysis.facts.get("all_small"):
            entries.append(LegendEntry(self.tr("odd number of 1s in the column"),
                                       lambda p, r: swatch(p, r, self.tint(accents.mark, 0.18),
                                                           self.muted()), answer=True))
        return entries

    # -- reading the analysis -------------------------------------------------------------------
    def _target(self, analysis: Analysis, shown: ShownMove | None) -> tuple[int, int] | None:
        """(heap index, size after) of the shown move."""
        return self.changed_number(shown, analysis.position.numbers)

    def _caption(self, analysis: Analysis) -> str:
        heaps = analysis.position.numbers
        total = analysis.facts.get("xor", 0)
        if analysis.facts.get("all_small"):
            return self.tr("Misère, every heap ≤ 1: count the heaps of 1")
        if len(heaps) <= 6 and all(h < 1000 for h in heaps):
            terms = " ⊕ ".join(str(h) for h in heaps)
            return self.tr("XOR: {terms} = {total}").format(terms=terms, total=total)
        if len(heaps) == 1:
            return self.tr("One heap: XOR = {total}").format(total=compact(total))
        return self.tr("XOR of the {n} heaps = {total}").format(n=f"{len(heaps):,}",
                                                                total=compact(total))


register_canvas("heaps", HeapsCanvas)
