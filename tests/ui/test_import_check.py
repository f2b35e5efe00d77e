"""ui.window.import_check: PySide's look at each imported module, answered from the file's
bytes, says what PySide's own check says."""

from __future__ import annotations

import sys

import pytest

import ui.window.app  # the window package puts the quick check in place
from ui.window.import_check import CHECK, FEATURE_MODULE, quick_check


def pyside_check():
    return getattr(sys.modules[FEATURE_MODULE], CHECK)


def test_the_window_package_puts_the_quick_check_in_place_once():
    check = pyside_check()
    assert hasattr(check, "pyside_check")
    ui.window.quicken_pyside_import_check()
    assert pyside_check() is check


# PySide's own check asks for the source of modules without one, such as the built-in ones.
@pytest.mark.filterwarnings("ignore:BuiltinImporter.module_repr:DeprecationWarning")
def test_the_quick_check_answers_as_pyside_does_for_every_loaded_module():
    own = pyside_check().pyside_check
    quick = quick_check(own)
    modules = list(sys.modules.values())
    answers = {module.__name__: quick(module) for module in modules}
    assert answers == {module.__name__: own(module) for module in modules}
    assert answers["ui.window.app"] and not answers["solvers.spec"] and not answers["sys"]
