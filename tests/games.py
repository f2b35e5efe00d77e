"""The games as the tests see them, read from the registry (no Qt here).

Per-game cases come from each game's own declaration (GameSpec.example and
.small_positions), so a new game is covered as soon as it is registered.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from solvers import GAMES
from solvers.spec import GameSpec, InputError, Position

#: The games with two players and a winner (they have a game tree to play and search).
TWO_PLAYER = [game for game, spec in GAMES.items() if spec.is_two_player]

#: How far extreme positions go: numbers of 18 zeros and of 1,000 digits, lists of
#: 100,000 items.
SCALES = (10**18, 10**999)
LONG_LIST = 100_000


def sample_positions(spec: GameSpec) -> list[Position]:
    """The game's example and the first of its small positions (usually an empty or
    finished game)."""
    first = next(iter(spec.small_positions()), None)
    texts = dict.fromkeys([spec.example, *([first] if first is not None else [])])
    return [spec.parse(args) for args in texts]


def extreme_positions(spec: GameSpec) -> list[str]:
    """ARGS of positions at the edges of the game, derived from its samples: the samples
    themselves, their numbers scaled to 19 and to 1,000 digits, and the example's lists
    grown to 100,000 items. Only what the game's own parser accepts is kept."""
    return [args for args, _ in extreme_cases(spec)]


#: game id -> (its spec, its extreme cases): kept for the whole run, as deriving and
#: parsing the lists of 100,000 items takes ~1.3 s a game and several test modules use
#: them. A game registered again under the same id is derived again.
_EXTREMES: dict[str, tuple[GameSpec, tuple[tuple[str, Position], ...]]] = {}


def extreme_cases(spec: GameSpec) -> list[tuple[str, Position]]:
    """(ARGS, the position the game's parser reads from them) of extreme_positions."""
    kept = _EXTREMES.get(spec.id)
    if kept is None or kept[0] is not spec:
        kept = _EXTREMES[spec.id] = (spec, tuple(_derive_extremes(spec)))
    return list(kept[1])


def _derive_extremes(spec: GameSpec) -> Iterator[tuple[str, Position]]:
    samples = sample_positions(spec)
    candidates = [scaled for position in samples for scaled in _scaled(position)]
    candidates += _long_lists(spec, samples[0])
    for args in dict.fromkeys(" ".join(spec.words(position)) for position in candidates):
        try:
            yield args, spec.parse(args)
        except InputError:
            continue


def _scaled(position: Position) -> Iterator[Position]:
    yield position
    for scale in SCALES:
        yield position.with_numbers(n * scale for n in position.numbers)


def _long_lists(spec: GameSpec, position: Position) -> Iterator[Position]:
    """Each list parameter with 100,000 items: mostly empty with the position's own items
    last (few winning moves, each a position of 10^5 numbers), or increasing (for a list
    that must be)."""
    at = 0
    for param in spec.positional_params:
        if param.width is not None:
            at += param.width
            continue
        before, items = position.numbers[:at], position.numbers[at:]
        padding = [param.minimum] * (LONG_LIST - len(items))
        yield position.with_numbers((*before, *padding, *items))
        yield position.with_numbers((*before, *(param.minimum + 1 + 3 * i
                                                for i in range(LONG_LIST))))


def _accepted(spec: GameSpec, args: str) -> bool:
    try:
        spec.parse(args)
    except InputError:
        return False
    return True


def other_position(spec: GameSpec) -> str:
    """ARGS of a position of the game other than its example: its last small position,
    a random one, or the example's numbers doubled."""
    small = [args for args in spec.small_positions() if args != spec.example]
    if small:
        return small[-1]
    rng = random.Random(spec.id)
    for size in range(1, 11):
        args = spec.format(spec.random_position(rng, size))
        if args != spec.example:
            return args
    example = spec.default_position()
    args = " ".join(spec.words(example.with_numbers(2 * n for n in example.numbers)))
    if args != spec.example and _accepted(spec, args):
        return args
    raise AssertionError(f"{spec.id}: no position other than the example")


def bad_inputs(spec: GameSpec) -> list[str]:
    """Inputs the game's parser refuses, derived from its example: each number made
    negative or a word, the last token left out, each option given twice."""
    tokens = spec.example.split()
    candidates = [" ".join(tokens[:-1])]
    for i, token in enumerate(tokens):
        if token.lstrip("-").isdigit():
            candidates += [" ".join([*tokens[:i], bad, *tokens[i + 1:]]) for bad in ("-1", "four")]
    for param in spec.params:
        if param.option is not None:
            candidates.append(f"{spec.example} {param.option} {param.option}")
    return [args for args in dict.fromkeys(candidates) if not _accepted(spec, args)]
