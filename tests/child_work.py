"""Work for tests/ui/test_child_process.py to run in a child process: module-level, so it
pickles by name, and free of Qt, like any work sent to a child."""

from __future__ import annotations

import os
import sys
import time


def count_up(last, should_stop, progress):
    """Reports 0..last; returns the child's process id and whether Qt was loaded there."""
    for done in range(last + 1):
        progress(done, last)
    return os.getpid(), any(name.startswith("PySide6") for name in sys.modules)


def spin(should_stop, progress):
    """Runs until killed, reporting the child's process id as its progress."""
    while not should_stop():
        progress(os.getpid(), 0)
        time.sleep(0.001)


def die(should_stop, progress):
    print("going", file=sys.stderr)
    os._exit(7)


def raise_it(error, should_stop, progress):
    raise error


def report_then_sleep(should_stop, progress):
    """Reports the child's process id once, then works a minute without a word."""
    progress(os.getpid(), 0)
    time.sleep(60)
