"""XOR (nim-sum) arithmetic shared by the Nim family, and its explanation in binary."""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from operator import xor

from .spec import Text, text

#: Above this many bits the binary columns are no longer something a reader can follow.
COLUMN_BITS_LIMIT = 64
COLUMN_ROWS_LIMIT = 16
#: The templates of the rows of binary columns: lines to show in monospace, not steps.
ROW_TEMPLATE = "{label} = {bits}  ({value})"
#: A row a winning move shrinks: it has the XOR's highest bit.
WINNING_ROW_TEMPLATE = "{label} = {bits}  ({value})  ◀"
LINE_TEMPLATE = "{rule}"
COLUMN_TEMPLATES = frozenset({ROW_TEMPLATE, WINNING_ROW_TEMPLATE, LINE_TEMPLATE})


def nim_sum(numbers: Sequence[int]) -> int:
    return reduce(xor, numbers, 0)


def binary_columns(labels: Sequence[str], numbers: Sequence[int], total_label: str,
                   quote: str) -> list[Text]:
    """A step saying how to XOR in binary (quoting `quote`), then the numbers written in
    binary one under another, with their XOR below a line.

    Returns no lines when the numbers are too many or too long to be read as columns.
    """
    total = nim_sum(numbers)
    width = max([n.bit_length() for n in numbers] + [total.bit_length(), 1])
    if width > COLUMN_BITS_LIMIT or len(numbers) > COLUMN_ROWS_LIMIT:
        return []
    label_width = max(len(label) for label in [*labels, total_label])
    lines = [text("Write the numbers in binary, one below the other, and XOR each column: "
                  "its bit is 1 where the column has an odd number of 1s.", quote=quote)]
    lines += [text(WINNING_ROW_TEMPLATE if n ^ total < n else ROW_TEMPLATE,
                   label=label.ljust(label_width),
                  bits=format(n, f"0{width}b"), value=n)
             for label, n in zip(labels, numbers)]
    lines.append(text(LINE_TEMPLATE, rule=" " * (label_width + 3) + "-" * width))
    lines.append(text(ROW_TEMPLATE, label=total_label.ljust(label_width),
                      bits=format(total, f"0{width}b"), value=total))
    return lines
