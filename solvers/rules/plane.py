"""Two-heap games given by their moves: take s ∈ A from one heap, or s ∈ B from both.

Pure and exact. A move set is a tuple of positive integers, or None for "any number".
The plane of (a, b) is computed by its rule (outcomes, Grundy values), and guesses about
its P-positions are checked over the computed range: each is a conjecture with that range
unless a cited theorem proves it (Nim on two heaps, Wythoff's theorem, the
Sprague–Grundy theorem for B = ∅).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from math import gcd, isqrt

from ..params import InputError, shorten
from ..spec import Cancelled, ShouldStop, Text, text
from .base import mex

MoveSet = tuple[int, ...] | None
ANY = None
#: Largest member of a finite move set.
LARGEST_MEMBER = 10**6

NIM_THEOREM = ("Nim on two heaps: the player to move loses exactly when the heaps are "
               "equal (the other player copies every move).")
WYTHOFF_THEOREM = ("Wythoff's theorem: the losing positions are the pairs (⌊kφ⌋, ⌊kφ²⌋), "
                   "φ = (1 + √5)/2, and their mirror images.")
SUM_THEOREM = ("Sprague–Grundy theorem: with no move on both heaps the game is the sum of "
               "two one-heap games, lost exactly when their values g(a) and g(b) are equal.")


def parse_move_set(word: str, field: str, label: str) -> MoveSet:
    """'any', 'none' (or '-'), or numbers separated by commas ('1,2,5')."""
    word = word.strip().lower()
    if word == "any":
        return ANY
    if word in ("none", "-", "{}"):
        return ()
    members: list[int] = []
    for index, item in enumerate(word.strip("{}").split(",")):
        item = item.strip()
        if not item.isdigit():
            raise InputError(field, text("{label}: '{item}' is not a whole number; write any, "
                                         "none or numbers like 1,2,5", label=label,
                                         item=shorten(item)))
        if len(item) > 7 or int(item) > LARGEST_MEMBER:
            raise InputError(field, text("{label}: {item} is too large (at most {limit:,})",
                                         label=label, item=shorten(item),
                                         limit=LARGEST_MEMBER))
        value = int(item)
        if value < 1:
            raise InputError(field, text("{label}: {value} is not a positive number",
                                         label=label, value=value))
        if value in members:
            raise InputError(field, text("{label}: {value} is in the set already",
                                         label=label, value=value))
        members.append(value)
    return tuple(sorted(members))


def move_set_word(moves: MoveSet) -> str:
    if moves is None:
        return "any"
    return ",".join(map(str, moves)) if moves else "none"


@dataclass(frozen=True)
class PlaneRule:
    """Take s ∈ take from one heap, or s ∈ both from both heaps."""

    take: MoveSet
    both: MoveSet

    @property
    def is_nim(self) -> bool:
        return self.take is None and self.both == ()

    @property
    def is_wythoff(self) -> bool:
        return self.take is None and self.both is None

    def amounts(self, moves: MoveSet, limit: int) -> Iterator[int]:
        if moves is None:
            return iter(range(1, limit + 1))
        return (s for s in moves if s <= limit)

    def options(self, a: int, b: int) -> Iterator[tuple[int, int, int]]:
        """(where, s, …) as (0: heap A, 1: heap B, 2: both) with the amount, smallest first."""
        kinds = ((0, self.amounts(self.take, a)), (1, self.amounts(self.take, b)),
                 (2, self.amounts(self.both, min(a, b))))
        pending = [(next(it, None), where, it) for where, it in kinds]
        pending = [entry for entry in pending if entry[0] is not None]
        while pending:
            pending.sort(key=lambda entry: (entry[0], entry[1]))
            s, where, it = pending.pop(0)
            yield where, s, 0
            following = next(it, None)
            if following is not None:
                pending.append((following, where, it))

    def per_cell(self, width: int, height: int) -> int:
        """Steps a cell costs in an outcome table (an "any" set costs one flag)."""
        take = 1 if self.take is None else len(self.take)
        both = 1 if self.both is None else len(self.both)
        return 2 * take + both


def outcome_table(rule: PlaneRule, width: int, height: int,
                  should_stop: ShouldStop | None = None) -> list[list[bool]]:
    """Rows b = 0..height−1 of "the player to move wins" at (a, b), by the rule.

    The sweep goes up and right. A cell found lost marks as won the cells that its sets'
    moves come from, and for an "any" set a flag on its row, column or diagonal does the
    same; a cell nothing marked is lost. So a cell costs one look, and a lost one a step
    per member of a set (checking each cell's moves instead: a table of 512 × 512 took
    120-170 ms for a new rule with sets of two or three, now 14-33 ms).
    """
    wins = [[False] * width for _ in range(height)]
    row_lost = [False] * height
    column_lost = [False] * width
    diagonal_lost: set[int] = set()
    take, both = rule.take, rule.both
    for a in range(width):
        if should_stop and a % 16 == 0 and should_stop():
            raise Cancelled()
        for b in range(height):
            row = wins[b]
            if (row[a] or take is None and (row_lost[b] or column_lost[a])
                    or both is None and a - b in diagonal_lost):
                row[a] = True
                continue
            row_lost[b] = column_lost[a] = True
            diagonal_lost.add(a - b)
            for s in take or ():
                if a + s < width:
                    row[a + s] = True
                if b + s < height:
                    wins[b + s][a] = True
            for s in both or ():
                if a + s < width and b + s < height:
                    wins[b + s][a + s] = True
    return wins


def grundy_table(rule: PlaneRule, width: int, height: int,
                 should_stop: ShouldStop | None = None) -> list[list[int]]:
    """Rows b = 0..height−1 of the Grundy values g(a, b) (normal play): each the mex of
    its options' values."""
    values = [[0] * width for _ in range(height)]
    for a in range(width):
        if should_stop and should_stop():
            raise Cancelled()
        for b in range(height):
            seen = set()
            for where, s, _ in rule.options(a, b):
                if where == 0:
                    seen.add(values[b][a - s])
                elif where == 1:
                    seen.add(values[b - s][a])
                else:
                    seen.add(values[b - s][a - s])
            values[b][a] = mex(seen)
    return values


