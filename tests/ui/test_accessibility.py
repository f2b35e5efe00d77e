"""Accessibility: keyboard reach, tooltips on every control, words for the pictures."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QWidget,
)

from solvers import GAMES
from tests.games import TWO_PLAYER

CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)


def controls_of(widget: QWidget) -> list[QWidget]:
    """Our controls: not Qt's own inner parts (a tab bar's scroll arrows, a table's corner
    button) nor the line edits inside spin and combo boxes."""
    found = []
    for kind in CONTROLS:
        found += [w for w in widget.findChildren(kind) if not isinstance(w.parent(), CONTROLS)
                  and not w.objectName().startswith(("qt_", "Scroll"))]
    return [w for w in found if not (isinstance(w, QLineEdit)
                                     and isinstance(w.parent(), (QAbstractSpinBox, QComboBox)))]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_control_has_a_tooltip_and_takes_the_keyboard(make_tab, game):
    tab = make_tab(game)
    missing = [f"{type(w).__name__} {w.objectName() or w.text() if hasattr(w, 'text') else ''}"
               for w in controls_of(tab) if not w.toolTip()]
    assert not missing, missing
    unreachable = [w.objectName() for w in controls_of(tab)
                   if not w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert not unreachable, unreachable


@pytest.mark.parametrize("game", TWO_PLAYER)
def test_the_picture_is_described_in_words(make_tab, game):
    spec = GAMES[game]
    tab = make_tab(game, spec.example)
    description = tab.canvas.accessibleDescription()
    assert tab.canvas.accessibleName()
    assert spec.format(spec.parse(spec.example)) in description
    assert description.split(". ")[2].startswith(("First player wins", "Second player wins"))
