"""Long integers to decimal text and back. CPython 3.11 converts between the two in time
quadratic in the length (a 200,000-digit number: 0.17 s to read, 0.43 s to write); past
a few thousand digits these convert by halves instead.
"""

from __future__ import annotations

#: Tokens up to this long are converted by int() itself (quick below a few thousand digits).
DIRECT_DIGITS = 4000
#: Numbers up to this many bits (about 4,000 digits) are written by str() itself.
DIRECT_BITS = 13_000


def decimal(token: str) -> int:
    """The integer a checked token writes (decimal digits, an optional sign); a long token
    is read by halves (200,000 digits: 0.17 -> 0.05 s)."""
    if len(token) <= DIRECT_DIGITS:
        return int(token)
    if token[0] in "+-":
        value = decimal(token[1:])
        return -value if token[0] == "-" else value
    half = len(token) // 2
    return decimal(token[:-half]) * 10 ** half + decimal(token[-half:])


def decimal_text(number: int) -> str:
    """`number` written in decimal, as str() writes it; a long one is written by halves
    through the decimal module, whose products are fast (200,000 digits: 0.43 -> 0.04 s,
    spent on the window's thread after every move on such a position)."""
    if number.bit_length() <= DIRECT_BITS:
        return str(number)
    # (Imported here: the decimal module is 1 ms of every start.)
    from decimal import MAX_EMAX, MAX_PREC, MIN_EMIN, Decimal, localcontext

    powers: dict[int, Decimal] = {}         # the few powers of two it is split at

    def in_decimal(part: int, bits: int) -> Decimal:
        """`part` (non-negative, at most `bits` bits), made from its halves."""
        if bits <= DIRECT_BITS:
            return Decimal(part)
        half = bits >> 1
        high = part >> half
        if half not in powers:
            powers[half] = Decimal(2) ** half
        low = part - (high << half)
        return in_decimal(high, bits - half) * powers[half] + in_decimal(low, half)

    with localcontext(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN):   # every digit exact
        written = str(in_decimal(abs(number), number.bit_length()))
    return "-" + written if number < 0 else written