def one_heap_values(take: tuple[int, ...], count: int) -> list[int]:
    """The Grundy values of one heap of 0..count−1 when a move takes some s ∈ take from
    it: row b = 0 of grundy_table(PlaneRule(take, ()), …), in count·|take| steps where the
    table takes count² (a 64-wide table: 12-16 ms, each time the rule is new)."""
    values: list[int] = []
    for a in range(count):
        values.append(mex({values[a - s] for s in take if s <= a}))
    return values


@functools.lru_cache(maxsize=16)
def cached_outcomes(rule: PlaneRule, side: int) -> list[list[bool]]:
    """The outcome table of a side × side square, kept for the next question."""
    return outcome_table(rule, side, side)


@functools.lru_cache(maxsize=16)
def cached_grundy(rule: PlaneRule, side: int) -> list[list[int]]:
    return grundy_table(rule, side, side)


def side_for(*numbers: int) -> int:
    """A power of two, at least 32, above every number: tables are kept by that side.
    (The least power of two above m is 2^bits(m), at once even for m of 10^5 digits.)"""
    return max(32, 1 << max(numbers, default=0).bit_length())


def p_positions(wins: list[list[bool]]) -> list[tuple[int, int]]:
    return [(a, b) for b, row in enumerate(wins) for a, win in enumerate(row) if not win]


# --- the guesses ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Guess:
    """A statement about the P-positions, checked for all a, b < `checked_to`; `proved`
    names the theorem that makes it hold for every position ("" for a conjecture)."""

    key: str
    statement: Text
    checked_to: int
    proved: str = ""

    @property
    def label(self) -> Text:
        if self.proved:
            return text("proved ({theorem}): {statement}", theorem=self.proved,
                        statement=str(self.statement))
        return text("conjecture: holds for all P-positions with a, b < {n}: {statement}",
                    n=self.checked_to, statement=str(self.statement))


def golden_pair(k: int) -> tuple[int, int]:
    """(⌊kφ⌋, ⌊kφ²⌋) exactly: ⌊kφ⌋ = (k + isqrt(5k²)) // 2 and ⌊kφ²⌋ = ⌊kφ⌋ + k."""
    low = (k + isqrt(5 * k * k)) // 2
    return low, low + k


def guesses(rule: PlaneRule, wins: list[list[bool]],
            values: Callable[[int], int] | None = None) -> list[Guess]:
    """The guesses that hold over the square `wins` (side n), the proved ones first."""
    n = len(wins)
    lost = p_positions(wins)
    lost_set = set(lost)
    found: list[Guess] = []
    if all((a == b) == ((a, b) in lost_set) for a in range(n) for b in range(n)):
        found.append(Guess("equal", text("the P-positions are those with a = b, "
                                          "that is a XOR b = 0"), n,
                           "Nim" if rule.is_nim else ""))
    elif (period := _period(wins)) is not None:
        found.append(_periodic_guess(wins, period, n))
    if rule.both == () and not rule.is_nim and values is not None and all(
            ((a, b) in lost_set) == (values(a) == values(b)) for a in range(n) for b in range(n)):
        found.append(Guess("sum", text("the P-positions are those with g(a) = g(b), g the "
                                           "values of one heap under the moves of A"), n,
                               "Sprague–Grundy"))
    if not found:
        found += _lines(lost, lost_set, n)
    beatty = _beatty(rule, lost, lost_set, n)
    if beatty is not None:
        found.append(beatty)
    found.sort(key=lambda guess: not guess.proved)
    return found


