"""The legal moves of the play panel, listed a part at a time so that no turn is long.

A list row is a long line of text, the slowest part of the window to paint: on screen the
list follows a new position a moment later (LEGAL_WAIT_MS), after the verdict and the
picture, and only once quick typing pauses; a long list is then filled a part per turn of
the event loop, each part within LEGAL_TURN_S. Whatever the numbers' size, the first moves
are listed (a Bash pile of 2,000 digits has three): a position too big to write out move
by move (not `listable`) is written shortened in each row, as the sum's table writes it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import islice
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

from solvers.spec import GameSpec, Move, Position
from ui.canvases.accents import is_dark
from ui.play.values import quality_colour, value_words
from ui.tab.outcome import changed_index, describe_position, render_text

#: The list shows at most this many (smallest first); the canvas has them all.
LEGAL_SHOWN = 300
#: Listed at once; the others follow, this many per turn of the event loop.
LEGAL_SHOWN_AT_ONCE = 40
LEGAL_PER_TURN = 40
#: A part of the list ends once it has taken this long (s), whatever its count: making a
#: move of a position of 10^5 heaps copies them all. At least one move per part.
LEGAL_TURN_S = 0.02
#: The list stops (saying there are more moves) once its parts have taken this long (s).
LEGAL_TOTAL_S = 1.0
#: The rows' positions hold at most about this many numbers in all: a move of a position
#: of 10^5 heaps is a copy of them all, so such a position lists 20 moves, not 300.
LEGAL_NUMBERS_HELD = 2_000_000
#: On screen, the list follows a new position by this long (ms): after the window has
#: painted the verdict and the picture, and only once quick typing pauses.
LEGAL_WAIT_MS = 40
#: Positions with a number longer than this are not written out exactly in the rows, nor
#: valued or reviewed move by move: writing a number of thousands of digits out costs
#: milliseconds each, on the GUI thread.
LISTED_MAX_BITS = 256
LISTED_MAX_NUMBERS = 200
#: Up to this many numbers, a shortened row keeps the number its move changed in view.
FOCUS_MAX_NUMBERS = 1000


def listable(position: Position) -> bool:
    """Small enough to write every move's position out exactly, and to value and review
    the moves one by one, on the GUI thread."""
    return (len(position.numbers) <= LISTED_MAX_NUMBERS
            and all(n.bit_length() <= LISTED_MAX_BITS for n in position.numbers))


def rows_held(position: Position) -> int:
    """How many moves of `position` the list shows at most: LEGAL_SHOWN, fewer when their
    positions would hold more than LEGAL_NUMBERS_HELD numbers, at least one."""
    return max(1, min(LEGAL_SHOWN, LEGAL_NUMBERS_HELD // max(1, len(position.numbers))))


def wrap_rows(view: QListView) -> None:
    """Long rows wrap (a Chinese row is wider than the list at 1024 px) rather than hide
    their end past a sideways scroll bar."""
    view.setWordWrap(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)


class LegalMovesList(QListWidget):
    """Every legal move of a position (up to LEGAL_SHOWN, see rows_held), as "move →
    position" rows.

    Its notes keep the play panel's translation context, where they were first written.

    Signals:
        move_activated(object): the Move of a row was double-clicked or entered.
    """

    move_activated = Signal(object)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("legal_moves")
        wrap_rows(self)
        self.spec = spec
        self._position: Position | None = None
        self._moves: list[Move] = []               # the Move of each row
        self._rest: Iterator[Move] | None = None    # those still to be listed
        self._values: dict[Position, Any] | None = None   # each move's value, when shown
        self._exact = True                          # rows write the position exactly
        self._spent = 0.0                           # seconds the list's parts have taken
        self._most = LEGAL_SHOWN                    # rows shown at most (see rows_held)
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
        row = f"{render_text(move.text)} → {self._after_text(move.after)}"
        return row if value is None else f"{value_words(value)} · {row}"

    def _after_text(self, after: Position) -> str:
        """The position after a move: exact, or shortened when the position is too big
        to write out move by move (its long numbers abbreviated, a long list cut)."""
        if self._exact:
            return self.spec.format(after, options=False)
        before = self._position
        focus = (changed_index(before, after) if before is not None
                 and len(before.numbers) <= FOCUS_MAX_NUMBERS else None)
        return describe_position(self.spec, after, focus, options=False)

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
        self._spent = 0.0
        if self._position is None:
            return
        self._exact = listable(self._position)
        self._most = rows_held(self._position)
        self._rest = islice(self.spec.legal_moves(self._position), self._most + 1)
        self._list_more(LEGAL_SHOWN_AT_ONCE)

    def _list_more(self, count: int) -> None:
        """List up to `count` more legal moves, fewer if they take longer than LEGAL_TURN_S;
        ask for the next part if some are left."""
        if self._rest is None:
            return
        started = time.perf_counter()
        moves: list[Move] = []
        rows: list[str] = []
        ended = True                # the moves ran out (else: the part is over)
        for move in self._rest:
            moves.append(move)
            if len(self._moves) + len(moves) > self._most:
                break               # (the one past the last shown: there are more)
            rows.append(self._row_text(move))
            if len(moves) >= count or time.perf_counter() - started > LEGAL_TURN_S:
                ended = False
                break
        self._spent += time.perf_counter() - started
        shown = moves[:len(rows)]
        # Plain texts in one call: no Python item per row, to make or to clear.
        first = len(self._moves)
        self.addItems(rows)
        self._moves += shown
        if self._values:
            dark = is_dark(self.palette())
            for row, move in enumerate(shown, first):
                self._label(self.item(row), move, dark)
        if len(shown) < len(moves):
            self._stop(more=True)
        elif ended:
            self._stop(more=False)
        elif self._spent > LEGAL_TOTAL_S:           # time is up: are there more?
            self._stop(more=next(self._rest, None) is not None)
        else:
            self._fill_timer.start()

    def _stop(self, more: bool) -> None:
        """The list is complete, or says that there are more moves."""
        self._rest = None
        if more:
            self._add_note(QCoreApplication.translate(
                "PlayPanel", "… more moves: play them on the picture"))

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
