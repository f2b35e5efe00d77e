"""Text that fits: labels are shortened or left out, never cut through or overlapped."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGlyphRun, QPainter, QRawFont

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


class _Glyphs:
    """One font's glyphs of the characters asked for so far, with their advances, and the
    glyph runs of the rows of columns drawn lately."""

    RUNS_KEPT = 256

    def __init__(self, font: QFont):
        self.raw = QRawFont.fromFont(font)
        self.height = self.raw.ascent() + self.raw.descent()
        self._glyphs: dict[str, tuple[int, float] | None] = {}
        self._runs: OrderedDict[tuple[str, float, float], list[tuple[str, QGlyphRun]]] = (
            OrderedDict())

    def glyph(self, char: str) -> tuple[int, float] | None:
        """(glyph index, advance) of `char`, or None when the font itself has no glyph."""
        if char not in self._glyphs:
            indexes = self.raw.glyphIndexesForString(char) if self.raw.isValid() else []
            found = None
            if len(indexes) == 1 and indexes[0] != 0:
                found = indexes[0], self.raw.advancesForGlyphIndexes(indexes)[0].x()
            self._glyphs[char] = found
        return self._glyphs[char]

    def runs(self, text: str, column: float, height: float) -> list[tuple[str, QGlyphRun]]:
        """(character, its glyph run) for `text` in columns `column` wide in a rect
        `height` high, placed from the rect's top left corner as drawText would place each
        character centred in its column; kept, since the same rows come back."""
        key = (text, column, height)
        runs = self._runs.get(key)
        if runs is None:
            baseline = (height - self.height) / 2 + self.raw.ascent()
            runs = []
            for char in dict.fromkeys(text):
                glyph, advance = self._glyphs[char]  # type: ignore[misc]
                inset = (column - advance) / 2
                points = [QPointF(inset + index * column, baseline)
                          for index, each in enumerate(text) if each == char]
                run = QGlyphRun()
                run.setRawFont(self.raw)
                run.setGlyphIndexes([glyph] * len(points))
                run.setPositions(points)
                runs.append((char, run))
            self._runs[key] = runs
            if len(self._runs) > self.RUNS_KEPT:
                self._runs.popitem(last=False)
        else:
            self._runs.move_to_end(key)
        return runs


#: font key -> its glyphs (a few fonts per canvas: the label sizes).
_GLYPHS: dict[str, _Glyphs] = {}


def _glyphs_of(font: QFont) -> _Glyphs:
    key = font.key()
    if key not in _GLYPHS:
        if len(_GLYPHS) > 32:
            _GLYPHS.clear()
        _GLYPHS[key] = _Glyphs(font)
    return _GLYPHS[key]


def draw_columns(painter: QPainter, rect: QRectF, text: str,
                 colours: Mapping[str, QColor]) -> None:
    """`text` one character per equal column of `rect`, each centred in its column in the
    colour `colours[char]`: what a drawText(column, AlignCenter, char) per character
    draws, in one glyph run per colour (a row of binary digits is dozens of characters,
    and each drawText lays its text out anew)."""
    if not text:
        return
    column = rect.width() / len(text)
    glyphs = _glyphs_of(painter.font())
    found = [glyphs.glyph(char) for char in set(text)]
    if any(glyph is None or glyph[1] > column for glyph in found):
        # A fallback font, or columns narrower than a character: Qt's own placement.
        for index, char in enumerate(text):
            painter.setPen(colours[char])
            painter.drawText(QRectF(rect.left() + index * column, rect.top(), column,
                                    rect.height()), int(CENTRE), char)
        return
    origin = rect.topLeft()
    for char, run in glyphs.runs(text, column, rect.height()):
        painter.setPen(colours[char])
        painter.drawGlyphRun(origin, run)
