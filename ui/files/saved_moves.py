"""Is a saved move legal? Found in time proportional to the file, not to the move's size.

A session stores a game as the position after each move; reading it back must find the
legal move that leads there. Walking every legal move until one matches costs as much as
the move is big (taking 10^12 objects comes after 10^12 smaller takes), so a saved move
is found by the game's direct check (GameSpec.legal_move, which reads the move off the
difference: time proportional to the position's length). For a game without one, only
the first few legal moves are examined (a budget per saved move, smaller for long
positions, polling `should_stop`), and a move beyond them is refused as unchecked rather
than searched for without end (solvers.play.legal_move lists 200,000 without a pause to
cancel, too many per saved move for a file).

Pure Python (no Qt); `should_stop()` is polled so a reader in the background can cancel.
"""

from __future__ import annotations

from solvers.spec import Cancelled, GameSpec, Move, Position, ShouldStop

#: Numbers written per saved move, at most, when legal moves are walked: a legal move of
#: a position of n numbers costs about n, so WORK // n moves are examined.
WORK_PER_SAVED_MOVE = 60_000
#: The fewest legal moves examined per saved move, however long the position.
FEWEST_EXAMINED = 16
#: How many legal moves are walked between two looks at `should_stop`.
POLL_EVERY = 64


def never() -> bool:
    return False


class Unchecked(Exception):
    """The saved move is not among the first `examined` legal moves, the most examined."""

    def __init__(self, examined: int):
        super().__init__(examined)
        self.examined = examined


def examined_at_most(position: Position) -> int:
    """How many legal moves of `position` are examined to find a saved move."""
    return max(FEWEST_EXAMINED, WORK_PER_SAVED_MOVE // max(1, len(position.numbers)))


def find_move(spec: GameSpec, before: Position, after: Position,
              should_stop: ShouldStop = never) -> Move | None:
    """The legal move from `before` to `after`, or None if there is none.

    Raises Unchecked when the walk of the legal moves ran out of budget first, and
    Cancelled when `should_stop()` says so.
    """
    if after == before:
        return None
    if spec.legal_move is not None:
        return spec.legal_move(before, after)
    limit = examined_at_most(before)
    for count, move in enumerate(spec.legal_moves(before), 1):
        if move.after == after:
            return move
        if count >= limit:
            raise Unchecked(limit)
        if count % POLL_EVERY == 0 and should_stop():
            raise Cancelled()
    return None
