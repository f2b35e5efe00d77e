"""PySide6 must not drop references to None, True and False.

PySide6 6.12.0 does, on CPython 3.11, in ordinary calls; the process then aborts with
"deallocating None" at some later, unrelated line. pyproject.toml keeps PySide6 below
6.12 for this; this test fails (instead of crashing) on a PySide6 with the leak.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QListWidget, QWidget

CALLS = 2000


class Emitter(QObject):
    flag = Signal(bool)


def counts():
    return sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)


def test_no_references_to_none_true_false_are_lost(qtbot):
    widget, items, emitter = QWidget(), QListWidget(), Emitter()
    qtbot.addWidget(widget)
    qtbot.addWidget(items)
    items.addItem("x")
    received = []
    emitter.flag.connect(received.append)
    before = counts()
    for _ in range(CALLS):
        widget.findChild(QWidget, "nothing")
        items.item(0).data(Qt.ItemDataRole.UserRole)
        widget.property("nothing")
        emitter.flag.emit(True)
        emitter.flag.emit(False)
    received.clear()
    lost = [b - a for a, b in zip(counts(), before)]
    assert max(lost) < CALLS // 2, f"references lost (None, True, False): {lost}"
