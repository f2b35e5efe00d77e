"""The form of a game's position, generated from the parameters of its spec.

One widget adapter per parameter kind (it makes the widget, reads and shows what is
typed, marks an error); each widget is named after its parameter (objectName), which the
tests and the settings reuse. The form deals in the texts the
user typed: numbers can have thousands of digits, and validation is the solver's job.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal, SignalInstance, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from solvers.params import (
    FlagParam,
    InputError,
    IntListParam,
    IntParam,
    IntSetOption,
    Param,
    TextOption,
    Typed,
    place_tokens,
)
from solvers.spec import GameSpec, Text
from ui.tab.list_editor import ListField
from ui.tab.marks import clear_label, error_text_colour, set_invalid
from ui.tab.number_field import NumberField
from ui.tab.outcome import render_text, translate

#: Space between a field and its message under it (px).
ERROR_SPACING = 2


class FieldAdapter:
    """What the form does with the widget of one parameter kind: make it, hear it change,
    read what is typed in it (as solvers.params.place_tokens gives it), show that, and
    mark an error in it."""

    #: False for a widget that carries its own label (a check box).
    labelled = True

    def make(self, param: Any) -> QWidget:
        raise NotImplementedError

    def changed(self, field: Any) -> SignalInstance:
        raise NotImplementedError

    def typed(self, field: Any) -> Typed:
        raise NotImplementedError

    def show(self, field: Any, typed: Typed) -> None:
        raise NotImplementedError

    def mark(self, field: Any, index: int | None, message: str) -> str:
        """Mark the error `message` (about item `index` of a list) in the field; returns
        the message to show under it."""
        set_invalid(field, True)
        return message

    def unmark(self, field: Any) -> None:
        set_invalid(field, False)


class NumberAdapter(FieldAdapter):
    """An integer (IntParam) in a line edit (a spin box cannot hold a number of a thousand
    digits) that summarises a number too long to lay out."""

    def make(self, param: IntParam) -> NumberField:
        field = NumberField()
        field.setObjectName(param.name)
        field.setClearButtonEnabled(param.optional)
        field.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
        if param.help:
            field.setPlaceholderText(translate(param.help))
        field.setToolTip(translate(param.help) if param.help else QCoreApplication.translate(
            "ParamForm", "{label}: a whole number, at least {minimum}").format(
                label=translate(param.label), minimum=param.minimum))
        return field

    def changed(self, field: NumberField) -> SignalInstance:
        return field.textChanged

    def typed(self, field: NumberField) -> Typed:
        return field.number_text()

    def show(self, field: NumberField, typed: Typed) -> None:
        field.set_number_text(str(typed))


class FlagAdapter(FieldAdapter):
    """A rule variant (FlagParam) as a check box."""

    labelled = False

    def make(self, param: FlagParam) -> QCheckBox:
        field = QCheckBox(translate(param.label))
        field.setObjectName(param.name)
        field.setToolTip(translate(param.help) if param.help else QCoreApplication.translate(
            "ParamForm", "Play the variant: {label}").format(label=translate(param.label)))
        return field

    def changed(self, field: QCheckBox) -> SignalInstance:
        return field.toggled

    def typed(self, field: QCheckBox) -> Typed:
        return field.isChecked()

    def show(self, field: QCheckBox, typed: Typed) -> None:
        field.setChecked(bool(typed))


class ListAdapter(FieldAdapter):
    """Several integers (IntListParam, IntSetOption) in a box each."""

    def make(self, param: IntListParam | IntSetOption) -> ListField:
        field = ListField(param)
        if param.help:
            field.setToolTip(translate(param.help))
        return field

    def changed(self, field: ListField) -> SignalInstance:
        return field.edited

    def typed(self, field: ListField) -> Typed:
        return field.values()

    def show(self, field: ListField, typed: Typed) -> None:
        field.show_tokens(typed)

    def mark(self, field: ListField, index: int | None, message: str) -> str:
        return field.mark_errors(index, message)      # every bad item, named

    def unmark(self, field: ListField) -> None:
        field.clear_marks()


class TextAdapter(FieldAdapter):
    """A word (TextOption: an octal game's code) in a line edit, read and shown as typed;
    the solver judges the word."""

    def make(self, param: TextOption) -> QLineEdit:
        field = QLineEdit()
        field.setObjectName(param.name)
        field.setPlaceholderText(param.default)
        field.setToolTip(translate(param.help) if param.help else QCoreApplication.translate(
            "ParamForm", "{label}: for example {example}").format(
                label=translate(param.label), example=param.default))
        return field

    def changed(self, field: QLineEdit) -> SignalInstance:
        return field.textChanged

    def typed(self, field: QLineEdit) -> Typed:
        return field.text().strip()

    def show(self, field: QLineEdit, typed: Typed) -> None:
        if field.text().strip() != typed:
            field.setText(str(typed))


#: The widget adapter of each parameter kind.
ADAPTERS: dict[type, FieldAdapter] = {
    IntParam: NumberAdapter(),
    FlagParam: FlagAdapter(),
    IntListParam: ListAdapter(),
    IntSetOption: ListAdapter(),
    TextOption: TextAdapter(),
}


class ParamForm(QWidget):
    """The fields of one game's position, each with a place for its error message.

    Signals:
        edited(): the user changed a field (not emitted for `set_tokens`).
    """

    edited = Signal()

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("form")
        self._quiet = False
        self._fields: dict[str, QWidget] = {}
        self._errors: dict[str, QLabel] = {}
        self._adapters = {param.name: ADAPTERS[type(param)] for param in spec.params}
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self._layout.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._layout.setVerticalSpacing(8)
        for param in spec.params:
            self._add_row(param)
        self._connect_signals()

    def _add_row(self, param: Param) -> None:
        adapter = self._adapters[param.name]
        field = adapter.make(param)
        error = make_error_label(f"{param.name}_error", self)
        cell = QWidget(self)
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(ERROR_SPACING)
        column.addWidget(field)
        column.addWidget(error)
        if adapter.labelled:
            label = QLabel(self.tr("{label}:").format(label=translate(param.label)), self)
            label.setBuddy(field)
            self._layout.addRow(label, cell)
        else:
            self._layout.addRow("", cell)
        self._fields[param.name] = field
        self._errors[param.name] = error

    def _connect_signals(self) -> None:
        for param in self.spec.params:
            field = self._fields[param.name]
            self._adapters[param.name].changed(field).connect(self._on_field_changed)

    # -- public -------------------------------------------------------------------------------
    def field(self, name: str) -> QWidget:
        return self._fields[name]

    def fields(self) -> dict[str, QWidget]:
        return dict(self._fields)

    def tokens(self) -> list[str]:
        """The position as ARGS tokens, in the order the command line takes them.

        An empty required number stays as an empty token so that the solver blames the
        right field; an empty optional one is left out.
        """
        positional: list[str] = []
        options: list[str] = []
        for param in self.spec.params:
            typed = self._adapters[param.name].typed(self._fields[param.name])
            (positional if param.option is None else options).extend(param.words(typed))
        return positional + options

    def set_tokens(self, tokens: Sequence[str]) -> bool:
        """Show the position `tokens` in the fields without reporting an edit.

        Returns False (and leaves the fields alone) when the tokens cannot be placed.
        """
        try:
            placed = place_tokens(self.spec.params, tokens)
        except InputError:
            return False
        self._quiet = True
        try:
            for param in self.spec.params:
                self._adapters[param.name].show(self._fields[param.name], placed[param.name])
        finally:
            self._quiet = False
        return True

    def show_error(self, name: str, message: str | Text, index: int | None = None) -> bool:
        """Mark field `name` (item `index` of a list) and show `message` under it (a
        solver's Text is translated); in a list, every bad item is marked and named
        (ListField.mark_errors).

        Returns False when the form has no such field.
        """
        field = self._fields.get(name)
        if field is None:
            return False
        if isinstance(message, Text):
            message = render_text(message)
        self._unmark_all()
        message = self._adapters[name].mark(field, index, message)
        self._errors[name].setText(message)
        self._errors[name].show()
        self._settle()
        return True

    def clear_errors(self) -> None:
        self._unmark_all()
        self._settle()

    def _unmark_all(self) -> None:
        for name, field in self._fields.items():
            self._adapters[name].unmark(field)
            self._errors[name].hide()
            clear_label(self._errors[name])

    def _settle(self) -> None:
        """Lay the fields out again now that a message came or went. Left to Qt's posted
        layout requests, the form settled a pass after the tab's room for a message under
        it, so the verdict and all below moved down and back, laid out and painted twice
        (the hill's keystroke: 16 -> 11 ms)."""
        for error in self._errors.values():
            error.parentWidget().layout().activate()
        self._layout.activate()

    def error_text(self, name: str) -> str:
        """The message shown under field `name`, or "" (for tests and accessibility)."""
        label = self._errors[name]
        return label.text() if not label.isHidden() else ""

    # -- slots -------------------------------------------------------------------------------
    @Slot()
    def _on_field_changed(self) -> None:
        if not self._quiet:
            self.edited.emit()


def make_error_label(name: str, parent: QWidget) -> QLabel:
    """The inline message under a field: red-tinted, wrapped, hidden while all is well."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.WindowText, error_text_colour(parent))
    label.setPalette(palette)
    label.hide()
    return label
