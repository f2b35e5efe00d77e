"""The judge formats: whole contest inputs in, the notes' programs' exact output out.

Each format reads numbers from a `Reader` and answers case by case through the game
rules in this package, exact for numbers of any size. Where an input is all machine-size
integers, the reader hands out NumPy arrays so that a million heaps cost one vectorised
XOR; otherwise exact Python integers. Errors name the line and the token.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from . import euclid, fibonacci, georgia_bob, hill, misere_nim, pirates, wythoff
from .georgia_bob import gaps
from .spec import MAX_DIGITS, InputError, Position, shown
from .xor import nim_sum

_INTEGER = re.compile(rb"[+-]?[0-9]+")
_TOKEN = re.compile(rb"\S+")
#: Inputs with fewer numbers than this are read as Python integers: NumPy would cost more
#: to import than it saves.
_VECTOR_THRESHOLD = 50_000


class JudgeError(Exception):
    """Bad judge input: the message already says where."""


class Reader:
    """The numbers of a judge input, read in order, with errors that name line and token."""

    def __init__(self, data: bytes):
        self.data = data
        self.index = 0
        self.numbers = _machine_integers(data) if len(data) >= _VECTOR_THRESHOLD * 2 else None
        self.tokens = data.split() if self.numbers is None else None

    @property
    def count(self) -> int:
        return len(self.numbers) if self.numbers is not None else len(self.tokens)

    def at_end(self) -> bool:
        return self.index >= self.count

    def next(self, what: str, minimum: int | None = 0) -> int:
        """The next number; an error if there is none."""
        if self.at_end():
            raise self.error(f"expected {what}, found the end of the input")
        value = self._value(self.index, what)
        if minimum is not None and value < minimum:
            raise self.error(f"{what} must be at least {minimum}")
        self.index += 1
        return value

    def next_or_end(self, what: str, minimum: int | None = 0) -> int | None:
        """The next number, or None at the end of the input."""
        return None if self.at_end() else self.next(what, minimum)

    def many(self, count: int, what: str, minimum: int = 0):
        """`count` numbers: a NumPy array when the input allows, else a list of ints."""
        available = self.count - self.index
        if count > available:
            self.index = self.count
            raise self.error(f"expected {shown(count)} {what}s, found only {available:,}")
        start, self.index = self.index, self.index + count
        if self.numbers is not None:
            values = self.numbers[start:self.index]
            if count and values.min() < minimum:
                self.index = start + int((values < minimum).argmax())
                raise self.error(f"{what} must be at least {minimum}")
            return values
        values = []
        for i in range(start, self.index):
            value = self._value(i, what)
            if value < minimum:
                self.index = i
                raise self.error(f"{what} must be at least {minimum}")
            values.append(value)
        return values

    def _value(self, index: int, what: str) -> int:
        if self.numbers is not None:
            return int(self.numbers[index])
        token = self.tokens[index]
        if not _INTEGER.fullmatch(token):
            self.index = index
            raise self.error(f"{what} must be a whole number")
        if len(token) > MAX_DIGITS:
            self.index = index
            raise self.error(f"{what} has {len(token):,} digits, more than {MAX_DIGITS:,}")
        return int(token)

    def error(self, message: str, token_index: int | None = None) -> JudgeError:
        """An error about the token at `token_index` (default: the current one)."""
        index = self.index if token_index is None else token_index
        for number, match in enumerate(_TOKEN.finditer(self.data)):
            if number == index:
                line = self.data.count(b"\n", 0, match.start()) + 1
                token = match.group().decode("utf-8", "replace")
                if len(token) > 24:
                    token = token[:24] + "…"
                return JudgeError(f"line {line}, token '{token}': {message}")
        line = self.data.count(b"\n") + (0 if self.data.endswith(b"\n") else 1)
        return JudgeError(f"line {max(line, 1)}, at the end of the input: {message}")


def _machine_integers(data: bytes):
    """All numbers of `data` as an int64 array, or None unless every token is a plain
    integer that fits (anything else takes the exact path, which also words the errors)."""
    import numpy as np

    if not data.strip():
        return None  # NumPy reads blank text as a single 0
    if _has_lone_sign(data):
        return None  # NumPy would join it to the next number, or read it as 0 at the end
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            numbers = np.fromstring(data, dtype=np.int64, sep=" ")
        except (DeprecationWarning, ValueError):
            return None
    limits = np.iinfo(np.int64)
    if numbers.size and (numbers.max() >= limits.max or numbers.min() <= limits.min):
        return None  # saturated: a number too large for 64 bits
    if numbers.size and numbers.min() < 0:
        return None
    return numbers


def _has_lone_sign(data: bytes) -> bool:
    """Is there a '+' or '-' not followed by a digit? (Signs are rare in judge input, so
    the scan visits only the signs themselves.)"""
    for sign in (b"+", b"-"):
        at = data.find(sign)
        while at != -1:
            if not data[at + 1:at + 2].isdigit():
                return True
            at = data.find(sign, at + 1)
    return False


def _xor(values) -> int:
    if hasattr(values, "dtype"):
        import numpy as np
        return int(np.bitwise_xor.reduce(values)) if len(values) else 0
    return nim_sum(values)


def _checked(reader: Reader, check: Callable[[Position], None], position: Position,
             first_token: int) -> None:
    """Run a game's own validation; point an error at the offending token."""
    try:
        check(position)
    except InputError as error:
        index = first_token + (error.index or 0)
        raise reader.error(error.message, index) from None


