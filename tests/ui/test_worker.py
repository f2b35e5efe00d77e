"""Big positions are solved off the GUI thread; a newer input supersedes an older one."""

from __future__ import annotations

import random
import time
from itertools import pairwise

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool, QTimer
from PySide6.QtWidgets import QLabel, QProgressBar

import ui.tab.worker
from solvers import GAMES
from solvers.games.fibonacci import fibonacci_pair
from ui.tab.outcome import SYNC_MAX_DIGITS, is_small
from ui.tab.worker import SolveController

#: Consecutive Fibonacci numbers of ~31,000 digits: big enough for Euclid's game to be
#: solved in the background.
EUCLID_K = 150_000
MAX_GAP_S = 0.100


def huge_euclid() -> str:
    a, b = fibonacci_pair(EUCLID_K)
    return f"{b} {a}"


def many_heaps() -> str:
    """100,000 heaps of Nim: about a second of Python on the worker (reading the heaps,
    their XOR, the winning moves), in many short steps."""
    rng = random.Random(5)
    return " ".join(str(rng.randrange(1, 10**6)) for _ in range(100_000))


def wait_for_pool(qtbot) -> None:
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0,
                    timeout=60_000)


# (Fibonacci Nim of 30,000 digits and then Euclid's game on consecutive Fibonacci numbers
# of 31,000 digits were the cases before: each is now solved in 30-40 ms, too quickly
# for the ticks to prove anything.)
@pytest.mark.parametrize("game, make_text", [("nim", many_heaps)], ids=["nim-100k-heaps"])
def test_gui_keeps_ticking_while_a_huge_position_is_solved(game, make_text, make_tab, qtbot,
                                                           read):
    tab = make_tab(game)
    text = make_text()
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    with qtbot.waitSignal(tab.outcome_shown, timeout=60_000) as shown:
        # Taking in the text is the GUI thread's own work (bench/bench_paste.py compares
        # it with a bare QLineEdit); the ticks time the solving from there on.
        tab.set_position_text(text)
        ticks.append(time.perf_counter())
        timer.start()
        assert tab.busy
        assert not tab.findChild(QProgressBar, "busy").isHidden()
        assert tab.findChild(QLabel, "verdict").property("stale") is True
    timer.stop()
    ticks.append(time.perf_counter())
    gaps = [later - earlier for earlier, later in pairwise(ticks)]
    assert len(gaps) > 20, "the solving was too quick to prove anything"
    assert max(gaps) < MAX_GAP_S, f"the GUI thread stalled for {max(gaps) * 1000:.0f} ms"
    print(f"{game}: {len(gaps)} ticks, longest gap {max(gaps) * 1000:.1f} ms")
    analysis = shown.args[0].analysis
    assert analysis.winner == GAMES[game].solve(GAMES[game].parse(text)).winner
    assert read.verdict(tab).startswith("First player wins")
    assert tab.findChild(QProgressBar, "busy").isHidden()
    assert not tab.canvas.stale


def test_a_small_input_supersedes_a_big_one_in_flight(make_tab, qtbot, read):
    tab = make_tab("euclid")
    shown = []
    tab.outcome_shown.connect(lambda outcome: shown.append(outcome.tokens))
    tab.set_position_text(huge_euclid())
    assert tab.busy
    tab.set_position_text("3 2")
    assert not tab.busy
    wait_for_pool(qtbot)
    qtbot.waitUntil(lambda: not tab.busy)
    QCoreApplication.processEvents()    # deliver anything the worker still posted
    assert shown == [("3", "2")]
    assert read.verdict(tab).startswith("Second player wins")
    assert read.position(tab).text() == "3 2"


def test_the_newest_of_two_big_inputs_wins(make_tab, qtbot):
    tab = make_tab("euclid")
    shown = []
    tab.outcome_shown.connect(lambda outcome: shown.append(outcome.tokens))
    a, b = fibonacci_pair(EUCLID_K // 4)
    older, newer = f"{b} {a}", f"{b * 2} {a}"
    tab.set_position_text(older)
    with qtbot.waitSignal(tab.outcome_shown, timeout=60_000):
        tab.set_position_text(newer)
    wait_for_pool(qtbot)
    QCoreApplication.processEvents()
    assert shown == [tuple(newer.split())]


def test_sizes_decide_the_thread():
    assert is_small(["12345678901234567890"] * 20)
    assert not is_small(["1" * (SYNC_MAX_DIGITS + 10)])
    assert not is_small(["1"] * 1000)


def test_a_superseded_background_request_never_reports(qtbot):
    controller = SolveController(GAMES["nim"])
    solved = []
    controller.solved.connect(lambda outcome: solved.append(outcome.tokens))
    controller.request(["1", "2"], background=True)
    with qtbot.waitSignal(controller.solved, timeout=10_000):
        controller.request(["3", "4"], background=True)
    wait_for_pool(qtbot)
    QCoreApplication.processEvents()
    assert solved == [("3", "4")]
    assert not controller.busy


def test_an_unexpected_failure_shows_a_banner_not_a_traceback(make_tab, monkeypatch, read):
    tab = make_tab("nim", "3 4 5")

    def broken(spec, tokens, should_stop=None):
        raise RuntimeError("solver exploded")

    monkeypatch.setattr(ui.tab.worker, "compute_outcome", broken)
    tab.set_position_text("1 2 3")
    banner = tab.findChild(QLabel, "banner")
    assert not banner.isHidden() and "solver exploded" in banner.text()
    assert read.verdict(tab).startswith("First player wins")
    assert tab.canvas.stale
    monkeypatch.undo()
    tab.set_position_text("1 2 3")
    assert banner.isHidden()
    assert read.verdict(tab).startswith("Second player wins")
