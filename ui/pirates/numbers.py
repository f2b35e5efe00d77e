"""Numbers in the pirates' narrow labels; sentences and cells use ui.tab.outcome.number."""

from __future__ import annotations


def short_number(value: int) -> str:
    """A number for a narrow label: 12,345, or 1.2e18, or its digit count."""
    if value < 100_000:
        return f"{value:,}"
    if value.bit_length() < 1000:
        return f"{float(value):.2g}".replace("e+", "e")
    return f"~10^{int(value.bit_length() * 0.30103)}"