def _period(wins: list[list[bool]]) -> int | None:
    """The least m ≤ n/3 with the square periodic by m both ways, or None."""
    n = len(wins)
    for m in range(1, n // 3 + 1):
        if all(wins[b][a] == wins[b % m][a % m] for b in range(n) for a in range(n)):
            return m
    return None


def _periodic_guess(wins: list[list[bool]], m: int, n: int) -> Guess:
    residues = [(a, b) for b in range(m) for a in range(m) if not wins[b][a]]
    if residues == [(r, r) for r in range(m)]:
        return Guess("modular", text("the P-positions are those with a ≡ b (mod {m})", m=m), n)
    shown_pairs = ", ".join(f"({a}, {b})" for a, b in residues[:12])
    if len(residues) > 12:
        shown_pairs += ", …"
    return Guess("periodic", text("the P-positions repeat with period {m} in both heaps: "
                                  "(a mod {m}, b mod {m}) is one of {pairs}",
                                  m=m, pairs=shown_pairs or "none"), n)


def _lines(lost: list[tuple[int, int]], lost_set: set[tuple[int, int]], n: int
           ) -> list[Guess]:
    """P-positions exactly on a few lines b − a = d, or through the origin b/a = q/p."""
    found = []
    differences = sorted({b - a for a, b in lost})
    if 1 < len(differences) <= 4 and all(
            ((a, b) in lost_set) == (b - a in differences) for a in range(n) for b in range(n)):
        found.append(Guess("parallel", text("the P-positions lie exactly on the lines b − a = d "
                                            "for d in {{{ds}}}",
                                            ds=", ".join(map(str, differences))), n))
    slopes = sorted({(a // gcd(a, b), b // gcd(a, b)) for a, b in lost if (a, b) != (0, 0)})
    if 0 < len(slopes) <= 4 and (0, 0) in lost_set and all(
            ((a, b) in lost_set) == ((a, b) == (0, 0) or
                                     (a // gcd(a, b), b // gcd(a, b)) in slopes)
            for a in range(n) for b in range(n)):
        lines = ", ".join(f"{q}·a = {p}·b" for p, q in slopes)
        found.append(Guess("origin", text("the P-positions lie exactly on the lines through "
                                          "(0, 0): {lines}", lines=lines), n))
    return found


def _beatty(rule: PlaneRule, lost: list[tuple[int, int]], lost_set: set[tuple[int, int]],
            n: int) -> Guess | None:
    """Beatty pairs (⌊kα⌋, ⌊kβ⌋), 1/α + 1/β = 1, with α fitted exactly from the data."""
    if (0, 0) not in lost_set or any(a == b for a, b in lost if a):
        return None
    pairs = sorted((a, b) for a, b in lost if a < b)
    if len(pairs) < 3:
        return None
    # (Imported here: fractions and decimal are 2 ms of every start.)
    from fractions import Fraction

    alpha_low = max(Fraction(a, k) for k, (a, _) in enumerate(pairs, 1))
    alpha_high = min(Fraction(a + 1, k) for k, (a, _) in enumerate(pairs, 1))
    beta_low = max(Fraction(b, k) for k, (_, b) in enumerate(pairs, 1))
    beta_high = min(Fraction(b + 1, k) for k, (_, b) in enumerate(pairs, 1))
    if alpha_low <= 1 or beta_low <= 1:
        return None
    # β = α/(α − 1) falls as α grows: β in [beta_low, beta_high) means α in (lo, hi].
    low = max(alpha_low, beta_high / (beta_high - 1))
    high = min(alpha_high, beta_low / (beta_low - 1))
    if low >= high:
        return None
    alpha = (low + high) / 2
    beta = alpha / (alpha - 1)
    expected = set()
    k = 1
    while (b := (k * beta.numerator) // beta.denominator) < n:
        a = (k * alpha.numerator) // alpha.denominator
        expected |= {(a, b), (b, a)}
        k += 1
    expected.add((0, 0))
    if expected != {(a, b) for a, b in lost_set if a < n and b < n}:
        return None
    golden = all(golden_pair(k) == pair for k, pair in enumerate(pairs, 1))
    if golden:
        return Guess("beatty", text("the P-positions are the Beatty pairs (⌊kφ⌋, ⌊kφ²⌋), "
                                    "φ = (1 + √5)/2, and their mirror images"), n,
                     "Wythoff" if rule.is_wythoff else "")
    return Guess("beatty", text("the P-positions are the Beatty pairs (⌊kα⌋, ⌊kβ⌋), "
                                "1/α + 1/β = 1, for any α between {low} and {high}, and "
                                "their mirror images", low=str(low), high=str(high)), n)
