"""What the window tests share: a game's canvas showing a solved position, painting a
widget into an image, reading the image, waiting for a tab's background solving, and
timing the pauses of the window's thread, and the bytes the C heap holds."""

from __future__ import annotations

import ctypes.util
import gc
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QListWidget, QWidget

#: Longest a tab may take to solve a position in the background.
SOLVE_TIMEOUT_MS = 30_000


def render(widget: QWidget, ratio: float = 1.0) -> QImage:
    """Paint the widget into an image (at `ratio` device pixels per logical pixel)."""
    image = QImage(round(widget.width() * ratio), round(widget.height() * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    widget.render(image)
    return image


def pixels(image: QImage) -> np.ndarray:
    """The image's pixels as premultiplied ARGB numbers, one row of the array per row of
    the image: read at once (QImage.pixel in a loop over a picture's edge took 3 ms), and
    as painted (two of them are equal exactly when they are the same colour)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    rows = np.frombuffer(image.constBits(), np.uint32).reshape(image.height(), -1)
    return rows[:, :image.width()].copy()


def distinct_colours(image: QImage, step: int = 7) -> int:
    """How many colours a grid of the image's pixels shows (1: a blank page)."""
    return len(np.unique(pixels(image)[::step, ::step]))


def margins_clear(image: QImage, margin: int = 4) -> bool:
    """Nothing is drawn into the picture's outer margin: no label runs off the picture."""
    grid = pixels(image)
    edge = np.ones(grid.shape, bool)
    edge[margin:-margin, margin:-margin] = False
    return bool((grid[edge] == grid[0, 0]).all())


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#2b2b2b"),
                         (QPalette.ColorRole.Base, "#1e1e1e"),
                         (QPalette.ColorRole.Text, "#e6e6e6"),
                         (QPalette.ColorRole.WindowText, "#e6e6e6")):
        palette.setColor(role, QColor(colour))
    return palette


def solved_canvas(qtbot, game: str, args: str, size: tuple[int, int] = (1024, 700),
                  shown: bool = False):
    """A canvas of `game` at `size` showing the solved position `args` (on screen when
    `shown`)."""
    from solvers import GAMES
    from ui.canvases import create_canvas

    spec = GAMES[game]
    canvas = create_canvas(spec)
    qtbot.addWidget(canvas)
    canvas.resize(*size)
    canvas.set_analysis(spec.solve(spec.parse(args)))
    if shown:
        canvas.show()
        qtbot.waitExposed(canvas)
    return canvas


def wait_solved(qtbot, tab: QWidget) -> None:
    """Wait until the tab shows its answer (a page without background solving: at once)."""
    qtbot.waitUntil(lambda: not getattr(tab, "busy", False), timeout=SOLVE_TIMEOUT_MS)


def lists_move_to(tab: QWidget, row_text: str, args: str) -> bool:
    """Whether a move list's row "… → AFTER" leads to the position `args`: the lists
    write only the numbers after a move ("2 7 9" for "2 7 9 --king 2")."""
    spec = tab.spec
    return (row_text.rsplit("→ ", 1)[-1].rstrip(".")
            == spec.format(spec.parse(args.split()), options=False))


def play_from_list(tab: QWidget, args: str) -> None:
    """Play the legal move that leads to `args`, as a double click on its row would."""
    legal = tab.findChild(QListWidget, "legal_moves")
    for row in range(legal.count()):
        if lists_move_to(tab, legal.item(row).text(), args):
            legal.itemActivated.emit(legal.item(row))
            return
    raise AssertionError(f"no legal move to {args}")


def settle(qtbot) -> None:
    """Let what is already queued happen (posted events, zero-delay timers): a zero-delay
    timer started now fires after those started before it. Returns as it fires (a
    waitUntil would look again only 10 ms later)."""
    timer = QTimer()
    timer.setSingleShot(True)
    with qtbot.waitSignal(timer.timeout, timeout=5000):
        timer.start(0)


#: How often wait_until looks again (ms).
POLL_MS = 1


def wait_until(qtbot, condition: Callable[[], bool], timeout: int = 5000) -> None:
    """qtbot.waitUntil(condition, timeout=timeout) for a cheap `condition` that becomes
    true at a turn of the event loop: it looks every POLL_MS, where qtbot looks every
    10 ms (the many short waits of a game played move by move cost 10 ms each there)."""
    clock = QElapsedTimer()
    clock.start()
    while not condition():
        if clock.elapsed() > timeout:
            raise qtbot.TimeoutError(f"wait_until timed out in {timeout} milliseconds")
        qtbot.wait(POLL_MS)


class PauseMeter:
    """Ticks every 5 ms on the GUI thread and keeps the longest time between ticks."""

    def __init__(self) -> None:
        self.longest_ms = 0
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        gc.collect()            # earlier tests' garbage is not this test's pause
        self._clock.start()
        self._timer.start()

    def stop(self) -> None:
        """Stop, and let go of the timer here: the meter and its timer make a cycle that
        the garbage collector could otherwise free on a worker thread."""
        self._timer.stop()
        self._timer.timeout.disconnect(self._tick)
        self._timer = None

    def _tick(self) -> None:
        self.longest_ms = max(self.longest_ms, self._clock.restart())


class _MallocInfo(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]


def c_heap_bytes() -> int:
    """Bytes the C heap's live allocations hold after a collection (glibc's mallinfo2:
    Qt's objects, Python's larger ones), leaving out what malloc keeps for reuse."""
    gc.collect()
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    libc.mallinfo2.restype = _MallocInfo
    heap = libc.mallinfo2()
    return heap.uordblks + heap.hblkhd
