"""Below the verdict: the winning moves, then the explanation of why, in one splitter."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from solvers.spec import FIRST, Move
from ui.tab.explanation import ExplanationView
from ui.tab.outcome import Outcome

#: Qt's QWIDGETSIZE_MAX: no maximum size.
QWIDGETSIZE_MAX = (1 << 24) - 1
#: The winning moves' pane at first; the explanation below gets the rest.
MOVES_HEIGHT = 170
#: The winning moves laid out per turn of the event loop (more than fill the pane).
MOVES_BATCH = 20


class ResultsView(QSplitter):
    """The moves pane ("moves_heading", "moves") above the explanation pane ("Why").

    Signals:
        move_selected(int): a listed move was selected (-1: none).
        move_activated(object): the Move of a listed row was double-clicked or entered.
    """

    move_selected = Signal(int)
    move_activated = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setChildrenCollapsible(False)
        self.heading = QLabel(self)
        self.heading.setObjectName("moves_heading")
        self.heading.setWordWrap(True)
        self.moves = QListWidget(self)
        self.moves.setObjectName("moves")
        self.moves.setWordWrap(True)
        self.moves.setUniformItemSizes(False)
        # Laid out a batch per turn of the event loop: a keystroke's 200 wrapped lines of
        # an octal game's moves took 7 ms of its update at once.
        self.moves.setLayoutMode(QListView.LayoutMode.Batched)
        self.moves.setBatchSize(MOVES_BATCH)
        self.moves.setToolTip(self.tr("Select a move to see it in the picture; "
                                      "double-click or press Enter to play it."))
        self._moves_part = _stack(self, self.heading, self.moves)
        self.explanation = ExplanationView(self)
        self.why = QLabel(self.tr("Why"), self)
        self.practice_note = QLabel(self.tr(
            "Practice: the answers are hidden while you play. Ask for a hint: first whether "
            "you can win, then why, then the move."), self)
        self.practice_note.setObjectName("practice_note")
        self.practice_note.setWordWrap(True)
        self.practice_note.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.practice_note.hide()
        self._why_part = _stack(self, self.why, self.explanation)
        self.addWidget(self.practice_note)
        self.addWidget(self._moves_part)
        self.addWidget(self._why_part)
        self._give_moves(MOVES_HEIGHT)
        #: The moves of the shown outcome, the list's rows first.
        self._listed: Sequence[Move] = ()
        self.moves.currentRowChanged.connect(self.move_selected)
        self.moves.itemActivated.connect(self._on_move_activated)

    def set_revealed(self, moves: bool, why: bool) -> None:
        """Practice mode: hide the winning moves and the explanation until a hint asks."""
        self._moves_part.setVisible(moves)
        self._why_part.setVisible(why)
        self.practice_note.setVisible(not (moves and why))

    def stale_widgets(self) -> list[QWidget]:
        """What greys while the result no longer matches the input."""
        return [self.heading, self.moves, self.why, self.explanation]

    def show_outcome(self, outcome: Outcome) -> None:
        self.heading.setText(self._heading_text(outcome))
        self._listed = outcome.analysis.moves
        self.moves.clear()
        self.moves.addItems(outcome.moves)      # in one call: quicker
        self._show_move_list(bool(outcome.moves))
        self.explanation.show_lines(outcome.explanation)

    def _show_move_list(self, shown: bool) -> None:
        """Without moves, shrink their pane to the heading: the explanation gets the room."""
        was_shown = not self.moves.isHidden()
        self.moves.setVisible(shown)
        if shown:
            self._moves_part.setMaximumHeight(QWIDGETSIZE_MAX)
            if not was_shown:
                self._give_moves(min(MOVES_HEIGHT, self._room() // 3))
        else:
            width = max(self.heading.width(), 300)
            self._moves_part.setMaximumHeight(self.heading.heightForWidth(width) + 6)

    def _room(self) -> int:
        """The height the moves and the explanation share (the practice note aside)."""
        sizes = self.sizes()
        return sizes[1] + sizes[2] or MOVES_HEIGHT * 3

    def _give_moves(self, height: int) -> None:
        """The moves' pane `height` px high, the explanation the rest. Sizes go to all
        three panes: with two, the hidden practice note took the moves' share and the
        moves the explanation's, which was left a few lines."""
        self.setSizes([self.sizes()[0], height, max(self._room() - height, 1)])

    def _heading_text(self, outcome: Outcome) -> str:
        analysis = outcome.analysis
        shown = len(outcome.moves)
        if analysis.winner != FIRST:
            return self.tr("No winning move: every move leaves the opponent a winning "
                           "position.")
        if shown == 0:
            return self.tr("Winning moves: no list for this position; the strategy is "
                           "explained below.")
        if not analysis.moves_complete:
            return self.tr("A winning move (others may exist):")
        if outcome.move_count is None:
            return self.tr("Winning moves (the first %n):", "", shown)
        if outcome.more_moves:
            return self.tr("Winning moves (the first {shown:,} of {count:,}):").format(
                shown=shown, count=outcome.move_count)
        return self.tr("Winning moves (%n):", "", shown)

    def minimumSizeHint(self) -> QSize:
        """As tall without the moves' list as with it (the explanation takes its room):
        so a verdict with moves after one without does not lay out the tab's column and
        the scroll area around it again, which repainted the whole window."""
        hint = super().minimumSizeHint()
        if self.moves.isHidden() and not self._moves_part.isHidden():
            spacing = self._moves_part.layout().spacing()
            hint.setHeight(hint.height() + spacing + self.moves.minimumSizeHint().height())
        return hint

    def sizeHint(self) -> QSize:
        """No taller than it must be: the tab's column scrolls by the height its parts
        prefer, and the moves and the explanation scroll on their own, so they take the
        room the column has left instead of making it scroll (and a message under a field
        then only takes room from them)."""
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumSizeHint().height())

    def listed_move(self, row: int) -> Move:
        """The move on row `row` of the list: what activating the row plays."""
        return self._listed[row]

    @Slot(QListWidgetItem)
    def _on_move_activated(self, item: QListWidgetItem) -> None:
        self.move_activated.emit(self.listed_move(self.moves.row(item)))


def heading_font(widget: QWidget) -> QFont:
    font = widget.font()
    font.setBold(True)
    return font


def _stack(parent: QWidget, heading: QLabel, body: QWidget) -> QWidget:
    """A heading above a body, as one widget (a splitter pane)."""
    heading.setFont(heading_font(heading))
    part = QWidget(parent)
    column = QVBoxLayout(part)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(4)
    column.addWidget(heading)
    column.addWidget(body, 1)
    return part
