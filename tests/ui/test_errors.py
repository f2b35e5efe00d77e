"""Bad input never raises: its field is marked, the solver's message shown beside it, and
the last good result stays on screen, greyed, until Esc brings its position back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from solvers import GAMES
from solvers.spec import MAX_DIGITS, InputError
from tests.games import bad_inputs as derived_bad_inputs

#: Bad positions every game must reject, whatever its parameters.
COMMON_BAD = ["x", "", "-1", "3.5", "1e5", "0x10", "--bogus", "7 --bogus",
              " ".join(["1"] * 200) + " x"]

def expected_error(spec, text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        spec.parse(text)
    return caught.value


def bad_inputs(game: str) -> list[str]:
    return COMMON_BAD + derived_bad_inputs(GAMES[game])


def marked_widget(tab, error: InputError):
    """The widget that must carry the mark: the field, one item of a list, or the line."""
    field = tab.findChild(object, error.field) if error.field != "position" else None
    if field is None:
        return tab.findChild(object, "position"), tab.findChild(QLabel, "position_error")
    label = tab.findChild(QLabel, f"{error.field}_error")
    if hasattr(field, "box") and error.index is not None and field.box(error.index):
        return field.box(error.index), label
    return field, label


@pytest.mark.parametrize("game", list(GAMES))
def test_bad_input_is_shown_by_its_field_and_greys_the_result(game, make_tab, qtbot, read):
    spec = GAMES[game]
    tab = make_tab(game)
    good_verdict = read.verdict(tab)
    good_analysis = tab.canvas.analysis
    for text in bad_inputs(game):
        error = expected_error(spec, text)
        tab.set_position_text(text)
        qtbot.waitUntil(lambda: not tab.busy)
        assert tab.error is not None, text
        assert tab.error.message == error.message, text
        widget, label = marked_widget(tab, error)
        assert widget.property("invalid") is True, (text, error.field)
        assert label.text() == error.message and not label.isHidden(), text
        assert read.position(tab).property("invalid") is True
        assert read.verdict(tab).startswith(good_verdict), text
        assert tab.findChild(QLabel, "verdict").property("stale") is True
        assert tab.canvas.stale and tab.canvas.analysis is good_analysis
        tab.restore_last_valid()
        assert tab.error is None and not tab.canvas.stale
        assert read.position(tab).text() == spec.example
        assert read.position(tab).property("invalid") is False
        assert label.isHidden()


def test_a_number_too_long_is_refused_without_blocking(make_tab, qtbot, read):
    tab = make_tab("nim")
    with qtbot.waitSignal(tab.error_shown, timeout=10_000) as blocker:
        tab.set_position_text("3 " + "9" * (MAX_DIGITS + 1))
    assert blocker.args[0].field == "heaps" and blocker.args[0].index == 1
    assert "too long" in tab.findChild(QLabel, "heaps_error").text()
    assert read.verdict(tab).startswith("First player wins")


def test_bad_form_field_shows_its_own_message(make_tab, read):
    tab = make_tab("bash")
    read.field(tab, "m").setText("0")
    assert tab.findChild(QLabel, "m_error").text() == expected_error(
        GAMES["bash"], "10 0").message
    assert read.field(tab, "m").property("invalid") is True
    assert read.field(tab, "n").property("invalid") is not True
    read.field(tab, "m").setText("4")
    assert tab.error is None
    assert read.verdict(tab).startswith("Second player wins")
    assert tab.findChild(QLabel, "m_error").isHidden()


def test_an_empty_required_field_is_blamed_not_its_neighbour(make_tab, read):
    tab = make_tab("bash")
    read.field(tab, "n").setText("")
    assert tab.error.field == "n"
    assert not tab.findChild(QLabel, "n_error").isHidden()


def test_list_item_at_fault_is_marked(make_tab, read):
    tab = make_tab("nim", "3 x 5")
    heaps = read.field(tab, "heaps")
    assert heaps.box(1).property("invalid") is True
    assert heaps.box(0).property("invalid") is not True
    assert tab.findChild(QLabel, "heaps_error").text() == "heap 2: 'x' is not a whole number"


def test_escape_restores_the_last_valid_position(make_window, qtbot, read):
    window = make_window()
    window.show_game("wythoff")
    tab = window.current_tab()
    tab.set_position_text("4 7")
    edit = read.position(tab)
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    QTest.keyClicks(edit, " x")
    assert tab.error is not None
    QTest.keyClick(edit, Qt.Key.Key_Escape)
    assert tab.error is None
    assert edit.text() == "4 7"
    assert read.field(tab, "b").text() == "7"


def test_every_bad_heap_typed_in_the_position_line_is_marked(make_tab, read):
    tab = make_tab("nim", "3 x 5 y")
    heaps = read.field(tab, "heaps")
    assert [heaps.box(i).property("invalid") is True for i in range(4)] == [
        False, True, False, True]
    message = tab.findChild(QLabel, "heaps_error").text()
    assert message.splitlines() == ["heap 2: 'x' is not a whole number",
                                    "heap 4: 'y' is not a whole number"]
    assert tab.error.index == 1                      # the solver's own error: the first


@pytest.mark.parametrize("text", ["3, 4, 5", "3，4，5", "3,4,5,"])
def test_numbers_separated_by_commas_are_a_position(make_tab, qtbot, read, text):
    tab = make_tab("nim", "1 1")
    tab.set_position_text(text)
    qtbot.waitUntil(lambda: not tab.busy)
    assert tab.error is None
    assert read.field(tab, "heaps").values() == ["3", "4", "5"]
    assert read.verdict(tab).startswith("First player wins")
    assert read.position(tab).property("invalid") is not True


def test_a_bad_number_between_commas_is_named_where_it_is(make_tab, read):
    tab = make_tab("nim", "3, 4x, 5")
    assert tab.findChild(QLabel, "heaps_error").text() == "heap 2: '4x' is not a whole number"
    assert read.field(tab, "heaps").box(1).property("invalid") is True
