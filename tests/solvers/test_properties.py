"""Random positions of every two-player game, checked two ways.

(a) Positions a little beyond the exhaustive ranges of test_against_search.py, still small
    enough for the brute-force engine: verdict and winning moves must match it exactly.
(b) Large positions (up to 10^30, some of 1,000 digits) where brute force is impossible:
    every listed move must be legal by the rules (re-derived here, independently of the
    solvers), must lead to a position that both the solver and an independent verdict
    written from GAMES.md call lost for the player to move, and for the games where it
    is cheap the number of winning moves must equal an independent count.
"""

from __future__ import annotations

import math
from decimal import Decimal, localcontext
from functools import reduce
from operator import xor

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from solvers import FIRST, GAMES, SECOND
from solvers.search import Search
from solvers.spec import Position

SMALL = settings(max_examples=60, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
LARGE = settings(max_examples=60, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

HUGE = st.integers(10**999, 10**1000 - 1)                 # 1,000 digits
BIG = st.one_of(st.integers(0, 10**30), st.integers(2**62, 2**64 + 5), HUGE)
POSITIVE_BIG = st.one_of(st.integers(1, 10**30), st.integers(2**62, 2**64 + 5), HUGE)

#: GAMES.md lets these two explain their strategy in words instead of listing moves.
MOVES_IN_WORDS = {"corner-board", "coin-circle"}


def nim_sum(values) -> int:
    return reduce(xor, values, 0)


def parse(game: str, words) -> Position:
    return GAMES[game].parse([str(w) for w in words])


# --- (a) brute force, a bit beyond the exhaustive ranges -------------------------------------

def assert_matches_search(searches: dict[str, Search], game: str, position: Position) -> None:
    spec, search = GAMES[game], searches[game]
    analysis = spec.solve(position)
    state = spec.tree.start(position)
    expected = FIRST if search.mover_wins(state) else SECOND
    where = f"{game} {spec.format(position)}"
    assert analysis.winner == expected, where
    listed = [move.after for move in analysis.moves]
    assert len(listed) == len(set(listed)), where
    if expected == SECOND or (game in MOVES_IN_WORDS and not listed):
        assert listed == [], where
        return
    winning = set(search.winning_successors(state))
    if analysis.moves_complete:
        assert set(listed) == winning, where
    else:
        assert listed and set(listed) <= winning, where


@SMALL
@given(st.integers(0, 240), st.integers(1, 25), st.booleans())
def test_search_bash(searches, n, m, misere):
    words = [n, m] + (["--misere"] if misere else [])
    assert_matches_search(searches, "bash", parse("bash", words))


@SMALL
@given(st.integers(0, 45), st.integers(0, 45))
def test_search_wythoff(searches, a, b):
    assert_matches_search(searches, "wythoff", parse("wythoff", [a, b]))


@SMALL
@given(st.sampled_from(["nim", "misere-nim"]),
       st.lists(st.integers(0, 9), min_size=1, max_size=4))
def test_search_nim_family(searches, game, heaps):
    if len(heaps) == 4:
        heaps = [h % 6 for h in heaps]
    assert_matches_search(searches, game, parse(game, heaps))


@SMALL
@given(st.integers(0, 70), st.one_of(st.none(), st.integers(1, 150)))
def test_search_fibonacci(searches, n, limit):
    words = [n] if limit is None else [n, limit]
    assert_matches_search(searches, "fibonacci", parse("fibonacci", words))


@SMALL
@given(st.lists(st.integers(0, 6), min_size=1, max_size=5))
def test_search_staircase(searches, stairs):
    if len(stairs) == 5:
        stairs = [s % 4 for s in stairs]
    assert_matches_search(searches, "staircase", parse("staircase", stairs))


@SMALL
@given(st.sets(st.integers(1, 15), min_size=1, max_size=5), st.randoms(use_true_random=False))
def test_search_georgia_bob(searches, cells, rnd):
    order = sorted(cells)
    rnd.shuffle(order)                      # any input order is allowed
    assert_matches_search(searches, "georgia-bob", parse("georgia-bob", order))


@SMALL
@given(st.integers(0, 2), st.sets(st.integers(1, 13), min_size=1, max_size=4), st.data())
def test_search_hill(searches, tops, climbing, data):
    distances = [0] * tops + sorted(climbing)
    king = data.draw(st.integers(1, len(distances)), label="king")
    assert_matches_search(searches, "hill", parse("hill", distances + ["--king", king]))


@SMALL
@given(st.lists(st.integers(0, 3), min_size=1, max_size=11))
def test_search_boxes(searches, cards):
    budget = 6                          # few cards in all keep the search small
    for i, c in enumerate(cards):
        cards[i] = min(c, budget)
        budget -= cards[i]
    assert_matches_search(searches, "boxes", parse("boxes", cards))


@SMALL
@given(st.integers(0, 150), st.integers(0, 150))
def test_search_euclid(searches, a, b):
    assert_matches_search(searches, "euclid", parse("euclid", [a, b]))


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 11), st.integers(1, 12))
def test_search_coin_circle(searches, n, k):
    assert_matches_search(searches, "coin-circle", parse("coin-circle", [n, k]))


