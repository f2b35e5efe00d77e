"""`python main.py solve|judge|table …`: answers without loading Qt."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import TextIO

from . import GAMES, judge
from .cli_output import OUTPUT_FAILED, abandon_stdout, flush_stdout, output_problem, say
from .params import escaped, shorten
from .remoteness import remoteness
from .spec import FIRST, Analysis, GameSpec, InputError, Position, shown, text

USAGE = ("usage: python main.py solve GAME ARGS... [--json]\n"
         "       python main.py judge PROBLEM [FILE | -]     (no FILE, or -: standard input)\n"
         "       python main.py table subtraction --set S1 [S2 ...] [--all-but] [--misere] "
         "--to N [--json | --csv]\n"
         "       python main.py table octal --code CODE --to N [--json | --csv]\n"
         f"games: {' '.join(GAMES)}\n"
         f"judge problems: {' '.join(judge.FORMATS)}")

#: A position written in more characters than this is written in a move's line by what
#: the move changed, not in full: a Nim of 20,001 heaps has 20,001 winning moves, and
#: writing each whole would print 800 MB.
LONG_POSITION = 160


class UsageError(Exception):
    """Bad command-line input: reported in one line, exit status 2."""


def main(argv: Sequence[str]) -> int:
    command, *rest = argv
    if sys.stdout is None:                  # started with stdout closed (`>&-`)
        say(f"nimlab {command}: cannot write the answer: standard output is closed")
        return OUTPUT_FAILED
    try:
        try:
            if command == "solve":
                solve(rest, sys.stdout)
            elif command == "table":
                from .cli_table import table
                table(rest, sys.stdout)
            else:
                judge_input(rest)
        finally:
            flush_stdout()          # inside the try: a full disk is seen here, not at exit
    except (UsageError, InputError, judge.JudgeError) as error:
        say(f"nimlab {command}: " + escaped(str(error).replace("\n", " ")))
        return 2
    except (OSError, UnicodeEncodeError) as error:
        problem = output_problem(error)
        if problem is None:
            raise
        abandon_stdout()
        say(f"nimlab {command}: {problem}")
        return OUTPUT_FAILED
    return 0


# --- solve ---------------------------------------------------------------------------------

def solve(args: Sequence[str], out: TextIO) -> None:
    args = list(args)
    as_json = "--json" in args
    args = [a for a in args if a != "--json"]
    if not args:
        raise UsageError(f"name a game: {', '.join(GAMES)}")
    game, *tokens = args
    spec = GAMES.get(game)
    if spec is None:
        raise UsageError(f"unknown game '{shorten(game, 40)}' (games: {', '.join(GAMES)})")
    try:
        position = spec.parse(tokens)
        if spec.printout is not None:
            spec.printout.check(position)
    except InputError as error:
        raise InputError(error.field, text("{game}: {problem}", game=game,
                                           problem=error.text)) from None
    analysis = spec.solve(position)
    if as_json:
        _write_json(spec, analysis, out)
    else:
        _write_text(spec, analysis, out)


def verdict_words(spec: GameSpec, analysis: Analysis) -> str:
    """'First player wins', with the problem's own name for that player where it has one."""
    first = analysis.winner == FIRST
    words = "First player wins" if first else "Second player wins"
    if spec.players:
        words += f" — {spec.players[0 if first else 1]}"
    return words


def _write_text(spec: GameSpec, analysis: Analysis, out: TextIO) -> None:
    out.write(f"{spec.title} ({spec.chinese}): {spec.format(analysis.position)}\n")
    if spec.printout is not None:
        out.writelines(f"{line}\n" for line in spec.printout.lines(analysis))
    else:
        out.write(verdict_words(spec, analysis) + "\n")
        if analysis.moves:
            heading = "Winning moves" if analysis.moves_complete else "A winning move"
            out.write(f"{heading}:\n")
            before = analysis.position
            if is_long(spec, before):
                out.writelines(f"  {move.text} → {changed_words(spec, before, move.after)}\n"
                               for move in analysis.moves)
            else:
                out.writelines(f"  {move.text} → {spec.format(move.after)}\n"
                               for move in analysis.moves)
    out.write(f"Rules: {' '.join(spec.rules)}\n")
    out.write(f"Winning rule: {' '.join(spec.theory)}\n")
    out.write("Why (each step quotes the rule it uses):\n")
    for line in analysis.explanation:
        out.write(f"  {line}\n")
        if line.quote:
            source = "rules" if line.quote in spec.rules else "winning rule"
            out.write(f"      ({source}: “{line.quote}”)\n")


def is_long(spec: GameSpec, position: Position) -> bool:
    """Too long to repeat whole in every move's line."""
    return len(spec.format(position)) > LONG_POSITION


