"""A slow map says how long it has left: big numbers elsewhere in the position make every
cell of a brute-force map a bigger search, and the learner should know before waiting."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QLabel

from solvers import GAMES
from ui.explore import explorer
from ui.explore.explorer import ExplorerView

pytestmark = pytest.mark.heavy

LEFT = re.compile(r"about (\d+) s left")


def test_a_slow_map_estimates_the_time_left_and_cancels(qtbot, monkeypatch):
    monkeypatch.setattr(explorer, "ESTIMATE_AFTER_S", 0.25)   # (2 s in the window)
    view = ExplorerView(GAMES["nim"])
    qtbot.addWidget(view)
    view.set_base(GAMES["nim"].parse("3 4 40"))      # the third heap stays at 40
    status = view.findChild(QLabel, "explorer_status")
    try:
        view.set_side(48)
        assert view.running
        qtbot.waitUntil(lambda: LEFT.search(status.text()) is not None, timeout=60_000)
        assert int(LEFT.search(status.text()).group(1)) >= 2
        assert "Cancel" in status.text()
        view.cancel()
        assert status.text().startswith("Cancelled.")
    finally:
        view.shutdown()
        QThreadPool.globalInstance().waitForDone(10_000)


def test_a_quick_map_gives_no_estimate(qtbot):
    view = ExplorerView(GAMES["nim"])
    qtbot.addWidget(view)
    status = view.findChild(QLabel, "explorer_status")
    seen = []
    view.map_task.progressed.connect(lambda *args: seen.append(status.text()))
    with qtbot.waitSignal(view.map_shown, timeout=60_000):
        view.set_side(16)
    view.shutdown()
    assert not any(LEFT.search(text) for text in seen)
