"""`python main.py table FAMILY RULE… --to N [--json|--csv]`: a single-heap game's values
g(0..N) and the pattern found in them, proved or labelled a conjecture. The families are
the games whose rule is in their options (GameSpec.heap_rule), read by their own parser:

    table subtraction --set S1 [S2 ...] [--all-but] [--misere] --to N [--json | --csv]
    table octal --code CODE --to N [--json | --csv]
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TextIO

from . import GAMES
from .params import InputError, shorten
from .rules import (
    HeapRule,
    Pattern,
    losing_rule,
    parse_size,
    table_csv,
    table_json,
)
from .rules import table as compute_table
from .spec import GameSpec, text

#: The table's own options, and whether each is followed by a value.
_TABLE_OPTIONS = {"--to": True, "--json": False, "--csv": False}
#: Values written in the plain text's table; beyond, its first and last rows only.
SHOWN_VALUES = 200
_ROW = 10


def families() -> dict[str, GameSpec]:
    """The games whose rule is in their options (GameSpec.heap_rule), by id."""
    return {game: spec for game, spec in GAMES.items() if spec.heap_rule is not None}


def table(args: Sequence[str], out: TextIO) -> None:
    known = families()
    if not args:
        raise InputError("family", text("name a family: {usages}", usages="; ".join(
            f"table {game} {_rule_usage(spec)} --to N" for game, spec in known.items())))
    family, *rest = args
    if family not in known:
        raise InputError("family", text("unknown family '{family}' (families: {known})",
                                        family=shorten(family, 40), known=", ".join(known)))
    spec = known[family]
    options, rule_words = _table_options(rest)
    if "--json" in options and "--csv" in options:
        raise InputError("format", text("choose one of --json and --csv"))
    if "--to" not in options:
        raise InputError("to", text("--to N is missing: the table runs from 0 to N"))
    to = options["--to"]
    if len(to) != 1:
        raise InputError("to", text("--to takes one number, N"))
    last = parse_size(to[0], "to")
    position = spec.parse(rule_words)
    if position.numbers:
        raise InputError("position", text("unexpected '{word}': a table takes the rule only "
                                          "({usage}), N after --to",
                                          word=shorten(rule_words[0], 40),
                                          usage=_rule_usage(spec)))
    rule = spec.heap_rule(position)
    pattern = compute_table(rule, last)
    if "--json" in options:
        out.write(json.dumps(table_json(pattern)) + "\n")
    elif "--csv" in options:
        out.write(table_csv(pattern))
    else:
        out.writelines(text_lines(spec, rule, pattern))


def _rule_usage(spec: GameSpec) -> str:
    """The rule of the game's example, as its options are written ("--set 1 3 4")."""
    return spec.format(spec.default_position().with_numbers(()))


def _table_options(tokens: Sequence[str]) -> tuple[dict[str, list[str]], list[str]]:
    """The table's own options (--to N, --json, --csv), and the other words: the rule."""
    options: dict[str, list[str]] = {}
    rule: list[str] = []
    tokens = list(tokens)
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token in _TABLE_OPTIONS:
            if token in options:
                raise InputError("option", text("{option} is given twice", option=token))
            i += 1
            values = options[token] = []
            while _TABLE_OPTIONS[token] and i < len(tokens) and not tokens[i].startswith("--"):
                values.append(tokens[i])
                i += 1
        else:
            rule += [part for part in token.split(",") if part]   # "--set 1,3,4" too
            i += 1
    return options, rule


# --- the plain text ---------------------------------------------------------------------

def text_lines(spec: GameSpec, rule: HeapRule, pattern: Pattern) -> list[str]:
    """A heading, the values in rows of ten, the losing heaps and the pattern in words."""
    values = pattern.values
    last = len(values) - 1
    if pattern.misere:
        heading = (f"{spec.title}, {rule.title}: outcomes o(0..{last:,}) "
                   f"(0: the player to move loses)")
    else:
        heading = f"{spec.title}, {rule.title}: Grundy values g(0..{last:,})"
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


def _first(numbers: list[int], most: int = 20) -> str:
    words = ", ".join(f"{n:,}" for n in numbers[:most]) or "none"
    return words + (f", … ({len(numbers) - most:,} more)" if len(numbers) > most else "")
