"""The sum-of-games tab: several games side by side, the Sprague–Grundy theorem at work.

The sum is one line of text ("nim 3 4 + bash 10 3 + wythoff 3 5") or a list of parts
built with a game box and the position of each; the two are kept in step. Every part is
worth its Grundy value, the sum is worth their XOR, and a winning move names the part to
play in. Parts with a closed form are valued at once; a part valued by brute force sends
the sum to the thread pool, and a newer edit makes the older search give up.
"""

from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QSettings, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QBrush, QFont, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solvers import GAMES
from solvers.search import Search
from solvers.spec import FIRST, Cancelled, GameSpec, InputError, abbreviate
from solvers.sums import (
    BRUTE_FORCE_LIMIT,
    SEPARATOR,
    SUM_RULES,
    SUM_THEORY,
    Component,
    SumAnalysis,
    Valuer,
    analyse_sum,
    format_sum,
    parse_component,
    parse_sum,
    sum_games,
)
from ui.tab.explanation import ExplanationView
from ui.tab.marks import (
    make_banner,
    make_rules_label,
    make_verdict_label,
    mix,
    number_edit,
    set_greyed,
    set_invalid,
)
from ui.tab.outcome import (
    changed_index,
    describe_position,
    explanation_lines,
    join_sentences,
    render_text,
    rules_html,
    translate,
)
from ui.tab.param_form import make_error_label
from ui.tab.worker import Generations

#: The settings group of the tab and its key for the last sum that was solved.
SETTINGS_GROUP = "sum"
POSITION_KEY = "position"
#: Sums longer than this are not remembered (settings files are read at start-up).
REMEMBER_MAX_CHARS = 100_000
DEFAULT_SUM = "nim 3 4 + bash 10 3 + wythoff 3 5"
#: A part added with the button: the game and where it starts.
NEW_PART_GAME = "nim"
#: Values wider than this many bits are not written out in binary.
BINARY_MAX_BITS = 24

#: The sum text after a listed move, for playing it.
MoveSumRole = Qt.ItemDataRole.UserRole
#: True on the cells of the part a winning move is played in.
PlayHereRole = Qt.ItemDataRole.UserRole + 1
#: The raw Grundy value (an int) of a row of the parts table.
ValueRole = Qt.ItemDataRole.UserRole + 2

PART, GAME, POSITION, VALUE, BINARY, FOUND = range(6)


def split_parts(text: str) -> list[tuple[str, str]]:
    """(game word, ARGS) of each part, numbered as `parse_sum` numbers them."""
    parts = [part for part in text.split(SEPARATOR) if part.strip()]
    result = []
    for part in parts:
        game, _, args = part.strip().partition(" ")
        result.append((game, args.strip()))
    return result


def join_parts(parts: Sequence[tuple[str, str]]) -> str:
    return f" {SEPARATOR} ".join(f"{game} {args}".strip() for game, args in parts)


def needs_brute_force(components: Sequence[Component]) -> bool:
    return any(component.spec.grundy is None for component in components)


def sum_after(components: Sequence[Component], index: int, move_after) -> str:
    """The sum's text once part `index` has moved to position `move_after`."""
    parts = list(components)
    parts[index] = Component(parts[index].spec, move_after)
    return format_sum(parts)


class CancellableValuer(Valuer):
    """The tab's one Valuer, whose brute force gives up once its request is out of date.

    The memo is shared by every request (an edited sum keeps what was found), so the
    generation a search works for is kept per thread.
    """

    def __init__(self, generations: Generations):
        super().__init__()
        self._generations = generations
        self._local = threading.local()

    def analyse(self, components: Sequence[Component], generation: int) -> SumAnalysis:
        self._local.generation = generation
        try:
            return analyse_sum(components, self)
        finally:
            self._local.generation = None

    def _should_stop(self) -> bool:
        generation = getattr(self._local, "generation", None)
        return generation is not None and generation != self._generations.current

    def _search(self, spec: GameSpec) -> Search:
        search = super()._search(spec)
        search.should_stop = self._should_stop
        return search


class SumSignals(QObject):
    """What a background task reports, tagged with its generation.

    Signals:
        finished(int, object): the SumAnalysis of a request.
        crashed(int, str): an unexpected error, with its traceback.
    """

    finished = Signal(int, object)
    crashed = Signal(int, str)


