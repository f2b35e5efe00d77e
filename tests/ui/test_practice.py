"""Practice mode: during a game the answers stay hidden until a hint asks (read off the
widgets), each hint shows one more, and the end or an edit shows everything."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QRect
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTabWidget,
)

from solvers import GAMES
from solvers.spec import FIRST, SECOND, Analysis
from tests.games import TWO_PLAYER, extreme_cases
from tests.ui.helpers import distinct_colours, render, settle, wait_solved, wait_until
from ui.canvases import create_canvas

REPLY_TIMEOUT_MS = 30_000


def parts(tab):
    find = tab.findChild
    return {"verdict": find(QLabel, "verdict"), "moves": find(QListWidget, "moves"),
            "why": tab._results.explanation, "note": find(QLabel, "practice_note"),
            "hint": find(QPushButton, "hint"), "legal": find(QListWidget, "legal_moves"),
            "status": find(QLabel, "play_status"), "position": find(QLineEdit, "position")}


def answers_shown(tab) -> dict[str, bool]:
    p = parts(tab)
    return {"verdict": p["verdict"].isVisibleTo(tab) and bool(p["verdict"].text()),
            "why": p["why"].isVisibleTo(tab),
            "moves": p["moves"].isVisibleTo(tab) and p["moves"].count() > 0,
            "picture": bool(tab.canvas.analysis.moves)}


def play_first_legal(tab) -> None:
    legal = parts(tab)["legal"]
    legal.itemActivated.emit(legal.item(0))


def start_game(qtbot, make_tab, position="1 2 4"):
    tab = make_tab("nim", position)
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    assert all(answers_shown(tab).values())        # typing shows everything, as before
    play_first_legal(tab)
    qtbot.waitUntil(lambda: len(tab.play.moves_played) == 1)
    settle(qtbot)
    return tab


def test_a_game_hides_every_answer_until_hints_ask(qtbot, make_tab):
    tab = start_game(qtbot, make_tab)
    assert tab.play.in_progress
    assert answers_shown(tab) == {"verdict": False, "why": False, "moves": False,
                                  "picture": False}
    assert parts(tab)["note"].isVisibleTo(tab)
    hint = parts(tab)["hint"]
    hint.click()
    assert answers_shown(tab) == {"verdict": True, "why": False, "moves": False,
                                  "picture": False}
    assert parts(tab)["verdict"].text().startswith(("First player wins",
                                                    "Second player wins"))
    hint.click()
    assert answers_shown(tab)["why"] and not answers_shown(tab)["moves"]
    hint.click()
    if tab.outcome.analysis.moves:
        assert answers_shown(tab)["moves"] and answers_shown(tab)["picture"]


def test_practice_off_shows_everything_during_a_game(qtbot, make_tab):
    tab = start_game(qtbot, make_tab)
    tab.findChild(QCheckBox, "practice").setChecked(False)
    shown = answers_shown(tab)
    assert shown["verdict"] and shown["why"]
    assert not parts(tab)["note"].isVisibleTo(tab)


def test_editing_the_position_ends_the_game_and_shows_everything(qtbot, make_tab):
    tab = start_game(qtbot, make_tab)
    parts(tab)["position"].setText("3 4 5")
    qtbot.waitUntil(lambda: tab.outcome.args == "3 4 5")
    assert not tab.play.in_progress
    assert all(answers_shown(tab).values())


def test_new_game_starts_hidden(qtbot, make_tab):
    tab = make_tab("nim", "1 2 4")
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.findChild(QPushButton, "new_game").click()
    qtbot.waitUntil(lambda: tab.play.in_progress)
    assert not parts(tab)["verdict"].isVisibleTo(tab)


def test_the_end_shows_everything_and_never_contradicts(qtbot, make_tab):
    tab = make_tab("nim", "1")
    tab.findChild(QCheckBox, "practice").setChecked(True)
    play_first_legal(tab)               # the human takes the last object
    qtbot.waitUntil(lambda: "Game over" in parts(tab)["status"].text(),
                    timeout=REPLY_TIMEOUT_MS)
    verdict = parts(tab)["verdict"]
    assert parts(tab)["status"].text() == "Game over: you win!"
    assert verdict.isVisibleTo(tab) and verdict.text().startswith("Second player wins")
    assert "you won" in verdict.text()
    assert not tab.play.in_progress


def test_mid_game_words_speak_to_the_player(qtbot, make_tab):
    tab = make_tab("nim", "1 2 4")
    tab.findChild(QCheckBox, "practice").setChecked(False)
    play_first_legal(tab)     # 1 2 4 → 0 2 4: the computer can win whatever you do
    qtbot.waitUntil(lambda: len(tab.play.moves_played) >= 1)
    settle(qtbot)
    words = parts(tab)["verdict"].text()
    assert words.startswith("First player wins")
    assert "The computer can win whatever you do." in words


# -- the picture and the pages beside it ---------------------------------------------------------

HIDDEN_TIP = "Hidden while you practise: ask for a hint, or finish the game"
#: The picture's caption while its answers are hidden (the longest that fits).
PRACTICE_CAPTIONS = {"Practice: the picture's analysis is hidden until you ask for a hint",
                     "Practice: analysis hidden until a hint", "Analysis hidden"}
#: Most moves a game below is played for before it must have ended.
MOST_MOVES = 400


def drawn_texts(widget) -> list[str]:
    """The texts the widget paints, read from an SVG rendering of it."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    svg = QSvgGenerator()
    svg.setOutputDevice(buffer)
    svg.setSize(widget.size())
    svg.setViewBox(QRect(0, 0, widget.width(), widget.height()))
    widget.render(svg)
    document = bytes(buffer.data()).decode()
    found = re.findall(r"<text[^>]*>(.*?)</text>", document, re.DOTALL)
    return [unescape(text) for text in found if text.strip()]


