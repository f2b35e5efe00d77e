"""The session file: every tab's position, the tab in front, and the games being played.

Pure Python (no Qt), so the format is tested without a window. A session file is readable
JSON with a format name and a version:

    {
      "format": "nimlab-session",
      "version": 1,
      "current": GAME,
      "named_games": [{"name": NAME, "family": FAMILY, "rule": RULE, "id": GAME}, ...],
      "tabs": {
        GAME: {"position": ARGS, "play": {"start": ARGS, "moves": [ARGS, ...],
                                          "computer_plays": BOOL, "human_first": BOOL}},
        GAME: {"position": ARGS},
        ...
      }
    }

with each GAME a game's id and each ARGS a position of it, as in `python main.py solve
GAME ARGS`. `play` (optional) is the game being played in that tab: where it started and
the position after each move, which must be legal moves ending at `position`, and
(optional) whether the computer plays and whether the human moved first. The
sum-of-games tab is "sum", its position the sum's line ("GAME ARGS + GAME ARGS"), and
its `play` the sums after each move (each a move in one part; "computer_plays" only).
`named_games` (optional) are the games the user named (solvers/named.py): a family's game
with its rule fixed, whose tabs the session may then hold; opening the session registers
those not registered yet.
Reading checks everything before anything is used (`from_json` raises SessionError,
whose message says what is wrong and where), so a damaged, foreign, over-large or newer
file changes nothing.

Reading takes time proportional to the file (saved moves are found by
ui/files/saved_moves.py, never by a search without end), stops at the first fault, and
polls `should_stop` and reports `progress(done, total)` saved moves, so a reader in the
background can be cancelled and followed.

Messages are English templates with named values, like the solvers' texts: the window
translates the template and then fills it in.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from solvers import GAMES, named
from solvers.spec import Cancelled, GameSpec, InputError, Move, Position, Progress, ShouldStop
from solvers.sums import Component, format_sum, parse_sum
from ui.files.saved_moves import Unchecked, find_move, never
from ui.files.session_types import PLAYERS_KEYS, PlayRecord, Session, SessionError, TabState

FORMAT = "nimlab-session"
#: The id of the sum-of-games tab, which is not a game of the registry.
SUM_TAB = "sum"
VERSION = 1
#: Files larger than this are refused before they are read: a session holds a few
#: positions, and a huge file is a mistake (or something else altogether).
MAX_BYTES = 10 * 1024 * 1024
#: The suffix the file dialogs offer.
SUFFIX = ".nimlab.json"
#: Most moves of one saved game: each is replayed on the window's thread when the session
#: is shown (about 50 µs a move), and a game played in the window is far shorter.
MAX_SAVED_MOVES = 10_000
#: Longest number literal accepted in the JSON itself (only the version is a number).
_MAX_NUMBER_DIGITS = 30
#: A field that is not there at all (unlike one that is null).
_MISSING = object()


# --- writing ------------------------------------------------------------------------------

def to_data(session: Session) -> dict[str, Any]:
    """The JSON object of a session (plain dicts, lists and strings)."""
    tabs: dict[str, Any] = {}
    for game, state in session.tabs.items():
        entry: dict[str, Any] = {"position": state.position}
        if state.play is not None:
            entry["play"] = _play_data(state.play)
        tabs[game] = entry
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if session.current is not None:
        data["current"] = session.current
    if session.named_games:
        data["named_games"] = [game.to_dict() for game in session.named_games]
    data["tabs"] = tabs
    return data


def _play_data(play: PlayRecord) -> dict[str, Any]:
    players = {key: getattr(play, key) for key in PLAYERS_KEYS if getattr(play, key) is not None}
    return {"start": play.start, "moves": list(play.moves), **players}


def to_json(session: Session) -> str:
    """The session as the text of a file: indented JSON, one key per line, ending in a newline."""
    return json.dumps(to_data(session), indent=2, ensure_ascii=False) + "\n"


def play_to_json(play: PlayRecord) -> str:
    """One game's play as compact JSON (what the settings remember between runs)."""
    return json.dumps({"start": play.start, "moves": list(play.moves)}, ensure_ascii=False,
                      separators=(",", ":"))


# --- reading ------------------------------------------------------------------------------



def no_progress(done: int, total: int) -> None:
    return None


class _Reading:
    """What a reading polls and reports: cancel, and saved moves checked of all."""

    def __init__(self, should_stop: ShouldStop, progress: Progress, total: int = 0):
        self.should_stop = should_stop
        self.progress = progress
        self.total = total
        self.done = 0

    def poll(self) -> None:
        if self.should_stop():
            raise Cancelled()

    def checked(self) -> None:
        self.done += 1
        self.progress(self.done, max(self.total, self.done))


