"""Work and rules for tests to send to a child process (tests/ui/test_child_process.py,
the map's rules in tests/ui/test_explorer.py): module-level, so they pickle by name, and
free of Qt, like anything sent to a child."""

from __future__ import annotations

import os
import sys
import time

from solvers import FIRST, GAMES
from solvers.spec import Cancelled, Position


def count_up(last, should_stop, progress):
    """Reports 0..last; returns the child's process id and whether Qt was loaded there."""
    for done in range(last + 1):
        progress(done, last)
    return os.getpid(), any(name.startswith("PySide6") for name in sys.modules)


def spin(should_stop, progress):
    """Runs until killed or stopped, reporting the child's process id as its progress."""
    while not should_stop():
        progress(os.getpid(), 0)
        time.sleep(0.001)
    raise Cancelled()


def die(should_stop, progress):
    print("going", file=sys.stderr)
    os._exit(7)


def raise_it(error, should_stop, progress):
    raise error


def report_then_sleep(should_stop, progress):
    """Reports the child's process id once, then works a minute without a word."""
    progress(os.getpid(), 0)
    time.sleep(60)


def wrong_rule(game: str, x: int, y: int, position: Position) -> bool:
    """The game's closed form, except at the cell (x, y) of its plane (bind the first
    three with functools.partial)."""
    spec = GAMES[game]
    right = spec.solve(position).winner == FIRST
    here = position.numbers[:2] == (spec.plane.x_start + x, spec.plane.y_start + y)
    return not right if here else right


def always_wins(position: Position) -> bool:
    return True


def broken_judge(problem, path, should_stop, progress):
    """Stands in for the judge batch's work (ui.files.batch.solve_judge_file) and fails."""
    raise ZeroDivisionError("oops")
