"""The window as `python main.py` opens it: only the tab in front is made before the first
paint; every other page waits, named after its game, until it comes to the front or the
event loop is idle after that paint. Nothing here measures time."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QPushButton, QWidget

from solvers import GAMES
from ui.tab.outcome import verdict_text
from ui.window.app import settling
from ui.window.lazy_page import LazyPage
from ui.window.main_window import MainWindow

PAGES = [*GAMES, "sum"]
#: The objectNames every made game page has; two-player games have the play panel's too.
GAME_NAMES = ("position", "verdict", "canvas")
PLAY_NAMES = ("legal_moves", "hint", "undo", "redo", "new_game", "play_status")
#: Long enough for the idle chain on a slow machine; the waits end as soon as it is done.
IDLE_TIMEOUT_MS = 60_000


@pytest.fixture
def make_lazy(qtbot):
    """A window built the way the launch path builds it (remembering unless told not to)."""

    def make(remember: bool = False, show: bool = False) -> MainWindow:
        window = MainWindow(remember=remember, lazy=True)
        window.make_waiting_pages_after_paint()
        qtbot.addWidget(window)
        if show:
            window.show()
            qtbot.waitExposed(window)
        return window

    return make


def page(window: MainWindow, name: str) -> QWidget:
    return window.tabs.widget(PAGES.index(name))


def solved_verdict(game: str, position: str) -> str:
    spec = GAMES[game]
    return verdict_text(spec, spec.solve(spec.parse(position)))


def assert_made(window: MainWindow, game: str, position: str | None = None) -> None:
    """The page of `game` holds its tab, with the contract's objectNames, showing the
    solver's verdict of `position` (the game's example by default)."""
    widget = page(window, game)
    spec = GAMES[game]
    for name in GAME_NAMES:
        assert widget.findChild(QWidget, name) is not None, (game, name)
    if spec.is_two_player:
        for name in PLAY_NAMES:
            assert widget.findChild(QWidget, name) is not None, (game, name)
        assert widget.findChild(QListWidget, "legal_moves") is not None
    if game == "pirates":
        assert widget.findChild(QWidget, "shares") is not None
        return
    text = position if position is not None else spec.example
    assert widget.findChild(QLineEdit, "position").text() == text
    assert widget.findChild(QLabel, "verdict").text().startswith(solved_verdict(game, text))


def test_only_the_front_tab_is_made_before_the_first_paint(make_lazy):
    window = make_lazy()
    assert [window.tabs.widget(i).objectName() for i in range(window.tabs.count())] == PAGES
    assert window.tabs.currentIndex() == 0
    assert_made(window, PAGES[0])
    assert window.pages_waiting() == PAGES[1:]
    for name in PAGES[1:]:
        waiting = page(window, name)
        assert isinstance(waiting, LazyPage)
        assert waiting.findChild(QLineEdit, "position") is None


def test_a_page_is_made_when_it_comes_to_the_front(make_lazy):
    window = make_lazy()              # not shown: no idle chain, only what is asked for
    games = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    window.tabs.setCurrentIndex(PAGES.index("wythoff"))
    assert_made(window, "wythoff")
    assert window.current_tab().objectName() == "wythoff"
    assert window.windowTitle().endswith(games[PAGES.index("wythoff")])
    window.show_game("pirates")
    assert_made(window, "pirates")
    assert "wythoff" not in window.pages_waiting() and "pirates" not in window.pages_waiting()
    assert "nim" in window.pages_waiting()
    # Asking for a tab by name makes it too, as other programs expect.
    assert window.tab("nim").findChild(QLabel, "verdict").text().startswith(solved_verdict(
        "nim", GAMES["nim"].example))
    assert "nim" not in window.pages_waiting()


def test_after_the_first_paint_the_idle_chain_makes_every_page(make_lazy, qtbot):
    window = make_lazy(show=True)
    qtbot.waitUntil(lambda: not window.pages_waiting(), timeout=IDLE_TIMEOUT_MS)
    for game in GAMES:
        assert_made(window, game)
    sums = window.sum_tab
    assert sums.findChild(QLineEdit, "position") is not None
    assert window.tabs.tabToolTip(PAGES.index("sum")) == sums.rules_text()
    # Every page works as in a window built whole: a position typed shows its verdict.
    tab = window.tab("misere-nim")
    tab.findChild(QLineEdit, "position").setText("1 1 1")
    assert tab.findChild(QLabel, "verdict").text().startswith(solved_verdict("misere-nim", "1 1 1"))
    assert tab.findChild(QPushButton, "hint").isEnabled()


def test_remembered_positions_and_games_come_with_their_page(make_lazy, make_window, qtbot):
    first = make_window()
    first.tab("nim").set_position_text("1 2 3")
    first.tab("wythoff").set_position_text("4 7")
    euclid = first.tab("euclid")
    euclid.findChild(QWidget, "computer_plays").setChecked(False)
    spec = GAMES["euclid"]
    move = next(iter(spec.legal_moves(spec.parse(euclid.position_text()))))
    assert euclid.play.play_position(move.after)
    first.show_game("wythoff")
    first.close()

    window = make_lazy(remember=True)
    assert window.current_tab().objectName() == "wythoff"      # the front tab, made first
    assert_made(window, "wythoff", "4 7")
    assert "nim" in window.pages_waiting() and "euclid" in window.pages_waiting()
    window.show_game("nim")
    assert_made(window, "nim", "1 2 3")
    played = window.tab("euclid").play.moves_played
    assert [m.after for m in played] == [move.after]
    assert window.tab("euclid").position_text() == spec.format(move.after)


def test_closing_before_a_page_is_made_keeps_what_it_remembered(make_lazy, make_window):
    first = make_window()
    first.tab("bash").set_position_text("17 4")
    first.tab("nim").set_position_text("3 5 6")
    first.close()
    window = make_lazy(remember=True)
    window.tab("bash").set_position_text("20 4")      # made and changed; nim never made
    window.close()
    settings = QSettings()
    assert settings.value("bash/position", type=str) == "20 4"
    assert settings.value("nim/position", type=str) == "3 5 6"


def layout(window: MainWindow, name: str) -> list[tuple[str, str, tuple[int, int, int, int]]]:
    """Where every visible widget of page `name` lies, once its work is done."""
    window.show_game(name)
    tab = window.current_tab()
    return [(type(widget).__name__, widget.objectName(), widget.geometry().getRect())
            for widget in tab.findChildren(QWidget) if widget.isVisible()]


def assert_same_layout(window: MainWindow, other: MainWindow, name: str) -> None:
    ours, theirs = layout(window, name), layout(other, name)
    differing = [(a, b) for a, b in zip(ours, theirs) if a != b]
    assert ours == theirs, (name, differing[:1] or (len(ours), len(theirs)))


def test_a_page_the_idle_chain_made_is_laid_out_as_one_made_in_front(make_lazy, make_window,
                                                                     qtbot, quick_values):
    """`python main.py` makes every page but the first while it is hidden; each then
    looks as it does when made in front (the sum's picture once kept a hidden page's
    one-column height and cut off its third part)."""
    in_front = make_window(remember=False)
    idle = make_lazy(show=True)
    qtbot.waitUntil(lambda: not idle.pages_waiting(), timeout=IDLE_TIMEOUT_MS)
    assert in_front.pages_waiting()        # its pages are made as they come to the front
    for name in PAGES:
        in_front.show_game(name)
        idle.show_game(name)
        qtbot.waitUntil(lambda: not (settling(in_front.current_tab())
                                     or settling(idle.current_tab())),
                        timeout=IDLE_TIMEOUT_MS)
        qtbot.waitUntil(lambda name=name: assert_same_layout(idle, in_front, name),
                        timeout=2000)
