"""Exports: the picture as PNG or SVG, a page's table as CSV, the verdict as Markdown.

Files are written atomically (see session_io). What a table's CSV holds is the page's
business (its table_csv); this module only writes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QPoint,
    QRect,
    QSize,
)
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPalette
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QLabel, QWidget

from ui.canvases import text
from ui.files.session_io import SaveError, write_atomically, write_chunks
from ui.tab.outcome import Outcome, translate

#: Pixels per point of a PNG: twice the screen's, so the picture stays crisp when zoomed.
PNG_SCALE = 2.0
#: A path with no data, which QSvgGenerator writes for an empty QPainterPath and which
#: SVG readers (Qt's among them) warn about.
_EMPTY_PATH = re.compile(rb'<path[^>]*\sd=""[^>]*/>\s*')


def _tr(text: str) -> str:
    return QCoreApplication.translate("export", text)


def _size(widget: QWidget) -> QSize:
    size = widget.size()
    if size.width() < 2 or size.height() < 2:
        raise SaveError(_tr("The picture is not on screen, so there is nothing to export."))
    return size


# --- pictures -------------------------------------------------------------------------------

def render_image(widget: QWidget, scale: float = PNG_SCALE) -> QImage:
    """The widget painted into an image `scale` times its size in pixels."""
    size = _size(widget)
    image = QImage(round(size.width() * scale), round(size.height() * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    image.fill(widget.palette().color(QPalette.ColorRole.Base))
    with QPainter(image) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        widget.render(painter, QPoint())
    return image


def png_bytes(widget: QWidget, scale: float = PNG_SCALE) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not render_image(widget, scale).save(buffer, "PNG"):
        raise SaveError(_tr("The picture could not be encoded as PNG."))
    buffer.close()
    return bytes(data.data())


def svg_bytes(widget: QWidget, title: str = "", description: str = "") -> bytes:
    """The widget painted as vector graphics (QSvgGenerator), a unit per pixel of it.

    Its text is <text> at the sizes of the screen and the PNG: the generator gets the
    widget's resolution (at its own 72 dpi, a font of 9 pt measured 9 units where the
    picture was laid out for 12), and the rows of binary digits are drawn a character at a
    time (text.draw_column_rows' glyph runs, made at the screen's resolution whatever the
    painter's, came out as outlines 96/72 times the size of the other labels)."""
    size = _size(widget)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setResolution(widget.logicalDpiY())
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    generator.setDescription(description)
    with _text_as_characters(), QPainter(generator) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        widget.render(painter, QPoint())
    buffer.close()
    return _EMPTY_PATH.sub(b"", bytes(data.data()))


@contextmanager
def _text_as_characters() -> Iterator[None]:
    """Rows of columns drawn with drawText, which an SVG keeps as <text>, instead of glyph
    runs, which it writes as outlines; on the GUI thread, so no other paint sees it."""
    kept = text.GLYPH_RUNS
    text.GLYPH_RUNS = False
    try:
        yield
    finally:
        text.GLYPH_RUNS = kept


def export_png(widget: QWidget, path: str | Path, scale: float = PNG_SCALE) -> None:
    """Save the widget as a PNG at `scale` × its size; raises SaveError."""
    data = png_bytes(widget, scale)
    write_atomically(path, lambda device: write_chunks(device, [data]))


def export_svg(widget: QWidget, path: str | Path, title: str = "",
               description: str = "") -> None:
    """Save the widget as an SVG file; raises SaveError."""
    data = svg_bytes(widget, title, description)
    write_atomically(path, lambda device: write_chunks(device, [data]))


# --- a page's table --------------------------------------------------------------------------

def export_table(path: str | Path, chunks: Iterable[bytes]) -> None:
    """Save a table's CSV `chunks` (a page's table_csv) to `path`; raises SaveError, or
    Cancelled from the chunks (the old file stays as it was)."""
    write_atomically(path, lambda device: write_chunks(device, chunks))


# --- the verdict --------------------------------------------------------------------------------

def verdict_markdown(tab) -> str | None:
    """The tab's shown result as Markdown: game and position, verdict, moves, why.

    None when the tab has no result yet.
    """
    outcome: Outcome | None = tab.outcome
    if outcome is None:
        return None
    spec = tab.spec
    position = outcome.args if outcome.args is not None else " ".join(outcome.tokens)
    if len(position) > 2000:
        position = position[:2000] + "…"
    lines = [f"## {translate(spec.title)}: `{position}`", ""]
    verdict = _label(tab, "verdict")
    if verdict:
        lines += [f"**{verdict}**", ""]
    summary = _label(tab, "summary")
    if summary:
        lines += [*summary.splitlines(), ""]
    heading = _label(tab, "moves_heading")
    if outcome.analysis.winner is not None and heading:
        lines += [heading, ""]
        lines += [f"- {move}" for move in outcome.moves]
        if outcome.moves:
            lines.append("")
    if outcome.explanation:
        lines += [f"### {_tr('Why')}", ""]
        block: list[str] = []
        for line in outcome.explanation:
            if line.monospace:
                block.append(line.text)
                continue
            if block:
                lines += ["```", *block, "```", ""]
                block = []
            lines += [line.text, ""]
        if block:
            lines += ["```", *block, "```", ""]
    lines.append(_tr("Command line: `python main.py solve {game} {position}`").format(
        game=spec.id, position=position))
    return "\n".join(lines) + "\n"


def copy_markdown(markdown: str) -> None:
    """Put Markdown on the clipboard as plain text, which every editor pastes.

    Not as a QMimeData with a text/markdown part: a QMimeData made in Python and handed
    to the clipboard is freed twice when the application ends (a crash at exit)."""
    QGuiApplication.clipboard().setText(markdown)


def _label(tab: QWidget, name: str) -> str:
    label = tab.findChild(QLabel, name)
    return label.text().strip() if label is not None and not label.isHidden() else ""
