"""What the window tests share: painting a widget into an image, reading the image, and
waiting for a tab's background solving."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QWidget

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


def distinct_colours(image: QImage, step: int = 7) -> int:
    """How many colours a grid of the image's pixels shows (1: a blank page)."""
    return len({image.pixel(x, y) for y in range(0, image.height(), step)
                for x in range(0, image.width(), step)})


def margins_clear(image: QImage, margin: int = 4) -> bool:
    """Nothing is drawn into the picture's outer margin: no label runs off the picture."""
    base = image.pixel(0, 0)
    width, height = image.width(), image.height()
    edge = [(x, y) for x in range(width) for y in (*range(margin), *range(height - margin, height))]
    edge += [(x, y) for y in range(height) for x in (*range(margin), *range(width - margin, width))]
    return all(image.pixel(x, y) == base for x, y in edge)


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#2b2b2b"),
                         (QPalette.ColorRole.Base, "#1e1e1e"),
                         (QPalette.ColorRole.Text, "#e6e6e6"),
                         (QPalette.ColorRole.WindowText, "#e6e6e6")):
        palette.setColor(role, QColor(colour))
    return palette


def wait_solved(qtbot, tab: QWidget) -> None:
    """Wait until the tab shows its answer (a page without background solving: at once)."""
    qtbot.waitUntil(lambda: not getattr(tab, "busy", False), timeout=SOLVE_TIMEOUT_MS)


def settle(qtbot) -> None:
    """Let what is already queued happen (posted events, zero-delay timers): a zero-delay
    timer started now fires after those started before it."""
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(True))
    qtbot.waitUntil(lambda: bool(fired))
