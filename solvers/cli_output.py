"""Writing the command line's answer safely: a full disk, a closed pipe or an output
encoding that cannot hold the answer ends in one line on stderr and a non-zero status,
never a traceback (neither now nor when the interpreter flushes stdout at exit)."""

from __future__ import annotations

import os
import sys

#: Exit status when the answer could not be written (2 is kept for bad input).
OUTPUT_FAILED = 1


def output_problem(error: BaseException) -> str | None:
    """What went wrong with stdout, in words; None if `error` is not an output failure."""
    if isinstance(error, BrokenPipeError):
        return "cannot write the answer: the output was closed (a pipe's reader stopped)"
    if isinstance(error, UnicodeEncodeError):
        encoding = getattr(sys.stdout, "encoding", None) or error.encoding
        return (f"cannot write the answer in the output's encoding ({encoding}); "
                f"set PYTHONIOENCODING=utf-8")
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        return f"cannot write the answer: {reason}"
    return None


def flush_stdout() -> None:
    """Flush stdout now, so a failure is seen here and not at the interpreter's exit."""
    sys.stdout.flush()


def abandon_stdout() -> None:
    """After a failed write: throw away what is still buffered and point stdout's file at
    the null device, so the interpreter's own flush at exit cannot fail again (the remedy
    Python's documentation gives for SIGPIPE)."""
    stream = sys.stdout
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return                      # not a real file (a test's StringIO): nothing at exit
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
    except OSError:
        pass


def say(line: str) -> None:
    """One line on stderr, even if stderr itself is closed or full."""
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass
