"""Judge throughput: `judge nim` on 10^6 heaps against a plain C++ cin program, and
`judge hdu1525` on 10^5 lines. Prints figures; asserts nothing.

    python bench/bench_judge.py [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"


def timed(command: list[str], stdin_path: Path, runs: int) -> tuple[list[float], bytes]:
    times, output = [], b""
    for _ in range(runs):
        with stdin_path.open("rb") as stdin:
            start = time.perf_counter()
            output = subprocess.run(command, stdin=stdin, capture_output=True, check=True).stdout
            times.append(time.perf_counter() - start)
    return times, output


def describe(name: str, times: list[float]) -> str:
    return (f"{name:<34} median {statistics.median(times) * 1000:7.1f} ms   "
            f"best {min(times) * 1000:7.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(2026)

    nim_input = OUT / "nim_1e6.txt"
    if not nim_input.exists():
        heaps = " ".join(str(rng.randrange(2**31)) for _ in range(10**6))
        nim_input.write_text(f"1000000\n{heaps}\n")
    euclid_input = OUT / "hdu1525_1e5.txt"
    if not euclid_input.exists():
        lines = [f"{rng.randrange(1, 2**31)} {rng.randrange(1, 2**31)}" for _ in range(10**5)]
        euclid_input.write_text("\n".join(lines) + "\n0 0\n")

    python = [sys.executable, str(ROOT / "main.py"), "judge"]
    print(f"judge nim, one case of 10^6 heaps below 2^31 ({nim_input.stat().st_size:,} bytes), "
          f"{runs} runs each")
    ours, our_output = timed(python + ["nim"], nim_input, runs)
    print(describe("python main.py judge nim", ours))
    compiler = shutil.which("g++")
    if compiler:
        binary = OUT / "nim_baseline"
        subprocess.run([compiler, "-O2", "-o", str(binary), str(ROOT / "bench" / "nim_baseline.cpp")],
                       check=True)
        theirs, their_output = timed([str(binary)], nim_input, runs)
        print(describe("C++ baseline (cin, -O2)", theirs))
        print(f"{'same answer':<34} {our_output == their_output}")
        print(f"{'ratio ours / C++ (median)':<34} "
              f"{statistics.median(ours) / statistics.median(theirs):.2f}")
    else:
        print("g++ not found: no C++ baseline")

    print(f"\njudge hdu1525, 10^5 lines, {runs} runs")
    euclid_times, _ = timed(python + ["hdu1525"], euclid_input, runs)
    print(describe("python main.py judge hdu1525", euclid_times))


if __name__ == "__main__":
    main()
