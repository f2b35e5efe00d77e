"""The backward induction's two pictures: the plan that passes with k pirates, and the
strip of every k passed so far.

Colours come from the palette and the canvases' accents, so this page and the chart speak
the same language in light and dark themes alike.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from solvers.games.pirates import BRIBED, NOTHING, OVERBOARD, PROPOSER, UNCERTAIN, PirateTable
from ui.canvases.accents import accents_for, blend
from ui.canvases.layout import place_labels
from ui.canvases.legend import LegendEntry, filled_key, paint_legend
from ui.canvases.numbers import superscript
from ui.canvases.text import Metrics, draw_text, painter_widths
from ui.pirates.induction import (
    GOLD,
    STABLE,
    THROWN_K,
    PlanCell,
    StripSlot,
    bar_height,
    column_rects,
    kind_of,
    plan_cells,
    plan_label,
    slot_kind,
)
from ui.pirates.numbers import short_number

# --- painting helpers ---------------------------------------------------------------------

class _Colours:
    """Fills from the palette and the chart's accents; light and dark themes alike."""

    def __init__(self, palette: QPalette):
        base = palette.color(QPalette.ColorRole.Base)
        accents = accents_for(palette)
        self.base = base
        self.ink = palette.color(QPalette.ColorRole.Text)
        self.muted = blend(self.ink, base, 0.45)
        self.faint = blend(self.ink, base, 0.8)
        self.highlight = palette.color(QPalette.ColorRole.Highlight)
        self.proposer = blend(base, accents.special, 0.85)
        self.gold = blend(base, accents.special, 0.4)
        self.bribed = blend(base, accents.mark, 0.7)
        self.uncertain = blend(base, self.ink, 0.14)
        self.thrown = blend(base, accents.warning, 0.65)
        self.mixed = blend(base, self.ink, 0.25)

    def role(self, role: str | None) -> QColor:
        return {PROPOSER: self.proposer, BRIBED: self.bribed, UNCERTAIN: self.uncertain,
                OVERBOARD: self.thrown}.get(role, self.muted)

    def kind(self, kind: str) -> QColor:
        return {GOLD: self.gold, STABLE: self.proposer, THROWN_K: self.thrown}.get(
            kind, self.mixed)


def _entry(fill: QColor, words: str, ink: QColor, dashed: bool = False) -> LegendEntry:
    return LegendEntry(words, filled_key(fill, ink, dashed))


def _paint_legend(painter: QPainter, rect: QRectF, entries: list[LegendEntry]) -> float:
    """The shared legend, wrapped: this page has room for every entry, where a canvas keeps
    to one line. Smaller keys and a wider gap than a canvas's; returns the height used."""
    return paint_legend(painter, rect, entries, key_scale=0.7, gap=14.0, wrap=True)


def _paint_labels(painter: QPainter, font: QFont, colours: _Colours, texts: list[str],
                  spans: list[tuple[float, float]], keep: set[int], top: float, height: float,
                  pad: float) -> None:
    """The labels of a row (text, (centre, width)) that fit side by side (see _placed),
    `pad` wider on each side; those in `keep` in bold ink, the others muted."""
    bold = QFont(font)
    bold.setBold(True)
    for i in _placed(spans, keep):
        centre, width = spans[i]
        painter.setFont(bold if i in keep else font)
        painter.setPen(colours.ink if i in keep else colours.muted)
        # Placed by its width in `font`; in bold it may be wider, and stands out evenly.
        width = max(width, painter_widths(painter).horizontalAdvance(texts[i]))
        draw_text(painter, QRectF(centre - width / 2 - pad, top, width + 2 * pad, height),
                  texts[i], elide=False)
    painter.setFont(font)


def _clamped(centre: float, width: float, rect: QRectF) -> float:
    """A label's centre moved so that the label stays inside `rect` horizontally."""
    return min(max(centre, rect.left() + width / 2 + 2), rect.right() - width / 2 - 2)


