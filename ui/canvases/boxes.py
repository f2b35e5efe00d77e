"""HDU 3389 card boxes: six columns, one per class of i mod 6, so the counted classes
(0, 2 and 5) stand as whole columns; a move carries cards from box A to box B."""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from solvers.games.boxes import ODD_CLASSES, targets
from solvers.spec import Analysis, Position

from . import register_canvas
from .accents import CLASS_HUES
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, fraction, inside, point_in_share, share_of
from .layout import changed_indices, kept_inside, window
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import arrow, arrow_apex, outline, pen
from .text import CENTRE, LEFT, RIGHT, Metrics, draw_text, number_text, painter_widths

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


def count_label_rect(grid: BoxGrid, joined: tuple[QRectF, QRectF], centre_x: float,
                     width: float, height: float, bounds: QRectF,
                     avoid: tuple[QRectF, ...] = ()) -> QRectF:
    """Where a move's "k cards" goes: under the boxes it joins, else over them, else on the
    arrow's bend; the first place clear of every box's border (a label on a border hid
    it) and of what `avoid` holds (the column headings)."""
    lower = max(r.bottom() for r in joined)
    upper = min(r.top() for r in joined)
    boxes = [r.adjusted(-3, -3, 3, 3) for b in grid.boxes() if (r := grid.rect(b)) is not None]
    boxes += avoid
    for top in (lower + 4, upper - height - 4):
        place = QRectF(centre_x - width / 2, top, width, height)
        if bounds.top() <= top and place.bottom() <= bounds.bottom():
            place = kept_inside(place, bounds)
            if not any(place.intersects(r) for r in boxes):
                return place
    return kept_inside(QRectF(centre_x - width / 2, lower - height - 6, width, height), bounds)


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


@dataclass(frozen=True)
class BoxesLayout:
    """The boxes as painted and clicked, and the line of column headings above them."""

    grid: BoxGrid
    header: QRectF
    rect: QRectF


@dataclass(frozen=True)
class Selection:
    """The first click of a move: box `box` (1-based) gives away its top `amount` cards."""

    box: int
    amount: int


def card_strip(box: QRectF) -> QRectF:
    """The row along the bottom of a box where its cards are laid out to be picked."""
    height = max(min(box.height() * 0.22, 12.0), 5.0)
    return QRectF(box.left() + 3, box.bottom() - height - 3, box.width() - 6, height)


def card_rects(box: QRectF, cards: int) -> list[QRectF] | None:
    """One small card per card of the box, left to right (the last is the top card), or
    None when they would be too thin to pick (the row is then one bar, picked by share)."""
    strip = card_strip(box)
    if cards <= 0:
        return []
    if cards > strip.width():
        return None
    width = (strip.width() + 1) / cards - 1
    if width < 4:
        return None
    return [QRectF(strip.left() + i * (width + 1), strip.top(), width, strip.height())
            for i in range(cards)]


def card_at(box: QRectF, cards: int, point: QPointF) -> int | None:
    """The card (0-based from the left) under `point`, or None off the row of cards."""
    strip = card_strip(box)
    if cards <= 0 or not inside(strip, point, 1.0):
        return None
    rects = card_rects(box, cards)
    if rects is None:
        return share_of(cards, fraction(point.x(), strip.left(), strip.right()))
    return next((i for i, rect in enumerate(rects) if inside(rect, point, 0.5)), None)


def card_point(box: QRectF, cards: int, card: int) -> QPointF | None:
    """Where card `card` of a box is picked (the inverse of `card_at`)."""
    if not 0 <= card < cards:
        return None
    rects = card_rects(box, cards)
    if rects is None:
        return point_in_share(card_strip(box), card, cards)
    return rects[card].center()


def cards_leaving(box: QRectF, cards: int, first: int) -> tuple[QRectF, ...]:
    """The cards from `first` to the top one, as drawn (the bar's share when too many)."""
    rects = card_rects(box, cards)
    if rects is None:
        strip = card_strip(box)
        cut = strip.left() + strip.width() * ratio(first, cards)
        return (QRectF(cut, strip.top(), strip.right() - cut, strip.height()),)
    return tuple(rects[first:])


def box_at(grid: BoxGrid, point: QPointF) -> int | None:
    """The box (1-based) under `point`, or None."""
    for box in grid.boxes():
        rect = grid.rect(box)
        if rect is not None and inside(rect, point):
            return box
    return None


def transferred(cards: Sequence[int], source: int, target: int, amount: int) -> tuple[int, ...]:
    after = list(cards)
    after[source - 1] -= amount
    after[target - 1] += amount
    return tuple(after)


