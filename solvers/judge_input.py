"""Reading a judge input, and the JudgeFormat a game declares for each contest problem.

A format reads numbers from a `Reader` and answers case by case through the game's rules,
exact for numbers of any size. The reader streams its input a block at a time and keeps
only the blocks from the last number read by `next` on (a case's own tokens, which its
errors may name), so memory follows the largest case, not the input. Where a block is all
machine-size integers it is read by NumPy, so that a million heaps cost one vectorised
XOR; otherwise as exact Python integers. Errors name the line and the token.
"""

from __future__ import annotations

import io
import re
import warnings
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

from .params import shorten
from .spec import MAX_DIGITS, InputError, Position, shown
from .xor import nim_sum

_INTEGER = re.compile(rb"[+-]?[0-9]+")
_INTEGER_START = re.compile(rb"[+-]?[0-9]*")
_TOKEN = re.compile(rb"\S+")
_SPACE = re.compile(rb"\s")
_WHITESPACE = (b" ", b"\n", b"\t", b"\r", b"\x0b", b"\x0c")     # what bytes.split() splits on
_BOM = b"\xef\xbb\xbf"
#: Inputs with fewer numbers than this are read as Python integers: NumPy would cost more
#: to import than it saves.
_VECTOR_THRESHOLD = 50_000
#: Bytes read at a time: a block's exact tokens cost about 20 times its size at worst.
BLOCK = 1 << 20
#: A token longer than this is not kept, only its start, its length and whether it is
#: made of digits: it is refused anyway (more than MAX_DIGITS digits).
_LONG_TOKEN = MAX_DIGITS + 64


class JudgeError(Exception):
    """Bad judge input: the message already says where."""


@dataclass(frozen=True)
class _LongToken:
    """A token too long to keep: its first bytes, its length, whether it is a number."""

    start: bytes
    length: int
    integer: bool


@dataclass
class _Block:
    """Whole tokens of the input: `raw` starts on line `line`; token `first` is its first.
    Its numbers are an int64 array (`numbers`) or a list of exact ints, with the tokens
    that are not numbers (bytes, _LongToken) left in place to be refused when read."""

    raw: bytes
    line: int
    first: int
    numbers: object | None
    values: list | None

    @property
    def size(self) -> int:
        return len(self.numbers) if self.numbers is not None else len(self.values)

    @property
    def end(self) -> int:
        return self.first + self.size


