"""The mex made visible: for a chosen heap n, each move, what it leaves and the value of
that (the XOR of the parts' values), the values reached, and the smallest one missing,
which is g(n). How a learner fills in the table by hand.

The options are listed in the background (a heap of 10^6 under a splitting code has half a
million of them; a large heap's in a child process, ui.child_process); the first
OPTIONS_LISTED are shown, all of them count.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from solvers.rules import HeapRule
from solvers.rules.options import MexSteps, Option, mex_steps_work
from ui.child_process import CHILD_PROCESS_FROM, in_child_process, in_this_process
from ui.tab.marks import set_greyed
from ui.tasks import BackgroundTask

#: Values of the reached set written out; the rest are counted.
REACHED_SHOWN = 40
MOVE, LEAVES, VALUES, VALUE = range(4)
#: Rows measured to fit the columns to their contents.
SIZED_ROWS = 40

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


def _set(numbers: Sequence[int]) -> str:
    words = [f"{n:,}" for n in numbers[:REACHED_SHOWN]]
    if len(numbers) > REACHED_SHOWN:
        words.append(f"… +{len(numbers) - REACHED_SHOWN:,}")
    return "{" + ", ".join(words) + "}"


class MexOptionsModel(QAbstractTableModel):
    """The options of one heap as rows (move, what it leaves, their values, the value),
    written when a view asks: filling 300 rows of items at once paused the window."""

    HEADINGS = (QT_TRANSLATE_NOOP("MexView", "Move"), QT_TRANSLATE_NOOP("MexView", "Leaves"),
                QT_TRANSLATE_NOOP("MexView", "Their values"),
                QT_TRANSLATE_NOOP("MexView", "Value"))

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._options: tuple[Option, ...] = ()
        self._name = "g"

    def set_steps(self, steps: MexSteps) -> None:
        self.beginResetModel()
        self._options = steps.options
        self._name = "o" if steps.misere else "g"
        self.endResetModel()

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._options)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADINGS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("MexView", self.HEADINGS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            return cells(self._options[index.row()], self._name)[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == VALUE:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None


def cells(option: Option, name: str) -> tuple[str, str, str, str]:
    """One option's row: the move, what it leaves, their values, the value."""
    k = f"{option.taken:,}"
    if not option.parts:
        move = QCoreApplication.translate("MexView", "take all {k}").format(k=k)
    elif len(option.parts) == 1:
        move = QCoreApplication.translate("MexView", "take {k}").format(k=k)
    elif option.taken:
        move = QCoreApplication.translate("MexView", "take {k}, split").format(k=k)
    else:
        move = QCoreApplication.translate("MexView", "split")
    leaves = (" + ".join(f"{part:,}" for part in option.parts)
              or QCoreApplication.translate("MexView", "nothing"))
    if not option.parts:
        values = f"{name}(0) = {option.value:,}"
    else:
        names = " ⊕ ".join(f"{name}({part:,})" for part in option.parts)
        shown = " ⊕ ".join(f"{value:,}" for value in option.values)
        values = names if len(option.parts) == 1 else f"{names} = {shown}"
    return move, leaves, values, f"{option.value:,}"


