"""Brute-force game search: the ground truth every closed-form rule is tested against.

Works on any `GameTree`. The search is iterative (an explicit stack) so that a pile of a
few thousand objects does not exhaust Python's recursion limit, memoised so that a table
of positions costs little more than its largest entry, and cancellable through a plain
`should_stop` callable so the window can abandon it without Qt reaching in here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from .spec import Cancelled, GameTree

_POLL_EVERY = 1024


class Search:
    """Outcome and Sprague–Grundy values of the states of one game tree, memoised."""

    def __init__(self, tree: GameTree, should_stop: Callable[[], bool] | None = None):
        self.tree = tree
        self.should_stop = should_stop
        self._wins: dict[Hashable, bool] = {}
        self._grundy: dict[Hashable, int] = {}
        self._visits = 0

    def _poll(self) -> None:
        self._visits += 1
        if self.should_stop and self._visits % _POLL_EVERY == 0 and self.should_stop():
            raise Cancelled()

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
            self._walk(state, memo, _GrundyFrame)
        return memo[state]

    def winning_successors(self, state: Any) -> list[Any]:
        """Every successor that leaves the opponent lost."""
        return [child for child in self.tree.successors(state) if not self.mover_wins(child)]

    def _walk(self, root: Any, memo: dict, frame_type: type[_Frame]) -> None:
        """Depth-first evaluation of `root` with an explicit stack of frames."""
        stack = [frame_type(root, self.tree)]
        while stack:
            frame = stack[-1]
            child = frame.next_unknown(memo)
            if child is not None:
                stack.append(frame_type(child, self.tree))
                self._poll()
                continue
            memo[frame.state] = frame.result()
            stack.pop()


class _Frame:
    """One state under evaluation: walks its successors, folding in the known ones."""

    def __init__(self, state: Any, tree: GameTree):
        self.state = state
        self.tree = tree
        self.children = iter(tree.successors(state))
        self.pending: Any = None
        self.done = False

    def next_unknown(self, memo: dict) -> Any:
        """The next successor not yet in `memo`, or None when this state is decided."""
        if self.pending is not None:
            child, self.pending = self.pending, None
            self.fold(memo[child])
        while not self.done:
            child = next(self.children, None)
            if child is None:
                break
            if child not in memo:
                self.pending = child
                return child
            self.fold(memo[child])
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
