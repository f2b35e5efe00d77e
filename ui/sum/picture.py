"""The picture of a sum: one small picture per part, drawn by that game's own canvas.

Each part is a tile (a caption with the part's game, position and Grundy value over its
canvas), laid out in as many columns as the width takes and scrolling down. The canvases
draw the analyses the sum's valuing made (ui/sum/valuing.py: on the GUI thread only for
small parts), so the picture computes nothing itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from solvers.spec import Analysis, GameSpec, Position
from solvers.sums import SumAnalysis
from ui.canvases import create_canvas
from ui.canvases.base import Canvas
from ui.tab.marks import base_palette, mix, set_greyed
from ui.tab.outcome import describe_position, number, translate

#: The narrowest a tile is laid out (its canvas's minimum width and a margin).
TILE_MIN_WIDTH = 240
#: The height of each tile's canvas when the tiles do not fit and the picture scrolls.
CANVAS_MIN_HEIGHT = 180


#: The shape (width / height) a canvas draws best in: that of its size hint.
CANVAS_ASPECT = 3 / 2


def column_count(width: int, height: int, parts: int) -> int:
    """How many tiles to lay side by side in a `width` × `height` view: the count that
    gives each canvas the largest area of its own shape, tiles no narrower than
    TILE_MIN_WIDTH nor lower than CANVAS_MIN_HEIGHT (then the picture scrolls); of
    equally good counts the one with most columns, which scrolls least."""
    if parts <= 0:
        return 1                # nothing drawn yet (a sum still being valued)
    most = max(1, min(parts, width // TILE_MIN_WIDTH))

    def side(columns: int) -> float:
        rows = -(-parts // columns)
        tile_height = max(height / rows, CANVAS_MIN_HEIGHT)
        return min(width / columns / CANVAS_ASPECT, tile_height)
    return max(range(1, most + 1), key=lambda columns: (side(columns), columns))


class ElidedLabel(QLabel):
    """One line of text cut with "…" to the width it is given. (A word-wrapped label
    would give the grid a height-for-width, which the scroll area lays out wrongly.)"""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(0, super().sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            words = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                                  self.contentsRect().width())
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(self.contentsRect(), int(self.alignment()), words)


class PartPicture(QFrame):
    """One part: its caption ("part_caption") over its game's canvas; named "part_picture".
    A marked tile ("marked" property) is the one the selected winning move plays in.

    Signals:
        move_requested(int, object): a click on the canvas asks for the move of this part
            (its index in the sum) to this Position.
    """

    move_requested = Signal(int, object)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.index = 0
        self.setObjectName("part_picture")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.spec = spec
        self.caption = ElidedLabel(self)
        self.caption.setObjectName("part_caption")
        self.canvas: Canvas = create_canvas(spec)
        self.canvas.setMinimumHeight(CANVAS_MIN_HEIGHT)
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.setSpacing(2)
        column.addWidget(self.caption)
        column.addWidget(self.canvas, 1)
        self.setMinimumWidth(TILE_MIN_WIDTH - 20)
        self.set_marked(False)
        self.canvas.move_requested.connect(self._on_canvas_move_requested)

    def show_part(self, number_: int, analysis: Analysis, value: int) -> None:
        self.index = number_ - 1
        position = describe_position(self.spec, analysis.position)
        self.caption.setText(self.tr("Part {number}: {game} {position} — Grundy value "
                                     "{value}").format(number=number_,
                                                       game=translate(self.spec.title),
                                                       position=position, value=number(value)))
        self.caption.setToolTip(self.caption.text())
        self.canvas.set_analysis(analysis)
        self.canvas.setAccessibleName(self.caption.text())

    def set_marked(self, marked: bool) -> None:
        """Tint the tile and emphasise the sum's move in its canvas (the winning move is
        played here), or not."""
        self.setProperty("marked", marked)
        palette = self.palette()
        window = base_palette(self).color(QPalette.ColorRole.Window)
        highlight = base_palette(self).color(QPalette.ColorRole.Highlight)
        palette.setColor(QPalette.ColorRole.Window,
                         mix(window, highlight, 0.35) if marked else window)
        self.setPalette(palette)
        self.canvas.set_highlighted_move(0 if marked else None)

    @Slot(object)
    def _on_canvas_move_requested(self, after: Position) -> None:
        self.move_requested.emit(self.index, after)


class SumPicture(QScrollArea):
    """The parts of the sum drawn side by side; named "sum_picture". Tiles are kept and
    reused by game while the sum is edited (a canvas is made once per game and place).

    Signals:
        part_move_requested(int, object): a click on part (index)'s picture asks for its
            move to this Position (the play panel checks that it is legal).
    """

    part_move_requested = Signal(int, object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sum_picture")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._tiles: list[PartPicture] = []
        self._marked: int | None = None
        self._columns = 0
        self._inner = QWidget(self)
        self._inner.setObjectName("sum_picture_parts")
        self._grid = QGridLayout(self._inner)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(6)
        self._more = ElidedLabel(self._inner)
        self._more.setObjectName("parts_not_drawn")
        self._more.hide()
        self.setWidget(self._inner)
        self.setAccessibleName(self.tr("Picture of the sum, part by part"))

    # -- public ------------------------------------------------------------------------------
    def tiles(self) -> list[PartPicture]:
        return list(self._tiles)

    def canvases(self) -> list[Canvas]:
        return [tile.canvas for tile in self._tiles]

    def show_parts(self, analysis: SumAnalysis, pictures: Sequence[Analysis]) -> None:
        """Draw `pictures` (the first parts of `analysis`), captioned with their values."""
        self._marked = None
        for index, picture in enumerate(pictures):
            spec = analysis.components[index].spec
            if index < len(self._tiles) and self._tiles[index].spec is spec:
                tile = self._tiles[index]
                tile.set_marked(False)
            else:
                tile = PartPicture(spec, self._inner)
                tile.move_requested.connect(self.part_move_requested)
                if index < len(self._tiles):
                    self._drop(self._tiles[index])
                    self._tiles[index] = tile
                else:
                    self._tiles.append(tile)
            tile.show_part(index + 1, picture, analysis.values[index])
        for tile in self._tiles[len(pictures):]:
            self._drop(tile)
        del self._tiles[len(pictures):]
        left_out = len(analysis.components) - len(pictures)
        self._more.setText(self.tr("Parts {first} to {last} are not drawn: the table lists "
                                   "them all.").format(first=len(pictures) + 1,
                                                       last=len(analysis.components)))
        self._more.setVisible(left_out > 0)
        self._lay_out(force=True)

    def mark_part(self, index: int | None) -> None:
        """Mark the tile of part `index` (the selected winning move plays there), or none."""
        if self._marked is not None and self._marked < len(self._tiles):
            self._tiles[self._marked].set_marked(False)
        self._marked = index if index is not None and 0 <= index < len(self._tiles) else None
        if self._marked is not None:
            self._tiles[self._marked].set_marked(True)
            self.ensureWidgetVisible(self._tiles[self._marked])

    def marked_part(self) -> int | None:
        return self._marked

    def set_stale(self, stale: bool) -> None:
        for tile in self._tiles:
            set_greyed(tile.caption, stale)
            tile.canvas.set_stale(stale)

    # -- layout ------------------------------------------------------------------------------
    def _drop(self, tile: PartPicture) -> None:
        self._grid.removeWidget(tile)
        tile.hide()
        tile.deleteLater()

    def _lay_out(self, force: bool = False) -> None:
        columns = column_count(self.viewport().width(), self.viewport().height(),
                               len(self._tiles))
        if columns == self._columns and not force:
            return
        self._columns = columns
        for tile in self._tiles:
            self._grid.removeWidget(tile)
        self._grid.removeWidget(self._more)
        for index, tile in enumerate(self._tiles):
            self._grid.addWidget(tile, index // columns, index % columns)
            tile.show()
        rows = (len(self._tiles) + columns - 1) // columns
        self._grid.addWidget(self._more, rows, 0, 1, columns)
        for column in range(self._grid.columnCount()):
            self._grid.setColumnStretch(column, 1 if column < columns else 0)
        for row in range(self._grid.rowCount()):
            self._grid.setRowStretch(row, 1 if row < rows else 0)
        self._grid.activate()

    def sizeHint(self) -> QSize:
        return QSize(560, 420)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The columns first: QScrollArea then sizes the tiles' widget to the new grid. The
        # other way round it sized it to the old grid's height, and the grid kept that
        # height when the widget shrank as it was shown, running past its bottom.
        self._lay_out()
        super().resizeEvent(event)
