"""The map page's choice of view: who wins, Grundy values, or moves to the end. A view that
the map on display lacks is greyed out, and its tooltip says why.

Texts in the ExplorerView translation context, where they were written first.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QWidget

from solvers.explore import REMOTENESS_TABLE
from ui.explore.map_picture import GRUNDY, OUTCOME, REMOTENESS, MapPicture, has_view


class ViewChoice(QComboBox):
    """The view combo box: each item's data is its view (OUTCOME, GRUNDY, REMOTENESS)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("explorer_view")
        self.addItem(QCoreApplication.translate("ExplorerView", "Outcome"), OUTCOME)
        self.addItem(QCoreApplication.translate("ExplorerView", "Grundy values"), GRUNDY)
        self.addItem(QCoreApplication.translate("ExplorerView", "Moves to the end"), REMOTENESS)
        self.setToolTip(_view_tip())

    def offer(self, picture: MapPicture | None) -> None:
        """Offer the views of `picture` (none before the first map); a lacking one that
        was chosen falls back to the outcome."""
        missing = {}
        if picture is not None:
            for view, reason in ((GRUNDY, _no_grundy_tip()),
                                 (REMOTENESS, _no_remoteness_tip(picture))):
                if not has_view(picture, view):
                    missing[view] = reason
        model = self.model()
        for index in range(self.count()):
            view = self.itemData(index)
            model.item(index).setEnabled(view not in missing)
            self.setItemData(index, missing.get(view, _item_tip(view)),
                             Qt.ItemDataRole.ToolTipRole)
        # Before the first map, and where it can only be coloured by who wins, there is
        # nothing to choose.
        self.setEnabled(picture is not None and len(missing) < self.count() - 1)
        if self.currentData() in missing:
            self.setCurrentIndex(0)
        self.setToolTip("\n\n".join([_view_tip(), *missing.values()]))


def _view_tip() -> str:
    return QCoreApplication.translate(
        "ExplorerView", "Colour the cells by who wins, by their Sprague–Grundy value (normal "
        "play only), or by who wins and how many moves are left.")


def _item_tip(view: str) -> str:
    return _remoteness_tip() if view == REMOTENESS else ""


def _remoteness_tip() -> str:
    return QCoreApplication.translate(
        "ExplorerView", "Who wins, and how many moves are left with best play: the winner "
        "hurries, the loser holds out. The strongest colours are nearest the end.")


def _no_grundy_tip() -> str:
    return QCoreApplication.translate(
        "ExplorerView", "This map has no Grundy values: misère play has none, and the "
        "biggest maps are filled by a table of outcomes alone.")


def _no_remoteness_tip(picture: MapPicture) -> str:
    if picture.map.remoteness_missing == REMOTENESS_TABLE:
        return QCoreApplication.translate(
            "ExplorerView", "This map has no moves to the end: a map of more than {largest} "
            "cells per side is filled from a table of outcomes, without a search of every "
            "cell.").format(largest=picture.spec.plane.largest)
    return QCoreApplication.translate(
        "ExplorerView", "This map has no moves to the end: finding them needs more positions "
        "than a search may visit. Fewer cells per side, or smaller numbers elsewhere in the "
        "position, need fewer.")
