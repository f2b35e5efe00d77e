"""Help → About: NimLab's version, then the rules of the game in front."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from solvers.play import DELAYING_RULE
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


def about_text(tab: QWidget, title: str) -> str:
    """The About box for page `tab` titled `title`: what NimLab is, then its rules."""
    if not isinstance(tab, GameTab):
        return QCoreApplication.translate(
            "MainWindow",
            "<h3>NimLab {version}</h3><p>Verdicts, winning moves and pictures for "
            "impartial combinatorial games, exact for numbers of any size.</p>"
            "<h4>{title}</h4><p>{rules}</p>").format(
                version=html.escape(nimlab_version()), title=html.escape(title),
                rules=tab.rules_html())
    spec = tab.spec
    playing = QCoreApplication.translate(
        "MainWindow", "<h4>Playing the computer</h4><p>A perfect computer wins "
        "whenever it can. {rule}</p>").format(rule=html.escape(translate(DELAYING_RULE)))
    return QCoreApplication.translate(
        "MainWindow",
        "<h3>NimLab {version}</h3><p>Verdicts, winning moves and pictures for impartial "
        "combinatorial games, exact for numbers of any size.</p>"
        "<h4>{title}</h4><p>{rules}</p>"
        "<p>The same answers are on the command line: "
        "<code>python main.py solve {game} {example}</code></p>"
        "{playing}").format(
            version=html.escape(nimlab_version()),
            title=html.escape(translate(spec.title)),
            rules=rules_html(spec.rules, spec.theory), game=spec.id,
            example=html.escape(spec.example),
            playing=playing if spec.is_two_player else "")


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
