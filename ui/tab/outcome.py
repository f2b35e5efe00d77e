"""From typed tokens to what a tab shows: parse, solve, and put the answer into words.

This runs on the GUI thread for small positions and on a worker thread for big ones, so
it touches no widget. `QCoreApplication.translate` is thread-safe; it turns the solver's
English templates into the user's language once a translation is installed.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice

from PySide6.QtCore import QCoreApplication

from solvers.spec import (
    FIRST,
    Analysis,
    Cancelled,
    GameSpec,
    LazyMoves,
    Position,
    ShouldStop,
    Text,
    abbreviate,
    english_forms,
    shown,
)
from solvers.xor import COLUMN_TEMPLATES, WINNING_ROW_TEMPLATE
from ui.tab.maths import typeset

#: Inputs up to these sizes are solved synchronously: every game answers them in a few
#: milliseconds, so a keystroke gets its verdict within one frame.
SYNC_MAX_TOKENS = 64
SYNC_MAX_DIGITS = 30

#: The moves list shows at most this many moves; the rest are counted, not listed.
MOVES_SHOWN = 200
#: Longer words in a solver's sentence (a list of every pair, every gap) are cut short.
WORDS_MAX_CHARS = 2_000
#: A position after a move is written out in full up to this many numbers.
NUMBERS_SHOWN = 12
#: Positions whose numbers have more bits than this are not written out as ARGS text for
#: replay: CPython writes decimals in quadratic time.
REPLAY_MAX_BITS = 20_000




def _never() -> bool:
    return False


def translate(text: str) -> str:
    """A string that comes from the solver layer, in the user's language."""
    return QCoreApplication.translate("solvers", text)


def _is_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _render_value(value: object) -> object:
    if _is_number(value):
        return abbreviate(value)
    if isinstance(value, Text):
        return render_text(value)
    if isinstance(value, str):
        return cut_words(value) if len(value) > WORDS_MAX_CHARS else translate(value)
    return value


def cut_words(words: str) -> str:
    """A solver's long list of words ("(2, 6): 3, (7, 11): 3, …", one item per pair of
    10^5 cells) cut after an item near WORDS_MAX_CHARS, saying how much is left out:
    laying out a million characters would hold the window for a second."""
    cut = words.rfind(", ", 0, WORDS_MAX_CHARS)
    opened = words.rfind("(", 0, cut)
    if opened > words.rfind(")", 0, cut):          # not inside a pair "(2, 6)"
        cut = words.rfind(", ", 0, opened)
    if cut <= 0:
        cut = WORDS_MAX_CHARS
    return QCoreApplication.translate("Outcome", "{words} … ({count:,} more characters)"
                                      ).format(words=words[:cut], count=len(words) - cut)


def render_text(text: Text) -> str:
    """A solver's sentence, translated, with long numbers abbreviated.

    The words a solver puts into a template ("odd", "the first player wins") are in the
    catalogue too and are translated; a nested Text is rendered; the binary columns are
    left as they are, since translating a label would break their alignment."""
    if text.template in COLUMN_TEMPLATES:
        values = {key: abbreviate(value) if _is_number(value) else value
                  for key, value in text.values}
        return text.template.format(**values)
    values = {key: _render_value(value) for key, value in text.values}
    numbers = dict(text.values)
    template = english_forms(translate(text.template), numbers)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        # A faulty translation must not hide the answer: fall back to the English.
        return english_forms(text.template, numbers).format(**values)


def is_small(tokens: Sequence[str]) -> bool:
    """True when the position is cheap enough to solve on the GUI thread."""
    return (len(tokens) <= SYNC_MAX_TOKENS
            and all(len(token) <= SYNC_MAX_DIGITS + 3 for token in tokens))


def describe_position(spec: GameSpec, position: Position, focus: int | None = None,
                      options: bool = True) -> str:
    """The position in ARGS form, shortened when long, for reading (not for parsing).

    A long list keeps its two ends and the numbers around index `focus` (the one a move
    changed), with "…" for what is left out. With options=False only the numbers, as
    after a move (see GameSpec.format).
    """
    numbers = position.numbers
    if len(numbers) <= NUMBERS_SHOWN:
        words = list(map(_abbreviated, numbers))
    else:
        keep = {0, 1, len(numbers) - 2, len(numbers) - 1}
        if focus is not None:
            keep.update(range(max(focus - 2, 0), min(focus + 3, len(numbers))))
        else:
            keep.update(range(NUMBERS_SHOWN - 4))
        words = []
        previous = -1
        for index in sorted(keep):
            if index != previous + 1:
                words.append("…")
            words.append(_abbreviated(numbers[index]))
            previous = index
    for param in spec.params if options else ():
        if param.option is not None:
            words += param.words(position.option(param.name), _abbreviated)
    return " ".join(words)


def _abbreviated(number: int) -> str:
    return str(abbreviate(number))


#: A number for a sentence or a table cell (the pirates' words and table, the sum's total
#: and values), as the solvers write one: thousands separators, long ones shortened.
number = shown


def changed_index(before: Position, after: Position) -> int | None:
    """The first number a move changed, when the two positions have as many numbers."""
    if len(before.numbers) != len(after.numbers):
        return None
    for index, (old, new) in enumerate(zip(before.numbers, after.numbers)):
        if old != new:
            return index
    return None


def replay_text(spec: GameSpec, position: Position) -> str | None:
    """The exact ARGS text of a position, or None when writing it out would be slow."""
    numbers = position.numbers
    if len(numbers) > 10_000 or sum(map(int.bit_length, numbers)) > REPLAY_MAX_BITS:
        return None
    return spec.format(position)


