"""Brute-force game search: the ground truth every closed-form rule is tested against.

Works on any `GameTree`. The search is iterative (an explicit stack) so that a pile of a
few thousand objects does not exhaust Python's recursion limit, memoised so that a table
of positions costs little more than its largest entry, and cancellable through a plain
`should_stop` callable so the window can abandon it without Qt reaching in here.

Every search has a budget of positions (`max_positions`): past it, it stops with
`TooLarge`, which says how many. Its memo belongs to the Search object and dies with it.
While a search runs, Python's cyclic garbage collector is paused (see `collector_paused`).
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any

from .spec import Cancelled, GameTree, InputError, ShouldStop, Text, text

#: `should_stop` is asked once per this many steps (a new position, or a known successor
#: folded in): about 1-10 ms of work on the project's machine, well under the 100 ms in
#: which a cancelled search must stop (tests/solvers/test_budgets.py measures it).
_POLL_EVERY = 256
#: Items _release frees between two offers of the GIL to another thread.
_RELEASE_YIELD_EVERY = 16
#: A search cancelled on a worker thread waits this long (seconds, without the GIL)
#: before it lets go of its frames: whoever cancelled it has new work, which the letting
#: go would slow by competing for the GIL. The window stops its search of best play's
#: values when a key is typed: at a person's pace octal's keystroke took 31.5 ms (median)
#: with the frames let go at once, 21.3-22.2 ms after this wait, 19.4 ms with no search.
CANCELLED_RELEASE_DELAY_S = 0.05
#: Positions a search may enter before it gives up: about 100-500 MB and 1-5 s
#: (Nim's deep stacks cost about 1.9 kB a position, the board's states 0.6 kB).
MAX_POSITIONS = 250_000


class TooLarge(InputError):
    """A search needed more positions than its budget; `limit` is that budget. `where`
    names what was searched ("part 2: boxes"), put before the message."""

    def __init__(self, limit: int, field: str = "position", index: int | None = None,
                 where: str | Text = ""):
        message = text("too large to search: more than {limit:,} positions", limit=limit)
        if where:
            message = text("{where}: {problem}", where=where, problem=message)
        super().__init__(field, message, index)
        self.limit = limit


_collector_lock = threading.Lock()
_collector_holders = [0, False]        # searches running; was the collector on before


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a search runs (in any thread), or other
    work whose time a collection must not count (ui.files.status.try_quickly).

    A search holds hundreds of thousands of young objects (its stack of frames and its
    memo), and every collection walks them all while holding the GIL: measured 0.5 s
    pauses of the window at 100,000 positions of Nim, and a search 7 times slower. The
    search makes no cycles that outlive it, and the collector is back on once the last
    search running has ended and freed what it held."""
    with _collector_lock:
        if _collector_holders[0] == 0:
            _collector_holders[1] = gc.isenabled()
            gc.disable()
        _collector_holders[0] += 1
    try:
        yield
    finally:
        with _collector_lock:
            _collector_holders[0] -= 1
            if _collector_holders[0] == 0 and _collector_holders[1]:
                gc.enable()


class Search:
    """Outcome and Sprague–Grundy values of the states of one game tree, memoised."""

    def __init__(self, tree: GameTree, should_stop: ShouldStop | None = None,
                 max_positions: int = MAX_POSITIONS, max_steps: int | None = None):
        self.tree = tree
        self.should_stop = should_stop
        self.max_positions = max_positions
        #: Steps (positions entered plus moves followed) allowed, checked every
        #: _POLL_EVERY steps: remoteness follows every move of every position, and
        #: 65,000 positions of Nim have 7.7 million moves (20 s).
        self.max_steps = max_steps
        self._wins: dict[Hashable, bool] = {}
        self._grundy: dict[Hashable, int] = {}
        #: (mover wins, remoteness) of each state valued so far; see `remoteness`.
        self._remote: dict[Hashable, tuple[bool, int]] = {}
        #: Positions entered so far (each memo's entries plus the stack being walked).
        self.visits = 0
        self._steps = 0

    def _enter(self) -> None:
        """Count one more position entered; stop past the budget."""
        self.visits += 1
        if self.visits > self.max_positions:
            raise TooLarge(self.max_positions)
        self._poll()

    def _poll(self) -> None:
        self._steps += 1
        if self._steps % _POLL_EVERY == 0:
            if self.should_stop and self.should_stop():
                raise Cancelled()
            if self.max_steps is not None and self._steps > self.max_steps:
                raise TooLarge(self.max_positions)

    def mover_wins(self, state: Any) -> bool:
        """True if the player to move in `state` wins with perfect play."""
        memo = self._wins
        if state not in memo:
            self._walk(state, memo, _OutcomeFrame)
        return memo[state]

    def grundy(self, state: Any) -> int:
        """The Sprague–Grundy value of `state` (normal play)."""
        memo = self._grundy
        if state not in memo:
            self._check_reach(state)
            self._walk(state, memo, _GrundyFrame)
        return memo[state]

    def remoteness(self, state: Any) -> tuple[bool, int]:
        """Whether the mover wins `state`, and its remoteness: the moves to the end when
        the winner hurries and the loser holds out (0 where the mover is stuck; a won
        state is 1 + the least remoteness of its lost successors, a lost one 1 + the
        greatest of all its successors). Every successor is visited: no cut-offs."""
        memo = self._remote
        if state not in memo:
            self._check_reach(state)
            self._walk(state, memo, _RemotenessFrame)
        return memo[state]

    def _check_reach(self, state: Any) -> None:
        """TooLarge at once where the tree knows that `state` reaches more positions than
        the budget: a walk that visits every successor (values, remoteness) enters each
        of them once, and counts it, so it would only find that out at the budget's end.
        (A walk for the outcome may stop early, and is not checked.)"""
        reach_at_least = getattr(self.tree, "reach_at_least", None)   # (optional)
        if reach_at_least is None:
            return
        budget = self.max_positions
        if self.max_steps is not None:     # (steps are looked at every _POLL_EVERY)
            budget = min(budget, self.max_steps + _POLL_EVERY)
        if reach_at_least(state) > budget:
            raise TooLarge(self.max_positions)

    def winning_successors(self, state: Any) -> list[Any]:
        """Every successor that leaves the opponent lost."""
        return [child for child in self.tree.successors(state) if not self.mover_wins(child)]

    def _walk(self, root: Any, memo: dict, frame_type: type[_Frame]) -> None:
        """Depth-first evaluation of `root` with an explicit stack of frames.

        On any way out but the answer, the stack is emptied here, so that a traceback
        kept by the caller does not keep the positions alive."""
        with collector_paused():
            self._enter()
            stack = [frame_type(root, self.tree)]
            try:
                while stack:
                    frame = stack[-1]
                    child = frame.next_unknown(memo, self._poll)
                    if child is not None:
                        self._enter()
                        stack.append(frame_type(child, self.tree))
                        continue
                    memo[frame.state] = frame.result()
                    stack.pop()
            except BaseException as error:
                frame = child = None
                if isinstance(error, Cancelled) and not _on_main_thread():
                    time.sleep(CANCELLED_RELEASE_DELAY_S)
                _release(stack)
                raise

    def forget(self) -> None:
        """Drop everything found so far (a caller done with the search, or giving up)."""
        _release(self._wins)
        _release(self._grundy)
        _release(self._remote)
        self.visits = 0


