"""Octal and hexadecimal take-and-break games, read from their code ("0.77", "4.07", "0.F").

Digit d_k of the code says what removing k objects from one heap may leave: bit 1 nothing
(the heap was exactly k), bit 2 one non-empty heap, bit 4 two non-empty heaps and, in a
hexadecimal code, bit 8 three. The digit before the point (k = 0) removes nothing, so it
may only split: 4 into two heaps, 8 into three. Kayles is 0.77, Dawson's Kayles 0.07,
Dawson's chess 0.137.

Which base: a code is octal unless it says otherwise, by a letter A–F (either case) or
the prefix "hex:" ("hex:0.8"); so 8 or 9 in a code without either is refused as an octal
digit, as a mistyped octal code should be. Any other character is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from .. import spec
from ..params import shorten
from ..spec import InputError
from .octal_values import extend_octal

#: The theorem that proves an octal game's period, for the sentence that says so.
THEOREM = "the octal periodicity theorem"

#: Longest code accepted: enough for any game in the literature, short enough that a
#: move list stays readable.
MAX_DIGITS = 64

#: See OctalRule.slow_table_limit.
THREE_WAY_TABLE = 512

_OCTAL = "01234567"
_HEX = "0123456789abcdef"


@dataclass(frozen=True)
class OctalRule:
    """One take-and-break game: `digits` are d_0, d_1, ..., d_t with d_t the last non-zero."""

    digits: tuple[int, ...]
    hexadecimal: bool = False
    misere: bool = field(default=False, init=False)

    @property
    def title(self) -> str:
        """The code as we write it back: "0.77", "4.07", "0.F", or "hex:0.4" (a hexadecimal
        code without a letter says so)."""
        tail = "".join(_HEX[d] for d in self.digits[1:]).upper() or "0"
        text = f"{_HEX[self.digits[0]].upper()}.{tail}"
        if self.hexadecimal and max(self.digits) < 10:
            return "hex:" + text
        return text

    def removals(self, bit: int) -> tuple[int, ...]:
        """The numbers k whose digit has `bit` (a move may remove k and leave that shape)."""
        return tuple(k for k, digit in enumerate(self.digits) if digit & bit)

    @property
    def slow_table_limit(self) -> int | None:
        """Longest table computed to answer a position, for a code that splits a heap into
        three: its values cost about n^3 steps (0.34 s to 512 for hex:0.FF, 12 s to 2,048)
        and no theorem here proves their period. None: no such limit."""
        return THREE_WAY_TABLE if self.removals(8) else None

    @property
    def largest_removal(self) -> int:
        """t: the largest number a move may remove (the place of the last non-zero digit)."""
        return len(self.digits) - 1

    def extend(self, values: list[int], last: int, tick: Callable[[int], None]) -> None:
        extend_octal(self, values, last, tick)

    def options(self, heap: int, window: int | None = None) -> Iterator[tuple[int, ...]]:
        for k, digit in enumerate(self.digits):
            rest = heap - k
            if rest < 0:
                break
            if k and digit & 1 and rest == 0:
                yield ()
            if k and digit & 2 and rest >= 1:
                yield (rest,)
            if digit & 4 and rest >= 2:
                top = rest // 2 if window is None else min(rest // 2, window)
                for part in range(1, top + 1):
                    yield (part, rest - part)
            if digit & 8 and rest >= 3:
                for first in range(1, rest // 3 + 1):
                    for second in range(first, (rest - first) // 2 + 1):
                        yield (first, second, rest - first - second)

    def proof_needs(self, preperiod: int, period: int) -> int | None:
        """The octal periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4; Siegel,
        Combinatorial Game Theory, IV.2): if g(n + p) = g(n) for n0 <= n < 2 n0 + p + t,
        then for all n >= n0. It pairs each split of n + p with one of n by moving p
        objects into the larger part, so it needs that part non-empty: we apply it with
        n0 at least 1 (the values from n0 = 0 are checked directly). It is stated for
        moves that leave at most two heaps, so a three-way split has no proof here."""
        if any(digit & 8 for digit in self.digits):
            return None
        start = max(preperiod, 1)
        return 2 * start + period + self.largest_removal - 1

    @property
    def title_text(self) -> str:
        return self.title           # a code reads the same in every language

    def theorem(self) -> str:
        return THEOREM


def parse_octal(code: str, field_name: str = "code") -> OctalRule:
    """Read a code such as "0.77", ".137", "4.07", "0.F", "hex:0.4" or "oct:0.07".

    A code is octal unless it says otherwise, by a letter A–F or the word "hex": so 8 and 9
    in a code without either are refused as octal digits, not read as hexadecimal."""
    text = code.strip().lower()
    base: int | None = None
    for prefix, named in (("hex", 16), ("oct", 8)):
        if text.startswith(prefix):
            base, text = named, text[len(prefix):].lstrip(": ")
    if not text:
        raise InputError(field_name, spec.text("Write a code such as 0.77 (Kayles)."))
    if "." not in text:
        raise InputError(field_name, spec.text("'{code}' has no point: write a code such as "
                                               "0.77, with the digits for 1, 2, 3, ... after "
                                               "the point.", code=shorten(code.strip())))
    before, _, after = text.partition(".")
    if len(before) > 1:
        raise InputError(field_name, spec.text("Only one digit goes before the point (0 or "
                                               "4; in hexadecimal also 8 or C)."))
    if len(after) > MAX_DIGITS:
        raise InputError(field_name, spec.text("A code of {count} digits after the point is "
                                               "too long (at most {limit}).",
                                               count=len(after), limit=MAX_DIGITS))
    for char in before + after:
        if char not in _HEX:
            raise InputError(field_name, spec.text("'{char}' is not a digit: an octal code "
                                                   "uses 0–7, a hexadecimal one 0–9 and A–F.",
                                                   char=shorten(char)))
    if base is None:
        base = 16 if any(char in "abcdef" for char in before + after) else 8
    if base == 8:
        for char in before + after:
            if char not in _OCTAL:
                raise InputError(field_name, spec.text(
                    "'{char}' is not an octal digit (0–7); write 'hex:' before a hexadecimal "
                    "code (hex:0.8).", char=char.upper()))
    digits = [int(before or "0", 16)] + [int(char, 16) for char in after]
    if digits[0] & 3:
        allowed = "0, 4, 8 or C" if base == 16 else "0 or 4"
        raise InputError(field_name, spec.text("The digit before the point removes nothing, "
                                               "so it may only split a heap: {allowed}.",
                                               allowed=allowed))
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return OctalRule(tuple(digits), hexadecimal=base == 16)