def changed_words(spec: GameSpec, before: Position, after: Position, most: int = 3) -> str:
    """A long position after a move, by what changed: "heap 17: 0 (20,001 heaps)".

    The changed stretch is found by comparing slices of the two tuples (in C), halving
    them, not by a Python loop over the numbers: a 20,001-heap Nim has 20,001 moves."""
    old, new = before.numbers, after.numbers
    start = _common_prefix(old, new, 0)
    if len(old) == len(new) and old[start + 1:] == new[start + 1:]:
        end = start + 1 if start < len(new) else start
    else:
        end = len(new) - _common_suffix(old, new, start)
    changed = range(start, end)
    words = [f"{_number_name(spec, i)}: {shown(new[i])}" for i in changed[:most]]
    if len(changed) > most:
        words.append(f"… ({len(changed) - most:,} more changed)")
    if not words:
        words = [f"{len(old) - len(new):,} fewer numbers"] if len(new) < len(old) \
            else ["as it was"]
    return f"{', '.join(words)} ({_count_words(spec, len(new))})"


def _common_prefix(first: tuple, second: tuple, low: int) -> int:
    """Where the tuples first differ, from `low` on, by halving (one C comparison a step)."""
    high = min(len(first), len(second))
    while low < high:
        middle = (low + high + 1) // 2
        if first[low:middle] == second[low:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _common_suffix(first: tuple, second: tuple, start: int) -> int:
    """How many numbers the tuples share at their ends, not counting the first `start`."""
    low, high = 0, min(len(first), len(second)) - start
    while low < high:
        middle = (low + high + 1) // 2
        if first[len(first) - middle:len(first) - low] == \
                second[len(second) - middle:len(second) - low]:
            low = middle
        else:
            high = middle - 1
    return low


def _list_param(spec: GameSpec) -> tuple[int, object | None]:
    """How many positional numbers come before the game's list parameter, and that list
    parameter (None if the game has none)."""
    offset = 0
    for param in spec.positional_params:
        if param.width is None:
            return offset, param
        offset += param.width
    return offset, None


def _number_name(spec: GameSpec, index: int) -> str:
    offset, items = _list_param(spec)
    if items is not None and index >= offset:
        return f"{items.item} {index - offset + 1:,}"
    positional = spec.positional_params
    return positional[index].label if index < len(positional) else f"number {index + 1:,}"


def _count_words(spec: GameSpec, count: int) -> str:
    offset, items = _list_param(spec)
    if items is None:
        return f"{count:,} numbers"
    listed = count - offset
    return f"{listed:,} {items.item}{'' if listed == 1 else 's'}"


def _write_json(spec: GameSpec, analysis: Analysis, out: TextIO) -> None:
    explanation = {"explanation": [str(line) for line in analysis.explanation],
                   "explanation_quotes": [line.quote or None for line in analysis.explanation]}
    if spec.printout is not None:
        result = {"game": spec.id, **spec.printout.json_fields(analysis), **explanation}
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
        return
    head = {"game": spec.id, "winner": analysis.winner,
            "remoteness": remoteness(spec, analysis.position)}
    tail = {**explanation,
            "moves_complete": analysis.moves_complete,
            "move_words": [str(move.text) for move in analysis.moves],
            **{key: value for key, value in analysis.facts.items() if _is_plain(value)}}
    if spec.players:
        tail["winner_name"] = spec.players[0 if analysis.winner == FIRST else 1]
    # Moves are streamed: a long Nim can have many, each a whole position.
    out.write(json.dumps(head)[:-1] + ', "moves": [')
    out.writelines((", " if i else "") + json.dumps(list(move.after.numbers))
                   for i, move in enumerate(analysis.moves))
    out.write("], " + json.dumps(tail, ensure_ascii=False)[1:] + "\n")


def _is_plain(value) -> bool:
    if isinstance(value, (bool, int, str)) or value is None:
        return True
    if isinstance(value, (list, tuple)):
        return all(_is_plain(v) for v in value)
    return False


# --- judge ---------------------------------------------------------------------------------

def judge_input(args: Sequence[str]) -> None:
    if not args or len(args) > 2:
        raise UsageError(f"give a problem and optionally a file (- for standard input): "
                         f"problems are {', '.join(judge.FORMATS)}")
    problem = args[0]
    if problem not in judge.FORMATS:
        raise UsageError(f"unknown problem '{shorten(problem, 40)}' (problems: "
                         f"{', '.join(judge.FORMATS)})")
    if len(args) == 2 and args[1] != "-":
        try:
            file = open(args[1], "rb")  # noqa: SIM115 (closed below; only opening is guarded)
        except OSError as error:
            raise UsageError(f"cannot read '{shorten(args[1], 80)}': {error.strerror}") \
                from None
        with file:
            _answer(problem, file)
    elif sys.stdin is None:
        raise UsageError("standard input is closed: give the input as a file")
    else:
        _answer(problem, sys.stdin.buffer)


def _answer(problem: str, source) -> None:
    """Stream the answers to stdout, a few thousand lines per write."""
    pending: list[str] = []
    stdout = sys.stdout

    def write(line: str) -> None:
        pending.append(line)
        if len(pending) >= 4096:
            stdout.write("".join(pending))
            pending.clear()

    try:
        judge.run(problem, source, write)
    finally:
        stdout.write("".join(pending))
