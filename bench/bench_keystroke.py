"""One verdict update after a keystroke, canvas repaint included, for every game.

For each game, positions of at most 20 numbers of at most 12 digits are typed into the
position line of the real main window; the clock runs from the last key press to the end
of the repaint it causes (verdict, moves, explanation and canvas). Such positions are
solved on the GUI thread, so the whole update must fit in one 60 Hz frame: the target is
16 ms. The play panel's list of legal moves is not part of that update: it follows a
moment later (ui.play.play_panel.LEGAL_WAIT_MS), once typing pauses, and is not timed here.

`--pause MS` types at a person's pace instead: the window's event loop runs for MS ms
before the last key, so that what follows a pause in typing (the legal moves' list, the
search of best play's values on a thread) has started when the key comes. Prints
figures; asserts nothing.

    python bench/bench_keystroke.py [--positions N] [--seed S] [--games ID ...]
                                    [--pause MS] [--no-glyph-runs]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from itertools import islice
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit

from solvers import GAMES
from solvers.spec import GameSpec, InputError

TARGET_MS = 16.0
MAX_NUMBERS = 20
MAX_DIGITS = 12


def number(rng: random.Random, low: int = 0) -> int:
    return rng.randrange(max(low, 10 ** (MAX_DIGITS - 1)), 10**MAX_DIGITS)


def random_args(spec: GameSpec, rng: random.Random) -> str:
    """A position with every number as long as allowed and lists as long as allowed: one
    of the game's own samples (its options and flags kept), its numbers replaced."""
    base = spec.parse(rng.choice([spec.example, *islice(spec.small_positions(), 200)]))
    numbers: list[int] = []
    listed = None
    for param in spec.positional_params:
        if param.width is None:                # a list: all that is left, grown
            count = MAX_NUMBERS - len(numbers) - 1 if len(base.numbers) > len(numbers) else 0
            values = [number(rng, param.minimum) for _ in range(count)]
            listed = (param.name, len(numbers), values)
            numbers += values
        elif len(base.numbers) > len(numbers):  # an optional number the sample leaves out
            numbers.append(number(rng, param.minimum))
    args = " ".join(spec.words(base.with_numbers(numbers)))
    if listed is not None and not takes_order(spec, args, listed[0]):
        _, start, values = listed        # increasing distances, distinct cells, ...
        numbers[start:start + len(values)] = sorted(set(values))
        args = " ".join(spec.words(base.with_numbers(numbers)))
    return args


def takes_order(spec: GameSpec, args: str, name: str) -> bool:
    """Whether `args` is refused for anything but its list `name` (some games want that
    list increasing and distinct)."""
    try:
        spec.parse(args)
    except InputError as error:
        return error.field != name
    return True


def valid_positions(spec: GameSpec, rng: random.Random, count: int) -> list[str]:
    found: list[str] = []
    for _ in range(count * 20):
        if len(found) == count:
            break
        args = random_args(spec, rng)
        try:
            spec.parse(args)
        except InputError:
            continue
        found.append(args)
    return found


class PaintCounter(QObject):
    """Counts the paint events a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def run_events_for(app, seconds: float) -> None:
    """Let the event loop run for `seconds`, as it does while a person types."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)


def time_keystrokes(app, window, game: str, positions: list[str],
                    pause_s: float = 0.0) -> tuple[list[float], int]:
    """Milliseconds per keystroke update, and how many updates did not repaint the canvas;
    `pause_s`: how long the event loop runs before the last key."""
    window.show_game(game)
    tab = window.current_tab()
    edit = tab.findChild(QLineEdit, "position")
    edit.setFocus()
    painted = PaintCounter()
    tab.canvas.installEventFilter(painted)
    times, unpainted = [], 0
    for args in positions:
        tab.set_position_text(args[:-1])      # everything but the last key
        app.processEvents()
        if pause_s:
            run_events_for(app, pause_s)
        before = painted.count
        start = time.perf_counter()
        QTest.keyClicks(edit, args[-1])
        app.processEvents()                   # delivers the repaint the update asked for
        times.append((time.perf_counter() - start) * 1000)
        if tab.busy or tab.error is not None:
            raise RuntimeError(f"{game} {args}: solved in the background or refused")
        unpainted += painted.count == before
    tab.canvas.removeEventFilter(painted)
    return times, unpainted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40, help="positions per game")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--pause", type=float, default=0.0, metavar="MS",
                        help="run the event loop this long before each timed key")
    parser.add_argument("--no-glyph-runs", action="store_true",
                        help="draw binary digits character by character (to time the runs)")
    parser.add_argument("--games", nargs="+", choices=list(GAMES), default=list(GAMES),
                        metavar="ID", help="only these games (default: all)")
    args = parser.parse_args()
    if args.no_glyph_runs:
        from ui.canvases import text
        text.GLYPH_RUNS = False
    from ui.window.app import make_application
    from ui.window.main_window import MainWindow

    app = make_application()
    window = MainWindow(remember=False)
    window.show()
    app.processEvents()
    print(f"platform: {app.platformName()}; target {TARGET_MS:.0f} ms; "
          f"{args.positions} positions per game, ≤ {MAX_NUMBERS} numbers of ≤ {MAX_DIGITS} "
          f"digits" + (f"; {args.pause:g} ms pause before each key" if args.pause else ""))
    print(f"{'game':<14}{'median':>9}{'p95':>9}{'max':>9}{'over':>7}  canvas")
    everything = []
    for game in args.games:
        spec = GAMES[game]
        rng = random.Random(f"{args.seed}-{game}")     # the same positions in any subset
        positions = valid_positions(spec, rng, args.positions)
        time_keystrokes(app, window, game, positions[:3])     # warm-up, not counted
        times, unpainted = time_keystrokes(app, window, game, positions, args.pause / 1000)
        everything += times
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        over = sum(t > TARGET_MS for t in times)
        note = "repainted" if unpainted == 0 else f"{unpainted} not repainted"
        print(f"{game:<14}{statistics.median(times):8.1f}ms{p95:7.1f}ms{ordered[-1]:7.1f}ms"
              f"{over:>7}  {note}")
    ordered = sorted(everything)
    print(f"{'all':<14}{statistics.median(ordered):8.1f}ms"
          f"{ordered[int(len(ordered) * 0.95)]:7.1f}ms{ordered[-1]:7.1f}ms"
          f"{sum(t > TARGET_MS for t in ordered):>7}")
    window.close()


if __name__ == "__main__":
    main()
