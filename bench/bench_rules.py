"""Rule-lab speed: Kayles tables, the `table` command with interpreter start, proofs of
three-digit octal codes, and 10^6 values of a game that shows no period.

    python bench/bench_rules.py            # the figures the brief asks for
    python bench/bench_rules.py --all      # also prove every code 0.abc and 4.abc
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), os.pardir))

from solvers.rules import grundy_values, parse_octal, prove
from solvers.rules.base import make_tick

COMMAND = ("import json, sys; from solvers.rules import parse_rule, table, table_json; "
           "sys.stdout.write(json.dumps(table_json(table(parse_rule('0.77'), 40000))))")


def timed(work):
    start = time.perf_counter()
    result = work()
    return result, time.perf_counter() - start


def kayles() -> None:
    rule = parse_octal("0.77")
    _, seconds = timed(lambda: grundy_values(rule, 40_000))
    print(f"Kayles to 40,000 in-process (period proved, then read off): {seconds:.3f} s")
    values: list[int] = []
    _, plain = timed(lambda: rule.extend(values, 40_000, make_tick(None, None, 40_000)))
    print(f"Kayles to 40,000 computed value by value (no proof shortcut): {plain:.2f} s")
    root = os.path.join(os.path.dirname(__file__), os.pardir)
    _, whole = timed(lambda: subprocess.run([sys.executable, "-c", COMMAND], cwd=root,
                                            check=True, capture_output=True))
    print(f"table 0.77 40000 --json as a whole process (interpreter start included): "
          f"{whole:.2f} s")


def proofs(codes: list[str]) -> None:
    slowest = (0.0, "")
    for code in codes:
        pattern, seconds = timed(lambda code=code: prove(parse_octal(code)))
        slowest = max(slowest, (seconds, code))
        state = "proved" if pattern.proved else ("conjecture" if pattern.period else "none")
        print(f"  {code:7} n0 = {pattern.preperiod!s:>6}  p = {pattern.period!s:>6}  "
              f"{state:10}  to n = {pattern.checked_to:>6,}  {seconds:6.2f} s")
    print(f"slowest: {slowest[1]} in {slowest[0]:.2f} s")


def million(code: str) -> None:
    rule = parse_octal(code)
    _, seconds = timed(lambda: grundy_values(rule, 1_000_000, should_stop=lambda: False,
                                             progress=lambda done, total: None))
    print(f"{code} to 10^6 (no period below that; polled and reported): {seconds:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--all", action="store_true", help="prove every 0.abc and 4.abc")
    parser.add_argument("--skip-million", action="store_true")
    arguments = parser.parse_args()
    kayles()
    sample = ["0.07", "0.137", "0.156", "0.165", "0.26", "0.37", "0.51", "0.53", "4.07",
              "0.106", "0.454"]
    if arguments.all:
        sample = [f"{head}.{a}{b}{c}" for head in "04"
                  for a, b, c in itertools.product("01234567", repeat=3)]
    print("Proving periods (limit 40,000 values):")
    proofs(sample)
    if not arguments.skip_million:
        million("0.106")


if __name__ == "__main__":
    main()
