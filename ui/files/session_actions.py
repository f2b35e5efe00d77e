"""File → Open/Save Session and Open Recent: the window's tabs to a session file and back.

A session (ui/files/session.py) holds each game's position and the game being played,
the sum's line and the tab in front; opening one shows it as if the window had been left
that way. The recent files live in QSettings (`files/recent`) when the window remembers.

A file is checked (ui/files/session_reading.py: a regular file, not too big) on the
window's thread; reading it then takes at most QUICK_S there, and goes on in a child
process, with progress and Cancel in the status bar, when it takes longer or the file is
big. The session is shown on the window's thread once it is read.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileInfo, QObject, QSettings, QStandardPaths, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from solvers import GAMES, named
from solvers.spec import InputError, Text
from solvers.sums import format_sum, parse_sum
from ui.files.session import (
    SUFFIX,
    SUM_TAB,
    PlayRecord,
    Session,
    SessionError,
    TabState,
    legal_path,
)
from ui.files.session_io import SaveError, save_session
from ui.files.session_reading import file_size, read_work, read_work_elsewhere
from ui.files.status import FileStatus, try_quickly
from ui.play.review import Players
from ui.tab.outcome import render_text
from ui.window.menus import make_action

if TYPE_CHECKING:
    from ui.sum.sum_tab import SumTab
    from ui.tab.game_tab import GameTab
    from ui.window.main_window import MainWindow

#: Most files in File → Open Recent.
RECENT_MAX = 8
RECENT_KEY = "files/recent"
#: A session file up to this size is first read on the window's thread ...
QUICK_BYTES = 256 * 1024
#: ... for at most this much processor time, in seconds (an ordinary session takes 1-3 ms);
#: then (or for a bigger file) in the background.
QUICK_S = 0.008


def session_message(error: SessionError) -> str:
    """A session error in the user's language (its template is translated, then filled)."""
    template = QCoreApplication.translate("session", error.template)
    values = {key: render_text(value) if isinstance(value, Text) else value
              for key, value in error.values.items()}      # a solver's problem, translated
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return str(error)


def _show_state(state: TabState, tab: QWidget) -> None:
    """Show a session's `state` of one page in its tab: the game being played, replayed,
    or the position. (It may run when the page is made, long after the session came, so
    a game that cannot be taken up leaves its position shown rather than raise.)"""
    try:
        if state.play is None:
            tab.set_position_text(state.position)
        elif tab.objectName() == SUM_TAB:
            tab.play.replay([state.play.start, *state.play.moves], state.play.computer_plays)
        elif tab.play is not None:
            replay(tab, state.play)
        else:
            tab.set_position_text(state.position)
    except ValueError:              # SessionError, InputError: a record made by hand
        tab.set_position_text(state.position)


def tab_state(tab: GameTab) -> TabState:
    """What a session remembers of a game's tab: its position and the game being played.

    The position is the text in the position line when it is valid, else the last valid
    one; the play is kept only when it ends at that position.
    """
    spec = tab.spec
    text = " ".join(tab.position_text().split())
    try:
        position = spec.parse(text)
    except InputError:
        text = tab.last_valid_position() or spec.example
        position = spec.parse(text)
    play = None
    if tab.play is not None and (moves := tab.play.moves_played):
        first = tab.play.undo_stack.command(0)
        start = getattr(first, "before", None)
        if start is not None and moves[-1].after == position:
            players = tab.play.players()
            play = PlayRecord(spec.format(start), tuple(spec.format(m.after) for m in moves),
                              computer_plays=players.computer_plays,
                              human_first=players.human_first)
    return TabState(text, play)


def sum_state(sums: SumTab) -> TabState | None:
    """What a session remembers of the sum's page: its line (the last valid one while the
    line is being edited) and the game played on it, when it ends at that line."""
    text = " ".join(sums.position_text().split())
    try:
        shown = parse_sum(text)
    except InputError:
        text, shown = sums.last_valid_text() or "", None
    if not text:
        return None
    history = sums.play.history()          # the sums as format_sum writes them
    if len(history) < 2 or shown is None or history[-1] != format_sum(shown):
        return TabState(text)
    return TabState(text, PlayRecord(history[0], tuple(history[1:]),
                                     computer_plays=sums.play.computer_plays))


