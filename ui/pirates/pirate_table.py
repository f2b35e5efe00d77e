"""The pirates' shares as a lazy table model: each row is computed when the view asks.

`PirateTable` answers any pirate in O(1), so the model never builds a list. A view holds
at most WINDOW rows (its row geometry is kept in ints); for more pirates the model shows
the WINDOW pirates around a chosen one.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

from solvers.games.pirates import (
    BRIBED,
    NOTHING,
    OVERBOARD,
    PROPOSER,
    THROWN,
    UNCERTAIN,
    PirateTable,
)
from ui.tab.marks import ALARM, mix
from ui.tab.outcome import number

#: Most rows the model offers at once.
WINDOW = 1_000_000

PIRATE, SHARE, NOTE = range(3)
#: The raw share (int or "Thrown") of a row, for code that must not parse display text.
ShareRole = Qt.ItemDataRole.UserRole
#: The role word of a row: proposer, bribed, nothing, uncertain or thrown.
NoteRole = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

# The roles a view asks for, as plain ints: it asks for a dozen per cell at every paint.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
_SHARE = int(ShareRole)
_NOTE = int(NoteRole)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ENABLED = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_ROLES = frozenset({_DISPLAY, _ALIGNMENT, _BACKGROUND, _FOREGROUND, _FONT, _TOOLTIP,
                    _ACCESSIBLE, _SHARE, _NOTE})


#: Rows whose cells the model keeps for the table on display: a view asks for a dozen
#: roles of each cell at every paint. Kept rows and plain-int roles each save about a
#: millisecond of the table's repaint after a keystroke (of some 3 to 5 ms, measured).
ROWS_KEPT = 4096


class Row(NamedTuple):
    """What one row shows."""

    pirate: int
    share: int | str
    role: str
    texts: tuple[str, str, str]      # each column's display text


def window_start(n: int, focus: int | None, size: int = WINDOW) -> int:
    """The first pirate shown when at most `size` of the `n` rows fit, centred on `focus`."""
    if n <= size:
        return 1
    centre = focus if focus is not None else n
    return max(1, min(centre - size // 2, n - size + 1))


class PirateTableModel(QAbstractTableModel):
    """Rows of (pirate, share, note) for one PirateTable, pirate 1 first.

    A new table resets the model: views read again only the rows they show.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._table: PirateTable | None = None
        self._first = 1
        self._rows = 0
        self._kept: dict[int, Row] = {}          # rows of this table worked out so far
        self._notes: dict[str, str] = {}         # role -> its note, once translated

    # -- public -------------------------------------------------------------------------------
    @property
    def table(self) -> PirateTable | None:
        return self._table

    @property
    def first_pirate(self) -> int:
        return self._first

    def set_table(self, table: PirateTable | None, focus: int | None = None) -> None:
        """Show `table` (None: nothing), its row window centred on pirate `focus`."""
        self.beginResetModel()
        self._table = table
        self._first = 1 if table is None else window_start(table.n, focus)
        self._rows = 0 if table is None else min(table.n, WINDOW)
        self._kept = {}
        self.endResetModel()

    def pirate_at(self, row: int) -> int:
        return self._first + row

    def row_of(self, pirate: int) -> int | None:
        """The row of `pirate`, or None when it is outside the window."""
        row = pirate - self._first
        return row if 0 <= row < self._rows else None

    def is_windowed(self) -> bool:
        return self._table is not None and self._rows < self._table.n

    # -- rows ----------------------------------------------------------------------------------
    def _row(self, row: int) -> Row:
        """The cells of `row`, worked out once per table."""
        kept = self._kept.get(row)
        if kept is None:
            if len(self._kept) >= ROWS_KEPT:
                self._kept.clear()
            kept = self._kept[row] = self._make_row(row)
        return kept

    def _make_row(self, row: int) -> Row:
        pirate = self.pirate_at(row)
        share, role = self._table.share(pirate), self._table.role(pirate)
        texts = (number(pirate), self._share_text(share, role), self._note(role))
        return Row(pirate, share, role, texts)

    def _note(self, role: str) -> str:
        if not self._notes:
            self._notes = {
                PROPOSER: self.tr("proposer: his plan passes"),
                BRIBED: self.tr("bribed with 1 coin"),
                NOTHING: self.tr("gets nothing"),
                UNCERTAIN: self.tr("uncertain: the proposer may or may not pick him"),
                OVERBOARD: self.tr("thrown overboard"),
            }
        return self._notes.get(role, role)

    def _share_text(self, share: int | str, role: str) -> str:
        if share == THROWN:
            return self.tr("Thrown")
        return self.tr("0?") if role == UNCERTAIN else number(share)

    # -- Qt overrides --------------------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        role = int(role)
        row = index.row()
        if role not in _ROLES or self._table is None or not 0 <= row < self._rows:
            return None
        _, share, note, texts = self._row(row)
        column = index.column()
        if role == _DISPLAY or role == _ACCESSIBLE:
            return texts[column]
        if role == _SHARE:
            return share
        if role == _NOTE:
            return note
        if role == _ALIGNMENT:
            return _LEFT if column == NOTE else _RIGHT
        if role == _BACKGROUND and note == OVERBOARD:
            base = QGuiApplication.palette().color(QPalette.ColorRole.Base)
            return mix(base, ALARM, 0.18)
        if role == _FOREGROUND:
            palette = QGuiApplication.palette()
            if note == OVERBOARD:
                return mix(palette.color(QPalette.ColorRole.Text), ALARM, 0.6)
            if note == UNCERTAIN and column == SHARE:
                return QColor(palette.color(QPalette.ColorGroup.Disabled,
                                            QPalette.ColorRole.Text))
            return None
        if role == _FONT:
            if note == PROPOSER:
                font = QFont()
                font.setBold(True)
                return font
            if note == UNCERTAIN and column == SHARE:
                font = QFont()
                font.setItalic(True)
                return font
            return None
        if role == _TOOLTIP:
            if note == UNCERTAIN:
                return self.tr("The proposer gives his coins to some of these pirates, at his "
                               "choice: this share is 0 by convention but not certain.")
            if note == OVERBOARD:
                return self.tr("Thrown overboard before a plan passes.")
            return None
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return {PIRATE: self.tr("Pirate"), SHARE: self.tr("Share"),
                    NOTE: self.tr("Note")}.get(section)
        if 0 <= section < self._rows:
            return number(self.pirate_at(section))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _ENABLED