# --- independent verdicts, written from GAMES.md --------------------------------------------

def floor_k_phi(k: int) -> int:
    """⌊kφ⌋ through high-precision decimals (not the integer square root the solver uses)."""
    with localcontext() as context:
        context.prec = 2 * len(str(k)) + 40
        return int(k * (1 + Decimal(5).sqrt()) / 2)


def wythoff_cold(a: int, b: int) -> bool:
    low, high = sorted((a, b))
    return floor_k_phi(high - low) == low


def fibonacci_numbers_upto(n: int) -> list[int]:
    """1, 2, 3, 5, 8, … (F_2, F_3, …) up to n."""
    fibs = [1, 2]
    while fibs[-1] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    return fibs


def zeckendorf_smallest(n: int) -> int:
    smallest = 0
    for f in reversed(fibonacci_numbers_upto(n)):
        if f <= n:
            n -= f
            smallest = f
    assert n == 0
    return smallest


def fibonacci_mover_wins(n: int, limit: int) -> bool:
    return n > 0 and zeckendorf_smallest(n) <= limit


def euclid_mover_wins(a: int, b: int) -> bool:
    mover = True
    while a and b:
        big, small = max(a, b), min(a, b)
        if big % small == 0 or big >= 2 * small:
            return mover
        a, b = big - small, small
        mover = not mover
    return False


def hill_mover_wins(distances, king: int) -> bool:
    if distances[king - 1] == 0:
        return False
    top = sum(1 for d in distances if d == 0)
    rest = list(distances[top:])
    n, k = len(rest), king - top
    if k == 1:
        return True
    line = [0 if (k == 2 and n % 2 == 1) else -1] + rest
    gap = [None] + [line[i] - line[i - 1] - 1 for i in range(1, n + 1)]
    return nim_sum(gap[i] for i in range(n, 0, -2)) != 0


def misere_mover_wins(heaps) -> bool:
    if all(h <= 1 for h in heaps):
        return sum(heaps) % 2 == 0
    return nim_sum(heaps) != 0


def georgia_counted_xor(cells) -> int:
    cells = sorted(cells)
    n = len(cells)
    gaps = [c - p - 1 for p, c in zip([0] + cells[:-1], cells)]
    return nim_sum(gaps[i] for i in range(n - 1, -1, -2))


def box_counted(box: int) -> bool:
    return box % 6 in (0, 2, 5)


def boxes_xor(cards) -> int:
    return nim_sum(c for i, c in enumerate(cards, 1) if box_counted(i))


# --- (b) large positions --------------------------------------------------------------------

def check_large(game: str, position: Position, legal, lost_for_mover, count=None,
                over: bool = False):
    """Verdict consistency, legality and effect of every listed move, and the move count.

    `over`: a finished misère position, won by the player to move with no move to make.
    """
    spec = GAMES[game]
    analysis = spec.solve(position)
    where = f"{game} {spec.format(position)[:200]}"
    event(f"winner {analysis.winner}")
    moves = list(analysis.moves)
    assert len(moves) == len(analysis.moves), where
    afters = [m.after for m in moves]
    assert len(afters) == len(set(afters)), where
    if analysis.winner == SECOND:
        assert afters == [], where
    else:
        assert analysis.winner == FIRST, where
        assert bool(afters) != over, where
    for after in afters:
        assert after.options == position.options, where
        assert legal(position.numbers, after.numbers), f"illegal {after.numbers} from {where}"
        assert spec.solve(after).winner == SECOND, f"{after.numbers} from {where}"
        assert lost_for_mover(after.numbers), f"{after.numbers} from {where}"
    if count is not None:
        assert len(afters) == count, where
    return analysis


