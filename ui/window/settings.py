"""The last session, in QSettings and nowhere else.

On close the window writes its geometry, the page in front and, in each game's group,
the position (the tab's own `save_settings`) and the game being played (`play`, the same
JSON as in a session file); on start it reads them back. A page never made keeps what
the settings hold: it showed nothing else.

A remembered game is checked like a session's (every move legal), on the window's thread
for at most QUICK_S and then in the background, one game at a time, with progress and
Cancel in the status bar (RememberedGames); the game is taken up on the window's thread,
unless the tab has moved on meanwhile.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

import shiboken6
from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, QTimer, Slot
from PySide6.QtWidgets import QMainWindow

from solvers.spec import GameSpec, InputError
from ui.files.session import PlayRecord, SessionError, play_from_json, play_to_json
from ui.files.session_actions import QUICK_S, replay, session_message, tab_state
from ui.files.status import FileStatus
from ui.tab.game_tab import REMEMBER_MAX_CHARS, GameTab
from ui.tab.outcome import translate
from ui.tasks import Progress, ShouldStop

GEOMETRY_KEY = "window/geometry"
FRONT_PAGE_KEY = "window/game"


def play_key(spec: GameSpec) -> str:
    return f"{spec.id}/play"


def remembered_position(settings: QSettings, spec: GameSpec) -> tuple[str | None, str | None]:
    """(start, typed) of `spec`'s tab: the remembered position to start at when it is
    valid; else None, and the remembered text to show as typed, beside its error."""
    position = GameTab.remembered_position(settings, spec.id)
    if position is None:
        return None, None
    try:
        spec.parse(position)
    except InputError:
        return None, position
    return position, None


def check_play(spec: GameSpec, text: str, position: str, should_stop: ShouldStop = lambda: False,
               progress: Progress = lambda done, total: None) -> PlayRecord | SessionError:
    """The remembered game `text` of `spec`, checked to end at `position`, or why not
    (a BackgroundTask's work)."""
    try:
        return play_from_json(text, spec, position, should_stop=should_stop,
                              progress=progress)
    except SessionError as error:
        return error


def _not_taken_up(spec: GameSpec, error: SessionError) -> str:
    return QCoreApplication.translate(
        "MainWindow", "The last game of {game} could not be taken up: {problem}").format(
            game=translate(spec.title), problem=session_message(error))


class RememberedGames(QObject):
    """Takes up the games being played at the last close, as their tabs are made.

    Each is checked on the window's thread for at most QUICK_S, then in the background as
    the status bar's file job (one at a time: the others wait their turn).
    """

    def __init__(self, status: FileStatus):
        super().__init__(status)
        self._status = status
        self._waiting: list[tuple[GameTab, str, str]] = []
        self._checking: GameTab | None = None      # whose game the status bar's job checks
        self._status.running_changed.connect(self._on_running_changed)

    def take_up(self, tab: GameTab, settings: QSettings) -> None:
        """Take up `tab`'s remembered game, now if it is quick, else when checked."""
        text = settings.value(play_key(tab.spec), "", type=str)
        if not text or tab.play is None:
            return
        self._waiting.append((tab, text, tab.position_text()))
        self._next()

    def pending(self, tab: GameTab) -> bool:
        """Is `tab`'s remembered game still to be taken up? (Then the settings keep it.)"""
        return tab is self._checking or any(tab is t for t, _, _ in self._waiting)

    def _next(self) -> None:
        if not self._status.running:
            self._checking = None
        while self._waiting and not self._status.running:
            tab, text, position = self._waiting.pop(0)
            if not shiboken6.isValid(tab):
                continue
            self._checking = tab
            work = partial(check_play, tab.spec, text, position)
            self._status.run(
                work, partial(self._checked, tab, position),
                QCoreApplication.translate("MainWindow", "Taking up the last game of "
                                           "{game}…").format(game=translate(tab.spec.title)),
                QCoreApplication.translate("MainWindow", "The last game was not taken up."),
                quick_s=QUICK_S)

    def _checked(self, tab: GameTab, position: str, result: object) -> None:
        """Take up the checked game in `tab`, unless the tab was closed or moved on."""
        self._checking = None
        if not shiboken6.isValid(tab) or tab.position_text() != position:
            return
        if isinstance(result, PlayRecord):
            replay(tab, result)
        elif isinstance(result, SessionError):
            self._status.show(_not_taken_up(tab.spec, result), error=True)

    @Slot(bool)
    def _on_running_changed(self, running: bool) -> None:
        if not running:
            # After the ended job has delivered its result (it is told after this signal).
            QTimer.singleShot(0, self, self._next)


def save_plays(tabs: Iterable[GameTab], settings: QSettings) -> None:
    """The games being played in `tabs`, for the next start."""
    for tab in tabs:
        if tab.play is None:
            continue
        play = tab_state(tab).play if tab.play.moves_played else None
        text = play_to_json(play) if play is not None else ""
        if text and len(text) <= REMEMBER_MAX_CHARS:
            settings.setValue(play_key(tab.spec), text)
        else:
            settings.remove(play_key(tab.spec))


def restore_geometry(window: QMainWindow, settings: QSettings) -> None:
    geometry = settings.value(GEOMETRY_KEY, None, type=QByteArray)
    if geometry is not None and not geometry.isEmpty():
        window.restoreGeometry(geometry)


def front_page(settings: QSettings) -> str:
    """The name of the page that was in front at the last close ("" if none)."""
    return settings.value(FRONT_PAGE_KEY, "", type=str)


def save_window(window: QMainWindow, front: str, settings: QSettings) -> None:
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(FRONT_PAGE_KEY, front)
