"""Euclid's game as an A × B rectangle cut into squares, as Euclid's algorithm cuts it.

Each stage's squares are the multiples the player to move may subtract. A stage with a
single square (quotient 1) is a forced move; the forced chain is coloured by whose turn
it is, up to the first stage with a free choice, which decides the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter

from solvers.spec import Analysis

from .base import Canvas, ShownMove
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import cross, hatched, outline, pen, swatch
from .text import draw_text, number_text

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


class EuclidCanvas(Canvas):
    """Euclid's game."""

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        a, b = analysis.position.numbers[:2]
        chain = analysis.facts.get("chain_length", 0)
        rect = self.paint_caption(painter, rect, self._captions(a, b, chain))
        rect = self.paint_key(painter, rect, self._legend())
        if a == 0 or b == 0:
            self.paint_note(painter, rect, self.tr("A number is 0: the game is over and the "
                                                   "player to move has lost."))
            return
        painter.setFont(self.label_font(0.85))
        metrics = QFontMetricsF(painter.font())
        line = metrics.height()
        side_label = max(metrics.horizontalAdvance(self.tr("B = {b}").format(b=compact(b))),
                         0.0)
        side_label = min(side_label, rect.width() * 0.3)
        area = rect.adjusted(0, 0, -(side_label + 6), -(line + 4))
        pieces = self.cached(("pieces", area.left(), area.top(), area.width(), area.height()),
                             lambda: euclid_pieces(area, a, b))
        shown = self.shown_move(analysis)
        taken = self._taken(analysis, shown)
        if pieces:      # numbers in big squares may be big too
            side = min(pieces[0].rect.width(), pieces[0].rect.height())
            painter.setFont(self.label_font(min(max(side / 90, 0.85), 1.6)))
            metrics = QFontMetricsF(painter.font())
        for piece in pieces:
            self._paint_piece(painter, piece, chain, metrics)
        self._paint_free_choice(painter, pieces, chain)
        if taken and shown:
            self._paint_move(painter, pieces, taken, shown)
        painter.setFont(self.label_font(0.85))
        self._paint_sides(painter, pieces, a, b, side_label, QFontMetricsF(painter.font()))

    def _stage_fill(self, stage: int, chain: int):
        accents = self.accents()
        if stage >= chain:
            return self.tint(self.ink(), 0.08)
        return self.tint(accents.mark if stage % 2 == 0 else accents.other, 0.4)

    def _paint_piece(self, painter: QPainter, piece: Piece, chain: int,
                     metrics: QFontMetricsF) -> None:
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
                     side_label: float, metrics: QFontMetricsF) -> None:
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

    def _legend(self) -> list[LegendEntry]:
        accents = self.accents()
        return [
            LegendEntry(self.tr("first player to move"),
                        lambda p, r: swatch(p, r, self.tint(accents.mark, 0.4), self.muted())),
            LegendEntry(self.tr("second player to move"),
                        lambda p, r: swatch(p, r, self.tint(accents.other, 0.4), self.muted())),
            LegendEntry(self.tr("free choice"),
                        lambda p, r: outline(p, r, accents.special, 2.0, 0.0)),
        ]
