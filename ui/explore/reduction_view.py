"""A game in disguise shown beside the game it really is (issue: reductions made visible).

Georgia and Bob and the hill are staircase Nim on their gaps; staircase Nim and the card
boxes are Nim on some of their numbers. The view shows the reduced position in its own
picture and pairs every winning move with its image there: hovering either one marks
both, here and on the tab's own picture.
"""

from __future__ import annotations

from itertools import islice

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solvers import GAMES
from solvers.spec import Analysis, GameSpec
from ui.canvases import create_canvas
from ui.tab.outcome import render_text, translate

#: Moves paired in the table; a reduced position is solved here only up to these sizes
#: (the tab's own result may come from a worker; this view must not block).
#: (Nim and staircase Nim solve 1,000 numbers of 64 bits in about 10 ms.)
ROWS_SHOWN = 100
SOLVED_HERE_NUMBERS = 1024
SOLVED_HERE_BITS = 64
#: How many numbers the solvers' words list (they write the first 30 and stop).
LISTED_IN_WORDS = 30


class ReductionView(QWidget):
    """The reduced game's picture and the pairs (move, its image).

    Signals:
        move_highlighted(int): the original's winning move with this index is hovered
            (-1: none), so the tab can mark it on its own picture.
    """

    move_highlighted = Signal(int)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("reduction")
        self.spec = spec
        self.reduced = GAMES[spec.reduces_to]
        self._reduced_analysis: Analysis | None = None
        self._image_rows: list[int | None] = []
        self._words = QLabel(self)
        self._words.setObjectName("reduction_words")
        self._words.setWordWrap(True)
        self.canvas = create_canvas(self.reduced)
        self.canvas.setObjectName("reduction_canvas")
        self._pairs = QTableWidget(0, 2, self)
        self._pairs.setObjectName("reduction_moves")
        self._pairs.setHorizontalHeaderLabels(
            [translate(spec.title), translate(self.reduced.title)])
        self._pairs.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._pairs.verticalHeader().hide()
        self._pairs.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._pairs.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._pairs.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._pairs.setMouseTracking(True)
        self._pairs.setToolTip(self.tr("Point at a move to see its image in the other game."))
        column = QVBoxLayout(self)
        column.addWidget(self._words)
        column.addWidget(self.canvas, 3)
        column.addWidget(self._pairs, 2)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._pairs.cellEntered.connect(self._on_cell_entered)
        self._pairs.currentCellChanged.connect(self._on_current_changed)

    # -- public ------------------------------------------------------------------------------
    def show_analysis(self, analysis: Analysis) -> None:
        """Show the reduction of the tab's newly solved position."""
        reduction = analysis.facts.get("reduction")
        self._pairs.setRowCount(0)
        self._image_rows = []
        if reduction is None:
            self._words.setText(self.tr("This position is not {game} in disguise: {why}")
                                .format(game=translate(self.reduced.title),
                                        why=render_text(analysis.facts["no_reduction"])))
            self.canvas.set_analysis(None)
            return
        numbers = reduction.position.numbers
        words = render_text(reduction.words)
        if len(numbers) > LISTED_IN_WORDS:
            more = len(numbers) - LISTED_IN_WORDS
            words += " " + self._more_numbers().format(count=f"{more:,}")
        if (len(numbers) > SOLVED_HERE_NUMBERS
                or any(n.bit_length() > SOLVED_HERE_BITS for n in numbers)):
            self._words.setText(words + "\n" + self.tr(
                "Too large to solve on this page; the tab's picture and moves show it."))
            self._reduced_analysis = None
            self.canvas.set_analysis(None)
            return
        self._words.setText(words)
        reduced = self.reduced.solve(reduction.position)
        self._reduced_analysis = reduced
        self.canvas.set_analysis(reduced)
        # Every image, not only those among the first rows: an image may be any move there.
        reduced_rows: dict = {}
        for i, m in enumerate(reduced.moves):
            reduced_rows.setdefault(m.after, i)        # the first move to that image
        for index, move in enumerate(islice(analysis.moves, ROWS_SHOWN)):
            image = reduction.image_of(index)
            image_row = reduced_rows.get(image) if image is not None else None
            self._image_rows.append(image_row)
            row = self._pairs.rowCount()
            self._pairs.insertRow(row)
            self._pairs.setItem(row, 0, QTableWidgetItem(
                f"{render_text(move.text)} → {self.spec.format(move.after, options=False)}"))
            if image_row is None:
                words = (self.tr("(no image: {why})").format(
                    why=render_text(reduction.no_image)) if reduction.no_image is not None
                    else self.tr("(no image)"))
            else:
                words = (f"{render_text(reduced.moves[image_row].text)} → "
                         f"{self.reduced.format(image)}")
            item = QTableWidgetItem(words)
            item.setToolTip(words)
            self._pairs.setItem(row, 1, item)
        if len(analysis.moves) > ROWS_SHOWN:
            row = self._pairs.rowCount()
            self._pairs.insertRow(row)
            self._pairs.setSpan(row, 0, 1, 2)
            more = QTableWidgetItem(self.tr("… and {count} more moves").format(
                count=f"{len(analysis.moves) - ROWS_SHOWN:,}"))
            more.setFlags(Qt.ItemFlag.NoItemFlags)
            self._pairs.setItem(row, 0, more)

    def _more_numbers(self) -> str:
        """"… and {count} more" of the reduced game's numbers, named as it names them."""
        if self.reduced.positional_params[-1].item == "step":
            return self.tr("… and {count} more steps")
        return self.tr("… and {count} more heaps")

    def highlight(self, row: int) -> None:
        """Mark the pair in `row` (-1: none) here and on the reduced picture."""
        if row >= len(self._image_rows):
            row = -1        # the "… and N more" line is no pair
        image_row = self._image_rows[row] if 0 <= row < len(self._image_rows) else None
        self.canvas.set_highlighted_move(image_row)
        if 0 <= row < self._pairs.rowCount():
            self._pairs.selectRow(row)
        else:
            self._pairs.clearSelection()
        self.move_highlighted.emit(row)

    # -- slots -----------------------------------------------------------------------------
    @Slot(int, int)
    def _on_cell_entered(self, row: int, column: int) -> None:
        self.highlight(row)

    @Slot(int, int, int, int)
    def _on_current_changed(self, row: int, column: int, previous_row: int,
                            previous_column: int) -> None:
        if row != previous_row:
            self.highlight(row)
