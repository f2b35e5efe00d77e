"""The pirates' tab after a run of edits shows what a tab built anew shows.

The shortcuts a keystroke takes there are checked against the long way after edits like
typing: the tab pixel for pixel against a fresh tab, the chart against a fresh chart, the
joined bar fills against every bar filled, the measured labels against QLabel.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QTableView

from solvers import GAMES
from solvers.games.pirates import PirateTable
from tests.ui.helpers import render
from ui.canvases.pirates import (
    PiratesCanvas,
    bar_scale,
    bar_shape,
    bar_shapes,
    pirate_bars,
    pirate_rows,
    pirate_window,
)
from ui.pirates.pirate_table import PIRATE
from ui.tab.marks import MeasuredLabel

SPEC = GAMES["pirates"]
HUGE = 10**12

#: (N, M, pirate P or None) as typing changes them: a number growing digit by digit, M
#: changing under a fixed N, P moving along a huge crew (the same shares in the same rows,
#: then shifted by one), the window leaving a huge crew for a smaller one and back, and
#: the same shares in other roles: 0 and uncertain, then 0 and nothing; 0 all along,
#: uncertain up to pirate 274,877,906,954 and nothing after him, P 20 below him, then 20
#: above; the last digit of a 12-digit P typed, as in bench/bench_keystroke.py.
EDITS = [(1, 0, None), (12, 0, None), (123, 0, None), (123, 5, None), (123, 61, None),
         (123, 61, 7), (123, 61, 70), (123, 62, 70), (12, 62, None),
         (HUGE, 5, 1), (HUGE, 5, 12), (HUGE, 5, 123_456), (HUGE, 5, 123_458),
         (HUGE, 5, 123_459), (HUGE, HUGE // 3, 123_459), (HUGE, HUGE // 3, HUGE // 2),
         (HUGE, HUGE // 2, HUGE // 2 + 1), (10**18, 5, None), (10**6, 3, 5), (999_999, 3, 5),
         (10**6, 3, None), (HUGE, 5, 400_000), (HUGE, 0, 400_000),
         (HUGE, 5, 274_877_906_934), (HUGE, 5, 274_877_906_974),
         (666_411_730_677, 782_923_108_742, 46_418_573_249),
         (666_411_730_677, 782_923_108_742, 464_185_732_495), (5, 100, 3)]


def position(n: int, m: int, pirate: int | None) -> str:
    return f"{n} {m}" + (f" --pirate {pirate}" if pirate is not None else "")


def on_screen(widget) -> QImage:
    """What the window shows of `widget`: what was painted, not a fresh rendering (a cell
    a model failed to report changed stays as it was)."""
    corner = widget.mapTo(widget.window(), widget.rect().topLeft())
    return widget.screen().grabWindow(widget.window().winId(), corner.x(), corner.y(),
                                      widget.width(), widget.height()).toImage()


@pytest.fixture
def shown_tab(make_tab, qtbot):
    def make(args: str):
        tab = make_tab("pirates", args)
        tab.resize(1100, 700)
        tab.show()
        qtbot.waitExposed(tab)
        QApplication.processEvents()
        QApplication.processEvents()
        return tab
    return make


def selected_rows(view: QTableView) -> list[int]:
    return [index.row() for index in view.selectionModel().selectedRows()]


def assert_same_tab(typed, fresh) -> None:
    for name in ("verdict", "summary", "window"):
        assert typed.findChild(QLabel, name).text() == fresh.findChild(QLabel, name).text()
    ours, theirs = (tab.findChild(QTableView, "shares") for tab in (typed, fresh))
    assert selected_rows(ours) == selected_rows(theirs)
    assert ours.currentIndex().isValid() == theirs.currentIndex().isValid()
    assert ours.columnWidth(PIRATE) == theirs.columnWidth(PIRATE)
    assert on_screen(ours) == on_screen(theirs)
    assert on_screen(typed.canvas) == on_screen(fresh.canvas)


def test_a_tab_after_typing_shows_what_a_fresh_tab_shows(shown_tab, qtbot):
    typed = shown_tab(position(*EDITS[0]))
    for step, (n, m, pirate) in enumerate(EDITS[1:]):
        if step % 4 == 1:      # the user clicked a row: a new table forgets it
            view = typed.findChild(QTableView, "shares")
            view.setCurrentIndex(view.model().index(min(3, view.model().rowCount() - 1), 0))
        typed.set_position_text(position(n, m, pirate))
        QApplication.processEvents()
        QApplication.processEvents()
        fresh = shown_tab(position(n, m, pirate))
        assert_same_tab(typed, fresh)
        fresh.close()


def dark(canvas: PiratesCanvas) -> None:
    palette = QPalette(canvas.palette())
    palette.setColor(QPalette.ColorRole.Base, QColor("#202124"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#e8eaed"))
    canvas.setPalette(palette)


def test_a_chart_after_typing_paints_what_a_fresh_chart_paints(qtbot):
    """One canvas through many positions (most along a huge crew, whose bars repeat)
    paints what a new canvas paints for each, at any size and in either palette: nothing
    it keeps between paints is out of date."""
    canvas = PiratesCanvas(SPEC)
    qtbot.addWidget(canvas)
    steps = [(n, m, pirate, size, palette) for n, m, pirate in EDITS
             for size, palette in (((860, 340), "light"), ((420, 300), "light"),
                                   ((860, 340), "dark"))]
    for n, m, pirate, size, palette in steps:
        analysis = SPEC.solve(SPEC.parse(position(n, m, pirate).split()))
        fresh = PiratesCanvas(SPEC)
        qtbot.addWidget(fresh)
        for each in (canvas, fresh):
            each.setPalette(QPalette())
            if palette == "dark":
                dark(each)
            each.resize(*size)
        canvas.set_analysis(analysis)
        fresh.set_analysis(analysis)
        assert render(canvas) == render(fresh), (n, m, pirate, size, palette)


@pytest.mark.parametrize("n, m", [(1, 0), (2, 1), (10, 3), (41, 20), (200, 3), (300, 100),
                                  (1000, 499), (HUGE, 5), (HUGE, HUGE // 3), (10**18, 10**20)])
@pytest.mark.parametrize("width", [3.0, 120.0, 420.0, 833.7])
def test_bar_shapes_are_the_bars_each_filled_and_joined(n, m, width):
    """The shapes worked out per kind of bar are the bars' own shapes joined as
    QRectF.united joins touching neighbours, to the last bit."""
    table = PirateTable(n, m)
    plot = QRectF(40.3, 30.7, width, 240.25)
    for focus in (1, table.final_proposer, n):
        pirates = pirate_window(n, plot.width(), focus)
        bars, axis = pirate_bars(plot, table, pirates)
        joined: list[tuple[str, QRectF]] = []
        for kind, rect in map(bar_shape, bars):
            if joined:
                last_kind, last = joined[-1]
                if (last_kind == kind and abs(last.right() - rect.left()) < 0.01
                        and last.top() == rect.top() and last.bottom() == rect.bottom()):
                    joined[-1] = (kind, last.united(rect))
                    continue
            joined.append((kind, rect))
        shares, roles = pirate_rows(table, pirates)
        scale = bar_scale(plot, shares, roles)
        assert scale.axis == axis
        assert bar_shapes(scale, shares, roles) == [(kind, rect.getRect())
                                                    for kind, rect in joined]


def test_a_measured_label_answers_as_qlabel(qtbot):
    ours, theirs = MeasuredLabel(), QLabel()
    for label in (ours, theirs):
        qtbot.addWidget(label)
        label.setWordWrap(True)
    texts = ["Final proposer: pirate 5, who keeps 98.", "short",
             ("Pirates 464,185,232,495 to 464,186,232,494 of 666,411,730,677: enter pirate "
              "P to see another part of the table. “0?” marks an uncertain share.")]
    for text in texts + texts[::-1]:
        for label in (ours, theirs):
            label.setText(text)
        for width in (80, 200, 200, 640, 80):
            assert ours.heightForWidth(width) == theirs.heightForWidth(width), (text, width)
    for label in (ours, theirs):
        font = QFont(label.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        label.setFont(font)
    for width in (80, 200, 640):
        assert ours.heightForWidth(width) == theirs.heightForWidth(width)
