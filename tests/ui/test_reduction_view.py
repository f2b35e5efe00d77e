"""The reduction view pairs every winning move with its image and marks both on hover."""

from __future__ import annotations

import pytest

from solvers import GAMES
from ui.explore.reduction_view import ReductionView

CASES = {"staircase": ["2 1 3 2 4", "0 3 1", "1 1"], "georgia-bob": ["2 6 7 11 15", "1 4"],
         "hill": ["4 9 15 --king 2", "1 3 6 8 --king 3", "1 2 3 --king 3"], "boxes": ["1 2 3 4 5 6", "0 3"]}


@pytest.mark.parametrize("game", CASES)
def test_pairs_and_hover(qtbot, game):
    spec = GAMES[game]
    view = ReductionView(spec)
    qtbot.addWidget(view)
    for args in CASES[game]:
        analysis = spec.solve(spec.parse(args))
        view.show_analysis(analysis)
        reduction = analysis.facts["reduction"]
        pairs = view.findChild(type(view._pairs), "reduction_moves")
        assert pairs.rowCount() == len(analysis.moves)
        reduced = view.reduced.solve(reduction.position)
        assert view.canvas.analysis.position == reduction.position
        for row in range(pairs.rowCount()):
            with qtbot.waitSignal(view.move_highlighted) as hovered:
                pairs.cellEntered.emit(row, 1)
            assert hovered.args == [row]
            image = reduction.image_of(row)
            marked = view.canvas.highlighted_move
            if image is None:
                assert marked is None
                assert pairs.item(row, 1).text() == f"(no image: {reduction.no_image.template})"
            else:
                assert reduced.moves[marked].after == image
                assert pairs.item(row, 1).text().endswith(view.reduced.format(image))


def test_no_reduction_is_said_in_words(qtbot):
    spec = GAMES["hill"]
    view = ReductionView(spec)
    qtbot.addWidget(view)
    words = view.findChild(type(view._words), "reduction_words")
    for args, why in (("3 5 --king 1", "the king leads the line."),
                      ("0 5 --king 1", "the king is at the top.")):
        view.show_analysis(spec.solve(spec.parse(args)))
        assert words.text() == f"This position is not Staircase Nim in disguise: {why}"
        assert view.canvas.analysis is None
