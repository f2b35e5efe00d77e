"""Playing a sum: a move is a move in one part; the computer answers to XOR 0."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton

from solvers.sums import analyse_sum, parse_sum
from ui.sum.sum_tab import SumTab

WAIT_MS = 20_000


@pytest.fixture
def make_sum_tab(qtbot):
    def make(text: str, computer: bool = True) -> SumTab:
        tab = SumTab(text=text)
        qtbot.addWidget(tab)
        tab.play.set_computer_plays(computer)
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


def test_the_computer_answers_a_move_from_a_lost_sum_with_xor_0(make_sum_tab, qtbot):
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


def test_the_sum_is_over_when_no_part_has_a_move(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 0 0 + bash 0 3")
    assert legal(tab).count() == 0
    assert status(tab) == "Game over: you have no move, the computer wins."
    tab = make_sum_tab("nim 1 + bash 0 3", computer=False)
    activate(legal(tab), 0)
    assert tab.position_text() == "nim 0 + bash 0 3"
    assert legal(tab).count() == 0
    assert status(tab) == "Game over: player 2 has no move, player 1 wins."


def test_the_computer_replies_after_a_brute_force_valuing(make_sum_tab, qtbot):
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
