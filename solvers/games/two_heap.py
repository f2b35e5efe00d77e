"""Two-heap games given by their moves (rule lab): take s ∈ A from one heap, or s ∈ B
from both. A = any, B = none is Nim on two heaps; A = B = any is Wythoff's game.

Solved by the closed form where a theorem gives one (Nim, Wythoff), otherwise from the
table of every smaller position computed by the rule (solvers/rules/plane.py).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator

from ..legal import changes, confirmed
from ..params import IntParam, TextOption
from ..rules.plane import (
    NIM_THEOREM,
    SUM_THEOREM,
    WYTHOFF_THEOREM,
    PlaneRule,
    cached_grundy,
    cached_outcomes,
    guesses,
    move_set_word,
    one_heap_values,
    parse_move_set,
    side_for,
)
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    InputError,
    Move,
    Plane,
    Position,
    PositionTree,
    shown,
    text,
)
from . import wythoff

MOVE = ("A move takes s objects from one pile, for an s in the set A, or s objects from "
        "both piles, for an s in the set B (a set may be any number, or none).")
END = "Whoever takes the last object wins: the player who cannot move loses."
TABLE = ("A position is lost for the player to move exactly when every move leaves a won "
         "one; the table of all smaller positions is computed by this rule.")
GUESS = ("A pattern seen in the table is a conjecture for the range checked, unless a "
         "theorem proves it.")

#: Largest pile solved from the table (the table holds every smaller position).
LARGEST_TABLE_PILE = 511
#: Steps a table of Grundy values may take (cells × moves per cell).
GRUNDY_STEPS = 4_000_000
PILE_A, PILE_B, BOTH = 0, 1, 2


def rule_of(position: Position) -> PlaneRule:
    return PlaneRule(parse_move_set(position.option("take") or "", "take", "Set A"),
                     parse_move_set(position.option("both") or "", "both", "Set B"))


def _validate(position: Position) -> None:
    rule = rule_of(position)
    if rule.is_nim or rule.is_wythoff:
        return
    for index, pile in enumerate(position.numbers):
        if pile > LARGEST_TABLE_PILE:
            raise InputError("ab"[index], text("pile {pile} ({size}) is too large: this rule "
                                               "is solved from the table of every smaller "
                                               "position, up to piles of {limit}",
                                               pile="AB"[index], size=shown(pile),
                                               limit=LARGEST_TABLE_PILE))


def _piles_after(a: int, b: int, where: int, taken: int) -> tuple[int, int]:
    if where == PILE_A:
        return a - taken, b
    if where == PILE_B:
        return a, b - taken
    return a - taken, b - taken


def _take(position: Position, where: int, taken: int) -> Move:
    after = position.with_numbers(_piles_after(*position.numbers, where, taken))
    if where == PILE_A:
        return Move(after, text("take {taken} from pile A", taken=taken), text("pile A"))
    if where == PILE_B:
        return Move(after, text("take {taken} from pile B", taken=taken), text("pile B"))
    return Move(after, text("take {taken} from both piles", taken=taken), text("both piles"))


def reached(position: Position) -> Iterator[tuple[int, int]]:
    """The piles after each legal move, in the order of the moves (the picture's dots:
    no Move and no words for each)."""
    a, b = position.numbers
    for where, taken, _ in rule_of(position).options(a, b):
        yield _piles_after(a, b, where, taken)


def _successors(position: Position) -> Iterator[Position]:
    """The positions after the moves, in their order, without the moves' words (what a
    search reads)."""
    return (position.with_numbers(piles) for piles in reached(position))


def _moves(position: Position) -> Iterator[Move]:
    a, b = position.numbers
    for where, taken, _ in rule_of(position).options(a, b):
        yield _take(position, where, taken)


def _legal_move(before: Position, after: Position) -> Move | None:
    found = changes(before, after)
    if found is None or found[1] or not found[0] or min(after.numbers) < 0:
        return None
    lowered = found[0]
    taken = {before.numbers[i] - after.numbers[i] for i in lowered}
    if len(taken) != 1:
        return None
    amount = taken.pop()
    rule = rule_of(before)
    allowed = rule.take if len(lowered) == 1 else rule.both
    if allowed is not None and amount not in allowed:
        return None
    where = BOTH if len(lowered) == 2 else lowered[0]
    return confirmed(_take(before, where, amount), after)


def mover_wins(position: Position) -> bool:
    a, b = position.numbers
    rule = rule_of(position)
    if rule.is_nim:
        return a != b
    if rule.is_wythoff:
        return not wythoff.is_cold(a, b)
    return cached_outcomes(rule, side_for(a, b))[b][a]


def _winning_moves(position: Position) -> list[Move]:
    a, b = position.numbers
    rule = rule_of(position)
    if rule.is_nim:
        return [] if a == b else [_take(position, PILE_A if a > b else PILE_B, abs(a - b))]
    if rule.is_wythoff:
        return [Move(move.after, move.text, move.focus) for move in wythoff.solve(position).moves]
    wins = cached_outcomes(rule, side_for(a, b))
    return [move for move in _moves(position) if not wins[move.after.numbers[1]]
            [move.after.numbers[0]]]


def solve(position: Position) -> Analysis:
    a, b = position.numbers
    rule = rule_of(position)
    words = {"take": move_set_word(rule.take), "both": move_set_word(rule.both)}
    steps = [text("Pile A holds {a}, pile B holds {b}; A = {take}, B = {both}.", quote=MOVE,
                  a=a, b=b, **words)]
    wins = mover_wins(position)
    if rule.is_nim:
        steps.append(text("With A = any and B = none this is Nim on two piles: the player to "
                          "move loses exactly when the piles are equal.", quote=NIM_THEOREM))
    elif rule.is_wythoff:
        k = abs(a - b)
        low, high = wythoff.cold_pair(k)
        steps.append(text("With A = B = any this is Wythoff's game: the losing pair with "
                          "difference {k} is ({low}, {high}).", quote=WYTHOFF_THEOREM,
                          k=k, low=low, high=high))
    else:
        steps.append(text("The outcome of every position up to ({a}, {b}) is computed by the "
                          "rule, the smallest first.", quote=TABLE, a=a, b=b))
        if rule.both == ():
            steps.append(text("With no move on both piles the game is the sum of two "
                              "one-pile games.", quote=SUM_THEOREM))
    found = _guesses(rule, 64)
    if found:
        steps.append(text("Pattern: {guess}.", quote=GUESS, guess=found[0].label))
    moves = _winning_moves(position) if wins else []
    if wins:
        steps.append(text("Some move leaves a lost position ({count} such move(s)). "
                          "The first player wins.", quote=TABLE, count=len(moves)))
    else:
        steps.append(text("Every move leaves a won position. The second player wins.",
                          quote=TABLE))
    return Analysis("two-heap", position, FIRST if wins else SECOND, moves, tuple(steps),
                    words)


def pattern_guesses(position: Position, side: int = 64) -> list:
    """The guesses about the P-positions of the position's rule, over a side × side square."""
    return _guesses(rule_of(position), side)


