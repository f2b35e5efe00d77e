"""Help → Glossary: the theory's words, each in a few plain sentences with a tiny example.

One glossary per window, not modal: the list of words on the left, the chosen word's
entry on the right. A link in an explanation, in the help or in another entry opens it
at that word.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QUrl, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ui.help.terms import GLOSSARY_SCHEME, Term, glossary_terms, link_terms

KeyRole = 256  # Qt.UserRole: an entry's key


def entry_html(term: Term, terms: list[Term]) -> str:
    """One entry: its title, its meaning (the other entries' words linked) and its example."""
    others = [other for other in terms if other.key != term.key]
    example = QCoreApplication.translate("GlossaryDialog", "Example:")
    return (f"<h3>{html.escape(term.title)}</h3>"
            f"<p>{link_terms(html.escape(term.meaning), others)}</p>"
            f"<p><i>{html.escape(example)}</i> {html.escape(term.example)}</p>")


class GlossaryDialog(QDialog):
    """The glossary ("glossary"): the words ("glossary_terms") and the entry of the one
    chosen ("glossary_text")."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("glossary")
        self.setWindowTitle(self.tr("Glossary"))
        self.setModal(False)
        self._terms = glossary_terms()
        self._list = QListWidget(self)
        self._list.setObjectName("glossary_terms")
        for term in self._terms:
            item = QListWidgetItem(term.title, self._list)
            item.setData(KeyRole, term.key)
        widest = max(self._list.fontMetrics().horizontalAdvance(term.title)
                     for term in self._terms)
        self._list.setFixedWidth(widest + 40)
        self._text = QTextBrowser(self)
        self._text.setObjectName("glossary_text")
        self._text.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self._list)
        row.addWidget(self._text, 1)
        column = QVBoxLayout(self)
        column.addLayout(row, 1)
        column.addWidget(buttons)
        self.resize(620, 360)
        self._list.currentRowChanged.connect(self._on_row_changed)
        self._text.anchorClicked.connect(self._on_anchor_clicked)
        self._list.setCurrentRow(0)

    def keys(self) -> list[str]:
        return [term.key for term in self._terms]

    def show_term(self, key: str | None = None) -> None:
        """Open at the entry `key` (None: where it was; an unknown key: the first)."""
        keys = self.keys()
        if key is not None:
            self._list.setCurrentRow(keys.index(key) if key in keys else 0)
        self.show()
        self.raise_()
        self.activateWindow()

    @Slot(int)
    def _on_row_changed(self, row: int) -> None:
        if 0 <= row < len(self._terms):
            self._text.setHtml(entry_html(self._terms[row], self._terms))

    @Slot(QUrl)
    def _on_anchor_clicked(self, url: QUrl) -> None:
        if url.scheme() == GLOSSARY_SCHEME:
            self.show_term(url.path())


def open_glossary(window: QWidget, key: str | None = None) -> GlossaryDialog:
    """The glossary of `window` (made on first use), shown at entry `key`."""
    glossary = window.findChild(GlossaryDialog, "glossary")
    if glossary is None:
        glossary = GlossaryDialog(window)
    glossary.show_term(key)
    return glossary
