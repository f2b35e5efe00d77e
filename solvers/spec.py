"""The vocabulary every game shares: parameters, positions, analyses and the input error.

A game is declared once, as a `GameSpec` in its own module. The command line, the judge,
the window and the tests all read the same declaration, so nothing here knows any game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from .long_numbers import decimal_text

# The parameter kinds and the input error live in params.py, a solver's sentences in
# sentences.py; they are part of this module's vocabulary too (see __all__), so every
# game reads it from one place.
from .params import (
    MAX_DIGITS,
    FlagParam,
    InputError,
    IntListParam,
    IntParam,
    IntSetOption,
    Param,
    parse_int,
    read_tokens,
)
from .sentences import SHOWN_DIGITS, Text, abbreviate, english_forms, shown, text

if TYPE_CHECKING:
    from .judge_input import JudgeFormat

__all__ = [
    "FIRST",
    "MAX_DIGITS",
    "SECOND",
    "SHOWN_DIGITS",
    "Analysis",
    "Cancelled",
    "FlagParam",
    "GameSpec",
    "GameTree",
    "InputError",
    "IntListParam",
    "IntParam",
    "IntSetOption",
    "LazyMoves",
    "Move",
    "MoveList",
    "Param",
    "Plane",
    "Position",
    "PositionTree",
    "Printout",
    "Reduction",
    "Text",
    "abbreviate",
    "english_forms",
    "parse_int",
    "shown",
    "text",
]

FIRST = "first"
SECOND = "second"


class Cancelled(Exception):
    """Raised by long computations when their `should_stop` callable says so."""


#: What long work polls, often, to learn whether to stop (then it raises Cancelled).
ShouldStop = Callable[[], bool]
#: What long work calls to report how far it is: (done, total).
Progress = Callable[[int, int], None]


# --- positions and results --------------------------------------------------------------

class Position(NamedTuple):
    """A position as the command line writes it: the positional numbers, then options.

    Positions are hashable, so the brute-force engine can memoise on them directly. A
    named tuple rather than a frozen dataclass, since it is made, hashed and compared in
    C: a search runs 20-30% faster (bench/bench_search.py).
    """

    numbers: tuple[int, ...]
    options: tuple[tuple[str, Any], ...] = ()

    def option(self, name: str, default: Any = None) -> Any:
        for key, value in self.options:
            if key == name:
                return value
        return default

    def with_numbers(self, numbers: Iterable[int]) -> Position:
        return Position(tuple(numbers), self.options)


@dataclass(frozen=True)
class Move:
    """A winning (or, in play, any legal) move: the position it leads to and its words.

    `focus` names where the move is played without giving it away ("heap 2"), for hints;
    when None, play.py finds it by comparing the positions.
    """

    after: Position
    text: Text
    focus: Text | None = None


class MoveList(Sequence[Move]):
    """A sequence of moves built on demand: a Nim of 10^5 heaps may have 10^5 winning
    moves, each a position of 10^5 numbers, and most callers read only a few."""

    def __init__(self, count: int, make: Callable[[int], Move]):
        self._count = count
        self._make = make

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self._make(i) for i in range(*index.indices(self._count))]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(index)
        return self._make(index)

    def __iter__(self) -> Iterator[Move]:
        return (self._make(i) for i in range(self._count))


class LazyMoves(Sequence[Move]):
    """Moves produced by a generator and kept as they are read, for games whose winning
    moves cannot be counted without listing them (the boxes of HDU 3389)."""

    def __init__(self, moves: Iterable[Move]):
        self._source = iter(moves)
        self._seen: list[Move] = []

    def _fill(self, count: int | None) -> None:
        while count is None or len(self._seen) < count:
            move = next(self._source, None)
            if move is None:
                return
            self._seen.append(move)

    def __len__(self) -> int:
        self._fill(None)
        return len(self._seen)

    def __bool__(self) -> bool:
        # Without this, `if moves:` would call len() and build every move.
        self._fill(1)
        return bool(self._seen)

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice) or index < 0:
            self._fill(None)
        else:
            self._fill(index + 1)
        return self._seen[index]

    def __iter__(self) -> Iterator[Move]:
        i = 0
        while True:
            self._fill(i + 1)
            if i >= len(self._seen):
                return
            yield self._seen[i]
            i += 1


@dataclass(frozen=True)
class Reduction:
    """The same game in disguise: `game` at `position` (Georgia and Bob as staircase Nim,
    staircase Nim as Nim on its odd steps, ...).

    `image_of(i)` is the reduced position after the image of the original's winning move
    i, or None where that move has no image; `no_image` says why (coins moved onto an odd
    step raise a Nim heap, which Nim itself cannot do)."""

    game: str
    position: Position
    words: Text
    image_of: Callable[[int], Position | None]
    no_image: Text | None = None


@dataclass(frozen=True)
class Analysis:
    """Everything the program says about one position. Canvases draw from this alone.

    `winner` is FIRST (the player to move) or SECOND, or None for a puzzle without one.
    `moves` holds every winning move unless `moves_complete` is False (GAMES.md allows
    Fibonacci Nim to list only some). `facts` are named results for the JSON output and
    the canvases (the XOR, the Zeckendorf terms, the pairing, ...).
    """

    game: str
    position: Position
    winner: str | None
    moves: Sequence[Move] = ()
    explanation: tuple[Text, ...] = ()
    facts: dict[str, Any] = field(default_factory=dict)
    moves_complete: bool = True


# --- the game tree that brute force and play walk ------------------------------------------

class GameTree(Protocol):
    """The moves of a game, for the brute-force engine and for play.

    Most games use their positions as states; a game whose position does not record the
    whole state (the board's visited cells, the circle once broken) has states of its own.
    """

    def start(self, position: Position) -> Hashable: ...

    def successors(self, state: Any) -> Iterable[Any]: ...

    def stuck_mover_wins(self, state: Any) -> bool: ...

    # A tree may also say `reach_at_least(state)`: at least how many states can be
    # reached from `state`, itself included (see PositionTree.reaches_at_least).


@dataclass(frozen=True)
class PositionTree:
    """A game tree whose states are the positions themselves.

    `moves_of(position)` yields every legal move with its words, smallest moves first
    (one object from each heap before two from any), so a caller can read the first few
    of a position with 10^18 moves.
    """

    moves_of: Callable[[Position], Iterable[Move]]
    stuck_mover_wins_at: Callable[[Position], bool] = lambda position: False
    #: The positions after the moves, in the same order, for a game that can list them
    #: faster without the moves' words (searches need only these).
    successors_of: Callable[[Position], Iterable[Position]] | None = None
    #: At least how many positions can be reached from a position, itself included (a
    #: lower bound, checked against brute force by tests/solvers/test_reach.py): a search
    #: that must enter them all gives up at once when they are more than its budget,
    #: instead of walking the whole budget first (seconds, for a heap of 10^12).
    reaches_at_least: Callable[[Position], int] | None = None

    def start(self, position: Position) -> Position:
        return position

    def moves(self, position: Position) -> Iterable[Move]:
        return self.moves_of(position)

    def successors(self, state: Position) -> Iterator[Position]:
        if self.successors_of is not None:
            return iter(self.successors_of(state))
        return (move.after for move in self.moves_of(state))

    def stuck_mover_wins(self, state: Position) -> bool:
        return self.stuck_mover_wins_at(state)

    def reach_at_least(self, state: Position) -> int:
        return 1 if self.reaches_at_least is None else self.reaches_at_least(state)


@dataclass(frozen=True)
class Plane:
    """Two numbers of a position varied over x = x_start.., y = y_start..

    `position_at(base, x, y)` builds the position of a cell from the tab's current
    position (so the other heaps or steps stay as the user set them), or None where the
    cell is not a position. `grundy` says whether Sprague–Grundy values make sense
    (normal play only).
    """

    x_label: str
    y_label: str
    position_at: Callable[[Position, int, int], Position | None]
    x_start: int = 0
    y_start: int = 0
    grundy: bool = True
    default_size: int = 32
    #: Side of the largest plane whose cells the brute force may visit.
    largest: int = 160
    #: Optional tables for planes too big for the generic search, by the rules:
    #: (width, height, should_stop) -> (rows of "mover wins", rows of Grundy values or
    #: None); and by the closed form: (width, height) -> rows of "mover wins".
    by_rules: Callable[..., tuple[list[list[bool]], list[list[int]] | None]] | None = None
    by_formula: Callable[[int, int], list[list[bool]]] | None = None
    #: Guide lines drawn over the map: the golden-ratio lines y = φx and x = φy, starting
    #: this far into a cell (None: no such lines), and the Fibonacci numbers marked on
    #: the x axis.
    golden_lines: float | None = None
    fibonacci_axis: bool = False


# --- the declaration of a game --------------------------------------------------------------

def _no_checks(position: Position) -> None:
    return None


def _no_samples() -> tuple[str, ...]:
    return ()


@dataclass(frozen=True)
class Printout:
    """How `python main.py solve` prints a game whose answer is not a verdict with winning
    moves (the pirates' table): what stands in their place, in text and in JSON.

    `check` runs before solving and refuses (InputError) what would be too long to print.
    """

    lines: Callable[[Analysis], Iterable[str]]
    json_fields: Callable[[Analysis], dict[str, Any]]
    check: Callable[[Position], None] = _no_checks


@dataclass(frozen=True)
class GameSpec:
    """One game, declared once: how its position is read and written, and how it is solved.

    `players` are the problem's own names for the first and second player, if it has them.
    `canvas` is the key of the picture that draws it. `rules` are the sentences of its
    rules and `theory` those of its winning rule, one translatable sentence each: the
    steps of an explanation quote them (Text.quote).
    """

    id: str
    title: str
    chinese: str
    params: tuple[Param, ...]
    solve: Callable[[Position], Analysis]
    tree: PositionTree | None
    canvas: str
    rules: tuple[str, ...]
    theory: tuple[str, ...]
    validate: Callable[[Position], None] = _no_checks
    players: tuple[str, str] | None = None
    example: str = ""
    random_args: Callable[[random.Random, int], str] | None = None
    plane: Plane | None = None
    #: Sprague–Grundy value in closed form, and a move to a given smaller value; games
    #: without them are valued by brute force in sums of games (small positions only).
    grundy: Callable[[Position], int] | None = None
    grundy_move: Callable[[Position, int], Move | None] | None = None
    #: The game this one is in disguise (its analyses carry a Reduction in facts).
    reduces_to: str | None = None
    #: The kind of page the window shows it on: "game" (form, verdict, canvas, play,
    #: map), or the name of the ui feature package that provides a page of its own.
    page: str = "game"
    #: Its group in the window's navigation: "nim-family" (Nim and its disguises),
    #: "take-away", "user" (rules the user gives) or "other".
    family: str = "other"
    #: Its place among the built-in games, smallest first (None: after those that give
    #: one): the registry's order, so the tabs' and the navigation's. Games registered at
    #: run time come after them all.
    order: int | None = None
    #: For a family of heap games given by a rule in its options (the rule lab's): the
    #: single-heap rule of a position, whose Grundy table `table` prints and whose rule a
    #: named game fixes.
    heap_rule: Callable[[Position], Any] | None = None
    #: Whether it can be a part of a sum of games (normal play: Sprague–Grundy applies).
    in_sums: bool = True
    #: The numbers of a position that its brute-force search grows with, which a sum
    #: bounds (None: all of them); a position a move reaches must stay within the bound.
    search_numbers: Callable[[Position], tuple[int, ...]] | None = None
    #: The contest problems whose whole inputs `python main.py judge` answers for it.
    judge_formats: tuple[JudgeFormat, ...] = ()
    #: ARGS of small positions, all of them in some range, that the tests check against
    #: brute force (so a new game is checked as soon as it declares them).
    small_positions: Callable[[], Iterable[str]] = _no_samples
    #: For a game without a winner: how the command line prints its answer.
    printout: Printout | None = None
    #: The legal move from one position to another, or None when there is none, checked
    #: directly (not by listing the moves: a Nim heap of 10^6 has 10^6 of them); games
    #: without it are checked by a bounded listing (solvers.play.legal_move).
    legal_move: Callable[[Position, Position], Move | None] | None = None
    #: Remoteness in closed form (moves to the end with best play: the winner hurries,
    #: the loser holds out; see solvers.remoteness), or None where the formula cannot
    #: answer at once; games without it are measured by search, small positions only.
    remoteness: Callable[[Position], int | None] | None = None
    #: How another process makes this game again, as (function, arguments); None for a
    #: game it finds in the registry by its id. See __reduce__.
    remake: tuple[Callable[..., GameSpec], tuple[Any, ...]] | None = None

    def __reduce__(self):
        """A game's functions are closures, which do not pickle: a game travels to a child
        process (ui.child_process) as the way to make it again there."""
        from solvers import registered_game  # the registry imports this module

        return self.remake or (registered_game, (self.id,))

    @property
    def is_two_player(self) -> bool:
        return self.tree is not None

    def legal_moves(self, position: Position) -> Iterable[Move]:
        """Every legal move from `position`, smallest first (see PositionTree)."""
        return self.tree.moves(position) if self.tree is not None else ()

    # -- reading and writing ---------------------------------------------------------------
    def parse(self, tokens: Sequence[str] | str) -> Position:
        """Read ARGS (a list of tokens, or one string) into a checked Position."""
        if isinstance(tokens, str):
            tokens = tokens.split()
        numbers, options = read_tokens(self.params, tokens)
        position = Position(numbers, options)
        self.validate(position)
        return position

    @property
    def positional_params(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.option is None)

    def format(self, position: Position, options: bool = True) -> str:
        """The position in the command line's ARGS form ("4 9 15 --king 2"). With
        options=False only its numbers ("4 9 15"), as `solve --json` lists moves: a move
        never changes a game's options (its rules), so a list of moves need not repeat them."""
        return " ".join(self.words(position) if options
                        else map(decimal_text, position.numbers))

    def words(self, position: Position,
              write: Callable[[Any], str] = decimal_text) -> list[str]:
        """The position's ARGS words, each number written by `write`."""
        words = list(map(write, position.numbers))
        for param in self.params:
            if param.option is not None:
                words += param.words(position.option(param.name), write)
        return words

    def default_position(self) -> Position:
        return self.parse(self.example)

    def random_position(self, rng: random.Random, size: int) -> Position:
        """A position for a new game; `size` from 1 (a warm-up) to 10 (long)."""
        if self.random_args is None:
            return self.default_position()
        return self.parse(self.random_args(rng, max(1, min(size, 10))))
