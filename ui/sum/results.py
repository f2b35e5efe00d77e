"""What a sum is worth: the verdict, each part's Grundy value and their XOR, the winning
move and the explanation."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solvers.spec import FIRST, Move
from solvers.sums import SUM_RULES, SumAnalysis
from ui.tab.explanation import ExplanationView
from ui.tab.marks import make_verdict_label, mix, set_greyed
from ui.tab.outcome import (
    changed_index,
    describe_position,
    explanation_lines,
    number,
    render_text,
    translate,
)

#: Values wider than this many bits are not written out in binary.
BINARY_MAX_BITS = 24

#: True on the cells of the part a winning move is played in.
PlayHereRole = Qt.ItemDataRole.UserRole + 1
#: The exact Grundy value of a row of the parts table (an ExactInt, of any size).
ValueRole = Qt.ItemDataRole.UserRole + 2
#: The index of the part a listed move plays in.
PartRole = Qt.ItemDataRole.UserRole + 3


class ExactInt(int):
    """An int that a Qt model keeps as the Python object itself: a plain int becomes a
    64-bit QVariant and raises OverflowError from 2^63 on; a subclass is not converted."""

PART, GAME, POSITION, VALUE, BINARY, FOUND = range(6)


class SumResults(QWidget):
    """The right-hand side of the sum tab; greyed while its result is out of date.

    Signals:
        move_played(int, object): the user activated the winning move: the part it is
            played in and that part's position after it (a move of the game being played).
        move_selected(object): the part the selected winning move plays in (an int), or
            None once no move is selected.
    """

    move_played = Signal(int, object)
    move_selected = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._busy_bar = QProgressBar(self)
        self._busy_bar.setObjectName("busy")
        self._busy_bar.setRange(0, 0)
        self._busy_bar.setTextVisible(False)
        self._busy_bar.setMaximumWidth(120)
        self._busy_bar.hide()
        self._move: tuple[int, Move] | None = None     # the winning move listed
        self._build()
        self._moves.itemActivated.connect(self._on_move_activated)
        self._moves.itemSelectionChanged.connect(self._on_move_selection_changed)

    def _build(self) -> None:
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)

        self._verdict = make_verdict_label(self)
        verdict_row = QHBoxLayout()
        verdict_row.addWidget(self._verdict, 1)
        verdict_row.addWidget(self._busy_bar, 0, Qt.AlignmentFlag.AlignVCenter)
        column.addLayout(verdict_row)

        self._parts_heading = _heading(self.tr("Parts and their Grundy values"), self)
        column.addWidget(self._parts_heading)
        self._table = self._make_table()
        column.addWidget(self._table)

        self._moves_heading = _heading("", self)
        self._moves_heading.setObjectName("moves_heading")
        self._moves_heading.setWordWrap(True)
        column.addWidget(self._moves_heading)
        self._moves = QListWidget(self)
        self._moves.setObjectName("moves")
        self._moves.setWordWrap(True)
        self._moves.setToolTip(self.tr("Double-click or press Enter to play this move and "
                                       "see the sum the opponent is left with."))
        lines = self._moves.fontMetrics().height()
        self._moves.setFixedHeight(lines * 2 + 2 * self._moves.frameWidth() + 8)
        column.addWidget(self._moves)

        self._why = _heading(self.tr("Why"), self)
        column.addWidget(self._why)
        self._explanation = ExplanationView(self)
        column.addWidget(self._explanation, 1)

    def _make_table(self) -> QTableWidget:
        table = QTableWidget(0, 6, self)
        table.setObjectName("parts")
        table.setHorizontalHeaderLabels([
            self.tr("Part"), self.tr("Game"), self.tr("Position"), self.tr("Grundy value"),
            self.tr("Binary"), self.tr("Found by")])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        # Every column as wide as its contents (positions are written short), "Found by"
        # taking what is left: nothing is squeezed to "…" in a narrow window, it scrolls,
        # and a table that fits has no scroll bar for the pixel its header's padding wants.
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(FOUND, QHeaderView.ResizeMode.Stretch)
        table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        return table

    # -- public ------------------------------------------------------------------------------
    def set_busy(self, busy: bool) -> None:
        """Show the busy bar and grey the result while brute force runs."""
        self._busy_bar.setVisible(busy)
        if busy:
            self.set_stale(True)

    def set_stale(self, stale: bool) -> None:
        for widget in (self._verdict, self._parts_heading, self._table, self._moves_heading,
                       self._moves, self._why, self._explanation):
            set_greyed(widget, stale)

    def show_analysis(self, analysis: SumAnalysis) -> None:
        total = number(analysis.total)
        if analysis.winner == FIRST:
            self._verdict.setText(self.tr("First player wins — the values XOR to {total}")
                                  .format(total=total))
        else:
            self._verdict.setText(self.tr("Second player wins — the values XOR to 0"))
        self._fill_table(analysis)
        self._fill_move(analysis)
        self._explanation.show_lines(explanation_lines(analysis.explanation, SUM_RULES))

    def _fill_move(self, analysis: SumAnalysis) -> None:
        self._moves.clear()
        self._move = analysis.move
        if analysis.move is None:
            self._moves_heading.setText(self.tr(
                "No winning move: every move changes one value, so the XOR stops being 0 "
                "and the opponent wins."))
            self._moves.hide()
            return
        index, move = analysis.move
        component = analysis.components[index]
        self._moves_heading.setText(self.tr("The winning move:"))
        words = self.tr("in part {number}: {move} → {after}").format(
            number=index + 1, move=render_text(move.text),
            after=describe_position(component.spec, move.after,
                                    changed_index(component.position, move.after), options=False))
        item = QListWidgetItem(words)
        item.setToolTip(words)
        item.setData(PartRole, index)
        self._moves.addItem(item)
        self._moves.show()

    def _fill_table(self, analysis: SumAnalysis) -> None:
        table = self._table
        count = len(analysis.components)
        # Emptied first: items put in place of others made the header measure every row
        # again for each (a move in a sum of 200 parts: 3 s; emptied first, 0.03 s).
        table.setRowCount(0)
        table.setRowCount(count + 1)
        play = analysis.move[0] if analysis.move is not None else None
        width = max(max((v.bit_length() for v in analysis.values), default=1),
                    analysis.total.bit_length(), 1)
        binary = width <= BINARY_MAX_BITS
        palette = table.palette()
        highlight = QBrush(mix(palette.color(QPalette.ColorRole.Base),
                               palette.color(QPalette.ColorRole.Highlight), 0.3))
        for row, (component, value) in enumerate(zip(analysis.components, analysis.values)):
            spec = component.spec
            cells = [str(row + 1), translate(spec.title),
                     describe_position(spec, component.position), number(value),
                     format(value, f"0{width}b") if binary else "—",
                     self.tr("formula") if spec.grundy is not None else self.tr("brute force")]
            for column, words in enumerate(cells):
                item = _item(words, column)
                item.setData(ValueRole, ExactInt(value))
                if row == play:
                    item.setData(PlayHereRole, True)
                    item.setBackground(highlight)
                    _embolden(item)
                    item.setToolTip(self.tr("Play in this part"))
                table.setItem(row, column, item)
        totals = ["", self.tr("Sum (XOR)"), "", number(analysis.total),
                  format(analysis.total, f"0{width}b") if binary else "—", ""]
        for column, words in enumerate(totals):
            item = _item(words, column)
            item.setData(ValueRole, ExactInt(analysis.total))
            item.setToolTip(self.tr("The XOR of the parts' values: what the whole sum is "
                                    "worth. The player to move wins when it is not 0."))
            _embolden(item)
            table.setItem(count, column, item)

    @Slot()
    def _on_move_selection_changed(self) -> None:
        selected = self._moves.selectedItems()
        self.move_selected.emit(selected[0].data(PartRole) if selected else None)

    @Slot(QListWidgetItem)
    def _on_move_activated(self, item: QListWidgetItem) -> None:
        if self._move is not None:
            index, move = self._move
            self.move_played.emit(index, move.after)


def _heading(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def _embolden(item: QTableWidgetItem) -> None:
    font = item.font()
    font.setBold(True)
    item.setFont(font)


def _item(words: str, column: int) -> QTableWidgetItem:
    item = QTableWidgetItem(words)
    item.setToolTip(words)
    if column in (PART, VALUE, BINARY):
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if column in (POSITION, BINARY):
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        item.setFont(mono)
    return item
