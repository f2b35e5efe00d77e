"""The pirates' tab: not a two-player game but a table of shares, so its own result area.

The form (N, M, optional pirate P) and the position line are the generic tab's; instead
of a verdict and moves it shows who finally proposes, a summary, the lazy table of every
pirate's share (a window of rows around pirate P when N is huge) and the bar chart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from solvers.games.pirates import BRIBED, OVERBOARD, PROPOSER, UNCERTAIN, PirateTable
from solvers.spec import GameSpec, english_forms
from ui.files.table_csv import TableCsv
from ui.pirates.export import pirates_csv
from ui.pirates.pirate_table import PIRATE, SHARE, PirateTableModel
from ui.tab.explanation import ExplanationView
from ui.tab.game_tab import GameTab
from ui.tab.marks import MeasuredLabel, set_greyed
from ui.tab.outcome import Outcome, number
from ui.window.lazy_page import LazyPage
from ui.window.quiet_tabs import QuietTabWidget

# The animation is imported when its page is first shown.
if TYPE_CHECKING:
    from ui.pirates.pirates_animation import PiratesAnimation


class PiratesTab(GameTab):
    """The pirates' page: summary, share table and bar chart. Signals as GameTab."""

    exports_table = True

    def __init__(self, spec: GameSpec, position: str | None = None,
                 parent: QWidget | None = None):
        self.model = PirateTableModel()
        self._induction: PiratesAnimation | None = None
        self._induction_game: tuple[int, int] | None = None   # for the animation, once made
        super().__init__(spec, position, parent)
        self.model.setParent(self)

    # -- building --------------------------------------------------------------------------
    def _build_results(self, parent: QWidget) -> QWidget:
        results = QWidget(parent)
        column = QVBoxLayout(results)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addLayout(self._verdict_row(results))
        self._summary = MeasuredLabel(results)
        self._summary.setObjectName("summary")
        self._summary.setWordWrap(True)
        self._summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.addWidget(self._summary)
        self._why = QLabel(self.tr("Why"), results)
        font = self._why.font()
        font.setBold(True)
        self._why.setFont(font)
        column.addWidget(self._why)
        self._explanation = ExplanationView(results)
        column.addWidget(self._explanation, 1)
        return results

    def _build_picture(self) -> QWidget:
        self._shares = QTableView(self)
        self._shares.setObjectName("shares")
        self._shares.setModel(self.model)
        self._shares.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._shares.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._shares.setAlternatingRowColors(True)
        self._shares.setWordWrap(False)
        self._shares.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        rows = self._shares.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 10)
        columns = self._shares.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        columns.setStretchLastSection(True)
        self._min_column = self.fontMetrics().horizontalAdvance("0" * 10)
        self._focus_row: int | None = None
        self._shares.setColumnWidth(PIRATE, self._min_column)
        self._shares.setColumnWidth(SHARE, self._min_column)

        self._window = MeasuredLabel(self)
        self._window.setObjectName("window")
        self._window.setWordWrap(True)
        table_part = QWidget(self)
        column = QVBoxLayout(table_part)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self._window)
        column.addWidget(self._shares, 1)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(table_part)
        splitter.addWidget(self.canvas)
        splitter.setSizes([360, 300])

        # The answer on one page, how backward induction reaches it on the other (made
        # when first shown).
        self._induction_page = LazyPage(self._make_induction, "induction_lazy_page", self)
        pages = QuietTabWidget(self)
        pages.setObjectName("picture_pages")
        pages.setDocumentMode(True)
        pages.addTab(splitter, self.tr("Table and chart"))
        pages.addTab(self._induction_page, self.tr("How it is decided"))
        return pages

    def _make_induction(self, page: QWidget) -> QScrollArea:
        """The animation, in a scroll area: it scrolls rather than widen the window when the
        picture side is narrow. It starts at the game on display."""
        from ui.pirates.pirates_animation import PiratesAnimation

        self._induction = PiratesAnimation()
        if self._induction_game is not None:
            self._induction.set_game(*self._induction_game)
        induction_page = QScrollArea(page)
        induction_page.setObjectName("induction_page")
        induction_page.setWidgetResizable(True)
        induction_page.setFrameShape(QFrame.Shape.NoFrame)
        induction_page.setWidget(self._induction)
        return induction_page

    @property
    def induction(self) -> PiratesAnimation:
        """The backward-induction animation (made now if its page was not shown yet)."""
        self._induction_page.build()
        return self._induction  # type: ignore[return-value]

    def table_csv(self) -> TableCsv | None:
        """What File → Export Table writes: every pirate up to FULL_TABLE_LIMIT, else the
        rows around those in view; None before the first answer."""
        table = self.outcome.analysis.facts.get("table") if self.outcome is not None else None
        if table is None:
            return None
        first = self.model.first_pirate
        return pirates_csv(table, first, first + self.model.rowCount() - 1)

    def _connect_result_signals(self) -> None:
        """The table has nothing to report back."""

    # -- showing -----------------------------------------------------------------------------
    def show_analysis(self, outcome: Outcome) -> None:
        analysis = outcome.analysis
        table: PirateTable = analysis.facts["table"]
        pirate = outcome.position.option("pirate")
        self._verdict.setText(self._verdict_words(table, pirate))
        self._summary.setText(self._summary_words(table))
        self._explanation.show_lines(outcome.explanation)
        focus = pirate if pirate is not None else table.final_proposer
        self.model.set_table(table, focus)
        self._window.setText(self._window_words(table))
        self._fit_columns(table)
        self._focus_row = self.model.row_of(focus)
        self._select_pirate(pirate)
        self._scroll_to_focus()
        # Once more after the view has laid out its new rows, or "centre" is guessed.
        QTimer.singleShot(0, self, self._scroll_to_focus)
        self.canvas.set_analysis(analysis)
        self._induction_game = (table.n, table.m)
        if self._induction is not None:
            self._induction.set_game(table.n, table.m)

    def _select_pirate(self, pirate: int | None) -> None:
        """Select the row of pirate P, if any (a new table leaves nothing selected)."""
        if self._focus_row is not None and pirate is not None:
            self._shares.selectionModel().select(
                self.model.index(self._focus_row, PIRATE),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows)

    @Slot()
    def _scroll_to_focus(self) -> None:
        if self._focus_row is not None and self._focus_row < self.model.rowCount():
            self._shares.scrollTo(self.model.index(self._focus_row, PIRATE),
                                  QAbstractItemView.ScrollHint.PositionAtCenter)

    def _fit_columns(self, table: PirateTable) -> None:
        """Wide enough for the longest pirate number and share shown (never measured row by
        row: the window may hold a million rows)."""
        metrics = self._shares.fontMetrics()
        padding = 3 * metrics.horizontalAdvance("0")
        last = self.model.pirate_at(self.model.rowCount() - 1) if self.model.rowCount() else 1
        self._shares.setColumnWidth(PIRATE, max(self._min_column, min(
            360, metrics.horizontalAdvance(number(last)) + padding)))
        most = table.share(table.final_proposer)
        share_text = number(most) if isinstance(most, int) else str(most)
        self._shares.setColumnWidth(SHARE, max(self._min_column, min(
            360, metrics.horizontalAdvance(share_text) + padding)))

    def _verdict_words(self, table: PirateTable, pirate: int | None) -> str:
        if pirate is None:
            return self.tr("Pirate {s} proposes the plan that passes").format(
                s=number(table.final_proposer))
        share, role = table.share(pirate), table.role(pirate)
        p = number(pirate)
        if role == OVERBOARD:
            return self.tr("Pirate {p} is thrown overboard").format(p=p)
        if role == PROPOSER:
            return self.tr("Pirate {p} proposes the plan that passes and keeps {gold}").format(
                p=p, gold=number(share))
        if role == UNCERTAIN:
            return self.tr("Pirate {p} gets 0 — uncertain: the proposer may choose him "
                           "for a coin").format(p=p)
        if role == BRIBED:
            return self.tr("Pirate {p} gets 1 coin for his vote").format(p=p)
        return self.tr("Pirate {p} gets nothing").format(p=p)

    def _summary_words(self, table: PirateTable) -> str:
        s = table.final_proposer
        lines = [self.tr("Final proposer: pirate {s}, who keeps {keep}.").format(
            s=number(s), keep=number(table.share(s)))]
        if table.thrown == 0:
            lines.append(self.tr("Thrown overboard: nobody."))
        elif table.thrown == 1:
            lines.append(self.tr("Thrown overboard: 1 (pirate {n}).").format(n=number(table.n)))
        else:
            lines.append(self.tr("Thrown overboard: {count} (pirates {first} to {n}).").format(
                count=number(table.thrown), first=number(s + 1), n=number(table.n)))
        lines.append(english_forms(self.tr("Gold handed out: {given} of {m} coin(s)."),
                                   {"m": table.m}).format(
            given=number(table.gold_handed_out), m=number(table.m)))
        return "\n".join(lines)

    def _window_words(self, table: PirateTable) -> str:
        legend = self.tr("“0?” marks an uncertain share (0 by convention); tinted rows are "
                         "thrown overboard.")
        if not self.model.is_windowed():
            return english_forms(self.tr("All {n} pirate(s). {legend}"), {"n": table.n}).format(
                n=number(table.n), legend=legend)
        first = self.model.first_pirate
        last = first + self.model.rowCount() - 1
        return self.tr("Pirates {first} to {last} of {n}: enter pirate P to see another part "
                       "of the table. {legend}").format(first=number(first), last=number(last),
                                                         n=number(table.n), legend=legend)

    def _result_widgets(self) -> list[QWidget]:
        return [self._verdict, self._summary, self._why, self._explanation, self._shares]

    def _set_stale(self, stale: bool) -> None:
        super()._set_stale(stale)
        set_greyed(self._window, stale)

