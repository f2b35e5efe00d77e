"""Numbers as labels: exact when short, scientific when long, never slow.

Positions may hold numbers of thousands of digits. Converting such a number to decimal
text costs time quadratic in its length, so long numbers are written from their leading
bits instead. These are labels only: no verdict ever depends on them.
"""

from __future__ import annotations

import math
from functools import lru_cache

_SUPERSCRIPTS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
_LOG10_2 = math.log10(2)
#: Below this many bits str() is fast (a few microseconds) and floats are exact enough.
_FLOAT_BITS = 1000


def superscript(value: int) -> str:
    return str(value).translate(_SUPERSCRIPTS)


def digit_count(n: int) -> int:
    """Decimal digits of |n| (1 for 0), without converting it to text."""
    n = abs(n)
    if n.bit_length() <= 64:
        return len(str(n))
    exponent = log10(n)
    whole = math.floor(exponent)
    if 1e-9 < exponent - whole < 1 - 1e-9:
        return whole + 1
    # Too close to a power of ten for floating point: decide exactly (a power costs time
    # for long numbers, so only here).
    estimate = int(n.bit_length() * _LOG10_2)
    return estimate + 1 if n >= 10 ** estimate else estimate


def log10(n: int) -> float:
    """log10 of n > 0, for any size of n."""
    bits = n.bit_length()
    if bits <= _FLOAT_BITS:
        return math.log10(n)
    shift = bits - 64
    return math.log10(n >> shift) + shift * _LOG10_2


def scientific(n: int, digits: int = 2) -> str:
    """n ≥ 0 as "1.2×10¹⁸", with `digits` significant digits."""
    if n == 0:
        return "0"
    if n.bit_length() <= _FLOAT_BITS:
        mantissa_text, exponent_text = f"{float(n):.{digits - 1}e}".split("e")
        exponent = int(exponent_text)
    else:
        exponent_float = log10(n)
        exponent = math.floor(exponent_float)
        mantissa = 10 ** (exponent_float - exponent)
        mantissa_text = f"{mantissa:.{digits - 1}f}"
        if float(mantissa_text) >= 10:
            exponent += 1
            mantissa_text = f"{mantissa / 10:.{digits - 1}f}"
    if exponent < 4 and n.bit_length() <= 64:
        return f"{n:,}"
    return f"{mantissa_text}×10{superscript(exponent)}"


def compact(n: int, width: int = 9) -> str:
    """n exactly with thousands separators when that takes at most `width` characters,
    otherwise in scientific form."""
    if n < 0:
        return "−" + compact(-n, max(width - 1, 1))
    if n.bit_length() > 4 * width + 4:        # certainly more than `width` digits
        return scientific(n, 2 if width >= 7 else 1)
    if digit_count(n) <= width:
        exact = f"{n:,}"
        if len(exact) <= width:
            return exact
        if digit_count(n) <= width:
            return str(n)
    return scientific(n, 2 if width >= 7 else 1)


def candidates(n: int) -> tuple[str, ...]:
    """Ever shorter ways to write n, for fitting it into a given width."""
    # Kept for numbers of usual size: a picture writes the same numbers at every paint,
    # and the next position mostly the same.
    return _kept_candidates(n) if n.bit_length() <= 256 else _candidates(n)


@lru_cache(maxsize=4096)
def _kept_candidates(n: int) -> tuple[str, ...]:
    return _candidates(n)


def _candidates(n: int) -> tuple[str, ...]:
    seen: list[str] = []
    for form in (compact(n, 15), compact(n, 9), compact(n, 6), scientific(n, 1)):
        if form not in seen:
            seen.append(form)
    return tuple(seen)


def ratio(a: int, b: int) -> float:
    """a / b as a float for drawing, clamped to [0, 1e300], for integers of any size."""
    if b <= 0:
        return 0.0
    if a <= 0:
        return 0.0
    try:
        return min(a / b, 1e300)
    except OverflowError:
        return 1e300
