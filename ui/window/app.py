"""Starting NimLab's window: the application object, the display check, screenshots.

`run(argv)` is what `python main.py` calls for anything that is not `solve` or `judge`:
no arguments open the window; `screenshot DIR [PAGE [ARGS...]]` renders the tabs (a
game's, by its id, or the sum of games, `sum`) offscreen into PNG files.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ui.window.language import install_language
from ui.window.palette import readable

ORGANISATION = "NimLab"
APPLICATION = "NimLab"
TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
#: The application icon: drawn as SVG, and rendered at 256 x 256 for when SVG is not read.
ICON_FILES = [TRANSLATIONS.parent / "nimlab.svg", TRANSLATIONS.parent / "nimlab.png"]
#: Qt platforms that need no screen.
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal", "vnc", "eglfs", "linuxfb",
                                "vkkhrdisplay", "wasm"})
SCREENSHOT_SIZE = (1360, 840)
#: Longest wait for one tab's background solving before its screenshot, in seconds.
SCREENSHOT_WAIT_S = 120.0

USAGE = "usage: python main.py [screenshot DIR [GAME|sum [ARGS...]]]"


def run(argv: Sequence[str]) -> int:
    """Open the window (no arguments) or take screenshots; returns the exit status."""
    argv = list(argv)
    if argv and argv[0] == "screenshot":
        return screenshot_command(argv[1:])
    if argv:
        return _fail(QCoreApplication.translate(
            "app", "unknown command '{command}' ({usage})").format(
                command=argv[0][:40], usage=USAGE))
    problem = display_problem(os.environ)
    if problem is not None:
        return _fail(problem)
    app = make_application()
    from ui.rulelab_names.store import register_saved
    from ui.window.main_window import MainWindow

    register_saved(QSettings())        # the games the user named, before their tabs are made
    window = MainWindow(lazy=True)     # the tab in front now, the others once it is shown
    window.make_waiting_pages_after_paint()
    window.help.offer_first_tour_once_painted()    # on the very first start only
    install_excepthook()
    window.show()
    return app.exec()


def _fail(message: str) -> int:
    print(f"nimlab: {message}", file=sys.stderr)
    return 2


# --- the application object ---------------------------------------------------------------------

#: How often (seconds) Python hands the GIL between threads while another thread waits
#: for it (a worker alone is not slowed). Qt calls back into Python for every overridden
#: virtual (a model's data(), a widget's sizeHint() and paintEvent()), and each call
#: waits for the GIL up to this long while a worker computes: a paint makes hundreds.
#: The default 5 ms paused the window for seconds; 1 ms for 177-267 ms while the rule
#: lab's table of 10^6 values was computed and shown; 0.2 ms for 91-121 ms. 0.05 ms
#: gave 81-90 ms there, but longer keystroke spikes (the GUI thread yields as often).
#: Such long tables now run in a child process (ui.child_process): 27-46 ms.
GIL_SWITCH_INTERVAL = 0.0002


def make_application() -> QApplication:
    """The QApplication with NimLab's names (so QSettings() finds its file) and translators."""
    sys.setswitchinterval(GIL_SWITCH_INTERVAL)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName("nimlab")
    app.setPalette(readable(app.palette()))
    install_language(app)
    return app  # type: ignore[return-value]


def app_icon() -> QIcon:
    """NimLab's icon, from the files in resources/ that exist."""
    icon = QIcon()
    for path in ICON_FILES:
        if path.is_file():
            icon.addFile(str(path))
    return icon


def install_excepthook() -> None:
    """Report a true crash (a bug, not bad input) in a dialog as well as on stderr."""
    previous = sys.excepthook

    def hook(kind, value, tb) -> None:
        import traceback

        from PySide6.QtWidgets import QMessageBox

        previous(kind, value, tb)
        details = "".join(traceback.format_exception(kind, value, tb))
        title = QCoreApplication.translate("app", "NimLab: internal error")
        words = QCoreApplication.translate(
            "app", "Something went wrong inside NimLab. The details below help to fix it.")
        box = QMessageBox(QMessageBox.Icon.Critical, title, words,
                          QMessageBox.StandardButton.Close)
        box.setDetailedText(details)
        box.open()
        hook.box = box  # keep the dialog alive

    sys.excepthook = hook


# --- is there a screen? ---------------------------------------------------------------------------