class MexView(QWidget):
    """Pick n; see its options, their values and the mex. Named "mex_view".

    Signals:
        heap_changed(int): the heap shown changed (by the spin box or `show_heap`).
        shown(object): the MexSteps now on display.
    """

    heap_changed = Signal(int)
    shown = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mex_view")
        self._rule: HeapRule | None = None
        self._values: Sequence[int] = ()
        self._steps: MexSteps | None = None
        self._task = BackgroundTask(self)
        self._heap = QSpinBox(self)
        self._heap.setObjectName("mex_heap")
        self._heap.setRange(0, 0)
        self._heap.setValue(0)
        self._heap.setAccelerated(True)
        self._heap.setToolTip(self.tr("The heap whose value is worked out; or click a row of "
                                      "the table or a place on the plot."))
        self._summary = QLabel(self)
        self._summary.setObjectName("mex_summary")
        self._summary.setWordWrap(True)
        self._summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._model = MexOptionsModel(self)
        self._options = QTableView(self)
        self._options.setObjectName("mex_options")
        self._options.setModel(self._model)
        self._options.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._options.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._options.setWordWrap(False)
        self._options.verticalHeader().hide()
        self._options.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self._options.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Fit the first rows only: measuring all 300 calls data() thousands of times, each
        # waiting for the GIL while the table's worker runs (rows differ little in width).
        header.setResizeContentsPrecision(SIZED_ROWS)
        header.setSectionResizeMode(VALUES, QHeaderView.ResizeMode.Stretch)
        # Wide enough for every heading: the stretched one would give way first.
        self._options.setMinimumWidth(
            sum(header.sectionSizeHint(column) for column in range(header.count()))
            + 2 * self._options.frameWidth())
        self._build()
        self._connect_signals()

    def _build(self) -> None:
        row = QHBoxLayout()
        label = QLabel(self.tr("Mex by hand, for &n ="), self)
        label.setBuddy(self._heap)
        row.addWidget(label)
        row.addWidget(self._heap)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addLayout(row)
        column.addWidget(self._summary)
        column.addWidget(self._options, 1)

    def _connect_signals(self) -> None:
        self._heap.valueChanged.connect(self._on_heap_changed)
        self._task.finished.connect(self._on_steps_found)

    # -- public ----------------------------------------------------------------------------
    @property
    def heap(self) -> int:
        return self._heap.value()

    @property
    def steps(self) -> MexSteps | None:
        """What is on display (None before the first table)."""
        return self._steps

    def set_table(self, rule: HeapRule, values: Sequence[int]) -> None:
        """A new table: heaps 0 .. len(values) - 1 may be chosen; the chosen one is redone."""
        self._rule, self._values = rule, values
        self._heap.blockSignals(True)
        self._heap.setRange(0, max(0, len(values) - 1))
        self._heap.blockSignals(False)
        self._work_out(self._heap.value())

    def show_heap(self, n: int) -> None:
        if n == self._heap.value():
            self.heap_changed.emit(n)       # chosen again: the table and plot follow
        self._heap.setValue(n)

    def set_stale(self, stale: bool) -> None:
        for widget in (self._summary, self._options):
            set_greyed(widget, stale)

    def shutdown(self) -> None:
        self._task.cancel()

    # -- working out -------------------------------------------------------------------------
    def _work_out(self, n: int) -> None:
        rule, values = self._rule, self._values
        if rule is None or not values:
            return
        where = in_child_process if n >= CHILD_PROCESS_FROM else in_this_process
        self._task.start(where(mex_steps_work, rule, values[:n + 1], n))

    def _show(self, steps: MexSteps) -> None:
        self._steps = steps
        self._model.set_steps(steps)
        self._summary.setText(self._summary_words(steps, "o" if steps.misere else "g"))
        self.shown.emit(steps)

    def _summary_words(self, steps: MexSteps, name: str) -> str:
        n = f"{steps.heap:,}"
        listed = ""
        if steps.count > len(steps.options):
            listed = self.tr(" The first {shown} of {count} moves are listed; all of them "
                             "count.").format(shown=f"{len(steps.options):,}",
                                              count=f"{steps.count:,}")
        if steps.misere:
            if steps.count == 0:
                words = self.tr("Heap {n} has no move: in misère play the player to move "
                                "wins, so o({n}) = 1.")
            elif 0 in steps.reached:
                words = self.tr("A move from heap {n} leaves a heap lost for the player to "
                                "move (outcome 0), so o({n}) = 1: the player to move wins.")
            else:
                words = self.tr("Every move from heap {n} leaves a heap won for the player "
                                "to move, so o({n}) = 0: the player to move loses.")
            return words.format(n=n) + listed
        if steps.count == 0:
            words = self.tr("Heap {n} has no move: the values reached are {{}}, the "
                            "smallest number missing is 0, so g({n}) = 0.").format(n=n)
        else:
            words = self.tr("{count} moves from heap {n} reach the values {reached}. The "
                            "smallest number missing (the mex) is {mex}, so g({n}) = "
                            "{mex}.").format(count=f"{steps.count:,}", n=n,
                                             reached=_set(steps.reached),
                                             mex=f"{steps.result:,}")
        if steps.result == 0:
            words += " " + self.tr("A P-position: the player to move loses.")
        return words + listed

    # -- slots -------------------------------------------------------------------------------
    @Slot(int)
    def _on_heap_changed(self, n: int) -> None:
        self._work_out(n)
        self.heap_changed.emit(n)

    @Slot(object)
    def _on_steps_found(self, steps: MexSteps) -> None:
        self._show(steps)
