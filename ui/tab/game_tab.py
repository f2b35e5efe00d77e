"""One tab per game: the position form, the live verdict, the winning moves and the picture.

Data flows one way: a field or the position line changes → the other is brought in line →
the controller parses and solves (at once, or on a worker for big input) → the verdict,
the moves, the explanation and the canvas show the outcome. Bad input marks its field and
greys the last good result instead of clearing it.
"""

from __future__ import annotations

import sys
from itertools import islice
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from solvers.spec import GameSpec, InputError, Move
from ui.canvases import create_canvas
from ui.play.coach import Coach
from ui.play.play_panel import PlayPanel
from ui.tab.long_line_edit import LongLineEdit
from ui.tab.marks import (
    clear_label,
    make_banner,
    make_rules_label,
    make_verdict_label,
    set_greyed,
    set_invalid,
)
from ui.tab.outcome import (
    MOVES_SHOWN,
    Outcome,
    players_note,
    render_text,
    replay_text,
    rules_html,
    translate,
    verdict_text,
)
from ui.tab.param_form import ERROR_SPACING, ParamForm, make_error_label
from ui.tab.picture_pages import PicturePages, has_more_pages
from ui.tab.picture_splitter import PictureSplitter
from ui.tab.results import ResultsView
from ui.tab.scrolling import scrolling
from ui.tab.worker import SolveController

# The map and the game in disguise are imported when their page is first shown.
if TYPE_CHECKING:
    from ui.explore.explorer import ExplorerView
    from ui.explore.reduction_view import ReductionView
    from ui.files.table_csv import TableCsv

#: The settings key, inside the game's own group, of its last valid position.
POSITION_KEY = "position"
#: Positions longer than this are not remembered (settings files are read at start-up).
REMEMBER_MAX_CHARS = 100_000


