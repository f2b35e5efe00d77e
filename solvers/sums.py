"""Sums of games: the Sprague–Grundy theorem at work.

Several games side by side; a move is a move in any one of them, and whoever cannot move
anywhere loses. Each component is worth its Grundy value (a closed form where the game
has one, brute force for small positions otherwise), the sum is worth their XOR, and a
winning move brings one component down to the value that makes the XOR 0.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice

from . import GAMES
from .play import (
    CANDIDATES,
    ERROR_RATE,
    ERRS,
    HINT_LEVELS,
    LEARNER,
    PERFECT,
    SLIP_RATE,
    STRONG,
)
from .search import MAX_POSITIONS, Search, TooLarge, collector_paused
from .spec import FIRST, SECOND, GameSpec, InputError, Move, Position, ShouldStop, Text, shown, text
from .xor import nim_sum

#: Largest number in a component that has no closed form: it is valued by brute force.
BRUTE_FORCE_LIMIT = 40
SEPARATOR = "+"


ONE_PART = "A move is a move in any one of them; whoever cannot move anywhere loses."
#: The sum of games' own rules and winning rule, as GameSpec.rules and .theory are.
SUM_RULES = ("Several games side by side.", ONE_PART)
PART_VALUE = ("Each part is worth its Grundy value (a formula where the game has one, brute "
              "force over small positions otherwise).")
SUM_VALUE = ("The sum is worth the XOR of the values, and the player to move wins exactly when "
             "that XOR is not 0.")
SUM_THEORY = (PART_VALUE, SUM_VALUE)


@dataclass(frozen=True)
class Component:
    spec: GameSpec
    position: Position

    def __str__(self) -> str:
        return f"{self.spec.id} {self.spec.format(self.position)}"


@dataclass(frozen=True)
class SumAnalysis:
    components: tuple[Component, ...]
    values: tuple[int, ...]
    total: int
    winner: str
    #: (index of the component to play in, the move there), when the first player wins.
    move: tuple[int, Move] | None
    explanation: tuple[Text, ...]


class Valuer:
    """Grundy values and value-setting moves of components; brute force is memoised per
    game for the life of this Valuer (one analysis: its memory goes with it).

    `should_stop` is polled by the brute force (it raises Cancelled when true), and each
    game's search may enter at most `max_positions` positions (then TooLarge)."""

    def __init__(self, should_stop: ShouldStop | None = None,
                 max_positions: int = MAX_POSITIONS) -> None:
        self.should_stop = should_stop
        self.max_positions = max_positions
        self._searches: dict[str, Search] = {}

    def value(self, component: Component) -> int:
        spec, position = component.spec, component.position
        if spec.grundy is not None:
            return spec.grundy(position)
        return self._search(spec).grundy(position)

    def move_to(self, component: Component, target: int) -> Move | None:
        spec, position = component.spec, component.position
        if spec.grundy_move is not None:
            return spec.grundy_move(position, target)
        search = self._search(spec)
        return next((move for move in spec.legal_moves(position)
                     if search.grundy(move.after) == target), None)

    def _search(self, spec: GameSpec) -> Search:
        if spec.id not in self._searches:
            self._searches[spec.id] = Search(spec.tree, self._should_stop, self.max_positions)
        return self._searches[spec.id]

    def _should_stop(self) -> bool:
        return self.should_stop is not None and self.should_stop()

    def forget(self) -> None:
        """Drop every search's memo."""
        for search in self._searches.values():
            search.forget()
        self._searches.clear()


