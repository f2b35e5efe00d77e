"""The groups of the window's navigation, as the games declare them (GameSpec.family)."""

from __future__ import annotations

from solvers.spec import GameSpec

NIM = "nim-family"
TAKE_AWAY = "take-away"
OTHER = "other"
USER = "user"
#: The families in the navigation's order.
FAMILIES = (NIM, TAKE_AWAY, OTHER, USER)


def family(spec: GameSpec) -> str:
    """The group of `spec`: its declared family, or "other" for one the window lacks."""
    return spec.family if spec.family in FAMILIES else OTHER
