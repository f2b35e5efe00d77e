"""The explorer's heat map: one cell per position of a plane, painted once per result.

The worker turns a `Map` into one byte per cell (`MapPicture`), so the GUI thread only
colours that buffer through a colour table (a single QImage conversion, a few ms even
for a million cells) and scales it by a whole number of pixels per cell. Marks that need
room (the dots of losing cells, Grundy values, disagreements, the golden-ratio lines,
the axes) are drawn over it into a cached pixmap, rebuilt only when the result, the
view, the size or the palette changes; a paint event copies that pixmap and adds the
cell under the mouse.

Geometry is in pure functions (`map_geometry`, `cell_rect`, `cell_at`) so that tests
click a cell where it is painted.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from solvers.explore import Map
from solvers.fibonacci import is_fibonacci
from solvers.spec import Cancelled, GameSpec, Position
from ui.canvases.accents import ORANGE, VERMILLION, YELLOW, accents_for, blend
from ui.canvases.shapes import cross, pen
from ui.canvases.text import CENTRE, LEFT, RIGHT, draw_text, scaled_font
from ui.tab.marks import ALARM
from ui.tab.outcome import translate

OUTCOME = "outcome"
GRUNDY = "grundy"

#: Largest side of a cell in pixels: bigger cells only make the map harder to take in.
LARGEST_CELL = 40
#: Cells are at least this big while the whole map still fits in MIN_SPAN pixels.
SMALL_CELL = 6
MIN_SPAN = 480
#: From this cell size on, cells are drawn apart by thin gaps.
GAP_FROM = 6
#: From this size on, losing cells carry a dot (their colour alone is not the only cue).
DOT_FROM = 8
#: From this size on, Grundy values are written in their cells.
NUMBER_FROM = 14
#: At most this many disagreements are outlined one by one (tiny cells show them in
#: the alarm colour anyway).
OUTLINED_MOST = 5000

#: Below this cell size losing cells are drawn bigger than their cells (a pixel is lost
#: in a picture), when there are at most LOSING_MARKED_MOST of them.
ENLARGE_BELOW = 4
LOSING_MARKED_MOST = 20_000
#: From this cell size on, the golden-ratio lines get a pale halo.
HALO_FROM = 16

#: Byte values of a cell in the outcome buffer.
NOT_A_POSITION, MOVER_WINS, MOVER_LOSES, WRONG_WINS, WRONG_LOSES = range(5)
#: Grundy values from this one on share the last colour.
GRUNDY_CAP = 254

PHI = (1 + math.sqrt(5)) / 2


# -- the data the worker prepares --------------------------------------------------------------
@dataclass
class MapPicture:
    """A computed map with its cells as bytes, ready to be coloured on the GUI thread.

    Rows of the buffers run from the top of the picture (the largest y) down."""

    spec: GameSpec
    base: Position
    map: Map
    outcome_bytes: bytes
    grundy_bytes: bytes | None
    grundy_top: int
    seconds: float = 0.0
    wrong: set[tuple[int, int]] = field(default_factory=set)
    #: The losing cells, when few enough to mark one by one on a map of tiny cells.
    losing: list[tuple[int, int]] | None = None

    @property
    def columns(self) -> int:
        return self.map.width

    @property
    def rows(self) -> int:
        return self.map.height

    def position_at(self, x: int, y: int) -> Position | None:
        plane = self.map.plane
        return plane.position_at(self.base, plane.x_start + x, plane.y_start + y)


_OUTCOME_BYTE = {None: NOT_A_POSITION, True: MOVER_WINS, False: MOVER_LOSES}


def build_picture(spec: GameSpec, base: Position, result: Map,
                  should_stop: Callable[[], bool] | None = None,
                  seconds: float = 0.0) -> MapPicture:
    """Turn a Map into byte buffers (pure Python: runs on the worker thread)."""
    rows: list[bytes] = []
    wrong = set(result.disagreements)
    wrong_rows: dict[int, list[int]] = {}
    for x, y in result.disagreements:
        wrong_rows.setdefault(y, []).append(x)
    lookup = _OUTCOME_BYTE.__getitem__
    losing: list[tuple[int, int]] | None = []
    for y in range(result.height - 1, -1, -1):
        if should_stop is not None and y % 64 == 0 and should_stop():
            raise Cancelled()
        row = bytes(map(lookup, result.wins[y]))
        if losing is not None:
            x = row.find(MOVER_LOSES)
            while x >= 0 and len(losing) <= LOSING_MARKED_MOST:
                losing.append((x, y))
                x = row.find(MOVER_LOSES, x + 1)
            if len(losing) > LOSING_MARKED_MOST:
                losing = None
        if y in wrong_rows:
            cells = bytearray(row)
            for x in wrong_rows[y]:
                cells[x] = WRONG_WINS if cells[x] == MOVER_WINS else WRONG_LOSES
            row = bytes(cells)
        rows.append(row)
    grundy_bytes = None
    top = 0
    if result.grundy is not None:
        grundy_rows = []
        for y in range(result.height - 1, -1, -1):
            values = result.grundy[y]
            top = max([top] + [v for v in values if v is not None])
            grundy_rows.append(bytes(0 if v is None else 1 + min(v, GRUNDY_CAP)
                                     for v in values))
        grundy_bytes = b"".join(grundy_rows)
    return MapPicture(spec, base, result, b"".join(rows), grundy_bytes, top, seconds, wrong,
                      losing)


# -- geometry ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Margins:
    left: float
    top: float
    right: float
    bottom: float


@dataclass(frozen=True)
class MapGeometry:
    """Where the cells are: column x of the plane across, row y up (y = 0 at the bottom)."""

    left: float
    top: float
    cell: int
    columns: int
    rows: int

    @property
    def bounds(self) -> QRectF:
        return QRectF(self.left, self.top, self.columns * self.cell, self.rows * self.cell)


def smallest_cell(columns: int, rows: int) -> int:
    """The least pixels per cell: a few for small maps, one for big ones (they scroll)."""
    return max(1, min(SMALL_CELL, MIN_SPAN // max(columns, rows, 1)))


def content_size(columns: int, rows: int, margins: Margins) -> QSize:
    """The smallest widget that shows the whole map at its smallest cells."""
    cell = smallest_cell(columns, rows)
    return QSize(math.ceil(margins.left + margins.right + columns * cell),
                 math.ceil(margins.top + margins.bottom + rows * cell))


def map_geometry(width: float, height: float, columns: int, rows: int,
                 margins: Margins) -> MapGeometry:
    """Square cells of a whole number of pixels, as big as fit, centred in the room
    left by the margins."""
    room_w = width - margins.left - margins.right
    room_h = height - margins.top - margins.bottom
    fit = int(min(room_w / max(columns, 1), room_h / max(rows, 1)))
    cell = max(smallest_cell(columns, rows), min(fit, LARGEST_CELL))
    left = margins.left + max(0.0, (room_w - columns * cell) / 2)
    top = margins.top + max(0.0, (room_h - rows * cell) / 2)
    return MapGeometry(math.floor(left), math.floor(top), cell, columns, rows)


def cell_rect(geometry: MapGeometry, x: int, y: int) -> QRectF:
    """The square of column x, row y (row 0 at the bottom)."""
    return QRectF(geometry.left + x * geometry.cell,
                  geometry.top + (geometry.rows - 1 - y) * geometry.cell,
                  geometry.cell, geometry.cell)


def cell_at(geometry: MapGeometry, point: QPointF) -> tuple[int, int] | None:
    """The (x, y) of the cell under `point`, or None outside the map."""
    column = math.floor((point.x() - geometry.left) / geometry.cell)
    row = math.floor((point.y() - geometry.top) / geometry.cell)
    if 0 <= column < geometry.columns and 0 <= row < geometry.rows:
        return column, geometry.rows - 1 - row
    return None


def value_point(geometry: MapGeometry, vx: float, vy: float) -> QPointF:
    """A point of the plane in cell units: (0, 0) is the bottom-left corner of the map."""
    return QPointF(geometry.left + vx * geometry.cell,
                   geometry.top + (geometry.rows - vy) * geometry.cell)


def golden_lines(geometry: MapGeometry, anchor: float) -> list[QLineF]:
    """y = φx and y = x/φ from (anchor, anchor), to where they leave the map.

    With anchor 0 the value v spans [v, v + 1) of its cell, so y = φx passes through every
    losing cell (⌊kφ⌋, ⌊kφ⌋ + k) of Wythoff's game; with anchor ½ a cell stands for the
    point at its centre, as in Euclid's game, whose losing cells lie between the lines."""
    lines = []
    for slope in (PHI, 1 / PHI):
        reach = min(geometry.columns - anchor, (geometry.rows - anchor) / slope)
        if reach <= 0:
            continue
        lines.append(QLineF(value_point(geometry, anchor, anchor),
                            value_point(geometry, anchor + reach, anchor + reach * slope)))
    return lines


