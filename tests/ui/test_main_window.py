"""The window: a tab per game, menus, shortcuts, and settings that survive a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from solvers import GAMES


def test_one_tab_per_game_in_registry_order_titled_by_the_game(make_window):
    window = make_window(remember=False)
    tabs = window.tabs
    assert len(GAMES) >= 13 and tabs.count() == len(GAMES) + 1
    for index, spec in enumerate(GAMES.values()):
        assert tabs.widget(index).objectName() == spec.id
        assert tabs.tabText(index) == spec.title
    assert tabs.widget(len(GAMES)).objectName() == "sum"      # the sum of games comes last


def test_menus_hold_quit_navigation_and_about(make_window):
    window = make_window(remember=False)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&File", "&View", "&Help"]
    names = {action.objectName() for action in window.findChildren(QAction)}
    assert {"quit", "next_tab", "previous_tab", "about", "rules"} <= names
    assert {f"show_{game}" for game in GAMES} <= names


@pytest.mark.parametrize("keys, step", [
    ((Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier), 1),
    ((Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier), 1),
    ((Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier), -1),
    ((Qt.Key.Key_Backtab, Qt.KeyboardModifier.ControlModifier
      | Qt.KeyboardModifier.ShiftModifier), -1),
])
def test_keyboard_moves_between_tabs(make_window, qtbot, keys, step):
    window = make_window(remember=False)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.tabs.setCurrentIndex(0)
    edit = window.current_tab().findChild(object, "position")
    edit.setFocus()
    QTest.keyClick(edit, *keys)
    assert window.tabs.currentIndex() == step % window.tabs.count()


def test_view_menu_jumps_to_a_game_and_wraps_around(make_window):
    window = make_window(remember=False)
    last = list(GAMES.values())[-1]
    window.findChild(QAction, f"show_{last.id}").trigger()
    assert window.current_tab().objectName() == last.id
    window.findChild(QAction, "next_tab").trigger()
    assert window.current_tab().objectName() == "sum"
    window.findChild(QAction, "next_tab").trigger()
    assert window.tabs.currentIndex() == 0
    window.findChild(QAction, "previous_tab").trigger()
    window.findChild(QAction, "previous_tab").trigger()
    assert window.current_tab().objectName() == last.id
    assert window.findChild(QAction, f"show_{last.id}").isChecked()
    assert last.title in window.windowTitle()


def test_about_shows_the_rules_of_the_current_game(make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("hill")
    window.findChild(QAction, "about").trigger()
    box = window.findChild(QMessageBox, "about")
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "Whoever brings the king" in box.text()
    assert "Climbing the hill" in box.text()
    box.close()


def test_positions_geometry_and_tab_survive_a_restart(make_window):
    window = make_window()
    window.tab("nim").set_position_text("1 2 3")
    window.tab("bash").set_position_text("7 2 --misere")
    window.tab("hill").set_position_text("1 3 5 --king 3")
    window.tab("wythoff").set_position_text("4 x")          # bad: the last good one stays
    window.show_game("euclid")
    # A size other than the first start's, within the offscreen screen (800 x 600), and at
    # least the window's smallest.
    width, height = window.minimumSizeHint().width() + 6, 480
    window.resize(width, height)
    window.close()
    settings = QSettings()
    assert settings.value("nim/position", type=str) == "1 2 3"
    again = make_window()
    assert again.tab("nim").position_text() == "1 2 3"
    assert again.tab("bash").position_text() == "7 2 --misere"
    assert again.tab("bash").findChild(object, "misere").isChecked()
    assert again.tab("hill").position_text() == "1 3 5 --king 3"
    assert again.tab("wythoff").position_text() == GAMES["wythoff"].example
    assert again.current_tab().objectName() == "euclid"
    # The offscreen platform counts a few pixels of frame differently on the way back.
    assert abs(again.width() - width) <= 16 and abs(again.height() - height) <= 16


def test_a_corrupt_remembered_position_falls_back_to_an_error_not_a_crash(make_window):
    settings = QSettings()
    settings.setValue("nim/position", "3 banana")
    settings.sync()
    window = make_window()
    tab = window.tab("nim")
    assert tab.error is not None and tab.error.field == "heaps"
    tab.restore_last_valid()
    assert tab.position_text() == GAMES["nim"].example


def test_quit_closes_the_window(make_window):
    window = make_window(remember=False)
    window.findChild(QAction, "quit").trigger()
    assert not window.isVisible()
