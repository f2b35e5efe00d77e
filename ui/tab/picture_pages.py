"""The picture side of a game tab: the picture, and pages that are made when first shown —
a map for a game with a plane of positions, the game graph of a two-player game, the game
it really is for one in disguise.

Every page but the picture tells who wins (the map's and the graph's P/N colours, the
winning moves of the game in disguise, a rule's table of values): while the picture hides
its answers (a practice game), those pages are closed, their tabs greyed with a tooltip
that says why and how to open them again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import QWidget

from solvers import GAMES
from solvers.spec import GameSpec
from ui.canvases.base import Canvas
from ui.tab.outcome import Outcome, translate
from ui.window.lazy_page import LazyPage
from ui.window.quiet_tabs import QuietTabWidget

# The map and the game in disguise are imported when their page is first shown.
if TYPE_CHECKING:
    from ui.explore.explorer import ExplorerView
    from ui.explore.reduction_view import ReductionView
    from ui.graph import GameGraphView


def hidden_page_tip() -> str:
    """The tooltip of a page closed while a practice game hides the answers."""
    return QCoreApplication.translate(
        "PicturePages", "Hidden while you practise: ask for a hint, or finish the game")


def has_more_pages(spec: GameSpec) -> bool:
    """Whether the game has a page beside its picture (else the picture stands alone)."""
    return spec.plane is not None or spec.reduces_to is not None or spec.tree is not None


class PicturePages(QuietTabWidget):
    """The picture's page, then the map ("map_page"), the game graph ("graph_page") and the
    game in disguise ("reduction_page") where the game has them; named "picture_tabs".
    The pages after the picture (those a tab adds too) follow the picture's canvas: closed
    while it hides its answers.

    Signals:
        position_requested(str): the map asks for this position (ARGS text).
        move_highlighted(int): a winning move is hovered beside its image (-1: none).
    """

    position_requested = Signal(str)
    move_highlighted = Signal(int)

    def __init__(self, spec: GameSpec, picture: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("picture_tabs")
        self.setDocumentMode(True)
        self._outcome: Outcome | None = None
        self._map_page: LazyPage | None = None
        self._reduction_page: LazyPage | None = None
        self._explorer: ExplorerView | None = None
        self._reduction: ReductionView | None = None
        self._graph_page: LazyPage | None = None
        self._graph: GameGraphView | None = None
        self._reduction_pending = None    # an analysis the hidden reduction page has not shown
        self._open_tips: dict[int, str] = {}     # the tooltips of the pages closed for practice
        pages = [(picture, self.tr("Picture"), "")]
        if spec.plane is not None:
            self._map_page = LazyPage(self._make_explorer, "map_page", self)
            pages.append((self._map_page, self.tr("Map"),
                          self.tr("A map of positions: who wins over a range of numbers, by "
                                  "brute force, checked against the rule.")))
        if spec.tree is not None:
            self._graph_page = LazyPage(self._make_graph, "graph_page", self)
            pages.append((self._graph_page, self.tr("Graph"),
                          self.tr("Every position reachable from this one, who wins there and "
                                  "its Grundy value; the winning moves drawn bold.")))
        if spec.reduces_to is not None:
            self._reduction_page = LazyPage(self._make_reduction, "reduction_page", self)
            pages.append((self._reduction_page, self.tr("In disguise"),
                          self.tr("The same game as {game}: each winning move beside its "
                                  "image.").format(game=translate(
                                      GAMES[spec.reduces_to].title))))
        for index, (page, title, tip) in enumerate(pages):
            self.addTab(page, title)
            self.setTabToolTip(index, tip)
        self.currentChanged.connect(self._on_page_changed)
        canvas = picture if isinstance(picture, Canvas) else picture.findChild(Canvas)
        if canvas is not None:
            canvas.answers_shown_changed.connect(self.set_answers_shown)

    @property
    def explorer(self) -> ExplorerView | None:
        """The map (made now if its page has not been shown yet), or None."""
        return self._map_page.build() if self._map_page is not None else None

    @property
    def reduction(self) -> ReductionView | None:
        """The page of the game in disguise (made now if not shown yet), or None."""
        return self._reduction_page.build() if self._reduction_page is not None else None

    @Slot(object)
    def follow_outcome(self, outcome: Outcome) -> None:
        """Show the tab's new result on the pages that are made and seen."""
        self._outcome = outcome
        if self._explorer is not None:
            self._explorer.follow_outcome(outcome)
        if self._graph is not None and self._graph.isVisible():
            self._graph.set_position(outcome.analysis.position)
        if self._reduction_page is None:
            return
        # The page solves the reduced game and fills a table: only worth doing when seen.
        if self._reduction is not None and self._reduction.isVisible():
            self._reduction.show_analysis(outcome.analysis)
        else:
            self._reduction_pending = outcome.analysis

    @Slot(bool)
    def set_answers_shown(self, shown: bool) -> None:
        """Open every page (True), or close those after the picture, bringing the picture
        to the front (False: a practice game hides the answers)."""
        if not shown and self.currentIndex() > 0:
            self.setCurrentIndex(0)
        for index in range(1, self.count()):
            if shown == self.isTabEnabled(index):
                continue
            if shown:
                self.setTabToolTip(index, self._open_tips.pop(index, ""))
            else:
                self._open_tips[index] = self.tabToolTip(index)
                self.setTabToolTip(index, hidden_page_tip())
            self.setTabEnabled(index, shown)

    def shutdown(self) -> None:
        """Stop the map's work (the window is closing)."""
        if self._explorer is not None:
            self._explorer.shutdown()
        if self._graph is not None:
            self._graph.cancel()

    def _make_explorer(self, page: QWidget) -> ExplorerView:
        """The map page's content: it follows the tab's position from now on."""
        from ui.explore.explorer import ExplorerView

        explorer = ExplorerView(self.spec, page)
        self._explorer = explorer
        if self._outcome is not None:
            explorer.follow_outcome(self._outcome)
        explorer.position_requested.connect(self.position_requested)
        return explorer

    def _make_graph(self, page: QWidget) -> GameGraphView:
        """The graph page's content: it draws the tab's position whenever it is seen."""
        from ui.graph import GameGraphView

        graph = GameGraphView(self.spec, page)
        self._graph = graph
        graph.position_requested.connect(self.position_requested)
        return graph

    def _make_reduction(self, page: QWidget) -> ReductionView:
        """The page of the game in disguise; it shows the tab's result once it is seen."""
        from ui.explore.reduction_view import ReductionView

        reduction = ReductionView(self.spec, page)
        self._reduction = reduction
        reduction.move_highlighted.connect(self.move_highlighted)
        return reduction

    @Slot(int)
    def _on_page_changed(self, index: int) -> None:
        if (self._graph is not None and self._outcome is not None
                and self._graph.isVisible()):
            self._graph.set_position(self._outcome.analysis.position)
        if (self._reduction_pending is not None and self._reduction is not None
                and self._reduction.isVisible()):
            self._reduction.show_analysis(self._reduction_pending)
            self._reduction_pending = None