@dataclass(frozen=True)
class ExplanationLine:
    """One line of an explanation: a step, with the sentence of the rules (`quoted_rule`)
    or of the winning rule (`quoted_theory`) that it uses, or a row of binary columns."""

    text: str
    monospace: bool
    quoted_rule: str = ""
    quoted_theory: str = ""
    #: A row of binary columns that a winning move shrinks.
    marked: bool = False


def explanation_lines(explanation: Sequence[Text], rules: Sequence[str]
                      ) -> tuple[ExplanationLine, ...]:
    """The solver's steps in the user's language. A step quotes one sentence of the
    game's `rules` or of its winning rule; the quote is translated as the tab's rules
    text translates it, so the two read the same."""
    lines = []
    for line in explanation:
        if line.template in COLUMN_TEMPLATES:
            lines.append(ExplanationLine(render_text(line), True,
                                         marked=line.template == WINNING_ROW_TEMPLATE))
        elif line.quote in rules:
            lines.append(ExplanationLine(render_text(line), False,
                                         quoted_rule=translate(line.quote)))
        else:
            lines.append(ExplanationLine(render_text(line), False,
                                         quoted_theory=translate(line.quote) if line.quote
                                         else ""))
    return tuple(lines)


def join_sentences(sentences: Sequence[str]) -> str:
    """Translated sentences as one text: spaced in English, run together after a full-width
    stop (Chinese puts no space between sentences)."""
    joined = ""
    for sentence in sentences:
        sentence = translate(sentence)
        if joined and not joined.endswith(("。", "：", "；")):
            joined += " "
        joined += sentence
    return joined


def rules_html(rules: Sequence[str], theory: Sequence[str], note: str = "") -> str:
    """The tab's rules text: the game's rules, then its winning rule, which the steps of
    every explanation quote (and a note, such as who the problem's players are)."""
    heading = QCoreApplication.translate("Outcome", "Winning rule:")
    note_html = f"<br>{html.escape(note)}" if note else ""
    return (f"{typeset(html.escape(join_sentences(rules)))}"
            f"<br><b>{html.escape(heading)}</b> "
            f"{typeset(html.escape(join_sentences(theory)))}{note_html}")


@dataclass(frozen=True)
class Outcome:
    """A solved position and its words, ready to be shown.

    `tokens` are the texts it was read from; `args` is the position's exact ARGS text
    when it is cheap to write, else None. `moves` are the words of the first winning moves
    (`analysis.moves` in the same order), at most MOVES_SHOWN of them.
    `move_count` is the number of winning moves when known, else None (more than shown).
    """

    tokens: tuple[str, ...]
    position: Position
    analysis: Analysis
    args: str | None
    moves: tuple[str, ...]
    move_count: int | None
    explanation: tuple[ExplanationLine, ...]

    @property
    def more_moves(self) -> bool:
        return self.move_count is None or self.move_count > len(self.moves)


def compute_outcome(spec: GameSpec, tokens: Sequence[str],
                    should_stop: ShouldStop = _never) -> Outcome:
    """Parse and solve `tokens`; raises InputError for bad input, Cancelled when told to."""
    position = spec.parse(list(tokens))
    _check(should_stop)
    analysis = spec.solve(position)
    _check(should_stop)
    args = replay_text(spec, position)
    moves, count = _move_lines(spec, position, analysis.moves, should_stop)
    explanation = explanation_lines(analysis.explanation, spec.rules)
    _check(should_stop)
    return Outcome(tuple(tokens), position, analysis, args, moves, count, explanation)


def _move_lines(spec: GameSpec, position: Position, moves: Sequence, should_stop: ShouldStop
                ) -> tuple[tuple[str, ...], int | None]:
    lines = []
    seen = 0
    line = QCoreApplication.translate("Outcome", "{move} → {position}")
    for move in islice(iter(moves), MOVES_SHOWN + 1):
        seen += 1
        if seen > MOVES_SHOWN:
            break
        if seen % 16 == 0:
            _check(should_stop)
        lines.append(line.format(
            move=render_text(move.text),
            position=describe_position(spec, move.after, changed_index(position, move.after),
                                       options=False)))
    if seen <= MOVES_SHOWN:
        return tuple(lines), len(lines)
    # Counting a lazily listed sequence would list it all; ask only those that know.
    return tuple(lines), None if isinstance(moves, LazyMoves) else len(moves)


def _check(should_stop: ShouldStop) -> None:
    if should_stop():
        raise Cancelled()


def verdict_text(spec: GameSpec, analysis: Analysis) -> str:
    """'First player wins', then what that means in plain words (the problem's own names
    for the players are introduced once, in the rules: see players_note)."""
    if analysis.winner == FIRST:
        return QCoreApplication.translate(
            "Outcome", "First player wins: the player to move can force a win")
    return QCoreApplication.translate(
        "Outcome", "Second player wins: whatever the player to move does, the other player "
                   "can win")


def problem_name(judge_name: str) -> str:
    """'hdu1525' as a contest problem is written: 'HDU 1525'."""
    letters = judge_name.rstrip("0123456789")
    return f"{letters.upper()} {judge_name[len(letters):]}".strip()


def players_note(spec: GameSpec) -> str:
    """'In HDU 1525 the first player is called Stan and the second Ollie.' ('' for a game
    whose problem does not name them)."""
    if not spec.players:
        return ""
    first, second = (translate(name) for name in spec.players)
    if spec.judge_formats:
        return QCoreApplication.translate(
            "Outcome", "In {problem} the first player is called {first} and the second "
                       "{second}.").format(problem=problem_name(spec.judge_formats[0].name),
                                           first=first, second=second)
    return QCoreApplication.translate(
        "Outcome", "The problem calls the first player {first} and the second {second}.").format(
            first=first, second=second)
