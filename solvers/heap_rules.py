"""What the rule lab's games share: a position is a list of heaps under one user-defined
rule (solvers/rules), solved from the rule's Grundy table and its proved period.

After a move the heaps are listed in increasing order with empty heaps left out: a sum
of heaps does not depend on their order, and one name per position keeps the brute-force
search (and the map) small when heaps break into several.
"""

from __future__ import annotations

import functools
import math
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from .legal import REACH_CAP
from .rules import HeapRule, Pattern, losing_rule_text, prove, solve_heaps
from .rules.positions import parts_valued, splits_by_class
from .search import Search
from .spec import (
    FIRST,
    SECOND,
    Analysis,
    Cancelled,
    InputError,
    Move,
    MoveList,
    Plane,
    Position,
    PositionTree,
    Text,
    shown,
    text,
)

#: Values first computed for a rule (a proof of most known periods needs far fewer), and
#: how far the table goes when a heap needs more and no period is proved.
FIRST_TABLE = 2048
LONGEST_TABLE = 16384
#: Longest the table of one rule may take for a position (see pattern_for).
TABLE_SECONDS = 1.0
_deadline = threading.local()
#: (rule, limit) of tables that took longer than that, newest last.
_timed_out: dict[tuple[HeapRule, int], None] = {}
#: First table of a rule whose values are slow to compute (`slow_table_limit`).
SLOW_FIRST_TABLE = 256
#: Heaps of a misère sum are searched move by move: at most this many objects in all.
MISERE_SEARCH_TOTAL = 64
#: Heaps named one by one in an explanation; the rest are counted.
HEAPS_NAMED = 12

HEAPS = "Several heaps of objects; a position lists their sizes."
MEX = ("A heap's Grundy value g(n) is the smallest number that is not the value of what "
       "one move from it leaves (the mex); heaps side by side combine by XOR.")
XOR = "The player to move loses exactly when the XOR of the heaps' values is 0."
MISERE_SUM = ("In misère play a position with no move is won for the player to move, and "
              "a position is won exactly when some move leaves a lost one; several heaps "
              "are searched move by move.")


@dataclass(frozen=True)
class RuleGame:
    """One family of rule-lab games: how a position names its rule, and the sentences."""

    id: str
    rule_of: Callable[[Position], HeapRule]
    move_rule: str          # the sentence of the rules that says what a move is
    end_rule: str           # the sentence of the rules that says who wins
    proof_rule: str         # the sentence of the winning rule about proved periods


def heaps_of(position: Position) -> tuple[int, ...]:
    return tuple(heap for heap in position.numbers if heap)


@functools.lru_cache(maxsize=64)
def _proved(rule: HeapRule, limit: int) -> Pattern:
    if (rule, limit) in _timed_out:
        raise Cancelled()           # ran out of time before: not tried again at each look
    try:
        return prove(rule, limit, should_stop=_past_deadline)
    except Cancelled:
        _timed_out[rule, limit] = None
        while len(_timed_out) > 64:
            del _timed_out[next(iter(_timed_out))]
        raise


def _past_deadline() -> bool:
    return time.monotonic() > getattr(_deadline, "at", math.inf)


def pattern_for(rule: HeapRule, heaps: Sequence[int], field: str = "heaps") -> Pattern:
    """The rule's values and pattern, far enough for every heap of `heaps`; InputError
    naming the first heap past the table when no proved period reaches it, or saying so
    when the table takes more than TABLE_SECONDS (positions are read on the window's
    thread: a 64-digit code's table to 16,384 took two minutes)."""
    biggest = max(heaps, default=0)
    _deadline.at = time.monotonic() + TABLE_SECONDS
    try:
        try:
            pattern = _pattern(rule, biggest)
        except Cancelled:
            if biggest > FIRST_TABLE:
                raise
            # No proof in time: the values these heaps need, and no more.
            _deadline.at = time.monotonic() + TABLE_SECONDS
            pattern = _proved(rule, _slow_table(biggest, FIRST_TABLE))
    except Cancelled:
        raise InputError(field, text("The values of this rule are slow to compute: the table "
                                     "these heaps need takes more than {seconds:g} s, so the "
                                     "position is not solved here. The rule lab's Grundy "
                                     "table computes the values in the background.",
                                     seconds=TABLE_SECONDS)) from None
    finally:
        _deadline.at = math.inf
    for index, heap in enumerate(heaps):
        if pattern.value(heap) is None:
            raise InputError(field, text("heap {number} ({heap}) is past the table: the "
                                         "values are computed here only to n = {last}, and "
                                         "no period is proved to reach further. {why}",
                                         number=index + 1, heap=shown(heap),
                                         last=shown(pattern.checked_to),
                                         why=pattern.why_text or pattern.why), index)
    return pattern


