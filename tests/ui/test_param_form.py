"""The generated form: one widget per parameter, named after it, in sync with ARGS."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QLineEdit, QToolButton

from solvers import GAMES
from solvers.params import (
    FlagParam,
    InputError,
    IntListParam,
    IntParam,
    IntSetOption,
    TextOption,
    place_tokens,
)
from solvers.spec import GameSpec
from ui.tab.list_editor import BOX_LIMIT, ListField
from ui.tab.param_form import ADAPTERS, ParamForm

#: The widget each kind of parameter gets; the kinds are the form's own (ADAPTERS), so a
#: new kind fails here until its widget is named.
WIDGETS = {IntParam: QLineEdit, FlagParam: QCheckBox, IntListParam: ListField,
           IntSetOption: ListField, TextOption: QLineEdit}
KINDS = {kind: WIDGETS.get(kind) for kind in ADAPTERS}


@pytest.fixture
def make_form(qtbot):
    def make(game: str) -> ParamForm:
        form = ParamForm(GAMES[game])
        qtbot.addWidget(form)
        return form
    return make


@pytest.mark.parametrize("game", list(GAMES))
def test_each_parameter_gets_a_widget_of_its_kind(game, make_form):
    form = make_form(game)
    for param in GAMES[game].params:
        widget = form.field(param.name)
        assert widget.objectName() == param.name
        assert isinstance(widget, KINDS[type(param)])


def test_every_parameter_kind_has_a_widget_adapter():
    assert all(KINDS.values()), [kind for kind, widget in KINDS.items() if widget is None]
    used = {type(param) for spec in GAMES.values() for param in spec.params}
    assert used <= set(ADAPTERS)


@pytest.mark.parametrize("game", list(GAMES))
def test_tokens_round_trip_through_the_fields(game, make_form):
    spec = GAMES[game]
    form = make_form(game)
    tokens = spec.example.split()
    assert form.set_tokens(tokens)
    assert form.tokens() == spec.format(spec.parse(tokens)).split()


def test_place_tokens_is_lenient_about_values_but_not_about_shape(make_form):
    hill, bash = GAMES["hill"].params, GAMES["bash"].params
    assert place_tokens(hill, ["4", "x", "--king", "9"]) == {"distances": ["4", "x"],
                                                              "king": "9"}
    assert place_tokens(hill, ["4", "--king"]) == {"distances": ["4"], "king": ""}
    assert place_tokens(bash, ["1", "2", "--misere"]) == {"n": "1", "m": "2", "misere": True}
    form = make_form("bash")
    assert form.set_tokens(["1", "2"])
    for shapeless in (["1", "2", "3"], ["1", "--nope"]):
        with pytest.raises(InputError):
            place_tokens(bash, shapeless)
        assert not form.set_tokens(shapeless)
        assert form.tokens() == ["1", "2"], "the fields are left alone"


def test_an_empty_optional_field_is_left_out(make_form):
    form = make_form("fibonacci")
    form.set_tokens(["20"])
    assert form.tokens() == ["20"]
    form.field("limit").setText("4")
    assert form.tokens() == ["20", "4"]
    pirates = make_form("pirates")
    pirates.set_tokens(["10", "3"])
    pirates.field("pirate").setText("7")
    assert pirates.tokens() == ["10", "3", "--pirate", "7"]


def test_set_tokens_reports_no_edit_but_typing_does(make_form, qtbot):
    form = make_form("bash")
    edits = []
    form.edited.connect(lambda: edits.append(1))
    form.set_tokens(["5", "2", "--misere"])
    assert edits == [] and form.field("misere").isChecked()
    form.field("misere").setChecked(False)
    assert edits == [1]


def test_pasting_several_numbers_in_a_box_makes_a_box_each(make_form):
    form = make_form("nim")
    heaps: ListField = form.field("heaps")
    heaps.set_values(["3"])
    heaps.box(0).setText("3 4,5")
    assert heaps.values() == ["3", "4", "5"]
    assert form.tokens() == ["3", "4", "5"]


def test_typing_a_space_moves_on_to_a_new_box(make_form, qtbot):
    form = make_form("nim")
    form.show()
    qtbot.waitExposed(form)
    heaps: ListField = form.field("heaps")
    heaps.set_values(["3"])
    heaps.box(0).setFocus()
    qtbot.waitUntil(heaps.box(0).hasFocus)
    QTest.keyClicks(heaps.box(0), " ")
    qtbot.waitUntil(lambda: heaps.box(1) is not None and heaps.box(1).hasFocus())
    QTest.keyClicks(heaps.box(1), "4")
    assert heaps.values() == ["3", "4"]


def test_backspace_in_an_empty_box_removes_it(make_form):
    form = make_form("nim")
    heaps: ListField = form.field("heaps")
    heaps.set_values(["3", "", "5"])
    assert heaps.values() == ["3", "5"]            # an empty box is no item
    QTest.keyClick(heaps.box(1), Qt.Key.Key_Backspace)
    assert heaps.values() == ["3", "5"] and heaps.box(2) is None


def test_a_removed_box_is_gone_at_once(make_form):
    """Not only once the event loop deletes it: until then it was drawn, with its old
    number, under the + and − buttons."""
    form = make_form("nim")
    heaps: ListField = form.field("heaps")
    heaps.set_values(["1", "3", "5"])
    gone = heaps.box(2).parentWidget()
    heaps.set_values(["1", "2"])
    assert not gone.isVisibleTo(form)
    assert [box.text() for box in heaps.findChildren(QLineEdit)
            if box.isVisibleTo(form)] == ["1", "2"]


def test_plus_and_minus_buttons(make_form):
    form = make_form("georgia-bob")
    cells: ListField = form.field("cells")
    cells.set_values(["2", "6"])
    add = cells.findChild(QToolButton, "cells-add")
    remove = cells.findChild(QToolButton, "cells-remove")
    add.click()
    assert cells.values() == ["2", "6", "7"]
    remove.click()
    remove.click()
    assert cells.values() == ["2"]
    assert "piece 2" in add.toolTip()


def test_a_long_list_is_summarised_instead_of_boxed(make_form):
    form = make_form("nim")
    heaps: ListField = form.field("heaps")
    heaps.set_values([str(i) for i in range(BOX_LIMIT + 1)])
    assert heaps.box(0) is None
    summary = heaps.findChild(object, "heaps-summary")
    assert not summary.isHidden() and f"{BOX_LIMIT + 1}" in summary.text()
    heaps.set_values(["1", "2"])
    assert heaps.box(1).text() == "2" and summary.isHidden()


def test_form_shows_and_clears_an_error(make_form):
    form = make_form("euclid")
    assert form.show_error("b", "B is wrong")
    assert form.error_text("b") == "B is wrong"
    assert form.field("b").property("invalid") is True
    assert not form.show_error("position", "whole thing")
    form.clear_errors()
    assert form.error_text("b") == "" and form.field("b").property("invalid") is False


# --- a list-valued option (no built-in game has one yet) -------------------------------------

def subtraction_spec() -> GameSpec:
    """A form-only spec: N objects, and the amounts a move may take."""
    return GameSpec(id="subtraction-form", title="Subtraction", chinese="", params=(
        IntParam("n", "Objects N", 10),
        IntSetOption("amounts", "Amounts to take", "--set", (1, 3, 4), item="amount")),
        solve=lambda position: None, tree=None, canvas="", rules=(), theory=())


@pytest.fixture
def subtraction_form(qtbot) -> ParamForm:
    form = ParamForm(subtraction_spec())
    qtbot.addWidget(form)
    return form


def test_a_set_option_is_a_box_per_number(subtraction_form):
    amounts = subtraction_form.field("amounts")
    assert isinstance(amounts, ListField) and amounts.objectName() == "amounts"
    assert subtraction_form.set_tokens(["10", "--set", "4", "x", "1"])
    assert amounts.values() == ["4", "x", "1"]            # kept as typed: the solver judges
    assert subtraction_form.tokens() == ["10", "--set", "4", "x", "1"]
    amounts.set_values(["2"])
    assert subtraction_form.tokens() == ["10", "--set", "2"]
    amounts.set_values([])
    assert subtraction_form.tokens() == ["10"], "an empty set is left out, as option numbers are"


def test_a_set_option_round_trips_through_the_fields(subtraction_form):
    spec = subtraction_form.spec
    tokens = ["7", "--set", "5", "2"]
    assert subtraction_form.set_tokens(tokens)
    assert spec.format(spec.parse(subtraction_form.tokens())) == "7 --set 2 5"


def test_an_error_in_a_set_marks_its_box(subtraction_form):
    spec = subtraction_form.spec
    subtraction_form.set_tokens(["7", "--set", "1", "3", "1"])
    with pytest.raises(InputError) as caught:
        spec.parse(subtraction_form.tokens())
    error = caught.value
    assert (error.field, error.index) == ("amounts", 2)
    assert subtraction_form.show_error(error.field, error.message, error.index)
    amounts = subtraction_form.field("amounts")
    assert amounts.box(2).property("invalid") is True
    assert not amounts.box(0).property("invalid")
    assert "amount 3" in subtraction_form.error_text("amounts")


# --- every bad item of a list, not only the first -------------------------------------------

def show_solver_error(form: ParamForm) -> InputError:
    with pytest.raises(InputError) as caught:
        form.spec.parse(form.tokens())
    error = caught.value
    assert form.show_error(error.field, error.message, error.index)
    return error


def marked_boxes(field: ListField) -> list[int]:
    return [i for i in range(len(field.values())) if field.box(i).property("invalid") is True]


def test_every_bad_item_of_a_list_is_marked_and_named(make_form):
    form = make_form("nim")
    form.set_tokens(["3", "x", "5", "-2", "7"])
    show_solver_error(form)
    assert marked_boxes(form.field("heaps")) == [1, 3]
    assert form.error_text("heaps").splitlines() == [
        "heap 2: 'x' is not a whole number", "heap 4 must be at least 0, not -2"]
    assert form.field("heaps").property("invalid") is not True    # the boxes, not the list


def test_past_three_bad_items_the_first_is_told_and_the_others_are_placed(make_form):
    form = make_form("nim")
    form.set_tokens(["a", "1", "b", "c", "2", "d", "e"])
    show_solver_error(form)
    assert marked_boxes(form.field("heaps")) == [0, 2, 3, 5, 6]
    assert form.error_text("heaps").splitlines() == [
        "heap 1: 'a' is not a whole number", "and 4 more: heap 3, heap 4, heap 6, heap 7"]


def test_a_set_marks_its_bad_numbers_and_its_repeated_ones(subtraction_form):
    subtraction_form.set_tokens(["7", "--set", "1", "x", "1", "0"])
    show_solver_error(subtraction_form)
    amounts = subtraction_form.field("amounts")
    assert marked_boxes(amounts) == [1, 2, 3]
    assert subtraction_form.error_text("amounts").splitlines() == [
        "amount 2: 'x' is not a whole number",
        "amount 3: 1 is in the set already (amount 1)",
        "amount 4 must be at least 1, not 0"]


def test_a_fault_the_game_finds_marks_its_one_box(make_form):
    form = make_form("coin-circle")
    form.set_tokens(["9", "2", "20", "3", "30"])
    error = show_solver_error(form)
    assert (error.field, error.index) == ("taken", 0)
    assert marked_boxes(form.field("taken")) == [0]
    assert form.error_text("taken") == error.message


def test_a_summarised_list_keeps_the_first_message_and_is_marked_whole(make_form):
    form = make_form("nim")
    form.set_tokens(["x"] * (BOX_LIMIT + 1))
    error = show_solver_error(form)
    assert form.error_text("heaps") == error.message
    assert form.field("heaps").property("invalid") is True


def test_a_full_width_comma_in_a_box_starts_the_next_box(make_form):
    form = make_form("nim")
    heaps: ListField = form.field("heaps")
    heaps.set_values(["3"])
    heaps.box(0).setText("3，4，5")
    assert heaps.values() == ["3", "4", "5"]
