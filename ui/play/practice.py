"""What the panel says to the player about a position, and how much practice mode shows.

In practice mode the answers stay hidden while a game is in progress; each hint level
reveals one more: the verdict, then the Why pane, then the winning moves (with the
picture's highlight and the legal moves' labels). Outside a game everything is shown.
The words keep the play panel's translation context, like review.py's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from solvers.spec import FIRST, Analysis, GameSpec
from ui.play.review import Players

#: What each hint level reveals (HINT_LEVELS: everything).
SHOW_VERDICT = 1
SHOW_WHY = 2
SHOW_MOVES = 3


def _tr(words: str) -> str:
    return QCoreApplication.translate("PlayPanel", words)


def player_words(analysis: Analysis, players: Players, moves_played: int) -> str:
    """Who can win from here, said to the player: "You can win.", "The computer can win
    whatever you do." (with two players: "Player 1 can win.")."""
    mover_is_first = moves_played % 2 == 0
    mover_wins = analysis.winner == FIRST
    winner_is_first = mover_is_first == mover_wins
    if not players.computer_plays:
        return _tr("Player {n} can win.").format(n=1 if winner_is_first else 2)
    if winner_is_first == players.human_first:
        if mover_is_first == players.human_first:
            return _tr("You can win.")
        return _tr("You can win: the computer has no winning move.")
    return _tr("The computer can win whatever you do.")


def ended_words(spec: GameSpec, analysis: Analysis, players: Players,
                moves_played: int) -> str:
    """After the verdict of the final position: who won the game, so that "Second player
    wins" (the player to move is stuck) does not read as the opposite of "you win!"."""
    stuck_wins = spec.tree.stuck_mover_wins(analysis.position)
    winner_is_first = (moves_played % 2 == 0) == stuck_wins
    if not players.computer_plays:
        return _tr("The game is over: player {n} won.").format(n=1 if winner_is_first else 2)
    if winner_is_first == players.human_first:
        return _tr("The game is over: you won.")
    return _tr("The game is over: the computer won.")


def remoteness_words(remoteness: int | None) -> str:
    """", in 7 moves with best play" after the verdict, or nothing when not known."""
    if remoteness is None or remoteness <= 0:
        return ""
    if remoteness == 1:
        return _tr(", in 1 move with best play")
    return _tr(", in {n:,} moves with best play").format(n=remoteness)
