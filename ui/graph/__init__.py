"""The game graph: the positions reachable from one, by outcome and Grundy value."""

from ui.graph.graph_view import GameGraphView

__all__ = ["GameGraphView"]
