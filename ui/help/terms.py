"""The glossary's entries, and the links that make an explanation's words open them.

Each entry is a few plain sentences and a tiny example. Its `links` are the words of an
explanation that lead to it ("XOR" leads to the nim-sum); they are one translatable
string, so the translated explanations link their own words too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

#: The URL scheme of a link to the glossary: "glossary:nim-sum".
GLOSSARY_SCHEME = "glossary"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Glossary", text)


@dataclass(frozen=True)
class Term:
    """One entry: `key` (its anchor), its title, its explanation, a tiny example, and the
    words that link to it, separated by commas."""

    key: str
    title: str
    meaning: str
    example: str
    links: str

    def link_words(self) -> list[str]:
        return [word.strip() for word in self.links.split(",") if word.strip()]


def glossary_terms() -> list[Term]:
    """The entries, in the order a learner meets them, in the user's language."""
    return [
        Term("p-position", _tr("P-position"),
             _tr("A position where the Previous player, the one who has just moved, wins "
                 "with best play: whoever has to move from it loses. Every move from a "
                 "P-position leads to an N-position. NimLab's verdict “The second player "
                 "wins” means the position is a P-position."),
             _tr("In Nim, heaps 1 1 are a P-position: whichever heap you empty, your "
                 "opponent empties the other and you cannot move."),
             _tr("P-position, P-positions, losing position, losing positions, losing pair, "
                 "lost position")),
        Term("n-position", _tr("N-position"),
             _tr("A position where the Next player, the one to move, wins with best play. "
                 "Some move from it leads to a P-position: that is a winning move. "
                 "NimLab's verdict “The first player wins” means an N-position."),
             _tr("In Nim, heaps 1 2 are an N-position: take 1 from the heap of 2 and leave "
                 "1 1, a P-position."),
             _tr("N-position, N-positions, winning position, winning positions, "
                 "won position")),
        Term("nim-sum", _tr("Nim-sum (XOR)"),
             _tr("The nim-sum of numbers is their XOR: write them in binary and add each "
                 "column without carrying, so a column's bit is 1 when the column has an "
                 "odd number of 1s. In Nim the player to move loses exactly when the "
                 "nim-sum of the heaps is 0."),
             _tr("3, 4 and 5 are 011, 100 and 101 in binary; the columns give 010, so "
                 "their nim-sum is 2 and the first player wins Nim 3 4 5."),
             _tr("nim-sum, XOR")),
        Term("mex", _tr("mex"),
             _tr("The mex (minimum excludant) of a set of whole numbers is the smallest "
                 "number 0, 1, 2, … that is not in the set. Grundy values are computed "
                 "with it."),
             _tr("mex{0, 1, 3} = 2, mex{1, 2} = 0, and the mex of the empty set is 0."),
             _tr("mex, minimum excludant")),
        Term("grundy-value", _tr("Grundy value (nimber)"),
             _tr("The Grundy value of a position is the mex of the values of the positions "
                 "one move away; a position with no move is worth 0. A position is a "
                 "P-position exactly when its value is 0, and a position worth g plays like "
                 "a Nim heap of g objects."),
             _tr("Take 1 or 2 from a pile: piles of 0, 1, 2, 3, 4 objects are worth 0, 1, "
                 "2, 0, 1 (3 objects: mex{1, 2} = 0)."),
             _tr("Grundy value, Grundy values, nimber, nimbers")),
        Term("sprague-grundy", _tr("Sprague–Grundy theorem"),
             _tr("Every impartial game in normal play is worth a Nim heap: its Grundy "
                 "value. Several games side by side, where each move is made in one of "
                 "them, are worth the nim-sum of their values, so the player to move wins "
                 "exactly when that nim-sum is not 0."),
             _tr("Bash 5 2 (worth 2) beside a Nim heap of 3: 2 XOR 3 = 1, not 0, so the "
                 "first player wins the pair."),
             _tr("Sprague–Grundy, Sprague-Grundy")),
        Term("normal-play", _tr("Normal play"),
             _tr("The usual convention: the player who cannot move loses, so whoever makes "
                 "the last move wins. Every game here is played this way unless it says "
                 "misère."),
             _tr("In Nim with one heap of 3, take all 3: your opponent cannot move, and "
                 "you have won."),
             _tr("normal play")),
        Term("misere-play", _tr("Misère play"),
             _tr("The opposite convention: whoever makes the last move loses, so a player "
                 "who cannot move has won. A misère game often plays like its normal "
                 "version until the very end."),
             _tr("Misère Nim with heaps 1 1: the player to move empties one heap, and the "
                 "opponent has to take the last object and loses."),
             _tr("misère play, misère, misere")),
        Term("remoteness", _tr("Remoteness"),
             _tr("How many moves the game lasts with best play, when the winner hurries "
                 "and the loser holds out as long as possible. It is even for a "
                 "P-position and odd for an N-position; 0 means the game is over."),
             _tr("Nim 2 2 has remoteness 4: the loser takes 1, the winner copies it, and "
                 "so on until both heaps are empty."),
             _tr("remoteness")),
    ]


def link_terms(escaped: str, terms: list[Term] | None = None) -> str:
    """`escaped` (text already escaped for HTML, without tags) with the first occurrence
    of each glossary term made a link to it ("glossary:<key>")."""
    pattern, keys = _linker(tuple((term.key, tuple(term.link_words()))
                                  for term in (terms if terms is not None
                                               else glossary_terms())))
    if pattern is None:
        return escaped
    linked: set[str] = set()

    def link(match: re.Match) -> str:
        key = keys[match.group(0).casefold()]
        if key in linked:
            return match.group(0)
        linked.add(key)
        return f'<a href="{GLOSSARY_SCHEME}:{key}">{match.group(0)}</a>'

    return pattern.sub(link, escaped)


@lru_cache(maxsize=4)
def _linker(entries: tuple[tuple[str, tuple[str, ...]], ...]
            ) -> tuple[re.Pattern | None, dict[str, str]]:
    """One pattern for every link word (the longest first, so "Grundy values" wins over
    "Grundy value"), and the key each word leads to. A word that starts or ends with a
    letter must stand alone there; Chinese words, with no spaces around them, need not."""
    keys: dict[str, str] = {}
    for key, words in entries:
        for word in words:
            keys.setdefault(word.casefold(), key)
    if not keys:
        return None, keys
    alternatives = []
    for word in sorted(keys, key=len, reverse=True):
        before = r"(?<![\w-])" if re.match(r"[A-Za-z]", word) else ""
        after = r"(?![\w-])" if re.search(r"[A-Za-z]$", word) else ""
        alternatives.append(before + re.escape(word) + after)
    # The lookahead is only what every word starts with: it rejects most places of a text
    # at once instead of trying each word there (an explanation's 1,200 characters:
    # 0.58 -> 0.13 ms).
    starts = "".join(sorted({re.escape(word[0]) for word in keys}))
    return re.compile(f"(?=[{starts}])(?:{'|'.join(alternatives)})", re.IGNORECASE), keys
