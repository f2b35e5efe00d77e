"""Euclid's game as an A × B rectangle cut into squares, as Euclid's algorithm cuts it.

Each stage's squares are the multiples the player to move may subtract. A stage with a
single square (quotient 1) is a forced move; the forced chain is coloured by whose turn
it is, up to the first stage with a free choice, which decides the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, fraction, inside, point_in_share, share_of
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import cross, hatched, outline, pen, swatch
from .text import Metrics, draw_text, number_text, painter_widths

SQUARE, BAND = "square", "band"
LONGEST_ASPECT = 5.0
MOST_STAGES = 40
#: A stage with more squares than this, or squares thinner than SMALLEST_SIDE, is one band.
MOST_SQUARES = 24
SMALLEST_SIDE = 4.0


@dataclass(frozen=True)
class Piece:
    """One square of stage `stage`, or (BAND) all `count` squares of a stage at once when
    they are too many or too thin to draw one by one."""

    stage: int
    kind: str
    rect: QRectF
    count: int
    side: int


def fitted_rect(area: QRectF, a: int, b: int) -> QRectF:
    """The A × B rectangle (A across) as large as fits, its aspect kept unless it is more
    extreme than LONGEST_ASPECT."""
    aspect = min(max(ratio(a, b) if b else LONGEST_ASPECT, 1 / LONGEST_ASPECT), LONGEST_ASPECT)
    width = min(area.width(), area.height() * aspect)
    height = width / aspect
    return QRectF(area.left() + (area.width() - width) / 2,
                  area.top() + (area.height() - height) / 2, width, height)


def euclid_pieces(area: QRectF, a: int, b: int) -> list[Piece]:
    """The squares, stage by stage, until they are too small to see."""
    if a <= 0 or b <= 0:
        return []
    region = fitted_rect(area, a, b)
    big, small = max(a, b), min(a, b)
    across = a >= b             # is the bigger number along the region's width?
    pieces: list[Piece] = []
    for stage in range(MOST_STAGES):
        quotient, rest = divmod(big, small)
        side = region.height() if across else region.width()
        long = region.width() if across else region.height()
        rest_length = side * ratio(rest, small) if rest else 0.0
        band = max(long - rest_length, 0.0)
        width = band / quotient if quotient <= MOST_SQUARES else 0.0
        if width >= SMALLEST_SIDE and width >= side * 0.98:     # squares only when to scale
            for i in range(quotient):
                rect = (QRectF(region.left() + i * width, region.top(), width, side) if across
                        else QRectF(region.left(), region.top() + i * width, side, width))
                pieces.append(Piece(stage, SQUARE, rect, 1, small))
        else:
            rect = (QRectF(region.left(), region.top(), band, side) if across
                    else QRectF(region.left(), region.top(), side, band))
            pieces.append(Piece(stage, BAND, rect, quotient, small))
        if rest == 0 or rest_length < 2.0:
            break
        region = (QRectF(region.left() + band, region.top(), rest_length, side) if across
                  else QRectF(region.left(), region.top() + band, side, rest_length))
        big, small = small, rest
        across = not across
    return pieces


@dataclass(frozen=True)
class EuclidLayout:
    """The squares as painted and clicked, and the width kept for the B label."""

    pieces: tuple[Piece, ...]
    side_label: float


def band_share(rect: QRectF, point: QPointF) -> float:
    """How far along a band `point` lies: from the left of a wide band, from the top of a
    tall one (as the move's share of it is drawn)."""
    if rect.width() >= rect.height():
        return fraction(point.x(), rect.left(), rect.right())
    return fraction(point.y(), rect.top(), rect.bottom())


def euclid_hit(pieces: Sequence[Piece], point: QPointF) -> tuple[int, tuple[QRectF, ...]] | None:
    """(multiples subtracted, what goes) of a click on a square of the first stage: the
    k-th square subtracts k times the smaller number."""
    first = [piece for piece in pieces if piece.stage == 0]
    for i, piece in enumerate(first):
        if not inside(piece.rect, point):
            continue
        if piece.kind == SQUARE:
            return i + 1, tuple(p.rect for p in first[:i + 1])
        k = share_of(piece.count, band_share(piece.rect, point)) + 1
        part = QRectF(piece.rect)
        share = min(ratio(k, piece.count), 1.0)
        if part.width() >= part.height():
            part.setWidth(part.width() * share)
        else:
            part.setHeight(part.height() * share)
        return k, (part,)
    return None


def euclid_point(pieces: Sequence[Piece], k: int) -> QPointF | None:
    """Where to click to subtract `k` times the smaller number (the inverse of
    `euclid_hit`)."""
    first = [piece for piece in pieces if piece.stage == 0]
    if not first or k < 1:
        return None
    if first[0].kind == BAND:
        band = first[0]
        if k > band.count:
            return None
        along = point_in_share(band.rect, k - 1, band.count)
        if band.rect.width() >= band.rect.height():
            return along
        tall = point_in_share(QRectF(band.rect.top(), band.rect.left(), band.rect.height(),
                                     band.rect.width()), k - 1, band.count)
        return QPointF(band.rect.center().x(), tall.x())
    return first[k - 1].rect.center() if k <= len(first) else None


def subtracted(a: int, b: int, k: int) -> tuple[int, int]:
    """(A, B) after subtracting k times the smaller from the larger (from A when equal)."""
    return (a - k * b, b) if a >= b else (a, b - k * a)


class EuclidCanvas(InteractiveCanvas):
    """Euclid's game. A click on the k-th square of the first stage subtracts k times the
    smaller number."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> EuclidLayout:
        a, b = analysis.position.numbers[:2]
        rect = self.above_key(self.below_caption(rect), self._legend())
        if a == 0 or b == 0:
            return EuclidLayout((), 0.0)
        metrics = self.label_widths(0.85)
        line = metrics.height()
        side_label = max(metrics.horizontalAdvance(self.tr("B = {b}").format(b=compact(b))),
                         0.0)
        side_label = min(side_label, rect.width() * 0.3)
        area = rect.adjusted(0, 0, -(side_label + 6), -(line + 4))
        return EuclidLayout(tuple(euclid_pieces(area, a, b)), side_label)

    def hit_in(self, layout: EuclidLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        a, b = analysis.position.numbers[:2]
        found = euclid_hit(layout.pieces, point)
        if found is None:
            return None
        k, marks = found
        return Hit(analysis.position.with_numbers(subtracted(a, b, k)), marks)

    def points_in(self, layout: EuclidLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        a, b = analysis.position.numbers[:2]
        x, y = after.numbers[:2]
        small = min(a, b)
        if not small or (a - x) + (b - y) <= 0:
            return []
        k = ((a - x) + (b - y)) // small
        if subtracted(a, b, k) != (x, y):
            return []
        point = euclid_point(layout.pieces, k)
        return [point] if point is not None else []

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        a, b = analysis.position.numbers[:2]
        chain = analysis.facts.get("chain_length", 0)
        layout = self.layout(rect, analysis)
        rect = self.paint_caption(painter, rect, self._captions(a, b, chain))
        later = any(piece.stage >= chain for piece in layout.pieces)
        rect = self.paint_key(painter, rect, self._legend(later))
        if a == 0 or b == 0:
            self.paint_note(painter, rect, self.tr("A number is 0: the game is over and the "
                                                   "player to move has lost."))
            return
        pieces = list(layout.pieces)
        shown = self.shown_move(analysis)
        taken = self._taken(analysis, shown)
        if pieces:      # numbers in big squares may be big too
            side = min(pieces[0].rect.width(), pieces[0].rect.height())
            painter.setFont(self.label_font(min(max(side / 90, 0.85), 1.6)))
        else:
            painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        for piece in pieces:
            self._paint_piece(painter, piece, chain, metrics)
        self._paint_free_choice(painter, pieces, chain)
        if taken and shown:
            self._paint_move(painter, pieces, taken, shown)
        painter.setFont(self.label_font(0.85))
        self._paint_sides(painter, pieces, a, b, layout.side_label,
                          painter_widths(painter))

    def _stage_fill(self, stage: int, chain: int):
        accents = self.accents()
        if stage >= chain:
            return self.tint(self.ink(), 0.08)
        return self.tint(accents.mark if stage % 2 == 0 else accents.other, 0.4)

    def _paint_piece(self, painter: QPainter, piece: Piece, chain: int,
                     metrics: Metrics) -> None:
        painter.setPen(pen(self.muted(0.2), 1.0))
        painter.setBrush(self._stage_fill(piece.stage, chain))
        painter.drawRect(piece.rect)
        r = piece.rect
        if piece.kind == BAND:
            painter.setPen(self.ink())
            forms = [self.tr("{q} squares of side {s}").format(q=compact(piece.count),
                                                                s=compact(piece.side)),
                     self.tr("{q} squares").format(q=compact(piece.count)),
                     compact(piece.count)]
            for form in forms:
                if metrics.horizontalAdvance(form) <= r.width() - 4:
                    draw_text(painter, r, form, elide=False)
                    break
            return
        if min(r.width(), r.height()) >= metrics.height() + 2:
            painter.setPen(self.ink())
            draw_text(painter, r, number_text(metrics, piece.side, r.width() - 4) or "",
                      elide=False)

    def _paint_free_choice(self, painter: QPainter, pieces: list[Piece], chain: int) -> None:
        """Outline the stage where the player to move first has a real choice."""
        stage = [p.rect for p in pieces if p.stage == chain - 1]
        if not stage:
            return
        bounds = stage[0]
        for rect in stage[1:]:
            bounds = bounds.united(rect)
        outline(painter, bounds.adjusted(1.5, 1.5, -1.5, -1.5), self.accents().special, 3.0, 0.0)

    def _paint_move(self, painter: QPainter, pieces: list[Piece], taken: int,
                    shown: ShownMove) -> None:
        """Cross out the squares the move subtracts (the first stage's)."""
        colour = self.move_colour(shown)
        first = [p for p in pieces if p.stage == 0]
        if first and first[0].kind == BAND:
            band = first[0]
            part = QRectF(band.rect)
            share = min(ratio(taken, band.count), 1.0)
            if part.width() >= part.height():
                part.setWidth(part.width() * share)
            else:
                part.setHeight(part.height() * share)
            hatched(painter, part, colour)
            outline(painter, part, colour, 2.0, 0.0, self.move_pen_style(shown))
            return
        for piece in first[:taken]:
            cross(painter, piece.rect.adjusted(3, 3, -3, -3), colour,
                  2.5 if shown.emphasised else 1.8)

    def _paint_sides(self, painter: QPainter, pieces: list[Piece], a: int, b: int,
                     side_label: float, metrics: Metrics) -> None:
        if not pieces:
            return
        bounds = pieces[0].rect
        for piece in pieces[1:]:
            bounds = bounds.united(piece.rect)
        line = metrics.height()
        painter.setPen(self.muted(0.2))
        draw_text(painter, QRectF(bounds.left(), bounds.bottom() + 3, bounds.width(), line),
                  self.tr("A = {a}").format(a=compact(a)))
        draw_text(painter, QRectF(bounds.right() + 4, bounds.center().y() - line / 2,
                                  side_label + 4, line),
                  self.tr("B = {b}").format(b=compact(b)), elide=False)

    # -- reading the analysis -------------------------------------------------------------------
    def _taken(self, analysis: Analysis, shown: ShownMove | None) -> int:
        """How many squares (multiples of the smaller number) the shown move subtracts."""
        if shown is None:
            return 0
        a, b = analysis.position.numbers[:2]
        x, y = shown.move.after.numbers[:2]
        small = min(a, b)
        removed = (a - x) + (b - y)
        return removed // small if small else 0

    def _captions(self, a: int, b: int, chain: int) -> list[str]:
        if a == 0 or b == 0:
            return [self.tr("({a}, {b}): the game is over").format(a=compact(a), b=compact(b))]
        forced = max(chain - 1, 0)
        if forced == 0:
            return [self.tr("{a} × {b}: the player to move has a free choice now").format(
                        a=compact(a), b=compact(b)),
                    self.tr("A free choice now"), self.tr("Free choice")]
        return [self.tr("{a} × {b}: {n} forced move(s), then a free choice").format(
                    a=compact(a), b=compact(b), n=f"{forced:,}"),
                self.tr("{n} forced move(s), then a free choice").format(n=f"{forced:,}"),
                self.tr("{n} forced, then free").format(n=f"{forced:,}")]

    def _legend(self, later: bool = False) -> list[LegendEntry]:
        """The key; `later` when stages after the free choice are drawn (in grey). The
        entries take one line however many there are, so the layout asks without it."""
        accents = self.accents()
        entries = [
            LegendEntry(self.tr("first player to move"),
                        lambda p, r: swatch(p, r, self.tint(accents.mark, 0.4), self.muted()),
                        answer=True),
            LegendEntry(self.tr("second player to move"),
                        lambda p, r: swatch(p, r, self.tint(accents.other, 0.4), self.muted()),
                        answer=True),
            LegendEntry(self.tr("free choice"),
                        lambda p, r: outline(p, r, accents.special, 2.0, 0.0), answer=True),
        ]
        if later:
            entries.append(LegendEntry(self.tr("after the free choice"),
                                       lambda p, r: swatch(p, r, self._stage_fill(1, 0),
                                                           self.muted()), answer=True))
        return entries


register_canvas("euclid", EuclidCanvas)
