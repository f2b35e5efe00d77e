"""A key beside a picture: what each colour or mark means.

Under a canvas the key keeps to one line: entries come most important first, and those
that do not fit are left out whole rather than squeezed. A page with room to spare (the
pirates' induction) wraps it onto more lines instead and keeps every entry.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .text import LEFT, Metrics, draw_text, painter_widths

KeyPainter = Callable[[QPainter, QRectF], None]

#: The key square's side, as a fraction of the line height, under a canvas.
KEY_SCALE = 0.8
#: Room between a wrapped legend's lines.
LINE_GAP = 2.0


@dataclass(frozen=True)
class LegendEntry:
    label: str
    key: KeyPainter     # paints the mark into a small square
    needs_move: bool = False    # explains the move's mark: left out when no move is shown
    answer: bool = False        # explains a mark that gives the answer away: left out while
                                # a practice game hides the answers


def filled_key(fill: QColor, edge: QColor, dashed: bool = False) -> KeyPainter:
    """A key square filled with `fill` and outlined in `edge`, dashed for what is uncertain."""
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, fill)
        painter.setPen(QPen(edge, 1, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
    return paint


def legend_slots(metrics: Metrics, labels: Sequence[str], rect: QRectF, *,
                 key_scale: float = KEY_SCALE, gap: float | None = None,
                 wrap: bool = False) -> list[tuple[QRectF, QRectF]]:
    """(key square, label rect) for each label placed, in order. `gap` (two spaces by
    default) separates entries; with `wrap` an entry that does not fit, with the gap after
    it, starts a new line, otherwise it and those after it are left out."""
    height = metrics.height()
    key = height * key_scale
    if gap is None:
        gap = metrics.horizontalAdvance("  ")
    slots = []
    x, y = rect.left(), rect.top()
    for label in labels:
        width = key + 4 + metrics.horizontalAdvance(label)
        if wrap:
            if x > rect.left() and x + width + gap > rect.right() + 0.01:
                x, y = rect.left(), y + height + LINE_GAP
        elif x + width > rect.right() + 0.01:
            break
        key_rect = QRectF(x, y + (height - key) / 2, key, key)
        slots.append((key_rect, QRectF(x + key + 4, y, width - key - 3, height)))
        x += width + gap
    return slots


def paint_legend(painter: QPainter, rect: QRectF, entries: Sequence[LegendEntry], *,
                 key_scale: float = KEY_SCALE, gap: float | None = None,
                 wrap: bool = False) -> float:
    """Each entry's key and label, in the painter's pen (see legend_slots for the layout);
    returns the height used."""
    metrics = painter_widths(painter)
    slots = legend_slots(metrics, [e.label for e in entries], rect, key_scale=key_scale,
                         gap=gap, wrap=wrap)
    for entry, (key_rect, label_rect) in zip(entries, slots):
        painter.save()
        entry.key(painter, key_rect)
        painter.restore()
        draw_text(painter, label_rect, entry.label, LEFT, elide=False)
    bottom = slots[-1][1].bottom() if slots else rect.top() + metrics.height()
    return bottom - rect.top()
