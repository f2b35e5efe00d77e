"""The "Why" pane: a solver's explanation as numbered steps, each with the sentence of the
rules it uses; the glossary's words in a step are links that open the glossary there."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, QUrl, Slot
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

from ui.help.glossary import open_glossary
from ui.help.terms import GLOSSARY_SCHEME, glossary_terms, link_terms
from ui.tab.marks import quiet_text_colour
from ui.tab.maths import typeset
from ui.tab.outcome import ExplanationLine


class ExplanationView(QTextBrowser):
    """The "Why" pane of a tab. Shown lines that make the same HTML as before are not
    parsed and laid out again (a keystroke often leaves the explanation as it was)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("explanation")
        self.setOpenLinks(False)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._shown: str | None = None
        self.anchorClicked.connect(self._on_anchor_clicked)

    def sizeHint(self) -> QSize:
        """Six lines high, not QTextEdit's 192 px: a column in a scroll area is made at
        least as tall as its parts want (its height for its width), so a pane that wants
        more than it needs makes the column scroll while there is room to spare."""
        hint = super().sizeHint()
        margins = 2 * (self.frameWidth() + int(self.document().documentMargin()))
        return QSize(hint.width(),
                     min(hint.height(), 6 * self.fontMetrics().lineSpacing() + margins))

    def show_lines(self, lines: Sequence[ExplanationLine]) -> None:
        text = explanation_html(lines)
        if text != self._shown:
            self._shown = text
            self._set_html(text)

    def _set_html(self, text: str) -> None:
        """setHtml empties the document first, which hides a shown scroll bar, and the new
        text shows it again: the text was laid out twice, at two widths. The bar is held
        while the text changes (a 16-step explanation: 1.8 -> 0.9 ms); it goes afterwards
        if the new text fits."""
        if (self.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAsNeeded
                or not self.verticalScrollBar().isVisible()):
            self.setHtml(text)
            return
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        try:
            self.setHtml(text)
        finally:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    @Slot(QUrl)
    def _on_anchor_clicked(self, url: QUrl) -> None:
        """A glossary word: the glossary opens at its entry."""
        if url.scheme() == GLOSSARY_SCHEME:
            open_glossary(self.window(), url.path())


def explanation_html(lines: Sequence[ExplanationLine]) -> str:
    """The explanation as numbered steps, from the rule to the verdict. Under each step,
    quieter, the sentence of the rules or of the winning rule that it uses (or the step
    that quoted it first); the binary
    columns follow the step that calls for them, in monospace, with the rows a winning
    move shrinks in bold.

    The numbers are written out: Qt's rich text would number every line of a <pre>
    inside an <li> as a step of its own. The first of each glossary word in a step links
    to its entry."""
    terms, quiet = glossary_terms(), _quiet_colour()
    parts: list[str] = []
    columns: list[str] = []
    quoted: dict[tuple[str, str], int] = {}
    number = 0
    for line in lines:
        if line.monospace:
            row = html.escape(line.text)
            columns.append(f'<b style="color: {_accent_colour()}">{row}</b>' if line.marked
                           else row)
            continue
        if columns:
            parts.append("<pre>" + "\n".join(columns) + "</pre>")
            columns = []
        number += 1
        step = link_terms(typeset(html.escape(line.text)), terms)
        parts.append(f"<p><b>{number}.</b> {step}{_quote_html(line, number, quoted, quiet)}"
                     "</p>")
    if columns:
        parts.append("<pre>" + "\n".join(columns) + "</pre>")
    return "".join(parts)


def _quote_html(line: ExplanationLine, number: int, quoted: dict[tuple[str, str], int],
                colour: str) -> str:
    """The sentence step `number` uses, in quotes of `colour`; a sentence an earlier step
    quoted is referred back to (twenty heaps valued alike repeated one long sentence twenty
    times). `quoted` maps (kind, sentence) to the step that quoted it, and is filled here."""
    if line.quoted_rule:
        sentence = line.quoted_rule
        first = quoted.setdefault(("rule", sentence), number)
        words = (QCoreApplication.translate("Explanation", "Rules: “{quote}”") if first == number
                 else QCoreApplication.translate("Explanation", "Rules: as in step {step}"))
    elif line.quoted_theory:
        sentence = line.quoted_theory
        first = quoted.setdefault(("theory", sentence), number)
        words = (QCoreApplication.translate("Explanation", "Winning rule: “{quote}”")
                 if first == number else
                 QCoreApplication.translate("Explanation", "Winning rule: as in step {step}"))
    else:
        return ""
    words = words.format(quote=sentence, step=first)
    return f'<br><span style="color: {colour}"><i>{typeset(html.escape(words))}</i></span>'


def _quiet_colour() -> str:
    """The colour of the quotes: quieter than the explanation's text, still at AA contrast
    on its base."""
    return quiet_text_colour(QGuiApplication.palette(), QPalette.ColorRole.Base).name()


def _accent_colour() -> str:
    """The colour of the rows a winning move shrinks: the palette's own highlight."""
    return QGuiApplication.palette().color(QPalette.ColorRole.Highlight).name()
