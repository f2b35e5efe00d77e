"""A layout that places its items left to right and wraps them onto new lines, like words."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


def flow_positions(sizes: list[QSize], width: int, spacing: int) -> tuple[list[QPoint], int]:
    """Top-left corner of each item when `sizes` flow into `width`, and the total height.

    Items of one line share its top; an item wider than `width` gets a line of its own.
    """
    points = []
    x = y = line_height = 0
    for size in sizes:
        if x > 0 and x + size.width() > width:
            x = 0
            y += line_height + spacing
            line_height = 0
        points.append(QPoint(x, y))
        x += size.width() + spacing
        line_height = max(line_height, size.height())
    return points, (y + line_height if sizes else 0)


class FlowLayout(QLayout):
    """Lays its items out in wrapped lines; reports its height for a given width."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        # Qt asks for the height at a width several times per layout pass: answered once
        # per width until the items change (invalidate).
        self._heights: dict[int, int] = {}
        self.setContentsMargins(0, 0, 0, 0)

    def insert_widget(self, index: int, widget: QWidget) -> None:
        """Put `widget` at `index` among the items (addWidget appends)."""
        self.addWidget(widget)
        item = self._items.pop()
        self._items.insert(index, item)
        self.invalidate()

    def _layout(self, rect: QRect, apply: bool) -> int:
        margins: QMargins = self.contentsMargins()
        inner = rect.marginsRemoved(margins)
        sizes = [item.sizeHint() for item in self._items]
        points, height = flow_positions(sizes, max(inner.width(), 1), self._spacing)
        if apply:
            for item, point, size in zip(self._items, points, sizes):
                item.setGeometry(QRect(inner.topLeft() + point, size))
        return height + margins.top() + margins.bottom()

    # -- QLayout overrides ----------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._heights.clear()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        self._heights.clear()
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if width not in self._heights:
            self._heights[width] = self._layout(QRect(0, 0, width, 0), apply=False)
        return self._heights[width]

    def invalidate(self) -> None:
        self._heights.clear()
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._layout(rect, apply=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
