"""The choices of the play panel's games: who plays, practice mode, who starts, the
computer's strength, and the size of a new random position.

(Their words keep the play panel's translation context, where they were first written.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from solvers import play
from ui.tab.outcome import join_sentences, translate


def computer_box(parent: QWidget) -> QCheckBox:
    box = QCheckBox(QCoreApplication.translate("PlayPanel", "Computer plays"), parent)
    box.setObjectName("computer_plays")
    box.setChecked(True)
    box.setToolTip(QCoreApplication.translate("PlayPanel",
                                              "Untick for two players at one screen."))
    return box


def practice_box(parent: QWidget) -> QCheckBox:
    box = QCheckBox(QCoreApplication.translate("PlayPanel", "Practice: hide the answers"),
                    parent)
    box.setObjectName("practice")
    box.setChecked(True)
    box.setToolTip(QCoreApplication.translate(
        "PlayPanel",
        "During a game, the verdict, the winning moves and Why stay hidden until you ask "
        "for a hint; each hint shows one more. At the end everything is shown."))
    return box


def starter_box(parent: QWidget) -> QComboBox:
    box = QComboBox(parent)
    box.setObjectName("starter")
    box.addItem(QCoreApplication.translate("PlayPanel", "You start"), "human")
    box.addItem(QCoreApplication.translate("PlayPanel", "Computer starts"), "computer")
    box.setToolTip(QCoreApplication.translate(
        "PlayPanel", "Who makes the first move. Changed during a game, the game starts "
        "again from its first position."))
    return box


def strength_box(parent: QWidget) -> QComboBox:
    """Perfect, strong or learner, each explained in the tooltip."""
    box = QComboBox(parent)
    box.setObjectName("strength")
    box.addItem(QCoreApplication.translate("PlayPanel", "Perfect"), play.PERFECT)
    box.addItem(QCoreApplication.translate("PlayPanel", "Strong"), play.STRONG)
    box.addItem(QCoreApplication.translate("PlayPanel", "Learner"), play.LEARNER)
    box.setToolTip(join_sentences(
        [translate(play.STRENGTH_RULES[strength]) for strength in play.STRENGTHS]
        + [translate(play.MASTER_RULE), translate(play.DELAYING_RULE)]))
    return box


def size_box(parent: QWidget) -> QSpinBox:
    box = QSpinBox(parent)
    box.setObjectName("size")
    box.setRange(1, 10)
    box.setValue(3)
    box.setPrefix(QCoreApplication.translate("PlayPanel", "size "))
    box.setToolTip(QCoreApplication.translate(
        "PlayPanel", "How big a new random position is (1 to 10)."))
    return box
