"""Moves, checks and answers cost the count of numbers in a position, not their size.

The background searches (the graph, the computer, hints, move values) read only the first
few legal moves of a position and poll their budget between them; a game that walks
every amount up to a heap of 10^18, or a set member of 16,384, before its first move
hangs them (the coin circle's list of 10^18 coins grew the process to 24 GB). So for every
game: its example with its numbers made huge, and positions one move into such a game,
must give their first legal moves, check a move, and be solved (or refused with an
InputError) at once.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from itertools import islice
from typing import Any

import pytest

from solvers import GAMES
from solvers.legal import round_robin
from solvers.play import legal_move
from solvers.spec import GameSpec, InputError, Move, Position

#: Generous: each of these answers takes milliseconds.
AT_ONCE = 1.0
SCALES = (10**18, 10**30)
FIRST_MOVES = 5

BIG = 10**18
#: Huge positions beyond the scaled examples: other rules and shapes of each game.
EXTRA: dict[str, list[str]] = {
    "bash": [f"{BIG} {BIG} --misere", f"{10**30} 7", f"10 {BIG}"],
    "wythoff": [f"{10**30} {10**30}", f"0 {10**30}"],
    "nim": [" ".join([str(BIG)] * 2000), f"0 0 {10**30}"],
    "misere-nim": [f"1 1 {10**30}", " ".join([str(BIG)] * 2000)],
    "fibonacci": [f"{BIG} {BIG // 10}", f"{10**30} 5", f"{10**30} {10**30}"],
    "staircase": [f"0 {10**30} 7", " ".join([str(BIG)] * 2000)],
    "georgia-bob": [f"{BIG} {10**30}"],
    "hill": [f"{BIG} {10**30} --king 1", f"0 {10**30} --king 2"],
    "boxes": [f"0 0 0 0 0 {10**30}", " ".join([str(BIG)] * 600)],
    "euclid": [f"{BIG} 7", f"{10**30} {BIG + 1}", f"{10**30} 1"],
    "corner-board": [f"{BIG + 1}", f"{BIG} 1 2", f"{BIG} 2 1 2 2"],
    "coin-circle": [f"{BIG} 3", f"{BIG} {BIG}", f"9 {BIG}", f"{BIG} 1"],
    "pirates": [f"{BIG} {BIG // 10} --pirate 5", f"{BIG} {10**30} --pirate {BIG}"],
    "subtraction": [
        f"{BIG} --set 1 3 4 --misere",
        f"{BIG} --set 2 3 --all-but",
        # A member of 15,999 (its period is proved) and 2,000 equal heaps: the moves
        # removing 2 to 15,998 do not exist, and equal heaps have the same moves.
        f"{' '.join([str(BIG)] * 2000)} --set 1 15999",
        f"{' '.join(['16384'] * 2000)} --set 16384",
        f"{' '.join(['16384'] * 2000)} --set 16000 16384",
    ],
    "octal": [f"{BIG} {10**30} --code 4.07", f"{BIG} --code 0.137", f"{BIG} --code 0.F",
              f"{' '.join([str(BIG)] * 2000)} --code 0.07"],
    "two-heap": [f"{BIG} {10**30} --take any --both none",
                 f"{BIG} {10**30} --take any --both any",
                 f"{BIG} {10**30} --take 1,2 --both 1"],
}


def _scaled_example(spec: GameSpec, scale: int) -> str:
    example = spec.parse(spec.example)
    return spec.format(example.with_numbers(n * scale for n in example.numbers))


def _cases(one_move_in: bool = False) -> list[Any]:
    cases = []
    for game, spec in GAMES.items():
        if one_move_in and not spec.is_two_player:
            continue
        texts = [_scaled_example(spec, scale) for scale in SCALES] + EXTRA.get(game, [])
        for index, text in enumerate(texts):
            cases.append(pytest.param(game, text, id=f"{game}-{index}"))
    return cases


def answer_within(what: str, call: Callable[[], Any], seconds: float = AT_ONCE) -> Any:
    """call(), or the InputError it raised, asserting it took less than `seconds`."""
    began = time.perf_counter()
    try:
        result = call()
    except InputError as error:
        result = error
    elapsed = time.perf_counter() - began
    assert elapsed < seconds, f"{what} took {elapsed:.2f} s"
    return result


def _start(game: str, text: str) -> Position | None:
    """The position read from `text`, or None when the game refuses it (at once)."""
    spec = GAMES[game]
    position = answer_within("reading the position", lambda: spec.parse(text))
    return None if isinstance(position, InputError) else position


def _first_moves(spec: GameSpec, position: Position) -> list[Move]:
    where = spec.format(position)[:80]
    moves = answer_within(f"the first {FIRST_MOVES} moves of {where}",
                     lambda: list(islice(spec.legal_moves(position), FIRST_MOVES)))
    assert not isinstance(moves, InputError), where
    for move in moves:
        found = answer_within(f"checking {move.text} from {where}",
                         lambda after=move.after: legal_move(spec, position, after))
        assert isinstance(found, Move) and found.after == move.after, (where, str(move.text))
    return moves


def _answered(spec: GameSpec, position: Position) -> Any:
    """The analysis, or the InputError of a position the solver refuses, both at once;
    the Grundy value likewise."""
    where = spec.format(position)[:80]
    analysis = answer_within(f"solving {where}", lambda: spec.solve(position))
    if spec.grundy is not None:
        answer_within(f"the Grundy value of {where}", lambda: spec.grundy(position))
    return analysis


def _winning_move(analysis: Any) -> Move | None:
    if isinstance(analysis, InputError) or not analysis.moves:
        return None
    return analysis.moves[0]


@pytest.mark.parametrize("game, text", _cases())
def test_a_huge_position_is_answeredanswer_within(game, text):
    spec = GAMES[game]
    position = _start(game, text)
    if position is None:
        return
    analysis = _answered(spec, position)
    if not spec.is_two_player:
        return
    _first_moves(spec, position)
    winning = _winning_move(analysis)
    if winning is not None:
        found = answer_within(f"checking the winning move {winning.text}",
                         lambda: legal_move(spec, position, winning.after))
        assert isinstance(found, Move) and found.after == winning.after


@pytest.mark.parametrize("game, text", _cases(one_move_in=True))
def test_one_move_into_a_huge_game_is_answeredanswer_within(game, text):
    """After the first two legal moves and the first winning move of a huge position (the
    positions a search or the computer looks at next)."""
    spec = GAMES[game]
    position = _start(game, text)
    if position is None:
        return
    moves = _first_moves(spec, position)[:2]
    winning = _winning_move(_answered(spec, position))
    for move in moves + ([winning] if winning is not None else []):
        _answered(spec, move.after)
        _first_moves(spec, move.after)


# --- the rule lab's move lists, against a listing of every take -----------------------------

def _every_take(spec: GameSpec, position: Position) -> list[Position]:
    """Every move by brute force, in the order the games promise (smallest take first, then
    heap by heap, then the rule's own order), one per resulting position: each heap's
    options from its rule, grouped by the number of objects taken."""
    rule = spec.heap_rule(position)
    heaps = tuple(heap for heap in position.numbers if heap)
    found: dict[tuple[int, ...], None] = {}
    for taken in range(max(heaps, default=0) + 1):
        for index, heap in enumerate(heaps):
            for parts in rule.options(heap):
                if heap - sum(parts) == taken:
                    after = tuple(sorted(heaps[:index] + parts + heaps[index + 1:]))
                    found.setdefault(after)
    return [position.with_numbers(after) for after in found]


RULE_LAB_POSITIONS = [
    "3 3 0 5 3 --set 1 3 4", "7 2 7 --set 2 5", "6 6 6 1 --set 2 3 --all-but",
    "0 0 --set 1", "9 --set 1 2 --misere", "4 4 2 --code 4.07", "8 0 8 5 --code 0.77",
    "5 5 6 --code 0.F", "6 3 6 --code 0.137", "7 7 --code 4.6",
]


@pytest.mark.parametrize("game", ["subtraction", "octal"])
def test_rule_lab_moves_are_every_take_in_order(game):
    spec = GAMES[game]
    texts = [text for text in RULE_LAB_POSITIONS if ("--code" in text) == (game == "octal")]
    positions = [spec.parse(text) for text in texts]
    positions += [spec.parse(text) for text in spec.small_positions()][::7]
    for position in positions:
        listed = [move.after for move in spec.legal_moves(position)]
        assert listed == _every_take(spec, position), spec.format(position)


class CountedReads(Sequence):
    """Limits that count how many times one of them is read."""

    def __init__(self, limits: list[int]):
        self.limits = limits
        self.reads = 0

    def __len__(self) -> int:
        return len(self.limits)

    def __getitem__(self, index):
        self.reads += 1
        return self.limits[index]

    def __iter__(self):
        return (self[i] for i in range(len(self)))


def test_round_robin_lists_every_amount_smallest_first_across_the_numbers():
    rng = random.Random(7)
    for _ in range(500):
        limits = [rng.randrange(0, 6) for _ in range(rng.randrange(0, 7))]
        expected = sorted((amount, index) for index, limit in enumerate(limits)
                          for amount in range(1, limit + 1))
        assert list(round_robin(limits)) == expected, limits


def test_the_first_move_of_many_numbers_reads_only_up_to_the_first_that_moves():
    """The play panel asks whether a position has any move several times as it shows one:
    with 10^5 heaps each ask once read all of them (50 ms of the window's thread)."""
    limits = CountedReads([0, 0, 3] + [5] * 100_000)
    assert next(round_robin(limits)) == (1, 2)
    assert limits.reads <= 3
