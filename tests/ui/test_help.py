"""Help that teaches: F1 explains the game in front and follows the tabs, the tour comes on
the first real start only (and again from the menu), the glossary has every word, and the
explanations' words open it."""

from __future__ import annotations

import html

from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTextBrowser,
)

from solvers import GAMES
from tests.ui.helpers import wait_solved
from ui.help.terms import link_terms
from ui.tab.maths import typeset
from ui.tab.outcome import join_sentences, translate
from ui.window import app

GLOSSARY_TITLES = ["P-position", "N-position", "Nim-sum (XOR)", "mex",
                   "Grundy value (nimber)", "Sprague–Grundy theorem", "Normal play",
                   "Misère play", "Remoteness"]


def flat(text: str) -> str:
    return " ".join(text.split())


def as_shown(text: str) -> str:
    """`text` as the help shows it: its mathematics typeset (g_i as g with a subscript i,
    which reads as "gi" in plain text)."""
    document = QTextDocument()
    document.setHtml(typeset(html.escape(text)))
    return flat(document.toPlainText())


def help_text(window) -> str:
    dialog = window.findChild(QDialog, "game_help")
    assert dialog is not None and dialog.isVisible()
    return flat(dialog.findChild(QTextBrowser, "game_help_text").toPlainText())


def click_link(qtbot, browser: QTextBrowser, href: str) -> None:
    """Click the first link to `href` in `browser`, where it is drawn."""
    document = browser.document()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + 1)
                browser.ensureCursorVisible()
                point = browser.cursorRect(cursor).center()
                QTest.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton,
                                 Qt.KeyboardModifier.NoModifier, point)
                return
            fragments += 1
        block = block.next()
    raise AssertionError(f"no link to {href}")


def visible_tour(window) -> QFrame | None:
    tour = window.findChild(QFrame, "tour")
    return tour if tour is not None and tour.isVisible() else None


# --- F1: the rules of the game in front -------------------------------------------------

def test_f1_explains_every_game_and_how_to_play_it_here(make_window, qtbot):
    window = make_window(remember=False)
    rules = window.findChild(QAction, "rules")
    assert QKeySequence("F1") in rules.shortcuts()
    for spec in GAMES.values():
        window.show_game(spec.id)
        rules.trigger()
        dialog = window.findChild(QDialog, "game_help")
        qtbot.waitUntil(dialog.isVisible)
        assert not dialog.isModal()
        text = help_text(window)
        assert translate(spec.title) in dialog.windowTitle()
        assert as_shown(join_sentences(spec.rules)) in text, spec.id
        assert as_shown(join_sentences(spec.theory)) in text, spec.id
        assert f"for example {spec.example}" in text
        if spec.is_two_player:
            for words in ("Click the picture", "legal moves", "Hint answers in three steps",
                          "Undo takes back a move", "New game", "“size”", "Restart",
                          "Practice", "review", "Perfect:"):
                assert words in text, (spec.id, words)
            assert ("Map:" in text) == (spec.plane is not None), spec.id
            assert "Graph:" in text, spec.id
        else:
            assert "Hint" not in text
        dialog.close()
    assert window.findChild(QMessageBox, "about") is None     # About is not F1's


def test_the_f1_key_opens_the_help_of_the_tab_in_front(make_window, qtbot):
    window = make_window(remember=False)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.show_game("hill")
    QTest.keyClick(window.current_tab().findChild(object, "position"), Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.findChild(QDialog, "game_help") is not None)
    assert "Whoever brings the king" in help_text(window)


