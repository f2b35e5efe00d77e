"""The Help menu's windows for one main window: the rules of the game in front (F1), the
glossary and the tour, each made on first use and kept (and imported then: they are no
part of a start, 2 ms of it).

The help follows the page in front while it is open. The tour comes by itself only when
the real start asks for it (app.run, once per settings), never when a window is made, so
tests and the screenshot command never see it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer, Slot

if TYPE_CHECKING:
    from ui.help.game_help import GameHelpDialog
    from ui.help.glossary import GlossaryDialog
    from ui.help.tour import Tour
    from ui.window.main_window import MainWindow

#: The settings key that says the tour was shown once.
TOUR_SHOWN_KEY = "help/tour_shown"


class WindowHelp(QObject):
    """Help → Rules of This Game, Glossary and Tour of `window`."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self._game_help: GameHelpDialog | None = None
        self._tour: Tour | None = None
        #: Whether offer_first_tour has run.
        self.first_tour_offered = False
        menus = window.menus
        menus.rules.triggered.connect(self.show_game_help)
        menus.glossary.triggered.connect(self.show_glossary)
        menus.tour.triggered.connect(self.show_tour)
        window.game_changed.connect(self._on_game_changed)

    @Slot()
    def show_game_help(self) -> GameHelpDialog:
        """The help of the page in front, shown beside the window."""
        if self._game_help is None:
            from ui.help.game_help import GameHelpDialog

            self._game_help = GameHelpDialog(self._window())
        self._show_current_page()
        self._game_help.show()
        self._game_help.raise_()
        self._game_help.activateWindow()
        return self._game_help

    @Slot()
    def show_glossary(self) -> GlossaryDialog:
        from ui.help.glossary import open_glossary

        return open_glossary(self._window())

    @Slot()
    def show_tour(self) -> Tour:
        """The tour, from its first stop."""
        if self._tour is None:
            from ui.help.tour import Tour

            self._tour = Tour(self._window())
        self._tour.start()
        # Once the window has laid itself out, the card goes where its stop really is.
        QTimer.singleShot(0, self._tour, self._tour.place)
        return self._tour

    def offer_first_tour_once_painted(self) -> None:
        """offer_first_tour as soon as the window has painted: the window comes first
        (the real start asks; 13 ms of the first start to the window's first paint)."""
        self._window().first_painted.connect(self._on_first_painted)

    @Slot()
    def _on_first_painted(self) -> None:
        QTimer.singleShot(0, self, self.offer_first_tour)

    @Slot()
    def offer_first_tour(self) -> Tour | None:
        """The tour, if it was never shown with these settings."""
        self.first_tour_offered = True
        settings = QSettings()
        if settings.value(TOUR_SHOWN_KEY, False, type=bool):
            return None
        settings.setValue(TOUR_SHOWN_KEY, True)
        return self.show_tour()

    def _window(self) -> MainWindow:
        """The window (its parent: holding it in an attribute would keep a deleted
        window's wrapper alive)."""
        return self.parent()  # type: ignore[return-value]

    def _show_current_page(self) -> None:
        tabs = self._window().tabs
        self._game_help.show_page(self._window().current_tab(),
                                  tabs.tabText(tabs.currentIndex()))

    @Slot(str)
    def _on_game_changed(self, _name: str) -> None:
        if self._game_help is not None and self._game_help.isVisible():
            self._show_current_page()
