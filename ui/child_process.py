"""Background work run in a child Python process, for work long enough that sharing the
GIL with the window would make the window stutter.

A pool thread computing in Python holds the GIL most of the time, and every call Qt makes
back into Python (a model's data(), a paintEvent) waits for it: the window paused
90-120 ms while the rule lab computed 10^6 values on a thread. A child process shares
nothing with the window; the pool thread that runs `in_child_process(...)` only waits on
a pipe, and Cancel ends the child at once.

This module imports no Qt, so the child is a bare interpreter plus the solver it runs.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from solvers.spec import Cancelled, Progress, ShouldStop
from ui.memory_budget import MemoryBudget, OverBudget

ROOT = Path(__file__).resolve().parent.parent
#: The rule lab computes a table of this many values, or the options of a heap this large,
#: in a child process; below it the work is short, and handing it to a child (0.13 s more
#: when no child is waiting) would cost more than sharing the GIL does.
CHILD_PROCESS_FROM = 20_000
#: How often the waiting thread looks at `should_stop`, in seconds.
POLL_S = 0.02
#: The child reports progress at most this often, in seconds (and always at the end).
PROGRESS_S = 0.05
_START = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); "
          "from ui.child_process import serve; serve()")


class ChildFailed(RuntimeError):
    """The child process ended without an answer, or its work raised an unexpected error
    (the child's traceback is the message)."""


def in_child_process(function: Callable[..., Any], *args: Any, memory_limit: int | None = None
                     ) -> Callable[[ShouldStop, Progress], Any]:
    """Work for ui.tasks.BackgroundTask: `function(*args, should_stop, progress)` run in a
    child process, its result returned and its error raised here (the child's traceback
    as the cause), so the task reports both as it would for work on its own thread.

    `memory_limit` bounds the child's own size (bytes): past it the work is stopped and
    OverBudget raised here. All the memory the work used goes back with the child: a
    long search on a thread left the window's process hundreds of MB bigger, in arenas
    of Python's allocator that a few surviving objects kept.

    `function`, its arguments and its result travel pickled: `function` must be importable
    from a module that does not load Qt, or the child pays for Qt's start-up."""
    def work(should_stop: ShouldStop, progress: Progress) -> Any:
        return _run(function, args, memory_limit, should_stop, progress)
    return work


def in_this_process(function: Callable[..., Any], *args: Any
                    ) -> Callable[[ShouldStop, Progress], Any]:
    """The same work as in_child_process(function, *args), run on the task's own thread:
    for work too short to pay for handing it to a child."""
    def work(should_stop: ShouldStop, progress: Progress) -> Any:
        return function(*args, should_stop, progress)
    return work


class _Child:
    """A child process waiting for its work, its stderr kept in a temporary file."""

    def __init__(self) -> None:
        self.errors = tempfile.TemporaryFile()  # noqa: SIM115 - closed in end()
        self.process = subprocess.Popen([sys.executable, "-c", _START], cwd=ROOT,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=self.errors)
        self.replies = Connection(os.dup(self.process.stdout.fileno()), writable=False)

    def what_it_said(self) -> str:
        self.process.wait()
        self.errors.seek(0)
        said = self.errors.read().decode("utf-8", "replace").strip()
        return said or f"the child process ended with code {self.process.returncode}"

    def end(self) -> None:
        self.process.kill()
        self.process.wait()
        self.replies.close()
        self.errors.close()
        for pipe in (self.process.stdin, self.process.stdout):
            try:
                pipe.close()
            except BrokenPipeError:
                pass


#: A child started and waiting, so that the next work skips the interpreter's start and
#: the games' imports (about 0.13 s: a map of 32 × 32 took 0.2 s instead of 0.07 s). Made
#: once a child's work ends, so only a session that sends work to children has one.
_spare: _Child | None = None
_spare_lock = threading.Lock()


def _take_child() -> _Child:
    global _spare
    with _spare_lock:
        child, _spare = _spare, None
    if child is not None and child.process.poll() is None:
        return child
    if child is not None:
        child.end()
    return _Child()


def _make_spare() -> None:
    global _spare
    with _spare_lock:
        if _spare is None:
            _spare = _Child()


def discard_spare() -> None:
    """End the waiting child, if any (tests that count the children's memory)."""
    global _spare
    with _spare_lock:
        child, _spare = _spare, None
    if child is not None:
        child.end()


def _run(function: Callable[..., Any], args: tuple[Any, ...], memory_limit: int | None,
         should_stop: ShouldStop, progress: Progress) -> Any:
    child = _take_child()
    try:
        # Kept open while the child works: the child ends itself when it reads the end of
        # its input, so it never outlives this process.
        child.process.stdin.write(pickle.dumps((function, args, memory_limit)))
        child.process.stdin.flush()
        return _answer(child.replies, should_stop, progress)
    except (EOFError, BrokenPipeError):
        raise ChildFailed(child.what_it_said()) from None
    finally:
        child.end()
        _make_spare()


def _answer(replies: Connection, should_stop: ShouldStop, progress: Progress) -> Any:
    while True:
        if should_stop():
            raise Cancelled()
        if not replies.poll(POLL_S):
            continue
        kind, *payload = replies.recv()
        if kind == "progress":
            progress(*payload)
        elif kind == "result":
            return payload[0]
        elif kind == "error":
            error, details = payload
            raise error from ChildFailed(details)
        else:
            raise ChildFailed(payload[0])


def serve() -> None:
    """The child's side: read (function, args, memory_limit) from stdin, run it, send
    progress and the outcome as pickled messages on stdout."""
    replies = Connection(os.dup(1), readable=False)
    os.dup2(2, 1)          # a stray print goes to stderr, not into the messages
    import solvers  # noqa: F401 - the games, loaded while the child waits for its work

    function, args, memory_limit = pickle.load(sys.stdin.buffer)
    threading.Thread(target=_end_with_input, daemon=True).start()
    budget = MemoryBudget(memory_limit)
    reported = 0.0

    def progress(done: int, total: int) -> None:
        nonlocal reported
        now = time.monotonic()
        if done >= total or now - reported >= PROGRESS_S:
            reported = now
            replies.send(("progress", done, total))

    try:
        message = ("result", function(*args, budget.exceeded_now, progress))
    except Exception as error:  # noqa: BLE001 - raised again in the window's process
        if isinstance(error, Cancelled) and budget.exceeded:
            error = OverBudget(memory_limit or 0)      # the budget is what stopped it
        message = ("error", error, traceback.format_exc())
    try:
        replies.send(message)
    except Exception:  # noqa: BLE001 - a result or an error that does not pickle
        replies.send(("crash", traceback.format_exc()))
    # Not a normal exit: finalizing the interpreter while _end_with_input holds stdin's
    # lock is a fatal error.
    sys.stderr.flush()
    os._exit(0)


def _end_with_input() -> None:
    """The parent keeps the child's input open while it waits: its end means the parent
    is gone (or gave up), so the work is for no one."""
    sys.stdin.buffer.read()
    os._exit(0)
