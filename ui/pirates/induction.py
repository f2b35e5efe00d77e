"""Backward induction for the pirates, as data: the steps, and what each step draws.

With k pirates the first proposer is pirate k. The animation steps k = 1, 2, …, N and
shows the game with k pirates (`PirateTable(k, M)`). For large N the steps jump: every k
up to 2M + 2, then each stable position and the pirate just after it, then N itself.

The data drawn and its geometry are pure functions (`animation_steps`, `plan_cells`,
`strip_slots`, `column_rects`), so the tests read what the views paint.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF

from solvers.games.pirates import OVERBOARD, PirateTable
from ui.pirates.numbers import short_number

#: Up to this N every k is a step.
LINEAR_MAX = 200
#: Beyond this, the k up to 2M + 2 are sampled (the first ten, a few on the way, the last
#: four) instead of all shown.
LOW_SAMPLES = 24
#: Most stable positions stepped through: the first and the last half of them.
MOST_POWERS = 64
#: Pirates drawn one column each; more are drawn as the first few, the few around the
#: proposer and the thrown ones, with runs between.
PLAN_COLUMNS = 40

#: What the proposer of k pirates comes to: keeps gold, survives with nothing, thrown.
GOLD, STABLE, THROWN_K, MIXED = "gold", "stable", "thrown", "mixed"


# --- the steps ------------------------------------------------------------------------------

def kind_of(k: int, m: int) -> str:
    """GOLD when pirate k's plan passes and he keeps gold (k ≤ 2M), STABLE when it passes
    with nothing left for him (k = 2M + 2^j), THROWN_K when he is thrown."""
    if k <= 2 * m:
        return GOLD
    excess = k - 2 * m
    return STABLE if excess & (excess - 1) == 0 else THROWN_K


def stable_positions(m: int, upto: int) -> list[int]:
    """2M + 2^j for j = 0, 1, … while at most `upto`."""
    if upto <= 2 * m:
        return []
    return [2 * m + (1 << j) for j in range((upto - 2 * m).bit_length())]


def thrown_bands(m: int, upto: int) -> list[tuple[int, int]]:
    """The runs of k whose proposer is thrown, cut off at `upto`: 2M + 2^j + 1 to
    2M + 2^(j+1) − 1 for j ≥ 1."""
    bands = []
    for j in range(1, max((upto - 2 * m).bit_length(), 1)):
        first, last = 2 * m + (1 << j) + 1, min(2 * m + (1 << (j + 1)) - 1, upto)
        if first <= last:
            bands.append((first, last))
    return bands


def animation_steps(n: int, m: int) -> list[int]:
    """The numbers of pirates k the animation shows, smallest first, ending with N."""
    if n <= LINEAR_MAX:
        return list(range(1, n + 1))
    steps: set[int] = set()
    low = min(n, 2 * m + 2)
    if low <= LINEAR_MAX:
        steps.update(range(1, low + 1))
    else:
        steps.update(range(1, 11))
        bits = low.bit_length()
        steps.update(1 << (4 + (bits - 6) * i // (LOW_SAMPLES - 1)) for i in range(LOW_SAMPLES)
                     if 4 + (bits - 6) * i // (LOW_SAMPLES - 1) < bits - 1)
        steps.update(k for k in (2 * m - 1, 2 * m, 2 * m + 1, 2 * m + 2) if 1 <= k <= n)
    if n > 2 * m + 2:
        count = (n - 2 * m).bit_length()             # j = 0 … count − 1 fit under N
        powers = list(range(1, count))
        if len(powers) > MOST_POWERS:
            half = MOST_POWERS // 2
            powers = powers[:half] + powers[-half:]
        for j in powers:
            stable = 2 * m + (1 << j)
            steps.add(stable)
            if stable < n:
                steps.add(stable + 1)
    steps.add(n)
    return sorted(steps)


def jumps(steps: Sequence[int]) -> bool:
    return bool(steps) and len(steps) < steps[-1]


# --- the plan and the strip -------------------------------------------------------------

@dataclass(frozen=True)
class PlanCell:
    """A column of the plan: one pirate (first == last) with his share and role, or a run
    of pirates drawn as one ("…"), whose role is OVERBOARD when all are thrown, else None."""

    first: int
    last: int
    share: int | str | None
    role: str | None

    @property
    def is_pirate(self) -> bool:
        return self.first == self.last


def plan_cells(table: PirateTable, columns: int = PLAN_COLUMNS) -> list[PlanCell]:
    """The columns of the plan with `table.n` pirates, pirate 1 first."""
    k = table.n
    if k <= columns:
        return [PlanCell(p, p, table.share(p), table.role(p)) for p in range(1, k + 1)]
    s = table.final_proposer
    shown = set(range(1, 5)) | set(range(max(1, s - 4), s + 1))
    shown |= set(range(s + 1, k + 1)) if k - s <= 4 else {s + 1, k}
    cells: list[PlanCell] = []
    previous = 0
    for pirate in sorted(shown):
        if pirate > previous + 1:
            first, last = previous + 1, pirate - 1
            cells.append(PlanCell(first, last, None, OVERBOARD if first > s else None))
        cells.append(PlanCell(pirate, pirate, table.share(pirate), table.role(pirate)))
        previous = pirate
    return cells


@dataclass(frozen=True)
class StripSlot:
    """A place on the strip: one step (first == last), or the k skipped between two steps."""

    first: int
    last: int

    @property
    def is_step(self) -> bool:
        return self.first == self.last


def strip_slots(steps: Sequence[int]) -> list[StripSlot]:
    slots: list[StripSlot] = []
    previous = 0
    for k in steps:
        if k > previous + 1:
            slots.append(StripSlot(previous + 1, k - 1))
        slots.append(StripSlot(k, k))
        previous = k
    return slots


def slot_kind(slot: StripSlot, m: int) -> str:
    """The kind of every k of the slot, or MIXED."""
    if slot.is_step:
        return kind_of(slot.first, m)
    if slot.last <= 2 * m:
        return GOLD
    if slot.first <= 2 * m:
        return MIXED
    excess = slot.first - 2 * m
    next_stable = 2 * m + (1 << (excess - 1).bit_length())
    return THROWN_K if next_stable > slot.last else MIXED


# --- geometry and labels ---------------------------------------------------------------------

def column_rects(count: int, rect: QRectF, widest: float) -> list[QRectF]:
    """`count` equal columns across `rect`, at most `widest` wide, centred."""
    if count <= 0:
        return []
    width = min(rect.width() / count, widest)
    left = rect.left() + (rect.width() - width * count) / 2
    return [QRectF(left + i * width, rect.top(), width, rect.height()) for i in range(count)]


def bar_height(share: int, scale: int, room: float) -> float:
    """A share's bar, out of `scale` coins (all M): in proportion, but any gold at least a
    tenth of the room, so that 1 coin stays visible next to a proposer's thousands."""
    if share <= 0 or room <= 0:
        return 0.0
    ratio = min(share, scale) / scale if scale < 1 << 1000 else 1.0 if share >= scale else 0.0
    return room * (0.1 + 0.9 * ratio)


def plan_label(pirate: int, newest: int) -> str:
    """A pirate's number under his column: in full when short; else the newest pirate's in
    short form and the others' last four digits (neighbours must stay apart)."""
    if pirate < 100_000:
        return f"{pirate:,}"
    if pirate == newest:
        return short_number(pirate)
    return f"…{pirate % 10_000:04d}"
