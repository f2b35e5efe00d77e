"""The few fixed accent colours every canvas shares, on top of the palette's roles.

They are taken from the Okabe–Ito set, which stays distinguishable under the common
colour-vision deficiencies. Where one hue reads poorly on one kind of base (dark blue on a
dark background), a lighter sibling from the same set stands in.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

ORANGE = QColor("#E69F00")
SKY_BLUE = QColor("#56B4E9")
BLUISH_GREEN = QColor("#009E73")
YELLOW = QColor("#F0E442")
BLUE = QColor("#0072B2")
VERMILLION = QColor("#D55E00")
REDDISH_PURPLE = QColor("#CC79A7")

GREY = QColor("#999999")

#: Six hues for classes that need telling apart (the boxes' i mod 6), in a fixed order;
#: without blue and vermillion, which mark what counts and the move.
CLASS_HUES = (ORANGE, SKY_BLUE, BLUISH_GREEN, YELLOW, REDDISH_PURPLE, GREY)


@dataclass(frozen=True)
class Accents:
    """What each accent means, so every canvas speaks the same colour language."""

    move: QColor        # the winning move being shown
    mark: QColor        # what the rule counts: odd steps, cold cells, counted boxes, pairs
    special: QColor     # the one that matters most: the king, the queen, the proposer
    warning: QColor     # what is lost or thrown away
    other: QColor       # a second party: the other player's squares
    dark: bool          # the base is dark


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightnessF() < 0.5


def accents_for(palette: QPalette) -> Accents:
    dark = is_dark(palette)
    return Accents(move=VERMILLION if not dark else QColor("#FF7A33"),
                   mark=SKY_BLUE if dark else BLUE,
                   special=ORANGE,
                   warning=REDDISH_PURPLE,
                   other=BLUISH_GREEN,
                   dark=dark)


def blend(a: QColor, b: QColor, share_of_b: float) -> QColor:
    """`a` mixed with `b`: tints that sit on the palette's base in both themes."""
    keep = 1.0 - share_of_b
    return QColor(round(a.red() * keep + b.red() * share_of_b),
                  round(a.green() * keep + b.green() * share_of_b),
                  round(a.blue() * keep + b.blue() * share_of_b))


def with_alpha(colour: QColor, alpha: float) -> QColor:
    result = QColor(colour)
    result.setAlphaF(alpha)
    return result
