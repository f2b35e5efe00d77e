"""The sum-of-games tab: several games side by side, the Sprague–Grundy theorem at work.

The sum is one line of text ("GAME ARGS + GAME ARGS + …") or a list of parts
built with a game box and the position of each; the two are kept in step. Every part is
worth its Grundy value, the sum is worth their XOR, and a winning move names the part to
play in. Parts with a closed form are valued at once; a part valued by brute force sends
the sum to the background task, and a newer edit makes the older search give up.
"""

from __future__ import annotations

import sys
import traceback
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from solvers.search import TooLarge
from solvers.spec import InputError
from solvers.sums import (
    SUM_RULES,
    SUM_THEORY,
    Component,
    SumAnalysis,
    example_sum,
    format_sum,
    parse_sum,
)
from ui.memory_budget import OverBudget
from ui.sum.parts import PartRow, PartsEditor, join_parts, split_parts
from ui.sum.picture import SumPicture
from ui.sum.play import SumPlayPanel
from ui.sum.results import SumResults
from ui.sum.valuing import (
    SUM_MEMORY_LIMIT,
    CancellableValuer,
    ValuedSum,
    needs_brute_force,
    quick_to_draw,
)
from ui.tab.long_line_edit import LongLineEdit
from ui.tab.marks import make_banner, make_rules_label, set_invalid
from ui.tab.outcome import join_sentences, render_text, rules_html
from ui.tab.param_form import make_error_label
from ui.tab.picture_splitter import PictureSplitter
from ui.tab.scrolling import scrolling
from ui.tasks import BackgroundTask, Progress, ShouldStop

if TYPE_CHECKING:
    from ui.files.table_csv import TableCsv