def _pattern(rule: HeapRule, biggest: int) -> Pattern:
    slow = getattr(rule, "slow_table_limit", None)
    if slow is not None:
        return _proved(rule, _slow_table(biggest, slow))
    pattern = _proved(rule, FIRST_TABLE)
    if pattern.value(biggest) is None:
        pattern = _proved(rule, LONGEST_TABLE)
    return pattern


def _slow_table(biggest: int, limit: int) -> int:
    """How far to compute a rule whose table costs about n^3 steps (hex:0.FF to 2,048:
    12 s) and that no theorem proves: as far as the heaps need, in doublings from
    SLOW_FIRST_TABLE, never past its `limit` (a heap further is refused at once)."""
    size = SLOW_FIRST_TABLE
    while size < min(biggest, limit):
        size *= 2
    return min(size, limit)


def check(game: RuleGame, position: Position) -> None:
    """Refuse a bad rule, and heaps no table or proof reaches."""
    rule = game.rule_of(position)
    heaps = heaps_of(position)
    if not rule.misere or len(heaps) <= 1:
        pattern_for(rule, position.numbers)
    elif sum(heaps) > MISERE_SEARCH_TOTAL:
        raise InputError("heaps", text("In misère play several heaps are searched move by "
                                       "move, so they may hold at most {limit} objects in "
                                       "all, not {count}.", limit=MISERE_SEARCH_TOTAL,
                                       count=shown(sum(heaps))))


# --- moves -------------------------------------------------------------------------------

def rest_words(parts: tuple[int, ...]) -> str:
    return " + ".join(shown(part) for part in parts)


def move_after(position: Position, heaps: tuple[int, ...], index: int,
               parts: tuple[int, ...]) -> Move:
    """The move that turns heap `index` of `heaps` (no zeros) into `parts`."""
    heap = heaps[index]
    after = _parts_put_back(heaps, index, parts)
    taken = heap - sum(parts)
    number = _place(position.numbers, index) + 1
    if not parts:
        words = text("take all {taken} from heap {heap}", taken=taken, heap=number)
    elif len(parts) == 1:
        words = text("take {taken} from heap {heap}", taken=taken, heap=number)
    elif taken:
        words = text("take {taken} from heap {heap} and split the rest into {parts}",
                     taken=taken, heap=number, parts=rest_words(parts))
    else:
        words = text("split heap {heap} into {parts}", heap=number, parts=rest_words(parts))
    return Move(position.with_numbers(after), words, text("heap {heap}", heap=number))


def _parts_put_back(heaps: tuple[int, ...], index: int, parts: tuple[int, ...]
                    ) -> tuple[int, ...]:
    """The heaps once heap `index` is replaced by `parts`, in increasing order."""
    return tuple(sorted(heaps[:index] + parts + heaps[index + 1:]))


def _place(numbers: tuple[int, ...], index: int) -> int:
    """Where the heap `index` of the non-empty heaps stands among all the numbers typed."""
    if 0 not in numbers:
        return index
    return [place for place, heap in enumerate(numbers) if heap][index]


