"""The game graph: the positions reachable from one position, each with its outcome and
Sprague–Grundy value, and the moves between them (CGSuite's Explorer, OI-wiki's figure).

Generic for every two-player game of the registry: it reads only `spec.legal_moves` and
`spec.tree`. It is built breadth first, whole levels at a time, up to a budget of
positions; a node left unexpanded (past the budget) can be expanded later, one node at a
time (`options_of`, pure, for the background; then `GameGraph.add`, on the caller's
thread). Values come from the brute-force search (solvers/search.py) within a budget of
positions, and past it from the game's own closed forms (`spec.solve`, `spec.grundy`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import islice

from .search import Search, TooLarge
from .spec import (
    FIRST,
    Cancelled,
    GameSpec,
    InputError,
    Position,
    Progress,
    ShouldStop,
    Text,
    abbreviate,
    text,
)

#: Positions a graph is built with at most (then it shows the first whole levels).
MAX_NODES = 400
#: Positions a graph may hold at all, after the user has expanded nodes by hand.
HARD_LIMIT = 2_000
#: Positions the brute-force search may enter to value the nodes of one piece of work;
#: past it, the game's closed forms answer (or the value is left unknown).
SEARCH_BUDGET = 50_000
#: Times the search may ask whether to stop (once every 256 steps) in one piece of work:
#: about 200,000 steps, 1-2 s on the project's machine (a step lists a move with its
#: words); Wythoff's 1000 1000 has few positions but 2,000 moves from each.
SEARCH_POLLS = 800
#: ... and at most this long (s): a step's cost grows with the position (a coin circle of
#: 10^4 coins copies its taken coins at every move), so 200,000 steps took minutes there.
SEARCH_SECONDS = 2.0
#: Characters of a node's label before it is shortened (the full ARGS are in its tooltip).
LABEL_CHARS = 18
#: The name of a position without numbers (no heaps left).
EMPTY = "∅"


@dataclass(frozen=True)
class Node:
    """One position: whether the player to move wins (None: too big to know) and its
    Sprague–Grundy value (normal play only; None in misère play or when unknown)."""

    position: Position
    mover_wins: bool | None
    grundy: int | None

    @property
    def outcome(self) -> str:
        """"N" (the player to move wins), "P" (the previous player wins) or "?"."""
        if self.mover_wins is None:
            return "?"
        return "N" if self.mover_wins else "P"


@dataclass(frozen=True)
class Options:
    """The moves of one position: where each leads and its words, smallest first.
    `complete` is False when the position has more moves than are kept."""

    targets: tuple[Position, ...]
    words: tuple[Text, ...]
    complete: bool = True


@dataclass(frozen=True)
class Expansion:
    """The options of one node and the values of the positions new to the graph."""

    source: Position
    options: Options
    nodes: tuple[Node, ...]


@dataclass(frozen=True)
class Edge:
    source: Position
    target: Position
    words: Text
    #: The move leaves the opponent in a P-position: a winning move.
    winning: bool


@dataclass
class GameGraph:
    """The graph as far as it is known, and which nodes show their options.

    A node is shown when it can be reached from the start through expanded nodes, so
    collapsing a node hides what lies below it and expanding it again brings that back."""

    spec: GameSpec
    start: Position
    normal_play: bool
    nodes: dict[Position, Node] = field(default_factory=dict)
    options: dict[Position, Options] = field(default_factory=dict)
    expanded: set[Position] = field(default_factory=set)
    #: Set by `build` when the budget stopped it: why, in words, for the window.
    message: Text | None = None
    #: The whole levels (moves from the start) that were expanded when built.
    levels: int = 0

    # -- reading ---------------------------------------------------------------------------
    def visible(self) -> list[Position]:
        """The shown nodes, breadth first from the start."""
        seen = {self.start}
        order = [self.start]
        for position in order:
            if position in self.expanded:
                for target in self.options[position].targets:
                    if target not in seen:
                        seen.add(target)
                        order.append(target)
        return order

    def edges(self, shown: Iterable[Position] | None = None) -> list[Edge]:
        """The moves out of the shown expanded nodes."""
        result = []
        for position in self.visible() if shown is None else shown:
            if position not in self.expanded:
                continue
            known = self.options[position]
            for target, words in zip(known.targets, known.words):
                result.append(Edge(position, target, words,
                                   self.nodes[target].mover_wins is False))
        return result

    def is_terminal(self, position: Position) -> bool:
        known = self.options.get(position)
        return known is not None and not known.targets

    def can_expand(self, position: Position) -> bool:
        """Whether the node may have options to show (not known to be a dead end)."""
        return not self.is_terminal(position)

    def needs_work(self, position: Position) -> bool:
        """Whether expanding the node needs its options computed (else `expand` is
        immediate)."""
        known = self.options.get(position)
        return known is None or any(target not in self.nodes for target in known.targets)

    def room(self) -> int:
        """How many more positions the graph may take."""
        return max(0, HARD_LIMIT - len(self.nodes))

    # -- changing --------------------------------------------------------------------------
    def add(self, expansion: Expansion) -> None:
        """Take in an expansion computed by `options_of`, and show that node's options."""
        for node in expansion.nodes:
            self.nodes.setdefault(node.position, node)
        self.options[expansion.source] = expansion.options
        self.expanded.add(expansion.source)

    def expand(self, position: Position) -> bool:
        """Show the options of a node whose options are known; False if they are not."""
        if self.needs_work(position):
            return False
        self.expanded.add(position)
        return True

    def collapse(self, position: Position) -> None:
        self.expanded.discard(position)


