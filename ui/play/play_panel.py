"""Play the tab's game: against the perfect computer or a friend, with hints, undo and review.

The panel never owns the position: a move asks the tab to show the position after it
(the position line follows every move), and the tab's next result tells the panel whose
turn it is and what can be played. So a game can be stopped, edited in the form and
resumed: an edit that the panel did not make starts the game afresh from there.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import islice

from PySide6.QtCore import QObject, QRunnable, QSignalBlocker, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QBrush, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solvers import play
from solvers.spec import Analysis, GameSpec, Move, Position
from ui.tab.flow_layout import FlowLayout
from ui.tab.marks import ALARM, clear_label
from ui.tab.outcome import join_sentences, render_text, translate

#: The pause before the computer's reply, so that a learner sees it come.
COMPUTER_PAUSE_MS = 450
#: The legal moves list shows at most this many (smallest first); the canvas has them all.
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
#: Legal moves searched for the one a click means (they come smallest first).
LEGAL_SEARCHED = 200_000


class _ReplySignals(QObject):
    """Signals:
        found(int, object): the computer's Move (or None) for a request generation."""

    found = Signal(int, object)


class _ComputerReply(QRunnable):
    """Choose the computer's move on a pool thread (a big position takes a while)."""

    def __init__(self, spec: GameSpec, position: Position, strength: str, seed: int,
                 generation: int, signals: _ReplySignals):
        super().__init__()
        self.spec, self.position, self.strength = spec, position, strength
        self.seed, self.generation, self.signals = seed, generation, signals

    def run(self) -> None:
        move = play.computer_move(self.spec, self.position, random.Random(self.seed),
                                  self.strength)
        self.signals.found.emit(self.generation, move)


class _PlayedMove(QUndoCommand):
    """One move of the game: redo shows the position after it, undo the one before."""

    def __init__(self, panel: PlayPanel, move: Move, before: Position, words: str):
        super().__init__(words)
        self.panel, self.move, self.before = panel, move, before

    def redo(self) -> None:
        self.panel._show_played(self.move.after, self.move, self.text())

    def undo(self) -> None:
        self.panel._show_played(self.before, None, self.text())


