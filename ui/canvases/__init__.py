"""One canvas class per picture, found by the `canvas` key of a game's spec."""

from __future__ import annotations

from solvers.spec import GameSpec

from .base import Canvas
from .board import BoardCanvas
from .boxes import BoxesCanvas
from .circle import CircleCanvas
from .euclid import EuclidCanvas
from .fibonacci import FibonacciCanvas
from .heaps import HeapsCanvas
from .hill import HillCanvas
from .pile import PileCanvas
from .pirates import PiratesCanvas
from .staircase import StaircaseCanvas
from .strip import StripCanvas
from .wythoff import WythoffCanvas

#: key (GameSpec.canvas) -> Canvas subclass.
CANVAS_CLASSES: dict[str, type[Canvas]] = {
    "heaps": HeapsCanvas,
    "pile": PileCanvas,
    "wythoff": WythoffCanvas,
    "fibonacci": FibonacciCanvas,
    "staircase": StaircaseCanvas,
    "strip": StripCanvas,
    "hill": HillCanvas,
    "boxes": BoxesCanvas,
    "euclid": EuclidCanvas,
    "board": BoardCanvas,
    "circle": CircleCanvas,
    "pirates": PiratesCanvas,
}


def create_canvas(spec: GameSpec) -> Canvas:
    return CANVAS_CLASSES[spec.canvas](spec)
