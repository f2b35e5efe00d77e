"""The window's menus: File (the files feature's actions, then Quit), View (find a game,
next and previous game, one entry per page, the language), Help (the rules of the game in
front, the glossary, the tour, About; ui/help shows them).

Every action is the window's, so its shortcut works wherever the focus is in the window;
its objectName is how tests and the translation check find it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QTabWidget

from ui.window.language import language_menu

#: Pages that get an Alt+number shortcut (Alt+1 … Alt+9).
NUMBERED_PAGES = 9


def make_action(window: QMainWindow, text: str, name: str, keys: Iterable) -> QAction:
    """An action of `window` named `name`, with `keys` as its shortcuts (the platform's
    standard keys first; empty and repeated ones dropped)."""
    action = QAction(text, window)
    action.setObjectName(name)
    sequences: list[QKeySequence] = []
    for key in keys:
        sequence = QKeySequence(key)
        if not sequence.isEmpty() and sequence not in sequences:
            sequences.append(sequence)
    action.setShortcuts(sequences)
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    window.addAction(action)
    return action


class WindowMenus:
    """The menu bar of `window`, whose pages are `tabs`; the File menu holds
    `file_sections` (each a callable that adds its actions), separated, then Quit."""

    def __init__(self, window: QMainWindow, tabs: QTabWidget,
                 file_sections: Sequence) -> None:
        bar = window.menuBar()
        file_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
        for add_section in file_sections:
            add_section(file_menu)
            file_menu.addSeparator()
        self.quit = make_action(window, QCoreApplication.translate("MainWindow", "&Quit"),
                                "quit", [QKeySequence.StandardKey.Quit,
                                         QKeySequence("Ctrl+Q")])
        file_menu.addAction(self.quit)

        view_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
        self.find = make_action(window, QCoreApplication.translate("MainWindow",
                                                                   "&Find a Game"),
                                "find_game", [QKeySequence.StandardKey.Find,
                                              QKeySequence("Ctrl+F")])
        view_menu.addAction(self.find)
        self.next = make_action(window, QCoreApplication.translate("MainWindow",
                                                                   "&Next Game"),
                                "next_tab", [QKeySequence("Ctrl+Tab"),
                                             QKeySequence("Ctrl+PgDown")])
        self.previous = make_action(window, QCoreApplication.translate(
            "MainWindow", "&Previous Game"), "previous_tab",
            [QKeySequence("Ctrl+Shift+Tab"), QKeySequence("Ctrl+PgUp")])
        view_menu.addAction(self.next)
        view_menu.addAction(self.previous)
        view_menu.addSeparator()
        self.pages = QActionGroup(window)
        self.pages.setExclusive(True)
        for index in range(tabs.count()):     # the games, then the sum of games
            keys = [QKeySequence(f"Alt+{index + 1}")] if index < NUMBERED_PAGES else []
            action = make_action(window, tabs.tabText(index),
                                 f"show_{tabs.widget(index).objectName()}", keys)
            action.setCheckable(True)
            action.setData(index)
            self.pages.addAction(action)
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addMenu(language_menu(window))

        self.help_menu: QMenu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules = make_action(window, QCoreApplication.translate(
            "MainWindow", "&Rules of This Game"), "rules",
            [QKeySequence.StandardKey.HelpContents, QKeySequence("F1")])
        self.glossary = make_action(window, QCoreApplication.translate(
            "MainWindow", "&Glossary"), "open_glossary", [])
        self.tour = make_action(window, QCoreApplication.translate(
            "MainWindow", "&Tour"), "start_tour", [])
        self.about = make_action(window, QCoreApplication.translate(
            "MainWindow", "&About NimLab"), "about", [])
        for action in (self.rules, self.glossary, self.tour):
            self.help_menu.addAction(action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about)

    def check_page(self, index: int) -> None:
        """Tick the View menu's entry of page `index`."""
        actions = self.pages.actions()
        if 0 <= index < len(actions):
            actions[index].setChecked(True)