class PlayPanel(QWidget):
    """Legal moves, whose turn, hints, undo/redo and a new game, under the canvas.

    Signals:
        position_requested(str): show this position (ARGS text): a move was played.
        hint_move_shown(object): the Move a level-3 hint gives away (or None).
    """

    position_requested = Signal(str)
    hint_move_shown = Signal(object)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("play_panel")
        self.spec = spec
        self._rng = random.Random()
        self._undo = QUndoStack(self)
        self._start: Position | None = None
        self._current: Position | None = None
        self._analysis: Analysis | None = None
        self._expected: Position | None = None   # the position our own move asked for
        self._moves_played: list[Move] = []
        self._legal_moves: list[Move] = []      # the Move of each row of the legal list
        self._legal_rest: Iterator[Move] | None = None   # those still to be listed
        self._hint_level = 0
        self._generation = 0
        self._reply_signals = _ReplySignals()
        self._reply_timer = QTimer(self)
        self._reply_timer.setSingleShot(True)
        self._reply_timer.setInterval(COMPUTER_PAUSE_MS)
        self._fill_timer = QTimer(self)
        self._fill_timer.setSingleShot(True)
        self._fill_timer.setInterval(0)
        self._list_timer = QTimer(self)          # see _list_moves_soon
        self._list_timer.setSingleShot(True)
        self._list_timer.setInterval(LEGAL_WAIT_MS)
        self._build()
        self._connect_signals()

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        self._status = QLabel(self)
        self._status.setObjectName("play_status")
        self._status.setWordWrap(True)
        font = self._status.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self._status.setFont(font)

        self._computer = QCheckBox(self.tr("Computer plays"), self)
        self._computer.setObjectName("computer_plays")
        self._computer.setChecked(True)
        self._computer.setToolTip(self.tr("Untick for two players at one screen."))
        self._starter = QComboBox(self)
        self._starter.setObjectName("starter")
        self._starter.addItem(self.tr("You start"), "human")
        self._starter.addItem(self.tr("Computer starts"), "computer")
        self._starter.setToolTip(self.tr("Who makes the first move of a new game."))
        self._strength = QComboBox(self)
        self._strength.setObjectName("strength")
        self._strength.addItem(self.tr("Perfect"), play.PERFECT)
        self._strength.addItem(self.tr("Sometimes errs"), play.ERRS)
        self._strength.setToolTip(self.tr(
            "A perfect computer wins whenever it can. {rule}").format(
                rule=translate(play.DELAYING_RULE)))
        self._size = QSpinBox(self)
        self._size.setObjectName("size")
        self._size.setRange(1, 10)
        self._size.setValue(3)
        self._size.setPrefix(self.tr("size "))
        self._size.setToolTip(self.tr("How big a new random position is (1 to 10)."))

        self._new_game = self._button(self.tr("New game"), "new_game",
                                      self.tr("Start a new game from a random position."))
        self._hint = self._button(self.tr("Hint"), "hint",
                                  self.tr("First: can you win? Again: where to play. "
                                          "Again: the whole move."))
        self._undo_button = self._button(self.tr("Undo"), "undo", self.tr("Take back a move."))
        self._redo_button = self._button(self.tr("Redo"), "redo", self.tr("Play it again."))

        self._legal = QListWidget(self)
        self._legal.setObjectName("legal_moves")
        self._legal.setUniformItemSizes(True)
        self._legal.setToolTip(self.tr("Every legal move; double-click or press Enter to "
                                       "play it, or play on the picture."))
        self._history = QListWidget(self)
        self._history.setObjectName("history")
        self._history.setToolTip(self.tr("The moves of this game, in words."))
        self._message = QLabel(self)
        self._message.setObjectName("play_message")
        self._message.setWordWrap(True)

        controls = FlowLayout(spacing=6)
        for widget in (self._computer, self._starter, self._strength, self._size,
                       self._new_game, self._hint, self._undo_button, self._redo_button):
            controls.addWidget(widget)

        lists = QGridLayout()
        lists.addWidget(self._heading(self.tr("Legal moves")), 0, 0)
        lists.addWidget(self._heading(self.tr("This game")), 0, 1)
        lists.addWidget(self._legal, 1, 0)
        lists.addWidget(self._history, 1, 1)
        lists.setColumnStretch(0, 3)
        lists.setColumnStretch(1, 2)

        column = QVBoxLayout(self)
        column.setContentsMargins(0, 6, 0, 0)
        column.addWidget(self._status)
        column.addLayout(controls)
        column.addWidget(self._message)
        column.addLayout(lists, 1)

    def _button(self, text: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        return button

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text, self)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _connect_signals(self) -> None:
        self._legal.itemActivated.connect(self._on_legal_activated)
        self._new_game.clicked.connect(self._on_new_game)
        self._hint.clicked.connect(self._on_hint)
        self._undo_button.clicked.connect(self._on_undo)
        self._redo_button.clicked.connect(self._on_redo)
        self._undo.canUndoChanged.connect(self._undo_button.setEnabled)
        self._undo.canRedoChanged.connect(self._redo_button.setEnabled)
        self._computer.toggled.connect(self._on_computer_toggled)
        self._reply_timer.timeout.connect(self._on_reply_due)
        self._fill_timer.timeout.connect(self._on_fill_due)
        self._list_timer.timeout.connect(self._on_list_due)
        self._reply_signals.found.connect(self._on_reply_found)
        self._undo_button.setEnabled(False)
        self._redo_button.setEnabled(False)

    # -- public ------------------------------------------------------------------------------
    @property
    def moves_played(self) -> list[Move]:
        return list(self._moves_played)

    @property
    def undo_stack(self) -> QUndoStack:
        return self._undo

    def computer_plays(self) -> bool:
        return self._computer.isChecked()

    def human_to_move(self) -> bool:
        """Is it the human's turn (always, with two players)?"""
        if not self.computer_plays():
            return True
        human_first = self._starter.currentData() == "human"
        return (len(self._moves_played) % 2 == 0) == human_first

    def show_analysis(self, analysis: Analysis) -> None:
        """The tab solved a position: follow it (our move, or an edit that restarts)."""
        position = analysis.position
        if position != self._expected:
            self._restart_from(position)
        self._expected = None
        self._current = position
        self._analysis = analysis
        self._hint_level = 0
        clear_label(self._message)
        self.hint_move_shown.emit(None)
        self._list_moves_soon()
        self._update_status()
        if not self._game_over() and self.computer_plays() and not self.human_to_move():
            self._schedule_reply()

    def play_position(self, after: Position) -> bool:
        """Play the legal move leading to `after` (a click on the canvas); refuse others."""
        if self._current is None:
            return False
        if self.computer_plays() and not self.human_to_move():
            self._refuse(self.tr("Wait: it is the computer's turn."))
            return False
        legal = islice(self.spec.legal_moves(self._current), LEGAL_SEARCHED)
        move = next((m for m in legal if m.after == after), None)
        if move is None:
            self._refuse(self.tr("That move is not allowed. {rules}").format(
                rules=join_sentences(self.spec.rules)) if _listable(self._current) else
                self.tr("That move could not be checked among the first {count:,} moves; "
                        "type the position after it instead.").format(count=LEGAL_SEARCHED))
            return False
        self._play(move)
        return True

    def stop(self) -> None:
        """Forget a pending computer reply (the tab is closing or the game restarts)."""
        self._generation += 1
        self._reply_timer.stop()

    def replay(self, start: Position, moves: Sequence[Move]) -> None:
        """Take up a saved game: from `start`, the legal `moves` in order, as if played here.

        The history and the undo stack are rebuilt without showing the positions in
        between; the tab is asked once for the last position, and its result goes on with
        the game (the computer replies if it is its turn).
        """
        self._restart_from(start)
        self._current = start
        blocker = QSignalBlocker(self)    # no position_requested per replayed move
        try:
            for move in moves:
                self._play(move)
                self._current = move.after
        finally:
            blocker.unblock()
        last = moves[-1].after if moves else start
        self._expected = last
        self.position_requested.emit(self.spec.format(last))

    # -- the game ------------------------------------------------------------------------------
    def _restart_from(self, position: Position) -> None:
        self.stop()
        self._undo.clear()
        self._moves_played.clear()
        if self._history.count():
            self._history.clear()       # (clearing an empty list still repaints it)
        self._start = position

    def _play(self, move: Move) -> None:
        self.stop()
        before = self._current
        mover = self._mover_name()
        self._undo.push(_PlayedMove(self, move, before, f"{mover}: {render_text(move.text)}"))

    def _show_played(self, position: Position, move: Move | None, words: str) -> None:
        """Called by the undo stack: a move was made (`move`) or taken back (None)."""
        self.stop()
        if move is None:
            self._moves_played.pop()
            self._history.takeItem(self._history.count() - 1)
        else:
            self._moves_played.append(move)
            self._history.addItem(f"{len(self._moves_played)}. {words}")
        self._expected = position
        self.position_requested.emit(self.spec.format(position))

    def _mover_name(self) -> str:
        if not self.computer_plays():
            return self.tr("Player {n}").format(n=1 + len(self._moves_played) % 2)
        return self.tr("You") if self.human_to_move() else self.tr("Computer")

    def _game_over(self) -> bool:
        return self._current is not None and not any(
            True for _ in islice(self.spec.legal_moves(self._current), 1))

    def _update_status(self) -> None:
        if self._game_over():
            self._status.setText(self._end_words())
            self._show_review()
            return
        if not self.computer_plays():
            self._status.setText(self.tr("Player {n} to move.").format(
                n=1 + len(self._moves_played) % 2))
        elif self.human_to_move():
            self._status.setText(self.tr("Your move."))
        else:
            self._status.setText(self.tr("The computer is thinking…"))

    def _end_words(self) -> str:
        # The player to move is stuck: in normal play they lose; in misère they win.
        stuck_wins = self.spec.tree.stuck_mover_wins(self._current)
        stuck_is_first = len(self._moves_played) % 2 == 0
        winner_is_first = stuck_is_first == stuck_wins
        if not self.computer_plays():
            return self.tr("Game over: player {n} wins.").format(n=1 if winner_is_first else 2)
        human_first = self._starter.currentData() == "human"
        if winner_is_first == human_first:
            return self.tr("Game over: you win!")
        return self.tr("Game over: the computer wins.")

    def _show_review(self) -> None:
        if self._start is None or not self._moves_played:
            return
        if not _listable(self._start):
            self._message.setText(self.tr("Review: not available for numbers this long."))
            return
        human_first = self._starter.currentData() == "human"
        if self.computer_plays():
            def reviewed(turn: int) -> bool:
                return (turn % 2 == 0) == human_first
        else:
            def reviewed(turn: int) -> bool:
                return True
        mistake = play.first_mistake(self.spec, self._start, self._moves_played, reviewed)
        if mistake is None:
            self._message.setText(self.tr("Review: no move handed the opponent a won "
                                          "position."))
            return
        self._message.setText(self.tr("Review: {words}").format(
            words=render_text(mistake.text)))
        item = self._history.item(mistake.turn)
        if item is not None:
            item.setForeground(QBrush(ALARM))
            item.setText(item.text() + "  ← " + self.tr("the mistake"))

    @property
    def listing(self) -> bool:
        """Is the legal moves list still to follow the position (see _list_moves_soon)?"""
        return self._list_timer.isActive() or self._fill_timer.isActive()

    def _list_moves_soon(self) -> None:
        """List the legal moves of the new position: at once while the panel is not on
        screen, else a moment later (LEGAL_WAIT_MS). The list is long lines of text, the
        slowest part of the window to paint: the verdict and the picture of a keystroke
        come first, and while the user types on, the list waits for the last position."""
        self._fill_timer.stop()
        if self.isVisible():
            self._list_timer.start()
        else:
            self._list_timer.stop()
            self._fill_legal_moves()

    @Slot()
    def _on_list_due(self) -> None:
        self._fill_legal_moves()

    def _fill_legal_moves(self) -> None:
        """List the first legal moves of the current position: a short list is complete
        at once, the rest of a long one (up to LEGAL_SHOWN) follows a part per turn of the
        event loop, so that no turn is long."""
        self._fill_timer.stop()
        self._legal.clear()
        self._legal_moves = []
        self._legal_rest = None
        if self._current is None:
            return
        if not _listable(self._current):
            self._add_note(self.tr("The position is too big to list every move: play on "
                                   "the picture, or ask for a hint."))
            return
        self._legal_rest = islice(self.spec.legal_moves(self._current), LEGAL_SHOWN + 1)
        self._list_more(LEGAL_SHOWN_AT_ONCE)

    def _list_more(self, count: int) -> None:
        """List up to `count` more legal moves; ask for the next part if some are left."""
        if self._legal_rest is None:
            return
        moves = list(islice(self._legal_rest, count))
        shown = moves[:LEGAL_SHOWN - len(self._legal_moves)]
        # Plain texts in one call: no Python item per row, to make or to clear.
        self._legal.addItems([f"{render_text(move.text)} → {self.spec.format(move.after)}"
                              for move in shown])
        self._legal_moves += shown
        if len(shown) < len(moves):
            self._legal_rest = None
            self._add_note(self.tr("… more moves: play them on the picture"))
        elif len(moves) < count:
            self._legal_rest = None
        else:
            self._fill_timer.start()

    def _add_note(self, words: str) -> None:
        note = QListWidgetItem(words)
        note.setFlags(note.flags() & ~Qt.ItemFlag.ItemIsEnabled)
        self._legal.addItem(note)

    @Slot()
    def _on_fill_due(self) -> None:
        self._list_more(LEGAL_PER_TURN)

    def _schedule_reply(self) -> None:
        self._generation += 1
        self._reply_timer.start()

    def _refuse(self, words: str) -> None:
        self._message.setText(words)

    # -- slots -----------------------------------------------------------------------------
    @Slot(QListWidgetItem)
    def _on_legal_activated(self, item: QListWidgetItem) -> None:
        row = self._legal.row(item)
        if 0 <= row < len(self._legal_moves):       # (not a note)
            self.play_position(self._legal_moves[row].after)

    @Slot()
    def _on_new_game(self) -> None:
        self.stop()
        position = self.spec.random_position(self._rng, self._size.value())
        self._expected = None
        self._current = None
        self.position_requested.emit(self.spec.format(position))

    @Slot()
    def _on_hint(self) -> None:
        if self._current is None:
            return
        self._hint_level = min(self._hint_level + 1, play.HINT_LEVELS)
        given = play.hint(self.spec, self._current, self._hint_level, self._analysis)
        self._message.setText(render_text(given.text))
        self.hint_move_shown.emit(given.move)

    @Slot()
    def _on_undo(self) -> None:
        self.stop()
        self._undo.undo()
        if self.computer_plays() and not self.human_to_move() and self._undo.canUndo():
            self._undo.undo()

    @Slot()
    def _on_redo(self) -> None:
        self.stop()
        self._undo.redo()
        if self.computer_plays() and not self.human_to_move() and self._undo.canRedo():
            self._undo.redo()

    @Slot(bool)
    def _on_computer_toggled(self, on: bool) -> None:
        self.stop()
        if self._analysis is not None:
            self._update_status()
            if on and not self.human_to_move() and not self._game_over():
                self._schedule_reply()

    @Slot()
    def _on_reply_due(self) -> None:
        if self._current is None:
            return
        task = _ComputerReply(self.spec, self._current, self._strength.currentData(),
                              self._rng.randrange(2**32), self._generation,
                              self._reply_signals)
        QThreadPool.globalInstance().start(task)

    @Slot(int, object)
    def _on_reply_found(self, generation: int, move: Move | None) -> None:
        if generation != self._generation or move is None:
            return
        self._play(move)


def _listable(position: Position) -> bool:
    """Small enough to list move by move on the GUI thread: every listed move is a whole
    position, written out."""
    return (len(position.numbers) <= LISTED_MAX_NUMBERS
            and all(n.bit_length() <= LISTED_MAX_BITS for n in position.numbers))
