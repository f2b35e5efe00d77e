"""HDU 3389 card boxes: six columns, one per class of i mod 6, so the counted classes
(0, 2 and 5) stand as whole columns; a move carries cards from box A to box B."""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter

from solvers.boxes import ODD_CLASSES
from solvers.spec import Analysis

from .accents import CLASS_HUES
from .base import Canvas, ShownMove
from .layout import changed_indices, kept_inside, window
from .legend import LegendEntry
from .numbers import compact
from .shapes import arrow, arrow_apex, outline, pen, swatch
from .text import CENTRE, LEFT, RIGHT, draw_text, number_text

COLUMNS = 6
SMALLEST_ROW = 24.0
#: Rows beyond this would show more boxes, not more of the idea.
MOST_ROWS = 12
LARGEST_ROW = 110.0
GAP = 5.0
BEND = 0.3


@dataclass(frozen=True)
class BoxGrid:
    """Boxes first_box … in rows of six; column c holds the boxes with i mod 6 == (c+1) % 6."""

    first_box: int          # 1-based number of the box at the top left
    rows: int
    count: int              # boxes in the position
    left: float
    top: float
    width: float            # of one box
    height: float

    def rect(self, box: int) -> QRectF | None:
        """Where box `box` (1-based) is drawn, or None if it is out of view."""
        offset = box - self.first_box
        if not 0 <= offset < self.rows * COLUMNS or box > self.count:
            return None
        row, column = divmod(offset, COLUMNS)
        return QRectF(self.left + column * (self.width + GAP),
                      self.top + row * (self.height + GAP), self.width, self.height)

    def boxes(self) -> range:
        return range(self.first_box, min(self.first_box + self.rows * COLUMNS, self.count + 1))


