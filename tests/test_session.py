"""The session format without Qt: round trips, and clear refusals of every bad file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solvers import GAMES
from solvers.spec import Position
from tests.test_no_qt import qt_imports
from ui.files import session as session_module
from ui.files.session import (
    FORMAT,
    MAX_BYTES,
    VERSION,
    PlayRecord,
    Session,
    SessionError,
    TabState,
    check_size,
    from_json,
    legal_path,
    play_from_json,
    play_to_json,
    to_json,
)

SESSION_PY = Path(session_module.__file__)


def full_session() -> Session:
    """Every game at a position of its own, two games being played, Hill in front."""
    tabs = {game: TabState(spec.example) for game, spec in GAMES.items()}
    tabs["nim"] = TabState("1 4 1", PlayRecord("3 4 5", ("1 4 5", "1 4 1")))
    tabs["bash"] = TabState("8 3 --misere", PlayRecord("10 3 --misere", ("8 3 --misere",)))
    tabs["hill"] = TabState("1 3 5 --king 3")
    tabs["wythoff"] = TabState("5 9", PlayRecord("5 9"))
    tabs["pirates"] = TabState("500 100 --pirate 7")
    tabs["sum"] = TabState("nim 3 4 + bash 10 3 + wythoff 3 5")
    return Session(tabs, "hill")


def edited(**changes) -> str:
    data = json.loads(to_json(full_session()))
    for path, value in changes.items():
        *parents, last = path.split("__")
        node = data
        for key in parents:
            node = node[key]
        if value is KeyError:
            del node[last]
        else:
            node[last] = value
    return json.dumps(data)


def refusal(text: str | bytes) -> str:
    with pytest.raises(SessionError) as caught:
        from_json(text)
    return str(caught.value)


# --- round trips -----------------------------------------------------------------------------

def test_to_json_then_from_json_gives_the_same_session():
    session = full_session()
    again = from_json(to_json(session))
    assert again == session
    assert list(again.tabs) == list(session.tabs)
    assert to_json(again) == to_json(session)


def test_the_file_is_readable_json_with_format_and_version():
    text = to_json(full_session())
    data = json.loads(text)
    assert data["format"] == FORMAT == "nimlab-session"
    assert data["version"] == VERSION == 1
    assert data["tabs"]["nim"] == {"position": "1 4 1",
                                   "play": {"start": "3 4 5", "moves": ["1 4 5", "1 4 1"]}}
    assert text.endswith("\n") and "\n  \"tabs\"" in text   # indented, one key a line


def test_positions_are_stored_with_single_spaces_and_bytes_are_read_too():
    text = edited(tabs__nim={"position": "  3   4 5 "})
    assert from_json(text.encode("utf-8")).tabs["nim"] == TabState("3 4 5")
    assert from_json("\ufeff" + text).tabs["nim"].position == "3 4 5"


def test_the_sum_tab_may_be_in_front():
    session = from_json(edited(current="sum"))
    assert session.current == "sum"
    assert session.tabs["sum"] == TabState("nim 3 4 + bash 10 3 + wythoff 3 5")


def test_a_session_may_name_only_some_tabs_and_no_current_one():
    session = from_json(json.dumps({"format": FORMAT, "version": 1,
                                    "tabs": {"euclid": {"position": "25 7"}}}))
    assert session == Session({"euclid": TabState("25 7")}, None)


def test_play_alone_round_trips_and_is_checked_against_the_position():
    play = PlayRecord("3 4 5", ("1 4 5",))
    assert play_from_json(play_to_json(play), GAMES["nim"], "1 4 5") == play
    with pytest.raises(SessionError, match="ends at 1 4 5, but the tab shows 3 4 5"):
        play_from_json(play_to_json(play), GAMES["nim"], "3 4 5")


def test_legal_path_finds_the_moves_with_their_words():
    spec = GAMES["nim"]
    moves = legal_path(spec, Position((3, 4, 5)), [Position((1, 4, 5)), Position((1, 4, 1))])
    assert [m.after for m in moves] == [Position((1, 4, 5)), Position((1, 4, 1))]
    assert all(str(m.text) for m in moves)


# --- refusals: each says what and where ------------------------------------------------------

def test_a_file_truncated_at_every_byte_offset_is_refused_with_a_message():
    data = to_json(full_session()).encode("utf-8")
    complete = len(data.rstrip())
    for offset in range(len(data)):
        if offset >= complete:
            assert from_json(data[:offset]) == full_session()
            continue
        try:
            from_json(data[:offset])
        except SessionError as error:
            assert str(error), offset
        else:
            pytest.fail(f"a file cut at byte {offset} was accepted")


def test_a_json_syntax_error_names_line_and_column():
    text = to_json(full_session())
    assert text.splitlines()[3] == '  "current": "hill",'
    broken = text.replace('"current": "hill",', '"current": "hill"', 1)
    message = refusal(broken)
    assert message == ("The file is damaged or not JSON: Expecting ',' delimiter at line 5, "
                       "column 3.")


@pytest.mark.parametrize("changes, where, words", [
    ({"tabs__nim__position": 345}, "tabs.nim.position", "expected a string, found the number"),
    ({"tabs__nim__position": None}, "tabs.nim.position", "found nothing (null)"),
    ({"tabs__nim__position": KeyError}, "tabs.nim.position", "the field is missing"),
    ({"tabs__nim": ["3 4 5"]}, "tabs.nim", "expected an object, found a list"),
    ({"tabs": []}, "tabs", "expected an object, found a list"),
    ({"tabs": KeyError}, "tabs", "missing"),
    ({"version": "1"}, "version", "expected a whole number, found the text \"1\""),
    ({"version": True}, "version", "expected a whole number"),
    ({"version": 0}, "version", "no session format version 0"),
    ({"current": 3}, "current", "expected a string"),
    ({"current": "chess"}, "current", "no game 'chess'"),
    ({"tabs__chess": {"position": "e4"}}, "tabs.chess", "no game 'chess'"),
    ({"tabs__nim__play__moves": "1 4 5"}, "tabs.nim.play.moves", "expected a list"),
    ({"tabs__nim__play__moves": ["1 4 5", 7]}, "tabs.nim.play.moves[1]", "expected a string"),
    ({"tabs__nim__play__start": KeyError}, "tabs.nim.play.start", "missing"),
    ({"tabs__pirates__play": {"start": "5 100"}}, "tabs.pirates.play", "not played against"),
    ({"tabs__sum__position": 3}, "tabs.sum.position", "expected a string"),
    ({"tabs__sum__play": {"start": "nim 3"}}, "tabs.sum.play", "the game ends at nim 3"),
    ({"tabs__nim__play__computer_plays": "yes"}, "tabs.nim.play.computer_plays",
     "expected true or false, found the text \"yes\""),
    ({"tabs__nim__play__human_first": 1}, "tabs.nim.play.human_first",
     "expected true or false"),
])
def test_wrong_types_name_the_place(changes, where, words):
    message = refusal(edited(**changes))
    assert message.startswith(where + ":"), message
    assert words in message


@pytest.mark.parametrize("changes, where, words", [
    ({"tabs__nim__position": "3 banana"}, "tabs.nim.position",
     "'3 banana' is not a position of nim: heap 2: 'banana' is not a whole number"),
    ({"tabs__hill__position": "1 3 5"}, "tabs.hill.position", "is missing"),
    ({"tabs__sum__position": "nim 3 + chess 4"}, "tabs.sum.position",
     "'nim 3 + chess 4' is not a sum of games: part 2: 'chess' is not a game"),
    ({"tabs__nim__play__moves": ["1 4 5", "0 0 0"]}, "tabs.nim.play.moves[1]",
     "move 2 (0 0 0) is not a legal move from 1 4 5"),
    ({"tabs__nim__play__moves": ["1 4 5"]}, "tabs.nim.play",
     "the game ends at 1 4 5, but the tab shows 1 4 1"),
])
def test_bad_positions_and_moves_name_the_tab(changes, where, words):
    message = refusal(edited(**changes))
    assert message.startswith(where + ":"), message
    assert words in message


@pytest.mark.parametrize("text, words", [
    ("", "empty"),
    ("   \n", "empty"),
    ("[1, 2, 3]", "holds a list"),
    ("\"nimlab-session\"", "holds the text"),
    ('{"tabs": {}}', "no \"format\" field"),
    ('{"format": "geojson", "version": 1}', "its format is \"geojson\""),
    ('{"format": "nimlab-session", "version": 1, "tabs": {}, "x": NaN}', "NaN"),
    ('{"format": "nimlab-session", "version": ' + "9" * 5000 + "}", "5000 digits"),
    ('{"format": "nimlab-session", "version": 1.' + "5" * 5000 + "}", "5002 digits"),
    ('{"format": "garbage", "format": "nimlab-session", "version": 1, "tabs": {}}',
     'the key "format" is given twice'),
    (('{"format": "nimlab-session", "version": 1, "tabs": {"nim": {"position": "1", '
      '"position": "2"}}}'), 'the key "position" is given twice'),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (b"\xff\xfe{}", "byte 1 is not UTF-8"),
])
def test_foreign_files_are_not_sessions(text, words):
    message = refusal(text)
    assert words in message


SUM_START = "nim 3 4 + bash 10 3 + wythoff 3 5"


def sum_played(*moves: str, position: str = SUM_START, **extra) -> str:
    return edited(tabs__sum={"position": position,
                             "play": {"start": SUM_START, "moves": list(moves), **extra}})


def test_a_game_played_on_the_sum_is_read_back():
    text = sum_played("nim 3 1 + bash 10 3 + wythoff 3 5", "nim 3 1 + bash 9 3 + wythoff 3 5",
                      position="nim 3 1 + bash 9 3 + wythoff 3 5", computer_plays=False)
    state = from_json(text).tabs["sum"]
    assert state.position == "nim 3 1 + bash 9 3 + wythoff 3 5"
    assert state.play == PlayRecord(SUM_START, ("nim 3 1 + bash 10 3 + wythoff 3 5",
                                                "nim 3 1 + bash 9 3 + wythoff 3 5"),
                                    computer_plays=False)
    assert to_json(from_json(text)) == to_json(from_json(to_json(from_json(text))))


@pytest.mark.parametrize("moves, words", [
    (["nim 3 1 + bash 9 3 + wythoff 3 5"], "move 1 is not a move in one part of the sum"),
    (["nim 3 1 + bash 10 3"], "move 1 is not a move in one part of the sum"),
    (["nim 3 5 + bash 10 3 + wythoff 3 5"], "move 1 (3 5) is not a legal move from 3 4"),
    (["nim 3 1 + bash 10 3 + chess 3 5"], "'chess' is not a game"),
])
def test_a_bad_game_on_the_sum_names_the_move(moves, words):
    message = refusal(sum_played(*moves))
    assert message.startswith("tabs.sum.play.moves[0]:"), message
    assert words in message


def test_a_game_on_the_sum_must_end_at_its_line():
    message = refusal(sum_played("nim 3 1 + bash 10 3 + wythoff 3 5"))
    assert message.startswith("tabs.sum.play: the game ends at nim 3 1 + bash 10 3"), message


def test_a_newer_version_says_to_update():
    message = refusal(edited(version=2))
    assert "newer NimLab" in message and "version 2" in message and "version 1" in message


def test_too_large_is_refused_before_parsing(monkeypatch):
    def never(*args, **kwargs):
        raise AssertionError("parsed a file that is too large")

    monkeypatch.setattr(session_module.json, "loads", never)
    message = refusal(b" " * (MAX_BYTES + 1))
    assert "at most 10.0 MB" in message
    with pytest.raises(SessionError, match="100.0 MB"):
        check_size(100 * 1024 * 1024)
    check_size(MAX_BYTES)


def test_errors_keep_their_template_for_translation():
    with pytest.raises(SessionError) as caught:
        from_json(edited(tabs__nim__position=5))
    error = caught.value
    assert "{where}" in error.template and error.where == "tabs.nim.position"
    assert error.template.format(**error.values) == str(error)


def test_the_session_module_imports_no_qt():
    assert qt_imports(SESSION_PY.read_text(encoding="utf-8"), str(SESSION_PY)) == []