#: The settings group of the tab and its key for the last sum that was solved.
SETTINGS_GROUP = "sum"
POSITION_KEY = "position"
#: Sums longer than this are not remembered (settings files are read at start-up).
REMEMBER_MAX_CHARS = 100_000


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

    #: File → Export Table as CSV writes the table of parts (see table_csv).
    exports_table = True

    def __init__(self, parent: QWidget | None = None, text: str | None = None):
        super().__init__(parent)
        self.setObjectName("sum")
        self._syncing = False
        self._analysis: SumAnalysis | None = None
        self._good_text: str | None = None
        self._error: InputError | None = None
        self._valuer = CancellableValuer()
        self._task = BackgroundTask(self, memory_limit=SUM_MEMORY_LIMIT)

        self._banner = make_banner(self)
        self._parts = PartsEditor(self)
        self._position = LongLineEdit(self)
        self._position.setObjectName("position")
        self._position_error = make_error_label("position_error", self)
        self._add_button = QPushButton(self.tr("&Add part"), self)
        self._add_button.setObjectName("add_part")
        self._results = SumResults(self)
        self._picture = SumPicture(self)
        self.play = SumPlayPanel(self)
        self._build()
        self._connect_signals()
        self.set_position_text(text if text is not None else example_sum())

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("splitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._build_input())
        splitter.addWidget(self._build_picture())
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([470, 640])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(splitter)

    def _build_picture(self) -> PictureSplitter:
        """The right-hand side, as on a game's page: the picture over the play panel."""
        return PictureSplitter(self._picture, self.play, self)

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
        box_column.addWidget(self._parts)
        self._add_button.setToolTip(self.tr("Add another game to the sum"))
        add_row = QHBoxLayout()
        add_row.addWidget(self._add_button)
        add_row.addStretch(1)
        box_column.addLayout(add_row)
        label = QLabel(self.tr("As &text, parts joined by “+”:"), box)
        label.setBuddy(self._position)
        box_column.addWidget(label)
        self._position.setPlaceholderText(self.tr("for example: {example}").format(
            example=example_sum()))
        self._position.setToolTip(self.tr(
            "Each part is a game and its position as `python main.py solve` takes them; "
            "type or paste the sum here. Esc brings back the last valid sum."))
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self._position.setFont(mono)
        box_column.addWidget(self._position)
        box_column.addWidget(self._position_error)
        column.addWidget(box)
        column.addWidget(self._results, 1)

        scroll = scrolling(panel, minimum_width=360)
        scroll.setObjectName("input_scroll")
        return scroll

    def _connect_signals(self) -> None:
        self._position.textChanged.connect(self._on_position_text_changed)
        self._position.editingFinished.connect(self._on_position_editing_finished)
        self._add_button.clicked.connect(self._on_add_clicked)
        self._parts.edited.connect(self._on_parts_edited)
        self._results.move_played.connect(self.play.play_position)
        self._results.move_selected.connect(self._picture.mark_part)
        self.play.sum_requested.connect(self.set_position_text)
        self.play.hint_move_shown.connect(self._on_hint_move_shown)
        self._picture.part_move_requested.connect(self.play.play_position)
        self._task.finished.connect(self._show_valued)
        self._task.failed.connect(self._on_failed)
        self._task.crashed.connect(self._on_crashed)
        self._task.running_changed.connect(self._on_busy_changed)
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
        return self._task.running

    def rows(self) -> list[PartRow]:
        """The builder's part rows, in order."""
        return self._parts.rows()

    def position_text(self) -> str:
        return self._position.text()

    def set_position_text(self, text: str) -> None:
        """Put `text` in the sum line, as if typed: the parts follow, then the verdict."""
        if self._position.text() == text:
            self._on_position_text_changed(text)
        else:
            self._position.setText(text)

    def add_part(self, game: str | None = None, args: str | None = None) -> PartRow:
        """Add a part at the end, as the button does (by default of the last part's game);
        returns its row."""
        return self._parts.add_part(game, args)

    def table_csv(self) -> TableCsv | None:
        """The table of parts of the last good result, exactly (ui/sum/table_export.py);
        None before the first. (Imported here: the csv module is no part of a start.)"""
        from ui.sum.table_export import sum_csv

        return sum_csv(self._analysis) if self._analysis is not None else None

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
        self._task.cancel()
        self.play.shutdown()

    # -- the flow --------------------------------------------------------------------------
    def _request(self, text: str) -> None:
        try:
            components = parse_sum(text)
        except InputError as error:
            self._task.cancel()
            self._show_error(error)
            return
        self._clear_errors()
        if needs_brute_force(components) or not quick_to_draw(
                [args for _, args in split_parts(text)]):
            self._task.start(self._valuing(components))
            return
        self._task.cancel()
        try:
            valued = self._valuer.value_and_draw(components)
        except Exception:  # noqa: BLE001 - shown as a banner, never raised into Qt
            self._on_crashed(traceback.format_exc())
        else:
            self._show_valued(valued)

    def _valuing(self, components: list[Component]):
        """The background work: value `components` and solve the parts the picture draws,
        giving up once superseded."""
        valuer = self._valuer

        def work(should_stop: ShouldStop, progress: Progress) -> ValuedSum:
            return valuer.value_and_draw(components, should_stop)
        return work

    def _sync_position(self, text: str) -> None:
        if self._position.text() != text:
            self._syncing = True
            try:
                self._position.setText(text)
            finally:
                self._syncing = False

    @Slot(object)
    def _show_valued(self, valued: ValuedSum) -> None:
        self._picture.show_parts(valued.analysis, valued.pictures)
        self._show_analysis(valued.analysis)

    def _show_analysis(self, analysis: SumAnalysis) -> None:
        self._analysis = analysis
        self._good_text = self._position.text()
        self._error = None
        self._clear_errors()
        self._banner.hide()
        self._results.show_analysis(analysis)
        self._set_stale(False)
        self.play.show_analysis(analysis)
        self.outcome_shown.emit(analysis)

    def _show_error(self, error: InputError) -> None:
        self._error = error
        self._clear_errors()
        set_invalid(self._position, True)
        if not self._parts.show_error(error.index, render_text(error.text)):
            self._position_error.setText(render_text(error.text))
            self._position_error.show()
        self._set_stale(True)
        self.error_shown.emit(error)

    def _set_stale(self, stale: bool) -> None:
        """Grey the results and the picture (the last good result stays in view)."""
        self._results.set_stale(stale)
        self._picture.set_stale(stale)
        if stale:
            self.play.set_waiting(True)

    def _clear_errors(self) -> None:
        set_invalid(self._position, False)
        self._position_error.hide()
        self._position_error.clear()
        self._parts.clear_errors()

    # -- slots -----------------------------------------------------------------------------
    @Slot(str)
    def _on_position_text_changed(self, text: str) -> None:
        if self._syncing:
            return
        self._parts.set_parts(split_parts(text))
        self._request(text)

    @Slot()
    def _on_position_editing_finished(self) -> None:
        """Write the sum the way the parts are written once the user is done."""
        if (self._error is None and not self.busy and self._analysis is not None
                and self._position.text() == self._good_text):
            text = format_sum(self._analysis.components)
            self._sync_position(text)
            self._good_text = text
            self._parts.set_parts(split_parts(text))

    @Slot()
    def _on_parts_edited(self) -> None:
        text = join_parts(self._parts.parts())
        self._sync_position(text)
        self._request(text)

    @Slot()
    def _on_add_clicked(self) -> None:
        row = self.add_part()
        row.args_edit.setFocus()
        row.args_edit.selectAll()

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        self._results.set_busy(busy)
        if busy:
            self._picture.set_stale(True)
            self.play.set_waiting(True)
        self.busy_changed.emit(busy)

    @Slot(object)
    def _on_failed(self, error: Exception) -> None:
        """The brute force stopped at its budget (by the part it was valuing)."""
        message = render_text(error.text) if isinstance(error, InputError) else str(error)
        if isinstance(error, TooLarge) and error.index is not None:
            message = self.tr("part {number}: too large to search: more than {count} "
                              "positions").format(number=error.index + 1,
                                                  count=f"{error.limit:,}")
        elif isinstance(error, OverBudget):
            message = self.tr("The search was stopped: it needed more than {megabytes} MB "
                              "of memory.").format(megabytes=error.limit_bytes // 2**20)
        index = error.index if isinstance(error, InputError) else None
        self._show_error(InputError("sum", message, index))

    @Slot(str)
    def _on_crashed(self, details: str) -> None:
        print(details, file=sys.stderr)
        last = details.strip().splitlines()[-1] if details.strip() else ""
        self._banner.setText(self.tr("Something went wrong while valuing this sum ({error}). "
                                     "The last result is kept.").format(error=last))
        self._banner.setToolTip(details)
        self._banner.show()
        self._set_stale(True)

    @Slot(object)
    def _on_hint_move_shown(self, move) -> None:
        """A level-3 hint gives the move away: mark its part, whose picture draws it."""
        index, _ = move
        self._picture.mark_part(index)

    @Slot()
    def _on_escape_pressed(self) -> None:
        self.restore_last_valid()