def one_heap_shrank(before, after) -> bool:
    changed = [i for i, (x, y) in enumerate(zip(before, after)) if x != y]
    return (len(before) == len(after) and len(changed) == 1
            and 0 <= after[changed[0]] < before[changed[0]])


@LARGE
@given(st.lists(st.one_of(BIG, st.integers(0, 3)), min_size=1, max_size=6), st.booleans())
def test_large_nim(heaps, balance):
    if balance:
        heaps = heaps + [nim_sum(heaps)]
    total = nim_sum(heaps)
    analysis = check_large("nim", parse("nim", heaps), one_heap_shrank,
                           lambda after: nim_sum(after) == 0,
                           count=sum(1 for h in heaps if h ^ total < h))
    assert analysis.winner == (SECOND if total == 0 else FIRST)


def misere_winning_count(heaps) -> int:
    """For each heap, the new sizes v < h that leave the opponent lost, by cases on the
    other heaps (not by the candidates {h ^ X, 0, 1} the solver tries)."""
    total = nim_sum(heaps)
    count = 0
    for i, h in enumerate(heaps):
        others = heaps[:i] + heaps[i + 1:]
        rest = total ^ h
        ones = sum(1 for x in others if x == 1)
        if any(x > 1 for x in others):
            count += rest < h                                # need v = rest: XOR 0
        else:
            count += 1 < rest < h                            # v > 1 and XOR 0
            count += sum(1 for v in (0, 1) if v < h and (ones + v) % 2 == 1)
    return count


@LARGE
@given(st.lists(st.one_of(BIG, st.integers(0, 3), st.just(1)), min_size=1, max_size=6),
       st.booleans())
def test_large_misere_nim(heaps, balance):
    if balance:
        heaps = heaps + [nim_sum(heaps)]
    analysis = check_large("misere-nim", parse("misere-nim", heaps), one_heap_shrank,
                           lambda after: not misere_mover_wins(after),
                           count=misere_winning_count(heaps) if misere_mover_wins(heaps) else 0,
                           over=not any(heaps))
    assert analysis.winner == (FIRST if misere_mover_wins(heaps) else SECOND)


def staircase_legal(before, after) -> bool:
    if len(before) != len(after):
        return False
    changed = [i for i, (x, y) in enumerate(zip(before, after)) if x != y]
    top = max(changed, default=-1)
    moved = before[top] - after[top] if top >= 0 else 0
    if moved <= 0:
        return False
    if top == 0:
        return changed == [0]                                # off step 1 to the ground
    return changed == [top - 1, top] and after[top - 1] - before[top - 1] == moved


def staircase_count(stairs) -> int:
    total = nim_sum(stairs[0::2])
    if total == 0:
        return 0
    count = 0
    for i, coins in enumerate(stairs):
        if i % 2 == 0:                 # an odd step: take coins off it
            count += coins ^ total < coins
        else:                          # an even step: top up the odd step below it
            below = stairs[i - 1]
            count += below < below ^ total <= below + coins
    return count


@LARGE
@given(st.lists(st.one_of(BIG, st.integers(0, 5)), min_size=1, max_size=7), st.booleans())
def test_large_staircase(stairs, balance):
    if balance:
        stairs = list(stairs)
        stairs[0] ^= nim_sum(stairs[0::2])
    total = nim_sum(stairs[0::2])
    analysis = check_large("staircase", parse("staircase", stairs), staircase_legal,
                           lambda after: nim_sum(after[0::2]) == 0,
                           count=staircase_count(stairs))
    assert analysis.winner == (SECOND if total == 0 else FIRST)


def georgia_legal(before, after) -> bool:
    if list(after) != sorted(after) or len(after) != len(before):
        return False
    gone, new = set(before) - set(after), set(after) - set(before)
    if len(gone) != 1 or len(new) != 1:
        return False
    (src,), (dst,) = gone, new
    return 1 <= dst < src and not any(dst <= c < src for c in before)


def georgia_count(cells) -> int:
    cells = sorted(cells)
    n = len(cells)
    gaps = [c - p - 1 for p, c in zip([0] + cells[:-1], cells)]
    total = georgia_counted_xor(cells)
    if total == 0:
        return 0
    count = 0
    for i in range(n):                 # piece i slides left by c: gap i shrinks, gap i+1 grows
        if (n - 1 - i) % 2 == 0:
            count += gaps[i] ^ total < gaps[i]
        else:
            c = (gaps[i + 1] ^ total) - gaps[i + 1]
            count += 1 <= c <= gaps[i]
    return count


