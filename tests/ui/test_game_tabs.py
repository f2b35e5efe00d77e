"""Every tab gives the solver's verdict and moves, typed as ARGS or field by field.

The truth is the brute-force engine: the verdict shown must match who wins with perfect
play, and the listed moves must be exactly the winning moves.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QListWidget

from solvers import GAMES
from tests.games import TWO_PLAYER
from tests.solvers.positions import small_positions
from tests.ui.helpers import wait_solved
from ui.tab.outcome import NUMBERS_SHOWN

#: Positions checked per game through the position line and through the form.
THROUGH_POSITION = 90
THROUGH_FORM = 25


def sample(positions: list, count: int, offset: int = 0) -> list:
    step = max(1, len(positions) // count)
    return positions[offset::step][:count]


def check_tab_shows(read, tab, spec, position, search) -> None:
    """The verdict and the move list of `tab` agree with brute force at `position`."""
    where = spec.format(position)
    state = spec.tree.start(position)
    mover_wins = search.mover_wins(state)
    shown = read.verdict(tab)
    assert shown.startswith("First player wins" if mover_wins else "Second player wins"), where
    assert tab.error is None, where
    analysis = spec.solve(position)
    texts, played = read.move_texts(tab), read.listed_moves(tab)
    assert len(texts) == len(analysis.moves), where
    for text, row_move, move in zip(texts, played, analysis.moves, strict=True):
        words, _, after = text.partition(" → ")
        assert words == str(move.text) == str(row_move.text), where
        assert row_move.after == move.after, where
        if len(move.after.numbers) <= NUMBERS_SHOWN:
            assert after == spec.format(move.after, options=False), where
    listed = {spec.tree.start(move.after) for move in played}
    if not mover_wins or not analysis.moves:
        assert not listed or mover_wins, where
        return
    winning = set(search.winning_successors(state))
    if analysis.moves_complete:
        assert listed == winning, where
    else:
        assert listed and listed <= winning, where


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_typed_positions_match_brute_force(game, make_tab, searches, read):
    spec, search = GAMES[game], searches[game]
    tab = make_tab(game)
    for position in sample(small_positions(game), THROUGH_POSITION):
        tab.set_position_text(spec.format(position))
        check_tab_shows(read, tab, spec, position, search)


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_form_positions_match_brute_force(game, make_tab, searches, read):
    spec, search = GAMES[game], searches[game]
    tab = make_tab(game)
    for position in sample(small_positions(game), THROUGH_FORM, offset=1):
        read.fill_form(tab, spec, position)
        check_tab_shows(read, tab, spec, position, search)
        assert read.position(tab).text() == spec.format(position)


@pytest.mark.parametrize("game", list(GAMES))
def test_tab_is_named_and_starts_at_the_example(game, make_tab, read):
    spec = GAMES[game]
    tab = make_tab(game)
    assert tab.objectName() == game
    assert read.position(tab).text() == spec.format(spec.parse(spec.example))
    assert read.verdict(tab)
    assert tab.canvas.objectName() == "canvas"
    assert tab.canvas.analysis is not None and not tab.canvas.stale


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_position_line_fills_the_form(game, make_tab):
    spec = GAMES[game]
    position = small_positions(game)[-1]
    tab = make_tab(game, spec.format(position))
    assert tab.form.tokens() == spec.format(position).split()


def test_verdict_wording_examples(make_tab, read):
    assert read.verdict(make_tab("nim", "3 4 5")).startswith("First player wins")
    assert read.verdict(make_tab("nim", "1 2 3")).startswith("Second player wins")
    assert read.verdict(make_tab("nim", "3 4 5")).endswith("the player to move can force a win")
    assert "whatever the player to move does" in read.verdict(make_tab("nim", "1 2 3"))


@pytest.mark.parametrize(("game", "problem", "first", "second"), [
    ("euclid", "HDU 1525", "Stan", "Ollie"), ("georgia-bob", "POJ 1704", "Georgia", "Bob"),
    ("hill", "HDU 4315", "Alice", "Bob"), ("misere-nim", "POJ 3480", "John", "Brother")])
def test_a_problems_names_for_the_players_are_introduced_once(make_tab, read, game, problem,
                                                              first, second):
    tab = make_tab(game)
    rules = tab.findChild(QLabel, "rules").text()
    assert f"In {problem} the first player is called {first} and the second {second}." in rules
    assert first not in read.verdict(tab) and second not in read.verdict(tab)


def test_move_words_read_plainly(make_tab, read):
    assert read.move_texts(make_tab("nim", "3 4 5")) == ["take 2 from heap 1 → 1 4 5"]
    assert read.move_texts(make_tab("bash", "10 3")) == ["take 2 → 8 3"]


def test_playing_a_move_moves_to_its_position(make_tab, read):
    tab = make_tab("nim", "3 4 5")
    moves = read.moves(tab)
    moves.itemActivated.emit(moves.item(0))
    assert read.position(tab).text() == "1 4 5"
    assert read.verdict(tab).startswith("Second player wins")
    assert read.field(tab, "heaps").values() == ["1", "4", "5"]


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_an_activated_row_plays_the_move_it_names(qtbot, make_tab, read, game):
    """The last row of the longest list of winning moves among small positions plays the
    move its words name, to the position its words end with."""
    spec = GAMES[game]
    position = max(small_positions(game)[:300], key=lambda p: len(spec.solve(p).moves))
    tab = make_tab(game, spec.format(position))
    tab.play._computer.setChecked(False)
    wait_solved(qtbot, tab)
    moves = read.moves(tab)
    row = moves.count() - 1
    words, _, after = moves.item(row).text().partition(" → ")
    moves.itemActivated.emit(moves.item(row))
    wait_solved(qtbot, tab)
    played = tab.play.moves_played
    assert len(played) == 1 and str(played[0].text) == words
    reached = spec.parse(read.position(tab).text())
    assert reached == played[0].after and spec.format(reached, options=False) == after
    assert reached in {move.after for move in spec.solve(position).moves}


def test_selecting_a_move_highlights_it_on_the_canvas(make_tab, read):
    tab = make_tab("nim", "1 2 4 8")
    read.moves(tab).setCurrentRow(0)
    assert tab.canvas.highlighted_move == 0


def test_moves_heading_counts_the_moves(make_tab):
    tab = make_tab("nim", "1 2 4 8")
    assert tab.findChild(QLabel, "moves_heading").text() == "Winning moves (1):"
    tab.set_position_text("1 1")
    assert tab.findChild(QLabel, "moves_heading").text().startswith("No winning move")


def test_a_long_position_after_a_move_keeps_the_changed_number_in_view(make_tab, read):
    tab = make_tab("nim", " ".join(["1"] * 40 + ["3"]))     # XOR 3: only heap 41 can fix it
    first = read.move_texts(tab)[0]
    words, _, after = first.partition(" → ")
    assert words == "take 3 from heap 41"
    assert after.split()[-1] == "0" and "…" in after
    assert read.listed_moves(tab)[0].after.numbers[-1] == 0


@pytest.mark.parametrize("game", [game for game in TWO_PLAYER
                                  if any(param.option for param in GAMES[game].params)])
def test_move_lists_write_no_options(qtbot, make_tab, game):
    """A move never changes a game's options (its rules), so the winning and legal moves
    name only the numbers after them: no "--king 2" after every hill move."""
    spec = GAMES[game]
    position = next(p for p in reversed(small_positions(game))
                    if spec.words(p) != list(map(str, p.numbers)) and spec.solve(p).moves)
    tab = make_tab(game, spec.format(position))
    wait_solved(qtbot, tab)
    lists = [tab.findChild(QListWidget, name) for name in ("moves", "legal_moves")]
    texts = [widget.item(row).text() for widget in lists for row in range(widget.count())]
    assert any("→" in text for text in texts), texts
    assert not [text for text in texts if "--" in text]
