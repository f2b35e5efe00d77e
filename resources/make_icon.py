"""Render resources/nimlab.svg into resources/nimlab.png (256 x 256), once, by hand:

    QT_QPA_PLATFORM=offscreen python resources/make_icon.py

The PNG is committed, so that systems whose icon themes take no SVG still show the icon.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SIZE = 256


def render(svg: Path, png: Path, size: int = SIZE) -> bool:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        return False
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    with QPainter(image) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
    return image.save(str(png))


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    return 0 if render(HERE / "nimlab.svg", HERE / "nimlab.png") else 1


if __name__ == "__main__":
    sys.exit(main())
