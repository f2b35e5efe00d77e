"""The game graph page (ui/graph): it builds and paints, P-positions in the map's mark
colour, clicks expand and collapse, a double-click asks for the position, and the budget
and a game without moves are said in words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from solvers import GAMES
from tests.ui.helpers import distinct_colours, render
from ui.explore.map_colours import map_colours
from ui.graph import GameGraphView

TIMEOUT_MS = 20_000


@pytest.fixture
def make_view(qtbot):
    def make(game: str, args: str) -> GameGraphView:
        spec = GAMES[game]
        view = GameGraphView(spec)
        qtbot.addWidget(view)
        view.resize(900, 600)
        view.show()
        qtbot.waitExposed(view)
        view.set_position(spec.parse(args))
        qtbot.waitUntil(lambda: not view.busy and view.graph is not None, timeout=TIMEOUT_MS)
        return view
    return make


@pytest.mark.parametrize(("game", "args"), [("nim", "1 2 3"), ("bash", "7 3"),
                                            ("wythoff", "2 3"),
                                            ("subtraction", "7 --set 1 3 4")])
def test_builds_and_paints(make_view, game, args):
    view = make_view(game, args)
    graph = view.graph
    assert set(view.nodes) == set(graph.nodes)
    image = render(view)
    assert distinct_colours(image) > 6
    mark = map_colours(view.palette()).loses.rgb()
    viewport = view.canvas.viewport()
    for position, node in graph.nodes.items():
        rect = view.node_rect(position)
        assert viewport.rect().contains(rect)                   # it fits, nothing cut
        inside = viewport.mapTo(view, rect.topLeft()) + QPoint(5, rect.height() // 2)
        assert (image.pixel(inside) == mark) is (node.outcome == "P"), position


def test_click_collapses_and_expands(make_view):
    view = make_view("nim", "1 2 3")
    graph = view.graph
    node = graph.spec.parse("1 1 3")
    everything = set(view.nodes)
    QTest.mouseClick(view.canvas.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.node_rect(node).center())
    assert node not in view.graph.expanded
    assert graph.spec.parse("1 0 3") in view.nodes            # still reached another way
    view.toggle(graph.start)
    assert list(view.nodes) == [graph.start]
    view.toggle(graph.start)
    QTest.mouseClick(view.canvas.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.node_rect(node).center())
    assert set(view.nodes) == everything and not view.busy     # known: no work needed


def test_budget_message_and_expansion(make_view, qtbot):
    view = make_view("nim", "5 6 7 8")          # 3,024 positions: only the first levels
    graph = view.graph
    assert "More than 400 positions can be reached" in view.message.text()
    frontier = [p for p in graph.visible() if p not in graph.expanded and graph.can_expand(p)]
    node = frontier[-1]
    before = len(view.nodes)
    QTest.mouseClick(view.canvas.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.node_rect(node).center())
    qtbot.waitUntil(lambda: node in view.graph.expanded and not view.busy, timeout=TIMEOUT_MS)
    options = list(GAMES["nim"].legal_moves(node))
    assert all(move.after in view.nodes for move in options)
    assert len(view.nodes) > before
    # Collapsing the start hides everything but it.
    view.toggle(graph.start)
    assert list(view.nodes) == [graph.start]


def test_double_click_asks_for_the_position(make_view, qtbot):
    view = make_view("subtraction", "7 --set 1 3 4")
    target = GAMES["subtraction"].parse("4 --set 1 3 4")
    with qtbot.waitSignal(view.position_requested, timeout=TIMEOUT_MS) as signal:
        QTest.mouseDClick(view.canvas.viewport(), Qt.MouseButton.LeftButton,
                          pos=view.node_rect(target).center())
    assert signal.args == [GAMES["subtraction"].format(target)]


def test_misere_says_outcomes_only(make_view):
    view = make_view("misere-nim", "1 2 2")
    assert "Misère" in view.message.text()
    assert all(node.grundy is None for node in view.graph.nodes.values())


def test_game_without_moves_says_so(qtbot):
    spec = GAMES["pirates"]
    view = GameGraphView(spec)
    qtbot.addWidget(view)
    view.set_position(spec.default_position())
    qtbot.waitUntil(lambda: not view.busy, timeout=TIMEOUT_MS)
    assert "no moves" in view.message.text()


def test_a_graph_of_huge_positions_ends_within_its_budgets(make_tab, qtbot):
    """A coin circle of 9,619 coins: each position the search enters keeps its taken coins,
    and the positions after a move are past what the game's solver takes; the graph ended
    after minutes and gigabytes. Now within its time and memory budgets."""
    from ui.graph import GameGraphView
    from ui.graph.graph_view import GRAPH_MEMORY
    from ui.memory_budget import resident_bytes

    tab = make_tab("coin-circle", "9619 82002")
    tab.show()
    pages = tab.findChild(object, "picture_tabs")
    before = resident_bytes()
    pages.setCurrentWidget(tab.findChild(object, "graph_page"))
    qtbot.waitUntil(lambda: tab.findChild(GameGraphView) is not None)
    view = tab.findChild(GameGraphView)
    qtbot.waitUntil(lambda: not view.busy, timeout=30_000)
    assert resident_bytes() - before < GRAPH_MEMORY + 100 * 2**20
    assert view.graph is not None or "No graph" in view.message.text()
