"""Named games in QSettings: the group "named_games", key "games", a list of JSON texts
(solvers.named's dict form). Read with type=list; an empty list reads back as None."""

from __future__ import annotations

import json
from collections.abc import Iterable

from PySide6.QtCore import QSettings

from solvers import GAMES, named
from solvers.named import NamedGame
from solvers.spec import InputError

GROUP = "named_games"
KEY = "games"


def load(settings: QSettings) -> tuple[list[NamedGame], list[str]]:
    """(the named games kept in `settings`, a message for each entry that was refused).

    Games registered already are checked as their own (their names do not clash)."""
    settings.beginGroup(GROUP)
    value = settings.value(KEY, [], type=list)
    settings.endGroup()
    games: list[NamedGame] = []
    problems: list[str] = []
    seen = dict(GAMES)
    for number, entry in enumerate(value or [], 1):
        try:
            data = json.loads(str(entry))
            game = named.from_dict(data, {k: v for k, v in seen.items()
                                          if not (isinstance(data, dict)
                                                  and k == data.get("id"))})
        except (ValueError, InputError) as error:
            problems.append(f"{number}: {error}")
            continue
        games.append(game)
        seen[game.id] = named.make_spec(game)
    return games, problems


def save(settings: QSettings, games: Iterable[NamedGame]) -> None:
    settings.beginGroup(GROUP)
    settings.setValue(KEY, [json.dumps(game.to_dict(), ensure_ascii=False) for game in games])
    settings.endGroup()


def save_registered(settings: QSettings) -> None:
    """Keep the named games registered now."""
    save(settings, named.NAMED.values())


def register_saved(settings: QSettings) -> list[str]:
    """Register the kept named games that are not registered yet (call it before the
    window is made, so they get their tabs with the others); the messages of the refused."""
    games, problems = load(settings)
    for game in games:
        if game.id not in GAMES:
            named.register_named(game)
    return problems