def parse_component(words: str, games: Mapping[str, GameSpec] = GAMES) -> Component:
    """"nim 3 4 5" → a component of a game of `games`; raises InputError naming what is
    wrong."""
    game, args = split_part(words)
    spec = games.get(game)
    if spec is None:
        raise InputError("sum", text("'{game}' is not a game (try one of {games})",
                                     game=game[:30], games=", ".join(sum_games(games))))
    if not adds_to_sums(spec):
        raise InputError("sum", text("{game} has no Grundy value to add to a sum",
                                     game=spec.title))
    try:
        position = spec.parse(args)
    except InputError as error:
        raise InputError("sum", text("{game}: {problem}", game=game,
                                     problem=error.text)) from None
    if spec.tree.stuck_mover_wins(position):
        raise InputError("sum", text("{game}: {problem}", game=game, problem=text(
            "a misère game has no Grundy value in a sum")))
    searched = (position.numbers if spec.search_numbers is None
                else spec.search_numbers(position))
    if spec.grundy is None and max(searched, default=0) > BRUTE_FORCE_LIMIT:
        raise InputError("sum", text("{game}: {problem}", game=game, problem=text(
            "its value is found by brute force, so its numbers must be at most {limit}, "
            "not {number}", limit=BRUTE_FORCE_LIMIT, number=shown(max(searched)))))
    return Component(spec, position)


def split_part(words: str) -> tuple[str, str]:
    """A part's game word and its ARGS, whatever white space is between them:
    "nim 3 4" → ("nim", "3 4")."""
    pieces = words.split(None, 1)
    return (pieces[0] if pieces else "", pieces[1].strip() if len(pieces) > 1 else "")


def adds_to_sums(spec: GameSpec) -> bool:
    """Can the game be a part of a sum: normal play, with a game tree?"""
    return spec.is_two_player and spec.in_sums


def sum_games(games: Mapping[str, GameSpec] = GAMES) -> list[str]:
    """The games of `games` that can be parts of a sum."""
    return [game for game, spec in games.items() if adds_to_sums(spec)]


def example_sum(parts: int = 3) -> str:
    """A sum to start from: the first games valued by a formula, each at its example."""
    games = [game for game in sum_games() if GAMES[game].grundy is not None][:parts]
    return format_sum([parse_component(f"{game} {GAMES[game].example}") for game in games])


def parse_sum(words: str, games: Mapping[str, GameSpec] = GAMES) -> list[Component]:
    """"nim 3 4 + bash 10 3" → its components, of games of `games`; raises InputError
    naming the part that is wrong."""
    parts = [part for part in words.split(SEPARATOR) if part.strip()]
    if not parts:
        raise InputError("sum", text("add at least one game, like 'nim 3 4 + bash 10 3'"))
    components = []
    for number, part in enumerate(parts, start=1):
        try:
            components.append(parse_component(part, games))
        except InputError as error:
            raise InputError("sum", text("{part}: {problem}", part=text(
                "part {number}", number=number), problem=error.text), number - 1) from None
    return components


def format_sum(components: Sequence[Component]) -> str:
    return f" {SEPARATOR} ".join(str(c) for c in components)


def analyse_sum(components: Sequence[Component], valuer: Valuer | None = None) -> SumAnalysis:
    """Value the sum and find a winning move. A part too large to value by brute force
    raises TooLarge naming it (field "sum", its index); the searches' memory is freed."""
    valuer = valuer or Valuer()
    with collector_paused():
        try:
            return _analyse(components, valuer)
        finally:
            valuer.forget()


def _value_of(valuer: Valuer, components: Sequence[Component], index: int,
              target: int | None = None):
    """A part's value (or, given `target`, its move to that value), naming the part when
    its search is too large."""
    component = components[index]
    try:
        if target is None:
            return valuer.value(component)
        return valuer.move_to(component, target)
    except TooLarge as error:
        raise TooLarge(error.limit, "sum", index, text(
            "{part}: {game}", part=text("part {number}", number=index + 1),
            game=component.spec.id)) from None


def _analyse(components: Sequence[Component], valuer: Valuer) -> SumAnalysis:
    values = tuple(_value_of(valuer, components, i) for i in range(len(components)))
    total = nim_sum(values)
    explanation = [
        *(text("Part {number}, {part}: value {value}.", quote=PART_VALUE, number=i + 1,
               part=str(c), value=v)
          for i, (c, v) in enumerate(zip(components, values))),
        text("XOR of the values: {total}.", quote=SUM_VALUE, total=total),
    ]
    move = next(_lowering_moves(valuer, components, values, total), None)
    if move is not None:
        index, found = move
        value = values[index]
        explanation.append(text(
            "Play in part {number}: its value {value} becomes {target} = {value} "
            "XOR {total}, and the XOR of the sum becomes 0: {move} → {after}.",
            quote=ONE_PART, number=index + 1, value=value, target=value ^ total, total=total,
            move=found.text, after=components[index].spec.format(found.after)))
    elif not total:
        explanation.append(text("The XOR is 0: every move changes one value and so the XOR; "
                                "the second player wins.", quote=SUM_VALUE))
    return SumAnalysis(tuple(components), values, total, FIRST if total else SECOND, move,
                       tuple(explanation))