def boxes_points(grid: BoxGrid, before: Sequence[int],
                 after: Sequence[int]) -> list[QPointF]:
    """The two clicks of a move: the first card that goes, then the box it goes to."""
    changed = changed_indices(before, after, limit=2)
    losing = [i for i in changed if after[i] < before[i]]
    gaining = [i for i in changed if after[i] > before[i]]
    if len(losing) != 1 or len(gaining) != 1:
        return []
    source, target = losing[0] + 1, gaining[0] + 1
    source_rect, target_rect = grid.rect(source), grid.rect(target)
    if source_rect is None or target_rect is None:
        return []
    cards = before[source - 1]
    first = card_point(source_rect, cards, after[source - 1])
    return [first, target_rect.center()] if first is not None else []


class BoxesCanvas(InteractiveCanvas):
    """Card boxes. Two clicks make a move: a card of box A (it and the cards to its right
    go; a click elsewhere on A takes them all), then box B. Escape, or a click on nothing,
    takes the first click back."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> BoxesLayout:
        cards = analysis.position.numbers
        rect = self.above_key(self.below_caption(rect), self._legend())
        line = self.label_widths(0.85).height()
        move = self._move(analysis, self.shown_move(analysis))
        body = rect.adjusted(0, line + 4, 0, -(line + 2))
        grid = box_grid(body, len(cards), move[0] if move else None)
        header = QRectF(rect.left(), grid.top - line - 4, rect.width(), line)
        return BoxesLayout(grid, header, rect)

    def hit_in(self, layout: BoxesLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        """What a click means, given the first click if one was made."""
        cards = analysis.position.numbers
        grid = layout.grid
        box = box_at(grid, point)
        if box is None:
            return None
        rect = grid.rect(box)
        assert rect is not None
        pending: Selection | None = self.pending
        if pending is None or box == pending.box:
            card = card_at(rect, cards[box - 1], point)
            if card is None:
                if pending is not None or cards[box - 1] == 0:
                    return None
                card = 0
            return Hit(None, cards_leaving(rect, cards[box - 1], card))
        after = transferred(cards, pending.box, box, pending.amount)
        marks = (rect,) if box in self._targets(pending.box) else ()
        return Hit(analysis.position.with_numbers(after), marks)

    def points_in(self, layout: BoxesLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        return boxes_points(layout.grid, analysis.position.numbers, after.numbers)

    def move_at(self, point: QPointF) -> Position | None:
        hit = self.hit_at(point)
        if hit is None:
            self.cancel_pending()           # a click on nothing takes the first one back
            return None
        if hit.after is not None:
            self.set_pending(None)
            return hit.after
        grid = self.current_layout().grid
        cards = self.analysis.position.numbers
        box = box_at(grid, point)
        card = card_at(grid.rect(box), cards[box - 1], point)
        self.set_pending(Selection(box, cards[box - 1] - (card or 0)))
        return None

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        cards = analysis.position.numbers
        counted = analysis.facts.get("counted_boxes", ())
        layout = self.layout(rect, analysis)
        grid, header = layout.grid, layout.header
        rect = self.paint_caption(painter, rect, self._captions(analysis))
        rect = self.paint_key(painter, rect, self._legend())
        painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        shown = self.shown_move(analysis)
        move = self._move(analysis, shown)
        if self.answers_shown:          # the classes i mod 6 say which boxes count
            self._paint_header(painter, header, grid, metrics)
        self._paint_boxes(painter, grid, cards, counted, metrics)
        if grid.first_box > 1 or grid.boxes().stop <= len(cards):
            self._paint_window_note(painter, rect, grid, len(cards), metrics)
        if move and shown:
            headings = (header,) if self.answers_shown else ()
            self._paint_move(painter, grid, move, shown, rect, metrics, headings)
        self._paint_cards_to_pick(painter, grid, cards)
        if self.pending is not None:
            self._paint_selection(painter, grid, cards, self.pending, rect)

    # -- playing ---------------------------------------------------------------------------------
    def _targets(self, box: int) -> range:
        """The boxes the cards of `box` may go to (the rule's own list, drawn as a hint)."""
        return targets(box)

    def _paint_cards_to_pick(self, painter: QPainter, grid: BoxGrid,
                             cards: Sequence[int]) -> None:
        """The cards of the box under the pointer (or the chosen one), to pick from."""
        boxes = set()
        if self.pending is not None:
            boxes.add(self.pending.box)     # the other boxes are targets now
        elif self.hover_point is not None:
            boxes.add(box_at(grid, self.hover_point))
        for box in boxes - {None}:
            rect = grid.rect(box)
            if rect is None or cards[box - 1] <= 0:
                continue
            strip = card_strip(rect)
            painter.fillRect(strip.adjusted(-1, -1, 1, 1), self.paper())
            rects = card_rects(rect, cards[box - 1])
            painter.setPen(pen(self.ink(), 0.8))
            painter.setBrush(self.tint(self.ink(), 0.25))
            for card in rects if rects is not None else [strip]:
                painter.drawRoundedRect(card, 1.5, 1.5)

    def _paint_selection(self, painter: QPainter, grid: BoxGrid, cards: Sequence[int],
                         selection: Selection, bounds: QRectF) -> None:
        """The first click: the chosen cards, the box they leave and the boxes they may
        go to, and what to do next."""
        colour = self.accents().move
        source = grid.rect(selection.box)
        if source is not None:
            outline(painter, source.adjusted(-2, -2, 2, 2), colour, 3.0, 4.0)
            count = cards[selection.box - 1]
            painter.setPen(pen(colour, 1.5))
            painter.setBrush(self.tint(colour, 0.45))
            for card in cards_leaving(source, count, count - selection.amount):
                painter.drawRoundedRect(card, 1.5, 1.5)
        for box in self._targets(selection.box):
            rect = grid.rect(box)
            if rect is not None:
                outline(painter, rect.adjusted(-2, -2, 2, 2), colour, 2.0, 4.0,
                        Qt.PenStyle.DashLine)
        amount = (self.tr("1 card") if selection.amount == 1 else
                  self.tr("{k} cards").format(k=compact(selection.amount, 6)))
        if self._targets(selection.box):
            words = self.tr("Move {cards} from box {a}: click a box outlined (Esc: cancel)")
        else:
            words = self.tr("Box {a} has no box to give {cards} to (Esc: cancel)")
        self.paint_hint(painter, bounds, words.format(cards=amount, a=compact(selection.box)))

    def _paint_header(self, painter: QPainter, header: QRectF, grid: BoxGrid,
                      metrics: Metrics) -> None:
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
                     counted: Sequence[int], metrics: Metrics) -> None:
        """The boxes, then all their card counts, then all their numbers: one font change
        per pass rather than per box."""
        boxes = [(box, rect) for box in grid.boxes() if (rect := grid.rect(box)) is not None]
        painter.setPen(pen(self.muted(0.5), 1.0))
        plain = None if self.answers_shown else self.tint(self.ink(), 0.08)
        for box, rect in boxes:
            painter.setBrush(plain or self.tint(CLASS_HUES[box % COLUMNS], 0.3))
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
                           metrics: Metrics) -> None:
        shown = grid.boxes()
        painter.setPen(self.muted())
        text = self.tr("boxes {a}–{b} of {n}").format(a=f"{shown.start:,}",
                                                      b=f"{shown.stop - 1:,}", n=f"{count:,}")
        bottom = grid.top + grid.rows * (grid.height + GAP)
        draw_text(painter, QRectF(rect.left(), min(bottom, rect.bottom() - metrics.height()),
                                  rect.width(), metrics.height()), text)

    def _paint_move(self, painter: QPainter, grid: BoxGrid, move: tuple[int, int, int],
                    shown: ShownMove, bounds: QRectF, metrics: Metrics,
                    avoid: tuple[QRectF, ...] = ()) -> None:
        source, target, amount = move
        colour = self.move_colour(shown)
        start_rect, end_rect = grid.rect(source), grid.rect(target)
        if start_rect is None:
            return
        self._paint_outline(painter, start_rect.adjusted(-2, -2, 2, 2), colour, 2.5,
                            self.move_pen_style(shown))
        start = start_rect.center()
        if end_rect is not None:
            self._paint_outline(painter, end_rect.adjusted(-2, -2, 2, 2), colour, 1.5,
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
        box = count_label_rect(grid, (start_rect, end_rect or start_rect), apex.x(), width,
                               metrics.height(), bounds, avoid)
        painter.fillRect(box, self.tint(self.accents().move, 0.12))
        painter.setPen(colour)
        draw_text(painter, box, label, elide=False)

    def _paint_classes_key(self, painter: QPainter, rect: QRectF) -> None:
        """The key of the box colours: one stripe per class, in the columns' order."""
        stripe = rect.width() / COLUMNS
        for column in range(COLUMNS):
            painter.fillRect(QRectF(rect.left() + column * stripe, rect.top(), stripe,
                                    rect.height()),
                             self.tint(CLASS_HUES[(column + 1) % COLUMNS], 0.3))
        painter.setPen(pen(self.muted(), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)

    def _paint_outline(self, painter: QPainter, rect: QRectF, colour: QColor, width: float,
                       style: Qt.PenStyle) -> None:
        """A box's outline, from its stamp: a dashed round outline costs a millisecond to
        stroke, and the boxes of a grid are all alike."""
        self.paint_stamp(painter, ("outline", rect.width(), rect.height(), colour.rgba(), width,
                                   style.value), rect.adjusted(-width, -width, width, width),
                         lambda stamp: outline(stamp, rect, colour, width, 4.0, style))

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
                        lambda p, r: outline(p, r, accents.mark, 2.0, 2.0), answer=True),
            LegendEntry(self.tr("winning move"),
                        lambda p, r: arrow(p, QPointF(r.left(), r.bottom()),
                                           QPointF(r.right(), r.top()), accents.move, 2.0, 5.0),
                        needs_move=True),
            LegendEntry(self.tr("colour: its column's class, i mod 6"), self._paint_classes_key,
                        answer=True),
        ]


register_canvas("boxes", BoxesCanvas)
