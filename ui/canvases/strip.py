"""Georgia and Bob: pieces on a strip, paired from the right, each pair bracketed with
the number of empty cells inside it, the only numbers that count.

Long runs of empty cells are drawn shortened with their length; many pieces show a
window of whole pairs around the moving piece.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from solvers.spec import Analysis, LazyMoves, Position

from . import register_canvas
from .base import ShownMove, nth_move
from .clicks import (
    Hit,
    InteractiveCanvas,
    changed_number_points,
    fraction,
    inside,
    point_in_share,
    share_of,
)
from .layout import place_labels, window
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import arrow, bracket, outline, pen, swatch
from .text import Metrics, draw_text, number_text, painter_widths

WALL, EMPTY, RUN, PIECE, MORE = "wall", "empty", "run", "piece", "more"
SMALLEST_CELL = 14.0
LARGEST_CELL = 128.0
#: Most rows a long strip is wrapped onto (at pair boundaries) to use a tall canvas.
MOST_ROWS = 3
RUN_UNITS = 2.0          # a shortened run of empty cells is as wide as two cells
EXPAND_LIMITS = (64, 8, 4, 2, 0)
#: Most winning moves drawn at once; past it the picture says how many it shows.
MOST_MOVES = 4


@dataclass(frozen=True)
class Segment:
    """A piece of the strip as drawn: a piece, one empty cell, a shortened run of empty
    cells (`count` of them from `cell`), or a mark for pieces left out."""

    kind: str
    rect: QRectF
    cell: int
    count: int = 1


def _units(gaps: Sequence[int], expand: int) -> float:
    return sum(1 + (g if g <= expand else RUN_UNITS) for g in gaps)


def strip_segments(rect: QRectF, cells: Sequence[int], focus: int | None) -> list[Segment]:
    """The strip from the wall (or the first piece shown) to one cell past the last piece.

    Runs of empty cells longer than what fits are shortened; when even that is too wide,
    a window of whole pairs (pairs are counted from the right) around `focus` is shown.
    """
    n = len(cells)
    capacity = max(int(rect.width() // (SMALLEST_CELL * (1 + RUN_UNITS))) - 1, 2)
    shown = window(n, capacity, focus)
    start, stop = shown.start, shown.stop
    if start > 0 and (n - start) % 2:
        start += 1 if stop - start > 2 else -1       # never split a pair at the left end
    before = cells[start - 1] if start > 0 else 0
    gaps = [cells[i] - (cells[i - 1] if i > 0 else 0) - 1 for i in range(start, stop)]
    extra = (1 if start > 0 else 0) + (1 if stop < n else 0) + 1
    for expand in EXPAND_LIMITS:
        units = _units(gaps, expand) + extra
        if units * SMALLEST_CELL <= rect.width():
            break
    size = min(rect.width() / units, LARGEST_CELL)
    left = rect.left() + (rect.width() - units * size) / 2
    segments: list[Segment] = []

    def add(kind: str, width_units: float, cell: int, count: int = 1) -> None:
        nonlocal left
        segments.append(Segment(kind, QRectF(left, rect.top(), width_units * size, size),
                                cell, count))
        left += width_units * size

    if start > 0:
        add(MORE, 1, before, start)
    else:
        segments.append(Segment(WALL, QRectF(left - 3, rect.top(), 3, size), 0, 0))
    for i, gap in zip(range(start, stop), gaps):
        first_empty = cells[i] - gap
        if gap <= expand:
            for k in range(gap):
                add(EMPTY, 1, first_empty + k)
        else:
            add(RUN, RUN_UNITS, first_empty, gap)
        add(PIECE, 1, cells[i])
    add(EMPTY, 1, cells[stop - 1] + 1)
    if stop < n:
        add(MORE, 1, cells[stop - 1] + 2, n - stop)
    return segments


def cell_labels(cells: Sequence[int]) -> list[str]:
    """Each piece's cell number, short; a number that would read the same as the one
    before it once shortened (10¹⁸ and 10¹⁸ + 5) is written as the step from it."""
    labels = []
    for i, cell in enumerate(cells):
        text = compact(cell)
        if i and compact(cells[i - 1]) == text:
            text = f"+{compact(cell - cells[i - 1])}"
        labels.append(text)
    return labels


def segment_of(segments: Sequence[Segment], cell: int) -> Segment | None:
    """The segment that shows `cell`, if any."""
    for segment in segments:
        if segment.kind in (EMPTY, PIECE) and segment.cell == cell:
            return segment
        if segment.kind == RUN and segment.cell <= cell < segment.cell + segment.count:
            return segment
    return None


def break_allowed(segment: Segment, pairs: Sequence[tuple[int | None, int]],
                  rights: Sequence[int]) -> bool:
    """May a row end before `segment`? Not inside a pair (its bracket stays whole).
    `rights` are the pairs' right ends: pairs come left to right and do not overlap, so
    only the first pair ending at or after the cell can hold it."""
    if segment.kind in (WALL, MORE):
        return segment.kind == MORE
    cell = segment.cell
    at = bisect_left(rights, cell)
    return at == len(pairs) or not (pairs[at][0] or 0) < cell


def wrap_segments(segments: Sequence[Segment], pairs: Sequence[tuple[int | None, int]],
                  width: float, rows: int, pitch: float) -> list[Segment] | None:
    """The strip cut into at most `rows` rows no wider than `width`, each `pitch` below the
    one before and starting where the strip starts; None if it does not fit that way."""
    if rows <= 1:
        return list(segments)
    origin = min(s.rect.left() for s in segments)
    chunks: list[list[Segment]] = [[]]
    rights = [right for _, right in pairs]
    for segment in segments:
        if chunks[-1] and break_allowed(segment, pairs, rights):
            chunks.append([])
        chunks[-1].append(segment)
    placed: list[Segment] = []
    row, row_start = 0, None
    for chunk in chunks:
        left = min(s.rect.left() for s in chunk)
        right = max(s.rect.right() for s in chunk)
        if row_start is None:
            row_start = left
        if right - row_start > width + 0.01:
            row += 1
            row_start = left
            if row >= rows or right - left > width + 0.01:
                return None
        for s in chunk:
            r = s.rect.translated(origin - row_start, row * pitch)
            placed.append(Segment(s.kind, r, s.cell, s.count))
    return placed


@dataclass(frozen=True)
class StripLayout:
    """The strip as painted and clicked."""

    segments: tuple[Segment, ...]
    top: float
    size: float


def strip_hit(layout: StripLayout, cells: Sequence[int],
              point: QPointF) -> tuple[int, int, tuple[QRectF, ...]] | None:
    """(piece index, target cell, the cells involved) of a click on an empty cell: the
    nearest piece to its right slides there."""
    for segment in layout.segments:
        r = segment.rect
        if segment.kind not in (EMPTY, RUN) or not inside(r, point):
            continue
        if segment.kind == EMPTY:
            cell, mark = segment.cell, r
        else:
            offset = share_of(segment.count, fraction(point.x(), r.left(), r.right()))
            cell = segment.cell + offset
            width = r.width() * ratio(1, segment.count)
            mark = QRectF(r.left() + width * offset, r.top(), max(width, 2.0), r.height())
        index = bisect_right(cells, cell)
        if index >= len(cells):
            return None             # nothing to the right of it
        piece = segment_of(layout.segments, cells[index])
        return index, cell, (mark,) + ((piece.rect,) if piece is not None else ())
    return None


def strip_point(layout: StripLayout, cell: int) -> QPointF | None:
    """Where to click to bring a piece to `cell` (the inverse of `strip_hit`)."""
    segment = segment_of(layout.segments, cell)
    if segment is None or segment.kind == PIECE:
        return None
    if segment.kind == RUN:
        return point_in_share(segment.rect, cell - segment.cell, segment.count)
    return segment.rect.center()


class StripCanvas(InteractiveCanvas):
    """Georgia and Bob. A click on an empty cell slides the piece to its right there."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> StripLayout:
        cells = self._cells(analysis)
        rect = self.above_key(self.below_caption(rect), self._legend())
        line = self.label_widths(0.85).height()
        move = self._move(analysis, cells, self.shown_move(analysis))
        below = line + 2 + 10 + line
        pairs = analysis.facts.get("pairs", ())
        focus = move[0] if move else None
        best: tuple[float, list[Segment]] | None = None
        for rows in range(1, MOST_ROWS + 1):
            # Each row: room above for the move's arrow, the cells, their numbers and pairs.
            size_cap = max((rect.height() / rows - below - line) / 1.6, 8.0)
            if rows > 1 and (best is None or size_cap < best[0] * 1.15):
                break           # more rows would not make the cells bigger
            width = rect.width() * rows
            placed: list[Segment] | None = None
            for _ in range(4):
                segments = strip_segments(QRectF(rect.left(), 0, width, 8.0), cells, focus)
                size = max((s.rect.height() for s in segments), default=8.0)
                if size > size_cap + 0.01:
                    width *= size_cap / size
                    continue
                placed = wrap_segments(segments, pairs, rect.width(), rows,
                                       size * 1.6 + below)
                if placed is not None or rows == 1:
                    break
                width *= 0.85
            if rows == 1 and placed is None:
                placed = list(segments)
            if placed is not None and (best is None or size > best[0] * 1.15):
                best = (size, placed)
        assert best is not None
        size, segments = best
        used_rows = 1 + round((max(s.rect.top() for s in segments)
                               - min(s.rect.top() for s in segments)) / (size * 1.6 + below)) \
            if segments else 1
        height = used_rows * size + (used_rows - 1) * (size * 0.6 + below) + below
        top = rect.top() + max((rect.height() - height) / 2, line * 1.5 + size * 0.4)
        left = min((s.rect.left() for s in segments), default=rect.left())
        width = max((s.rect.right() for s in segments), default=left) - left
        shift = QPointF(rect.left() + max((rect.width() - width) / 2, 0.0) - left, top)
        segments = [Segment(s.kind, s.rect.translated(shift), s.cell, s.count)
                    for s in segments]
        return StripLayout(tuple(segments), top, size)

    def hit_in(self, layout: StripLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        cells = self._cells(analysis)
        found = strip_hit(layout, cells, point)
        if found is None:
            return None
        index, cell, marks = found
        return Hit(Position(cells[:index] + (cell,) + cells[index + 1:]), marks)

    def points_in(self, layout: StripLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        cells = self._cells(analysis)
        return changed_number_points(cells, tuple(sorted(after.numbers)),
                                     lambda _, cell: strip_point(layout, cell))

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        cells = self._cells(analysis)
        layout = self.layout(rect, analysis)
        segments = list(layout.segments)
        rect = self.paint_caption(painter, rect, self._captions(analysis))
        rect = self.paint_key(painter, rect, self._legend())
        painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        line = metrics.height()
        shown = self.shown_move(analysis)
        move = self._move(analysis, cells, shown)
        self._paint_strip(painter, segments, metrics)
        self._paint_pairs(painter, analysis, segments, line + 4, metrics)
        if move and shown:
            for index in self.drawn_moves():
                other = nth_move(analysis.moves, index)
                if index == shown.index or other is None:
                    continue            # the shown move is drawn last, on top
                also = ShownMove(index, other, False)
                other_move = self._move(analysis, cells, also)
                if other_move:
                    self._paint_move(painter, segments, cells, other_move, also, metrics)
            self._paint_move(painter, segments, cells, move, shown, metrics)

    def drawn_moves(self) -> tuple[int, ...]:
        """The indices of the winning moves drawn: the shown one and the first others, up
        to MOST_MOVES (the caption says so when there are more)."""
        analysis = self.drawn_analysis
        shown = None if analysis is None else self.shown_move(analysis)
        if shown is None:
            return ()
        first = [i for i in range(MOST_MOVES) if nth_move(analysis.moves, i) is not None]
        if shown.index not in first:
            first = first[:MOST_MOVES - 1] + [shown.index]
        return tuple(first)

    def winning_move_count(self) -> int | None:
        """How many winning moves there are when that is more than are drawn (None when
        all are drawn, or the list is lazy and never counted)."""
        analysis = self.drawn_analysis
        if analysis is None or nth_move(analysis.moves, MOST_MOVES) is None:
            return None
        return None if isinstance(analysis.moves, LazyMoves) else len(analysis.moves)

    def _cells(self, analysis: Analysis) -> tuple[int, ...]:
        return tuple(analysis.facts.get("cells") or sorted(analysis.position.numbers))

    def _paint_strip(self, painter: QPainter, segments: list[Segment],
                     metrics: Metrics) -> None:
        accents = self.accents()
        line = metrics.height()
        grid = pen(self.muted(0.6), 1.0)
        labels = []
        for segment in segments:
            r = segment.rect
            if segment.kind == WALL:
                painter.fillRect(r, self.ink())
                continue
            if segment.kind == MORE:
                painter.setPen(self.muted())
                draw_text(painter, r, "⋯", elide=False)
                continue
            painter.setPen(grid)
            painter.setBrush(self.tint(self.ink(), 0.05 if segment.kind != RUN else 0.1))
            painter.drawRect(r)
            if segment.kind == RUN:
                painter.setPen(self.muted(0.3))
                draw_text(painter, r, number_text(metrics, segment.count, r.width() - 2)
                          or "⋯", elide=False)
            elif segment.kind == PIECE:
                disc = r.adjusted(r.width() * 0.14, r.height() * 0.14, -r.width() * 0.14,
                                  -r.height() * 0.14)
                painter.setPen(pen(self.ink(), 1.0))
                painter.setBrush(self.tint(accents.special, 0.85))
                painter.drawEllipse(disc)
                labels.append(segment)
        texts = cell_labels([s.cell for s in labels])
        painter.setPen(self.muted(0.3))
        for row in sorted({round(s.rect.top()) for s in labels}):   # a wrapped strip's rows
            in_row = [i for i, s in enumerate(labels) if round(s.rect.top()) == row]
            spans = [(labels[i].rect.center().x(), metrics.horizontalAdvance(texts[i]))
                     for i in in_row]
            for k in place_labels(spans):
                segment = labels[in_row[k]]
                centre, width = spans[k]
                draw_text(painter, QRectF(centre - width / 2 - 1, segment.rect.bottom() + 2,
                                          width + 2, line), texts[in_row[k]], elide=False)

    def _paint_pairs(self, painter: QPainter, analysis: Analysis, segments: list[Segment],
                     below: float, metrics: Metrics) -> None:
        """A bracket under each pair shown (`below` its cells), with the empty cells
        inside it."""
        colour = self.accents().mark
        pieces = {s.cell: s for s in segments if s.kind == PIECE}
        wall = next((s for s in segments if s.kind == WALL), None)
        for left, right in analysis.facts.get("pairs", ()):
            end = pieces.get(right)
            start = wall if left is None else pieces.get(left)
            if end is None or start is None:
                continue
            x0 = start.rect.center().x() if left is not None else start.rect.right()
            x1 = end.rect.center().x()
            y = end.rect.bottom() + below
            bracket(painter, x0, x1, y, 6.0, colour, 2.0)
            inside = right - (left or 0) - 1
            label = number_text(metrics, inside, max(x1 - x0, metrics.height()))
            if label:
                width = metrics.horizontalAdvance(label) + 4
                painter.setPen(colour)
                draw_text(painter, QRectF((x0 + x1) / 2 - width / 2, y + 7, width,
                                          metrics.height()), label, elide=False)

    def _paint_move(self, painter: QPainter, segments: list[Segment], cells: tuple[int, ...],
                    move: tuple[int, int], shown: ShownMove, metrics: Metrics) -> None:
        index, target = move
        source = segment_of(segments, cells[index])
        goal = segment_of(segments, target)
        if source is None or goal is None:
            return
        colour = self.move_colour(shown)
        if goal.kind == EMPTY:
            outline(painter, goal.rect.adjusted(1, 1, -1, -1), colour, 2.5, 2.0,
                    self.move_pen_style(shown))
        start = QPointF(source.rect.center().x(), source.rect.top() - 2)
        end = QPointF(goal.rect.center().x(), goal.rect.top() - 2)
        if source is goal:
            return
        arrow(painter, start, end, colour, 2.5 if shown.emphasised else 1.8, 8.0, bend=-0.35)

    # -- reading the analysis -------------------------------------------------------------------
    def _move(self, analysis: Analysis, cells: tuple[int, ...],
              shown: ShownMove | None) -> tuple[int, int] | None:
        """(index of the moving piece among the sorted cells, its target cell)."""
        return self.changed_number(shown, cells, sort_after=True)

    def _captions(self, analysis: Analysis) -> list[str]:
        captions = self._xor_captions(analysis)
        if nth_move(analysis.moves, MOST_MOVES) is None or not self.drawn_moves():
            return captions
        count = self.winning_move_count()
        shown = len(self.drawn_moves())
        note = (self.tr("{k} of {n} winning moves shown").format(k=shown, n=f"{count:,}")
                if count is not None else
                self.tr("{k} winning moves shown, more exist").format(k=shown))
        return [f"{caption} — {note}" for caption in captions] + [note]

    def _xor_captions(self, analysis: Analysis) -> list[str]:
        pairs = analysis.facts.get("pairs", ())
        total = analysis.facts.get("xor", 0)
        insides = [right - (left or 0) - 1 for left, right in pairs[:6]]
        captions = []
        if len(pairs) <= 5 and all(g < 10**6 for g in insides):
            captions.append(self.tr("Empty cells inside the pairs: {terms}; XOR = {total}").format(
                terms=" ⊕ ".join(str(g) for g in insides), total=compact(total)))
            captions.append(self.tr("Inside the pairs: {terms} = {total}").format(
                terms=" ⊕ ".join(str(g) for g in insides), total=compact(total)))
        captions.append(self.tr("XOR of the empty cells inside the pairs = {total}").format(
            total=compact(total)))
        captions.append(self.tr("XOR inside pairs = {total}").format(total=compact(total, 5)))
        return captions

    def _legend(self) -> list[LegendEntry]:
        accents = self.accents()
        return [
            LegendEntry(self.tr("pair: its empty cells count"),
                        lambda p, r: bracket(p, r.left() + 1, r.right() - 1, r.top() + 2,
                                             r.height() - 5, accents.mark, 2.0), answer=True),
            LegendEntry(self.tr("winning move"),
                        lambda p, r: outline(p, r, accents.move, 2.0, 1.0), needs_move=True),
            LegendEntry(self.tr("shortened run of empty cells"),
                        lambda p, r: swatch(p, r, self.tint(self.ink(), 0.1), self.muted())),
        ]


register_canvas("strip", StripCanvas)
