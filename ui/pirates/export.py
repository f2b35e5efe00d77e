"""The pirates' table as CSV, for File → Export Table (ui/files writes what this yields).

The CSV is built from the solver's PirateTable, not from what the view happens to show, so
it holds every pirate for N up to FULL_TABLE_LIMIT; beyond that it holds the rows the
table shows.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

from solvers.games.pirates import FULL_TABLE_LIMIT, PirateTable
from solvers.spec import Cancelled
from ui.files.table_csv import TableCsv
from ui.tasks import Progress, ShouldStop

#: Rows per piece of the CSV as it is written.
CSV_BATCH = 20_000
CSV_HEADER = ("pirate", "share", "role")

def pirate_range(table: PirateTable, first: int = 1, last: int | None = None) -> range:
    """The pirates a CSV holds: all of them up to FULL_TABLE_LIMIT, else first..last
    (at most FULL_TABLE_LIMIT of them)."""
    if table.n <= FULL_TABLE_LIMIT:
        return range(1, table.n + 1)
    first = max(1, first)
    last = min(table.n if last is None else last, table.n, first + FULL_TABLE_LIMIT - 1)
    return range(first, last + 1)


def pirate_csv_chunks(table: PirateTable, pirates: range,
                      should_stop: ShouldStop = lambda: False,
                      progress: Progress = lambda done, total: None) -> Iterator[bytes]:
    """The CSV of `pirates`: a header, then 'pirate,share,role' per pirate, as the solver
    says (share is a number of coins or 'Thrown'; role is proposer, bribed, nothing,
    uncertain or thrown). Raises Cancelled once `should_stop()` is true."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for start in range(pirates.start, pirates.stop, CSV_BATCH):
        if should_stop():
            raise Cancelled()
        stop = min(start + CSV_BATCH, pirates.stop)
        writer.writerows((p, table.share(p), table.role(p)) for p in range(start, stop))
        yield text.getvalue().encode("utf-8")
        text.seek(0)
        text.truncate()
        progress(stop - pirates.start, len(pirates))
    if text.tell():
        yield text.getvalue().encode("utf-8")


def pirates_csv(table: PirateTable, first: int, last: int) -> TableCsv:
    """The export of `table` around the rows first..last in view (see pirate_range)."""
    pirates = pirate_range(table, first, last)
    return TableCsv(len(pirates), lambda should_stop, progress: pirate_csv_chunks(
        table, pirates, should_stop, progress))
