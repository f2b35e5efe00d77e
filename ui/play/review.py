"""The words at the end of a game: who played, who won, and the first move that gave the game
away."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from solvers import play
from solvers.spec import GameSpec, Move, Position
from ui.play.legal_moves import listable
from ui.tab.outcome import render_text


@dataclass(frozen=True)
class Players:
    """Who plays: the computer against a human (who may start), or two humans."""

    computer_plays: bool
    human_first: bool

    def human_moves(self, turn: int) -> bool:
        """Is move number `turn` (0 first) a human's, so that it is reviewed?"""
        return not self.computer_plays or (turn % 2 == 0) == self.human_first


def player_names(players: Players) -> tuple[str, str]:
    """What the game's first and second players are called."""
    if not players.computer_plays:
        return (QCoreApplication.translate("PlayPanel", "Player 1"),
                QCoreApplication.translate("PlayPanel", "Player 2"))
    you = QCoreApplication.translate("PlayPanel", "You")
    computer = QCoreApplication.translate("PlayPanel", "Computer")
    return (you, computer) if players.human_first else (computer, you)


def end_words(spec: GameSpec, final: Position, moves_played: int, players: Players) -> str:
    """Who won, once the player to move at `final` is stuck."""
    # The player to move is stuck: in normal play they lose; in misère they win.
    stuck_wins = spec.tree.stuck_mover_wins(final)
    stuck_is_first = moves_played % 2 == 0
    winner_is_first = stuck_is_first == stuck_wins
    if not players.computer_plays:
        return QCoreApplication.translate("PlayPanel", "Game over: player {n} wins.").format(
            n=1 if winner_is_first else 2)
    if winner_is_first == players.human_first:
        return QCoreApplication.translate("PlayPanel", "Game over: you win!")
    return QCoreApplication.translate("PlayPanel", "Game over: the computer wins.")


def review(spec: GameSpec, start: Position, moves: Sequence[Move],
           players: Players) -> tuple[str, int | None]:
    """The review of a finished game, and the turn of its first mistake (None: none).

    The texts keep the play panel's translation context, where they were first written."""
    if not listable(start):
        return QCoreApplication.translate(
            "PlayPanel", "Review: not available for numbers this long."), None
    mistake = play.first_mistake(spec, start, list(moves), players.human_moves)
    if mistake is None:
        return QCoreApplication.translate(
            "PlayPanel", "Review: no move handed the opponent a won position."), None
    return QCoreApplication.translate("PlayPanel", "Review: {words}").format(
        words=render_text(mistake.text)), mistake.turn
