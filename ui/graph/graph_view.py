"""The game graph page: the positions reachable from the tab's position, coloured by
outcome with their Grundy values, the winning moves highlighted.

Click a node to show or hide its moves; double-click it to open that position in the tab.
The graph is built and expanded in the background (ui/tasks.BackgroundTask), by the pure
solvers/graph.py; this widget only draws it and takes the clicks.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from solvers import graph as game_graph
from solvers.spec import Cancelled, GameSpec, InputError, Position, abbreviate
from ui.graph.items import MARKER, EdgeItem, GraphStyle, NodeItem, graph_style
from ui.graph.layout import bow, layout
from ui.tab.outcome import render_text
from ui.tasks import BackgroundTask

#: How much the process may grow while a graph is built (bytes); past it the work stops and
#: says so. Positions alone are not a budget: a coin circle of 10^4 coins keeps each taken
#: coin in every position, and the search grew by gigabytes.
GRAPH_MEMORY = 128 * 2**20
#: Smallest scale the graph is shrunk to so that it fits; past it, the view scrolls.
MIN_FIT_SCALE = 0.6


class GraphCanvas(QGraphicsView):
    """The scene's view: clicks and double-clicks on nodes, Ctrl+wheel zoom.

    Signals:
        node_clicked(object): a node was clicked (its Position).
        node_double_clicked(object): a node was double-clicked.
    """

    node_clicked = Signal(object)
    node_double_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("graph")
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._pressed: NodeItem | None = None
        self._double = False

    def node_at(self, point: QPoint) -> NodeItem | None:
        for item in self.items(point):
            if isinstance(item, NodeItem):
                return item
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed = self.node_at(event.position().toPoint())
        self._double = False
        if self._pressed is None:
            super().mousePressEvent(event)        # drag the empty paper to scroll
        else:
            self.scene().clearSelection()
            self._pressed.setSelected(True)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        node, self._pressed = self._pressed, None
        if node is None:
            super().mouseReleaseEvent(event)
            return
        if (not self._double and event.button() == Qt.MouseButton.LeftButton
                and self.node_at(event.position().toPoint()) is node):
            self.node_clicked.emit(node.key)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        node = self.node_at(event.position().toPoint())
        if node is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        self._double = True
        self._pressed = node
        self.node_double_clicked.emit(node.key)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
            scale = self.transform().m11() * factor
            if 0.2 <= scale <= 3.0:
                self.scale(factor, factor)
            event.accept()
            return
        super().wheelEvent(event)


class GameGraphView(QWidget):
    """The game graph of one game's position.

    Use: `GameGraphView(spec, parent)`, then `set_position(position)` whenever the tab's
    position changes (the graph is rebuilt in the background).

    Signals:
        position_requested(str): the ARGS of a node the user double-clicked, to open it.
        busy_changed(bool): background work started or ended.
    """

    position_requested = Signal(str)
    busy_changed = Signal(bool)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.graph: game_graph.GameGraph | None = None
        self.nodes: dict[Position, NodeItem] = {}
        self._position: Position | None = None
        self._queue: list[Position] = []
        self._anchor: tuple[Position, QPoint] | None = None
        self._building = False
        self._style: GraphStyle = graph_style(self)
        self._task = BackgroundTask(self, memory_growth=GRAPH_MEMORY)
        #: A resize lays the graph out again once the size has settled.
        self._resized = QTimer(self, singleShot=True, interval=80)
        self._resized.timeout.connect(self._relayout)
        self._build_ui()
        self._connect_signals()

    def _build_ui(self) -> None:
        self.message = QLabel(self)
        self.message.setObjectName("graph_message")
        self.message.setWordWrap(True)
        self.legend = QLabel(self)
        self.legend.setObjectName("graph_legend")
        self.legend.setWordWrap(True)
        self.canvas = GraphCanvas(self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.message)
        box.addWidget(self.canvas, 1)
        box.addWidget(self.legend)
        self._restyle()

    def _connect_signals(self) -> None:
        self.canvas.node_clicked.connect(self.toggle)
        self.canvas.node_double_clicked.connect(self._open)
        self._task.finished.connect(self._on_finished)
        self._task.failed.connect(self._on_failed)
        self._task.crashed.connect(self._on_crashed)
        self._task.progressed.connect(self._on_progressed)
        self._task.running_changed.connect(self.busy_changed)

    # -- public ----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._task.running

    def set_position(self, position: Position) -> None:
        """Draw the graph of `position` (built in the background; the old one greyed)."""
        if position == self._position and self.graph is not None:
            return
        self._position = position
        self._queue.clear()
        self._building = True
        self.canvas.setEnabled(False)
        self.message.setText(self.tr("Working out the positions reachable from here…"))
        spec = self.spec

        def work(should_stop, progress):
            return game_graph.build(spec, position, should_stop=should_stop,
                                    progress=progress)

        self._task.start(work)

    def cancel(self) -> None:
        self._task.cancel()

    @Slot(object)
    def toggle(self, position: Position) -> None:
        """Show the moves of a node, or hide them if shown."""
        graph = self.graph
        if graph is None or self._building or position not in graph.nodes:
            return
        self._anchor_on(position)
        if position in graph.expanded:
            graph.collapse(position)
            self._draw()
        elif graph.expand(position):
            self._draw()
        elif graph.can_expand(position) and position not in self._queue:
            self._queue.append(position)
            if not self._task.running:
                self._expand_next()

    def node_rect(self, position: Position) -> QRect:
        """Where a node is drawn, in the canvas's viewport coordinates (for tests)."""
        item = self.nodes[position]
        w, h = item.size
        return self.canvas.mapFromScene(item.mapRectToScene(0, 0, w, h)).boundingRect()

    # -- background work -------------------------------------------------------------------
    def _expand_next(self) -> None:
        graph = self.graph
        while self._queue and graph is not None:
            position = self._queue.pop(0)
            if position in graph.expanded or graph.expand(position):
                self._draw()
                continue
            self._start_expansion(graph, position)
            return

    def _start_expansion(self, graph: game_graph.GameGraph, position: Position) -> None:
        spec, normal = self.spec, graph.normal_play
        known, room = frozenset(graph.nodes), graph.room()
        self.message.setText(self.tr("Working out the moves of {name}…").format(
            name=game_graph.label(spec, position, graph.start)))

        def work(should_stop, progress):
            return graph, game_graph.options_of(spec, position, normal, known, room,
                                                should_stop, progress)

        self._task.start(work)

    @Slot(object)
    def _on_finished(self, result: object) -> None:
        if isinstance(result, game_graph.GameGraph):
            self._building = False
            self.graph = result
            self.canvas.setEnabled(True)
            self._anchor = None
            self._draw(fit=True)
        else:
            graph, expansion = result
            if graph is self.graph:
                graph.add(expansion)
                self._draw()
        self._expand_next()

    @Slot(object)
    def _on_failed(self, error: object) -> None:
        if isinstance(error, Cancelled):
            return
        self._building = False
        self.canvas.setEnabled(self.graph is not None)
        reason = render_text(error.text) if isinstance(error, InputError) else str(error)
        self.message.setText(self.tr("No graph: {reason}").format(reason=reason))

    @Slot(str)
    def _on_crashed(self, details: str) -> None:
        self._building = False
        self.canvas.setEnabled(self.graph is not None)
        self.message.setText(self.tr("The graph could not be worked out (an internal "
                                     "error). Details: {details}").format(
            details=details.strip().splitlines()[-1]))

    @Slot(int, int)
    def _on_progressed(self, done: int, total: int) -> None:
        if self._building:
            self.message.setText(self.tr("Valuing the positions: {done:,} of {total:,}…")
                                 .format(done=done, total=total))

    @Slot(object)
    def _open(self, position: Position) -> None:
        self.position_requested.emit(self.spec.format(position))

    # -- drawing ---------------------------------------------------------------------------
    def _anchor_on(self, position: Position) -> None:
        """Keep this node where it is on the screen through the next redraw."""
        item = self.nodes.get(position)
        if item is not None:
            self._anchor = (position, self.canvas.mapFromScene(item.scenePos()))

    def _value_words(self, node: game_graph.Node) -> str:
        if node.mover_wins is None:
            return self.tr("outcome unknown")
        if node.grundy is None:
            return node.outcome
        return self.tr("{outcome} · g = {value}").format(
            outcome=node.outcome, value=abbreviate(node.grundy))

    def _tooltip(self, node: game_graph.Node) -> str:
        graph = self.graph
        assert graph is not None
        if node.mover_wins is None:
            verdict = self.tr("Too big to work out who wins here.")
        elif node.mover_wins:
            verdict = self.tr("N-position: the player to move wins.")
        else:
            verdict = self.tr("P-position: the player to move loses.")
        lines = [self.spec.format(node.position), verdict]
        if node.grundy is not None:
            lines.append(self.tr("Grundy value {value}.").format(value=node.grundy))
        if graph.can_expand(node.position):
            lines.append(self.tr("Click: show or hide its moves. Double-click: open it."))
        else:
            lines.append(self.tr("No moves from here. Double-click: open it."))
        return "\n".join(lines)

    def _edge_tooltip(self, edge: game_graph.Edge) -> str:
        words = render_text(edge.words)
        if edge.winning:
            words += "\n" + self.tr("A winning move: it leaves a P-position.")
        return words

    def _draw(self, fit: bool = False) -> None:
        graph = self.graph
        scene = self.canvas.scene()
        scene.clear()
        self.nodes = {}
        if graph is None:
            return
        style = self._style
        shown = graph.visible()
        edges = graph.edges(shown)
        names = {p: game_graph.label(self.spec, p, graph.start) for p in shown}
        values = {p: self._value_words(graph.nodes[p]) for p in shown}
        view = self.canvas.viewport().size()
        # The layout works on numbers: hashing positions costs more than laying out.
        number = {p: i for i, p in enumerate(shown)}
        pairs = [(number[e.source], number[e.target]) for e in edges]
        sized = layout(range(len(shown)), pairs,
                       lambda i: style.node_size(names[shown[i]], values[shown[i]]),
                       (view.width() - 30, view.height() - 30))
        boxes = {p: sized.boxes[i] for p, i in number.items()}
        columns = {p: sized.columns[i] for p, i in number.items()}
        for position in shown:
            node = graph.nodes[position]
            box = boxes[position]
            item = NodeItem(position, names[position], values[position], node.outcome,
                            style, (box.width, box.height))
            item.setPos(box.x, box.y)
            item.is_start = position == graph.start
            item.set_expanded(position in graph.expanded if graph.can_expand(position)
                              else None)
            item.setToolTip(self._tooltip(node))
            scene.addItem(item)
            self.nodes[position] = item
        for edge in edges:
            source, target = boxes[edge.source], boxes[edge.target]
            span = columns[edge.target] - columns[edge.source]
            start = QPointF(source.right[0] + MARKER / 2, source.right[1])
            item = EdgeItem(start, QPointF(*target.left),
                            bow(source, target, span, min(source.height, target.height)),
                            edge.winning, style)
            item.describe = partial(self._edge_tooltip, edge)
            scene.addItem(item)
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
        self._show_message()
        if fit:
            self._fit()
        elif self._anchor is not None:
            self._restore_anchor()

    def _fit(self) -> None:
        """Shrink a big graph to fit (down to MIN_FIT_SCALE); past that, show the start."""
        canvas = self.canvas
        canvas.resetTransform()
        rect, view = canvas.sceneRect(), canvas.viewport().rect()
        scale = min(1.0, view.width() / max(1.0, rect.width()),
                    view.height() / max(1.0, rect.height()))
        if scale < 1.0:
            scale = max(MIN_FIT_SCALE, scale)
            canvas.scale(scale, scale)
        if scale > MIN_FIT_SCALE or self.graph is None:
            canvas.centerOn(rect.center())
        else:
            start = self.nodes[self.graph.start]
            canvas.horizontalScrollBar().setValue(canvas.horizontalScrollBar().minimum())
            canvas.centerOn(QPointF(canvas.mapToScene(view.center()).x(),
                                    start.sceneBoundingRect().center().y()))

    def _restore_anchor(self) -> None:
        position, was = self._anchor  # type: ignore[misc]
        self._anchor = None
        item = self.nodes.get(position)
        if item is None:
            return
        now = self.canvas.mapFromScene(item.scenePos())
        bars = (self.canvas.horizontalScrollBar(), self.canvas.verticalScrollBar())
        bars[0].setValue(bars[0].value() + now.x() - was.x())
        bars[1].setValue(bars[1].value() + now.y() - was.y())

    def _show_message(self) -> None:
        graph = self.graph
        if graph is None:
            return
        shown = len(graph.visible())
        words = [self.tr("{count:,} positions shown.").format(count=shown)]
        if graph.message is not None:
            words.insert(0, render_text(graph.message))
        if not graph.normal_play:
            words.append(self.tr("Misère play: outcomes only (Grundy values are for "
                                 "normal play)."))
        self.message.setText(" ".join(words))

    def _restyle(self) -> None:
        style = self._style = graph_style(self)
        self.canvas.setBackgroundBrush(style.paper)

        def key(colour, edge: bool = False) -> str:
            glyph = "━━" if edge else "■"
            return f'<span style="color:{colour.name()}">{glyph}</span>'

        self.legend.setText(" &nbsp; ".join((
            key(style.loses) + " " + self.tr("P: the player to move loses"),
            key(style.wins.darker(115)) + " " + self.tr("N: the player to move wins"),
            key(style.winning_edge, True) + " " + self.tr("a winning move"),
            self.tr("g: Grundy value · click: show or hide moves · double-click: open"))))
        self._draw()

    @Slot()
    def _relayout(self) -> None:
        if self.graph is not None:
            self._draw(fit=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._resized.start()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self._restyle()
