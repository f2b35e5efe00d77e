"""Where the game graph's nodes go: columns by moves made, rows ordered to cross little.

Pure geometry (no Qt), so tests can check it without painting. A node's column is the
longest way to it from the start among the shown moves, so every move points to the
right (a game never comes back to a position); within a column the nodes are ordered by
the mean row of their neighbours, a few sweeps each way (the barycentre heuristic).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

#: Gaps between columns and between the nodes of a column, and the margin, in pixels.
COLUMN_GAP = 64
ROW_GAP = 14
MAX_COLUMN_GAP = 150
MAX_ROW_GAP = 40
MARGIN = 24
#: Sweeps of the barycentre ordering (each one right, then left).
SWEEPS = 4


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def left(self) -> tuple[float, float]:
        return (self.x, self.y + self.height / 2)

    @property
    def right(self) -> tuple[float, float]:
        return (self.x + self.width, self.y + self.height / 2)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)


@dataclass(frozen=True)
class Layout:
    columns: dict[Hashable, int]
    boxes: dict[Hashable, Box]
    width: float
    height: float


def columns_of(nodes: Sequence[Hashable],
               edges: Sequence[tuple[Hashable, Hashable]]) -> dict[Hashable, int]:
    """Longest-path layering from the first node; a node on a cycle (no game has one,
    but a faulty rule might) keeps the column it had when the cycle was met."""
    index = {node: i for i, node in enumerate(nodes)}
    successors: dict[Hashable, list[Hashable]] = {node: [] for node in nodes}
    indegree = dict.fromkeys(nodes, 0)
    for source, target in edges:
        if source in index and target in index and source != target:
            successors[source].append(target)
            indegree[target] += 1
    column = dict.fromkeys(nodes, 0)
    ready = [node for node in nodes if indegree[node] == 0]
    done = 0
    while ready:
        node = ready.pop()
        done += 1
        for target in successors[node]:
            column[target] = max(column[target], column[node] + 1)
            indegree[target] -= 1
            if indegree[target] == 0:
                ready.append(target)
    return column


def order_rows(columns: dict[Hashable, int], nodes: Sequence[Hashable],
               edges: Sequence[tuple[Hashable, Hashable]]) -> list[list[Hashable]]:
    """The nodes of each column, top to bottom."""
    count = max(columns.values(), default=-1) + 1
    layers: list[list[Hashable]] = [[] for _ in range(count)]
    for node in nodes:                       # breadth first: a fair first order
        layers[columns[node]].append(node)
    before: dict[Hashable, list[Hashable]] = {node: [] for node in nodes}
    after: dict[Hashable, list[Hashable]] = {node: [] for node in nodes}
    for source, target in edges:
        if source in before and target in before:
            after[source].append(target)
            before[target].append(source)

    where = {node: row / max(1, len(layer) - 1)
             for layer in layers for row, node in enumerate(layer)}

    def sweep(order: range, neighbours: dict[Hashable, list[Hashable]]) -> None:
        for c in order:
            layer = layers[c]
            keys = {}
            for row, node in enumerate(layer):
                near = [where[n] for n in neighbours[node]]
                keys[node] = (sum(near) / len(near) if near else where[node], row)
            layer.sort(key=keys.__getitem__)
            for row, node in enumerate(layer):
                where[node] = row / max(1, len(layer) - 1)

    for _ in range(SWEEPS):
        sweep(range(1, count), before)
        sweep(range(count - 2, -1, -1), after)
    return layers


def layout(nodes: Sequence[Hashable], edges: Sequence[tuple[Hashable, Hashable]],
           size_of: Callable[[Hashable], tuple[float, float]],
           room: tuple[float, float] = (0, 0)) -> Layout:
    """Boxes for the nodes: columns left to right, each column centred vertically; a
    small graph spreads out over `room` (width, height), its gaps up to MAX_*_GAP."""
    columns = columns_of(nodes, edges)
    layers = order_rows(columns, nodes, edges)
    sizes = {node: size_of(node) for node in nodes}
    widths = [max((sizes[n][0] for n in layer), default=0) for layer in layers]
    tall = [sum(sizes[n][1] for n in layer) for layer in layers]
    column_gap = _spread(room[0] - 2 * MARGIN - sum(widths), len(layers) - 1,
                         COLUMN_GAP, MAX_COLUMN_GAP)
    row_gaps = [_spread(room[1] - 2 * MARGIN - t, len(layer) - 1, ROW_GAP, MAX_ROW_GAP)
                for t, layer in zip(tall, layers)]
    row_gap = min(row_gaps, default=ROW_GAP)
    heights = [t + row_gap * max(0, len(layer) - 1) for t, layer in zip(tall, layers)]
    tallest = max(heights, default=0)
    boxes: dict[Hashable, Box] = {}
    x = MARGIN
    for layer, width, height in zip(layers, widths, heights):
        y = MARGIN + (tallest - height) / 2
        for node in layer:
            w, h = sizes[node]
            boxes[node] = Box(x + (width - w) / 2, y, w, h)
            y += h + row_gap
        x += width + column_gap
    return Layout(columns, boxes, x - column_gap + MARGIN if layers else 2 * MARGIN,
                  tallest + 2 * MARGIN)


def _spread(free: float, gaps: int, least: float, most: float) -> float:
    """The gap that shares `free` pixels among `gaps` gaps, between `least` and `most`."""
    if gaps <= 0:
        return most
    return max(least, min(most, free / gaps))


def bow(source: Box, target: Box, span: int, node_height: float) -> float:
    """How far (pixels, + down) an edge's curve bends off the straight line: a move that
    skips columns bends round the nodes between, alternately up and down by its span, so
    a chain of single nodes (a subtraction game) keeps its long moves apart."""
    if span <= 1:
        return 0.0
    clearance = node_height / 2 + 10 + 9 * (span - 2)
    return clearance / 0.75 * (1 if span % 2 else -1)
