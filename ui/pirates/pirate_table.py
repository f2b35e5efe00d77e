"""The pirates' shares as a lazy table model: each row is computed when the view asks.

`PirateTable` answers any pirate in O(1), so the model never builds a list. A view holds
at most WINDOW rows (its row geometry is kept in ints); for more pirates the model shows
the WINDOW pirates around a chosen one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

from solvers.pirates import BRIBED, NOTHING, OVERBOARD, PROPOSER, THROWN, UNCERTAIN, PirateTable
from solvers.spec import abbreviate
from ui.tab.marks import ALARM, mix

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


#: Rows whose cells the model keeps, and rows whose header it remembers being asked for:
#: past that many it forgets them all, and reports the next new table as a change of every
#: row.
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


def runs(numbers: Iterable[int]) -> list[tuple[int, int]]:
    """(first, last) of each run of consecutive numbers, in order."""
    found: list[tuple[int, int]] = []
    for number in sorted(numbers):
        if found and found[-1][1] == number - 1:
            found[-1] = (found[-1][0], number)
        else:
            found.append((number, number))
    return found


class PirateTableModel(QAbstractTableModel):
    """Rows of (pirate, share, note) for one PirateTable, pirate 1 first.

    A new table is told to views as precisely as the model can: rows added or taken at
    the end, and a change of data (or of the row headers) only for the rows asked for
    since the last table. A row nobody asked for cannot be out of date anywhere, and the
    rows a view shows are the rows it asked for: the next position, with the same shares
    in the same rows, repaints only the pirates' numbers.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._table: PirateTable | None = None
        self._first = 1
        self._rows = 0
        self._seen: dict[int, Row] = {}          # rows asked for since the last table
        self._ready: dict[int, Row] = {}         # rows worked out for it, not asked yet
        self._headers_seen: set[int] = set()     # rows whose header was asked for
        self._lost_rows = False                  # more rows were asked for than are kept
        self._lost_headers = False               # the same, of the row headers
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
        first, rows = (1, 0) if table is None else (window_start(table.n, focus),
                                                    min(table.n, WINDOW))
        if table is None or self._table is None or (rows != self._rows and first != self._first):
            self._reset(table, first, rows)
        else:
            self._update(table, first, rows)

    def pirate_at(self, row: int) -> int:
        return self._first + row

    def row_of(self, pirate: int) -> int | None:
        """The row of `pirate`, or None when it is outside the window."""
        row = pirate - self._first
        return row if 0 <= row < self._rows else None

    def is_windowed(self) -> bool:
        return self._table is not None and self._rows < self._table.n

    # -- telling views -------------------------------------------------------------------------
    def _reset(self, table: PirateTable | None, first: int, rows: int) -> None:
        self.beginResetModel()
        self._table, self._first, self._rows = table, first, rows
        self._forget()
        self.endResetModel()

    def _update(self, table: PirateTable, first: int, rows: int) -> None:
        """Show `table` from pirate `first` on, over `rows` rows, when the old first row or
        the old number of rows stays: rows are taken or added at the end, and the rows asked
        for are told apart from the new ones."""
        kept = min(rows, self._rows)
        before = {row: seen for row, seen in self._seen.items() if row < kept}
        headers = sorted(row for row in self._headers_seen if row < kept)
        lost_rows, lost_headers = self._lost_rows, self._lost_headers
        if rows < self._rows:
            self.beginRemoveRows(_ROOT, rows, self._rows - 1)
            self._rows = rows
            self.endRemoveRows()
        moved = first != self._first
        self._table, self._first = table, first
        self._forget()
        self._ready = {row: self._make_row(row) for row in before}
        if rows > self._rows:
            self.beginInsertRows(_ROOT, self._rows, rows - 1)
            self._rows = rows
            self.endInsertRows()
        self._report(*(([(0, kept - 1)], []) if lost_rows else self._changes(before)))
        if moved and lost_headers:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, kept - 1)
        elif moved and headers:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, headers[0], headers[-1])

    def _forget(self) -> None:
        """Start counting the rows asked for anew (after telling views of a new table)."""
        self._seen = {}
        self._ready = {}
        self._headers_seen = set()
        self._lost_rows = self._lost_headers = False

    def _changes(self, before: dict[int, Row]
                 ) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """Runs of the rows asked for that changed in every column (their share or role),
        and runs of those where only the pirate's number changed."""
        whole, numbers = [], []
        for row, old in before.items():
            new = self._ready[row]
            if (new.share, new.role) != (old.share, old.role):
                whole.append(row)
            elif new.pirate != old.pirate:
                numbers.append(row)
        return runs(whole), runs(numbers)

    def _report(self, whole: list[tuple[int, int]], numbers: list[tuple[int, int]]) -> None:
        for first, last in whole:
            self.dataChanged.emit(self.index(first, PIRATE), self.index(last, NOTE))
        for first, last in numbers:
            self.dataChanged.emit(self.index(first, PIRATE), self.index(last, PIRATE),
                                  [_DISPLAY, _ACCESSIBLE])

    # -- rows ----------------------------------------------------------------------------------
    def _row(self, row: int) -> Row:
        """The cells of `row`, worked out once per table."""
        seen = self._seen.get(row)
        if seen is None:
            seen = self._ready.pop(row, None) or self._make_row(row)
            if len(self._seen) >= ROWS_KEPT:
                self._seen.clear()
                self._lost_rows = True
            self._seen[row] = seen
        return seen

    def _make_row(self, row: int) -> Row:
        pirate = self.pirate_at(row)
        share, role = self._table.share(pirate), self._table.role(pirate)
        texts = (_number(pirate), self._share_text(share, role), self._note(role))
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
        return self.tr("0?") if role == UNCERTAIN else _number(share)

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
            if len(self._headers_seen) >= ROWS_KEPT:
                self._headers_seen.clear()
                self._lost_headers = True
            self._headers_seen.add(section)
            return _number(self.pirate_at(section))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _ENABLED


def _number(value: int) -> str:
    short = abbreviate(value)
    return f"{short:,}" if isinstance(short, int) else short
