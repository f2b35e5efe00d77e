"""The legal moves of the play panel, listed a part at a time so that no turn is long.

A list row is a long line of text, the slowest part of the window to paint: on screen the
list follows a new position a moment later (LEGAL_WAIT_MS), after the verdict and the
picture, and only once quick typing pauses; a long list is then filled a part per turn of
the event loop. Positions with huge numbers are not listed at all.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from solvers.spec import GameSpec, Move, Position
from ui.canvases.accents import is_dark
from ui.play.values import quality_colour, value_words
from ui.tab.outcome import render_text

#: The list shows at most this many (smallest first); the canvas has them all.
LEGAL_SHOWN = 300
#: Listed at once; the others follow, this many per turn of the event loop.
LEGAL_SHOWN_AT_ONCE = 40
LEGAL_PER_TURN = 40
#: On screen, the list follows a new position by this long (ms): after the window has
#: painted the verdict and the picture, and only once quick typing pauses.
LEGAL_WAIT_MS = 40
#: Positions with a number longer than this are not listed move by move nor reviewed:
#: writing a number of thousands of digits out costs milliseconds each, on the GUI thread.
LISTED_MAX_BITS = 256
LISTED_MAX_NUMBERS = 200


def listable(position: Position) -> bool:
    """Small enough to list move by move on the GUI thread: every listed move is a whole
    position, written out."""
    return (len(position.numbers) <= LISTED_MAX_NUMBERS
            and all(n.bit_length() <= LISTED_MAX_BITS for n in position.numbers))


class LegalMovesList(QListWidget):
    """Every legal move of a position (up to LEGAL_SHOWN), as "move → position" rows.

    Its notes keep the play panel's translation context, where they were first written.

    Signals:
        move_activated(object): the Move of a row was double-clicked or entered.
    """

    move_activated = Signal(object)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("legal_moves")
        self.setUniformItemSizes(True)
        self.spec = spec
        self._position: Position | None = None
        self._moves: list[Move] = []               # the Move of each row
        self._rest: Iterator[Move] | None = None    # those still to be listed
        self._values: dict[Position, Any] | None = None   # each move's value, when shown
        self._fill_timer = QTimer(self)
        self._fill_timer.setSingleShot(True)
        self._fill_timer.setInterval(0)
        self._list_timer = QTimer(self)             # see show_position
        self._list_timer.setSingleShot(True)
        self._list_timer.setInterval(LEGAL_WAIT_MS)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.itemActivated.connect(self._on_item_activated)
        self._fill_timer.timeout.connect(self._on_fill_due)
        self._list_timer.timeout.connect(self._on_list_due)

    @property
    def listing(self) -> bool:
        """Is the list still to follow the position (see show_position)?"""
        return self._list_timer.isActive() or self._fill_timer.isActive()

    def set_values(self, values: dict[Position, Any] | None) -> None:
        """Label and colour each move by its value (ui.play.values), or not (None)."""
        if values is self._values:
            return
        self._values = values
        dark = is_dark(self.palette())
        for row, move in enumerate(self._moves):
            self._label(self.item(row), move, dark)

    def _label(self, item: QListWidgetItem, move: Move, dark: bool) -> None:
        value = self._values.get(move.after) if self._values else None
        item.setText(self._row_text(move, value))
        item.setData(Qt.ItemDataRole.ForegroundRole,
                     None if value is None else quality_colour(value.quality, dark))

    def _row_text(self, move: Move, value: Any = None) -> str:
        row = f"{render_text(move.text)} → {self.spec.format(move.after)}"
        return row if value is None else f"{value_words(value)} · {row}"

    def show_position(self, position: Position | None) -> None:
        """List the legal moves of `position`: at once while the list is not on screen,
        else a moment later (LEGAL_WAIT_MS)."""
        if position != self._position:
            self._values = None
        self._position = position
        self._fill_timer.stop()
        if self.isVisible():
            self._list_timer.start()
        else:
            self._list_timer.stop()
            self._fill()

    def _fill(self) -> None:
        """A short list is complete at once, the rest of a long one (up to LEGAL_SHOWN)
        follows a part per turn of the event loop."""
        self._fill_timer.stop()
        self.clear()
        self._moves = []
        self._rest = None
        if self._position is None:
            return
        if not listable(self._position):
            self._add_note(QCoreApplication.translate(
                "PlayPanel", "The position is too big to list every move: play on the "
                "picture, or ask for a hint."))
            return
        self._rest = islice(self.spec.legal_moves(self._position), LEGAL_SHOWN + 1)
        self._list_more(LEGAL_SHOWN_AT_ONCE)

    def _list_more(self, count: int) -> None:
        """List up to `count` more legal moves; ask for the next part if some are left."""
        if self._rest is None:
            return
        moves = list(islice(self._rest, count))
        shown = moves[:LEGAL_SHOWN - len(self._moves)]
        # Plain texts in one call: no Python item per row, to make or to clear.
        first = len(self._moves)
        self.addItems([self._row_text(move) for move in shown])
        self._moves += shown
        if self._values:
            dark = is_dark(self.palette())
            for row, move in enumerate(shown, first):
                self._label(self.item(row), move, dark)
        if len(shown) < len(moves):
            self._rest = None
            self._add_note(QCoreApplication.translate(
                "PlayPanel", "… more moves: play them on the picture"))
        elif len(moves) < count:
            self._rest = None
        else:
            self._fill_timer.start()

    def _add_note(self, words: str) -> None:
        note = QListWidgetItem(words)
        note.setFlags(note.flags() & ~Qt.ItemFlag.ItemIsEnabled)
        self.addItem(note)

    @Slot()
    def _on_list_due(self) -> None:
        self._fill()

    @Slot()
    def _on_fill_due(self) -> None:
        self._list_more(LEGAL_PER_TURN)

    @Slot(QListWidgetItem)
    def _on_item_activated(self, item: QListWidgetItem) -> None:
        row = self.row(item)
        if 0 <= row < len(self._moves):       # (not a note)
            self.move_activated.emit(self._moves[row])