def from_json(text: str | bytes, games: Mapping[str, GameSpec] = GAMES, *,
              should_stop: ShouldStop = never, progress: Progress = no_progress) -> Session:
    """Read and check a whole session; SessionError says what is wrong and where.

    Cancelled when `should_stop()` says so; `progress(done, total)` counts saved moves.
    """
    data = _load(text)
    if not isinstance(data, dict):
        raise SessionError("This is not a NimLab session: the file holds {kind}, not an "
                           "object with a \"format\" field.", kind=_kind(data))
    form = data.get("format")
    if form != FORMAT:
        if form is None:
            raise SessionError("This is not a NimLab session: it has no \"format\" field.")
        raise SessionError("This is not a NimLab session: its format is {found}, not "
                           "\"{expected}\".", found=_shown(form), expected=FORMAT)
    version = data.get("version", _MISSING)
    if isinstance(version, bool) or not isinstance(version, int):
        raise SessionError("{where}: expected a whole number, found {kind}.",
                           where="version", kind=_kind(version))
    if version > VERSION:
        raise SessionError("This session was saved by a newer NimLab (session format "
                           "version {version}); this NimLab reads version {supported} "
                           "only. Update NimLab to open it.", version=version,
                           supported=VERSION)
    if version < 1:
        raise SessionError("{where}: there is no session format version {version}.",
                           where="version", version=version)
    named_games, games = _named_games(data.get("named_games"), games)
    tabs_data = _typed(data.get("tabs", _MISSING), dict, "tabs")
    reading = _Reading(should_stop, progress, _saved_moves(tabs_data))
    tabs: dict[str, TabState] = {}
    for game, entry in tabs_data.items():
        reading.poll()
        where = f"tabs.{game}"
        if game == SUM_TAB:
            tabs[game] = _sum_state(_typed(entry, dict, where), where, games, reading)
            continue
        spec = games.get(game)
        if spec is None:
            raise _unknown(game, games, where)
        tabs[game] = _tab_state(spec, _typed(entry, dict, where), where, reading)
    current = data.get("current")
    if current is not None:
        current = _typed(current, str, "current")
        if current not in games and current != SUM_TAB:
            raise _unknown(current, games, "current")
    return Session(tabs, current, named_games)


def play_from_json(text: str, spec: GameSpec, position: str | None = None, *,
                   should_stop: ShouldStop = never,
                   progress: Progress = no_progress) -> PlayRecord:
    """One game's play as `play_to_json` wrote it, checked as `from_json` checks it."""
    data = _load(text)
    where = f"{spec.id}.play"
    data = _typed(data, dict, where)
    reading = _Reading(should_stop, progress, _count(data.get("moves")))
    record = _play_record(spec, data, where, reading)
    if position is not None:
        _check_ends_at(spec, record, _position(spec, position, f"{spec.id}.position"), where)
    return record


def check_size(size: int) -> None:
    """Refuse a file of `size` bytes before reading it if it cannot be a session.

    The sizes are exact, so a file one byte over the limit does not read as equal to it."""
    if size > MAX_BYTES:
        raise SessionError("The file is {size} bytes ({rounded}); a NimLab session is at "
                           "most {limit_rounded} ({limit} bytes). It is probably not a "
                           "session file.", size=f"{size:,}", rounded=_megabytes(size),
                           limit=f"{MAX_BYTES:,}", limit_rounded=_megabytes(MAX_BYTES))


def legal_path(spec: GameSpec, start: Position, positions: Iterable[Position],
               where: str = "play", should_stop: ShouldStop = never) -> list[Move]:
    """The legal moves that lead from `start` through `positions`, one by one.

    SessionError at the first position that cannot be reached in one move from the one
    before (or whose move the check cannot find within its budget); each move is found in
    time proportional to the positions' length (ui/files/saved_moves.py).
    """
    moves: list[Move] = []
    before = start
    for number, after in enumerate(positions, 1):
        moves.append(_saved_move(spec, before, after, f"{where}.moves[{number - 1}]",
                                 number, should_stop))
        before = after
    return moves


# --- the parts ------------------------------------------------------------------------------

def _load(text: str | bytes) -> Any:
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    check_size(size)
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise SessionError("This is not a NimLab session: byte {offset} is not UTF-8 "
                               "text.", offset=error.start + 1) from None
    text = text.removeprefix("\ufeff")   # a byte-order mark from an editor
    try:
        return json.loads(text, parse_int=lambda token: int(_short_number(token)),
                          parse_float=lambda token: float(_short_number(token)),
                          parse_constant=_no_constant, object_pairs_hook=_once_each)
    except json.JSONDecodeError as error:
        if not text.strip():
            raise SessionError("The file is empty: it holds no session.") from None
        raise SessionError("The file is damaged or not JSON: {problem} at line {line}, "
                           "column {column}.", problem=error.msg, line=error.lineno,
                           column=error.colno) from None
    except RecursionError:
        raise SessionError("This is not a NimLab session: its JSON is nested too "
                           "deeply.") from None


