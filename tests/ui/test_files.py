"""Sessions on disk: save and open round-trip every tab; bad files explain and change
nothing; an interrupted write leaves the old file; recent files; the last session."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSaveFile, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QPushButton,
)

from solvers import GAMES
from solvers.spec import Position
from tests.games import TWO_PLAYER, other_position
from ui.files import session_io, session_reading
from ui.files.session import MAX_BYTES, from_json, to_json
from ui.files.session_actions import RECENT_MAX
from ui.files.status import try_quickly
from ui.play.review import Players
from ui.window.about import nimlab_version

ROOT = Path(__file__).resolve().parents[2]
#: Longest wait for the computer's reply or a solve.
JOB_TIMEOUT_MS = 20_000

#: A position of its own for every tab, different from the examples.
POSITIONS = {game: other_position(spec) for game, spec in GAMES.items()}


def two_players(tab) -> None:
    tab.findChild(object, "computer_plays").setChecked(False)


def play_moves(tab, count: int) -> None:
    """Play the first legal move `count` times (two players at one screen)."""
    two_players(tab)
    for _ in range(count):
        current = tab.spec.parse(tab.position_text())
        move = next(iter(tab.spec.legal_moves(current)), None)
        if move is None:
            return
        assert tab.play.play_position(move.after)


def history(tab) -> list[str]:
    widget = tab.findChild(object, "history")
    return [widget.item(i).text() for i in range(widget.count())]


def snapshot(window) -> dict:
    """Everything a session should bring back, read from the widgets."""
    shown = {}
    for tab in window.game_tabs():
        shown[tab.objectName()] = (
            tab.position_text(),
            None if tab.play is None else [tab.spec.format(m.after)
                                           for m in tab.play.moves_played],
            None if tab.play is None else history(tab))
    sums = window.sum_of_games_tab()
    if sums is not None:
        shown["sum"] = sums.position_text()
    return {"current": window.current_tab().objectName(), "tabs": shown}


@pytest.fixture
def busy_window(make_window):
    """A window where every tab shows a position of its own and three games are played."""
    window = make_window(remember=False)
    for game, text in POSITIONS.items():
        window.tab(game).set_position_text(text)
    play_moves(window.tab("nim"), 3)
    play_moves(window.tab("wythoff"), 2)
    play_moves(window.tab("euclid"), 1)
    sums = window.sum_of_games_tab()
    if sums is not None:
        sums.set_position_text("nim 1 2 + bash 5 2")
    window.show_game("georgia-bob")
    return window


#: The file busy_window saves, kept once made: the bad-file tests below only cut or edit it.
_BUSY_SESSION: list[bytes] = []


@pytest.fixture
def busy_session(request, tmp_path) -> bytes:
    """The bytes of a session file saved from busy_window (the window built and saved for
    the first test that asks, the same bytes for the others: it is not changed here)."""
    if not _BUSY_SESSION:
        path = tmp_path / "busy.json"
        assert request.getfixturevalue("busy_window").save_session(str(path))
        _BUSY_SESSION.append(path.read_bytes())
    return _BUSY_SESSION[0]


def message(window) -> str:
    return window.statusBar().currentMessage()


# --- save and open ----------------------------------------------------------------------------

def test_save_then_open_round_trips_every_tab_exactly(busy_window, make_window, tmp_path):
    before = snapshot(busy_window)
    assert set(GAMES) <= set(before["tabs"])
    assert len(before["tabs"]["nim"][1]) == 3
    path = tmp_path / "game.nimlab.json"
    assert busy_window.save_session(str(path))
    assert "Saved" in message(busy_window)

    other = make_window(remember=False)
    for tab in other.game_tabs():
        if tab.play is not None:
            two_players(tab)
    assert snapshot(other) != before
    assert other.open_session(str(path))
    assert snapshot(other) == before
    assert other.session() == busy_window.session()
    assert other.session_path() == str(path)


def test_the_quick_try_pauses_the_collector_so_a_full_collection_is_not_counted():
    """A full collection in a big heap takes 70-130 ms of the thread's time: counted, it
    sent a small session to the background in CI, where the tests expect it opened."""
    seen = []

    def work(should_stop, progress):
        seen.append(gc.isenabled())
        return "read"

    assert gc.isenabled()
    assert try_quickly(work, 0.008) == (True, "read")
    assert seen == [False]
    assert gc.isenabled()


def test_a_replayed_game_goes_on_with_undo(busy_window, tmp_path):
    path = tmp_path / "s.json"
    busy_window.save_session(str(path))
    busy_window.tab("nim").set_position_text("1 1")          # a new game, history gone
    assert busy_window.tab("nim").play.moves_played == []
    busy_window.open_session(str(path))
    tab = busy_window.tab("nim")
    played = [m.after for m in tab.play.moves_played]
    tab.findChild(object, "undo").click()
    assert tab.position_text() == tab.spec.format(played[-2])
    tab.findChild(object, "redo").click()
    assert tab.position_text() == tab.spec.format(played[-1])


def test_the_sum_of_games_tab_is_in_the_session_too(busy_window, make_window, tmp_path):
    if busy_window.sum_of_games_tab() is None:
        pytest.skip("this window has no sum-of-games tab")
    busy_window.show_game("sum")
    path = tmp_path / "s.json"
    busy_window.save_session(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["tabs"]["sum"] == {"position": "nim 1 2 + bash 5 2"}
    assert data["current"] == "sum"
    other = make_window(remember=False)
    assert other.open_session(str(path))
    assert other.sum_of_games_tab().position_text() == "nim 1 2 + bash 5 2"
    assert other.current_tab().objectName() == "sum"


def test_the_file_is_the_documented_json(busy_window, tmp_path):
    path = tmp_path / "s.json"
    busy_window.save_session(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "nimlab-session" and data["version"] == 1
    assert data["current"] == "georgia-bob"
    assert data["tabs"]["hill"] == {"position": POSITIONS["hill"]}
    assert len(data["tabs"]["nim"]["play"]["moves"]) == 3
    assert data["tabs"]["nim"]["play"]["start"] == POSITIONS["nim"]


def test_an_invalid_position_being_typed_is_saved_as_the_last_valid_one(make_window,
                                                                        tmp_path):
    window = make_window(remember=False)
    window.tab("nim").set_position_text("1 2 3")
    window.tab("nim").set_position_text("1 2 x")
    path = tmp_path / "s.json"
    window.save_session(str(path))
    assert from_json(path.read_bytes()).tabs["nim"].position == "1 2 3"


# --- bad files change nothing -------------------------------------------------------------------

def test_a_file_truncated_at_every_byte_offset_is_refused_and_changes_nothing(
        busy_session, make_window, tmp_path):
    data = busy_session
    window = make_window(remember=False)
    window.tab("nim").set_position_text("2 2 2")
    before = snapshot(window)
    cut = tmp_path / "cut.json"
    for offset in range(len(data.rstrip())):
        cut.write_bytes(data[:offset])
        assert not window.open_session(str(cut)), offset
        assert message(window).startswith("Could not open cut.json: "), offset
    assert snapshot(window) == before
    assert window.session_path() is None and window.recent_files() == []


@pytest.mark.parametrize("edit, words", [
    (lambda d: d["tabs"]["nim"].update(position=345),
     "tabs.nim.position: expected a string, found the number 345"),
    (lambda d: d["tabs"].update(nim=["3 4 5"]), "tabs.nim: expected an object, found a list"),
    (lambda d: d.update(version="1"), "version: expected a whole number"),
    (lambda d: d["tabs"]["nim"]["play"].update(moves=[1, 2]),
     "tabs.nim.play.moves[0]: expected a string"),
    (lambda d: d["tabs"]["wythoff"].update(position="5 x"),
     "tabs.wythoff.position: '5 x' is not a position of wythoff"),
    (lambda d: d.update(version=7), "saved by a newer NimLab (session format version 7)"),
    (lambda d: d.update(format="something-else"), "This is not a NimLab session"),
])
def test_a_file_with_wrong_types_says_where_and_changes_nothing(busy_session, make_window,
                                                                tmp_path, edit, words):
    path = tmp_path / "s.json"
    data = json.loads(busy_session.decode("utf-8"))
    edit(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    window = make_window(remember=False)
    before = snapshot(window)
    assert not window.open_session(str(path))
    assert words in message(window)
    assert snapshot(window) == before


def test_a_100_mb_file_is_refused_without_reading_it(make_window, tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as file:
        file.truncate(100 * 1024 * 1024)     # sparse: 100 MB of zeros, written in no time
    window = make_window(remember=False)
    before = snapshot(window)

    def no_reading(*args, **kwargs):
        raise AssertionError("the file was read")

    monkeypatch.setattr(session_reading, "from_json", no_reading)
    assert not window.open_session(str(path))
    assert "100.0 MB" in message(window) and "at most 10.0 MB" in message(window)
    assert snapshot(window) == before


def test_a_file_that_grows_past_the_limit_is_not_read_past_it(tmp_path, monkeypatch):
    path = tmp_path / "growing.json"
    path.write_bytes(b" " * (MAX_BYTES + 10))
    monkeypatch.setattr(session_reading, "check_size", lambda size: None)   # as if it was small
    with pytest.raises(session_reading.SessionError, match="at most 10.0 MB"):
        session_reading.read_session(path)


def test_a_missing_file_and_a_folder_are_explained(make_window, tmp_path):
    window = make_window(remember=False)
    assert not window.open_session(str(tmp_path / "nothing.json"))
    assert "There is no file" in message(window)
    assert not window.open_session(str(tmp_path))
    assert "is a folder" in message(window)


# --- atomic writes ----------------------------------------------------------------------------

class HalfWritingSaveFile(QSaveFile):
    """A disk that fills up half-way through the file."""

    def write(self, data) -> int:
        half = bytes(data)[:len(data) // 2]
        super().write(half)
        return -1


class FullDiskSaveFile(QSaveFile):
    """A full disk as QSaveFile meets it: a short write, and no error set."""

    def write(self, data) -> int:
        return super().write(bytes(data)[:len(data) // 2])


class CrashingSaveFile(QSaveFile):
    """Something goes wrong in the middle of writing."""

    def write(self, data) -> int:
        super().write(bytes(data)[:10])
        raise RuntimeError("power cut")


@pytest.mark.parametrize("broken", [HalfWritingSaveFile, CrashingSaveFile])
def test_an_interrupted_write_leaves_the_previous_file_intact(busy_window, tmp_path,
                                                              monkeypatch, broken):
    path = tmp_path / "s.json"
    assert busy_window.save_session(str(path))
    old = path.read_bytes()
    busy_window.tab("nim").set_position_text("9 9 9")
    monkeypatch.setattr(session_io, "QSaveFile", broken)
    if broken is CrashingSaveFile:
        with pytest.raises(RuntimeError):
            busy_window.save_session(str(path))
    else:
        assert not busy_window.save_session(str(path))
        assert "left as it was" in message(busy_window)
    assert path.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json"]     # no temporary left


def test_a_full_disk_is_named_as_the_reason(busy_window, tmp_path, monkeypatch):
    monkeypatch.setattr(session_io, "QSaveFile", FullDiskSaveFile)
    assert not busy_window.save_session(str(tmp_path / "s.json"))
    words = message(busy_window)
    assert "is the disk full?" in words and "Unknown error" not in words
    assert not any(tmp_path.iterdir())


def test_a_process_killed_mid_write_leaves_the_previous_file_intact(tmp_path):
    path = tmp_path / "s.json"
    path.write_text("the previous session\n", encoding="utf-8")
    script = (
        "import os, sys\n"
        "from ui.files.session_io import write_atomically\n"
        "def write(device):\n"
        "    device.write(b'{\"format\": \"nimlab-session\", \"ver')\n"
        "    device.flush() if hasattr(device, 'flush') else None\n"
        "    os._exit(9)\n"
        "write_atomically(sys.argv[1], write)\n")
    result = subprocess.run([sys.executable, "-c", script, str(path)], cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60,
                            check=False)
    assert result.returncode == 9
    assert path.read_text(encoding="utf-8") == "the previous session\n"


def test_an_unwritable_place_is_explained(busy_window, tmp_path):
    assert not busy_window.save_session(str(tmp_path / "no" / "such" / "dir" / "s.json"))
    assert "Cannot write" in message(busy_window)


# --- menus, dialogs, recent files ---------------------------------------------------------------

def test_the_file_menu_holds_sessions_exports_and_the_judge_then_quit(make_window):
    window = make_window(remember=False)
    menu = window.menuBar().actions()[0].menu()
    names = [a.objectName() or (a.menu().objectName() if a.menu() else "-")
             for a in menu.actions()]
    assert [n for n in names if n != "-"] == [
        "open_session", "save_session", "save_session_as", "recent_menu", "export_png",
        "export_svg", "export_csv", "copy_verdict", "solve_judge", "name_game", "forget_game",
        "quit"]
    shortcuts = {a.objectName(): a.shortcut().toString() for a in menu.actions()}
    assert shortcuts["open_session"] == "Ctrl+O"
    assert shortcuts["save_session"] == "Ctrl+S"
    assert shortcuts["save_session_as"] == "Ctrl+Shift+S"
    assert shortcuts["copy_verdict"] == "Ctrl+Shift+C"


def test_save_as_and_open_go_through_the_dialogs(busy_window, make_window, tmp_path,
                                                 monkeypatch):
    path = str(tmp_path / "chosen.nimlab.json")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (path, ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (path, ""))
    busy_window.findChild(QAction, "save_session_as").trigger()
    assert Path(path).is_file()
    busy_window.tab("nim").set_position_text("5 5")
    busy_window.findChild(QAction, "save_session").trigger()       # same file, no dialog
    assert from_json(Path(path).read_bytes()).tabs["nim"].position == "5 5"
    other = make_window(remember=False)
    other.findChild(QAction, "open_session").trigger()
    assert other.tab("nim").position_text() == "5 5"


def test_cancelled_dialogs_do_nothing(busy_window, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    before = snapshot(busy_window)
    for name in ("save_session", "save_session_as", "open_session", "export_png",
                 "export_svg", "solve_judge"):
        busy_window.findChild(QAction, name).trigger()
    assert snapshot(busy_window) == before and busy_window.session_path() is None


def recent_entries(window) -> list[str]:
    menu = window.findChild(QMenu, "recent_menu")
    return [a.data() for a in menu.actions() if a.data()]


def test_recent_files_newest_first_at_most_eight_and_remembered(make_window, tmp_path):
    window = make_window()
    paths = []
    for number in range(RECENT_MAX + 2):
        path = str(tmp_path / f"s{number}.json")
        window.save_session(path)
        paths.append(path)
    window.open_session(paths[3])
    expected = [paths[3]] + [p for p in reversed(paths) if p != paths[3]][:RECENT_MAX - 1]
    assert window.recent_files() == expected == recent_entries(window)
    window.close()
    again = make_window()
    assert again.recent_files() == expected


def test_missing_recent_files_are_pruned_with_a_message(make_window, tmp_path):
    window = make_window()
    kept, gone = str(tmp_path / "kept.json"), str(tmp_path / "gone.json")
    window.save_session(gone)
    window.save_session(kept)
    Path(gone).unlink()
    window.findChild(QMenu, "recent_menu").aboutToShow.emit()
    assert window.recent_files() == [kept] == recent_entries(window)
    assert "gone.json" in message(window)
    assert QSettings().value("files/recent", type=list) == [kept]


def test_a_recent_entry_opens_its_session(busy_window, make_window, tmp_path):
    path = str(tmp_path / "s.json")
    busy_window.save_session(path)
    window = make_window(remember=False)
    for tab in window.game_tabs():
        if tab.play is not None:
            two_players(tab)
    window.sessions.add_recent(path)
    menu = window.findChild(QMenu, "recent_menu")
    entry = next(a for a in menu.actions() if a.data() == path)
    entry.trigger()
    assert snapshot(window) == snapshot(busy_window)


# --- the last session, and About ----------------------------------------------------------------

def test_games_being_played_are_taken_up_after_a_restart(make_window):
    window = make_window()
    window.tab("nim").set_position_text("3 4 5")
    play_moves(window.tab("nim"), 2)
    played = [m.after for m in window.tab("nim").play.moves_played]
    window.close()
    again = make_window()
    tab = again.tab("nim")
    assert [m.after for m in tab.play.moves_played] == played
    assert tab.position_text() == tab.spec.format(played[-1])
    assert len(history(tab)) == 2


def test_a_damaged_remembered_game_is_reported_not_fatal(make_window):
    settings = QSettings()
    settings.setValue("nim/position", "1 4 5")
    settings.setValue("nim/play", '{"start": "3 4 5", "moves": ["0 0 0"]}')
    settings.sync()
    window = make_window()
    assert window.tab("nim").position_text() == "1 4 5"
    assert window.tab("nim").play.moves_played == []
    assert "could not be taken up" in message(window)


def test_about_shows_the_version(make_window, qtbot):
    window = make_window(remember=False)
    version = nimlab_version()
    assert version and version != "?"
    window.findChild(QAction, "about").trigger()
    box = window.findChild(QMessageBox, "about")
    qtbot.waitUntil(box.isVisible)
    assert f"NimLab {version}" in box.text()
    box.close()


def test_the_round_trip_holds_for_a_played_game_of_every_kind(make_window, tmp_path):
    window = make_window(remember=False)
    for game in TWO_PLAYER:
        play_moves(window.tab(game), 2)
    path = tmp_path / "s.json"
    window.save_session(str(path))
    text = path.read_text(encoding="utf-8")
    assert to_json(from_json(text)) == text
    other = make_window(remember=False)
    for game in TWO_PLAYER:
        two_players(other.tab(game))
    assert other.open_session(str(path))
    assert snapshot(other) == snapshot(window)
    assert all(isinstance(m.after, Position)
               for game in TWO_PLAYER for m in other.tab(game).play.moves_played)


def test_a_saved_game_is_taken_up_by_the_same_players(make_window, qtbot, tmp_path,
                                                       quick_computer):
    window = make_window(remember=False)
    play_moves(window.tab("wythoff"), 1)                  # two players at one screen
    nim = window.tab("nim")
    nim.findChild(QComboBox, "starter").setCurrentIndex(1)          # "Computer starts"
    qtbot.waitUntil(lambda: len(nim.play.moves_played) == 1, timeout=JOB_TIMEOUT_MS)
    path = tmp_path / "s.json"
    assert window.save_session(str(path))
    other = make_window(remember=False)                   # the computer plays, you start
    assert other.open_session(str(path))
    assert other.tab("wythoff").play.players() == Players(computer_plays=False,
                                                          human_first=True)
    assert other.tab("nim").play.players() == Players(computer_plays=True,
                                                      human_first=False)
    for game in ("wythoff", "nim"):
        tab = other.tab(game)
        qtbot.waitUntil(lambda tab=tab: not tab.busy, timeout=JOB_TIMEOUT_MS)
        assert snapshot(other)["tabs"][game] == snapshot(window)["tabs"][game]
        status = tab.findChild(QLabel, "play_status").text()
        assert status == window.tab(game).findChild(QLabel, "play_status").text()


def test_a_game_played_on_the_sum_comes_back_with_its_moves(make_window, qtbot, tmp_path):
    window = make_window(remember=False)
    window.show_game("sum")
    sums = window.tab("sum")
    sums.play.set_computer_plays(False)
    sums.set_position_text("nim 3 4 + bash 10 3")
    legal = sums.findChild(QListWidget, "legal_moves")
    for played in (1, 2):
        qtbot.waitUntil(lambda: not sums.busy and legal.isEnabled(), timeout=JOB_TIMEOUT_MS)
        legal.itemActivated.emit(legal.item(0))
        qtbot.waitUntil(lambda played=played: sums.play.moves_played() == played,
                        timeout=JOB_TIMEOUT_MS)
    path = tmp_path / "s.json"
    assert window.save_session(str(path))
    other = make_window(remember=False)                   # the computer plays there
    assert other.open_session(str(path))
    again = other.tab("sum")
    qtbot.waitUntil(lambda: not again.busy and again.play.moves_played() == 2,
                    timeout=JOB_TIMEOUT_MS)
    assert again.play.history() == sums.play.history()
    assert again.position_text() == sums.position_text()
    assert not again.play.computer_plays
    assert again.findChild(QPushButton, "undo").isEnabled()


# --- packaging ---------------------------------------------------------------------------------

RESOURCES = ROOT / "resources"


def test_the_application_has_nimlabs_icon():
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    from ui.window.app import make_application

    assert QSvgRenderer(str(RESOURCES / "nimlab.svg")).isValid()
    png = QImage(str(RESOURCES / "nimlab.png"))
    assert (png.width(), png.height()) == (256, 256)
    icon = make_application().windowIcon()
    assert not icon.isNull() and icon.pixmap(64, 64).width() == 64


# setuptools' import calls a deprecated importlib hook (its own warning, not ours).
@pytest.mark.filterwarnings("ignore:BuiltinImporter.module_repr:DeprecationWarning")
def test_the_desktop_entry_starts_the_nimlab_command():
    import configparser
    import tomllib

    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(RESOURCES / "nimlab.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Name"] == "NimLab"
    assert desktop["Exec"] == "nimlab" and desktop["Icon"] == "nimlab"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["nimlab"] == "main:main"
    data = project["tool"]["setuptools"]["package-data"]["resources"]
    assert {"*.svg", "*.png", "*.desktop"} <= set(data)
    from setuptools import find_namespace_packages

    found = find_namespace_packages(str(ROOT), include=project["tool"]["setuptools"]["packages"]
                                    ["find"]["include"])
    assert {"resources", "solvers.rules", "ui.window"} <= set(found)


def test_the_version_comes_from_the_package_or_pyproject(monkeypatch):
    import tomllib
    from importlib import metadata

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    try:
        installed = metadata.version("nimlab")
    except metadata.PackageNotFoundError:
        installed = None
    assert nimlab_version() == (installed or declared["project"]["version"])

    def missing(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    assert nimlab_version() == declared["project"]["version"]


def test_a_session_shown_in_a_waiting_page_is_taken_up_when_the_page_is_made(make_window):
    """A session's state of a page not made yet waits for it; a game there that cannot
    be taken up (a record made by hand) leaves its position shown, raising nothing."""
    from ui.files.session import PlayRecord, Session, TabState

    window = make_window(remember=False)
    window.show_game("nim")
    assert {"euclid", "wythoff"} <= set(window.pages_waiting())
    window.apply_session(Session({
        "euclid": TabState("25 7"),
        "wythoff": TabState("3 5", PlayRecord("3 5", ("9 9",))),     # not a legal move
    }, "nim"))
    assert {"euclid", "wythoff"} <= set(window.pages_waiting())
    assert window.tab("euclid").position_text() == "25 7"
    assert window.tab("wythoff").position_text() == "3 5"
    assert not window.tab("wythoff").play.moves_played
