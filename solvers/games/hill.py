"""Climbing the Hill (HDU 4315): move people up; whoever brings the king to the top wins."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import combinations

from ..judge_input import JudgeFormat, Lines, Reader
from ..legal import confirmed, one_lowered, reach_by_round_robin, round_robin
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    InputError,
    IntListParam,
    IntParam,
    Move,
    MoveList,
    Plane,
    Position,
    PositionTree,
    Reduction,
    abbreviate,
    shown,
    text,
)
from ..xor import nim_sum
from .staircase import SPEC as STAIRCASE
from .staircase import moved_down

KING_WINS = "Whoever brings the king to the top wins."
AT_THE_TOP = "People at the top take no further part."
KING_FIRST = "If the king is first in line, the player to move takes him up and wins."
GAPS = ("Otherwise, with gaps g_i = D_i − D_(i−1) − 1 (D_0 = −1, or 0 when the king is second "
        "and the number of people is odd), the player to move loses exactly when "
        "g_n ⊕ g_(n−2) ⊕ … = 0.")


def _validate(position: Position) -> None:
    distances = position.numbers
    for i in range(1, len(distances)):
        if distances[i] <= distances[i - 1] and distances[i] != 0:
            raise InputError("distances", text("distances must increase (only the people at "
                                               "the top share distance 0): person {person} "
                                               "at {distance} is not behind person {before} "
                                               "at {before_distance}", person=i + 1,
                                               distance=shown(distances[i]), before=i,
                                               before_distance=shown(distances[i - 1])), i)
    king = position.option("king")
    if not 1 <= king <= len(distances):
        raise InputError("king", text("the king must be one of the {count} people (1 to "
                                      "{count}), not {king}", count=len(distances),
                                      king=shown(king)))


def _climbed(position: Position, person: int, target: int) -> Position:
    distances = position.numbers
    return position.with_numbers(distances[:person] + (target,) + distances[person + 1:])


def _climb(position: Position, person: int, target: int) -> Move:
    distances = position.numbers
    after = _climbed(position, person, target)
    if target == 0:
        return Move(after, text("move person {p} to the top", p=person + 1))
    return Move(after, text("move person {p} up {up} to distance {to}", p=person + 1,
                            up=distances[person] - target, to=target))


def _climbs(distances: tuple[int, ...]) -> list[int]:
    """How far each person may climb: up to the top if the one ahead is there, else to
    just behind the one ahead."""
    return [here if ahead == 0 else max(here - ahead - 1, 0)
            for here, ahead in zip(distances, (0, *distances))]


def _climbs_left(position: Position) -> list[int]:
    """_climbs, or none once the king is at the top (the game is over)."""
    distances = position.numbers
    return [] if distances[position.option("king") - 1] == 0 else _climbs(distances)


def _moves(position: Position) -> Iterator[Move]:
    for up, person in round_robin(_climbs_left(position)):
        yield _climb(position, person, position.numbers[person] - up)


def _successors(position: Position) -> Iterator[Position]:
    """The positions _moves leads to, in its order, without the moves' words."""
    for up, person in round_robin(_climbs_left(position)):
        yield _climbed(position, person, position.numbers[person] - up)


def _legal_move(before: Position, after: Position) -> Move | None:
    distances = before.numbers
    found = one_lowered(before, after)
    if found is None or distances[before.option("king") - 1] == 0:
        return None
    person, up = found
    if up > _climbs(distances)[person]:
        return None
    return confirmed(_climb(before, person, distances[person] - up), after)


def climb_gaps(distances: Sequence[int], king: int) -> tuple[list[int], int, int, int]:
    """The reduced game: (gaps g_1..g_n, n, K, D_0) once the people at the top are removed."""
    at_top = sum(1 for d in distances if d == 0)
    rest = list(distances[at_top:])
    n, k = len(rest), king - at_top
    base = 0 if (k == 2 and n % 2 == 1) else -1
    return [d - prev - 1 for prev, d in zip([base] + rest[:-1], rest)], n, k, base


def mover_wins(distances: Sequence[int], king: int) -> bool:
    if distances[king - 1] == 0:
        return False
    gaps, n, k, _ = climb_gaps(distances, king)
    return k == 1 or nim_sum(gaps[n - 1::-2]) != 0


def _winning_moves(position: Position) -> MoveList:
    climbs = winning_climbs(position)
    return MoveList(len(climbs), lambda i: _climb(position, *climbs[i]))


def winning_climbs(position: Position) -> list[tuple[int, int]]:
    """Every winning move as (person, distance reached); 0 is the top."""
    distances = position.numbers
    king = position.option("king")
    at_top = sum(1 for d in distances if d == 0)
    first = at_top          # the first person not at the top: the only one who can reach it

    moves = []
    if not mover_wins(distances[:first] + (0,) + distances[first + 1:], king):
        moves.append((first, 0))
    gaps, n, k, _ = climb_gaps(distances, king)
    if k == 1:
        return moves
    # A climb short of the top changes the gap before the climber and the one after it;
    # exactly one of the two is counted, so one amount restores a XOR of 0.
    total = nim_sum(gaps[n - 1::-2])
    for j in range(n):
        i = at_top + j
        counted = (n - 1 - j) % 2 == 0
        if counted:
            up = gaps[j] - (gaps[j] ^ total)
        elif j + 1 < n:
            up = (gaps[j + 1] ^ total) - gaps[j + 1]
        else:
            continue
        ahead = distances[i - 1] if i else 0
        target = distances[i] - up
        if up > 0 and target > ahead and target > 0:
            moves.append((i, target))
    return moves