def _short_number(token: str) -> str:
    if len(token) > _MAX_NUMBER_DIGITS:
        raise SessionError("This is not a NimLab session: it holds a number of {digits} "
                           "digits.", digits=len(token))
    return token


def _once_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys differ: JSON would keep the last of two (a "format" or a
    "tabs" given twice), so the file could say two things."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise SessionError("The file is damaged: the key \"{key}\" is given twice in "
                               "one object.", key=_short(key))
        found[key] = value
    return found


def _no_constant(token: str) -> None:
    raise SessionError("The file is damaged or not JSON: '{token}' is not a JSON value.",
                       token=token)


def _unknown(game: str, games: Mapping[str, GameSpec], where: str) -> SessionError:
    return SessionError("{where}: NimLab has no game '{game}' (tabs: {games}).", where=where,
                        game=_short(game), games=", ".join([*games, SUM_TAB]))


def _named_games(value: Any, games: Mapping[str, GameSpec]
                 ) -> tuple[tuple[named.NamedGame, ...], Mapping[str, GameSpec]]:
    """The session's named games, each checked, and `games` with them (a game registered
    already must be the same game)."""
    if value is None:
        return (), games
    found: list[named.NamedGame] = []
    games = dict(games)
    for index, entry in enumerate(_typed(value, list, "named_games")):
        where = f"named_games[{index}]"
        game_id = entry.get("id") if isinstance(entry, dict) else None
        try:
            game = named.from_dict(entry, {key: spec for key, spec in games.items()
                                           if key != game_id})
        except InputError as error:
            raise SessionError("{where}: the named game cannot be defined: {problem}",
                               where=where, problem=error.text) from None
        known = named.named_game(game.id)
        if game.id in games and (known is None or not known.same_game(game)):
            raise SessionError("{where}: the session's game {name} ({rule}) is not the "
                               "game {game} known here; forget that one first.", where=where,
                               name=_short(game.name), rule=_short(game.rule), game=game.id)
        if game.id not in games:
            games[game.id] = named.make_spec(game)
        found.append(game)
    return tuple(found), games


def _sum_state(entry: dict, where: str, games: Mapping[str, GameSpec],
               reading: _Reading) -> TabState:
    """The sum's line and the game played on it, checked against `games`: the registry and
    the session's named games."""
    text = _typed(entry.get("position", _MISSING), str, f"{where}.position")
    shown = _sum(text, f"{where}.position", games)
    if entry.get("play") is None:
        return TabState(" ".join(text.split()))
    data = _typed(entry["play"], dict, f"{where}.play")
    place = f"{where}.play"
    start = _typed(data.get("start", _MISSING), str, f"{place}.start")
    texts = _saved_texts(data, place)
    before = _sum(start, f"{place}.start", games)
    sums = [format_sum(before)]         # as the page writes them, so it takes them up as is
    for i, value in enumerate(texts):
        reading.poll()
        at = f"{place}.moves[{i}]"
        after = _sum(_typed(value, str, at), at, games)
        changed = [k for k, (a, b) in enumerate(zip(before, after)) if a != b]
        if (len(after) != len(before) or len(changed) != 1
                or after[changed[0]].spec is not before[changed[0]].spec):
            raise SessionError("{where}: move {number} is not a move in one part of the sum.",
                               where=at, number=i + 1)
        part = changed[0]
        _saved_move(before[part].spec, before[part].position, after[part].position, at, i + 1,
                    reading.should_stop)
        reading.checked()
        before = after
        sums.append(format_sum(after))
    if before != shown:
        raise SessionError("{where}: the game ends at {last}, but the tab shows {position}.",
                           where=place, last=_short(sums[-1]), position=_short(format_sum(shown)))
    return TabState(" ".join(text.split()), PlayRecord(
        sums[0], tuple(sums[1:]), **_players(data, place, ("computer_plays",))))


def _sum(text: str, where: str, games: Mapping[str, GameSpec]) -> list[Component]:
    try:
        return parse_sum(text, games)
    except InputError as error:
        raise SessionError("{where}: '{text}' is not a sum of games: {problem}",
                           where=where, text=_short(text), problem=error.text) from None


