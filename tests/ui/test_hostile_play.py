"""Issue 12, items 2 and 3: a listed move of any size is played at once, and huge values
and huge boards raise nothing in the window (play, the sum of games)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QTableWidget

from solvers import GAMES
from solvers.spec import MAX_DIGITS
from ui.sum.results import VALUE, ValueRole
from ui.sum.sum_tab import SumTab
from ui.tab.outcome import replay_text

WAIT_MS = 30_000
#: A move must be taken at once: the GUI thread never lists a million moves to find it.
AT_ONCE_S = 0.15


def _moves(tab) -> QListWidget:
    return tab.findChild(QListWidget, "moves")


def _position(tab) -> str:
    return tab.findChild(QLineEdit, "position").text()


def _message(tab) -> str:
    return tab.findChild(QLabel, "play_message").text()


def _settle(qtbot, tab, args: str) -> None:
    qtbot.waitUntil(lambda: not tab.busy and tab.outcome is not None
                    and tab.outcome.analysis.position == GAMES[tab.spec.id].parse(args),
                    timeout=WAIT_MS)


def _activate(widget: QListWidget, row: int) -> float:
    """Activate a row as Enter or a double-click would; the seconds the GUI thread took."""
    start = time.perf_counter()
    widget.itemActivated.emit(widget.item(row))
    return time.perf_counter() - start


def test_a_listed_winning_move_of_999995_objects_is_played_at_once(make_tab, qtbot):
    tab = make_tab("nim", "1000000 5")
    _settle(qtbot, tab, "1000000 5")
    assert _moves(tab).item(0).text().startswith("take 999995 from heap 1 → 5 5")
    took = _activate(_moves(tab), 0)
    assert took < AT_ONCE_S
    _settle(qtbot, tab, "5 5")
    assert _position(tab) == "5 5"
    assert "not allowed" not in _message(tab)
    assert len(tab.play.moves_played) == 1


def test_a_listed_move_to_a_position_too_long_to_write_out_is_played(make_tab, qtbot):
    """Past REPLAY_MAX_BITS a position is not written out as ARGS text for the list; its
    row is played all the same."""
    spec, huge = GAMES["nim"], 10**7000           # 23,254 bits; 10**7000 ^ 3 > 10**7000
    tab = make_tab("nim", f"{huge} {huge} 3")
    tab.play._computer.setChecked(False)
    _settle(qtbot, tab, f"{huge} {huge} 3")
    target = spec.parse(f"{huge} {huge} 0")
    assert _moves(tab).count() == 1 and replay_text(spec, target) is None
    took = _activate(_moves(tab), 0)
    assert took < AT_ONCE_S
    qtbot.waitUntil(lambda: not tab.busy and tab.outcome.analysis.position == target,
                    timeout=WAIT_MS)
    assert [move.after for move in tab.play.moves_played] == [target]


def test_a_move_beside_a_number_of_the_longest_length_is_played_at_once(make_tab, qtbot):
    """The position after a move is written out for the position line: a 200,000-digit
    heap took 0.45 s of the window's thread to write (str() is quadratic in 3.11)."""
    huge = "9" * MAX_DIGITS
    tab = make_tab("nim", f"{huge} 5")
    tab.play._computer.setChecked(False)
    _settle(qtbot, tab, f"{huge} 5")
    start = time.perf_counter()
    assert tab.play.play_position(GAMES["nim"].parse(f"{huge} 4"))
    assert time.perf_counter() - start < AT_ONCE_S
    assert _position(tab) == f"{huge} 4"


def test_a_big_move_on_the_picture_is_played_at_once(make_tab, qtbot):
    tab = make_tab("nim", "5 1000000")
    tab.play._computer.setChecked(False)
    _settle(qtbot, tab, "5 1000000")
    start = time.perf_counter()
    tab.canvas.move_requested.emit(GAMES["nim"].parse("5 3"))
    assert time.perf_counter() - start < AT_ONCE_S
    _settle(qtbot, tab, "5 3")
    assert [str(m.text) for m in tab.play.moves_played] == ["take 999997 from heap 2"]


def test_a_move_that_is_not_legal_is_refused_in_words(make_tab, qtbot):
    tab = make_tab("nim", "1000000 5")
    _settle(qtbot, tab, "1000000 5")
    assert not tab.play.play_position(GAMES["nim"].parse("1000001 5"))
    assert "not allowed" in _message(tab)
    assert _position(tab) == "1000000 5"


@pytest.mark.parametrize("value", [2**63, 2**64 + 3, 10**40])
def test_the_sum_holds_grundy_values_of_any_size(qtbot, value):
    tab = SumTab(text=f"nim {value} + nim 1")
    qtbot.addWidget(tab)
    qtbot.waitUntil(lambda: not tab.busy, timeout=WAIT_MS)
    table = tab.findChild(QTableWidget, "parts")
    values = [table.item(r, VALUE).data(ValueRole) for r in range(table.rowCount())]
    assert values == [value, 1, value ^ 1]
    assert tab.error is None


@pytest.mark.parametrize("n", [32, 40, 10**18])
def test_a_listed_winning_move_on_a_big_board_is_played(make_tab, qtbot, n):
    tab = make_tab("corner-board", str(n))
    tab.play._computer.setChecked(False)
    _settle(qtbot, tab, str(n))
    assert _moves(tab).count() == 2
    after = _moves(tab).item(0).text().rsplit("→ ", 1)[-1]
    assert after in (f"{n} 1 2", f"{n} 2 1")
    _activate(_moves(tab), 0)
    _settle(qtbot, tab, after)
    assert tab.error is None and _position(tab) == after
    assert len(tab.play.moves_played) == 1


@pytest.mark.parametrize("n", [31, 33, 10**18 + 1])
def test_legal_moves_on_a_big_board_leave_no_error(make_tab, qtbot, n):
    tab = make_tab("corner-board", str(n))
    tab.play._computer.setChecked(False)
    _settle(qtbot, tab, str(n))
    legal = tab.findChild(QListWidget, "legal_moves")
    path = ""
    for step in ("2 1", "3 1", "3 2", "2 2"):
        path += " " + step
        row = next(r for r in range(legal.count())
                   if legal.item(r).text().endswith(f"→ {n}{path}"))
        _activate(legal, row)
        _settle(qtbot, tab, f"{n}{path}")
        assert tab.error is None, tab.error
    assert len(tab.play.moves_played) == 4