def other_pages(tab) -> list[tuple[bool, str]]:
    """(open, tooltip) of each page beside the picture (map, graph, game in disguise, a
    rule's table)."""
    pages = tab.findChild(QTabWidget, "picture_tabs")
    return [(pages.isTabEnabled(i), pages.tabToolTip(i)) for i in range(1, pages.count())]


def practice_game(qtbot, make_tab, game: str):
    """A game at the example of `game`, two players at one table, one move in."""
    tab = make_tab(game, GAMES[game].example)
    wait_solved(qtbot, tab)
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.findChild(QCheckBox, "practice").setChecked(True)
    tab.resize(1024, 700)
    tab.show()
    qtbot.waitExposed(tab)
    play_first_legal(tab)
    qtbot.waitUntil(lambda: len(tab.play.moves_played) == 1)
    wait_solved(qtbot, tab)
    settle(qtbot)
    assert tab.play.in_progress
    return tab


def a_lie(analysis: Analysis) -> Analysis:
    """The same position with the opposite verdict and none of the solver's facts."""
    return replace(analysis, winner=SECOND if analysis.winner == FIRST else FIRST, facts={})


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_a_practice_game_hides_the_pictures_answers_and_the_pages_beside_it(
        qtbot, make_tab, game):
    tab = practice_game(qtbot, make_tab, game)
    canvas = tab.canvas
    hidden = render(canvas)
    assert distinct_colours(hidden) > 2                   # the position is still drawn
    assert drawn_texts(canvas)[0] in PRACTICE_CAPTIONS
    # Nothing the solver concluded reaches the picture: told the opposite, it is the same.
    told = canvas.analysis
    canvas.set_analysis(a_lie(told))
    assert render(canvas) == hidden
    canvas.set_analysis(told)
    pages = other_pages(tab)
    assert pages and pages == [(False, HIDDEN_TIP)] * len(pages)
    assert tab.findChild(QTabWidget, "picture_tabs").currentIndex() == 0
    described = canvas.accessibleDescription()
    assert "wins" not in described and "Winning move" not in described
    assert GAMES[game].format(told.position) in described

    parts(tab)["hint"].click()              # the verdict's level shows the analysis again
    assert parts(tab)["verdict"].isVisibleTo(tab)
    assert render(canvas) != hidden
    assert not PRACTICE_CAPTIONS.intersection(drawn_texts(canvas))
    assert all(opened and tip != HIDDEN_TIP for opened, tip in other_pages(tab))
    assert "wins" in canvas.accessibleDescription()


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_the_end_of_a_practice_game_shows_the_picture_and_the_pages_again(
        qtbot, make_tab, quick_legal_list, game):
    # The list follows each move at once, not 40 ms later: it is waited for every move.
    tab = practice_game(qtbot, make_tab, game)
    legal = parts(tab)["legal"]
    for played in range(2, MOST_MOVES):
        if not tab.play.in_progress:
            break
        wait_until(qtbot, lambda: not legal.listing)
        legal.itemActivated.emit(legal.item(legal.count() - 1))     # the biggest move
        wait_until(qtbot, lambda n=played: len(tab.play.moves_played) == n)
        wait_solved(qtbot, tab)
        settle(qtbot)
        assert drawn_texts(tab.canvas)[0] in PRACTICE_CAPTIONS or not tab.play.in_progress
    assert not tab.play.in_progress
    assert not PRACTICE_CAPTIONS.intersection(drawn_texts(tab.canvas))
    assert all(opened and tip != HIDDEN_TIP for opened, tip in other_pages(tab))
    assert "wins" in tab.canvas.accessibleDescription()