def parts_of(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """(index of the heap of `before` a move changed, the parts it left), `after` being the
    heaps after the move in any order: the heap that went (the first of its size), and
    the parts that came. ValueError when no single heap went."""
    went = Counter(before)
    went.subtract(after)
    gone = [size for size, count in went.items() if count > 0]
    if len(gone) != 1 or went[gone[0]] != 1:
        raise ValueError(f"{after} is not one move from {before}")
    came = Counter(after)
    came.subtract(before)
    came[gone[0]] += 1
    parts = tuple(sorted(came.elements()))
    return before.index(gone[0]), parts


def legal_moves(rule_of: Callable[[Position], HeapRule],
                removals: Callable[[HeapRule, int, int], Iterator[tuple[int, ...]]],
                takes: Callable[[HeapRule, int], Iterable[int]]) -> Callable[[Position],
                                                                      Iterator[Move]]:
    """Every move, smallest take first, then heap by heap: `takes(rule, biggest)` gives in
    increasing order the numbers k of objects a move may remove (from heaps of at most
    `biggest`), and `removals(rule, heap, k)` what removing k from `heap` may leave.

    Only the amounts a move may take are visited, and only the first heap of each size
    (equal heaps have the same moves), so the first moves come at once however large the
    heaps or the rule's largest take: walking every k up to a member of 16,384 over 2,000
    equal heaps took seconds before the first move past k = 1."""
    def moves(position: Position) -> Iterator[Move]:
        heaps = heaps_of(position)
        for index, parts in _removal_places(rule_of(position), heaps, removals, takes):
            yield move_after(position, heaps, index, parts)
    return moves


def legal_positions(rule_of: Callable[[Position], HeapRule],
                    removals: Callable[[HeapRule, int, int], Iterator[tuple[int, ...]]],
                    takes: Callable[[HeapRule, int], Iterable[int]]
                    ) -> Callable[[Position], Iterator[Position]]:
    """The positions after legal_moves' moves, in the same order, without their words:
    what a search reads (writing the words too made it twice as slow over every small
    position, bench/bench_search.py)."""
    def positions(position: Position) -> Iterator[Position]:
        heaps = heaps_of(position)
        for index, parts in _removal_places(rule_of(position), heaps, removals, takes):
            yield position.with_numbers(_parts_put_back(heaps, index, parts))
    return positions


def reach_by_steps(rule_of: Callable[[Position], HeapRule],
                   step: Callable[[HeapRule], int | None]) -> Callable[[Position], int]:
    """At least the positions reached from a position, for a rule whose moves may take
    `step(rule)` objects from any bigger heap, leaving one heap (None: no such move).

    A heap h alone goes down k at a time through c = (h - 1) // k + 1 sizes. Any j heaps
    that go down so, the others kept, reach the product of their c's in order, and a
    position is at most j! of those orders: at least c_1 ... c_j / j! positions. The
    largest c's are taken first, while each multiplies by more than it divides."""
    def reach(position: Position) -> int:
        heaps = heaps_of(position)
        k = step(rule_of(position))
        if not heaps or k is None:
            return 1
        bound = 1
        sizes = sorted(((heap - 1) // k + 1 for heap in heaps), reverse=True)
        for j, c in enumerate(sizes, 1):
            if c <= j or bound > REACH_CAP:
                break
            bound = bound * c // j
        return bound
    return reach


def _removal_places(rule: HeapRule, heaps: tuple[int, ...],
                    removals: Callable[[HeapRule, int, int], Iterator[tuple[int, ...]]],
                    takes: Callable[[HeapRule, int], Iterable[int]]
                    ) -> Iterator[tuple[int, tuple[int, ...]]]:
    """(heap index, parts left) of every move, in legal_moves' order."""
    first_of: dict[int, int] = {}
    for index, heap in enumerate(heaps):
        first_of.setdefault(heap, index)
    # Moves from heaps of different sizes never lead to the same position (each part
    # is smaller than the heap it came from), so nothing is listed twice.
    active = sorted(first_of.values())
    for k in takes(rule, max(heaps, default=0)):
        active = [index for index in active if heaps[index] >= k]
        if not active:
            return
        for index in active:
            for parts in removals(rule, heaps[index], k):
                yield index, parts


def direct_legal_move(rule_of: Callable[[Position], HeapRule],
                      allowed: Callable[[HeapRule, int, int, tuple[int, ...]], bool]
                      ) -> Callable[[Position, Position], Move | None]:
    """The move from one position to another, read off their difference and checked by
    `allowed(rule, heap, k, parts)` (removing k from `heap` may leave `parts`), at once
    whatever the heaps' size."""
    def legal(before: Position, after: Position) -> Move | None:
        if after.options != before.options:
            return None
        heaps = heaps_of(before)
        try:
            index, parts = parts_of(heaps, after.numbers)
        except ValueError:
            return None
        taken = heaps[index] - sum(parts)
        if taken < 0 or min(parts, default=1) < 1 or not allowed(rule_of(before), heaps[index], taken, parts):
            return None
        move = move_after(before, heaps, index, tuple(sorted(parts)))
        return move if move.after == after else None
    return legal


# --- solving -----------------------------------------------------------------------------

def solve(game: RuleGame, tree: PositionTree, position: Position) -> Analysis:
    rule = game.rule_of(position)
    heaps = heaps_of(position)
    if rule.misere and len(heaps) > 1:
        return _solve_misere_sum(game, tree, position, heaps)
    pattern = pattern_for(rule, heaps)
    values = [pattern.value(heap) for heap in heaps]
    if rule.misere:
        verdict = solve_heaps(rule, pattern, heaps)
        winner, total, complete = verdict.winner, None, True
        found = [parts_of(heaps, after) for after in verdict.moves]
    else:
        total = 0
        for value in values:
            total ^= value
        winner = FIRST if total else SECOND
        found, complete = _winning_parts(rule, pattern, heaps, values, total)
    moves = MoveList(len(found), lambda k: move_after(position, heaps, *found[k]))
    steps = [_table_step(game, rule, pattern)]
    if heaps:
        steps += _value_steps(game, rule, pattern, heaps, values)
    steps.append(_conclusion(game, rule, heaps, total, winner, len(moves)))
    facts = {"grundy": total, "values": values, "rule": rule.title,
             "period": pattern.period if pattern.proved else None,
             "preperiod": pattern.preperiod if pattern.proved else None,
             "proved": pattern.proved, "table_to": pattern.checked_to}
    return Analysis(game.id, position, winner, moves, tuple(steps), facts,
                    moves_complete=complete)


def _winning_parts(rule: HeapRule, pattern: Pattern, heaps: tuple[int, ...], values: list,
                   total: int) -> tuple[list[tuple[int, tuple[int, ...]]], bool]:
    """(heap index, parts left) of every winning move, one per resulting position (heaps
    of one size give the same positions, so the first of each size is played), and
    whether they are all listed (a huge heap's splits are listed one per class: see
    solvers/rules/positions.py)."""
    found: dict[tuple[int, tuple[int, ...]], int] = {}
    complete = True
    if not total:
        return [], True
    done: set[int] = set()
    for index, (heap, value) in enumerate(zip(heaps, values)):
        if heap in done:
            continue
        done.add(heap)
        complete = complete and not splits_by_class(rule, pattern, heap)
        for parts in parts_valued(rule, pattern, heap, total ^ value):
            found.setdefault((heap, tuple(sorted(parts))), index)
    return [(index, parts) for (_, parts), index in found.items()], complete


def _table_step(game: RuleGame, rule: HeapRule, pattern: Pattern) -> Text:
    return text("The rule {rule}: its {kind} are computed to n = {last}. {why}",
                quote=game.proof_rule, rule=rule.title_text,
                kind=("outcomes o(n) (0: lost for the player to move)" if rule.misere
                      else "Grundy values g(n)"),
                last=pattern.checked_to, why=pattern.why_text or pattern.why)


def _value_steps(game: RuleGame, rule: HeapRule, pattern: Pattern, heaps: tuple[int, ...],
                 values: list[int | None]) -> list[Text]:
    steps = [text("One heap: {words}", quote=MISERE_SUM if rule.misere else XOR,
                  words=losing_rule_text(pattern))]
    name = "o" if rule.misere else "g"
    for index, (heap, value) in enumerate(zip(heaps[:HEAPS_NAMED], values)):
        if heap > pattern.checked_to:
            assert pattern.preperiod is not None and pattern.period is not None
            place = pattern.preperiod + (heap - pattern.preperiod) % pattern.period
            steps.append(text("Heap {i}: {name}({n}) = {name}({place}) = {value}, by the "
                              "proved period {period}.", quote=game.proof_rule, i=index + 1,
                              name=name, n=heap, place=place, value=value,
                              period=pattern.period))
        else:
            steps.append(text("Heap {i}: {name}({n}) = {value}, from the table.",
                              quote=MISERE_SUM if rule.misere else MEX, i=index + 1,
                              name=name, n=heap, value=value))
    if len(heaps) > HEAPS_NAMED:
        steps.append(text("… and {count} more heaps, valued the same way.", quote=MEX,
                          count=len(heaps) - HEAPS_NAMED))
    return steps


def _conclusion(game: RuleGame, rule: HeapRule, heaps: tuple[int, ...], total: int | None,
                winner: str, count: int) -> Text:
    if not heaps:
        if rule.misere:
            return text("No heap is left: the player to move cannot move, and in misère "
                        "play that means the player to move has won.", quote=game.end_rule)
        return text("No heap is left: the player to move cannot move. The second player "
                    "wins.", quote=game.end_rule)
    if rule.misere:
        if winner == FIRST:
            return text("A move leaves a heap lost for the player to move ({count} such "
                        "move(s)). The first player wins.", quote=MISERE_SUM, count=count)
        return text("Every move leaves a heap won for the player to move. The second "
                    "player wins.", quote=MISERE_SUM)
    if total:
        return text("The XOR of the values is {total}, not 0: a move that changes one heap "
                    "so that the values XOR to 0 exists ({count} such move(s)). The first "
                    "player wins.", quote=game.move_rule, total=total, count=count)
    return text("The XOR of the values is 0: every move changes one heap's value and makes "
                "the XOR non-zero, and the opponent can make it 0 again. The second player "
                "wins.", quote=XOR)


@functools.lru_cache(maxsize=16)
def _search(tree: PositionTree) -> Search:
    return Search(tree)


def _solve_misere_sum(game: RuleGame, tree: PositionTree, position: Position,
                      heaps: tuple[int, ...]) -> Analysis:
    """Several misère heaps: their outcomes do not add up, so the sum is searched."""
    search = _search(tree)
    start = Position(tuple(sorted(heaps)), position.options)
    wins = search.mover_wins(start)
    moves = [move for move in tree.moves(position) if not search.mover_wins(move.after)]
    steps = (text("Misère play: the heaps {heaps} were searched move by move.",
                  quote=MISERE_SUM, heaps=rest_words(heaps)),
             text("A move leaves a position lost for the player to move ({count} such "
                  "move(s)). The first player wins.", quote=MISERE_SUM, count=len(moves))
             if wins else
             text("Every move leaves a position won for the player to move. The second "
                  "player wins.", quote=MISERE_SUM))
    return Analysis(game.id, position, FIRST if wins else SECOND, moves, steps,
                    {"grundy": None})


# --- sums and the map ----------------------------------------------------------------------

def grundy(game: RuleGame, position: Position) -> int:
    rule = game.rule_of(position)
    heaps = heaps_of(position)
    pattern = pattern_for(rule, heaps)
    total = 0
    for heap in heaps:
        total ^= pattern.value(heap)
    return total


def grundy_move(game: RuleGame, tree: PositionTree, position: Position,
                target: int) -> Move | None:
    """A move leaving the heaps' values XOR `target` (normal play)."""
    total = grundy(game, position)
    rule = game.rule_of(position)
    heaps = heaps_of(position)
    pattern = pattern_for(rule, heaps)
    for index, heap in enumerate(heaps):
        wanted = total ^ target ^ pattern.value(heap)
        parts = next(parts_valued(rule, pattern, heap, wanted), None)
        if parts is not None:
            return move_after(position, heaps, index, tuple(sorted(parts)))
    return None


def plane(largest: int, size: int) -> Plane:
    """Two heaps on the axes; the position's other heaps stay."""
    def cell(base: Position, first: int, second: int) -> Position:
        return base.with_numbers((first, second) + base.numbers[2:])
    return Plane("heap 1", "heap 2", cell, default_size=size, largest=largest)
