"""The window's longest pause while the rule lab computes and shows 10^6 values.

An octal game's tab at 1024×700 shows its "Grundy table" page; N is set to 1,000,000;
once the table is shown, the view scrolls to its end and the mex of heap 999,999 is
worked out (its options are found in the background). A 5 ms timer on the GUI thread
records every gap between its ticks; the figure is the longest, with the phase it fell
in. Target: no gap over 50 ms. Prints figures; asserts nothing.

    python bench/bench_table_pause.py [--code CODE] [--runs N]

Kayles (0.77, the default) proves its period early, so this is mostly the window's own
work; 0.106 has no period below 10^6 and computes for about a minute (the "within a
minute" figure of bench_rules.py, here with the window watching).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication, QTabWidget

from solvers import GAMES

TARGET_MS = 50
LAST = 1_000_000
TIMEOUT_S = 300.0


def wait(app: QApplication, done) -> None:
    end = time.monotonic() + TIMEOUT_S
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the table page did not finish")
        app.processEvents()
        time.sleep(0.001)


def one_run(app: QApplication, code: str) -> tuple[float, list[tuple[int, str]]]:
    """Seconds from N = 10^6 to the mex shown, and every gap over 25 ms with its phase."""
    from ui.window.main_window import make_tab

    tab = make_tab(GAMES["octal"])
    tab.set_position_text(f"5 --code {code}")
    tab.resize(1024, 700)
    tab.show()
    pages = tab.findChild(QTabWidget, "picture_tabs")
    pages.setCurrentIndex(pages.count() - 1)
    page = tab.table
    page.set_last(100)
    wait(app, lambda: page.result is not None and not page.busy)
    phase = ["computing"]
    gaps: list[tuple[int, str]] = []
    clock = QElapsedTimer()

    def beat() -> None:
        gap = clock.restart()
        if gap > 25:
            gaps.append((gap, phase[0]))
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(beat)
    clock.start()
    timer.start()
    started = time.perf_counter()
    page.set_last(LAST)
    wait(app, lambda: page.result.pattern.checked_to == LAST and not page.busy)
    page.view.scrollToBottom()
    phase[0] = "scrolled to the end, the mex of heap 999,999"
    page.mex.show_heap(LAST - 1)
    wait(app, lambda: page.mex.steps is not None and page.mex.steps.heap == LAST - 1)
    seconds = time.perf_counter() - started
    end = time.monotonic() + 0.1
    wait(app, lambda: time.monotonic() > end)
    timer.stop()
    tab.close()
    tab.deleteLater()
    return seconds, gaps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--code", default="0.77")
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    from ui.window.app import make_application

    app = make_application()
    print(f"platform: {app.platformName()}; {arguments.code} to N = {LAST:,}; "
          f"target: no gap over {TARGET_MS} ms")
    longest = []
    for run in range(arguments.runs):
        seconds, gaps = one_run(app, arguments.code)
        worst = max(gaps, default=(0, "-"))
        longest.append(worst[0])
        print(f"run {run + 1}: {seconds:6.2f} s; longest gap {worst[0]:>4} ms ({worst[1]}); "
              f"gaps over 25 ms: {len(gaps)}")
    print(f"longest gaps: {min(longest)}-{max(longest)} ms")


if __name__ == "__main__":
    main()
