"""The View menu's page entries (ui/window/menus.py makes one per page, numbered by
index) brought in line with the pages after a named game's tab came or went."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from ui.window.menus import make_action


def _view_menu(action: QAction) -> QMenu | None:
    return next((menu for menu in action.associatedObjects() if isinstance(menu, QMenu)),
                None)


def sync_pages(window: QMainWindow) -> None:
    """One checkable entry per page, in page order, each with its index as data: entries
    of pages gone are removed, new pages get one (before the next page's entry)."""
    group = window.menus.pages
    tabs = window.tabs
    by_name = {action.objectName(): action for action in group.actions()}
    names = [f"show_{tabs.widget(i).objectName()}" for i in range(tabs.count())]
    menu = _view_menu(group.actions()[0]) if group.actions() else None
    for name, action in by_name.items():
        if name not in names:
            group.removeAction(action)
            if menu is not None:
                menu.removeAction(action)
            window.removeAction(action)
            action.deleteLater()
    for index in reversed(range(len(names))):
        action = by_name.get(names[index])
        if action is None:
            action = make_action(window, tabs.tabText(index), names[index], [])
            action.setCheckable(True)
            if menu is not None:
                after = next((by_name[n] for n in names[index + 1:] if n in by_name), None)
                if after is not None:
                    menu.insertAction(after, action)
                else:
                    menu.addAction(action)
            by_name[names[index]] = action
    # The group's order is the pages' order: the menus tick an entry by its index.
    for name in names:
        group.removeAction(by_name[name])
    for index, name in enumerate(names):
        by_name[name].setData(index)
        group.addAction(by_name[name])
    window.menus.check_page(tabs.currentIndex())
