"""The rule lab's core: games the user defines, their Grundy tables and proved periods.

Pure Python and NumPy, no Qt. A rule is a single-heap game (octal.py: take-and-break codes;
subtraction.py: subtraction and all-but sets); analysis.py computes its values (cancellable,
with progress) and looks for a period (periodicity.py), proved by the rule's theorem or
labelled a conjecture; positions.py solves sums of heaps; report.py gives the command
line's JSON and CSV forms.
"""

from .analysis import grundy_values, parse_rule, parse_size, prove, table
from .base import HeapRule
from .octal import OctalRule, parse_octal
from .periodicity import Pattern, find_pattern, losing_rule, losing_rule_text
from .positions import HeapsVerdict, parse_heaps, solve_heaps
from .report import solve_json, table_csv, table_json
from .subtraction import SubtractionRule, parse_subtraction

__all__ = [
    "HeapRule", "HeapsVerdict", "OctalRule", "Pattern", "SubtractionRule", "find_pattern",
    "grundy_values", "losing_rule", "losing_rule_text", "parse_heaps", "parse_octal", "parse_rule", "parse_size",
    "parse_subtraction", "prove", "solve_heaps", "solve_json", "table", "table_csv",
    "table_json",
]
