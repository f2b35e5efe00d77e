"""The last session, in QSettings and nowhere else.

On close the window writes its geometry, the page in front and, in each game's group,
the position (the tab's own `save_settings`) and the game being played (`play`, the same
JSON as in a session file); on start it reads them back. A page never made keeps what
the settings hold: it showed nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings
from PySide6.QtWidgets import QMainWindow

from solvers.spec import GameSpec, InputError
from ui.files.session import SessionError, play_from_json, play_to_json
from ui.files.session_actions import replay, session_message, tab_state
from ui.tab.game_tab import REMEMBER_MAX_CHARS, GameTab
from ui.tab.outcome import translate

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


def restore_play(tab: GameTab, settings: QSettings) -> str | None:
    """Take up the game that was being played in `tab` at the last close; None, or why
    it could not be taken up."""
    text = settings.value(play_key(tab.spec), "", type=str)
    if not text or tab.play is None:
        return None
    spec = tab.spec
    try:
        play = play_from_json(text, spec, tab.position_text())
    except SessionError as error:
        return QCoreApplication.translate(
            "MainWindow", "The last game of {game} could not be taken up: {problem}").format(
                game=translate(spec.title), problem=session_message(error))
    replay(tab, play)
    return None


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
