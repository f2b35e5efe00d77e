"""Playing a sum of games: a move is a move in one part, against the computer or a friend.

Like a game's play panel (ui/play/play_panel.py, built for one GameSpec), the panel never
owns the sum: a move asks the tab to show the sum after it, and the tab's next result
says what can be played. An edit the panel did not ask for starts the game afresh from
there. The computer plays perfectly: to XOR 0 when it can, else the smallest move it
finds (solvers.sums.computer_reply).
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solvers.spec import Move
from solvers.sums import (
    SumAnalysis,
    computer_reply,
    format_sum,
    random_sum,
    sum_moves,
    with_part,
)
from ui.play.options import computer_box
from ui.tab.flow_layout import FlowLayout
from ui.tab.outcome import changed_index, describe_position, render_text, translate

#: Legal moves listed, part by part (a sum of huge parts has billions).
MOVES_LISTED = 300
#: The size of the positions of a new game (see GameSpec.random_position).
NEW_GAME_SIZE = 4


class SumPlayPanel(QWidget):
    """Whose turn, the sum's legal moves, Undo/Redo and a new game; named "play_panel".

    With "Computer plays" ticked you move first and the computer answers each move.

    Signals:
        sum_requested(str): show this sum (its text): a move was played or taken back.
    """

    sum_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("play_panel")
        self._rng = random.Random()
        self._analysis: SumAnalysis | None = None
        self._history: list[str] = []          # the sums of this game, from its start
        self._at = -1                          # the index in _history of the sum shown
        self._expected: str | None = None      # the sum our own move or undo asked for
        self._reply_due = 0                    # counts requests: a late reply is dropped
        self._listed: list[tuple[int, Move] | None] = []

        self._status = QLabel(self)
        self._status.setObjectName("play_status")
        self._status.setWordWrap(True)
        font = self._status.font()
        font.setBold(True)
        self._status.setFont(font)
        self._computer = computer_box(self)
        self._new_game = self._button(self.tr("New game"), "new_game",
                                      self.tr("The same games at random positions."))
        self._undo = self._button(self.tr("Undo"), "undo", self.tr("Take back a move."))
        self._redo = self._button(self.tr("Redo"), "redo", self.tr("Play it again."))
        self._legal = QListWidget(self)
        self._legal.setObjectName("legal_moves")
        self._legal.setToolTip(self.tr("Every legal move of the sum, part by part; "
                                       "double-click or press Enter to play it."))
        self._build()
        self._connect_signals()
        self._update_buttons()

    def _button(self, words: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(words, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        return button

    def _build(self) -> None:
        controls = FlowLayout(spacing=6)
        for widget in (self._computer, self._new_game, self._undo, self._redo):
            controls.addWidget(widget)
        heading = QLabel(self.tr("Legal moves"), self)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 6, 0, 0)
        column.setSpacing(6)
        column.addWidget(self._status)
        column.addLayout(controls)
        column.addWidget(heading)
        column.addWidget(self._legal, 1)

    def _connect_signals(self) -> None:
        self._legal.itemActivated.connect(self._on_move_activated)
        self._new_game.clicked.connect(self._on_new_game_clicked)
        self._undo.clicked.connect(self.undo)
        self._redo.clicked.connect(self.redo)
        self._computer.toggled.connect(self._on_computer_toggled)

    # -- public ------------------------------------------------------------------------------
    @property
    def computer_plays(self) -> bool:
        return self._computer.isChecked()

    def set_computer_plays(self, plays: bool) -> None:
        self._computer.setChecked(plays)

    def show_analysis(self, analysis: SumAnalysis) -> None:
        """The tab shows a new sum: continue the game if it is the one our move asked for,
        else start afresh from it; then it is someone's turn."""
        text = format_sum(analysis.components)
        if self._expected != text:
            self._history, self._at = [text], 0
        self._expected = None
        self._analysis = analysis
        self._fill_legal(analysis)
        self._update_status()
        self._update_buttons()
        if self.computer_plays and self._computers_turn() and not self._over():
            self._reply_due += 1
            QTimer.singleShot(0, self._reply_later(self._reply_due))

    def set_waiting(self, waiting: bool) -> None:
        """The tab is valuing a sum, or its sum is bad: no move until the next result."""
        self._legal.setEnabled(not waiting)
        if waiting:
            self._reply_due += 1

    def play(self, index: int, move: Move) -> None:
        """Play `move` in part `index` of the sum shown, after the moves so far."""
        if self._analysis is None:
            return
        self._reply_due += 1
        text = format_sum(with_part(self._analysis.components, index, move.after))
        del self._history[self._at + 1:]
        self._history.append(text)
        self._at += 1
        self._request(text)

    @Slot()
    def undo(self) -> None:
        """Take back the last move; against the computer, its reply and your move."""
        if self._at <= 0:
            return
        self._at -= 1
        if self.computer_plays and self._computers_turn() and self._at > 0:
            self._at -= 1
        self._request(self._history[self._at])

    @Slot()
    def redo(self) -> None:
        if self._at >= len(self._history) - 1:
            return
        self._at += 1
        if self.computer_plays and self._computers_turn() and self._at < len(self._history) - 1:
            self._at += 1
        self._request(self._history[self._at])

    def moves_played(self) -> int:
        return self._at

    def history(self) -> list[str]:
        """The sums of this game, from its start to the one shown."""
        return self._history[:self._at + 1]

    # -- the game ----------------------------------------------------------------------------
    def _request(self, text: str) -> None:
        self._expected = text
        self._update_buttons()
        self.sum_requested.emit(text)

    def _computers_turn(self) -> bool:
        return self._at % 2 == 1

    def _over(self) -> bool:
        return not self._listed

    def _reply_later(self, due: int):
        def reply() -> None:
            analysis = self._analysis
            if due != self._reply_due or analysis is None or not self.computer_plays:
                return
            found = computer_reply(analysis)
            if found is not None:
                self.play(*found)
        return reply

    def _fill_legal(self, analysis: SumAnalysis) -> None:
        self._legal.clear()
        self._legal.setEnabled(True)
        self._listed = []
        moves = sum_moves(analysis.components, MOVES_LISTED + 1)
        for index, move in moves[:MOVES_LISTED]:
            component = analysis.components[index]
            words = self.tr("Part {number}, {game}: {move} → {after}").format(
                number=index + 1, game=translate(component.spec.title),
                move=render_text(move.text),
                after=describe_position(component.spec, move.after,
                                        changed_index(component.position, move.after)))
            self._legal.addItem(QListWidgetItem(words))
            self._listed.append((index, move))
        if len(moves) > MOVES_LISTED:
            item = QListWidgetItem(self.tr("… and more: the first {count} are listed")
                                   .format(count=MOVES_LISTED))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self._legal.addItem(item)
            self._listed.append(None)

    def _update_status(self) -> None:
        first_moves = self._at % 2 == 0
        if self._over():
            if self.computer_plays:
                words = (self.tr("Game over: the computer has no move, you win!")
                         if self._computers_turn() else
                         self.tr("Game over: you have no move, the computer wins."))
            else:
                words = self.tr("Game over: player {loser} has no move, player {winner} "
                                "wins.").format(loser=1 if first_moves else 2,
                                                winner=2 if first_moves else 1)
        elif self.computer_plays:
            words = (self.tr("The computer is thinking…") if self._computers_turn()
                     else self.tr("Your move: play in any one part."))
        else:
            words = self.tr("Player {number} to move: play in any one part.").format(
                number=1 if first_moves else 2)
        self._status.setText(words)

    def _update_buttons(self) -> None:
        self._undo.setEnabled(self._at > 0)
        self._redo.setEnabled(0 <= self._at < len(self._history) - 1)

    # -- slots -------------------------------------------------------------------------------
    @Slot(QListWidgetItem)
    def _on_move_activated(self, item: QListWidgetItem) -> None:
        listed = self._listed[self._legal.row(item)]
        if listed is not None and not (self.computer_plays and self._computers_turn()):
            self.play(*listed)

    @Slot()
    def _on_new_game_clicked(self) -> None:
        if self._analysis is None:
            return
        self._reply_due += 1
        self.sum_requested.emit(format_sum(random_sum(self._analysis.components, self._rng,
                                                      NEW_GAME_SIZE)))

    @Slot(bool)
    def _on_computer_toggled(self, plays: bool) -> None:
        if self._analysis is not None:
            self._update_status()
            if plays and self._computers_turn() and not self._over():
                self._reply_due += 1
                QTimer.singleShot(0, self._reply_later(self._reply_due))
