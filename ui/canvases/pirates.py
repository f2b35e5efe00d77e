"""Pirates dividing gold (HDU 1538): each pirate's share as a bar.

Pirates thrown overboard hang below the axis, hatched; a share of 0 that the proposer
could as well have made 1 (his free choice) is a dashed box with a question mark. For
many pirates a window of at most 200 is drawn around the chosen pirate (or the proposer
whose plan passes); the table is read pirate by pirate, never built.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from solvers.games.pirates import BRIBED, OVERBOARD, PROPOSER, UNCERTAIN, PirateTable
from solvers.spec import Analysis

from . import register_canvas
from .base import Canvas
from .layout import kept_inside, place_labels, window
from .legend import LegendEntry
from .numbers import compact, digit_count, ratio, scientific
from .shapes import outline, pen, swatch
from .text import RIGHT, TextWidths, draw_text, number_text, painter_widths

MOST_BARS = 200
SMALLEST_BAR = 2.0
WIDEST_BAR = 90.0
THROWN_DEPTH = 0.18          # share of the plot's height the thrown pirates hang down


#: A kind of bar fill and the (left, top, width, height) it fills.
Shape = tuple[str, tuple[float, float, float, float]]


@dataclass(frozen=True)
class Bar:
    pirate: int
    share: int | str
    role: str
    slot: QRectF             # the pirate's column, full height of the plot
    rect: QRectF             # the bar itself


@dataclass(frozen=True)
class BarScale:
    """Where the bars of one plot stand: the axis, the largest share in view (the tallest
    bar), and the columns, from the plot's left."""

    plot: QRectF
    axis: float
    largest: int
    slot_width: float
    inset: float             # between a column's edge and its bar

    def slot(self, index: int) -> QRectF:
        """The column of the `index`-th pirate in view, full height of the plot."""
        return QRectF(self.plot.left() + index * self.slot_width, self.plot.top(),
                      self.slot_width, self.plot.height())

    def extent(self, share: int | str, role: str) -> tuple[float, float]:
        """(top, height) of a bar: shares scale to the largest in view, a share of at least
        1 stays visible, thrown pirates hang below the axis."""
        plot, axis = self.plot, self.axis
        if role == OVERBOARD:
            return axis, plot.bottom() - axis
        value = share if isinstance(share, int) else 0
        height = (axis - plot.top()) * min(ratio(value, self.largest), 1.0)
        if value > 0:
            height = max(height, 3.0)
        elif role == UNCERTAIN:
            height = max((axis - plot.top()) * min(ratio(1, self.largest), 1.0), 6.0)
        return axis - height, height