def solve(position: Position) -> Analysis:
    distances = position.numbers
    king = position.option("king")
    if distances[king - 1] == 0:
        return Analysis("hill", position, SECOND, (),
                        (text("The king is already at the top: the game is over and "
                              "the player to move has lost.", quote=KING_WINS),),
                        {"no_reduction": text("the king is at the top.")})
    gaps, n, k, base = climb_gaps(distances, king)
    explanation = []
    at_top = len(distances) - n
    if at_top:
        explanation.append(text("{count} people are already at the top; {n} remain and the "
                                "king is number {k} among them.", quote=AT_THE_TOP,
                                count=at_top, n=n, k=k))
    if k == 1:
        explanation.append(text("The king leads the line: take him to the top at once. "
                                "The first player (Alice) wins.", quote=KING_FIRST))
        return Analysis("hill", position, FIRST, _winning_moves(position), tuple(explanation),
                        {"gaps": tuple(gaps), "king_in_line": k,
                         "no_reduction": text("the king leads the line.")})
    counted = list(range(n, 0, -2))
    total = nim_sum(gaps[n - 1::-2])
    explanation.append(text("D_0 = {base}; the gaps are {gaps}.", quote=GAPS, base=base,
                            gaps=", ".join(f"g_{i + 1} = {abbreviate(g)}"
                                          for i, g in enumerate(gaps))))
    if base == 0:
        explanation.append(text("The king is second in an odd line: whoever brings the first "
                                "person to the top lets the opponent take the king, so that "
                                "last cell counts as the top.", quote=KING_FIRST))
    explanation.append(text("Counted gaps {which}: their XOR is {total}: {verdict}.",
                            quote=GAPS, which=", ".join(f"g_{i}" for i in counted),
                            total=total, verdict="the second player (Bob) wins" if total == 0
                            else "the first player (Alice) wins"))
    climbs = winning_climbs(position) if total else []
    moves = MoveList(len(climbs), lambda i: _climb(position, *climbs[i]))
    stairs = tuple(reversed(gaps))
    reduced = Position(stairs)

    def image_of(index: int) -> Position | None:
        person, target = climbs[index]
        if target == 0:
            return None     # reaching the top takes the person out of the line
        return reduced.with_numbers(moved_down(stairs, n - 1 - (person - at_top),
                                               distances[person] - target))

    reduction = Reduction(
        STAIRCASE.id, reduced,
        text("With the king {k}th in line, the hill is staircase Nim: the gaps are the "
             "coins of the steps, counted from the last person (step 1): {stairs}.",
             k=k, stairs=" ".join(str(abbreviate(n)) for n in stairs[:30])), image_of,
        text("the person leaves the line at the top, so the steps are counted anew"))
    return Analysis("hill", position, FIRST if total else SECOND, moves, tuple(explanation),
                    {"gaps": tuple(gaps), "king_in_line": k, "xor": total,
                     "counted_gaps": tuple(counted), "reduction": reduction})


def _random_args(rng: random.Random, size: int) -> str:
    count = 2 + size // 2
    distances = sorted(rng.sample(range(1, count + 4 + 2 * size), count))
    return " ".join(map(str, distances)) + f" --king {rng.randrange(1, count + 1)}"


def _plane_cell(base: Position, first: int, second: int) -> Position | None:
    """Two people at distances x < y (or x at the top); the king as in the current
    position, if he is one of them."""
    if not (first < second or first == second == 0):
        return None
    return Position((first, second), (("king", min(base.option("king"), 2)),))


def _judge_hdu4315(reader: Reader) -> Lines:
    while not reader.at_end():
        n = reader.next("n", 1)
        king_token = reader.index
        king = reader.next("k", 1)
        start = reader.index
        distances = tuple(int(d) for d in reader.many(n, "distance"))
        position = Position(distances, (("king", king),))
        try:
            _validate(position)
        except InputError as error:
            where = king_token if error.field == "king" else start + (error.index or 0)
            raise reader.error(error.message, where) from None
        yield "Alice" if mover_wins(distances, king) else "Bob"


def _small_positions() -> list[str]:
    texts = []
    for size in range(1, 5):
        for tops in range(size + 1):
            for rest in combinations(range(1, 9), size - tops):
                distances = " ".join(map(str, (0,) * tops + rest))
                texts += [f"{distances} --king {k}" for k in range(1, size + 1)]
    return texts


SPEC = GameSpec(
    id="hill", title="Climbing the hill", chinese="爬山博弈",
    order=80,
    family="nim-family",
    params=(IntListParam("distances", "Distances to the top", (4, 9, 15), item="person"),
            IntParam("king", "King (person number)", 2, minimum=1, option="--king")),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors,
                                   reaches_at_least=reach_by_round_robin(_climbs_left)),
    legal_move=_legal_move, canvas="hill", validate=_validate,
    rules=("People climb a path to the top of a hill, each at a distance from it, in order.",
           ("A move takes one person up one or more steps; nobody may pass or land on the "
           "person ahead, but the top holds any number of people."), KING_WINS),
    theory=(AT_THE_TOP, KING_FIRST, GAPS),
    players=("Alice", "Bob"),
    example="4 9 15 --king 2",
    random_args=_random_args,
    plane=Plane("person 1's distance", "person 2's distance", _plane_cell, largest=40),
    reduces_to=STAIRCASE.id,
    judge_formats=(JudgeFormat("hdu4315", "'n k' and n distances until the end → Alice / Bob",
                               _judge_hdu4315, rank=5),),
    small_positions=_small_positions,
)
