"""The kinds of page a game is shown on, by `GameSpec.page`.

"game" is the generic tab (form, verdict, moves, canvas, play, map). Any other kind is
the name of a ui feature package that provides a page of its own as its `PAGE`
(`ui/pirates` for the pirates' shares); it is imported when such a page is first made.
A page kind defined at run time is added with `register_page`.
"""

from __future__ import annotations

from importlib import import_module

from ui.tab.game_tab import GameTab

PAGE_CLASSES: dict[str, type[GameTab]] = {"game": GameTab}


def register_page(kind: str, page: type[GameTab]) -> None:
    PAGE_CLASSES[kind] = page


def page_class(kind: str) -> type[GameTab]:
    """The page class of `kind`; a feature package's module is imported now if need be."""
    if kind not in PAGE_CLASSES:
        register_page(kind, import_module(f"ui.{kind}").PAGE)
    return PAGE_CLASSES[kind]
