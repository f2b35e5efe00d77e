"""`python main.py judge PROBLEM`: the 15 formats of GAMES.md, byte for byte.

Every format is checked three ways: samples (the problems' and the notes'); generated
inputs against a Python transcription of the notes' C++ program (the byte-for-byte
reference) and, for small cases, against the brute-force engine or an independent rule;
and big inputs, where the NumPy fast path must answer exactly as the exact path does.
The notes' slips (GAMES.md, "Known slips") must give the true answer instead.
"""

from __future__ import annotations

import math
import random
import subprocess
import sys
from decimal import Decimal, localcontext
from functools import reduce
from operator import xor
from pathlib import Path

import pytest

from solvers import GAMES, judge, judge_input
from solvers.cli import main as cli_main
from solvers.search import Search
from tests.solvers.test_pirates import DEAD
from tests.solvers.test_pirates import outcomes as pirate_model

ROOT = Path(__file__).resolve().parents[2]
FORMATS = ["hdu1525", "hdu1564", "hdu3951", "poj1704", "hdu4315", "hdu3389", "hdu1538",
           "bash", "wythoff", "nim", "nim-first-move", "fibonacci", "poj3480", "acwing891",
           "acwing892"]
UNTIL_END = ["hdu1525", "hdu1564", "hdu4315", "bash", "wythoff", "nim", "nim-first-move",
             "fibonacci"]
COUNTED = [f for f in FORMATS if f not in UNTIL_END]


def nim_sum(values) -> int:
    return reduce(xor, values, 0)


def run(problem: str, data: bytes | str) -> tuple[str, str | None]:
    """The judge in-process: (everything written, the error message or None)."""
    if isinstance(data, str):
        data = data.encode()
    out: list[str] = []
    try:
        judge.run(problem, data, out.append)
    except judge.JudgeError as error:
        return "".join(out), str(error)
    return "".join(out), None


def answers(problem: str, data: bytes | str) -> str:
    out, error = run(problem, data)
    assert error is None, error
    return out


def test_the_formats_are_the_fifteen_of_games_md():
    assert sorted(judge.FORMATS) == sorted(FORMATS)


# --- the notes' programs, transcribed (valid input, in the programs' ranges) ----------------

def prog_hdu1525(nums):
    out, it = [], iter(nums)
    for a in it:
        b = next(it)
        if a + b == 0:
            break
        if a < b:
            a, b = b, a
        flag = True
        while not (a % b == 0 or a >= 2 * b):
            a -= b
            if a < b:
                a, b = b, a
            flag = not flag
        out.append("Stan wins" if flag else "Ollie wins")
    return out


def prog_hdu1564(nums):
    out = []
    for n in nums:
        if n == 0:
            break
        out.append("ailyanlu" if n & 1 else "8600")
    return out


def prog_hdu3951(nums):
    t, rest, out = nums[0], nums[1:], []
    for cas in range(1, t + 1):
        n, k = rest[2 * cas - 2], rest[2 * cas - 1]
        first = n & 1 if k == 1 else k >= n
        out.append(f"Case {cas}: {'first' if first else 'second'}")
    return out


def prog_poj1704(nums):
    it = iter(nums)
    out = []
    for _ in range(next(it)):
        n = next(it)
        arr = [0] + sorted(next(it) for _ in range(n))
        res = 0
        for k in range(1 if n & 1 else 2, n + 1, 2):
            res ^= arr[k] - arr[k - 1] - 1
        out.append("Georgia will win" if res else "Bob will win")
    return out


def prog_hdu4315(nums):
    it, out = iter(nums), []
    for n in it:
        k = next(it)
        arr = [0] + [next(it) for _ in range(n)]
        if k == 1:
            out.append("Alice")
            continue
        arr[0] = 0 if (k == 2 and n & 1) else -1
        res = 0
        for i in range(n, 0, -2):
            res ^= arr[i] - arr[i - 1] - 1
        out.append("Alice" if res else "Bob")
    return out


def prog_hdu3389(nums):
    it, out = iter(nums), []
    for cas in range(1, next(it) + 1):
        n, res = next(it), 0
        for i in range(1, n + 1):
            tmp = next(it)
            if i % 6 in (0, 2, 5):
                res ^= tmp
        out.append(f"Case {cas}: {'Alice' if res else 'Bob'}")
    return out


FAC = [2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768]


