"""PySide's look at every module imported after it, answered without reading (a start-up
cost).

PySide 6 looks at each module imported once it is loaded, to learn whether the module
could switch on its `from __feature__ import ...` options (PYSIDE-2029): it reads the
module's source with inspect.getsource and looks for "PySide6" in it. A module that has it
gets "no feature" (0), any other "ignore this module" (-1), which leaves whatever the
module calling it selected. NimLab selects no feature, so "no feature" is right for every
module, whatever its source says (a module that selects one is set by PySide's import of
`__feature__` itself). inspect.getsource took 20-25 ms of the start for the 147 modules
the window imports (bench/bench_startup.py); reading their bytes instead, 2.5 ms.
"""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - loads the module whose check is replaced

#: Where PySide keeps the check (a private module: if it moves, its own check stays).
FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"


def selects_no_feature(module: ModuleType) -> bool:
    """PySide's question for `module` (does it use PySide?) answered yes: it then gets
    PySide's default, no feature."""
    return True


def quicken_pyside_import_check() -> None:
    """Put selects_no_feature in place of PySide's check."""
    feature = sys.modules.get(FEATURE_MODULE)
    if feature is not None and hasattr(feature, CHECK):
        setattr(feature, CHECK, selects_no_feature)