def test_nim_in_practice_draws_neither_the_xor_nor_the_binary_columns(qtbot, make_tab):
    tab = practice_game(qtbot, make_tab, "nim")       # 3 4 5 → 2 4 5
    hidden = drawn_texts(tab.canvas)
    assert "XOR" not in " ".join(hidden) and not any(set(t) <= {"0", "1"} and len(t) > 1
                                                     for t in hidden)
    assert {"2", "4", "5"} <= set(hidden)               # the heaps' sizes stay
    parts(tab)["hint"].click()
    shown = drawn_texts(tab.canvas)
    assert "XOR: 2 ⊕ 4 ⊕ 5 = 3" in shown and "XOR" in shown


def test_practice_off_and_an_edit_open_the_pages_again(qtbot, make_tab):
    tab = practice_game(qtbot, make_tab, "wythoff")
    assert not any(opened for opened, _ in other_pages(tab))
    tab.findChild(QCheckBox, "practice").setChecked(False)
    assert all(opened and tip != HIDDEN_TIP for opened, tip in other_pages(tab))
    assert not PRACTICE_CAPTIONS.intersection(drawn_texts(tab.canvas))
    tab.findChild(QCheckBox, "practice").setChecked(True)
    assert not any(opened for opened, _ in other_pages(tab))
    parts(tab)["position"].setText("3 5")
    qtbot.waitUntil(lambda: tab.outcome.args == "3 5")
    assert not tab.play.in_progress
    assert all(opened for opened, _ in other_pages(tab))
    assert not PRACTICE_CAPTIONS.intersection(drawn_texts(tab.canvas))


def test_a_game_started_on_the_map_brings_the_picture_to_the_front(qtbot, make_tab):
    tab = make_tab("wythoff", "5 9")
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    pages = tab.findChild(QTabWidget, "picture_tabs")
    pages.setCurrentIndex(1)
    tab.findChild(QPushButton, "new_game").click()
    qtbot.waitUntil(lambda: tab.play.in_progress)
    assert pages.currentIndex() == 0 and not pages.isTabEnabled(1)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_a_picture_without_its_answers_draws_every_position_the_same_whatever_it_is_told(
        qtbot, game):
    """At the edges too (numbers of 1,000 digits, 100,000 heaps): no error, and no trace of
    the verdict or of the solver's facts."""
    spec = GAMES[game]
    canvas = create_canvas(spec)
    qtbot.addWidget(canvas)
    canvas.resize(640, 480)
    canvas.set_answers_shown(False)
    for args, position in extreme_cases(spec):
        analysis = spec.solve(position)
        canvas.set_analysis(analysis)
        hidden = render(canvas)
        canvas.set_analysis(a_lie(analysis))
        assert render(canvas) == hidden, args