def prog_hdu1538_one(n, m, p):
    """One answer, or None where the notes' program prints nothing (the 2^14 slip)."""
    if n <= 2 * m:
        if n != p and p % 2 == n % 2:
            return "1"
        if n == p:
            return str(m - (n - 1) // 2)
        return "0"
    if n == 2 * m + 1:
        return "0" if n == p else ("1" if p & 1 else "0")
    t = n - 2 * m
    for i in range(1, 14):
        if t < FAC[i]:
            return "Thrown" if 2 * m + FAC[i - 1] < p < 2 * m + FAC[i] else "0"
    return None


def prog_hdu1538(nums):
    it = iter(nums)
    return [prog_hdu1538_one(next(it), next(it), next(it)) for _ in range(next(it))]


def prog_bash(nums):
    return ["later win" if n % (m + 1) == 0 else "earlier win"
            for n, m in zip(nums[0::2], nums[1::2])]


def prog_wythoff(nums):
    out = []
    for n, m in zip(nums[0::2], nums[1::2]):
        if m > n:
            n, m = m, n
        cold = math.floor((n - m) * (1 + math.sqrt(5.0)) / 2.0) == m
        out.append("later win" if cold else "earlier win")
    return out


def prog_nim(nums):
    it, out = iter(nums), []
    for n in it:
        m = nim_sum(next(it) for _ in range(n))
        out.append("later win" if m == 0 else "earlier win")
    return out


def prog_nim_first_move(nums):
    it, out = iter(nums), []
    for n in it:
        if n == 0:
            break
        a = [next(it) for _ in range(n)]
        m = nim_sum(a)
        if m == 0:
            out.append("-1")
            continue
        low = 100000001
        for x in a:
            t = x - (m ^ x)
            if low > t > 0:
                low = t
        out.append(str(low))
    return out


FIB47 = [0, 1]
while len(FIB47) < 47:
    FIB47.append(FIB47[-1] + FIB47[-2])


def prog_fibonacci(nums):
    out = []
    for n in nums:
        if n == 0:
            break
        out.append("later win" if n in FIB47 else "earlier win")
    return out


def prog_poj3480(nums):
    it, out = iter(nums), []
    for _ in range(next(it)):
        a = [next(it) for _ in range(next(it))]
        x, sg = nim_sum(a), all(v == 1 for v in a)
        john = (x == 0) if sg else (x != 0)
        out.append("John" if john else "Brother")
    return out


def prog_acwing891(nums):
    return ["Yes" if nim_sum(nums[1:1 + nums[0]]) else "No"]


def prog_acwing892(nums):
    steps = nums[1:1 + nums[0]]
    return ["Yes" if nim_sum(steps[0::2]) else "No"]


PROGRAMS = {
    "hdu1525": prog_hdu1525, "hdu1564": prog_hdu1564, "hdu3951": prog_hdu3951,
    "poj1704": prog_poj1704, "hdu4315": prog_hdu4315, "hdu3389": prog_hdu3389,
    "hdu1538": prog_hdu1538, "bash": prog_bash, "wythoff": prog_wythoff, "nim": prog_nim,
    "nim-first-move": prog_nim_first_move, "fibonacci": prog_fibonacci,
    "poj3480": prog_poj3480, "acwing891": prog_acwing891, "acwing892": prog_acwing892,
}


def program_output(problem: str, data: str) -> str:
    lines = PROGRAMS[problem]([int(t) for t in data.split()])
    assert None not in lines, "a slip case: the program prints nothing there"
    return "".join(line + "\n" for line in lines)


# --- samples --------------------------------------------------------------------------------

SAMPLES = [
    ("hdu1525", "34 12\n15 24\n0 0\n", "Stan wins\nOllie wins\n"),
    ("hdu1525", "25 7\n5 5\n1 1\n0 0\n", "Stan wins\nStan wins\nStan wins\n"),
    ("hdu1564", "2\n0\n", "8600\n"),
    ("hdu1564", "1\n2\n3\n4\n0\n", "ailyanlu\n8600\nailyanlu\n8600\n"),
    ("hdu3951", "2\n3 1\n3 2\n", "Case 1: first\nCase 2: second\n"),
    ("hdu3951", "3\n4 1\n5 5\n9 3\n", "Case 1: second\nCase 2: first\nCase 3: second\n"),
    ("poj1704", "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n", "Bob will win\nGeorgia will win\n"),
    ("hdu4315", "3 2\n5 9 15\n", "Alice\n"),
    ("hdu4315", "1 1\n7\n2 2\n3 4\n", "Alice\nBob\n"),
    ("hdu3389", "2\n2\n1 2\n7\n1 3 3 2 2 1 2\n", "Case 1: Alice\nCase 2: Bob\n"),
    ("hdu1538", "3\n1 1 1\n2 1 2\n3 1 3\n", "1\n1\n0\n"),
    ("hdu1538", "4\n500 100 500\n500 100 456\n500 100 457\n11 3 11\n",
     "Thrown\n0\nThrown\nThrown\n"),
    ("bash", "10 3\n8 3\n0 5\n", "earlier win\nlater win\nlater win\n"),
    ("wythoff", "3 5\n7 4\n5 5\n0 0\n", "later win\nlater win\nearlier win\nlater win\n"),
    ("nim", "3\n3 4 5\n2\n7 7\n", "earlier win\nlater win\n"),
    ("nim-first-move", "3\n3 4 5\n2\n7 7\n0\n", "2\n-1\n"),
    ("fibonacci", "2\n3\n4\n0\n", "later win\nlater win\nearlier win\n"),
    ("poj3480", "2\n3\n3 5 1\n1\n1\n", "John\nBrother\n"),
    ("acwing891", "2\n2 3\n", "Yes\n"),
    ("acwing892", "3\n2 1 3\n", "Yes\n"),
    ("acwing892", "5\n2 1 3 2 4\n", "Yes\n"),     # the notes' staircase 2 1 3 2 4
    ("acwing892", "2\n0 9\n", "No\n"),
]


@pytest.mark.parametrize("problem, data, expected", SAMPLES,
                         ids=[f"{p}-{i}" for i, (p, _, _) in enumerate(SAMPLES)])
def test_samples(problem, data, expected):
    assert answers(problem, data) == expected
    assert program_output(problem, data) == expected      # the transcription agrees


def test_every_format_has_a_sample():
    assert {problem for problem, _, _ in SAMPLES} == set(FORMATS)


# --- generated inputs: the notes' program and the brute-force engine ------------------------

def mover_wins(searches: dict[str, Search], game: str, args) -> bool:
    spec = GAMES[game]
    return searches[game].mover_wins(spec.tree.start(spec.parse([str(a) for a in args])))


SPACES = [" ", " ", " ", "\n", "\t", "  ", "\r\n", " \n\t", "\n\n"]


def render(lines, rng: random.Random) -> str:
    """Lines of numbers, with assorted whitespace inside and between them."""
    text = "".join(rng.choice(SPACES).join(str(x) for x in line) + rng.choice(["\n", "\r\n",
                                                                              " \n"])
                   for line in lines)
    return rng.choice(["", "\n", "  \n"]) + text + rng.choice(["", "\n\n", " "])


def distinct_cells(rng, count, top):
    return rng.sample(range(1, top + 1), count)


def gen_cases(problem: str, rng: random.Random, count: int, small: bool):
    """(lines of the input, the cases in order, each as the game's ARGS or a value)."""
    lines, cases = [], []
    if problem == "hdu1525":
        for _ in range(count):
            a, b = rng.randint(1, 60 if small else 10**9), rng.randint(1, 60 if small else 10**9)
            lines.append([a, b])
            cases.append(("euclid", [a, b]))
        if rng.random() < 0.7:
            lines.append([0, 0])
    elif problem in ("hdu1564", "fibonacci"):
        for _ in range(count):
            n = rng.randint(1, 4 if small and problem == "hdu1564" else 10**6)
            if problem == "fibonacci" and rng.random() < 0.3:
                n = rng.choice(FIB47[1:])
            lines.append([n])
            cases.append(("corner-board", [n]) if problem == "hdu1564" else n)
        if rng.random() < 0.7:
            lines.append([0])
    elif problem == "hdu3951":
        lines.append([count])
        for _ in range(count):
            n, k = rng.randint(1, 9 if small else 10**9), rng.randint(1, 10 if small else 10**9)
            if not small and rng.random() < 0.5:
                k = rng.choice([1, 2, n, n - 1 or 1, n + 1])
            lines.append([n, k])
            cases.append(("coin-circle", [n, k]))
    elif problem == "poj1704":
        lines.append([count])
        for _ in range(count):
            n = rng.randint(1, 5 if small else 30)
            cells = distinct_cells(rng, n, 13 if small else 10000)
            lines += [[n], cells]
            cases.append(("georgia-bob", cells))
    elif problem == "hdu4315":
        for _ in range(count):
            n = rng.randint(1, 4 if small else 30)
            d = sorted(distinct_cells(rng, n, 12 if small else 10000))
            k = rng.randint(1, n)
            lines += [[n, k], d]
            cases.append(("hill", d + ["--king", k]))
    elif problem == "hdu3389":
        lines.append([count])
        for _ in range(count):
            n = rng.randint(1, 9 if small else 60)
            cards = [rng.randint(0, 2 if small else 10**6) for _ in range(n)]
            if small:
                while sum(cards) > 5:
                    cards[rng.randrange(n)] = 0
            lines += [[n], cards]
            cases.append(("boxes", cards))
    elif problem == "hdu1538":
        lines.append([count])
        for _ in range(count):
            m = rng.randint(0, 8 if small else 1000)
            n = rng.randint(1, 40 if small else 2 * m + 16000)
            p = rng.randint(1, n)
            lines.append([n, m, p])
            cases.append((n, m, p))
    elif problem == "bash":
        for _ in range(count):
            n, m = rng.randint(0, 60 if small else 10**9), rng.randint(1, 8 if small else 10**4)
            lines.append([n, m])
            cases.append(("bash", [n, m]))
    elif problem == "wythoff":
        for _ in range(count):
            a, b = rng.randint(0, 30 if small else 10**6), rng.randint(0, 30 if small else 10**6)
            if not small and rng.random() < 0.3:
                k = rng.randint(0, 10**5)
                a, b = floor_k_phi(k), floor_k_phi(k) + k
            lines.append([a, b])
            cases.append(("wythoff", [a, b]))
    elif problem in ("nim", "nim-first-move", "poj3480"):
        if problem == "poj3480":
            lines.append([count])
        for _ in range(count):
            n = rng.randint(1, 3 if small else 40)
            heaps = [rng.randint(1 if problem == "poj3480" else 0, 5 if small else 10**8)
                     for _ in range(n)]
            if rng.random() < 0.3:
                heaps.append(nim_sum(heaps) or 1)
            if problem == "poj3480" and rng.random() < 0.2:
                heaps = [1] * rng.randint(1, 5)
            lines += [[len(heaps)], heaps]
            cases.append(("misere-nim" if problem == "poj3480" else "nim", heaps))
        if problem == "nim-first-move" and rng.random() < 0.7:
            lines.append([0])
    elif problem in ("acwing891", "acwing892"):
        n = rng.randint(1, 3 if small else 3000)
        heaps = [rng.randint(0, 5 if small else 10**9) for _ in range(n)]
        lines += [[n], heaps]
        cases.append(("nim" if problem == "acwing891" else "staircase", heaps))
    return lines, cases


WORDS = {  # the first player's words, the second player's
    "hdu1525": ("Stan wins", "Ollie wins"), "hdu1564": ("8600", "ailyanlu"),
    "hdu3951": ("first", "second"), "poj1704": ("Georgia will win", "Bob will win"),
    "hdu4315": ("Alice", "Bob"), "hdu3389": ("Alice", "Bob"),
    "bash": ("earlier win", "later win"), "wythoff": ("earlier win", "later win"),
    "nim": ("earlier win", "later win"), "fibonacci": ("earlier win", "later win"),
    "poj3480": ("John", "Brother"), "acwing891": ("Yes", "No"), "acwing892": ("Yes", "No"),
}


def fibonacci_set_upto(n):
    fibs = {1, 2}
    a, b = 1, 2
    while b <= n:
        a, b = b, a + b
        fibs.add(b)
    return fibs


def smallest_winning_take(searches: dict[str, Search], heaps) -> int:
    """By brute force over every take, with the Nim verdict from the engine."""
    best = -1
    for i, h in enumerate(heaps):
        for new in range(h):
            after = heaps[:i] + [new] + heaps[i + 1:]
            if not mover_wins(searches, "nim", after) and (best == -1 or h - new < best):
                best = h - new
    return best


@pytest.mark.parametrize("problem", FORMATS)
@pytest.mark.parametrize("seed", [1, 2])
def test_generated_small_cases_against_program_and_engine(problem, seed, searches):
    rng = random.Random(f"{problem}{seed}")
    count = 40
    runs = 12 if problem.startswith("acwing") else 1
    for _ in range(runs):
        lines, cases = gen_cases(problem, rng, count, small=True)
        data = render(lines, rng)
        got = answers(problem, data)
        assert got == program_output(problem, data), data
        got_lines = got.splitlines()
        assert len(got_lines) == len(cases)
        for line, case in zip(got_lines, cases):
            if problem == "hdu1538":
                n, m, p = case
                gold = pirate_model(n, m)[0][p - 1]
                expected = "Thrown" if gold is DEAD else str(gold) if n <= 2 * m + 1 else "0"
            elif problem == "fibonacci":
                expected = WORDS[problem][case in fibonacci_set_upto(case)]
            elif problem == "nim-first-move":
                expected = str(smallest_winning_take(searches, case[1]))
            else:
                game, args = case
                expected = WORDS[problem][not mover_wins(searches, game, args)]
            if problem in ("hdu3951", "hdu3389"):
                assert line.endswith(": " + expected), (line, case)
            else:
                assert line == expected, case


@pytest.mark.parametrize("problem", FORMATS)
def test_generated_larger_cases_against_program(problem):
    rng = random.Random(problem)
    for _ in range(3 if problem.startswith("acwing") else 1):
        lines, _ = gen_cases(problem, rng, 200, small=False)
        data = render(lines, rng)
        assert answers(problem, data) == program_output(problem, data)


def test_case_numbers_count_up():
    data = "12\n" + "3 1\n" * 12
    assert answers("hdu3951", data) == "".join(f"Case {i}: first\n" for i in range(1, 13))


# --- the slips: the true answer where the notes' programs are wrong -------------------------

def floor_k_phi(k: int) -> int:
    with localcontext() as context:
        context.prec = 2 * len(str(k)) + 40
        return int(k * (1 + Decimal(5).sqrt()) / 2)


def test_wythoff_slip_at_102334155():
    k = 102334155
    a = floor_k_phi(k)
    data = f"{a} {a + k}\n{a + k} {a}\n{a + 1} {a + k}\n"
    assert prog_wythoff([a, a + k]) == ["earlier win"]            # the notes' double slips
    assert answers("wythoff", data) == "later win\nlater win\nearlier win\n"


def test_wythoff_far_beyond_doubles():
    lines, expected = [], []
    for k in (10**20 + 7, 3**100, 10**300 + 1):
        a = floor_k_phi(k)
        lines += [f"{a} {a + k}", f"{a + k} {a - 1}"]
        expected += ["later win", "earlier win"]
    assert answers("wythoff", "\n".join(lines)) == "".join(e + "\n" for e in expected)


def test_nim_first_move_above_100000001():
    data = "2\n300000000 0\n1\n123456789012345678901234567890\n2\n7 3\n0\n"
    assert prog_nim_first_move([2, 300000000, 0, 0]) == ["100000001"]   # the notes' cap
    assert answers("nim-first-move", data) == ("300000000\n123456789012345678901234567890\n"
                                               "4\n")


def test_pirates_beyond_2_to_14():
    n, m = 2 * 3 + 2**14 + 100, 3
    assert prog_hdu1538_one(n, m, n) is None                    # the notes print nothing
    data = f"4\n{n} {m} {n}\n{n} {m} {6 + 2**14}\n{n} {m} 1\n{10**18} 5 {10**18}\n"
    assert answers("hdu1538", data) == "Thrown\n0\n0\nThrown\n"
    assert answers("hdu1538", f"1\n{2**40} 0 {2**40}\n") == "0\n"


def test_euclid_beyond_2_to_62():
    b = 2**62 + 1
    data = f"{b + 2} {b}\n{b} {b + 2}\n{2**63 - 1} {b}\n0 0\n"
    assert answers("hdu1525", data) == "Ollie wins\nOllie wins\nStan wins\n"
    assert answers("hdu1525", f"{10**40 + 3} {10**40}\n") == "Ollie wins\n"


def test_misere_nim_heaps_of_zero_are_absent():
    data = "4\n2\n0 1\n3\n1 0 1\n1\n0\n3\n0 0 0\n"
    assert answers("poj3480", data) == "Brother\nJohn\nJohn\nJohn\n"
    assert prog_poj3480([1, 2, 0, 1]) == ["John"]               # the notes' slip


def test_exact_for_numbers_of_any_size():
    big = 10**50
    fib = max(fibonacci_set_upto(10**60))
    assert answers("fibonacci", f"{fib}\n{fib + 1}\n0\n") == "later win\nearlier win\n"
    assert answers("nim", f"2\n{big} {big}\n2\n{big} {big + 1}\n") == "later win\nearlier win\n"
    assert answers("acwing891", f"3\n{big} {2**70} {big ^ 2**70}\n") == "No\n"
    assert answers("bash", f"{big} {big - 1}\n{big} {big}\n") == "later win\nearlier win\n"
    assert answers("hdu1564", f"{big}\n{big + 1}\n") == "8600\nailyanlu\n"
    assert answers("hdu3951", f"2\n{big} 1\n{big} {big}\n") == "Case 1: second\nCase 2: first\n"
    assert answers("hdu3389", f"1\n2\n0 {big}\n") == "Case 1: Alice\n"


# --- terminators, end of input, empty input -------------------------------------------------

@pytest.mark.parametrize("problem, data, expected", [
    ("hdu1525", "3 4\n0 0\n5 5\n", "Ollie wins\n"),
    ("hdu1525", "3 4\n0 0\nfoo -1 bar", "Ollie wins\n"),
    ("hdu1525", "3 4\n5 5", "Ollie wins\nStan wins\n"),          # end of input ends it
    ("hdu1564", "3\n0\n4\n", "ailyanlu\n"),
    ("hdu1564", "3\n0\nx", "ailyanlu\n"),
    ("hdu1564", "4", "8600\n"),
    ("fibonacci", "4\n0\n3\n", "earlier win\n"),
    ("fibonacci", "0\n-5 x", ""),
    ("fibonacci", "4\n3", "earlier win\nlater win\n"),
    ("nim-first-move", "1\n5\n0\n1\n7\n", "5\n"),
    ("nim-first-move", "1\n5\n0\nnot numbers", "5\n"),
    ("nim-first-move", "1\n5", "5\n"),
    ("nim-first-move", "0\n", ""),
    ("hdu3951", "1\n3 1\n9 9 x y\n", "Case 1: first\n"),       # after T cases: ignored
    ("acwing891", "1\n5\n1\n5", "Yes\n"),
    ("nim", "0\n", "later win\n"),                               # a case with no heaps
])
def test_terminators_and_the_end_of_input(problem, data, expected):
    assert answers(problem, data) == expected


@pytest.mark.parametrize("problem", UNTIL_END)
@pytest.mark.parametrize("data", ["", "\n", " \r\n\t \n"], ids=["empty", "newline", "blank"])
def test_empty_input_gives_empty_output(problem, data):
    assert run(problem, data) == ("", None)


@pytest.mark.parametrize("problem", COUNTED)
def test_a_count_is_needed(problem):
    out, error = run(problem, "")
    assert out == "" and error is not None and "line 1" in error


# --- errors ---------------------------------------------------------------------------------

LONG = "9" * 200_001
ERRORS = [
    # (problem, input, stdout before the bad case, line, token or None for the end)
    ("hdu3951", "", "", 1, None),
    ("poj1704", "   \n", "", None, None),
    ("nim", "2\n1 2\n3\n1 2\n", "earlier win\n", None, None),
    ("acwing891", "3\n1 2", "", None, None),
    ("acwing892", "x", "", 1, "x"),
    ("nim-first-move", "2\n1 1\n1\n", "-1\n", None, None),
    ("nim", "1\n5\n2\n3 -4\n", "earlier win\n", 4, "-4"),
    ("poj3480", "2\n1\n3\n2\n1 -1\n", "John\n", 5, "-1"),
    ("hdu1538", "2\n5 2 5\n3 1 4\n", "0\n", 3, "4"),
    ("hdu1538", "1\n3 1 0\n", "", 2, "0"),
    ("hdu4315", "2 2\n1 5\n3 2\n4 4 9\n", "Alice\n", 4, "4"),
    ("hdu4315", "2 2\n1 5\n3 2\n4 9 7\n", "Alice\n", 4, "7"),
    ("hdu4315", "3 4\n1 2 3\n", "", 1, "4"),
    ("hdu4315", "3 0\n1 2 3\n", "", 1, "0"),
    ("bash", "3 4\n5 x\n", "earlier win\n", 2, "x"),
    ("bash", "3 4\n5 0\n", "earlier win\n", 2, "0"),
    ("wythoff", "1 2\n\n3 4.5\n", "later win\n", 3, "4.5"),
    ("poj1704", "2\n2\n1 3\n3\n4 9 4\n", "Georgia will win\n", 5, "4"),
    ("poj1704", "1\n2\n0 5\n", "", 3, "0"),
    ("hdu3389", "2\n1\n5\n2\n1 x\n", "Case 1: Bob\n", 5, "x"),
    ("hdu3389", "3\n1\n5\n2\n1 1\n", "Case 1: Bob\nCase 2: Alice\n", None, None),
    ("hdu1525", "3 4\n-1 2\n", "Ollie wins\n", 2, "-1"),
    ("hdu3951", "2\n3 1\n0 1\n", "Case 1: first\n", 3, "0"),
    ("fibonacci", "3\n2.5\n0\n", "later win\n", 2, "2.5"),
    ("hdu1564", "2\n\t-3\n0\n", "8600\n", 2, "-3"),
    ("acwing891", "1\n" + LONG + "\n", "", 2, LONG[:20]),
]


@pytest.mark.parametrize("problem, data, before, line, token", ERRORS,
                         ids=[f"{e[0]}-{i}" for i, e in enumerate(ERRORS)])
def test_errors_name_line_and_token(tmp_path, capsys, problem, data, before, line, token):
    path = tmp_path / "input.txt"
    path.write_bytes(data.encode())
    status = cli_main(["judge", problem, str(path)])
    captured = capsys.readouterr()
    assert status == 2
    assert captured.out == before
    err = captured.err
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err and len(err) < 400
    if line is not None:
        assert f"line {line}" in err, err
    else:
        assert "line " in err, err
    if token is not None:
        assert f"'{token}" in err, err
    else:
        assert "end of the input" in err, err


def test_usage_errors(tmp_path, capsys):
    for args in (["judge"], ["judge", "hdu9999"], ["judge", "nim", str(tmp_path / "none")],
                 ["judge", "nim", "a", "b"]):
        assert cli_main(args) == 2, args
        captured = capsys.readouterr()
        assert captured.out == "" and captured.err.count("\n") == 1, args


def test_real_process_stdin_and_file(tmp_path):
    good = subprocess.run([sys.executable, "main.py", "judge", "hdu1525"], check=False, cwd=ROOT,
                          input=b"34 12\r\n15 24\r\n0 0\r\n", capture_output=True, timeout=60)
    assert (good.returncode, good.stdout, good.stderr) == (0, b"Stan wins\nOllie wins\n", b"")
    path = tmp_path / "in.txt"
    path.write_bytes(b"3\n3 1\n3 2\n0 2\n")
    bad = subprocess.run([sys.executable, "main.py", "judge", "hdu3951", str(path)],
                         check=False, cwd=ROOT, capture_output=True, timeout=60)
    assert bad.returncode == 2
    assert bad.stdout == b"Case 1: first\nCase 2: second\n"
    assert bad.stderr.count(b"\n") == 1 and b"line 4" in bad.stderr
    assert b"'0'" in bad.stderr and b"Traceback" not in bad.stderr


# --- the NumPy fast path against the exact path ---------------------------------------------

def exact_path(monkeypatch, problem, data):
    with monkeypatch.context() as patch:
        patch.setattr(judge_input, "_VECTOR_THRESHOLD", 10**12)
        assert judge.Reader(data).numbers is None
        return run(problem, data)


def big_input(problem: str, rng: random.Random, heaps: int = 30_000) -> bytes:
    """Over 100 KB of valid cases, with assorted whitespace and a '+5' token."""
    if problem in ("acwing891", "acwing892"):
        values = [rng.randint(0, 2**40) for _ in range(heaps)]
        lines = [[heaps], values]
    elif problem in ("nim", "nim-first-move", "poj3480", "hdu3389", "poj1704"):
        lines, cases, left = [], 0, heaps
        while left > 0:
            n = min(left, rng.randint(1, 60))
            left -= n
            cases += 1
            if problem == "poj1704":
                values = distinct_cells(rng, n, 10**9)
            else:
                top = 10**8 if problem == "nim-first-move" else 2**40   # below the notes' cap
                values = [rng.randint(1 if problem == "poj3480" else 0, top) for _ in range(n)]
            if rng.random() < 0.3 and problem != "poj1704":
                values[-1] = nim_sum(values[:-1]) or 1
            lines += [[n], values]
        if problem in ("poj3480", "hdu3389", "poj1704"):
            lines.insert(0, [cases])
    else:
        lines, _ = gen_cases(problem, rng, heaps // (20 if problem == "hdu4315" else 2),
                             small=False)
        if problem in UNTIL_END and lines[-1] in ([0], [0, 0]):
            lines.pop()
    data = render(lines, rng).rstrip()
    last = max(data.rfind(c) for c in " \t\n") + 1
    data = "\n\n \t" + data[:last] + "+" + data[last:] + "\r\n\n"      # a '+5' token
    encoded = data.encode()
    assert len(encoded) > 100_000
    return encoded


@pytest.mark.parametrize("problem", FORMATS)
def test_fast_path_equals_exact_path(monkeypatch, problem):
    rng = random.Random(f"fast {problem}")
    data = big_input(problem, rng)
    assert judge.Reader(data).numbers is not None, "the fast path is not taken"
    fast = run(problem, data)
    assert fast[1] is None, fast[1]
    assert fast == exact_path(monkeypatch, problem, data)
    numbers = [int(t) for t in data.split()]
    if None not in PROGRAMS[problem](numbers):
        assert fast[0] == "".join(line + "\n" for line in PROGRAMS[problem](numbers))


BAD_TAILS = {
    # a bad case after many good ones that the fast path can see: counts and ranges
    "nim": b"\n5\n1 2 3", "nim-first-move": b"\n4\n1 2", "acwing891": None,
    "acwing892": None, "poj3480": None, "hdu3389": None, "poj1704": None,
    "hdu4315": b"\n3 2\n5 9 9\n", "hdu1538": None, "bash": b"\n7 0\n",
    "wythoff": None, "hdu1525": None, "hdu3951": None, "fibonacci": None, "hdu1564": None,
}


@pytest.mark.parametrize("problem", [p for p, tail in BAD_TAILS.items() if tail])
def test_fast_path_errors_after_many_good_cases(monkeypatch, problem):
    rng = random.Random(f"tail {problem}")
    data = big_input(problem, rng) + BAD_TAILS[problem]
    assert judge.Reader(data).numbers is not None
    fast = run(problem, data)
    assert fast[1] is not None and fast[0].count("\n") > 100
    assert fast == exact_path(monkeypatch, problem, data)


@pytest.mark.parametrize("problem", COUNTED)
def test_fast_path_errors_when_a_count_is_short(monkeypatch, problem):
    """One more case (or heap) announced than given: an error at the end of the input."""
    data = big_input(problem, random.Random(f"short {problem}"))
    first = data.split()[0]
    data = data.replace(first, str(int(first) + 1).encode(), 1)
    assert judge.Reader(data).numbers is not None
    fast = run(problem, data)
    assert fast[1] is not None and "end of the input" in fast[1]
    assert fast == exact_path(monkeypatch, problem, data)


def test_one_huge_number_sends_everything_down_the_exact_path(monkeypatch):
    rng = random.Random("huge")
    data = big_input("nim", rng) + f"\n2\n{2**64} {2**64}\n1\n{2**63}\n".encode()
    assert judge.Reader(data).numbers is None
    out, error = run("nim", data)
    assert error is None
    assert out.endswith("later win\nearlier win\n")
    numbers = [int(t) for t in data.split()]
    assert out == "".join(line + "\n" for line in prog_nim(numbers))


@pytest.mark.parametrize("tail", [b"\n2\n+ 5 5\n", b"\n1\n- 0\n", b"\n1\n+"])
def test_fast_path_rejects_a_lone_sign_like_the_exact_path(monkeypatch, tail):
    data = big_input("nim", random.Random("sign")) + tail
    exact = exact_path(monkeypatch, "nim", data)
    assert exact[1] is not None and ("'+'" in exact[1] or "'-'" in exact[1])
    fast = run("nim", data)
    assert fast[1] == exact[1]
    assert fast == exact


@pytest.mark.parametrize("data", [
    b"",
    b" \t\n",
    b"\xef\xbb\xbf1 2\r\n3",
    b"7" * (judge_input.BLOCK + 5) + b" 1\n2",             # a token across a block's end
    b"1 " * judge_input.BLOCK + b"\x0b9\x0c8",
    random.Random("blocks").randbytes(3 * judge_input.BLOCK).translate(
        bytes(b"ab \n\t"[i % 5] for i in range(256))),     # words and spaces at random
])
def test_the_tokens_are_counted_as_a_split_counts_them(data):
    assert judge.Reader(data).count == len(data.removeprefix(b"\xef\xbb\xbf").split())
