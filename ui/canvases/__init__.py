"""One canvas class per picture, found by the `canvas` key of a game's spec."""

from __future__ import annotations

from solvers.spec import GameSpec

from .base import Canvas

#: key (GameSpec.canvas) -> Canvas subclass. Each canvas module adds its own entry.
CANVAS_CLASSES: dict[str, type[Canvas]] = {}


def create_canvas(spec: GameSpec) -> Canvas:
    return CANVAS_CLASSES[spec.canvas](spec)
