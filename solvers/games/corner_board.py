"""HDU 1564: a piece starts in a corner of an N×N board and steps to unvisited neighbours.

A position is N, then the path the piece has taken so far as (row, column) pairs counted
from 1 ("4 1 2 2 2": right, then down). The start needs no search: the domino tiling
settles it for any N. A position in mid-game is decided exactly by the theorem on
undirected vertex geography (Fraenkel, Scheinerman and Ullman, 1993): the player to move
wins exactly when every maximum matching of the cells still open (the piece's cell
included) covers the piece's cell.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from .. import board_window
from ..judge_input import JudgeFormat, Lines, Reader
from ..legal import REACH_CAP
from ..matching import covered_by_every_maximum_matching, maximum_matching
from ..spec import (
    FIRST,
    SECOND,
    Analysis,
    GameSpec,
    InputError,
    IntListParam,
    IntParam,
    Move,
    Position,
    PositionTree,
    shown,
    text,
)

Cell = tuple[int, int]

#: Largest board on which a position in mid-game is solved by a matching over all N²
#: cells; bigger boards are decided on a corner window (board_window), exactly.
MID_GAME_LIMIT = 30


STEP = ("A move steps it to an orthogonally adjacent cell it has never visited (the start "
        "counts as visited).")
STUCK_LOSES = "Whoever cannot move loses."
DOMINOES = ("Cover the board with dominoes (2×1 tiles): whoever can always answer by stepping "
            "to the other cell of the domino just entered never runs out of moves.")
MID_GAME = ("In mid-game, pair off the cells not yet visited, plus the piece's cell, into as "
            "many dominoes as possible (a maximum matching): the player to move wins exactly "
            "when every such pairing covers the piece's cell.")


def path_cells(position: Position) -> list[Cell]:
    """The cells visited so far, 0-based (row, column), the starting corner first."""
    numbers = position.numbers[1:]
    return [(0, 0)] + [(numbers[i] - 1, numbers[i + 1] - 1) for i in range(0, len(numbers), 2)]


def neighbours(cell: Cell, n: int) -> Iterator[Cell]:
    row, col = cell
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < n and 0 <= c < n:
            yield r, c


def _validate(position: Position) -> None:
    n = position.numbers[0]
    steps = position.numbers[1:]
    if len(steps) % 2:
        raise InputError("path", text("the path is a list of (row, column) pairs: one number "
                                      "is left without its partner"), len(steps) - 1)
    if steps and n > MID_GAME_LIMIT and max(steps) > board_window.REACH:
        raise InputError("path", text("on boards over {limit}×{limit}, a path in mid-game is "
                                      "solved within rows and columns 1 to {reach}, not "
                                      "{number}", limit=MID_GAME_LIMIT,
                                      reach=board_window.REACH, number=shown(max(steps))),
                         max(range(len(steps)), key=steps.__getitem__))
    visited = {(0, 0)}
    here = (0, 0)
    for i in range(0, len(steps), 2):
        cell = (steps[i] - 1, steps[i + 1] - 1)
        where = text("step {number} to ({row}, {column})", number=i // 2 + 1,
                     row=shown(steps[i]), column=shown(steps[i + 1]))
        if not all(0 <= x < n for x in cell):
            raise InputError("path", text("{where} leaves the {n}×{n} board", where=where,
                                          n=n), i)
        if cell not in set(neighbours(here, n)):
            raise InputError("path", text("{where} is not next to the piece", where=where), i)
        if cell in visited:
            raise InputError("path", text("{where} goes back to a visited cell", where=where),
                             i)
        visited.add(cell)
        here = cell


def open_moves(position: Position) -> list[Cell]:
    n = position.numbers[0]
    cells = path_cells(position)
    visited = set(cells)
    return [cell for cell in neighbours(cells[-1], n) if cell not in visited]


def _reach(position: Position) -> int:
    """PositionTree.reaches_at_least: N^rows for the open rows a path can cross
    (_rows_to_cross), or for the open columns, whichever are more. From the start: 7^6 =
    117,649 on the 7×7 board (the 5×5 board reaches 153,745 positions, the bound says
    625), 8^7 on the 8×8 board: past the search's budget of 250,000, so larger boards are
    refused at once, not after 3-25 s of positions that grow a step at a time."""
    n = position.numbers[0]
    cells = path_cells(position)
    crossed = max(_rows_to_cross(cells, n), _rows_to_cross([(c, r) for r, c in cells], n))
    bound = 1
    for _ in range(crossed):
        bound *= n
        if bound > REACH_CAP:          # (a board may be 10^18 cells a side)
            break
    return bound


def _rows_to_cross(cells: list[Cell], n: int) -> int:
    """The rows below every visited cell, which are open, when the piece can walk to the
    lowest visited row through open cells above them (looked for within the visited
    columns and the open one beside them: any way further right passes that column, which
    is open down to that row; and the board may be 10^18 cells wide); else 0. From there a
    path can cross them row by row, walking along each to any of its N cells before it
    steps down: N choices a row, N^rows paths, each a position."""
    bottom = max(row for row, _ in cells)
    right = min(max(column for _, column in cells) + 1, n - 1)
    visited = set(cells)
    seen = {cells[-1]}
    waiting = [cells[-1]]
    while waiting:
        cell = waiting.pop()
        if cell[0] == bottom:
            return n - 1 - bottom
        for near in neighbours(cell, n):       # (above the lowest row: so is `near`)
            if near[1] <= right and near not in visited and near not in seen:
                seen.add(near)
                waiting.append(near)
    return 0


def step_to(position: Position, cell: Cell) -> Position:
    return position.with_numbers(position.numbers + (cell[0] + 1, cell[1] + 1))


def _moves(position: Position) -> Iterator[Move]:
    for cell in open_moves(position):
        yield _step(position, cell)


def _successors(position: Position) -> Iterator[Position]:
    """The positions after _moves, without their words (searches need only these)."""
    for cell in open_moves(position):
        yield step_to(position, cell)


def _legal_move(before: Position, after: Position) -> Move | None:
    numbers = after.numbers
    if (len(numbers) != len(before.numbers) + 2 or numbers[:-2] != before.numbers
            or after.options != before.options):
        return None
    cell = (numbers[-2] - 1, numbers[-1] - 1)
    return _step(before, cell) if cell in open_moves(before) else None


def _grid_side(cell: Cell) -> int:
    return (cell[0] + cell[1]) % 2


def _open_cells(position: Position) -> set[Cell]:
    n = position.numbers[0]
    visited = set(path_cells(position)[:-1])
    return {(r, c) for r in range(n) for c in range(n)} - visited


def _mover_wins(cells: set[Cell], here: Cell, n: int) -> bool:
    return covered_by_every_maximum_matching(cells, here, lambda c: neighbours(c, n))


def _step_words(cell: Cell) -> object:
    return text("step to row {row}, column {col}", row=cell[0] + 1, col=cell[1] + 1)


_DOMINO_HINT = text("pair the free cells into dominoes so that the piece's cell is always "
                    "paired, and step along its domino")


def _step(position: Position, cell: Cell) -> Move:
    return Move(step_to(position, cell), _step_words(cell), _DOMINO_HINT)


def domino_tiling(n: int) -> list[tuple[Cell, Cell]]:
    """The tiling behind the strategy at the start, as pairs of (row, col) cells.

    Even N: horizontal dominoes cover the whole board. Odd N: the first row, less its
    corner, is tiled horizontally and the even-sized rest of the board column by column,
    so every cell but the starting corner is covered.
    """
    dominoes = []
    if n % 2 == 0:
        for row in range(n):
            dominoes += [((row, col), (row, col + 1)) for col in range(0, n, 2)]
        return dominoes
    dominoes += [((0, col), (0, col + 1)) for col in range(1, n, 2)]
    for row in range(1, n, 2):
        dominoes += [((row, col), (row + 1, col)) for col in range(n)]
    return dominoes


def _solve_start(position: Position) -> Analysis:
    n = position.numbers[0]
    if n % 2 == 0:
        explanation = (
            text("N = {n} is even: dominoes cover the {cells} cells exactly, the start "
                 "included.", quote=DOMINOES, n=n, cells=n * n),
            text("The first player always steps to the other cell of the current domino, "
                 "which is never visited yet. The first player wins.", quote=STEP))
        # The corner and either neighbour form a domino of some tiling of the even board,
        # so both first steps keep a perfect tiling of what is left.
        moves = [_step(position, cell)
                 for cell in neighbours((0, 0), n)]
    else:
        explanation = (
            text("N = {n} is odd: dominoes cover the board less its starting corner ({cells} "
                 "cells) exactly.", quote=DOMINOES, n=n, cells=n * n - 1),
            text("Every step of the first player enters a domino and the second player "
                 "completes it, so the first player is the one who cannot move. The second "
                 "player wins.", quote=STUCK_LOSES))
        moves = []
    return Analysis("corner-board", position, FIRST if n % 2 == 0 else SECOND, moves,
                    explanation, {"n": n, "path": ((0, 0),)})


def solve(position: Position) -> Analysis:
    if len(position.numbers) == 1:
        return _solve_start(position)
    n = position.numbers[0]
    path = path_cells(position)
    here = path[-1]
    if n > MID_GAME_LIMIT:
        return _solve_big(position, path)
    cells = _open_cells(position)
    first = _mover_wins(cells, here, n)
    moves = [_step(position, cell) for cell in open_moves(position)
             if not _mover_wins(cells - {here}, cell, n)] if first else []
    mate = maximum_matching(cells, lambda c: neighbours(c, n), _grid_side)
    return _mid_game(position, path, first, moves, mate)


def _solve_big(position: Position, path: list[Cell]) -> Analysis:
    """A board over MID_GAME_LIMIT: decided exactly on a corner window (board_window)."""
    n = position.numbers[0]
    here, visited = path[-1], set(path[:-1])
    try:
        first, side = board_window.decide(n, visited, here, path)
        moves = [_step(position, cell) for cell in open_moves(position)
                 if first and not board_window.decide(n, visited | {here}, cell,
                                                      path + [cell])[0]]
    except board_window.Undecided:
        raise InputError("path", text("this position in mid-game cannot be decided on a "
                                      "board this big: play it on a smaller board")) from None
    cells = board_window.window_cells(side, visited)
    mate = maximum_matching(cells, lambda c: board_window.grid_neighbours(c, side),
                            _grid_side)
    return _mid_game(position, path, first, moves, mate)


def _mid_game(position: Position, path: list[Cell], first: bool, moves: list[Move],
              mate: dict) -> Analysis:
    n = position.numbers[0]
    here = path[-1]
    explanation = (
        text("The piece is on row {row}, column {col}, after {steps} step(s); {free} cells are "
             "still free.", quote=STEP, row=here[0] + 1, col=here[1] + 1, steps=len(path) - 1,
             free=n * n - len(path)),
        text("Some largest pairing leaves the piece's cell out: the second player wins."
             if not first else
             "Every largest pairing covers the piece's cell: the first player wins by "
             "stepping to a cell that some largest pairing of the rest leaves out.",
             quote=MID_GAME),
    )
    matching = tuple(sorted((a, b) for a, b in mate.items() if a < b))
    return Analysis("corner-board", position, FIRST if first else SECOND, moves, explanation,
                    {"n": n, "path": tuple(path), "matching": matching})


def _random_args(rng: random.Random, size: int) -> str:
    return str(rng.randrange(2, 4 + size // 2))


def _judge_hdu1564(reader: Reader) -> Lines:
    while (n := reader.next_or_end("n")) is not None and n != 0:
        yield "8600" if n % 2 == 0 else "ailyanlu"


def _small_positions() -> list[str]:
    # Boards of up to 4 from the start; the 5 x 5 board's 153,745 paths from its start
    # were most of the tests' exhaustive searches, so it is searched from three moves in.
    return [str(n) for n in range(1, 5)] + [
        "4 1 2", "4 1 2 2 2", "4 2 1 3 1 3 2", "3 1 2 2 2 2 1 3 1", "5 1 2 1 3 2 3",
        "5 1 2 2 2 2 1"]


SPEC = GameSpec(
    id="corner-board", title="Corner board", chinese="棋盘博弈",
    order=110,
    params=(IntParam("n", "Board size N", 4, minimum=1),
            IntListParam("path", "Path so far (row, column pairs)", (), item="path number",
                         minimum=1, min_count=0,
                         help="Empty at the start; a step is a row and a column")),
    solve=solve, tree=PositionTree(_moves, successors_of=_successors,
                                   reaches_at_least=_reach),
    legal_move=_legal_move, canvas="board", validate=_validate,
    rules=("A piece starts in a corner of an N×N board.", STEP, STUCK_LOSES),
    theory=(DOMINOES, MID_GAME),
    players=("8600", "ailyanlu"),
    example="4",
    random_args=_random_args,
    judge_formats=(JudgeFormat("hdu1564", "lines 'n' ended by 0 → 8600 / ailyanlu",
                               _judge_hdu1564, rank=2),),
    small_positions=_small_positions,
)
