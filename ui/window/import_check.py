"""PySide's look at every module imported after it, made cheap (a start-up cost).

PySide 6 looks at each module imported once it is loaded, to learn whether the module
could switch on its `from __feature__ import ...` options (PYSIDE-2029): it reads the
module's source with inspect.getsource and looks for "PySide6" in it. inspect.getsource
decodes the file through tokenize, splits it into lines and keeps them in linecache for
the life of the process. For the 147 modules the window imports that took 20-25 ms of the
start (bench/bench_startup.py); looking for the same bytes in the file takes 5 ms.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - loads the module whose check is replaced

#: Where PySide keeps the check (a private module: if it moves, its own check stays).
FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"

ModuleCheck = Callable[[ModuleType], bool]


def quick_check(pyside_check: ModuleCheck) -> ModuleCheck:
    """PySide's answer for `module`, read from its .py file's bytes (PySide's own check
    for a module without one)."""
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return pyside_check(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return pyside_check(module)

    uses_pyside.pyside_check = pyside_check
    return uses_pyside


def quicken_pyside_import_check() -> None:
    """Put quick_check in place of PySide's check, once."""
    feature = sys.modules.get(FEATURE_MODULE)
    pyside_check = getattr(feature, CHECK, None)
    if pyside_check is None or hasattr(pyside_check, "pyside_check"):
        return
    setattr(feature, CHECK, quick_check(pyside_check))
