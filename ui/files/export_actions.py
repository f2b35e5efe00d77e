"""File → Export: the current tab's picture as PNG or SVG, its table as CSV (in the
background), its verdict as Markdown on the clipboard. The writing is ui/files/export.py's;
this module asks where, and says how it went in the status bar.

ui/files/export.py (and QtSvg) is imported on the first export, not with the window: that
and the sum page's lazy import save about 5 ms of a start with bytecode, 15 ms from source.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileInfo, QObject, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from ui.files.status import FileStatus
from ui.tab.game_tab import GameTab
from ui.tab.outcome import translate
from ui.window.menus import make_action

if TYPE_CHECKING:
    from ui.files.session_actions import SessionFiles
    from ui.window.main_window import MainWindow


class Exports(QObject):
    """The export actions of the File menu, for the tab in front."""

    def __init__(self, window: MainWindow, status: FileStatus, sessions: SessionFiles):
        super().__init__(window)
        self._status = status
        self._sessions = sessions
        self.png_action = make_action(window, QCoreApplication.translate(
            "MainWindow", "Export Picture as &PNG…"), "export_png", [])
        self.svg_action = make_action(window, QCoreApplication.translate(
            "MainWindow", "Export Picture as S&VG…"), "export_svg", [])
        self.csv_action = make_action(window, QCoreApplication.translate(
            "MainWindow", "Export &Table as CSV…"), "export_csv", [])
        self.csv_action.setToolTip(QCoreApplication.translate(
            "MainWindow", "The table on this tab (the pirates' shares, the Grundy values), one row per line."))
        self.copy_action = make_action(window, QCoreApplication.translate(
            "MainWindow", "&Copy Verdict as Markdown"), "copy_verdict",
            [QKeySequence("Ctrl+Shift+C")])
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.png_action.triggered.connect(self._on_export_png_triggered)
        self.svg_action.triggered.connect(self._on_export_svg_triggered)
        self.csv_action.triggered.connect(self._on_export_csv_triggered)
        self.copy_action.triggered.connect(self._on_copy_verdict_triggered)
        self._window().game_changed.connect(self._on_game_changed)

    def _window(self) -> MainWindow:
        """The window (the parent: a reference of our own would keep it alive in a cycle)."""
        return self.parent()  # type: ignore[return-value]

    def add_to(self, menu: QMenu) -> None:
        for action in (self.png_action, self.svg_action, self.csv_action, self.copy_action):
            menu.addAction(action)

    def export_picture(self, path: str, kind: str) -> bool:
        """Save the current tab's picture as "png" (twice its size) or "svg"."""
        from ui.files import export
        from ui.files.session_io import SaveError

        window = self._window()
        tab = window.current_tab()
        canvas = getattr(tab, "canvas", None)
        if not has_picture(tab):
            self._status.show(QCoreApplication.translate(
                "MainWindow", "This tab has no picture to export."), error=True)
            return False
        try:
            if kind == "svg":
                export.export_svg(canvas, path, title=window.tabs.tabText(
                    window.tabs.currentIndex()), description=tab.position_text())
            else:
                export.export_png(canvas, path)
        except SaveError as error:
            self._status.show(str(error), error=True)
            return False
        self._status.show(QCoreApplication.translate(
            "MainWindow", "Saved the picture in {file}.").format(
                file=QFileInfo(path).fileName()))
        return True

    def export_table(self, path: str) -> bool:
        """Write the current tab's table (its table_csv) to `path` as CSV, in the background."""
        from ui.files import export

        tab = self._window().current_tab()
        table = tab.table_csv() if getattr(tab, "exports_table", False) else None
        if table is None:
            self._status.show(QCoreApplication.translate(
                "MainWindow", "This tab has no table to export."), error=True)
            return False
        name = QFileInfo(path).fileName()

        def work(should_stop, progress) -> None:
            export.export_table(path, table.chunks(should_stop, progress))

        def done(result: object) -> None:
            self._status.show(QCoreApplication.translate(
                "MainWindow", "Saved {count} rows in {file}.").format(
                    count=f"{table.rows:,}", file=name))

        return self._status.start(work, done, QCoreApplication.translate(
            "MainWindow", "Writing {count} rows to {file}…").format(
                count=f"{table.rows:,}", file=name))

    def copy_verdict(self) -> bool:
        """Put the current tab's verdict and explanation on the clipboard as Markdown."""
        from ui.files import export

        tab = self._window().current_tab()
        markdown = export.verdict_markdown(tab) if isinstance(tab, GameTab) else None
        if markdown is None:
            self._status.show(QCoreApplication.translate(
                "MainWindow", "There is no verdict to copy yet."), error=True)
            return False
        export.copy_markdown(markdown)
        self._status.show(QCoreApplication.translate(
            "MainWindow", "Copied the verdict of {game} as Markdown.").format(
                game=translate(tab.spec.title)))
        return True

    def _export_picture_as(self, kind: str, filters: str) -> None:
        game = self._window().current_tab().objectName()
        path, _ = QFileDialog.getSaveFileName(
            self._window(), QCoreApplication.translate("MainWindow", "Export Picture"),
            self._sessions.suggested(f"{game}.{kind}"), filters)
        if path:
            if not path.lower().endswith("." + kind):
                path += "." + kind
            self.export_picture(path, kind)

    @Slot()
    def _on_export_png_triggered(self) -> None:
        self._export_picture_as("png", QCoreApplication.translate(
            "MainWindow", "PNG pictures (*.png)"))

    @Slot()
    def _on_export_svg_triggered(self) -> None:
        self._export_picture_as("svg", QCoreApplication.translate(
            "MainWindow", "SVG pictures (*.svg)"))

    @Slot()
    def _on_export_csv_triggered(self) -> None:
        game = self._window().current_tab().objectName()
        path, _ = QFileDialog.getSaveFileName(
            self._window(), QCoreApplication.translate("MainWindow", "Export Table"),
            self._sessions.suggested(f"{game}.csv"),
            QCoreApplication.translate("MainWindow", "CSV tables (*.csv)"))
        if path:
            self.export_table(path)

    @Slot()
    def _on_copy_verdict_triggered(self) -> None:
        self.copy_verdict()

    @Slot(str)
    def _on_game_changed(self, game: str) -> None:
        """Each export enabled exactly where it applies to the page in front: the picture
        where there is one, the table where the page has one, the verdict on a game's page
        (the sum of games has a table and no picture)."""
        tab = self._window().current_tab()
        for action in (self.png_action, self.svg_action):
            action.setEnabled(has_picture(tab))
        self.csv_action.setEnabled(bool(getattr(tab, "exports_table", False)))
        self.copy_action.setEnabled(isinstance(tab, GameTab))


def has_picture(tab: QWidget) -> bool:
    """Whether the page has a picture to export (its canvas)."""
    return isinstance(getattr(tab, "canvas", None), QWidget)
