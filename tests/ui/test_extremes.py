"""Pictures of extreme positions (issue 12): numbers of 1,000 digits, 100,000 people at the
top of the hill, long rows of card boxes; each paints inside its margins, in proportion."""

from __future__ import annotations

import time

from PySide6.QtCore import QRectF

from tests.ui.helpers import distinct_colours, margins_clear, render, solved_canvas
from ui.canvases.pile import stone_layout


def canvas_for(qtbot, game: str, args: str, size=(480, 320)):
    return solved_canvas(qtbot, game, args, size)


def test_a_block_of_1000_digits_is_a_share_not_stones():
    frame = QRectF(0, 0, 160, 160)
    assert stone_layout(frame, 10 ** 1000) is None          # was OverflowError (math.sqrt)
    assert stone_layout(frame, 4) == (2, (160 - 6) / 2 * 0.8)


def test_bash_with_numbers_of_1000_digits_paints(qtbot):
    canvas = canvas_for(qtbot, "bash", f"{10 ** 1000} {3 * 10 ** 999}")
    image = render(canvas)
    assert distinct_colours(image) > 2 and margins_clear(image)
    canvas.set_highlighted_move(0)
    assert margins_clear(render(canvas))


def test_hill_count_at_the_top_stays_inside_the_picture(qtbot):
    args = " ".join(["0"] * 99_997 + ["4", "9", "15", "--king", "2"])
    for size in ((200, 140), (480, 320)):
        canvas = canvas_for(qtbot, "hill", args, size)
        image = render(canvas)
        assert margins_clear(image), size


def test_long_rows_of_boxes_paint_at_once(qtbot):
    """30,000 boxes, nearly all empty or increasing: the first paint looked for the shown
    winning move through every pair of boxes (10^5 boxes: minutes on the GUI thread)."""
    for cards in (["0"] * 30_000 + ["1", "2", "3", "4", "5", "6"],
                  [str(1 + 3 * i) for i in range(30_000)]):
        canvas = canvas_for(qtbot, "boxes", " ".join(cards))
        start = time.perf_counter()
        canvas.set_highlighted_move(0)
        image = render(canvas)
        assert time.perf_counter() - start < 2.0
        assert distinct_colours(image) > 2 and margins_clear(image)
