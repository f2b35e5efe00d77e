"""The memory budget of background work: the process's size, read now and then, against a
limit. Qt-free, so that a child process (ui.child_process) keeps its own budget."""

from __future__ import annotations

import os
import time

#: How often a budget reads the process's size, in seconds.
MEMORY_CHECK_S = 0.05

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


class OverBudget(Exception):
    """The work grew past its memory budget and was stopped."""

    def __init__(self, limit_bytes: int):
        super().__init__(f"stopped: more than {limit_bytes // 2**20:,} MB of memory needed")
        self.limit_bytes = limit_bytes

    def __reduce__(self):
        return OverBudget, (self.limit_bytes,)


def resident_bytes() -> int:
    """The process's resident memory now (0 where the system does not say)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return 0


class MemoryBudget:
    """Whether the process has grown past `limit` bytes (None: no limit), its size read at
    most every MEMORY_CHECK_S; once past, it stays past."""

    def __init__(self, limit: int | None):
        self.limit = limit
        self.exceeded = False
        self._next_check = 0.0

    def exceeded_now(self) -> bool:
        if self.limit is not None and not self.exceeded:
            now = time.monotonic()
            if now >= self._next_check:
                self._next_check = now + MEMORY_CHECK_S
                self.exceeded = resident_bytes() > self.limit
        return self.exceeded
