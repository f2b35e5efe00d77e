"""A form's field for one number, which summarises a number too long to lay out.

A 100,000-digit number pasted into the position line would otherwise be laid out and
painted a second time in its field (Qt lays out a line edit's whole text, shown or not);
like the list editor's summary, the field then says how long the number is and where to
edit it, and keeps the text for the form to read.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QWidget

from solvers.params import shorten
from ui.tab.long_line_edit import LongLineEdit

#: Numbers longer than this many characters are summarised instead of shown.
FIELD_MAX_CHARS = 1_000


class NumberField(LongLineEdit):
    """A line edit for one number of any length; see the module's docstring."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._held: str | None = None
        self._placeholder = ""
        self._tooltip = ""
        self.textChanged.connect(self._on_text_changed)

    def number_text(self) -> str:
        """What the field holds, stripped: the long number it summarises, or its text."""
        return self._held if self._held is not None else self.text().strip()

    def is_summarised(self) -> bool:
        return self._held is not None

    def set_number_text(self, text: str) -> None:
        """Show `text`, or summarise it when it is too long to lay out cheaply."""
        if len(text) <= FIELD_MAX_CHARS:
            self._release()
            if self.text().strip() != text:
                self.setText(text)
            return
        if self._held == text:
            return
        if self._held is None:
            self._placeholder, self._tooltip = self.placeholderText(), self.toolTip()
        self._held = text
        self.blockSignals(True)
        try:
            self.clear()
        finally:
            self.blockSignals(False)
        summary = self.tr("{short} ({count:,} characters): edit it in the position line "
                          "below").format(short=shorten(text, 16), count=len(text))
        self.setPlaceholderText(summary)
        self.setToolTip(summary)
        self.setReadOnly(True)

    def _release(self) -> None:
        if self._held is None:
            return
        self._held = None
        self.setReadOnly(False)
        self.setPlaceholderText(self._placeholder)
        self.setToolTip(self._tooltip)

    @Slot(str)
    def _on_text_changed(self, text: str) -> None:
        if text and self._held is not None:     # (set from outside: the text is the truth)
            self._release()
