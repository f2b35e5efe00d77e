"""A tab widget that repaints only what changes when a page's layout changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtWidgets import QTabWidget, QWidget

#: Events after which the tab widget lays itself out again whatever it had before.
_RELAYOUTS = frozenset({QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Resize,
                        QEvent.Type.StyleChange, QEvent.Type.FontChange,
                        QEvent.Type.LayoutDirectionChange})


class QuietTabWidget(QTabWidget):
    """A QTabWidget that drops layout requests that would change nothing of its own.

    Qt's tab widget answers every layout request (one comes up from a page whenever, say,
    a label in it gets a new text) by laying out its tab bar and page area again and
    repainting all of itself: the tab bar and every part of the page that no opaque
    widget covers, on every keystroke. When its size and the size hints of its tab bar and
    of itself (which follow its pages') are what they were at the last layout, that layout
    would come out the same: the request is dropped. When only its own size hints changed
    (a page's did), the parent is told, as Qt would, without the repaint.

    Signals:
        pages_changed(): a page was added or removed (the navigation lists them again).
    """

    pages_changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._laid_out: tuple[QSize, ...] | None = None
        self._hinted: tuple[QSize, ...] | None = None

    def _layout_key(self) -> tuple[QSize, ...]:
        bar = self.tabBar()
        return self.size(), bar.sizeHint(), bar.minimumSizeHint()

    def _hint_key(self) -> tuple[QSize, ...]:
        return self.sizeHint(), self.minimumSizeHint()

    # -- Qt overrides ----------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.LayoutRequest and self.isVisible():
            key, hints = self._layout_key(), self._hint_key()
            if key == self._laid_out:
                if hints != self._hinted:
                    self._hinted = hints
                    self.updateGeometry()
                return True
            self._laid_out, self._hinted = key, hints
        elif kind in _RELAYOUTS:
            self._laid_out = None
        return super().event(event)

    def tabInserted(self, index: int) -> None:
        self._laid_out = None
        super().tabInserted(index)
        self.pages_changed.emit()

    def tabRemoved(self, index: int) -> None:
        self._laid_out = None
        super().tabRemoved(index)
        self.pages_changed.emit()
