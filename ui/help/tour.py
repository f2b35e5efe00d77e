"""A short tour of the window: a card beside the part of the window it talks about, that
part outlined, Back / Next, and Skip to leave it.

It is shown once, on the first real start, as soon as the window has painted
(WindowHelp.offer_first_tour_once_painted, from app.run), and again from Help → Tour. It
never blocks: the card is a child of the window, not a modal dialog, and the window stays
usable while it is open.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from ui.window.main_window import MainWindow

#: The card's width, and its distance from what it points at.
CARD_WIDTH = 340
GAP = 12


@dataclass(frozen=True)
class TourStep:
    """One stop: its title, its words, and where it is in the window (None: nowhere in
    particular, the card then stands in the middle)."""

    title: str
    words: str
    where: Callable[[MainWindow], QRect | None]


def widgets_rect(window: QWidget, widgets: list[QWidget | None]) -> QRect | None:
    """The rect, in `window`'s coordinates, that holds those of `widgets` on screen."""
    rect = QRect()
    for widget in widgets:
        if widget is not None and widget.isVisible() and widget.width() > 0:
            rect = rect.united(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()))
    return rect if rect.isValid() else None


def card_position(target: QRect | None, card: QRect, area: QRect) -> QPoint:
    """Where the card's top left goes: beside `target` (right, left, below or above it,
    the first that fits in `area`), or in the middle of `area` without one; always
    inside `area` as far as it can be."""
    if target is None:
        spot = QPoint(area.center().x() - card.width() // 2,
                      area.center().y() - card.height() // 2)
    else:
        choices = [QPoint(target.right() + GAP, target.top()),
                   QPoint(target.left() - GAP - card.width(), target.top()),
                   QPoint(target.left(), target.bottom() + GAP),
                   QPoint(target.left(), target.top() - GAP - card.height())]
        spot = next((point for point in choices if area.contains(QRect(point, card.size()))),
                    QPoint(area.center().x() - card.width() // 2,
                           area.bottom() - card.height() - GAP))
    x = max(area.left(), min(spot.x(), area.right() - card.width()))
    y = max(area.top(), min(spot.y(), area.bottom() - card.height()))
    return QPoint(x, y)


def _named(window: MainWindow, name: str) -> QWidget | None:
    return window.current_tab().findChild(QWidget, name)


def _position_box(window: MainWindow) -> QRect | None:
    line = _named(window, "position")
    box = line.parentWidget() if line is not None else None
    return widgets_rect(window, [box if box is not None and box is not window.current_tab()
                                 else line])


def _play_area(window: MainWindow) -> QRect | None:
    """The picture and the play panel under it, on a page that has one."""
    panel = _named(window, "play_panel")
    return widgets_rect(window, [_named(window, "canvas"), panel]) if panel else None


def _help_menu(window: MainWindow) -> QRect | None:
    bar = window.menuBar()
    rect = bar.actionGeometry(window.menus.help_menu.menuAction())
    return QRect(bar.mapTo(window, rect.topLeft()), rect.size()) if rect.isValid() else None


class Tour(QFrame):
    """The tour's card ("tour"): "tour_step" (which stop of how many), "tour_title",
    "tour_text", and the buttons "tour_back", "tour_next", "tour_close"; the outline
    of what it talks about is "tour_highlight"."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.setObjectName("tour")
        self._steps = self._make_steps()
        self._index = 0
        self.setStyleSheet("QFrame#tour { background: palette(base); border: 2px solid "
                           "palette(highlight); border-radius: 6px; }")
        self.setFixedWidth(CARD_WIDTH)
        self._highlight = QFrame(window)
        self._highlight.setObjectName("tour_highlight")
        self._highlight.setStyleSheet("QFrame#tour_highlight { border: 3px solid "
                                      "palette(highlight); border-radius: 4px; }")
        self._highlight.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._highlight.hide()
        self._counter = self._label("tour_step")
        self._title = self._label("tour_title")
        font = self._title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self._title.setFont(font)
        self._text = self._label("tour_text")
        self._back = self._button(self.tr("Back"), "tour_back")
        self._next = self._button(self.tr("Next"), "tour_next")
        self._close = self._button(self.tr("Skip tour"), "tour_close")
        buttons = QHBoxLayout()
        buttons.addWidget(self._close)
        buttons.addStretch(1)
        buttons.addWidget(self._back)
        buttons.addWidget(self._next)
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 12, 14, 12)
        for label in (self._counter, self._title, self._text):
            column.addWidget(label)
        column.addLayout(buttons)
        self.hide()
        self._connect_signals()

    def _make_steps(self) -> list[TourStep]:
        return [
            TourStep(self.tr("Pick a game"),
                     self.tr("Every game is listed here, in families. Click one, or type a "
                             "few letters of its name in the search box (Ctrl+F). Ctrl+Tab "
                             "goes to the next game."),
                     lambda window: widgets_rect(window, [window.navigation])),
            TourStep(self.tr("Type a position"),
                     self.tr("Type the position as on the command line, or fill in the "
                             "form. The answer follows as you type; Esc brings back the last "
                             "valid position."),
                     _position_box),
            TourStep(self.tr("Who wins, and how"),
                     self.tr("The verdict says who wins with best play. Below it are the "
                             "winning moves (select one to see it on the picture) and Why, "
                             "the steps that prove the verdict."),
                     lambda window: widgets_rect(window, [_named(window, name) for name in
                                                          ("verdict", "moves", "explanation")])),
            TourStep(self.tr("Play"),
                     self.tr("In a two-player game, play the computer or a friend: click "
                             "the picture, or double-click a legal move. Hint helps in three "
                             "steps, Undo takes a move back, and New game starts afresh."),
                     _play_area),
            TourStep(self.tr("Help"),
                     self.tr("F1 explains the rules of the game in front and how to play it "
                             "here. The glossary explains P-positions, nim-sum, mex and Grundy "
                             "values. This tour is under Help → Tour."),
                     _help_menu),
        ]

    def _window(self) -> MainWindow:
        """The window (its parent: holding it in an attribute would keep a deleted
        window's wrapper alive)."""
        return self.parentWidget()  # type: ignore[return-value]

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        return label

    def _button(self, text: str, name: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        return button

    def _connect_signals(self) -> None:
        self._back.clicked.connect(self._on_back_clicked)
        self._next.clicked.connect(self._on_next_clicked)
        self._close.clicked.connect(self.finish)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.finish)
        self._window().installEventFilter(self)
        self._window().game_changed.connect(self._on_game_changed)

    # -- public ------------------------------------------------------------------------------
    def start(self) -> None:
        """Show the first stop."""
        self.show_step(0)
        self._next.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_step(self, index: int) -> None:
        self._index = max(0, min(index, len(self._steps) - 1))
        step = self._steps[self._index]
        self._counter.setText(self.tr("Step {n} of {count}").format(
            n=self._index + 1, count=len(self._steps)))
        self._title.setText(step.title)
        self._text.setText(step.words)
        self._back.setEnabled(self._index > 0)
        last = self._index == len(self._steps) - 1
        self._next.setText(self.tr("Done") if last else self.tr("Next"))
        self._close.setVisible(not last)
        self.show()
        self.place()

    @Slot()
    def finish(self) -> None:
        """Leave the tour."""
        self.hide()
        self._highlight.hide()

    def place(self) -> None:
        """Put the card and the outline where the current stop is (the window may have
        changed since: another game in front, another size)."""
        if not self.isVisible():
            return
        target = self._steps[self._index].where(self._window())
        if target is not None:
            self._highlight.setGeometry(target.adjusted(-3, -3, 3, 3))
            self._highlight.show()
            self._highlight.raise_()
        else:
            self._highlight.hide()
        self.adjustSize()
        area = self._window().rect().adjusted(GAP, GAP, -GAP, -GAP)
        self.move(card_position(target, QRect(QPoint(0, 0), self.size()), area))
        self.raise_()

    # -- slots -------------------------------------------------------------------------------
    @Slot()
    def _on_back_clicked(self) -> None:
        self.show_step(self._index - 1)

    @Slot()
    def _on_next_clicked(self) -> None:
        if self._index == len(self._steps) - 1:
            self.finish()
        else:
            self.show_step(self._index + 1)

    @Slot(str)
    def _on_game_changed(self, _name: str) -> None:
        self.place()

    # -- Qt overrides ------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() in (QEvent.Type.Resize,
                                                        QEvent.Type.LayoutRequest):
            self.place()
        return False
