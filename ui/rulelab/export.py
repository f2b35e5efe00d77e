"""The rule lab's table as CSV: exactly the bytes of `python main.py table … --csv`
(a header "n,grundy", or "n,outcome" in misère play, then one "n,value" row per heap),
written piece by piece on a worker so that 10^6 rows neither pause the window nor hold
the whole file in memory twice."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from solvers.rules import HeapRule, Pattern
from solvers.rules.analysis import table as grundy_table
from solvers.spec import Cancelled
from ui.files.table_csv import TableCsv
from ui.tasks import Progress, ShouldStop

#: Rows per piece of the CSV as it is written.
CSV_BATCH = 50_000


def csv_chunks(values: Sequence[int], misere: bool, should_stop: ShouldStop = lambda: False,
               progress: Progress = lambda done, total: None) -> Iterator[bytes]:
    """The CSV of a table, in pieces; raises Cancelled once `should_stop()` is true."""
    yield b"n,outcome\n" if misere else b"n,grundy\n"
    total = len(values)
    for start in range(0, total, CSV_BATCH):
        if should_stop():
            raise Cancelled()
        stop = min(total, start + CSV_BATCH)
        yield "".join(f"{n},{values[n]}\n" for n in range(start, stop)).encode("ascii")
        progress(stop, total)


def table_export(rule: HeapRule, last: int, pattern: Pattern | None) -> TableCsv:
    """What File → Export Table writes for `rule` to `last`: the table on display when it is
    that one (a snapshot: the worker never reads a widget), else computed first, on the
    worker too."""
    def chunks(should_stop: ShouldStop, progress: Progress) -> Iterator[bytes]:
        shown = pattern
        if shown is None or shown.checked_to != last:
            shown = grundy_table(rule, last, should_stop, progress)
        return csv_chunks(shown.values, shown.misere, should_stop, progress)
    return TableCsv(last + 1, chunks)
