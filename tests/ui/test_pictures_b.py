"""Picture fixes (issue 14, item 4): what a big position's pictures show and say."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel, QTableWidget

from solvers import GAMES
from tests.ui.helpers import solved_canvas
from ui.canvases.accents import CLASS_HUES
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
    image = solved_canvas(qtbot, game, args, (width, height), shown=True).grab().toImage()
    background = image.pixel(image.width() - 2, image.height() // 2)
    rows = [y for y in range(40, image.height() - 40)
            if any(image.pixel(x, y) != background for x in range(0, image.width(), 2))]
    return (rows[-1] - rows[0] + 1) / image.height() if rows else 0.0


def test_bash_and_nim_fill_the_canvas_not_a_thin_band(qtbot):
    assert _content_height_share(qtbot, "bash", "10 3") >= 0.6
    assert _content_height_share(qtbot, "nim", "3 4 5") >= 0.6


def _boxes_canvas(qtbot, args: str, size=(860, 360)):
    return solved_canvas(qtbot, "boxes", args, size, shown=True)


def texts_drawn_by(monkeypatch, module) -> list[tuple[QRectF, str]]:
    """Every text `module` (a canvas module) draws from now on, with its place."""
    drawn: list[tuple[QRectF, str]] = []
    real = module.draw_text

    def spy(painter, rect, text, *args, **kwargs):
        drawn.append((QRectF(rect), text))
        return real(painter, rect, text, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", spy)
    return drawn


@pytest.fixture
def drawn_texts(monkeypatch) -> list[tuple[QRectF, str]]:
    """Every text the boxes' picture draws from now on, with its place."""
    from ui.canvases import boxes

    return texts_drawn_by(monkeypatch, boxes)


def test_boxes_card_count_clear_of_every_box_border(qtbot, drawn_texts):
    from PySide6.QtCore import QRect

    for size in ((860, 360), (540, 220), (1200, 700)):
        canvas = _boxes_canvas(qtbot, "1 2 3 4 5 6", size)
        drawn_texts.clear()
        canvas.grab()
        labels = [r for r, t in drawn_texts if t.endswith(("card", "cards"))]
        assert labels, size
        grid = canvas.layout(QRectF(QRect(0, 0, *size)), canvas.analysis).grid
        for label in labels:
            for box in grid.boxes():
                # a border is 2.5 px wide: the label must keep clear of it
                assert not label.intersects(grid.rect(box).adjusted(-2, -2, 2, 2)), size


def test_boxes_card_count_clear_of_the_column_headings_in_a_low_picture(qtbot, drawn_texts):
    """With no room under the boxes, the count went over them, onto the headings 'i mod 6
    = ...' (seen at 1024x700 in Chinese); it goes on the arrow's bend instead."""
    from PySide6.QtCore import QRect

    size = (384, 170)
    canvas = _boxes_canvas(qtbot, "1 2 3 4 5 6", size)
    canvas.grab()
    labels = [r for r, t in drawn_texts if t.endswith(("card", "cards"))]
    header = canvas.layout(QRectF(QRect(0, 0, *size)), canvas.analysis).header
    assert labels and not any(label.intersects(header) for label in labels)


def test_boxes_key_shows_every_colour_class(qtbot):
    from PySide6.QtGui import QImage, QPainter

    canvas = _boxes_canvas(qtbot, "1 2 3 4 5 6")
    entries = [e for e in canvas._legend() if "mod 6" in e.label]
    assert len(entries) == 1
    image = QImage(60, 12, QImage.Format.Format_ARGB32)
    image.fill(0)
    with QPainter(image) as painter:
        entries[0].key(painter, QRectF(0, 0, 59, 11))
    inside = {image.pixel(x, 6) for x in range(2, 58)}
    classes = {canvas.tint(CLASS_HUES[c], 0.3).rgba() for c in range(6)}
    assert classes <= inside


def _pirate_ticks(qtbot, monkeypatch, args: str, size=(860, 330)) -> tuple[list[str], str]:
    """The texts under the pirates' chart's axis, and its caption."""
    from ui.canvases import pirates as chart

    canvas = solved_canvas(qtbot, "pirates", args, size, shown=True)
    drawn = texts_drawn_by(monkeypatch, chart)
    canvas.grab()
    lowest = max(r.top() for r, _ in drawn)
    ticks = [t for r, t in drawn if r.top() >= lowest - 1]
    return ticks, canvas._captions(canvas.analysis.facts["table"], None,
                                   canvas.analysis.facts["final_proposer"])[0]


