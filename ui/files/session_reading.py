"""Session files read from disk: a regular file only (a pipe or a device would block the
reader or never end), opened without blocking, its size checked first, and no more than
the size limit ever read.

No Qt here: the window reads a large session in a child process (ui.child_process), which
Cancel ends at once; a thread could only stop between the file's parts, and one position
of 45 numbers of 200,000 digits takes seconds to read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from solvers import GAMES, named
from solvers.spec import Cancelled, Progress, ShouldStop
from ui.files.saved_moves import never
from ui.files.session import (
    MAX_BYTES,
    Session,
    SessionError,
    check_size,
    from_json,
    no_progress,
)

#: Bytes read from the file per call.
READ_CHUNK = 1 << 20


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
            chunk = os.read(descriptor, min(READ_CHUNK, left))
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


def read_work(path: str, should_stop: ShouldStop, progress: Progress) -> Session | SessionError:
    """Read the session at `path` (a background task's work): the session, or why not."""
    try:
        return read_session(path, should_stop, progress)
    except SessionError as error:
        return error


def read_work_elsewhere(path: str, named_games: tuple[named.NamedGame, ...],
                        should_stop: ShouldStop, progress: Progress) -> Session | SessionError:
    """`read_work` in another process (a child's): the games the user named in the window
    are registered there first, so that the session is checked against the same games."""
    for game in named_games:
        if game.id not in GAMES:
            named.register_named(game)
    return read_work(path, should_stop, progress)