# --- computing ------------------------------------------------------------------------------

class _Valuer:
    """Outcome and Grundy value of positions: the game's closed form for Grundy values
    where it has one; else the search, within a budget of positions and of steps shared
    by one piece of work; past that, the game's `solve` (or unknown)."""

    def __init__(self, spec: GameSpec, normal_play: bool, should_stop: ShouldStop | None):
        self.spec = spec
        self.normal_play = normal_play
        self.outer_stop = should_stop
        self.polls = 0
        self.deadline = time.monotonic() + SEARCH_SECONDS
        self.exhausted = False
        self.search = Search(spec.tree, self._should_stop, max_positions=SEARCH_BUDGET)

    def _should_stop(self) -> bool:
        """Asked by the search every few hundred steps: past the step budget, or when the
        caller cancels (told apart by asking the caller again)."""
        self.polls += 1
        if self.outer_stop is not None and self.outer_stop():
            return True
        return self.polls > SEARCH_POLLS or time.monotonic() > self.deadline

    def _searched(self, ask: Callable[[Position], object], position: Position) -> object:
        """`ask(position)` by the search, or None past its budgets (then the search is not
        asked again in this piece of work: each try would cost a few hundred steps)."""
        if self.exhausted:
            return None
        try:
            return ask(position)
        except TooLarge:
            pass
        except Cancelled:
            _poll(self.outer_stop)      # the caller's cancel goes on up
        self.exhausted = True
        return None

    def node(self, position: Position) -> Node:
        grundy = self._grundy(position) if self.normal_play else None
        wins = grundy != 0 if grundy is not None else self._mover_wins(position)
        return Node(position, wins, grundy)

    def _mover_wins(self, position: Position) -> bool | None:
        wins = self._searched(self.search.mover_wins, position)
        if wins is not None:
            return bool(wins)
        try:
            winner = self.spec.solve(position).winner
        except InputError:
            return None
        return None if winner is None else winner == FIRST

    def _grundy(self, position: Position) -> int | None:
        if self.spec.grundy is not None:
            try:
                return self.spec.grundy(position)
            except InputError:
                pass
        value = self._searched(self.search.grundy, position)
        return None if value is None else int(value)  # type: ignore[call-overload]


def is_normal_play(spec: GameSpec, position: Position) -> bool:
    """Whether the player who cannot move loses (so Grundy values apply). Every game of
    the registry decides that by its rules and options alone, so the start tells."""
    return spec.tree is not None and not spec.tree.stuck_mover_wins(position)


def _options(spec: GameSpec, position: Position, limit: int) -> Options:
    moves = list(islice(spec.legal_moves(position), limit + 1))
    complete = len(moves) <= limit
    moves = moves[:limit]
    return Options(tuple(move.after for move in moves), tuple(move.text for move in moves),
                   complete)


