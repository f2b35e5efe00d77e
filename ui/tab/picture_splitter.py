"""The picture above and the play panel below it, in a splitter that gives the panel the
height it needs whenever the window is resized (until the user drags the handle) and
when a game's review opens; in a low window the panel scrolls instead of overlapping."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget

from ui.tab.scrolling import scrolling


class PictureSplitter(QSplitter):
    """The picture over the play panel (in a scroll area); see the module's docstring."""

    def __init__(self, picture: QWidget, panel: QWidget, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setObjectName("picture_splitter")
        self.setChildrenCollapsible(False)
        self._panel = panel
        self._dragged = False
        self.addWidget(picture)
        self.addWidget(scrolling(panel, panel.minimumSizeHint().width()))
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setSizes([540, 250])       # the picture first; make_room gives what is needed
        self.splitterMoved.connect(self._on_dragged)

    @Slot()
    def make_room(self) -> None:
        """Give the panel the least height it needs at its width (its rows of controls
        wrap), as far as the picture can spare it."""
        lay_out_now(self._panel)
        panel = self._panel
        sizes = self.sizes()
        wanted = panel.layout().totalMinimumHeightForWidth(panel.width()) - sizes[-1]
        spare = sizes[0] - self.widget(0).minimumSizeHint().height()
        if wanted > 0 and spare > 0:
            grow = min(wanted, spare)
            self.setSizes([sizes[0] - grow, sizes[-1] + grow])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._dragged:
            self.make_room()

    @Slot()
    def _on_dragged(self) -> None:
        self._dragged = True


def lay_out_now(widget: QWidget) -> None:
    """Bring the size hints of `widget` and everything in it up to date at once: a change
    deep inside otherwise reaches the top one event-loop pass per level."""
    def depth(child: QWidget) -> int:
        level = 0
        while child is not widget:
            child, level = child.parentWidget(), level + 1
        return level

    for child in sorted([widget, *widget.findChildren(QWidget)], key=depth, reverse=True):
        if child.layout() is not None:
            child.layout().activate()