def pirate_window(n: int, width: float, focus: int) -> range:
    """Pirate numbers (1-based) to draw: at most MOST_BARS, at least SMALLEST_BAR wide."""
    capacity = max(min(MOST_BARS, int(width // SMALLEST_BAR)), 1)
    shown = window(n, capacity, focus - 1)
    return range(shown.start + 1, shown.stop + 1)


#: Pirate numbers up to this many digits are written exactly, as the table beside the
#: chart writes them (576,460,752,303,423,688 is 18); longer ones in short scientific form,
#: and then the axis names only the pirate in focus (neighbours cannot be told apart short).
EXACT_DIGITS = 24


def pirate_text(pirate: int) -> str:
    """A pirate's number as the chart writes it: exactly, like the table, unless huge."""
    return f"{pirate:,}" if digit_count(pirate) <= EXACT_DIGITS else compact(pirate)


def tick_texts(values: list[int]) -> list[str]:
    """The axis's labels of `values`, all in one format and all different: exact when
    short or when telling them apart takes every digit, else scientific with the fewest
    significant digits that tell them apart (pirates 10^30 + 100 k apart)."""
    largest = max(values, default=0)
    if largest < 10**7 or len(set(values)) < len(values):
        return [f"{v:,}" for v in values]
    ordered = sorted(values)
    gap = min((b - a for a, b in pairwise(ordered)), default=largest)
    # Values `gap` apart differ from about the digit of `gap` on.
    first = max(digit_count(largest) - digit_count(gap), 2)
    for digits in range(first, min(first + 3, digit_count(largest) - 3)):
        texts = [scientific(v, digits) for v in values]
        if len(set(texts)) == len(texts):
            return texts
    return [f"{v:,}" for v in values]


def pirate_rows(table: PirateTable, pirates: range
                ) -> tuple[tuple[int | str, ...], tuple[str, ...]]:
    """The share and the role of each pirate of `pirates`, in order."""
    return tuple(map(table.share, pirates)), tuple(map(table.role, pirates))


def bar_scale(plot: QRectF, shares: tuple[int | str, ...], roles: tuple[str, ...]) -> BarScale:
    """The scale of the bars of `shares` in `plot`: thrown pirates push the axis up."""
    axis = plot.bottom() - (plot.height() * THROWN_DEPTH if OVERBOARD in roles else 0.0)
    largest = max([s for s in shares if isinstance(s, int)] + [1])
    slot_width = min(plot.width() / max(len(shares), 1), WIDEST_BAR)
    inset = slot_width * 0.15 if slot_width >= 5 else 0.0
    return BarScale(QRectF(plot), axis, largest, slot_width, inset)


def pirate_bars(plot: QRectF, table: PirateTable, pirates: range) -> tuple[list[Bar], float]:
    """A bar per pirate, and the y of the axis (see BarScale)."""
    shares, roles = pirate_rows(table, pirates)
    scale = bar_scale(plot, shares, roles)
    bars = []
    for index, (pirate, share, role) in enumerate(zip(pirates, shares, roles)):
        slot = scale.slot(index)
        top, height = scale.extent(share, role)
        rect = QRectF(slot.left() + scale.inset, top, scale.slot_width - 2 * scale.inset,
                      height)
        bars.append(Bar(pirate, share, role, slot, rect))
    return bars, scale.axis


def fill_kind(role: str, top: float, height: float) -> tuple[str, float, float]:
    """The kind of fill a bar of `role` standing from `top`, `height` high, takes, and the
    top and height it fills."""
    if role in (OVERBOARD, UNCERTAIN):
        return role, top, height
    if height > 0:
        return (role if role in (PROPOSER, BRIBED) else "other"), top, height
    if role == PROPOSER:            # a proposer who keeps nothing still shows
        return "keeps nothing", top - 4, 4
    return "zero", top - 1, 2


def bar_shape(bar: Bar) -> tuple[str, QRectF]:
    """The kind of fill a bar takes, and the rect it fills."""
    r = bar.rect
    kind, top, height = fill_kind(bar.role, r.top(), r.height())
    return kind, QRectF(r.left(), top, r.width(), height)


def bar_shapes(scale: BarScale, shares: tuple[int | str, ...], roles: tuple[str, ...]
               ) -> list[Shape]:
    """bar_shape of every bar, with touching neighbours of the same kind and height joined
    into one rect (narrow bars touch), as QRectF.united joins them.

    Worked out once per (share, role) in view, not per bar: a view of two hundred bars
    holds two or three."""
    kinds: dict[tuple[int | str, str], tuple[str, float, float]] = {}
    left, slot_width, inset = scale.plot.left(), scale.slot_width, scale.inset
    width = slot_width - 2 * inset
    shapes: list[Shape] = []
    for index, row in enumerate(zip(shares, roles)):
        kind = kinds.get(row)
        if kind is None:
            kind = kinds[row] = fill_kind(row[1], *scale.extent(*row))
        key, top, height = kind
        x = left + index * slot_width + inset
        if shapes:
            last_key, (last_x, last_top, last_width, last_height) = shapes[-1]
            right = last_x + last_width
            bottom = last_top + last_height
            if (last_key == key and abs(right - x) < 0.01 and last_top == top
                    and bottom == top + height):
                shapes[-1] = (key, (last_x, top, max(right, x + width) - last_x,
                                    max(bottom, top + height) - top))
                continue
        shapes.append((key, (x, top, width, height)))
    return shapes


class PiratesCanvas(Canvas):
    """Pirates dividing gold."""

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        n, m = analysis.position.numbers[:2]
        table: PirateTable = analysis.facts.get("table") or PirateTable(n, m)
        chosen = analysis.position.option("pirate")
        proposer = analysis.facts.get("final_proposer", table.final_proposer)
        rect = self.paint_caption(painter, rect, self._captions(table, chosen, proposer))
        in_view = pirate_window(n, rect.width(), chosen or proposer)     # as wide as the plot
        rect = self.paint_key(painter, rect, self._legend(set(self._rows(table, in_view)[1])))
        painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        line = metrics.height()
        label_width = min(max(metrics.horizontalAdvance(compact(table.m)),
                              metrics.horizontalAdvance(self.tr("gold"))), rect.width() * 0.25)
        plot = rect.adjusted(label_width + 6, line + 2, -4, -(line + 4))
        pirates = pirate_window(n, plot.width(), chosen or proposer)
        shares, roles = self._rows(table, pirates)
        scale = self.cached(("scale", plot.left(), plot.top(), plot.width(), plot.height()),
                            lambda: bar_scale(plot, shares, roles))
        self._paint_bars(painter, scale, shares, roles, metrics)
        if chosen in pirates:
            outline(painter, scale.slot(chosen - pirates.start).adjusted(0.5, 0.5, -0.5, -0.5),
                    self.accents().move, 2.0, 2.0)
        self._paint_axes(painter, scale, pirates, label_width, chosen, proposer, metrics)

    def _rows(self, table: PirateTable, pirates: range
              ) -> tuple[tuple[int | str, ...], tuple[str, ...]]:
        """pirate_rows, kept for the analysis: the legend and the bars read the same."""
        return self.cached(("rows", pirates.start, pirates.stop),
                           lambda: pirate_rows(table, pirates))

    def _paint_bars(self, painter: QPainter, scale: BarScale, shares: tuple[int | str, ...],
                    roles: tuple[str, ...], metrics: TextWidths) -> None:
        """All bars, then their labels."""
        self._paint_bar_fills(painter, scale, shares, roles, self._bar_fills())
        self._paint_bar_labels(painter, scale, shares, roles, metrics)

    def _bar_fills(self) -> dict[str, QColor]:
        """The colour of each kind of bar fill (see fill_kind), and "edge" of the dashed
        edge of an uncertain bar."""
        accents = self.accents()
        return {PROPOSER: self.tint(accents.special, 0.75), BRIBED: self.tint(accents.mark, 0.75),
                OVERBOARD: self.tint(accents.warning, 0.6), UNCERTAIN: self.tint(self.ink(), 0.14),
                "zero": self.muted(0.3), "keeps nothing": accents.special,
                "other": self.tint(self.muted(), 0.75), "edge": self.muted(0.2)}

    @staticmethod
    def _paint_bar_fills(painter: QPainter, scale: BarScale, shares: tuple[int | str, ...],
                         roles: tuple[str, ...], fills: dict[str, QColor]) -> None:
        """All bars as plain upright rects: Qt fills those fast, where two hundred bars as
        one path or with a pattern brush would take tens of milliseconds."""
        edges = QPainterPath()
        wide = scale.slot_width >= 5
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for key, corners in bar_shapes(scale, shares, roles):
            rect = QRectF(*corners)
            painter.fillRect(rect, fills.get(key, fills["other"]))
            if key == UNCERTAIN and wide:
                edges.addRect(rect)
        painter.setPen(pen(fills["edge"], 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(edges)
        painter.restore()

    def _paint_bar_labels(self, painter: QPainter, scale: BarScale,
                          shares: tuple[int | str, ...], roles: tuple[str, ...],
                          metrics: TextWidths) -> None:
        """The share over each bar, or a question mark over an uncertain one, where it fits.
        Each (share, role) in view is measured once: most bars carry the same few, and in
        a crowded view none fits."""
        if not shares:
            return
        first, last = scale.slot(0), scale.slot(len(shares) - 1)
        bounds = QRectF(first.left(), first.top() - metrics.height(),
                        last.right() - first.left(), first.height() + metrics.height())
        labels: dict[tuple[int | str, str], tuple[str, float, QColor] | None] = {}
        for row in zip(shares, roles):
            if row not in labels:
                labels[row] = self._bar_label(scale, *row, metrics)
        if not any(labels.values()):
            return
        width = scale.slot_width - 2 * scale.inset
        for index, row in enumerate(zip(shares, roles)):
            label = labels[row]
            if label is None:
                continue
            text, advance, colour = label
            top, height = scale.extent(*row)
            bar = QRectF(scale.slot(index).left() + scale.inset, top, width, height)
            box = QRectF(bar.center().x() - (advance + 2) / 2, bar.top() - metrics.height(),
                         advance + 2, metrics.height())
            painter.setPen(colour)
            draw_text(painter, kept_inside(box, bounds), text, elide=False)

    def _bar_label(self, scale: BarScale, share: int | str, role: str, metrics: TextWidths
                   ) -> tuple[str, float, QColor] | None:
        """(text, its width, its colour) over a bar of `share` and `role`, or None."""
        width = scale.slot_width - 2 * scale.inset
        if role == UNCERTAIN:
            if width < metrics.horizontalAdvance("?"):
                return None
            return "?", metrics.horizontalAdvance("?"), self.muted(0.2)
        if role == OVERBOARD or not isinstance(share, int) or scale.extent(share, role)[1] <= 0:
            return None
        # The proposer's label may spread over its neighbours' (theirs are 0 or 1).
        room = scale.slot_width * (3 if role == PROPOSER else 1) - 2
        text = number_text(metrics, share, room)
        return (text, metrics.horizontalAdvance(text), self.ink()) if text else None

    def _paint_uncertain_key(self, painter: QPainter, rect: QRectF) -> None:
        """0 or 1 at the proposer's whim: a pale fill with a dashed edge."""
        painter.fillRect(rect, self.tint(self.ink(), 0.14))
        painter.setPen(pen(self.muted(0.2), 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)

    def _paint_axes(self, painter: QPainter, scale: BarScale, pirates: range,
                    label_width: float, chosen: int | None, proposer: int,
                    metrics: TextWidths) -> None:
        plot, axis = scale.plot, scale.axis
        line = metrics.height()
        painter.setPen(pen(self.muted(0.2), 1.0))
        right = scale.slot(len(pirates) - 1).right() if pirates else plot.right()
        painter.drawLine(QLineF(plot.left(), axis, right, axis))
        painter.drawLine(QLineF(plot.left(), plot.top(), plot.left(), axis))
        column = QRectF(plot.left() - label_width - 6, 0, label_width, line)
        painter.setPen(self.muted(0.2))
        draw_text(painter, column.translated(0, axis - line / 2), "0", RIGHT, elide=False)
        top = number_text(metrics, scale.largest, label_width)
        if top and axis - plot.top() > 2 * line:
            draw_text(painter, column.translated(0, plot.top() - line / 2), top, RIGHT,
                      elide=False)
        if axis - plot.top() > 4 * line:
            draw_text(painter, column.translated(0, (plot.top() + axis) / 2 - line / 2),
                      self.tr("gold"), RIGHT, elide=False)
        if not pirates:
            return
        first, last = pirates[0], pirates[-1]
        # The chosen pirate, the proposer and the ends first; then any others that fit.
        ends = [p for p in (chosen, proposer, first, last) if p is not None and p in pirates]
        ends = list(dict.fromkeys(ends))
        if digit_count(last) > EXACT_DIGITS:
            ends, texts = ends[:1], [pirate_text(ends[0])]
            self._paint_ticks(painter, scale, plot, first, ends, texts, chosen, metrics)
            return
        # The labels' format depends on the ticks (telling them apart), their spacing on
        # the labels' width: the smallest step whose labels fit.
        for step in (1, 2, 5, 10, 20, 50, 100, 200, 500):
            multiples = range(-(-first // step) * step, last + 1, step)
            wanted = ends + [p for p in multiples if p not in ends]
            texts = tick_texts(wanted)
            widest = max(metrics.horizontalAdvance(t) for t in texts) + 6
            if step * scale.slot_width >= widest:
                break
        self._paint_ticks(painter, scale, plot, first, wanted, texts, chosen, metrics)

    def _paint_ticks(self, painter: QPainter, scale: BarScale, plot: QRectF, first: int,
                     wanted: list[int], texts: list[str], chosen: int | None,
                     metrics: TextWidths) -> None:
        line = metrics.height()
        widths = [metrics.horizontalAdvance(t) for t in texts]
        spans = [(min(max(scale.slot(p - first).center().x(), plot.left() + w / 2 + 1),
                      plot.right() - w / 2 - 1), w) for p, w in zip(wanted, widths)]
        for index in place_labels(spans):
            centre, width = spans[index]
            painter.setPen(self.accents().move if wanted[index] == chosen else self.muted(0.2))
            draw_text(painter, QRectF(centre - width / 2 - 1, plot.bottom() + 3, width + 2, line),
                      texts[index], elide=False)

    def _role_words(self, role: str, short: bool = False) -> str:
        if short:
            return {PROPOSER: self.tr("proposer"), BRIBED: self.tr("bought"),
                    UNCERTAIN: self.tr("uncertain"),
                    OVERBOARD: self.tr("thrown")}.get(role, self.tr("nothing"))
        return {PROPOSER: self.tr("his plan passes"),
                BRIBED: self.tr("his vote is bought with 1 coin"),
                UNCERTAIN: self.tr("uncertain: 0 or 1, the proposer's free choice"),
                OVERBOARD: self.tr("thrown overboard")}.get(role, self.tr("gets nothing"))

    def _captions(self, table: PirateTable, chosen: int | None, proposer: int) -> list[str]:
        # Written as the axis and the table write them; the shortest caption falls back on
        # a shorter form where nothing else fits.
        thrown = pirate_text(table.n - proposer)
        if chosen is not None:
            share, role = table.share(chosen), table.role(chosen)
            if role == OVERBOARD:
                return [self.tr("Pirate {p} is thrown overboard").format(p=pirate_text(chosen)),
                        self.tr("Pirate {p}: thrown").format(p=compact(chosen, 6))]
            amount = compact(share) if isinstance(share, int) else str(share)
            return [self.tr("Pirate {p}: {share}, {role}").format(
                        p=pirate_text(chosen), share=amount, role=self._role_words(role)),
                    self.tr("Pirate {p}: {share} ({role})").format(
                        p=compact(chosen, 6), share=compact(share, 6) if isinstance(share, int)
                        else amount, role=self._role_words(role, short=True))]
        return [self.tr("Pirate {s} proposes the plan that passes; {t} thrown overboard").format(
                    s=pirate_text(proposer), t=thrown),
                self.tr("Pirate {s}'s plan passes; {t} thrown").format(s=pirate_text(proposer),
                                                                      t=thrown),
                self.tr("{t} thrown").format(t=thrown),
                self.tr("{t} thrown").format(t=compact(table.n - proposer, 6))]

    def _legend(self, roles: set[str]) -> list[LegendEntry]:
        """Keys for the kinds of bar in view."""
        accents = self.accents()
        entries = {
            PROPOSER: LegendEntry(self.tr("proposer"),
                                  lambda p, r: swatch(p, r, self.tint(accents.special, 0.75),
                                                      self.muted())),
            BRIBED: LegendEntry(self.tr("1 coin"),
                                lambda p, r: swatch(p, r, self.tint(accents.mark, 0.75),
                                                    self.muted())),
            UNCERTAIN: LegendEntry(self.tr("0 or 1: uncertain"), self._paint_uncertain_key),
            OVERBOARD: LegendEntry(self.tr("thrown (below the axis)"),
                                   lambda p, r: p.fillRect(r, self.tint(accents.warning, 0.6))),
        }
        return [entry for role, entry in entries.items() if role in roles]


register_canvas("pirates", PiratesCanvas)
