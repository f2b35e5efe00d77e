"""A bounded random-action ("monkey") test of the whole window (issue 12).

A seeded monkey drives every page of a real MainWindow: hostile text in the position
line and the form's fields (huge numbers, negatives, letters, control bytes, thousands of
numbers), listed and legal moves, hint, undo, redo and a new game, the picture's pages
(the map, started and cancelled; the game in disguise), the sum's parts, Esc. It fails
at the first uncaught exception (any exception raised into Qt: a slot, a virtual
method), naming the seed and the action, or when the process grows by more than
RSS_GROWTH_MB. pytest-qt captures exceptions in slots and virtual methods by default as
well (qt_no_exception_capture is not set in this project); the hook here names the action.

    NIMLAB_MONKEY_SEED=7 NIMLAB_MONKEY_ACTIONS=5000 pytest tests/ui/test_monkey.py
"""

from __future__ import annotations

import ctypes.util
import gc
import itertools
import os
import random
import re
import sys
import tempfile
import time
import traceback
from collections.abc import Callable

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from solvers import GAMES
from tests.ui.helpers import c_heap_bytes
from ui.explore.explorer import MAP_MEMORY_LIMIT
from ui.memory_budget import resident_bytes
from ui.sum.valuing import SUM_MEMORY_LIMIT
from ui.tab.list_editor import ListField

pytestmark = pytest.mark.heavy

SEED = int(os.environ.get("NIMLAB_MONKEY_SEED", "12"))
ACTIONS = int(os.environ.get("NIMLAB_MONKEY_ACTIONS", "800"))
#: The process holds at most the largest budget of its background work (the map's and the
#: sum's brute force stop once the process holds 2 GiB) plus this margin (MB). The margin is
#: what is not found yet: at seed 12 the process once held 2.7 GB around action 1100 (the
#: octal game's page, after a hint); runs of the same seed peak at 0.5-2.7 GB, as the
#: background work's timing differs.
RSS_MARGIN_MB = 1024
PEAK_RSS_MB = max(MAP_MEMORY_LIMIT, SUM_MEMORY_LIMIT) / 2**20 + RSS_MARGIN_MB
#: Once all work has stopped, live allocations (Python's and the C heap's) are at most
#: this much bigger than at the start (MB): what the work held is given back. Runs of seed
#: 12 end 50-60 MB bigger: what the pages show at the end.
LIVE_GROWTH_MB = 150
#: ... and the process, once freed memory went back to the system, at most this much
#: bigger (MB). This also counts what the allocators keep: Python's keeps a 1 MB arena
#: while any object in it lives, so work on a thread that made hundreds of MB of small
#: objects can leave the process that much bigger for good (the map's search, which did,
#: runs in a child process). Runs of seed 12 end 96-180 MB bigger; once 356.
SETTLED_GROWTH_MB = 500
#: A safety stop: the monkey ends early rather than run past this (it says so).
TIME_LIMIT_S = 60.0
#: How long the end waits for background work to stop once everything is cancelled.
SETTLE_MS = 20_000


