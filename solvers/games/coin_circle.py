"""HDU 3951: coins in a circle; take 1..K consecutive coins; whoever takes the last wins.

A position is N and K, then the numbers (1..N, clockwise) of the coins already taken
("9 2 4 5": coins 4 and 5 are gone). The start is settled by symmetry for any N. Once
the circle is broken, the coins left form rows, and a row is a game of its own; the
Sprague–Grundy values of rows decide every position in mid-game exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations

from ..judge_input import JudgeFormat, Lines, Reader
from ..legal import REACH_BITS, confirmed
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    InputError,
    IntListParam,
    IntParam,
    Move,
    Plane,
    Position,
    PositionTree,
    Text,
    shown,
    text,
)
from ..xor import nim_sum

#: Largest circle whose positions in mid-game are solved (a table of row values).
MID_GAME_LIMIT = 120


TAKE = ("A move takes 1 to K coins that are next to each other (no gap left by an earlier "
        "move between them).")
ALTERNATE = ("With K = 1 the coins simply alternate, so the first player wins exactly when N "
             "is odd.")
ALL_AT_ONCE = "With K ≥ N the first player takes every coin at once."
MIRROR = ("Otherwise the first move breaks the circle into a row, and the second player "
          "splits that row into two equal halves, then mirrors every move.")
ROWS = ("Once the circle is broken, the coins left form separate rows; a row of L coins has a "
        "Sprague–Grundy value g(L), and the player to move loses exactly when the XOR of the "
        "rows' values is 0.")


def taken_coins(position: Position) -> tuple[int, ...]:
    return position.numbers[2:]


class Row(Sequence[int]):
    """`length` coins next to one another clockwise from coin `first` on a circle of `n`
    (coin n is followed by coin 1). Its coins are worked out when asked for: a row of a
    circle of 10^18 coins costs no more than a row of three."""

    def __init__(self, n: int, first: int, length: int):
        self.n, self.first, self.length = n, first, length

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, n = self.first - 1, self.n
            return [(start + i) % n + 1 for i in range(*index.indices(self.length))]
        if index < 0:
            index += self.length
        if not 0 <= index < self.length:
            raise IndexError(index)
        return (self.first - 1 + index) % self.n + 1

    def run(self, index: int, count: int) -> list[int]:
        """The `count` coins from the one at `index` (0 <= index <= len - count): the
        slice [index:index + count], without a slice's checks (the moves take many)."""
        start, n = self.first - 1 + index, self.n
        return [(start + i) % n + 1 for i in range(count)]

    def index(self, coin: int, *_) -> int:
        offset = (coin - self.first) % self.n
        if 1 <= coin <= self.n and offset < self.length:
            return offset
        raise ValueError(f"coin {coin} is not in the row")

    def __contains__(self, coin: object) -> bool:
        return (isinstance(coin, int) and 1 <= coin <= self.n
                and (coin - self.first) % self.n < self.length)

    def __repr__(self) -> str:
        return f"Row(n={self.n}, first={self.first}, length={self.length})"


def rows(n: int, taken: set[int]) -> list[Row]:
    """The runs of coins still there, each in clockwise order, from the one after the
    lowest coin taken; [] when none is taken. Time and memory follow the coins taken."""
    if not taken:
        return []
    ends = sorted(taken)
    result = []
    for before, after in zip(ends, [*ends[1:], ends[0] + n]):
        if after - before > 1:
            result.append(Row(n, before % n + 1, after - before - 1))
    return result


