"""Named games in the window: File → Name This Game… gives the rule its own tab (objectName
its id, at the same heaps, the same verdict); the settings and sessions keep it; bad
names and bad rules in a session are refused in words, changing nothing."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLabel, QLineEdit

from solvers import GAMES, named
from ui.files import session as session_format
from ui.rulelab_names import store
from ui.rulelab_names.actions import install
from ui.tab.outcome import verdict_text

TIMEOUT_MS = 10_000


@pytest.fixture(autouse=True)
def forget_named_games():
    yield
    for game in list(named.NAMED):
        named.forget(game)


@pytest.fixture
def window(make_window):
    def make(remember: bool = True):
        made = make_window(remember=remember)
        return made, install(made, remember)
    return make


def _verdict(tab, qtbot, expected: str) -> None:
    label = tab.findChild(QLabel, "verdict")
    qtbot.waitUntil(lambda: label.text() == expected, timeout=TIMEOUT_MS)


def _page_names(window) -> list[str]:
    return [window.tabs.widget(i).objectName() for i in range(window.tabs.count())]


def test_naming_a_game_gives_it_a_tab_with_the_position_and_verdict(window, qtbot):
    win, names = window(remember=False)
    win.show_game("octal")
    assert names.name_action.isEnabled() and not names.forget_action.isEnabled()
    win.tab("octal").set_position_text("4 9 --code 0.137")
    assert names.name_current("Dawson's chess")
    assert win.current_tab().objectName() == "user-dawson-s-chess"
    pages = _page_names(win)
    assert pages.index("user-dawson-s-chess") == pages.index("sum") - 1
    tab = win.tab("user-dawson-s-chess")
    assert tab.findChild(QLineEdit, "position").text() == "4 9"
    spec = GAMES["user-dawson-s-chess"]
    expected = verdict_text(spec, spec.solve(spec.parse("4 9")))
    _verdict(tab, qtbot, expected)
    family = GAMES["octal"]
    assert spec.solve(spec.parse("4 9")).winner == family.solve(
        family.parse("4 9 --code 0.137")).winner
    assert names.forget_action.isEnabled() and not names.name_action.isEnabled()
    # The View menu has an entry for it, and every entry shows its own page.
    entries = win.menus.pages.actions()
    assert [a.objectName() for a in entries] == [f"show_{n}" for n in pages]
    entry = win.findChild(QAction, "show_user-dawson-s-chess")
    win.show_game("nim")
    entry.trigger()
    assert win.current_tab().objectName() == "user-dawson-s-chess"
    win.findChild(QAction, "show_sum").trigger()
    assert win.current_tab().objectName() == "sum"


def test_the_menu_action_asks_for_a_name(window, qtbot, monkeypatch):
    win, _ = window(remember=False)
    win.show_game("subtraction")
    win.tab("subtraction").set_position_text("7 --set 1 2 --misere")
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kw: ("Misère 12", True))
    win.findChild(QAction, "name_game").trigger()
    assert named.named_game("user-misere-12").rule == "--set 1 2 --misere"
    assert win.current_tab().objectName() == "user-misere-12"


@pytest.mark.parametrize("name, words", [("", "empty"), ("Nim", "called 'Nim' already"),
                                         ("x" * 41, "at most 40")])
def test_bad_names_are_refused_with_a_message(window, name, words):
    win, names = window(remember=False)
    win.show_game("octal")
    count = win.tabs.count()
    assert not names.name_current(name)
    assert "not named" in _status(win) and words in _status(win)
    assert win.tabs.count() == count and not named.NAMED


def _status(win) -> str:
    return win.statusBar().currentMessage()


def test_forgetting_removes_the_tab_and_the_setting(window):
    win, names = window(remember=True)
    win.show_game("octal")
    assert names.name_current("Kayles")
    assert store.load(QSettings())[0][0].id == "user-kayles"
    assert names.forget_current()
    assert "user-kayles" not in _page_names(win) and "user-kayles" not in GAMES
    assert store.load(QSettings())[0] == []
    assert win.findChild(QAction, "show_user-kayles") is None or all(
        a.objectName() != "show_user-kayles" for a in win.menus.pages.actions())
    assert [a.data() for a in win.menus.pages.actions()] == list(range(win.tabs.count()))


def test_settings_round_trip_registers_the_games_at_start(window, make_window, qtbot):
    win, names = window(remember=True)
    win.show_game("subtraction")
    win.tab("subtraction").set_position_text("9 --set 2 5 --all-but")
    assert names.name_current("All but 2 5")
    win.close()
    named.forget("user-all-but-2-5")        # as a new start of the program
    assert store.register_saved(QSettings()) == []
    assert named.named_game("user-all-but-2-5").rule == "--set 2 5 --all-but"
    again = make_window(remember=True)      # the window builds its tab with the others
    assert "user-all-but-2-5" in _page_names(again)
    tab = again.tab("user-all-but-2-5")
    assert tab.findChild(QLineEdit, "position").text() == "9"


def test_an_empty_or_bad_settings_list_reads_as_nothing():
    settings = QSettings()
    store.save(settings, [])
    assert store.load(settings) == ([], [])
    settings.beginGroup(store.GROUP)
    settings.setValue(store.KEY, ["not json", json.dumps({"name": "A", "family": "octal",
                                                          "rule": "--code 0.9",
                                                          "id": "user-a"})])
    settings.endGroup()
    games, problems = store.load(settings)
    assert games == [] and len(problems) == 2 and "octal digit" in problems[1]


def test_a_bad_rule_in_the_form_is_not_named_in_place_of_the_last_good_one(window, qtbot):
    win, names = window(remember=False)
    win.show_game("subtraction")
    tab = win.tab("subtraction")
    tab.set_position_text("10 --set 2 5")
    tab.set_position_text("10 --set 0 2")           # being typed: member 1 is 0
    assert not names.name_current("Bad rule")
    assert "The game was not named" in win.statusBar().currentMessage()
    assert not named.NAMED and win.current_tab() is tab


def test_session_round_trip_keeps_the_named_games(window, make_window, tmp_path):
    win, names = window(remember=False)
    win.show_game("octal")
    win.tab("octal").set_position_text("6 --code 0.07")
    assert names.name_current("Dawson's Kayles")
    path = str(tmp_path / "s.nimlab.json")
    assert win.save_session(path)
    data = json.loads((tmp_path / "s.nimlab.json").read_text(encoding="utf-8"))
    assert data["named_games"] == [{"name": "Dawson's Kayles", "family": "octal",
                                    "rule": "--code 0.07", "id": "user-dawson-s-kayles"}]
    assert data["tabs"]["user-dawson-s-kayles"]["position"] == "6"
    named.forget("user-dawson-s-kayles")
    other, _ = window(remember=False)
    assert "user-dawson-s-kayles" not in _page_names(other)
    assert other.open_session(path)
    assert other.current_tab().objectName() == "user-dawson-s-kayles"
    assert other.tab("user-dawson-s-kayles").findChild(QLineEdit, "position").text() == "6"


def test_a_sum_with_a_named_game_opens_where_that_game_is_not_known_yet(
        window, tmp_path):
    win, names = window(remember=False)
    win.show_game("octal")
    win.tab("octal").set_position_text("6 --code 0.07")
    assert names.name_current("Dawson's Kayles")
    win.sum_of_games_tab().set_position_text("user-dawson-s-kayles 4 + nim 3")
    path = str(tmp_path / "s.nimlab.json")
    assert win.save_session(path)
    named.forget("user-dawson-s-kayles")
    other, _ = window(remember=False)
    assert other.open_session(path)
    assert other.sum_of_games_tab().position_text() == "user-dawson-s-kayles 4 + nim 3"
    assert other.sum_of_games_tab().error is None


def test_old_sessions_still_open():
    text = json.dumps({"format": "nimlab-session", "version": 1,
                       "tabs": {"nim": {"position": "3 4 5"}}})
    session = session_format.from_json(text)
    assert session.tabs["nim"].position == "3 4 5" and session.named_games == ()


@pytest.mark.parametrize("entry, words", [
    ({"name": "A", "family": "octal", "rule": "--code 0.9", "id": "user-a"}, "octal digit"),
    ({"name": "A", "family": "subtraction", "rule": "--set 0", "id": "user-a"}, "at least 1"),
    ({"name": "", "family": "octal", "rule": "--code 0.7", "id": "user-a"}, "empty"),
    ("kayles", "is an object"),
])
def test_a_session_with_a_bad_named_game_is_refused_and_nothing_changes(
        window, tmp_path, entry, words):
    win, _ = window(remember=False)
    before = win.session()
    text = json.dumps({"format": "nimlab-session", "version": 1, "named_games": [entry],
                       "tabs": {"user-a": {"position": "5"}, "nim": {"position": "1 2"}}})
    with pytest.raises(session_format.SessionError) as caught:
        session_format.from_json(text)
    assert "named_games[0]" in str(caught.value) and words in str(caught.value)
    path = tmp_path / "bad.nimlab.json"
    path.write_text(text, encoding="utf-8")
    assert not win.open_session(str(path))
    assert win.session() == before and not named.NAMED
