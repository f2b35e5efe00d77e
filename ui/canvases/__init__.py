"""One canvas class per picture, found by the `canvas` key of a game's spec.

Each canvas lives in a module of its own, imported the first time a tab needs it: the
window starts with the picture of the game in front only.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from solvers.spec import GameSpec

    from .base import Canvas

#: key (GameSpec.canvas) -> (module in this package, class name).
CANVAS_MODULES: dict[str, tuple[str, str]] = {
    "heaps": ("heaps", "HeapsCanvas"),
    "pile": ("pile", "PileCanvas"),
    "wythoff": ("wythoff", "WythoffCanvas"),
    "fibonacci": ("fibonacci", "FibonacciCanvas"),
    "staircase": ("staircase", "StaircaseCanvas"),
    "strip": ("strip", "StripCanvas"),
    "hill": ("hill", "HillCanvas"),
    "boxes": ("boxes", "BoxesCanvas"),
    "euclid": ("euclid", "EuclidCanvas"),
    "board": ("board", "BoardCanvas"),
    "circle": ("circle", "CircleCanvas"),
    "pirates": ("pirates", "PiratesCanvas"),
}


def canvas_class(key: str) -> type[Canvas]:
    """The canvas class of `key`, its module imported now if it was not yet."""
    module, name = CANVAS_MODULES[key]
    return getattr(import_module(f"{__name__}.{module}"), name)


class _CanvasClasses(Mapping):
    """key -> Canvas subclass, importing a class's module when the class is asked for."""

    def __getitem__(self, key: str) -> type[Canvas]:
        return canvas_class(key)

    def __iter__(self) -> Iterator[str]:
        return iter(CANVAS_MODULES)

    def __len__(self) -> int:
        return len(CANVAS_MODULES)


#: key (GameSpec.canvas) -> Canvas subclass.
CANVAS_CLASSES: Mapping[str, type[Canvas]] = _CanvasClasses()


def create_canvas(spec: GameSpec) -> Canvas:
    return CANVAS_CLASSES[spec.canvas](spec)