@LARGE
@given(st.lists(st.one_of(BIG, st.integers(0, 3)), min_size=1, max_size=7), st.booleans(),
       st.randoms(use_true_random=False))
def test_large_georgia_bob(gaps, balance, rnd):
    n = len(gaps)
    if balance:
        gaps = list(gaps)
        gaps[-1] ^= nim_sum(gaps[i] for i in range(n - 1, -1, -2))
    cells, at = [], 0
    for gap in gaps:
        at += gap + 1
        cells.append(at)
    shuffled = list(cells)
    rnd.shuffle(shuffled)
    position = parse("georgia-bob", shuffled)
    analysis = check_large("georgia-bob", position, lambda b, a: georgia_legal(sorted(b), a),
                           lambda after: georgia_counted_xor(after) == 0,
                           count=georgia_count(cells))
    assert analysis.winner == (SECOND if georgia_counted_xor(cells) == 0 else FIRST)


def hill_legal(king):
    def legal(before, after) -> bool:
        if len(before) != len(after):
            return False
        changed = [i for i, (x, y) in enumerate(zip(before, after)) if x != y]
        if len(changed) != 1:
            return False
        (i,) = changed
        if not 0 <= after[i] < before[i]:
            return False
        ahead = before[i - 1] if i else 0
        return after[i] == 0 and ahead == 0 or after[i] > ahead
    return legal


def hill_count(distances, king) -> int:
    """Winning moves: the first climber to the top, plus at most one climb short of the top
    per person (it changes one counted gap)."""
    count = 0
    top = sum(1 for d in distances if d == 0)
    after = list(distances)
    after[top] = 0
    count += not hill_mover_wins(after, king)
    rest = list(distances[top:])
    n, k = len(rest), king - top
    if k == 1:
        return count
    line = [0 if (k == 2 and n % 2 == 1) else -1] + rest
    gap = [None] + [line[j] - line[j - 1] - 1 for j in range(1, n + 1)]
    total = nim_sum(gap[j] for j in range(n, 0, -2))
    if total == 0:
        return count
    for j in range(1, n + 1):          # person j of the line climbs to distance t > 0
        ahead = rest[j - 2] if j > 1 else 0
        if (n - j) % 2 == 0:
            t = line[j - 1] + 1 + (gap[j] ^ total)
        else:
            t = rest[j] - 1 - (gap[j + 1] ^ total)
        count += max(ahead, 0) < t < rest[j - 1] and t > 0
    return count


@LARGE
@given(st.integers(0, 2), st.lists(st.one_of(BIG, st.integers(0, 3)), min_size=1, max_size=6),
       st.booleans(), st.data())
def test_large_hill(tops, gaps, balance, data):
    n = len(gaps)
    king_in_line = data.draw(st.integers(1, n), label="king in line")
    base = 0 if (king_in_line == 2 and n % 2 == 1) else -1
    line = [base]
    for j, gap in enumerate(gaps):     # D_1 >= 1: a climber is not at the top
        line.append(line[-1] + gap + 1 + (j == 0 and base == -1))
    if balance and king_in_line > 1:    # make g_n ^ g_(n-2) ^ ... zero by moving person n
        counted = nim_sum(line[j] - line[j - 1] - 1 for j in range(n, 0, -2))
        line[n] = line[n - 1] + 1 + ((line[n] - line[n - 1] - 1) ^ counted)
    distances = [0] * tops + line[1:]
    king = tops + king_in_line
    position = parse("hill", distances + ["--king", king])
    wins = hill_mover_wins(distances, king)
    analysis = check_large("hill", position, hill_legal(king),
                           lambda after: not hill_mover_wins(after, king),
                           count=hill_count(distances, king) if wins else 0)
    assert analysis.winner == (FIRST if wins else SECOND)


def boxes_legal(before, after) -> bool:
    if len(before) != len(after):
        return False
    changed = [i + 1 for i, (x, y) in enumerate(zip(before, after)) if x != y]
    if len(changed) != 2:
        return False
    b, a = changed
    moved = before[a - 1] - after[a - 1]
    return ((a + b) % 2 == 1 and (a + b) % 3 == 0 and moved >= 1
            and after[b - 1] - before[b - 1] == moved)


