"""Text that fits: labels are shortened or left out, never cut through or overlapped."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

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


class TextWidths:
    """What a QFontMetricsF tells of one font at one resolution (height, widths, elided
    texts), with each text's width measured once: a picture writes mostly the same labels
    at every paint, and Qt lays a text out anew each time it measures it."""

    KEPT = 4096

    def __init__(self, font: QFont):
        self.metrics = QFontMetricsF(font)
        self._height = self.metrics.height()
        self._widths: dict[str, float] = {}
        self._numbers: dict[tuple[int, float], str | None] = {}

    def height(self) -> float:
        return self._height

    def horizontalAdvance(self, text: str) -> float:
        width = self._widths.get(text)
        if width is None:
            if len(self._widths) >= self.KEPT:
                self._widths.clear()
            width = self._widths[text] = self.metrics.horizontalAdvance(text)
        return width

    def elidedText(self, text: str, mode: Qt.TextElideMode, width: float) -> str:
        return self.metrics.elidedText(text, mode, width)

    def number_text(self, n: int, width: float) -> str | None:
        """number_text in this font, kept for numbers of usual size (as candidates are)."""
        if n.bit_length() > 256:
            return fitting(self, candidates(n), width)
        key = (n, width)
        if key not in self._numbers:
            if len(self._numbers) >= self.KEPT:
                self._numbers.clear()
            self._numbers[key] = fitting(self, candidates(n), width)
        return self._numbers[key]


Metrics = QFontMetricsF | TextWidths

Kept = TypeVar("Kept")


def _kept_per_font(kept: dict[tuple[QFont, int], Kept], font: QFont, dpi: int,
                   make: Callable[[QFont], Kept]) -> Kept:
    """make(font), kept per (font, logical dots per inch): fonts compare equal at any
    resolution, yet measure differently at each. A canvas uses a few fonts; many more
    mean the settings changed, and the kept ones are dropped."""
    found = kept.get((font, dpi))
    if found is None:
        if len(kept) > 32:
            kept.clear()
        found = kept[(QFont(font), dpi)] = make(font)
    return found


#: (font, dpi) -> its widths.
_WIDTHS: dict[tuple[QFont, int], TextWidths] = {}


def font_widths(font: QFont, dpi: int) -> TextWidths:
    """The kept widths of `font`, bound to a device of `dpi` logical dots per inch (a
    widget's font, or a painter's)."""
    return _kept_per_font(_WIDTHS, font, dpi, TextWidths)


def painter_widths(painter: QPainter) -> TextWidths:
    """The kept widths of the painter's font on its device."""
    return font_widths(painter.font(), painter.device().logicalDpiY())


def fitting(metrics: Metrics, texts: Sequence[str], width: float) -> str | None:
    """The first of `texts` (longest first) that fits `width`, or None."""
    for candidate in texts:
        if metrics.horizontalAdvance(candidate) <= width:
            return candidate
    return None


def number_text(metrics: Metrics, n: int, width: float) -> str | None:
    """n written as exactly as `width` allows, or None if not even "1×10⁹" fits."""
    if isinstance(metrics, TextWidths):
        return metrics.number_text(n, width)
    return fitting(metrics, candidates(n), width)


