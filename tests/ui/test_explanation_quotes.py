"""Every step of the "Why" pane quotes, word for word, a sentence of the tab's own rules
text (the game's rules, then its winning rule), in English and in Chinese; a sentence an
earlier step quoted is referred back to by that step's number."""

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
#: A sentence quoted before, as the Why pane refers back to it: "as in step 3".
BACK = re.compile(r"^(?:Rules|Winning rule|规则|必胜规律)：?:? ?(?:as in step |同第 ?)(\d+)")
STEP = re.compile(r"^(\d+)\. ")


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


def steps_and_quotes(browser: QTextBrowser) -> tuple[list[int], dict[int, str]]:
    """The steps' numbers, and each step's quote: an earlier step's when it refers back."""
    steps: list[int] = []
    quotes: dict[int, str] = {}
    for line in (line.strip() for line in browser.toPlainText().splitlines()):
        if match := STEP.match(line):
            steps.append(int(match.group(1)))
        elif match := QUOTE.match(line):
            quotes[steps[-1]] = match.group(1)
        elif match := BACK.match(line):
            earlier = int(match.group(1))
            assert earlier < steps[-1] and earlier in quotes, (line, steps, quotes)
            assert quotes[earlier] not in (quotes.get(s) for s in range(earlier)), (
                f"step {earlier} quotes what an earlier step did")
            quotes[steps[-1]] = quotes[earlier]
    return steps, quotes


def check_tab(tab, where: str) -> None:
    rules = plain(tab.findChild(QLabel, "rules"))
    steps, quotes = steps_and_quotes(tab.findChild(QTextBrowser, "explanation"))
    assert steps, where
    assert sorted(quotes) == steps, (where, steps, quotes)
    for quote in quotes.values():
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


def test_a_sentence_quoted_before_is_referred_back_to(qtbot, make_tab, language_code):
    tab = make_tab("subtraction", "5 6 7 8 --set 1 3 4")
    wait_solved(qtbot, tab)
    text = tab.findChild(QTextBrowser, "explanation").toPlainText()
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    backs = [line for line in lines if BACK.match(line)]
    assert len(backs) >= 3, lines          # four heaps valued by one proved period
    check_tab(tab, f"{language_code} subtraction")
