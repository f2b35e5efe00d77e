"""The Nim canvas after a run of edits paints what a canvas made anew paints.

A repaint after a keystroke keeps what the last ones measured: the width of each text
(per font and resolution), the way each number is written to fit a width, and where each
binary digit goes in its column (per column width and row height). What is kept is checked
against a canvas made anew with nothing kept, pixel for pixel, after edits like typing; the
kept widths against QFontMetricsF; the binary digits of all rows drawn one colour after the
other against drawing them row by row.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPalette

from solvers import GAMES
from tests.ui.helpers import dark_palette
from ui.canvases import create_canvas, text
from ui.canvases.base import Canvas
from ui.canvases.text import (
    TextWidths,
    draw_column_rows,
    draw_columns,
    font_widths,
    number_text,
    painter_widths,
)


@dataclass(frozen=True)
class State:
    """Everything a Nim canvas paints from."""

    game: str
    args: str
    size: tuple[int, int] = (700, 420)
    move: int | None = None         # the highlighted move
    dark: bool = False
    font_scale: float = 1.0


START = State("nim", "123456789012 345678901234 5 77", size=(1000, 600))
TWENTY = " ".join(str(10**11 + 7919 * i) for i in range(20))
NINETEEN = TWENTY.rsplit(" ", 1)[0]
MANY = " ".join(str(i % 97 + 1) for i in range(400))
#: Typing digits into one heap, changing another, a move chosen, the palette, the size and
#: the font changing; the table switching between stones, bars and decimals only; a heap
#: gaining a digit; a heap taken away and put back (taller rows, the same columns); the
#: heaps in view moving in a long row of heaps.
EDITS = [
    START,
    replace(START, args="123456789012 345678901234 56 77"),
    replace(START, args="123456789012 345678901234 567 77"),
    replace(START, args="123456789012 345678901234 5678901 77"),
    replace(START, args="923456789012 345678901234 5678901 77"),
    replace(START, args="923456789012 345678901234 5678901 77", move=0),
    replace(START, args="923456789012 345678901234 5678901 77", move=1),
    replace(START, args="923456789012 345678901234 5678901 77", move=1, dark=True),
    replace(START, args="923456789012 345678901234 5678901 77", dark=True, size=(520, 330)),
    replace(START, args="923456789012 345678901234 5678901 7", dark=True, size=(520, 330)),
    replace(START, args="923456789012 345678901234 5678901 7", size=(290, 240)),
    replace(START, args="923456789012 345678901234 5678901 7", size=(1300, 860)),
    replace(START, args="923456789012 345678901234 5678901 7", size=(1300, 860),
            font_scale=1.3),
    replace(START, args="3 4 5", size=(1300, 860)),
    replace(START, args="3 4 56", size=(1300, 860)),
    replace(START, args="3 4 5"),
    State("misere-nim", TWENTY, size=(1000, 600)),
    State("misere-nim", TWENTY + "1", size=(1000, 600)),
    State("misere-nim", NINETEEN, size=(1000, 600)),
    State("misere-nim", TWENTY, size=(1000, 600)),
    State("misere-nim", "1 1 0 1"),
    State("nim", MANY),
    State("nim", MANY + "1"),
]


def show(canvas: Canvas, state: State) -> None:
    """Bring `canvas` to `state` the way the window does: only what changed is set."""
    spec = GAMES[state.game]
    canvas.setPalette(dark_palette() if state.dark else QPalette())
    font = QFont()
    font.setPointSizeF(font.pointSizeF() * state.font_scale)
    canvas.setFont(font)
    if canvas.size().toTuple() != state.size:
        canvas.resize(*state.size)
    analysis = canvas.analysis
    if analysis is None or analysis.position != spec.parse(state.args):
        canvas.set_analysis(spec.solve(spec.parse(state.args)))
    if canvas.highlighted_move != state.move:
        canvas.set_highlighted_move(state.move)


def painted(canvas: Canvas, ratio: float) -> QImage:
    image = QImage(round(canvas.width() * ratio), round(canvas.height() * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    canvas.render(image)
    return image


@contextmanager
def nothing_kept() -> Iterator[None]:
    """Paint as if for the first time: no widths, number texts or glyph runs kept."""
    kept = text._WIDTHS, text._GLYPHS
    text._WIDTHS, text._GLYPHS = {}, {}
    try:
        yield
    finally:
        text._WIDTHS, text._GLYPHS = kept


@pytest.fixture
def new_canvas(qtbot):
    def make(game: str) -> Canvas:
        canvas = create_canvas(GAMES[game])
        qtbot.addWidget(canvas)
        return canvas
    return make


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_after_edits_the_canvas_paints_what_a_new_one_paints(new_canvas, ratio):
    edited = {game: new_canvas(game) for game in ("nim", "misere-nim")}
    for step, state in enumerate(EDITS):
        canvas = edited[state.game]
        show(canvas, state)
        ours = painted(canvas, ratio)
        with nothing_kept():
            fresh = new_canvas(state.game)
            show(fresh, state)
            theirs = painted(fresh, ratio)
        assert ours == theirs, f"step {step}: {state}"


def test_the_kept_widths_are_the_font_metrics(qapp):
    font = QFont()
    font.setPointSizeF(11.5)
    metrics = QFontMetricsF(font)
    widths = TextWidths(font)
    texts = ["heap 12", "XOR", "0", "534,439,589,175", "5.3×10¹¹", "", "⋯ 12 more heaps"]
    for _ in range(2):          # measured, then kept
        assert [widths.horizontalAdvance(t) for t in texts] == [
            metrics.horizontalAdvance(t) for t in texts]
    assert widths.height() == metrics.height()
    for n in [0, 7, 123_456, 534_439_589_175, 10**30, 10**400]:
        for width in [10.0, 30.0, 60.0, 90.0, 200.0]:
            assert number_text(widths, n, width) == number_text(metrics, n, width)


def image_at(dpi: int, width: int = 20, height: int = 20) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(QColor("white"))
    return image


def test_kept_widths_are_per_resolution(qapp):
    """A font compares equal at any resolution, yet is wider at a higher one: the widths
    kept for a painter are its device's."""
    texts = ["heap 12", "534,439,589,175"]
    found = []
    for dpi in (96, 144):
        image = image_at(dpi)
        with QPainter(image) as painter:
            painter.setFont(QFont())
            metrics = QFontMetricsF(painter.font())
            widths = painter_widths(painter)
            assert widths is font_widths(painter.font(), dpi)
            found.append([widths.horizontalAdvance(t) for t in texts])
            assert found[-1] == [metrics.horizontalAdvance(t) for t in texts]
    assert found[1][0] > found[0][0] * 1.3


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_rows_of_columns_draw_what_each_row_draws(qapp, ratio):
    """draw_column_rows (one pen per colour for all rows) paints what draw_columns paints
    row by row, for rows of other heights and widths drawn before."""
    colours = {"0": QColor("grey"), "1": QColor("black"), "x": QColor("red")}
    rows = [(QRectF(10.5, 5.25 + 17.3 * i, 300 + 3.1 * i, 17.3), format(i * 2654435761, "032b"))
            for i in range(6)]
    rows.append((QRectF(10.5, 110.0, 60, 17.3), "10x1"))
    rows.append((QRectF(10.5, 130.0, 12, 17.3), "1011"))     # too narrow: Qt's placement

    def image(paint) -> QImage:
        result = QImage(round(340 * ratio), round(150 * ratio), QImage.Format.Format_ARGB32)
        result.setDevicePixelRatio(ratio)
        result.fill(QColor("white"))
        with QPainter(result) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint(painter)
        return result

    def row_by_row(painter: QPainter) -> None:
        for rect, digits in rows:
            draw_columns(painter, rect, digits, colours)

    with nothing_kept():
        expected = image(row_by_row)
    image(lambda p: draw_column_rows(p, [(QRectF(0, 0, 90, 30), "0110")] * 2, colours))
    assert image(lambda p: draw_column_rows(p, rows, colours)) == expected


def test_glyph_runs_are_per_resolution(qapp):
    """Binary digits drawn at one resolution, then at another, are each what they are
    when drawn first."""
    colours = {"0": QColor("grey"), "1": QColor("black")}
    rows = [(QRectF(10.5, 5.25, 300, 30), "1011001110001111")]

    def digits(dpi: int) -> QImage:
        image = image_at(dpi, 320, 40)
        with QPainter(image) as painter:
            painter.setFont(QFont())
            draw_column_rows(painter, rows, colours)
        return image

    for first, then in [(96, 144), (144, 96)]:
        with nothing_kept():
            expected = digits(then)
        with nothing_kept():
            digits(first)
            assert digits(then) == expected
