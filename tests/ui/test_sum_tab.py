"""The sum-of-games tab: its verdict and move against brute force on the sum itself."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt, QThreadPool
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QPushButton, QTableWidget

from solvers import GAMES
from solvers.search import Search
from solvers.sums import BRUTE_FORCE_LIMIT, format_sum, parse_sum, sum_games, with_part
from tests.solvers.test_sums import SumTree
from ui.sum.parts import new_part_game
from ui.sum.results import PART, VALUE, PlayHereRole, ValueRole
from ui.sum.sum_tab import SumTab

WAIT_MS = 20_000


def small_part(rng: random.Random) -> tuple[str, str]:
    game = rng.choice(["nim", "bash", "wythoff", "euclid", "staircase"])
    if game == "nim":
        args = " ".join(str(rng.randrange(0, 5)) for _ in range(rng.randrange(1, 4)))
    elif game == "bash":
        args = f"{rng.randrange(0, 9)} {rng.randrange(1, 4)}"
    elif game == "wythoff":
        args = f"{rng.randrange(0, 6)} {rng.randrange(0, 6)}"
    elif game == "euclid":
        args = f"{rng.randrange(1, 10)} {rng.randrange(1, 10)}"
    else:
        args = " ".join(str(rng.randrange(0, 4)) for _ in range(rng.randrange(1, 4)))
    return game, args


def random_sums(count: int, seed: int) -> list[list[tuple[str, str]]]:
    rng = random.Random(seed)
    return [[small_part(rng) for _ in range(rng.randrange(1, 4))] for _ in range(count)]


def text_of(parts: list[tuple[str, str]]) -> str:
    return " + ".join(f"{game} {args}" for game, args in parts)


@pytest.fixture
def make_sum_tab(qtbot):
    """A sum tab at `text`, once its answer (perhaps from the thread pool) is shown."""

    def make(text: str | None = None) -> SumTab:
        tab = SumTab(text=text)
        qtbot.addWidget(tab)
        settle(qtbot, tab)
        return tab

    return make


def settle(qtbot, tab: SumTab) -> None:
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)


def verdict(tab: SumTab) -> str:
    return tab.findChild(QLabel, "verdict").text()


def moves(tab: SumTab) -> QListWidget:
    return tab.findChild(QListWidget, "moves")


def table_rows(tab: SumTab) -> list[list[str]]:
    table = tab.findChild(QTableWidget, "parts")
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def played_rows(tab: SumTab) -> list[int]:
    table = tab.findChild(QTableWidget, "parts")
    return [r for r in range(table.rowCount()) if table.item(r, PART).data(PlayHereRole)]


def shown_answer(tab: SumTab) -> tuple:
    items = moves(tab)
    return (verdict(tab), [items.item(i).text() for i in range(items.count())],
            table_rows(tab), played_rows(tab))


def check_against_brute_force(tab: SumTab, text: str) -> None:
    components = parse_sum(text)
    state = tuple(c.position for c in components)
    search = Search(SumTree(tuple(c.spec for c in components)))
    first_wins = search.mover_wins(state)
    words = verdict(tab)
    assert words.startswith("First player wins" if first_wins else "Second player wins"), text
    items = moves(tab)
    if not first_wins:
        assert items.count() == 0 and played_rows(tab) == [], text
        return
    assert items.count() == 1, text
    played, move = tab.analysis.move
    after_text = format_sum(with_part(components, played, move.after))
    after = tuple(c.position for c in parse_sum(after_text))
    changed = [i for i, (a, b) in enumerate(zip(state, after)) if a != b]
    assert len(after) == len(state) and len(changed) == 1, (text, after_text)
    index = changed[0]
    assert after[index] in set(components[index].spec.tree.successors(state[index])), text
    assert not search.mover_wins(after), (text, after_text)
    # The move names the part it is played in, and that part's row is the one marked.
    assert items.item(0).text().startswith(f"in part {index + 1}: "), text
    assert items.item(0).text().endswith(
        "→ " + components[index].spec.format(after[index], options=False)), text
    assert played_rows(tab) == [index], text


def test_verdict_and_move_equal_brute_force_on_random_small_sums(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 1")
    for parts in random_sums(40, seed=11):
        text = text_of(parts)
        tab.set_position_text(text)
        settle(qtbot, tab)
        assert tab.error is None, (text, tab.error)
        check_against_brute_force(tab, text)


def test_the_table_shows_each_value_and_the_xor(make_sum_tab):
    tab = make_sum_tab("nim 3 4 + bash 10 3 + wythoff 1 2")
    table = tab.findChild(QTableWidget, "parts")
    values = [table.item(r, VALUE).data(ValueRole) for r in range(table.rowCount())]
    assert values == [7, 2, 0, 5]                 # the three parts, then their XOR
    assert [row[VALUE] for row in table_rows(tab)] == ["7", "2", "0", "5"]
    assert verdict(tab) == "First player wins — the values XOR to 5"
    assert moves(tab).item(0).text() == "in part 1: take 3 from heap 2 → 3 1"
    assert played_rows(tab) == [0]
    assert "Part 1, nim 3 4: value 7." in tab.findChild(object, "explanation").toPlainText()


def test_typing_and_building_part_by_part_give_the_same_answer(make_sum_tab, qtbot):
    for parts in random_sums(8, seed=5):
        typed = make_sum_tab(text_of(parts))
        built = make_sum_tab("nim 1")
        add = built.findChild(QPushButton, "add_part")
        for number, (game, args) in enumerate(parts):
            if number:
                qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
            row = built.rows()[-1]
            row.game_box.setCurrentIndex(row.game_box.findData(game))
            row.args_edit.setText(args)
        settle(qtbot, built)
        assert len(built.rows()) == len(parts)
        assert built.position_text().split() == typed.position_text().split()
        assert shown_answer(built) == shown_answer(typed)
        check_against_brute_force(built, text_of(parts))


def test_the_line_and_the_parts_follow_each_other(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 1 2 + wythoff 3 4")
    assert [row.part() for row in tab.rows()] == [("nim", "1 2"), ("wythoff", "3 4")]
    assert [row.game_box.currentText() for row in tab.rows()] == ["Nim", "Wythoff's game"]
    tab.rows()[0].args_edit.setText("5 6")
    settle(qtbot, tab)
    assert tab.position_text() == "nim 5 6 + wythoff 3 4"
    # A new game keeps ARGS that fit it and brings its example otherwise.
    tab.rows()[1].set_game("euclid")
    assert tab.position_text() == "nim 5 6 + euclid 3 4"
    tab.rows()[1].set_game("staircase")
    tab.rows()[1].set_game("hill")
    settle(qtbot, tab)
    assert tab.rows()[1].part() == ("hill", GAMES["hill"].example)
    qtbot.mouseClick(tab.rows()[0].remove_button, Qt.MouseButton.LeftButton)
    settle(qtbot, tab)
    assert tab.position_text() == f"hill {GAMES['hill'].example}"
    assert len(tab.rows()) == 1
    tab.set_position_text("bash 7 2 + nim 1 + nim 2")
    settle(qtbot, tab)
    assert [row.part() for row in tab.rows()] == [("bash", "7 2"), ("nim", "1"), ("nim", "2")]
    assert [row.number_label.text() for row in tab.rows()] == ["Part 1:", "Part 2:", "Part 3:"]


def test_playing_the_listed_move_leaves_a_second_player_win(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 3 4 + bash 10 3 + wythoff 1 2")
    item = moves(tab).item(0)
    moves(tab).itemActivated.emit(item)
    settle(qtbot, tab)
    assert tab.position_text() == "nim 3 1 + bash 10 3 + wythoff 1 2"
    assert verdict(tab).startswith("Second player wins")
    assert moves(tab).isHidden()


@pytest.mark.parametrize("text, row, in_game, fragment", [
    ("nim 3 + wythoff 1 x", 1, False, "part 2"),
    ("chess 1 2 + nim 1", 0, True, "not a game"),
    ("nim 2 + pirates 10 3", 1, True, "no Grundy value"),
    (f"nim 1 + euclid {BRUTE_FORCE_LIMIT + 1} 3", 1, False, "brute force"),
])
def test_bad_parts_are_shown_by_their_row_and_the_last_answer_greys(
        make_sum_tab, qtbot, text, row, in_game, fragment):
    tab = make_sum_tab("nim 1 2")
    before = shown_answer(tab)
    with qtbot.waitSignal(tab.error_shown, timeout=WAIT_MS):
        tab.set_position_text(text)
    assert tab.error is not None and tab.error.index == row
    part = tab.rows()[row]
    assert fragment in part.error_text()
    assert bool(part.game_box.property("invalid")) is in_game
    assert bool(part.args_edit.property("invalid")) is not in_game
    assert tab.findChild(QLineEdit, "position").property("invalid") is True
    assert shown_answer(tab) == before
    assert tab.findChild(QLabel, "verdict").property("stale") is True
    assert tab.analysis is not None and tab.analysis.total == 3
    tab.set_position_text("nim 1 + nim 1")
    settle(qtbot, tab)
    assert tab.error is None and [r.error_text() for r in tab.rows()] == ["", ""]
    assert tab.findChild(QLabel, "verdict").property("stale") is False
    assert verdict(tab).startswith("Second player wins")


def test_an_empty_sum_is_an_error_under_the_line(make_sum_tab):
    tab = make_sum_tab("nim 1 2")
    tab.set_position_text("  + ")
    label = tab.findChild(QLabel, "position_error")
    assert not label.isHidden() and "at least one" in label.text()
    assert tab.rows() == []
    tab.restore_last_valid()
    assert tab.position_text() == "nim 1 2" and tab.error is None


def test_brute_force_runs_in_the_background_and_a_newer_sum_wins(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 1")
    tab.set_position_text("hill 10 20 30 40 --king 2")      # seconds of brute force
    assert tab.busy and tab.findChild(QLabel, "verdict").property("stale") is True
    tab.set_position_text("nim 1 1")                        # a formula: answered at once
    assert not tab.busy
    assert verdict(tab).startswith("Second player wins")
    assert QThreadPool.globalInstance().waitForDone(5_000)   # the old search gave up
    assert verdict(tab).startswith("Second player wins")


def test_the_sum_survives_in_the_settings(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 1 2 + bash 5 2 + wythoff 2 2")
    tab.set_position_text("nim 1 2 + bash x")               # bad: the last good sum is kept
    tab.save_settings(QSettings())
    assert QSettings().value("sum/position", type=str) == "nim 1 2 + bash 5 2 + wythoff 2 2"
    again = make_sum_tab("nim 1")
    again.load_settings(QSettings())
    settle(qtbot, again)
    assert again.position_text() == "nim 1 2 + bash 5 2 + wythoff 2 2"
    assert again.error is None
    check_against_brute_force(again, again.position_text())


def test_the_window_shows_remembers_and_navigates_to_the_sum_tab(make_window, qtbot):
    window = make_window()
    tab = window.sum_tab
    assert window.tabs.widget(len(GAMES)).objectName() == "sum"   # after every game's tab
    assert window.tabs.tabText(len(GAMES)) == "Sum of games"
    window.findChild(QAction, f"show_{list(GAMES)[-1]}").trigger()
    window.findChild(QAction, "next_tab").trigger()
    assert window.current_tab() is tab
    assert window.findChild(QAction, "show_sum").isChecked()
    assert "Sum of games" in window.windowTitle()
    assert "XOR" in window.about_text()
    window.findChild(QAction, "next_tab").trigger()
    assert window.tabs.currentIndex() == 0
    window.findChild(QAction, "show_sum").trigger()
    tab.set_position_text("nim 2 + nim 3")
    settle(qtbot, tab)
    window.close()
    assert QSettings().value("window/game", type=str) == "sum"
    again = make_window()
    settle(qtbot, again.sum_tab)
    assert again.current_tab() is again.sum_tab
    assert again.sum_tab.position_text() == "nim 2 + nim 3"


def test_a_new_part_is_of_the_last_parts_game_or_else_one_with_a_formula(make_sum_tab, qtbot):
    tab = make_sum_tab("nim 1 + euclid 3 2")
    row = tab.add_part()
    settle(qtbot, tab)
    assert row.part() == ("euclid", GAMES["euclid"].example)
    assert tab.position_text() == f"nim 1 + euclid 3 2 + euclid {GAMES['euclid'].example}"
    assert new_part_game([]) in sum_games() and GAMES[new_part_game([])].grundy is not None
    assert new_part_game([("chess", "1")]) == new_part_game([])


@pytest.mark.parametrize("size", [(1024, 700), (1360, 840)])
def test_the_first_sums_table_fits_without_a_sideways_scroll_bar(make_window, qtbot, size):
    window = make_window(remember=False)
    window.resize(*size)
    window.show_game("sum")
    tab = window.tab("sum")
    qtbot.waitUntil(lambda: not tab.busy)
    table = tab.findChild(QTableWidget, "parts")
    qtbot.waitUntil(lambda: table.horizontalHeader().length() <= table.viewport().width())
    assert not table.horizontalScrollBar().isVisible()
