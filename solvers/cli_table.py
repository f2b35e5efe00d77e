"""`python main.py table subtraction|octal … --to N [--json|--csv]`: a single-heap game's
values g(0..N) and the pattern found in them, proved or labelled a conjecture.

    table subtraction --set S1 [S2 ...] [--all-but] [--misere] --to N [--json | --csv]
    table octal --code CODE --to N [--json | --csv]
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TextIO

from .params import InputError, shorten
from .rules import (
    HeapRule,
    Pattern,
    losing_rule,
    parse_octal,
    parse_size,
    parse_subtraction,
    table_csv,
    table_json,
)
from .rules import table as compute_table

#: The options each family takes, and whether each is followed by values.
_FAMILIES = {
    "subtraction": {"--set": True, "--all-but": False, "--misere": False, "--to": True,
                    "--json": False, "--csv": False},
    "octal": {"--code": True, "--to": True, "--json": False, "--csv": False},
}
#: Values written in the plain text's table; beyond, its first and last rows only.
SHOWN_VALUES = 200
_ROW = 10


def table(args: Sequence[str], out: TextIO) -> None:
    if not args:
        raise InputError("family", "name a family: table subtraction --set ... --to N, or "
                                   "table octal --code CODE --to N")
    family, *rest = args
    if family not in _FAMILIES:
        raise InputError("family", f"unknown family '{shorten(family, 40)}' (families: "
                                   f"{', '.join(_FAMILIES)})")
    options = _read_options(family, rest)
    if "--json" in options and "--csv" in options:
        raise InputError("format", "choose one of --json and --csv")
    if "--to" not in options:
        raise InputError("to", "--to N is missing: the table runs from 0 to N")
    rule = _rule(family, options)
    to = options["--to"]
    if len(to) != 1:
        raise InputError("to", "--to takes one number, N")
    pattern = compute_table(rule, parse_size(to[0], "to"))
    if "--json" in options:
        out.write(json.dumps(table_json(pattern)) + "\n")
    elif "--csv" in options:
        out.write(table_csv(pattern))
    else:
        out.writelines(text_lines(rule, pattern))


def _read_options(family: str, tokens: Sequence[str]) -> dict[str, list[str]]:
    """Each option with the tokens after it up to the next option ("-2" is a value)."""
    known = _FAMILIES[family]
    options: dict[str, list[str]] = {}
    current: list[str] | None = None
    for token in tokens:
        if token.startswith("--"):
            if token not in known:
                raise InputError("option", f"unknown option '{shorten(token, 40)}' (options "
                                           f"of table {family}: {', '.join(known)})")
            if token in options:
                raise InputError("option", f"{token} is given twice")
            options[token] = current = []
            if not known[token]:
                current = None
        elif current is None:
            raise InputError("option", f"unexpected '{shorten(token, 40)}': "
                                       + ("write the set after --set, N after --to"
                                          if family == "subtraction" else
                                          "write the code after --code, N after --to"))
        else:
            current.append(token)
    return options


def _rule(family: str, options: dict[str, list[str]]) -> HeapRule:
    if family == "octal":
        code = options.get("--code")
        if not code:
            raise InputError("code", "--code CODE is missing: a code such as 0.77 (Kayles)")
        return parse_octal(" ".join(code), "code")
    members = [part for token in options.get("--set", ()) for part in token.split(",") if part]
    if "--set" not in options and "--all-but" not in options:
        raise InputError("set", "--set is missing: the numbers a move may remove, such as "
                                "--set 1 3 4")
    return parse_subtraction(members, all_but="--all-but" in options,
                             misere="--misere" in options, field_name="set")


# --- the plain text ---------------------------------------------------------------------

def text_lines(rule: HeapRule, pattern: Pattern) -> list[str]:
    """A heading, the values in rows of ten, the losing heaps and the pattern in words."""
    values = pattern.values
    last = len(values) - 1
    if pattern.misere:
        heading = f"{_name(rule)}: outcomes o(0..{last:,}) (0: the player to move loses)"
    else:
        heading = f"{_name(rule)}: Grundy values g(0..{last:,})"
    lines = [heading + "\n"]
    label = len(f"{last:,}")
    width = max(3, max(len(str(v)) for v in values) + 1)
    lines.append(" " * label + "".join(f"+{k}".rjust(width) for k in range(_ROW)) + "\n")
    rows = range(0, last + 1, _ROW)
    if len(values) > SHOWN_VALUES:
        head = rows[:SHOWN_VALUES // _ROW // 2]
        tail = rows[-2:]
        rows_shown: list[int | None] = [*head, None, *tail]
    else:
        rows_shown = list(rows)
    for start in rows_shown:
        if start is None:
            lines.append(f"{'…'.rjust(label)}  (all {len(values):,} values: --csv or --json)\n")
            continue
        cells = "".join(str(v).rjust(width) for v in values[start:start + _ROW])
        lines.append(f"{start:,}".rjust(label) + cells + "\n")
    losing = [n for n, value in enumerate(values) if value == 0]
    lines.append(f"Losing heaps for the player to move (P-positions) up to {last:,}: "
                 f"{_first(losing)}\n")
    lines.append(f"Pattern: {pattern.why}\n")
    lines.append(f"In words: {losing_rule(pattern)}\n")
    return lines


def _name(rule: HeapRule) -> str:
    if isinstance(getattr(rule, "digits", None), tuple):
        return f"Take-and-break game {rule.title}"
    return f"Subtraction game: {rule.title}"


def _first(numbers: list[int], most: int = 20) -> str:
    words = ", ".join(f"{n:,}" for n in numbers[:most]) or "none"
    return words + (f", … ({len(numbers) - most:,} more)" if len(numbers) > most else "")
