"""Play mode through the contract's objectNames: legal_moves, hint, undo, redo, new_game,
play_status. Positions are checked against brute-force search."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QListWidget, QPushButton

from solvers import GAMES
from solvers.search import Search
from tests.games import TWO_PLAYER
from tests.ui.helpers import play_from_list
from ui.play.legal_moves import LEGAL_SHOWN, LEGAL_SHOWN_AT_ONCE, LegalMovesList, listable

REPLY_TIMEOUT_MS = 30_000       # the reply comes after ~0.5 s; loaded machines are slow


def widgets(tab):
    find = tab.findChild
    return {
        "legal": find(QListWidget, "legal_moves"),
        "history": find(QListWidget, "history"),
        "status": find(QLabel, "play_status"),
        "message": find(QLabel, "play_message"),
        "position": find(QLineEdit, "position"),
        "hint": find(QPushButton, "hint"),
        "undo": find(QPushButton, "undo"),
        "redo": find(QPushButton, "redo"),
        "new_game": find(QPushButton, "new_game"),
        "computer": find(QCheckBox, "computer_plays"),
        "starter": find(QComboBox, "starter"),
    }


def wait_for_turn(qtbot, tab, moves: int) -> None:
    qtbot.waitUntil(lambda: len(tab.play.moves_played) >= moves, timeout=REPLY_TIMEOUT_MS)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_every_tab_has_the_play_contract(make_tab, game):
    tab = make_tab(game)
    for name, widget in widgets(tab).items():
        assert widget is not None, name
    spec = GAMES[game]
    legal = widgets(tab)["legal"]
    texts = [legal.item(i).text() for i in range(legal.count())]
    expected = [spec.format(move.after, options=False)
                for move in spec.legal_moves(spec.default_position())]
    assert [t.rsplit("→ ", 1)[1] for t in texts[:len(expected)]] == expected[:len(texts)]


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_following_hints_from_the_list_wins_from_a_winning_start(qtbot, make_tab, game,
                                                               quick_computer):
    # No pause before each reply: the game is played for its hints, not to watch it.
    spec = GAMES[game]
    rng = random.Random(game)
    search = Search(spec.tree)
    start = next(p for p in (spec.random_position(rng, 2) for _ in range(200))
                 if search.mover_wins(p))
    tab = make_tab(game, spec.format(start))
    parts = widgets(tab)
    assert parts["status"].text() == "Your move."
    for turn in range(0, 200, 2):
        if "Game over" in parts["status"].text():
            break
        for _ in range(3):
            parts["hint"].click()
        assert parts["message"].text().startswith("Winning move:")
        args = parts["message"].text().split("→ ", 1)[1].rstrip(".")
        play_from_list(tab, args)
        assert parts["position"].text() == spec.format(spec.parse(args.split()))
        qtbot.waitUntil(lambda played=turn + 2: "Game over" in parts["status"].text()
                        or len(tab.play.moves_played) >= played, timeout=REPLY_TIMEOUT_MS)
    assert parts["status"].text() == "Game over: you win!"
    assert "no move handed" in parts["message"].text()


def test_the_computer_answers_a_mistake_with_a_winning_move(qtbot, make_tab,
                                                            quick_computer):
    spec = GAMES["nim"]
    search = Search(spec.tree)
    tab = make_tab("nim", "3 4 5")
    play_from_list(tab, "2 4 5")            # a mistake: XOR 3
    wait_for_turn(qtbot, tab, 2)
    reply = tab.play.moves_played[1].after
    assert not search.mover_wins(reply)
    assert widgets(tab)["position"].text() == spec.format(reply)
    assert widgets(tab)["status"].text() == "Your move."


def test_undo_and_redo_restore_exact_positions(qtbot, make_tab, quick_computer):
    tab = make_tab("wythoff", "4 6")
    parts = widgets(tab)
    play_from_list(tab, "3 6")
    wait_for_turn(qtbot, tab, 2)
    after_reply = parts["position"].text()
    parts["undo"].click()                   # takes back the reply and our move
    assert parts["position"].text() == "4 6"
    assert tab.play.moves_played == [] and parts["history"].count() == 0
    parts["redo"].click()
    assert parts["position"].text() == after_reply
    assert len(tab.play.moves_played) == 2 and parts["history"].count() == 2


def test_an_illegal_move_is_refused_with_a_reason(make_tab):
    spec = GAMES["nim"]
    tab = make_tab("nim", "3 4 5")
    assert not tab.play.play_position(spec.parse("3 4 9"))
    assert "not allowed" in widgets(tab)["message"].text()
    assert widgets(tab)["position"].text() == "3 4 5"
    assert tab.play.moves_played == []


def test_two_players_and_the_review_of_a_planted_mistake(qtbot, make_tab):
    tab = make_tab("nim", "3 4 5")
    parts = widgets(tab)
    parts["computer"].setChecked(False)
    assert parts["status"].text() == "Player 1 to move."
    for args in ("1 4 5", "1 4 4", "1 3 4", "1 3 2", "1 2 2", "0 2 2", "0 1 2", "0 1 1",
                 "0 0 1", "0 0 0"):
        play_from_list(tab, args)
    assert parts["status"].text() == "Game over: player 2 wins."
    assert parts["message"].text().startswith("Review: Move 3: take 1 from heap 2 → 1 3 4")
    assert parts["history"].item(2).text().endswith("the mistake")


def test_editing_the_position_mid_game_starts_afresh(qtbot, make_tab, quick_computer):
    tab = make_tab("nim", "3 4 5")
    play_from_list(tab, "1 4 5")
    wait_for_turn(qtbot, tab, 2)
    widgets(tab)["position"].setText("6 6 1")
    assert tab.play.moves_played == [] and widgets(tab)["history"].count() == 0
    assert widgets(tab)["status"].text() == "Your move."


def test_new_game_and_the_computer_starting(qtbot, make_tab, quick_computer):
    tab = make_tab("bash", "10 3")
    parts = widgets(tab)
    parts["starter"].setCurrentIndex(1)     # the computer starts
    parts["new_game"].click()
    wait_for_turn(qtbot, tab, 1)
    assert parts["status"].text() in ("Your move.", "Game over: the computer wins.")
    assert parts["history"].item(0).text().startswith("1. Computer:")


def test_misere_end_says_who_won(qtbot, make_tab):
    tab = make_tab("misere-nim", "1")
    parts = widgets(tab)
    play_from_list(tab, "0")                # we take the last object: we lose
    assert parts["status"].text() == "Game over: the computer wins."


def test_a_long_legal_list_is_capped_and_filled_a_part_at_a_time(qtbot):
    spec = GAMES["nim"]
    legal = LegalMovesList(spec)
    qtbot.addWidget(legal)
    legal.show_position(spec.parse("400 400"))     # 800 moves, listed while hidden
    assert legal.count() == LEGAL_SHOWN_AT_ONCE and legal.listing
    qtbot.waitUntil(lambda: not legal.listing, timeout=5000)
    assert legal.count() == LEGAL_SHOWN + 1          # the rows and a note
    assert legal.item(LEGAL_SHOWN).text().startswith("… more moves")
    first = next(iter(spec.legal_moves(spec.parse("400 400"))))
    with qtbot.waitSignal(legal.move_activated) as blocker:
        legal.itemActivated.emit(legal.item(0))
    assert blocker.args == [first]


def test_a_position_too_big_to_write_out_lists_its_moves_shortened(qtbot):
    spec = GAMES["nim"]
    legal = LegalMovesList(spec)
    qtbot.addWidget(legal)
    legal.show_position(spec.parse(f"{2**300} 1"))
    assert not listable(spec.parse(f"{2**300} 1"))
    qtbot.waitUntil(lambda: not legal.listing, timeout=5000)
    assert legal.count() == LEGAL_SHOWN + 1
    assert legal.item(0).text() == "take 1 from heap 1 → 203703597633…706183397375 (91 digits) 1"
    with qtbot.assertNotEmitted(legal.move_activated):
        legal.itemActivated.emit(legal.item(LEGAL_SHOWN))      # a note plays nothing


def two_player_game(qtbot, make_tab, moves: list[str], start: str = "1 2"):
    """Nim from `start`, two players at one screen, the `moves` played from the list."""
    tab = make_tab("nim", start)
    parts = widgets(tab)
    parts["computer"].setChecked(False)
    for args in moves:
        qtbot.waitUntil(lambda: not tab.busy and parts["legal"].isEnabled())
        play_from_list(tab, args)
    qtbot.waitUntil(lambda: not tab.busy and len(tab.play.moves_played) == len(moves))
    return tab, parts


def test_a_finished_game_keeps_its_review_when_the_players_change(qtbot, make_tab):
    _tab, parts = two_player_game(qtbot, make_tab, ["1 0", "0 0"])   # 1 0: the mistake
    history = [parts["history"].item(row).text() for row in range(2)]
    status = parts["status"].text()
    assert history[0].endswith("← the mistake") and status == "Game over: player 2 wins."
    for ticked in (True, False, True):
        parts["computer"].setChecked(ticked)
        assert [parts["history"].item(row).text() for row in range(2)] == history
        assert parts["status"].text() == status


def test_two_players_at_one_screen_have_no_starter(qtbot, make_tab):
    tab, parts = two_player_game(qtbot, make_tab, ["1 4 5"], start="3 4 5")
    parts["starter"].setCurrentIndex(1)            # "Computer starts": for the computer
    assert [m.after for m in tab.play.moves_played] == [tab.spec.parse("1 4 5")]


def test_a_typo_put_right_goes_on_with_the_game(qtbot, make_tab):
    tab, parts = two_player_game(qtbot, make_tab, ["1 4 5", "1 4 1"], start="3 4 5")
    parts["position"].setText("1 4 1 x")
    qtbot.waitUntil(lambda: tab.error is not None)
    tab.restore_last_valid()
    qtbot.waitUntil(lambda: not tab.busy and tab.error is None)
    assert len(tab.play.moves_played) == 2 and parts["history"].count() == 2
    assert parts["undo"].isEnabled()
    assert parts["status"].text() == "Player 1 to move."


def test_the_computer_replies_after_a_typo_put_right(qtbot, make_tab):
    """A typo while the computer waits to reply stops the reply; put right, the game goes
    on and the computer replies (the game counted from nothing, and it never did)."""
    tab = make_tab("nim", "3 4 5")
    parts = widgets(tab)
    qtbot.waitUntil(lambda: not tab.busy and parts["legal"].isEnabled())
    play_from_list(tab, "1 4 5")                   # the reply waits COMPUTER_PAUSE_MS
    parts["position"].setText("1 4 5 x")
    qtbot.waitUntil(lambda: tab.error is not None)
    tab.restore_last_valid()
    wait_for_turn(qtbot, tab, 2)
    assert parts["history"].count() == 2 and parts["status"].text() == "Your move."


def test_an_edit_while_the_computer_waits_to_reply_is_kept(qtbot, make_tab, quick_computer):
    """The edited position is solved in the background: the computer's reply to the old
    one must not be played over it."""
    tab = make_tab("nim", "3 4 5")
    parts = widgets(tab)
    qtbot.waitUntil(lambda: not tab.busy and parts["legal"].isEnabled())
    play_from_list(tab, "1 4 5")                   # the reply is due at once
    edited = "1 4 5 " + "9" * 40                   # long enough to be solved on a worker
    parts["position"].setText(edited)
    qtbot.waitUntil(lambda: not tab.busy, timeout=REPLY_TIMEOUT_MS)
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.error is None)
    assert tab.position_text() == edited
    assert tab.play.moves_played == []
