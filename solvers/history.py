"""A played game's value history: at every position, who was winning and how far the end
was with best play, and how good each move was (GamesmanUni's "who messed up when").

Pure Python, exact integers; long work polls `should_stop` and raises `Cancelled`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .remoteness import BEST, GOOD, MISTAKE, game_search, move_values, remoteness
from .search import Search
from .spec import FIRST, SECOND, Analysis, Cancelled, GameSpec, Move, Position, Progress, ShouldStop

#: Steps each position's searches may take (see remoteness.MAX_STEPS): a game of 40 moves
#: is reviewed in a few seconds; past it a remoteness is not computed.
REVIEW_STEPS = 40_000
QUALITIES = (BEST, GOOD, MISTAKE)


@dataclass(frozen=True)
class Point:
    """One position of the game, `turn` moves after its start.

    `mover_wins`: the player to move here wins with best play. `remoteness`: moves to the
    end with best play (None: not computed). `quality`: of the move that led here (None at
    the start). `turned`: that move handed the win from its mover to the opponent."""

    turn: int
    analysis: Analysis
    mover_wins: bool
    remoteness: int | None
    quality: str | None
    turned: bool

    @property
    def position(self) -> Position:
        return self.analysis.position

    def first_player_wins(self) -> bool:
        """Does the player who made the game's first move win from here?"""
        return self.mover_wins == (self.turn % 2 == 0)


def game_history(spec: GameSpec, start: Position, moves: Sequence[Move],
                 should_stop: ShouldStop | None = None,
                 progress: Progress | None = None,
                 max_steps: int = REVIEW_STEPS) -> list[Point]:
    """The value of every position of the game `start`, `moves` (len(moves) + 1 points).

    One search of the start serves every point while its budget lasts: each point's
    positions were mostly searched already for the point before."""
    points: list[Point] = []
    positions = [start, *(move.after for move in moves)]
    shared = game_search(spec, start, should_stop, max_steps)
    try:
        for turn, position in enumerate(positions):
            if should_stop is not None and should_stop():
                raise Cancelled()
            analysis = spec.solve(position)
            quality, turned = None, False
            if turn:
                before = points[-1]
                quality = move_quality(spec, before.position, moves[turn - 1],
                                       before.mover_wins, should_stop, max_steps, shared)
                turned = before.mover_wins and analysis.winner == FIRST
            points.append(Point(turn, analysis, analysis.winner == FIRST,
                                remoteness(spec, position, should_stop, max_steps, shared),
                                quality, turned))
            if progress is not None:
                progress(turn + 1, len(positions))
    finally:
        if shared is not None:
            shared.forget()
    return points


def move_quality(spec: GameSpec, before: Position, played: Move, mover_won: bool,
                 should_stop: ShouldStop | None = None, max_steps: int = REVIEW_STEPS,
                 shared: Search | None = None) -> str:
    """BEST, GOOD or MISTAKE for the move played from `before` (see remoteness.MoveValue):
    among the moves the window values, else by its verdict alone."""
    for value in move_values(spec, before, should_stop, max_steps, shared):
        if value.move.after == played.after:
            return value.quality
    if not mover_won:
        return GOOD
    # Past the moves valued: a winning move's speed is not known.
    return GOOD if spec.solve(played.after).winner == SECOND else MISTAKE


def accuracy(points: Sequence[Point]) -> tuple[Counter[str], Counter[str]]:
    """The qualities of the moves of the game's first player and of its second player."""
    first: Counter[str] = Counter({quality: 0 for quality in QUALITIES})
    second: Counter[str] = Counter({quality: 0 for quality in QUALITIES})
    for point in points[1:]:
        (first if point.turn % 2 == 1 else second)[point.quality] += 1
    return first, second
