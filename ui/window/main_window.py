"""The main window: it assembles one page per game of the registry and the sum of games,
the menus, and the files feature; each of those lives in its own module.

`lazy=True` makes only the page in front; every other page is a LazyPage named after its
game, whose tab is made when it comes to the front or is asked for. `python main.py` also
asks for the rest in idle time once the window has painted
(`make_waiting_pages_after_paint`). What the window remembers between starts is
ui/window/settings.py's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QPaintEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QWidget

from solvers import GAMES
from solvers.spec import GameSpec
from ui import tasks
from ui.canvases import canvas_class
from ui.files.export_actions import Exports
from ui.files.judge_actions import JudgeFiles
from ui.files.session import SUM_TAB, Session
from ui.files.session_actions import SessionFiles
from ui.files.status import FileStatus
from ui.help.window_help import WindowHelp
from ui.rulelab_names.actions import install as install_named_games
from ui.tab.game_tab import GameTab
from ui.tab.outcome import join_sentences, translate
from ui.window import settings as remembered
from ui.window.lazy_page import LazyPage
from ui.window.menus import WindowMenus
from ui.window.navigation import GameNavigator, first_focusable
from ui.window.pages import page_class
from ui.window.quiet_tabs import QuietTabWidget

if TYPE_CHECKING:
    from ui.sum.sum_tab import SumTab

#: Longest wait for background work when the window closes, in milliseconds.
CLOSE_WAIT_MS = 3000
DEFAULT_SIZE = (1360, 840)


def make_tab(spec: GameSpec, position: str | None = None) -> GameTab:
    return page_class(spec.page)(spec, position)


def sum_tab_class() -> type[SumTab]:
    """The sum of games' page, imported when first made: a window that starts with a
    game in front does not wait for it (with the exports' lazy import, about 5 ms of the
    start with bytecode and 15 ms from source, timed by importing the window)."""
    from ui.sum.sum_tab import SumTab

    return SumTab


def _prepare_page(name: str) -> None:
    """Import what the tab of page `name` needs, so making it is quick."""
    if name == SUM_TAB:
        sum_tab_class()
    elif name in GAMES:
        page_class(GAMES[name].page)
        canvas_class(GAMES[name].canvas)


def _registry_tabs(tabs: list[QWidget]) -> list[GameTab]:
    """Those of `tabs` that show a game of the registry."""
    return [tab for tab in tabs
            if isinstance(getattr(tab, "spec", None), GameSpec)
            and GAMES.get(tab.objectName()) is tab.spec]


class MainWindow(QMainWindow):
    """NimLab's window. `remember=False` neither reads nor writes the settings.

    Without `lazy`, every tab is made before the constructor returns, as other programs
    expect; a tab gets its remembered position and game when it is made.

    Signals:
        game_changed(str): another page came to the front (its name: a game id, or the
            sum's).
        first_painted(): the window has painted for the first time.
    """

    game_changed = Signal(str)
    first_painted = Signal()

    def __init__(self, remember: bool = True, parent: QWidget | None = None, *,
                 lazy: bool = False):
        super().__init__(parent)
        self.setObjectName("main_window")
        self._remember = remember
        self._ready = False                 # menus and status bar made: tabs may report
        self._painted = False
        self._prepared: set[str] = set()    # pages whose modules the idle steps imported
        self._when_made: dict[str, list[Callable[[QWidget], None]]] = {}
        self.tabs = QuietTabWidget(self)
        self.tabs.setObjectName("tabs")
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        self.tabs.tabBar().hide()           # the navigation on the left shows the pages
        self.tabs.setDocumentMode(True)
        for spec in GAMES.values():
            self._add_page(spec.id, translate(spec.title), join_sentences(spec.rules), lazy)
        self._add_page(SUM_TAB, self.tr("Sum of games"), None, lazy)
        self.navigation = GameNavigator(self.tabs)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("navigation_splitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.navigation)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        self.setCentralWidget(splitter)
        self.status = FileStatus(self)
        self.remembered_games = remembered.RememberedGames(self.status)
        self.sessions = SessionFiles(self, self.status, remember)
        self.exports = Exports(self, self.status, self.sessions)
        self.judge = JudgeFiles(self, self.status, self.sessions)
        self.menus = WindowMenus(self, self.tabs, [self.sessions.add_to, self.exports.add_to,
                                                   self.judge.add_to])
        self.help = WindowHelp(self)        # Help → rules of the game, glossary, tour
        self.named_games = install_named_games(self, remember)
        self.resize(*DEFAULT_SIZE)
        if remember:
            self._restore_settings()
        self._ready = True
        self._connect_signals()
        self._on_current_changed(self.tabs.currentIndex())

    # -- building --------------------------------------------------------------------------
    def _add_page(self, name: str, title: str, tip: str | None, lazy: bool) -> None:
        """A tab titled `title`: its page made now, or a LazyPage named `name` that makes
        it later (the sum's tooltip, its rules, comes with the page)."""
        if lazy:
            page: QWidget = LazyPage(self._make_page, name)
            page.built.connect(self._on_page_built)
        else:
            page = self._make_page(name)
        index = self.tabs.addTab(page, title)
        tip = tip if tip is not None else getattr(page, "rules_text", lambda: None)()
        if tip:
            self.tabs.setTabToolTip(index, tip)

    def add_game_page(self, spec: GameSpec) -> GameTab:
        """The tab of `spec`, a game registered after the window was made (a named game):
        made now and put before the sum of games."""
        at = self._page_index(SUM_TAB)
        index = self.tabs.insertTab(at if at >= 0 else self.tabs.count(),
                                    self._make_page(spec.id), translate(spec.title))
        self.tabs.setTabToolTip(index, join_sentences(spec.rules))
        self.navigation.set_tip(spec.id, self.navigation.tip(index))
        return self.tab(spec.id)

    def _make_page(self, page: QWidget | str) -> QWidget:
        """The tab of the page named `page` (a game id, or the sum's), or of that LazyPage."""
        name = page if isinstance(page, str) else page.objectName()
        return self._make_sum_tab() if name == SUM_TAB else self._make_game_tab(GAMES[name])

    def _make_game_tab(self, spec: GameSpec) -> GameTab:
        """Game `spec`'s tab, at the position it had at the last close when remembering
        (and with the game being played then, once the window is ready)."""
        settings = QSettings() if self._remember else None
        start, typed = (remembered.remembered_position(settings, spec)
                        if settings is not None else (None, None))
        tab = make_tab(spec, start)
        if typed is not None:
            tab.set_position_text(typed)     # shown as typed, its error beside the example
        if settings is not None and self._ready:
            self._restore_play(tab, settings)
        return tab

    def _make_sum_tab(self) -> SumTab:
        tab = sum_tab_class()()
        if self._remember:
            tab.load_settings(QSettings())
        return tab

    def _connect_signals(self) -> None:
        self.menus.quit.triggered.connect(self.close)
        self.menus.find.triggered.connect(self.navigation.focus_search)
        self.navigation.page_entered.connect(self._on_page_entered)
        self.menus.next.triggered.connect(self._on_next_triggered)
        self.menus.previous.triggered.connect(self._on_previous_triggered)
        self.menus.pages.triggered.connect(self._on_page_action_triggered)
        self.menus.about.triggered.connect(self._on_about_triggered)
        self.tabs.currentChanged.connect(self._on_current_changed)

    def make_waiting_pages_after_paint(self) -> None:
        """Make the waiting pages of a lazy window one by one in the event loop's idle
        turns, from its first paint on (how `python main.py` starts)."""
        if self._painted:
            self._on_first_painted()
        else:
            self.first_painted.connect(self._on_first_painted)

    @Slot()
    def _on_first_painted(self) -> None:
        QTimer.singleShot(0, self, self._build_next_page)

    # -- pages -----------------------------------------------------------------------------
    def tab(self, game: str) -> GameTab:
        """The tab of game id `game` (made now if its page was still waiting)."""
        index = self._page_index(game)
        if index < 0:
            raise KeyError(game)
        return self._made(self.tabs.widget(index))  # type: ignore[return-value]

    def current_tab(self) -> GameTab | SumTab:
        return self._made(self.tabs.currentWidget())  # type: ignore[return-value]

    def show_game(self, game: str) -> None:
        index = self._page_index(game)
        if index < 0:
            raise KeyError(game)
        self.tabs.setCurrentIndex(index)

    def all_tabs(self) -> list[GameTab | SumTab]:
        """Every tab, in order (pages still waiting are made now)."""
        return [self._made(self.tabs.widget(i)) for i in range(self.tabs.count())]

    def game_tabs(self) -> list[GameTab]:
        """The tabs of the registry's games (a session holds these)."""
        return _registry_tabs(self.all_tabs())

    @property
    def sum_tab(self) -> SumTab:
        return self.tab(SUM_TAB)  # type: ignore[return-value]

    def sum_of_games_tab(self) -> SumTab | None:
        """The sum-of-games tab, if the window has one."""
        index = self._page_index(SUM_TAB)
        tab = self._made(self.tabs.widget(index)) if index >= 0 else None
        return tab if hasattr(tab, "set_position_text") else None

    def when_made(self, name: str, then: Callable[[QWidget], None]) -> None:
        """Call `then(tab)` with the tab of page `name` (a game id, or the sum's) once it
        is made: now if it is, else as soon as it is (a session shown in a window whose
        pages wait need not make them all at once)."""
        index = self._page_index(name)
        if index < 0:
            raise KeyError(name)
        page = self.tabs.widget(index)
        if isinstance(page, LazyPage) and not page.is_built():
            self._when_made.setdefault(name, []).append(then)
        else:
            then(self._made(page))

    def made_tabs(self) -> list[QWidget]:
        """The tabs made so far, in order (without making the others)."""
        made = [page.content() if isinstance(page, LazyPage) else page
                for page in self._pages()]
        return [tab for tab in made if tab is not None]

    def pages_waiting(self) -> list[str]:
        """The names of the pages whose tab is not made yet (a lazy window's)."""
        return [page.objectName() for page in self._pages()
                if isinstance(page, LazyPage) and not page.is_built()]

    def about_text(self) -> str:
        """The About box: what NimLab is, then the rules of the current page."""
        # (Imported here: the About box is no part of a start, 1 ms of it.)
        from ui.window.about import about_text

        return about_text(self.current_tab(), self.tabs.tabText(self.tabs.currentIndex()))

    def _pages(self) -> list[QWidget]:
        return [self.tabs.widget(i) for i in range(self.tabs.count())]

    def _page_index(self, name: str) -> int:
        """The index of the page named `name` (a game id, or the sum's), or -1."""
        return next((i for i, page in enumerate(self._pages()) if page.objectName() == name),
                    -1)

    @staticmethod
    def _made(page: QWidget) -> QWidget:
        """The tab of `page`, made now if it was waiting."""
        return page.build() if isinstance(page, LazyPage) else page

    # -- files (ui/files): sessions, exports, the judge ---------------------------------------
    def session(self) -> Session:
        return self.sessions.session()

    def apply_session(self, session: Session) -> None:
        self.sessions.apply_session(session)

    def open_session(self, path: str) -> bool:
        return self.sessions.open_session(path)

    def save_session(self, path: str) -> bool:
        return self.sessions.save_session(path)

    def session_path(self) -> str | None:
        return self.sessions.path

    def set_session_path(self, path: str | None) -> None:
        self.sessions.path = path

    def recent_files(self) -> list[str]:
        return self.sessions.recent_files()

    def export_picture(self, path: str, kind: str) -> bool:
        return self.exports.export_picture(path, kind)

    def export_table(self, path: str) -> bool:
        return self.exports.export_table(path)

    def copy_verdict(self) -> bool:
        return self.exports.copy_verdict()

    def start_judge(self, path: str, problem: str, output: str | None = None) -> bool:
        return self.judge.start_judge(path, problem, output)

    def job_running(self) -> bool:
        return self.status.running

    def show_status(self, text: str, error: bool = False) -> None:
        """The one channel for messages: the status bar (an error stays until the next)."""
        self.status.show(text, error)

    # -- settings ----------------------------------------------------------------------------
    def _restore_settings(self) -> None:
        """The window as it was at the last close. The tabs made so far take up their games
        here (their positions came with them); the others when they are made."""
        settings = QSettings()
        remembered.restore_geometry(self, settings)
        for tab in _registry_tabs(self.made_tabs()):
            self._restore_play(tab, settings)
        game = remembered.front_page(settings)
        if game and self._page_index(game) >= 0:
            self.show_game(game)

    def _restore_play(self, tab: GameTab, settings: QSettings) -> None:
        """Take up `tab`'s game of the last close: at once when quick to check, else once
        checked in the background (the status bar shows it, with Cancel)."""
        self.remembered_games.take_up(tab, settings)

    def save_settings(self) -> None:
        settings = QSettings()
        remembered.save_window(self, self.current_tab().objectName(), settings)
        for tab in self.made_tabs():       # a page never made: its settings stand
            tab.save_settings(settings)
        remembered.save_plays([tab for tab in _registry_tabs(self.made_tabs())
                               if not self.remembered_games.pending(tab)], settings)
        settings.sync()

    # -- slots -----------------------------------------------------------------------------
    @Slot()
    def _build_next_page(self) -> None:
        """One step of making the waiting pages: import what the next page needs, or make
        it once that is done; then ask for the next step on the next turn of the event
        loop, so that input is handled in between. Stops once the window is hidden."""
        if not self.isVisible():
            return
        page = next((page for page in self._pages()
                     if isinstance(page, LazyPage) and not page.is_built()), None)
        if page is None:
            return
        name = page.objectName()
        if name in self._prepared:
            page.build()
        else:
            self._prepared.add(name)
            _prepare_page(name)
        QTimer.singleShot(0, self, self._build_next_page)

    @Slot()
    def _on_next_triggered(self) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + 1) % self.tabs.count())

    @Slot()
    def _on_previous_triggered(self) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() - 1) % self.tabs.count())

    @Slot(QAction)
    def _on_page_action_triggered(self, action: QAction) -> None:
        self.tabs.setCurrentIndex(int(action.data()))

    @Slot(int)
    def _on_current_changed(self, index: int) -> None:
        if index < 0:
            return
        tab = self.current_tab()        # made now if its page was waiting
        game = self.tabs.tabText(index)
        # Where the application has a display name, Qt adds " — NimLab" itself.
        self.setWindowTitle(game if QApplication.applicationDisplayName()
                            else self.tr("NimLab — {game}").format(game=game))
        self.menus.check_page(index)
        self.game_changed.emit(tab.objectName())

    @Slot(QWidget)
    def _on_page_built(self, tab: QWidget) -> None:
        """A waiting page got its tab: the sum's tooltip (its rules) comes with it, and
        what was waiting for it (when_made) is done."""
        page = self.sender()
        index = self.tabs.indexOf(page)
        rules_text = getattr(tab, "rules_text", None)
        if index >= 0 and rules_text is not None and not self.tabs.tabToolTip(index):
            self.tabs.setTabToolTip(index, rules_text())
            self.navigation.set_tip(tab.objectName(), self.navigation.tip(index))
        for then in self._when_made.pop(page.objectName(), []):
            then(tab)

    @Slot(str)
    def _on_page_entered(self, _name: str) -> None:
        """Enter on the navigation's entry: the keyboard goes on into the page."""
        widget = first_focusable(self.current_tab())
        if widget is not None:
            widget.setFocus(Qt.FocusReason.TabFocusReason)

    @Slot()
    def _on_about_triggered(self) -> None:
        from ui.window.about import show_about

        show_about(self, self.about_text())

    # -- Qt overrides ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._remember:
            self.save_settings()
        for tab in self.made_tabs():
            tab.shutdown()
        tasks.wait_for_all(CLOSE_WAIT_MS, owner=self)
        super().closeEvent(event)
