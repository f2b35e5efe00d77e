"""Files NimLab writes: atomic writes, of sessions, pictures, tables and judge answers.

Every file NimLab writes goes through `write_atomically`: the bytes go to a temporary file
beside the target, which replaces the target only once everything is written
(QSaveFile). A crash, a full disk or an error half-way leaves the previous file as it
was. Session files are read by ui/files/session_reading.py, which loads no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileDevice, QIODevice, QSaveFile

from ui.files.session import Session, to_json

#: Bytes handed to the device per write call.
CHUNK = 1 << 16


class SaveError(OSError):
    """A file could not be written; the message names it and says why. Nothing changed."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("session_io", text)


def write_atomically(path: str | Path, write: Callable[[QIODevice], bool]) -> None:
    """Write a file through `write(device)`, which returns False on failure.

    Commits only when `write` succeeded; otherwise the temporary file is dropped and the
    old file, if any, stays intact. Raises SaveError.
    """
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise SaveError(_tr("Cannot write {path}: {reason}").format(
            path=path, reason=file.errorString()))
    try:
        ok = write(file)
    except BaseException:
        file.cancelWriting()
        file.commit()     # discards the temporary file after cancelWriting
        raise
    if not ok:
        reason = _save_failure(file)
        file.cancelWriting()
        file.commit()
        raise SaveError(_tr("Cannot write {path}: {reason}. The file was left as it "
                            "was.").format(path=path, reason=reason))
    if not file.commit():
        raise SaveError(_tr("Cannot write {path}: {reason}. The file was left as it "
                            "was.").format(path=path, reason=_save_failure(file)))


def _save_failure(file: QSaveFile) -> str:
    """Why writing `file` failed. A short write on a full disk sets no error of its own:
    Qt would say "Unknown error"."""
    if file.error() == QFileDevice.FileError.NoError or not file.errorString():
        return _tr("only part of it could be written (is the disk full?)")
    return file.errorString()


def write_chunks(device: QIODevice, chunks: Iterable[bytes]) -> bool:
    """Write every chunk in full (in pieces of CHUNK bytes); False as soon as one fails."""
    for chunk in chunks:
        for start in range(0, len(chunk), CHUNK):
            piece = chunk[start:start + CHUNK]
            if device.write(piece) != len(piece):
                return False
    return True


def write_bytes(path: str | Path, data: bytes) -> None:
    """Write `data` to `path` atomically; raises SaveError."""
    write_atomically(path, lambda device: write_chunks(device, [data]))


def write_text(path: str | Path, text: str) -> None:
    """Write `text` as UTF-8 to `path` atomically; raises SaveError."""
    write_bytes(path, text.encode("utf-8"))


def save_session(path: str | Path, session: Session) -> None:
    """Write `session` to `path` atomically; raises SaveError."""
    write_text(path, to_json(session))
