"""The list of games on the left of the window: every page at once, grouped by family,
each title in full, with a search box. It drives the window's tab widget, whose tab bar
is hidden: the pages stay there, named by game id (and "sum"), and the list follows the
tab in front whichever way it changed (the View menu, Ctrl+Tab, a session).

Keys: Up/Down move through the games (skipping the group headings) and show each;
Enter moves into the page. In the search box, typing filters by English or Chinese title
or id, Enter opens the first match, Down goes to the list, Esc clears.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QModelIndex, QObject, QSize, Qt, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLineEdit,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solvers import GAMES
from ui.files.session import SUM_TAB
from ui.window import families

#: The item's page name (a game id, or the sum's); group headings have none.
NAME_ROLE = Qt.ItemDataRole.UserRole
#: The sum of games' other names, found by the search in either language.
SUM_NAMES = ("Sum of games", "游戏的和", "sum")
#: The list is at least this wide and at most this wide (a longer name is elided, and its
#: tooltip has it whole).
MIN_WIDTH, MAX_WIDTH = 150, 300
#: How much wider than its titles the user may drag the list.
SLACK = 80


def normalized(text: str) -> str:
    """`text` for matching: case and accents ignored, punctuation made spaces."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text.casefold())
                    if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in plain).split())


def matches(query: str, names: list[str]) -> bool:
    """Whether every word of `query` is in one of `names` (all, when `query` is empty)."""
    words = normalized(query).split()
    keys = [normalized(name) for name in names]
    return all(any(word in key for key in keys) for word in words)


