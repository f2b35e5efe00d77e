"""The parts of a sum as a list of rows: a game box and a position per part.

The editor and the sum's text line are two views of one sum; `split_parts` and
`join_parts` turn one into the other without parsing the positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from solvers import GAMES
from solvers.spec import InputError
from solvers.sums import BRUTE_FORCE_LIMIT, SEPARATOR, parse_component, split_part, sum_games
from ui.tab.long_line_edit import LongLineEdit
from ui.tab.marks import set_invalid
from ui.tab.outcome import translate
from ui.tab.param_form import make_error_label


def split_parts(text: str) -> list[tuple[str, str]]:
    """(game word, ARGS) of each part, numbered as `parse_sum` numbers them."""
    parts = [part for part in text.split(SEPARATOR) if part.strip()]
    return [split_part(part) for part in parts]


def join_parts(parts: Sequence[tuple[str, str]]) -> str:
    return f" {SEPARATOR} ".join(f"{game} {args}".strip() for game, args in parts)


def new_part_game(parts: Sequence[tuple[str, str]]) -> str:
    """The game of a part added with the button: that of the last part (the user is likely
    adding more of the same), else the first game with a formula for its value."""
    games = sum_games()
    if parts and parts[-1][0] in games:
        return parts[-1][0]
    return next((game for game in games if GAMES[game].grundy is not None), games[0])


def _monospace() -> QFont:
    mono = QFont("monospace")
    mono.setStyleHint(QFont.StyleHint.Monospace)
    return mono


class PartRow(QWidget):
    """One part of the sum: its game, its position, a remove button and its error.

    A game word that is not in the box (typed in the sum line) is kept as typed, so that
    editing another part does not rewrite it.

    Signals:
        edited(): the user changed the game or the position of this part.
        remove_requested(): the user asked to remove this part.
    """

    edited = Signal()
    remove_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("part")
        self._quiet = False
        self._raw_game = ""
        self.number_label = QLabel(self)
        self.number_label.setObjectName("part_number")
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("game")
        self.game_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for game in sum_games():
            self.game_box.addItem(translate(GAMES[game].title), game)
        self.args_edit = LongLineEdit(self)
        self.args_edit.setObjectName("args")
        self.args_edit.setFont(_monospace())
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("remove")
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove this part from the sum"))
        self.error_label = make_error_label("part_error", self)
        self._build()
        self._connect_signals()
        self._describe_game()

    def _build(self) -> None:
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.number_label)
        row.addWidget(self.game_box)
        row.addWidget(self.args_edit, 1)
        row.addWidget(self.remove_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addLayout(row)
        column.addWidget(self.error_label)
        self.number_label.setBuddy(self.game_box)

    def _connect_signals(self) -> None:
        self.game_box.currentIndexChanged.connect(self._on_game_changed)
        self.args_edit.textChanged.connect(self._on_args_changed)
        self.remove_button.clicked.connect(self.remove_requested)

    # -- public ------------------------------------------------------------------------------
    def set_number(self, number: int) -> None:
        self.number_label.setText(self.tr("Part {number}:").format(number=number))

    def game(self) -> str:
        """The game id chosen, or the word typed for a game that is not in the box."""
        data = self.game_box.currentData()
        return data if data is not None else self._raw_game

    def args(self) -> str:
        return self.args_edit.text().strip()

    def part(self) -> tuple[str, str]:
        return self.game(), self.args()

    def set_part(self, game: str, args: str) -> None:
        """Show a part without reporting an edit."""
        self._quiet = True
        try:
            index = self.game_box.findData(game)
            self._raw_game = "" if index >= 0 else game
            if index < 0:
                self.game_box.setPlaceholderText(game)
            if self.game_box.currentIndex() != index:
                self.game_box.setCurrentIndex(index)
            if self.args_edit.text().strip() != args:
                self.args_edit.setText(args)
        finally:
            self._quiet = False
        self._describe_game()

    def set_game(self, game: str) -> None:
        """Choose `game` in the box as the user would (its example replaces unfit ARGS)."""
        self.game_box.setCurrentIndex(self.game_box.findData(game))

    def show_error(self, message: str) -> None:
        """Mark the game box when the game itself is wrong, else the position."""
        in_game = self.game_box.currentData() is None
        set_invalid(self.game_box, in_game)
        set_invalid(self.args_edit, not in_game)
        self.error_label.setText(message)
        self.error_label.show()

    def clear_error(self) -> None:
        set_invalid(self.game_box, False)
        set_invalid(self.args_edit, False)
        self.error_label.hide()
        self.error_label.clear()

    def error_text(self) -> str:
        return self.error_label.text() if not self.error_label.isHidden() else ""

    def _describe_game(self) -> None:
        game = self.game_box.currentData()
        if game is None:
            self.args_edit.setPlaceholderText("")
            self.args_edit.setToolTip(self.tr("Choose a game for this part first."))
            return
        spec = GAMES[game]
        self.args_edit.setPlaceholderText(self.tr("for example: {example}").format(
            example=spec.example))
        fields = ", ".join(translate(param.label) + (f" ({param.option})" if param.option else "")
                           for param in spec.params)
        how = (self.tr("valued by its formula") if spec.grundy is not None else
               self.tr("valued by brute force: numbers up to {limit}").format(
                   limit=BRUTE_FORCE_LIMIT))
        self.args_edit.setToolTip(self.tr("The position of this part, as `python main.py "
                                          "solve {game}` takes it: {fields}. {how}.").format(
                                              game=game, fields=fields, how=how))

    # -- slots -------------------------------------------------------------------------------
    @Slot(int)
    def _on_game_changed(self, index: int) -> None:
        if self._quiet or index < 0:
            return
        self._raw_game = ""
        game = self.game_box.itemData(index)
        try:
            parse_component(f"{game} {self.args()}")
        except InputError:
            self._quiet = True
            try:
                self.args_edit.setText(GAMES[game].example)
            finally:
                self._quiet = False
        self._describe_game()
        self.edited.emit()

    @Slot(str)
    def _on_args_changed(self, text: str) -> None:
        if not self._quiet:
            self.edited.emit()


class PartsEditor(QWidget):
    """The sum's parts, one PartRow each, numbered from 1; named "parts_builder".

    Signals:
        edited(): the user changed, added or removed a part.
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("parts_builder")
        self._rows: list[PartRow] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)

    def rows(self) -> list[PartRow]:
        return list(self._rows)

    def parts(self) -> list[tuple[str, str]]:
        return [row.part() for row in self._rows]

    def set_parts(self, parts: Sequence[tuple[str, str]]) -> None:
        """Show `parts`, reusing the rows there are; reports no edit."""
        while len(self._rows) > len(parts):
            self._remove_row(self._rows[-1])
        while len(self._rows) < len(parts):
            self._append_row()
        for row, (game, args) in zip(self._rows, parts):
            row.set_part(game, args)

    def add_part(self, game: str | None = None, args: str | None = None) -> PartRow:
        """Add a part at the end (by default as `new_part_game` picks it) and report the
        edit; returns its row."""
        if game is None:
            game = new_part_game(self.parts())
        row = self._append_row()
        row.set_part(game, GAMES[game].example if args is None else args)
        self.edited.emit()
        return row

    def show_error(self, index: int | None, message: str) -> bool:
        """Show `message` by part `index`; False when there is no such part."""
        if index is None or not 0 <= index < len(self._rows):
            return False
        self._rows[index].show_error(message)
        return True

    def clear_errors(self) -> None:
        for row in self._rows:
            row.clear_error()

    def _append_row(self) -> PartRow:
        row = PartRow(self)
        self._rows.append(row)
        self._layout.addWidget(row)
        row.set_number(len(self._rows))
        row.edited.connect(self.edited)
        row.remove_requested.connect(self._on_remove_requested)
        return row

    def _remove_row(self, row: PartRow) -> None:
        self._rows.remove(row)
        self._layout.removeWidget(row)
        row.clear_error()
        row.hide()
        row.deleteLater()
        for number, other in enumerate(self._rows, start=1):
            other.set_number(number)

    @Slot()
    def _on_remove_requested(self) -> None:
        row = self.sender()
        if isinstance(row, PartRow) and row in self._rows:
            self._remove_row(row)
            self.edited.emit()