class Reader:
    """The numbers of a judge input, read in order, with errors that name line and token.

    `source` is the input's bytes or a binary file (standard input), read in blocks.
    """

    def __init__(self, source: bytes | BinaryIO):
        self._whole = source if isinstance(source, (bytes, bytearray)) else None
        self._file = io.BytesIO(source) if self._whole is not None else source
        self._carry = b""               # the start of a token cut by the block's end
        self._eof = False
        self._started = False
        self._vector = True
        self._blocks: list[_Block] = []
        self._starts: list[int] = []    # first token of each kept block, for bisect
        self._loaded = 0                # tokens read from the input so far
        self._lines = 1                 # the line the next block starts on
        self._ends_line = True          # the input read so far ends with a newline
        self._mark = 0                  # blocks wholly before this token are dropped
        self._total: int | None = None
        self.index = 0
        self._load()

    # -- what the formats call ------------------------------------------------------------
    @property
    def numbers(self):
        """The first kept block's NumPy array, or None where it is read exactly."""
        return self._blocks[0].numbers if self._blocks else None

    @property
    def count(self) -> int:
        """How many tokens the input holds (for progress). For a stream: those read yet."""
        if self._whole is None:
            return max(self._loaded, self.index)
        if self._total is None:
            self._total = _count_tokens(self._whole)
        return self._total

    def at_end(self) -> bool:
        self._fill(self.index + 1)
        return self.index >= self._loaded

    def next(self, what: str, minimum: int | None = 0) -> int:
        """The next number; an error if there is none."""
        self._forget_before(self.index)
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
        start = self.index
        self._fill(start + count)
        available = self._loaded - start
        if count > available:
            self.index = self._loaded
            raise self.error(f"expected {shown(count)} {what}s, found only {available:,}")
        parts = list(self._parts(start, start + count))
        for block, low, high in parts:          # the first bad number, in input order
            if block.numbers is not None:
                values = block.numbers[low:high]
                if high > low and values.min() < minimum:
                    self.index = block.first + low + int((values < minimum).argmax())
                    raise self.error(f"{what} must be at least {minimum}")
            else:
                for k in range(low, high):
                    value = block.values[k]
                    if type(value) is not int or value < minimum:
                        self.index = block.first + k
                        self._value(self.index, what)
                        raise self.error(f"{what} must be at least {minimum}")
        self.index = start + count
        if not parts:
            return []
        if all(block.numbers is not None for block, _, _ in parts):
            if len(parts) == 1:
                block, low, high = parts[0]
                return block.numbers[low:high]
            import numpy as np
            return np.concatenate([block.numbers[low:high] for block, low, high in parts])
        result: list[int] = []
        for block, low, high in parts:
            result += (block.numbers[low:high].tolist() if block.numbers is not None
                       else block.values[low:high])
        return result

    def error(self, message: str, token_index: int | None = None) -> JudgeError:
        """An error about the token at `token_index` (default: the current one)."""
        index = self.index if token_index is None else token_index
        self._fill(index + 1)
        block = self._block_of(index)
        if block is not None:
            line, token = _locate(block, index - block.first)
            return JudgeError(f"line {line}, token '{token}': {message}")
        if index >= self._loaded:
            line = self._lines - (1 if self._ends_line else 0)
            return JudgeError(f"line {max(line, 1)}, at the end of the input: {message}")
        return JudgeError(f"token {index + 1:,}: {message}")

    # -- reading blocks --------------------------------------------------------------------
    def _value(self, index: int, what: str) -> int:
        block = self._block_of(index)
        assert block is not None
        if block.numbers is not None:
            return int(block.numbers[index - block.first])
        value = block.values[index - block.first]
        if type(value) is int:
            return value
        self.index = index
        if isinstance(value, _LongToken):
            if value.integer:
                raise self.error(f"{what} has {value.length:,} digits, more than "
                                 f"{MAX_DIGITS:,}")
        elif _INTEGER.fullmatch(value):
            raise self.error(f"{what} has {len(value):,} digits, more than {MAX_DIGITS:,}")
        raise self.error(f"{what} must be a whole number")

    def _parts(self, start: int, end: int) -> Iterator[tuple[_Block, int, int]]:
        at = bisect_right(self._starts, start) - 1
        while start < end:
            block = self._blocks[at]
            high = min(block.end, end)
            if high > start:
                yield block, start - block.first, high - block.first
                start = high
            at += 1

    def _block_of(self, index: int) -> _Block | None:
        at = bisect_right(self._starts, index) - 1
        if at < 0:
            return None
        block = self._blocks[at]
        return block if index < block.end else None

    def _forget_before(self, index: int) -> None:
        """Drop the blocks wholly before token `index`: no error can name them now."""
        self._mark = index
        drop = 0
        while drop < len(self._blocks) - 1 and self._blocks[drop].end <= index:
            drop += 1
        if drop:
            del self._blocks[:drop], self._starts[:drop]

    def _fill(self, tokens: int) -> None:
        while self._loaded < tokens and self._load():
            pass

    def _read(self, size: int) -> bytes:
        try:
            return self._file.read(size)
        except OSError as error:
            raise JudgeError(f"cannot read the input: {error.strerror or error}") from None

    def _load(self) -> bool:
        """Read one more block of whole tokens; False at the end of the input."""
        if self._eof:
            return False
        chunk = self._read(BLOCK)
        if not self._started:
            self._started = True
            while len(chunk) < _VECTOR_THRESHOLD * 2:   # small inputs: exact, no NumPy
                more = self._read(BLOCK)
                if not more:
                    self._vector = False
                    break
                chunk += more
            chunk = chunk.removeprefix(_BOM)    # a byte-order mark is not a token
        if not chunk:
            self._eof = True
            raw, self._carry = self._carry, b""
            if raw:
                self._add(raw)
            return bool(raw)
        data = self._carry + chunk
        cut = max(data.rfind(space) for space in _WHITESPACE) + 1
        if cut == 0:
            if len(data) > _LONG_TOKEN:
                self._carry = b""
                self._add_long(data)
            else:
                self._carry = data
            return True
        raw, self._carry = data[:cut], data[cut:]
        self._add(raw)
        return True

    def _add(self, raw: bytes) -> None:
        numbers = _machine_integers(raw) if self._vector else None
        values = None
        if numbers is None:
            values = [int(token) if len(token) <= MAX_DIGITS and _INTEGER.fullmatch(token)
                      else token for token in raw.split()]
        self._append(_Block(raw, self._lines, self._loaded, numbers, values))
        self._lines += raw.count(b"\n")
        self._ends_line = raw.endswith(b"\n")

    def _add_long(self, data: bytes) -> None:
        """A token of more than _LONG_TOKEN bytes: read to its end keeping only its start."""
        length = len(data)
        integer = _INTEGER_START.fullmatch(data) is not None
        start = data[:64]
        while True:
            chunk = self._read(BLOCK)
            if not chunk:
                self._eof = True
                break
            cut = min((at for at in (chunk.find(space) for space in _WHITESPACE) if at >= 0),
                      default=len(chunk))
            length += cut
            integer = integer and chunk[:cut].isdigit() if cut else integer
            if cut < len(chunk):
                self._carry = chunk[cut:]
                break
        token = _LongToken(start, length, integer and length > 1)
        self._append(_Block(start, self._lines, self._loaded, None, [token]))
        self._ends_line = False

    def _append(self, block: _Block) -> None:
        self._blocks.append(block)
        self._starts.append(block.first)
        self._loaded = block.end
        self._forget_before(self._mark)


def _locate(block: _Block, k: int) -> tuple[int, str]:
    """The line of a block's k-th token and the token as an error quotes it."""
    if block.values is not None and isinstance(block.values[k], _LongToken):
        return block.line, shorten(block.raw.decode("utf-8", "backslashreplace"), 24)
    for number, match in enumerate(_TOKEN.finditer(block.raw)):
        if number == k:
            line = block.line + block.raw.count(b"\n", 0, match.start())
            return line, shorten(match.group().decode("utf-8", "backslashreplace"), 24)
    raise AssertionError("a block holds its tokens")


def _count_tokens(data: bytes) -> int:
    """Tokens in `data`, counted a block at a time (no list of them all at once); a block
    ends at white space, found by a search (a long run without any was walked byte by
    byte: 20 MB of one token took 4 s)."""
    data = data.removeprefix(_BOM)
    total, at = 0, 0
    while at < len(data):
        space = _SPACE.search(data, min(len(data), at + BLOCK))
        end = space.start() if space is not None else len(data)
        total += len(data[at:end].split())
        at = end
    return total


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
