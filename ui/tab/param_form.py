"""The form of a game's position, generated from the parameters of its spec.

One widget factory per parameter type; each widget is named after its parameter
(objectName), which the tests and the settings reuse. The form deals in the texts the
user typed: numbers can have thousands of digits, and validation is the solver's job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from solvers.spec import FlagParam, GameSpec, IntListParam, IntParam, Param
from ui.tab.list_editor import ListField
from ui.tab.marks import clear_label, error_text_colour, number_edit, set_invalid
from ui.tab.outcome import translate


def make_int_field(param: IntParam) -> QLineEdit:
    """A plain line edit: a spin box cannot hold a number of a thousand digits."""
    field = number_edit()
    field.setObjectName(param.name)
    field.setClearButtonEnabled(param.optional)
    field.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
    if param.help:
        field.setPlaceholderText(translate(param.help))
    field.setToolTip(translate(param.help) if param.help else QCoreApplication.translate(
        "ParamForm", "{label}: a whole number, at least {minimum}").format(
            label=translate(param.label), minimum=param.minimum))
    return field


def make_flag_field(param: FlagParam) -> QCheckBox:
    field = QCheckBox(translate(param.label))
    field.setObjectName(param.name)
    field.setToolTip(translate(param.help) if param.help else QCoreApplication.translate(
        "ParamForm", "Play the variant: {label}").format(label=translate(param.label)))
    return field


def make_list_field(param: IntListParam) -> ListField:
    field = ListField(param)
    if param.help:
        field.setToolTip(translate(param.help))
    return field


FACTORIES: dict[type, Callable[[Param], QWidget]] = {
    IntParam: make_int_field,
    FlagParam: make_flag_field,
    IntListParam: make_list_field,
}


def place_tokens(spec: GameSpec, tokens: Sequence[str]) -> dict[str, object] | None:
    """Which field each token of ARGS belongs to, leniently (the solver judges the values).

    Returns {param name: text, list of texts, or bool}, or None when the tokens cannot be
    placed (an unknown option, numbers left over).
    """
    by_option = {p.option: p for p in spec.params if getattr(p, "option", None)}
    placed: dict[str, object] = {}
    for param in spec.params:
        placed[param.name] = (False if isinstance(param, FlagParam)
                              else [] if isinstance(param, IntListParam) else "")
    positional: list[str] = []
    tokens = list(tokens)
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if not token.startswith("--"):
            positional.append(token)
            continue
        param = by_option.get(token)
        if param is None:
            return None
        if isinstance(param, FlagParam):
            placed[param.name] = True
        else:
            placed[param.name] = tokens[i] if i < len(tokens) else ""
            i += 1
    for param in spec.positional_params:
        if isinstance(param, IntListParam):
            placed[param.name], positional = positional, []
        elif positional:
            placed[param.name], positional = positional[0], positional[1:]
    return placed if not positional else None


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
        field = FACTORIES[type(param)](param)
        error = make_error_label(f"{param.name}_error", self)
        cell = QWidget(self)
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(field)
        column.addWidget(error)
        if isinstance(param, FlagParam):
            self._layout.addRow("", cell)
        else:
            label = QLabel(self.tr("{label}:").format(label=translate(param.label)), self)
            label.setBuddy(field)
            self._layout.addRow(label, cell)
        self._fields[param.name] = field
        self._errors[param.name] = error

    def _connect_signals(self) -> None:
        for field in self._fields.values():
            if isinstance(field, QLineEdit):
                field.textChanged.connect(self._on_field_changed)
            elif isinstance(field, QCheckBox):
                field.toggled.connect(self._on_field_changed)
            elif isinstance(field, ListField):
                field.edited.connect(self._on_field_changed)

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
            field = self._fields[param.name]
            if isinstance(param, FlagParam):
                if field.isChecked():
                    options.append(param.option)
            elif isinstance(param, IntListParam):
                positional += field.values()
            else:
                value = field.text().strip()
                if param.option:
                    if value:
                        options += [param.option, value]
                elif value or not param.optional:
                    positional.append(value)
        return positional + options

    def set_tokens(self, tokens: Sequence[str]) -> bool:
        """Show the position `tokens` in the fields without reporting an edit.

        Returns False (and leaves the fields alone) when the tokens cannot be placed.
        """
        placed = place_tokens(self.spec, tokens)
        if placed is None:
            return False
        self._quiet = True
        try:
            for name, value in placed.items():
                field = self._fields[name]
                if isinstance(field, QCheckBox):
                    field.setChecked(bool(value))
                elif isinstance(field, ListField):
                    if field.values() != list(value):
                        field.set_values(list(value))
                elif field.text().strip() != value:
                    field.setText(str(value))
        finally:
            self._quiet = False
        return True

    def show_error(self, name: str, message: str, index: int | None = None) -> bool:
        """Mark field `name` (item `index` of a list) and show `message` under it.

        Returns False when the form has no such field.
        """
        field = self._fields.get(name)
        if field is None:
            return False
        self.clear_errors()
        if isinstance(field, ListField):
            field.mark_error(index)
        else:
            set_invalid(field, True)
        self._errors[name].setText(message)
        self._errors[name].show()
        return True

    def clear_errors(self) -> None:
        for name, field in self._fields.items():
            if isinstance(field, ListField):
                field.clear_marks()
            else:
                set_invalid(field, False)
            self._errors[name].hide()
            clear_label(self._errors[name])

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
