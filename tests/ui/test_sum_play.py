"""Playing a sum: a move is a move in one part; the computer answers to XOR 0."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QPushButton, QTableWidget

from solvers.play import PERFECT, STRENGTHS
from solvers.spec import InputError, Position
from solvers.sums import analyse_sum, format_sum, parse_sum, random_sum
from ui.sum.picture import SumPicture
from ui.sum.sum_tab import SumTab

WAIT_MS = 20_000
#: A generous bound on the GUI thread's work for one move and its undo (about 0.1 s).
RESPONSIVE_S = 1.5


@pytest.fixture
def make_sum_tab(qtbot):
    def make(text: str, computer: bool = True, shown: bool = False) -> SumTab:
        tab = SumTab(text=text)
        qtbot.addWidget(tab)
        tab.play.set_computer_plays(computer)
        if shown:
            tab.resize(1024, 700)
            tab.show()
            qtbot.waitExposed(tab)
        qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
        return tab

    return make


def legal(tab: SumTab) -> QListWidget:
    return tab.findChild(QListWidget, "legal_moves")


def status(tab: SumTab) -> str:
    return tab.findChild(QLabel, "play_status").text()


def button(tab: SumTab, name: str) -> QPushButton:
    return tab.findChild(QPushButton, name)


def parts(text: str) -> list[str]:
    return [str(part) for part in parse_sum(text)]


def changed(before: str, after: str) -> list[int]:
    return [i for i, (a, b) in enumerate(zip(parts(before), parts(after), strict=True))
            if a != b]


def activate(moves: QListWidget, row: int) -> None:
    moves.setCurrentRow(row)
    moves.itemActivated.emit(moves.item(row))


def test_a_move_changes_exactly_one_part_and_undo_and_redo_follow(make_sum_tab, qtbot):
    start = "nim 3 4 5 + bash 10 3 + staircase 2 1 3 2 4"
    tab = make_sum_tab(start, computer=False)
    assert status(tab) == "Player 1 to move: play in any one part."
    assert not button(tab, "undo").isEnabled()
    texts = [legal(tab).item(r).text() for r in range(legal(tab).count())]
    assert texts[0] == "Part 1, Nim: take 1 from heap 1 → 2 4 5"
    assert {t.split(",")[0] for t in texts} == {"Part 1", "Part 2", "Part 3"}
    activate(legal(tab), 3)
    after = tab.position_text()
    assert len(changed(start, after)) == 1
    assert status(tab) == "Player 2 to move: play in any one part."
    button(tab, "undo").click()
    assert tab.position_text() == start
    assert button(tab, "redo").isEnabled()
    button(tab, "redo").click()
    assert tab.position_text() == after


def test_the_computer_answers_a_move_from_a_lost_sum_with_xor_0(make_sum_tab, qtbot,
                                                                quick_computer):
    start = "nim 1 + nim 2 + nim 3 + bash 7 3 + bash 7 3"
    assert analyse_sum(parse_sum(start)).total == 0
    tab = make_sum_tab(start)
    assert status(tab) == "Your move: play in any one part."
    for row in range(2):          # two rounds: each reply leaves the XOR 0 again
        before = tab.position_text()
        activate(legal(tab), row)
        played = 2 * (row + 1)
        qtbot.waitUntil(lambda played=played: tab.play.moves_played() == played,
                        timeout=WAIT_MS)
        mine = tab.play.history()[-2]
        assert tab.play.history()[-3] == before
        assert len(changed(before, mine)) == 1
        assert analyse_sum(parse_sum(mine)).total != 0
        assert len(changed(mine, tab.position_text())) == 1
        assert analyse_sum(parse_sum(tab.position_text())).total == 0
        assert status(tab) == "Your move: play in any one part."
    button(tab, "undo").click()     # the computer's reply and your move
    qtbot.waitUntil(lambda: tab.play.moves_played() == 2, timeout=WAIT_MS)
    assert analyse_sum(parse_sum(tab.position_text())).total == 0
    assert status(tab) == "Your move: play in any one part."


def test_the_winning_move_of_the_results_is_a_move_of_the_game(make_sum_tab, qtbot,
                                                               quick_computer):
    start = "nim 3 4 5 + bash 11 3"
    tab = make_sum_tab(start)
    winning = tab.findChild(QListWidget, "moves")
    activate(winning, 0)
    qtbot.waitUntil(lambda: tab.play.moves_played() == 2, timeout=WAIT_MS)   # and the reply
    assert tab.play.history()[0] == start
    assert analyse_sum(parse_sum(tab.play.history()[1])).total == 0
    assert button(tab, "undo").isEnabled()
    assert status(tab) == "Your move: play in any one part."


def test_a_move_in_a_sum_of_hundreds_of_parts_keeps_the_window_responsive(make_sum_tab,
                                                                         qtbot):
    """The table of parts is filled again after each move: it took seconds for 300 parts
    (the header measured every row again for each cell put in)."""
    tab = make_sum_tab(" + ".join(["nim 3"] * 300), computer=False, shown=True)
    started = time.monotonic()
    activate(legal(tab), 0)
    button(tab, "undo").click()
    assert time.monotonic() - started < RESPONSIVE_S
    table = tab.findChild(QTableWidget, "parts")
    assert table.rowCount() == 301 and table.item(299, 2).text() == "3"


def test_the_sum_is_over_when_no_part_has_a_move(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 0 0 + bash 0 3")
    assert legal(tab).count() == 0
    assert status(tab) == "Game over: you have no move, the computer wins."
    tab = make_sum_tab("nim 1 + bash 0 3", computer=False)
    activate(legal(tab), 0)
    assert tab.position_text() == "nim 0 + bash 0 3"
    assert legal(tab).count() == 0
    assert status(tab) == "Game over: player 2 has no move, player 1 wins."


def test_the_computer_replies_after_a_brute_force_valuing(make_sum_tab, qtbot,
                                                          quick_computer):
    tab = make_sum_tab("wythoff 1 2 + nim 2")
    activate(legal(tab), 0)
    qtbot.waitUntil(lambda: tab.play.moves_played() == 2 or "Game over" in status(tab),
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    assert len(changed(tab.play.history()[-2], tab.position_text())) == 1


def test_an_edit_starts_a_new_game_and_new_game_keeps_the_games(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 3 4 + bash 10 3", computer=False)
    activate(legal(tab), 0)
    tab.set_position_text("nim 1 2 + bash 9 3")
    assert not button(tab, "undo").isEnabled()
    assert tab.play.history() == ["nim 1 2 + bash 9 3"]
    button(tab, "new_game").click()
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    assert [part.spec.id for part in parse_sum(tab.position_text())] == ["nim", "bash"]


def picture(tab: SumTab) -> SumPicture:
    return tab.findChild(SumPicture, "sum_picture")


def click_move(tab: SumTab, index: int, after: Position) -> None:
    """Click part `index`'s picture where its geometry says the move to `after` is."""
    canvas = picture(tab).canvases()[index]
    points = canvas.click_points(after)
    assert points, f"no click for {after}"
    for point in points:
        assert canvas.rect().contains(point.toPoint())
        QTest.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         point.toPoint())


