"""PySide's look at each module imported after the window's package (ui.window.import_check):
every module gets PySide's default, no feature, and none is read for it."""

from __future__ import annotations

import sys

import ui.window  # noqa: F401 - puts the quick answer in place

FEATURE = sys.modules["shibokensupport.feature"]


def test_a_module_without_pyside_in_its_source_gets_no_feature_and_is_not_read(
        tmp_path, monkeypatch):
    (tmp_path / "plain_for_feature_check.py").write_text("VALUE = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "plain_for_feature_check", raising=False)
    read: list[str] = []
    monkeypatch.setattr("inspect.getsource", lambda module: read.append(module.__name__))
    __import__("plain_for_feature_check")   # (PySide hooks __import__, not importlib)
    # PySide's own check would read the source and, finding no "PySide6", ignore it (-1).
    assert FEATURE.pyside_feature_dict["plain_for_feature_check"] == 0
    assert read == []

