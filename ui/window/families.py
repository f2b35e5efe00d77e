"""Which family a game belongs to in the window's navigation, derived from its GameSpec.

No spec declares a family: it follows from what every spec declares already, so that a
game added later (or named by the user at run time) finds its group by itself.

- user: the rule is the user's, given in the position's options: the game has a
  `heap_rule` (the rule lab's families), is one in disguise (`reduces_to`: a named game),
  or has an option that is neither a number nor a flag (a rule typed as text or a set,
  like the two-pile games' `--take any --both 1,2`).
- nim: Nim itself, a game whose `reduces_to` chain leads to Nim (staircase Nim, Georgia
  and Bob, the hill, the card boxes), or the misère form of one (`misere-<id>`).
- take-away: a two-player game on the generic page whose position is a few counts (only
  single numbers and flags: Bash, Wythoff, Fibonacci Nim, Euclid).
- other: everything else (boards, coin circles, lists of positions, the pirates).
"""

from __future__ import annotations

from collections.abc import Mapping

from solvers.params import FlagParam, IntParam
from solvers.spec import GameSpec

NIM = "nim"
TAKE_AWAY = "take-away"
OTHER = "other"
USER = "user"
#: The families in the navigation's order.
FAMILIES = (NIM, TAKE_AWAY, OTHER, USER)
MISERE_PREFIX = "misere-"


def _chain(spec: GameSpec, games: Mapping[str, GameSpec]) -> list[GameSpec]:
    """`spec`, then the games it is a disguise of, in turn (a cycle stops the walk)."""
    chain = [spec]
    while chain[-1].reduces_to in games and len(chain) <= len(games):
        following = games[chain[-1].reduces_to]
        if following in chain:
            break
        chain.append(following)
    return chain


def _rule_in_options(spec: GameSpec) -> bool:
    return any(param.option is not None and not isinstance(param, IntParam | FlagParam)
               for param in spec.params)


def family(spec: GameSpec, games: Mapping[str, GameSpec]) -> str:
    """The family of `spec` among `games` (the registry): one of FAMILIES."""
    chain = _chain(spec, games)
    if any(game.heap_rule is not None or _rule_in_options(game) for game in chain):
        return USER
    if any(game.id == NIM for game in chain):
        return NIM
    plain = spec.id.removeprefix(MISERE_PREFIX)
    if plain != spec.id and plain in games and family(games[plain], games) == NIM:
        return NIM
    if (spec.is_two_player and spec.page == "game"
            and all(isinstance(param, IntParam | FlagParam) for param in spec.params)):
        return TAKE_AWAY
    return OTHER
