"""How the pirates' answer is found: backward induction, one pirate more at each step.

With k pirates the first proposer is pirate k. The page steps k = 1, 2, …, N and shows the
game with k pirates (`PirateTable(k, M)`): the plan that passes, who is bribed, whether
pirate k himself survives, and a strip marking every k passed so far — proposers who keep
gold, the stable positions 2M + 2^j where a proposer survives with nothing, and the bands
of thrown pirates between them. For large N the steps jump: every k up to 2M + 2, then each
stable position and the pirate just after it, then N itself.

Geometry and the data drawn are pure functions (`animation_steps`, `plan_cells`,
`strip_slots`, `column_rects`), so the tests read what the views paint.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from solvers.pirates import BRIBED, NOTHING, OVERBOARD, PROPOSER, UNCERTAIN, PirateTable
from solvers.spec import abbreviate

#: Up to this N every k is a step.
LINEAR_MAX = 200
#: Beyond this, the k up to 2M + 2 are sampled (the first ten, a few on the way, the last
#: four) instead of all shown.
LOW_SAMPLES = 24
#: Most stable positions stepped through: the first and the last half of them.
MOST_POWERS = 64
#: Pirates drawn one column each; more are drawn as the first few, the few around the
#: proposer and the thrown ones, with runs between.
PLAN_COLUMNS = 40
#: Milliseconds between steps while playing.
STEP_MS = 600

#: What the proposer of k pirates comes to: keeps gold, survives with nothing, thrown.
GOLD, STABLE, THROWN_K, MIXED = "gold", "stable", "thrown", "mixed"

# The chart's colours (Okabe–Ito), so both pages speak the same language.
ORANGE = QColor("#E69F00")
BLUE = QColor("#0072B2")
SKY_BLUE = QColor("#56B4E9")
REDDISH_PURPLE = QColor("#CC79A7")


# --- the data -------------------------------------------------------------------------------

def kind_of(k: int, m: int) -> str:
    """GOLD when pirate k's plan passes and he keeps gold (k ≤ 2M), STABLE when it passes
    with nothing left for him (k = 2M + 2^j), THROWN_K when he is thrown."""
    if k <= 2 * m:
        return GOLD
    excess = k - 2 * m
    return STABLE if excess & (excess - 1) == 0 else THROWN_K


def stable_positions(m: int, upto: int) -> list[int]:
    """2M + 2^j for j = 0, 1, … while at most `upto`."""
    if upto <= 2 * m:
        return []
    return [2 * m + (1 << j) for j in range((upto - 2 * m).bit_length())]


def thrown_bands(m: int, upto: int) -> list[tuple[int, int]]:
    """The runs of k whose proposer is thrown, cut off at `upto`: 2M + 2^j + 1 to
    2M + 2^(j+1) − 1 for j ≥ 1."""
    bands = []
    for j in range(1, max((upto - 2 * m).bit_length(), 1)):
        first, last = 2 * m + (1 << j) + 1, min(2 * m + (1 << (j + 1)) - 1, upto)
        if first <= last:
            bands.append((first, last))
    return bands


def animation_steps(n: int, m: int) -> list[int]:
    """The numbers of pirates k the animation shows, smallest first, ending with N."""
    if n <= LINEAR_MAX:
        return list(range(1, n + 1))
    steps: set[int] = set()
    low = min(n, 2 * m + 2)
    if low <= LINEAR_MAX:
        steps.update(range(1, low + 1))
    else:
        steps.update(range(1, 11))
        bits = low.bit_length()
        steps.update(1 << (4 + (bits - 6) * i // (LOW_SAMPLES - 1)) for i in range(LOW_SAMPLES)
                     if 4 + (bits - 6) * i // (LOW_SAMPLES - 1) < bits - 1)
        steps.update(k for k in (2 * m - 1, 2 * m, 2 * m + 1, 2 * m + 2) if 1 <= k <= n)
    if n > 2 * m + 2:
        count = (n - 2 * m).bit_length()             # j = 0 … count − 1 fit under N
        powers = list(range(1, count))
        if len(powers) > MOST_POWERS:
            half = MOST_POWERS // 2
            powers = powers[:half] + powers[-half:]
        for j in powers:
            stable = 2 * m + (1 << j)
            steps.add(stable)
            if stable < n:
                steps.add(stable + 1)
    steps.add(n)
    return sorted(steps)


def jumps(steps: Sequence[int]) -> bool:
    return bool(steps) and len(steps) < steps[-1]


@dataclass(frozen=True)
class PlanCell:
    """A column of the plan: one pirate (first == last) with his share and role, or a run
    of pirates drawn as one ("…"), whose role is OVERBOARD when all are thrown, else None."""

    first: int
    last: int
    share: int | str | None
    role: str | None

    @property
    def is_pirate(self) -> bool:
        return self.first == self.last


def plan_cells(table: PirateTable, columns: int = PLAN_COLUMNS) -> list[PlanCell]:
    """The columns of the plan with `table.n` pirates, pirate 1 first."""
    k = table.n
    if k <= columns:
        return [PlanCell(p, p, table.share(p), table.role(p)) for p in range(1, k + 1)]
    s = table.final_proposer
    shown = set(range(1, 5)) | set(range(max(1, s - 4), s + 1))
    shown |= set(range(s + 1, k + 1)) if k - s <= 4 else {s + 1, k}
    cells: list[PlanCell] = []
    previous = 0
    for pirate in sorted(shown):
        if pirate > previous + 1:
            first, last = previous + 1, pirate - 1
            cells.append(PlanCell(first, last, None, OVERBOARD if first > s else None))
        cells.append(PlanCell(pirate, pirate, table.share(pirate), table.role(pirate)))
        previous = pirate
    return cells


@dataclass(frozen=True)
class StripSlot:
    """A place on the strip: one step (first == last), or the k skipped between two steps."""

    first: int
    last: int

    @property
    def is_step(self) -> bool:
        return self.first == self.last


def strip_slots(steps: Sequence[int]) -> list[StripSlot]:
    slots: list[StripSlot] = []
    previous = 0
    for k in steps:
        if k > previous + 1:
            slots.append(StripSlot(previous + 1, k - 1))
        slots.append(StripSlot(k, k))
        previous = k
    return slots


def slot_kind(slot: StripSlot, m: int) -> str:
    """The kind of every k of the slot, or MIXED."""
    if slot.is_step:
        return kind_of(slot.first, m)
    if slot.last <= 2 * m:
        return GOLD
    if slot.first <= 2 * m:
        return MIXED
    excess = slot.first - 2 * m
    next_stable = 2 * m + (1 << (excess - 1).bit_length())
    return THROWN_K if next_stable > slot.last else MIXED


def column_rects(count: int, rect: QRectF, widest: float) -> list[QRectF]:
    """`count` equal columns across `rect`, at most `widest` wide, centred."""
    if count <= 0:
        return []
    width = min(rect.width() / count, widest)
    left = rect.left() + (rect.width() - width * count) / 2
    return [QRectF(left + i * width, rect.top(), width, rect.height()) for i in range(count)]


def bar_height(share: int, scale: int, room: float) -> float:
    """A share's bar, out of `scale` coins (all M): in proportion, but any gold at least a
    tenth of the room, so that 1 coin stays visible next to a proposer's thousands."""
    if share <= 0 or room <= 0:
        return 0.0
    ratio = min(share, scale) / scale if scale < 1 << 1000 else 1.0 if share >= scale else 0.0
    return room * (0.1 + 0.9 * ratio)


