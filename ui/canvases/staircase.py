"""Staircase Nim: steps rising from the ground, coins stacked on each, the odd steps
marked; a move carries coins one step down."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from solvers.games.staircase import moved_down
from solvers.spec import Analysis, Position

from . import register_canvas
from .base import ShownMove
from .clicks import Hit, InteractiveCanvas, fraction, inside, point_in_share, share_of
from .layout import changed_indices, window
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import arrow, pen, swatch
from .text import TextWidths, draw_text, number_text, painter_widths

SMALLEST_STEP = 30.0
LARGEST_STEP = 150.0
MORE_WIDTH = 18.0


@dataclass(frozen=True)
class Stair:
    step: int           # 0-based: step 1 is index 0
    body: QRectF        # the step itself, from the floor to its tread
    stack: QRectF       # the room above the tread for its coins


@dataclass(frozen=True)
class StairLayout:
    stairs: tuple[Stair, ...]
    ground: QRectF | None        # None when the window does not start at step 1
    floor: float
    disc: float                  # height of one coin seen edge-on
    before: QRectF | None = None  # where the steps below the window are mentioned
    after: QRectF | None = None   # where the steps above it are


def stair_layout(rect: QRectF, count: int, focus: int | None, label_height: float) -> StairLayout:
    """Steps left to right, each a little higher; a window of them when there are many."""
    floor = rect.bottom() - label_height - 2
    ground_width = max(min(rect.width() * 0.12, 60.0), 36.0)
    capacity = max(int((rect.width() - ground_width) // SMALLEST_STEP), 1)
    steps = window(count, capacity, focus)
    beyond = MORE_WIDTH if steps.stop < count else 0.0     # room for "⋯" after the last
    width = min((rect.width() - ground_width - beyond) / max(len(steps), 1), LARGEST_STEP)
    rise = min((floor - rect.top()) * 0.45 / max(len(steps), 1), width * 0.6)
    start = rect.left() + (rect.width() - ground_width - beyond - width * len(steps)) / 2
    ground = (QRectF(start, rect.top(), ground_width, floor - rect.top())
              if steps.start == 0 else None)
    before = (QRectF(start, rect.top(), ground_width, floor - rect.top())
              if steps.start > 0 else None)
    after = (QRectF(start + ground_width + width * len(steps), rect.top(), beyond,
                    floor - rect.top()) if beyond else None)
    stairs = []
    for i, step in enumerate(steps):
        left = start + ground_width + i * width
        tread = floor - (i + 1) * rise
        stairs.append(Stair(step, QRectF(left, tread, width, floor - tread),
                            QRectF(left, rect.top(), width, tread - rect.top())))
    return StairLayout(tuple(stairs), ground, floor, max(min(width * 0.09, 12.0), 5.0),
                       before, after)


def disc_room(stack: QRectF, disc: float) -> int:
    """How many discs fit on `stack`."""
    return max(int((stack.height() - 4) // disc), 0)


def discs_shown(stack: QRectF, coins: int, largest: int, disc: float) -> int:
    """How many discs stand for `coins` on `stack`: all of them when they fit, else one
    disc per share of the largest pile, so the piles keep their proportions."""
    room = disc_room(stack, disc)
    shown = coins if largest <= room else round(room * min(ratio(coins, largest), 1.0))
    if coins > 0:
        shown = max(shown, 1)
    return min(shown, room)


def disc_rect(stack: QRectF, disc: float, index: int) -> QRectF:
    """Disc `index` (0 = the lowest) of a pile on `stack`, 1 below the next."""
    width = stack.width() * 0.62
    return QRectF(stack.center().x() - width / 2, stack.bottom() - (index + 1) * disc, width,
                  disc - 1)


def disc_rects(stack: QRectF, coins: int, largest: int, disc: float) -> list[QRectF]:
    """Coins as discs piled up from the bottom of `stack` (see `discs_shown`)."""
    return [disc_rect(stack, disc, i) for i in range(discs_shown(stack, coins, largest, disc))]


#: How a disc is drawn: outline colour, outline style, fill, outline width.
DiscLook = tuple[QColor, Qt.PenStyle, QColor, float]


def _look_key(look: DiscLook) -> tuple[int, int, int, float]:
    outline, style, fill, width = look
    return outline.rgba(), style.value, fill.rgba(), width


@dataclass(frozen=True)
class StaircasePicture:
    """The steps as painted and clicked, the coins' scale and the label line's height."""

    stairs: StairLayout
    largest: int
    line: float


def coin_stack(picture: StaircasePicture, stair: Stair, coins: int) -> list[QRectF]:
    """The discs drawn on `stair` (above the room for its count)."""
    stack = stair.stack.adjusted(0, picture.line + 2, 0, 0)
    return disc_rects(stack, coins, picture.largest, picture.stairs.disc)


def kept_below(disc: int, shown: int, coins: int) -> int:
    """The coins below disc `disc` (0 = lowest) of the `shown` drawn for `coins`: when
    they do not all fit, each disc stands for a share of the pile."""
    return disc if shown >= coins else disc * coins // shown


def stair_hit(picture: StaircasePicture, stairs: Sequence[int],
              point: QPointF) -> tuple[int, int, tuple[QRectF, ...]] | None:
    """(step, coins moved down, the discs that go) of a click on a coin: it and the coins
    above it on its step go one step down. A disc that stands for several coins is cut by
    the height of the click within it."""
    for stair in picture.stairs.stairs:
        if not stair.stack.left() <= point.x() <= stair.stack.right():
            continue
        coins = stairs[stair.step]
        discs = coin_stack(picture, stair, coins)
        for j, disc in enumerate(discs):
            if inside(disc, point, 1.0):
                low = kept_below(j, len(discs), coins)
                high = kept_below(j + 1, len(discs), coins)
                kept = low + share_of(high - low, fraction(disc.bottom() - point.y(), 0.0,
                                                           disc.height()))
                return stair.step, coins - kept, tuple(discs[j:])
        return None
    return None


def stair_point(picture: StaircasePicture, stairs: Sequence[int], step: int,
                moved: int) -> QPointF | None:
    """Where to click to move `moved` coins down from `step` (the inverse of `stair_hit`)."""
    stair = next((s for s in picture.stairs.stairs if s.step == step), None)
    if stair is None:
        return None
    coins = stairs[step]
    discs = coin_stack(picture, stair, coins)
    kept = coins - moved
    for j, disc in enumerate(discs):
        low = kept_below(j, len(discs), coins)
        high = kept_below(j + 1, len(discs), coins)
        if low <= kept < high:
            return point_in_share(disc, kept - low, high - low, across=False)
    return None


class StaircaseCanvas(InteractiveCanvas):
    """Staircase Nim. A click on a coin moves it and the coins above it one step down."""

    def layout_in(self, rect: QRectF, analysis: Analysis) -> StaircasePicture:
        stairs = analysis.position.numbers
        rect = self.above_key(self.below_caption(rect), self._legend())
        line = self.label_widths(0.85).height()
        move = self._move(analysis, self.shown_move(analysis))
        layout = stair_layout(rect, len(stairs), move[0] if move else None, line)
        largest = max((stairs[s.step] for s in layout.stairs), default=0)
        return StaircasePicture(layout, largest, line)

    def hit_in(self, layout: StaircasePicture, analysis: Analysis,
               point: QPointF) -> Hit | None:
        stairs = analysis.position.numbers
        found = stair_hit(layout, stairs, point)
        if found is None:
            return None
        step, moved, marks = found
        return Hit(analysis.position.with_numbers(moved_down(stairs, step, moved)), marks)

    def points_in(self, layout: StaircasePicture, analysis: Analysis,
                  after: Position) -> list[QPointF]:
        before = analysis.position.numbers
        changed = changed_indices(before, after.numbers, limit=2)
        for index in reversed(changed):
            if after.numbers[index] < before[index]:
                point = stair_point(layout, before, index, before[index] - after.numbers[index])
                return [point] if point is not None else []
        return []

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        stairs = analysis.position.numbers
        picture = self.layout(rect, analysis)
        layout, largest = picture.stairs, picture.largest
        rect = self.paint_caption(painter, rect, self._captions(analysis))
        rect = self.paint_key(painter, rect, self._legend())
        painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        shown = self.shown_move(analysis)
        move = self._move(analysis, shown)
        self._paint_steps(painter, layout, metrics)
        for stair in layout.stairs:
            moved = move[1] if move and move[0] == stair.step else 0
            self._paint_coins(painter, stair, stairs[stair.step], largest, layout.disc, moved,
                              shown, metrics)
        if move and shown:
            self._paint_move(painter, layout, move, shown)

    def _paint_steps(self, painter: QPainter, layout: StairLayout,
                     metrics: TextWidths) -> None:
        accents = self.accents()
        line = metrics.height()
        if layout.ground is not None:
            ground = layout.ground
            painter.fillRect(QRectF(ground.left(), layout.floor - 3, ground.width(), 3),
                             self.muted(0.3))
            painter.setPen(self.muted(0.3))
            draw_text(painter, QRectF(ground.left(), layout.floor + 2, ground.width(), line),
                      self.tr("ground"))
        for stair in layout.stairs:
            odd = stair.step % 2 == 0 and self.answers_shown     # the steps that count
            fill = self.tint(accents.mark, 0.45) if odd else self.tint(self.ink(), 0.12)
            painter.fillRect(stair.body, fill)
            painter.setPen(pen(self.muted(0.2), 1.0))
            painter.drawLine(stair.body.topLeft(), stair.body.topRight())
            painter.drawLine(stair.body.topLeft(), stair.body.bottomLeft())
            painter.setPen(accents.mark if odd else self.muted(0.3))
            label = number_text(metrics, stair.step + 1, stair.body.width() - 2) or ""
            draw_text(painter, QRectF(stair.body.left(), layout.floor + 2, stair.body.width(),
                                      line), label, elide=False)
        painter.setPen(self.muted())
        for room in (layout.before, layout.after):
            if room is not None:
                draw_text(painter, QRectF(room.left(), layout.floor - line, room.width(), line),
                          "⋯", elide=False)
        if layout.before is not None:
            first = layout.stairs[0].step if layout.stairs else 0
            label = f"1–{first:,}" if first > 1 else "1"
            draw_text(painter, QRectF(layout.before.left(), layout.floor + 2,
                                      layout.before.width(), line), label)
        if layout.stairs and layout.stairs[-1].body.right() > 0:
            last = layout.stairs[-1].body
            painter.setPen(pen(self.muted(0.2), 1.0))
            painter.drawLine(last.topRight(), last.bottomRight())

    def _paint_coins(self, painter: QPainter, stair: Stair, coins: int, largest: int,
                     disc: float, moved: int, shown: ShownMove | None,
                     metrics: TextWidths) -> None:
        stack = stair.stack.adjusted(0, metrics.height() + 2, 0, 0)
        count = discs_shown(stack, coins, largest, disc)
        leaving = 0
        if moved and shown and count:
            leaving = max(round(count * min(ratio(moved, coins), 1.0)), 1)
        bottom = stack.bottom()
        if count:
            still = (self.ink(), Qt.PenStyle.SolidLine, self.tint(self.accents().special, 0.7),
                     0.8)
            staying = count - leaving
            if staying:
                self._paint_pile(painter, stack, disc, still,
                                 (bottom - staying * disc - 0.5, bottom + 2))
            if leaving and shown:
                moving = (self.move_colour(shown), self.move_pen_style(shown),
                          self.tint(self.accents().move, 0.2), 1.5)
                self._paint_pile(painter, stack, disc, moving,
                                 (bottom - count * disc - 0.5, bottom - staying * disc - 0.5))
        top = bottom - count * disc
        painter.setPen(self.ink())
        label = number_text(metrics, coins, stair.stack.width() - 2) or ""
        draw_text(painter, QRectF(stair.stack.left(), top - metrics.height() - 1,
                                  stair.stack.width(), metrics.height()), label, elide=False)

    def _paint_pile(self, painter: QPainter, stack: QRectF, disc: float, look: DiscLook,
                    rows: tuple[float, float]) -> None:
        """The discs of `stack` within `rows`, cut from a picture of the full stack: piles of
        every height on a step come from one picture, so a new position seldom draws a
        disc."""
        room = disc_room(stack, disc)
        outline, style, fill, pen_width = look

        def draw(inner: QPainter) -> None:
            inner.setPen(pen(outline, pen_width, style))
            inner.setBrush(fill)
            for i in range(room):
                inner.drawRoundedRect(disc_rect(stack, disc, i), 2, 2)

        lowest = disc_rect(stack, disc, 0)
        area = lowest.united(disc_rect(stack, disc, room - 1)).adjusted(-2, -2, 2, 2)
        self.paint_cached(painter, ("discs", room, disc, lowest.width(), _look_key(look)),
                          area, draw, rows)

    def _paint_move(self, painter: QPainter, layout: StairLayout, move: tuple[int, int],
                    shown: ShownMove) -> None:
        step, _ = move
        by_step = {stair.step: stair for stair in layout.stairs}
        source = by_step.get(step)
        if source is None:
            return
        start = QPointF(source.body.left() + source.body.width() * 0.2, source.body.top() - 4)
        below = by_step.get(step - 1)
        if below is not None:
            end = QPointF(below.body.center().x(), below.body.top() - 4)
        elif step == 0 and layout.ground is not None:
            end = QPointF(layout.ground.center().x(), layout.floor - 6)
        else:
            end = QPointF(source.body.left() - 12, source.body.top() + 10)
        arrow(painter, start, end, self.move_colour(shown), 2.5 if shown.emphasised else 1.8,
              9.0, bend=0.35)

    # -- reading the analysis -------------------------------------------------------------------
    def _move(self, analysis: Analysis, shown: ShownMove | None) -> tuple[int, int] | None:
        """(0-based step the coins leave, how many) of the shown move."""
        if shown is None:
            return None
        before, after = analysis.position.numbers, shown.move.after.numbers
        changed = self.cached(("changed", shown.index),
                              lambda: changed_indices(before, after, limit=2))
        for index in reversed(changed):
            if after[index] < before[index]:
                return index, before[index] - after[index]
        return None

    def _captions(self, analysis: Analysis) -> list[str]:
        odd = analysis.facts.get("odd_steps", ())
        total = analysis.facts.get("xor", 0)
        captions = []
        if len(odd) <= 6 and all(c < 10**6 for c in odd):
            terms = " ⊕ ".join(str(c) for c in odd)
            captions.append(self.tr("XOR of the odd steps: {terms} = {total}").format(
                terms=terms, total=compact(total)))
        captions.append(self.tr("XOR of the odd steps = {total}").format(total=compact(total)))
        captions.append(self.tr("odd steps XOR = {total}").format(total=compact(total, 5)))
        return captions

    def _legend(self) -> list[LegendEntry]:
        accents = self.accents()
        return [
            LegendEntry(self.tr("odd step (counted)"),
                        lambda p, r: swatch(p, r, self.tint(accents.mark, 0.45), self.muted()),
                        answer=True),
            LegendEntry(self.tr("coins moved one step down"),
                        lambda p, r: swatch(p, r, self.tint(accents.move, 0.2), accents.move),
                        needs_move=True),
        ]


register_canvas("staircase", StaircaseCanvas)
