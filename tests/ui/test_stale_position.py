"""While the typed position is invalid, nothing can be played on the last valid one."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QListWidget, QPushButton

from tests.ui.helpers import settle


def test_a_listed_move_of_the_stale_position_is_not_played(qtbot, make_tab):
    tab = make_tab("nim", "3 4 5")
    legal = tab.findChild(QListWidget, "legal_moves")
    position = tab.findChild(QLineEdit, "position")
    assert legal.count() > 0 and legal.isEnabled()
    position.setText("3 -4 5")
    qtbot.waitUntil(lambda: tab.error is not None)
    settle(qtbot)
    assert not legal.isEnabled()
    for name in ("hint", "undo", "redo"):
        assert not tab.findChild(QPushButton, name).isEnabled(), name
    assert not tab.findChild(QListWidget, "moves").isEnabled()
    legal.itemActivated.emit(legal.item(0))
    tab.canvas.move_requested.emit(tab.spec.legal_moves(tab.play._start).__next__().after)
    settle(qtbot)
    assert position.text() == "3 -4 5"
    assert tab.play.moves_played == []


def test_the_list_comes_back_with_a_valid_position(qtbot, make_tab):
    tab = make_tab("nim", "3 4 5")
    legal = tab.findChild(QListWidget, "legal_moves")
    position = tab.findChild(QLineEdit, "position")
    position.setText("3 -4 5")
    qtbot.waitUntil(lambda: tab.error is not None)
    position.setText("1 2")
    qtbot.waitUntil(lambda: tab.error is None and tab.outcome.args == "1 2")
    assert legal.isEnabled()
    assert tab.findChild(QPushButton, "hint").isEnabled()
