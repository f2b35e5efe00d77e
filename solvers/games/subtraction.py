"""Subtraction games (rule lab): heaps from which a move removes s objects, s in a set S
(or, all-but, any s not in S); normal or misère play. Bash is the game S = {1, …, M}."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

from .. import heap_rules
from ..heap_rules import HEAPS, MEX, MISERE_SUM, XOR, RuleGame
from ..params import FlagParam, IntListParam, IntSetOption
from ..rules import SubtractionRule, parse_subtraction
from ..spec import GameSpec, Position, PositionTree

MOVE = ("A move removes s objects from one heap, for an s in the set S; with the all-but "
        "rule, any s that is not in S.")
END = "Whoever cannot move loses; in the misère variant, whoever cannot move wins."
PROOF = ("A period seen in the table holds for every heap only when a theorem proves it from "
         "the range checked (for a finite S: the max(S) values of one period repeat); "
         "otherwise it is a conjecture, and heaps past the table are not solved.")


def rule_of(position: Position) -> SubtractionRule:
    return parse_subtraction(position.option("set") or (), bool(position.option("all_but")),
                             bool(position.option("misere")))


def _removals(rule: SubtractionRule, heap: int, k: int) -> Iterator[tuple[int, ...]]:
    if 1 <= k <= heap and rule.removable(k):
        yield (heap - k,) if heap > k else ()


def _allowed(rule: SubtractionRule, heap: int, k: int, parts: tuple[int, ...]) -> bool:
    return len(parts) <= 1 and k >= 1 and rule.removable(k)


def _takes(rule: SubtractionRule, biggest: int) -> Iterator[int]:
    """The numbers a move may remove from a heap of at most `biggest`, in increasing order:
    the members of S, or with all-but every number but them."""
    if not rule.all_but:
        return (s for s in rule.members if s <= biggest)
    excluded = frozenset(rule.members)
    return (s for s in range(1, biggest + 1) if s not in excluded)


def _step(rule: SubtractionRule) -> int | None:
    """The least number a move may take."""
    return next(_takes(rule, max(rule.members, default=0) + 1), None)


GAME = RuleGame("subtraction", rule_of, MOVE, END, PROOF)
TREE = PositionTree(heap_rules.legal_moves(rule_of, _removals, _takes),
                    successors_of=heap_rules.legal_positions(rule_of, _removals, _takes),
                    stuck_mover_wins_at=lambda position: bool(position.option("misere")),
                    reaches_at_least=heap_rules.reach_by_steps(rule_of, _step))


def _random_args(rng: random.Random, size: int) -> str:
    members = sorted(rng.sample(range(1, 7), rng.randrange(1, 4)))
    if rng.random() < 0.2:
        return f"{rng.randrange(0, 6 + 4 * size)} --set {' '.join(map(str, members))} --misere"
    heaps = [rng.randrange(1, 5 + 3 * size) for _ in range(1 + size // 3)]
    return f"{' '.join(map(str, heaps))} --set {' '.join(map(str, members))}"


def _small_positions() -> list[str]:
    """One to three heaps (up to 7, 7 and 4) under a few sets, normal play first; then
    all-but and misère heaps."""
    lists = [h for count, top in ((1, 8), (2, 8), (3, 5))
             for h in product(range(top), repeat=count)]
    words = [f"{' '.join(map(str, heaps))} --set {members}"
             for members in ("1 3 4", "2 5", "1 2")
             for heaps in lists]
    words += [f"{' '.join(map(str, heaps))} --set 2 3 --all-but" for heaps in lists[:80]]
    words += [f"{n} --set 1 3 4 --misere" for n in range(20)]
    words += [f"{a} {b} --set 1 2 --misere" for a in range(1, 6) for b in range(1, 6)]
    return words


SPEC = GameSpec(
    id="subtraction", title="Subtraction game", chinese="减法博弈",
    order=140,
    family="user",
    params=(IntListParam("heaps", "Heaps", (10,), item="heap", min_count=0),
            IntSetOption("set", "Set S", "--set", (1, 3, 4), item="member"),
            FlagParam("all_but", "All but S (remove any number not in S)", "--all-but"),
            FlagParam("misere", "Misère (whoever cannot move wins)", "--misere")),
    solve=lambda position: heap_rules.solve(GAME, TREE, position),
    tree=TREE, canvas="rule_heaps",
    rules=(HEAPS, MOVE, END),
    theory=(MEX, XOR, PROOF, MISERE_SUM),
    validate=lambda position: heap_rules.check(GAME, position),
    example="10 --set 1 3 4",
    random_args=_random_args,
    plane=heap_rules.plane(largest=64, size=24),
    grundy=lambda position: heap_rules.grundy(GAME, position),
    grundy_move=lambda position, target: heap_rules.grundy_move(GAME, TREE, position, target),
    small_positions=_small_positions,
    legal_move=heap_rules.direct_legal_move(rule_of, _allowed),
    page="rulelab",
    heap_rule=rule_of,
)