def _release(held: list | dict) -> None:
    """Empty a big list or dict one item at a time. `clear()` would free everything in
    one step of the interpreter, holding the GIL throughout: a window paused 1.25 s while
    a cancelled search of 250,000 positions let go of them.

    On a worker thread it offers the GIL every few items to a thread waiting for it (the
    window's; time.sleep(0) returns at once when none is): a worker's search letting go of
    4,500 frames (20 ms) while the window solved a keystroke halved the window's share of
    the interpreter. The main thread, the window's, keeps the GIL."""
    pop = held.popitem if isinstance(held, dict) else held.pop
    offer = not _on_main_thread()
    count = 0
    while held:
        pop()
        count += 1
        if offer and count % _RELEASE_YIELD_EVERY == 0:
            time.sleep(0)


def _on_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


class _Frame:
    """One state under evaluation: walks its successors, folding in the known ones."""

    def __init__(self, state: Any, tree: GameTree):
        self.state = state
        self.tree = tree
        self.children = iter(tree.successors(state))
        self.pending: Any = None
        self.done = False

    def next_unknown(self, memo: dict, poll: Callable[[], None]) -> Any:
        """The next successor not yet in `memo`, or None when this state is decided;
        `poll()` is called once per successor folded in."""
        if self.pending is not None:
            child, self.pending = self.pending, None
            self.fold(memo[child])
        while not self.done:
            child = next(self.children, None)
            if child is None:
                break
            known = memo.get(child)       # one look-up (no memo holds None)
            if known is None:
                self.pending = child
                return child
            self.fold(known)
            poll()
        return None

    def fold(self, value: Any) -> None:
        raise NotImplementedError

    def result(self) -> Any:
        raise NotImplementedError


class _OutcomeFrame(_Frame):
    def __init__(self, state: Any, tree: GameTree):
        super().__init__(state, tree)
        self.has_move = False
        self.wins = False

    def fold(self, child_mover_wins: bool) -> None:
        self.has_move = True
        if not child_mover_wins:
            self.wins = self.done = True

    def result(self) -> bool:
        return self.wins if self.has_move else self.tree.stuck_mover_wins(self.state)


class _RemotenessFrame(_Frame):
    def __init__(self, state: Any, tree: GameTree):
        super().__init__(state, tree)
        self.has_move = False
        self.fastest_win: int | None = None     # least remoteness of a lost successor
        self.longest: int = 0                   # greatest remoteness of any successor

    def fold(self, child: tuple[bool, int]) -> None:
        child_wins, child_remoteness = child
        self.has_move = True
        if not child_wins and (self.fastest_win is None
                               or child_remoteness < self.fastest_win):
            self.fastest_win = child_remoteness
        self.longest = max(self.longest, child_remoteness)

    def result(self) -> tuple[bool, int]:
        if not self.has_move:
            return self.tree.stuck_mover_wins(self.state), 0
        if self.fastest_win is not None:
            return True, 1 + self.fastest_win
        return False, 1 + self.longest


class _GrundyFrame(_Frame):
    def __init__(self, state: Any, tree: GameTree):
        super().__init__(state, tree)
        self.seen: set[int] = set()

    def fold(self, child_value: int) -> None:
        self.seen.add(child_value)

    def result(self) -> int:
        return mex(self.seen)


def mex(values: set[int]) -> int:
    """The minimum excludant: the least non-negative integer not in `values`."""
    result = 0
    while result in values:
        result += 1
    return result
