"""The shortcuts that keep a keystroke's repaint within a frame draw what the long way draws.

Each shortcut (glyph runs for binary digits, pictures kept and cut into bands for piles, a
tab widget that skips no-op relayouts) is compared with the plain Qt calls it stands for,
pixel for pixel or event for event; and labels that do not fit are shortened or skipped.
"""

from __future__ import annotations

from collections import OrderedDict

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from tests.ui.helpers import settle
from ui.canvases.base import paint_kept
from ui.canvases.text import CENTRE, draw_columns, draw_text
from ui.window.quiet_tabs import QuietTabWidget


def pixels(image: QImage):
    """The image as a height x width x 4 array of its bytes (a copy: the converted image
    that holds them goes when this returns)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).copy()
    return data.reshape(image.height(), image.bytesPerLine() // 4, 4)[:, :image.width()]


def alike(ours: QImage, theirs: QImage, slack: int = 64) -> bool:
    """Every pixel of each image is within `slack` (per channel) of a pixel at most one
    device pixel away in the other: the same shapes and text, in the same colours and
    places, up to where a blended edge falls within a pixel."""
    if ours.size() != theirs.size():
        return False
    a, b = pixels(ours).astype(int), pixels(theirs).astype(int)

    def covered(x, y) -> bool:
        rows, columns = np.nonzero(np.abs(x - y).max(axis=2) > slack)  # unlike in place
        padded = np.pad(y, ((1, 1), (1, 1), (0, 0)), mode="edge")
        best = np.full(len(rows), 255)
        for dy in (0, 1, 2):
            for dx in (0, 1, 2):
                near = padded[rows + dy, columns + dx]
                best = np.minimum(best, np.abs(x[rows, columns] - near).max(axis=1))
        return bool((best <= slack).all())

    return covered(a, b) and covered(b, a)


def same_or_alike(ours: QImage, theirs: QImage) -> bool:
    """`alike`, answered at once when the two images are the same pixel for pixel."""
    return ours == theirs or alike(ours, theirs)


def blank(width: int = 240, height: int = 40, ratio: float = 1.0) -> QImage:
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("white"))
    return image


def drawn(paint, ratio: float = 1.0, size: tuple[int, int] = (240, 40)) -> QImage:
    image = blank(*size, ratio=ratio)
    with QPainter(image) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("black"))
        paint(painter)
    return image


def test_draw_text_elides_and_skips_what_cannot_be_read(qapp):
    long = "take 123456789 from heap 17 → 1 2 3"
    narrow = QRectF(0, 0, 90, 30)
    image = blank()
    with QPainter(image) as painter:
        elided = painter.fontMetrics().elidedText(long, Qt.TextElideMode.ElideRight, 90)
        assert draw_text(painter, narrow, long)
        assert not draw_text(painter, narrow, long, elide=False)
        assert not draw_text(painter, QRectF(0, 0, 90, 4), "low")
        assert not draw_text(painter, QRectF(0, 0, 0, 30), "none")
    assert image == drawn(lambda p: p.drawText(narrow, int(CENTRE), elided))


def test_draw_text_in_a_colour_leaves_the_pen_alone(qapp):
    image = blank()
    with QPainter(image) as painter:
        painter.setPen(QColor("black"))
        draw_text(painter, QRectF(0, 0, 240, 40), "red", colour=QColor("red"))
        assert painter.pen().color() == QColor("black")
    assert image == drawn(lambda p: (p.setPen(QColor("red")),
                                     p.drawText(QRectF(0, 0, 240, 40), int(CENTRE), "red")))


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_draw_columns_draws_a_character_per_column_as_qt_would(qapp, ratio):
    colours = {"0": QColor("grey"), "1": QColor("black"), " ": QColor("black")}
    rect = QRectF(5.5, 3.25, 200, 22)

    def by_character(text: str):
        column = rect.width() / len(text)

        def paint(painter: QPainter) -> None:
            for index, char in enumerate(text):
                painter.setPen(colours[char])
                painter.drawText(QRectF(rect.left() + index * column, rect.top(), column,
                                        rect.height()), int(CENTRE), char)
        return paint

    for text in ["1011", "100000000000000000001", "1 0 1"]:
        ours = drawn(lambda p, text=text: draw_columns(p, rect, text, colours), ratio)
        assert alike(ours, drawn(by_character(text), ratio)), text
    ours = drawn(lambda p: draw_columns(p, rect, "1011", colours), ratio)
    assert not alike(ours, drawn(by_character("1101"), ratio))


def pile(count: int, left: float, bottom: float, disc: float = 7.3):
    """A drawing of `count` discs stacked up from `bottom`, 1 apart, as staircase piles
    are (whose outlines are thinner than the gap, so that a band can be cut between two)."""
    def draw(painter: QPainter) -> None:
        painter.setPen(QPen(QColor("black"), 0.8))
        painter.setBrush(QColor("orange"))
        for i in range(count):
            painter.drawRoundedRect(QRectF(left, bottom - (i + 1) * disc, 30, disc - 1), 2, 2)
    return draw


@pytest.mark.parametrize("ratio", [1.0, 2.0])
@pytest.mark.parametrize("count", [1, 4, 9])
def test_a_band_of_a_kept_picture_is_that_band_of_the_drawing(qapp, ratio, count):
    """A pile of `count` discs cut from the picture of a pile of 12 is the pile of
    `count` drawn directly: none of the discs above shows, and the picture is made once."""
    left, bottom, disc, tall = 20.4, 110.6, 7.3, 12
    area = QRectF(left - 2, bottom - tall * disc - 2, 34, tall * disc + 4)
    rows = (bottom - count * disc - 0.5, bottom + 2)
    kept: OrderedDict = OrderedDict()

    def cut(painter: QPainter) -> None:
        paint_kept(painter, kept, 8, "pile", area, pile(tall, left, bottom), rows)

    size = (80, 120)
    assert alike(drawn(cut, ratio, size), drawn(pile(count, left, bottom), ratio, size))
    assert not alike(drawn(cut, ratio, size), drawn(pile(count + 1, left, bottom), ratio, size))
    assert len(kept) == 1


def test_an_empty_band_paints_nothing(qapp):
    kept: OrderedDict = OrderedDict()
    area = QRectF(0, 0, 40, 40)
    image = drawn(lambda p: paint_kept(p, kept, 8, "pile", area, pile(3, 2, 38), (30, 30)),
                  1.0, (40, 40))
    assert image == blank(40, 40)


class Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_a_page_growing_repaints_only_itself_and_tells_the_window(qtbot):
    """A label in a page gets a longer text: the tab bar is not repainted (Qt's own tab
    widget repaints all of itself), yet the window hears of the page's new size hints."""
    window = QMainWindow()
    tabs = QuietTabWidget()
    page = QWidget()
    label = QLabel("short", page)
    QVBoxLayout(page).addWidget(label)
    tabs.addTab(page, "page")
    tabs.addTab(QWidget(), "other")
    window.setCentralWidget(tabs)
    qtbot.addWidget(window)
    window.resize(600, 200)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot)
    bar, text = Paints(), Paints()
    tabs.tabBar().installEventFilter(bar)
    label.installEventFilter(text)
    hint = tabs.sizeHint()
    label.setText("a longer text, yet one that fits in the window")
    qtbot.waitUntil(lambda: text.count > 0)          # the label has repainted ...
    settle(qtbot)
    assert tabs.sizeHint().width() > hint.width()
    assert bar.count == 0                            # ... and the tab bar has not
    label.setText("a much longer text " * 60)    # wider than the window: it must grow
    qtbot.waitUntil(lambda: window.width() >= label.minimumSizeHint().width())
    qtbot.waitUntil(lambda: bar.count > 0)


