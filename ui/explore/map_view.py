"""The explorer's heat map: one cell per position of a plane, painted once per result.

The GUI thread colours a `MapPicture`'s byte buffer through a colour table (a single
QImage conversion, a few ms even for a million cells) and scales it by a whole number of
pixels per cell. Marks that need room (the dots of losing cells, Grundy values,
disagreements, the golden-ratio lines, all painted by map_marks; the axes) are drawn over it
into a cached pixmap, rebuilt only when the result, the view, the size or the palette
changes; a paint event copies that pixmap and adds the cell under the mouse.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ui.canvases.shapes import pen
from ui.canvases.text import CENTRE, LEFT, RIGHT, draw_text, scaled_font
from ui.explore.map_colours import (
    MapColours,
    colour_image,
    grundy_colour,
    grundy_table,
    map_colours,
    outcome_table,
    remoteness_table,
    text_on,
)
from ui.explore.map_geometry import (
    MapGeometry,
    Margins,
    cell_at,
    cell_rect,
    content_size,
    map_geometry,
    tick_step,
    tick_values,
)
from ui.explore.map_marks import (
    DOT_FROM,
    ENLARGE_BELOW,
    GAP_FROM,
    NUMBER_FROM,
    paint_dots,
    paint_enlarged,
    paint_fibonacci_marks,
    paint_gaps,
    paint_golden,
    paint_numbers,
    paint_wrong,
    remoteness_fill,
)
from ui.explore.map_picture import GRUNDY, OUTCOME, REMOTENESS, MapPicture, has_view
from ui.tab.outcome import translate


class ExplorerMap(QWidget):
    """The heat map of one computed plane.

    Signals:
        cell_clicked(int, int): the user clicked the cell (x, y) of a position.
    """

    cell_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("explorer_map")
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._picture: MapPicture | None = None
        self._view = OUTCOME
        self._stale = False
        self._current: tuple[int, int] | None = None
        self._hover: tuple[int, int] | None = None
        self._cache: QPixmap | None = None
        self._cache_key: tuple | None = None

    # -- state -----------------------------------------------------------------------------
    @property
    def picture(self) -> MapPicture | None:
        return self._picture

    @property
    def view(self) -> str:
        return self._view

    @property
    def current_cell(self) -> tuple[int, int] | None:
        return self._current

    @property
    def hovered_cell(self) -> tuple[int, int] | None:
        return self._hover

    def set_picture(self, picture: MapPicture | None) -> None:
        self._picture = picture
        self._hover = None
        if picture is not None and not has_view(picture, self._view):
            self._view = OUTCOME
        self._refresh(geometry_changed=True)

    def set_view(self, view: str) -> None:
        if self._picture is None or not has_view(self._picture, view):
            view = OUTCOME
        if view != self._view:
            self._view = view
            self._refresh()

    def set_stale(self, stale: bool) -> None:
        if stale != self._stale:
            self._stale = stale
            self.update()

    def set_current(self, cell: tuple[int, int] | None) -> None:
        """Ring the cell of the tab's position (None: it is not on this map)."""
        if cell != self._current:
            self._current = cell
            self._invalidate()

    # -- geometry --------------------------------------------------------------------------
    def margins(self) -> Margins:
        metrics = QFontMetricsF(self._tick_font())
        line = metrics.height()
        plane_rows = self._picture.rows if self._picture else 1
        start = self._picture.map.plane.y_start if self._picture else 0
        widest = metrics.horizontalAdvance(str(start + plane_rows - 1))
        return Margins(left=math.ceil(widest + line * 1.6 + 10), top=math.ceil(line * 0.7),
                       right=math.ceil(line * 1.2), bottom=math.ceil(line * 2.6 + 18))

    def grid(self) -> MapGeometry | None:
        """The geometry of the cells at the widget's present size (None without a map)."""
        if self._picture is None:
            return None
        return map_geometry(self.width(), self.height(), self._picture.columns,
                            self._picture.rows, self.margins())

    def cell_rect(self, x: int, y: int) -> QRectF:
        grid = self.grid()
        assert grid is not None, "no map yet"
        return cell_rect(grid, x, y)

    def cell_at(self, point: QPointF) -> tuple[int, int] | None:
        grid = self.grid()
        return None if grid is None else cell_at(grid, point)

    def cell_tooltip(self, x: int, y: int) -> str | None:
        """What hovering the cell (x, y) says: its numbers, the position, its outcome."""
        picture = self._picture
        if picture is None:
            return None
        plane = picture.map.plane
        position = picture.position_at(x, y)
        where = self.tr("{x_label} = {x}, {y_label} = {y}").format(
            x_label=translate(plane.x_label), x=plane.x_start + x,
            y_label=translate(plane.y_label), y=plane.y_start + y)
        if position is None:
            return where + "\n" + self.tr("Not a position of this game.")
        win = picture.map.wins[y][x]
        remoteness = (None if picture.map.remoteness is None
                      else picture.map.remoteness[y][x])
        if remoteness is not None:
            outcome = self._moves_left(win, remoteness)
        else:
            outcome = (self.tr("The player to move wins.") if win
                       else self.tr("The player to move loses."))
        lines = [where, self.tr("Position: {args}").format(args=picture.spec.format(position)),
                 outcome]
        if picture.map.grundy is not None and picture.map.grundy[y][x] is not None:
            lines.append(self.tr("Grundy value: {value}").format(value=picture.map.grundy[y][x]))
        if (x, y) in picture.wrong:
            lines.append(self.tr("The rule says the opposite here!"))
        lines.append(self.tr("Click to load this position."))
        return "\n".join(lines)

    def _moves_left(self, win: bool, remoteness: int) -> str:
        """Who wins a cell, and in how many moves with best play."""
        if remoteness == 0:
            return (self.tr("The player to move has no move left, and wins.") if win
                    else self.tr("The player to move has no move left, and loses."))
        if remoteness == 1:
            return (self.tr("The player to move wins in 1 move.") if win
                    else self.tr("The player to move loses in 1 move."))
        return (self.tr("The player to move wins in {n} moves.") if win
                else self.tr("The player to move loses in {n} moves.")).format(n=remoteness)

    # -- painting --------------------------------------------------------------------------
    def _tick_font(self) -> QFont:
        return scaled_font(self.font(), 0.85)

    def _refresh(self, geometry_changed: bool = False) -> None:
        if geometry_changed:
            if self._picture is None:
                self.setMinimumSize(0, 0)
            else:
                self.setMinimumSize(content_size(self._picture.columns, self._picture.rows,
                                                 self.margins()))
            self.updateGeometry()
        self._invalidate()

    def _invalidate(self) -> None:
        self._cache = None
        self._cache_key = None
        self.update()

    def _rendered(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self._view, id(self._picture),
               self._current)
        if self._cache is None or self._cache_key != key:
            self._cache = self._render(ratio)
            self._cache_key = key
        return self._cache

    def _render(self, ratio: float) -> QPixmap:
        pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        colours = map_colours(self.palette())
        pixmap.fill(colours.paper)
        picture, grid = self._picture, self.grid()
        if picture is None or grid is None:
            return pixmap
        with QPainter(pixmap) as painter:
            painter.drawImage(grid.bounds, self._image(colours, grid))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if grid.cell >= GAP_FROM:
                paint_gaps(painter, grid, colours)
            if (self._view == OUTCOME and grid.cell < ENLARGE_BELOW
                    and picture.losing is not None):
                paint_enlarged(painter, grid, colours, picture.losing)
            anchor = picture.spec.plane.golden_lines
            if anchor is not None:
                # Under the dots of big cells; over the enlarged marks of tiny ones, thin,
                # so that both are seen.
                paint_golden(painter, grid, colours, anchor)
            wins = picture.map.wins
            if self._view == OUTCOME and grid.cell >= DOT_FROM:
                paint_dots(painter, grid, colours, wins)
            if self._view == REMOTENESS and DOT_FROM <= grid.cell < NUMBER_FROM:
                # (bigger cells carry their numbers); black or white: some cells are pale
                fill = remoteness_fill(picture, colours)
                paint_dots(painter, grid, colours, wins, lambda x, y: text_on(fill(x, y, 0)))
            if self._view == GRUNDY and grid.cell >= NUMBER_FROM:
                self._paint_numbers(painter, grid, picture.map.grundy, lambda x, y, v:
                                    grundy_colour(colours, v, picture.grundy_top))
            if self._view == REMOTENESS and grid.cell >= NUMBER_FROM:
                self._paint_numbers(painter, grid, picture.map.remoteness,
                                    remoteness_fill(picture, colours))
            paint_wrong(painter, grid, colours, picture.map.disagreements, self._view)
            if self._current is not None:
                rect = cell_rect(grid, *self._current)
                grow = max(2.0, grid.cell * 0.12)
                painter.setPen(pen(colours.current, max(2.0, grid.cell * 0.1)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(-grow / 2, -grow / 2, grow / 2, grow / 2))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(pen(colours.muted, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(grid.bounds.adjusted(-0.5, -0.5, 0.5, 0.5))
            self._paint_axes(painter, grid, colours)
        return pixmap

    def _image(self, colours: MapColours, grid: MapGeometry) -> QImage:
        picture = self._picture
        if self._view == GRUNDY and picture.grundy_bytes is not None:
            return colour_image(picture.grundy_bytes, picture.columns, picture.rows,
                                grundy_table(colours, picture.grundy_top))
        if self._view == REMOTENESS and picture.remoteness_bytes is not None:
            return colour_image(picture.remoteness_bytes, picture.columns, picture.rows,
                                remoteness_table(colours))
        return colour_image(picture.outcome_bytes, picture.columns, picture.rows,
                            outcome_table(colours, alarm_cells=grid.cell < GAP_FROM))

    def _paint_numbers(self, painter: QPainter, grid: MapGeometry,
                       values: list[list[int | None]],
                       fill_of: Callable[[int, int, int], QColor]) -> None:
        """The values of big cells, written in this widget's font."""
        paint_numbers(painter, grid, self.font(), values, fill_of)

    def _paint_axes(self, painter: QPainter, grid: MapGeometry, colours: MapColours) -> None:
        plane = self._picture.map.plane
        font = self._tick_font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        line = metrics.height()
        bounds = grid.bounds
        painter.setPen(colours.muted)
        last_x = plane.x_start + grid.columns - 1
        x_width = metrics.horizontalAdvance(str(last_x)) + metrics.horizontalAdvance("  ")
        below = 3.0
        if self._picture.spec.plane.fibonacci_axis:
            below += paint_fibonacci_marks(painter, grid, colours, plane.x_start)
        step = tick_step(grid.cell, x_width)
        for value in tick_values(plane.x_start, grid.columns, step):
            centre = cell_rect(grid, value - plane.x_start, 0).center().x()
            draw_text(painter, QRectF(centre - x_width / 2, bounds.bottom() + below, x_width,
                                      line), str(value), CENTRE, elide=False)
        y_step = tick_step(grid.cell, line)
        label_width = metrics.horizontalAdvance(str(plane.y_start + grid.rows - 1)) + 2
        for value in tick_values(plane.y_start, grid.rows, y_step):
            centre = cell_rect(grid, 0, value - plane.y_start).center().y()
            draw_text(painter, QRectF(bounds.left() - label_width - 5, centre - line / 2,
                                      label_width, line), str(value), RIGHT, elide=False)
        painter.setPen(colours.ink)
        title_font = scaled_font(self.font(), 0.9, bold=True)
        painter.setFont(title_font)
        x_title = self.tr("{label} →").format(label=translate(plane.x_label))
        draw_text(painter, QRectF(bounds.left(), bounds.bottom() + line + below + 3,
                                  max(bounds.width(), 10.0), line * 1.2), x_title,
                  CENTRE if bounds.width() > 160 else LEFT)
        y_title = self.tr("{label} →").format(label=translate(plane.y_label))
        painter.save()
        painter.translate(QPointF(max(0.0, bounds.left() - label_width - line * 1.2 - 8),
                                  bounds.bottom()))
        painter.rotate(-90)
        draw_text(painter, QRectF(0, 0, max(bounds.height(), 10.0), line * 1.2), y_title,
                  CENTRE if bounds.height() > 160 else LEFT)
        painter.restore()

    # -- Qt overrides ------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(560, 520)

    def minimumSizeHint(self) -> QSize:
        return self.minimumSize() if self._picture is not None else QSize(120, 120)

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            if self._stale:
                painter.setOpacity(0.45)
            painter.drawPixmap(0, 0, self._rendered())
            painter.setOpacity(1.0)
            grid = self.grid()
            if self._hover is not None and grid is not None:
                rect = cell_rect(grid, *self._hover)
                if grid.cell < 5:
                    centre = rect.center()
                    rect = QRectF(centre.x() - 3, centre.y() - 3, 6, 6)
                painter.setPen(pen(map_colours(self.palette()).ink, 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(-1, -1, 1, 1))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._invalidate()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange,
                            QEvent.Type.StyleChange):
            self._refresh(geometry_changed=event.type() == QEvent.Type.FontChange)
        super().changeEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            self.update()
            if cell is None:
                QToolTip.hideText()
            else:
                text = self.cell_tooltip(*cell)
                QToolTip.showText(event.globalPosition().toPoint(), text, self,
                                  self.cell_rect(*cell).toAlignedRect())
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._picture is not None:
            cell = self.cell_at(event.position())
            if cell is not None and self._picture.position_at(*cell) is not None:
                self.cell_clicked.emit(*cell)
                event.accept()
                return
        super().mousePressEvent(event)
