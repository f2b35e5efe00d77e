"""Issue 11: no module in ui/ or solvers/ is over 500 lines; a bigger one is split by job.

Run `python -m pytest tests/test_module_sizes.py -s` to see the list of modules over it.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The packages whose modules are held to the limit.
PACKAGES = ("ui", "solvers")
MOST_LINES = 500


def modules(root: Path) -> list[Path]:
    """Every .py module under the packages, subpackages included, sorted."""
    return sorted(path for package in PACKAGES for path in (root / package).rglob("*.py"))


def line_count(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def oversized(root: Path) -> list[tuple[str, int]]:
    """(path from `root`, lines) of each module over MOST_LINES."""
    counts = ((path.relative_to(root).as_posix(), line_count(path)) for path in modules(root))
    return [(name, count) for name, count in counts if count > MOST_LINES]


def test_no_module_in_ui_or_solvers_is_over_500_lines():
    assert any(path.name == "explorer.py" for path in modules(ROOT)), "ui/ was not scanned"
    over = oversized(ROOT)
    for name, count in over:
        print(f"{name}: {count} lines")
    assert not over, f"{len(over)} modules over {MOST_LINES} lines: " + ", ".join(
        f"{name} ({count})" for name, count in over)


def test_the_check_names_every_module_over_the_limit_and_no_other(tmp_path):
    def write(name: str, lines: int) -> None:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x = 0\n" * lines, encoding="utf-8")

    write("ui/at_limit.py", MOST_LINES)
    write("ui/feature/over.py", MOST_LINES + 1)
    write("solvers/over.py", MOST_LINES + 40)
    write("solvers/notes.txt", MOST_LINES + 1)          # not a module
    write("tests/over.py", MOST_LINES + 1)              # not in ui/ or solvers/
    assert oversized(tmp_path) == [("solvers/over.py", MOST_LINES + 40),
                                   ("ui/feature/over.py", MOST_LINES + 1)]
    assert line_count(tmp_path / "ui/at_limit.py") == MOST_LINES
