"""Playing a sum of games: a move is a move in one part, against the computer or a friend.

Like a game's play panel (ui/play/play_panel.py, built for one GameSpec), the panel never
owns the sum: a move asks the tab to show the sum after it, and the tab's next result
says what can be played. An edit the panel did not ask for starts the game afresh from
there. A move is chosen in the list or clicked on a part's picture (play_position);
hints tell, level by level, whether you can win, which part to play in, and the move.
The computer plays at the chosen strength (solvers.sums.computer_reply), a moment after
your move, in the background: a part valued by brute force takes a while.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solvers import play as game_play
from solvers.spec import InputError, Move, Position
from solvers.sums import (
    SumAnalysis,
    computer_reply,
    format_sum,
    random_sum,
    sum_hint,
    sum_moves,
    with_part,
)
from ui.play import computer
from ui.play.legal_moves import wrap_rows
from ui.play.options import computer_box, strength_box
from ui.tab.flow_layout import FlowLayout
from ui.tab.outcome import changed_index, describe_position, render_text, translate
from ui.tasks import BackgroundTask, Progress, ShouldStop

#: Legal moves listed, part by part (a sum of huge parts has billions).
MOVES_LISTED = 300
#: The size of the positions of a new game (see GameSpec.random_position).
NEW_GAME_SIZE = 4


class SumPlayPanel(QWidget):
    """Whose turn, the sum's legal moves, hints, Undo/Redo, Restart and a new game; named
    "play_panel".

    With "Computer plays" ticked you move first and the computer answers each move.

    Signals:
        sum_requested(str): show this sum (its text): a move was played or taken back.
        hint_move_shown(object): a level-3 hint gives this move away, (part, Move).
    """

    sum_requested = Signal(str)
    hint_move_shown = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("play_panel")
        self._rng = random.Random()
        self._analysis: SumAnalysis | None = None
        self._history: list[str] = []          # the sums of this game, from its start
        self._at = -1                          # the index in _history of the sum shown
        self._expected: str | None = None      # the sum our own move or undo asked for
        self._waiting = True                   # no result yet, or the shown one is stale
        self._hint_level = 0
        self._listed: list[tuple[int, Move] | None] = []
        self._reply = BackgroundTask(self)

        self._status = QLabel(self)
        self._status.setObjectName("play_status")
        self._status.setWordWrap(True)
        font = self._status.font()
        font.setBold(True)
        self._status.setFont(font)
        self._computer = computer_box(self)
        self._strength = strength_box(self)
        self._strength.setToolTip(self.tr(
            "Perfect: always plays to XOR 0 when it can. Strong: never misses a win, but "
            "one time in four wins by another part. Learner: one time in three, when it "
            "could win, plays a move at random. When it cannot win, each leaves you as few "
            "parts to win in as it can."))
        self._new_game = self._button(self.tr("New game"), "new_game",
                                      self.tr("The same games at random positions."))
        # (Restart and Hint say what a game's do, in the words a game's panel has.)
        self._restart = self._button(
            QCoreApplication.translate("PlayPanel", "Restart"), "restart",
            QCoreApplication.translate("PlayPanel",
                                       "Play this game again from its first position."))
        self._hint = self._button(
            QCoreApplication.translate("PlayPanel", "Hint"), "hint",
            QCoreApplication.translate("PlayPanel", "First: can you win? Again: where to "
                                                    "play. Again: the whole move."))
        self._undo = self._button(self.tr("Undo"), "undo", self.tr("Take back a move."))
        self._redo = self._button(self.tr("Redo"), "redo", self.tr("Play it again."))
        self._message = QLabel(self)
        self._message.setObjectName("play_message")
        self._message.setWordWrap(True)
        self._message.hide()
        self._legal = QListWidget(self)
        self._legal.setObjectName("legal_moves")
        wrap_rows(self._legal)
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
        for widget in (self._computer, self._strength, self._new_game, self._restart,
                       self._hint, self._undo, self._redo):
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
        column.addWidget(self._message)
        column.addWidget(heading)
        column.addWidget(self._legal, 1)

    def _connect_signals(self) -> None:
        self._legal.itemActivated.connect(self._on_move_activated)
        self._new_game.clicked.connect(self._on_new_game_clicked)
        self._restart.clicked.connect(self.restart)
        self._hint.clicked.connect(self.give_hint)
        self._undo.clicked.connect(self.undo)
        self._redo.clicked.connect(self.redo)
        self._computer.toggled.connect(self._on_computer_toggled)
        self._reply.finished.connect(self._on_reply_found)
        self._reply.failed.connect(self._on_reply_failed)
        self._reply.crashed.connect(self._on_reply_crashed)

    # -- public ------------------------------------------------------------------------------
    @property
    def computer_plays(self) -> bool:
        return self._computer.isChecked()

    def set_computer_plays(self, plays: bool) -> None:
        self._computer.setChecked(plays)

    def strength(self) -> str:
        return self._strength.currentData()

    def set_strength(self, strength: str) -> None:
        """Perfect, strong or learner (solvers.play.STRENGTHS)."""
        self._strength.setCurrentIndex(self._strength.findData(strength))

    def show_analysis(self, analysis: SumAnalysis) -> None:
        """The tab shows a new sum: continue the game if it is the one our move asked for,
        else start afresh from it; then it is someone's turn."""
        self._reply.cancel()
        text = format_sum(analysis.components)
        if self._expected != text:
            self._history, self._at = [text], 0
        self._expected = None
        self._analysis = analysis
        self._waiting = False
        self._hint_level = 0
        self._say("")
        self._fill_legal(analysis)
        self._update_status()
        self._update_buttons()
        self._reply_if_due()

    def set_waiting(self, waiting: bool) -> None:
        """The tab is valuing a sum, or its sum is bad: no move until the next result."""
        self._waiting = waiting
        self._legal.setEnabled(not waiting)
        if waiting:
            self._reply.cancel()
        self._update_buttons()

    def play(self, index: int, move: Move) -> None:
        """Play `move` in part `index` of the sum shown, after the moves so far."""
        if self._analysis is None:
            return
        self._reply.cancel()
        text = format_sum(with_part(self._analysis.components, index, move.after))
        del self._history[self._at + 1:]
        self._history.append(text)
        self._at += 1
        self._request(text)

    @Slot(int, object)
    def play_position(self, index: int, after: Position) -> bool:
        """Play the move of part `index` to `after` (a click on its picture) if it is
        legal and your turn; anything else is refused, the sum unchanged."""
        analysis = self._analysis
        if (analysis is None or self._waiting or not 0 <= index < len(analysis.components)
                or (self.computer_plays and self._computers_turn())):
            return False
        spec = analysis.components[index].spec
        try:
            move = game_play.legal_move(spec, analysis.components[index].position, after)
        except game_play.TooManyMoves:
            move = None
        if move is None:
            self._say(self.tr("That move is not allowed in part {number}.").format(
                number=index + 1))
            return False
        self.play(index, move)
        return True

    @Slot()
    def give_hint(self) -> None:
        """One more level of hint: can you win, then which part, then the whole move."""
        analysis = self._analysis
        if analysis is None or self._waiting:
            return
        self._hint_level = min(self._hint_level + 1, game_play.HINT_LEVELS)
        hint = sum_hint(analysis, self._hint_level)
        if hint.over:
            self._say(self.tr("The game is over: there is no move to make."))
        elif not hint.wins:
            self._say(self.tr("Whatever you do, the opponent can win: the XOR of the "
                              "values is 0. Keep the game long and hope for a mistake."))
        elif hint.move is None:
            self._say(self.tr("You can win: find the move that makes the XOR of the "
                              "values 0."))
        else:
            index, move = hint.move
            component = analysis.components[index]
            game = translate(component.spec.title)
            if hint.level == 2:
                self._say(self.tr("Play in part {number}, {game}.").format(
                    number=index + 1, game=game))
            else:
                self._say(self.tr("Winning move: part {number}, {game}: {move} → {after}.")
                          .format(number=index + 1, game=game, move=render_text(move.text),
                                  after=component.spec.format(move.after, options=False)))
                self._select_listed(index, move)
                self.hint_move_shown.emit(hint.move)

    @Slot()
    def restart(self) -> None:
        """Play this game again from its first sum (the moves are forgotten)."""
        if self._at <= 0 and len(self._history) <= 1:
            return
        self._reply.cancel()
        self._history, self._at = self._history[:1], 0
        self._request(self._history[0])

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

    def replay(self, sums: Sequence[str], computer_plays: bool | None = None) -> None:
        """Take up a saved game: `sums` as `format_sum` writes them, from its start to the
        sum shown, moves checked already (with the computer playing or not, when given)."""
        if computer_plays is not None:
            with QSignalBlocker(self._computer):
                self._computer.setChecked(computer_plays)
        self._reply.cancel()
        self._history = list(sums)
        self._at = len(self._history) - 1
        self._request(self._history[-1])

    def moves_played(self) -> int:
        return self._at

    def history(self) -> list[str]:
        """The sums of this game, from its start to the one shown."""
        return self._history[:self._at + 1]

    def hint_text(self) -> str:
        return self._message.text()

    def shutdown(self) -> None:
        """Forget the computer's reply in flight (the window is closing)."""
        self._reply.cancel()

    # -- the game ----------------------------------------------------------------------------
    def _request(self, text: str) -> None:
        self._reply.cancel()
        self._expected = text
        self._update_buttons()
        self.sum_requested.emit(text)

    def _say(self, words: str) -> None:
        self._message.setText(words)
        self._message.setVisible(bool(words))

    def _computers_turn(self) -> bool:
        return self._at % 2 == 1

    def _over(self) -> bool:
        return not self._listed

    def _reply_if_due(self) -> None:
        """Against the computer, on its turn: choose its move in the background, after a
        pause (so that a learner sees it come)."""
        analysis = self._analysis
        if (analysis is None or self._waiting or not self.computer_plays
                or not self._computers_turn() or self._over()):
            return
        strength, seed = self.strength(), self._rng.randrange(2**32)

        def choose(should_stop: ShouldStop, progress: Progress):
            return analysis, computer_reply(analysis, random.Random(seed), strength,
                                            should_stop)
        self._reply.start(choose, computer.COMPUTER_PAUSE_MS)

    def _select_listed(self, index: int, move: Move) -> None:
        for row, listed in enumerate(self._listed):
            if listed is not None and listed[0] == index and listed[1].after == move.after:
                self._legal.setCurrentRow(row)
                self._legal.scrollToItem(self._legal.item(row))
                return

    def _fill_legal(self, analysis: SumAnalysis) -> None:
        self._legal.clear()
        self._legal.setEnabled(True)
        self._listed = []
        moves = sum_moves(analysis.components, MOVES_LISTED + 1)
        if analysis.move is not None and analysis.move not in moves[:MOVES_LISTED]:
            moves.insert(MOVES_LISTED - 1, analysis.move)   # a hint can point at it
        for index, move in moves[:MOVES_LISTED]:
            component = analysis.components[index]
            words = self.tr("Part {number}, {game}: {move} → {after}").format(
                number=index + 1, game=translate(component.spec.title),
                move=render_text(move.text),
                after=describe_position(component.spec, move.after,
                                        changed_index(component.position, move.after),
                                        options=False))
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
        self._restart.setEnabled(len(self._history) > 1)
        self._hint.setEnabled(self._analysis is not None and not self._waiting)

    # -- slots -------------------------------------------------------------------------------
    @Slot(QListWidgetItem)
    def _on_move_activated(self, item: QListWidgetItem) -> None:
        listed = self._listed[self._legal.row(item)]
        if listed is not None and not self._waiting and not (
                self.computer_plays and self._computers_turn()):
            self.play(*listed)

    @Slot()
    def _on_new_game_clicked(self) -> None:
        if self._analysis is None:
            return
        self._reply.cancel()
        self.sum_requested.emit(format_sum(random_sum(self._analysis.components, self._rng,
                                                      NEW_GAME_SIZE)))

    @Slot(bool)
    def _on_computer_toggled(self, plays: bool) -> None:
        self._reply.cancel()
        if self._analysis is not None:
            self._update_status()
            self._reply_if_due()

    @Slot(object)
    def _on_reply_found(self, found) -> None:
        analysis, move = found
        if (analysis is self._analysis and move is not None and self.computer_plays
                and self._computers_turn() and not self._waiting):
            self.play(*move)

    @Slot(object)
    def _on_reply_failed(self, error: object) -> None:
        """The search for a reply stopped at a budget: the player is told, the game waits."""
        reason = render_text(error.text) if isinstance(error, InputError) else str(error)
        self._say(self.tr("The computer could not choose its move: {reason}. Untick "
                          "“Computer plays” to go on as two players.").format(reason=reason))

    @Slot(str)
    def _on_reply_crashed(self, details: str) -> None:
        """A bug, not the player's doing: said on stderr."""
        print(f"The computer could not choose its move in the sum: {details}", file=sys.stderr)
