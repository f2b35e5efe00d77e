"""Help → Rules of This Game (F1): the rules of the page in front, how to play it in this
window, and the winning rule, for a learner.

What the page has decides what is said: a picture that plays clicks, the play panel of a
two-player game, and the pages beside the picture (described by their own tooltips). A
canvas may describe its clicks itself with a method `click_help() -> str`; otherwise the
help says what every playable picture does. The theory's words link to the glossary.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QUrl, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from solvers import play
from ui.canvases.clicks import InteractiveCanvas
from ui.help.glossary import open_glossary
from ui.help.terms import GLOSSARY_SCHEME, glossary_terms, link_terms
from ui.tab.game_tab import GameTab
from ui.tab.maths import typeset
from ui.tab.outcome import join_sentences, translate

#: The objectNames of the widgets that hold the pages beside a tab's picture.
PAGE_HOLDERS = ("picture_tabs", "picture_pages")


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameHelp", text)


def _paragraph(text: str) -> str:
    return f"<p>{link_terms(typeset(html.escape(text)), glossary_terms())}</p>"


def _items(texts: Sequence[str | tuple[str, Sequence[str]]]) -> str:
    """A list of plain sentences; an item (sentence, sentences) has a list of its own."""
    terms = glossary_terms()
    items = []
    for text in texts:
        text, inner = text if isinstance(text, tuple) else (text, ())
        items.append(f"<li>{link_terms(typeset(html.escape(text)), terms)}"
                     f"{_items(inner) if inner else ''}</li>")
    return "<ul>" + "".join(items) + "</ul>"


def _heading(text: str) -> str:
    return f"<h3>{html.escape(text)}</h3>"


def help_html(tab: QWidget, title: str) -> str:
    """The help of page `tab`, titled `title`."""
    parts = [f"<h2>{html.escape(title)}</h2>"]
    if not isinstance(tab, GameTab):
        rules = getattr(tab, "rules_html", lambda: "")()
        return "".join(parts + [_heading(_tr("Rules")), f"<p>{rules}</p>",
                                _heading(_tr("Using this page")), _items(_sum_steps())])
    spec = tab.spec
    theory = _tr("The winning rule") if spec.is_two_player else _tr("How it is solved")
    parts += [_heading(_tr("Rules")), _paragraph(join_sentences(spec.rules)),
              _heading(theory), _paragraph(join_sentences(spec.theory)),
              _heading(_tr("Using this page")), _items(_page_steps(tab))]
    if tab.play is not None:
        parts += [_heading(_tr("Playing")), _items(_play_steps(tab)),
                  _paragraph(_tr("The words of the theory (P-position, nim-sum, mex, Grundy "
                                 "value) are explained in Help → Glossary; click one of "
                                 "them here or in Why to read its entry."))]
    return "".join(parts)


def _page_steps(tab: GameTab) -> list[str]:
    """How the page answers: the position, the verdict or answer, the other pages."""
    steps = [_tr("Type a position in the line “As on the command line” (for example "
                 "{example}), or fill in the form above it. The answer follows as you type; "
                 "Esc brings back the last valid position.").format(example=tab.spec.example)]
    if tab.spec.is_two_player:
        steps.append(_tr("The verdict says who wins with best play: the first player (the "
                         "one to move) or the second. Below it, every winning move: select "
                         "one to see it on the picture, double-click it to play it. Why "
                         "explains the verdict step by step, each step quoting the rule it "
                         "uses."))
    else:
        steps.append(_tr("This puzzle has no winner: the page shows its answer instead of a "
                         "verdict, and Why explains how it is reached."))
    for name, tip in _pages_beside_picture(tab):
        steps.append(_tr("{page}: {what}").format(page=name, what=tip) if tip else
                     _tr("“{page}”, beside the picture: click its tab to see it.").format(
                         page=name))
    return steps


def _pages_beside_picture(tab: GameTab) -> list[tuple[str, str]]:
    """(title, tooltip) of each page beside the picture, as the page shows them."""
    for name in PAGE_HOLDERS:
        pages = tab.findChild(QTabWidget, name)
        if pages is not None:
            return [(pages.tabText(i).replace("&", ""), pages.tabToolTip(i))
                    for i in range(1, pages.count())]
    return []


def _play_steps(tab: GameTab) -> list[str | tuple[str, list[str]]]:
    """How to play the game in the panel under the picture."""
    strengths = [translate(play.STRENGTH_RULES[strength]) for strength in play.STRENGTHS]
    return [
        click_help(tab.canvas),
        _tr("Or play from the list of legal moves under the picture: double-click a move, "
            "or select it and press Enter."),
        (_tr("With “Computer plays” ticked you play the computer; untick it for two "
             "players at one screen. Choose who starts, and how strong the computer is:"),
         strengths + [translate(play.DELAYING_RULE)]),
        _tr("Hint answers in three steps: the first press says whether you can win, the "
            "second where to play, the third gives the whole move and shows it on the "
            "picture."),
        _tr("Undo takes back a move, Redo plays it again."),
        _tr("New game starts from a random position; “size” says how big it is, from 1 (a "
            "warm-up) to 10 (a long game). Restart plays the same game again from its "
            "first position."),
        _tr("Practice (“hide the answers”, on at first) keeps the verdict, the winning "
            "moves and Why hidden while you play; each hint shows one more, and at the end "
            "everything is shown."),
        _tr("When a game ends, its review takes the place of the legal moves: a chart of "
            "who was winning after each move, each side's accuracy (best, good and mistaken "
            "moves), ◀ and ▶ to step through the game on the picture, and “Play on from "
            "here”."),
    ]


def click_help(canvas: QWidget) -> str:
    """What a click on `canvas` does: its own words when it has them."""
    describe = getattr(canvas, "click_help", None)
    if callable(describe):
        return describe()
    if isinstance(canvas, InteractiveCanvas):
        return _tr("Click the picture to move. Where the pointer rests, what a click would "
                   "move is outlined; the click plays it, or the panel says why the rules do "
                   "not allow it. A move from one place to another takes two clicks: the "
                   "picture then says what to click next, and Esc takes the first back.")
    return _tr("The picture shows the position; play from the list of legal moves.")


def _sum_steps() -> list[str]:
    return [_tr("Type the sum as text, its parts joined by “+” (each part a game and its "
                "position, as on the command line), or build it part by part with Add part."),
            _tr("Each part shows its Grundy value; the sum is worth their nim-sum, and a "
                "winning move names the part to play in and the value it leaves.")]


class GameHelpDialog(QDialog):
    """The help of the page in front ("game_help"), its text in "game_help_text"; not
    modal, so it stays open beside the game while the user plays."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("game_help")
        self.setModal(False)
        self._text = QTextBrowser(self)
        self._text.setObjectName("game_help_text")
        self._text.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        column = QVBoxLayout(self)
        column.addWidget(self._text, 1)
        column.addWidget(buttons)
        self.resize(560, 620)
        self._shown: str | None = None
        self._text.anchorClicked.connect(self._on_anchor_clicked)

    def show_page(self, tab: QWidget, title: str) -> None:
        """Say what page `tab`, titled `title`, is about (kept where the reader had
        scrolled when it is the same text)."""
        self.setWindowTitle(self.tr("Rules of {game}").format(game=title))
        text = help_html(tab, title)
        if text != self._shown:
            self._shown = text
            self._text.setHtml(text)

    @Slot(QUrl)
    def _on_anchor_clicked(self, url: QUrl) -> None:
        if url.scheme() == GLOSSARY_SCHEME:
            open_glossary(self.parentWidget() or self, url.path())
