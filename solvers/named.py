"""Games the user has named: a rule-lab family (subtraction, octal) with its rule fixed.

A named game is a name, a family and the family's rule options ("--set 1 3 4 --misere",
"--code 0.77"). Its GameSpec is the family's with the rule taken out of the position: its
id is "user-<slug>", its title the name, its parameters the family's positional ones
(the heaps), and its solve, tree, Grundy value and moves the family's with the rule put
back in. Its analyses carry a Reduction to the family's position, so the window shows
which game of the family it is.

Pure Python, no Qt. `to_dict` / `from_dict` are the JSON form the settings and sessions
keep; every check raises InputError with a message that says what is wrong.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import product
from typing import Any

from . import GAMES, register, unregister
from .params import shorten
from .spec import (
    Analysis,
    GameSpec,
    InputError,
    Move,
    Position,
    PositionTree,
    Reduction,
    text,
)


def families() -> list[str]:
    """The games a game may be named in: those whose rule is in their options."""
    return [game for game, spec in GAMES.items() if spec.heap_rule is not None]

#: The longest name (characters) and rule (characters of its ARGS words).
MAX_NAME = 40
MAX_RULE = 200
PREFIX = "user-"
_ID = re.compile(r"user-[a-z0-9]+(-[a-z0-9]+)*")
_SLUG_LENGTH = 32


@dataclass(frozen=True)
class NamedGame:
    """A game the user named: `rule` is the family's options as ARGS words, written as
    the family writes them (so equal rules are equal strings)."""

    name: str
    family: str
    rule: str
    id: str

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "family": self.family, "rule": self.rule, "id": self.id}

    def same_game(self, other: NamedGame) -> bool:
        return (self.family, self.rule) == (other.family, other.rule)


# --- checking -------------------------------------------------------------------------------

def check_name(name: Any, games: Mapping[str, GameSpec] = GAMES, own_id: str = "") -> str:
    """The name, trimmed; InputError when it is empty, too long, holds control characters
    or is the title of another game (`own_id`: the game whose name it already is)."""
    if not isinstance(name, str):
        raise InputError("name", text("The name must be text."))
    name = " ".join(name.split())
    if not name:
        raise InputError("name", text("The name is empty: type a name for the game."))
    if len(name) > MAX_NAME:
        raise InputError("name", text("The name is {count} characters long; a game's name "
                                      "has at most {limit}.", count=len(name), limit=MAX_NAME))
    if not name.isprintable():
        raise InputError("name", text("The name holds control characters; use letters, "
                                      "digits, spaces and punctuation."))
    folded = name.casefold()
    for spec in games.values():
        if spec.id != own_id and folded in (spec.title.casefold(), spec.chinese.casefold()):
            raise InputError("name", text("There is a game called '{game}' already; choose "
                                          "another name.", game=spec.title))
    return name


def rule_options(family: Any, rule: Any) -> tuple[tuple[str, Any], ...]:
    """The family's options read from `rule` (ARGS words of options only); InputError
    naming what is wrong with the rule."""
    if family not in families():
        known = ", ".join(families())
        raise InputError("family", text("A named game is a subtraction or octal game "
                                        "({known}), not '{family}'.", known=known,
                                        family=_short(str(family))))
    if not isinstance(rule, str):
        raise InputError("rule", text("The rule must be text, such as --set 1 3 4."))
    if len(rule) > MAX_RULE:
        raise InputError("rule", text("The rule is {count:,} characters long; at most "
                                      "{limit}.", count=len(rule), limit=MAX_RULE))
    spec = GAMES[family]
    try:
        position = spec.parse(rule)
    except InputError as error:
        raise InputError("rule", text("The rule '{rule}' is not a rule of the {game}: "
                                      "{problem}", rule=_short(rule),
                                      game=spec.title.lower(), problem=error.text)) from None
    if position.numbers:
        raise InputError("rule", text("The rule '{rule}' holds heaps; a rule is only the "
                                      "options, such as {example}.", rule=_short(rule),
                                      example=_example(spec)))
    return position.options


def define(name: Any, family: Any, rule: Any,
           games: Mapping[str, GameSpec] = GAMES) -> NamedGame:
    """A new named game, checked against the games in `games` (its name is new)."""
    name = check_name(name, games)
    options = rule_options(family, rule)
    written = GAMES[family].format(Position((), options))
    return NamedGame(name, family, written, new_id(name, games))


def new_id(name: str, games: Mapping[str, Any]) -> str:
    """"user-" and the name in lower-case ASCII words ("Kayles 2" → "user-kayles-2"; a
    name without such letters by a hash of it), made unique against `games`."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    slug = "-".join(re.findall(r"[a-z0-9]+", folded))[:_SLUG_LENGTH].strip("-")
    if not slug:
        # (Imported here: loading OpenSSL is 2-3 ms of every start.)
        import hashlib

        slug = "g" + hashlib.sha1(name.encode("utf-8")).hexdigest()[:8]
    base = PREFIX + slug
    candidate, number = base, 2
    while candidate in games:
        candidate, number = f"{base}-{number}", number + 1
    return candidate


