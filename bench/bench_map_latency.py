"""How long a map takes from Compute to its picture, now that a map's search runs in a
child process (ui.child_process).

For each game, the map of its default size around its default position is computed once
with no child waiting (the first map of a session: the interpreter and the games'
imports are paid then), then RUNS times with the child that waits for the next work,
half a second apart (as a user's clicks are). Prints milliseconds; asserts nothing.

    python bench/bench_map_latency.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from solvers import GAMES
from ui import child_process
from ui.explore.explorer import ExplorerView

GAMES_TIMED = [("bash", None), ("euclid", None), ("hill", None), ("georgia-bob", None),
               ("nim", "3 4 5"), ("wythoff", None)]
PAUSE_S = 0.5


def wait(app: QApplication, seconds: float) -> None:
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        app.processEvents()
        time.sleep(0.005)


def time_map(app: QApplication, view: ExplorerView) -> float:
    shown: list[float] = []
    view.map_shown.connect(lambda _: shown.append(time.perf_counter()))
    started = time.perf_counter()
    view.compute()
    while not shown:
        app.processEvents()
        time.sleep(0.001)
    view.map_shown.disconnect()
    return (shown[0] - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    app = QApplication.instance() or QApplication([])
    print(f"{'game':<12} {'side':>4}  {'how':<8} {'first':>7}  {'next (median, max)':>20}")
    for game, base in GAMES_TIMED:
        spec = GAMES[game]
        view = ExplorerView(spec)
        if base:
            view.set_base(spec.parse(base))
        child_process.discard_spare()
        first = time_map(app, view)
        later = []
        for _ in range(runs):
            wait(app, PAUSE_S)
            later.append(time_map(app, view))
        how = "tables" if spec.plane.by_rules is not None else "search"
        print(f"{game:<12} {view.side():>4}  {how:<8} {first:>5.0f} ms  "
              f"{statistics.median(later):>9.0f} ms, {max(later):.0f} ms")
        view.shutdown()


if __name__ == "__main__":
    main()