# --- the formats: each yields its output lines ----------------------------------------------

Lines = Iterator[str]


def _pairs_until_end(reader: Reader, names: tuple[str, str], minimums=(0, 0)):
    while not reader.at_end():
        first = reader.next(names[0], minimums[0])
        yield first, reader.next(names[1], minimums[1])


def hdu1525(reader: Reader) -> Lines:
    while not reader.at_end():
        a = reader.next("a")
        b = reader.next("b")
        if a == 0 and b == 0:
            return
        stan = a > 0 and b > 0 and euclid.forced_chain(a, b)[2]
        yield "Stan wins" if stan else "Ollie wins"


def hdu1564(reader: Reader) -> Lines:
    while (n := reader.next_or_end("n")) is not None and n != 0:
        yield "8600" if n % 2 == 0 else "ailyanlu"


def hdu3951(reader: Reader) -> Lines:
    for case in range(1, reader.next("the number of cases T") + 1):
        n = reader.next("n", 1)
        k = reader.next("k", 1)
        first = n % 2 == 1 if k == 1 else k >= n
        yield f"Case {case}: {'first' if first else 'second'}"


def poj1704(reader: Reader) -> Lines:
    for _ in range(reader.next("the number of cases T")):
        n = reader.next("n", 1)
        start = reader.index
        cells = [int(c) for c in reader.many(n, "position", 1)]
        _checked(reader, georgia_bob.SPEC.validate, Position(tuple(cells)), start)
        stairs = gaps(tuple(sorted(cells)))[::-1]
        yield "Georgia will win" if nim_sum(stairs[0::2]) else "Bob will win"


def hdu4315(reader: Reader) -> Lines:
    while not reader.at_end():
        n = reader.next("n", 1)
        king_token = reader.index
        king = reader.next("k", 1)
        start = reader.index
        distances = tuple(int(d) for d in reader.many(n, "distance"))
        position = Position(distances, (("king", king),))
        try:
            hill.SPEC.validate(position)
        except InputError as error:
            where = king_token if error.field == "king" else start + (error.index or 0)
            raise reader.error(error.message, where) from None
        yield "Alice" if hill.mover_wins(distances, king) else "Bob"


def hdu3389(reader: Reader) -> Lines:
    for case in range(1, reader.next("the number of cases T") + 1):
        n = reader.next("n", 1)
        cards = reader.many(n, "card count")
        # Box i sits at index i - 1: the boxes with i % 6 in {2, 5, 0} at indices 1, 4, 5 mod 6.
        total = _xor(cards[1::6]) ^ _xor(cards[4::6]) ^ _xor(cards[5::6])
        yield f"Case {case}: {'Alice' if total else 'Bob'}"


def hdu1538(reader: Reader) -> Lines:
    for _ in range(reader.next("the number of cases T")):
        n = reader.next("n", 1)
        m = reader.next("m")
        p = reader.next("p", 1)
        if p > n:
            raise reader.error(f"pirate {shown(p)} does not exist: there are {shown(n)} pirates",
                               reader.index - 1)
        yield str(pirates.PirateTable(n, m).share(p))


