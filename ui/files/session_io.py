"""Files on disk: atomic writes, and session files read with a size check first.

A session is read only from a regular file (a pipe or a device would block the reader or
never end), opened without blocking, and no more than the size limit is ever read.

Every file NimLab writes (sessions, pictures, tables, judge answers) goes through
`write_atomically`: the bytes go to a temporary file beside the target, which replaces
the target only once everything is written (QSaveFile). A crash, a full disk or an
error half-way leaves the previous file as it was.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileDevice, QIODevice, QSaveFile

from solvers.spec import Cancelled
from ui.files.saved_moves import never
from ui.files.session import (
    MAX_BYTES,
    Progress,
    Session,
    SessionError,
    ShouldStop,
    check_size,
    from_json,
    no_progress,
    to_json,
)

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


def file_size(path: str | Path) -> int:
    """The size of the session file at `path`; SessionError if it is not a regular file
    (missing, a folder, a pipe, a device, a socket) or too big to be a session."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise SessionError("There is no file {path}.", path=str(path)) from None
    except (OSError, ValueError) as error:
        raise SessionError("Cannot read {path}: {reason}.", path=str(path),
                           reason=_reason(error)) from None
    _check_regular(path, info.st_mode)
    check_size(info.st_size)
    return info.st_size


def read_bytes(path: str | Path, should_stop: ShouldStop = never) -> bytes:
    """The bytes of the session file at `path` (at most the limit and one byte more).

    Checked as `file_size` checks it, before and after opening: the file is opened
    without blocking, so a pipe put in its place cannot hang the reader."""
    file_size(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        raise SessionError("Cannot read {path}: {reason}.", path=str(path),
                           reason=_reason(error)) from None
    try:
        info = os.fstat(descriptor)
        _check_regular(path, info.st_mode)
        check_size(info.st_size)
        chunks: list[bytes] = []
        left = MAX_BYTES + 1
        while left > 0:
            if should_stop():
                raise Cancelled()
            chunk = os.read(descriptor, min(CHUNK * 16, left))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as error:
        raise SessionError("Cannot read {path}: {reason}.", path=str(path),
                           reason=_reason(error)) from None
    finally:
        os.close(descriptor)
    return b"".join(chunks)


def read_session(path: str | Path, should_stop: ShouldStop = never,
                 progress: Progress = no_progress) -> Session:
    """Read and check a session file; SessionError if it is missing, not a regular file,
    too big or bad; Cancelled when `should_stop()` says so.

    The size is checked before the file is read, and no more than the limit is ever read.
    """
    return from_json(read_bytes(path, should_stop), should_stop=should_stop,
                     progress=progress)


def _check_regular(path: str | Path, mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise SessionError("{path} is a folder, not a session file.", path=str(path))
    if not stat.S_ISREG(mode):
        raise SessionError("{path} is not a regular file (it is a pipe, a device or a "
                           "socket), so it is not a session file.", path=str(path))


def _reason(error: Exception) -> str:
    return getattr(error, "strerror", None) or str(error)