def box_grid(rect: QRectF, count: int, focus_box: int | None) -> BoxGrid:
    """Rows of six boxes; a window of rows around `focus_box` when not all fit."""
    total_rows = max(math.ceil(count / COLUMNS), 1)
    fit = min(max(int((rect.height() + GAP) // (SMALLEST_ROW + GAP)), 1), MOST_ROWS)
    rows = window(total_rows, fit, None if focus_box is None else (focus_box - 1) // COLUMNS)
    height = min((rect.height() + GAP) / max(len(rows), 1) - GAP, LARGEST_ROW)
    width = min((rect.width() + GAP) / COLUMNS - GAP, height * 1.8)
    left = rect.left() + (rect.width() - (COLUMNS * (width + GAP) - GAP)) / 2
    top = rect.top() + max((rect.height() - (len(rows) * (height + GAP) - GAP)) / 2, 0.0)
    return BoxGrid(rows.start * COLUMNS + 1, len(rows), count, left, top, width, height)


def column_class(column: int) -> int:
    """i mod 6 of the boxes in grid column `column` (0-based)."""
    return (column + 1) % COLUMNS


def is_counted(counted: Sequence[int], box: int) -> bool:
    """Membership in the solver's sorted list of counted boxes."""
    at = bisect_left(counted, box)
    return at < len(counted) and counted[at] == box


class BoxesCanvas(Canvas):
    """Card boxes."""

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        cards = analysis.position.numbers
        counted = analysis.facts.get("counted_boxes", ())
        rect = self.paint_caption(painter, rect, self._captions(analysis))
        rect = self.paint_key(painter, rect, self._legend())
        painter.setFont(self.label_font(0.85))
        metrics = QFontMetricsF(painter.font())
        line = metrics.height()
        shown = self.shown_move(analysis)
        move = self._move(analysis, shown)
        body = rect.adjusted(0, line + 4, 0, -(line + 2))
        grid = box_grid(body, len(cards), move[0] if move else None)
        header = QRectF(rect.left(), grid.top - line - 4, rect.width(), line)
        self._paint_header(painter, header, grid, metrics)
        self._paint_boxes(painter, grid, cards, counted, metrics)
        if grid.first_box > 1 or grid.boxes().stop <= len(cards):
            self._paint_window_note(painter, rect, grid, len(cards), metrics)
        if move and shown:
            self._paint_move(painter, grid, move, shown, rect, metrics)

    def _paint_header(self, painter: QPainter, header: QRectF, grid: BoxGrid,
                      metrics: QFontMetricsF) -> None:
        """Each column's class, the counted ones in the mark colour."""
        for column in range(COLUMNS):
            cls = column_class(column)
            marked = cls in ODD_CLASSES
            x = grid.left + column * (grid.width + GAP)
            text = self.tr("mod 6 = {c}").format(c=cls)
            if metrics.horizontalAdvance(text) > grid.width:
                text = self.tr("≡{c}").format(c=cls)
            painter.setFont(self.label_font(0.85, bold=marked))
            painter.setPen(self.accents().mark if marked else self.muted(0.3))
            draw_text(painter, QRectF(x, header.top(), grid.width, header.height()), text,
                      elide=False)
        painter.setFont(self.label_font(0.85))

    def _paint_boxes(self, painter: QPainter, grid: BoxGrid, cards: Sequence[int],
                     counted: Sequence[int], metrics: QFontMetricsF) -> None:
        """The boxes, then all their card counts, then all their numbers: one font change
        per pass rather than per box."""
        boxes = [(box, rect) for box in grid.boxes() if (rect := grid.rect(box)) is not None]
        painter.setPen(pen(self.muted(0.5), 1.0))
        for box, rect in boxes:
            painter.setBrush(self.tint(CLASS_HUES[box % COLUMNS], 0.3))
            painter.drawRect(rect)
        painter.setPen(pen(self.accents().mark, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for box, rect in boxes:
            if is_counted(counted, box):
                painter.drawRect(rect.adjusted(1.25, 1.25, -1.25, -1.25))
        line = metrics.height()
        bold = self.label_font(min(max(grid.height / (3 * line), 1.0), 1.8), bold=True)
        big = QFontMetricsF(bold)
        tall = grid.height >= line + big.height() + 2
        painter.setFont(bold)
        painter.setPen(self.ink())
        for box, rect in boxes:
            # Tall boxes: number above, cards below; short ones: number left, cards right.
            area = rect.adjusted(2, line, -2, -2) if tall else rect.adjusted(rect.width() / 2, 0,
                                                                             -4, 0)
            draw_text(painter, area, number_text(big, cards[box - 1], area.width()) or "",
                      CENTRE if tall else RIGHT, elide=False)
        painter.setFont(self.label_font(0.85))
        painter.setPen(self.muted(0.3))
        for box, rect in boxes:
            if tall:
                label = self.tr("box {n}").format(n=compact(box))
                area = QRectF(rect.left() + 4, rect.top() + 2, rect.width() - 8, line)
            else:
                label = compact(box)
                area = QRectF(rect.left() + 4, rect.top(), rect.width() / 2 - 4, rect.height())
            draw_text(painter, area, label, CENTRE if tall else LEFT, elide=False)

    def _paint_window_note(self, painter: QPainter, rect: QRectF, grid: BoxGrid, count: int,
                           metrics: QFontMetricsF) -> None:
        shown = grid.boxes()
        painter.setPen(self.muted())
        text = self.tr("boxes {a}–{b} of {n}").format(a=f"{shown.start:,}",
                                                      b=f"{shown.stop - 1:,}", n=f"{count:,}")
        bottom = grid.top + grid.rows * (grid.height + GAP)
        draw_text(painter, QRectF(rect.left(), min(bottom, rect.bottom() - metrics.height()),
                                  rect.width(), metrics.height()), text)

    def _paint_move(self, painter: QPainter, grid: BoxGrid, move: tuple[int, int, int],
                    shown: ShownMove, bounds: QRectF, metrics: QFontMetricsF) -> None:
        source, target, amount = move
        colour = self.move_colour(shown)
        start_rect, end_rect = grid.rect(source), grid.rect(target)
        if start_rect is None:
            return
        outline(painter, start_rect.adjusted(-2, -2, 2, 2), colour, 2.5, 4.0,
                self.move_pen_style(shown))
        start = start_rect.center()
        if end_rect is not None:
            outline(painter, end_rect.adjusted(-2, -2, 2, 2), colour, 1.5, 4.0,
                    self.move_pen_style(shown))
            end = end_rect.center()
        else:
            end = QPointF(start.x(), grid.top + 2)
        arrow(painter, start, end, colour, 2.5 if shown.emphasised else 1.8, 9.0, bend=BEND)
        cards = (self.tr("1 card") if amount == 1 else
                 self.tr("{k} cards").format(k=compact(amount, 6)))
        label = cards if end_rect else self.tr("{cards} to box {b}").format(
            cards=cards, b=compact(target, 8))
        width = metrics.horizontalAdvance(label) + 6
        apex = arrow_apex(start, end, BEND, metrics.height() / 2 + 2)
        box = kept_inside(QRectF(apex.x() - width / 2, apex.y() - metrics.height() / 2, width,
                                 metrics.height()), bounds)
        painter.fillRect(box, self.tint(self.accents().move, 0.12))
        painter.setPen(colour)
        draw_text(painter, box, label, elide=False)

    # -- reading the analysis -------------------------------------------------------------------
    def _move(self, analysis: Analysis,
              shown: ShownMove | None) -> tuple[int, int, int] | None:
        """(box the cards leave, box they go to, how many), boxes 1-based."""
        if shown is None:
            return None
        before, after = analysis.position.numbers, shown.move.after.numbers
        changed = self.cached(("changed", shown.index),
                              lambda: changed_indices(before, after, limit=2))
        losing = [i for i in changed if after[i] < before[i]]
        gaining = [i for i in changed if after[i] > before[i]]
        if not losing or not gaining:
            return None
        a, b = losing[0], gaining[0]
        return a + 1, b + 1, before[a] - after[a]

    def _captions(self, analysis: Analysis) -> list[str]:
        total = analysis.facts.get("xor", 0)
        classes = ", ".join(str(c) for c in sorted(ODD_CLASSES))
        return [self.tr("XOR of the cards in the counted boxes (i mod 6 = {classes}) = "
                        "{total}").format(classes=classes, total=compact(total)),
                self.tr("XOR of the counted boxes = {total}").format(total=compact(total)),
                self.tr("counted XOR = {total}").format(total=compact(total, 5))]

    def _legend(self) -> list[LegendEntry]:
        accents = self.accents()
        return [
            LegendEntry(self.tr("counted box"),
                        lambda p, r: outline(p, r, accents.mark, 2.0, 2.0)),
            LegendEntry(self.tr("winning move"),
                        lambda p, r: arrow(p, QPointF(r.left(), r.bottom()),
                                           QPointF(r.right(), r.top()), accents.move, 2.0, 5.0),
                        needs_move=True),
            LegendEntry(self.tr("colour: i mod 6"),
                        lambda p, r: swatch(p, r, self.tint(CLASS_HUES[2], 0.3), self.muted())),
        ]
