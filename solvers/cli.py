"""`python main.py solve …` and `python main.py judge …`: answers without loading Qt."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import TextIO

from . import GAMES, judge
from .spec import FIRST, Analysis, GameSpec, InputError

USAGE = ("usage: python main.py solve GAME ARGS... [--json]\n"
         "       python main.py judge PROBLEM [FILE]\n"
         f"games: {' '.join(GAMES)}\n"
         f"judge problems: {' '.join(judge.FORMATS)}")


class UsageError(Exception):
    """Bad command-line input: reported in one line, exit status 2."""


def main(argv: Sequence[str]) -> int:
    command, *rest = argv
    try:
        if command == "solve":
            solve(rest, sys.stdout)
        else:
            judge_input(rest)
    except (UsageError, InputError, judge.JudgeError) as error:
        sys.stdout.flush()
        print(f"nimlab {command}: {error}".replace("\n", " "), file=sys.stderr)
        return 2
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away (`| head`): nothing left to say
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
        raise UsageError(f"unknown game '{game[:40]}' (games: {', '.join(GAMES)})")
    try:
        position = spec.parse(tokens)
        if spec.printout is not None:
            spec.printout.check(position)
    except InputError as error:
        raise InputError(error.field, f"{game}: {error.message}") from None
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
            out.writelines(f"  {move.text} → {spec.format(move.after)}\n" for move in analysis.moves)
    out.write(f"Rules: {' '.join(spec.rules)}\n")
    out.write(f"Winning rule: {' '.join(spec.theory)}\n")
    out.write("Why (each step quotes the rule it uses):\n")
    for line in analysis.explanation:
        out.write(f"  {line}\n")
        if line.quote:
            source = "rules" if line.quote in spec.rules else "winning rule"
            out.write(f"      ({source}: “{line.quote}”)\n")


def _write_json(spec: GameSpec, analysis: Analysis, out: TextIO) -> None:
    explanation = {"explanation": [str(line) for line in analysis.explanation],
                   "explanation_quotes": [line.quote or None for line in analysis.explanation]}
    if spec.printout is not None:
        result = {"game": spec.id, **spec.printout.json_fields(analysis), **explanation}
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
        return
    head = {"game": spec.id, "winner": analysis.winner}
    tail = {**explanation,
            "moves_complete": analysis.moves_complete,
            "move_words": [str(move.text) for move in analysis.moves],
            **{key: value for key, value in analysis.facts.items() if _is_plain(value)}}
    if spec.players:
        tail["winner_name"] = spec.players[0 if analysis.winner == FIRST else 1]
    # Moves are streamed: a long Nim can have many, each a whole position.
    out.write(json.dumps(head)[:-1] + ', "moves": [')
    out.writelines((", " if i else "") + json.dumps(list(move.after.numbers)) for i, move in enumerate(analysis.moves))
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
        raise UsageError(f"give a problem and optionally a file: problems are "
                         f"{', '.join(judge.FORMATS)}")
    problem = args[0]
    if problem not in judge.FORMATS:
        raise UsageError(f"unknown problem '{problem[:40]}' (problems: "
                         f"{', '.join(judge.FORMATS)})")
    if len(args) == 2:
        try:
            with open(args[1], "rb") as file:
                data = file.read()
        except OSError as error:
            raise UsageError(f"cannot read '{args[1]}': {error.strerror}") from None
    else:
        data = sys.stdin.buffer.read()
    pending: list[str] = []
    stdout = sys.stdout

    def write(line: str) -> None:
        pending.append(line)
        if len(pending) >= 4096:
            stdout.write("".join(pending))
            pending.clear()

    try:
        judge.run(problem, data, write)
    finally:
        stdout.write("".join(pending))
        stdout.flush()
