"""A two-pile game given by its moves: the Wythoff grid with the rule's own P-positions.

The token stands on (A, B); the shaded cells are the P-positions of the computed range
(the table the solver made, or the theorem's cells for Nim and Wythoff), unless the
answers are hidden; the cells one move away are dotted; a click on one plays it.
"""

from __future__ import annotations

from itertools import islice

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from solvers.games import two_heap
from solvers.rules.plane import cached_outcomes, side_for
from solvers.spec import Analysis

from . import register_canvas
from .legend import LegendEntry
from .numbers import compact
from .shapes import outline, swatch
from .text import draw_text, painter_widths
from .wythoff import COLD_BITS, GridView, WythoffCanvas, cold_cells

#: Most moves dotted on the grid.
DOTS = 400


def lost_cells(analysis: Analysis, view: GridView) -> list[tuple[int, int]]:
    """The P-positions in view that the rule's table (or theorem) covers."""
    position = analysis.position
    rule = two_heap.rule_of(position)
    xs = range(view.x0, view.x0 + view.grid.columns)
    ys = range(view.y0, view.y0 + view.grid.rows)
    if rule.is_nim:
        return [(x, x) for x in xs if x in ys]
    if rule.is_wythoff:
        return cold_cells(view)
    a, b = position.numbers[:2]
    side = side_for(a, b)
    wins = cached_outcomes(rule, side)
    return [(x, y) for x in xs if x < side for y in ys if y < side and not wins[y][x]]


class TwoHeapCanvas(WythoffCanvas):
    """Two piles under the user's rule. A click on a cell one move away plays it."""

    def paint_position(self, painter: QPainter, rect: QRectF, analysis: Analysis) -> None:
        a, b = analysis.position.numbers[:2]
        layout = self.layout(rect, analysis)
        view, label_width = layout.view, layout.label_width
        rect = self.paint_caption(painter, rect, self._captions(analysis))
        rect = self.paint_key(painter, rect, self._legend())
        painter.setFont(self.label_font(0.85))
        metrics = painter_widths(painter)
        too_long = max(a, b).bit_length() > COLD_BITS
        hidden = not self.answers_shown
        key = ("lost", str(analysis.position.options), view.x0, view.y0, view.grid.columns,
               view.grid.rows)
        cold = [] if too_long or hidden else self.cached(key, lambda: lost_cells(analysis, view))
        self._paint_grid(painter, view, cold)
        if too_long and not hidden:
            line = metrics.height()
            painter.setPen(self.muted(0.2))
            draw_text(painter, QRectF(view.grid.left + 4, view.grid.bounds.bottom() - line - 2,
                                      view.grid.bounds.width() - 8, line),
                      self.tr("P-positions not drawn: the numbers are too long"), elide=True)
        self._paint_axes(painter, view, a, b, label_width, metrics)
        self._paint_reach(painter, view, analysis)
        shown = self.shown_move(analysis)
        if shown is not None:
            self._paint_move(painter, view, a, b, shown, metrics)
        self._paint_queen(painter, view.cell(a, b))

    def _paint_reach(self, painter: QPainter, view: GridView, analysis: Analysis) -> None:
        """A dot on each cell one legal move away (the first DOTS of them)."""
        colour = self.tint(self.accents().special, 0.8)
        painter.setPen(colour)
        painter.setBrush(colour)
        radius = max(view.grid.cell * 0.12, 1.5)
        for x, y in islice(two_heap.reached(analysis.position), DOTS):
            if view.contains(x, y):
                painter.drawEllipse(view.centre(x, y), radius, radius)

    def _captions(self, analysis: Analysis) -> list[str]:
        a, b = analysis.position.numbers[:2]
        take = analysis.facts.get("take", "")
        both = analysis.facts.get("both", "")
        return [self.tr("Piles ({a}, {b}); A = {take}, B = {both}").format(
                    a=compact(a, w), b=compact(b, w), take=take, both=both) for w in (9,)] + [
                self.tr("({a}, {b})").format(a=compact(a, w), b=compact(b, w))
                for w in (9, 5)]

    def _legend(self) -> list[LegendEntry]:
        accents = self.accents()
        return [
            LegendEntry(self.tr("P-position: the mover loses"),
                        lambda p, r: swatch(p, r, self.tint(accents.mark, 0.55), self.muted()),
                        answer=True),
            LegendEntry(self.tr("winning move"),
                        lambda p, r: outline(p, r, accents.move, 2.0, 1.0), needs_move=True),
        ]


register_canvas("two_heap", TwoHeapCanvas)