def tick_step(cell: float, extent: float) -> int:
    """The roundest step between labelled values that leaves room for a label."""
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        if step * cell >= extent:
            return step
    return 1000


def tick_values(start: int, count: int, step: int) -> list[int]:
    """The multiples of `step` among start .. start + count − 1."""
    first = -(-start // step) * step
    return list(range(first, start + count, step))




# -- colours -------------------------------------------------------------------------------
@dataclass(frozen=True)
class MapColours:
    """The map's colour language, from the palette and the Okabe–Ito accents."""

    paper: QColor
    ink: QColor
    muted: QColor
    wins: QColor        # the player to move wins (N-position): a pale tint
    loses: QColor       # the player to move loses (P-position): the strong "mark" hue
    dot: QColor         # the dot on a losing cell
    none: QColor        # not a position
    alarm: QColor       # the rule disagrees here
    golden: QColor      # the golden-ratio lines, the Fibonacci marks
    current: QColor     # the tab's position
    grundy_low: QColor
    grundy_mid: QColor
    grundy_high: QColor


def map_colours(palette: QPalette) -> MapColours:
    accents = accents_for(palette)
    paper = palette.color(QPalette.ColorRole.Base)
    ink = palette.color(QPalette.ColorRole.Text)
    return MapColours(
        paper=paper, ink=ink, muted=blend(ink, paper, 0.45),
        wins=blend(paper, accents.mark, 0.16),
        loses=accents.mark,
        dot=paper,
        none=blend(paper, ink, 0.10),
        alarm=ALARM,
        golden=accents.special,
        current=ink,
        grundy_low=blend(paper, YELLOW, 0.55),
        grundy_mid=ORANGE,
        grundy_high=blend(VERMILLION, ink if accents.dark else QColor(0, 0, 0), 0.35),
    )


def grundy_colour(colours: MapColours, value: int, top: int) -> QColor:
    """0 in the losing colour; 1 .. top from pale yellow through orange to dark red."""
    if value == 0:
        return colours.loses
    share = 0.0 if top <= 1 else (min(value, top) - 1) / (top - 1)
    if share <= 0.5:
        return blend(colours.grundy_low, colours.grundy_mid, share * 2)
    return blend(colours.grundy_mid, colours.grundy_high, (share - 0.5) * 2)


def outcome_table(colours: MapColours, alarm_cells: bool) -> list[int]:
    """Colours of the outcome bytes; disagreements in the alarm colour when the cells are
    too small for an outline."""
    wrong_wins = colours.alarm if alarm_cells else colours.wins
    wrong_loses = blend(colours.alarm, QColor(0, 0, 0), 0.35) if alarm_cells else colours.loses
    table = [colours.none, colours.wins, colours.loses, wrong_wins, wrong_loses]
    return [c.rgb() for c in table] + [colours.none.rgb()] * (256 - len(table))


def grundy_table(colours: MapColours, top: int) -> list[int]:
    return [colours.none.rgb()] + [grundy_colour(colours, v, top).rgb()
                                   for v in range(GRUNDY_CAP + 1)]


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    luminance = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()
    return QColor(0, 0, 0) if luminance > 0.45 else QColor(255, 255, 255)


def colour_image(buffer: bytes, columns: int, rows: int, table: Sequence[int]) -> QImage:
    """One pixel per cell, through a colour table (the copy owns its pixels)."""
    image = QImage(buffer, columns, rows, columns, QImage.Format.Format_Indexed8)
    image.setColorTable(list(table))
    return image.convertToFormat(QImage.Format.Format_RGB32)


# -- the widget ------------------------------------------------------------------------------
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
        if picture is not None and picture.grundy_bytes is None:
            self._view = OUTCOME
        self._refresh(geometry_changed=True)

    def set_view(self, view: str) -> None:
        if view == GRUNDY and (self._picture is None or self._picture.grundy_bytes is None):
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
                self._paint_gaps(painter, grid, colours)
            if (self._view == OUTCOME and grid.cell < ENLARGE_BELOW
                    and picture.losing is not None):
                self._paint_enlarged(painter, grid, colours, picture.losing)
            anchor = picture.spec.plane.golden_lines
            if anchor is not None:
                # Under the dots of big cells; over the enlarged marks of tiny ones, thin,
                # so that both are seen.
                self._paint_golden(painter, grid, colours, anchor)
            if self._view == OUTCOME and grid.cell >= DOT_FROM:
                self._paint_dots(painter, grid, colours)
            if self._view == GRUNDY and grid.cell >= NUMBER_FROM:
                self._paint_numbers(painter, grid, colours)
            self._paint_wrong(painter, grid, colours)
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
        return colour_image(picture.outcome_bytes, picture.columns, picture.rows,
                            outcome_table(colours, alarm_cells=grid.cell < GAP_FROM))

    def _paint_gaps(self, painter: QPainter, grid: MapGeometry, colours: MapColours) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(pen(colours.paper, 1.0 if grid.cell < 20 else 2.0))
        bounds = grid.bounds
        for column in range(1, grid.columns):
            x = grid.left + column * grid.cell
            painter.drawLine(QLineF(x, bounds.top(), x, bounds.bottom()))
        for row in range(1, grid.rows):
            y = grid.top + row * grid.cell
            painter.drawLine(QLineF(bounds.left(), y, bounds.right(), y))
        painter.restore()

    def _paint_dots(self, painter: QPainter, grid: MapGeometry, colours: MapColours) -> None:
        wins = self._picture.map.wins
        radius = grid.cell * 0.17
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.dot)
        for y, row in enumerate(wins):
            for x, win in enumerate(row):
                if win is False:
                    painter.drawEllipse(cell_rect(grid, x, y).center(), radius, radius)

    def _paint_enlarged(self, painter: QPainter, grid: MapGeometry, colours: MapColours,
                        cells: list[tuple[int, int]]) -> None:
        """Sparse losing cells of a map of tiny cells, each as a square of 3 pixels or more:
        a lone pixel would vanish."""
        side = grid.cell + 2
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setClipRect(grid.bounds)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.loses)
        left = grid.left + grid.cell / 2 - side / 2
        top = grid.top + (grid.rows - 1) * grid.cell + grid.cell / 2 - side / 2
        painter.drawRects([QRectF(left + x * grid.cell, top - y * grid.cell, side, side)
                           for x, y in cells])
        painter.restore()

    def _paint_numbers(self, painter: QPainter, grid: MapGeometry,
                       colours: MapColours) -> None:
        picture = self._picture
        font = QFont(self.font())
        font.setPixelSize(max(7, min(round(grid.cell * 0.45), 15)))
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        for y, row in enumerate(picture.map.grundy):
            for x, value in enumerate(row):
                if value is None:
                    continue
                text = str(value)
                rect = cell_rect(grid, x, y)
                if metrics.horizontalAdvance(text) > rect.width() - 2:
                    continue
                fill = grundy_colour(colours, value, picture.grundy_top)
                painter.setPen(text_on(fill))
                painter.drawText(rect, int(CENTRE), text)

    def _paint_wrong(self, painter: QPainter, grid: MapGeometry, colours: MapColours) -> None:
        wrong = self._picture.map.disagreements[:OUTLINED_MOST]
        if not wrong or (grid.cell < GAP_FROM and self._view == OUTCOME):
            return      # tiny cells: the image itself shows them in the alarm colour
        width = max(2.0, grid.cell * 0.14)
        for x, y in wrong:
            rect = cell_rect(grid, x, y)
            if grid.cell < GAP_FROM:
                centre = rect.center()
                rect = QRectF(centre.x() - 4, centre.y() - 4, 8, 8)
            painter.setPen(pen(colours.alarm, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2))
            if grid.cell >= DOT_FROM:
                cross(painter, rect.adjusted(width, width, -width, -width), colours.alarm,
                      width * 0.8)

    def _paint_golden(self, painter: QPainter, grid: MapGeometry, colours: MapColours,
                      anchor: float) -> None:
        painter.save()
        painter.setClipRect(grid.bounds)
        # Thin on small cells, so that the cells it runs through stay visible.
        width = 2.0 if grid.cell >= HALO_FROM else 1.25 if grid.cell >= ENLARGE_BELOW else 1.0
        halo = QColor(colours.paper)
        halo.setAlphaF(0.7)
        for line in golden_lines(grid, anchor):
            if grid.cell >= HALO_FROM:
                painter.setPen(pen(halo, width + 2.0))
                painter.drawLine(line)
            painter.setPen(pen(colours.golden, width))
            painter.drawLine(line)
        painter.restore()

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
            below += self._paint_fibonacci_marks(painter, grid, colours, plane.x_start)
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

    def _paint_fibonacci_marks(self, painter: QPainter, grid: MapGeometry,
                               colours: MapColours, start: int) -> float:
        """A small triangle under each column whose N is a Fibonacci number; returns the
        height they take."""
        size = max(5.0, min(grid.cell * 0.6, 9.0))
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.golden)
        bottom = grid.bounds.bottom()
        for x in range(grid.columns):
            if is_fibonacci(start + x):
                centre = cell_rect(grid, x, 0).center().x()
                painter.drawPolygon(QPolygonF([
                    QPointF(centre, bottom + 1),
                    QPointF(centre - size / 2, bottom + 1 + size * 0.8),
                    QPointF(centre + size / 2, bottom + 1 + size * 0.8)]))
        painter.restore()
        return size * 0.8 + 2

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