def replay(tab: GameTab, play: PlayRecord) -> None:
    """Take up the game `play` (checked already) in `tab`, so undo goes back through it.

    The moves found while checking it are used as they are; only a record made by hand
    is checked here."""
    spec = tab.spec
    start = spec.parse(play.start)
    path = play.path if len(play.path) == len(play.moves) else legal_path(
        spec, start, (spec.parse(m) for m in play.moves))
    players = (None if play.computer_plays is None or play.human_first is None
               else Players(play.computer_plays, play.human_first))
    tab.play.replay(start, list(path), players)


def read_recent(settings: QSettings) -> list[str]:
    value = settings.value(RECENT_KEY, [], type=list)   # an empty list reads back as None
    return [str(p) for p in value or [] if p][:RECENT_MAX]


class SessionFiles(QObject):
    """The session actions of the File menu, the session's file and the recent files."""

    def __init__(self, window: MainWindow, status: FileStatus, remember: bool):
        super().__init__(window)
        self._status = status
        self._remember = remember
        self._path: str | None = None
        self._recent: list[str] = []
        self._reading = False           # a session is being read in the background
        self.open_action = make_action(window, QCoreApplication.translate(
            "MainWindow", "&Open Session…"), "open_session", [QKeySequence("Ctrl+O")])
        self.save_action = make_action(window, QCoreApplication.translate(
            "MainWindow", "&Save Session"), "save_session", [QKeySequence("Ctrl+S")])
        self.save_as_action = make_action(window, QCoreApplication.translate(
            "MainWindow", "Save Session &As…"), "save_session_as",
            [QKeySequence("Ctrl+Shift+S")])
        self.recent_menu = QMenu(QCoreApplication.translate("MainWindow", "Open &Recent"),
                                 window)
        self.recent_menu.setObjectName("recent_menu")
        if remember:
            self._recent = read_recent(QSettings())
        self._fill_recent_menu()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.open_action.triggered.connect(self._on_open_triggered)
        self.save_action.triggered.connect(self._on_save_triggered)
        self.save_as_action.triggered.connect(self._on_save_as_triggered)
        self.recent_menu.aboutToShow.connect(self._on_recent_about_to_show)
        self.recent_menu.triggered.connect(self._on_recent_triggered)
        self._status.running_changed.connect(self._on_status_running_changed)

    def _window(self) -> MainWindow:
        """The window (the parent: a reference of our own would keep it alive in a cycle)."""
        return self.parent()  # type: ignore[return-value]

    def add_to(self, menu: QMenu) -> None:
        for action in (self.open_action, self.save_action, self.save_as_action):
            menu.addAction(action)
        menu.addMenu(self.recent_menu)

    # -- the session ---------------------------------------------------------------------------
    def session(self) -> Session:
        """Every tab's position and game being played, and the tab in front."""
        window = self._window()
        tabs = {tab.spec.id: tab_state(tab) for tab in window.game_tabs()}
        sums = window.sum_of_games_tab()
        state = sum_state(sums) if sums is not None else None
        if state is not None:
            tabs[SUM_TAB] = state
        current = window.current_tab().objectName()
        games = tuple(game for game in map(named.named_game, tabs) if game is not None)
        return Session(tabs, current if current in tabs else None, games)

    def apply_session(self, session: Session) -> None:
        """Show a session checked by `session.from_json`: positions, games, the front tab.

        Tabs the session does not mention keep what they show. A page still waiting to
        be made gets its state when it is made.
        """
        window = self._window()
        if session.named_games:
            from ui.rulelab_names.actions import adopt

            adopt(window, session.named_games)
        for name, state in session.tabs.items():
            if name == SUM_TAB or name in GAMES:
                try:
                    window.when_made(name, partial(_show_state, state))
                except KeyError:            # a window without that page
                    pass
        if session.current is not None:
            try:
                window.show_game(session.current)
            except KeyError:
                pass

    def open_session(self, path: str) -> bool:
        """Read the session at `path` and show it; on any problem say why, change nothing.

        True when it is shown, or is being read in the background (shown when read);
        False when it is refused (as the status bar says)."""
        if self._reading:
            self._status.cancel()       # the newer file wins
        name = QFileInfo(path).fileName()
        try:
            size = file_size(path)
        except SessionError as error:
            return self._read(path, error)
        if size <= QUICK_BYTES:
            finished, result = try_quickly(partial(read_work, path), QUICK_S)
            if finished:
                return self._read(path, result)
        # (Imported here: subprocess and multiprocessing are no part of a start, 8 ms.)
        from ui.child_process import in_child_process

        self._reading = self._status.start(
            in_child_process(read_work_elsewhere, path, tuple(named.NAMED.values())),
            partial(self._read, path),
            QCoreApplication.translate("MainWindow", "Opening {file}…").format(file=name),
            QCoreApplication.translate("MainWindow", "The session was not opened."))
        return self._reading

    def _read(self, path: str, result: object) -> bool:
        """Show the session read from `path`, or say why it was not (`result`)."""
        self._reading = False
        name = QFileInfo(path).fileName()
        if not isinstance(result, Session):
            self._status.show(QCoreApplication.translate(
                "MainWindow", "Could not open {file}: {problem}").format(
                    file=name, problem=session_message(result)), error=True)
            return False
        self.apply_session(result)
        self._path = path
        self.add_recent(path)
        self._status.show(QCoreApplication.translate("MainWindow", "Opened {file}.").format(
            file=name))
        return True

    def save_session(self, path: str) -> bool:
        """Write the session to `path` atomically; on failure the old file stays."""
        try:
            save_session(path, self.session())
        except SaveError as error:
            self._status.show(str(error), error=True)
            return False
        self._path = path
        self.add_recent(path)
        self._status.show(QCoreApplication.translate(
            "MainWindow", "Saved the session in {file}.").format(
                file=QFileInfo(path).fileName()))
        return True

    @property
    def path(self) -> str | None:
        """The file the session was last opened from or saved to."""
        return self._path

    @path.setter
    def path(self, path: str | None) -> None:
        self._path = path

    # -- folders and recent files ----------------------------------------------------------
    def directory(self) -> str:
        """Where file dialogs start: beside the session, else the latest recent file."""
        if self._path:
            return QFileInfo(self._path).absolutePath()
        if self._recent:
            return QFileInfo(self._recent[0]).absolutePath()
        return QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)

    def suggested(self, name: str) -> str:
        return str(Path(self.directory()) / name)

    def recent_files(self) -> list[str]:
        return list(self._recent)

    def add_recent(self, path: str) -> None:
        path = QFileInfo(path).absoluteFilePath()
        self._recent = [path, *(p for p in self._recent if p != path)][:RECENT_MAX]
        self._write_recent()
        self._fill_recent_menu()

    def _write_recent(self) -> None:
        if self._remember:
            QSettings().setValue(RECENT_KEY, self._recent)

    def _prune_recent(self) -> None:
        missing = [p for p in self._recent if not QFileInfo(p).isFile()]
        if not missing:
            return
        self._recent = [p for p in self._recent if p not in missing]
        self._write_recent()
        self._fill_recent_menu()
        self._status.show(QCoreApplication.translate(
            "MainWindow", "Removed from Open Recent, no longer there: {files}").format(
                files=", ".join(QFileInfo(p).fileName() for p in missing)))

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        for number, path in enumerate(self._recent, 1):
            action = menu.addAction(
                f"&{number} {QFileInfo(path).fileName()}" if number < 10 else path)
            action.setData(path)
            action.setToolTip(path)
            action.setStatusTip(path)
        if not self._recent:
            empty = menu.addAction(QCoreApplication.translate("MainWindow",
                                                              "No recent sessions"))
            empty.setEnabled(False)
        menu.setToolTipsVisible(True)

    # -- slots ---------------------------------------------------------------------------------
    @Slot()
    def _on_open_triggered(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window(), QCoreApplication.translate("MainWindow", "Open Session"),
            self.directory(), QCoreApplication.translate(
                "MainWindow", "NimLab sessions (*.json);;All files (*)"))
        if path:
            self.open_session(path)

    @Slot()
    def _on_save_triggered(self) -> None:
        if self._path:
            self.save_session(self._path)
        else:
            self._on_save_as_triggered()

    @Slot()
    def _on_save_as_triggered(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self._window(), QCoreApplication.translate("MainWindow", "Save Session"),
            self._path or self.suggested("session" + SUFFIX), QCoreApplication.translate(
                "MainWindow", "NimLab sessions (*.json);;All files (*)"))
        if path:
            self.save_session(path)

    @Slot(bool)
    def _on_status_running_changed(self, running: bool) -> None:
        if not running:
            self._reading = False

    @Slot()
    def _on_recent_about_to_show(self) -> None:
        self._prune_recent()

    @Slot(QAction)
    def _on_recent_triggered(self, action: QAction) -> None:
        path = action.data()
        if not path:
            return
        if not QFileInfo(path).isFile():
            self._prune_recent()
            return
        self.open_session(path)