def test_the_help_follows_the_tab_in_front_while_it_is_open(make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("nim")
    window.findChild(QAction, "rules").trigger()
    assert help_text(window).startswith("Nim Rules")
    window.findChild(QAction, "show_euclid").trigger()
    assert "Euclid" in window.findChild(QDialog, "game_help").windowTitle()
    assert flat(join_sentences(GAMES["euclid"].rules)) in help_text(window)
    window.findChild(QAction, "show_sum").trigger()
    assert "XOR of the values" in help_text(window)
    assert "Add part" in help_text(window)


def test_about_gives_the_program_and_the_command_line_of_the_position_shown(
        make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("pirates")
    window.current_tab().set_position_text("7 30")
    wait_solved(qtbot, window.current_tab())
    window.findChild(QAction, "about").trigger()
    box = window.findChild(QMessageBox, "about")
    qtbot.waitUntil(box.isVisible)
    assert "NimLab" in box.text()
    assert "python main.py solve pirates 7 30" in box.text()
    assert window.findChild(QDialog, "game_help") is None
    box.close()


# --- the tour ---------------------------------------------------------------------------

class FirstStart:
    """Stands in for the application in app.run: its event loop looks at the window
    that run opened, then closes it."""

    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.tours: list[str | None] = []

    def __call__(self):
        return self

    def exec(self) -> int:
        windows = [widget for widget in QApplication.topLevelWidgets()
                   if widget.objectName() == "main_window" and widget.isVisible()]
        assert len(windows) == 1
        window = windows[0]
        self.qtbot.addWidget(window)
        self.qtbot.waitUntil(lambda: window.help.first_tour_offered)   # once painted
        tour = visible_tour(window)
        self.tours.append(tour.findChild(QLabel, "tour_title").text() if tour else None)
        window.close()
        return 0


def test_the_first_real_start_shows_the_tour_and_the_next_does_not(qtbot, monkeypatch):
    start = FirstStart(qtbot)
    monkeypatch.setattr(app, "make_application", start)
    monkeypatch.setattr(app, "install_excepthook", lambda: None)
    assert app.run([]) == 0
    assert app.run([]) == 0
    assert start.tours == ["Pick a game", None]


def test_a_window_made_by_a_test_or_a_screenshot_shows_no_tour(make_window):
    assert not QSettings().value("help/tour_shown", False, type=bool)
    window = make_window()
    assert visible_tour(window) is None


def test_the_tour_comes_again_from_the_menu_and_points_at_each_part(make_window, qtbot):
    window = make_window()
    window.show_game("nim")
    window.findChild(QAction, "start_tour").trigger()
    tour = visible_tour(window)
    assert tour is not None
    highlight = window.findChild(QFrame, "tour_highlight")
    titles = []
    parts = [window.navigation, window.current_tab().findChild(object, "position"),
             window.current_tab().findChild(QLabel, "verdict"),
             window.current_tab().findChild(object, "play_panel")]
    for part in parts:
        titles.append(tour.findChild(QLabel, "tour_title").text())
        assert highlight.isVisible()
        where = QRect(part.mapTo(window, QPoint(0, 0)), part.size())
        assert highlight.geometry().contains(where), titles[-1]
        assert window.rect().contains(tour.geometry())
        assert not tour.geometry().intersects(where), titles[-1]
        tour.findChild(QPushButton, "tour_next").click()
    assert tour.findChild(QLabel, "tour_step").text() == "Step 5 of 5"
    assert "F1" in tour.findChild(QLabel, "tour_text").text()
    done = tour.findChild(QPushButton, "tour_next")
    assert done.text() == "Done"
    done.click()
    assert visible_tour(window) is None and not highlight.isVisible()
    assert titles == ["Pick a game", "Type a position", "Who wins, and how", "Play"]


def test_the_tour_can_be_skipped_and_taken_again(make_window):
    window = make_window()
    window.findChild(QAction, "start_tour").trigger()
    tour = visible_tour(window)
    tour.findChild(QPushButton, "tour_next").click()
    tour.findChild(QPushButton, "tour_close").click()
    assert visible_tour(window) is None
    window.findChild(QAction, "start_tour").trigger()
    assert tour.findChild(QLabel, "tour_step").text() == "Step 1 of 5"
    assert not tour.findChild(QPushButton, "tour_back").isEnabled()


# --- the glossary -----------------------------------------------------------------------

def test_the_glossary_has_every_word_with_an_example(make_window, qtbot):
    window = make_window(remember=False)
    window.findChild(QAction, "open_glossary").trigger()
    glossary = window.findChild(QDialog, "glossary")
    qtbot.waitUntil(glossary.isVisible)
    terms = glossary.findChild(QListWidget, "glossary_terms")
    text = glossary.findChild(QTextBrowser, "glossary_text")
    assert [terms.item(i).text() for i in range(terms.count())] == GLOSSARY_TITLES
    for row, title in enumerate(GLOSSARY_TITLES):
        terms.setCurrentRow(row)
        entry = flat(text.toPlainText())
        assert entry.startswith(title) and "Example:" in entry, title
        assert len(entry) > len(title) + 120, title


def test_a_word_of_nims_explanation_opens_the_glossary_there(make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("nim")
    tab = window.current_tab()
    tab.set_position_text("3 4 5")
    wait_solved(qtbot, tab)
    why = tab.findChild(QTextBrowser, "explanation")
    assert 'href="glossary:nim-sum"' in why.toHtml()
    click_link(qtbot, why, "glossary:nim-sum")
    qtbot.waitUntil(lambda: window.findChild(QDialog, "glossary") is not None)
    glossary = window.findChild(QDialog, "glossary")
    qtbot.waitUntil(glossary.isVisible)
    assert glossary.findChild(QListWidget, "glossary_terms").currentItem().text() == \
        "Nim-sum (XOR)"
    assert "The nim-sum of numbers is their XOR" in flat(
        glossary.findChild(QTextBrowser, "glossary_text").toPlainText())


def test_a_word_of_the_help_opens_the_glossary_too(make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("subtraction")
    window.findChild(QAction, "rules").trigger()
    browser = window.findChild(QDialog, "game_help").findChild(QTextBrowser,
                                                              "game_help_text")
    click_link(qtbot, browser, "glossary:mex")
    glossary = window.findChild(QDialog, "glossary")
    qtbot.waitUntil(lambda: glossary is not None and glossary.isVisible())
    assert glossary.findChild(QListWidget, "glossary_terms").currentItem().text() == "mex"


def test_only_the_first_of_each_word_in_a_step_is_a_link(qapp):
    linked = link_terms("The XOR is 2: shrink a heap h to h XOR 2, its Grundy values "
                        "and their mex; not mexico, nor a P-positional word.")
    assert linked.count('href="glossary:nim-sum"') == 1
    assert '<a href="glossary:nim-sum">XOR</a> is 2' in linked
    assert '<a href="glossary:grundy-value">Grundy values</a>' in linked
    assert '<a href="glossary:mex">mex</a>;' in linked
    assert "mexico" in linked and "P-positional" in linked
    assert linked.count("<a ") == 3
