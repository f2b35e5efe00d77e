"""Octal and hexadecimal games (rule lab): take-and-break games given by their code, such
as Kayles 0.77, Dawson's Kayles 0.07 and Dawson's chess 0.137."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

from .. import heap_rules
from ..heap_rules import HEAPS, MEX, XOR, RuleGame
from ..params import IntListParam, TextOption
from ..rules import OctalRule, parse_octal
from ..spec import GameSpec, Position, PositionTree

MOVE = ("The code's digit d_k says what removing k objects from one heap may leave: with 1 "
        "nothing, with 2 one heap, with 4 two heaps, with 8 three (in hexadecimal); the digit "
        "before the point (k = 0) only splits a heap.")
END = "Whoever cannot move loses."
PROOF = ("A period seen in the table holds for every heap only when the octal periodicity "
         "theorem proves it from the range checked; otherwise it is a conjecture, and heaps "
         "past the table are not solved.")

#: Codes a new game may be played under: games of the literature with proved periods.
CODES = ("0.77", "0.07", "0.137", "0.51", "4.7", "0.75", "0.71")


def rule_of(position: Position) -> OctalRule:
    return parse_octal(position.option("code") or "", "code")


def _removals(rule: OctalRule, heap: int, k: int) -> Iterator[tuple[int, ...]]:
    if k >= len(rule.digits) or k > heap:
        return
    digit, rest = rule.digits[k], heap - k
    if k and digit & 1 and rest == 0:
        yield ()
    if k and digit & 2 and rest >= 1:
        yield (rest,)
    if digit & 4:
        for part in range(1, rest // 2 + 1):
            yield (part, rest - part)
    if digit & 8:
        for first in range(1, rest // 3 + 1):
            for second in range(first, (rest - first) // 2 + 1):
                yield (first, second, rest - first - second)


def _allowed(rule: OctalRule, heap: int, k: int, parts: tuple[int, ...]) -> bool:
    """Digit d_k has the bit of the number of heaps left (1, 2, 4, 8 for 0 to 3 heaps);
    the digit of k = 0 only splits."""
    if k >= len(rule.digits) or len(parts) > 3 or (k == 0 and len(parts) < 2):
        return False
    return bool(rule.digits[k] & (1 << len(parts)))


def _takes(rule: OctalRule, biggest: int) -> Iterator[int]:
    """The numbers k whose digit d_k allows a move (at most `biggest`), in increasing order."""
    return (k for k, digit in enumerate(rule.digits) if digit and k <= biggest)


def _step(rule: OctalRule) -> int | None:
    """The least k whose digit lets a move take k and leave one heap."""
    return next((k for k in range(1, len(rule.digits)) if rule.digits[k] & 2), None)


GAME = RuleGame("octal", rule_of, MOVE, END, PROOF)
TREE = PositionTree(heap_rules.legal_moves(rule_of, _removals, _takes),
                    successors_of=heap_rules.legal_positions(rule_of, _removals, _takes),
                    reaches_at_least=heap_rules.reach_by_steps(rule_of, _step))


def _random_args(rng: random.Random, size: int) -> str:
    heaps = [rng.randrange(1, 5 + 3 * size) for _ in range(1 + size // 3)]
    return f"{' '.join(map(str, heaps))} --code {rng.choice(CODES)}"


def _small_positions() -> list[str]:
    """One or two heaps up to 7 and three up to 4, under a few codes (one hexadecimal
    with three-way splits)."""
    lists = [h for count, top in ((1, 8), (2, 8), (3, 5))
             for h in product(range(top), repeat=count)]
    return [f"{' '.join(map(str, heaps))} --code {code}"
            for code in ("0.77", "0.137", "4.07", "0.6", "0.F") for heaps in lists]


SPEC = GameSpec(
    id="octal", title="Octal game", chinese="八进制博弈",
    order=150,
    family="user",
    params=(IntListParam("heaps", "Heaps", (5, 8), item="heap", min_count=0),
            TextOption("code", "Code", "--code", "0.77",
                       help="0.77 is Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess")),
    solve=lambda position: heap_rules.solve(GAME, TREE, position),
    tree=TREE, canvas="rule_runs",
    rules=(HEAPS, MOVE, END),
    theory=(MEX, XOR, PROOF),
    validate=lambda position: heap_rules.check(GAME, position),
    example="5 8 --code 0.77",
    random_args=_random_args,
    plane=heap_rules.plane(largest=20, size=16),
    grundy=lambda position: heap_rules.grundy(GAME, position),
    grundy_move=lambda position, target: heap_rules.grundy_move(GAME, TREE, position, target),
    small_positions=_small_positions,
    legal_move=heap_rules.direct_legal_move(rule_of, _allowed),
    page="rulelab",
    heap_rule=rule_of,
)
