"""A column in a frameless vertical scroll area, for the tabs' left columns and the play
panel under a picture."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class ColumnScrollArea(QScrollArea):
    """Scrolls its column up and down, never sideways: so it asks for at least the
    column's own least width beside a vertical scroll bar, and asks again whenever the
    column's least width changes (a longer label in another language, a wider form)."""

    def __init__(self, column: QWidget, minimum_width: int):
        super().__init__(column.parentWidget())
        self._least = minimum_width
        self.setObjectName(f"{column.objectName()}_scroll")
        self.setWidget(column)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        column = self.widget()
        if column is None:
            return QSize(max(self._least, hint.width()), hint.height())
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(max(self._least, column.minimumSizeHint().width() + bar), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


def scrolling(column: QWidget, minimum_width: int) -> QScrollArea:
    """`column` in a frameless vertical scroll area: in a low window it scrolls instead of
    forcing the window to the height of everything in it (the rules, the form, ...)."""
    return ColumnScrollArea(column, minimum_width)