def _tab_state(spec: GameSpec, entry: dict, where: str, reading: _Reading) -> TabState:
    text = _typed(entry.get("position", _MISSING), str, f"{where}.position")
    position = _position(spec, text, f"{where}.position")
    play = None
    if entry.get("play") is not None:
        play = _play_record(spec, _typed(entry["play"], dict, f"{where}.play"),
                            f"{where}.play", reading)
        _check_ends_at(spec, play, position, f"{where}.play")
    return TabState(" ".join(text.split()), play)


def _play_record(spec: GameSpec, data: dict, where: str, reading: _Reading) -> PlayRecord:
    """The record in `data`, each move read and checked in turn: a fault stops the reading
    there, before the rest of the file is looked at."""
    if not spec.is_two_player:
        raise SessionError("{where}: {game} is not played against anyone, so it has no "
                           "moves.", where=where, game=spec.id)
    start_text = _typed(data.get("start", _MISSING), str, f"{where}.start")
    start = _position(spec, start_text, f"{where}.start")
    texts = _saved_texts(data, where)
    path: list[Move] = []
    before = start
    for i, value in enumerate(texts):
        reading.poll()
        place = f"{where}.moves[{i}]"
        after = _position(spec, _typed(value, str, place), place)
        path.append(_saved_move(spec, before, after, place, i + 1, reading.should_stop))
        reading.checked()
        before = after
    return PlayRecord(" ".join(start_text.split()), tuple(" ".join(t.split()) for t in texts),
                      tuple(path), **_players(data, where))


def _saved_texts(data: dict, where: str) -> list:
    """The play's list of positions after each move, at most MAX_SAVED_MOVES of them."""
    texts = _typed(data.get("moves", []), list, f"{where}.moves")
    if len(texts) > MAX_SAVED_MOVES:
        raise SessionError("{where}: a saved game has at most {limit} moves; this one has "
                           "{count}.", where=f"{where}.moves", limit=f"{MAX_SAVED_MOVES:,}",
                           count=f"{len(texts):,}")
    return texts


def _players(data: dict, where: str, keys: tuple[str, ...] = PLAYERS_KEYS) -> dict[str, bool]:
    """Who plays the saved game, of `keys`, as far as the file says."""
    return {key: _typed(data[key], bool, f"{where}.{key}")
            for key in keys if data.get(key) is not None}


def _saved_move(spec: GameSpec, before: Position, after: Position, where: str, number: int,
                should_stop: ShouldStop) -> Move:
    try:
        move = find_move(spec, before, after, should_stop)
    except Unchecked as budget:
        raise SessionError("{where}: move {number} ({after}) could not be checked: it is "
                           "not among the first {count} legal moves from {before}, the most "
                           "NimLab examines.", where=where, number=number,
                           after=_short(spec.format(after)), count=f"{budget.examined:,}",
                           before=_short(spec.format(before))) from None
    if move is None:
        raise SessionError("{where}: move {number} ({after}) is not a legal move from "
                           "{before}.", where=where, number=number,
                           after=_short(spec.format(after)), before=_short(spec.format(before)))
    return move


def _saved_moves(tabs: dict) -> int:
    """How many saved moves the tabs' games hold (for progress; 0 where malformed)."""
    return sum(_count(entry.get("play", {}).get("moves"))
               for entry in tabs.values()
               if isinstance(entry, dict) and isinstance(entry.get("play"), dict))


def _count(moves: Any) -> int:
    return len(moves) if isinstance(moves, list) else 0


def _check_ends_at(spec: GameSpec, play: PlayRecord, position: Position, where: str) -> None:
    last = spec.parse(play.moves[-1] if play.moves else play.start)
    if last != position:
        raise SessionError("{where}: the game ends at {last}, but the tab shows {position}.",
                           where=where, last=_short(spec.format(last)),
                           position=_short(spec.format(position)))


def _position(spec: GameSpec, text: str, where: str) -> Position:
    try:
        return spec.parse(text)
    except InputError as error:
        raise SessionError("{where}: '{text}' is not a position of {game}: {problem}",
                           where=where, text=_short(text), game=spec.id,
                           problem=error.text) from None


def _typed(value: Any, kind: type, where: str) -> Any:
    if isinstance(value, kind) and (kind is bool or not isinstance(value, bool)):
        return value
    expected = {dict: "an object", list: "a list", str: "a string", bool: "true or false"}[kind]
    raise SessionError("{where}: expected {expected}, found {found}.", where=where,
                       expected=expected, found=_kind(value))


def _kind(value: Any) -> str:
    if value is _MISSING:
        return "nothing (the field is missing)"
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {_shown(value)}"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _shown(value: Any) -> str:
    return json.dumps(_short(value) if isinstance(value, str) else value)[:60]


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _megabytes(size: int) -> str:
    if size < 1024 * 1024:
        return f"{size:,} bytes"
    return f"{size / (1024 * 1024):,.1f} MB"