class GameTab(QWidget):
    """The page of one game, named after its id.

    Signals:
        outcome_shown(object): a new result (an Outcome) is on display.
        error_shown(object): the input is bad (an InputError); the old result is greyed.
        busy_changed(bool): a big position is being solved in the background, or no more.
    """

    outcome_shown = Signal(object)
    error_shown = Signal(object)
    busy_changed = Signal(bool)

    #: Whether File → Export Table as CSV applies to this page.
    exports_table = False

    def __init__(self, spec: GameSpec, position: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName(spec.id)
        self._syncing = False
        self._outcome: Outcome | None = None
        self._good_tokens: list[str] | None = None
        self._error: InputError | None = None
        self._controller = SolveController(spec, self)

        self._banner = make_banner(self)
        self._form = ParamForm(spec, self)
        self._position = LongLineEdit(self)
        self._position.setObjectName("position")
        self._position_error = make_error_label("position_error", self)
        self._busy = QProgressBar(self)
        self._busy.setObjectName("busy")
        self._busy.setRange(0, 0)
        self._busy.setTextVisible(False)
        self._busy.setMaximumWidth(120)
        self._busy.hide()
        self.canvas = create_canvas(spec)
        self.play = PlayPanel(spec, self) if spec.is_two_player else None
        self._pages: PicturePages | None = None
        self._build()
        self._connect_signals()
        self.set_position_text(position if position is not None else spec.example)

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        panel = QWidget(self)
        panel.setObjectName("panel")
        # Into its scroll area while still empty: put there full, the column was polished
        # and laid out at once (2 ms of each tab's 11), before the tab is even shown.
        panel_scroll = scrolling(panel, minimum_width=360)
        column = QVBoxLayout(panel)
        column.setContentsMargins(0, 0, 6, 0)
        column.setSpacing(10)
        column.addWidget(self._banner)
        column.addWidget(make_rules_label(rules_html(self.spec.rules, self.spec.theory,
                                                     players_note(self.spec)),
                                           panel))
        column.addWidget(self._build_position_box(panel))
        column.addWidget(self._build_results(panel), 1)

        picture = self._build_picture()
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("splitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(panel_scroll)
        splitter.addWidget(picture)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([470, 640])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(splitter)


    def _build_position_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(self.tr("Position"), parent)
        column = QVBoxLayout(box)
        column.setSpacing(8)
        column.addWidget(self._form)
        label = QLabel(self.tr("As on the &command line:"), box)
        label.setBuddy(self._position)
        column.addWidget(label)
        self._position.setPlaceholderText(self.tr("for example: {example}").format(
            example=self.spec.example))
        self._position.setToolTip(self.tr(
            "The position as `python main.py solve {game}` takes it; type or paste it "
            "here. Esc brings back the last valid position.").format(game=self.spec.id))
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self._position.setFont(mono)
        line = QVBoxLayout()
        line.setSpacing(ERROR_SPACING)      # a message as close under it as under a field
        line.addWidget(self._position)
        line.addWidget(self._position_error)
        column.addLayout(line)
        # Room for one line of message while none is shown, so that the verdict and all
        # under it stay put while the user types through invalid text: the height a
        # message under a field (or under the position line) adds, less this column's
        # spacing.
        self._message_room = QWidget(box)
        self._message_room.setFixedHeight(self._position_error.fontMetrics().lineSpacing()
                                          + ERROR_SPACING - column.spacing())
        column.addWidget(self._message_room)
        return box

    def _build_results(self, parent: QWidget) -> QWidget:
        """The verdict, the winning moves and the explanation, below the position."""
        results = QWidget(parent)
        column = QVBoxLayout(results)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        column.addLayout(self._verdict_row(results))
        self._results = ResultsView(results)
        self._moves = self._results.moves
        self._why = self._results.why
        self._explanation = self._results.explanation
        column.addWidget(self._results, 1)
        return results

    def _verdict_row(self, parent: QWidget) -> QHBoxLayout:
        self._verdict = make_verdict_label(parent)
        row = QHBoxLayout()
        row.addWidget(self._verdict, 1)
        row.addWidget(self._busy, 0, Qt.AlignmentFlag.AlignVCenter)
        return row

    def _build_picture(self) -> QWidget:
        """The right-hand side: the canvas, and under it the play panel of a two-player game;
        for a game with a plane of positions or a disguise, pages for the map and for the
        game it really is."""
        if self.play is None:
            picture = self.canvas
        else:
            picture = PictureSplitter(self.canvas, self.play, self)
            self.play.review_opened.connect(picture.make_room)
        if not has_more_pages(self.spec):
            return picture
        self._pages = PicturePages(self.spec, picture, self)
        return self._pages

    def _connect_signals(self) -> None:
        self._form.edited.connect(self._on_form_edited)
        self._position.textChanged.connect(self._on_position_text_changed)
        self._position.editingFinished.connect(self._on_position_editing_finished)
        self._controller.solved.connect(self._on_solved)
        self._controller.rejected.connect(self._on_rejected)
        self._controller.crashed.connect(self._on_crashed)
        self._controller.busy_changed.connect(self._on_busy_changed)
        self._connect_result_signals()
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self._on_escape_pressed)

    def _connect_result_signals(self) -> None:
        self._results.move_selected.connect(self._on_move_selected)
        self._results.move_activated.connect(self._on_move_activated)
        if self.play is not None:
            self.outcome_shown.connect(self._on_outcome_for_play)
            self.play.position_requested.connect(self.set_position_text)
            self.play.hint_move_shown.connect(self._on_hint_move_shown)
            self._coach = Coach(self.spec, self.play, self._verdict, self._results,
                                self.canvas, self)
            self.canvas.move_requested.connect(self.play.play_position)
        if self._pages is not None:
            self.outcome_shown.connect(self._pages.follow_outcome)
            self._pages.position_requested.connect(self.set_position_text)
            self._pages.move_highlighted.connect(self._on_move_selected)

    # -- public ------------------------------------------------------------------------------
    @property
    def form(self) -> ParamForm:
        return self._form

    @property
    def explorer(self) -> ExplorerView | None:
        """The map of a game with a plane of positions (made now if its page has not been
        shown yet), else None."""
        return self._pages.explorer if self._pages is not None else None

    @property
    def reduction(self) -> ReductionView | None:
        """The page of the game in disguise (made now if not shown yet), else None."""
        return self._pages.reduction if self._pages is not None else None

    def table_csv(self) -> TableCsv | None:
        """What File → Export Table writes for a page with a table (exports_table)."""
        return None

    @property
    def outcome(self) -> Outcome | None:
        """The last good result (still shown, greyed, while the input is bad)."""
        return self._outcome

    @property
    def error(self) -> InputError | None:
        return self._error

    @property
    def busy(self) -> bool:
        return self._controller.busy

    @property
    def valuing(self) -> bool:
        """Are the legal moves' values (wins in n, loses in n) still being found?"""
        return self.play is not None and self._coach.valuing

    def position_text(self) -> str:
        return self._position.text()

    def set_position_text(self, text: str) -> None:
        """Put `text` in the position line, as if typed: the form follows, then the verdict."""
        if self._position.text() == text:
            self._on_position_text_changed(text)
        else:
            self._position.setText(text)

    def last_valid_position(self) -> str | None:
        """The ARGS text of the last position that was solved, or None."""
        if self._good_tokens is None:
            return None
        if self._outcome is not None and self._outcome.args is not None:
            return self._outcome.args
        return " ".join(self._good_tokens)

    def restore_last_valid(self) -> None:
        """Bring back the last valid position and its result (what Esc does)."""
        if self._good_tokens is None or self._outcome is None:
            return
        self._controller.cancel()
        self._sync_position(self._good_tokens)
        self._set_form(self._good_tokens)
        self._show_outcome(self._outcome, self._good_tokens)

    def save_settings(self, settings: QSettings) -> None:
        text = self.last_valid_position()
        if text is not None and len(text) <= REMEMBER_MAX_CHARS:
            settings.beginGroup(self.spec.id)
            settings.setValue(POSITION_KEY, text)
            settings.endGroup()

    @staticmethod
    def remembered_position(settings: QSettings, game: str) -> str | None:
        """The position `save_settings` wrote for game `game`, or None (so a window can
        make the tab at that position straight away)."""
        settings.beginGroup(game)
        text = settings.value(POSITION_KEY, None, type=str)
        settings.endGroup()
        return text or None

    def shutdown(self) -> None:
        """Forget any work in flight (the window is closing)."""
        self._controller.cancel()
        if self.play is not None:
            self.play.shutdown()
            self._coach.stop()
        if self._pages is not None:
            self._pages.shutdown()

    # -- the flow --------------------------------------------------------------------------
    def _request(self, tokens: list[str]) -> None:
        if self.play is not None:
            # Best play's values of the last position are not wanted now (their search
            # shared the GIL with this one's solving: a keystroke took twice as long), nor
            # the computer's reply to it (played over this one while a worker solved it).
            self._coach.stop()
            self.play.stop()
        self._controller.request(tokens)

    def _sync_position(self, tokens: list[str]) -> None:
        text = " ".join(token for token in tokens if token)
        if self._position.text() != text:
            self._syncing = True
            try:
                self._position.setText(text)
            finally:
                self._syncing = False

    def _set_form(self, tokens: list[str]) -> bool:
        return self._form.set_tokens(tokens)

    def _show_outcome(self, outcome: Outcome, tokens: list[str]) -> None:
        self._outcome = outcome
        self._good_tokens = list(tokens)
        self._error = None
        self._clear_errors()
        self._banner.hide()
        if (outcome.args is not None and not self._position.hasFocus()
                and self._position.text() != outcome.args):
            self._sync_position(outcome.args.split())
        self.show_analysis(outcome)
        self._set_stale(False)
        self.outcome_shown.emit(outcome)

    def show_analysis(self, outcome: Outcome) -> None:
        """Fill the verdict, the moves and the explanation from `outcome`."""
        analysis = outcome.analysis
        self._verdict.setText(verdict_text(self.spec, analysis))
        self._results.show_outcome(outcome)
        self.canvas.set_analysis(analysis)
        self._describe_picture(outcome)

    def _describe_picture(self, outcome: Outcome) -> None:
        """What the picture shows, for screen readers: position, verdict, first winning move."""
        if not self.canvas.accessibleName():
            self.canvas.setAccessibleName(self.tr("Picture of the position"))
        parts = [translate(self.spec.title),
                 outcome.args or self._position.text(),
                 verdict_text(self.spec, outcome.analysis)]
        if outcome.moves:
            parts.append(self.tr("Winning move: {move}").format(move=outcome.moves[0]))
        description = ". ".join(parts) + "."
        if description != self.canvas.accessibleDescription():
            self.canvas.setAccessibleDescription(description)

    def _set_stale(self, stale: bool) -> None:
        for widget in self._result_widgets():
            set_greyed(widget, stale)
        moves = getattr(self, "_moves", None)     # (a subclass may have no moves list)
        if moves is not None:
            moves.setEnabled(self._error is None)
        self.canvas.set_stale(stale)

    def _result_widgets(self) -> list[QWidget]:
        return [self._verdict, *self._results.stale_widgets()]

    def _clear_errors(self) -> None:
        self._form.clear_errors()
        set_invalid(self._position, False)
        self._hide_position_error()
        self._message_room.show()

    def _hide_position_error(self) -> None:
        self._position_error.hide()
        clear_label(self._position_error)

    # -- slots -----------------------------------------------------------------------------
    @Slot()
    def _on_form_edited(self) -> None:
        tokens = self._form.tokens()
        self._sync_position(tokens)
        self._request(tokens)

    @Slot(str)
    def _on_position_text_changed(self, text: str) -> None:
        if self._syncing:
            return
        tokens = text.split()
        self._set_form(tokens)
        self._request(tokens)

    @Slot()
    def _on_position_editing_finished(self) -> None:
        """Write the position the way the command line would once the user is done."""
        if (self._error is None and not self.busy and self._outcome is not None
                and self._outcome.args is not None
                and self._position.text().split() == self._good_tokens):
            self._sync_position(self._outcome.args.split())

    @Slot(object)
    def _on_solved(self, outcome: Outcome) -> None:
        self._show_outcome(outcome, list(outcome.tokens))

    @Slot(object)
    def _on_rejected(self, error: InputError) -> None:
        self._error = error
        self._message_room.hide()
        set_invalid(self._position, True)
        # One message: under its field (which takes any other from the form), else under
        # the position line.
        if self._form.show_error(error.field, error.text, error.index):
            self._hide_position_error()
        else:
            self._form.clear_errors()
            self._position_error.setText(render_text(error.text))
            self._position_error.show()
        self._set_stale(True)
        if self.play is not None:
            self.play.set_position_valid(False)
        self.error_shown.emit(error)

    @Slot(str)
    def _on_crashed(self, details: str) -> None:
        print(details, file=sys.stderr)
        last = details.strip().splitlines()[-1] if details.strip() else ""
        self._banner.setText(self.tr("Something went wrong while solving this position "
                                     "({error}). The last result is kept.").format(
                                         error=last))
        self._banner.setToolTip(details)
        self._banner.show()
        self._set_stale(True)

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        self._busy.setVisible(busy)
        if busy:
            self._set_stale(True)
        self.busy_changed.emit(busy)

    @Slot(int)
    def _on_move_selected(self, row: int) -> None:
        self.canvas.set_highlighted_move(row if row >= 0 else None)

    @Slot(object)
    def _on_move_activated(self, move: Move) -> None:
        if self._error is not None:
            return
        if self.play is not None:
            self.play.play_position(move.after)
        elif (args := replay_text(self.spec, move.after)) is not None:
            self.set_position_text(args)

    @Slot(object)
    def _on_outcome_for_play(self, outcome: Outcome) -> None:
        self.play.show_analysis(outcome.analysis)

    @Slot(object)
    def _on_hint_move_shown(self, move: Move | None) -> None:
        """A level-3 hint gives the move away: show it in the list and on the picture."""
        if move is None or self._outcome is None:
            return
        moves = self._outcome.analysis.moves
        index = next((i for i, m in enumerate(islice(moves, MOVES_SHOWN))
                      if m.after == move.after), None)
        if index is not None:
            self._moves.setCurrentRow(index)
            self.canvas.set_highlighted_move(index)

    @Slot()
    def _on_escape_pressed(self) -> None:
        self.restore_last_valid()
