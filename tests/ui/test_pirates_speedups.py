"""The pirates' tab after a run of edits shows what a tab built anew shows.

A keystroke there no longer resets the table (the model tells views which cells changed),
reuses a picture of the chart's bars, and remembers its labels' heights. Each shortcut is
checked against the long way after edits like typing: the model against a consumer that
keeps what it read, the tab pixel for pixel against a fresh tab, the bars against drawing
every bar, the labels against QLabel.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QTableView

from solvers import GAMES
from solvers.pirates import PirateTable
from ui.canvases.pirates import (
    PiratesCanvas,
    bar_scale,
    bar_shape,
    bar_shapes,
    pirate_bars,
    pirate_rows,
    pirate_window,
)
from ui.pirates.pirate_table import NOTE, PIRATE, SHARE, WINDOW, PirateTableModel
from ui.tab.marks import MeasuredLabel

SPEC = GAMES["pirates"]
ROLES = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
         Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole,
         Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole,
         Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.UserRole,
         Qt.ItemDataRole.UserRole + 1]
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


class Consumer:
    """What a view keeps of a model: the cells and row headers it read, each until the
    model says it changed (dataChanged, headerDataChanged, rows added or taken, reset)."""

    def __init__(self, model: PirateTableModel):
        self.model = model
        self.cells: dict[tuple[int, int, int], object] = {}
        self.headers: dict[int, object] = {}
        self.reported: list[tuple[int, int, int, int]] = []   # (rows, columns) told
        self.resets = 0
        model.dataChanged.connect(self._changed)
        model.headerDataChanged.connect(self._headers_changed)
        model.modelReset.connect(self._reset)
        model.rowsInserted.connect(lambda _, first, __: self._forget_from(first))
        model.rowsRemoved.connect(lambda _, first, __: self._forget_from(first))

    def read(self, rows) -> None:
        for row in rows:
            if 0 <= row < self.model.rowCount():
                for column in (PIRATE, SHARE, NOTE):
                    index = self.model.index(row, column)
                    for role in ROLES:
                        self.cells[(row, column, int(role))] = index.data(role)
                self.headers[row] = self.model.headerData(row, Qt.Orientation.Vertical)

    def stale(self) -> list[tuple]:
        """Cells and headers kept whose value is no longer the model's."""
        found = [(key, value) for key, value in self.cells.items()
                 if self.model.index(key[0], key[1]).data(key[2]) != value]
        found += [(row, value) for row, value in self.headers.items()
                  if self.model.headerData(row, Qt.Orientation.Vertical) != value]
        return found

    def _changed(self, top_left, bottom_right, roles) -> None:
        self.reported.append((top_left.row(), bottom_right.row(), top_left.column(),
                              bottom_right.column()))
        for key in list(self.cells):
            row, column, role = key
            if (top_left.row() <= row <= bottom_right.row()
                    and top_left.column() <= column <= bottom_right.column()
                    and (not roles or role in roles)):
                del self.cells[key]

    def _headers_changed(self, orientation, first: int, last: int) -> None:
        if orientation == Qt.Orientation.Vertical:
            for row in range(first, last + 1):
                self.headers.pop(row, None)

    def _forget_from(self, first: int) -> None:
        self.cells = {key: value for key, value in self.cells.items() if key[0] < first}
        self.headers = {row: value for row, value in self.headers.items() if row < first}

    def _reset(self) -> None:
        self.resets += 1
        self.cells.clear()
        self.headers.clear()


def rows_around(model: PirateTableModel, pirate: int | None) -> list[int]:
    """The first rows and the rows around pirate P's (or the last): what a view shows."""
    centre = model.row_of(pirate) if pirate is not None else model.rowCount() - 1
    return [*range(6), *range((centre or 0) - 12, (centre or 0) + 12)]


def test_no_cell_a_view_read_is_left_out_of_date(qapp):
    model = PirateTableModel()
    consumer = Consumer(model)
    for n, m, pirate in EDITS:
        model.set_table(PirateTable(n, m), pirate)
        assert consumer.stale() == [], (n, m, pirate)
        fresh = PirateTableModel()
        fresh.set_table(PirateTable(n, m), pirate)
        assert (model.rowCount(), model.first_pirate) == (fresh.rowCount(), fresh.first_pirate)
        for row in rows_around(model, pirate):
            if 0 <= row < model.rowCount():
                for column in (PIRATE, SHARE, NOTE):
                    assert ([model.index(row, column).data(role) for role in ROLES]
                            == [fresh.index(row, column).data(role) for role in ROLES])
        consumer.read(rows_around(model, pirate))
    model.set_table(None)
    assert model.rowCount() == 0 and consumer.cells == {}


def test_the_next_pirate_of_a_huge_crew_changes_only_the_numbers(qapp):
    """Pirates of the same role in the same rows: no reset, and only the pirate column
    (and the row headers) are reported changed, for the rows that were read."""
    model = PirateTableModel()
    consumer = Consumer(model)
    table = PirateTable(HUGE, 5)            # far below the proposer: 0 or uncertain
    model.set_table(table, 10**9)
    consumer.read(rows_around(model, 10**9))
    consumer.reported.clear()
    consumer.resets = 0
    model.set_table(table, 10**9 + 2)
    assert consumer.resets == 0
    assert consumer.reported and all(first == last == PIRATE
                                     for _, _, first, last in consumer.reported)
    assert all(last - first < 30 for first, last, _, _ in consumer.reported)
    assert consumer.stale() == []


def test_a_model_that_was_read_everywhere_reports_every_row(qapp):
    """More rows read than the model keeps track of: the next table changes them all."""
    model = PirateTableModel()
    consumer = Consumer(model)
    model.set_table(PirateTable(HUGE, 5), 10**9)
    consumer.read(range(0, WINDOW, 97))
    model.set_table(PirateTable(HUGE, HUGE // 2), 10**9 + 1)
    assert consumer.stale() == []


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


def render(canvas: PiratesCanvas) -> QImage:
    image = QImage(canvas.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    canvas.render(image)
    return image


def dark(canvas: PiratesCanvas) -> None:
    palette = QPalette(canvas.palette())
    palette.setColor(QPalette.ColorRole.Base, QColor("#202124"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#e8eaed"))
    canvas.setPalette(palette)


def test_the_kept_bars_are_the_bars_of_the_position_shown(qtbot):
    """One canvas through many positions (most along a huge crew, whose bars repeat)
    paints what a new canvas paints for each, at any size and in either palette."""
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
        assert render(canvas) == render(fresh)          # and from the kept picture
    assert len(canvas._bar_pictures) < len(steps) // 2     # pictures were reused


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