def plan_label(pirate: int, newest: int) -> str:
    """A pirate's number under his column: in full when short; else the newest pirate's in
    short form and the others' last four digits (neighbours must stay apart)."""
    if pirate < 100_000:
        return f"{pirate:,}"
    if pirate == newest:
        return short_number(pirate)
    return f"…{pirate % 10_000:04d}"


def short_number(value: int) -> str:
    """A number for a narrow label: 12,345, or 1.2e18, or its digit count."""
    if value < 100_000:
        return f"{value:,}"
    if value.bit_length() < 1000:
        return f"{float(value):.2g}".replace("e+", "e")
    return f"~10^{int(value.bit_length() * 0.30103)}"


def number(value: int) -> str:
    """A number for a sentence: thousands separators, long ones shortened."""
    short = abbreviate(value)
    return f"{short:,}" if isinstance(short, int) else short


def superscript(power: int) -> str:
    return str(power).translate(str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"))


# --- painting helpers ---------------------------------------------------------------------

def _mix(a: QColor, b: QColor, share_of_b: float) -> QColor:
    keep = 1.0 - share_of_b
    return QColor(round(a.red() * keep + b.red() * share_of_b),
                  round(a.green() * keep + b.green() * share_of_b),
                  round(a.blue() * keep + b.blue() * share_of_b))


class _Colours:
    """Fills from the palette and the chart's accents; light and dark themes alike."""

    def __init__(self, palette: QPalette):
        base = palette.color(QPalette.ColorRole.Base)
        self.base = base
        self.ink = palette.color(QPalette.ColorRole.Text)
        self.muted = _mix(self.ink, base, 0.45)
        self.faint = _mix(self.ink, base, 0.8)
        self.highlight = palette.color(QPalette.ColorRole.Highlight)
        dark = base.lightnessF() < 0.5
        mark = SKY_BLUE if dark else BLUE
        self.proposer = _mix(base, ORANGE, 0.85)
        self.gold = _mix(base, ORANGE, 0.4)
        self.bribed = _mix(base, mark, 0.7)
        self.uncertain = _mix(base, self.ink, 0.14)
        self.thrown = _mix(base, REDDISH_PURPLE, 0.65)
        self.mixed = _mix(base, self.ink, 0.25)

    def role(self, role: str | None) -> QColor:
        return {PROPOSER: self.proposer, BRIBED: self.bribed, UNCERTAIN: self.uncertain,
                OVERBOARD: self.thrown}.get(role, self.muted)

    def kind(self, kind: str) -> QColor:
        return {GOLD: self.gold, STABLE: self.proposer, THROWN_K: self.thrown}.get(
            kind, self.mixed)


def _draw_text(painter: QPainter, rect: QRectF, text: str,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


def _legend(painter: QPainter, rect: QRectF, entries: list[tuple[QColor, str, bool]],
            metrics: QFontMetricsF, ink: QColor) -> float:
    """Swatch-and-words entries left to right, wrapping; returns the height used."""
    x, y = rect.left(), rect.top()
    line = metrics.height()
    box = line * 0.7
    for colour, words, dashed in entries:
        width = box + 4 + metrics.horizontalAdvance(words) + 14
        if x > rect.left() and x + width > rect.right():
            x, y = rect.left(), y + line + 2
        swatch = QRectF(x, y + (line - box) / 2, box, box)
        painter.fillRect(swatch, colour)
        painter.setPen(QPen(ink, 1, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(swatch)
        painter.setPen(ink)
        _draw_text(painter, QRectF(x + box + 4, y, width, line), words,
                   Qt.AlignmentFlag.AlignLeft)
        x += width
    return y + line - rect.top()


def _paint_labels(painter: QPainter, font: QFont, colours: _Colours, texts: list[str],
                  spans: list[tuple[float, float]], keep: set[int], top: float, height: float,
                  pad: float) -> None:
    """The labels of a row (text, (centre, width)) that fit side by side (see _place),
    `pad` wider on each side; those in `keep` in bold ink, the others muted."""
    bold = QFont(font)
    bold.setBold(True)
    for i in _place(spans, keep):
        centre, width = spans[i]
        painter.setFont(bold if i in keep else font)
        painter.setPen(colours.ink if i in keep else colours.muted)
        _draw_text(painter, QRectF(centre - width / 2 - pad, top, width + 2 * pad, height),
                   texts[i])
    painter.setFont(font)


def _clamped(centre: float, width: float, rect: QRectF) -> float:
    """A label's centre moved so that the label stays inside `rect` horizontally."""
    return min(max(centre, rect.left() + width / 2 + 2), rect.right() - width / 2 - 2)


def _place(spans: list[tuple[float, float]], keep: set[int]) -> list[int]:
    """Indices of labels (centre, width) that fit without overlapping: those in `keep`
    first, then the others from the right."""
    order = sorted(range(len(spans)), key=lambda i: (i not in keep, -i))
    placed: list[tuple[float, float]] = []
    chosen = []
    for i in order:
        centre, width = spans[i]
        left, right = centre - width / 2 - 3, centre + width / 2 + 3
        if all(right <= a or left >= b for a, b in placed):
            placed.append((left, right))
            chosen.append(i)
    return sorted(chosen)


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

    def _legend_entries(self, colours: _Colours) -> list[tuple[QColor, str, bool]]:
        roles = {cell.role for cell in self._cells}
        entries = [(PROPOSER, colours.proposer, self.tr("proposer"), False),
                   (BRIBED, colours.bribed, self.tr("bribed: 1 coin"), False),
                   (UNCERTAIN, colours.uncertain, self.tr("0 or 1, his choice"), True),
                   (NOTHING, colours.muted, self.tr("nothing"), False),
                   (OVERBOARD, colours.thrown, self.tr("thrown overboard"), False)]
        return [(colour, words, dashed) for role, colour, words, dashed in entries
                if role in roles]

    def _paint_plan(self, painter: QPainter, plot: QRectF, colours: _Colours,
                    metrics: QFontMetricsF) -> None:
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
                _draw_text(painter, QRectF(slot.left(), axis - line - 2, slot.width(), line),
                           "…")
                continue
            if cell.role == OVERBOARD:
                box = QRectF(x, axis + 1, width, plot.bottom() - axis - 1)
                painter.fillRect(box, colours.thrown)
                if width >= metrics.horizontalAdvance("✕") + 2:
                    painter.setPen(colours.ink)
                    _draw_text(painter, box, "✕")
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
                _draw_text(painter, QRectF(slot.center().x() - wide / 2, bar.top() - line - 1,
                                           wide, line), label)
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
                       plot: QRectF, colours: _Colours, metrics: QFontMetricsF) -> None:
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
            metrics = QFontMetricsF(self.font())
            line = metrics.height()
            area = QRectF(self.rect()).adjusted(8, 6, -8, -6)
            used = _legend(painter, area, self._legend_entries(colours), metrics, colours.ink)
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
                     colours: _Colours, metrics: QFontMetricsF) -> None:
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
        for i in _place(spans, {len(spans) - 1} if spans else set()):
            centre, width = spans[i]
            _draw_text(painter, QRectF(centre - width / 2 - 2, top, width + 4,
                                       metrics.height()), self.label_of(marks[i][0]))

    def _paint_numbers(self, painter: QPainter, rects: list[QRectF], row: QRectF,
                       colours: _Colours, metrics: QFontMetricsF) -> None:
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
            metrics = QFontMetricsF(self.font())
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
            entries = [(colours.gold, self.tr("keeps gold (k ≤ 2M)"), False),
                       (colours.proposer, self.tr("survives with nothing (stable)"), False),
                       (colours.thrown, self.tr("thrown overboard"), False)]
            _legend(painter, legend, entries, metrics, colours.ink)

    def sizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(560, int(line * 5.4 + 26))

    def minimumSizeHint(self) -> QSize:
        return QSize(220, self.sizeHint().height())


class PiratesAnimation(QWidget):
    """The backward induction, step by step, for the tab's N and M.

    Signals:
        step_changed(int): another number of pirates k is on display.
        playing_changed(bool): playing started (True) or stopped.
    """

    step_changed = Signal(int)
    playing_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("induction")
        self._n: int | None = None
        self._m = 0
        self._steps: list[int] = []
        self._slots: list[StripSlot] = []
        self._index = 0
        self._timer = QTimer(self)
        self._timer.setObjectName("step_timer")
        self._timer.setInterval(STEP_MS)

        self._title = QLabel(self)
        self._title.setObjectName("step_title")
        self._title.setWordWrap(True)
        font = self._title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self._title.setFont(font)
        self._caption = QLabel(self)
        self._caption.setObjectName("caption")
        self._caption.setWordWrap(True)
        self._caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._plan = PlanView(self)
        self._strip_heading = QLabel(self.tr("Every k so far: who survives, and the stable "
                                             "positions"), self)
        self._strip_heading.setObjectName("strip_heading")
        self._strip_heading.setWordWrap(True)
        bold = self._strip_heading.font()
        bold.setBold(True)
        self._strip_heading.setFont(bold)
        self._strip = StripView(self)
        self._jump_note = QLabel(self)
        self._jump_note.setObjectName("jump_note")
        self._jump_note.setWordWrap(True)
        muted = QPalette()
        muted.setColor(QPalette.ColorRole.WindowText,
                       self.palette().color(QPalette.ColorRole.PlaceholderText))
        self._jump_note.setPalette(muted)
        self._jump_note.hide()

        style = self.style()
        self._back = QPushButton(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekBackward),
                                 self.tr("Back"), self)
        self._back.setObjectName("step_back")
        self._back.setToolTip(self.tr("One pirate fewer"))
        self._play = QPushButton(self)
        self._play.setObjectName("play")
        self._step = QPushButton(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekForward),
                                 self.tr("Step"), self)
        self._step.setObjectName("step")
        self._step.setToolTip(self.tr("One pirate more"))
        self._slider = QSlider(Qt.Orientation.Horizontal, self)
        self._slider.setObjectName("k_slider")
        self._slider.setToolTip(self.tr("The number of pirates k"))
        self._k_label = QLabel(self)
        self._k_label.setObjectName("k_label")
        self._build()
        self._connect_signals()
        self._show_play_button(False)
        self._show_step()

    def _build(self) -> None:
        # Buttons above the slider: the page stays usable on a narrow picture side.
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self._back)
        buttons.addWidget(self._play)
        buttons.addWidget(self._step)
        buttons.addStretch(1)
        slider = QHBoxLayout()
        slider.setSpacing(8)
        slider.addWidget(self._slider, 1)
        slider.addWidget(self._k_label)
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 8, 8, 8)
        column.setSpacing(6)
        column.addWidget(self._title)
        column.addWidget(self._caption)
        column.addWidget(self._plan, 1)
        column.addWidget(self._strip_heading)
        column.addWidget(self._strip)
        column.addWidget(self._jump_note)
        column.addLayout(slider)
        column.addLayout(buttons)

    def _connect_signals(self) -> None:
        self._timer.timeout.connect(self._on_timer_timeout)
        self._back.clicked.connect(self._on_back_clicked)
        self._step.clicked.connect(self._on_step_clicked)
        self._play.clicked.connect(self._on_play_clicked)
        self._slider.valueChanged.connect(self._on_slider_value_changed)

    # -- public ------------------------------------------------------------------------------
    def set_game(self, n: int, m: int) -> None:
        """Show the induction for N pirates and M coins, from its first step; nothing
        changes when N and M are those already shown."""
        if (n, m) == (self._n, self._m):
            return
        self.pause()
        self._n, self._m = n, m
        self._steps = animation_steps(n, m)
        self._slots = strip_slots(self._steps)
        self._index = 0
        self._slider.blockSignals(True)
        self._slider.setRange(0, len(self._steps) - 1)
        self._slider.setValue(0)
        self._slider.blockSignals(False)
        self._jump_note.setText(self._jump_words())
        self._jump_note.setVisible(jumps(self._steps))
        self._show_step()

    def game(self) -> tuple[int | None, int]:
        return self._n, self._m

    def steps(self) -> list[int]:
        return list(self._steps)

    def step_index(self) -> int:
        return self._index

    def current_k(self) -> int | None:
        return self._steps[self._index] if self._steps else None

    def table(self) -> PirateTable | None:
        k = self.current_k()
        return PirateTable(k, self._m) if k is not None else None

    def set_step_index(self, index: int) -> None:
        if not self._steps:
            return
        index = max(0, min(index, len(self._steps) - 1))
        if index != self._slider.value():
            self._slider.setValue(index)            # shows the step through its slot
        elif index != self._index:
            self._index = index
            self._show_step()

    def step_forward(self) -> bool:
        """One step on; False at the last step."""
        if self._index + 1 >= len(self._steps):
            return False
        self.set_step_index(self._index + 1)
        return True

    def step_back(self) -> bool:
        if self._index == 0:
            return False
        self.set_step_index(self._index - 1)
        return True

    def play(self) -> None:
        """Step every STEP_MS until the last step (from the first when at the end)."""
        if not self._steps or self._timer.isActive():
            return
        if self._index + 1 >= len(self._steps):
            self.set_step_index(0)
        self._timer.start()
        self._show_play_button(True)
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self._show_play_button(False)
            self.playing_changed.emit(False)

    def is_playing(self) -> bool:
        return self._timer.isActive()

    def plan_cells(self) -> list[PlanCell]:
        """The columns of the plan as drawn."""
        return self._plan.cells()

    def marked_stable_positions(self) -> list[int]:
        """The stable positions marked on the strip so far, as drawn."""
        return self._strip.marked()

    def covered_slots(self) -> list[tuple[StripSlot, str]]:
        """The strip's slots passed so far and their kinds, as drawn."""
        return self._strip.covered()

    def title_text(self) -> str:
        return self._title.text()

    def caption_text(self) -> str:
        return self._caption.text()

    # -- showing -----------------------------------------------------------------------------
    def _show_step(self) -> None:
        table = self.table()
        enabled = table is not None
        for widget in (self._back, self._play, self._step, self._slider):
            widget.setEnabled(enabled)
        if table is None:
            self._title.setText(self.tr("Enter N and M to see how the answer is found."))
            self._caption.clear()
            self._k_label.clear()
            self._plan.set_table(None)
            self._strip.set_state(self._m, [], 0)
            return
        k = table.n
        self._back.setEnabled(self._index > 0)
        self._step.setEnabled(self._index + 1 < len(self._steps))
        self._title.setText(self._title_words(table))
        self._caption.setText(self._caption_words(table))
        self._k_label.setText(self.tr("k = {k} of {n}").format(k=short_number(k),
                                                                n=short_number(self._n)))
        self._k_label.setToolTip(self.tr("{k} pirates of {n}").format(k=number(k),
                                                                      n=number(self._n)))
        self._plan.set_table(table)
        self._strip.set_state(self._m, self._slots, k)
        self.step_changed.emit(self._index)

    def _show_play_button(self, playing: bool) -> None:
        pixmap = (QStyle.StandardPixmap.SP_MediaPause if playing
                  else QStyle.StandardPixmap.SP_MediaPlay)
        self._play.setIcon(self.style().standardIcon(pixmap))
        self._play.setText(self.tr("Pause") if playing else self.tr("Play"))
        self._play.setToolTip(self.tr("Stop stepping") if playing else
                              self.tr("Add a pirate every {seconds} s").format(
                                  seconds=f"{STEP_MS / 1000:g}"))

    def _title_words(self, table: PirateTable) -> str:
        k = number(table.n)
        if table.final_proposer == table.n:
            return self.tr("{k} pirates, {m} coins: pirate {k} proposes, and survives").format(
                k=k, m=number(self._m))
        return self.tr("{k} pirates, {m} coins: pirate {k} is thrown overboard").format(
            k=k, m=number(self._m))

    def _pirates(self, first: int, step: int, count: int) -> str:
        """"pirate 3", "pirates 1 and 3", "pirates 1, 3 and 5", "pirates 1, 3, …, 9"."""
        numbers = [number(first + i * step) for i in range(min(count, 4))]
        if count == 1:
            return self.tr("pirate {p}").format(p=numbers[0])
        if count <= 4:
            return self.tr("pirates {list} and {last}").format(
                list=", ".join(numbers[:-1]), last=numbers[-1])
        return self.tr("pirates {first}, {second}, …, {last}").format(
            first=numbers[0], second=numbers[1], last=number(first + (count - 1) * step))

    def _run(self, first: int, last: int) -> str:
        if first == last:
            return self.tr("pirate {p}").format(p=number(first))
        return self.tr("pirates {first} to {last}").format(first=number(first),
                                                           last=number(last))

    def _caption_words(self, table: PirateTable) -> str:
        k, m = table.n, self._m
        need = (k + 1) // 2
        values = {"k": number(k), "m": number(m), "need": number(need), "prev": number(k - 1)}
        if k == 1:
            return self.tr("Pirate 1 is alone. He proposes to keep all {m} coins, and his own "
                           "vote is half of the votes: the plan passes.").format(**values)
        if k <= 2 * m:
            bribes = (k - 1) // 2
            if bribes == 0:
                return self.tr("Pirate {k} proposes to keep all {m} coins. His own vote is "
                               "half of the {k} votes, which is enough: the plan passes and "
                               "pirate 1 gets nothing.").format(**values)
            return self.tr("Pirate {k} needs {need} of the {k} votes, his own included. If he "
                           "were thrown, pirate {prev} would give nothing to {who}; 1 coin "
                           "each buys their votes. Pirate {k} keeps {keep}, and the plan "
                           "passes.").format(who=self._pirates(2 - k % 2, 2, bribes),
                                             keep=number(m - bribes), **values)
        if k == 2 * m + 1:
            return self.tr("Pirate {k} needs {need} of the {k} votes. If he were thrown, "
                           "pirate {prev} would give nothing to {who}; his {m} coins buy "
                           "exactly those votes. He survives but keeps nothing.").format(
                               who=self._pirates(1, 2, m), **values)
        s = table.final_proposer
        power = (s - 2 * m).bit_length() - 1
        if s == k:
            previous = 2 * m + (1 << (power - 1))
            doomed = k - 1 - previous
            votes = 1 + m + doomed
            if doomed == 0:
                words = self.tr("Pirate {k} needs {need} of the {k} votes but has only {m} "
                                "coins to buy them with: with his own vote that makes {votes}, "
                                "just enough. He survives with no gold: {k} = 2M + 2 is a "
                                "stable position.").format(votes=number(votes), **values)
            else:
                words = self.tr("Pirate {k} needs {need} of the {k} votes. His {m} coins buy "
                                "{m} of them, and {doomed}, thrown overboard after him if he "
                                "were, vote for him to save their lives. With his own vote "
                                "that makes {votes}, just enough: he survives with no gold. "
                                "{k} = 2M + 2{j} is a stable position.").format(
                                    doomed=self._run(previous + 1, k - 1),
                                    votes=number(votes), j=superscript(power), **values)
            if m:
                words += " " + self.tr("Any {m} of the pirates who would get nothing from "
                                       "pirate {previous}'s plan will do for the coins, so "
                                       "those shares are uncertain (0?).").format(
                                           previous=number(previous), **values)
            return words
        doomed = k - 1 - s
        votes = 1 + m + doomed
        if doomed:
            sources = self.tr("his own, {m} bought with his coins, and {doomed}, who would be "
                              "thrown after him").format(doomed=self._run(s + 1, k - 1),
                                                         **values)
        else:
            sources = self.tr("his own and {m} bought with his coins").format(**values)
        then = (self.tr("Then pirate {s}'s plan passes, as in the step before.") if doomed == 0
                else self.tr("Then pirate {prev} proposes and is thrown too, and so on down to "
                             "pirate {s}, whose plan passes."))
        return self.tr("Pirate {k} needs {need} of the {k} votes but can win at most {votes}: "
                       "{sources}. He is thrown overboard. {then} ({s} = 2M + 2{j} is the "
                       "stable position below {k}.)").format(
                           votes=number(votes), sources=sources,
                           then=then.format(s=number(s), prev=number(k - 1)),
                           s=number(s), j=superscript(power), **values)

    def _jump_words(self) -> str:
        if not jumps(self._steps):
            return ""
        n, m = self._n, self._m
        low = 2 * m + 2
        if low > LINEAR_MAX and low <= n:
            start = self.tr("k = 1 to 10, a few k on the way to 2M, then 2M − 1 to 2M + 2 "
                            "= {low}").format(low=number(low))
        elif low > LINEAR_MAX:
            start = self.tr("k = 1 to 10 and a few k on the way to N (all of them with "
                            "k ≤ 2M)")
        else:
            start = self.tr("every k up to 2M + 2 = {low}").format(low=number(min(low, n)))
        words = self.tr("N = {n} is large, so the steps jump: {start}, then each stable "
                        "position 2M + 2ʲ and the pirate just after it, then N itself. The "
                        "strip is not to scale: a hatched slot stands for the pirates "
                        "skipped.").format(n=number(n), start=start)
        if n > 2 * m and (n - 2 * m).bit_length() - 1 > MOST_POWERS:
            words += " " + self.tr("Of the stable positions, only the first and the last "
                                   "{half} are shown.").format(half=MOST_POWERS // 2)
        return words

    # -- slots -------------------------------------------------------------------------------
    @Slot()
    def _on_timer_timeout(self) -> None:
        if not self.step_forward() or self._index + 1 >= len(self._steps):
            self.pause()

    @Slot()
    def _on_back_clicked(self) -> None:
        self.pause()
        self.step_back()

    @Slot()
    def _on_step_clicked(self) -> None:
        self.pause()
        self.step_forward()

    @Slot()
    def _on_play_clicked(self) -> None:
        if self.is_playing():
            self.pause()
        else:
            self.play()

    @Slot(int)
    def _on_slider_value_changed(self, value: int) -> None:
        if 0 <= value < len(self._steps) and value != self._index:
            self._index = value
            self._show_step()

    # -- Qt overrides ----------------------------------------------------------------------
    def hideEvent(self, event: QHideEvent) -> None:
        self.pause()
        super().hideEvent(event)
