"""Starting NimLab: the display check, unknown commands, and the screenshot command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from solvers import GAMES
from ui.window.app import display_problem, run, screenshot_command

pytestmark = pytest.mark.heavy

ROOT = Path(__file__).resolve().parents[2]


def without_display() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    return env


@pytest.mark.parametrize("environ, fine", [
    ({}, False),
    ({"QT_QPA_PLATFORM": "offscreen"}, True),
    ({"QT_QPA_PLATFORM": "minimal"}, True),
    ({"QT_QPA_PLATFORM": "xcb"}, False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, True),
    ({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, True),
    ({"DISPLAY": ":0"}, True),
    ({"DISPLAY": ":7"}, False),
])
def test_display_problem_names_the_way_out(environ, fine):
    reachable = {":0": True, ":7": False}
    problem = display_problem(environ, "linux", lambda display: reachable[display])
    if fine:
        assert problem is None
    else:
        assert problem and "QT_QPA_PLATFORM=offscreen" in problem and "\n" not in problem


def test_other_systems_always_have_a_display():
    assert display_problem({}, "win32") is None
    assert display_problem({}, "darwin") is None


def test_without_a_display_main_says_how_to_get_one():
    result = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=without_display(),
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "QT_QPA_PLATFORM=offscreen" in lines[0]
    assert "core dumped" not in result.stderr.lower()


def test_unknown_command_is_refused(capsys):
    assert run(["frobnicate"]) == 2
    assert "unknown command 'frobnicate'" in capsys.readouterr().err


def test_screenshots_of_every_tab(tmp_path, capsys, quick_legal_list, quick_values):
    assert screenshot_command([str(tmp_path / "shots")]) == 0
    written = capsys.readouterr().out.split()
    assert [Path(path).name for path in written] == [f"{game}.png" for game in GAMES] + [
        "sum.png"]
    for path in written:
        image = QImage(path)
        assert not image.isNull() and image.width() >= 800 and image.height() >= 600


def test_screenshot_of_one_tab_at_a_position(tmp_path, capsys):
    assert screenshot_command([str(tmp_path), "hill", "1", "3", "5", "--king", "2"]) == 0
    assert capsys.readouterr().out.split() == [str(tmp_path / "hill.png")]
    assert not QImage(str(tmp_path / "hill.png")).isNull()


def test_screenshot_of_the_sum_of_games_at_a_position(tmp_path, capsys):
    assert screenshot_command([str(tmp_path), "sum", "nim", "3", "4", "+", "bash", "10", "3"]) == 0
    assert capsys.readouterr().out.split() == [str(tmp_path / "sum.png")]
    assert not QImage(str(tmp_path / "sum.png")).isNull()


@pytest.mark.parametrize("args, words", [
    ([], "name a directory"),
    (["--size", "1024x700"], "name a directory"),
    (["{dir}", "chess"], "unknown game 'chess'"),
    (["{dir}", "nim", "3", "x"], "nim: heap 2: 'x' is not a whole number"),
    (["{dir}", "sum", "nim", "3", "+", "chess", "1"], "sum: part 2: "),
])
def test_screenshot_refuses_bad_arguments_in_one_line(tmp_path, capsys, args, words):
    args = [arg.format(dir=tmp_path) for arg in args]
    assert screenshot_command(args) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def test_screenshot_help_prints_the_usage_and_makes_no_directory(tmp_path, capsys,
                                                                 monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert screenshot_command(["--help"]) == 0
    assert "screenshot DIR" in capsys.readouterr().out
    assert not any(tmp_path.iterdir())


def test_screenshot_command_from_the_command_line(tmp_path):
    env = without_display()
    result = subprocess.run([sys.executable, "main.py", "screenshot", str(tmp_path), "nim",
                             "3", "4", "5"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [str(tmp_path / "nim.png")]
    assert not QImage(str(tmp_path / "nim.png")).isNull()
