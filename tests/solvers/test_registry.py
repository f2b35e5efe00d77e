"""The registry finds the built-in games on its own: a game is its module in solvers/games."""

from __future__ import annotations

import sys
from pathlib import Path

from solvers import GAMES, built_in_games, games

GAMES_FOLDER = Path(games.__file__).parent


def game_modules() -> list[str]:
    return sorted(path.stem for path in GAMES_FOLDER.glob("*.py") if path.stem != "__init__")


def test_every_module_in_the_games_folder_is_a_registered_game_in_its_declared_order():
    declared = [sys.modules[f"solvers.games.{name}"].SPEC for name in game_modules()]
    built_in = list(GAMES.values())[:len(declared)]
    assert {spec.id for spec in built_in} == {spec.id for spec in declared}
    assert [spec.order for spec in built_in] == sorted(spec.order for spec in declared)
    assert built_in[0].id == "bash" and built_in[-1].id == "two-heap"


def test_a_module_added_to_the_games_folder_is_found_at_its_place(tmp_path, monkeypatch):
    toys = {"toy_placed": "order=15", "toy_unplaced": "order=None"}
    for name, order in toys.items():
        (tmp_path / f"{name}.py").write_text(
            "from dataclasses import replace\n"
            "from solvers.games.nim import SPEC as NIM\n"
            f"SPEC = replace(NIM, id={name!r}, {order})\n", encoding="utf-8")
        monkeypatch.delitem(sys.modules, f"solvers.games.{name}", raising=False)
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    try:
        ids = [spec.id for spec in built_in_games()]
    finally:
        for name in toys:
            sys.modules.pop(f"solvers.games.{name}", None)
    assert ids[:3] == ["bash", "toy_placed", "wythoff"]
    assert ids[-2:] == ["two-heap", "toy_unplaced"]
    assert len(ids) == len(game_modules()) + 2
