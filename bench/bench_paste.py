"""Pasting a big position into a tab's position line, against a bare QLineEdit.

A paste is `selectAll()` then `insert(text)` (what Ctrl+V does). The floor is a bare
QLineEdit in its own shown window, in the same font, receiving the same paste: what Qt
itself needs for the text (layout of the line and one repaint). The tab's figure is the
time the GUI thread is held by the paste (its CPU time, and the wall time): from the
insert to the end of the repaint it causes (the form, the busy mark, the greyed result; a big position is solved in the
background: "landing" is how long the GUI thread is held when that result arrives and
is shown, "result" the time from the paste until then). Each case alternates floor
and tab, and between repeats the line goes back to a small position. Target: the tab
within 50 ms of the floor. Prints figures; asserts nothing.

    python bench/bench_paste.py [--repeats N] [--cases NAME ...] [--profile NAME]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QLineEdit

TARGET_MS = 50.0
COUNT = 100_000
RESULT_TIMEOUT_S = 120.0


def cases(rng: random.Random) -> dict[str, tuple[str, str]]:
    """Case name → (game, pasted text)."""
    heaps = " ".join(str(rng.randrange(1, 10**6)) for _ in range(COUNT))
    cells = " ".join(map(str, sorted(rng.sample(range(1, 10**7), COUNT))))
    digits = "".join(rng.choice("0123456789") for _ in range(COUNT))
    other = "".join(rng.choice("0123456789") for _ in range(COUNT))
    return {
        "nim": ("nim", heaps),
        "georgia-bob": ("georgia-bob", cells),
        "hill": ("hill", cells + " --king 2"),
        "wythoff": ("wythoff", f"1{digits} 2{other}"),
    }


def paste(edit: QLineEdit, text: str) -> None:
    """What Ctrl+V does in a line edit that has the focus (in the active window)."""
    edit.setFocus()
    edit.selectAll()
    edit.insert(text)


class Clock:
    """Wall time and the GUI thread's own CPU time, in ms, since it was made. The CPU time
    leaves out what the machine's other work (and the solving thread's turns with the
    GIL) takes from the GUI thread, so it reads the same on a busy machine."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.thread_time()

    def read(self) -> tuple[float, float]:
        return ((time.perf_counter() - self.wall) * 1000,
                (time.thread_time() - self.cpu) * 1000)


def activate(app, widget) -> None:
    widget.activateWindow()
    while QApplication.activeWindow() is not widget.window():
        app.processEvents()


def time_floor(app, edit: QLineEdit, text: str) -> tuple[float, float]:
    activate(app, edit)
    paste(edit, "1 2 3")
    app.processEvents()
    clock = Clock()
    paste(edit, text)
    app.processEvents()
    return clock.read()


def time_tab(app, tab, text: str) -> tuple[tuple[float, float], tuple[float, float], float]:
    """((wall, cpu) ms of the GUI thread held by the paste, (wall, cpu) ms held when the
    result lands and is shown, wall ms from the paste until the result is shown)."""
    edit = tab.findChild(QLineEdit, "position")
    activate(app, edit)
    paste(edit, tab.spec.example)
    app.processEvents()
    shown = []
    tab.outcome_shown.connect(shown.append)
    tab.error_shown.connect(shown.append)
    clock = Clock()
    paste(edit, text)
    app.processEvents()
    held = clock.read()
    landed = (0.0, 0.0)
    while not shown and clock.read()[0] < RESULT_TIMEOUT_S * 1000:
        time.sleep(0.001)
        landing = Clock()
        app.processEvents()
        landed = landing.read()
    result = clock.read()[0]
    tab.outcome_shown.disconnect(shown.append)
    tab.error_shown.disconnect(shown.append)
    if tab.error is not None:
        raise RuntimeError(f"{tab.spec.id}: refused: {tab.error.message}")
    return held, landed, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--cases", nargs="+", default=None, metavar="NAME")
    parser.add_argument("--profile", metavar="NAME", default=None,
                        help="profile the tab's paste of this case (GUI thread) and print it")
    args = parser.parse_args()
    from ui.window.app import make_application
    from ui.window.main_window import MainWindow

    app = make_application()
    window = MainWindow(remember=False)
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    all_cases = cases(random.Random(args.seed))
    names = args.cases or list(all_cases)
    print(f"platform: {app.platformName()}; {args.repeats} repeats, medians of the GUI "
          f"thread's CPU time (wall time's minimum in brackets); "
          f"target: tab ≤ floor + {TARGET_MS:.0f} ms")
    print(f"{'case':<13}{'chars':>9}{'floor':>16}{'tab':>16}{'ratio':>7}{'excess':>8}"
          f"{'landing':>16}{'result':>9}")
    for name in names:
        game, text = all_cases[name]
        window.show_game(game)
        tab = window.current_tab()
        tab_edit = tab.findChild(QLineEdit, "position")
        bare = QLineEdit()
        bare.setMaxLength(tab_edit.maxLength())     # (by default it would keep 32,767)
        bare.setFont(tab_edit.font())
        bare.resize(tab_edit.size())
        bare.show()
        app.processEvents()
        if args.profile == name:
            profile_paste(app, tab, text)
        floors, helds, landings, results = [], [], [], []
        for _ in range(args.repeats):
            floors.append(time_floor(app, bare, text))
            held, landed, result = time_tab(app, tab, text)
            helds.append(held)
            landings.append(landed)
            results.append(result)
        floor, held = _cpu_wall(floors), _cpu_wall(helds)
        print(f"{name:<13}{len(text):>9,}{_ms(floor):>16}{_ms(held):>16}"
              f"{held[0] / floor[0]:6.2f}×{held[0] - floor[0]:6.0f}ms"
              f"{_ms(_cpu_wall(landings)):>16}{statistics.median(results) / 1000:8.1f}s")
        bare.close()
        tab.set_position_text(tab.spec.example)
        app.processEvents()
    window.close()


def _cpu_wall(times: list[tuple[float, float]]) -> tuple[float, float]:
    """(median CPU ms, least wall ms)."""
    return statistics.median(cpu for _, cpu in times), min(wall for wall, _ in times)


def _ms(figures: tuple[float, float]) -> str:
    return f"{figures[0]:.0f} ms ({figures[1]:.0f})"


def profile_paste(app, tab, text: str) -> None:
    edit = tab.findChild(QLineEdit, "position")
    paste(edit, tab.spec.example)
    app.processEvents()
    profiler = cProfile.Profile()
    profiler.enable()
    paste(edit, text)
    app.processEvents()
    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
    while tab.busy:
        app.processEvents()
        time.sleep(0.001)


if __name__ == "__main__":
    main()
