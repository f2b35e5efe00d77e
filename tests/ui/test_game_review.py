"""After a game: the value history is the values of the game's positions, each side's
accuracy is counted, the review steps through the game on the picture, plays on from any
position, restarts the game; who starts takes effect at once."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QPushButton, QWidget

from solvers import GAMES
from solvers.history import accuracy
from solvers.remoteness import BEST, GOOD, MISTAKE, remoteness
from solvers.spec import FIRST
from tests.ui.helpers import play_from_list
from tests.ui.test_play import REPLY_TIMEOUT_MS, wait_for_turn

START = "1 3"


def finished_game(qtbot, make_tab, moves=("1 2", "1 1", "0 1", "0 0")):
    """Two players at one screen play `moves` from START to the end."""
    tab = make_tab("nim", START)
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    for number, args in enumerate(moves, start=1):
        play_from_list(tab, args)
        wait_for_turn(qtbot, tab, number)
        qtbot.waitUntil(lambda shown=args: tab.position_text() == shown)
    review = tab.findChild(QWidget, "game_review")
    qtbot.waitUntil(lambda: bool(review.points), timeout=REPLY_TIMEOUT_MS)
    return tab, review


def button(tab, name: str) -> QPushButton:
    return tab.findChild(QPushButton, name)


def test_the_history_is_the_values_of_the_games_positions(qtbot, make_tab):
    tab, review = finished_game(qtbot, make_tab)
    assert review.isVisibleTo(tab)
    spec = GAMES["nim"]
    positions = [spec.parse(text) for text in (START, "1 2", "1 1", "0 1", "0 0")]
    points = review.points
    assert [p.position for p in points] == positions
    for point in points:
        assert point.remoteness == remoteness(spec, point.position)
        assert point.mover_wins == (spec.solve(point.position).winner == FIRST)
    # 1 3 -> 1 2 hands over the win (1 1 was the winning move); the rest is best play.
    assert [p.quality == MISTAKE for p in points[1:]] == [True, False, False, False]
    assert [p.turned for p in points] == [False, True, False, False, False]
    first, second = accuracy(points)
    head, *rows = table_rows(tab.findChild(QLabel, "accuracy").text())
    assert head == ["", "★ best", "✓ good", "✗ mistakes"]
    assert rows == [[name, str(side[BEST]), str(side[GOOD]), str(side[MISTAKE])]
                    for name, side in (("Player 1", first), ("Player 2", second))]
    assert (first[MISTAKE], second[MISTAKE]) == (1, 0)


def table_rows(rich_text: str) -> list[list[str]]:
    """The cells of an HTML table, row by row."""
    return [re.findall(r"<td[^>]*>(.*?)</td>", row)
            for row in re.findall(r"<tr>(.*?)</tr>", rich_text)]


def test_the_review_steps_through_the_game_on_the_picture(qtbot, make_tab):
    tab, _ = finished_game(qtbot, make_tab)
    spec = GAMES["nim"]
    back, forward = button(tab, "review_back"), button(tab, "review_forward")
    assert back.isEnabled() and not forward.isEnabled()
    back.click()
    back.click()
    assert tab.canvas.analysis.position == spec.parse("1 1")
    assert "2 of 4" in tab.findChild(QLabel, "review_step").text()
    forward.click()
    assert tab.canvas.analysis.position == spec.parse("0 1")
    assert tab.position_text() == "0 0"          # stepping shows, it does not play


def test_play_on_from_a_past_position(qtbot, make_tab):
    tab, review = finished_game(qtbot, make_tab)
    review.show_step(1)
    button(tab, "play_on").click()
    qtbot.waitUntil(lambda: tab.position_text() == "1 2")
    assert len(tab.play.moves_played) == 1
    assert tab.play.in_progress
    assert not review.isVisibleTo(tab)
    play_from_list(tab, "1 1")                    # the game goes on from there
    wait_for_turn(qtbot, tab, 2)


def test_restart_plays_the_same_position_again(qtbot, make_tab):
    tab, review = finished_game(qtbot, make_tab)
    restart = button(tab, "restart")
    assert restart.isEnabled()
    restart.click()
    qtbot.waitUntil(lambda: tab.position_text() == START)
    assert tab.play.moves_played == [] and tab.play.in_progress
    assert not review.isVisibleTo(tab)
    assert not restart.isEnabled()


def test_computer_starts_takes_effect_at_once(qtbot, make_tab, quick_computer):
    tab = make_tab("nim", "2 3 4")
    assert tab.play.moves_played == []
    starter = tab.findChild(QComboBox, "starter")
    starter.setCurrentIndex(starter.findData("computer"))
    wait_for_turn(qtbot, tab, 1)
    assert tab.position_text() != "2 3 4"


def test_the_computer_has_three_strengths_each_explained(make_tab):
    tab = make_tab("nim")
    strength = tab.findChild(QComboBox, "strength")
    assert [strength.itemData(i) for i in range(strength.count())] == [
        "perfect", "strong", "learner"]
    tip = strength.toolTip()
    assert all(word in tip for word in ("Perfect:", "Strong:", "Learner:"))
