"""Every step of the "Why" pane quotes, word for word, a sentence of the tab's own rules
text (the game's rules, then its winning rule), in English and in Chinese."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QLabel, QTextBrowser

from solvers import GAMES
from tests.ui.helpers import wait_solved
from ui.window import language

#: A quote as the Why pane shows it: a label, a colon, the sentence in curly quotes.
QUOTE = re.compile(r"^(?:Rules|Winning rule|规则|必胜规律)：?:? ?“(.*)”$")
STEP = re.compile(r"^\d+\. ")


@pytest.fixture(params=["en", "zh_CN"])
def language_code(request, qapp):
    assert language.set_language(qapp, request.param, remember=False) == request.param
    yield request.param
    language.set_language(qapp, "en", remember=False)
    language._current.clear()


def plain(label: QLabel) -> str:
    """A rich-text label's text as the user reads it."""
    from PySide6.QtGui import QTextDocument
    document = QTextDocument()
    document.setHtml(label.text())
    return " ".join(document.toPlainText().split())


def steps_and_quotes(browser: QTextBrowser) -> tuple[int, list[str]]:
    lines = [line.strip() for line in browser.toPlainText().splitlines() if line.strip()]
    quotes = [match.group(1) for line in lines if (match := QUOTE.match(line))]
    return sum(1 for line in lines if STEP.match(line)), quotes


def check_tab(tab, where: str) -> None:
    rules = plain(tab.findChild(QLabel, "rules"))
    count, quotes = steps_and_quotes(tab.findChild(QTextBrowser, "explanation"))
    assert count >= 1, where
    assert len(quotes) == count, (where, count, quotes)
    for quote in quotes:
        assert " ".join(quote.split()) in rules, (where, quote, rules)


@pytest.mark.parametrize("game", list(GAMES))
def test_each_step_quotes_the_tabs_rules_text(qtbot, make_tab, language_code, game):
    spec = GAMES[game]
    rng = random.Random(game)
    tab = make_tab(game)
    positions = [spec.example] + [spec.random_args(rng, size) for size in (1, 3, 6)
                                  if spec.random_args]
    for text in positions:
        tab.set_position_text(text)
        wait_solved(qtbot, tab)
        check_tab(tab, f"{language_code} {game} {text}")


def test_the_sum_tabs_steps_quote_its_rules_text(qtbot, make_window, language_code):
    window = make_window(remember=False)
    tab = window.sum_tab
    for text in ("nim 3 4 5 + bash 10 3", "nim 1 2 3 + bash 8 3"):
        tab.set_position_text(text)
        wait_solved(qtbot, tab)
        check_tab(tab, f"{language_code} sum {text}")
