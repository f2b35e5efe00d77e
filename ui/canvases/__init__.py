"""The pictures: one Canvas class per key (GameSpec.canvas), each registered by its module.

A built-in canvas lives in the module named after its key (`ui/canvases/heaps.py` draws
the key "heaps") and registers itself when imported; the module is imported the first
time a tab needs it, so the window starts with the picture of the game in front only.
A canvas defined elsewhere (a game registered at run time) calls `register_canvas`.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from solvers.spec import GameSpec

    from .base import Canvas

#: key -> Canvas subclass, for the canvases registered so far.
CANVAS_CLASSES: dict[str, type[Canvas]] = {}


def register_canvas(key: str, canvas: type[Canvas]) -> None:
    """Make `canvas` the picture of every game whose spec names `key`."""
    CANVAS_CLASSES[key] = canvas


def unregister_canvas(key: str) -> None:
    del CANVAS_CLASSES[key]


def canvas_class(key: str) -> type[Canvas]:
    """The canvas class of `key`; a built-in one's module is imported now if need be."""
    if key not in CANVAS_CLASSES:
        import_module(f"{__name__}.{key}")
    return CANVAS_CLASSES[key]


def create_canvas(spec: GameSpec) -> Canvas:
    return canvas_class(spec.canvas)(spec)
