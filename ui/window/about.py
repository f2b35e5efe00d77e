"""Help → About: NimLab's version, what it is, the page in front in a few words and its
position on the command line. How to play a game is Help → Rules of This Game's
(ui/help/game_help.py)."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ui.tab.game_tab import GameTab
from ui.tab.outcome import rules_html, translate

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def nimlab_version() -> str:
    """The installed package's version, else the one pyproject.toml declares."""
    import tomllib
    from importlib import metadata

    try:
        return metadata.version("nimlab")
    except metadata.PackageNotFoundError:
        pass
    try:
        with open(PYPROJECT, "rb") as file:
            return str(tomllib.load(file)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "?"


#: Positions longer than this are not quoted on a command line in the About box.
QUOTED_MAX_CHARS = 120


def about_text(tab: QWidget, title: str) -> str:
    """The About box for page `tab` titled `title`: what NimLab is, then that page's rules
    and, for a game, the command line that answers its current position."""
    intro = QCoreApplication.translate(
        "MainWindow",
        "<h3>NimLab {version}</h3><p>Verdicts, winning moves and pictures for impartial "
        "combinatorial games, exact for numbers of any size.</p>").format(
            version=html.escape(nimlab_version()))
    more = QCoreApplication.translate(
        "MainWindow", "<p>Press F1 for how to play it here, and see Help → Glossary for "
        "the words of the theory.</p>")
    if not isinstance(tab, GameTab):
        return intro + QCoreApplication.translate(
            "MainWindow", "<h4>{title}</h4><p>{rules}</p>").format(
                title=html.escape(title), rules=tab.rules_html()) + more
    spec = tab.spec
    position = tab.last_valid_position() or spec.example
    if len(position) > QUOTED_MAX_CHARS:
        position = "ARGS"
    return intro + QCoreApplication.translate(
        "MainWindow",
        "<h4>{title}</h4><p>{rules}</p>"
        "<p>The same answers are on the command line: "
        "<code>python main.py solve {game} {position}</code></p>").format(
            title=html.escape(translate(spec.title)),
            rules=rules_html(spec.rules, spec.theory), game=spec.id,
            position=html.escape(position)) + more


def show_about(window: QWidget, text: str) -> QMessageBox:
    """The About box, open beside `window` (not modal: the window stays usable)."""
    box = QMessageBox(QMessageBox.Icon.Information,
                      QCoreApplication.translate("MainWindow", "About NimLab"), text,
                      QMessageBox.StandardButton.Close, window)
    box.setObjectName("about")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
