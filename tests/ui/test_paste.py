"""Pasting big positions: the form and the explanation stay cheap to lay out (issue 12,
item 6); bench/bench_paste.py times it against a bare line edit."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QTextBrowser

from solvers import GAMES
from solvers.sentences import abbreviate
from ui.tab.number_field import FIELD_MAX_CHARS
from ui.tab.outcome import NUMBERS_SHOWN, WORDS_MAX_CHARS, describe_position

SOLVE_TIMEOUT_MS = 60_000


def _digits(rng: random.Random, count: int) -> str:
    return str(rng.randrange(1, 10)) + "".join(rng.choice("0123456789")
                                               for _ in range(count - 1))


def test_a_long_number_is_summarised_in_its_field_and_kept_exact(make_tab, qtbot):
    rng = random.Random(6)
    a, b = _digits(rng, 100_000), _digits(rng, 100_000)
    tab = make_tab("wythoff")
    with qtbot.waitSignal(tab.outcome_shown, timeout=SOLVE_TIMEOUT_MS):
        tab.set_position_text(f"{a} {b}")
    field_a, field_b = tab.form.field("a"), tab.form.field("b")
    assert len(field_a.text()) <= FIELD_MAX_CHARS
    assert len(field_b.text()) <= FIELD_MAX_CHARS
    assert "100,000" in field_a.placeholderText()
    assert field_a.isReadOnly()
    assert tab.form.tokens() == [a, b]
    field_b.setText("5")                      # an edit of the other field keeps a whole
    assert not field_b.isReadOnly()
    assert tab.form.tokens() == [a, "5"]
    assert tab.position_text().split() == [a, "5"]
    tab.set_position_text("5 9")              # short again: shown as typed, editable
    assert field_a.text() == "5" and not field_a.isReadOnly()
    assert "100,000" not in field_a.placeholderText()


def test_a_long_list_of_words_in_the_explanation_is_cut(make_tab, qtbot):
    rng = random.Random(7)
    cells = " ".join(map(str, sorted(rng.sample(range(1, 10**7), 100_000))))
    tab = make_tab("georgia-bob")
    with qtbot.waitSignal(tab.outcome_shown, timeout=SOLVE_TIMEOUT_MS):
        tab.set_position_text(cells)
    explanation = tab.findChild(QTextBrowser, "explanation")
    text = explanation.toPlainText()
    assert len(text) < 4 * WORDS_MAX_CHARS + 2_000, len(text)
    assert "more characters" in text
    assert tab.error is None and tab.form.tokens() == cells.split()


def test_a_pasted_list_is_summarised_and_read_back_whole(make_tab, qtbot):
    heaps = [str(n) for n in range(1, 10_001)]
    tab = make_tab("nim")
    with qtbot.waitSignal(tab.outcome_shown, timeout=SOLVE_TIMEOUT_MS):
        tab.set_position_text(" ".join(heaps))
    field = tab.form.field("heaps")
    assert field.box(0) is None               # summarised, not 10^4 boxes
    assert field.values() == heaps
    with qtbot.waitSignal(tab.outcome_shown, timeout=SOLVE_TIMEOUT_MS):
        tab.set_position_text("3 4 5")
    assert field.values() == ["3", "4", "5"] and field.box(2).text() == "5"


def shown_by_definition(spec, position, focus, options: bool = True) -> str:
    """describe_position's promise, written out plainly: every number when there are at
    most NUMBERS_SHOWN; else the two at each end and the five around `focus` (the first
    NUMBERS_SHOWN − 4 without one), "…" for each run left out; long numbers abbreviated;
    then the options."""
    numbers = position.numbers
    if len(numbers) <= NUMBERS_SHOWN:
        kept = range(len(numbers))
    else:
        ends = {0, 1, len(numbers) - 2, len(numbers) - 1}
        middle = (range(NUMBERS_SHOWN - 4) if focus is None
                  else [i for i in range(focus - 2, focus + 3) if 0 <= i < len(numbers)])
        kept = sorted(ends | set(middle))
    words = []
    for index in kept:
        if index > 0 and index - 1 not in kept:
            words.append("…")
        words.append(str(abbreviate(numbers[index])))
    if options:
        words += spec.words(position)[len(numbers):]
    return " ".join(words)


def test_a_long_position_is_shown_by_its_ends_and_what_a_move_changed():
    rng = random.Random(12)
    for game, option in (("nim", ""), ("hill", " --king 1")):
        spec = GAMES[game]
        for count in range(1, 3 * NUMBERS_SHOWN):
            numbers = sorted(rng.sample(range(1, 10 ** 3), count - 1) + [10 ** 50 + count])
            position = spec.parse(f"{' '.join(map(str, numbers))}{option}".split())
            for focus in (None, *range(count)):
                for options in (True, False):
                    assert (describe_position(spec, position, focus, options)
                            == shown_by_definition(spec, position, focus, options)), (
                        count, focus, options)
