"""The map's colour language (palette and Okabe–Ito accents) and its colour tables."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QColor, QImage, QPalette

from ui.canvases.accents import ORANGE, VERMILLION, YELLOW, accents_for, blend
from ui.explore.map_picture import GRUNDY_CAP, REMOTE_LEVELS, REMOTE_LOSES, REMOTE_WINS
from ui.tab.marks import ALARM


@dataclass(frozen=True)
class MapColours:
    """The map's colour language, from the palette and the Okabe–Ito accents."""

    paper: QColor
    ink: QColor
    muted: QColor
    wins: QColor        # the player to move wins (N-position): a pale tint
    loses: QColor       # the player to move loses (P-position): the strong "mark" hue
    dot: QColor         # the dot on a losing cell
    none: QColor        # not a position
    alarm: QColor       # the rule disagrees here
    golden: QColor      # the golden-ratio lines, the Fibonacci marks
    current: QColor     # the tab's position
    grundy_low: QColor
    grundy_mid: QColor
    grundy_high: QColor
    #: The moves-to-the-end view: a won cell and a lost cell nearest the end (the
    #: strongest), and the furthest (a pale tint of the same hue).
    won_near: QColor
    won_far: QColor
    lost_near: QColor
    lost_far: QColor


#: How much of its hue the cell furthest from the end keeps (moves-to-the-end view).
FAR_SHARE = 0.3


def map_colours(palette: QPalette) -> MapColours:
    accents = accents_for(palette)
    paper = palette.color(QPalette.ColorRole.Base)
    ink = palette.color(QPalette.ColorRole.Text)
    return MapColours(
        paper=paper, ink=ink, muted=blend(ink, paper, 0.45),
        wins=blend(paper, accents.mark, 0.16),
        loses=accents.mark,
        dot=paper,
        none=blend(paper, ink, 0.10),
        alarm=ALARM,
        golden=accents.special,
        current=ink,
        grundy_low=blend(paper, YELLOW, 0.55),
        grundy_mid=ORANGE,
        grundy_high=blend(VERMILLION, ink if accents.dark else QColor(0, 0, 0), 0.35),
        # The outcome view's won cells are a pale tint of the lost cells' hue: here
        # lightness tells the moves left, so the won cells take a hue of their own.
        won_near=ORANGE,
        won_far=blend(paper, ORANGE, FAR_SHARE),
        lost_near=accents.mark,
        lost_far=blend(paper, accents.mark, FAR_SHARE),
    )


def grundy_colour(colours: MapColours, value: int, top: int) -> QColor:
    """0 in the losing colour; 1 .. top from pale yellow through orange to dark red."""
    if value == 0:
        return colours.loses
    share = 0.0 if top <= 1 else (min(value, top) - 1) / (top - 1)
    if share <= 0.5:
        return blend(colours.grundy_low, colours.grundy_mid, share * 2)
    return blend(colours.grundy_mid, colours.grundy_high, (share - 0.5) * 2)


def outcome_table(colours: MapColours, alarm_cells: bool) -> list[int]:
    """Colours of the outcome bytes; disagreements in the alarm colour when the cells are
    too small for an outline."""
    wrong_wins = colours.alarm if alarm_cells else colours.wins
    wrong_loses = blend(colours.alarm, QColor(0, 0, 0), 0.35) if alarm_cells else colours.loses
    table = [colours.none, colours.wins, colours.loses, wrong_wins, wrong_loses]
    return [c.rgb() for c in table] + [colours.none.rgb()] * (256 - len(table))


def grundy_table(colours: MapColours, top: int) -> list[int]:
    return [colours.none.rgb()] + [grundy_colour(colours, v, top).rgb()
                                   for v in range(GRUNDY_CAP + 1)]


def remoteness_colour(colours: MapColours, wins: bool, level: int) -> QColor:
    """A cell of the moves-to-the-end view: the hue says who wins, the strength how near
    the end is (level 0: no move left, strongest; REMOTE_LEVELS: the map's furthest)."""
    share = min(max(level, 0), REMOTE_LEVELS) / REMOTE_LEVELS
    if wins:
        return blend(colours.won_near, colours.won_far, share)
    return blend(colours.lost_near, colours.lost_far, share)


def remoteness_table(colours: MapColours) -> list[int]:
    """Colours of the remoteness bytes (see map_picture.REMOTE_WINS)."""
    table = [colours.none.rgb()] * 256
    for level in range(REMOTE_LEVELS + 1):
        table[REMOTE_WINS + level] = remoteness_colour(colours, True, level).rgb()
        table[REMOTE_LOSES + level] = remoteness_colour(colours, False, level).rgb()
    return table


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    luminance = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()
    return QColor(0, 0, 0) if luminance > 0.45 else QColor(255, 255, 255)


def colour_image(buffer: bytes, columns: int, rows: int, table: Sequence[int]) -> QImage:
    """One pixel per cell, through a colour table (the copy owns its pixels)."""
    image = QImage(buffer, columns, rows, columns, QImage.Format.Format_Indexed8)
    image.setColorTable(list(table))
    return image.convertToFormat(QImage.Format.Format_RGB32)
