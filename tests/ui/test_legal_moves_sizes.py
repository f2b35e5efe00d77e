"""The legal-moves list judges by how many moves there are, not by the numbers' size: a
Bash pile of 2,000 digits lists its three moves, shortened; a position of 10^5 heaps lists
its first moves without holding the window."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QListWidget

from solvers import GAMES
from tests.ui.helpers import PauseMeter
from ui.play.legal_moves import LEGAL_NUMBERS_HELD, LegalMovesList, listable

WAIT_MS = 30_000
#: Only a freeze fails: the shared cores make a tighter bound flaky (see test_budgets.py).
PAUSE_BOUND_MS = 1500
#: A shortened row: the move, a few numbers and the ends of a list, whatever its size.
SHORT_ROW_CHARS = 200


def rows(legal: QListWidget) -> list[str]:
    return [legal.item(row).text() for row in range(legal.count())]


def listed(qtbot, spec, args: str) -> LegalMovesList:
    legal = LegalMovesList(spec)
    qtbot.addWidget(legal)
    legal.show_position(spec.parse(args))
    qtbot.waitUntil(lambda: not legal.listing, timeout=WAIT_MS)
    return legal


def test_a_bash_pile_of_2000_digits_lists_its_three_moves(qtbot):
    spec = GAMES["bash"]
    n = int("7" * 2000)
    assert not listable(spec.parse(f"{n} 3"))
    legal = listed(qtbot, spec, f"{n} 3")
    texts = rows(legal)
    assert len(texts) == 3, texts
    for taken, text in enumerate(texts, 1):
        assert text.startswith(f"take {taken} → 777777777777…"), text
        assert "(2,000 digits) 3" in text and len(text) < SHORT_ROW_CHARS
    with qtbot.waitSignal(legal.move_activated) as blocker:
        legal.itemActivated.emit(legal.item(2))
    assert blocker.args[0].after == spec.parse(f"{n - 3} 3")


def test_the_tab_plays_a_listed_move_of_a_2000_digit_pile(make_tab, qtbot):
    n = 10**1999 + 5
    tab = make_tab("bash", f"{n} 3")
    qtbot.waitUntil(lambda: not tab.busy and tab.outcome is not None, timeout=WAIT_MS)
    legal = tab.findChild(QListWidget, "legal_moves")
    qtbot.waitUntil(lambda: legal.count() == 3 and not legal.listing, timeout=WAIT_MS)
    legal.itemActivated.emit(legal.item(0))
    position = tab.findChild(QLineEdit, "position")
    qtbot.waitUntil(lambda: position.text() == f"{n - 1} 3", timeout=WAIT_MS)


def test_few_moves_of_a_position_of_100000_heaps_are_all_listed(qtbot):
    spec = GAMES["nim"]
    args = " ".join(["0"] * 99_999 + ["3"])
    legal = listed(qtbot, spec, args)
    texts = rows(legal)
    assert [text.split(" → ")[0] for text in texts] == [
        "take 1 from heap 100000", "take 2 from heap 100000", "take 3 from heap 100000"]
    assert all(len(text) < SHORT_ROW_CHARS for text in texts)


def test_many_moves_of_a_position_of_100000_heaps_do_not_hold_the_window(qtbot):
    spec = GAMES["nim"]
    args = " ".join(["5"] * 100_000)
    legal = LegalMovesList(spec)
    qtbot.addWidget(legal)
    legal.show()
    qtbot.waitExposed(legal)
    meter = PauseMeter()
    meter.start()
    legal.show_position(spec.parse(args))
    qtbot.waitUntil(lambda: not legal.listing, timeout=WAIT_MS)
    meter.stop()
    print(f"longest pause of the window: {meter.longest_ms} ms")
    assert meter.longest_ms < PAUSE_BOUND_MS
    texts = rows(legal)
    shown = LEGAL_NUMBERS_HELD // 100_000
    assert len(texts) == shown + 1 and texts[-1].startswith("… more moves")
    assert texts[0].startswith("take 1 from heap 1 → 4 5 5")
    assert all(len(text) < SHORT_ROW_CHARS for text in texts)


def test_small_positions_are_still_written_exactly(qtbot):
    spec = GAMES["nim"]
    legal = listed(qtbot, spec, f"{2**200} 1")
    assert listable(spec.parse(f"{2**200} 1"))
    assert rows(legal)[:2] == [f"take 1 from heap 1 → {2**200 - 1} 1",
                               f"take 1 from heap 2 → {2**200} 0"]
