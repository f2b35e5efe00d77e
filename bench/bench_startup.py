"""Cold start to the first painted main window, against a bare PySide6 window.

Each start is a fresh `python` process; the parent measures the wall time from launching
it to the child's report that its window received its first paint event. The baseline is
a QMainWindow holding an empty QTabWidget: what any PySide6 program pays. Prints figures;
asserts nothing.

    python bench/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = "FIRST-PAINT"

#: Reports first paint of `window`, then quits. Shared by both children.
_PAINT_WATCH = f"""
from PySide6.QtCore import QEvent, QObject, QTimer

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("{MARK}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)
        return False

watch = FirstPaint()
window.installEventFilter(watch)
window.show()
app.exec()
"""

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QTabWidget())
window.resize(1360, 840)
""" + _PAINT_WATCH

NIMLAB = """
from ui.app import make_application
app = make_application()
from ui.main_window import MainWindow
window = MainWindow(remember=False)
""" + _PAINT_WATCH


def time_start(code: str, env: dict[str, str]) -> float:
    """Seconds from launching a child running `code` to its first-paint report."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    for line in child.stdout:
        if line.strip() == MARK:
            elapsed = time.perf_counter() - start
            break
    else:
        child.wait()
        raise RuntimeError(f"the child never painted:\n{child.stderr.read()}")
    child.wait(timeout=60)
    return elapsed


def describe(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return (f"{name:<34} median {statistics.median(ms):7.0f} ms   min {ms[0]:7.0f} ms   "
            f"max {ms[-1]:7.0f} ms   ({len(ms)} runs)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    print(f"platform: {env.get('QT_QPA_PLATFORM', 'default')}; python {sys.version.split()[0]}")
    time_start(BARE, env)                 # warm the file cache once; not counted
    bare, nimlab = [], []
    for _ in range(args.runs):            # interleaved, so drift hits both alike
        bare.append(time_start(BARE, env))
        nimlab.append(time_start(NIMLAB, env))
    print(describe("bare PySide6 window (empty tabs)", bare))
    print(describe("NimLab main window (13 tabs)", nimlab))
    extra = statistics.median(nimlab) - statistics.median(bare)
    print(f"NimLab's own start-up cost (median difference): {extra * 1000:.0f} ms")


if __name__ == "__main__":
    main()
