"""The rule lab's games' tab: the generic game tab (form, verdict, moves, canvas, play,
map) with one more page beside the picture and the map, "Grundy table" (table_page.py).

The page follows the rule in the form, not the solved position: a heap past the table
makes the position bad, but the rule's table is still worth showing. It is made when first
shown, and computes nothing before.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QWidget

from solvers.params import read_tokens
from solvers.rules import HeapRule
from solvers.spec import GameSpec, InputError, Position
from ui.files.table_csv import TableCsv
from ui.rulelab.export import table_export
from ui.rulelab.table_page import DEFAULT_LAST, GrundyTablePage
from ui.tab.game_tab import GameTab
from ui.tab.picture_pages import PicturePages
from ui.window.lazy_page import LazyPage
from ui.window.quiet_tabs import QuietTabWidget


def rule_from_tokens(spec: GameSpec, tokens: list[str]) -> HeapRule | None:
    """The rule the form holds, whatever its heaps; None when the rule itself is bad."""
    try:
        numbers, options = read_tokens(spec.params, tokens)
        return spec.heap_rule(Position(numbers, options))
    except InputError:
        return None


class RuleLabTab(GameTab):
    """A rule-lab game's page. Signals as GameTab."""

    exports_table = True

    def __init__(self, spec: GameSpec, position: str | None = None,
                 parent: QWidget | None = None):
        self._table_page: LazyPage | None = None
        self._table: GrundyTablePage | None = None
        self._rule: HeapRule | None = None
        super().__init__(spec, position, parent)

    # -- building ------------------------------------------------------------------------------
    def _build_picture(self) -> QWidget:
        """The generic pages (picture, map), then the Grundy table's page."""
        pages = super()._build_picture()
        if not isinstance(pages, PicturePages):
            picture, pages = pages, QuietTabWidget(self)
            pages.setObjectName("picture_tabs")
            pages.setDocumentMode(True)
            pages.addTab(picture, self.tr("Picture"))
        self._table_page = LazyPage(self._make_table, "table_lazy_page", self)
        index = pages.addTab(self._table_page, self.tr("Grundy table"))
        pages.setTabToolTip(index, self.tr(
            "The values g(0) to g(N) of one heap under this rule, as a table and a plot, the "
            "pattern they follow (proved or a conjecture) and the mex worked out by hand."))
        return pages

    def _make_table(self, page: QWidget) -> GrundyTablePage:
        table = GrundyTablePage(page)
        self._table = table
        if self._rule is not None:
            table.set_rule(self._rule)
        return table

    def _connect_result_signals(self) -> None:
        super()._connect_result_signals()
        self.outcome_shown.connect(self._on_input_changed)
        self.error_shown.connect(self._on_input_changed)

    # -- public --------------------------------------------------------------------------------
    @property
    def table(self) -> GrundyTablePage:
        """The Grundy table's page (made now if it has not been shown yet)."""
        assert self._table_page is not None
        self._table_page.build()
        assert self._table is not None
        return self._table

    @property
    def rule(self) -> HeapRule | None:
        """The rule in the form (the last good one while the form's rule is bad)."""
        return self._rule

    def table_csv(self) -> TableCsv | None:
        if self._table is not None:
            return self._table.table_csv()
        return table_export(self._rule, DEFAULT_LAST, None) if self._rule is not None else None

    def shutdown(self) -> None:
        super().shutdown()
        if self._table is not None:
            self._table.shutdown()

    # -- slots ---------------------------------------------------------------------------------
    @Slot(object)
    def _on_input_changed(self, _result: object) -> None:
        rule = rule_from_tokens(self.spec, self.form.tokens())
        if self._table is not None:
            self._table.set_rule_valid(rule is not None)
        if rule is None or rule == self._rule:
            return
        self._rule = rule
        if self._table is not None:
            self._table.set_rule(rule)