@lru_cache(maxsize=64)
def row_values(k: int, longest: int) -> tuple[int, ...]:
    """Grundy values of a row of 0..longest coins when a move takes 1..k neighbours.

    A take leaves `rest` coins in two rows, and which values those can make does not
    depend on how many were taken: splits[rest] holds them once, as bits, and a row's
    options are the union over the k rests it can leave (k = 60, 118 coins: 5.4 -> 0.5 ms,
    where each take's splits were listed again)."""
    values = [0]
    splits = [1]                    # splits[rest]: bit v set when two rows of rest make v
    for length in range(1, longest + 1):
        reachable = 0
        for rest in range(max(0, length - k), length):
            reachable |= splits[rest]
        values.append((~reachable & (reachable + 1)).bit_length() - 1)   # the least unset
        made = 0
        for left in range(length // 2 + 1):
            made |= 1 << (values[left] ^ values[length - left])
        splits.append(made)
    return tuple(values)


def _validate(position: Position) -> None:
    n, _ = position.numbers[:2]
    taken = taken_coins(position)
    if taken and n > MID_GAME_LIMIT:
        raise InputError("taken", text("positions in mid-game are solved for circles of up "
                                       "to {limit} coins, not {count}", limit=MID_GAME_LIMIT,
                                       count=shown(n)))
    seen = set()
    for i, coin in enumerate(taken):
        if coin > n:
            raise InputError("taken", text("there is no coin {coin}: the coins are numbered "
                                           "1 to {count}", coin=shown(coin), count=shown(n)), i)
        if coin in seen:
            raise InputError("taken", text("coin {coin} is listed twice", coin=coin), i)
        seen.add(coin)


def _after(position: Position, coins: list[int]) -> Position:
    return position.with_numbers(position.numbers[:2]
                                 + tuple(sorted([*taken_coins(position), *coins])))


def _words(coins: list[int]):
    if len(coins) == 1:
        return text("take coin {coin}", coin=coins[0])
    return text("take coins {first} to {last}", first=coins[0], last=coins[-1])


def _take(position: Position, row: Row, coins: list[int], where: Text | None = None) -> Move:
    """The move taking `coins` from `row`; `where` is _where(position, row) if known."""
    return Move(_after(position, coins), _words(coins), where or _where(position, row))


def _where(position: Position, row: Row) -> Text:
    if not taken_coins(position):
        return text("the whole circle")
    return text("the row of {count} coin(s) from coin {first} to coin {last}",
                count=row.length, first=row[0], last=row[-1])


def _takes(position: Position) -> Iterator[tuple[Row, int, int]]:
    """Every legal take as (the row it is from, its first index in the row, how many
    coins): the coins are row.run(first, count), made only where they are wanted (a
    mid-game verdict looks at thousands of takes and keeps a few)."""
    n, k = position.numbers[:2]
    taken = set(taken_coins(position))
    if not taken:
        circle = Row(n, 1, n)             # the whole circle: a take may start anywhere
        for count in range(1, min(k, n) + 1):
            for first in range(n):
                yield circle, first, count
                if count == n:
                    break
        return
    for row in rows(n, taken):
        for count in range(1, min(k, row.length) + 1):      # len() stops at sys.maxsize
            for first in range(row.length - count + 1):
                yield row, first, count


def _moves(position: Position) -> Iterator[Move]:
    last_row, where = None, None
    for row, first, count in _takes(position):
        if row is not last_row:           # one row's takes come one after another
            last_row, where = row, _where(position, row)
        yield _take(position, row, row.run(first, count), where)


def _reach(position: Position) -> int:
    """PositionTree.reaches_at_least: a move may always take a single coin, so any of the
    coins left can go, one at a time: 2^(coins left) positions. (A search of the 18-coin
    circle's 262,144 passes its budget of 250,000; circles of 117 and 1,000 coins took
    1.6 and 7.2 s to find that out, their positions growing with each coin taken.)"""
    left = position.numbers[0] - len(taken_coins(position))
    return 1 << min(left, REACH_BITS)


def _successors(position: Position) -> Iterator[Position]:
    for row, first, count in _takes(position):
        yield _after(position, row.run(first, count))


def _legal_move(before: Position, after: Position) -> Move | None:
    """The take from `before` to `after`: the coins added must be one run of a row (of the
    whole circle, at the start) of at most K coins."""
    n, k = before.numbers[:2]
    if after.numbers[:2] != (n, k) or after.options != before.options:
        return None
    taken, now = set(taken_coins(before)), taken_coins(after)
    added = set(now) - taken
    if len(now) != len(set(now)) or not taken <= set(now) or not 1 <= len(added) <= k:
        return None
    count = len(added)
    if not taken:
        starts = [c for c in added if (c - 2) % n + 1 not in added] or [1]
        row = Row(n, 1, n)                # the whole circle
        coins = row.run(starts[0] - 1, count)
    else:
        row = next((r for r in rows(n, taken) if next(iter(added)) in r), [])
        first = min((row.index(c) for c in added if c in row), default=0)
        coins = list(row[first:first + count])
    if set(coins) != added:
        return None
    return confirmed(_take(before, row, coins), after)


def _solve_start(position: Position) -> Analysis:
    n, k = position.numbers
    if k == 1:
        first = n % 2 == 1
        explanation = (
            text("K = 1: every move takes one coin, so the game lasts exactly N = {n} move(s).",
                 quote=TAKE, n=n),
            text("N = {n} is {parity}: {who} takes the last coin and wins.", quote=ALTERNATE,
                 n=n, parity="odd" if first else "even",
                 who="the first player" if first else "the second player"))
    elif k >= n:
        first = True
        explanation = (
            text("K = {k} ≥ N = {n}: the first player takes all {n} coin(s) at once and wins.",
                 quote=ALL_AT_ONCE, k=k, n=n),)
    else:
        first = False
        explanation = (
            text("K = {k} < N = {n}: the first take, of at most K coins, leaves a row of "
                 "coins.", quote=TAKE, k=k, n=n),
            text("The second player takes its middle coin (odd row) or middle two (even row), "
                 "leaving two equal rows, then copies every move in the other row. The second "
                 "player wins.", quote=MIRROR))
    moves = []
    if first and n <= MID_GAME_LIMIT:
        moves = [_take(position, row, row.run(first, count))
                 for row, first, count in _takes(position) if k == 1 or count == n]
    return Analysis("coin-circle", position, FIRST if first else SECOND, moves,
                    explanation, {"n": n, "k": k, "taken": ()})


def solve(position: Position) -> Analysis:
    if len(position.numbers) == 2:
        return _solve_start(position)
    # Checked here too, not only when a position is read: a move from a big circle's start
    # leads to a mid-game position whose row values would take hours.
    _validate(position)
    n, k = position.numbers[:2]
    taken = set(taken_coins(position))
    runs = rows(n, taken)
    values = row_values(k, max((len(r) for r in runs), default=0))
    total = nim_sum([values[len(r)] for r in runs])
    moves = []
    if total:
        for row, first, count in _takes(position):
            left, right = first, row.length - first - count
            if values[left] ^ values[right] == total ^ values[row.length]:
                moves.append(_take(position, row, row.run(first, count)))
    explanation = (
        text("Rows of coins left, with the Grundy value g of each: {rows}.", quote=ROWS,
             rows=", ".join(f"{len(r)} (g = {values[len(r)]})"
                                             for r in runs) or "none"),
        text("The XOR is {total}: {verdict}.", quote=ROWS, total=total,
             verdict="the first player wins" if total else "the second player wins"),
    )
    return Analysis("coin-circle", position, FIRST if total else SECOND, moves, explanation,
                    {"n": n, "k": k, "taken": tuple(sorted(taken)), "xor": total})


def _random_args(rng: random.Random, size: int) -> str:
    return f"{rng.randrange(5, 7 + 2 * size)} {rng.randrange(1, 4)}"


def _judge_hdu3951(reader: Reader) -> Lines:
    for case in range(1, reader.next("the number of cases T") + 1):
        n = reader.next("n", 1)
        k = reader.next("k", 1)
        first = n % 2 == 1 if k == 1 else k >= n
        yield f"Case {case}: {'first' if first else 'second'}"


def _small_positions() -> list[str]:
    # Circles of up to 10 coins and every K up to one past N (a larger K plays the same).
    # Circles of 11 and 12 coins (2,048 and 4,096 positions for each K) made the tests'
    # exhaustive searches five times as long.
    texts = [f"{n} {k}" for n in range(1, 11) for k in range(1, n + 2)]
    return texts + [f"{n} {k} " + " ".join(map(str, taken)) for n in range(2, 10)
                    for k in (1, 2, 3) for taken in combinations(range(1, n + 1), 2)]


SPEC = GameSpec(
    id="coin-circle", title="Coin circle", chinese="环形取硬币",
    order=120,
    params=(IntParam("n", "Coins N", 9, minimum=1),
            IntParam("k", "Most per move K", 2, minimum=1),
            IntListParam("taken", "Coins taken so far", (), item="coin", minimum=1,
                         min_count=0, help="Leave empty for the start")),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors,
                                   reaches_at_least=_reach),
    legal_move=_legal_move, canvas="circle", validate=_validate,
    rules=("N coins lie in a circle.", TAKE, "Whoever takes the last coin wins."),
    theory=(ALTERNATE, ALL_AT_ONCE, MIRROR, ROWS),
    example="9 2",
    random_args=_random_args,
    plane=Plane("N", "K", lambda base, n, k: Position((n, k)), x_start=1, y_start=1, default_size=10, largest=12),
    judge_formats=(JudgeFormat("hdu3951", "T, then T lines 'n k' → Case i: first / second",
                               _judge_hdu3951, rank=3),),
    small_positions=_small_positions,
)
