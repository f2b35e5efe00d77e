"""The coin circle (HDU 3951): coins round a circle, numbered clockwise from the top.

At the start with 1 < K < N the picture shows the second player's answer: whatever the
first take (here coin 1), the coins opposite it are taken next, and the mirror line
through the gap splits what is left into two equal rows, copied move for move.
Circles too big for separate coins are drawn as a ring.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, share_of
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import cross, pen
from .text import RIGHT, Metrics, draw_text, number_text, painter_widths

SMALLEST_COIN = 7.0
LARGEST_COIN = 72.0


@dataclass(frozen=True)
class Ring:
    centre: QPointF
    radius: float
    coin: float         # diameter of one coin; 0 when the circle is drawn as a ring

    def angle(self, coin: int, n: int) -> float:
        """Angle (radians, clockwise from the top) of coin `coin` (1-based) of n."""
        return 2 * math.pi * (coin - 1) / n

    def point(self, angle: float, radius: float | None = None) -> QPointF:
        r = self.radius if radius is None else radius
        return QPointF(self.centre.x() + r * math.sin(angle),
                       self.centre.y() - r * math.cos(angle))

    def coin_rect(self, coin: int, n: int) -> QRectF:
        at = self.point(self.angle(coin, n))
        return QRectF(at.x() - self.coin / 2, at.y() - self.coin / 2, self.coin, self.coin)


def ring_for(rect: QRectF, n: int) -> Ring:
    """The largest circle that fits, with coins as large as their spacing allows."""
    radius = max(min(rect.width(), rect.height()) / 2 - 4, 4.0)
    spacing = 2 * math.pi * radius / max(n, 1) if n < 10**6 else 0.0
    coin = min(spacing * 0.8, LARGEST_COIN, radius * 0.6)
    if coin >= SMALLEST_COIN:
        radius -= coin / 2
        coin = min(2 * math.pi * radius / n * 0.8, LARGEST_COIN, radius * 0.6)
    else:
        coin = 0.0
    return Ring(rect.center(), radius, coin)


def mirror_answer(n: int) -> list[int]:
    """The coins opposite coin 1 (1-based): the middle of the row left when coin 1 is
    taken, one coin when that row is odd, two when it is even."""
    if n % 2 == 0:
        return [n // 2 + 1]
    return [(n + 1) // 2, (n + 3) // 2]


def coin_at(ring: Ring, n: int, point: QPointF) -> int | None:
    """The coin (1-based) under `point`: on its disc, or on the ring when the coins are
    too small to draw."""
    dx, dy = point.x() - ring.centre.x(), point.y() - ring.centre.y()
    distance = math.hypot(dx, dy)
    reach = ring.coin / 2 + 2 if ring.coin else max(ring.radius * 0.08, 4.0) + 6
    if n <= 0 or abs(distance - ring.radius) > reach:
        return None
    turn = (math.atan2(dx, -dy) / (2 * math.pi)) % 1.0
    coin = share_of(n, (turn + 0.5 / n) % 1.0) + 1 if n < 1 << 52 else \
        n * round(turn * (1 << 30)) // (1 << 30) % n + 1
    if ring.coin and QLineF(point, ring.coin_rect(coin, n).center()).length() > reach:
        return None
    return coin


def coin_point(ring: Ring, n: int, coin: int) -> QPointF:
    """Where coin `coin` is clicked (the inverse of `coin_at`)."""
    if n < 1 << 52:
        return ring.point(ring.angle(coin, n))
    return ring.point(2 * math.pi * ratio(coin - 1, n))


def stretch(n: int, first: int, last: int, step: int) -> list[int]:
    """The coins from `first` to `last` going round by `step` (+1 clockwise, −1 not)."""
    length = ((last - first) * step) % n + 1
    return [(first - 1 + step * i) % n + 1 for i in range(length)]


def chosen_coins(n: int, k: int, taken: set[int], first: int, last: int) -> list[int]:
    """The coins a selection from `first` to `last` takes: clockwise when those are all
    there and at most K, else the other way round if that is; else clockwise (a take the
    play panel will refuse)."""
    for step in (1, -1):
        coins = stretch(n, first, last, step)
        if len(coins) <= k and not taken.intersection(coins):
            return coins
    return stretch(n, first, last, 1)


def take_ends(n: int, coins: set[int]) -> tuple[int, int] | None:
    """The first and last coin (clockwise) of a take of consecutive coins."""
    if not coins:
        return None
    if len(coins) == n:
        return 1, n
    first = next((c for c in coins if (c - 2) % n + 1 not in coins), None)
    if first is None:
        return None
    return first, (first - 1 + len(coins) - 1) % n + 1


@dataclass(frozen=True)
class Selection:
    """The first click of a take: the coin it starts at, and (after a shift-click) the
    coin it reaches."""

    first: int
    last: int


class CircleCanvas(InteractiveCanvas):
    """The coin circle. Two clicks make a take: its first coin, then its last (the same
    coin again takes that coin alone); a shift-click moves the end of the selection
    without taking. Escape, or a click off the coins, takes the first click back."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> Ring:
        n = analysis.position.numbers[0]
        rect = self.above_key(self.below_caption(rect),
                              self._legend(self._symmetric(analysis)))
        return ring_for(rect, n)

    def hit_in(self, layout: Ring, analysis: Analysis, point: QPointF) -> Hit | None:
        """What a click means, given the first click if one was made."""
        n, k = analysis.position.numbers[:2]
        coin = coin_at(layout, n, point)
        if coin is None:
            return None
        taken = self._taken(analysis)
        selection: Selection | None = self.pending
        if selection is None:
            if coin in taken:
                return None
            return Hit(None, (self._coin_mark(layout, n, coin),))
        coins = chosen_coins(n, k, taken, selection.first, coin)
        if selection.last != selection.first and coin in stretch(
                n, selection.first, selection.last, self._direction(analysis, selection)):
            coins = chosen_coins(n, k, taken, selection.first, selection.last)
        after = analysis.position.with_numbers(
            analysis.position.numbers[:2] + tuple(sorted(tuple(taken) + tuple(coins))))
        legal = len(coins) <= k and not taken.intersection(coins)
        marks = tuple(self._coin_mark(layout, n, c) for c in coins) if legal else ()
        return Hit(after, marks)

    def points_in(self, layout: Ring, analysis: Analysis, after: Position) -> list[QPointF]:
        n = analysis.position.numbers[0]
        ends = take_ends(n, set(after.numbers[2:]) - self._taken(analysis))
        if ends is None:
            return []
        return [coin_point(layout, n, ends[0]), coin_point(layout, n, ends[1])]

    def move_at(self, point: QPointF) -> Position | None:
        analysis = self.drawn_analysis
        n = analysis.position.numbers[0]
        coin = coin_at(self.current_layout(), n, point)
        selection: Selection | None = self.pending
        if coin is None or (selection is None and coin in self._taken(analysis)):
            self.cancel_pending()           # a click off the coins takes it back
            return None
        if selection is None:
            self.set_pending(Selection(coin, coin))
            return None
        if self.shift_click:
            self.set_pending(Selection(selection.first, coin))
            return None
        hit = self.hit_at(point)
        self.set_pending(None)
        return hit.after if hit is not None else None

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        n, k = analysis.position.numbers[:2]
        taken = self._taken(analysis)
        symmetric = self._symmetric(analysis)
        ring = self.layout(rect, analysis)
        rect = self.paint_caption(painter, rect, self._captions(n, k, taken))
        rect = self.paint_key(painter, rect, self._legend(symmetric))
        painter.setFont(self.label_font(0.8))
        metrics = painter_widths(painter)
        shown = self.shown_move(analysis)
        leaving = self._leaving(analysis, shown, taken)
        if symmetric:
            self._paint_mirror(painter, ring, metrics)
        if ring.coin:
            self._paint_coins(painter, ring, n, taken, leaving, shown, symmetric, metrics)
        else:
            self._paint_ring(painter, ring, n, symmetric, metrics)
        if self.pending is not None:
            self._paint_selection(painter, ring, analysis, self.pending, rect)

    # -- playing ---------------------------------------------------------------------------------
    def _taken(self, analysis: Analysis) -> set[int]:
        return set(analysis.facts.get("taken", analysis.position.numbers[2:]))

    def _symmetric(self, analysis: Analysis) -> bool:
        """Whether the picture shows the second player's mirror strategy (an unbroken
        circle, 1 < K < N), which gives the answer away: not while the answers are hidden."""
        n, k = analysis.position.numbers[:2]
        return self.answers_shown and not self._taken(analysis) and 1 < k < n

    def _direction(self, analysis: Analysis, selection: Selection) -> int:
        n, k = analysis.position.numbers[:2]
        coins = chosen_coins(n, k, self._taken(analysis), selection.first, selection.last)
        return 1 if coins == stretch(n, selection.first, selection.last, 1) else -1

    def _coin_mark(self, ring: Ring, n: int, coin: int) -> QRectF:
        if ring.coin:
            return ring.coin_rect(coin, n)
        at = coin_point(ring, n, coin)
        return QRectF(at.x() - 6, at.y() - 6, 12, 12)

    def _paint_selection(self, painter: QPainter, ring: Ring, analysis: Analysis,
                         selection: Selection, bounds: QRectF) -> None:
        """The coins chosen so far, and what to do next."""
        n, k = analysis.position.numbers[:2]
        coins = chosen_coins(n, k, self._taken(analysis), selection.first, selection.last)
        colour = self.accents().move
        painter.setPen(pen(colour, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for coin in coins:
            painter.drawEllipse(self._coin_mark(ring, n, coin).adjusted(-3, -3, 3, 3))
        if len(coins) == 1:
            words = self.tr("Coin {c} chosen: click it again to take it, or click the last "
                            "coin to take (at most {k}); Esc: cancel")
        else:
            words = self.tr("Coins {c} to {d} chosen: click one of them to take them; "
                            "Esc: cancel")
        self.paint_hint(painter, bounds, words.format(c=coins[0], d=coins[-1],
                                                      k=compact(k)))

    def _paint_coins(self, painter: QPainter, ring: Ring, n: int, taken: set[int],
                     leaving: set[int], shown: ShownMove | None, symmetric: bool,
                     metrics: Metrics) -> None:
        accents = self.accents()
        answer = set(mirror_answer(n)) if symmetric else set()
        gold, edge = self.tint(accents.special, 0.75), self.ink()
        painter.setPen(pen(self.muted(0.75), 1.0))          # the circle the coins lie on
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(ring.centre, ring.radius, ring.radius)
        painter.setFont(self.label_font(min(max(ring.coin / 28, 0.8), 1.5)))
        metrics = painter_widths(painter)
        for coin in range(1, n + 1):
            rect = ring.coin_rect(coin, n)
            if coin in taken or (symmetric and coin == 1):
                style = Qt.PenStyle.DashLine
                painter.setPen(pen(self.muted(0.3), 1.2, style))
                painter.setBrush(self.paper())
                painter.drawEllipse(rect)
            else:
                painter.setPen(pen(accents.mark if coin in answer else edge,
                                   3.0 if coin in answer else 1.0))
                painter.setBrush(self.tint(accents.mark, 0.45) if coin in answer else gold)
                painter.drawEllipse(rect)
            if coin in leaving and shown:
                cross(painter, rect, self.move_colour(shown), 2.4 if shown.emphasised else 1.6)
            label = number_text(metrics, coin, ring.coin - 2) if ring.coin >= 16 else None
            if label:
                painter.setPen(self.ink())
                draw_text(painter, rect, label, elide=False)

    def _paint_ring(self, painter: QPainter, ring: Ring, n: int, symmetric: bool,
                    metrics: Metrics) -> None:
        """Too many coins to draw: a ring, with the first take and the answer as gaps."""
        accents = self.accents()
        width = max(ring.radius * 0.08, 4.0)
        painter.setPen(pen(self.tint(accents.special, 0.75), width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(ring.centre, ring.radius, ring.radius)
        if symmetric:
            for angle, colour in ((0.0, self.paper()), (math.pi, accents.mark)):
                painter.setPen(pen(colour, width + 2))
                arc = QRectF(ring.centre.x() - ring.radius, ring.centre.y() - ring.radius,
                             2 * ring.radius, 2 * ring.radius)
                start = int((90 - math.degrees(angle) - 4) * 16)
                painter.drawArc(arc, start, 8 * 16)
        painter.setPen(self.ink())
        label = self.tr("{n} coins").format(n=compact(n))
        box = QRectF(ring.centre.x() - ring.radius, ring.centre.y() - metrics.height() / 2,
                     ring.radius - 6, metrics.height())
        draw_text(painter, box, label, RIGHT)

    def _paint_mirror(self, painter: QPainter, ring: Ring, metrics: Metrics) -> None:
        """The line through the first take and the answer: everything else comes in pairs."""
        colour = self.accents().mark
        top = ring.point(0.0, ring.radius + ring.coin / 2 + 4)
        bottom = ring.point(math.pi, ring.radius + ring.coin / 2 + 4)
        painter.setPen(pen(colour, 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(QLineF(top, bottom))
        label = self.tr("mirror line")
        width = metrics.horizontalAdvance(label) + 4
        if ring.radius > width * 0.8:
            painter.setPen(colour)
            draw_text(painter, QRectF(ring.centre.x() + 4, ring.centre.y() - metrics.height() / 2,
                                      width, metrics.height()), label, elide=False)

    # -- reading the analysis -------------------------------------------------------------------
    def _leaving(self, analysis: Analysis, shown: ShownMove | None,
                 taken: set[int]) -> set[int]:
        """The coins the shown move takes."""
        if shown is None:
            return set()
        return set(shown.move.after.numbers[2:]) - taken

    def _captions(self, n: int, k: int, taken: set[int]) -> list[str]:
        size, most = compact(n), compact(k)
        if taken:
            return [self.tr("N = {n}, K = {k}: {t} coin(s) taken, the rest are rows").format(
                        n=size, k=most, t=len(taken)),
                    self.tr("N = {n}, K = {k}").format(n=size, k=most)]
        if k == 1:
            return [self.tr("K = 1: the coins go one by one; N = {n} is {parity}").format(
                        n=size, parity=self.tr("odd") if n % 2 else self.tr("even")),
                    self.tr("K = 1, N = {n}").format(n=size)]
        if k >= n:
            return [self.tr("K = {k} ≥ N = {n}: take every coin at once").format(k=most, n=size),
                    self.tr("K ≥ N: take all")]
        return [self.tr("K = {k} < N = {n}: the second player answers opposite and "
                        "mirrors").format(k=most, n=size),
                self.tr("K < N: answer opposite, then mirror"),
                self.tr("answer opposite")]

    def _legend(self, symmetric: bool) -> list[LegendEntry]:
        accents = self.accents()
        entries = []
        if symmetric:
            entries += [
                LegendEntry(self.tr("first take (say coin 1)"),
                            lambda p, r: (p.setPen(pen(self.muted(0.3), 1.2,
                                                       Qt.PenStyle.DashLine)),
                                          p.setBrush(Qt.BrushStyle.NoBrush), p.drawEllipse(r))),
                LegendEntry(self.tr("the answer"),
                            lambda p, r: (p.setPen(pen(accents.mark, 2.0)),
                                          p.setBrush(self.tint(accents.mark, 0.45)),
                                          p.drawEllipse(r))),
            ]
        entries.append(LegendEntry(self.tr("winning take"),
                                   lambda p, r: cross(p, r, accents.move, 2.0), needs_move=True))
        return entries


register_canvas("circle", CircleCanvas)
