"""Playing the rule lab's games on their picture: a subtraction game takes from a stone to
the end of its heap, an octal game takes a run chosen by its first and last stone (or
splits at a gap), outlines only for moves the rule allows, and the last stones of a heap
too long to draw still clickable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit

from solvers import GAMES
from solvers.spec import Position
from ui.canvases import create_canvas

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def canvas_for(qtbot):
    def make(game: str, args: str, width: int = 700, height: int = 400):
        spec = GAMES[game]
        canvas = create_canvas(spec)
        qtbot.addWidget(canvas)
        canvas.resize(width, height)
        canvas.set_analysis(spec.solve(spec.parse(args)))
        requested: list[Position] = []
        canvas.move_requested.connect(requested.append)
        return canvas, requested

    return make


def click(canvas, point: QPointF) -> None:
    QTest.mouseClick(canvas, LEFT, NO_KEYS, point.toPoint())


def after(game: str, args: str) -> Position:
    return GAMES[game].parse(args)


def test_subtraction_click_takes_to_the_end_outlined_only_when_allowed(canvas_for):
    canvas, requested = canvas_for("subtraction", "10 7 --set 1 3 4")
    legal = after("subtraction", "7 7 --set 1 3 4")           # takes 3 from heap 1
    illegal = after("subtraction", "7 8 --set 1 3 4")         # takes 2: not in S
    (point,) = canvas.click_points(legal)
    assert len(canvas.hit_at(point).marks) == 3
    (wrong,) = canvas.click_points(illegal)
    hit = canvas.hit_at(wrong)
    assert hit.after == illegal and hit.marks == ()            # asked for, not outlined
    click(canvas, point)
    assert requested == [legal]


def test_octal_run_by_two_clicks_splits_the_heap(canvas_for):
    canvas, requested = canvas_for("octal", "5 8 --code 0.77")
    split = after("octal", "2 4 5 --code 0.77")               # stones 3-4 of heap 2
    first, last = canvas.click_points(split)
    click(canvas, first)
    assert canvas.pending is not None and requested == []
    assert len(canvas.hit_at(last).marks) == 2
    click(canvas, last)
    assert requested == [split] and canvas.pending is None


def test_octal_same_stone_twice_takes_it_and_a_click_off_cancels(canvas_for):
    canvas, requested = canvas_for("octal", "5 8 --code 0.77")
    single = after("octal", "2 5 5 --code 0.77")              # stone 3 of heap 2
    first, second = canvas.click_points(single)
    assert first == second
    click(canvas, first)
    click(canvas, QPointF(3, canvas.height() - 3))
    assert canvas.pending is None and requested == []
    click(canvas, first)
    click(canvas, second)
    assert requested == [single]


def test_octal_gap_splits_when_the_code_allows(canvas_for):
    canvas, requested = canvas_for("octal", "6 --code 4.7")
    (gap,) = canvas.click_points(after("octal", "2 4 --code 4.7"))
    assert canvas.hit_at(gap).marks
    click(canvas, gap)
    assert requested == [after("octal", "2 4 --code 4.7")]
    kayles, _ = canvas_for("octal", "6 --code 0.77")          # no split without taking
    assert kayles.click_points(after("octal", "2 4 --code 0.77")) == []


@pytest.mark.parametrize("game,args,wanted", [
    ("subtraction", f"{10**100} 5 --set 1 3 4", f"5 {10**100 - 4} --set 1 3 4"),
    ("octal", f"{10**100} 3 --code 0.07", f"3 {10**100 - 2} --code 0.07"),
])
@pytest.mark.parametrize("size", [(480, 320), (900, 500)])
def test_the_end_of_a_huge_heap_is_clickable(canvas_for, game, args, wanted, size):
    canvas, requested = canvas_for(game, args, *size)
    target = after(game, wanted)
    points = canvas.click_points(target)
    assert points and all(canvas.rect().contains(p.toPoint()) for p in points)
    for point in points:
        click(canvas, point)
    assert requested == [target]


def test_many_heaps_click_the_heap_in_view(canvas_for):
    heaps = " ".join(str(1 + i % 9) for i in range(200))
    canvas, requested = canvas_for("subtraction", f"{heaps} --set 1 2")
    numbers = sorted(1 + i % 9 for i in range(200))
    numbers.remove(9)
    target = Position(tuple(sorted(numbers + [8])), canvas.analysis.position.options)
    (point,) = canvas.click_points(target)
    click(canvas, point)
    assert requested == [target]


def test_an_illegal_click_in_the_tab_is_refused(qtbot, make_tab):
    tab = make_tab("subtraction", "10 3 --set 1 3 4")
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.resize(1200, 800)
    tab.show()
    qtbot.waitExposed(tab)
    qtbot.waitUntil(lambda: tab.canvas.analysis is not None and not tab.canvas.stale
                    and not tab.busy, timeout=5000)
    (point,) = tab.canvas.click_points(after("subtraction", "3 8 --set 1 3 4"))
    click(tab.canvas, point)
    assert "not allowed" in tab.findChild(QLabel, "play_message").text()
    assert tab.findChild(QLineEdit, "position").text() == "10 3 --set 1 3 4"
    assert tab.play.moves_played == []