def draw_text(painter: QPainter, rect: QRectF, text: str,
              align: Qt.AlignmentFlag = CENTRE, colour: QColor | None = None,
              elide: bool = True) -> bool:
    """Draw one line of text inside `rect`, elided to its width; skip it if even that
    cannot be read (too low, or nothing but the ellipsis). Returns whether it was drawn.

    The text is measured with the kept widths of the painter's font (painter_widths): a
    caller need not carry them (looking them up costs ~0.1 ms of a 2 ms Nim repaint)."""
    metrics = painter_widths(painter)
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
        self._runs: OrderedDict[tuple[str, float, float],
                                list[tuple[str, QGlyphRun]] | None] = OrderedDict()
        self._places: dict[tuple[str, float, float], list[QPointF]] = {}

    def glyph(self, char: str) -> tuple[int, float] | None:
        """(glyph index, advance) of `char`, or None when the font itself has no glyph."""
        if char not in self._glyphs:
            indexes = self.raw.glyphIndexesForString(char) if self.raw.isValid() else []
            found = None
            if len(indexes) == 1 and indexes[0] != 0:
                found = indexes[0], self.raw.advancesForGlyphIndexes(indexes)[0].x()
            self._glyphs[char] = found
        return self._glyphs[char]

    def runs(self, text: str, column: float,
             height: float) -> list[tuple[str, QGlyphRun]] | None:
        """(character, its glyph run) for `text` in columns `column` wide in a rect
        `height` high, placed from the rect's top left corner as drawText would place each
        character centred in its column; None when the font itself cannot (a character it
        has no glyph for, or one wider than a column). Kept, since the same rows come
        back."""
        key = (text, column, height)
        if key in self._runs:
            self._runs.move_to_end(key)
            return self._runs[key]
        runs = self._make_runs(text, column, height) if self._fit(text, column) else None
        self._runs[key] = runs
        if len(self._runs) > self.RUNS_KEPT:
            self._runs.popitem(last=False)
        return runs

    def _fit(self, text: str, column: float) -> bool:
        for char in set(text):
            glyph = self.glyph(char)
            if glyph is None or glyph[1] > column:
                return False
        return True

    def _make_runs(self, text: str, column: float,
                   height: float) -> list[tuple[str, QGlyphRun]]:
        runs = []
        for char in dict.fromkeys(text):
            places = self._places_of(char, column, height, len(text))
            points = [places[index] for index, each in enumerate(text) if each == char]
            run = QGlyphRun()
            run.setRawFont(self.raw)
            run.setGlyphIndexes([self._glyphs[char][0]] * len(points))  # type: ignore[index]
            run.setPositions(points)
            runs.append((char, run))
        return runs

    def _places_of(self, char: str, column: float, height: float,
                   count: int) -> list[QPointF]:
        """Where `char` goes in each of the first `count` columns (made once: the rows of
        a table share their columns)."""
        if len(self._places) > self.RUNS_KEPT:     # columns of many sizes: a resize
            self._places.clear()
        places = self._places.setdefault((char, column, height), [])
        if len(places) < count:
            advance = self._glyphs[char][1]  # type: ignore[index]
            inset = (column - advance) / 2
            baseline = (height - self.height) / 2 + self.raw.ascent()
            places.extend(QPointF(inset + index * column, baseline)
                          for index in range(len(places), count))
        return places


#: Whether draw_column_rows draws glyph runs (`bench_keystroke.py --no-glyph-runs` turns
#: them off: at the window's size they save ~3 ms of a 5 ms Nim repaint).
GLYPH_RUNS = True
#: (font, dpi) -> its glyphs.
_GLYPHS: dict[tuple[QFont, int], _Glyphs] = {}


def _glyphs_of(painter: QPainter) -> _Glyphs:
    """The glyphs of the painter's font on its device."""
    return _kept_per_font(_GLYPHS, painter.font(), painter.device().logicalDpiY(), _Glyphs)


def draw_columns(painter: QPainter, rect: QRectF, text: str,
                 colours: Mapping[str, QColor]) -> None:
    """`text` one character per equal column of `rect`, each centred in its column in the
    colour `colours[char]`: what a drawText(column, AlignCenter, char) per character
    draws, in one glyph run per colour (a row of binary digits is dozens of characters,
    and each drawText lays its text out anew)."""
    draw_column_rows(painter, [(rect, text)], colours)


def draw_column_rows(painter: QPainter, rows: Sequence[tuple[QRectF, str]],
                     colours: Mapping[str, QColor]) -> None:
    """draw_columns for each (rect, text) of `rows`, rows that do not overlap: the runs of
    all rows in one colour are drawn after one another, with one change of pen."""
    glyphs = _glyphs_of(painter)
    runs: dict[str, list[tuple[QPointF, QGlyphRun]]] = {}
    for rect, text in rows:
        if not text:
            continue
        column = rect.width() / len(text)
        placed = glyphs.runs(text, column, rect.height()) if GLYPH_RUNS else None
        if placed is None:
            _draw_by_character(painter, rect, text, column, colours)
            continue
        origin = rect.topLeft()
        for char, run in placed:
            runs.setdefault(char, []).append((origin, run))
    for char, placed in runs.items():
        painter.setPen(colours[char])
        for origin, run in placed:
            painter.drawGlyphRun(origin, run)


def _draw_by_character(painter: QPainter, rect: QRectF, text: str, column: float,
                       colours: Mapping[str, QColor]) -> None:
    """Qt's own placement of each character in its column: for a fallback font, or
    columns narrower than a character."""
    for index, char in enumerate(text):
        painter.setPen(colours[char])
        painter.drawText(QRectF(rect.left() + index * column, rect.top(), column,
                                rect.height()), int(CENTRE), char)
