"""A finished Grundy table with what the window shows of it, all made where it is computed
(a pool thread or a child process), never on the GUI thread: everything here costs in
proportion to N."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..spec import Progress, ShouldStop, Text
from .analysis import table
from .base import HeapRule
from .options import proof_target
from .periodicity import Pattern, losing_rule_text


@dataclass(frozen=True)
class TableResult:
    """A finished table: its pattern, a NumPy copy of the values for the plot, the rule in
    words and the N whose table would prove the period seen (None: nothing to offer)."""

    rule: HeapRule
    pattern: Pattern
    array: np.ndarray
    words: Text
    prove_to: int | None


def compute_table(rule: HeapRule, last: int, should_stop: ShouldStop,
                  progress: Progress) -> TableResult:
    pattern = table(rule, last, should_stop, progress)
    array = np.fromiter(pattern.values, dtype=np.int64, count=len(pattern.values))
    return TableResult(rule, pattern, array, losing_rule_text(pattern),
                       proof_target(rule, pattern))