#: Positions as typing changes them: one heap growing digit by digit among heaps of many
#: digits, a heap that fits as stones turning into a bar, smaller stones in more rows, a
#: shown move, misère play.
RULE_EDITS = {"octal": ["5 9 123 --code 0.77", "5 9 1234 --code 0.77",
                        "5 9 123456789012 --code 0.77",
                        "5 98 123456789012 987654321098 --code 0.77",
                        "5 9 123456789012 987654321098 3 --code 0.77",
                        "5 9 " + "6 " * 18 + "--code 0.77"],
              "subtraction": ["3 4 7 --set 1 3 4", "3 4 70 --set 1 3 4",
                              "3 4 700000000000 --set 1 3 4",
                              "3 4 700000000001 --set 1 3 4", "3 4 50 --set 1 3 4 --misere"]}


@pytest.mark.parametrize("game", RULE_EDITS)
def test_kept_heap_pictures_paint_what_painting_each_heap_paints(qtbot, monkeypatch, game):
    from solvers import GAMES
    from tests.ui.helpers import dark_palette, render
    from ui.canvases import create_canvas
    from ui.canvases.base import Canvas

    spec = GAMES[game]
    kept, direct = create_canvas(spec), create_canvas(spec)
    for canvas in (kept, direct):
        qtbot.addWidget(canvas)
        canvas.resize(520, 320)
    kept_pictures = Canvas.paint_cached

    def painted_directly(canvas, painter, key, area, draw, rows=None):
        if canvas is direct:
            draw(painter)
        else:
            kept_pictures(canvas, painter, key, area, draw, rows)

    monkeypatch.setattr(Canvas, "paint_cached", painted_directly)
    for args in RULE_EDITS[game]:
        analysis = spec.solve(spec.parse(args))
        for canvas in (kept, direct):
            canvas.set_analysis(analysis)
            canvas.set_highlighted_move(0 if analysis.moves else None)
        assert same_or_alike(render(kept), render(direct)), args
    for canvas in (kept, direct):
        canvas.setPalette(dark_palette())
    assert same_or_alike(render(kept), render(direct)), "dark palette"
    assert kept._pictures, "no heap was kept"


def test_the_why_pane_holding_its_scroll_bar_shows_what_a_fresh_pane_shows(qtbot):
    from tests.ui.helpers import render
    from ui.tab.explanation import ExplanationView
    from ui.tab.outcome import ExplanationLine

    def lines(count: int, word: str) -> list[ExplanationLine]:
        return [ExplanationLine(f"Heap {i}: g({i}) is {word}.", False,
                                quoted_theory="Heaps side by side combine by XOR.")
                for i in range(count)]

    edited = ExplanationView()
    qtbot.addWidget(edited)
    edited.resize(420, 200)
    edited.show()
    qtbot.waitExposed(edited)
    for count, word in ((30, "long"), (25, "longer"), (2, "short"), (40, "long again")):
        edited.show_lines(lines(count, word))
        fresh = ExplanationView()
        qtbot.addWidget(fresh)
        fresh.resize(420, 200)
        fresh.show()
        fresh.show_lines(lines(count, word))
        qtbot.waitExposed(fresh)
        assert edited.verticalScrollBar().isVisible() == (count > 2), count
        assert edited.verticalScrollBar().maximum() == fresh.verticalScrollBar().maximum()
        assert (edited.verticalScrollBarPolicy()
                == Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        assert same_or_alike(render(edited), render(fresh)), (count, word)
