"""The main window: one tab per game of the registry, menus, and remembered settings."""

from __future__ import annotations

import html

from PySide6.QtCore import QByteArray, QSettings, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QTabWidget, QWidget

from solvers import GAMES
from solvers.spec import GameSpec

from .game_tab import GameTab
from .outcome import translate
from .pirates_tab import PiratesTab

#: Longest wait for background work when the window closes, in milliseconds.
CLOSE_WAIT_MS = 3000
DEFAULT_SIZE = (1360, 840)

#: Tabs with a page of their own; the others are generic game tabs.
TAB_CLASSES: dict[str, type[GameTab]] = {"pirates": PiratesTab}


def make_tab(spec: GameSpec) -> GameTab:
    return TAB_CLASSES.get(spec.id, GameTab)(spec)


class MainWindow(QMainWindow):
    """NimLab's window. `remember=False` neither reads nor writes the settings.

    Signals:
        game_changed(str): another game's tab came to the front (its id).
    """

    game_changed = Signal(str)

    def __init__(self, remember: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("main_window")
        self._remember = remember
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("tabs")
        self.tabs.setUsesScrollButtons(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        for spec in GAMES.values():
            tab = make_tab(spec)
            index = self.tabs.addTab(tab, translate(spec.title))
            self.tabs.setTabToolTip(index, translate(spec.rules))
        self.setCentralWidget(self.tabs)
        self._game_actions = QActionGroup(self)
        self._build_menus()
        self.resize(*DEFAULT_SIZE)
        if remember:
            self._restore_settings()
        self._connect_signals()
        self._on_current_changed(self.tabs.currentIndex())

    # -- building --------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self._quit_action = self._action(self.tr("&Quit"), "quit", [QKeySequence.StandardKey.Quit,
                                                                   QKeySequence("Ctrl+Q")])
        file_menu.addAction(self._quit_action)

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self._next_action = self._action(self.tr("&Next Game"), "next_tab",
                                         [QKeySequence("Ctrl+Tab"),
                                          QKeySequence("Ctrl+PgDown")])
        self._previous_action = self._action(self.tr("&Previous Game"), "previous_tab",
                                             [QKeySequence("Ctrl+Shift+Tab"),
                                              QKeySequence("Ctrl+PgUp")])
        view_menu.addAction(self._next_action)
        view_menu.addAction(self._previous_action)
        view_menu.addSeparator()
        self._game_actions.setExclusive(True)
        for index, spec in enumerate(GAMES.values()):
            keys = [QKeySequence(f"Alt+{index + 1}")] if index < 9 else []
            action = self._action(translate(spec.title), f"show_{spec.id}", keys)
            action.setCheckable(True)
            action.setData(index)
            self._game_actions.addAction(action)
            view_menu.addAction(action)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._rules_action = self._action(self.tr("&Rules of This Game"), "rules",
                                          [QKeySequence.StandardKey.HelpContents,
                                           QKeySequence("F1")])
        self._about_action = self._action(self.tr("&About NimLab"), "about", [])
        help_menu.addAction(self._rules_action)
        help_menu.addAction(self._about_action)

    def _action(self, text: str, name: str, keys: list) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        sequences = []
        for key in keys:
            sequence = QKeySequence(key)
            if not sequence.isEmpty() and sequence not in sequences:
                sequences.append(sequence)
        action.setShortcuts(sequences)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.addAction(action)
        return action

    def _connect_signals(self) -> None:
        self._quit_action.triggered.connect(self.close)
        self._next_action.triggered.connect(self._on_next_triggered)
        self._previous_action.triggered.connect(self._on_previous_triggered)
        self._game_actions.triggered.connect(self._on_game_action_triggered)
        self._rules_action.triggered.connect(self._on_about_triggered)
        self._about_action.triggered.connect(self._on_about_triggered)
        self.tabs.currentChanged.connect(self._on_current_changed)

    # -- public ------------------------------------------------------------------------------
    def tab(self, game: str) -> GameTab:
        """The tab of game id `game`."""
        for index in range(self.tabs.count()):
            widget = self.tabs.widget(index)
            if widget.objectName() == game:
                return widget  # type: ignore[return-value]
        raise KeyError(game)

    def current_tab(self) -> GameTab:
        return self.tabs.currentWidget()  # type: ignore[return-value]

    def show_game(self, game: str) -> None:
        self.tabs.setCurrentWidget(self.tab(game))

    def all_tabs(self) -> list[GameTab]:
        return [self.tabs.widget(i) for i in range(self.tabs.count())]  # type: ignore[misc]

    def about_text(self) -> str:
        """The About box: what NimLab is, then the rules of the current game."""
        spec = self.current_tab().spec
        return self.tr(
            "<h3>NimLab</h3><p>Verdicts, winning moves and pictures for impartial "
            "combinatorial games, exact for numbers of any size.</p>"
            "<h4>{title}</h4><p>{rules}</p>"
            "<p>The same answers are on the command line: "
            "<code>python main.py solve {game} {example}</code></p>").format(
                title=html.escape(translate(spec.title)),
                rules=html.escape(translate(spec.rules)), game=spec.id,
                example=html.escape(spec.example))

    # -- settings --------------------------------------------------------------------------
    def _restore_settings(self) -> None:
        settings = QSettings()
        geometry = settings.value("window/geometry", None, type=QByteArray)
        if geometry is not None and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        for tab in self.all_tabs():
            tab.load_settings(settings)
        game = settings.value("window/game", "", type=str)
        if game in GAMES:
            self.show_game(game)

    def save_settings(self) -> None:
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/game", self.current_tab().spec.id)
        for tab in self.all_tabs():
            tab.save_settings(settings)
        settings.sync()

    # -- slots -----------------------------------------------------------------------------
    @Slot()
    def _on_next_triggered(self) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + 1) % self.tabs.count())

    @Slot()
    def _on_previous_triggered(self) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() - 1) % self.tabs.count())

    @Slot(QAction)
    def _on_game_action_triggered(self, action: QAction) -> None:
        self.tabs.setCurrentIndex(int(action.data()))

    @Slot(int)
    def _on_current_changed(self, index: int) -> None:
        if index < 0:
            return
        tab = self.current_tab()
        self.setWindowTitle(self.tr("NimLab — {game}").format(game=translate(tab.spec.title)))
        actions = self._game_actions.actions()
        if index < len(actions):
            actions[index].setChecked(True)
        self.game_changed.emit(tab.spec.id)

    @Slot()
    def _on_about_triggered(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About NimLab"),
                          self.about_text(), QMessageBox.StandardButton.Close, self)
        box.setObjectName("about")
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -- Qt overrides ----------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self._remember:
            self.save_settings()
        for tab in self.all_tabs():
            tab.shutdown()
        QThreadPool.globalInstance().waitForDone(CLOSE_WAIT_MS)
        super().closeEvent(event)
