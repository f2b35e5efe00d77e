"""Text that fits: labels are shortened or left out, never cut through or overlapped."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from .numbers import candidates

CENTRE = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def scaled_font(font: QFont, scale: float, bold: bool = False) -> QFont:
    """The widget's font at `scale` times its size (never below 6 pt): text follows the
    user's font settings and the screen's DPI."""
    result = QFont(font)
    if font.pointSizeF() > 0:
        result.setPointSizeF(max(font.pointSizeF() * scale, 6.0))
    else:
        result.setPixelSize(max(round(font.pixelSize() * scale), 8))
    result.setBold(bold)
    return result


def fitting(metrics: QFontMetricsF, texts: Sequence[str], width: float) -> str | None:
    """The first of `texts` (longest first) that fits `width`, or None."""
    for candidate in texts:
        if metrics.horizontalAdvance(candidate) <= width:
            return candidate
    return None


def number_text(metrics: QFontMetricsF, n: int, width: float) -> str | None:
    """n written as exactly as `width` allows, or None if not even "1×10⁹" fits."""
    return fitting(metrics, candidates(n), width)


def draw_text(painter: QPainter, rect: QRectF, text: str,
              align: Qt.AlignmentFlag = CENTRE, colour: QColor | None = None,
              elide: bool = True) -> bool:
    """Draw one line of text inside `rect`, elided to its width; skip it if even that
    cannot be read (too low, or nothing but the ellipsis). Returns whether it was drawn."""
    metrics = QFontMetricsF(painter.font())
    if metrics.height() > rect.height() + 1.5 or rect.width() <= 0:
        return False
    shown = text
    if metrics.horizontalAdvance(text) > rect.width():
        if not elide:
            return False
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        if len(shown) <= 2:
            return False
    if colour is not None:
        painter.save()
        painter.setPen(colour)
        painter.drawText(rect, int(align), shown)
        painter.restore()
    else:
        painter.drawText(rect, int(align), shown)
    return True
