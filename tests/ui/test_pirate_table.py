"""The pirates' table: every row as the solver says, lazily, for any N."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTableView

from solvers.games.pirates import OVERBOARD, THROWN, UNCERTAIN, PirateTable
from ui.pirates.pirate_table import (
    NOTE,
    PIRATE,
    SHARE,
    WINDOW,
    NoteRole,
    PirateTableModel,
    ShareRole,
    window_start,
)

DISPLAY = Qt.ItemDataRole.DisplayRole


def rows_of(model: PirateTableModel) -> list[tuple]:
    return [(model.index(r, PIRATE).data(DISPLAY), model.index(r, SHARE).data(ShareRole),
             model.index(r, NOTE).data(NoteRole)) for r in range(model.rowCount())]


@pytest.fixture
def model(qapp):
    return PirateTableModel()


@pytest.mark.parametrize("m", [0, 1, 2, 3, 7, 50])
def test_rows_match_the_solver_for_every_small_n(model, m):
    for n in range(1, 120):
        table = PirateTable(n, m)
        model.set_table(table)
        assert model.rowCount() == n
        expected = [(f"{p:,}", table.share(p), table.role(p)) for p in range(1, n + 1)]
        assert rows_of(model) == expected, (n, m)


@pytest.mark.parametrize("n, m", [(10_000, 0), (10_000, 17), (10_000, 4_999), (10_000, 5_000),
                                  (10_000, 10**6), (9_999, 1_234)])
def test_rows_match_the_solver_up_to_ten_thousand(model, n, m):
    table = PirateTable(n, m)
    model.set_table(table)
    assert model.rowCount() == n
    for row in range(n):
        pirate = row + 1
        assert model.index(row, SHARE).data(ShareRole) == table.share(pirate)
        assert model.index(row, NOTE).data(NoteRole) == table.role(pirate)
        shown = model.index(row, SHARE).data(DISPLAY)
        share = table.share(pirate)
        if share == THROWN:
            assert shown == "Thrown"
        elif table.role(pirate) == UNCERTAIN:
            assert shown == "0?"
        else:
            assert shown == f"{share:,}"


def test_thrown_rows_are_marked_and_uncertain_zeros_differ_from_certain_ones(model):
    table = PirateTable(20, 3)          # final proposer 14: pirates 15..20 are thrown
    model.set_table(table)
    thrown = model.index(19, SHARE)
    assert thrown.data(DISPLAY) == "Thrown"
    assert thrown.data(Qt.ItemDataRole.BackgroundRole) is not None
    certain = uncertain = None
    for row in range(model.rowCount()):
        role = model.index(row, NOTE).data(NoteRole)
        if role == UNCERTAIN and uncertain is None:
            uncertain = model.index(row, SHARE)
        if role not in (UNCERTAIN, OVERBOARD) and model.index(row, SHARE).data(ShareRole) == 0:
            certain = model.index(row, SHARE)
    assert uncertain is not None and certain is not None
    assert uncertain.data(DISPLAY) != certain.data(DISPLAY)
    assert uncertain.data(Qt.ItemDataRole.FontRole).italic()
    assert uncertain.data(Qt.ItemDataRole.ToolTipRole)
    assert certain.data(Qt.ItemDataRole.BackgroundRole) is None


def test_model_passes_the_model_tester(model, qtmodeltester):
    model.set_table(PirateTable(300, 40))
    qtmodeltester.check(model)
    model.set_table(PirateTable(41, 0), focus=3)
    qtmodeltester.check(model)


def test_huge_n_is_answered_through_a_window(model):
    n = 10**18
    table = PirateTable(n, 12345)
    start = time.perf_counter()
    model.set_table(table, focus=n // 3)
    assert model.rowCount() == WINDOW
    first = model.first_pirate
    assert first <= n // 3 < first + WINDOW
    for row in (0, 1, WINDOW // 2, WINDOW - 1):
        pirate = model.pirate_at(row)
        assert model.index(row, SHARE).data(ShareRole) == table.share(pirate)
        assert model.index(row, PIRATE).data(DISPLAY) == f"{pirate:,}"
    assert time.perf_counter() - start < 0.5
    model.set_table(table, focus=n)
    assert model.pirate_at(WINDOW - 1) == n
    assert model.index(WINDOW - 1, SHARE).data(DISPLAY) == "Thrown"
    model.set_table(table, focus=1)
    assert model.first_pirate == 1


def test_window_start_centres_and_clamps():
    assert window_start(10, 7) == 1
    assert window_start(10**9, None, size=100) == 10**9 - 99
    assert window_start(10**9, 1, size=100) == 1
    assert window_start(10**9, 5_000, size=100) == 4_950


def test_tab_shows_summary_table_and_chart_for_a_million(make_tab, read):
    tab = make_tab("pirates")
    start = time.perf_counter()
    tab.set_position_text("1000000 1000 --pirate 999999")
    elapsed = time.perf_counter() - start
    view = tab.findChild(QTableView, "shares")
    assert view.model().rowCount() == 10**6
    assert elapsed < 0.5
    table = PirateTable(10**6, 1000)
    assert read.verdict(tab) == "Pirate 999,999 is thrown overboard"
    summary = tab.findChild(QLabel, "summary").text()
    assert f"pirate {table.final_proposer:,}" in summary
    assert f"{table.thrown:,}" in summary
    assert f"Gold handed out: {table.gold_handed_out:,} of 1,000 coins" in summary
    selected = view.selectionModel().selectedRows()
    assert [index.row() for index in selected] == [999_998]
    assert tab.canvas.analysis.facts["table"] == table


def test_tab_windows_a_huge_table_around_pirate_p(make_tab, read):
    tab = make_tab("pirates", f"{10**18} 5 --pirate {10**17}")
    model = tab.findChild(QTableView, "shares").model()
    assert model.rowCount() == WINDOW
    row = model.row_of(10**17)
    assert row is not None and model.index(row, PIRATE).data(DISPLAY) == f"{10**17:,}"
    assert "of 1,000,000,000,000,000,000" in tab.findChild(QLabel, "window").text()


@pytest.mark.parametrize("p, words", [(10, "Pirate 10 proposes the plan that passes and keeps 0"),
                                      (3, "Pirate 3 gets 0 — uncertain"),
                                      (9, "Pirate 9 gets nothing")])
def test_pirate_p_gets_a_verdict_of_his_own(make_tab, read, p, words):
    tab = make_tab("pirates", f"10 3 --pirate {p}")
    assert read.verdict(tab).startswith(words)


def test_bribed_and_proposer_keep_their_gold(make_tab, read):
    tab = make_tab("pirates", "5 100 --pirate 3")
    assert read.verdict(tab) == "Pirate 3 gets 1 coin for his vote"
    tab.set_position_text("5 100")
    assert read.verdict(tab) == "Pirate 5 proposes the plan that passes"
    assert "who keeps 98" in tab.findChild(QLabel, "summary").text()


def test_one_pirate_and_one_coin_are_said_in_the_singular(make_tab, qtbot):
    from PySide6.QtWidgets import QLabel
    tab = make_tab("pirates", "1 1")
    qtbot.waitUntil(lambda: "1 coin." in tab.findChild(QLabel, "summary").text())
    assert "All 1 pirate." in tab.findChild(QLabel, "window").text()
