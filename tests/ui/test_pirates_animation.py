"""The pirates' backward induction, step by step: each step is the game with k pirates."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSlider, QTabWidget

from solvers.games.pirates import OVERBOARD, PirateTable
from ui.pirates import pirates_animation
from ui.pirates.induction import (
    GOLD,
    LINEAR_MAX,
    MOST_POWERS,
    PLAN_COLUMNS,
    STABLE,
    THROWN_K,
    animation_steps,
    plan_cells,
    stable_positions,
    strip_slots,
    thrown_bands,
)
from ui.pirates.pirates_animation import STEP_MS, PiratesAnimation

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def make_animation(qtbot):
    def make(n: int, m: int) -> PiratesAnimation:
        widget = PiratesAnimation()
        qtbot.addWidget(widget)
        widget.set_game(n, m)
        return widget

    return make


def formula_stable(m: int, upto: int) -> list[int]:
    """2M + 2^j, written out independently of the widget's code."""
    result, j = [], 0
    while 2 * m + 2**j <= upto:
        result.append(2 * m + 2**j)
        j += 1
    return result


def check_plan(widget: PiratesAnimation, k: int, m: int) -> None:
    """The drawn columns are the plan of PirateTable(k, m), every pirate 1..k accounted for."""
    table = PirateTable(k, m)
    cells = widget.plan_cells()
    assert cells[0].first == 1 and cells[-1].last == k
    assert all(a.last + 1 == b.first for a, b in pairwise(cells))
    for cell in cells:
        if cell.is_pirate:
            assert (cell.share, cell.role) == (table.share(cell.first), table.role(cell.first))
        elif cell.role == OVERBOARD:
            assert all(table.role(p) == OVERBOARD for p in (cell.first, cell.last))
    if k <= PLAN_COLUMNS:
        assert [(c.first, c.share, c.role) for c in cells] == [
            (p, table.share(p), table.role(p)) for p in range(1, k + 1)]
    shown = {c.first for c in cells if c.is_pirate}
    assert {k, table.final_proposer} <= shown


@pytest.mark.parametrize("n, m", [(10, 3), (20, 3), (40, 0), (70, 7), (33, 16), (5, 100)])
def test_each_step_shows_the_game_with_k_pirates(make_animation, qtbot, n, m):
    widget = make_animation(n, m)
    assert widget.steps() == list(range(1, n + 1))
    step = widget.findChild(QPushButton, "step")
    title = widget.findChild(QLabel, "step_title")
    caption = widget.findChild(QLabel, "caption")
    for k in range(1, n + 1):
        assert widget.current_k() == k
        table = PirateTable(k, m)
        assert widget.table() == table
        check_plan(widget, k, m)
        survives = table.final_proposer == k
        assert title.text().endswith("proposes, and survives" if survives
                                     else "is thrown overboard"), (k, title.text())
        assert caption.text().startswith(f"Pirate {k}" if k > 1 else "Pirate 1 is alone")
        # The strip so far: stable positions exactly at 2M + 2^j, thrown k in between.
        assert widget.marked_stable_positions() == formula_stable(m, k)
        kinds = {slot.first: kind for slot, kind in widget.covered_slots()}
        assert sorted(kinds) == list(range(1, k + 1))
        for j in range(1, k + 1):
            expected = (GOLD if j <= 2 * m else STABLE if PirateTable(j, m).final_proposer == j
                        else THROWN_K)
            assert kinds[j] == expected, (j, m)
        if k < n:
            qtbot.mouseClick(step, LEFT)
    assert not step.isEnabled()
    qtbot.mouseClick(widget.findChild(QPushButton, "step_back"), LEFT)
    assert widget.current_k() == n - 1


def test_votes_in_the_captions_add_up(make_animation, qtbot):
    """'needs X … can win at most Y' says Y < X exactly where the proposer is thrown."""
    widget = make_animation(60, 4)
    caption = widget.findChild(QLabel, "caption")
    for index, k in enumerate(widget.steps()):
        widget.set_step_index(index)
        words = caption.text()
        assert f"needs {(k + 1) // 2} of the {k} votes" in words or k <= 2
        if PirateTable(k, 4).final_proposer != k:
            at_most = int(words.split("can win at most ")[1].split(":")[0])
            assert at_most < (k + 1) // 2


def test_play_advances_with_the_timer_and_pause_stops_it(make_animation, qtbot, monkeypatch):
    # The steps come every 100 ms instead of STEP_MS (600 ms, for the eye): what is checked
    # is that the timer steps, pauses and stops at the end, not its pace (2.5 -> 0.5 s).
    monkeypatch.setattr(pirates_animation, "STEP_MS", 100)
    widget = make_animation(5, 1)
    play = widget.findChild(QPushButton, "play")
    assert play.text() == "Play"
    with qtbot.waitSignal(widget.playing_changed):
        qtbot.mouseClick(play, LEFT)
    assert widget.is_playing() and play.text() == "Pause"
    qtbot.waitUntil(lambda: widget.current_k() >= 3, timeout=10 * STEP_MS)
    qtbot.mouseClick(play, LEFT)
    assert not widget.is_playing() and play.text() == "Play"
    stopped_at = widget.current_k()
    assert widget.findChild(QSlider, "k_slider").value() == widget.step_index()
    # Play again: it runs to the last step and stops by itself.
    qtbot.mouseClick(play, LEFT)
    qtbot.waitUntil(lambda: not widget.is_playing(), timeout=10 * STEP_MS)
    assert widget.current_k() == 5 > stopped_at
    assert play.text() == "Play"
    # At the end, play starts over from one pirate.
    qtbot.mouseClick(play, LEFT)
    assert widget.current_k() == 1 and widget.is_playing()
    widget.pause()


