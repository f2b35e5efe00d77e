"""The base of every position picture: state in, pixels out.

A canvas is told an `Analysis` and paints it; it never computes game logic. Geometry lives
in pure functions in each canvas module (testable without painting); colours come from
the palette so the dark palette works.

While a practice game hides the answers (`set_answers_shown(False)`), a canvas paints the
position alone: `drawn_analysis` keeps no winner, no moves and no facts, so nothing the
solver concluded can reach the pixels, and each canvas leaves out the theory it would draw
from the position itself (the binary columns, the cold cells, a strategy's dominoes).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from solvers.spec import Analysis, GameSpec, Move, Position

from .accents import Accents, accents_for, blend, with_alpha
from .layout import single_change
from .legend import LegendEntry, paint_legend
from .shapes import cross, stone
from .text import LEFT, TextWidths, draw_text, fitting, font_widths, painter_widths, scaled_font

T = TypeVar("T")

#: Pictures kept by `paint_cached` and by `paint_stamp`, per canvas: the parts of two or
#: three positions, and the small shapes they are made of.
PICTURES_KEPT = 96
STAMPS_KEPT = 2048


@dataclass(frozen=True)
class ShownMove:
    """The move a canvas draws: the one the user picked (`emphasised`), or else the first
    winning move, drawn subtly so the position itself stays the main thing."""

    index: int
    move: Move
    emphasised: bool


def practice_captions() -> list[str]:
    """The caption of a picture whose answers are hidden, longest first: it says why the
    picture shows less than usual and how to bring the rest back."""
    translate = QCoreApplication.translate
    return [translate("Canvas",
                      "Practice: the picture's analysis is hidden until you ask for a hint"),
            translate("Canvas", "Practice: analysis hidden until a hint"),
            translate("Canvas", "Analysis hidden")]


def bare(analysis: Analysis) -> Analysis:
    """`analysis` without anything the solver concluded: its position only."""
    return Analysis(analysis.game, analysis.position, None)


def nth_move(moves: Sequence[Move], index: int) -> Move | None:
    """moves[index], or None. Never asks for len(): some move lists are built lazily and
    counting them would build them all."""
    if index < 0:
        return None
    try:
        return moves[index]
    except IndexError:
        return None


def paint_kept(painter: QPainter, kept: OrderedDict[Hashable, QPixmap], most: int,
               key: Hashable, area: QRectF, draw: Callable[[QPainter], None],
               rows: tuple[float, float] | None = None) -> None:
    """Paint `draw`'s drawing within `area` from its picture in `kept`, made now if it is
    not there; `kept` holds the `most` used last. See Canvas.paint_cached (which keeps its
    pictures in the canvas); a canvas keeps pictures of its own here when they are large
    and few. `rows` (top, bottom) paints only that band of it."""
    ratio = painter.device().devicePixelRatioF()
    left = math.floor(area.left() * ratio) / ratio
    top = math.floor(area.top() * ratio) / ratio
    full = (key, round(area.left() - left, 4), round(area.top() - top, 4),
            round(area.width(), 4), round(area.height(), 4), ratio, painter.renderHints().value)
    picture = kept.get(full)
    if picture is None:
        picture = QPixmap(math.ceil((area.right() - left) * ratio) + 1,
                          math.ceil((area.bottom() - top) * ratio) + 1)
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        with QPainter(picture) as inner:
            inner.setRenderHints(painter.renderHints())
            inner.translate(-left, -top)
            draw(inner)
        kept[full] = picture
        if len(kept) > most:
            kept.popitem(last=False)
    else:
        kept.move_to_end(full)
    if rows is None:
        painter.drawPixmap(QPointF(left, top), picture)
        return
    first = min(max(round((rows[0] - top) * ratio), 0), picture.height())
    stop = min(max(round((rows[1] - top) * ratio), first), picture.height())
    if stop > first:
        painter.drawPixmap(QPointF(left, top + first / ratio), picture,
                           QRectF(0, first, picture.width(), stop - first))


class Canvas(QWidget):
    """Paints the analysed position of one game; subclasses implement `paint_position`.

    A canvas that knows which move a click means implements `move_at`; a click there
    asks for that move (the play panel checks that it is legal).

    While `answers_shown` is False the canvas paints `drawn_analysis`: the position alone
    (see the module's docstring); legend entries marked `answer` are left out and the
    caption says that the analysis is hidden.

    Signals:
        move_requested(object): the Position after the move the user clicked.
        answers_shown_changed(bool): the picture shows its answers again (True), or hides
            them (False).
    """

    move_requested = Signal(object)
    answers_shown_changed = Signal(bool)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("canvas")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._analysis: Analysis | None = None
        self._bare: Analysis | None = None      # drawn_analysis while the answers are hidden
        self._answers_shown = True
        self._highlighted: int | None = None
        self._stale = False
        self._cache: dict[Hashable, Any] = {}
        self._colours: dict[Hashable, Any] = {}     # mixed colours, for one paint
        self._pictures: OrderedDict[Hashable, QPixmap] = OrderedDict()   # paint_cached
        self._stamps: OrderedDict[Hashable, QPixmap] = OrderedDict()     # paint_stamp

    # -- state -----------------------------------------------------------------------------
    @property
    def analysis(self) -> Analysis | None:
        return self._analysis

    @property
    def highlighted_move(self) -> int | None:
        """Index into `analysis.moves` of the move to show, or None."""
        return self._highlighted

    @property
    def stale(self) -> bool:
        return self._stale

    @property
    def answers_shown(self) -> bool:
        """Whether the picture draws what gives the answer away: the theory (the XOR, the
        cold cells, P/N colours, Grundy values, a strategy) and the winner's marks."""
        return self._answers_shown

    @property
    def drawn_analysis(self) -> Analysis | None:
        """What the picture paints and is clicked by: the analysis, or while the answers
        are hidden its position alone (no winner, no moves, no facts)."""
        if self._answers_shown or self._analysis is None:
            return self._analysis
        if self._bare is None:
            self._bare = bare(self._analysis)
        return self._bare

    def set_analysis(self, analysis: Analysis | None) -> None:
        self._analysis = analysis
        self._bare = None
        self._highlighted = None
        self._cache.clear()
        self._stale = False
        self.update()

    def set_highlighted_move(self, index: int | None) -> None:
        self._highlighted = index
        self.update()

    def set_answers_shown(self, shown: bool) -> None:
        """Show the answers (the default) or paint the position alone (a practice game)."""
        if shown == self._answers_shown:
            return
        self._answers_shown = shown
        self._cache.clear()
        self.update()
        self.answers_shown_changed.emit(shown)

    def set_stale(self, stale: bool) -> None:
        """Grey the picture while the input is invalid: the last good result stays visible."""
        self._stale = stale
        self.update()

    # -- for subclasses ----------------------------------------------------------------------
    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        raise NotImplementedError

    def colour(self, role: QPalette.ColorRole) -> QColor:
        return self.palette().color(role)

    def _mixed(self, key: Hashable, make: Callable[[], Any]) -> Any:
        # Canvases ask for the same few colours hundreds of times per paint.
        if key not in self._colours:
            self._colours[key] = make()
        return self._colours[key]

    def accents(self) -> Accents:
        return self._mixed("accents", lambda: accents_for(self.palette()))

    def paper(self) -> QColor:
        """The colour the picture is drawn on."""
        return self._mixed("paper", lambda: self.colour(QPalette.ColorRole.Base))

    def ink(self) -> QColor:
        """The colour of text and outlines on the base."""
        return self._mixed("ink", lambda: self.colour(QPalette.ColorRole.Text))

    def muted(self, share: float = 0.45) -> QColor:
        """Ink faded towards the base: secondary labels, grid lines."""
        return self._mixed(("muted", share), lambda: blend(
            self.ink(), self.colour(QPalette.ColorRole.Base), share))

    def tint(self, colour: QColor, share: float = 0.3) -> QColor:
        """`colour` faded into the base: fills that keep text on them readable."""
        return self._mixed(("tint", colour.rgba(), share), lambda: blend(
            self.colour(QPalette.ColorRole.Base), colour, share))

    def label_font(self, scale: float = 1.0, bold: bool = False) -> QFont:
        return scaled_font(self.font(), scale, bold)

    def label_widths(self, scale: float = 1.0, bold: bool = False) -> TextWidths:
        """The kept text widths of label_font(scale, bold) on this canvas."""
        return font_widths(self.label_font(scale, bold), self.logicalDpiY())

    def shown_move(self, analysis: Analysis) -> ShownMove | None:
        index = self._highlighted if self._highlighted is not None else 0
        move = self.cached(("move", index), lambda: nth_move(analysis.moves, index))
        if move is None:
            return None
        return ShownMove(index, move, self._highlighted is not None)

    def changed_number(self, shown: ShownMove | None, before: Sequence[int],
                       sort_after: bool = False) -> tuple[int, int] | None:
        """(index, value after) of the one number the shown move changes, cached per move.

        `sort_after` compares with the position after the move sorted (pieces on a strip
        are kept in cell order)."""
        if shown is None:
            return None
        after = shown.move.after.numbers
        if sort_after:
            after = tuple(sorted(after))
        index = self.cached(("changed", shown.index), lambda: single_change(before, after))
        return (index, after[index]) if index is not None else None

    def move_colour(self, shown: ShownMove) -> QColor:
        colour = self.accents().move
        return colour if shown.emphasised else with_alpha(colour, 0.75)

    def paint_stone(self, painter: QPainter, rect: QRectF) -> None:
        stone(painter, rect, self.tint(self.ink(), 0.5), self.ink())

    def paint_taken_stone(self, painter: QPainter, rect: QRectF, shown: ShownMove) -> None:
        """A stone the shown move takes: hollow and crossed out."""
        colour = self.move_colour(shown)
        stone(painter, rect, self.tint(self.accents().move, 0.15), colour)
        cross(painter, rect, colour, 2.4 if shown.emphasised else 1.6)

    def move_pen_style(self, shown: ShownMove) -> Qt.PenStyle:
        return Qt.PenStyle.SolidLine if shown.emphasised else Qt.PenStyle.DashLine

    def cached(self, key: Hashable, make: Callable[[], T]) -> T:
        """Derived drawing data, kept until the next analysis (not repainted from scratch
        on every resize: some of it walks numbers of thousands of digits)."""
        if key not in self._cache:
            if len(self._cache) > 64:
                self._cache.clear()
            self._cache[key] = make()
        return self._cache[key]

    def paint_cached(self, painter: QPainter, key: Hashable, area: QRectF,
                     draw: Callable[[QPainter], None],
                     rows: tuple[float, float] | None = None) -> None:
        """Paint what `draw(painter)` paints inside `area` from a picture of it, kept for as
        long as the same `key` comes back: a part of the picture that many shapes make
        (a pile of coins) and that the next position usually shows again.

        `key` names everything the drawing depends on but its place: the picture keeps
        the drawing's place within a pixel, so it covers exactly the pixels that painting
        directly would (up to the rounding of a blended edge). `draw` paints in the
        canvas's coordinates, within `area`. With `rows` (top, bottom), only that band of
        the picture is painted, rounded to whole pixels: one picture then serves drawings
        that are parts of one another (a pile of any height from one tall pile), when the
        band is cut where nothing is drawn across (between two discs).
        """
        paint_kept(painter, self._pictures, PICTURES_KEPT, key, area, draw, rows)

    def paint_stamp(self, painter: QPainter, key: Hashable, area: QRectF,
                    draw: Callable[[QPainter], None]) -> None:
        """`paint_cached` for one small shape of many alike (a coin of a pile): the
        pictures of a few thousand are kept."""
        paint_kept(painter, self._stamps, STAMPS_KEPT, key, area, draw)

    def paint_caption(self, painter: QPainter, rect: QRectF,
                      caption: str | Sequence[str]) -> QRectF:
        """One line of text over the picture, the first of the captions (longest first)
        that fits; returns the rect left below it. While the answers are hidden the
        line says so instead (captions are mostly the theory: "XOR: 3 ⊕ 4 ⊕ 5 = 2")."""
        painter.setFont(self.label_font())
        metrics = painter_widths(painter)
        height = metrics.height()
        captions = [caption] if isinstance(caption, str) else list(caption)
        if not self._answers_shown:
            captions = practice_captions()
        chosen = fitting(metrics, captions, rect.width()) or captions[-1]
        painter.setPen(self.ink())
        draw_text(painter, QRectF(rect.left(), rect.top(), rect.width(), height), chosen, LEFT)
        return rect.adjusted(0, height + 4, 0, 0)

    def paint_key(self, painter: QPainter, rect: QRectF,
                  entries: Sequence[LegendEntry]) -> QRectF:
        """A legend line under the picture when there is room for it; returns the rect left
        above it."""
        painter.setFont(self.label_font(0.9))
        height = painter_widths(painter).height()
        entries = self.key_entries(entries)
        if rect.height() < 5 * height or not entries:
            return rect
        painter.setPen(self.ink())
        paint_legend(painter, QRectF(rect.left(), rect.bottom() - height, rect.width(), height),
                     entries)
        return rect.adjusted(0, 0, 0, -(height + 4))

    def paint_note(self, painter: QPainter, rect: QRectF, note: str) -> None:
        """A short centred message where there is nothing to draw."""
        painter.setFont(self.label_font())
        painter.setPen(self.muted(0.3))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         note)

    def move_at(self, point: QPointF) -> Position | None:
        """The position after the move a click at `point` means, or None (no move there)."""
        return None

    # -- clicks: the same rects as painting, without painting ------------------------------------
    def picture_rect(self) -> QRectF:
        """The rect `paint_position` is given (see paintEvent)."""
        return QRectF(self.rect()).adjusted(8, 8, -8, -8)

    def below_caption(self, rect: QRectF) -> QRectF:
        """The rect `paint_caption` leaves below its line."""
        return rect.adjusted(0, self.label_widths().height() + 4, 0, 0)

    def above_key(self, rect: QRectF, entries: Sequence[LegendEntry]) -> QRectF:
        """The rect `paint_key` leaves above its legend line."""
        height = self.label_widths(0.9).height()
        entries = self.key_entries(entries)
        if rect.height() < 5 * height or not entries:
            return rect
        return rect.adjusted(0, 0, 0, -(height + 4))

    def key_entries(self, entries: Sequence[LegendEntry]) -> list[LegendEntry]:
        """The entries the key shows: not the move's when no move is drawn, nor an answer's
        while the answers are hidden."""
        analysis = self.drawn_analysis
        no_move = analysis is None or self.shown_move(analysis) is None
        return [entry for entry in entries if not (entry.needs_move and no_move)
                and not (entry.answer and not self._answers_shown)]

    def click_points(self, after: Position) -> list[QPointF]:
        """Where to click, in order, to ask for the move to `after` ([] when the picture
        cannot show it): what tests click, from the geometry the picture is painted with."""
        return []

    # -- Qt overrides --------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if (event.button() == Qt.MouseButton.LeftButton and self._analysis is not None
                and not self._stale):
            target = self.move_at(event.position())
            if target is not None:
                self.move_requested.emit(target)
                event.accept()
                return
        super().mousePressEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(480, 320)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 140)

    def paintEvent(self, event: QPaintEvent) -> None:
        self._colours.clear()       # the palette may have changed since the last paint
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillRect(self.rect(), self.colour(QPalette.ColorRole.Base))
            analysis = self.drawn_analysis
            if analysis is not None:
                self.paint_position(painter, QRectF(self.rect()).adjusted(8, 8, -8, -8),
                                    analysis)
            if self._stale:
                veil = QColor(self.colour(QPalette.ColorRole.Base))
                veil.setAlpha(170)
                painter.fillRect(self.rect(), veil)