def _check(spec: GameSpec) -> None:
    if spec.tree is None:
        raise InputError("position", text("{game} has no moves to draw as a graph",
                                          game=spec.title))


def build(spec: GameSpec, position: Position, max_nodes: int = MAX_NODES,
          should_stop: ShouldStop | None = None,
          progress: Progress | None = None) -> GameGraph:
    """The graph of the positions reachable from `position`, level by level (a level:
    the positions first reached after as many moves), as many whole levels as fit in
    `max_nodes` positions. When even the start's moves do not fit, its first ones."""
    _check(spec)
    graph = GameGraph(spec, position, is_normal_play(spec, position))
    known = {position}
    level = [position]
    while level:
        found: dict[Position, Options] = {}
        fresh: list[Position] = []
        fresh_set: set[Position] = set()
        overflow = False
        for source in level:
            _poll(should_stop)
            options = _options(spec, source, max_nodes)
            found[source] = options
            for target in options.targets:
                if target not in known and target not in fresh_set:
                    fresh.append(target)
                    fresh_set.add(target)
            if len(known) + len(fresh) > max_nodes or not options.complete:
                overflow = True
                break
        if overflow:
            if graph.levels == 0:
                # The start alone has too many moves: show its first ones.
                shown = _options(spec, position, max_nodes - 1)
                graph.options[position] = shown
                graph.expanded.add(position)
                known.update(shown.targets)
                graph.message = text("The start has more than {count} moves: showing the "
                                     "first {count}. Click a position to see its moves.",
                                     count=len(shown.targets))
            else:
                graph.message = text("More than {limit} positions can be reached: showing "
                                     "those up to {levels} move(s) from the start. Click a "
                                     "position to see its moves.",
                                     limit=max_nodes, levels=graph.levels)
            break
        graph.options.update(found)
        graph.expanded.update(found)
        known.update(fresh)
        level = fresh
        graph.levels += 1
    _value_all(graph, known, should_stop, progress)
    return graph


def _value_all(graph: GameGraph, positions: Iterable[Position],
               should_stop: ShouldStop | None, progress: Progress | None) -> None:
    valuer = _Valuer(graph.spec, graph.normal_play, should_stop)
    todo = list(positions)
    for done, position in enumerate(todo):
        _poll(should_stop)
        graph.nodes[position] = valuer.node(position)
        if progress is not None:
            progress(done + 1, len(todo))
    valuer.search.forget()


def options_of(graph_spec: GameSpec, position: Position, normal_play: bool,
               known: frozenset[Position], room: int,
               should_stop: ShouldStop | None = None,
               progress: Progress | None = None) -> Expansion:
    """The options of one node (at most `room` of them new to the graph, or MAX_NODES
    in all), with the values of those not `known` yet. Pure: safe in the background."""
    _check(graph_spec)
    options = _options(graph_spec, position, MAX_NODES)
    targets, words = [], []
    new: list[Position] = []
    for target, said in zip(options.targets, options.words):
        if target not in known and target not in new:
            if len(new) >= room:
                break
            new.append(target)
        targets.append(target)
        words.append(said)
    complete = options.complete and len(targets) == len(options.targets)
    valuer = _Valuer(graph_spec, normal_play, should_stop)
    nodes = []
    for done, target in enumerate(new):
        _poll(should_stop)
        nodes.append(valuer.node(target))
        if progress is not None:
            progress(done + 1, len(new))
    valuer.search.forget()
    return Expansion(position, Options(tuple(targets), tuple(words), complete), tuple(nodes))


def _poll(should_stop: ShouldStop | None) -> None:
    if should_stop is not None and should_stop():
        raise Cancelled()


def label(spec: GameSpec, position: Position, start: Position,
          limit: int = LABEL_CHARS) -> str:
    """A node's short name: its numbers (and any option that differs from the start's),
    shortened in the middle past `limit` characters."""
    words = [str(abbreviate(n)) for n in position.numbers]
    if position.options != start.options:
        for param in spec.params:
            if param.option is not None:
                value = position.option(param.name)
                if value != start.option(param.name):
                    words += param.words(value)
    name = " ".join(words) or EMPTY
    if len(name) <= limit:
        return name
    keep = max(1, (limit - 1) // 2)
    return f"{name[:keep]}…{name[-keep:]}"