def test_the_slider_and_the_buttons_move_through_the_steps(make_animation, qtbot):
    widget = make_animation(12, 2)
    slider = widget.findChild(QSlider, "k_slider")
    assert (slider.minimum(), slider.maximum()) == (0, 11)
    slider.setValue(7)
    assert widget.current_k() == 8
    check_plan(widget, 8, 2)
    assert widget.findChild(QLabel, "k_label").text() == "k = 8 of 12"
    qtbot.mouseClick(widget.findChild(QPushButton, "step_back"), LEFT)
    assert widget.current_k() == 7 and slider.value() == 6
    assert not widget.findChild(QLabel, "jump_note").isVisibleTo(widget)


@pytest.mark.parametrize("n, m", [(1000, 3), (201, 0), (500, 150), (10**6, 10**5),
                                  (10**18, 5), (10**30, 5 * 10**29 - 10**9)])
def test_large_n_jumps_over_a_subset_and_says_so(make_animation, n, m):
    widget = make_animation(n, m)
    steps = widget.steps()
    assert steps == sorted(set(steps)) and steps[-1] == n and len(steps) < 400
    low = min(n, 2 * m + 2)
    if low <= LINEAR_MAX:
        assert set(range(1, low + 1)) <= set(steps)
    else:
        assert set(range(1, 11)) <= set(steps)
        assert {k for k in (2 * m - 1, 2 * m, 2 * m + 1, 2 * m + 2) if k <= n} <= set(steps)
    stables = formula_stable(m, n)
    assert set(stables) <= set(steps)
    assert {s + 1 for s in stables if s < n} <= set(steps)
    note = widget.findChild(QLabel, "jump_note")
    assert note.isVisibleTo(widget) and "the steps jump" in note.text()
    for index, k in enumerate(steps):
        widget.set_step_index(index)
        check_plan(widget, k, m)
        assert widget.marked_stable_positions() == [s for s in stables if s <= k]
    # A skipped run of k is drawn hatched in one slot, of the kind all its k share.
    for slot, kind in widget.covered_slots():
        if not slot.is_step and slot.first > 2 * m:
            assert kind == THROWN_K
            assert all(PirateTable(k, m).final_proposer != k for k in (slot.first, slot.last))


def test_astronomical_n_steps_through_the_first_and_last_stable_positions(make_animation):
    n, m = 10**40, 3
    widget = make_animation(n, m)
    stables = formula_stable(m, n)
    assert len(stables) > MOST_POWERS
    steps = set(widget.steps())
    half = MOST_POWERS // 2
    assert set(stables[:half]) <= steps and set(stables[-half:]) <= steps
    assert "only the first and the last 32" in widget.findChild(QLabel, "jump_note").text()
    widget.set_step_index(len(widget.steps()) - 1)
    check_plan(widget, n, m)
    assert widget.marked_stable_positions() == [s for s in stables if s in steps]


def test_pure_helpers_agree_with_the_solver():
    for m in (0, 1, 3, 10):
        for upto in range(1, 120):
            assert stable_positions(m, upto) == formula_stable(m, upto)
            thrown = {k for k in range(1, upto + 1) if PirateTable(k, m).final_proposer != k}
            assert {k for a, b in thrown_bands(m, upto) for k in range(a, b + 1)} == thrown
    assert animation_steps(7, 1) == list(range(1, 8))
    slots = strip_slots([1, 2, 5, 9])
    assert [(s.first, s.last) for s in slots] == [(1, 1), (2, 2), (3, 4), (5, 5), (6, 8),
                                                  (9, 9)]
    table = PirateTable(10**6, 10)
    cells = plan_cells(table)
    assert len(cells) < PLAN_COLUMNS and cells[-1].first == 10**6


def test_the_pirates_tab_shows_the_animation_beside_table_and_chart(make_tab, read):
    tab = make_tab("pirates", "12 2")
    pages = tab.findChild(QTabWidget, "picture_pages")
    assert [pages.tabText(i) for i in range(pages.count())] == ["Table and chart",
                                                                "How it is decided"]
    assert tab.findChild(PiratesAnimation) is None      # made when its page is first shown
    widget = tab.induction                              # (or asked for) at the game shown
    assert widget is tab.findChild(PiratesAnimation, "induction")
    assert widget.game() == (12, 2) and widget.current_k() == 1
    widget.set_step_index(5)
    tab.set_position_text("12 2 --pirate 3")          # same N and M: the step stays
    assert widget.current_k() == 6
    assert read.verdict(tab).startswith("Pirate 3")
    tab.set_position_text("30 4")
    assert widget.game() == (30, 4) and widget.current_k() == 1
    tab.set_position_text("30 x")                     # bad input: the last good game stays
    assert widget.game() == (30, 4)
