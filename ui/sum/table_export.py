"""The sum's table of parts as CSV, for File → Export Table (ui/files writes what this
yields).

The CSV is built from the SumAnalysis, not from the table's cells: those shorten long
positions and values ("1234…5678 (2,000 digits)") and leave out wide binary digits, where
the file holds every number exactly. A row per part as the table has it (part, game,
position, Grundy value, binary, found by), then the sum's row with the XOR.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

from solvers.spec import Cancelled
from solvers.sums import SumAnalysis
from ui.files.table_csv import TableCsv
from ui.tasks import Progress, ShouldStop

CSV_HEADER = ("part", "game", "position", "grundy value", "binary", "found by")
#: The label of the last row, in the game column as the table has it.
SUM_ROW = "sum (XOR)"
#: Parts per piece of the CSV as it is written.
CSV_BATCH = 200


def found_by(analysis: SumAnalysis, index: int) -> str:
    """How part `index` was valued, as the table's last column says it."""
    return "formula" if analysis.components[index].spec.grundy is not None else "brute force"


def sum_csv_chunks(analysis: SumAnalysis, should_stop: ShouldStop = lambda: False,
                   progress: Progress = lambda done, total: None) -> Iterator[bytes]:
    """The CSV of the sum's parts: each part's number, game id, position as the command
    line writes it, Grundy value and its binary digits (exact integers as text), and how it
    was valued; then the sum's row. Raises Cancelled once `should_stop()` is true."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    parts = analysis.components
    for start in range(0, len(parts), CSV_BATCH):
        if should_stop():
            raise Cancelled()
        stop = min(start + CSV_BATCH, len(parts))
        writer.writerows(
            (index + 1, parts[index].spec.id, parts[index].spec.format(parts[index].position),
             analysis.values[index], format(analysis.values[index], "b"),
             found_by(analysis, index))
            for index in range(start, stop))
        yield text.getvalue().encode("utf-8")
        text.seek(0)
        text.truncate()
        progress(stop, len(parts))
    writer.writerow(("", SUM_ROW, "", analysis.total, format(analysis.total, "b"), ""))
    yield text.getvalue().encode("utf-8")


def sum_csv(analysis: SumAnalysis) -> TableCsv:
    """The export of `analysis`: a row per part and the sum's row."""
    return TableCsv(len(analysis.components) + 1,
                    lambda should_stop, progress: sum_csv_chunks(analysis, should_stop,
                                                                 progress))
