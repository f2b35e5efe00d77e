"""Peak memory (RSS) of `python main.py judge` on ~100 MB inputs, each in a fresh process.

    python bench/bench_judge_memory.py [--root DIR] [--mb 100]

--root runs another checkout's main.py (an older commit copied elsewhere) for comparison.
The inputs are written to a temporary directory: Nim in cases of 1,000 heaps with one bad
token near the end (the exact path's worst case before streaming), Nim as one case of the
whole size with a bad token at its end, and POJ 1704 with ~13.5 M cells in cases of 1,000.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MEASURE = ("import resource, subprocess, sys; "
           "done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
           "stderr=subprocess.PIPE); "
           "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, done.returncode, "
           "done.stderr.decode(errors='replace').strip()[:100])")


def nim_cases(path: Path, size: int, heaps_per_case: int = 1000) -> None:
    rng = random.Random(1)
    row = " ".join(str(rng.randrange(10**7, 10**8)) for _ in range(heaps_per_case)) + "\n"
    case = f"{heaps_per_case}\n{row}".encode()
    count = size // len(case)
    with path.open("wb") as file:
        for i in range(count):
            file.write(case if i != count - 2 else case.replace(b" ", b" x ", 1)[:len(case)])


def nim_one_case(path: Path, size: int) -> None:
    chunks = size // 900_000
    with path.open("wb") as file:
        file.write(f"{chunks * 100_000 + 1}\n".encode())
        chunk = b"12345678 " * 100_000
        for _ in range(chunks):
            file.write(chunk)
        file.write(b"x\n")


def poj1704(path: Path, cells: int, per_case: int = 1000) -> None:
    rng = random.Random(2)
    line = " ".join(map(str, rng.sample(range(1, 10**7), per_case))) + "\n"
    cases = cells // per_case
    with path.open("wb") as file:
        file.write(f"{cases}\n".encode())
        for _ in range(cases):
            file.write(f"{per_case}\n".encode() + line.encode())


def measure(root: Path, problem: str, path: Path) -> tuple[float, float, str]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", MEASURE, sys.executable, "main.py", "judge",
                           problem, str(path)], cwd=root, capture_output=True, text=True,
                          check=True)
    seconds = time.perf_counter() - start
    kilobytes, status, error = done.stdout.split(" ", 2)
    return int(kilobytes) / 1024, seconds, f"exit {status}: {error.strip()}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--mb", type=int, default=100)
    args = parser.parse_args()
    size = args.mb * 1_000_000
    resource.getrusage(resource.RUSAGE_SELF)
    with tempfile.TemporaryDirectory() as folder:
        inputs = [("nim", Path(folder) / "nim_cases.txt", nim_cases),
                  ("nim", Path(folder) / "nim_one_case.txt", nim_one_case),
                  ("poj1704", Path(folder) / "poj1704.txt",
                   lambda p, s: poj1704(p, s * 135 // 1000))]
        for problem, path, make in inputs:
            make(path, size)
            megabytes = path.stat().st_size / 1e6
            peak, seconds, outcome = measure(args.root, problem, path)
            print(f"{path.name:18} {megabytes:6.1f} MB in: peak RSS {peak:7.1f} MiB, "
                  f"{seconds:5.1f} s, {outcome}")


if __name__ == "__main__":
    main()
