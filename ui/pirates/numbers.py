"""Numbers in the pirates' words and labels: exact where short, shortened where long."""

from __future__ import annotations

from solvers.spec import abbreviate


def number(value: int) -> str:
    """A number for a sentence or a table cell: thousands separators, long ones shortened."""
    short = abbreviate(value)
    return f"{short:,}" if isinstance(short, int) else short


def short_number(value: int) -> str:
    """A number for a narrow label: 12,345, or 1.2e18, or its digit count."""
    if value < 100_000:
        return f"{value:,}"
    if value.bit_length() < 1000:
        return f"{float(value):.2g}".replace("e+", "e")
    return f"~10^{int(value.bit_length() * 0.30103)}"
