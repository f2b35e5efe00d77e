"""Long edits in the position lines and fields (ui/tab/long_line_edit.py): made in one go,
so that the memory Qt's per-character undo steps would keep for good is not taken, with
Undo and Redo of the whole edit, wherever the edit starts."""

from __future__ import annotations

import functools
import random

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QClipboard, QContextMenuEvent, QDropEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit

from tests.ui.helpers import c_heap_bytes
from ui.tab.long_line_edit import LONG_EDIT_CHARS, LongLineEdit

CTRL = Qt.KeyboardModifier.ControlModifier


@functools.cache
def huge() -> str:
    """A position of 10^5 numbers, as a user pastes one (689,000 characters or so); made
    when a test asks (not while the tests are collected, in every test process)."""
    rng = random.Random(5)
    return " ".join(str(rng.randrange(10**6)) for _ in range(10**5))


#: Long enough to be made in one go, short enough to be quick.
LONG = "7 " * LONG_EDIT_CHARS


@pytest.fixture
def edit(qtbot) -> LongLineEdit:
    line = LongLineEdit()
    qtbot.addWidget(line)
    line.setText("3 4 5")
    line.show()
    line.setFocus()
    return line


def paste_by_keys(line: QLineEdit, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    line.selectAll()
    QTest.keyClick(line, Qt.Key.Key_V, CTRL)


def in_one_go(line: LongLineEdit) -> bool:
    """Qt holds no undo step of its own after the last edit: it kept none per character
    (the memory test below shows what those cost)."""
    return not QLineEdit.isUndoAvailable(line)


def held_after_three_pastes(line: QLineEdit) -> int:
    """Bytes the line still holds after three pastes of huge() and a short text set
    again."""
    text = huge()                                 # (made before counting)
    before = c_heap_bytes()
    for copy in range(3):
        paste_by_keys(line, f"{text} {copy}")
        assert line.text() == f"{text} {copy}"
    line.setText("3 4 5")
    return c_heap_bytes() - before


def test_three_huge_pastes_leave_nothing_behind_where_a_plain_line_keeps_tens_of_mb(qtbot):
    plain, long_line = QLineEdit(), LongLineEdit()
    for line in (plain, long_line):
        qtbot.addWidget(line)
        line.setMaxLength(2**31 - 1)
        line.show()
    kept_by_qt = held_after_three_pastes(plain)
    kept_here = held_after_three_pastes(long_line)
    assert kept_by_qt > 30 * 2**20                # Qt's steps: 66 MB measured
    assert kept_here < 5 * 2**20


def test_undo_takes_back_a_long_paste_after_the_short_edits_that_followed(edit):
    paste_by_keys(edit, LONG)
    assert edit.text() == LONG and edit.isUndoAvailable() and in_one_go(edit)
    QTest.keyClicks(edit, "9")                    # a short edit: Qt's own step
    assert edit.text() == LONG + "9"
    QTest.keyClick(edit, Qt.Key.Key_Z, CTRL)
    assert edit.text() == LONG
    QTest.keyClick(edit, Qt.Key.Key_Z, CTRL)
    assert edit.text() == "3 4 5"
    assert not edit.isUndoAvailable() and edit.isRedoAvailable()
    QTest.keyClick(edit, Qt.Key.Key_Y, CTRL)
    assert edit.text() == LONG and edit.cursorPosition() == len(LONG)


def test_an_edit_after_undo_drops_the_redo_and_a_new_text_drops_the_undo(edit):
    paste_by_keys(edit, LONG)
    edit.undo()
    QTest.keyClicks(edit, "1")
    assert edit.text() == "3 4 51"
    edit.undo()                                   # Qt's step for the "1"
    assert edit.text() == "3 4 5"
    edit.redo()                                   # ... and its redo, not the paste
    assert edit.text() == "3 4 51"
    edit.insert(LONG)
    edit.setText("2 2")                           # set by the window: no undo, as in Qt
    assert not edit.isUndoAvailable()
    edit.undo()
    assert edit.text() == "2 2"


@pytest.mark.parametrize("key, modifier, left", [
    (Qt.Key.Key_Backspace, Qt.KeyboardModifier.NoModifier, ""),
    (Qt.Key.Key_Delete, Qt.KeyboardModifier.NoModifier, ""),
    (Qt.Key.Key_8, Qt.KeyboardModifier.NoModifier, "8"),
    (Qt.Key.Key_X, CTRL, ""),
])
def test_a_key_over_a_long_selection_replaces_it_in_one_step(edit, key, modifier, left):
    edit.setText(LONG)
    edit.selectAll()
    QTest.keyClick(edit, key, modifier)
    assert edit.text() == left and in_one_go(edit)
    if key == Qt.Key.Key_X:
        assert QGuiApplication.clipboard().text() == LONG
    edit.undo()
    assert edit.text() == LONG


def test_short_edits_stay_qts_own(edit):
    edit.selectAll()
    QTest.keyClicks(edit, "12")
    paste_by_keys(edit, "6 7")
    assert edit.text() == "6 7"
    for text in ("12", "3 4 5"):
        edit.undo()
        assert edit.text() == text


def test_the_context_menu_pastes_and_undoes_a_long_text_in_one_go(edit, qtbot):
    def menu_action(name: str) -> QAction:
        QApplication.sendEvent(edit, QContextMenuEvent(
            QContextMenuEvent.Reason.Mouse, QPoint(5, 5), edit.mapToGlobal(QPoint(5, 5))))
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
        menu = QApplication.activePopupWidget()
        action = menu.findChild(QAction, name)
        assert action is not None and action.isEnabled()
        menu.close()
        return action

    QGuiApplication.clipboard().setText(LONG)
    edit.selectAll()
    menu_action("edit-paste").trigger()
    assert edit.text() == LONG and in_one_go(edit)
    menu_action("edit-undo").trigger()            # enabled though Qt has no step of its own
    assert edit.text() == "3 4 5"
    menu_action("edit-redo").trigger()
    assert edit.text() == LONG


def test_a_long_text_dropped_in_is_one_step(edit):
    data = QMimeData()
    data.setText(LONG)
    drop = QDropEvent(QPointF(2, 5), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    edit.dropEvent(drop)
    assert LONG in edit.text() and len(edit.text()) == len(LONG) + len("3 4 5")
    assert in_one_go(edit)
    edit.undo()
    assert edit.text() == "3 4 5"


def test_a_middle_click_pastes_a_long_selection_in_one_step(edit, monkeypatch):
    """X11's paste of the selected text (the offscreen platform has no selection)."""
    clipboard_text = QClipboard.text
    monkeypatch.setattr(QClipboard, "supportsSelection", lambda self: True)
    monkeypatch.setattr(QClipboard, "text", lambda self, mode=QClipboard.Mode.Clipboard: (
        LONG if mode == QClipboard.Mode.Selection else clipboard_text(self, mode)))
    edit.setCursorPosition(len("3 4 5"))
    QTest.mouseClick(edit, Qt.MouseButton.MiddleButton, pos=QPoint(edit.width() - 3, 5))
    assert edit.text() == "3 4 5" + LONG and in_one_go(edit)
    edit.undo()
    assert edit.text() == "3 4 5"


def test_the_position_line_and_the_forms_fields_are_long_line_edits(make_tab):
    tab = make_tab("nim")
    line = tab.findChild(QLineEdit, "position")
    line.insert(" " + LONG)                       # as the monkey test pastes
    assert line.isUndoAvailable() and in_one_go(line)
    fields = [field for field in tab.findChildren(QLineEdit)
              if field is not line and not isinstance(field.parent(), QAbstractSpinBox)]
    assert fields and all(isinstance(field, LongLineEdit) for field in fields)
