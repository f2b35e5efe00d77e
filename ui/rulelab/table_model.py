"""The Grundy table as a lazy Qt model: rows n = 0 .. N, text made only for rows in view.

The values are the solver's Python integers, held as they are (never as int64): a cell's
text is made when the view asks for it, so a table of 10^6 rows costs nothing until
scrolled, and a reset is one call.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

N_COLUMN, VALUE_COLUMN, P_COLUMN = range(3)
#: The role that gives a cell's exact number (n, or its value) as a Python int.
NUMBER_ROLE = Qt.ItemDataRole.UserRole

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class GrundyTableModel(QAbstractTableModel):
    """n, g(n) (o(n) in misère play) and a "P" where the player to move loses (value 0)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._values: Sequence[int] = ()
        self._misere = False
        self._p_brush: QBrush | None = None

    def set_values(self, values: Sequence[int], misere: bool = False) -> None:
        self.beginResetModel()
        self._values = values
        self._misere = misere
        self.endResetModel()

    def set_p_colour(self, colour: QColor) -> None:
        """The background of P-position rows (from the view's palette)."""
        self._p_brush = QBrush(colour)
        if self._values:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._values) - 1, P_COLUMN))

    @property
    def values(self) -> Sequence[int]:
        return self._values

    def value_at(self, row: int) -> int:
        return self._values[row]

    # -- Qt overrides ------------------------------------------------------------------------
    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._values)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._values):
            return None
        n = index.row()
        value = self._values[n]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == N_COLUMN:
                return f"{n:,}"
            if column == VALUE_COLUMN:
                return f"{value:,}"
            return "P" if value == 0 else ""
        if role == NUMBER_ROLE:
            return str(n) if column == N_COLUMN else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column == P_COLUMN:
                return int(Qt.AlignmentFlag.AlignCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and value == 0:
            return self._p_brush
        if role == Qt.ItemDataRole.ToolTipRole and column == P_COLUMN and value == 0:
            return self.tr("P-position: the player to move loses")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            name = "o(n)" if self._misere else "g(n)"
            return ("n", name, "P")[section] if 0 <= section < 3 else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("Heap size"),
                    self.tr("Outcome o(n): 0 when the player to move loses, 1 when they "
                            "win") if self._misere else self.tr("Grundy value g(n)"),
                    self.tr("P marks the heaps where the player to move loses"))[section] \
                if 0 <= section < 3 else None
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