def message(tab: SumTab) -> str:
    return tab.findChild(QLabel, "play_message").text()


def test_a_click_on_a_parts_picture_plays_the_same_move_as_the_list(make_sum_tab, qtbot):
    start = "nim 3 4 5 + bash 10 3 + staircase 2 1 3 2 4"
    tab = make_sum_tab(start, computer=False, shown=True)
    listed = tab.play._listed
    compared = set()
    for row, (index, move) in enumerate(listed):
        if index in compared or not picture(tab).canvases()[index].click_points(move.after):
            continue
        compared.add(index)
        activate(legal(tab), row)
        by_list = tab.position_text()
        button(tab, "undo").click()
        assert tab.position_text() == start
        click_move(tab, index, move.after)
        assert tab.position_text() == by_list, (index, move.text)
        assert tab.play.history() == [start, by_list]
        assert changed(start, by_list) == [index]
        button(tab, "undo").click()
    assert compared == {0, 1, 2}


def test_an_illegal_click_plays_nothing(make_sum_tab, qtbot):
    start = "nim 3 4 5 + bash 10 3"
    tab = make_sum_tab(start, computer=False, shown=True)
    assert not tab.play.play_position(1, Position((5, 3)))     # Bash takes at most 3
    assert not tab.play.play_position(0, Position((3, 4, 6)))  # nothing is added
    assert tab.position_text() == start and tab.play.moves_played() == 0
    assert "not allowed" in message(tab)
    tab.play.set_computer_plays(True)
    activate(legal(tab), 0)        # now it is the computer's turn: clicks wait
    assert not tab.play.play_position(0, Position((1, 4, 5)))
    assert tab.play.moves_played() == 1


