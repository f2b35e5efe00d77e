"""Every text of the window readable: WCAG AA contrast (4.5:1) between each text colour of
the palette and the background it is drawn on.

Fusion's own selection (white on #308cc6) reads at 3.7:1; `readable` darkens or lightens a
background just enough, and leaves every pair that already reads alone.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QPalette

from ui.tab.marks import AA_CONTRAST, contrast, mix

Role = QPalette.ColorRole
#: Each text colour role with the background role it is drawn on.
TEXT_ON = ((Role.WindowText, Role.Window), (Role.Text, Role.Base),
           (Role.Text, Role.AlternateBase), (Role.ButtonText, Role.Button),
           (Role.ToolTipText, Role.ToolTipBase), (Role.HighlightedText, Role.Highlight))
#: Link colours with the backgrounds a link is drawn on (a text box, a label). A link is
#: moved itself, not its background: a dark palette that keeps Qt's blue links would
#: otherwise repaint every text box for one word.
LINKS_ON = ((Role.Link, (Role.Base, Role.Window)),
            (Role.LinkVisited, (Role.Base, Role.Window)))


def readable(palette: QPalette) -> QPalette:
    """A copy of `palette` whose every pair of TEXT_ON, and every link of LINKS_ON, reads
    at AA contrast (active and inactive groups; disabled text may be faint, as WCAG
    allows)."""
    result = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for text_role, background_role in TEXT_ON:
            text = result.color(group, text_role)
            background = result.color(group, background_role)
            result.setColor(group, background_role, _away_from(background, text))
        for link_role, background_roles in LINKS_ON:
            backgrounds = [result.color(group, role) for role in background_roles]
            result.setColor(group, link_role,
                            _readable_on(result.color(group, link_role), backgrounds))
    return result


def _readable_on(text: QColor, backgrounds: list[QColor]) -> QColor:
    """`text` moved towards white on dark backgrounds (black on light ones) until it reads
    at AA contrast on each of them (unchanged if it already does)."""
    dark = sum(background.lightnessF() for background in backgrounds) < len(backgrounds) / 2
    return _moved_until(text, QColor("white") if dark else QColor("black"),
                        lambda moved: all(contrast(moved, background) >= AA_CONTRAST
                                          for background in backgrounds))


def _away_from(background: QColor, text: QColor) -> QColor:
    """`background` moved towards black or white, whichever parts it from `text`, until
    the two read at AA contrast (unchanged if they already do)."""
    return _moved_until(background, QColor("black") if text.lightnessF() > 0.5
                        else QColor("white"),
                        lambda moved: contrast(text, moved) >= AA_CONTRAST)


def _moved_until(colour: QColor, target: QColor, reads: Callable[[QColor], bool]) -> QColor:
    """`colour` itself if it `reads`, else mixed towards `target` in twentieths until it
    does (`target` at the end)."""
    if reads(colour):
        return colour
    for step in range(1, 21):
        moved = mix(colour, target, step / 20)
        if reads(moved):
            return moved
    return target
