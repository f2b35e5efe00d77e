"""Picture fixes (issue 14, item 4): the hill keeps its scale within a game, every winning
move of Georgia and Bob and of the corner board is drawn, the keys explain every mark,
Georgia and Bob's band uses the canvas, Wythoff's queen stays legible."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from solvers import GAMES
from tests.ui.helpers import solved_canvas
from ui.canvases.base import Canvas


def shown_canvas(qtbot, game: str, args: str, size=(1024, 700)) -> Canvas:
    return solved_canvas(qtbot, game, args, size)


def show(canvas: Canvas, game: str, args: str) -> None:
    spec = GAMES[game]
    canvas.set_analysis(spec.solve(spec.parse(args)))


def legend_texts(canvas: Canvas) -> list[str]:
    """The labels of the key as the canvas paints it."""
    seen: list[str] = []
    original = canvas.key_entries

    def spy(entries):
        kept = original(entries)
        seen.extend(entry.label for entry in kept)
        return kept

    canvas.key_entries = spy
    try:
        canvas.grab()
    finally:
        del canvas.key_entries
    return seen


# -- the hill ---------------------------------------------------------------------------------
def person_x(canvas: Canvas, person: int) -> float:
    layout = canvas.current_layout()
    return layout.slope.at(layout.positions[person - layout.people.start]).x()


@pytest.mark.parametrize("before, after, unmoved", [
    ("4 9 15 --king 2", "4 9 12 --king 2", (0, 1)),     # the last person climbs
    ("4 9 15 --king 2", "4 7 15 --king 2", (0, 2)),
    ("3 8 20 30 --king 3", "3 8 20 25 --king 3", (0, 1, 2)),
])
def test_hill_keeps_its_scale_when_another_person_moves(qtbot, before, after, unmoved):
    canvas = shown_canvas(qtbot, "hill", before)
    canvas.grab()
    xs = {i: person_x(canvas, i) for i in unmoved}
    moved = next(i for i, (a, b) in enumerate(zip(before.split(), after.split())) if a != b)
    x_moved = person_x(canvas, moved)
    show(canvas, "hill", after)
    canvas.grab()
    assert {i: person_x(canvas, i) for i in unmoved} == pytest.approx(xs)
    assert person_x(canvas, moved) > x_moved + 5     # visibly up (the top is on the right)


def test_hill_takes_a_new_scale_for_a_new_hill(qtbot):
    canvas = shown_canvas(qtbot, "hill", "4 9 15 --king 2")
    show(canvas, "hill", "4 9 15 30 --king 2")
    assert canvas.ground == 31
    show(canvas, "hill", "1 2 --king 1")
    assert canvas.ground == 3


def test_hill_key_explains_the_counted_gaps(qtbot):
    canvas = shown_canvas(qtbot, "hill", "4 9 15 20 --king 3", size=(1360, 840))
    assert canvas.analysis.facts.get("counted_gaps")
    assert any("counted" in text for text in legend_texts(canvas))


# -- every winning move -----------------------------------------------------------------------
def moved_targets(canvas: Canvas) -> set[tuple[int, ...]]:
    analysis = canvas.analysis
    return {tuple(sorted(analysis.moves[i].after.numbers)) for i in canvas.drawn_moves()}


@pytest.mark.parametrize("args", ["1 5 9 20 30 37", "3 8 12 17 25 33"])
def test_georgia_bob_draws_every_winning_move(qtbot, args):
    canvas = shown_canvas(qtbot, "georgia-bob", args, size=(1360, 840))
    canvas.grab()
    analysis = canvas.analysis
    assert len(analysis.moves) >= 2
    assert moved_targets(canvas) == {tuple(sorted(m.after.numbers)) for m in analysis.moves}
    canvas.set_highlighted_move(1)          # a move picked: the others are still drawn
    assert set(canvas.drawn_moves()) == set(range(len(analysis.moves)))


def test_georgia_bob_says_how_many_when_not_all_are_drawn(qtbot, monkeypatch):
    from ui.canvases import strip
    monkeypatch.setattr(strip, "MOST_MOVES", 2)
    canvas = shown_canvas(qtbot, "georgia-bob", "3 8 12 17 25 33", size=(1360, 840))
    assert len(canvas.drawn_moves()) == 2
    captions = canvas._captions(canvas.analysis)
    assert any("2 of 3 winning moves shown" in caption for caption in captions)


@pytest.mark.parametrize("n", [4, 6])
def test_corner_board_draws_both_first_steps(qtbot, n):
    canvas = shown_canvas(qtbot, "corner-board", str(n))
    canvas.grab()
    analysis = canvas.analysis
    assert {m.after.numbers for m in analysis.moves} == {(n, 1, 2), (n, 2, 1)}
    assert {analysis.moves[i].after.numbers for i in canvas.drawn_moves()} == \
        {(n, 1, 2), (n, 2, 1)}


# -- the keys ---------------------------------------------------------------------------------
def test_board_key_explains_both_shades_of_dominoes(qtbot):
    canvas = shown_canvas(qtbot, "corner-board", "6")
    entries = [e for e in canvas._legend(canvas.analysis) if "domino" in e.label]
    assert entries and any("domino" in text for text in legend_texts(canvas))
    image = QImage(40, 20, QImage.Format.Format_ARGB32)
    image.fill(0)
    with QPainter(image) as painter:
        entries[0].key(painter, QRectF(0, 0, 40, 20))
    accents = canvas.accents()
    colours = {image.pixel(x, 10) for x in range(40)}
    assert canvas.tint(accents.mark, 0.35).rgb() in colours
    assert canvas.tint(accents.other, 0.35).rgb() in colours      # the green ones


def test_board_key_explains_the_matching_after_a_step(qtbot):
    canvas = shown_canvas(qtbot, "corner-board", "6 1 2")
    assert canvas.analysis.facts.get("matching")
    assert any("domino" in text for text in legend_texts(canvas))


def test_euclid_key_explains_the_grey_stages(qtbot):
    canvas = shown_canvas(qtbot, "euclid", "25 7", size=(1360, 840))
    chain = canvas.analysis.facts["chain_length"]
    canvas.grab()
    assert any(piece.stage >= chain for piece in canvas.current_layout().pieces)
    assert any("after the free choice" in text for text in legend_texts(canvas))


def test_euclid_key_leaves_out_the_grey_when_none_is_drawn(qtbot):
    canvas = shown_canvas(qtbot, "euclid", "5 3", size=(1360, 840))
    chain = canvas.analysis.facts["chain_length"]
    canvas.grab()
    assert all(piece.stage < chain for piece in canvas.current_layout().pieces)
    assert not any("after the free choice" in text for text in legend_texts(canvas))


# -- Georgia and Bob uses the canvas ----------------------------------------------------------
def drawn_height(image: QImage, skip: int) -> int:
    """Rows between the first and last that differ from the background, leaving out
    `skip` rows at the top (the caption) and at the bottom (the key)."""
    base = image.pixel(0, image.height() // 2)
    rows = [y for y in range(skip, image.height() - skip)
            if any(image.pixel(x, y) != base for x in range(0, image.width(), 3))]
    return rows[-1] - rows[0] if rows else 0


@pytest.mark.parametrize("args", ["2 6 7 11 15", "3 8 12 17 25 33", "1 5 9 20 30 37"])
def test_georgia_bob_covers_a_fair_part_of_a_big_canvas(qtbot, args):
    canvas = shown_canvas(qtbot, "georgia-bob", args, size=(1360, 840))
    image = canvas.grab().toImage()
    assert drawn_height(image, 40) >= 0.3 * image.height()


def test_georgia_bob_wrapped_strip_keeps_pairs_whole_and_clicks_work(qtbot):
    canvas = shown_canvas(qtbot, "georgia-bob", "3 8 12 17 25 33", size=(900, 700))
    canvas.grab()
    segments = canvas.current_layout().segments
    rows = {round(s.rect.top()) for s in segments}
    assert len(rows) >= 2
    row_of = {s.cell: round(s.rect.top()) for s in segments if s.kind == "piece"}
    for left, right in canvas.analysis.facts["pairs"]:
        if left is not None:
            assert row_of[left] == row_of[right]
    for move in canvas.analysis.moves:
        assert canvas.click_points(move.after)


# -- Wythoff's queen --------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1360, 840), (480, 320)])
@pytest.mark.parametrize("digits", [1, 2000])
def test_wythoff_queen_stays_legible(qtbot, size, digits):
    from ui.canvases.wythoff import SMALLEST_QUEEN
    args = "3 5" if digits == 1 else f"1{'7' * (digits - 1)} 2{'3' * (digits - 1)}"
    canvas = shown_canvas(qtbot, "wythoff", args, size=size)
    canvas.grab()
    queen = canvas.queen_rect()
    assert queen is not None
    assert min(queen.width(), queen.height()) >= min(SMALLEST_QUEEN, 20)
    assert canvas.current_layout().view.grid.bounds.contains(queen)
