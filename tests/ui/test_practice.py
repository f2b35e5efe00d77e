"""Practice mode: during a game the answers stay hidden until a hint asks (read off the
widgets), each hint shows one more, and the end or an edit shows everything."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QListWidget, QPushButton

from tests.ui.helpers import settle

REPLY_TIMEOUT_MS = 30_000


def parts(tab):
    find = tab.findChild
    return {"verdict": find(QLabel, "verdict"), "moves": find(QListWidget, "moves"),
            "why": tab._results.explanation, "note": find(QLabel, "practice_note"),
            "hint": find(QPushButton, "hint"), "legal": find(QListWidget, "legal_moves"),
            "status": find(QLabel, "play_status"), "position": find(QLineEdit, "position")}


def answers_shown(tab) -> dict[str, bool]:
    p = parts(tab)
    return {"verdict": p["verdict"].isVisibleTo(tab) and bool(p["verdict"].text()),
            "why": p["why"].isVisibleTo(tab),
            "moves": p["moves"].isVisibleTo(tab) and p["moves"].count() > 0,
            "picture": bool(tab.canvas.analysis.moves)}


def play_first_legal(tab) -> None:
    legal = parts(tab)["legal"]
    legal.itemActivated.emit(legal.item(0))


def start_game(qtbot, make_tab, position="1 2 4"):
    tab = make_tab("nim", position)
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    assert all(answers_shown(tab).values())        # typing shows everything, as before
    play_first_legal(tab)
    qtbot.waitUntil(lambda: len(tab.play.moves_played) == 1)
    settle(qtbot)
    return tab


def test_a_game_hides_every_answer_until_hints_ask(qtbot, make_tab):
    tab = start_game(qtbot, make_tab)
    assert tab.play.in_progress
    assert answers_shown(tab) == {"verdict": False, "why": False, "moves": False,
                                  "picture": False}
    assert parts(tab)["note"].isVisibleTo(tab)
    hint = parts(tab)["hint"]
    hint.click()
    assert answers_shown(tab) == {"verdict": True, "why": False, "moves": False,
                                  "picture": False}
    assert parts(tab)["verdict"].text().startswith(("First player wins",
                                                    "Second player wins"))
    hint.click()
    assert answers_shown(tab)["why"] and not answers_shown(tab)["moves"]
    hint.click()
    if tab.outcome.analysis.moves:
        assert answers_shown(tab)["moves"] and answers_shown(tab)["picture"]


def test_practice_off_shows_everything_during_a_game(qtbot, make_tab):
    tab = start_game(qtbot, make_tab)
    tab.findChild(QCheckBox, "practice").setChecked(False)
    shown = answers_shown(tab)
    assert shown["verdict"] and shown["why"]
    assert not parts(tab)["note"].isVisibleTo(tab)


def test_editing_the_position_ends_the_game_and_shows_everything(qtbot, make_tab):
    tab = start_game(qtbot, make_tab)
    parts(tab)["position"].setText("3 4 5")
    qtbot.waitUntil(lambda: tab.outcome.args == "3 4 5")
    assert not tab.play.in_progress
    assert all(answers_shown(tab).values())


def test_new_game_starts_hidden(qtbot, make_tab):
    tab = make_tab("nim", "1 2 4")
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.findChild(QPushButton, "new_game").click()
    qtbot.waitUntil(lambda: tab.play.in_progress)
    assert not parts(tab)["verdict"].isVisibleTo(tab)


def test_the_end_shows_everything_and_never_contradicts(qtbot, make_tab):
    tab = make_tab("nim", "1")
    tab.findChild(QCheckBox, "practice").setChecked(True)
    play_first_legal(tab)               # the human takes the last object
    qtbot.waitUntil(lambda: "Game over" in parts(tab)["status"].text(),
                    timeout=REPLY_TIMEOUT_MS)
    verdict = parts(tab)["verdict"]
    assert parts(tab)["status"].text() == "Game over: you win!"
    assert verdict.isVisibleTo(tab) and verdict.text().startswith("Second player wins")
    assert "you won" in verdict.text()
    assert not tab.play.in_progress


def test_mid_game_words_speak_to_the_player(qtbot, make_tab):
    tab = make_tab("nim", "1 2 4")
    tab.findChild(QCheckBox, "practice").setChecked(False)
    play_first_legal(tab)     # 1 2 4 → 0 2 4: the computer can win whatever you do
    qtbot.waitUntil(lambda: len(tab.play.moves_played) >= 1)
    settle(qtbot)
    words = parts(tab)["verdict"].text()
    assert words.startswith("First player wins")
    assert "The computer can win whatever you do." in words