def display_problem(environ: Mapping[str, str], system: str = sys.platform,
                    x_reachable: Callable[[str], bool] | None = None) -> str | None:
    """Why the window cannot open here (one line), or None when it can.

    Qt aborts with a core dump when it finds no display; this says what to do instead.
    Only X11/Wayland systems can lack one.
    """
    if not system.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    requested = [name.split(":")[0].strip()
                 for name in environ.get("QT_QPA_PLATFORM", "").split(";") if name.strip()]
    if any(name in HEADLESS_PLATFORMS for name in requested):
        return None
    wayland = environ.get("WAYLAND_DISPLAY", "")
    display = environ.get("DISPLAY", "")
    if wayland and (not requested or any(n.startswith("wayland") for n in requested)):
        return None
    if display and (not requested or "xcb" in requested):
        if (x_reachable or x11_reachable)(display):
            return None
        return QCoreApplication.translate(
            "app", "cannot reach the X display '{display}'. Start NimLab in a desktop "
            "session, or set QT_QPA_PLATFORM=offscreen to run without a screen.").format(
                display=display)
    if requested and not display and not wayland:
        return QCoreApplication.translate(
            "app", "no display for the Qt platform '{platform}' (DISPLAY and "
            "WAYLAND_DISPLAY are unset). Start NimLab in a desktop session, or set "
            "QT_QPA_PLATFORM=offscreen to run without a screen.").format(
                       platform=";".join(requested))
    if not display and not wayland:
        return QCoreApplication.translate(
            "app", "no display found (DISPLAY and WAYLAND_DISPLAY are unset). Start NimLab "
            "in a desktop session (or over ssh -X), or set QT_QPA_PLATFORM=offscreen to "
            "run without a screen.")
    return None


def x11_reachable(display: str, timeout: float = 1.0) -> bool:
    """True if an X server seems to listen at `display` (":0", "host:10.0").

    Unparsable names count as reachable: then Qt itself decides.
    """
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not number.isdigit():
        return True
    if host.startswith("/"):          # a launchd (XQuartz) socket path: let Qt try
        return True
    import socket

    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        for address in ("\0" + path, path):
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(timeout)
                try:
                    sock.connect(address)
                    return True
                except OSError:
                    continue
        return False
    try:
        with socket.create_connection((host, 6000 + int(number)), timeout=timeout):
            return True
    except OSError:
        return False


# --- screenshots -------------------------------------------------------------------------------

def screenshot_command(args: Sequence[str]) -> int:
    """`screenshot DIR [PAGE [ARGS...]]`: one PNG per tab, or one tab at a position."""
    from solvers import GAMES
    from solvers.spec import InputError
    from solvers.sums import parse_sum
    from ui.files.session import SUM_TAB

    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if not args or args[0].startswith("-"):      # an option, not a directory to make
        return _fail(QCoreApplication.translate(
            "app", "screenshot: name a directory ({usage})").format(usage=USAGE))
    directory, page, tokens = Path(args[0]), (args[1] if len(args) > 1 else None), args[2:]
    pages = [*GAMES, SUM_TAB]
    if page is not None and page not in pages:
        return _fail(QCoreApplication.translate(
            "app", "screenshot: unknown game '{game}' (games: {games})").format(
                game=page[:40], games=", ".join(pages)))
    if page is not None and tokens:
        try:
            if page == SUM_TAB:
                parse_sum(" ".join(tokens))
            else:
                GAMES[page].parse(list(tokens))
        except InputError as error:
            return _fail(QCoreApplication.translate(
                "app", "screenshot: {game}: {message}").format(
                    game=page, message=error.message))
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _fail(QCoreApplication.translate(
            "app", "screenshot: cannot create {directory}: {error}").format(
                directory=directory, error=error.strerror or error))
    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"   # pictures, not a window on screen
    make_application()
    written = take_screenshots(directory, [page] if page else pages,
                               " ".join(tokens) if tokens else None)
    if written is None:
        return _fail(QCoreApplication.translate(
            "app", "screenshot: could not write the PNG files in {directory}").format(
                directory=directory))
    for path in written:
        print(path)
    return 0


def take_screenshots(directory: Path, pages: Sequence[str],
                     position: str | None = None) -> list[Path] | None:
    """Render the window with each page in front (a game's tab, by its id, or the sum's)
    into DIR/<page>.png."""
    from ui.window.main_window import MainWindow

    app = QApplication.instance()
    window = MainWindow(remember=False)
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    written = []
    try:
        for page in pages:
            window.show_game(page)
            tab = window.tab(page)
            if position is not None:
                tab.set_position_text(position)
            deadline = time.monotonic() + SCREENSHOT_WAIT_S
            app.processEvents()
            while settling(tab) and time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.01)
            app.processEvents()
            path = directory / f"{page}.png"
            if not window.grab().save(str(path)):
                return None
            written.append(path)
    finally:
        window.close()
        window.deleteLater()
    return written


def settling(tab) -> bool:
    """Is the tab (a game's or the sum's) still solving, its play panel still to list the
    legal moves, or their values still to be found?"""
    return (tab.busy or getattr(getattr(tab, "play", None), "listing", False)
            or getattr(tab, "valuing", False))
