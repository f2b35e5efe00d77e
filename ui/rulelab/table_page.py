"""The rule lab's "Grundy table" page: g(0..N) for the rule in the form, as a lazy table
and a plot with the P-positions marked, the pattern (proved or a conjecture) and the mex
worked out by hand for a chosen heap.

The table is computed in the background (ui.tasks.BackgroundTask: progress, Cancel, a
new rule or N supersedes the old work), a long one in a child process so that the window
keeps the GIL; everything the window shows of it that costs in proportion to N (the NumPy
copy for the plot, the rule in words) is made there too (solvers.rules.table_result).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from solvers.rules import HeapRule
from solvers.rules.table_result import TableResult, compute_table
from solvers.spec import InputError, Text
from ui.child_process import CHILD_PROCESS_FROM, in_child_process, in_this_process
from ui.files.table_csv import TableCsv
from ui.rulelab.export import table_export
from ui.rulelab.mex_view import MexView
from ui.rulelab.plot import GrundyPlot
from ui.rulelab.table_model import N_COLUMN, P_COLUMN, VALUE_COLUMN, GrundyTableModel
from ui.tab.marks import mix, set_greyed
from ui.tab.outcome import render_text
from ui.tasks import BackgroundTask, Progress, ShouldStop

DEFAULT_LAST = 200
MAX_LAST = 1_000_000
#: Typing a new N waits this long for the next keystroke before computing.
TYPING_PAUSE_MS = 300


class GrundyTablePage(QWidget):
    """Named "table_page". Signals:
        table_shown(object): a new TableResult is on display.
        failed(str): the table could not be computed or written (the message shown).
    """

    table_shown = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("table_page")
        self._rule: HeapRule | None = None
        self._result: TableResult | None = None
        self._rule_valid = True            # the form's rule (else the table is the last good)
        self._task = BackgroundTask(self)
        self._export_task = BackgroundTask(self)
        self.model = GrundyTableModel(self)
        self._make_widgets()
        self._build()
        self._connect_signals()

    def _make_widgets(self) -> None:
        self._last = QSpinBox(self)
        self._last.setObjectName("table_to")
        self._last.setRange(0, MAX_LAST)
        self._last.setValue(DEFAULT_LAST)
        self._last.setGroupSeparatorShown(True)
        self._last.setAccelerated(True)
        self._last.setToolTip(self.tr("The table runs from heap 0 to heap N (at most "
                                      "1,000,000)."))
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(TYPING_PAUSE_MS)
        self._progress = QProgressBar(self)
        self._progress.setObjectName("table_progress")
        self._progress.setRange(0, 1000)
        self._progress.setMaximumWidth(110)
        self._progress.hide()
        self._cancel = QPushButton(self.tr("Cancel"), self)
        self._cancel.setObjectName("table_cancel")
        self._cancel.hide()
        self._export = QPushButton(self.tr("Export CSV…"), self)
        self._export.setObjectName("table_export")
        self._export.setToolTip(self.tr("Save n and the value of every heap in the table, "
                                        "as `table … --csv` prints them."))
        self._status = QLabel(self)
        self._status.setObjectName("table_status")
        self._status.setWordWrap(True)
        self._pattern = QLabel(self)
        self._pattern.setObjectName("table_pattern")
        self._pattern.setWordWrap(True)
        self._pattern.setTextFormat(Qt.TextFormat.RichText)
        self._pattern.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._prove = QPushButton(self)
        self._prove.setObjectName("table_prove")
        self._prove.hide()
        self.view = QTableView(self)
        self.view.setObjectName("grundy_table")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setWordWrap(False)
        rows = self.view.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        columns = self.view.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        columns.setStretchLastSection(True)
        self.model.set_p_colour(mix(self.palette().base().color(),
                                    self.palette().highlight().color(), 0.22))
        self.plot = GrundyPlot(self)
        self.mex = MexView(self)

    def _build(self) -> None:
        controls = QHBoxLayout()
        label = QLabel(self.tr("Values of heaps 0 to &N ="), self)
        label.setBuddy(self._last)
        controls.addWidget(label)
        controls.addWidget(self._last)
        controls.addStretch(1)
        controls.addWidget(self._export)
        # The work in hand beneath the controls rather than among them, where its words,
        # progress and Cancel set the page's least width (a 1024 px window grew for them).
        status = QHBoxLayout()
        status.addWidget(self._progress)
        status.addWidget(self._cancel)
        status.addWidget(self._status, 1)
        right = QSplitter(Qt.Orientation.Vertical, self)
        right.setObjectName("table_right")
        right.setChildrenCollapsible(False)
        right.addWidget(self.plot)
        right.addWidget(self.mex)
        right.setSizes([300, 260])
        body = QSplitter(Qt.Orientation.Horizontal, self)
        body.setObjectName("table_body")
        body.setChildrenCollapsible(False)
        body.addWidget(self.view)
        body.addWidget(right)
        body.setStretchFactor(0, 0)
        body.setStretchFactor(1, 1)
        self._fit_columns(DEFAULT_LAST, 9)
        body.setSizes([self._table_width(), 600])
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 6, 6, 6)
        column.setSpacing(6)
        column.addLayout(controls)
        column.addLayout(status)
        column.addWidget(self._pattern)
        column.addWidget(self._prove, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(body, 1)

    def _connect_signals(self) -> None:
        self._last.valueChanged.connect(self._typing.start)
        self._last.editingFinished.connect(self._on_last_finished)
        self._typing.timeout.connect(self._start)
        self._cancel.clicked.connect(self.cancel)
        self._export.clicked.connect(self._on_export_clicked)
        self._prove.clicked.connect(self._on_prove_clicked)
        self._task.running_changed.connect(self._on_running_changed)
        self._task.progressed.connect(self._on_progressed)
        self._task.finished.connect(self._on_finished)
        self._task.failed.connect(self._on_failed)
        self._task.crashed.connect(self._on_crashed)
        self._export_task.running_changed.connect(self._on_running_changed)
        self._export_task.progressed.connect(self._on_progressed)
        self._export_task.finished.connect(self._on_exported)
        self._export_task.failed.connect(self._on_failed)
        self._export_task.crashed.connect(self._on_crashed)
        self.view.clicked.connect(self._on_row_clicked)
        self.plot.heap_clicked.connect(self.mex.show_heap)
        self.mex.heap_changed.connect(self._on_heap_changed)

    # -- public ------------------------------------------------------------------------------
    @property
    def rule(self) -> HeapRule | None:
        return self._rule

    @property
    def result(self) -> TableResult | None:
        """The table on display (None before the first one)."""
        return self._result

    @property
    def last(self) -> int:
        return self._last.value()

    @property
    def busy(self) -> bool:
        return self._task.running

    def set_last(self, last: int) -> None:
        """Set N and compute at once (no pause for typing)."""
        self._last.setValue(last)
        self._start()

    def set_rule_valid(self, valid: bool) -> None:
        """Grey the table while the form's rule is bad: it still shows the last good one."""
        self._rule_valid = valid
        self._show_staleness()

    def set_rule(self, rule: HeapRule) -> None:
        """The rule in the form: a new one supersedes any table being computed."""
        if rule != self._rule:
            self._rule = rule
            self._start()

    @Slot()
    def cancel(self) -> None:
        """Stop the table (or the export) being made; the last table stays on display."""
        if self._task.running or self._export_task.running:
            self._task.cancel()
            self._export_task.cancel()
            self._status.setText(self.tr("Cancelled."))

    def table_csv(self) -> TableCsv | None:
        """File → Export Table: the current rule's table to N (the one on display if it is
        that one, else computed on the worker first)."""
        if self._rule is None:
            return None
        shown = self._result
        pattern = shown.pattern if shown is not None and shown.rule == self._rule else None
        return table_export(self._rule, self.last, pattern)

    def export_csv(self, path: str) -> None:
        """Write the table to `path` atomically (QSaveFile), on the worker."""
        from ui.files.export import export_table

        table = self.table_csv()
        if table is None:
            return
        self._status.setText(self.tr("Writing {count} rows…").format(count=f"{table.rows:,}"))

        def work(should_stop: ShouldStop, progress: Progress) -> str:
            export_table(path, table.chunks(should_stop, progress))
            return path
        self._export_task.start(work)

    def shutdown(self) -> None:
        self._typing.stop()
        self._task.cancel()
        self._export_task.cancel()
        self.mex.shutdown()

    # -- computing ---------------------------------------------------------------------------
    @Slot()
    def _start(self) -> None:
        self._typing.stop()
        rule, last = self._rule, self._last.value()
        if rule is None:
            return
        self._status.setText(self.tr("Computing g(0) to g({last})…").format(last=f"{last:,}"))
        where = in_child_process if last >= CHILD_PROCESS_FROM else in_this_process
        self._task.start(where(compute_table, rule, last))

    def _show(self, result: TableResult) -> None:
        self._result = result
        pattern = result.pattern
        self.model.set_values(pattern.values, pattern.misere)
        self._fit_columns(pattern.checked_to, int(result.array.max()) if len(result.array) else 0)
        self.plot.set_values(result.array, pattern.misere)
        self.mex.set_table(result.rule, pattern.values)
        self._on_heap_changed(self.mex.heap)      # the reset table selects it again
        self._pattern.setText(self._pattern_html(result))
        if result.prove_to is not None and result.prove_to <= MAX_LAST:
            self._prove.setText(self.tr("Compute to N = {n} to prove it").format(
                n=f"{result.prove_to:,}"))
            self._prove.show()
        else:
            self._prove.hide()
        self._status.setText(self.tr("{count} values of {rule}.").format(
            count=f"{pattern.checked_to + 1:,}", rule=_shown(result.rule.title_text)))
        self._show_staleness()
        self.table_shown.emit(result)

    def _pattern_html(self, result: TableResult) -> str:
        pattern = result.pattern
        words_label = self.tr("The rule in words") if pattern.proved else self.tr("Seen so far")
        why = render_text(pattern.why_text) if pattern.why_text is not None else pattern.why
        words = html.escape(render_text(result.words))
        if pattern.period is None:
            # The reason begins "No period found: …", so it is its own heading.
            return self.tr("<b>{why}</b><br><i>{words_label}:</i> {words}").format(
                why=html.escape(why), words_label=html.escape(words_label), words=words)
        label = self.tr("Proved") if pattern.proved else self.tr("Conjecture")
        numbers = self.tr("preperiod {n0}, period {p}, saltus {s}").format(
            n0=f"{pattern.preperiod:,}", p=f"{pattern.period:,}", s=f"{pattern.saltus:,}")
        head = self.tr("{label}: {numbers}").format(label=label, numbers=numbers)
        return self.tr("<b>{head}.</b> {why}<br><i>{words_label}:</i> {words}").format(
            head=html.escape(head), why=html.escape(why), words_label=html.escape(words_label),
            words=words)

    def _fit_columns(self, last: int, top_value: int) -> None:
        metrics = self.view.fontMetrics()
        pad = 2 * metrics.horizontalAdvance("0") + 8
        header = self.view.horizontalHeader().fontMetrics()
        self.view.setColumnWidth(N_COLUMN, max(metrics.horizontalAdvance(f"{last:,}"),
                                               header.horizontalAdvance("n")) + pad)
        self.view.setColumnWidth(VALUE_COLUMN, max(metrics.horizontalAdvance(f"{top_value:,}"),
                                                   header.horizontalAdvance("g(n)")) + pad)
        self.view.setColumnWidth(P_COLUMN, header.horizontalAdvance("P") + pad)
        # The plot gives way, not the P column. (A QSplitter does not pass a child's new
        # minimum up to the layouts above it, hence its updateGeometry.)
        self.view.setMinimumWidth(self._table_width())
        self.view.parentWidget().updateGeometry()

    def _table_width(self) -> int:
        width = sum(self.view.columnWidth(c) for c in range(3))
        return width + self.view.verticalScrollBar().sizeHint().width() + 4

    def _show_staleness(self) -> None:
        """Greyed while a table is computed, or the one shown is not the form's rule's."""
        self._set_stale(self._task.running or not self._rule_valid or (
            self._result is not None and self._result.rule != self._rule))

    def _set_stale(self, stale: bool) -> None:
        set_greyed(self.view, stale)
        set_greyed(self._pattern, stale)
        self.plot.set_stale(stale)
        self.mex.set_stale(stale)

    # -- slots -------------------------------------------------------------------------------
    @Slot()
    def _on_last_finished(self) -> None:
        if self._typing.isActive():
            self._start()

    @Slot(bool)
    def _on_running_changed(self, running: bool) -> None:
        busy = self._task.running or self._export_task.running
        self._progress.setVisible(busy)
        self._cancel.setVisible(busy)
        self._export.setVisible(not busy)     # no export of a table about to be replaced
        if busy:
            self._progress.setValue(0)
        self._show_staleness()

    @Slot(int, int)
    def _on_progressed(self, done: int, total: int) -> None:
        self._progress.setValue(1000 if total <= 0 else done * 1000 // total)

    @Slot(object)
    def _on_finished(self, result: TableResult) -> None:
        self._show(result)

    @Slot(object)
    def _on_failed(self, error: object) -> None:
        message = (render_text(error.text) if isinstance(error, InputError)
                   else getattr(error, "message", None) or str(error))
        self._status.setText(message)
        self.failed.emit(message)

    @Slot(str)
    def _on_crashed(self, details: str) -> None:
        last = details.strip().splitlines()[-1] if details.strip() else ""
        self._status.setText(self.tr("Something went wrong ({error}).").format(error=last))
        self._status.setToolTip(details)
        self.failed.emit(last)

    @Slot(object)
    def _on_exported(self, path: str) -> None:
        from PySide6.QtCore import QFileInfo

        self._status.setText(self.tr("Saved the table in {file}.").format(
            file=QFileInfo(path).fileName()))

    @Slot()
    def _on_export_clicked(self) -> None:
        name = (self._rule.title if self._rule is not None else "table")
        safe = "".join(c if c.isalnum() or c in "._-" else "_" for c in name).strip("_")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Table"),
                                              f"{safe or 'table'}.csv",
                                              self.tr("CSV tables (*.csv)"))
        if path:
            if not path.lower().endswith(".csv"):
                path += ".csv"
            self.export_csv(path)

    @Slot()
    def _on_prove_clicked(self) -> None:
        if self._result is not None and self._result.prove_to is not None:
            self.set_last(self._result.prove_to)

    @Slot()
    def _on_row_clicked(self, index) -> None:
        if index.isValid():
            self.mex.show_heap(index.row())

    @Slot(int)
    def _on_heap_changed(self, n: int) -> None:
        self.plot.set_selected(n)
        if n < self.model.rowCount():
            current = self.view.currentIndex()
            if not current.isValid() or current.row() != n:
                self.view.selectRow(n)
                self.view.scrollTo(self.model.index(n, 0))


def _shown(title: object) -> str:
    """A rule's title as the window shows it: a sentence translated, or a code as it is."""
    return render_text(title) if isinstance(title, Text) else str(title)