# --- playing a sum ----------------------------------------------------------------------------

def with_part(components: Sequence[Component], index: int, after: Position
              ) -> tuple[Component, ...]:
    """The sum once part `index` has moved to `after`: a move changes that part only."""
    parts = list(components)
    parts[index] = Component(parts[index].spec, after)
    return tuple(parts)


def part_moves(component: Component, limit: int) -> list[Move]:
    """The first `limit` legal moves of a part, smallest first (a huge part lists lazily)."""
    return list(islice(component.spec.legal_moves(component.position), limit))


def sum_moves(components: Sequence[Component], limit: int) -> list[tuple[int, Move]]:
    """The sum's legal moves, part by part: (index of the part, its move), at most `limit`
    in all."""
    moves: list[tuple[int, Move]] = []
    for index, component in enumerate(components):
        if len(moves) >= limit:
            break
        moves += ((index, move) for move in part_moves(component, limit - len(moves)))
    return moves


def is_over(components: Sequence[Component]) -> bool:
    """No part has a move left: the player to move has lost."""
    return not sum_moves(components, 1)


# --- the computer's strengths (solvers.play's, for a sum) -------------------------------------

#: Moves of each part whose values the computer reads to count the opponent's replies
#: (a move may raise a part's value, and so open a reply), and the most it reads in all.
REPLIES_SCANNED = 64
SCANNED_IN_ALL = 6_400


def replying_parts(values: Sequence[int],
                   reachable: Sequence[frozenset[int]] | None = None) -> int:
    """In how many parts the player facing parts worth `values` has a winning move, one
    to value v XOR total: every part whose value has the XOR's highest bit set (a part
    worth v has a move to every smaller value), and any other whose `reachable` values
    (those its moves lead to, as far as known) hold v XOR total; 0 when the XOR is 0."""
    total = nim_sum(values)
    if not total:
        return 0
    return sum(1 for index, value in enumerate(values)
               if value ^ total < value
               or (reachable is not None and value ^ total in reachable[index]))


def reachable_values(component: Component, valuer: Valuer,
                     limit: int = REPLIES_SCANNED) -> frozenset[int]:
    """The values of the positions that the part's first `limit` moves lead to."""
    spec = component.spec
    return frozenset(valuer.value(Component(spec, move.after))
                     for move in islice(spec.legal_moves(component.position), limit))


def candidate_moves(components: Sequence[Component], limit: int = CANDIDATES
                    ) -> list[tuple[int, Move]]:
    """The smallest moves of every part, taken in turn (each part's first, then each
    part's second, …), `limit` in all: the moves the computer weighs when it cannot win."""
    iterators = [(index, iter(component.spec.legal_moves(component.position)))
                 for index, component in enumerate(components)]
    moves: list[tuple[int, Move]] = []
    while iterators and len(moves) < limit:
        still = []
        for index, moves_left in iterators:
            move = next(moves_left, None)
            if move is not None and len(moves) < limit:
                moves.append((index, move))
                still.append((index, moves_left))
        iterators = still
    return moves


def winning_moves(analysis: SumAnalysis, valuer: Valuer | None = None
                  ) -> list[tuple[int, Move]]:
    """One winning move in each part whose value can be lowered to make the XOR 0 (the
    moves the theorem names; a part may also win by raising its value), in the parts'
    order; [] when the player to move loses."""
    return list(_lowering_moves(valuer or Valuer(), analysis.components, analysis.values,
                                analysis.total))