@functools.lru_cache(maxsize=16)
def _guesses(rule: PlaneRule, side: int) -> list:
    wins = cached_outcomes(rule, side)
    values = None
    if rule.both == () and rule.take is not None:
        values = one_heap_values(rule.take, side).__getitem__
    return guesses(rule, wins, values)


def grundy(position: Position) -> int:
    a, b = position.numbers
    rule = rule_of(position)
    if rule.is_nim:
        return a ^ b
    side = side_for(a, b)
    per_cell = 2 * side if rule.take is None or rule.both is None else rule.per_cell(side, side)
    if side * side * per_cell > GRUNDY_STEPS:
        raise InputError("position", text("({a}, {b}) is too large for its Grundy value: the "
                                          "table of every smaller position would take more "
                                          "than {steps:,} steps", a=shown(a), b=shown(b),
                                          steps=GRUNDY_STEPS))
    return cached_grundy(rule, side)[b][a]


def grundy_move(position: Position, target: int) -> Move | None:
    if grundy(position) <= target:
        return None
    for move in _moves(position):
        if grundy(move.after) == target:
            return move
    return None


def _random_args(rng: random.Random, size: int) -> str:
    sets = ["any", "1,2", "1,2,3", "1,3", "2,3,5"]
    take = rng.choice(sets)
    both = rng.choice(["any", "none", "1", "1,2", "2"])
    return (f"{rng.randrange(0, 5 + 3 * size)} {rng.randrange(0, 5 + 3 * size)} "
            f"--take {take} --both {both}")


def _small_positions() -> list[str]:
    rules = [("any", "any"), ("any", "none"), ("1,2", "none"), ("1,2", "1"),
             ("any", "1,2"), ("1,3", "any"), ("2", "1,3")]
    return [f"{a} {b} --take {take} --both {both}"
            for take, both in rules for a in range(9) for b in range(9)]


SPEC = GameSpec(
    id="two-heap", title="Two-pile game", chinese="两堆取子游戏",
    order=160,
    family="user",
    params=(IntParam("a", "Pile A", 5), IntParam("b", "Pile B", 9),
            TextOption("take", "Set A (from one pile)", "--take", "any",
                       help="Set A: any, none, or numbers like 1,2,5"),
            TextOption("both", "Set B (from both piles)", "--both", "1,2",
                       help="Set B: any, none, or numbers like 1,2,5")),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors),
    legal_move=_legal_move, canvas="two_heap",
    rules=("Two piles.", MOVE, END),
    theory=(TABLE, NIM_THEOREM, WYTHOFF_THEOREM, SUM_THEOREM, GUESS),
    validate=_validate,
    example="5 9 --take any --both 1,2",
    random_args=_random_args,
    plane=Plane("pile A", "pile B", lambda base, a, b: base.with_numbers((a, b)),
                largest=64),
    grundy=grundy,
    grundy_move=grundy_move,
    small_positions=_small_positions,
    page="game",
)
