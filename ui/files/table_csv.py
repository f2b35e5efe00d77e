"""What a page gives File → Export Table: its row count and its CSV bytes piece by piece.

A page with a table (GameTab.exports_table) returns a TableCsv taken from a snapshot of
its data, so that the worker writing the file never reads a widget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

from ui.tasks import Progress, ShouldStop

#: The CSV's bytes piece by piece, on a worker thread; raises Cancelled once asked to stop.
CsvChunks = Callable[[ShouldStop, Progress], Iterator[bytes]]


class TableCsv(NamedTuple):
    rows: int
    chunks: CsvChunks
