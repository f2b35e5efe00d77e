"""Marks on widgets: a field holding bad input, a result that is out of date.

Colours are blended from the palette, so the marks read well in light and dark themes.
Only the roles a mark needs are set; every other role keeps following the parent.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QSizePolicy, QWidget

#: The hue every error mark leans towards.
ALARM = QColor(220, 40, 40)


def mix(a: QColor, b: QColor, share_of_b: float) -> QColor:
    """`a` blended with `b` (share_of_b = 0 gives a, 1 gives b)."""
    keep = 1.0 - share_of_b
    return QColor(round(a.red() * keep + b.red() * share_of_b),
                  round(a.green() * keep + b.green() * share_of_b),
                  round(a.blue() * keep + b.blue() * share_of_b))


#: WCAG AA: the least contrast of body text with its background.
AA_CONTRAST = 4.5


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours (1 to 21)."""
    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
        return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
                + 0.0722 * channel(colour.blueF()))
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def quiet_text_colour(palette: QPalette,
                      background: QPalette.ColorRole = QPalette.ColorRole.Window) -> QColor:
    """Text quieter than the rest (the rules, the quotes): the text colour blended towards
    the background only as far as it still reads at AA contrast there."""
    back = palette.color(background)
    text = palette.color(QPalette.ColorRole.WindowText if background == QPalette.ColorRole.Window
                         else QPalette.ColorRole.Text)
    for share in (0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1, 0.05):
        quiet = mix(text, back, share)
        if contrast(quiet, back) >= AA_CONTRAST:
            return quiet
    return text


def base_palette(widget: QWidget) -> QPalette:
    return QApplication.palette(widget)


def error_text_colour(widget: QWidget) -> QColor:
    """Readable red on the widget's background, light or dark."""
    return mix(base_palette(widget).color(QPalette.ColorRole.WindowText), ALARM, 0.75)


def tint(widget: QWidget, role: QPalette.ColorRole, share: float) -> QColor:
    return mix(base_palette(widget).color(role), ALARM, share)


def set_invalid(widget: QWidget, invalid: bool) -> None:
    """Tint an input widget's background to show that it holds bad input."""
    if bool(widget.property("invalid")) == invalid:
        return
    widget.setProperty("invalid", invalid)
    palette = QPalette()
    if invalid:
        palette.setColor(QPalette.ColorRole.Base, tint(widget, QPalette.ColorRole.Base, 0.22))
        palette.setColor(QPalette.ColorRole.Button, tint(widget, QPalette.ColorRole.Button, 0.3))
    widget.setPalette(palette)


def set_greyed(widget: QWidget, greyed: bool) -> None:
    """Draw a result's text in the disabled colour while it no longer matches the input."""
    if bool(widget.property("stale")) == greyed:
        return
    widget.setProperty("stale", greyed)
    palette = QPalette()
    if greyed:
        source = base_palette(widget)
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                     QPalette.ColorRole.HighlightedText):
            palette.setColor(role, source.color(QPalette.ColorGroup.Disabled, role))
    widget.setPalette(palette)


def clear_label(label: QLabel) -> None:
    """Empty `label`, if it is not empty already: clearing an empty label still lays it
    and its column out again (on every keystroke, for an error line)."""
    if label.text():
        label.clear()


def make_banner(parent: QWidget) -> QLabel:
    """The hidden banner a tab shows above its form for unexpected failures."""
    banner = QLabel(parent)
    banner.setObjectName("banner")
    banner.setWordWrap(True)
    banner.setFrameShape(QFrame.Shape.StyledPanel)
    banner.setMargin(6)
    banner.setAutoFillBackground(True)
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window,
                     mix(parent.palette().color(QPalette.ColorRole.Window), ALARM, 0.25))
    banner.setPalette(palette)
    banner.hide()
    return banner


class MeasuredLabel(QLabel):
    """A word-wrapped label that lays its text out once per width: the layouts above it ask
    its height for a width again and again whenever anything in the column changes (a
    keystroke), and QLabel lays the text out anew for each answer.

    Its margins, indent and word wrap are set before it is shown; a new font or style (any
    change event) forgets the heights."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._heights: dict[tuple[str, int], int] = {}

    def heightForWidth(self, width: int) -> int:
        key = (self.text(), width)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 64:
                self._heights.clear()
            height = self._heights[key] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        self._heights.clear()
        super().changeEvent(event)


def make_rules_label(text: str, parent: QWidget) -> QLabel:
    """The game's rules above its form, quieter than the form itself."""
    rules = MeasuredLabel(parent)
    rules.setObjectName("rules")
    rules.setWordWrap(True)
    rules.setText(text)
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.WindowText, quiet_text_colour(parent.palette()))
    rules.setPalette(palette)
    return rules


def make_verdict_label(parent: QWidget) -> QLabel:
    """The verdict: large, bold, selectable, taking the width it is given."""
    verdict = MeasuredLabel(parent)
    verdict.setObjectName("verdict")
    verdict.setWordWrap(True)
    verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    font = verdict.font()
    font.setPointSizeF(font.pointSizeF() * 1.45)
    font.setBold(True)
    verdict.setFont(font)
    verdict.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    return verdict