def bash(reader: Reader) -> Lines:
    for n, m in _pairs_until_end(reader, ("n", "m"), (0, 1)):
        yield "later win" if n % (m + 1) == 0 else "earlier win"


def wythoff_(reader: Reader) -> Lines:
    for a, b in _pairs_until_end(reader, ("a", "b")):
        yield "later win" if wythoff.is_cold(a, b) else "earlier win"


def nim(reader: Reader) -> Lines:
    while not reader.at_end():
        n = reader.next("n")
        yield "later win" if _xor(reader.many(n, "heap")) == 0 else "earlier win"


def nim_first_move(reader: Reader) -> Lines:
    while (n := reader.next_or_end("n")) is not None and n != 0:
        heaps = reader.many(n, "heap")
        total = _xor(heaps)
        if total == 0:
            yield "-1"
        elif hasattr(heaps, "dtype"):
            takes = heaps - (heaps ^ total)
            yield str(int(takes[takes > 0].min()))
        else:
            yield str(min(h - (h ^ total) for h in heaps if h ^ total < h))


def fibonacci_(reader: Reader) -> Lines:
    while (n := reader.next_or_end("n")) is not None and n != 0:
        yield "later win" if fibonacci.is_fibonacci(n) else "earlier win"


def poj3480(reader: Reader) -> Lines:
    for _ in range(reader.next("the number of cases T")):
        n = reader.next("n", 1)
        heaps = [int(h) for h in reader.many(n, "heap")]
        yield "John" if misere_nim.mover_wins(heaps) else "Brother"


def acwing891(reader: Reader) -> Lines:
    n = reader.next("n")
    yield "Yes" if _xor(reader.many(n, "heap")) else "No"


def acwing892(reader: Reader) -> Lines:
    n = reader.next("n")
    yield "Yes" if _xor(reader.many(n, "step count")[0::2]) else "No"


@dataclass(frozen=True)
class JudgeFormat:
    name: str
    summary: str
    answer: Callable[[Reader], Lines]


FORMATS: dict[str, JudgeFormat] = {f.name: f for f in (
    JudgeFormat("hdu1525", "lines 'a b' ended by '0 0' → Stan wins / Ollie wins", hdu1525),
    JudgeFormat("hdu1564", "lines 'n' ended by 0 → 8600 / ailyanlu", hdu1564),
    JudgeFormat("hdu3951", "T, then T lines 'n k' → Case i: first / second", hdu3951),
    JudgeFormat("poj1704", "T, then n and n positions per case → Georgia / Bob will win",
                poj1704),
    JudgeFormat("hdu4315", "'n k' and n distances until the end → Alice / Bob", hdu4315),
    JudgeFormat("hdu3389", "T, then n and n card counts per case → Case i: Alice / Bob",
                hdu3389),
    JudgeFormat("hdu1538", "T, then T lines 'n m p' → pirate p's share or Thrown", hdu1538),
    JudgeFormat("bash", "'n m' until the end → later win / earlier win", bash),
    JudgeFormat("wythoff", "'a b' until the end → later win / earlier win", wythoff_),
    JudgeFormat("nim", "n and n heaps until the end → later win / earlier win", nim),
    JudgeFormat("nim-first-move", "n and n heaps, ended by n = 0 → smallest winning take "
                                  "or -1", nim_first_move),
    JudgeFormat("fibonacci", "lines 'n' ended by 0 → later win / earlier win", fibonacci_),
    JudgeFormat("poj3480", "T, then n and n heaps per case → John / Brother", poj3480),
    JudgeFormat("acwing891", "n, then n heaps → Yes / No", acwing891),
    JudgeFormat("acwing892", "n, then n step counts → Yes / No", acwing892),
)}


def run(problem: str, data: bytes, write: Callable[[str], Any]) -> None:
    """Answer a whole input, writing each answer (with its newline) as soon as it is known.

    Raises JudgeError after the answers to the cases before the bad one are written.
    """
    reader = Reader(data)
    for line in FORMATS[problem].answer(reader):
        write(line + "\n")
