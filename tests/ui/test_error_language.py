"""Messages about bad input reach the window in the user's language.

The solvers raise InputError with a Text (a template plus values); the window translates it
through the catalogue's "solvers" context. A translator built here fakes the catalogue's
translations of a few templates, so these tests do not depend on the real catalogue's
wording (or on whether a new template is translated yet). Without the translator the window
shows the solvers' English exactly.
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QLabel

from solvers import GAMES
from solvers.spec import InputError
from ui.sum.sum_tab import SumTab

#: The fake catalogue: context "solvers", template -> translation.
FAKE = {
    "heap": "堆",
    "member": "元素",
    "{item} {number}": "第{number}{item}",
    "{what} must be at least {minimum}, not {token}": "{what}不能小于{minimum}（输入的是{token}）",
    "{what}: '{token}' is not a whole number": "{what}：“{token}”不是整数",
    "{what}: {token} is in the set already ({first})": "{what}：{token}已在集合中（{first}）",
    "the king must be one of the {count} people (1 to {count}), not {king}":
        "国王必须是这{count}个人之一（1到{count}），不能是{king}",
    "unknown option '{option}' (options of this game: {known})":
        "未知选项“{option}”（本游戏的选项：{known}）",
    "none": "无",
    "part {number}": "第{number}部分",
    "{part}: {problem}": "{part}：{problem}",
    "{game}: {problem}": "{game}：{problem}",
    "add at least one game, like 'nim 3 4 + bash 10 3'": "至少加一个游戏，例如“nim 3 4 + bash 10 3”",
}
WAIT_MS = 10_000


class FakeCatalogue(QTranslator):
    """Translates the templates of FAKE in the context "solvers", nothing else."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return FAKE.get(source) if context == "solvers" else None

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def chinese(qapp):
    translator = FakeCatalogue()
    assert QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)
    # Destroyed here, not by the garbage collector: a QTranslator's destructor takes the
    # translators' lock, and a collection inside QCoreApplication.translate (which holds
    # it) hung a later test of the same process for good.
    shiboken6.delete(translator)


def refusal(game: str, text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        GAMES[game].parse(text)
    return caught.value


def shown_error(tab, name: str) -> str:
    label = tab.findChild(QLabel, f"{name}_error")
    assert label is not None and not label.isHidden(), name
    return label.text()


def test_the_fake_catalogue_is_in_use(chinese):
    assert QCoreApplication.translate("solvers", "part {number}") == "第{number}部分"
    assert QCoreApplication.translate("solvers", "not faked") == "not faked"


def test_a_bad_heap_is_named_in_the_users_language(chinese, make_tab, qtbot):
    tab = make_tab("nim", "3 -4 5")
    qtbot.waitUntil(lambda: tab.error is not None, timeout=WAIT_MS)
    assert tab.error.message == "heap 2 must be at least 0, not -4"     # the English kept
    assert shown_error(tab, "heaps") == "第2堆不能小于0（输入的是-4）"


def test_every_bad_item_of_a_list_is_translated(chinese, make_tab, qtbot):
    tab = make_tab("nim", "x 3 y")
    qtbot.waitUntil(lambda: tab.error is not None, timeout=WAIT_MS)
    assert shown_error(tab, "heaps") == "第1堆：“x”不是整数\n第3堆：“y”不是整数"
    tab = make_tab("subtraction", "5 --set 1 2 2")
    qtbot.waitUntil(lambda: tab.error is not None, timeout=WAIT_MS)
    assert shown_error(tab, "set") == "第3元素：2已在集合中（第2元素）"


def test_a_bad_option_is_translated_by_its_field(chinese, make_tab, qtbot):
    tab = make_tab("hill", "1 2 --king 5")
    qtbot.waitUntil(lambda: tab.error is not None, timeout=WAIT_MS)
    assert tab.error.field == "king"
    assert shown_error(tab, "king") == "国王必须是这2个人之一（1到2），不能是5"


def test_an_unknown_option_is_translated_under_the_line(chinese, make_tab, qtbot):
    tab = make_tab("nim", "3 --fast")
    qtbot.waitUntil(lambda: tab.error is not None, timeout=WAIT_MS)
    assert shown_error(tab, "position") == "未知选项“--fast”（本游戏的选项：无）"


def make_sum(qtbot, text: str) -> SumTab:
    tab = SumTab(text="nim 1 2")
    qtbot.addWidget(tab)
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    with qtbot.waitSignal(tab.error_shown, timeout=WAIT_MS):
        tab.set_position_text(text)
    return tab


def test_a_bad_part_of_a_sum_is_translated(chinese, qtbot):
    tab = make_sum(qtbot, "nim 1 + nim x")
    assert tab.error.message == "part 2: nim: heap 1: 'x' is not a whole number"
    assert tab.rows()[1].error_text() == "第2部分：nim：第1堆：“x”不是整数"
    tab = make_sum(qtbot, "  + ")
    assert shown_error(tab, "position") == "至少加一个游戏，例如“nim 3 4 + bash 10 3”"


def test_without_a_translation_the_window_shows_the_english(make_tab, qtbot):
    """The messages as the command line prints them (tests/cli/test_bad_input_messages.py)."""
    cases = [("nim", "3 -4 5", "heaps"), ("nim", "x 3", "heaps"),
             ("hill", "1 2 --king 5", "king"), ("nim", "3 --fast", "position"),
             ("subtraction", "5 --set 1 2 2", "set")]
    for game, text, name in cases:
        tab = make_tab(game, text)
        qtbot.waitUntil(lambda tab=tab: tab.error is not None, timeout=WAIT_MS)
        assert shown_error(tab, name) == refusal(game, text).message, (game, text)
    tab = make_sum(qtbot, "nim 1 + nim x")
    assert tab.rows()[1].error_text() == "part 2: nim: heap 1: 'x' is not a whole number"


def test_a_session_names_the_problem_in_the_users_language(chinese):
    """A session refused for a bad position says the solver's problem translated, inside
    its own sentence; its English (str) is the command line's."""
    from ui.files.session import SessionError, _position
    from ui.files.session_actions import session_message

    with pytest.raises(SessionError) as caught:
        _position(GAMES["hill"], "4 9 15 --king 9", "tabs.hill.position")
    error = caught.value
    assert "the king must be one of the 3 people (1 to 3), not 9" in str(error)
    assert "国王必须是这3个人之一（1到3），不能是9" in session_message(error)