class SumTask(QRunnable):
    """Value the parts of one sum on a pool thread."""

    def __init__(self, valuer: CancellableValuer, components: Sequence[Component],
                 generation: int, signals: SumSignals):
        super().__init__()
        self.valuer = valuer
        self.components = list(components)
        self.generation = generation
        self.signals = signals

    def run(self) -> None:
        try:
            analysis = self.valuer.analyse(self.components, self.generation)
        except Cancelled:
            return
        except Exception:  # noqa: BLE001 - reported on the GUI thread as a banner
            self.signals.crashed.emit(self.generation, traceback.format_exc())
        else:
            self.signals.finished.emit(self.generation, analysis)


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
        self.args_edit = number_edit(self)
        self.args_edit.setObjectName("args")
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.args_edit.setFont(mono)
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
        fields = ", ".join(translate(param.label) + (f" ({param.option})"
                                                     if getattr(param, "option", None) else "")
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


class SumTab(QWidget):
    """The page of sums of games, named "sum".

    Signals:
        outcome_shown(object): a new result (a SumAnalysis) is on display.
        error_shown(object): the input is bad (an InputError); the old result is greyed.
        busy_changed(bool): a part is being valued by brute force in the background, or no
            more.
    """

    outcome_shown = Signal(object)
    error_shown = Signal(object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None, text: str | None = None):
        super().__init__(parent)
        self.setObjectName("sum")
        self._syncing = False
        self._busy = False
        self._analysis: SumAnalysis | None = None
        self._good_text: str | None = None
        self._error: InputError | None = None
        self._generations = Generations()
        self._valuer = CancellableValuer(self._generations)
        # Parentless and shared with the tasks, so it outlives any task still running.
        self._signals = SumSignals()
        self._rows: list[PartRow] = []

        self._banner = make_banner(self)
        self._position = number_edit(self)
        self._position.setObjectName("position")
        self._position_error = make_error_label("position_error", self)
        self._add_button = QPushButton(self.tr("&Add part"), self)
        self._add_button.setObjectName("add_part")
        self._busy_bar = QProgressBar(self)
        self._busy_bar.setObjectName("busy")
        self._busy_bar.setRange(0, 0)
        self._busy_bar.setTextVisible(False)
        self._busy_bar.setMaximumWidth(120)
        self._busy_bar.hide()
        self._build()
        self._connect_signals()
        self.set_position_text(text if text is not None else DEFAULT_SUM)

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("splitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._build_input())
        splitter.addWidget(self._build_results())
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([500, 640])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(splitter)


    def _build_input(self) -> QWidget:
        panel = QWidget(self)
        panel.setObjectName("panel")
        column = QVBoxLayout(panel)
        column.setContentsMargins(0, 0, 6, 0)
        column.setSpacing(10)
        column.addWidget(self._banner)
        column.addWidget(make_rules_label(self.rules_html(), panel))

        box = QGroupBox(self.tr("The sum"), panel)
        box_column = QVBoxLayout(box)
        box_column.setSpacing(8)
        self._rows_widget = QWidget(box)
        self._rows_widget.setObjectName("parts_builder")
        self._rows_layout = QVBoxLayout(self._rows_widget)
        self._rows_layout.setContentsMargins(0, 0, 0, 0)
        self._rows_layout.setSpacing(6)
        box_column.addWidget(self._rows_widget)
        self._add_button.setToolTip(self.tr("Add another game to the sum"))
        add_row = QHBoxLayout()
        add_row.addWidget(self._add_button)
        add_row.addStretch(1)
        box_column.addLayout(add_row)
        label = QLabel(self.tr("As &text, parts joined by “+”:"), box)
        label.setBuddy(self._position)
        box_column.addWidget(label)
        self._position.setPlaceholderText(self.tr("for example: {example}").format(
            example=DEFAULT_SUM))
        self._position.setToolTip(self.tr(
            "Each part is a game and its position as `python main.py solve` takes them; "
            "type or paste the sum here. Esc brings back the last valid sum."))
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self._position.setFont(mono)
        box_column.addWidget(self._position)
        box_column.addWidget(self._position_error)
        column.addWidget(box)
        column.addStretch(1)

        scroll = QScrollArea(self)
        scroll.setObjectName("input_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(panel)
        scroll.setMinimumWidth(320)
        return scroll

    def _build_results(self) -> QWidget:
        results = QWidget(self)
        column = QVBoxLayout(results)
        column.setContentsMargins(6, 0, 0, 0)
        column.setSpacing(6)

        self._verdict = make_verdict_label(results)
        verdict_row = QHBoxLayout()
        verdict_row.addWidget(self._verdict, 1)
        verdict_row.addWidget(self._busy_bar, 0, Qt.AlignmentFlag.AlignVCenter)
        column.addLayout(verdict_row)

        self._parts_heading = _heading(self.tr("Parts and their Grundy values"), results)
        column.addWidget(self._parts_heading)
        self._table = QTableWidget(0, 6, results)
        self._table.setObjectName("parts")
        self._table.setHorizontalHeaderLabels([
            self.tr("Part"), self.tr("Game"), self.tr("Position"), self.tr("Grundy value"),
            self.tr("Binary"), self.tr("Found by")])
        self._table.verticalHeader().hide()
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.setWordWrap(False)
        self._table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        # Every column as wide as its contents (positions are written short), the last one
        # taking what is left: nothing is squeezed to "…" in a narrow window, it scrolls.
        header = self._table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self._table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self._table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        column.addWidget(self._table)

        self._moves_heading = _heading("", results)
        self._moves_heading.setObjectName("moves_heading")
        self._moves_heading.setWordWrap(True)
        column.addWidget(self._moves_heading)
        self._moves = QListWidget(results)
        self._moves.setObjectName("moves")
        self._moves.setWordWrap(True)
        self._moves.setToolTip(self.tr("Double-click or press Enter to play this move and "
                                       "see the sum the opponent is left with."))
        lines = self._moves.fontMetrics().height()
        self._moves.setFixedHeight(lines * 2 + 2 * self._moves.frameWidth() + 8)
        column.addWidget(self._moves)

        self._why = _heading(self.tr("Why"), results)
        column.addWidget(self._why)
        self._explanation = ExplanationView(results)
        column.addWidget(self._explanation, 1)
        return results

    def _connect_signals(self) -> None:
        self._position.textChanged.connect(self._on_position_text_changed)
        self._position.editingFinished.connect(self._on_position_editing_finished)
        self._add_button.clicked.connect(self._on_add_clicked)
        self._moves.itemActivated.connect(self._on_move_activated)
        self._signals.finished.connect(self._on_finished)
        self._signals.crashed.connect(self._on_crashed)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self._on_escape_pressed)

    # -- public ------------------------------------------------------------------------------
    def rules_text(self) -> str:
        """The rules of a sum of games, for a tooltip."""
        return join_sentences(SUM_RULES)

    def rules_html(self) -> str:
        """The rules and the winning rule, which the explanation's steps quote."""
        return rules_html(SUM_RULES, SUM_THEORY)

    @property
    def analysis(self) -> SumAnalysis | None:
        """The last good result (still shown, greyed, while the input is bad)."""
        return self._analysis

    @property
    def error(self) -> InputError | None:
        return self._error

    @property
    def busy(self) -> bool:
        return self._busy

    def rows(self) -> list[PartRow]:
        """The builder's part rows, in order."""
        return list(self._rows)

    def position_text(self) -> str:
        return self._position.text()

    def set_position_text(self, text: str) -> None:
        """Put `text` in the sum line, as if typed: the parts follow, then the verdict."""
        if self._position.text() == text:
            self._on_position_text_changed(text)
        else:
            self._position.setText(text)

    def add_part(self, game: str = NEW_PART_GAME, args: str | None = None) -> PartRow:
        """Add a part at the end, as the button does; returns its row."""
        row = self._append_row()
        row.set_part(game, GAMES[game].example if args is None else args)
        self._on_row_edited()
        return row

    def last_valid_text(self) -> str | None:
        if self._analysis is None:
            return None
        return format_sum(self._analysis.components)

    def restore_last_valid(self) -> None:
        """Bring back the last valid sum and its result (what Esc does)."""
        text = self.last_valid_text()
        if text is not None:
            self.set_position_text(text)

    def save_settings(self, settings: QSettings) -> None:
        text = self.last_valid_text()
        if text is not None and len(text) <= REMEMBER_MAX_CHARS:
            settings.beginGroup(SETTINGS_GROUP)
            settings.setValue(POSITION_KEY, text)
            settings.endGroup()

    def load_settings(self, settings: QSettings) -> None:
        settings.beginGroup(SETTINGS_GROUP)
        text = settings.value(POSITION_KEY, None, type=str)
        settings.endGroup()
        if text:
            self.set_position_text(text)

    def shutdown(self) -> None:
        """Forget any work in flight (the window is closing)."""
        self._generations.next()
        self._set_busy(False)

    # -- the flow --------------------------------------------------------------------------
    def _request(self, text: str) -> None:
        generation = self._generations.next()
        try:
            components = parse_sum(text)
        except InputError as error:
            self._set_busy(False)
            self._show_error(error)
            return
        self._clear_errors()
        if not needs_brute_force(components):
            self._set_busy(False)
            try:
                analysis = self._valuer.analyse(components, generation)
            except Exception:  # noqa: BLE001 - shown as a banner, never raised into Qt
                self._on_crashed(generation, traceback.format_exc())
            else:
                self._show_analysis(analysis)
            return
        self._set_busy(True)
        QThreadPool.globalInstance().start(
            SumTask(self._valuer, components, generation, self._signals))

    def _set_busy(self, busy: bool) -> None:
        if busy == self._busy:
            return
        self._busy = busy
        self._busy_bar.setVisible(busy)
        if busy:
            self._set_stale(True)
        self.busy_changed.emit(busy)

    def _sync_position(self, text: str) -> None:
        if self._position.text() != text:
            self._syncing = True
            try:
                self._position.setText(text)
            finally:
                self._syncing = False

    def _set_rows(self, parts: Sequence[tuple[str, str]]) -> None:
        """Show `parts` in the builder, reusing its rows; reports no edit."""
        while len(self._rows) > len(parts):
            self._remove_row(self._rows[-1])
        while len(self._rows) < len(parts):
            self._append_row()
        for row, (game, args) in zip(self._rows, parts):
            row.set_part(game, args)

    def _append_row(self) -> PartRow:
        row = PartRow(self._rows_widget)
        self._rows.append(row)
        self._rows_layout.addWidget(row)
        row.set_number(len(self._rows))
        row.edited.connect(self._on_row_edited)
        row.remove_requested.connect(self._on_remove_requested)
        return row

    def _remove_row(self, row: PartRow) -> None:
        self._rows.remove(row)
        self._rows_layout.removeWidget(row)
        row.clear_error()
        row.hide()
        row.deleteLater()
        for number, other in enumerate(self._rows, start=1):
            other.set_number(number)

    def _show_analysis(self, analysis: SumAnalysis) -> None:
        self._analysis = analysis
        self._good_text = self._position.text()
        self._error = None
        self._clear_errors()
        self._banner.hide()
        self._fill_results(analysis)
        self._set_stale(False)
        self.outcome_shown.emit(analysis)

    def _fill_results(self, analysis: SumAnalysis) -> None:
        total = _number(analysis.total)
        if analysis.winner == FIRST:
            self._verdict.setText(self.tr("First player wins — the values XOR to {total}")
                                  .format(total=total))
        else:
            self._verdict.setText(self.tr("Second player wins — the values XOR to 0"))
        self._fill_table(analysis)
        self._moves.clear()
        if analysis.move is not None:
            index, move = analysis.move
            component = analysis.components[index]
            self._moves_heading.setText(self.tr("The winning move:"))
            words = self.tr("in part {number}: {move} → {after}").format(
                number=index + 1, move=render_text(move.text),
                after=describe_position(component.spec, move.after,
                                        changed_index(component.position, move.after)))
            item = QListWidgetItem(words)
            item.setToolTip(words)
            item.setData(MoveSumRole, sum_after(analysis.components, index, move.after))
            self._moves.addItem(item)
            self._moves.show()
        else:
            self._moves_heading.setText(self.tr(
                "No winning move: every move changes one value, so the XOR stops being 0 "
                "and the opponent wins."))
            self._moves.hide()
        self._explanation.show_lines(explanation_lines(analysis.explanation, SUM_RULES))

    def _fill_table(self, analysis: SumAnalysis) -> None:
        table = self._table
        count = len(analysis.components)
        table.setRowCount(count + 1)
        play = analysis.move[0] if analysis.move is not None else None
        width = max(max((v.bit_length() for v in analysis.values), default=1),
                    analysis.total.bit_length(), 1)
        binary = width <= BINARY_MAX_BITS
        palette = table.palette()
        highlight = QBrush(mix(palette.color(QPalette.ColorRole.Base),
                               palette.color(QPalette.ColorRole.Highlight), 0.3))
        for row, (component, value) in enumerate(zip(analysis.components, analysis.values)):
            spec = component.spec
            cells = [str(row + 1), translate(spec.title),
                     describe_position(spec, component.position), _number(value),
                     format(value, f"0{width}b") if binary else "—",
                     self.tr("formula") if spec.grundy is not None else self.tr("brute force")]
            for column, words in enumerate(cells):
                item = _item(words, column)
                item.setData(ValueRole, value)
                if row == play:
                    item.setData(PlayHereRole, True)
                    item.setBackground(highlight)
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setToolTip(self.tr("Play in this part"))
                table.setItem(row, column, item)
        totals = ["", self.tr("Sum (XOR)"), "", _number(analysis.total),
                  format(analysis.total, f"0{width}b") if binary else "—", ""]
        for column, words in enumerate(totals):
            item = _item(words, column)
            item.setData(ValueRole, analysis.total)
            item.setToolTip(self.tr("The XOR of the parts' values: what the whole sum is "
                                    "worth. The player to move wins when it is not 0."))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            table.setItem(count, column, item)

    def _set_stale(self, stale: bool) -> None:
        for widget in (self._verdict, self._parts_heading, self._table, self._moves_heading,
                       self._moves, self._why, self._explanation):
            set_greyed(widget, stale)

    def _show_error(self, error: InputError) -> None:
        self._error = error
        self._clear_errors()
        set_invalid(self._position, True)
        if error.index is not None and 0 <= error.index < len(self._rows):
            self._rows[error.index].show_error(error.message)
        else:
            self._position_error.setText(error.message)
            self._position_error.show()
        self._set_stale(True)
        self.error_shown.emit(error)

    def _clear_errors(self) -> None:
        set_invalid(self._position, False)
        self._position_error.hide()
        self._position_error.clear()
        for row in self._rows:
            row.clear_error()

    # -- slots -----------------------------------------------------------------------------
    @Slot(str)
    def _on_position_text_changed(self, text: str) -> None:
        if self._syncing:
            return
        self._set_rows(split_parts(text))
        self._request(text)

    @Slot()
    def _on_position_editing_finished(self) -> None:
        """Write the sum the way the parts are written once the user is done."""
        if (self._error is None and not self._busy and self._analysis is not None
                and self._position.text() == self._good_text):
            text = format_sum(self._analysis.components)
            self._sync_position(text)
            self._good_text = text
            self._set_rows(split_parts(text))

    @Slot()
    def _on_row_edited(self) -> None:
        text = join_parts([row.part() for row in self._rows])
        self._sync_position(text)
        self._request(text)

    @Slot()
    def _on_remove_requested(self) -> None:
        row = self.sender()
        if isinstance(row, PartRow) and row in self._rows:
            self._remove_row(row)
            self._on_row_edited()

    @Slot()
    def _on_add_clicked(self) -> None:
        row = self.add_part()
        row.args_edit.setFocus()
        row.args_edit.selectAll()

    @Slot(QListWidgetItem)
    def _on_move_activated(self, item: QListWidgetItem) -> None:
        text = item.data(MoveSumRole)
        if text:
            self.set_position_text(text)

    @Slot(int, object)
    def _on_finished(self, generation: int, analysis: SumAnalysis) -> None:
        if generation == self._generations.current:
            self._set_busy(False)
            self._show_analysis(analysis)

    @Slot(int, str)
    def _on_crashed(self, generation: int, details: str) -> None:
        if generation != self._generations.current:
            return
        self._set_busy(False)
        print(details, file=sys.stderr)
        last = details.strip().splitlines()[-1] if details.strip() else ""
        self._banner.setText(self.tr("Something went wrong while valuing this sum ({error}). "
                                     "The last result is kept.").format(error=last))
        self._banner.setToolTip(details)
        self._banner.show()
        self._set_stale(True)

    @Slot()
    def _on_escape_pressed(self) -> None:
        self.restore_last_valid()


def _number(value: int) -> str:
    short = abbreviate(value)
    return f"{short:,}" if isinstance(short, int) else short


def _heading(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def _item(words: str, column: int) -> QTableWidgetItem:
    item = QTableWidgetItem(words)
    item.setToolTip(words)
    if column in (PART, VALUE, BINARY):
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if column in (POSITION, BINARY):
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        item.setFont(mono)
    return item