def test_hints_reveal_whether_you_win_then_the_part_then_a_move_to_xor_0(make_sum_tab, qtbot):
    start = "nim 3 4 + bash 10 3 + wythoff 1 2"
    tab = make_sum_tab(start, computer=False, shown=True)
    analysis = tab.analysis
    assert analysis.total != 0
    hint = button(tab, "hint")
    hint.click()
    assert message(tab).startswith("You can win")
    assert "part" not in message(tab).lower()       # not yet where to play
    assert picture(tab).marked_part() is None
    hint.click()
    index, move = analysis.move
    assert message(tab) == f"Play in part {index + 1}, Nim."
    assert legal(tab).currentRow() == -1 or legal(tab).currentItem() is None
    hint.click()
    assert message(tab).startswith(f"Winning move: part {index + 1}, Nim: ")
    row = legal(tab).currentRow()
    assert tab.play._listed[row] == (index, move)
    assert picture(tab).marked_part() == index
    assert picture(tab).canvases()[index].highlighted_move == 0
    activate(legal(tab), row)          # the move the hint gave away leaves the XOR 0
    qtbot.waitUntil(lambda: not tab.busy and tab.analysis is not analysis, timeout=WAIT_MS)
    assert analyse_sum(parse_sum(tab.position_text())).total == 0
    assert message(tab) == ""          # a new position: the hints start again
    hint.click()
    assert message(tab).startswith("Whatever you do, the opponent can win")
    hint.click()
    hint.click()
    assert message(tab).startswith("Whatever you do") and legal(tab).currentRow() == -1


def test_restart_goes_back_to_the_first_position_with_an_empty_history(make_sum_tab, qtbot):
    start = "nim 3 4 5 + bash 10 3"
    tab = make_sum_tab(start, computer=False)
    restart = button(tab, "restart")
    assert not restart.isEnabled()
    activate(legal(tab), 0)
    activate(legal(tab), 2)
    button(tab, "undo").click()
    assert restart.isEnabled()
    restart.click()
    assert tab.position_text() == start
    assert tab.play.history() == [start] and tab.play.moves_played() == 0
    assert not button(tab, "undo").isEnabled() and not button(tab, "redo").isEnabled()
    assert not restart.isEnabled()
    assert status(tab) == "Player 1 to move: play in any one part."


def test_the_strength_box_offers_the_games_strengths(make_sum_tab):
    tab = make_sum_tab("nim 1 2", computer=False)
    box = tab.findChild(QComboBox, "strength")
    assert [box.itemData(i) for i in range(box.count())] == list(STRENGTHS)
    assert "XOR 0" in box.toolTip()


def test_a_perfect_computer_from_a_won_sum_always_leaves_xor_0(make_sum_tab, qtbot,
                                                              quick_computer):
    # No pause before each reply: six replies are checked, not watched.
    rng = random.Random(8)
    games = parse_sum("nim 3 4 5 + bash 10 3 + staircase 2 1 3 2 4 + boxes 1 2 3")
    tab = make_sum_tab("nim 1", computer=False)
    tab.play.set_strength(PERFECT)
    played = 0
    while played < 6:
        start = format_sum(random_sum(games, rng, 4))
        analysis = analyse_sum(parse_sum(start))
        if analysis.total == 0:
            continue
        # A lost sum for you, so the computer's reply comes from a won one: play a move
        # that does not make the XOR 0 (there is one whenever a part can move twice).
        mine = next(((i, m) for i, c in enumerate(analysis.components)
                     for m in c.spec.legal_moves(c.position)
                     if analyse_sum(parse_sum(format_sum(
                         [*analysis.components[:i], type(c)(c.spec, m.after),
                          *analysis.components[i + 1:]]))).total != 0), None)
        if mine is None:
            continue
        tab.play.set_computer_plays(False)
        tab.set_position_text(start)
        qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
        tab.play.set_computer_plays(True)
        tab.play.play(*mine)
        qtbot.waitUntil(lambda: tab.play.moves_played() == 2, timeout=WAIT_MS)
        assert analyse_sum(parse_sum(tab.position_text())).total == 0, start
        assert changed(tab.play.history()[1], tab.position_text()).__len__() == 1
        played += 1


def test_a_sum_shown_while_its_parts_are_still_being_valued_lays_out(make_sum_tab, qtbot):
    """The picture had no tiles yet: laying out zero parts divided by zero, and the error
    in resizeEvent crashed the process."""
    tab = make_sum_tab("wythoff 1 2 + nim 2", shown=True)
    assert len(picture(tab).canvases()) == 2


def test_a_reply_stopped_by_its_budget_is_said_to_the_player(make_sum_tab, monkeypatch):
    """The computer's search for a reply can stop at a budget (a part too large to search):
    the player is told and may go on as two players; nothing is only printed."""
    tab = make_sum_tab("nim 3 + bash 10 3")
    panel = tab.play
    panel._reply.failed.emit(InputError("position", "too large to search: more than 9 "
                                                    "positions"))
    message = panel.findChild(QLabel, "play_message")
    assert not message.isHidden()
    assert "too large to search: more than 9 positions" in message.text()
    assert "Computer plays" in message.text()
