"""Reading a judge input, and the JudgeFormat a game declares for each contest problem.

A format reads numbers from a `Reader` and answers case by case through the game's rules,
exact for numbers of any size. Where an input is all machine-size integers, the reader
hands out NumPy arrays so that a million heaps cost one vectorised XOR; otherwise exact
Python integers. Errors name the line and the token.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass

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


def xor_of(values) -> int:
    """The XOR of numbers read by `Reader.many` (a NumPy array or a list)."""
    if hasattr(values, "dtype"):
        import numpy as np
        return int(np.bitwise_xor.reduce(values)) if len(values) else 0
    return nim_sum(values)


def checked(reader: Reader, check: Callable[[Position], None], position: Position,
             first_token: int) -> None:
    """Run a game's own validation; point an error at the offending token."""
    try:
        check(position)
    except InputError as error:
        index = first_token + (error.index or 0)
        raise reader.error(error.message, index) from None


Lines = Iterator[str]


def pairs_until_end(reader: Reader, names: tuple[str, str], minimums=(0, 0)):
    """Pairs of numbers until the end of the input."""
    while not reader.at_end():
        first = reader.next(names[0], minimums[0])
        yield first, reader.next(names[1], minimums[1])


@dataclass(frozen=True)
class JudgeFormat:
    """A contest problem's input and output: `answer` yields the output lines.

    `rank` is the problem's row in the judge table of GAMES.md, which orders the list of
    problems wherever it is shown.
    """

    name: str
    summary: str
    answer: Callable[[Reader], Lines]
    rank: int
