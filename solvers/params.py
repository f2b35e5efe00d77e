"""Reading and writing a position's parameters: the kinds, and the one parser of ARGS.

A parameter kind knows its own tokens: which of them it takes, how it reads them into a
value (strictly, for the solver), how it keeps them as typed (leniently, for the form),
and how it writes a value back. `option` is its command-line flag, or None for a
positional kind. The parser below only walks the tokens and asks the kinds, so a new kind
is one class here and one widget adapter in the window.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import compress, count, repeat
from typing import Any

from .long_numbers import DIRECT_DIGITS, decimal
from .sentences import Text, text

#: Longest integer literal accepted anywhere. CPython converts decimal text in quadratic
#: time; past this size a conversion would take long enough to look like a hang.
MAX_DIGITS = 200_000

_INTEGER = re.compile(r"[+-]?[0-9]+")
#: A token int() reads exactly as parse_int would, and at C speed (a list's fast path).
_SHORT_INTEGER = re.compile(rf"[+-]?[0-9]{{1,{DIRECT_DIGITS}}}")
#: Separators between numbers besides white space: the comma, and the full-width comma
#: that a Chinese input method types ("3, 4, 5", "3，4，5").
COMMAS = ",\uff0c"
_COMMAS = re.compile(f"[{COMMAS}]")

#: What the form holds for a parameter: a text, the texts of a list's items, or a tick.
Typed = str | list[str] | bool
#: How a number is written: `str` for ARGS, an abbreviation for reading.
Writer = Callable[[Any], str]


class InputError(ValueError):
    """Bad input, tied to the field that holds it so a form can show it in place.

    `field` is a parameter name (or "position" for the text as a whole); `index` is the
    0-based item of a list parameter when one item is at fault. The message is a `Text`
    (template plus values) that the window translates; `message` is its English, which
    the command line, the JSON and the judge print. A plain string is taken as it is.
    """

    def __init__(self, field: str, message: str | Text, index: int | None = None):
        if not isinstance(message, Text):
            # As a value, not a template: braces and "(s)" in it are left alone.
            message = text("{message}", message=message)
        super().__init__(str(message))
        self.field = field
        self.text = message
        self.message = str(message)
        self.index = index

    def __str__(self) -> str:
        return self.message

    def __reduce__(self):
        # Rebuilt without calling __init__, whose arguments differ between the subclasses
        # (work run in a child process sends its error back pickled).
        return _rebuilt, (type(self), self.args), self.__dict__


def _rebuilt(kind: type[InputError], args: tuple) -> InputError:
    error = kind.__new__(kind)
    error.args = args
    return error


def parse_int(token: str, field: str, what: str | Text | Callable[[], str | Text],
              index: int | None = None) -> int:
    """Read one exact integer; `what` names it in the message ("heap 3", "N"), or makes
    that name when called (only for a message: a pasted list may have 10^5 items)."""
    token = token.strip()
    if not _INTEGER.fullmatch(token):
        raise InputError(field, text("{what}: '{token}' is not a whole number",
                                     what=_named(what), token=shorten(token)), index)
    if len(token.lstrip("+-")) > MAX_DIGITS:
        raise InputError(field, text("{what}: a number of {count:,} digits is too long "
                                     "(at most {limit:,})", what=_named(what),
                                     count=len(token), limit=MAX_DIGITS), index)
    return decimal(token)


def _named(what: str | Text | Callable[[], str | Text]) -> str | Text:
    return what() if callable(what) else what


def shorten(token: str, limit: int = 24) -> str:
    """Input echoed in a message: at most `limit` characters, control characters escaped."""
    return escaped(token) if len(token) <= limit else escaped(token[:limit]) + "…"


def escaped(text: str) -> str:
    """`text` with what a terminal would obey or hide written as escapes (\\x1b, \\x00,
    \\u202e): control characters, bidi overrides and other invisible format characters, and
    the bytes that were not UTF-8 in a command line (Python's surrogate escapes)."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escape(char) for char in text)


def _escape(char: str) -> str:
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:        # a byte that was not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _at_least(param: Any, token: str, index: int | None = None) -> int:
    """One number of `param`, at least its minimum; an item of a list is named by number."""
    def what() -> str | Text:
        return param.label if index is None else text("{item} {number}", item=param.item,
                                                       number=index + 1)

    value = parse_int(token, param.name, what, index)
    if value < param.minimum:
        raise InputError(param.name, text("{what} must be at least {minimum}, not {token}",
                                          what=what(), minimum=param.minimum,
                                          token=shorten(token)), index)
    return value


def _bad_items(param: Any, raw: Sequence[str],
               repeated: Callable[[str, int, int], InputError] | None = None
               ) -> list[InputError]:
    """Each item of a list `param` checked on its own: the errors, in order. With
    `repeated`, a value given before is an error too (made by repeated(token, index, index
    of its first))."""
    errors: list[InputError] = []
    seen: dict[int, int] = {}
    for index, token in enumerate(raw):
        try:
            value = _at_least(param, token, index)
        except InputError as error:
            errors.append(error)
            continue
        if repeated is not None and value in seen:
            errors.append(repeated(token, index, seen[value]))
        seen.setdefault(value, index)
    return errors


# --- the kinds ------------------------------------------------------------------------------
# take(tokens, at): the raw tokens the kind takes from `at` on (for an option: just after
#     its flag), and where the next token is. None as raw means "not given".
# read(raw): the value, checked (positional kinds: the tuple of numbers they add).
# typed(raw): the raw tokens as the form shows them, unchecked.
# words(value, write): the value as ARGS words; also takes the form's texts.
# Positional kinds also say how many numbers they hold (`width`; None: all that are left).

@dataclass(frozen=True)
class IntParam:
    """One integer. Positional unless `option` names its command-line flag ("--king")."""

    name: str
    label: str
    default: int
    minimum: int = 0
    option: str | None = None
    optional: bool = False
    help: str = ""
    #: How many of the positional numbers it holds.
    width = 1

    def take(self, tokens: Sequence[str], at: int) -> tuple[str | None, int]:
        if self.option is not None:
            return (tokens[at], at + 1) if at < len(tokens) else ("", at)
        return (tokens[at], at + 1) if at < len(tokens) else (None, at)

    def read(self, raw: str | None) -> Any:
        if raw is None:
            if self.optional:
                return None if self.option else ()
            if self.option:
                raise InputError(self.name, text("{label} is missing: add {option} {default}",
                                                 label=self.label, option=self.option,
                                                 default=self.default))
            raise InputError(self.name, text("{label} is missing", label=self.label))
        if self.option and raw == "":
            raise InputError(self.name, text("{option} needs a number after it",
                                             option=self.option))
        value = _at_least(self, raw)
        return value if self.option else (value,)

    def typed(self, raw: str | None) -> Typed:
        return raw or ""

    def words(self, value: Any, write: Writer = str) -> list[str]:
        if value is None or (value == "" and (self.option or self.optional)):
            return []
        return [self.option, write(value)] if self.option else [write(value)]


@dataclass(frozen=True)
class IntListParam:
    """All remaining positional integers (heaps, cells, distances)."""

    name: str
    label: str
    default: tuple[int, ...]
    item: str = "item"
    minimum: int = 0
    min_count: int = 1
    help: str = ""
    option: None = field(default=None, init=False)
    #: How many of the positional numbers it holds: all that are left.
    width = None

    def take(self, tokens: Sequence[str], at: int) -> tuple[list[str], int]:
        return list(tokens[at:]), len(tokens)

    def read(self, raw: Sequence[str] | None) -> tuple[int, ...]:
        raw = raw or []
        if len(raw) < self.min_count:
            raise InputError(self.name, text("{label}: at least {count} {item}(s) needed",
                                             label=self.label, count=self.min_count,
                                             item=self.item))
        if all(map(_SHORT_INTEGER.fullmatch, raw)):       # (a pasted list: 10^5 items)
            values = tuple(map(int, raw))
            if min(values, default=self.minimum) >= self.minimum:
                return values
        return tuple(_at_least(self, token, i) for i, token in enumerate(raw))

    def typed(self, raw: Sequence[str] | None) -> Typed:
        return list(raw or [])

    def bad_items(self, raw: Sequence[str]) -> list[InputError]:
        """The error of every item at fault, where `read` stops at the first (a form marks
        them all)."""
        return _bad_items(self, raw)

    def words(self, value: Sequence[Any], write: Writer = str) -> list[str]:
        return [write(item) for item in value]


@dataclass(frozen=True)
class FlagParam:
    """A yes/no rule variant given as a bare flag ("--misere")."""

    name: str
    label: str
    option: str
    help: str = ""

    def take(self, tokens: Sequence[str], at: int) -> tuple[bool, int]:
        return True, at

    def read(self, raw: bool | None) -> bool:
        return bool(raw)

    def typed(self, raw: bool | None) -> Typed:
        return bool(raw)

    def words(self, value: Any, write: Writer = str) -> list[str]:
        return [self.option] if value else []


@dataclass(frozen=True)
class IntSetOption:
    """A set of integers after a flag ("--set 1 3 4"): one or more, up to the next flag.

    The value is the numbers in increasing order; one given twice is an error, since the
    set would not be what was typed.
    """

    name: str
    label: str
    option: str
    default: tuple[int, ...]
    item: str = "number"
    minimum: int = 1
    optional: bool = False
    help: str = ""

    def take(self, tokens: Sequence[str], at: int) -> tuple[list[str], int]:
        end = at
        while end < len(tokens) and not tokens[end].startswith("--"):
            end += 1
        return list(tokens[at:end]), end

    def read(self, raw: Sequence[str] | None) -> tuple[int, ...] | None:
        if raw is None:
            if self.optional:
                return None
            example = " ".join(map(str, self.default))
            raise InputError(self.name, text("{label} is missing: add {option} {default}",
                                             label=self.label, option=self.option,
                                             default=example))
        if not raw:
            raise InputError(self.name, text("{option} needs at least one number after it",
                                             option=self.option))
        seen: dict[int, int] = {}
        for index, token in enumerate(raw):
            value = _at_least(self, token, index)
            if value in seen:
                raise self._repeated(token, index, seen[value])
            seen[value] = index
        return tuple(sorted(seen))

    def _repeated(self, token: str, index: int, first: int) -> InputError:
        return InputError(self.name, text("{what}: {token} is in the set already ({first})",
                                          what=text("{item} {number}", item=self.item,
                                                    number=index + 1),
                                          token=shorten(token),
                                          first=text("{item} {number}", item=self.item,
                                                     number=first + 1)), index)

    def typed(self, raw: Sequence[str] | None) -> Typed:
        return list(raw or [])

    def bad_items(self, raw: Sequence[str]) -> list[InputError]:
        """The error of every item at fault (see IntListParam.bad_items): a number given
        again is at fault as well."""
        return _bad_items(self, raw, self._repeated)

    def words(self, value: Sequence[Any] | None, write: Writer = str) -> list[str]:
        return [self.option, *(write(item) for item in value)] if value else []


@dataclass(frozen=True)
class TextOption:
    """One word after a flag ("--code 0.77"), kept as typed: the game reads its meaning
    (GameSpec.validate), so a bad word is refused there with the game's own message."""

    name: str
    label: str
    option: str
    default: str
    help: str = ""

    def take(self, tokens: Sequence[str], at: int) -> tuple[str, int]:
        """Its word, with the words after it while it ends in a comma: "--both 1, 2" is
        the word "1,2" (the full-width comma written as ",")."""
        if at >= len(tokens) or tokens[at].startswith("--"):
            return "", at
        word, at = tokens[at], at + 1
        while (word[-1:] and word[-1] in COMMAS and at < len(tokens)
               and not tokens[at].startswith("--")):
            word, at = word + tokens[at], at + 1
        return _COMMAS.sub(",", word), at

    def read(self, raw: str | None) -> str:
        if raw is None:
            raise InputError(self.name, text("{label} is missing: add {option} {default}",
                                             label=self.label, option=self.option,
                                             default=self.default))
        if not raw.strip():
            raise InputError(self.name, text("{option} needs a word after it, such as "
                                             "{default}", option=self.option,
                                             default=self.default))
        return raw.strip()

    def typed(self, raw: str | None) -> Typed:
        return raw or ""

    def words(self, value: str | None, write: Writer = str) -> list[str]:
        return [self.option, value] if value else []


Param = IntParam | IntListParam | FlagParam | IntSetOption | TextOption


# --- the parser -----------------------------------------------------------------------------

def read_tokens(params: Sequence[Param], tokens: Sequence[str]
                ) -> tuple[tuple[int, ...], tuple[tuple[str, Any], ...]]:
    """ARGS read strictly: (the positional numbers, the options as (name, value) pairs in
    the order of `params`). Raises InputError at the first thing wrong.

    Commas separate numbers as spaces do ("3, 4, 5"; see separated)."""
    values = _walk(params, tokens, strict=True)
    numbers: list[int] = []
    for param in params:
        if param.option is None:
            numbers += values[param.name]
    return tuple(numbers), tuple((p.name, values[p.name]) for p in params if p.option)


def place_tokens(params: Sequence[Param], tokens: Sequence[str]) -> dict[str, Typed]:
    """Which field each token of ARGS belongs to, leniently, for the form: {param name:
    text, texts, or tick}. Values are left unchecked (the solver judges them); raises
    InputError only when the tokens cannot be placed (an unknown option, numbers left over).
    """
    return _walk(params, tokens, strict=False)


def separated(params: Sequence[Param], tokens: Sequence[str]) -> list[str]:
    """`tokens` with each token that holds commas split at them ("3," "4,5" -> "3" "4"
    "5"), empty pieces dropped, so that a comma is a separator like a space. The word after
    the flag of a TextOption is left whole: the game reads its commas ("--both 1,2")."""
    if not _COMMAS.search("".join(tokens)):       # (one search: a list may be 10^5 long)
        return list(tokens)
    words = {param.option for param in params if isinstance(param, TextOption)}
    result: list[str] = []
    at = 0
    while at < len(tokens):
        token = tokens[at]
        at += 1
        if token in words:
            result.append(token)
            while at < len(tokens) and not tokens[at].startswith("--"):
                result.append(tokens[at])           # (TextOption.take joins them)
                ended = tokens[at][-1:] in tuple(COMMAS)
                at += 1
                if not ended:
                    break
            continue
        result += [piece for piece in _COMMAS.split(token) if piece]
    return result


def _walk(params: Sequence[Param], tokens: Sequence[str], strict: bool) -> dict[str, Any]:
    """The one walk over the tokens: options first (each read where it stands, so errors
    come in the order of the text), then the missing options, then the positional numbers.
    """
    def convert(param: Param, raw: Any) -> Any:
        return param.read(raw) if strict else param.typed(raw)

    tokens = separated(params, tokens)
    by_flag = {param.option: param for param in params if param.option}
    found: dict[str, Any] = {}
    positional: list[str] = []
    at = 0
    # Where the flags stand, found at C speed: a pasted list may hold 10^5 numbers.
    flags = compress(count(), map(str.startswith, tokens, repeat("--")))
    for flag_at in flags:
        if flag_at < at:                    # taken as the value of the option before it
            continue
        positional += tokens[at:flag_at]
        token = tokens[flag_at]
        param = by_flag.get(token)
        if param is None:
            known = ", ".join(by_flag) or "none"
            raise InputError("position", text("unknown option '{option}' (options of this "
                                              "game: {known})", option=shorten(token),
                                              known=known))
        if strict and param.name in found:
            raise InputError(param.name, text("{option} is given twice", option=token))
        raw, at = param.take(tokens, flag_at + 1)
        found[param.name] = convert(param, raw)
    positional += tokens[at:]
    for param in params:
        if param.option and param.name not in found:
            found[param.name] = convert(param, None)
    rest: Sequence[str] = positional
    for param in params:
        if param.option is None:
            raw, taken = param.take(rest, 0)
            rest = rest[taken:]
            found[param.name] = convert(param, raw)
    if rest:
        expected = " ".join(p.name.upper() for p in params if p.option is None)
        raise InputError("position", text("too many numbers: '{numbers}' is left over "
                                          "(expected {expected})",
                                          numbers=shorten(" ".join(rest)), expected=expected))
    return {param.name: found[param.name] for param in params}
