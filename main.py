"""NimLab: opens the window, or answers from the command line.

    python main.py                              the main window
    python main.py solve GAME ARGS... [--json]  one position
    python main.py judge PROBLEM [FILE | -]     a whole judge input (- : standard input)
    python main.py table RULE ... --to N        a Grundy table and its pattern
    python main.py screenshot DIR [GAME ARGS…]  PNG pictures of the window's tabs (or `sum …`)

`solve`, `judge` and `table` never import Qt, so they start fast and run where Qt cannot.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("-h", "--help", "help"):
        from solvers.cli import USAGE
        print(USAGE + "\n       python main.py screenshot DIR [GAME|sum ARGS...]")
        return 0
    if argv and argv[0] in ("solve", "judge", "table"):
        from solvers.cli import main as command_line
        return command_line(argv)
    from ui.window.app import run
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