class Monkey:
    """Random actions on a window; `log` keeps what was done, for the failure message."""

    def __init__(self, window, rng: random.Random):
        self.window = window
        self.rng = rng
        self.log: list[str] = []
        self.actions: list[tuple[int, Callable[[], None]]] = [
            (6, self.switch_page),
            (18, self.type_position),
            (12, self.type_in_form),
            (8, self.activate_listed_move),
            (8, self.activate_legal_move),
            (8, self.press_play_button),
            (3, self.press_escape),
            (4, self.switch_picture_page),
            (3, self.use_map),
            (6, self.edit_sum),
            (3, self.turn_controls),
        ]
        self._weights = [weight for weight, _ in self.actions]
        self._small: dict[str, list[str]] = {}

    # -- what to type ---------------------------------------------------------------------
    def number(self) -> str:
        rng = self.rng
        kind = rng.randrange(8)
        if kind == 0:
            return str(-rng.randrange(0, 10**rng.randrange(1, 25)))
        if kind == 1:
            return str(rng.randrange(10**rng.randrange(18, 400)))
        if kind == 2:
            return str(2**63 + rng.randrange(-2, 3))
        return str(rng.randrange(0, 10**rng.randrange(1, 7)))

    def hostile_text(self, game: str | None) -> str:
        rng = self.rng
        kind = rng.randrange(16)
        spec = GAMES.get(game) if game else None
        if kind <= 3 and spec is not None:
            return spec.example
        if kind == 4 and spec is not None:
            return rng.choice(self.small_positions(spec))
        if kind == 5:
            return " ".join(self.number() for _ in range(rng.randrange(1, 8)))
        if kind == 6:
            return " ".join(str(rng.randrange(1, 10**6)) for _ in range(10_000))
        if kind == 7:
            return rng.choice(["abc", "3 x 4", "--", "--king", "--king -1", "--misere",
                               "--nope 3", "1e9", "0x10", "٣ ٤", "３ ４", "1_000", "+5", "½"])
        if kind == 8:
            return "".join(chr(rng.choice([0, 7, 8, 9, 10, 13, 27, 0x7f, 0x202e, 0xfeff,
                                           ord("3"), ord(" "), ord("]")]))
                           for _ in range(rng.randrange(1, 12)))
        if kind == 9:
            return "\x1b]0;title\x07 3 4"
        if kind == 10:
            return ""
        if kind == 11:
            return str(rng.randrange(10**rng.randrange(1000, 3000)))
        if kind == 12 and spec is not None:     # the example with one number changed
            words = spec.example.split()
            at = rng.randrange(len(words))
            words[at] = self.number()
            return " ".join(words)
        if kind == 13:        # the cases: a big move, 2^63, a board over 30×30
            return rng.choice(["1000000 5", "9223372036854775808", "31", "35 1 2",
                               "3 4 1000000", "999999999999 1"])
        return " ".join(self.number() for _ in range(rng.randrange(0, 4)))

    def small_positions(self, spec) -> list[str]:
        if spec.id not in self._small:
            self._small[spec.id] = list(itertools.islice(spec.small_positions(), 200)) or [
                spec.example]
        return self._small[spec.id]

    # -- where ----------------------------------------------------------------------------
    def page(self) -> QWidget:
        return self.window.current_tab()

    def game(self) -> str | None:
        name = self.page().objectName()
        return name if name in GAMES else None

    def visible(self, kind, name: str | None = None) -> list:
        return [w for w in self.page().findChildren(kind, name) if w.isVisibleTo(self.page())]

    # -- actions --------------------------------------------------------------------------
    def switch_page(self) -> str:
        index = self.rng.randrange(self.window.tabs.count())
        self.window.tabs.setCurrentIndex(index)
        return f"switch to page {self.page().objectName()}"

    def type_position(self) -> str:
        edit = self.page().findChild(QLineEdit, "position")
        if edit is None:
            return "no position line"
        text = self.hostile_text(self.game())
        edit.setFocus()
        if len(text) <= 24 and text.isascii() and text.isprintable() and self.rng.random() < 0.5:
            edit.selectAll()
            QTest.keyClicks(edit, text)
            return f"key in {text!r}"
        edit.selectAll()
        edit.insert(text)                               # a paste
        return f"paste {_short(text)}"

    def type_in_form(self) -> str:
        form = self.page().findChild(QWidget, "form")
        if form is None or not hasattr(form, "fields"):
            return "no form"
        name, field = self.rng.choice(list(form.fields().items()))
        if isinstance(field, QCheckBox):
            field.click()
            return f"tick {name}"
        if isinstance(field, ListField):
            box = field.box(self.rng.randrange(4))
            if box is not None and self.rng.random() < 0.5:
                text = self.hostile_text(None)[:200]
                box.setText(text)
                return f"type {_short(text)} in a box of {name}"
            values = [self.number() for _ in range(self.rng.choice([0, 1, 3, 60]))]
            field.set_values(values)
            return f"set {name} to {_short(' '.join(values))}"
        if isinstance(field, QLineEdit):
            if field.isReadOnly():
                return f"{name} is read-only"
            text = self.hostile_text(None)
            field.setText(text)
            return f"type {_short(text)} in {name}"
        return f"leave {name}"

    def activate_listed_move(self) -> str:
        return self._activate(self.visible(QListWidget, "moves"), "winning move")

    def activate_legal_move(self) -> str:
        return self._activate(self.visible(QListWidget, "legal_moves"), "legal move")

    def _activate(self, lists: list[QListWidget], what: str) -> str:
        lists = [moves for moves in lists if moves.count()]
        if not lists:
            return f"no {what} listed"
        moves = self.rng.choice(lists)
        row = self.rng.randrange(moves.count())
        item = moves.item(row)
        text = item.text()
        moves.setCurrentRow(row)
        moves.itemActivated.emit(item)
        return f"play {what} {row}: {_short(text)}"

    def press_play_button(self) -> str:
        name = self.rng.choice(["hint", "undo", "redo", "new_game"])
        buttons = [b for b in self.visible(QAbstractButton, name) if b.isEnabled()]
        if not buttons:
            return f"{name} is not there or disabled"
        buttons[0].click()
        return f"click {name}"

    def press_escape(self) -> str:
        page = self.page()
        if hasattr(page, "restore_last_valid"):
            page.restore_last_valid()
        return "Esc"

    def switch_picture_page(self) -> str:
        pages = self.page().findChild(QTabWidget, "picture_tabs")
        if pages is None:
            return "no picture pages"
        pages.setCurrentIndex(self.rng.randrange(pages.count()))
        return f"picture page {pages.currentIndex()}"

    def use_map(self) -> str:
        explorer = getattr(self.page(), "explorer", None) if self.game() else None
        if explorer is None:
            return "no map"
        pages = self.page().findChild(QTabWidget, "picture_tabs")
        pages.setCurrentIndex(1)
        size = explorer.findChild(QSpinBox, "explorer_size")
        if size is not None and self.rng.random() < 0.5:
            size.setValue(self.rng.randrange(size.minimum(), size.maximum() + 1))
        compute = explorer.findChild(QPushButton, "explorer_compute")
        if explorer.running and self.rng.random() < 0.7:
            explorer.cancel()
            return "cancel the map"
        if compute is not None and compute.isEnabled():
            compute.click()
            return f"compute the map ({size.value() if size else '?'})"
        return "map: nothing to do"

    def edit_sum(self) -> str:
        tab = self.window.sum_of_games_tab()       # edited in front or not
        rows = tab.rows()
        choice = self.rng.randrange(5)
        if choice == 0 or not rows:
            tab.add_part()
            return "add a part"
        row = self.rng.choice(rows)
        if choice == 1 and len(rows) > 1:
            row.remove_button.click()
            return "remove a part"
        if choice == 2:
            row.game_box.setCurrentIndex(self.rng.randrange(row.game_box.count()))
            return f"part game {row.game()}"
        text = self.hostile_text(row.game())
        if len(text) > 5_000:
            text = text[:5_000]
        row.args_edit.setText(text)
        return f"part {row.game()} args {_short(text)}"

    def turn_controls(self) -> str:
        """The play panel's and other combo boxes, spin boxes and check boxes."""
        widgets = [w for w in self.visible(QComboBox) + self.visible(QSpinBox)
                   + self.visible(QCheckBox) if w.isEnabled()
                   and w.objectName() not in ("explorer_size",)]
        if not widgets:
            return "no controls"
        widget = self.rng.choice(widgets)
        if isinstance(widget, QComboBox) and widget.count():
            widget.setCurrentIndex(self.rng.randrange(widget.count()))
        elif isinstance(widget, QSpinBox):
            widget.setValue(self.rng.randrange(widget.minimum(),
                                               min(widget.maximum(), widget.minimum() + 50) + 1))
        elif isinstance(widget, QCheckBox):
            widget.click()
        return f"turn {type(widget).__name__} {widget.objectName()}"

    def act(self) -> str:
        action = self.rng.choices([a for _, a in self.actions], self._weights)[0]
        return action()


