"""Cold start to the first painted main window, against a bare PySide6 window.

Each start is a fresh `python` process; the parent measures the wall time from launching
it to the child's report that its window received its first paint event. The baseline is
a QMainWindow holding an empty QTabWidget: what any PySide6 program pays.

The NimLab child does what `python main.py` does: it calls `main.main([])`, which opens
the window through `ui.window.app.run` (the application object, the language, a lazy
`MainWindow`: only the tab in front is made before the first paint, the others after
it). The only addition is the bare window's event filter, installed on the main window
as it is made, which reports its first paint and quits. Each child gets an empty
settings directory (XDG_CONFIG_HOME), so every start is a first start (the first game's
tab in front) and the user's own settings are neither read nor written.

The children inherit this process's environment, including PYTHONDONTWRITEBYTECODE: when
it is set, every start compiles NimLab's modules from source, as `python main.py` then
does. `--bytecode` runs both children with bytecode caches instead (written once, before
timing, under a temporary PYTHONPYCACHEPREFIX), as an installed NimLab starts.

Last, one untimed run of each child counts the enum classes PySide made before its first
paint and the time that took (PySide 6 makes a Qt class's Python enums when the class is
first used; a window with real widgets uses many). Prints figures; asserts nothing.

    python bench/bench_startup.py [--runs N] [--bytecode] [--against CHECKOUT]

`--against CHECKOUT` compares a change with the commit before it on a machine whose speed
drifts by half within minutes: NimLab is started from this checkout and from CHECKOUT (for
example `git worktree add /tmp/before HEAD~1`), alternately, and the median of the paired
differences is printed. CHECKOUT must have ui/window/app.py (from ad29536 on): both are
started as this checkout starts. A child that has not painted after CHILD_TIMEOUT_S is
stopped and reported.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from solvers import GAMES  # (no Qt: this parent process stays bare)

MARK = "FIRST-PAINT"
#: Longest a child may take to paint and quit, in seconds.
CHILD_TIMEOUT_S = 60

#: Reports first paint of `window`, then quits. Shared by both children.
_PAINT_WATCH = f"""
from PySide6.QtCore import QEvent, QObject, QTimer

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print(*globals().get("ENUM_REPORT", list)(), "{MARK}", flush=True)
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

#: `python main.py`, with a watch for the main window's first paint.
NIMLAB = f"""
import sys
import ui.window.app
from PySide6.QtCore import QEvent, QObject, QTimer

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print(*globals().get("ENUM_REPORT", list)(), "{MARK}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.app.quit)
        return False

watch = FirstPaint()
make_application = ui.window.app.make_application

def watched_application():
    watch.app = make_application()
    from ui.window.main_window import MainWindow     # what run() imports next
    make_window = MainWindow.__init__

    def watched_window(window, *args, **kwargs):
        make_window(window, *args, **kwargs)
        window.installEventFilter(watch)

    MainWindow.__init__ = watched_window
    return watch.app

ui.window.app.make_application = watched_application
import main
sys.exit(main.main([]))
"""


#: Put before a child's code: counts the Python enum classes PySide makes (it makes each Qt
#: class's enums the first time the class is used: the Qt namespace alone has 93) and the
#: time that takes; the first-paint line then starts with the two figures. Run untimed.
ENUM_COUNTER = """
import enum, time
_made = [0, 0.0]
_make = enum.EnumType.__call__

def _counted(cls, value, names=None, *args, **kwargs):
    if names is None:                  # a lookup such as Qt.AlignmentFlag(4), not a new enum
        return _make(cls, value, names, *args, **kwargs)
    start = time.perf_counter()
    try:
        return _make(cls, value, names, *args, **kwargs)
    finally:
        _made[0] += 1
        _made[1] += time.perf_counter() - start

enum.EnumType.__call__ = _counted
ENUM_REPORT = lambda: [str(_made[0]), f"{_made[1]:.4f}"]
"""


def enums_made(code: str, env: dict[str, str]) -> tuple[int, float]:
    """(enum classes made, seconds spent making them) by a child before its first paint."""
    with tempfile.TemporaryDirectory(prefix="nimlab-bench-") as config:
        child = subprocess.run([sys.executable, "-c", ENUM_COUNTER + code], check=False, cwd=ROOT,
                               env=dict(env, XDG_CONFIG_HOME=config), capture_output=True,
                               text=True, timeout=CHILD_TIMEOUT_S)
    for line in child.stdout.splitlines():
        count, seconds, mark = (line.split() + ["", "", ""])[:3]
        if mark == MARK:
            return int(count), float(seconds)
    raise RuntimeError(f"the child never painted:\n{child.stderr}")


