"""A column in a frameless vertical scroll area, for the tabs' left columns and the play
panel under a picture."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def scrolling(column: QWidget, minimum_width: int) -> QScrollArea:
    """`column` in a frameless vertical scroll area: in a low window it scrolls instead of
    forcing the window to the height of everything in it (the rules, the form, ...)."""
    area = QScrollArea(column.parentWidget())
    area.setObjectName(f"{column.objectName()}_scroll")
    area.setWidget(column)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setMinimumWidth(minimum_width)
    return area