def _short(text: str, limit: int = 60) -> str:
    shown = repr(text[:limit]) + ("…" if len(text) > limit else "")
    return f"{shown} ({len(text):,} chars)" if len(text) > limit else shown


def test_monkey_drives_every_page_without_errors(make_window, qtbot):
    window = make_window(remember=False)
    window.resize(1200, 800)
    app = QApplication.instance()
    for index in range(window.tabs.count()):     # every page made before the count starts
        window.tabs.setCurrentIndex(index)
        app.processEvents()
    monkey = Monkey(window, random.Random(SEED))
    caught: list[str] = []
    previous_hook = sys.excepthook

    def hook(kind, value, tb):
        caught.append("".join(traceback.format_exception(kind, value, tb)))
        previous_hook(kind, value, tb)

    sys.excepthook = hook
    start_live = live_bytes()
    start_rss, peak_rss = resident_bytes(), 0
    started = time.perf_counter()
    done = 0
    try:
        for done in range(1, ACTIONS + 1):
            page = window.current_tab().objectName()
            try:
                what = monkey.act()
                app.processEvents()
            except Exception:  # noqa: BLE001 - reported with the seed and the action
                caught.append(traceback.format_exc())
                what = "(raised)"
            monkey.log.append(f"{done}: [{page}] {what}")
            if caught:
                raise AssertionError(
                    f"seed {SEED}, action {done} ({monkey.log[-1]}) raised:\n{caught[0]}\n"
                    "last actions:\n" + "\n".join(monkey.log[-8:]))
            if done % 50 == 0:
                peak_rss = max(peak_rss, resident_bytes())
                assert peak_rss / 2**20 < PEAK_RSS_MB, (
                    f"seed {SEED}: the process held {peak_rss / 2**20:,.0f} MB by action "
                    f"{done}; last actions:\n" + "\n".join(monkey.log[-8:]))
            if time.perf_counter() - started > TIME_LIMIT_S:
                print(f"monkey: time limit reached after {done} actions", file=sys.stderr)
                break
        for tab in window.all_tabs():
            tab.shutdown()
        qtbot.waitUntil(lambda: not any(getattr(t, "busy", False)
                                        for t in window.all_tabs()), timeout=SETTLE_MS)
        # Work that is not the tab's own solving (move values, a review, the computer's
        # reply, the graph) stopped too: what it held is not counted as kept.
        pool = QThreadPool.globalInstance()
        qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=SETTLE_MS)
        app.processEvents()
        assert not caught, f"seed {SEED}, at the end:\n{caught[0]}"
        settled = settled_bytes() - start_rss
        kept_live = live_bytes() - start_live
    finally:
        sys.excepthook = previous_hook
    elapsed = time.perf_counter() - started
    print(f"monkey: seed {SEED}, {done} actions in {elapsed:.1f} s, "
          f"RSS {start_rss / 2**20:,.0f} MB at the start, peak growth "
          f"{(peak_rss - start_rss) / 2**20:,.0f} MB, settled growth "
          f"{settled / 2**20:,.0f} MB, of which live {kept_live / 2**20:,.0f} MB",
          file=sys.stderr)
    assert done >= min(ACTIONS, 200)
    assert kept_live / 2**20 < LIVE_GROWTH_MB, (
        f"seed {SEED}: live allocations kept {kept_live / 2**20:,.0f} MB")
    assert settled / 2**20 < SETTLED_GROWTH_MB, f"seed {SEED}: kept {settled / 2**20:,.0f} MB"


def live_bytes() -> int:
    """Bytes that live allocations hold, after a collection: the C heap's in use (glibc's
    mallinfo2: Qt's objects, Python's larger ones) and the blocks of Python's small-object
    allocator (sys._debugmallocstats). Unlike the process's size, it leaves out what
    the allocators keep for reuse."""
    heap = c_heap_bytes()                  # (after a collection)
    with tempfile.TemporaryFile() as printed:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(printed.fileno(), 2)       # the statistics are printed on C's stderr
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        printed.seek(0)
        stats = printed.read().decode("ascii", "replace")
    blocks = re.search(r"# bytes in allocated blocks\s*=\s*([\d,]+)", stats)
    assert blocks, "sys._debugmallocstats() no longer says its bytes in allocated blocks"
    return heap + int(blocks.group(1).replace(",", ""))


def settled_bytes() -> int:
    """The process's size once collected garbage and freed memory went back to the system."""
    gc.collect()
    libc = ctypes.util.find_library("c")
    if libc:
        ctypes.CDLL(libc).malloc_trim(0)
    return resident_bytes()
