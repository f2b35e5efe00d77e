"""Picture fixes (issue 14, item 4): what a big position's pictures show and say."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QLabel, QTableWidget

from solvers import GAMES
from ui.explore.reduction_view import ROWS_SHOWN, ReductionView


def _stairs(count: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    return " ".join(str(rng.randrange(1, 50)) for _ in range(count))


def test_staircase_of_500_steps_in_disguise_is_shown_not_empty(qtbot):
    spec = GAMES["staircase"]
    view = ReductionView(spec)
    qtbot.addWidget(view)
    analysis = spec.solve(spec.parse(_stairs(500)))
    view.show_analysis(analysis)
    heaps = analysis.facts["reduction"].position
    assert len(heaps.numbers) == 250
    assert view.canvas.analysis is not None and view.canvas.analysis.position == heaps
    words = view.findChild(QLabel, "reduction_words").text()
    assert "220 more heaps" in words
    pairs = view.findChild(QTableWidget, "reduction_moves")
    assert len(analysis.moves) > ROWS_SHOWN
    assert pairs.rowCount() == ROWS_SHOWN + 1
    more = len(analysis.moves) - ROWS_SHOWN
    assert pairs.item(ROWS_SHOWN, 0).text().endswith(f"{more:,} more moves")
    # every image is found among all the reduced moves, not only the first rows
    reduced = view.reduced.solve(heaps)
    for row in range(ROWS_SHOWN):
        image = analysis.facts["reduction"].image_of(row)
        if image is not None:
            assert "no image" not in pairs.item(row, 1).text()
            assert pairs.item(row, 1).text().endswith(view.reduced.format(image))
            assert image in {m.after for m in reduced.moves}


def _content_height_share(qtbot, game: str, args: str, width=860, height=360) -> float:
    """The share of the canvas's height between its first and last drawn rows, leaving out
    the caption's and the key's lines (the top and bottom 40 px)."""
    from ui.canvases import create_canvas

    spec = GAMES[game]
    canvas = create_canvas(spec)
    qtbot.addWidget(canvas)
    canvas.resize(width, height)
    canvas.set_analysis(spec.solve(spec.parse(args)))
    canvas.show()
    qtbot.waitExposed(canvas)
    image = canvas.grab().toImage()
    background = image.pixel(image.width() - 2, image.height() // 2)
    rows = [y for y in range(40, image.height() - 40)
            if any(image.pixel(x, y) != background for x in range(0, image.width(), 2))]
    return (rows[-1] - rows[0] + 1) / image.height() if rows else 0.0


def test_bash_and_nim_fill_the_canvas_not_a_thin_band(qtbot):
    assert _content_height_share(qtbot, "bash", "10 3") >= 0.6
    assert _content_height_share(qtbot, "nim", "3 4 5") >= 0.6
