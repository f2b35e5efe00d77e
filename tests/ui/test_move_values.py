"""Best play's values in the window: the verdict says how far the end is, every legal move
is labelled with what it leads to and coloured by its quality, as the solvers find them;
only the tab on screen searches."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel, QListWidget

import ui.play.values
import ui.tab.worker
from solvers import GAMES
from solvers.remoteness import move_values, remoteness
from ui.play.values import quality_colour, value_words

pytestmark = pytest.mark.heavy

VALUES_TIMEOUT_MS = 10_000


def legal_texts(tab) -> list[str]:
    legal = tab.findChild(QListWidget, "legal_moves")
    return [legal.item(row).text() for row in range(legal.count())]


def labelled(tab) -> bool:
    texts = legal_texts(tab)
    return bool(texts) and all(" · " in text for text in texts)


def test_every_legal_move_is_labelled_and_coloured_by_its_value(make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("nim")
    tab = window.current_tab()
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.set_position_text("1 2 4")
    qtbot.waitUntil(lambda: labelled(tab), timeout=VALUES_TIMEOUT_MS)
    spec, position = GAMES["nim"], GAMES["nim"].parse("1 2 4")
    expected = move_values(spec, position)
    legal = tab.findChild(QListWidget, "legal_moves")
    assert len(expected) == legal.count()
    for row, value in enumerate(expected):
        assert legal.item(row).text().startswith(value_words(value) + " · ")
        assert legal.item(row).foreground().color() == quality_colour(value.quality, False)
    far = remoteness(spec, position)
    assert far is not None and f"{far}" in tab.findChild(QLabel, "verdict").text()


def test_a_hidden_tab_searches_only_once_it_is_shown(make_window, qtbot):
    window = make_window(remember=False)
    window.show_game("nim")
    hidden = window.tab("bash")
    hidden.set_position_text("10 3")
    qtbot.wait(600)      # the search's wait after typing, and its tenth of a second, twice
    assert legal_texts(hidden) and not labelled(hidden)
    window.show_game("bash")
    qtbot.waitUntil(lambda: labelled(hidden), timeout=VALUES_TIMEOUT_MS)


def test_a_tab_hidden_before_its_search_ends_stops_it_and_searches_once_shown(
        make_window, qtbot):
    """The search asked for while the tab was in front is dropped when another tab comes
    to the front (it would share the GIL with that tab's typing), and done on return."""
    window = make_window(remember=False)
    window.show_game("staircase")
    tab = window.current_tab()
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.set_position_text("3 1 4")
    qtbot.waitUntil(lambda: tab.valuing, timeout=VALUES_TIMEOUT_MS)   # waiting or searching
    window.show_game("nim")
    assert not tab.valuing
    qtbot.wait(600)      # the search's wait after typing, and its tenth of a second, twice
    assert not labelled(tab)
    window.show_game("staircase")
    qtbot.waitUntil(lambda: labelled(tab), timeout=VALUES_TIMEOUT_MS)


def test_typing_stops_the_last_positions_search_before_solving_the_new_one(
        make_window, qtbot, monkeypatch):
    """The values' search shares the GIL with the window: a new position is solved with
    the old position's search already told to stop (typing at a human pace, each
    keystroke of the octal game took twice as long while the search went on beside it)."""
    searches = []                   # the should_stop of each search started

    def recorded_search(spec, position, should_stop):
        searches.append(should_stop)
        return find_values(spec, position, should_stop)

    solving = []                    # whether each search was told to stop, at each solve

    def recorded_solve(*args, **kwargs):
        solving.append([should_stop() for should_stop in searches])
        return compute_outcome(*args, **kwargs)

    find_values, compute_outcome = ui.play.values.find_values, ui.tab.worker.compute_outcome
    monkeypatch.setattr(ui.play.values, "find_values", recorded_search)
    monkeypatch.setattr(ui.tab.worker, "compute_outcome", recorded_solve)
    window = make_window(remember=False)
    window.show_game("nim")
    tab = window.current_tab()
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.set_position_text("1 2 4")
    qtbot.waitUntil(lambda: len(searches) == 1, timeout=VALUES_TIMEOUT_MS)
    tab.set_position_text("1 2 5")
    assert solving[-1] == [True]
    qtbot.waitUntil(lambda: labelled(tab), timeout=VALUES_TIMEOUT_MS)    # 1 2 5's own
