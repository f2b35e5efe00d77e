"""Fixtures of the window tests: isolated settings, no stray workers, factories for tabs."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QThreadPool
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QListWidget, QWidget

from solvers import GAMES
from solvers.params import place_tokens
from solvers.spec import GameSpec, Move, Position
from ui.canvases.base import Canvas
from ui.play import computer, legal_moves, values
from ui.tab.param_form import ADAPTERS
from ui.tab.results import ResultsView
from ui.window.app import APPLICATION, GIL_SWITCH_INTERVAL, ORGANISATION

#: A worker that has just reported may take a moment to return; longer is a leak.
WORKER_GRACE_MS = 1000
#: How long a leaked worker is waited for, so that it cannot disturb the next test.
WORKER_DRAIN_MS = 60_000


class BlankCanvas(Canvas):
    """Stands in for a picture whose canvas has not landed yet; draws nothing."""

    def paint_position(self, painter: QPainter, rect, analysis) -> None:
        return None


@pytest.fixture(scope="session", autouse=True)
def responsive_threads():
    """The GIL hand-over interval the application sets (ui.window.app.make_application)."""
    previous = sys.getswitchinterval()
    sys.setswitchinterval(GIL_SWITCH_INTERVAL)
    yield
    sys.setswitchinterval(previous)


@pytest.fixture(autouse=True)
def isolated_settings(qapp: QApplication, tmp_path):
    """Each test gets its own empty settings file, under NimLab's names."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "settings"))
    yield tmp_path / "settings"


@pytest.fixture(autouse=True)
def earlier_widgets_deleted(qapp: QApplication):
    """The widgets an earlier test closed are deleted before this one starts: pytest-qt
    only asks for their deletion, which otherwise happens in this test's first wait (four
    windows deleted there paused a test's window 4 s)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    yield


@pytest.fixture(autouse=True)
def no_worker_left_running(qapp: QApplication):
    """Fail a test that leaves background solving running after it ends."""
    yield
    pool = QThreadPool.globalInstance()
    if pool.waitForDone(WORKER_GRACE_MS):
        return
    pool.waitForDone(WORKER_DRAIN_MS)
    pytest.fail("a solving worker was still running after the test ended")


@pytest.fixture
def quick_computer(monkeypatch):
    """The computer replies without its pause for the eye (COMPUTER_PAUSE_MS), for tests
    that read what follows a reply rather than when it comes: a game's page and the sum's."""
    monkeypatch.setattr(computer, "COMPUTER_PAUSE_MS", 0)


@pytest.fixture
def quick_legal_list(monkeypatch):
    """The legal moves list a new position at once, not LEGAL_WAIT_MS later, for tests
    that wait for the list after every move."""
    monkeypatch.setattr(legal_moves, "LEGAL_WAIT_MS", 0)


@pytest.fixture
def quick_values(monkeypatch):
    """The search of best play's values starts at once, not VALUES_WAIT_MS after a new
    position, for tests that wait for every page to settle rather than type."""
    monkeypatch.setattr(values, "VALUES_WAIT_MS", 0)


@pytest.fixture
def make_window(qtbot):
    """Build a MainWindow (remembering settings unless told not to), shown and registered.

    Its pages are made when first shown or asked for (window.tab, all_tabs, game_tabs), as
    `python main.py` makes them, but never in idle time, so a test sees the same window
    however long it waits; `lazy=False` makes every page at once, before the first paint.
    A test that looks at every page asks for all_tabs(): tabs.widget(i) of a page not yet
    made is its empty LazyPage."""
    from ui.window.main_window import MainWindow

    def make(remember: bool = True, show: bool = True, lazy: bool = True) -> MainWindow:
        window = MainWindow(remember=remember, lazy=lazy)
        qtbot.addWidget(window)
        if show:
            window.show()
            qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def make_tab(qtbot):
    """Build one game's tab by id, at an optional starting position."""
    from ui.window.main_window import make_tab as build

    def make(game: str, position: str | None = None):
        tab = build(GAMES[game])
        qtbot.addWidget(tab)
        if position is not None:
            tab.set_position_text(position)
        return tab

    return make


class Reader:
    """Reads a tab the way a user sees it, and fills its form the way a user would."""

    @staticmethod
    def verdict(tab) -> str:
        return tab.findChild(QLabel, "verdict").text()

    @staticmethod
    def position(tab) -> QLineEdit:
        return tab.findChild(QLineEdit, "position")

    @staticmethod
    def moves(tab) -> QListWidget:
        return tab.findChild(QListWidget, "moves")

    def move_texts(self, tab) -> list[str]:
        moves = self.moves(tab)
        return [moves.item(i).text() for i in range(moves.count())]

    def listed_moves(self, tab) -> list[Move]:
        """The move each row of the winning moves' list plays when activated."""
        results = tab.findChild(ResultsView)
        return [results.listed_move(row) for row in range(self.moves(tab).count())]

    @staticmethod
    def field(tab, name: str) -> QWidget:
        widget = tab.findChild(QWidget, name)
        assert widget is not None, name
        return widget

    def fill_form(self, tab, spec: GameSpec, position: Position) -> None:
        """Type `position` field by field into the tab's form, each field through the
        form's own adapter of its parameter kind."""
        placed = place_tokens(spec.params, spec.words(position))
        for param in spec.params:
            ADAPTERS[type(param)].show(self.field(tab, param.name), placed[param.name])


@pytest.fixture
def read() -> Reader:
    return Reader()