def boxes_count(cards) -> int:
    total = boxes_xor(cards)
    if total == 0:
        return 0
    n, count = len(cards), 0
    for a in range(1, n + 1):
        for b in range(1, a):
            if (a + b) % 2 != 1 or (a + b) % 3 != 0:
                continue
            ca, cb = cards[a - 1], cards[b - 1]
            if box_counted(a):          # cards leave a counted box
                count += ca ^ total < ca
            elif box_counted(b):        # cards arrive in a counted box
                count += 1 <= (cb ^ total) - cb <= ca
    return count


@LARGE
@given(st.lists(st.one_of(BIG, st.integers(0, 4)), min_size=1, max_size=30), st.booleans())
def test_large_boxes(cards, balance):
    if balance and len(cards) >= 2:
        cards = list(cards)
        cards[1] ^= boxes_xor(cards)     # box 2 is counted
    analysis = check_large("boxes", parse("boxes", cards), boxes_legal,
                           lambda after: boxes_xor(after) == 0, count=boxes_count(cards))
    assert analysis.winner == (SECOND if boxes_xor(cards) == 0 else FIRST)


def bash_legal(m):
    return lambda before, after: (after[1] == before[1] == m
                                  and 1 <= before[0] - after[0] <= m and after[0] >= 0)


@LARGE
@given(BIG, POSITIVE_BIG, st.booleans(), st.booleans())
def test_large_bash(n, m, misere, cold):
    if cold:
        n = n - n % (m + 1) + misere
    position = parse("bash", [n, m] + (["--misere"] if misere else []))
    target = 1 if misere else 0
    mover_loses = (n - target) % (m + 1) == 0 if n else not misere

    def lost(after):
        if after[0] == 0:
            return not misere
        return (after[0] - target) % (m + 1) == 0

    analysis = check_large("bash", position, bash_legal(m), lost,
                           count=0 if mover_loses or n == 0 else 1, over=n == 0 and misere)
    assert analysis.winner == (SECOND if mover_loses else FIRST)


def wythoff_legal(before, after) -> bool:
    da, db = before[0] - after[0], before[1] - after[1]
    if min(after) < 0:
        return False
    return (da > 0 and db == 0) or (db > 0 and da == 0) or (da == db > 0)


@LARGE
@given(st.one_of(BIG, st.integers(102334155, 10**12)), st.integers(0, 5), st.booleans(),
       st.booleans())
def test_large_wythoff(k, offset, cold, swap):
    a = floor_k_phi(k)
    pair = [a, a + k] if cold else [a + offset, a + k]
    if not cold and offset == 0:
        pair[1] += 1
    if swap:
        pair.reverse()
    analysis = check_large("wythoff", parse("wythoff", pair), wythoff_legal,
                           lambda after: wythoff_cold(*after))
    assert analysis.winner == (SECOND if wythoff_cold(*pair) else FIRST)


def euclid_legal(before, after) -> bool:
    a, b = before
    if after[1] == b and a >= b:
        taken = a - after[0]
        return taken > 0 and taken % b == 0 and after[0] >= 0
    if after[0] == a and b >= a:
        taken = b - after[1]
        return taken > 0 and taken % a == 0 and after[1] >= 0
    return False


def euclid_count(a, b) -> int:
    if a == b:
        return 2
    big, small = max(a, b), min(a, b)
    q = big // small
    return sum(1 for k in (q - 1, q) if k >= 1 and not euclid_mover_wins(big - k * small, small))


def consecutive_fibonacci(index: int) -> tuple[int, int]:
    f, g = 1, 2
    for _ in range(index):
        f, g = g, f + g
    return g, f


@LARGE
@given(st.one_of(
    st.tuples(POSITIVE_BIG, POSITIVE_BIG),
    st.tuples(st.integers(2**62 + 1, 2**63 - 1), st.integers(0, 2**62)).map(
        lambda t: (t[0] + t[1] % t[0], t[0])),                       # b > 2^62, a < 2b
    st.integers(1, 3000).map(consecutive_fibonacci),              # long forced chains
    st.tuples(POSITIVE_BIG, st.integers(1, 3)).map(lambda t: (t[0] * t[1], t[0])),
), st.booleans())
def test_large_euclid(pair, swap):
    a, b = reversed(pair) if swap else pair
    wins = euclid_mover_wins(a, b)
    analysis = check_large("euclid", parse("euclid", [a, b]), euclid_legal,
                           lambda after: not euclid_mover_wins(*after),
                           count=euclid_count(a, b) if wins else 0)
    assert analysis.winner == (FIRST if wins else SECOND)


