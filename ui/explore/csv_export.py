"""Saving a map as CSV: run as background work (a million cells take a while to format)."""

from __future__ import annotations

from PySide6.QtCore import QIODevice, QSaveFile

from solvers.explore import Map


def write_csv(result: Map, path: str) -> str:
    """Write `result` as CSV to `path` and return the path; QSaveFile replaces the file
    only once everything is written, so a failure leaves any old file as it was."""
    data = result.to_csv().encode("utf-8")
    file = QSaveFile(path)
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(file.errorString())
    if file.write(data) != len(data) or not file.commit():
        error = file.errorString()
        file.cancelWriting()
        raise OSError(error)
    return path