def time_start(code: str, env: dict[str, str], root: Path = ROOT) -> float:
    """Seconds from launching a child running `code` in checkout `root` to its
    first-paint report."""
    with tempfile.TemporaryDirectory(prefix="nimlab-bench-") as config:
        return _time_start(code, dict(env, XDG_CONFIG_HOME=config), root)


def _time_start(code: str, env: dict[str, str], root: Path) -> float:
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], cwd=root, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    deadline = threading.Timer(CHILD_TIMEOUT_S, child.kill)   # a window that never paints
    deadline.start()
    try:
        for line in child.stdout:
            if line.split()[-1:] == [MARK]:
                elapsed = time.perf_counter() - start
                break
        else:
            child.wait()
            raise RuntimeError(f"the child never painted:\n{child.stderr.read()}")
        child.wait(timeout=CHILD_TIMEOUT_S)
    finally:
        deadline.cancel()
    return elapsed


def checkout_env(env: dict[str, str], root: Path) -> dict[str, str]:
    """`env` with checkout `root` first on the children's import path."""
    path = [str(root.resolve()), os.environ.get("PYTHONPATH")]
    return dict(env, PYTHONPATH=os.pathsep.join(filter(None, path)))


def describe(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return (f"{name:<34} median {statistics.median(ms):7.0f} ms   min {ms[0]:7.0f} ms   "
            f"max {ms[-1]:7.0f} ms   ({len(ms)} runs)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bytecode", action="store_true",
                        help="use bytecode caches (as an installed NimLab does)")
    parser.add_argument("--against", type=Path, metavar="CHECKOUT",
                        help="also start NimLab from another checkout (a git worktree of an "
                             "older commit), alternating with this one, and print the median "
                             "of the paired differences")
    args = parser.parse_args()
    if args.against is not None and not (args.against / "ui" / "window" / "app.py").is_file():
        # Else the child would take ui.window from this checkout (the editable install's
        # finder), mixing the two, and the other checkout's window would never quit.
        parser.error(f"{args.against} has no ui/window/app.py: --against starts NimLab as "
                     "this checkout does, from the window split by feature (ad29536) on")
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env = checkout_env(env, ROOT)
    caches = None
    if args.bytecode:
        caches = tempfile.TemporaryDirectory(prefix="nimlab-pycache-")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = caches.name
    compiled = "bytecode caches" if env.get("PYTHONDONTWRITEBYTECODE") is None else (
        "no bytecode caches (PYTHONDONTWRITEBYTECODE)")
    print(f"platform: {env.get('QT_QPA_PLATFORM', 'default')}; python {sys.version.split()[0]}; "
          f"{compiled}")
    time_start(BARE, env)                 # warm the file cache once; not counted
    time_start(NIMLAB, env)               # (and write the caches, if any)
    bare, nimlab, other = [], [], []
    starts = [(nimlab, env, ROOT)]        # (its times, its environment, its checkout)
    if args.against is not None:
        starts.append((other, checkout_env(env, args.against), args.against))
        time_start(NIMLAB, starts[1][1], args.against)
    for run in range(args.runs):          # interleaved, so drift hits all alike
        bare.append(time_start(BARE, env))
        for times, child_env, root in starts if run % 2 == 0 else starts[::-1]:
            times.append(time_start(NIMLAB, child_env, root))
    print(describe("bare PySide6 window (empty tabs)", bare))
    print(describe(f"NimLab, python main.py ({len(GAMES) + 1} pages)", nimlab))
    if other:
        print(describe(f"NimLab from {args.against}", other))
        paired = statistics.median(a - b for a, b in zip(nimlab, other))
        print(f"this checkout minus the other, start by start: median {paired * 1000:+.0f} ms")
    extra = statistics.median(nimlab) - statistics.median(bare)
    print(f"NimLab's own start-up cost (median difference): {extra * 1000:.0f} ms")
    print(f"ratio of the medians: {statistics.median(nimlab) / statistics.median(bare):.2f} "
          f"(target: at most 1.5)")
    for name, code in (("bare window", BARE), ("NimLab", NIMLAB)):
        count, seconds = enums_made(code, env)
        print(f"enum classes PySide made before the first paint, {name}: {count} "
              f"({seconds * 1000:.0f} ms)")
    if caches is not None:
        caches.cleanup()


if __name__ == "__main__":
    main()