def fibonacci_legal(limit):
    def legal(before, after) -> bool:
        taken = before[0] - after[0]
        return 1 <= taken <= limit and after[0] >= 0 and after[1] == 2 * taken
    return legal


FIBONACCI_NUMBERS = fibonacci_numbers_upto(10**600)


@LARGE
@given(st.one_of(BIG, st.sampled_from(FIBONACCI_NUMBERS),
                 st.integers(0, 2**64)),
       st.one_of(st.none(), POSITIVE_BIG, st.integers(1, 400)))
def test_large_fibonacci(n, limit):
    position = parse("fibonacci", [n] if limit is None else [n, limit])
    effective = n - 1 if limit is None else limit
    wins = fibonacci_mover_wins(n, effective)
    analysis = check_large("fibonacci", position, fibonacci_legal(effective),
                           lambda after: not fibonacci_mover_wins(after[0], after[1]))
    assert analysis.winner == (FIRST if wins else SECOND)
    if wins and analysis.moves_complete:
        takes = range(1, min(effective, n) + 1)
        expected = sum(1 for x in takes if not fibonacci_mover_wins(n - x, 2 * x))
        assert len(analysis.moves) == expected


def test_fibonacci_whole_pile_is_listed_as_zero_and_twice():
    for n in (1, 2, 3, 5, 8, 13, fibonacci_numbers_upto(10**40)[-2]):
        analysis = GAMES["fibonacci"].solve(parse("fibonacci", [n, n]))
        assert analysis.winner == FIRST
        assert Position((0, 2 * n)) in [m.after for m in analysis.moves]


@LARGE
@given(POSITIVE_BIG)
def test_large_corner_board(n):
    analysis = GAMES["corner-board"].solve(parse("corner-board", [n]))
    assert analysis.winner == (FIRST if n % 2 == 0 else SECOND)
    if analysis.winner == SECOND:
        assert list(analysis.moves) == []


@LARGE
@given(POSITIVE_BIG, st.one_of(POSITIVE_BIG, st.just(1), st.integers(1, 5)))
def test_large_coin_circle(n, k):
    analysis = GAMES["coin-circle"].solve(parse("coin-circle", [n, k]))
    first = n % 2 == 1 if k == 1 else k >= n
    assert analysis.winner == (FIRST if first else SECOND)
    if analysis.winner == SECOND:
        assert list(analysis.moves) == []


# --- exact integers where the notes' programs slip ------------------------------------------

def test_wythoff_float_formula_slips_at_102334155_but_the_solver_does_not():
    k = 102334155
    a = floor_k_phi(k)
    assert a == 165580140
    assert math.floor(k * (1 + math.sqrt(5.0)) / 2.0) != a     # the notes' formula is off
    spec = GAMES["wythoff"]
    assert spec.solve(parse("wythoff", [a, a + k])).winner == SECOND
    assert spec.solve(parse("wythoff", [a + k, a])).winner == SECOND
    assert spec.solve(parse("wythoff", [a + 1, a + k + 1])).winner == FIRST
    moves = [m.after.numbers for m in spec.solve(parse("wythoff", [a + 1, a + k])).moves]
    assert (a, a + k) in moves


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.integers(102334155, 2**62), st.integers(2**62, 10**30), HUGE))
def test_wythoff_exact_for_large_k(k):
    a = floor_k_phi(k)
    spec = GAMES["wythoff"]
    assert spec.solve(parse("wythoff", [a, a + k])).winner == SECOND
    assert spec.solve(parse("wythoff", [a + 1, a + k])).winner == FIRST
    assert spec.solve(parse("wythoff", [a - 1, a + k])).winner == FIRST


@pytest.mark.parametrize("a, b, expected", [
    (2**62 + 3, 2**62 + 1, SECOND),     # forced to (2^62 + 1, 2): the opponent's free choice
    (2**63 - 1, 2**62 + 1, FIRST),
    (2**62 + 2**61, 2**62 + 1, SECOND),
    (3 * 2**61, 2**62 + 2**60, SECOND),
    (10**30 + 7, 10**30, SECOND),
])
def test_euclid_beyond_2_to_62(a, b, expected):
    """The notes' `a >= 2*b` overflows for b > 2^62 and calls these a free choice."""
    assert b < a < 2 * b and euclid_mover_wins(a, b) == (expected == FIRST)
    assert GAMES["euclid"].solve(parse("euclid", [a, b])).winner == expected
    assert GAMES["euclid"].solve(parse("euclid", [b, a])).winner == expected
