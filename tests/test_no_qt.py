"""The solver layer never imports Qt: checked on the source, module by module, with `ast`.

(tests/cli/test_solve.py checks the same at run time, in a subprocess.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SOLVERS = Path(__file__).resolve().parent.parent / "solvers"
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2", "shiboken2")
DYNAMIC = {"import_module", "__import__", "find_spec"}


def is_qt(name: str | None) -> bool:
    return bool(name) and name.split(".")[0] in QT


def qt_imports(source: str, filename: str = "<source>") -> list[str]:
    """Every Qt import in `source`: statements anywhere (functions, TYPE_CHECKING blocks,
    try/except) and dynamic imports through importlib or __import__ with a literal name."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names if is_qt(a.name)]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and is_qt(node.module):
                found.append(f"line {node.lineno}: from {node.module} import …")
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            first = node.args[0]
            if (name in DYNAMIC and isinstance(first, ast.Constant)
                    and isinstance(first.value, str) and is_qt(first.value)):
                found.append(f"line {node.lineno}: {name}({first.value!r})")
    return found


MODULES = sorted(SOLVERS.rglob("*.py"))


def test_the_solver_package_is_there():
    names = {path.name for path in MODULES}
    assert {"__init__.py", "spec.py", "search.py", "cli.py", "judge.py", "nim.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SOLVERS)))
def test_no_qt_import(path):
    assert qt_imports(path.read_text(encoding="utf-8"), str(path)) == []


@pytest.mark.parametrize("source", [
    "import PySide6",
    "import os, PySide6.QtCore as core",
    "from PySide6.QtWidgets import QWidget",
    "from shiboken6 import isValid",
    "def f():\n    from PySide6 import QtGui\n",
    "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import PySide6\n",
    "try:\n    import PySide6\nexcept ImportError:\n    pass\n",
    "import importlib\nimportlib.import_module('PySide6.QtCore')\n",
    "__import__('shiboken6')",
])
def test_the_check_catches_qt(source):
    assert qt_imports(source)


@pytest.mark.parametrize("source", [
    "import os\nfrom . import spec\n", "from .spec import Position\n",
    "text = 'PySide6 is the GUI toolkit'\n", "import numpy as np\n",
])
def test_the_check_lets_the_rest_pass(source):
    assert qt_imports(source) == []
