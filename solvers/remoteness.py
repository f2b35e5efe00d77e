"""Remoteness: how many moves remain when the winner hurries and the loser holds out.

0 at a finished position; a won position is 1 + the least remoteness among its options
that leave the opponent lost, a lost one 1 + the greatest among all its options. Taken
from the game's formula where it declares one (GameSpec.remoteness: Bash, Euclid's game,
each checked against search on all its small positions), else from a search within its
budget of positions, else None: not computed for a position this large.

Also the value of every legal move (what it leads to, and how good it is), for the play
panel's list and the computer's choice. Pure Python, exact integers; long work polls
`should_stop` and raises `Cancelled`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice

from .search import MAX_POSITIONS, Search, TooLarge
from .spec import SECOND, Cancelled, GameSpec, Move, Position, ShouldStop

#: Steps (positions entered plus moves followed) a search for remoteness may take: it
#: follows every move of every position, about 6 µs a step (2 s) on the project's
#: machine. The positions' budget (search.MAX_POSITIONS) holds as well.
MAX_STEPS = 300_000
#: Numbers in a position up to which a step costs about the same; past them the steps
#: allowed shrink in proportion, and past SEARCHED_ITEMS no search is tried (every step
#: copies and hashes the whole position: 10^5 heaps took 4.7 s to reach 256 steps).
STEP_ITEMS = 16
SEARCHED_ITEMS = 1_000
#: The legal moves valued, smallest first (the order of GameSpec.legal_moves).
MOVES_VALUED = 300

BEST = "best"
GOOD = "good"
MISTAKE = "mistake"

NOT_COMPUTED = "Moves to the end: not computed for a position this large."


@dataclass(frozen=True)
class MoveValue:
    """One legal move and what it leads to.

    `winning`: the move leaves the opponent lost. `remoteness`: moves to the end after
    it with best play (None: not computed). `quality`: BEST (a winning move with the least
    remoteness after it; from a lost position, a move with the greatest), GOOD (another
    winning move; from a lost position, any other move) or MISTAKE (from a won position,
    a move that leaves the opponent a won one)."""

    move: Move
    winning: bool
    remoteness: int | None
    quality: str


def remoteness(spec: GameSpec, position: Position, should_stop: ShouldStop | None = None,
               max_steps: int = MAX_STEPS, shared: Search | None = None) -> int | None:
    """Moves to the end from `position` with best play, or None where not computed (a
    game without a tree, a formula that declines, a search past its budget).

    `shared` is a search of the game's start (see game_search), asked first: the
    positions of one game share most of their subtrees."""
    if spec.tree is None:
        return None
    if spec.remoteness is not None:
        return spec.remoteness(position)
    if len(position.numbers) > SEARCHED_ITEMS:
        return None
    state = spec.tree.start(position)
    if shared is not None:
        try:
            return shared.remoteness(state)[1]
        except TooLarge:
            pass                # its budget is spent: a search of this position alone
    search = _search(spec, position, should_stop, max_steps)
    try:
        return search.remoteness(state)[1]
    except TooLarge:
        return None
    finally:
        search.forget()


def game_search(spec: GameSpec, start: Position, should_stop: ShouldStop | None = None,
                max_steps: int = MAX_STEPS) -> Search | None:
    """One search to share between the positions of a game from `start` (None where
    remoteness comes from a formula or is not searched); the caller forgets it."""
    if spec.tree is None or spec.remoteness is not None or len(start.numbers) > SEARCHED_ITEMS:
        return None
    return _search(spec, start, should_stop, max_steps)


def _search(spec: GameSpec, position: Position | None, should_stop: ShouldStop | None,
            max_steps: int) -> Search:
    """A search whose budget of steps shrinks as the position's list grows: each step
    copies the position (10^5 heaps: 0.1 ms a step), so the work stays about the same."""
    items = len(position.numbers) if position is not None else 0
    steps = max_steps * STEP_ITEMS // max(STEP_ITEMS, items)
    return Search(spec.tree, should_stop, MAX_POSITIONS, steps)


def valued(spec: GameSpec, moves: Iterable[Move], should_stop: ShouldStop | None = None,
           max_steps: int = MAX_STEPS, shared: Search | None = None
           ) -> list[tuple[Move, bool, int | None]]:
    """Each move with whether it leaves the opponent lost and the remoteness after it.

    One search serves all the moves (they share most of their positions): `shared` if
    given and within its budget, else one of their own; past its budget, the verdicts
    come from the game's solver and the remoteness is None."""
    moves = list(moves)
    if spec.tree is None:
        return []
    if spec.remoteness is None and all(len(move.after.numbers) <= SEARCHED_ITEMS
                                       for move in moves):
        if shared is not None:
            try:
                return _searched(spec, moves, shared)
            except TooLarge:
                pass            # its budget is spent: a search of these moves alone
        search = _search(spec, moves[0].after if moves else None, should_stop, max_steps)
        try:
            return _searched(spec, moves, search)
        except TooLarge:
            pass
        finally:
            search.forget()
    formula = spec.remoteness
    found = []
    for move in moves:
        # Each move is a whole solve (up to MOVES_VALUED of them: 0.1-0.4 s): a caller
        # that moved on must not wait for the rest.
        if should_stop is not None and should_stop():
            raise Cancelled()
        found.append((move, spec.solve(move.after).winner == SECOND,
                      formula(move.after) if formula is not None else None))
    return found


def _searched(spec: GameSpec, moves: list[Move], search: Search
              ) -> list[tuple[Move, bool, int | None]]:
    found = []
    for move in moves:
        opponent_wins, after = search.remoteness(spec.tree.start(move.after))
        found.append((move, not opponent_wins, after))
    return found


def move_values(spec: GameSpec, position: Position, should_stop: ShouldStop | None = None,
                max_steps: int = MAX_STEPS, shared: Search | None = None
                ) -> list[MoveValue]:
    """The first MOVES_VALUED legal moves of `position`, in the order of
    spec.legal_moves, each with its value (see MoveValue). Where no remoteness is known,
    every winning move is BEST, and every move from a lost position GOOD. `shared`: as
    for remoteness."""
    found = valued(spec, islice(spec.legal_moves(position), MOVES_VALUED), should_stop,
                   max_steps, shared)
    if not found:
        return []
    won = any(winning for _, winning, _ in found) or spec.solve(position).winner != SECOND
    return [MoveValue(move, winning, after, quality)
            for (move, winning, after), quality in zip(found, qualities(found, won))]


def qualities(found: list[tuple[Move, bool, int | None]], won: bool) -> list[str]:
    """BEST, GOOD or MISTAKE for each (move, winning, remoteness after)."""
    if won:
        known = [after for _, winning, after in found if winning and after is not None]
        fastest = min(known) if known else None
        return [MISTAKE if not winning else
                BEST if fastest is None or after == fastest else GOOD
                for _, winning, after in found]
    known = [after for _, _, after in found if after is not None]
    longest = max(known) if known else None
    return [BEST if longest is not None and after == longest else GOOD
            for _, _, after in found]