# -- the key under the map -------------------------------------------------------------------
@dataclass(frozen=True)
class KeyEntry:
    label: str
    paint: Callable[[QPainter, QRectF], None]


KEY_INDENT = 4.0


class MapKey(QWidget):
    """What the colours and marks of the map mean, wrapped onto as many lines as needed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("explorer_key")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._entries: list[KeyEntry] = []

    def set_state(self, picture: MapPicture | None, view: str) -> None:
        self._entries = [] if picture is None else self._make_entries(picture, view)
        self.setToolTip("\n".join(entry.label for entry in self._entries))
        self.updateGeometry()
        self.update()

    def labels(self) -> list[str]:
        return [entry.label for entry in self._entries]

    def _make_entries(self, picture: MapPicture, view: str) -> list[KeyEntry]:
        colours = map_colours(self.palette())
        entries = []
        has_none = NOT_A_POSITION in picture.outcome_bytes

        def swatch(fill: QColor, dot: bool = False) -> Callable[[QPainter, QRectF], None]:
            def paint(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(pen(colours.muted, 1.0))
                painter.setBrush(fill)
                painter.drawRect(rect)
                if dot:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(colours.dot)
                    r = rect.width() * 0.18
                    painter.drawEllipse(rect.center(), r, r)
            return paint

        if view == GRUNDY and picture.grundy_bytes is not None:
            top = picture.grundy_top
            entries.append(KeyEntry(self.tr("0: the player to move loses"),
                                    swatch(colours.loses, dot=True)))
            if top >= 1:
                def ramp(painter: QPainter, rect: QRectF) -> None:
                    steps = 12
                    for i in range(steps):
                        value = 1 + round(i * (top - 1) / (steps - 1)) if top > 1 else 1
                        part = QRectF(rect.left() + rect.width() * i / steps, rect.top(),
                                      rect.width() / steps + 0.5, rect.height())
                        painter.fillRect(part, grundy_colour(colours, value, top))
                    painter.setPen(pen(colours.muted, 1.0))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(rect)
                label = (self.tr("Grundy value 1") if top == 1 else
                         self.tr("Grundy values 1 … {top}").format(top=top))
                entries.append(KeyEntry(label, ramp))
        else:
            entries.append(KeyEntry(self.tr("the player to move wins"), swatch(colours.wins)))
            entries.append(KeyEntry(self.tr("the player to move loses (P-position)"),
                                    swatch(colours.loses, dot=True)))
        if has_none:
            entries.append(KeyEntry(self.tr("not a position"), swatch(colours.none)))
        if picture.map.disagreements:
            def wrong(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(pen(colours.alarm, 2.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(1, 1, -1, -1))
                cross(painter, rect.adjusted(2, 2, -2, -2), colours.alarm, 1.5)
            entries.append(KeyEntry(self.tr("the rule disagrees with brute force"), wrong))
        if picture.spec.plane.golden_lines is not None:
            def golden(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(pen(colours.golden, 2.0))
                painter.drawLine(QLineF(rect.bottomLeft(), rect.topRight()))
            entries.append(KeyEntry(self.tr("y = φx and y = x/φ (φ ≈ 1.618)"), golden))
        if picture.spec.plane.fibonacci_axis:
            def triangle(painter: QPainter, rect: QRectF) -> None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.golden)
                c = rect.center()
                s = rect.width() * 0.45
                painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - s),
                                               QPointF(c.x() - s, c.y() + s),
                                               QPointF(c.x() + s, c.y() + s)]))
            entries.append(KeyEntry(self.tr("a Fibonacci number of objects"), triangle))
        entries.append(KeyEntry(self.tr("the position in the form"), _ring(colours.current)))
        return entries

    def _slots(self, width: float) -> tuple[list[tuple[QRectF, QRectF]], float]:
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        key = line * 0.8
        gap = metrics.horizontalAdvance("   ")
        slots = []
        x, y = KEY_INDENT, 0.0
        for entry in self._entries:
            needed = key + 4 + metrics.horizontalAdvance(entry.label) + 1
            if x > KEY_INDENT and x + needed > width:
                x, y = KEY_INDENT, y + line + 2
            slots.append((QRectF(x, y + (line - key) / 2, key, key),
                          QRectF(x + key + 4, y, needed - key - 4, line)))
            x += needed + gap
        return slots, (y + line if self._entries else 0.0)

    # -- Qt overrides ------------------------------------------------------------------------
    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return math.ceil(self._slots(width)[1]) + 2

    def sizeHint(self) -> QSize:
        return QSize(400, self.heightForWidth(400))

    def minimumSizeHint(self) -> QSize:
        return QSize(50, self.heightForWidth(max(self.width(), 50)))

    def paintEvent(self, event: QPaintEvent) -> None:
        slots, _ = self._slots(self.width())
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for entry, (key_rect, label_rect) in zip(self._entries, slots):
                painter.save()
                entry.paint(painter, key_rect)
                painter.restore()
                painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
                painter.drawText(label_rect, int(LEFT), entry.label)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.updateGeometry()
        super().resizeEvent(event)


def _ring(colour: QColor) -> Callable[[QPainter, QRectF], None]:
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(pen(colour, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
    return paint
