"""File → Name This Game… and Forget This Game.

"Name this game" is offered on the subtraction and octal tabs: the rule of the tab's
position (its options) becomes a game of its own, named by the user, registered and
given a tab before the sum of games, at the tab's heaps. "Forget this game" is offered on
a named game's tab. Both keep the settings' list (store.py) when the window remembers.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Slot
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMenu

from solvers import GAMES, named
from solvers.named import NamedGame, families
from solvers.spec import InputError, Position
from ui.rulelab_names import store
from ui.rulelab_names.view_menu import sync_pages
from ui.tab.outcome import render_text
from ui.window.menus import make_action

if TYPE_CHECKING:
    from ui.window.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("NamedGames", text)


class NamedGames(QObject):
    """The named games' actions of `window` (its child; found by `find`)."""

    def __init__(self, window: MainWindow, remember: bool):
        super().__init__(window)
        self.setObjectName("named_games")
        self._remember = remember
        self.name_action = make_action(window, _tr("&Name This Game…"), "name_game", [])
        self.name_action.setStatusTip(_tr("Make this rule a game of its own, with its name "
                                          "and its tab"))
        self.forget_action = make_action(window, _tr("&Forget This Game"), "forget_game", [])
        self._connect_signals()
        self._on_game_changed(window.current_tab().objectName())

    def _connect_signals(self) -> None:
        self.name_action.triggered.connect(self._on_name_triggered)
        self.forget_action.triggered.connect(self._on_forget_triggered)
        self._window().game_changed.connect(self._on_game_changed)

    def _window(self) -> MainWindow:
        return self.parent()  # type: ignore[return-value]

    def add_to(self, menu: QMenu, before=None) -> None:
        for action in (self.name_action, self.forget_action):
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)

    # -- public ------------------------------------------------------------------------------
    def name_current(self, name: str) -> bool:
        """Name the rule of the tab in front `name`: register it and show its tab at the
        same heaps. False (and the reason in the status bar) when refused."""
        window = self._window()
        tab = window.current_tab()
        family = tab.objectName()
        if family not in families():
            window.show_status(_tr("Only a subtraction or octal game can be named."), True)
            return False
        spec = GAMES[family]
        try:
            # The rule as typed: the last one solved, while the typed one is bad, would
            # name a rule other than the one the user sees.
            position = spec.parse(tab.position_text())
            game = named.define(name, family, spec.format(Position((), position.options)))
        except InputError as error:
            window.show_status(_tr("The game was not named: {problem}").format(
                problem=render_text(error.text)), error=True)
            return False
        adopt(window, [game], " ".join(map(str, position.numbers)))
        window.show_game(game.id)
        window.show_status(_tr("Named the game {name}: it has its own tab now.").format(
            name=game.name))
        return True

    def forget_current(self) -> bool:
        """Forget the named game in front: its tab goes, and it leaves the settings."""
        window = self._window()
        game = window.current_tab().objectName()
        definition = named.named_game(game)
        if definition is None:
            window.show_status(_tr("Only a named game can be forgotten."), True)
            return False
        index = window.tabs.currentIndex()
        page = window.tabs.widget(index)
        tab = window.current_tab()
        window.tabs.removeTab(index)
        tab.shutdown()
        page.deleteLater()
        named.forget(game)
        sync_pages(window)
        if self._remember:
            settings = QSettings()
            settings.remove(game)           # its remembered position and play
        self.keep()
        window.show_status(_tr("Forgot the game {name}.").format(name=definition.name))
        return True

    def keep(self) -> None:
        """Write the named games registered now to the settings, when remembering."""
        if self._remember:
            store.save_registered(QSettings())

    # -- slots -------------------------------------------------------------------------------
    @Slot(str)
    def _on_game_changed(self, game: str) -> None:
        self.name_action.setEnabled(game in families())
        self.forget_action.setEnabled(named.named_game(game) is not None)

    @Slot()
    def _on_name_triggered(self) -> None:
        window = self._window()
        name, accepted = QInputDialog.getText(
            window, _tr("Name This Game"),
            _tr("A name for the game with this rule (at most {count} characters):").format(
                count=named.MAX_NAME), QLineEdit.EchoMode.Normal)
        if accepted:
            self.name_current(name)

    @Slot()
    def _on_forget_triggered(self) -> None:
        self.forget_current()


def find(window: MainWindow) -> NamedGames | None:
    return window.findChild(NamedGames, "named_games")


def adopt(window: MainWindow, games: Iterable[NamedGame], heaps: str | None = None
          ) -> list[str]:
    """Register `games` that are not registered yet and give each a tab in `window` (at
    `heaps`, when given); the settings keep them when the window remembers. The ids of
    those added."""
    added: list[str] = []
    for game in games:
        if game.id in GAMES:
            continue
        spec = named.register_named(game)
        tab = window.add_game_page(spec)
        if heaps is not None:
            tab.set_position_text(heaps)
        added.append(game.id)
    if added:
        sync_pages(window)
        names = find(window)
        if names is not None:
            names.keep()
    return added


def install(window: MainWindow, remember: bool = True) -> NamedGames:
    """Add the named games' actions to `window`'s File menu (before Quit), and a tab for
    every named game registered (or kept in the settings) that has none yet."""
    names = NamedGames(window, remember)
    file_menu = window.menus.quit.associatedObjects()
    menu = next((m for m in file_menu if isinstance(m, QMenu)), None)
    if menu is not None:
        names.add_to(menu, window.menus.quit)
        menu.insertSeparator(window.menus.quit)
    if remember:
        store.register_saved(QSettings())
    missing = [game for game in named.NAMED.values() if game.id not in
               {window.tabs.widget(i).objectName() for i in range(window.tabs.count())}]
    for game in missing:
        window.add_game_page(GAMES[game.id])
    if missing:
        sync_pages(window)
    return names
