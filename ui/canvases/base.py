"""The base of every position picture: state in, pixels out.

A canvas is told an `Analysis` and paints it; it never computes game logic. Geometry lives
in pure functions in each canvas module (testable without painting); colours come from
the palette so the dark palette works.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from solvers.spec import Analysis, GameSpec


class Canvas(QWidget):
    """Paints the analysed position of one game; subclasses implement `paint_position`."""

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("canvas")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._analysis: Analysis | None = None
        self._highlighted: int | None = None
        self._stale = False

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

    def set_analysis(self, analysis: Analysis | None) -> None:
        self._analysis = analysis
        self._highlighted = None
        self._stale = False
        self.update()

    def set_highlighted_move(self, index: int | None) -> None:
        self._highlighted = index
        self.update()

    def set_stale(self, stale: bool) -> None:
        """Grey the picture while the input is invalid: the last good result stays visible."""
        self._stale = stale
        self.update()

    # -- for subclasses ----------------------------------------------------------------------
    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        raise NotImplementedError

    def colour(self, role: QPalette.ColorRole) -> QColor:
        return self.palette().color(role)

    # -- Qt overrides --------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(480, 320)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 140)

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillRect(self.rect(), self.colour(QPalette.ColorRole.Base))
            if self._analysis is not None:
                self.paint_position(painter, QRectF(self.rect()).adjusted(8, 8, -8, -8),
                                    self._analysis)
            if self._stale:
                veil = QColor(self.colour(QPalette.ColorRole.Base))
                veil.setAlpha(170)
                painter.fillRect(self.rect(), veil)
