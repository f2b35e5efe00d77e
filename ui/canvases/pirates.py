"""Pirates dividing gold (HDU 1538): each pirate's share as a bar.

Pirates thrown overboard hang below the axis, hatched; a share of 0 that the proposer
could as well have made 1 (his free choice) is a dashed box with a question mark. For
many pirates a window of at most 200 is drawn around the chosen pirate (or the proposer
whose plan passes); the table is read pirate by pirate, never built.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath

from solvers.pirates import BRIBED, OVERBOARD, PROPOSER, UNCERTAIN, PirateTable
from solvers.spec import Analysis

from .base import Canvas
from .layout import kept_inside, place_labels, window
from .legend import LegendEntry
from .numbers import compact, ratio
from .shapes import outline, pen, swatch
from .text import RIGHT, draw_text, number_text

MOST_BARS = 200
SMALLEST_BAR = 2.0
WIDEST_BAR = 90.0
THROWN_DEPTH = 0.18          # share of the plot's height the thrown pirates hang down


@dataclass(frozen=True)
class Bar:
    pirate: int
    share: int | str
    role: str
    slot: QRectF             # the pirate's column, full height of the plot
    rect: QRectF             # the bar itself


def pirate_window(n: int, width: float, focus: int) -> range:
    """Pirate numbers (1-based) to draw: at most MOST_BARS, at least SMALLEST_BAR wide."""
    capacity = max(min(MOST_BARS, int(width // SMALLEST_BAR)), 1)
    shown = window(n, capacity, focus - 1)
    return range(shown.start + 1, shown.stop + 1)


def pirate_bars(plot: QRectF, table: PirateTable, pirates: range) -> tuple[list[Bar], float]:
    """A bar per pirate, and the y of the axis. Shares are scaled to the largest in view;
    a share of at least 1 stays visible, thrown pirates hang below the axis."""
    rows = [(p, table.share(p), table.role(p)) for p in pirates]
    thrown = any(role == OVERBOARD for _, _, role in rows)
    axis = plot.bottom() - (plot.height() * THROWN_DEPTH if thrown else 0.0)
    largest = max([s for _, s, _ in rows if isinstance(s, int)] + [1])
    slot_width = min(plot.width() / max(len(rows), 1), WIDEST_BAR)
    left = plot.left()      # from the axis: a few wide bars do not float mid-plot
    inset = slot_width * 0.15 if slot_width >= 5 else 0.0
    bars = []
    for i, (pirate, share, role) in enumerate(rows):
        slot = QRectF(left + i * slot_width, plot.top(), slot_width, plot.height())
        x, width = slot.left() + inset, slot_width - 2 * inset
        if role == OVERBOARD:
            rect = QRectF(x, axis, width, plot.bottom() - axis)
        else:
            value = share if isinstance(share, int) else 0
            height = (axis - plot.top()) * min(ratio(value, largest), 1.0)
            if value > 0:
                height = max(height, 3.0)
            elif role == UNCERTAIN:
                height = max((axis - plot.top()) * min(ratio(1, largest), 1.0), 6.0)
            rect = QRectF(x, axis - height, width, height)
        bars.append(Bar(pirate, share, role, slot, rect))
    return bars, axis


def bar_shape(bar: Bar) -> tuple[str, QRectF]:
    """The kind of fill a bar takes, and the rect it fills."""
    r = bar.rect
    if bar.role in (OVERBOARD, UNCERTAIN):
        return bar.role, r
    if r.height() > 0:
        return (bar.role if bar.role in (PROPOSER, BRIBED) else "other"), r
    if bar.role == PROPOSER:            # a proposer who keeps nothing still shows
        return "keeps nothing", QRectF(r.left(), r.top() - 4, r.width(), 4)
    return "zero", QRectF(r.left(), r.top() - 1, r.width(), 2)


def merged_shapes(bars: list[Bar]) -> list[tuple[str, QRectF]]:
    """bar_shape of every bar, with touching neighbours of the same kind and height joined
    into one rect (narrow bars touch)."""
    merged: list[tuple[str, QRectF]] = []
    for bar in bars:
        key, rect = bar_shape(bar)
        if merged:
            last_key, last = merged[-1]
            if (last_key == key and abs(last.right() - rect.left()) < 0.01
                    and last.top() == rect.top() and last.bottom() == rect.bottom()):
                merged[-1] = (key, last.united(rect))
                continue
        merged.append((key, rect))
    return merged


class PiratesCanvas(Canvas):
    """Pirates dividing gold."""

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        n, m = analysis.position.numbers[:2]
        table: PirateTable = analysis.facts.get("table") or PirateTable(n, m)
        chosen = analysis.position.option("pirate")
        proposer = analysis.facts.get("final_proposer", table.final_proposer)
        rect = self.paint_caption(painter, rect, self._captions(table, chosen, proposer))
        in_view = pirate_window(n, rect.width(), chosen or proposer)     # as wide as the plot
        roles = self.cached(("roles", rect.width()),
                            lambda: {table.role(p) for p in in_view})
        rect = self.paint_key(painter, rect, self._legend(roles))
        painter.setFont(self.label_font(0.85))
        metrics = QFontMetricsF(painter.font())
        line = metrics.height()
        label_width = min(max(metrics.horizontalAdvance(compact(table.m)),
                              metrics.horizontalAdvance(self.tr("gold"))), rect.width() * 0.25)
        plot = rect.adjusted(label_width + 6, line + 2, -4, -(line + 4))
        pirates = pirate_window(n, plot.width(), chosen or proposer)
        bars, axis = self.cached(("bars", plot.left(), plot.top(), plot.width(), plot.height()),
                                 lambda: pirate_bars(plot, table, pirates))
        self._paint_bars(painter, bars, metrics)
        for bar in bars:
            if bar.pirate == chosen:
                outline(painter, bar.slot.adjusted(0.5, 0.5, -0.5, -0.5), self.accents().move,
                        2.0, 2.0)
        self._paint_axes(painter, plot, axis, bars, label_width, chosen, proposer, table,
                         metrics)

    def _paint_bars(self, painter: QPainter, bars: list[Bar], metrics: QFontMetricsF) -> None:
        """All bars as plain upright rects: Qt fills those fast, where two hundred bars as
        one path or with a pattern brush would take tens of milliseconds."""
        accents = self.accents()
        fills = {PROPOSER: self.tint(accents.special, 0.75), BRIBED: self.tint(accents.mark, 0.75),
                 OVERBOARD: self.tint(accents.warning, 0.6), UNCERTAIN: self.tint(self.ink(), 0.14),
                 "zero": self.muted(0.3), "keeps nothing": accents.special,
                 "other": self.tint(self.muted(), 0.75)}
        edges = QPainterPath()
        wide = bool(bars) and bars[0].slot.width() >= 5
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for key, rect in merged_shapes(bars):
            painter.fillRect(rect, fills.get(key, fills["other"]))
            if key == UNCERTAIN and wide:
                edges.addRect(rect)
        painter.setPen(pen(self.muted(0.2), 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(edges)
        painter.restore()
        bounds = QRectF(bars[0].slot.left(), bars[0].slot.top() - metrics.height(),
                        bars[-1].slot.right() - bars[0].slot.left(),
                        bars[0].slot.height() + metrics.height()) if bars else QRectF()
        labels: dict[tuple[int | str, float], tuple[str | None, float]] = {}
        for bar in bars:
            self._paint_bar_label(painter, bar, bounds, metrics, labels)

    def _paint_bar_label(self, painter: QPainter, bar: Bar, bounds: QRectF,
                         metrics: QFontMetricsF,
                         labels: dict[tuple[int | str, float], tuple[str | None, float]]
                         ) -> None:
        """The share over a bar, or a question mark over an uncertain one, where it fits.
        `labels` keeps the label and width of each (share, room) met in this paint: most
        bars of a picture carry the same few shares."""
        r = bar.rect
        if bar.role == UNCERTAIN:
            key: tuple[int | str, float] = ("?", r.width())
            if key not in labels:
                fits = r.width() >= metrics.horizontalAdvance("?")
                labels[key] = ("?", metrics.horizontalAdvance("?")) if fits else (None, 0.0)
            painter.setPen(self.muted(0.2))
        elif bar.role != OVERBOARD and r.height() > 0 and isinstance(bar.share, int):
            # The proposer's label may spread over its neighbours' (theirs are 0 or 1).
            room = bar.slot.width() * (3 if bar.role == PROPOSER else 1) - 2
            key = (bar.share, room)
            if key not in labels:
                text = number_text(metrics, bar.share, room)
                labels[key] = (text, metrics.horizontalAdvance(text) if text else 0.0)
            painter.setPen(self.ink())
        else:
            return
        label, advance = labels[key]
        if label:
            width = advance + 2
            box = QRectF(r.center().x() - width / 2, r.top() - metrics.height(), width,
                         metrics.height())
            draw_text(painter, kept_inside(box, bounds), label, elide=False)

    def _paint_uncertain_key(self, painter: QPainter, rect: QRectF) -> None:
        """0 or 1 at the proposer's whim: a pale fill with a dashed edge."""
        painter.fillRect(rect, self.tint(self.ink(), 0.14))
        painter.setPen(pen(self.muted(0.2), 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)

    def _paint_axes(self, painter: QPainter, plot: QRectF, axis: float, bars: list[Bar],
                    label_width: float, chosen: int | None, proposer: int, table: PirateTable,
                    metrics: QFontMetricsF) -> None:
        line = metrics.height()
        painter.setPen(pen(self.muted(0.2), 1.0))
        right = bars[-1].slot.right() if bars else plot.right()
        painter.drawLine(QLineF(plot.left(), axis, right, axis))
        painter.drawLine(QLineF(plot.left(), plot.top(), plot.left(), axis))
        largest = max([b.share for b in bars if isinstance(b.share, int)] + [1])
        column = QRectF(plot.left() - label_width - 6, 0, label_width, line)
        painter.setPen(self.muted(0.2))
        draw_text(painter, column.translated(0, axis - line / 2), "0", RIGHT, elide=False)
        top = number_text(metrics, largest, label_width)
        if top and axis - plot.top() > 2 * line:
            draw_text(painter, column.translated(0, plot.top() - line / 2), top, RIGHT,
                      elide=False)
        if axis - plot.top() > 4 * line:
            draw_text(painter, column.translated(0, (plot.top() + axis) / 2 - line / 2),
                      self.tr("gold"), RIGHT, elide=False)
        if not bars:
            return
        by_pirate = {b.pirate: b for b in bars}
        # The chosen pirate, the proposer and the ends first; then any others that fit.
        wanted = [p for p in (chosen, proposer, bars[0].pirate, bars[-1].pirate)
                  if p is not None and p in by_pirate]
        widest = metrics.horizontalAdvance(compact(bars[-1].pirate)) + 6
        step = next((k for k in (1, 2, 5, 10, 20, 50, 100, 200)
                     if k * bars[0].slot.width() >= widest), 500)
        wanted += [b.pirate for b in bars if b.pirate % step == 0 and b.pirate not in wanted]
        texts = [compact(p) for p in wanted]
        widths = [metrics.horizontalAdvance(t) for t in texts]
        spans = [(min(max(by_pirate[p].slot.center().x(), plot.left() + w / 2 + 1),
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
        thrown = compact(table.n - proposer)
        if chosen is not None:
            share, role = table.share(chosen), table.role(chosen)
            if role == OVERBOARD:
                return [self.tr("Pirate {p} is thrown overboard").format(p=compact(chosen)),
                        self.tr("Pirate {p}: thrown").format(p=compact(chosen, 6))]
            amount = compact(share) if isinstance(share, int) else str(share)
            return [self.tr("Pirate {p}: {share}, {role}").format(
                        p=compact(chosen), share=amount, role=self._role_words(role)),
                    self.tr("Pirate {p}: {share} ({role})").format(
                        p=compact(chosen, 6), share=compact(share, 6) if isinstance(share, int)
                        else amount, role=self._role_words(role, short=True))]
        return [self.tr("Pirate {s} proposes the plan that passes; {t} thrown overboard").format(
                    s=compact(proposer), t=thrown),
                self.tr("Pirate {s}'s plan passes; {t} thrown").format(s=compact(proposer),
                                                                      t=thrown),
                self.tr("{t} thrown").format(t=thrown)]

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