def _lowering_moves(valuer: Valuer, components: Sequence[Component], values: Sequence[int],
                    total: int) -> Iterator[tuple[int, Move]]:
    """For each part whose value can be lowered to value XOR total, a move doing it."""
    if not total:
        return
    for index, value in enumerate(values):
        if value ^ total < value:
            found = _value_of(valuer, components, index, value ^ total)
            if found is not None:
                yield index, found


def delaying_move(analysis: SumAnalysis, valuer: Valuer | None = None
                  ) -> tuple[int, Move] | None:
    """Among the candidate moves (candidate_moves), the one after which the opponent has
    the fewest parts to win in (replying_parts; exact where every part has at most
    REPLIES_SCANNED moves and the sum at most SCANNED_IN_ALL / REPLIES_SCANNED parts,
    else a lower bound): the first on ties; None when no part has a move."""
    valuer = valuer or Valuer()
    components = analysis.components
    candidates = candidate_moves(components)
    scanned, reachable = 0, []
    for component in components:
        reachable.append(reachable_values(component, valuer)
                         if scanned < SCANNED_IN_ALL else frozenset())
        scanned += REPLIES_SCANNED

    def replies(candidate: tuple[int, Move]) -> int:
        index, move = candidate
        after = Component(components[index].spec, move.after)
        values, sets = list(analysis.values), list(reachable)
        values[index] = valuer.value(after)
        sets[index] = reachable_values(after, valuer)
        return replying_parts(values, sets)

    return min(candidates, key=replies, default=None)


def computer_reply(analysis: SumAnalysis, rng: random.Random | None = None,
                   strength: str = PERFECT, should_stop: ShouldStop | None = None
                   ) -> tuple[int, Move] | None:
    """The computer's move in the sum, (part, move), or None when the game is over; the
    strengths mean what they mean for a game (solvers.play.computer_move), with the XOR
    in place of the remoteness, which a sum does not know:

    - PERFECT: from a won sum the move that makes the XOR 0 (analysis.move); from a lost
      one the delaying move (delaying_move).
    - STRONG: as PERFECT, but with chance SLIP_RATE a winning move in another part (still
      to XOR 0: it never throws a win away).
    - LEARNER (and ERRS): with chance ERROR_RATE, when it could win, one of the candidate
      moves at random (often a mistake); otherwise any part's winning move; from a lost
      sum the delaying move.
    """
    rng = rng or random.Random()
    valuer = Valuer(should_stop)
    with collector_paused():
        try:
            if analysis.move is None:
                return delaying_move(analysis, valuer)
            if strength in (LEARNER, ERRS):
                if rng.random() < ERROR_RATE:
                    return rng.choice(candidate_moves(analysis.components))
                return rng.choice(winning_moves(analysis, valuer))
            if strength == STRONG and rng.random() < SLIP_RATE:
                others = [found for found in winning_moves(analysis, valuer)
                          if found[0] != analysis.move[0]]
                if others:
                    return rng.choice(others)
            return analysis.move
        finally:
            valuer.forget()


# --- hints ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class SumHint:
    """A hint at `level` (1: can you win; 2: which part to play in; 3: the whole move):
    `over` when no part has a move, `wins` when the player to move wins, and from level 2
    of a won sum the winning `move` (part, move) whose part (2) or whole (3) is told."""

    level: int
    over: bool
    wins: bool
    move: tuple[int, Move] | None = None


def sum_hint(analysis: SumAnalysis, level: int) -> SumHint:
    """The hint at `level` (clamped to 1..HINT_LEVELS) for the player to move."""
    level = min(max(level, 1), HINT_LEVELS)
    if analysis.move is None:
        return SumHint(level, is_over(analysis.components), False)
    return SumHint(level, False, True, analysis.move if level >= 2 else None)


def random_sum(components: Sequence[Component], rng: random.Random, size: int
               ) -> tuple[Component, ...]:
    """The same games at random positions of about `size` (a part whose game draws no
    random position, or draws one the sum cannot value, keeps its own)."""
    parts = []
    for component in components:
        spec = component.spec
        try:
            drawn = parse_component(f"{spec.id} {spec.format(spec.random_position(rng, size))}")
        except (InputError, ValueError, TypeError):
            drawn = component
        parts.append(drawn)
    return tuple(parts)
