"""A line edit for text of any length (a position of 10^5 numbers) that makes a long edit
in one go, so that it keeps no undo step per character.

Qt's line edit records an undo step for every character an edit inserts or removes, and
keeps the room those steps took for as long as the widget lives (setting the text anew
forgets the steps, not their room): three pastes of 10^5 numbers (689,000 characters
each) into a position line held 92 MB, still 66 MB once the text was short again. Here
an edit that inserts or removes at least LONG_EDIT_CHARS characters replaces the whole
text at once, which Qt records nothing for. Undo then brings back the text from before
it, and Redo the edit again; shorter edits, and their undo, are Qt's own.

A long edit is caught where it starts: typing, pasting, cutting or deleting over a
selection, the context menu, a drop, a middle-click paste, and the `insert`, `paste`,
`cut` and `clear` methods called from Python.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QDropEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
)
from PySide6.QtWidgets import QLineEdit, QWidget

#: A line edit holds 32,767 characters unless told otherwise; positions may be longer.
LONGEST_TEXT = 2**31 - 1
#: An edit that inserts or removes this many characters is made in one go (Qt's steps
#: for it would take about 20 bytes a character, for good).
LONG_EDIT_CHARS = 10_000

_Key = QKeySequence.StandardKey


@dataclass(frozen=True)
class _LongEdit:
    """The text before a long edit and after it, with the cursor's place in each."""

    before: str
    before_cursor: int
    after: str
    after_cursor: int


class LongLineEdit(QLineEdit):
    """A line edit without a length limit whose long edits keep no per-character steps."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMaxLength(LONGEST_TEXT)
        self._edit: _LongEdit | None = None   # the last long edit

    # -- the editing methods, as QLineEdit's ---------------------------------------------
    def insert(self, text: str) -> None:
        if not self._replace_selection(text):
            super().insert(text)

    def paste(self) -> None:
        if not self._replace_selection(QGuiApplication.clipboard().text()):
            super().paste()

    def cut(self) -> None:
        if self._selection_is_long() and self.echoMode() == QLineEdit.EchoMode.Normal:
            QGuiApplication.clipboard().setText(self.selectedText())
            self._replace_selection("")
        else:
            super().cut()

    def clear(self) -> None:
        if len(self.text()) >= LONG_EDIT_CHARS:
            self._replace(0, len(self.text()), "")
        else:
            super().clear()

    def isUndoAvailable(self) -> bool:
        return super().isUndoAvailable() or self._long_edit_to_undo() is not None

    def isRedoAvailable(self) -> bool:
        return super().isRedoAvailable() or self._long_edit_to_redo() is not None

    def undo(self) -> None:
        edit = self._long_edit_to_undo()
        if edit is None:
            super().undo()
        else:
            self._show(edit.before, edit.before_cursor)

    def redo(self) -> None:
        edit = self._long_edit_to_redo()
        if edit is None:
            super().redo()
        else:
            self._show(edit.after, edit.after_cursor)

    # -- where a long edit starts --------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        edit = None if self.isReadOnly() else self._long_edit_for(event)
        if edit is None:
            super().keyPressEvent(event)
        else:
            edit()
            event.accept()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.createStandardContextMenu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Qt enables Undo and Redo by its own steps, which a long edit does not leave.
        available = {} if self.isReadOnly() else {
            "edit-undo": self.isUndoAvailable(), "edit-redo": self.isRedoAvailable()}
        for name, slot in (("edit-undo", self.undo), ("edit-redo", self.redo),
                           ("edit-cut", self.cut), ("edit-paste", self.paste),
                           ("edit-delete", self._delete_selection)):
            action = menu.findChild(QAction, name)
            if action is None:
                continue
            action.triggered.disconnect()
            action.triggered.connect(slot)
            if name in available:
                action.setEnabled(available[name])
        menu.popup(event.globalPos())

    def dropEvent(self, event: QDropEvent) -> None:
        text = event.mimeData().text() if event.mimeData().hasText() else ""
        if self.isReadOnly() or event.source() is self or len(text) < LONG_EDIT_CHARS:
            super().dropEvent(event)
            return
        place = self.cursorPositionAt(event.position().toPoint())
        self._replace(place, place, text)
        event.acceptProposedAction()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        clipboard = QGuiApplication.clipboard()
        if (event.button() == Qt.MouseButton.MiddleButton and not self.isReadOnly()
                and clipboard.supportsSelection()):
            text = clipboard.text(clipboard.Mode.Selection)
            if len(text) >= LONG_EDIT_CHARS:      # (X11's paste of the selected text)
                place = self.cursorPosition()
                self._replace(place, place, text)
                event.accept()
                return
        super().mouseReleaseEvent(event)

    # -- helpers -------------------------------------------------------------------------
    def _long_edit_for(self, event: QKeyEvent) -> Callable[[], object] | None:
        """What a key does here rather than in Qt (None: Qt's own handling)."""
        if event.matches(_Key.Undo):
            return self.undo if self._long_edit_to_undo() is not None else None
        if event.matches(_Key.Redo):
            return self.redo if self._long_edit_to_redo() is not None else None
        if event.matches(_Key.Paste):
            long_paste = len(QGuiApplication.clipboard().text()) >= LONG_EDIT_CHARS
            return self.paste if long_paste or self._selection_is_long() else None
        if not self._selection_is_long():
            return None
        if event.matches(_Key.Cut):
            return self.cut
        if (event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            return self._delete_selection
        typed = event.text()
        blocked = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier
        if typed and typed.isprintable() and not event.modifiers() & blocked:
            return lambda: self._replace_selection(typed)
        return None

    def _selection(self) -> tuple[int, int]:
        if self.hasSelectedText():
            start = self.selectionStart()
            return start, start + self.selectionLength()
        return self.cursorPosition(), self.cursorPosition()

    def _selection_is_long(self) -> bool:
        start, end = self._selection()
        return end - start >= LONG_EDIT_CHARS

    def _delete_selection(self) -> None:
        if not self._replace_selection(""):
            self.del_()

    def _replace_selection(self, text: str) -> bool:
        """Put `text` in place of the selection (or at the cursor) in one go when the edit
        is long; False when it is short, for Qt to make."""
        start, end = self._selection()
        if len(text) < LONG_EDIT_CHARS and end - start < LONG_EDIT_CHARS:
            return False
        self._replace(start, end, text)
        return True

    def _replace(self, start: int, end: int, text: str) -> None:
        before = self.text()
        after = before[:start] + text + before[end:]
        self._edit = _LongEdit(before, self.cursorPosition(), after, start + len(text))
        self._show(after, start + len(text))
        self.textEdited.emit(after)

    def _show(self, text: str, cursor: int) -> None:
        QLineEdit.setText(self, text)
        self.setCursorPosition(cursor)

    def _long_edit_to_undo(self) -> _LongEdit | None:
        """The last long edit, for Undo to take back once Qt has no step of its own left,
        while the text is what that edit (and the undoing of the steps after it) left."""
        edit = self._edit
        if edit is None or QLineEdit.isUndoAvailable(self) or self.text() != edit.after:
            return None
        return edit

    def _long_edit_to_redo(self) -> _LongEdit | None:
        """The last long edit, for Redo to make again while the text is what Undo
        brought back."""
        edit = self._edit
        if edit is None or QLineEdit.isRedoAvailable(self) or self.text() != edit.before:
            return None
        return edit
