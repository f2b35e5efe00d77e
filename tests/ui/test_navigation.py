"""The window's navigation (issue 14, item 1): every game listed at once, grouped by family,
each title in full at 1024×700 and 1360×840 in English and Chinese; the list and the tab
widget (its bar hidden) in step both ways; search as you type; the keyboard; games added
at run time."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle

from solvers import GAMES, named
from ui.rulelab_names.actions import adopt
from ui.window import families, language
from ui.window.navigation import NAME_ROLE, matches

SIZES = [(1024, 700), (1360, 840)]


@pytest.fixture
def in_language(qapp):
    def switch(code: str) -> None:
        language.set_language(qapp, code, remember=False)
    yield switch
    language.set_language(qapp, "en", remember=False)
    language._current.clear()


@pytest.fixture(autouse=True)
def forget_named_games():
    yield
    for game in list(named.NAMED):
        named.forget(game)


def _pages(window) -> list[str]:
    return [window.tabs.widget(i).objectName() for i in range(window.tabs.count())]


def _click(window, name: str) -> None:
    tree = window.navigation.tree
    rect = tree.visualItemRect(window.navigation.item(name))
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_each_game_is_in_the_family_its_spec_declares():
    expected = {
        families.NIM: {"nim", "misere-nim", "staircase", "georgia-bob", "hill", "boxes"},
        families.TAKE_AWAY: {"bash", "wythoff", "fibonacci", "euclid"},
        families.OTHER: {"corner-board", "coin-circle", "pirates"},
        families.USER: {"subtraction", "octal", "two-heap"},
    }
    found = {game: families.family(spec) for game, spec in GAMES.items()}
    for family, games in expected.items():
        assert {game for game in games if found[game] == family} == games
    # A family the window does not know goes with the other games.
    assert families.family(replace(GAMES["nim"], family="chess")) == families.OTHER


@pytest.mark.parametrize("code", ["en", "zh_CN"])
@pytest.mark.parametrize("size", SIZES)
def test_every_title_is_shown_in_full(make_window, in_language, qtbot, code, size):
    in_language(code)
    window = make_window(remember=False)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    QApplication.processEvents()
    navigation = window.navigation
    tree = navigation.tree
    assert window.tabs.tabBar().isHidden()
    assert [item.data(0, NAME_ROLE) for item in navigation.game_items()] and \
        sorted(item.data(0, NAME_ROLE) for item in navigation.game_items()) == \
        sorted(_pages(window))
    if code == "zh_CN":
        assert navigation.item("nim").text(0) == "尼姆博弈"
    # The game keeps most of the width.
    assert navigation.width() <= 280 and window.tabs.width() >= size[0] - 300
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    viewport = tree.viewport().rect()
    tops = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    for item in tops + navigation.game_items():
        rect = tree.visualItemRect(item)
        metrics = QFontMetrics(item.font(0))
        title = item.text(0)
        assert viewport.contains(rect), f"{title} is scrolled out of sight at {size}"
        assert metrics.horizontalAdvance(title) + 2 * margin <= rect.width(), \
            f"{title} is cut at {size} ({code})"


def test_choosing_an_entry_shows_its_page_and_the_list_follows_the_tabs(make_window, qtbot):
    window = make_window(remember=False)
    navigation = window.navigation
    _click(window, "euclid")
    assert window.current_tab().objectName() == "euclid"
    _click(window, "sum")
    assert window.current_tab().objectName() == "sum"
    window.show_game("staircase")
    assert navigation.tree.currentItem() is navigation.item("staircase")
    window.findChild(QAction, "show_pirates").trigger()
    assert navigation.tree.currentItem() is navigation.item("pirates")
    window.findChild(QAction, "next_tab").trigger()
    assert navigation.tree.currentItem().data(0, NAME_ROLE) == _pages(window)[
        window.tabs.currentIndex()]
    assert navigation.tree.currentItem().isSelected()


def test_search_filters_by_english_and_chinese_title_and_id(make_window, qtbot):
    window = make_window(remember=False)
    navigation = window.navigation
    search = navigation.search
    search.setText("nim")
    assert set(navigation.visible_names()) == {"nim", "misere-nim", "fibonacci",
                                               "staircase"}
    search.setText("misere")                 # accents ignored
    assert navigation.visible_names() == ["misere-nim"]
    search.setText("欧几里得")
    assert navigation.visible_names() == ["euclid"]
    search.setText("georgia-bob")
    assert navigation.visible_names() == ["georgia-bob"]
    search.setText("SUM")
    assert navigation.visible_names() == ["sum"]
    search.setText("no such game")
    assert navigation.visible_names() == []
    search.setFocus()
    QTest.keyClick(search, Qt.Key.Key_Escape)
    assert search.text() == "" and len(navigation.visible_names()) == len(_pages(window))
    QTest.keyClicks(search, "wyth")
    assert navigation.visible_names() == ["wythoff"]
    QTest.keyClick(search, Qt.Key.Key_Return)
    assert window.current_tab().objectName() == "wythoff"
    assert matches("", ["anything"]) and not matches("x", [])


def test_keyboard_moves_through_the_games_skipping_headings(make_window, qtbot):
    window = make_window(remember=False)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    tree = window.navigation.tree
    window.show_game("nim")
    tree.setFocus()
    QTest.keyClick(tree, Qt.Key.Key_Down)
    assert window.current_tab().objectName() == "misere-nim"
    window.show_game("boxes")               # the last of its group: Down skips the heading
    QTest.keyClick(tree, Qt.Key.Key_Down)
    assert window.current_tab().objectName() == "bash"
    QTest.keyClick(tree, Qt.Key.Key_Up)
    assert window.current_tab().objectName() == "boxes"
    QTest.keyClick(tree, Qt.Key.Key_Return)
    focused = QApplication.focusWidget()
    assert focused is not None and window.current_tab().isAncestorOf(focused)
    # Ctrl+F goes to the search box, Down from there into the list.
    QTest.keyClick(focused, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is window.navigation.search
    QTest.keyClicks(window.navigation.search, "coin")
    QTest.keyClick(window.navigation.search, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is tree
    assert window.current_tab().objectName() == "coin-circle"


def test_a_game_added_at_run_time_appears_in_its_group_and_goes_when_forgotten(
        make_window, qtbot):
    window = make_window(remember=False)
    navigation = window.navigation
    game = named.define("Take one or two", "subtraction", "--set 1 2")
    assert adopt(window, [game]) == [game.id]
    item = navigation.item(game.id)
    assert item is not None and item.text(0) == "Take one or two"
    assert item.parent() is navigation.item("subtraction").parent()
    window.show_game(game.id)
    assert navigation.tree.currentItem() is item
    window.tabs.removeTab(window.tabs.currentIndex())
    assert navigation.item(game.id) is None


def test_the_title_bar_names_the_application_once(make_window, qtbot):
    app = QApplication.instance()
    before = app.applicationDisplayName()
    app.setApplicationDisplayName("NimLab")
    try:
        window = make_window(remember=False)
        window.show_game("bash")
        assert window.windowTitle() == "Bash game"      # Qt adds " — NimLab" itself
    finally:
        app.setApplicationDisplayName(before)
