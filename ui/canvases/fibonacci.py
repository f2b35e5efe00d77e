"""Fibonacci Nim: the pile cut into its Zeckendorf blocks, and the smallest block set
against the most the mover may take.

The mover wins exactly when the smallest block is within reach; the picture puts the two
side by side. Piles of thousands of digits show their largest and smallest blocks and
a count of those in between. While the answers are hidden the pile is one block, with the
most the mover may take under it. On a tall canvas the stones of a block wrap onto several
rows (read left to right, then down) and grow, instead of making a thin band.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from solvers.games.fibonacci import fibonacci_pair
from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, fraction, inside, point_in_share, share_of
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import bracket, cross, hatched, outline, swatch
from .text import LEFT, RIGHT, Metrics, draw_text, fitting, number_text, painter_widths

PHI = (1 + math.sqrt(5)) / 2
#: Terms up to this index are written out exactly; beyond it only as F_k.
EXACT_TERM_INDEX = 400
MOST_BLOCKS = 7
SMALLEST_STONE_PITCH = 7.0
LARGEST_STONE_PITCH = 64.0     # a small pile fills the canvas, not a thin band
SMALLEST_BLOCK = 18.0
GAP = 6.0
#: Between rows of stones: room for the bracket of the stones the mover may take.
ROW_GAP = 14.0
#: Above the first and under the last row of stones, inside a block.
PAD = 5.0
#: The index of the one block of a pile not cut into its terms (the answers hidden).
WHOLE = -1


@dataclass(frozen=True)
class Block:
    """One Zeckendorf term as drawn, or (`index` None) the terms left out between."""

    rect: QRectF
    index: int | None
    skipped: int = 0
    columns: int = 0        # stones in a row when wrapped; 0: all in one row


def shown_terms(indices: list[int]) -> list[int | None]:
    """The term indices to draw, largest first; None stands for the terms left out."""
    if len(indices) <= MOST_BLOCKS:
        return list(indices)
    keep = (MOST_BLOCKS - 1) // 2
    return [*indices[:keep], None, *indices[-keep:]]


def block_layout(area: QRectF, indices: list[int], n: int) -> tuple[list[Block], float]:
    """Blocks left to right with widths by value; returns them and the stone pitch, which
    is 0 when the pile is too big to draw stone by stone."""
    terms = shown_terms(indices)
    gaps = GAP * (len(terms) - 1)
    if len(terms) == len(indices) and n <= 200:
        pitch = min((area.width() - gaps) / max(n, 1), LARGEST_STONE_PITCH)
        if pitch >= SMALLEST_STONE_PITCH:
            return _blocks(area, terms, [term_value(k) * pitch for k in terms], 0), pitch
    top = indices[0]              # the largest term comes first
    weights = [PHI ** (k - top) if k is not None else 0.0 for k in terms]
    spare = area.width() - gaps - SMALLEST_BLOCK * len(terms)
    total = sum(weights) or 1.0
    widths = [SMALLEST_BLOCK + max(spare, 0.0) * w / total for w in weights]
    return _blocks(area, terms, widths, len(indices) - len(terms) + 1), 0.0


def stone_rows(area: QRectF, values: list[int]) -> tuple[int, float]:
    """How many rows the stones of every block wrap onto, and the stone pitch (at most
    LARGEST_STONE_PITCH): the shape whose stones would be largest in `area`. One row is
    always possible (its stones squeezed in height if need be)."""
    gaps = GAP * (len(values) - 1)
    best_rows, best = 1, (area.width() - gaps) / max(sum(values), 1)
    for rows in range(2, max(values) + 1):
        tall = (area.height() - 2 * PAD - (rows - 1) * ROW_GAP) / rows
        if tall <= best:
            break                              # taller shapes only shrink the stones
        columns = sum(-(-v // rows) for v in values)
        pitch = min((area.width() - gaps) / columns, tall)
        if pitch > best:
            best_rows, best = rows, pitch
    return best_rows, min(best, LARGEST_STONE_PITCH)


def stone_blocks(area: QRectF, terms: list[int | None], values: list[int], rows: int,
                 pitch: float) -> list[Block]:
    """Blocks drawn stone by stone, the stones wrapped onto at most `rows` rows, the blocks
    side by side from the top of `area` and centred across it."""
    columns = [-(-v // rows) for v in values]
    width = sum(columns) * pitch + GAP * (len(values) - 1)
    x = area.left() + max((area.width() - width) / 2, 0.0)
    blocks = []
    for k, value, count in zip(terms, values, columns):
        height = block_height(-(-value // count), pitch) if rows > 1 else area.height()
        blocks.append(Block(QRectF(x, area.top(), count * pitch, min(height, area.height())),
                            k, 0, count))
        x += count * pitch + GAP
    return blocks


def block_height(rows: int, pitch: float) -> float:
    return rows * pitch + (rows - 1) * ROW_GAP + 2 * PAD


def _blocks(area: QRectF, terms: list[int | None], widths: list[float],
            skipped: int) -> list[Block]:
    blocks = []
    x = area.left()
    for k, width in zip(terms, widths):
        blocks.append(Block(QRectF(x, area.top(), width, area.height()), k,
                            skipped if k is None else 0))
        x += width + GAP
    return blocks


def reach_spans(blocks: list[Block], values: list[int], pitch: float,
                reach: int) -> list[tuple[float, float, float]]:
    """(left, right, y) of the brackets under the last `reach` stones in reading order:
    one under each row they cover, a block's last row under the block; those under
    neighbouring blocks on one line join (on one row of stones, one bracket as before)."""
    spans: list[tuple[float, float, float]] = []
    under: set[float] = set()
    start = sum(values) - reach
    first = 0
    for block, value in zip(blocks, values):
        columns = block.columns or value
        rows = -(-value // columns)
        lo = start - first                     # the block's first stone covered
        for row in range(max(lo, 0) // columns, rows if lo < value else 0):
            a = max(lo - row * columns, 0)
            b = min(value - row * columns, columns)
            left = block.rect.left()
            y = block.rect.top() + PAD + row * (pitch + ROW_GAP) + pitch * 0.9 + 2
            if row == rows - 1:
                y = block.rect.bottom() + 6
                under.add(y)
            spans.append((left + a * pitch, left + b * pitch, y))
        first += value
    joined: list[tuple[float, float, float]] = []
    for left, right, y in sorted(spans, key=lambda s: (s[2], s[0])):
        if (joined and y in under and joined[-1][2] == y
                and left - joined[-1][1] <= GAP + 0.5):
            joined[-1] = (joined[-1][0], right, y)
        else:
            joined.append((left, right, y))
    inset = max(pitch * 0.1 - 1, 0.0)          # under the stones, clear of the frames
    return [(left + inset, right - inset, y) for left, right, y in joined]


def term_value(k: int) -> int:
    return fibonacci_pair(k)[0]


def bar_lengths(values: tuple[int, int], width: float) -> tuple[float, float]:
    """Two values as bars on one scale; a non-zero value stays visible."""
    largest = max(values)
    return tuple(max(width * min(ratio(v, largest), 1.0), 2.0) if v > 0 else 0.0
                 for v in values)  # type: ignore[return-value]


@dataclass(frozen=True)
class FibonacciLayout:
    """The blocks as painted and clicked (none for an empty pile), the objects each holds
    and the stone pitch (0 when the blocks are drawn by value, not stone by stone)."""

    blocks: tuple[Block, ...]
    values: tuple[int, ...]
    pitch: float
    labels: QRectF
    under: QRectF


def block_values(indices: list[int], n: int, blocks: list[Block]) -> tuple[int, ...]:
    """The objects in each block drawn; the terms left out count together."""
    values = [term_value(block.index) if block.index is not None else 0 for block in blocks]
    if any(block.index is None for block in blocks):
        missing = n - sum(values)
        values = [missing if block.index is None else v for block, v in zip(blocks, values)]
    return tuple(values)


def fibonacci_hit(layout: FibonacciLayout, point: QPointF) -> tuple[int, tuple[QRectF, ...]] | None:
    """(objects left, what is taken) of a click: a stone takes itself and every stone to its
    right; a point on a block drawn by value takes that share and the blocks to its right."""
    first = 0
    for j, (block, value) in enumerate(zip(layout.blocks, layout.values)):
        frame = block.rect
        if not inside(frame, point):
            first += value
            continue
        if layout.pitch:
            k = stone_at(block, value, layout.pitch, point)
            stones = [stone for b, v in zip(layout.blocks[j:], layout.values[j:])
                      for stone in block_stones(b, v, layout.pitch)]
            return first + k, tuple(stones[k:])
        share = fraction(point.x(), frame.left(), frame.right())
        kept = share_of(value, share)
        cut = frame.left() + frame.width() * ratio(kept, value)
        marks = [QRectF(cut, frame.top(), frame.right() - cut, frame.height())]
        marks += [b.rect for b in layout.blocks[j + 1:]]
        return first + kept, tuple(marks)
    return None


def fibonacci_point(layout: FibonacciLayout, left: int) -> QPointF | None:
    """Where to click to leave `left` objects (the inverse of `fibonacci_hit`)."""
    first = 0
    for block, value in zip(layout.blocks, layout.values):
        if first <= left < first + value:
            if layout.pitch:
                return block_stones(block, value, layout.pitch)[left - first].center()
            return point_in_share(block.rect, left - first, value)
        first += value
    return None


def block_stones(block: Block, count: int, pitch: float) -> list[QRectF]:
    """The stones of a block drawn stone by stone, in reading order: left to right, then
    the next row down."""
    frame = block.rect
    diameter = max(min(pitch * 0.8, frame.height() - 6), 2.0)
    columns = block.columns or count
    top = (frame.center().y() - diameter / 2 if count <= columns else
           frame.top() + PAD + (pitch - diameter) / 2)
    return [QRectF(frame.left() + (i % columns) * pitch + (pitch - diameter) / 2,
                   top + (i // columns) * (pitch + ROW_GAP), diameter, diameter)
            for i in range(count)]


def stone_at(block: Block, count: int, pitch: float, point: QPointF) -> int:
    """The index of the stone of a block under `point` (in the block): the nearest slot,
    the last stone for the empty end of the last row."""
    columns = block.columns or count
    rows = -(-count // columns)
    column = min(max(int((point.x() - block.rect.left()) // pitch), 0), columns - 1)
    row = int((point.y() - block.rect.top() - PAD + ROW_GAP / 2) // (pitch + ROW_GAP))
    return min(min(max(row, 0), rows - 1) * columns + column, count - 1)


class FibonacciCanvas(InteractiveCanvas):
    """Fibonacci Nim. A click on a stone takes it and every stone to its right."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> FibonacciLayout:
        n = analysis.position.numbers[0]
        indices = list(analysis.facts.get("zeckendorf", []))
        rect = self.above_key(self.below_caption(rect), self._legend())
        whole = not self.answers_shown      # the terms would give the answer away
        if n == 0 or not (indices or whole):
            return FibonacciLayout((), (), 0.0, QRectF(), QRectF())
        line = self.label_widths(0.9).height()
        below = 2 * (line + 4) + 8
        room = rect.height() - below - line - 2
        terms = [WHOLE] if whole else shown_terms(indices)
        rows, pitch, values = 1, 0.0, [n]
        if n <= 200 and None not in terms:   # (thousands of digits are no float)
            values = [n] if whole else [term_value(k) for k in terms if k is not None]
            rows, pitch = stone_rows(QRectF(rect.left(), 0, rect.width(), room), values)
            pitch = pitch if pitch >= SMALLEST_STONE_PITCH else 0.0
        pile_height = (block_height(rows, pitch) if rows > 1 else    # (a block fills them)
                       min(pitch + 10, rect.height() * 0.5) if pitch else 44.0)
        pile_height = max(min(pile_height, room), 10.0)
        top = rect.top() + max((rect.height() - (line + 2 + pile_height + below)) / 2, 0)
        labels = QRectF(rect.left(), top, rect.width(), line)
        pile = QRectF(rect.left(), top + line + 2, rect.width(), pile_height)
        under = QRectF(rect.left(), pile.bottom() + 6, rect.width(), below - 6)
        if pitch:
            blocks = stone_blocks(pile, terms, values, rows, pitch)
            return FibonacciLayout(tuple(blocks), tuple(values), pitch, labels, under)
        if whole:
            return FibonacciLayout((Block(QRectF(pile), WHOLE),), (n,), 0.0, labels, under)
        blocks, pitch = block_layout(pile, indices, n)
        return FibonacciLayout(tuple(blocks), block_values(indices, n, blocks), pitch, labels,
                               under)

    def hit_in(self, layout: FibonacciLayout, analysis: Analysis,
               point: QPointF) -> Hit | None:
        n = analysis.position.numbers[0]
        found = fibonacci_hit(layout, point)
        if found is None or found[0] >= n:
            return None
        left, marks = found
        return Hit(Position((left, 2 * (n - left))), marks)

    def points_in(self, layout: FibonacciLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        point = fibonacci_point(layout, after.numbers[0])
        return [point] if point is not None else []

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        n = analysis.position.numbers[0]
        indices = list(analysis.facts.get("zeckendorf", []))
        limit = self._limit(analysis)
        smallest = analysis.facts.get("smallest", 0)
        layout = self.layout(rect, analysis)
        rect = self.paint_caption(painter, rect, self._captions(n, indices))
        rect = self.paint_key(painter, rect, self._legend())
        if not layout.blocks:
            self.paint_note(painter, rect, self.tr("The pile is empty: the player to move "
                                                   "has lost."))
            return
        painter.setFont(self.label_font(0.9))
        metrics = painter_widths(painter)
        blocks, pitch = list(layout.blocks), layout.pitch
        shown = self.shown_move(analysis)
        taken = n - shown.move.after.numbers[0] if shown else 0
        reach = min(limit, n)
        spans = reach_spans(blocks, list(layout.values), pitch, reach) if pitch else []
        if not self.answers_shown:
            whole = blocks[0]
            self._paint_whole(painter, whole, n, pitch, layout.labels, metrics)
            if not pitch:
                frame = whole.rect
                spans = [(frame.right() - frame.width() * ratio(reach, n), frame.right(),
                          layout.under.top())]
            self._paint_reach(painter, layout.under, spans, reach, metrics)
            return
        self._paint_blocks(painter, blocks, pitch, layout.labels, taken, smallest, shown,
                           metrics)
        if pitch:
            self._paint_reach(painter, layout.under, spans, reach, metrics)
        else:
            self._paint_comparison(painter, layout.under, smallest, limit, metrics)

    def _limit(self, analysis: Analysis) -> int:
        """The most the mover may take now: L, or on the first move N − 1 (read from the
        position while the answers, the solver's facts, are hidden)."""
        if "limit" in analysis.facts:
            return analysis.facts["limit"]
        numbers = analysis.position.numbers
        return numbers[1] if len(numbers) > 1 else max(numbers[0] - 1, 0)

    def _paint_whole(self, painter: QPainter, block: Block, n: int, pitch: float,
                     labels: QRectF, metrics: Metrics) -> None:
        """The pile as one block: its stones, or a filled frame when they are too many;
        its size above it."""
        frame = block.rect
        painter.fillRect(frame, self.tint(self.ink(), 0.1))
        outline(painter, frame, self.muted(), 1.0, 2.0)
        if pitch:
            self._paint_stones(painter, block, n, pitch, 0, None)
        else:
            painter.fillRect(frame.adjusted(3, 3, -3, -3), self.tint(self.ink(), 0.35))
        label = fitting(metrics, [f"N = {compact(n)}", compact(n), compact(n, 5)],
                        frame.width() + GAP)
        if label:
            painter.setPen(self.ink())
            draw_text(painter, QRectF(frame.left(), labels.top(), frame.width(),
                                      labels.height()), label, elide=False)

    def _paint_reach(self, painter: QPainter, rect: QRectF,
                     spans: list[tuple[float, float, float]], reach: int,
                     metrics: Metrics) -> None:
        """Brackets under the stones the mover may take now, counted from the end (one
        under each row they cover), and how many under the pile."""
        colour = self.accents().mark
        depth = 6.0
        if reach > 0:
            for left, right, y in spans:
                bracket(painter, left + 1, right - 1, y, depth, colour, 2.0)
        left = min((s[0] for s in spans), default=rect.right())
        right = max((s[1] for s in spans), default=rect.right())
        text = self.tr("the mover may take up to {n}").format(n=compact(reach))
        label = fitting(metrics, [text, self.tr("≤ {n}").format(n=compact(reach))],
                        rect.width())
        if label:
            width = metrics.horizontalAdvance(label) + 4
            centre = min(max((left + right) / 2, rect.left() + width / 2),
                         rect.right() - width / 2)
            painter.setPen(colour)
            draw_text(painter, QRectF(centre - width / 2, rect.top() + depth + 2, width,
                                      metrics.height()), label, elide=False)

    def _paint_blocks(self, painter: QPainter, blocks: list[Block], pitch: float,
                      labels: QRectF, taken: int, smallest: int, shown: ShownMove | None,
                      metrics: Metrics) -> None:
        accents = self.accents()
        last = blocks[-1]
        for block in blocks:
            frame = block.rect
            if block.index is None:
                painter.setPen(self.muted())
                draw_text(painter, frame, "⋯", elide=False)
                label = fitting(metrics, [self.tr("{n} more").format(n=f"{block.skipped:,}")],
                                frame.width() + 2 * GAP)
                if label:
                    draw_text(painter, QRectF(frame.left() - GAP / 2, labels.top(),
                                              frame.width() + GAP, labels.height()), label,
                              elide=False)
                continue
            is_smallest = block is last
            fill = self.tint(accents.special, 0.4) if is_smallest else self.tint(self.ink(), 0.1)
            painter.fillRect(frame, fill)
            outline(painter, frame, accents.special if is_smallest else self.muted(),
                    2.0 if is_smallest else 1.0, 2.0)
            self._paint_term_label(painter, block, labels, metrics)
            if pitch:
                self._paint_stones(painter, block, term_value(block.index), pitch,
                                   taken if is_smallest else 0, shown)
        if shown and taken and not pitch:
            part = last.rect.adjusted(2, 2, -2, -2)
            share = min(ratio(taken, smallest), 1.0)
            part.setLeft(part.right() - part.width() * share)
            hatched(painter, part, self.move_colour(shown))

    def _paint_term_label(self, painter: QPainter, block: Block, labels: QRectF,
                          metrics: Metrics) -> None:
        k = block.index
        assert k is not None
        forms = [f"F{k}"]
        if k <= EXACT_TERM_INDEX:
            value = term_value(k)
            forms = [f"F{k} = {compact(value)}", compact(value), compact(value, 5), f"F{k}"]
        label = fitting(metrics, forms, block.rect.width() + GAP - 2)
        if label:
            painter.setPen(self.ink())
            draw_text(painter, QRectF(block.rect.left() - GAP / 2, labels.top(),
                                      block.rect.width() + GAP, labels.height()), label,
                      elide=False)

    def _paint_stones(self, painter: QPainter, block: Block, count: int, pitch: float,
                      taken: int, shown: ShownMove | None) -> None:
        for i, rect in enumerate(block_stones(block, count, pitch)):
            if shown and i >= count - taken:
                self.paint_taken_stone(painter, rect, shown)
            else:
                self.paint_stone(painter, rect)

    def _paint_comparison(self, painter: QPainter, rect: QRectF, smallest: int, limit: int,
                          metrics: Metrics) -> None:
        """The smallest term against the most the mover may take, on one scale."""
        accents = self.accents()
        line = metrics.height()
        names = [self.tr("smallest term"), self.tr("most to take now")]
        name_width = max(metrics.horizontalAdvance(t) for t in names)
        if name_width > rect.width() * 0.4:
            names = [self.tr("smallest"), self.tr("limit")]
            name_width = max(metrics.horizontalAdvance(t) for t in names)
        value_width = max(metrics.horizontalAdvance(compact(v)) for v in (smallest, limit))
        value_width = min(value_width, rect.width() * 0.3)
        bar_left = rect.left() + name_width + 6
        bar_width = max(rect.width() - name_width - value_width - 16, 4.0)
        lengths = bar_lengths((smallest, limit), bar_width)
        colours = (accents.special, accents.mark)
        for row, (name, value, length, colour) in enumerate(zip(names, (smallest, limit),
                                                                  lengths, colours)):
            y = rect.top() + row * (line + 4)
            painter.setPen(self.ink())
            draw_text(painter, QRectF(rect.left(), y, name_width, line), name, RIGHT,
                      elide=False)
            painter.fillRect(QRectF(bar_left, y + 2, length, line - 4), self.tint(colour, 0.6))
            painter.setPen(self.ink())
            draw_text(painter, QRectF(bar_left + length + 4, y, value_width + 4, line),
                      number_text(metrics, value, value_width + 4) or "", LEFT, elide=False)

    def _captions(self, n: int, indices: list[int]) -> list[str]:
        if not indices:
            return [self.tr("N = 0")]
        captions = []
        names = " + ".join(f"F{k}" for k in indices[:12])
        if len(indices) <= 6 and all(k <= 90 for k in indices):
            terms = " + ".join(compact(term_value(k), 30) for k in indices)
            captions.append(self.tr("N = {terms}  ({names})").format(terms=terms, names=names))
            captions.append(self.tr("N = {terms}").format(terms=terms))
        if len(indices) <= 12:
            captions.append(self.tr("N = {names}").format(names=names))
        captions.append(self.tr("N = F{top} + … + F{low}: {count} terms").format(
            top=indices[0], low=indices[-1], count=f"{len(indices):,}"))
        return captions

    def _legend(self) -> list[LegendEntry]:
        accents = self.accents()
        return [
            LegendEntry(self.tr("smallest term"),
                        lambda p, r: swatch(p, r, self.tint(accents.special, 0.4),
                                            accents.special), answer=True),
            LegendEntry(self.tr("most the mover may take"),
                        lambda p, r: swatch(p, r, self.tint(accents.mark, 0.6), self.muted())),
            LegendEntry(self.tr("taken by the move"),
                        lambda p, r: cross(p, r, accents.move, 2.0), needs_move=True),
        ]


register_canvas("fibonacci", FibonacciCanvas)
