"""Playing a game: the computer's move, graded hints, and the review of a finished game.

The computer plays like a master where the remoteness is known (solvers.remoteness): the
fastest win, and from a lost position the longest resistance. Beyond, it wins whenever it
can and, when it cannot, makes the game long and hard for the human: among its smallest
moves (one object, one step: see PositionTree) it plays the one after which the human has
the fewest winning replies, that is, the most ways to go wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import islice

from .remoteness import valued
from .spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    Move,
    Position,
    ShouldStop,
    Text,
    text,
)

PERFECT = "perfect"
STRONG = "strong"
LEARNER = "learner"
#: The name "Sometimes errs" had before the strengths were three: plays as LEARNER.
ERRS = "errs"
STRENGTHS = (PERFECT, STRONG, LEARNER)
#: How often a learner computer throws a won position's move to chance (one in three).
ERROR_RATE = 1 / 3
#: How often a strong computer plays a winning move that is not the fastest.
SLIP_RATE = 0.25
#: Smallest legal moves the computer weighs when it cannot win, and the most winning
#: replies it counts after each: enough to choose well, few enough to answer at once.
CANDIDATES = 24
REPLIES_COUNTED = 8
#: Moves whose remoteness the computer weighs: winning moves when it can win, its
#: smallest legal moves when it cannot.
WEIGHED = 300
#: Steps the computer may search for the remoteness of its moves before it falls back
#: on the rules above (see remoteness.MAX_STEPS): a reply within about a second.
PLAY_STEPS = 100_000
#: Legal moves listed, for a game without a direct check (GameSpec.legal_move), in search
#: of the move between two positions.
LEGAL_SEARCHED = 200_000

DELAYING_RULE = ("When the computer cannot win, it looks at its smallest moves (taking one "
                 "object, moving one step) and plays the one that leaves you the fewest "
                 "winning replies, so the game lasts and every mistake of yours counts.")
MASTER_RULE = ("Where the number of moves to the end is known, the computer wins as fast as "
               "it can, and when it is losing it holds out as long as it can.")
#: What each strength does, in the help's words.
STRENGTH_RULES = {
    PERFECT: ("Perfect: never misses a win, wins in the fewest moves and, when losing, "
              "holds out the longest."),
    STRONG: ("Strong: never misses a win, but one time in four plays a slower winning "
             "move; when losing, holds out the longest."),
    LEARNER: ("Learner: one time in three, when it could win, it plays a move at random, "
              "often a mistake you can punish; otherwise any winning move."),
}


def computer_move(spec: GameSpec, position: Position, rng: random.Random,
                  strength: str = PERFECT,
                  should_stop: ShouldStop | None = None) -> Move | None:
    """The computer's move, or None when it has no move (the game is over).

    - PERFECT: from a won position the winning move with the least remoteness after it
      (the fastest win); from a lost one the move with the greatest remoteness after it
      (the longest resistance). Where the remoteness is not known: any winning move, or
      the delaying rule (DELAYING_RULE).
    - STRONG: as PERFECT, but with chance SLIP_RATE a winning move that is not the
      fastest (still winning: it never throws a win away).
    - LEARNER (and ERRS, its old name): with chance ERROR_RATE, when it could win, one
      of its smallest legal moves at random (often a mistake); otherwise any winning
      move; from a lost position the delaying rule.
    """
    analysis = spec.solve(position)
    if analysis.winner == FIRST and analysis.moves:
        if strength in (LEARNER, ERRS):
            if rng.random() < ERROR_RATE:
                return rng.choice(list(islice(spec.legal_moves(position), CANDIDATES)))
            return rng.choice(list(islice(analysis.moves, 16)))
        return _fastest_win(spec, analysis, rng, strength, should_stop)
    if strength in (LEARNER, ERRS):
        return delaying_move(spec, position)
    return _longest_loss(spec, position, rng, should_stop)


def _fastest_win(spec: GameSpec, analysis: Analysis, rng: random.Random, strength: str,
                 should_stop: ShouldStop | None) -> Move:
    found = [(move, after) for move, _, after in
             valued(spec, islice(analysis.moves, WEIGHED), should_stop, PLAY_STEPS)
             if after is not None]
    if not found:
        return rng.choice(list(islice(analysis.moves, 16)))
    fastest = min(after for _, after in found)
    slower = [move for move, after in found if after != fastest]
    if strength == STRONG and slower and rng.random() < SLIP_RATE:
        return rng.choice(slower)
    return rng.choice([move for move, after in found if after == fastest])


def _longest_loss(spec: GameSpec, position: Position, rng: random.Random,
                  should_stop: ShouldStop | None) -> Move | None:
    found = valued(spec, islice(spec.legal_moves(position), WEIGHED), should_stop,
                   PLAY_STEPS)
    known = [(move, after) for move, _, after in found if after is not None]
    if not known:
        return delaying_move(spec, position)
    longest = max(after for _, after in known)
    return rng.choice([move for move, after in known if after == longest])


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