def _kind(text: str) -> str:
    return "scientific" if "×10" in text else "exact"


def test_pirates_axis_ticks_distinct_in_one_format(qtbot, monkeypatch):
    for n in (10**18, 10**30, 10**6, 40):
        ticks, caption = _pirate_ticks(qtbot, monkeypatch, f"{n} 100")
        # (beyond 24 digits neighbours cannot be told apart shortly: only the proposer)
        assert len(ticks) >= (1 if n == 10**30 else 2), n
        assert len(set(ticks)) == len(ticks), (n, ticks)
        assert len({_kind(t) for t in ticks}) == 1, (n, ticks)
        assert all(_kind(t) == _kind(caption.split()[1]) for t in ticks), (n, ticks, caption)
        if n == 10**18:
            # as the table writes them: exactly
            assert all(t.replace(",", "").isdigit() for t in ticks)
            assert "576,460,752,303,423,688" in caption


def test_fibonacci_default_pile_fills_the_canvas_not_a_thin_band(qtbot):
    # One row of 20 stones at 1360x840 spanned 13% of the height; wrapped, 41% (stones stop
    # at 64 px). The bound leaves room for other fonts' metrics.
    assert _content_height_share(qtbot, "fibonacci", "20", 1360, 840) >= 0.35


def _one_row_takes(n: int, indices: list[int]) -> list[int]:
    """For each stone (0 = first in reading order), the objects a click on it takes when
    the pile is drawn on one row, as before the stones wrapped."""
    from ui.canvases import fibonacci as fib

    blocks, pitch = fib.block_layout(QRectF(0, 0, 3000, 80), indices, n)
    assert pitch > 0
    row = fib.FibonacciLayout(tuple(blocks), fib.block_values(indices, n, blocks), pitch,
                              QRectF(), QRectF())
    stones = [s for b, v in zip(row.blocks, row.values) for s in fib.block_stones(b, v, pitch)]
    assert len(stones) == n and all(a.left() < b.left() for a, b in pairwise(stones))
    return [n - fib.fibonacci_hit(row, stone.center())[0] for stone in stones]


def test_fibonacci_wrapped_stones_take_what_they_took_on_one_row(qtbot):
    from PySide6.QtCore import QPointF

    from ui.canvases import create_canvas
    from ui.canvases.fibonacci import block_stones

    spec = GAMES["fibonacci"]
    for args, size, shown in (("20", (1360, 840), True), ("20", (1024, 700), True),
                              ("20 3", (1360, 840), False), ("100", (1024, 700), True),
                              ("143", (480, 320), True)):
        analysis = spec.solve(spec.parse(args))
        n = analysis.position.numbers[0]
        expected = _one_row_takes(n, list(analysis.facts["zeckendorf"]))
        canvas = create_canvas(spec)
        qtbot.addWidget(canvas)
        canvas.resize(*size)
        canvas.set_answers_shown(shown)
        canvas.set_analysis(analysis)
        layout = canvas.current_layout()
        assert layout.pitch > 0, args
        assert len(layout.blocks) == (len(analysis.facts["zeckendorf"]) if shown else 1)
        # the stones do wrap: some block holds more stones than it has in one row
        assert any(0 < b.columns < v for b, v in zip(layout.blocks, layout.values)), args
        stones = [s for b, v in zip(layout.blocks, layout.values)
                  for s in block_stones(b, v, layout.pitch)]
        assert len(stones) == n
        for i, stone in enumerate(stones):
            slot = stone.adjusted(-1, -1, 1, 1)
            for point in (stone.center(), slot.topLeft() + QPointF(1.5, 1.5),
                          slot.bottomRight() - QPointF(1.5, 1.5)):
                hit = canvas.hit_at(point)
                assert hit is not None, (args, i)
                assert n - hit.after.numbers[0] == expected[i] == n - i, (args, i)
                assert list(hit.marks) == stones[i:], (args, i)    # itself and all later
