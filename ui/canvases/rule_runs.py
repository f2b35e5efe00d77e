"""Octal games' picture: the rule lab's heaps (rule_heaps.py), where a move takes a run of
stones chosen by two clicks, its first stone and its last."""

from __future__ import annotations

from . import register_canvas
from .rule_heaps import RuleHeapsCanvas


class RuleRunsCanvas(RuleHeapsCanvas):
    takes_runs = True


register_canvas("rule_runs", RuleRunsCanvas)
