"""A one-line key under a picture: what each colour or mark means.

Entries come most important first; those that do not fit are left out whole rather
than squeezed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from .text import LEFT, Metrics, draw_text, painter_widths

KeyPainter = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class LegendEntry:
    label: str
    key: KeyPainter     # paints the mark into a small square
    needs_move: bool = False    # explains the move's mark: left out when no move is shown


def legend_slots(metrics: Metrics, labels: Sequence[str],
                 rect: QRectF) -> list[tuple[QRectF, QRectF]]:
    """(key square, label rect) for each label that fits on the line, in order."""
    height = metrics.height()
    key = height * 0.8
    gap = metrics.horizontalAdvance("  ")
    slots = []
    x = rect.left()
    for label in labels:
        width = key + 4 + metrics.horizontalAdvance(label)
        if x + width > rect.right() + 0.01:
            break
        key_rect = QRectF(x, rect.top() + (height - key) / 2, key, key)
        slots.append((key_rect, QRectF(x + key + 4, rect.top(), width - key - 3, height)))
        x += width + gap
    return slots


def paint_legend(painter: QPainter, rect: QRectF, entries: Sequence[LegendEntry]) -> None:
    metrics = painter_widths(painter)
    for entry, (key_rect, label_rect) in zip(entries, legend_slots(
            metrics, [e.label for e in entries], rect)):
        painter.save()
        entry.key(painter, key_rect)
        painter.restore()
        draw_text(painter, label_rect, entry.label, LEFT, elide=False)
