"""What the map page says when its work fails: over its memory budget, a search past its
budget of positions, or any other error. Texts in the ExplorerView translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from solvers.search import TooLarge
from ui.memory_budget import OverBudget


def failure_text(error: Exception) -> str:
    if isinstance(error, OverBudget):
        return QCoreApplication.translate(
            "ExplorerView", "The map was stopped: it needed more than {megabytes} MB of "
            "memory. Fewer cells per side need less.").format(
                megabytes=error.limit_bytes // 2**20)
    if isinstance(error, TooLarge):
        return QCoreApplication.translate(
            "ExplorerView", "The map was stopped: too large to search: more than {count} "
            "positions. Fewer cells per side, or smaller numbers elsewhere in the position, "
            "need fewer.").format(count=f"{error.limit:,}")
    return QCoreApplication.translate(
        "ExplorerView", "The map could not be computed ({error}).").format(
            error=str(error) or type(error).__name__)
