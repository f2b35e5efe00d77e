"""The form's widget for a word-valued parameter (solvers.params.TextOption: an octal
game's code): a line edit, read and shown as typed; the solver judges the word."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QLineEdit

from solvers.params import TextOption, Typed
from ui.tab.marks import set_invalid
from ui.tab.outcome import translate


class TextAdapter:
    """ParamForm's adapter of TextOption (the same methods as its FieldAdapter)."""

    labelled = True

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

    def mark(self, field: QLineEdit, index: int | None) -> None:
        set_invalid(field, True)

    def unmark(self, field: QLineEdit) -> None:
        set_invalid(field, False)
