"""A page whose content is made when it is first needed: shown, or asked for.

Most pages of a tab widget are never looked at in a session, and making one costs
imports and widgets; a `LazyPage` stands in for it, named as the content will be found,
and makes the content the first time the page is shown or `build()` is called.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

#: Makes the content, given the page (to parent it to, and to tell pages apart).
ContentFactory = Callable[[QWidget], QWidget]


class LazyPage(QWidget):
    """Holds the widget `make(page)` returns, made on first show or `build()`.

    A bound method `make` is held weakly: the page is its owner's child, and a strong
    reference back would keep the owner's Python object alive in a cycle, to be collected
    in any order (and Qt then calls into half-cleared Python objects while deleting).

    Signals:
        built(QWidget): the content was made and placed on the page.
    """

    built = Signal(QWidget)

    def __init__(self, make: ContentFactory, name: str = "",
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self._make: Callable[[], ContentFactory | None] | None = (
            weakref.WeakMethod(make) if inspect.ismethod(make) else lambda: make)
        self._content: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def content(self) -> QWidget | None:
        """The content, or None while it is not made."""
        return self._content

    def is_built(self) -> bool:
        return self._content is not None

    def build(self) -> QWidget:
        """Make the content now if it is not made yet; returns it."""
        if self._content is None and self._make is not None:
            make, self._make = self._make(), None    # once, even if making calls back here
            if make is None:                         # its owner is gone
                return None  # type: ignore[return-value]
            content = make(self)
            self._content = content
            self._layout.addWidget(content)
            if self.isVisible():
                # Laid out and shown now, so that the page's first paint has it in place.
                self._layout.activate()
                content.show()
            self.built.emit(content)
        return self._content  # type: ignore[return-value]

    # -- Qt overrides ----------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        self.build()
        super().showEvent(event)
