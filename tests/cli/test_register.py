"""A game defined at run time: registered, it is solved by the command line, judged, and
added to sums like a built-in one; unregistered, it is gone."""

from __future__ import annotations

import json

import pytest

import solvers
from solvers import FIRST, GAMES, SECOND
from solvers.cli import main as cli_main
from solvers.judge import FORMATS
from solvers.judge_input import JudgeFormat, Lines, Reader
from solvers.params import IntParam
from solvers.search import Search
from solvers.spec import Analysis, GameSpec, Move, MoveList, Position, PositionTree, text
from solvers.sums import analyse_sum, parse_sum, sum_games
from tests.solvers.positions import small_positions

GAME = "take-one-or-two"


def _take(position: Position, amount: int) -> Move:
    return Move(position.with_numbers([position.numbers[0] - amount]),
                text("take {amount}", amount=amount))


def _moves(position: Position):
    return (_take(position, a) for a in (1, 2) if a <= position.numbers[0])


def _solve(position: Position) -> Analysis:
    n = position.numbers[0]
    moves = MoveList(1 if n % 3 else 0, lambda i: _take(position, n % 3))
    return Analysis(GAME, position, FIRST if n % 3 else SECOND, moves,
                    (text("N = {n}: leave a multiple of 3.", n=n),), {"grundy": n % 3})


def _grundy_move(position: Position, target: int) -> Move | None:
    amount = (position.numbers[0] - target) % 3
    return _take(position, amount) if amount and amount <= position.numbers[0] else None


def _judge(reader: Reader) -> Lines:
    while not reader.at_end():
        yield "first" if reader.next("n") % 3 else "second"


SPEC = GameSpec(
    id=GAME, title="Take one or two", chinese="", params=(IntParam("n", "Objects N", 7),),
    solve=_solve, tree=PositionTree(_moves), canvas="pile",
    rules=("Take one or two objects from one heap; whoever takes the last wins.",),
    theory=("The player to move loses exactly on a multiple of 3.",),
    example="7",
    grundy=lambda position: position.numbers[0] % 3, grundy_move=_grundy_move,
    judge_formats=(JudgeFormat("take-one-or-two", "'n' until the end → first / second",
                               _judge, rank=100),),
    small_positions=lambda: [str(n) for n in range(16)],
)


@pytest.fixture
def registered():
    solvers.register(SPEC)
    try:
        yield SPEC
    finally:
        solvers.unregister(GAME)


def solve_json(capsys, *args: str) -> dict:
    assert cli_main(["solve", *args, "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return json.loads(captured.out)


def test_the_command_line_solves_it_as_brute_force_does(registered, capsys):
    search = Search(registered.tree)
    positions = small_positions(GAME)
    assert len(positions) == 16
    for position in positions:
        result = solve_json(capsys, GAME, *registered.format(position).split())
        assert result["game"] == GAME
        assert result["winner"] == (FIRST if search.mover_wins(position) else SECOND)
        assert sorted(result["moves"]) == sorted(
            list(p.numbers) for p in search.winning_successors(position))


def test_it_is_judged_and_added_to_sums(registered, capsys, tmp_path):
    assert GAME in FORMATS
    path = tmp_path / "in.txt"
    path.write_text("3 4 5\n")
    assert cli_main(["judge", GAME, str(path)]) == 0
    assert capsys.readouterr().out == "second\nfirst\nfirst\n"
    assert GAME in sum_games()
    result = analyse_sum(parse_sum(f"{GAME} 5 + nim 2"))
    assert result.values == (2, 2) and result.winner == SECOND
    result = analyse_sum(parse_sum(f"{GAME} 4 + nim 3"))
    assert result.values == (1, 3) and result.winner == FIRST
    index, move = result.move
    assert index == 1 and move.after.numbers == (1,)


def test_unregistered_it_is_gone(capsys):
    solvers.register(SPEC)
    solvers.unregister(GAME)
    assert GAME not in GAMES and GAME not in sum_games() and GAME not in FORMATS
    assert cli_main(["solve", GAME, "3"]) == 2
    assert GAME in capsys.readouterr().err
