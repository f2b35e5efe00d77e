"""Named games: a family's game with its rule fixed plays exactly like the family with
that rule; its JSON form reads back; bad names and rules are refused in words."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers import GAMES, named
from solvers.search import Search
from solvers.spec import SECOND, InputError, Position

RULES = [("subtraction", "--set 1 3 4"), ("subtraction", "--set 2 5 --all-but"),
         ("subtraction", "--set 1 2 --misere"), ("octal", "--code 0.77"),
         ("octal", "--code 0.137"), ("octal", "--code hex:0.F")]


@pytest.fixture
def register():
    """Register named games for one test; forgotten afterwards."""
    made: list[str] = []

    def make(name: str, family: str, rule: str):
        game = named.define(name, family, rule)
        spec = named.register_named(game)
        made.append(game.id)
        return game, spec
    yield make
    for game in made:
        if game in named.NAMED:
            named.forget(game)


def _same_as_family(spec, family, rule, heaps):
    mine = spec.solve(Position(tuple(heaps)))
    theirs = GAMES[family].solve(GAMES[family].parse(
        " ".join(map(str, heaps)) + " " + rule))
    assert mine.winner == theirs.winner, heaps
    assert sorted(m.after.numbers for m in mine.moves) == sorted(
        m.after.numbers for m in theirs.moves), heaps
    assert all(m.after.options == () for m in mine.moves)
    assert [str(m.text) for m in mine.moves] == [str(m.text) for m in theirs.moves]
    assert mine.game == spec.id and mine.position.options == ()
    reduction = mine.facts["reduction"]
    assert reduction.game == family and reduction.position == theirs.position
    return mine


@pytest.mark.parametrize("family, rule", RULES)
def test_a_named_game_solves_like_its_family_on_random_positions(register, family, rule):
    import random

    _, spec = register(f"Game {family} {rule}", family, rule)
    rng = random.Random(13)
    misere = "--misere" in rule
    for _ in range(60):
        count = rng.randrange(1, 3 if misere else 5)
        heaps = [rng.randrange(0, 12 if misere else 60) for _ in range(count)]
        _same_as_family(spec, family, rule, heaps)


@given(st.lists(st.integers(0, 40), min_size=0, max_size=4))
@settings(max_examples=60, deadline=None)
def test_kayles_by_name_is_kayles_for_any_heaps(heaps):
    game = named.NamedGame("Kayles by name", "octal", "--code 0.77", "user-kayles-by-name")
    spec = named.make_spec(game)
    _same_as_family(spec, "octal", "--code 0.77", heaps)


def test_small_positions_against_brute_force(register):
    for family, rule in (("subtraction", "--set 1 3 4 --misere"), ("octal", "--code 0.07")):
        _, spec = register(f"Brute {family}", family, rule)
        search = Search(spec.tree)
        positions = [spec.parse(args) for args in spec.small_positions()]
        assert len(positions) > 40
        for position in positions:
            analysis = spec.solve(position)
            assert (analysis.winner != SECOND) == search.mover_wins(position), position
            for move in analysis.moves:
                assert not search.mover_wins(move.after), (position, move.after)
                assert spec.legal_move(position, move.after) is not None


def test_huge_heaps_after_a_proved_period(register):
    _, spec = register("Big Kayles", "octal", "--code 0.77")
    heap = 10 ** 100 + 7
    analysis = spec.solve(spec.parse(f"{heap} 3"))
    theirs = GAMES["octal"].solve(GAMES["octal"].parse(f"{heap} 3 --code 0.77"))
    assert analysis.winner == theirs.winner
    assert spec.grundy(spec.parse(f"{heap}")) == GAMES["octal"].grundy(
        GAMES["octal"].parse(f"{heap} --code 0.77"))


def test_the_spec_is_the_family_without_the_rule(register):
    game, spec = register("Dawson's chess", "octal", "--code 0.137")
    assert spec.id == "user-dawson-s-chess" == game.id
    assert spec.title == "Dawson's chess"
    assert [p.name for p in spec.params] == ["heaps"]
    assert spec.reduces_to == "octal" and spec.canvas == GAMES["octal"].canvas
    assert spec.format(spec.parse("3 5")) == "3 5"
    with pytest.raises(InputError):
        spec.parse("3 --code 0.77")         # the rule is not an option any more
    assert GAMES[game.id] is spec
    assert spec.rules[-1].endswith("with the rule --code 0.137.")


def test_misere_games_stay_out_of_sums(register):
    _, spec = register("Misère 134", "subtraction", "--set 1 3 4 --misere")
    assert spec.grundy is None and not spec.in_sums
    _, normal = register("Normal 134", "subtraction", "--set 1 3 4")
    assert normal.grundy is not None and normal.in_sums
    assert normal.grundy(normal.parse("7")) == GAMES["subtraction"].grundy(
        GAMES["subtraction"].parse("7 --set 1 3 4"))


def test_json_round_trip():
    for family, rule in RULES:
        game = named.define(f"Round {rule}", family, rule)
        again = named.from_dict(game.to_dict())
        assert again == game
    # The rule is kept as the family writes it, so equal rules are equal.
    game = named.define("Spaces", "subtraction", "--set  4 1  3")
    assert game.rule == "--set 1 3 4"
    assert named.from_dict(game.to_dict()).same_game(named.define("Other", "subtraction",
                                                                  "--set 1 3 4"))


def test_ids_are_unique_and_plain():
    assert named.new_id("Kayles 2", {}) == "user-kayles-2"
    assert named.new_id("Kayles", {"user-kayles": None}) == "user-kayles-2"
    assert named.new_id("Élan vital!", {}) == "user-elan-vital"
    chinese = named.new_id("取石子", {})
    assert chinese.startswith("user-g") and chinese.isascii()


@pytest.mark.parametrize("name, family, rule, field, words", [
    ("", "octal", "--code 0.77", "name", "empty"),
    ("   ", "octal", "--code 0.77", "name", "empty"),
    ("x" * 41, "octal", "--code 0.77", "name", "at most 40"),
    ("a\x1bb", "octal", "--code 0.77", "name", "control characters"),
    ("nim", "octal", "--code 0.77", "name", "called 'Nim' already"),
    ("Good", "chess", "--code 0.77", "family", "not 'chess'"),
    ("Good", "octal", "--code 0.9", "rule", "not an octal digit"),
    ("Good", "octal", "", "rule", "missing"),
    ("Good", "subtraction", "--set", "rule", "at least one number"),
    ("Good", "subtraction", "--set 0 2", "rule", "at least 1"),
    ("Good", "subtraction", "5 --set 1", "rule", "holds heaps"),
    ("Good", "subtraction", "--set 1 --code 2", "rule", "unknown option"),
    ("Good", "subtraction", "--set " + "1 " * 200, "rule", "at most 200"),
])
def test_bad_names_and_rules_are_refused_in_words(name, family, rule, field, words):
    with pytest.raises(InputError) as caught:
        named.define(name, family, rule)
    assert caught.value.field == field
    assert words in caught.value.message


def test_a_duplicate_name_is_refused(register):
    register("My Game", "octal", "--code 0.77")
    with pytest.raises(InputError, match="called 'My Game' already"):
        named.define("my   game", "subtraction", "--set 1 2")


@pytest.mark.parametrize("data, words", [
    ([], "is an object"),
    ({"name": "A", "family": "octal", "rule": "--code 0.77"}, "\"id\" must be text"),
    ({"name": "A", "family": "octal", "rule": "--code 0.77", "id": "nim"}, "not the id"),
    ({"name": "A", "family": "octal", "rule": "--code 0.8", "id": "user-a"}, "octal digit"),
    ({"name": 5, "family": "octal", "rule": "--code 0.7", "id": "user-a"}, "must be text"),
])
def test_bad_json_is_refused_in_words(data, words):
    with pytest.raises(InputError, match=words):
        named.from_dict(data)


def test_forget_removes_the_game(register):
    game, _ = register("Short lived", "octal", "--code 0.07")
    named.forget(game.id)
    assert game.id not in GAMES and named.named_game(game.id) is None
    with pytest.raises(KeyError):
        named.forget("nim")            # a built-in game is not forgotten
    assert "nim" in GAMES


def test_every_game_travels_to_another_process_by_its_recipe(register):
    """Games pickle as the way to make them again (their functions are closures): a game of
    the registry by its id, a named game from its name and rule, even where it is not
    registered (a child process knows only the built-in games)."""
    for spec in GAMES.values():
        assert pickle.loads(pickle.dumps(spec)) is spec
    game, spec = register("Kayles pickled", "octal", "--code 0.77")
    named.forget(game.id)
    copy = pickle.loads(pickle.dumps(spec))
    assert copy is not spec and copy.id == spec.id and copy.title == "Kayles pickled"
    for heaps in [(1,), (4, 5), (3, 7, 9), (10, 2)]:
        position = Position(heaps)
        assert copy.solve(position).winner == spec.solve(position).winner
        assert [m.after for m in copy.solve(position).moves] == \
            [m.after for m in spec.solve(position).moves]
