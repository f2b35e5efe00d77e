"""Bash game: the pile cut into blocks of M + 1 objects, with the remainder standing out.

Whatever the opponent takes from a block, the other player can finish it, so only the
remainder decides the game. Huge piles show a few blocks and a count of the rest. While
the answers are hidden the pile is cut into plain groups of ten, for counting.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from solvers.spec import FIRST, Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, fraction, inside, point_in_share, share_of
from .layout import Grid
from .legend import LegendEntry
from .numbers import candidates, compact, ratio
from .shapes import hatched, outline, swatch
from .text import draw_text, fitting, number_text, painter_widths

LAST, BLOCK, SKIPPED, REMAINDER = "last", "block", "skipped", "remainder"
SMALLEST_FRAME = 30.0
LARGEST_FRAME = 280.0     # a small pile fills a large canvas, not a thin band
GAP = 8.0
#: More blocks than this are summarised: a few, then a count of the rest, then the last.
ALL_BLOCKS_LIMIT = 30
SUMMARY_FRAMES = 8
#: The groups of a pile whose blocks of M + 1 would give the answer away.
COUNTING_GROUP = 10


@dataclass(frozen=True)
class PileItem:
    """One framed group: the misère game's last object, a block, the blocks left out (their
    number in `count`), or the remainder."""

    kind: str
    rect: QRectF
    count: int


def frame_grid(rect: QRectF, wanted: int) -> Grid:
    """Square frames as large as possible (within limits) so that `wanted` of them fit,
    or the smallest frames when they cannot all fit."""
    side = LARGEST_FRAME
    while side > SMALLEST_FRAME:
        columns = int((rect.width() + GAP) // (side + GAP))
        rows = int((rect.height() + GAP) // (side + GAP))
        if columns * rows >= wanted:
            break
        side -= 2
    columns = max(int((rect.width() + GAP) // (side + GAP)), 1)
    rows = max(int((rect.height() + GAP) // (side + GAP)), 1)
    used_rows = max(min(rows, math.ceil(wanted / columns)), 1)
    used_columns = min(columns, max(wanted, 1))
    left = rect.left() + (rect.width() - (used_columns * (side + GAP) - GAP)) / 2
    top = rect.top() + (rect.height() - (used_rows * (side + GAP) - GAP)) / 2
    return Grid(left, top, side + GAP, columns, rows)


def pile_items(rect: QRectF, blocks: int, remainder: int, lone: bool) -> list[PileItem]:
    """The frames to draw, in reading order; never more than fit, whatever the numbers."""
    extras = int(lone) + (remainder > 0)
    summary = blocks > ALL_BLOCKS_LIMIT
    wanted = extras + (SUMMARY_FRAMES if summary else blocks)
    grid = frame_grid(rect, wanted)
    capacity = max(min(grid.columns * grid.rows, wanted), 1)
    kinds: list[tuple[str, int]] = [(LAST, 1)] if lone else []
    tail = [(REMAINDER, remainder)] if remainder else []
    room = capacity - len(kinds) - len(tail)
    if blocks <= room:
        kinds += [(BLOCK, 0)] * blocks
    elif room >= 3:
        shown = room - 2
        kinds += [(BLOCK, 0)] * shown + [(SKIPPED, blocks - shown - 1), (BLOCK, 0)]
    elif room >= 1:
        kinds.append((SKIPPED, blocks))
    kinds += tail
    kinds = kinds[:capacity]
    side = grid.cell - GAP
    return [PileItem(kind, QRectF(grid.left + (i % grid.columns) * grid.cell,
                                  grid.top + (i // grid.columns) * grid.cell, side, side), count)
            for i, (kind, count) in enumerate(kinds)]


def stone_layout(frame: QRectF, block: int) -> tuple[int, float] | None:
    """(stones per row, diameter) to show a block as stones, or None when they would be
    too small to see (the frame then shows a filled share and a number)."""
    if block > (frame.width() - 6) ** 2 / 36:
        return None                 # the stones would be under 6 pixels apart
    per_row = math.isqrt(block - 1) + 1 if block > 1 else 1
    pitch = (frame.width() - 6) / per_row
    return (per_row, pitch * 0.8) if pitch >= 6 else None


def stone_rect(frame: QRectF, index: int, per_row: int, diameter: float) -> QRectF:
    pitch = (frame.width() - 6) / per_row
    row, column = divmod(index, per_row)
    return QRectF(frame.left() + 3 + column * pitch + (pitch - diameter) / 2,
                  frame.top() + 3 + row * pitch + (pitch - diameter) / 2, diameter, diameter)


@dataclass(frozen=True)
class PileLayout:
    """The frames as painted and clicked, and how many objects each block holds."""

    items: tuple[PileItem, ...]
    block: int


def item_counts(layout: PileLayout) -> list[tuple[int, int]]:
    """(first object, objects) of each frame, objects counted 0.. in reading order; the
    last objects are the ones a move takes."""
    counts = []
    first = 0
    for item in layout.items:
        count = {BLOCK: layout.block, REMAINDER: item.count, LAST: 1,
                 SKIPPED: item.count * layout.block}[item.kind]
        counts.append((first, count))
        first += count
    return counts


def object_rects(layout: PileLayout, item: PileItem, count: int) -> list[QRectF] | None:
    """The stones of a frame, or None when its objects are drawn as a filled share."""
    stones = stone_layout(item.rect, layout.block) if item.kind != SKIPPED else None
    if stones is None:
        return None
    per_row, diameter = stones
    return [stone_rect(item.rect, i, per_row, diameter) for i in range(count)]


def pile_hit(layout: PileLayout, n: int,
             point: QPointF) -> tuple[int, tuple[QRectF, ...]] | None:
    """(objects left, what is taken) of a click on an object: it and every object after it
    are taken."""
    counts = item_counts(layout)
    for j, (item, (first, count)) in enumerate(zip(layout.items, counts)):
        if not inside(item.rect, point):
            continue
        stones = object_rects(layout, item, count)
        if stones is not None:
            k = next((k for k, stone in enumerate(stones) if inside(stone, point, 1.0)), None)
            if k is None:
                return None
            left, taken = first + k, list(stones[k:])
        else:
            inner = item.rect.adjusted(3, 3, -3, -3)
            kept = share_of(count, fraction(inner.bottom() - point.y(), 0.0, inner.height()))
            left, taken = min(first + kept, n - 1), [item.rect]
        for later, (_, later_count) in zip(layout.items[j + 1:], counts[j + 1:]):
            taken += object_rects(layout, later, later_count) or [later.rect]
        return left, tuple(taken)
    return None


def pile_point(layout: PileLayout, left: int) -> QPointF | None:
    """Where to click to leave `left` objects (the inverse of `pile_hit`)."""
    for item, (first, count) in zip(layout.items, item_counts(layout)):
        if not first <= left < first + count:
            continue
        stones = object_rects(layout, item, count)
        if stones is not None:
            return stones[left - first].center()
        return point_in_share(item.rect.adjusted(3, 3, -3, -3), left - first, count,
                              across=False)
    return None


class PileCanvas(InteractiveCanvas):
    """Bash game, normal and misère. A click on an object takes it and all after it."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> PileLayout:
        n, block, remainder, lone, blocks = self._counts(analysis)
        rect = self.below_caption(rect)
        rect = self.above_key(rect, self._legend(block, bool(analysis.position.option("misere")),
                                                 remainder))
        if n == 0:
            return PileLayout((), block)
        return PileLayout(tuple(pile_items(rect, blocks, remainder, lone)), block)

    def hit_in(self, layout: PileLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        n, m = analysis.position.numbers[:2]
        found = pile_hit(layout, n, point)
        if found is None:
            return None
        left, marks = found
        return Hit(analysis.position.with_numbers((left, m)), marks)

    def points_in(self, layout: PileLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        point = pile_point(layout, after.numbers[0])
        return [point] if point is not None else []

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        n, block, remainder, lone, blocks = self._counts(analysis)
        misere = bool(analysis.position.option("misere"))
        layout = self.layout(rect, analysis)
        rect = self.paint_caption(painter, rect, self._caption(n, blocks, block, remainder, lone))
        rect = self.paint_key(painter, rect, self._legend(block, misere, remainder))
        if n == 0:
            if analysis.winner is None:         # the answers are hidden
                self.paint_note(painter, rect, self.tr("The pile is empty."))
            elif analysis.winner == FIRST:
                self.paint_note(painter, rect, self.tr("The pile is empty: the player to "
                                                       "move has won."))
            else:
                self.paint_note(painter, rect, self.tr("The pile is empty: the player to "
                                                       "move has lost."))
            return
        shown = self.shown_move(analysis)
        taken = n - shown.move.after.numbers[0] if shown else 0
        painter.setFont(self.label_font(0.9))
        for item in layout.items:
            self._paint_item(painter, item, block, taken, shown)

    def _counts(self, analysis: Analysis) -> tuple[int, int, int, bool, int]:
        """N, the block size, the remainder, whether the misère last object stands apart,
        and the number of whole blocks (while the answers are hidden: groups of ten and
        what is left over)."""
        n, m = analysis.position.numbers[:2]
        misere = bool(analysis.position.option("misere"))
        lone = misere and n >= 1
        if self.answers_shown:
            block = analysis.facts.get("block", m + 1)
            remainder = analysis.facts.get("remainder") or 0
        else:
            block = COUNTING_GROUP
            remainder = (n - int(lone)) % block
        blocks = (n - remainder - int(lone)) // block
        return n, block, remainder, lone, blocks

    def _paint_item(self, painter: QPainter, item: PileItem, block: int, taken: int,
                    shown: ShownMove | None) -> None:
        accents = self.accents()
        frame = item.rect
        if item.kind == SKIPPED:
            self._paint_skipped(painter, frame, item.count)
            return
        marked = item.kind == REMAINDER and self.answers_shown
        fill = {LAST: self.tint(accents.warning, 0.3)}.get(item.kind, self.tint(self.ink(), 0.08))
        painter.fillRect(frame, self.tint(accents.special, 0.35) if marked else fill)
        edge = accents.special if marked else self.muted()
        outline(painter, frame, edge, 2.0 if marked else 1.0, 2.0,
                Qt.PenStyle.DashLine if item.kind == LAST else Qt.PenStyle.SolidLine)
        count = {BLOCK: block, REMAINDER: item.count, LAST: 1}[item.kind]
        crossed = min(taken, count) if item.kind == REMAINDER and shown else 0
        layout = stone_layout(frame, block)
        if layout is not None:
            per_row, diameter = layout
            for i in range(count):
                rect = stone_rect(frame, i, per_row, diameter)
                if shown and i >= count - crossed:
                    self.paint_taken_stone(painter, rect, shown)
                else:
                    self.paint_stone(painter, rect)
        else:
            self._paint_share(painter, frame, count, block, crossed, shown)

    def _paint_skipped(self, painter: QPainter, frame: QRectF, count: int) -> None:
        """The blocks left out: an ellipsis and how many, if that fits."""
        painter.setPen(self.muted())
        metrics = painter_widths(painter)
        draw_text(painter, frame.adjusted(0, 0, 0, -frame.height() / 3), "⋯", elide=False)
        forms = [self.tr("{n} more").format(n=form) for form in candidates(count)]
        label = fitting(metrics, forms, frame.width() + GAP - 2)
        if label:
            draw_text(painter, frame.adjusted(-GAP / 2, frame.height() / 3, GAP / 2, 0), label,
                      elide=False)

    def _paint_share(self, painter: QPainter, frame: QRectF, count: int, block: int,
                     crossed: int, shown: ShownMove | None) -> None:
        """A block too big for stones: a filled share of the frame and its number."""
        inner = frame.adjusted(3, 3, -3, -3)
        height = max(inner.height() * min(ratio(count, block), 1.0), 2.0)
        filled = QRectF(inner.left(), inner.bottom() - height, inner.width(), height)
        painter.fillRect(filled, self.tint(self.ink(), 0.35))
        if crossed and shown:
            hatched(painter, filled, self.move_colour(shown))
        metrics = painter_widths(painter)
        painter.setPen(self.ink())
        draw_text(painter, inner, number_text(metrics, count, inner.width()) or "", elide=False)

    def _caption(self, n: int, blocks: int, block: int, remainder: int,
                 lone: bool) -> list[str]:
        last = "1 + " if lone else ""
        return [self.tr("N = {last}{q} × {block} + {r}").format(
            last=last, q=compact(blocks, width), block=compact(block, width),
            r=compact(remainder, width)) for width in (9, 5)]

    def _legend(self, block: int, misere: bool, remainder: int) -> list[LegendEntry]:
        accents = self.accents()
        entries = [
            LegendEntry(self.tr("block of M + 1 = {b}").format(b=compact(block)),
                        lambda p, r: swatch(p, r, self.tint(self.ink(), 0.08), self.muted()),
                        answer=True),
        ]
        if remainder:
            entries.insert(0, LegendEntry(self.tr("remainder (take it)"),
                                          lambda p, r: swatch(p, r,
                                                              self.tint(accents.special, 0.35),
                                                              accents.special), answer=True))
        if misere:
            entries.insert(1, LegendEntry(self.tr("the last object (whoever takes it loses)"),
                                          lambda p, r: swatch(p, r, self.tint(accents.warning,
                                                                              0.3),
                                                              self.muted())))
        return entries


register_canvas("pile", PileCanvas)
