"""Climbing the hill: people on a slope below the top, the king crowned, those already at
the top gathered by the flag. A move brings one person up.

Short hills are drawn to scale, one tick per step; long ones give each gap between
neighbours a shortened length and write its number of empty steps.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, changed_number_points, fraction
from .layout import kept_inside, window
from .legend import LegendEntry
from .numbers import candidates, compact
from .shapes import arrow, crown, pen
from .text import CENTRE, Metrics, draw_text, fitting, number_text, painter_widths

#: Largest distance drawn to scale (one tick per step).
LINEAR_LIMIT = 40
SMALLEST_SPACING = 26.0
SHORT_GAP = 3            # empty steps drawn at full length in the shortened picture


@dataclass(frozen=True)
class Slope:
    """The climbing side of the hill, from its foot up to the top."""

    foot: QPointF
    top: QPointF

    def at(self, t: float) -> QPointF:
        """The point at fraction `t` of the way down from the top (0) to the foot (1)."""
        return QPointF(self.top.x() + (self.foot.x() - self.top.x()) * t,
                       self.top.y() + (self.foot.y() - self.top.y()) * t)

    @property
    def length(self) -> float:
        return QLineF(self.foot, self.top).length()


def slope_for(rect: QRectF, head: float) -> Slope:
    return Slope(QPointF(rect.left() + 4, rect.bottom() - 4),
                 QPointF(rect.right() - max(rect.width() * 0.12, 30.0), rect.top() + head * 4.6))


def hill_positions(distances: Sequence[int], ahead: int, scaled: bool,
                   ground: int | None = None) -> list[float]:
    """Where each person shown stands, as a fraction of the way down the slope.

    `ahead` is the distance of the person just in front of the first one shown (0 when that
    is the top). To scale, distance d stands at d / ground (by default the largest + 1);
    otherwise each gap gets a length that grows with its empty steps only up to SHORT_GAP.
    """
    if not distances:
        return []
    if scaled:
        length = ground if ground is not None and ground > distances[-1] else distances[-1] + 1
        return [d / length for d in distances]
    positions = []
    at = 0.0 if ahead == 0 else 1.5
    previous = ahead
    for d in distances:
        empty = d - previous - 1
        at += 1 + min(max(empty, 0), SHORT_GAP) * 0.5
        positions.append(at)
        previous = d
    end = at + 1
    return [p / end for p in positions]


def hill_ground(previous: tuple[int, int, int] | None, distances: Sequence[int],
                king: int) -> tuple[int, int, int]:
    """(people, king, length of the hill) for the picture of `distances`: the length is
    kept from `previous` while the hill is the same game's (as many people, the same king,
    nobody beyond it), so the slope keeps its scale and a move moves only the mover."""
    needed = (distances[-1] if distances else 0) + 1
    if previous is not None and previous[:2] == (len(distances), king) \
            and previous[2] >= needed:
        return previous
    return len(distances), king, needed


def people_window(distances: Sequence[int], capacity: int, focus: int | None) -> range:
    """The people on the slope to draw (never those at the top, who stand by the flag)."""
    at_top = sum(1 for d in distances if d == 0)
    climbing = len(distances) - at_top
    inner = window(climbing, capacity, None if focus is None else focus - at_top)
    return range(at_top + inner.start, at_top + inner.stop)


@dataclass(frozen=True)
class HillLayout:
    """The hill as painted and clicked: the slope, the people drawn on it (fractions of
    the way down), the size of a head and of the label font."""

    rect: QRectF
    slope: Slope
    head: float
    font_scale: float
    people: range
    positions: tuple[float, ...]
    scaled: bool
    at_top: int             # people already at the top
    ground: int = 1         # steps from the top to the foot, when drawn to scale


def figure_rect(foot: QPointF, head: float) -> QRectF:
    """The box of a person standing at `foot`."""
    return QRectF(foot.x() - head, foot.y() - head * 3.2, head * 2, head * 3.2)


def climb_target(layout: HillLayout, distances: Sequence[int], person: int,
                 t: float) -> int:
    """The distance at fraction `t` down the slope, between `person` and the one ahead, as
    the climb of a move is drawn (to scale, or in proportion within a shortened gap)."""
    j = person - layout.people.start
    t_from = layout.positions[j]
    t_ahead = layout.positions[j - 1] if j > 0 else 0.0
    d_ahead = distances[person - 1] if person > 0 else 0
    span = distances[person] - d_ahead
    share = fraction(t, t_ahead, t_from)
    return d_ahead + round(share * span) if span < 1 << 52 else \
        d_ahead + span * round(share * (1 << 30)) // (1 << 30)


def climb_fraction(layout: HillLayout, distances: Sequence[int], person: int,
                   target: int) -> float:
    """Where on the slope `person` climbing to `target` arrives (as in the move's arrow)."""
    if target <= 0:
        return 0.0
    j = person - layout.people.start
    t_from = layout.positions[j]
    t_ahead = layout.positions[j - 1] if j > 0 else 0.0
    d_ahead = distances[person - 1] if person > 0 else 0
    span = distances[person] - d_ahead
    share = (target - d_ahead) / span if span else 0.0
    return t_ahead + (t_from - t_ahead) * share


def hill_hit(layout: HillLayout, distances: Sequence[int],
             point: QPointF) -> tuple[int, int, tuple[QRectF, ...]] | None:
    """(person, distance climbed to, marks) of a click on a free spot of the path or on the
    top: the nearest person behind that spot climbs there."""
    slope, head = layout.slope, layout.head
    at_top = layout.at_top
    line = QLineF(slope.top, slope.foot)
    length2 = line.dx() ** 2 + line.dy() ** 2
    if length2 <= 0:
        return None
    t = ((point.x() - slope.top.x()) * line.dx() + (point.y() - slope.top.y()) * line.dy()) \
        / length2
    across = abs((point.x() - slope.top.x()) * line.dy() - (point.y() - slope.top.y()) * line.dx()) \
        / math.sqrt(length2)
    near_top = (point.x() >= slope.top.x() - 2
                and slope.top.y() - head * 4.5 <= point.y() <= slope.top.y() + head)
    if near_top or (t <= 0 and across <= head * 4 + 4):
        person = at_top
        if person >= len(distances) or person not in layout.people:
            return None
        foot = slope.at(layout.positions[person - layout.people.start])
        return person, 0, (figure_rect(foot, head), figure_rect(slope.top, head))
    if across > head * 4 + 4 or t > 1:
        return None
    j = next((j for j, p in enumerate(layout.positions) if p > t), None)
    if j is None:
        return None
    person = layout.people.start + j
    target = climb_target(layout, distances, person, t)
    ahead = distances[person - 1] if person > 0 else 0
    if target >= distances[person] or (target <= ahead and ahead > 0):
        return None
    target = max(target, 0)
    arrive = slope.at(climb_fraction(layout, distances, person, target))
    return person, target, (figure_rect(slope.at(layout.positions[j]), head),
                            figure_rect(arrive, head))


def hill_point(layout: HillLayout, distances: Sequence[int], person: int,
               target: int) -> QPointF | None:
    """Where to click to bring `person` up to `target` (the inverse of `hill_hit`)."""
    if person not in layout.people:
        return None
    if target == 0:
        return QPointF(layout.slope.top)
    return layout.slope.at(climb_fraction(layout, distances, person, target))


class HillCanvas(InteractiveCanvas):
    """Climbing the hill. A click on a free spot of the path (or the top) brings the
    nearest person behind it up there."""

    _ground: tuple[int, int, int] | None = None

    @property
    def ground(self) -> int:
        """The number of steps from the top to the foot of the slope as drawn to scale."""
        return self._ground[2] if self._ground is not None else 1

    def set_analysis(self, analysis: Analysis | None) -> None:
        if analysis is not None:
            self._ground = hill_ground(self._ground, analysis.position.numbers,
                                       analysis.position.option("king") or 1)
        super().set_analysis(analysis)

    def layout_in(self, rect: QRectF, analysis: Analysis) -> HillLayout:
        distances = analysis.position.numbers
        king = (analysis.position.option("king") or 1) - 1
        rect = self.above_key(self.below_caption(rect), self._legend(analysis))
        head = max(min(rect.height() * 0.045, 20.0), 5.0)
        slope = slope_for(rect, head)
        move = self._move(analysis, self.shown_move(analysis))
        focus = move[0] if move else king
        capacity = max(int(slope.length // max(SMALLEST_SPACING, head * 2.6)), 1)
        people = people_window(distances, capacity, focus)
        shown_distances = [distances[i] for i in people]
        ahead = distances[people.start - 1] if people.start > 0 else 0
        ground = self.ground
        if not shown_distances or ground <= shown_distances[-1]:
            ground = (shown_distances[-1] if shown_distances else 0) + 1
        scaled = (people.stop == len(distances) and ahead == 0 and ground <= LINEAR_LIMIT + 1)
        positions = hill_positions(shown_distances, ahead, scaled, ground)
        return HillLayout(rect, slope, head, min(max(head / 12, 0.85), 1.4), people,
                          tuple(positions), scaled, sum(1 for d in distances if d == 0),
                          ground)

    def hit_in(self, layout: HillLayout, analysis: Analysis, point: QPointF) -> Hit | None:
        distances = analysis.position.numbers
        found = hill_hit(layout, distances, point)
        if found is None:
            return None
        person, target, marks = found
        return Hit(analysis.position.with_numbers(
            distances[:person] + (target,) + distances[person + 1:]), marks)

    def points_in(self, layout: HillLayout, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        distances = analysis.position.numbers
        return changed_number_points(
            distances, after.numbers,
            lambda index, value: hill_point(layout, distances, index, value))

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        distances = analysis.position.numbers
        king = (analysis.position.option("king") or 1) - 1
        layout = self.layout(rect, analysis)
        rect = self.paint_caption(painter, rect, self._captions(analysis, distances, king))
        rect = self.paint_key(painter, rect, self._legend(analysis))
        head, slope, people = layout.head, layout.slope, layout.people
        painter.setFont(self.label_font(layout.font_scale))
        metrics = painter_widths(painter)
        shown = self.shown_move(analysis)
        move = self._move(analysis, shown)
        shown_distances = [distances[i] for i in people]
        positions = list(layout.positions)
        self._paint_hill(painter, rect, slope, shown_distances, layout.scaled, layout.ground)
        at_top = layout.at_top
        self._paint_top(painter, rect, slope, at_top, king < at_top, head, metrics)
        self._paint_gaps(painter, slope, people, positions, distances, analysis, metrics)
        for i, t in zip(people, positions):
            self._paint_person(painter, slope.at(t), head, i, i == king, metrics)
        self._paint_left_out(painter, rect, slope, people, len(distances) - people.stop,
                             people.start - at_top, metrics)
        if move and shown:
            self._paint_move(painter, layout, distances, move, shown)

    # -- pieces ------------------------------------------------------------------------------
    def _paint_left_out(self, painter: QPainter, rect: QRectF, slope: Slope, people: range,
                        behind: int, ahead: int, metrics: Metrics) -> None:
        """Say how many people are not drawn, inside the hill at its foot."""
        if behind <= 0 and ahead <= 0:
            return
        parts = []
        if ahead > 0:
            parts.append(self.tr("{n} ahead").format(n=f"{ahead:,}"))
        if behind > 0:
            parts.append(self.tr("{n} further down").format(n=f"{behind:,}"))
        painter.setPen(self.muted(0.2))
        line = metrics.height()
        draw_text(painter, QRectF(rect.left() + rect.width() * 0.2, slope.foot.y() - line - 2,
                                  rect.width() * 0.72, line),
                  self.tr("not drawn: {parts}").format(parts=", ".join(parts)))

    def _paint_hill(self, painter: QPainter, rect: QRectF, slope: Slope,
                    distances: list[int], scaled: bool, ground: int) -> None:
        outline = QPolygonF([slope.foot, slope.top,
                             QPointF(rect.right() - 2, slope.foot.y())])
        edge, fill = self.muted(0.3), self.tint(self.accents().other, 0.22)

        def draw(inner: QPainter) -> None:
            inner.setPen(pen(edge, 1.5))
            inner.setBrush(fill)
            inner.drawPolygon(outline)

        # A filled triangle as large as the canvas costs milliseconds to blend; its
        # picture a fraction of that, and it stays the same while only people move.
        corners = tuple((point.x(), point.y()) for point in outline)
        self.paint_cached(painter, ("hill", corners, edge.rgba(), fill.rgba()),
                          outline.boundingRect().adjusted(-2, -2, 2, 2), draw)
        if scaled and distances:
            painter.setPen(pen(self.muted(0.5), 1.0))
            steps = max(ground, distances[-1] + 1)
            normal = QLineF(slope.foot, slope.top).normalVector().unitVector()
            offset = QPointF(normal.dx(), normal.dy()) * 3
            for step in range(1, steps):
                point = slope.at(step / steps)
                painter.drawLine(QLineF(point - offset, point + offset))

    def _paint_top(self, painter: QPainter, bounds: QRectF, slope: Slope, at_top: int,
                   king_there: bool, head: float, metrics: Metrics) -> None:
        """The flag at the top, and whoever already stands there."""
        top = slope.top
        painter.setPen(pen(self.ink(), 1.5))
        pole = QPointF(top.x(), top.y() - head * 2.8)
        painter.drawLine(QLineF(top, pole))
        flag = QPainterPath(pole)
        flag.lineTo(pole.x() + head * 1.6, pole.y() + head * 0.5)
        flag.lineTo(pole.x(), pole.y() + head)
        painter.fillPath(flag, self.accents().warning)
        if not at_top:
            return
        centre = QPointF(top.x() + head * 2.2, top.y())
        self._paint_figure(painter, centre, head * 0.8, self.tint(self.ink(), 0.35))
        if king_there:
            self._paint_crown(painter, centre, head * 0.8)
        painter.setPen(self.ink())
        if at_top <= 1:
            return
        # Beside the figure when the count fits there, shortened if need be; else under it,
        # kept inside the picture.
        forms = [f"×{at_top:,}", *(f"×{form}" for form in candidates(at_top))]
        room = bounds.right() - (centre.x() + head) - 4
        label = fitting(metrics, forms, room)
        if label is not None:
            box = QRectF(centre.x() + head, centre.y() - head * 2,
                         metrics.horizontalAdvance(label) + 4, metrics.height())
        else:
            label = fitting(metrics, forms, bounds.right() - top.x()) or forms[-1]
            width = metrics.horizontalAdvance(label) + 4
            box = kept_inside(QRectF(bounds.right() - width, centre.y() + 2, width,
                                     metrics.height()), bounds)
        draw_text(painter, box, label, elide=False)

    def _paint_gaps(self, painter: QPainter, slope: Slope, people: range, positions: list[float],
                    distances: Sequence[int], analysis: Analysis,
                    metrics: Metrics) -> None:
        """Each gap's number under the slope, before the person it belongs to: the solver's
        g_i when it gives them (marked when counted), else the empty steps."""
        at_top = sum(1 for d in distances if d == 0)
        gaps = analysis.facts.get("gaps")
        counted = set(analysis.facts.get("counted_gaps", ()))
        for j, (i, t) in enumerate(zip(people, positions)):
            if j == 0 and i > at_top:
                continue            # the people in front of the first one shown are left out
            previous_t = positions[j - 1] if j else 0.0
            if gaps is not None and 0 <= i - at_top < len(gaps):
                value = gaps[i - at_top]
            else:
                value = distances[i] - (distances[i - 1] if i else 0) - 1
            room = slope.length * (t - previous_t) - 4
            label = number_text(metrics, value, room)
            if not label:
                continue
            is_counted = (i - at_top + 1) in counted
            painter.setPen(self.accents().mark if is_counted else self.muted(0.25))
            middle = slope.at((previous_t + t) / 2)
            width = metrics.horizontalAdvance(label) + 4
            box = QRectF(middle.x() - width / 2 + 6, middle.y() + 3, width, metrics.height())
            draw_text(painter, box, label, elide=False)
            if is_counted:
                painter.drawLine(QLineF(box.left() + 1, box.bottom(), box.right() - 1,
                                        box.bottom()))

    def _paint_person(self, painter: QPainter, foot: QPointF, head: float, index: int,
                      is_king: bool, metrics: Metrics) -> None:
        fill = self.tint(self.accents().special, 0.9) if is_king else self.tint(self.ink(), 0.35)
        self._paint_figure(painter, foot, head, fill)
        centre = QPointF(foot.x(), foot.y() - head * 2.2)
        if head >= 8:
            painter.setPen(self.ink())
            label = number_text(metrics, index + 1, head * 2.2)
            if label:
                draw_text(painter, QRectF(centre.x() - head * 1.5, centre.y() - head, head * 3,
                                          head * 2), label, elide=False)
        if is_king:
            self._paint_crown(painter, foot, head)

    def _paint_figure(self, painter: QPainter, foot: QPointF, head: float, fill: QColor,
                      edge: QPen | None = None) -> None:
        """A pawn-like figure standing at `foot` (from its stamp when it has the usual
        edge: the people of a hill are all alike, and mostly where they were)."""
        if edge is not None:
            _figure(painter, foot, head, fill, edge)
            return
        ink = self.ink()
        area = QRectF(foot.x() - head - 2, foot.y() - head * 3.2 - 2, head * 2 + 4,
                      head * 3.2 + 4)
        self.paint_stamp(painter, ("figure", head, fill.rgba(), ink.rgba()), area,
                         lambda stamp: _figure(stamp, foot, head, fill, pen(ink, 1.0)))

    def _paint_crown(self, painter: QPainter, foot: QPointF, head: float) -> None:
        top = foot.y() - head * 3.2 - head * 1.1
        crown(painter, QRectF(foot.x() - head * 0.9, top, head * 1.8, head * 1.1),
              self.accents().special, self.ink())

    def _paint_move(self, painter: QPainter, layout: HillLayout, distances: Sequence[int],
                    move: tuple[int, int], shown: ShownMove) -> None:
        slope, people, positions, head = layout.slope, layout.people, layout.positions, layout.head
        person, target = move
        if person not in people:
            return
        t_from = positions[person - people.start]
        # Between the person ahead and the mover, in proportion to the distance.
        t_to = climb_fraction(layout, distances, person, target)
        colour = self.move_colour(shown)
        start, end = slope.at(t_from), slope.at(t_to)
        lift = QPointF(0, -head * 3.8)
        arrow(painter, start + lift, end + lift, colour, 2.5 if shown.emphasised else 1.8, 8.0,
              bend=-0.15)
        self._paint_figure(painter, end, head, self.tint(self.accents().move, 0.15),
                           pen(colour, 2.0, self.move_pen_style(shown)))

    # -- reading the analysis -------------------------------------------------------------------
    def _move(self, analysis: Analysis, shown: ShownMove | None) -> tuple[int, int] | None:
        """(index of the person who climbs, the distance they climb to)."""
        return self.changed_number(shown, analysis.position.numbers)

    def _captions(self, analysis: Analysis, distances: Sequence[int], king: int) -> list[str]:
        if distances and distances[king] == 0:
            return [self.tr("The king is at the top: the game is over")]
        total = analysis.facts.get("xor")
        in_line = analysis.facts.get("king_in_line", king + 1)
        captions = [self.tr("The king is number {k} in line").format(k=compact(in_line))]
        if total is not None:
            captions.insert(0, self.tr("King number {k} in line; XOR of the counted gaps = "
                                       "{total}").format(k=compact(in_line),
                                                         total=compact(total)))
        return captions

    def _legend(self, analysis: Analysis | None = None) -> list[LegendEntry]:
        accents = self.accents()
        counted = analysis is not None and bool(analysis.facts.get("counted_gaps"))
        entries = [
            LegendEntry(self.tr("king"),
                        lambda p, r: crown(p, r, accents.special, self.ink())),
            LegendEntry(self.tr("climb of the winning move"),
                        lambda p, r: arrow(p, QPointF(r.left(), r.bottom()),
                                           QPointF(r.right(), r.top()), accents.move, 2.0, 5.0),
                        needs_move=True),
            LegendEntry(self.tr("gap before each person"),
                        lambda p, r: (p.setPen(self.muted(0.25)),
                                      p.drawText(r, int(CENTRE), "g"))),
        ]
        if counted:
            # Marked gaps: in the mark colour and underlined (see _paint_gaps).
            entries.insert(2, LegendEntry(
                self.tr("counted gap (in the XOR)"),
                lambda p, r: (p.setPen(accents.mark), p.drawText(r, int(CENTRE), "g"),
                              p.drawLine(QLineF(r.left() + 1, r.bottom() - 1,
                                                r.right() - 1, r.bottom() - 1))),
                answer=True))
        return entries


def _figure(painter: QPainter, foot: QPointF, head: float, fill: QColor, edge: QPen) -> None:
    painter.setPen(edge)
    painter.setBrush(fill)
    body = QPolygonF([QPointF(foot.x() - head * 0.8, foot.y()),
                      QPointF(foot.x() + head * 0.8, foot.y()),
                      QPointF(foot.x(), foot.y() - head * 1.6)])
    painter.drawPolygon(body)
    painter.drawEllipse(QPointF(foot.x(), foot.y() - head * 2.2), head, head)


register_canvas("hill", HillCanvas)