def _placed(spans: list[tuple[float, float]], keep: set[int]) -> list[int]:
    """Indices of labels (centre, width) that fit without overlapping, in order: those in
    `keep` placed first, then the others from the right."""
    order = sorted(range(len(spans)), key=lambda i: (i not in keep, -i))
    return sorted(order[i] for i in place_labels([spans[i] for i in order], gap=6.0))


# --- the views -----------------------------------------------------------------------------

class PlanView(QWidget):
    """The plan that passes with k pirates: a column per pirate, his share as a bar."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("plan")
        self._table: PirateTable | None = None
        self._scale = 1
        self._cells: list[PlanCell] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_table(self, table: PirateTable | None) -> None:
        self._table = table
        self._scale = table.m if table is not None else 1
        self._cells = plan_cells(table) if table is not None else []
        self.update()

    def cells(self) -> list[PlanCell]:
        return list(self._cells)

    def _legend_entries(self, colours: _Colours) -> list[LegendEntry]:
        roles = {cell.role for cell in self._cells}
        entries = [(PROPOSER, colours.proposer, self.tr("proposer"), False),
                   (BRIBED, colours.bribed, self.tr("bribed: 1 coin"), False),
                   (UNCERTAIN, colours.uncertain, self.tr("0 or 1, his choice"), True),
                   (NOTHING, colours.muted, self.tr("nothing"), False),
                   (OVERBOARD, colours.thrown, self.tr("thrown overboard"), False)]
        return [_entry(colour, words, colours.ink, dashed)
                for role, colour, words, dashed in entries if role in roles]

    def _paint_plan(self, painter: QPainter, plot: QRectF, colours: _Colours,
                    metrics: Metrics) -> None:
        table, cells = self._table, self._cells
        line = metrics.height()
        thrown = any(cell.role == OVERBOARD for cell in cells)
        axis = plot.bottom() - (max(plot.height() * 0.22, line + 6) if thrown else 0)
        room = axis - plot.top()
        largest = max([c.share for c in cells if isinstance(c.share, int)] + [self._scale, 1])
        slots = column_rects(len(cells), plot, 64.0)
        for cell, slot in zip(cells, slots):
            inset = slot.width() * 0.15 if slot.width() >= 6 else 0.0
            x, width = slot.left() + inset, slot.width() - 2 * inset
            if not cell.is_pirate:
                painter.setPen(colours.muted)
                if cell.role == OVERBOARD:
                    band = QRectF(x, axis, width, plot.bottom() - axis)
                    painter.fillRect(band, QBrush(colours.thrown, Qt.BrushStyle.BDiagPattern))
                # As wide as the ellipsis: a narrow run's stands out of it, centred.
                wide = max(slot.width(), metrics.horizontalAdvance("…"))
                draw_text(painter, QRectF(slot.center().x() - wide / 2, axis - line - 2, wide,
                                          line), "…", elide=False)
                continue
            if cell.role == OVERBOARD:
                box = QRectF(x, axis + 1, width, plot.bottom() - axis - 1)
                painter.fillRect(box, colours.thrown)
                if width >= metrics.horizontalAdvance("✕") + 2:
                    painter.setPen(colours.ink)
                    draw_text(painter, box, "✕", elide=False)
                continue
            share = cell.share if isinstance(cell.share, int) else 0
            height = bar_height(share, largest, room - line - 2)
            if cell.role == UNCERTAIN:
                height = bar_height(1, largest, room - line - 2)
            bar = QRectF(x, axis - height, width, height)
            if cell.role == UNCERTAIN:
                painter.fillRect(bar, colours.uncertain)
                painter.setPen(QPen(colours.muted, 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(bar)
                label = self.tr("0?")
            elif height > 0:
                painter.fillRect(bar, colours.role(cell.role))
                label = short_number(share)
            else:
                stub = 4.0 if cell.role == PROPOSER else 2.0
                bar = QRectF(x, axis - stub, width, stub)
                painter.fillRect(bar, colours.role(cell.role) if cell.role == PROPOSER
                                 else colours.faint)
                label = "0"
            if metrics.horizontalAdvance(label) <= slot.width() * (3 if cell.role == PROPOSER
                                                                    else 1.05):
                painter.setPen(colours.ink if cell.role != UNCERTAIN else colours.muted)
                wide = max(slot.width(), metrics.horizontalAdvance(label) + 4)
                draw_text(painter, QRectF(slot.center().x() - wide / 2, bar.top() - line - 1,
                                          wide, line), label, elide=False)
        painter.setPen(QPen(colours.muted, 1))
        painter.drawLine(QPointF(plot.left(), axis), QPointF(plot.right(), axis))
        self._paint_numbers(painter, cells, slots, plot, colours, metrics)
        newest = next((slot for cell, slot in zip(cells, slots)
                       if cell.is_pirate and cell.first == table.n), None)
        if newest is not None:
            painter.setPen(QPen(colours.highlight, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(newest.adjusted(1, -line - 3, -1, line + 3), 3, 3)

    def _paint_numbers(self, painter: QPainter, cells: list[PlanCell], slots: list[QRectF],
                       plot: QRectF, colours: _Colours, metrics: Metrics) -> None:
        """Pirate numbers under the columns: the newest pirate and the proposer always,
        the others where they fit."""
        table = self._table
        texts, spans, keep = [], [], set()
        for i, (cell, slot) in enumerate(zip(cells, slots)):
            if cell.is_pirate:
                text = plan_label(cell.first, table.n)
            else:
                text = self.tr("+{count}").format(count=short_number(cell.last - cell.first + 1))
            texts.append(text)
            spans.append((slot.center().x(), metrics.horizontalAdvance(text)))
            if cell.is_pirate and cell.first in (table.n, table.final_proposer):
                keep.add(i)
        _paint_labels(painter, self.font(), colours, texts, spans, keep,
                      plot.bottom() + 3, metrics.height(), 4)

    # -- Qt overrides ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            colours = _Colours(self.palette())
            painter.fillRect(self.rect(), colours.base)
            if self._table is None:
                return
            metrics = painter_widths(painter)
            line = metrics.height()
            area = QRectF(self.rect()).adjusted(8, 6, -8, -6)
            painter.setPen(colours.ink)
            used = _paint_legend(painter, area, self._legend_entries(colours))
            plot = area.adjusted(0, used + line + 6, 0, -(line + 4))
            self._paint_plan(painter, plot, colours, metrics)

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 170)


class StripView(QWidget):
    """Every k passed so far, coloured by what its proposer comes to; the stable positions
    marked 2M + 2^j above it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("strip")
        self._m = 0
        self._slots: list[StripSlot] = []
        self._k = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_state(self, m: int, slots: list[StripSlot], k: int) -> None:
        self._m, self._slots, self._k = m, slots, k
        self.update()

    def covered(self) -> list[tuple[StripSlot, str]]:
        """The slots passed so far (up to pirate k) and their kinds: what is coloured."""
        return [(slot, slot_kind(slot, self._m)) for slot in self._slots if slot.last <= self._k]

    def marked(self) -> list[int]:
        """The stable positions marked on the strip so far."""
        return [slot.first for slot, kind in self.covered()
                if slot.is_step and kind == STABLE]

    def label_of(self, k: int) -> str:
        """2M + 2^j written out for a stable position."""
        power = (k - 2 * self._m).bit_length() - 1
        if power == 0:
            return self.tr("2M+1")
        if power == 1:
            return self.tr("2M+2")
        return self.tr("2M+2{power}").format(power=superscript(power))

    def _paint_marks(self, painter: QPainter, rects: list[QRectF], row: QRectF,
                     colours: _Colours, metrics: Metrics) -> None:
        """A triangle over each stable position reached, labelled 2M + 2^j where it fits."""
        marks = [(slot.first, rect) for slot, rect in zip(self._slots, rects)
                 if slot.is_step and slot.last <= self._k
                 and kind_of(slot.first, self._m) == STABLE]
        spans = []
        for k, rect in marks:
            x = rect.center().x()
            triangle = QPolygonF([QPointF(x - 4, row.top() - 7), QPointF(x + 4, row.top() - 7),
                                  QPointF(x, row.top() - 1)])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.proposer)
            painter.drawPolygon(triangle)
            width = metrics.horizontalAdvance(self.label_of(k))
            spans.append((_clamped(x, width, row), width))
        painter.setPen(colours.ink)
        top = row.top() - 8 - metrics.height()
        for i in _placed(spans, {len(spans) - 1} if spans else set()):
            centre, width = spans[i]
            draw_text(painter, QRectF(centre - width / 2 - 2, top, width + 4, metrics.height()),
                      self.label_of(marks[i][0]), elide=False)

    def _paint_numbers(self, painter: QPainter, rects: list[QRectF], row: QRectF,
                       colours: _Colours, metrics: Metrics) -> None:
        """k under the strip: the current one, the first and last, the stable ones."""
        wanted: list[tuple[int, QRectF]] = []
        keep = set()
        for slot, rect in zip(self._slots, rects):
            if not slot.is_step:
                continue
            k = slot.first
            if k == self._k:
                keep.add(len(wanted))
            # Stable positions by number only while exact: 2M + 2ʲ above says the rest.
            if (k in (self._k, 1, self._slots[-1].last)
                    or (k <= self._k and k < 100_000 and kind_of(k, self._m) == STABLE)):
                wanted.append((k, rect))
        texts = [short_number(k) for k, _ in wanted]
        spans = []
        for (_, rect), text in zip(wanted, texts):
            width = metrics.horizontalAdvance(text)
            spans.append((_clamped(rect.center().x(), width, row), width))
        _paint_labels(painter, self.font(), colours, texts, spans, keep,
                      row.bottom() + 3, metrics.height(), 2)

    # -- Qt overrides ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            colours = _Colours(self.palette())
            painter.fillRect(self.rect(), colours.base)
            if not self._slots:
                return
            metrics = painter_widths(painter)
            line = metrics.height()
            area = QRectF(self.rect()).adjusted(8, 4, -8, -4)
            row = QRectF(area.left(), area.top() + line + 8, area.width(), line * 1.3)
            rects = column_rects(len(self._slots), row, 48.0)
            covered = dict(self.covered())
            for slot, rect in zip(self._slots, rects):
                kind = covered.get(slot)
                if kind is None:
                    painter.setPen(QPen(colours.faint, 1))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
                    continue
                brush = (QBrush(colours.kind(kind)) if slot.is_step else
                         QBrush(colours.kind(kind), Qt.BrushStyle.BDiagPattern))
                painter.fillRect(rect, brush)
            current = next((rect for slot, rect in zip(self._slots, rects)
                            if slot.is_step and slot.first == self._k), None)
            if current is not None:
                painter.setPen(QPen(colours.highlight, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(current.adjusted(-1, -2, 1, 2))
            self._paint_marks(painter, rects, row, colours, metrics)
            self._paint_numbers(painter, rects, row, colours, metrics)
            legend = QRectF(area.left(), row.bottom() + line + 8, area.width(), line * 2)
            entries = [_entry(colours.gold, self.tr("keeps gold (k ≤ 2M)"), colours.ink),
                       _entry(colours.proposer, self.tr("survives with nothing (stable)"),
                              colours.ink),
                       _entry(colours.thrown, self.tr("thrown overboard"), colours.ink)]
            painter.setPen(colours.ink)
            _paint_legend(painter, legend, entries)

    def sizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(560, int(line * 5.4 + 26))

    def minimumSizeHint(self) -> QSize:
        return QSize(220, self.sizeHint().height())