class _GameTree(QTreeWidget):
    """A tree whose keyboard cursor never rests on a group heading."""

    def moveCursor(self, action: QAbstractItemView.CursorAction,
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        index = super().moveCursor(action, modifiers)
        Move = QAbstractItemView.CursorAction
        step = (self.indexAbove if action in (Move.MoveUp, Move.MovePrevious,
                                              Move.MovePageUp, Move.MoveLeft)
                else self.indexBelow)
        while index.isValid() and index.data(NAME_ROLE) is None:
            index = step(index)
        return index if index.isValid() else self.currentIndex()


class GameNavigator(QWidget):
    """The games of `tabs` in groups (see ui/window/families.py), kept in step with it.

    Signals:
        page_entered(str): Enter was pressed on a game (its page name): focus goes there.
    """

    page_entered = Signal(str)

    def __init__(self, tabs: QTabWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("navigation")
        self._tabs = tabs
        self._syncing = False
        self._width = MIN_WIDTH
        self.search = QLineEdit(self)
        self.search.setObjectName("game_search")
        self.search.setPlaceholderText(self.tr("Find a game"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(self.tr("Type part of a game's name (English or Chinese); "
                                       "Enter opens the first match, Esc clears"))
        self.search.installEventFilter(self)
        # Small windows (under about 800 px) squeeze the list rather than the game.
        self.setMinimumWidth(MIN_WIDTH // 3)
        self.tree = _GameTree(self)
        self.tree.setObjectName("game_list")
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setIndentation(12)
        self.tree.setUniformRowHeights(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setAccessibleName(self.tr("Games"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 0, 4)
        layout.setSpacing(4)
        layout.addWidget(self.search)
        layout.addWidget(self.tree, 1)
        self._headings = {
            families.NIM: self.tr("Nim and its disguises"),
            families.TAKE_AWAY: self.tr("Take-away games"),
            families.OTHER: self.tr("More games"),
            families.USER: self.tr("Games with your rules"),
        }
        self.refresh()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._tabs.currentChanged.connect(self._on_current_changed)
        pages_changed = getattr(self._tabs, "pages_changed", None)
        if pages_changed is not None:
            pages_changed.connect(self.refresh)
        self.tree.currentItemChanged.connect(self._on_item_changed)
        self.tree.itemActivated.connect(self._on_item_activated)
        self.search.textChanged.connect(self._on_search_changed)
        self.search.returnPressed.connect(self._on_search_entered)

    # -- public ------------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Make the list again from the tab widget's pages (one came or went)."""
        self._syncing = True
        try:
            self.tree.clear()
            groups: dict[str, QTreeWidgetItem] = {}
            for family in families.FAMILIES:
                heading = QTreeWidgetItem([self._headings[family]])
                heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
                font = heading.font(0)
                font.setBold(True)
                heading.setFont(0, font)
                groups[family] = heading
            tops: list[QTreeWidgetItem] = []
            for index in range(self._tabs.count()):
                name = self._tabs.widget(index).objectName()
                item = QTreeWidgetItem([self._tabs.tabText(index)])
                item.setData(0, NAME_ROLE, name)
                item.setToolTip(0, self.tip(index))
                spec = GAMES.get(name)
                if spec is None:
                    tops.append(item)
                else:
                    groups[families.family(spec)].addChild(item)
            for heading in groups.values():
                if heading.childCount():
                    self.tree.addTopLevelItem(heading)
            self.tree.addTopLevelItems(tops)
            self.tree.expandAll()
        finally:
            self._syncing = False
        self._fit_width()
        self._apply_filter(self.search.text())
        self._on_current_changed(self._tabs.currentIndex())

    def item(self, name: str) -> QTreeWidgetItem | None:
        """The entry of page `name`."""
        return next((item for item in self.game_items()
                     if item.data(0, NAME_ROLE) == name), None)

    def game_items(self) -> list[QTreeWidgetItem]:
        """Every game's entry (shown or filtered out), in list order."""
        items: list[QTreeWidgetItem] = []
        for top in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(top)
            if item.data(0, NAME_ROLE) is not None:
                items.append(item)
            items += [item.child(i) for i in range(item.childCount())]
        return items

    def visible_names(self) -> list[str]:
        """The pages the list shows now (the search's matches), in order."""
        return [item.data(0, NAME_ROLE) for item in self.game_items() if not item.isHidden()]

    def set_tip(self, name: str, tip: str) -> None:
        item = self.item(name)
        if item is not None:
            item.setToolTip(0, tip)

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def choose(self, name: str) -> None:
        """Show page `name`."""
        for index in range(self._tabs.count()):
            if self._tabs.widget(index).objectName() == name:
                self._tabs.setCurrentIndex(index)
                return

    # -- helpers -----------------------------------------------------------------------------
    def tip(self, index: int) -> str:
        """The entry's tooltip: the title in full, then the page's rules."""
        tip = self._tabs.tabToolTip(index)
        title = self._tabs.tabText(index)
        return f"{title}\n\n{tip}" if tip else title

    def _search_names(self, item: QTreeWidgetItem) -> list[str]:
        name = item.data(0, NAME_ROLE)
        spec = GAMES.get(name)
        if spec is not None:
            return [item.text(0), spec.title, spec.chinese, spec.id]
        return [item.text(0), name, *SUM_NAMES] if name == SUM_TAB else [item.text(0), name]

    def _apply_filter(self, query: str) -> None:
        for top in range(self.tree.topLevelItemCount()):
            heading = self.tree.topLevelItem(top)
            if heading.data(0, NAME_ROLE) is not None:
                heading.setHidden(not matches(query, self._search_names(heading)))
                continue
            shown = 0
            for i in range(heading.childCount()):
                child = heading.child(i)
                child.setHidden(not matches(query, self._search_names(child)))
                shown += not child.isHidden()
            heading.setHidden(shown == 0)

    def _fit_width(self) -> None:
        """Wide enough for every title in full (within MIN_WIDTH..MAX_WIDTH)."""
        metrics = QFontMetrics(self.tree.font())
        bold = QFont(self.tree.font())
        bold.setBold(True)
        bold_metrics = QFontMetrics(bold)
        widest = 0
        for top in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(top)
            widest = max(widest, (bold_metrics if item.childCount() else metrics)
                         .horizontalAdvance(item.text(0)))
            for i in range(item.childCount()):
                widest = max(widest, self.tree.indentation()
                             + metrics.horizontalAdvance(item.child(i).text(0)))
        scroll = self.tree.verticalScrollBar().sizeHint().width()
        frame = 2 * self.tree.frameWidth() + 16          # item margins, focus frame
        width = min(MAX_WIDTH, max(MIN_WIDTH, widest + frame + scroll))
        self._width = width + self.layout().contentsMargins().left()
        self.setMinimumWidth(self._width)   # never squeezed to elide a title
        self.setMaximumWidth(self._width + SLACK)
        self.updateGeometry()

    def _enter_page(self, name: str) -> None:
        self.choose(name)
        self.page_entered.emit(name)

    # -- slots -------------------------------------------------------------------------------
    @Slot(int)
    def _on_current_changed(self, index: int) -> None:
        if index < 0 or self._syncing:
            return
        item = self.item(self._tabs.widget(index).objectName())
        if item is None or item is self.tree.currentItem():
            return
        self._syncing = True
        try:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item)
        finally:
            self._syncing = False

    @Slot(QTreeWidgetItem, QTreeWidgetItem)
    def _on_item_changed(self, item: QTreeWidgetItem | None, _previous) -> None:
        if self._syncing or item is None:
            return
        name = item.data(0, NAME_ROLE)
        if name is not None:
            self.choose(name)

    @Slot(QTreeWidgetItem, int)
    def _on_item_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        name = item.data(0, NAME_ROLE)
        if name is not None:
            self._enter_page(name)

    @Slot(str)
    def _on_search_changed(self, text: str) -> None:
        self._apply_filter(text)

    @Slot()
    def _on_search_entered(self) -> None:
        shown = self.visible_names()
        if shown:
            self.search.clear()
            self._enter_page(shown[0])

    # -- Qt overrides ------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(self._width, super().sizeHint().height())

    def eventFilter(self, watched: QObject, event) -> bool:
        if watched is self.search and isinstance(event, QKeyEvent) \
                and event.type() == QKeyEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Escape and self.search.text():
                self.search.clear()
                return True
            if event.key() == Qt.Key.Key_Down:
                shown = self.visible_names()
                if shown:
                    self.tree.setFocus(Qt.FocusReason.OtherFocusReason)
                    current = self.tree.currentItem()
                    if current is None or current.isHidden():
                        self.tree.setCurrentItem(self.item(shown[0]))
                return True
        return super().eventFilter(watched, event)


def first_focusable(page: QWidget) -> QWidget | None:
    """The first widget of `page` that takes focus by Tab (where Enter in the list goes)."""
    for widget in page.findChildren(QWidget):
        if (widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            return widget
    return None


