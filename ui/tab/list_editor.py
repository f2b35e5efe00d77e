"""The editor of a list parameter (heaps, steps, cells, distances, boxes, a set of numbers).

One small numbered box per item, wrapped like words, with + and − buttons. Typing a space
or a comma in a box starts the next item, so "3 4 5" can be typed or pasted in one go;
Backspace in an empty box removes it. An empty box does not count as an item. Lists too
long for boxes (pasted into the position line) are summarised instead. The full-width
comma "，" of a Chinese input method separates items too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solvers.params import InputError, IntListParam, IntSetOption
from ui.tab.flow_layout import FlowLayout
from ui.tab.long_line_edit import LongLineEdit
from ui.tab.marks import quiet_text_colour, set_invalid
from ui.tab.outcome import render_text, translate

#: Beyond this many items the boxes give way to a summary.
BOX_LIMIT = 48
#: Bad items whose messages are all shown; past this many, the first and where the others are.
SHOWN_ERRORS = 3
_SEPARATORS = re.compile(r"[\s,;\uff0c]+")


def every_error(errors: Sequence[InputError], item: str) -> str:
    """The messages of several bad items (translated), one per line; past SHOWN_ERRORS
    the first and where the others are."""
    if len(errors) <= SHOWN_ERRORS:
        return "\n".join(render_text(error.text) for error in errors)
    places = ", ".join(f"{item} {error.index + 1}" for error in errors[1:]
                       if error.index is not None)
    return render_text(errors[0].text) + "\n" + QCoreApplication.translate(
        "ListField", "and {count} more: {places}").format(count=len(errors) - 1,
                                                           places=places)


class ItemBox(QWidget):
    """One item: its number above a small line edit that widens with its text."""

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.caption = QLabel(self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        self.caption.setFont(font)
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.WindowText, quiet_text_colour(self.palette()))
        self.caption.setPalette(palette)
        self.edit = LongLineEdit(self)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.edit.textChanged.connect(self._fit_width)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        layout.addWidget(self.caption)
        layout.addWidget(self.edit)
        self.set_number(1, name)
        self._fit_width(self.edit.text())

    def set_number(self, number: int, name: str) -> None:
        self.caption.setText(str(number))
        self.edit.setObjectName(f"{name}-{number}")

    @Slot(str)
    def _fit_width(self, text: str) -> None:
        # Widths come in steps of four digits, so that typing rarely moves the boxes after.
        metrics = self.edit.fontMetrics()
        digits = min(16, 4 * ((len(text) + 4) // 4))
        width = metrics.horizontalAdvance("0" * digits) + 14
        if self.edit.width() != width:
            self.edit.setFixedWidth(width)


class ListField(QWidget):
    """An editable list of integers, kept as the texts the user typed.

    Signals:
        edited(): the items changed (typed, added, removed or set).
    """

    edited = Signal()

    def __init__(self, param: IntListParam | IntSetOption, parent: QWidget | None = None):
        super().__init__(parent)
        self.param = param
        self.setObjectName(param.name)
        self._values: list[str] = []
        #: values(), worked out when first asked for after a change.
        self._clean: list[str] | None = None
        self._boxes: list[ItemBox] = []
        self._quiet = False
        self._item_word = translate(param.item)

        self._box_area = QWidget(self)
        self._flow = FlowLayout(self._box_area)
        self._add_button = self._tool_button("+", "add")
        self._remove_button = self._tool_button("−", "remove")
        buttons = QWidget(self._box_area)
        button_row = QHBoxLayout(buttons)
        button_row.setContentsMargins(2, 0, 0, 0)
        button_row.setSpacing(2)
        button_row.addWidget(self._add_button, 0, Qt.AlignmentFlag.AlignBottom)
        button_row.addWidget(self._remove_button, 0, Qt.AlignmentFlag.AlignBottom)
        self._flow.addWidget(buttons)
        self._buttons = buttons

        # Under the buttons and wrapped, not beside them: a long hint beside them made the
        # form wider than a 1024-pixel window's column (the corner board's path).
        self._empty_hint = QLabel(translate(param.help) if param.help else self.tr("none yet"),
                                  self)
        self._empty_hint.setObjectName(f"{param.name}-empty")
        self._empty_hint.setWordWrap(True)
        hint_palette = QPalette()
        hint_palette.setColor(QPalette.ColorRole.WindowText, quiet_text_colour(self.palette()))
        self._empty_hint.setPalette(hint_palette)

        self._summary = QLabel(self)
        self._summary.setObjectName(f"{param.name}-summary")
        self._summary.setWordWrap(True)
        self._summary.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._box_area)
        layout.addWidget(self._empty_hint)
        layout.addWidget(self._summary)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self._box_area.setSizePolicy(policy)
        self._connect_signals()
        self._update_buttons()

    def _tool_button(self, symbol: str, name: str) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(f"{self.param.name}-{name}")
        button.setText(symbol)
        button.setAutoRaise(False)
        button.setFixedWidth(button.sizeHint().height() + 4)
        return button

    def _connect_signals(self) -> None:
        self._add_button.clicked.connect(self._on_add_clicked)
        self._remove_button.clicked.connect(self._on_remove_clicked)

    # -- public -------------------------------------------------------------------------------
    def values(self) -> list[str]:
        """The items' texts, stripped; empty boxes are left out."""
        if self._clean is None:
            self._clean = [value.strip() for value in self._values if value.strip()]
        return self._clean.copy()

    def set_values(self, values: Sequence[str]) -> None:
        """Show `values` (texts, one per item) and report the change."""
        self._values = list(map(str, values))
        self._clean = None
        self._rebuild()
        self.edited.emit()

    def show_tokens(self, tokens: Sequence[str]) -> None:
        """Show ARGS tokens (which hold no spaces), unless they are shown already; unlike
        `set_values` this checks no item for spaces, which for a pasted list of 10^5
        numbers would cost 20 ms."""
        values = list(tokens)
        if self.values() == values:
            return
        self._values = values
        self._clean = [v for v in values if v] if "" in values else list(values)
        self._rebuild()
        self.edited.emit()

    def box(self, index: int) -> QLineEdit | None:
        """The line edit of item `index` (0-based), or None in the summary."""
        return self._boxes[index].edit if 0 <= index < len(self._boxes) else None

    def mark_error(self, index: int | None) -> None:
        """Tint the box of item `index` (an index into `values()`), or the whole list when
        no single box is at fault or the list is summarised."""
        self._mark([index] if index is not None else [])

    def mark_errors(self, index: int | None, message: str) -> str:
        """Show the solver's error `message` about item `index`: the solver stops at the
        first bad item, so each box is checked here with the parameter's own reading, and
        every bad one is tinted. Returns the message that names them all."""
        errors = self._bad_items() if index is not None else []
        if len(errors) < 2 or index not in [error.index for error in errors]:
            self.mark_error(index)      # (one bad item, or a fault the game found)
            return message
        self._mark([error.index for error in errors])
        return every_error(errors, self._item_word)

    def _bad_items(self) -> list[InputError]:
        """The error of each bad item, while the items are shown as boxes (a summarised
        list of 10^5 is not read item by item here)."""
        if not self._boxes:
            return []
        return self.param.bad_items(self.values())

    def _mark(self, indexes: Sequence[int]) -> None:
        boxes = {self._box_index(index) for index in indexes}
        set_invalid(self, None in boxes or not boxes)
        for i, box in enumerate(self._boxes):
            set_invalid(box.edit, i in boxes)

    def clear_marks(self) -> None:
        set_invalid(self, False)
        for box in self._boxes:
            set_invalid(box.edit, False)

    # -- building ----------------------------------------------------------------------------
    def _box_index(self, value_index: int) -> int | None:
        """The box that holds the `value_index`-th non-empty item."""
        count = -1
        for i, value in enumerate(self._values):
            if value.strip():
                count += 1
                if count == value_index:
                    return i if i < len(self._boxes) else None
        return None

    def _rebuild(self) -> None:
        """Make the boxes match `_values`, reusing the ones that exist."""
        self._quiet = True
        try:
            if len(self._values) > BOX_LIMIT:
                self._set_box_count(0)
                self._box_area.hide()
                self._summary.setText(self.tr(
                    "{count:,} items ({item} 1 to {count:,}): too many for boxes here. "
                    "Edit them in the position line below.").format(
                        count=len(self._values), item=self._item_word))
                self._summary.show()
                return
            self._summary.hide()
            self._box_area.show()
            self._set_box_count(len(self._values))
            for box, value in zip(self._boxes, self._values):
                if box.edit.text() != value:
                    box.edit.setText(value)
            self._update_buttons()
        finally:
            self._quiet = False

    def _set_box_count(self, count: int) -> None:
        if count == len(self._boxes):
            return          # (asking for a new layout would lay out the whole column again)
        while len(self._boxes) > count:
            box = self._boxes.pop()
            self._flow.removeWidget(box)
            box.hide()          # at once: deleteLater waits for the event loop
            box.deleteLater()
        while len(self._boxes) < count:
            box = ItemBox(self.param.name, self._box_area)
            box.set_number(len(self._boxes) + 1, self.param.name)
            box.edit.setToolTip(self.tr("{item} {number}").format(
                item=self._item_word, number=len(self._boxes) + 1))
            box.edit.textChanged.connect(self._on_box_text_changed)
            box.edit.editingFinished.connect(self._on_box_editing_finished)
            box.edit.installEventFilter(self)
            self._flow.insert_widget(len(self._boxes), box)
            self._boxes.append(box)
        self._box_area.updateGeometry()

    def _update_buttons(self) -> None:
        count = len(self._boxes)
        self._add_button.setToolTip(self.tr("Add {item} {number}").format(
            item=self._item_word, number=count + 1))
        self._remove_button.setToolTip(self.tr("Remove {item} {number}").format(
            item=self._item_word, number=count))
        self._remove_button.setEnabled(count > 0)
        self._empty_hint.setVisible(count == 0)

    def _index_of(self, edit: QObject) -> int:
        for i, box in enumerate(self._boxes):
            if box.edit is edit:
                return i
        return -1

    def _focus_box(self, index: int, select: bool = False) -> None:
        if 0 <= index < len(self._boxes):
            edit = self._boxes[index].edit
            edit.setFocus(Qt.FocusReason.OtherFocusReason)
            if select:
                edit.selectAll()
            else:
                edit.end(False)

    def _suggested_value(self) -> str:
        """What a new box starts with: one more than the last item, else the minimum."""
        for value in reversed(self._values):
            if value.strip().isdigit() and len(value.strip()) < 18:
                return str(int(value) + 1)
        return str(self.param.minimum)

    # -- slots -------------------------------------------------------------------------------
    @Slot()
    def _on_add_clicked(self) -> None:
        self.set_values(self._values + [self._suggested_value()])
        self._focus_box(len(self._boxes) - 1, select=True)

    @Slot()
    def _on_remove_clicked(self) -> None:
        if self._values:
            self.set_values(self._values[:-1])

    @Slot(str)
    def _on_box_text_changed(self, text: str) -> None:
        if self._quiet:
            return
        index = self._index_of(self.sender())
        if index < 0:
            return
        if _SEPARATORS.search(text):
            parts = _SEPARATORS.split(text)
            if len(parts) > 1 and parts[0] == "":
                parts = parts[1:]
            values = self._values[:index] + parts + self._values[index + 1:]
            self.set_values(values)
            self._focus_box(index + len(parts) - 1)
            return
        self._values[index] = text
        self._clean = None
        self.edited.emit()

    @Slot()
    def _on_box_editing_finished(self) -> None:
        index = self._index_of(self.sender())
        if (index >= 0 and not self._values[index].strip()
                and not self._boxes[index].edit.hasFocus()):
            self.set_values(self._values[:index] + self._values[index + 1:])

    # -- Qt overrides ------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Backspace and isinstance(watched, QLineEdit)
                and not watched.text()):
            index = self._index_of(watched)
            if index >= 0:
                self.set_values(self._values[:index] + self._values[index + 1:])
                self._focus_box(index - 1 if index > 0 else 0)
                return True
        return super().eventFilter(watched, event)
