"""Play the tab's game: against the perfect computer or a friend, with hints, undo and review.

The panel never owns the position: a move asks the tab to show the position after it
(the position line follows every move), and the tab's next result tells the panel whose
turn it is and what can be played. So a game can be stopped, edited in the form and
resumed: an edit that the panel did not make starts the game afresh from there.

The computer's reply (ui.play.computer) is cancelled by any move, edit or undo, so a late
one is never played. At the end, the review (ui.play.game_review) charts the game and
steps through it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import islice

from PySide6.QtCore import QSignalBlocker, Signal, Slot
from PySide6.QtGui import QBrush, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from solvers import play
from solvers.spec import Analysis, GameSpec, Move, Position
from ui.play.computer import ComputerReply
from ui.play.game_review import GameReview
from ui.play.legal_moves import LegalMovesList, wrap_rows
from ui.play.options import computer_box, practice_box, size_box, starter_box, strength_box
from ui.play.review import Players, end_words, player_names, review
from ui.tab.flow_layout import FlowLayout
from ui.tab.marks import ALARM, clear_label
from ui.tab.outcome import join_sentences, render_text
from ui.tab.results import heading_font


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
        step_shown(object): the review shows this Analysis of a past position.
        review_opened(): the game's review is shown or filled in (it wants room to be read).
        revealed_changed(int): how much of the answers to show changed (see revealed()).
    """

    position_requested = Signal(str)
    hint_move_shown = Signal(object)
    step_shown = Signal(object)
    review_opened = Signal()
    revealed_changed = Signal(int)

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
        self._hint_level = 0
        self._valid = True                       # the typed position is the one shown
        self._in_progress = False                # a game is being played (practice hides)
        self._starting: Position | None = None   # the position "New game" asked for
        self._reply = ComputerReply(spec, self._rng, self)
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

        self._computer = computer_box(self)
        self._practice = practice_box(self)
        self._starter = starter_box(self)
        self._strength = strength_box(self)
        self._size = size_box(self)

        self._new_game = self._button(self.tr("New game"), "new_game",
                                      self.tr("Start a new game from a random position."))
        self._restart = self._button(self.tr("Restart"), "restart",
                                     self.tr("Play this game again from its first position."))
        self._hint = self._button(self.tr("Hint"), "hint",
                                  self.tr("First: can you win? Again: where to play. "
                                          "Again: the whole move."))
        self._undo_button = self._button(self.tr("Undo"), "undo", self.tr("Take back a move."))
        self._redo_button = self._button(self.tr("Redo"), "redo", self.tr("Play it again."))

        self._legal = LegalMovesList(self.spec, self)
        self._legal.setToolTip(self.tr("Every legal move; double-click or press Enter to "
                                       "play it, or play on the picture."))
        self._history = QListWidget(self)
        self._history.setObjectName("history")
        self._history.setToolTip(self.tr("The moves of this game, in words."))
        wrap_rows(self._history)
        self._message = QLabel(self)
        self._message.setObjectName("play_message")
        self._message.setWordWrap(True)
        self._review = GameReview(self.spec, self)

        controls = FlowLayout(spacing=6)
        for widget in (self._computer, self._practice, self._starter, self._strength, self._size,
                       self._new_game, self._restart, self._hint, self._undo_button, self._redo_button):
            controls.addWidget(widget)

        lists = QGridLayout()
        # After a game its review takes the legal moves' place (there are none left).
        self._left_heading = self._heading(self.tr("Legal moves"))
        self._left = QStackedWidget(self)
        self._left.addWidget(self._legal)
        self._left.addWidget(self._review)
        lists.addWidget(self._left_heading, 0, 0)
        lists.addWidget(self._heading(self.tr("This game")), 0, 1)
        lists.addWidget(self._left, 1, 0)
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
        label.setFont(heading_font(label))
        return label

    def _connect_signals(self) -> None:
        self._legal.move_activated.connect(self._on_legal_move_activated)
        self._new_game.clicked.connect(self._on_new_game)
        self._restart.clicked.connect(self._on_restart)
        self._starter.currentIndexChanged.connect(self._on_starter_changed)
        self._review.step_shown.connect(self.step_shown)
        self._review.play_on_requested.connect(self._on_play_on)
        self._review.history_shown.connect(self.review_opened)
        self._hint.clicked.connect(self._on_hint)
        self._undo_button.clicked.connect(self._on_undo)
        self._redo_button.clicked.connect(self._on_redo)
        self._undo.canUndoChanged.connect(self._update_buttons)
        self._undo.canRedoChanged.connect(self._update_buttons)
        self._computer.toggled.connect(self._on_computer_toggled)
        self._practice.toggled.connect(self._on_practice_toggled)
        self._reply.found.connect(self._on_reply_found)
        self._update_buttons()

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

    @property
    def in_progress(self) -> bool:
        """Is a game being played: from its first move (or New game) to its end or an edit?"""
        return self._in_progress

    def revealed(self) -> int:
        """How much of the answers to show: every level (HINT_LEVELS) outside a game in
        practice mode, else as many as the hints asked for (see ui.play.practice)."""
        if self._in_progress and self._practice.isChecked():
            return self._hint_level
        return play.HINT_LEVELS

    def players(self) -> Players:
        return Players(self.computer_plays(), self._starter.currentData() == "human")

    @property
    def analysis(self) -> Analysis | None:
        """The analysis of the position the game is at."""
        return self._analysis

    @property
    def legal_list(self) -> LegalMovesList:
        return self._legal

    def set_position_valid(self, valid: bool) -> None:
        """The typed position is invalid (False): nothing may be played on the last valid
        one, still listed, until a valid position is shown again."""
        if valid == self._valid:
            return
        self._valid = valid
        if not valid:
            self.stop()
        self._update_buttons()

    def show_analysis(self, analysis: Analysis) -> None:
        """The tab solved a position: follow it (our move, or an edit that restarts)."""
        self.set_position_valid(True)
        position = analysis.position
        # An edit restarts the game; the position it had (a typo put right, Esc) goes on.
        if position != self._expected and (position != self._current
                                           or self._starting is not None):
            self._restart_from(position)
            self._in_progress = position == self._starting
        self._starting = None
        self._expected = None
        self._current = position
        self._analysis = analysis
        self._hint_level = 0
        clear_label(self._message)
        self.hint_move_shown.emit(None)
        self._legal.show_position(position)
        if self._game_over():
            self._in_progress = False
        self._update_status()
        self.revealed_changed.emit(self.revealed())
        if not self._game_over() and self.computer_plays() and not self.human_to_move():
            self._schedule_reply()

    def play_position(self, after: Position) -> bool:
        """Play the legal move leading to `after` (a click on the canvas, a listed move);
        refuse others. The move is checked directly, at once whatever its size."""
        if self._current is None:
            return False
        if not self._valid:
            self._refuse(self.tr("First correct the position, or press Esc to bring back "
                                 "the last valid one."))
            return False
        if self.computer_plays() and not self.human_to_move():
            self._refuse(self.tr("Wait: it is the computer's turn."))
            return False
        try:
            move = play.legal_move(self.spec, self._current, after)
        except play.TooManyMoves:
            self._refuse(self.tr("That move could not be checked among the first {count:,} "
                                 "moves; type the position after it instead.").format(
                                     count=play.LEGAL_SEARCHED))
            return False
        if move is None:
            self._refuse(self.tr("That move is not allowed. {rules}").format(
                rules=join_sentences(self.spec.rules)))
            return False
        self._play(move)
        return True

    def stop(self) -> None:
        """Forget a pending computer reply (the game restarts or goes elsewhere)."""
        self._reply.cancel()

    def shutdown(self) -> None:
        """Stop all work in flight, the review's too (the window is closing)."""
        self.stop()
        self._review.clear()

    def replay(self, start: Position, moves: Sequence[Move],
               players: Players | None = None) -> None:
        """Take up a saved game: from `start`, the legal `moves` in order, as if played here
        by `players` (when given). The history and the undo stack are rebuilt without
        showing the positions in between; the tab is asked once for the last position,
        and its result goes on with the game (the computer replies if it is its turn)."""
        if players is not None:
            with QSignalBlocker(self._computer), QSignalBlocker(self._starter):
                self._computer.setChecked(players.computer_plays)
                self._starter.setCurrentIndex(self._starter.findData(
                    "human" if players.human_first else "computer"))
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
        self._close_review()
        self._undo.clear()
        self._in_progress = False
        self._moves_played.clear()
        if self._history.count():
            self._history.clear()       # (clearing an empty list still repaints it)
        self._start = position
        self._update_buttons()

    def _play(self, move: Move) -> None:
        self.stop()
        before = self._current
        mover = self._mover_name()
        self._undo.push(_PlayedMove(self, move, before, f"{mover}: {render_text(move.text)}"))

    def _show_played(self, position: Position, move: Move | None, words: str) -> None:
        """Called by the undo stack: a move was made (`move`) or taken back (None)."""
        self.stop()
        self._close_review()
        self._in_progress = True        # (taking back the last move resumes an ended game)
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
            self._status.setText(end_words(self.spec, self._current, len(self._moves_played),
                                           self.players()))
            self._show_review()
            return
        if not self.computer_plays():
            self._status.setText(self.tr("Player {n} to move.").format(
                n=1 + len(self._moves_played) % 2))
        elif self.human_to_move():
            self._status.setText(self.tr("Your move."))
        else:
            self._status.setText(self.tr("The computer is thinking…"))

    def _show_review(self) -> None:
        if self._start is None or not self._moves_played:
            return
        players = self.players()
        words, mistake_turn = review(self.spec, self._start, self._moves_played, players)
        self._review.review(self._start, self._moves_played, player_names(players))
        self._left_heading.setText(self.tr("Review of the game"))
        self._left.setCurrentWidget(self._review)
        self.review_opened.emit()
        self._message.setText(words)
        item = None if mistake_turn is None else self._history.item(mistake_turn)
        mark = "  ← " + self.tr("the mistake")
        if item is not None and not item.text().endswith(mark):
            item.setForeground(QBrush(ALARM))
            item.setText(item.text() + mark)

    def _close_review(self) -> None:
        self._review.clear()
        self._left_heading.setText(self.tr("Legal moves"))
        self._left.setCurrentWidget(self._legal)

    @property
    def listing(self) -> bool:
        """Is the legal moves list still to follow the position?"""
        return self._legal.listing

    def _schedule_reply(self) -> None:
        if self._current is not None:
            self._reply.schedule(self._current, self._strength.currentData())

    @Slot()
    def _update_buttons(self) -> None:
        valid = self._valid
        self._legal.setEnabled(valid)
        self._hint.setEnabled(valid)
        self._restart.setEnabled(valid and self._start is not None and bool(self._moves_played))
        self._undo_button.setEnabled(valid and self._undo.canUndo())
        self._redo_button.setEnabled(valid and self._undo.canRedo())

    def _refuse(self, words: str) -> None:
        self._message.setText(words)

    # -- slots -----------------------------------------------------------------------------
    @Slot(object)
    def _on_legal_move_activated(self, move: Move) -> None:
        self.play_position(move.after)

    @Slot()
    def _on_new_game(self) -> None:
        self.stop()
        position = self.spec.random_position(self._rng, self._size.value())
        self._expected = None
        self._current = None
        self._starting = position
        self.position_requested.emit(self.spec.format(position))

    @Slot()
    def _on_restart(self) -> None:
        if self._start is None or not self._moves_played:
            return
        self.replay(self._start, [])
        self._in_progress = True

    @Slot(int)
    def _on_play_on(self, turn: int) -> None:
        """Go on playing from the review's position after `turn` moves."""
        if self._start is not None:
            self.replay(self._start, self._moves_played[:turn])
            self._in_progress = True

    @Slot(int)
    def _on_starter_changed(self, _index: int) -> None:
        """Who starts takes effect at once: the game restarts from its first position (the
        computer then moves if it starts). Two players at one screen have no starter."""
        if self._start is None or self._analysis is None or not self.computer_plays():
            return
        if self._moves_played:
            self._on_restart()
        else:
            self._on_computer_toggled(self.computer_plays())

    @Slot()
    def _on_hint(self) -> None:
        if self._current is None:
            return
        self._hint_level = min(self._hint_level + 1, play.HINT_LEVELS)
        given = play.hint(self.spec, self._current, self._hint_level, self._analysis)
        self._message.setText(render_text(given.text))
        self.revealed_changed.emit(self.revealed())
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
        """From the next move on; a finished game keeps its players, words and review."""
        self.stop()
        if self._analysis is not None and not self._game_over():
            self._update_status()
            if on and not self.human_to_move():
                self._schedule_reply()

    @Slot(bool)
    def _on_practice_toggled(self, on: bool) -> None:
        self.revealed_changed.emit(self.revealed())

    @Slot(object)
    def _on_reply_found(self, move: Move | None) -> None:
        if move is not None:
            self._play(move)
