"""Mathematics in the window's rich text typeset, not written as code: g_i and g_(n−2)
as subscripts, 2^k and 2^(2k) as superscripts. The command line keeps the plain form."""

from __future__ import annotations

import re

#: One letter standing alone, then _ and an index: a letters-and-digits word or a group.
_SUBSCRIPT = re.compile(r"\b([A-Za-z])_(\(([^()]*)\)|[A-Za-z0-9]+)")
#: A number, a letter or a closing bracket, then ^ and an exponent likewise.
_SUPERSCRIPT = re.compile(r"([A-Za-z0-9)])\^(\(([^()]*)\)|[A-Za-z0-9]+)")


def typeset(escaped: str) -> str:
    """`escaped` (text already escaped for HTML) with its indices and exponents typeset."""
    def raised(tag: str):
        def replace(match: re.Match) -> str:
            inner = match.group(3) if match.group(3) is not None else match.group(2)
            return f"{match.group(1)}<{tag}>{inner}</{tag}>"
        return replace

    if "_" in escaped:
        escaped = _SUBSCRIPT.sub(raised("sub"), escaped)
    if "^" in escaped:
        escaped = _SUPERSCRIPT.sub(raised("sup"), escaped)
    return escaped
