"""Issue 11: a game's id is written only in its own modules, its solver module and its
canvas module; everything else reads what it needs from the game's GameSpec.

Checked on the source with `ast`: every string constant in ui/ and solvers/ (docstrings
aside) that is a built-in game's id. Translations are data, not code, and are not read.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from solvers import GAMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("ui", "solvers")


def own_modules(game: str) -> set[Path]:
    """The files that may name `game`: the module declaring its SPEC and its canvas's."""
    spec = GAMES[game]
    declaring = next(module for module in sys.modules.values()
                     if getattr(module, "SPEC", None) is spec)
    return {Path(declaring.__file__).resolve(),
            (ROOT / "ui" / "canvases" / f"{spec.canvas}.py").resolve()}


def string_constants(source: str) -> list[tuple[int, str]]:
    """(line, value) of every string constant in `source` that is not a docstring."""
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                       ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings]


def id_literals(games: dict[str, set[Path]]) -> list[str]:
    """"path:line: id" of every game id written outside that game's own modules."""
    found = []
    for path in sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py")):
        for line, value in string_constants(path.read_text(encoding="utf-8")):
            if value in games and path.resolve() not in games[value]:
                found.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {value!r}")
    return found


def test_no_game_id_is_written_outside_its_own_modules():
    games = {game: own_modules(game) for game in GAMES}
    assert len(games) >= 16
    found = id_literals(games)
    assert not found, "game ids outside their modules:\n" + "\n".join(found)


def test_the_check_finds_an_id_in_code_and_not_in_a_docstring(tmp_path, monkeypatch):
    module = tmp_path / "ui" / "stray.py"
    module.parent.mkdir()
    module.write_text('"""Mentions "nim" in words."""\n\nif game == "nim":\n    pass\n',
                      encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert id_literals({"nim": set()}) == ["ui/stray.py:3: 'nim'"]