def from_dict(data: Any, games: Mapping[str, GameSpec] = GAMES) -> NamedGame:
    """A named game from its JSON form, every field checked. Its name may be its own
    game's title in `games` (the same id), not another game's."""
    if not isinstance(data, dict):
        raise InputError("named_game", text("A named game is an object with \"name\", "
                                            "\"family\", \"rule\" and \"id\"."))
    for key in ("name", "family", "rule", "id"):
        if not isinstance(data.get(key), str):
            raise InputError(key, text("A named game's \"{key}\" must be text.", key=key))
    game_id = data["id"]
    if not _ID.fullmatch(game_id) or len(game_id) > len(PREFIX) + _SLUG_LENGTH + 8:
        raise InputError("id", text("'{id}' is not the id of a named game (user- and "
                                    "lower-case words, such as user-kayles).",
                                    id=_short(game_id)))
    name = check_name(data["name"], games, own_id=game_id)
    options = rule_options(data["family"], data["rule"])
    written = GAMES[data["family"]].format(Position((), options))
    return NamedGame(name, data["family"], written, game_id)


# --- the game ---------------------------------------------------------------------------------

class _MappedMoves(Sequence[Move]):
    """The family's moves, each turned into the named game's, as they are read."""

    def __init__(self, moves: Sequence[Move], convert: Callable[[Move], Move]):
        self._moves = moves
        self._convert = convert

    def __len__(self) -> int:
        return len(self._moves)

    def __bool__(self) -> bool:
        return bool(self._moves)

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self._convert(move) for move in self._moves[index]]
        return self._convert(self._moves[index])

    def __iter__(self) -> Iterator[Move]:
        return (self._convert(move) for move in self._moves)


def make_spec(named: NamedGame) -> GameSpec:
    """The GameSpec of `named`: the family's, with the rule fixed."""
    family = GAMES[named.family]
    options = rule_options(named.family, named.rule)
    misere = bool(dict(options).get("misere"))
    params = family.positional_params

    def to_family(position: Position) -> Position:
        return Position(position.numbers, options)

    def to_named(position: Position) -> Position:
        return Position(position.numbers)

    def move(found: Move) -> Move:
        return Move(to_named(found.after), found.text, found.focus)

    def solve(position: Position) -> Analysis:
        there = to_family(position)
        analysis = family.solve(there)
        moves = analysis.moves
        reduction = Reduction(
            family.id, there,
            text("{name} is the {family} with the rule {rule}.", name=named.name,
                 family=family.title.lower(), rule=named.rule),
            lambda index: moves[index].after)
        return replace(analysis, game=named.id, position=position,
                       moves=_MappedMoves(moves, move),
                       facts={**analysis.facts, "reduction": reduction})

    assert family.tree is not None
    tree = PositionTree(
        lambda position: (move(m) for m in family.tree.moves(to_family(position))),
        stuck_mover_wins_at=lambda position: family.tree.stuck_mover_wins(
            to_family(position)))

    def grundy_move(position: Position, target: int) -> Move | None:
        assert family.grundy_move is not None
        found = family.grundy_move(to_family(position), target)
        return None if found is None else move(found)

    def legal_move(before: Position, after: Position) -> Move | None:
        if after.options or family.legal_move is None:
            return None
        found = family.legal_move(to_family(before), to_family(after))
        return None if found is None else move(found)

    plane = family.plane
    if plane is not None:
        def cell(base: Position, x: int, y: int) -> Position | None:
            there = plane.position_at(to_family(base), x, y)
            return None if there is None else to_named(there)
        plane = replace(plane, position_at=cell, grundy=plane.grundy and not misere)

    example = " ".join(map(str, family.default_position().numbers))
    return GameSpec(
        id=named.id, title=named.name, chinese="", params=params,
        family="user",
        solve=solve, tree=tree, canvas=family.canvas,
        rules=(*family.rules, f"{named.name} is the {family.title.lower()} with the rule "
                              + f"{named.rule}."),
        theory=family.theory,
        validate=lambda position: family.validate(to_family(position)),
        example=example,
        random_args=lambda rng, size: _random_heaps(rng, size, misere),
        plane=plane,
        grundy=None if misere or family.grundy is None
        else (lambda position: family.grundy(to_family(position))),
        grundy_move=None if misere or family.grundy_move is None else grundy_move,
        reduces_to=family.id,
        in_sums=family.in_sums and not misere,
        small_positions=lambda: _small_heaps(misere),
        legal_move=legal_move,
        remake=(make_spec, (named,)),
    )


def _random_heaps(rng: random.Random, size: int, misere: bool) -> str:
    count = 1 if misere and rng.random() < 0.5 else 1 + size // 3
    top = 8 if misere else 5 + 3 * size
    return " ".join(str(rng.randrange(1, top)) for _ in range(count))


def _small_heaps(misere: bool) -> list[str]:
    """One or two heaps up to 7 and three up to 4 (misère: one heap up to 19 and two up
    to 5, which its search covers)."""
    if misere:
        lists = [(n,) for n in range(20)] + list(product(range(1, 6), repeat=2))
    else:
        lists = [h for count, top in ((1, 8), (2, 8), (3, 5))
                 for h in product(range(top), repeat=count)]
    return [" ".join(map(str, heaps)) for heaps in lists]


# --- the registry -------------------------------------------------------------------------

#: The named games registered now, by id.
NAMED: dict[str, NamedGame] = {}


def register_named(named: NamedGame) -> GameSpec:
    """Add `named` to the registry (solvers.GAMES) and return its spec."""
    spec = make_spec(named)
    register(spec)
    NAMED[named.id] = named
    return spec


def forget(game: str) -> None:
    """Remove a named game from the registry."""
    if game not in NAMED:
        raise KeyError(game)
    unregister(game)
    del NAMED[game]


def named_game(game: str) -> NamedGame | None:
    """The definition of the named game with id `game`, if it is one."""
    return NAMED.get(game)


def _example(spec: GameSpec) -> str:
    return " ".join(spec.words(Position((), spec.default_position().options)))


def _short(value: str, limit: int = 40) -> str:
    return shorten(value, limit)
