"""A solver's sentences: an English template and its values, kept apart so that the
window can translate them (Text); English plurals and ordinals fitted to the numbers;
long numbers abbreviated for reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any


@dataclass(frozen=True)
class Text:
    """An English sentence kept as template plus values, so the window can translate it.

    Integers of more than `SHOWN_DIGITS` digits are abbreviated: a sentence is for reading,
    and writing out a 100,000-digit number costs a tenth of a second. Positions and moves
    stay exact; only their words are shortened.
    """

    template: str
    values: tuple[tuple[str, Any], ...] = ()
    #: For a step of an explanation: the sentence of the game's rules or of its winning
    #: rule (GameSpec.rules / .theory) that the step uses, word for word.
    quote: str = ""

    def __str__(self) -> str:
        template = english_forms(self.template, dict(self.values))
        return template.format(**{key: abbreviate(value) if isinstance(value, int) else value
                                  for key, value in self.values})


_COUNTED = re.compile(r"(\w+)\(s\)")
_FIELD = re.compile(r"\{(\w+)[^{}]*\}")
_ORDINAL = re.compile(r"(\{(\w+)\})th\b")


def english_forms(template: str, values: dict[str, Any]) -> str:
    """The template with its plurals and ordinals fitted to the numbers: "word(s)" agrees
    with the nearest number field before it ("{count} heap(s)": 1 heap, 2 heaps), and
    "{k}th" becomes 1st, 2nd, 3rd, 4th, 11th... (A translation has its own forms.)"""
    def counted(match: re.Match) -> str:
        fields = _FIELD.findall(template, 0, match.start())
        number = values.get(fields[-1]) if fields else None
        return match.group(1) + ("" if number == 1 else "s")

    def ordinal(match: re.Match) -> str:
        number = values.get(match.group(2))
        if not isinstance(number, int):
            return match.group(0)
        last_two = abs(number) % 100
        suffix = ("th" if 11 <= last_two <= 13
                  else {1: "st", 2: "nd", 3: "rd"}.get(last_two % 10, "th"))
        return match.group(1) + suffix

    forms = _COUNTED.sub(counted, template) if "(s)" in template else template
    return _ORDINAL.sub(ordinal, forms) if "}th" in forms else forms


def text(template: str, quote: str = "", **values: Any) -> Text:
    return Text(template, tuple(values.items()), quote)


SHOWN_DIGITS = 40
#: The bits of the longest number written out whole (SHOWN_DIGITS · log2 10, rounded down).
_SHOWN_BITS = int(SHOWN_DIGITS * 3.32)


def shown(number: int) -> str:
    """A number as an error message or label writes it: with thousands separators, and
    abbreviated when long."""
    short = abbreviate(number)
    return f"{short:,}" if isinstance(short, int) else short


def abbreviate(number: int) -> int | str:
    """`number` itself, or its first and last digits and its length when it is long."""
    if number.bit_length() <= _SHOWN_BITS:            # (True and False too)
        return number
    magnitude = abs(number)
    digits = int(magnitude.bit_length() * 0.30102999566398) + 1   # log10(2)
    if magnitude < _power_of_ten(digits - 1):
        digits -= 1
    head = magnitude // _power_of_ten(digits - 12)   # cheap: the quotient is short
    tail = magnitude % 10 ** 12
    sign = "-" if number < 0 else ""
    return f"{sign}{head}…{tail:012d} ({digits:,} digits)"


@lru_cache(maxsize=8)
def _power_of_ten(exponent: int) -> int:
    """Kept: 10^99,999 takes 3.6 ms, and a position's numbers are abbreviated once per
    row of each move list (24 rows of a 100,000-digit Wythoff position: 180 -> 8 ms)."""
    return 10 ** exponent
