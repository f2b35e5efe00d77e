"""Playing a game: the computer's move, graded hints, and the review of a finished game.

The computer wins whenever it can. From a lost position it cannot win against perfect
play, so it makes the game long and hard for the human: among its smallest moves (one
object, one step: see PositionTree) it plays the one after which the human has the fewest
winning replies, that is, the most ways to go wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import islice

from .spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    Move,
    Position,
    Text,
    text,
)

PERFECT = "perfect"
ERRS = "errs"
#: How often a computer that "sometimes errs" throws away a won position.
ERROR_RATE = 0.3
#: Smallest legal moves the computer weighs when it cannot win, and the most winning
#: replies it counts after each: enough to choose well, few enough to answer at once.
CANDIDATES = 24
REPLIES_COUNTED = 8
#: Legal moves listed, for a game without a direct check (GameSpec.legal_move), in search
#: of the move between two positions.
LEGAL_SEARCHED = 200_000

DELAYING_RULE = ("When the computer cannot win, it looks at its smallest moves (taking one "
                 "object, moving one step) and plays the one that leaves you the fewest "
                 "winning replies, so the game lasts and every mistake of yours counts.")


def computer_move(spec: GameSpec, position: Position, rng: random.Random,
                  strength: str = PERFECT) -> Move | None:
    """The computer's move, or None when it has no move (the game is over)."""
    analysis = spec.solve(position)
    if analysis.winner == FIRST and analysis.moves:
        if strength == PERFECT or rng.random() >= ERROR_RATE:
            return rng.choice(list(islice(analysis.moves, 16)))
        legal = list(islice(spec.legal_moves(position), CANDIDATES))
        return rng.choice(legal)
    return delaying_move(spec, position)


def delaying_move(spec: GameSpec, position: Position) -> Move | None:
    """Among the smallest legal moves, the one leaving the fewest winning replies."""
    candidates = list(islice(spec.legal_moves(position), CANDIDATES))
    if not candidates:
        return None

    def winning_replies(move: Move) -> int:
        reply = spec.solve(move.after)
        if reply.winner == SECOND:
            return 0
        return max(1, len(list(islice(reply.moves, REPLIES_COUNTED))))

    return min(candidates, key=winning_replies)  # min keeps the first, smallest, on ties


class TooManyMoves(Exception):
    """The move could not be checked: the game has no direct check and the position has
    more than LEGAL_SEARCHED moves."""


def legal_move(spec: GameSpec, before: Position, after: Position) -> Move | None:
    """The legal move from `before` to `after`, or None when there is none.

    Checked directly where the game declares how (GameSpec.legal_move: at once, whatever
    the move's size); otherwise among the first LEGAL_SEARCHED moves, raising TooManyMoves
    when there are more."""
    if spec.legal_move is not None:
        return spec.legal_move(before, after)
    for listed, move in enumerate(islice(spec.legal_moves(before), LEGAL_SEARCHED + 1)):
        if listed == LEGAL_SEARCHED:
            raise TooManyMoves(LEGAL_SEARCHED)
        if move.after == after:
            return move
    return None


def is_legal(spec: GameSpec, before: Position, after: Position) -> bool:
    return legal_move(spec, before, after) is not None


# --- hints ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Hint:
    level: int
    text: Text
    move: Move | None = None


HINT_LEVELS = 3


def hint(spec: GameSpec, position: Position, level: int,
         analysis: Analysis | None = None) -> Hint:
    """Level 1: can you win? Level 2: where to play. Level 3: the whole move.

    Pass the position's `analysis` when it is at hand: solving a huge position again
    would cost as much as the first time."""
    analysis = analysis or spec.solve(position)
    if analysis.winner != FIRST or not analysis.moves:
        if not any(True for _ in islice(spec.legal_moves(position), 1)):
            return Hint(level, text("The game is over: there is no move to make."))
        return Hint(level, text("No: with perfect play your opponent wins from here. Keep the "
                                "game long and hope for a mistake."))
    if level <= 1:
        return Hint(1, text("Yes: this position is a win for you. Find the move that leaves "
                            "your opponent a losing position."))
    move = analysis.moves[0]
    if level == 2:
        return Hint(2, text("Play here: {focus}.", focus=focus(spec, position, move)))
    return Hint(3, text("Winning move: {move} → {after}.", move=move.text,
                        after=spec.format(move.after)), move)


def focus(spec: GameSpec, before: Position, move: Move) -> Text:
    """Where a move is played ("heap 2", "pile A"), without how much."""
    if move.focus is not None:
        return move.focus
    after = move.after
    changed = [i for i, (x, y) in enumerate(zip(before.numbers, after.numbers)) if y < x]
    if not changed or len(before.numbers) != len(after.numbers):
        return move.text
    index = changed[0]
    for param in spec.positional_params:
        if param.width is None:
            return text("{item} {number}", item=param.item, number=index + 1)
        if index < param.width:
            return text("{label}", label=param.label)
        index -= param.width
    return move.text


# --- review -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Mistake:
    """The first move that handed the opponent a won position, and what would have won."""

    turn: int
    played: Move
    better: Move
    text: Text


def first_mistake(spec: GameSpec, start: Position, moves: Sequence[Move],
                  reviewed: Callable[[int], bool] = lambda turn: True) -> Mistake | None:
    """Replay `moves` from `start` and find the first of the `reviewed` turns (0-based; by
    default all) that turned a won position into one the opponent wins."""
    position = start
    for turn, move in enumerate(moves):
        if reviewed(turn):
            before = spec.solve(position)
            if (before.winner == FIRST and before.moves
                    and spec.solve(move.after).winner == FIRST):
                better = before.moves[0]
                words = text("Move {number}: {played} → {after} handed the opponent a won "
                             "position; {better} → {target} would have won.",
                             number=turn + 1, played=move.text,
                             after=spec.format(move.after), better=better.text,
                             target=spec.format(better.after))
                return Mistake(turn, move, better, words)
        position = move.after
    return None
