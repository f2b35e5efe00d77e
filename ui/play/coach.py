"""The tab's answers during play: practice mode hides them, the verdict speaks to the
player, and best play's values (remoteness, each move's quality) are shown when found.

Made by a game tab with a play panel; it owns nothing the tab lays out, it only shows,
hides and words the tab's verdict, results, picture and legal moves list. Below the
verdict's level the picture draws the position alone (its theory tells who wins, and so
do the pages beside it, which follow the picture) and its description for screen readers
leaves out the verdict and the winning move.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import islice

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtWidgets import QLabel

from solvers.spec import Analysis, GameSpec, Position
from ui.canvases.base import Canvas
from ui.play.play_panel import PlayPanel
from ui.play.practice import (
    SHOW_MOVES,
    SHOW_VERDICT,
    SHOW_WHY,
    ended_words,
    player_words,
    remoteness_words,
)
from ui.play.values import Values, ValuesFinder
from ui.tab.outcome import describe_position, translate, verdict_text
from ui.tab.results import ResultsView


class Coach(QObject):
    """Follows the play panel's revealed level and the values of the position shown."""

    def __init__(self, spec: GameSpec, play: PlayPanel, verdict: QLabel,
                 results: ResultsView, canvas: Canvas, parent: QObject | None = None):
        super().__init__(parent)
        self.spec, self.play, self.verdict = spec, play, verdict
        self.results, self.canvas = results, canvas
        self._analysis: Analysis | None = None
        self._values: Values | None = None
        self._finder = ValuesFinder(spec, self)
        self._wanted: Position | None = None     # asked for while the tab was hidden
        self._description: str | None = None    # the picture's, while the answers are hidden
        play.installEventFilter(self)
        play.revealed_changed.connect(self._on_revealed_changed)
        play.step_shown.connect(canvas.set_analysis)     # the review steps through the game
        self._finder.found.connect(self._on_values_found)

    @property
    def values(self) -> Values | None:
        """The values of the position shown, once found (None before, or never)."""
        return self._values

    @property
    def valuing(self) -> bool:
        return self._finder.busy

    def stop(self) -> None:
        self._finder.cancel()
        self._wanted = None

    def _find_values(self, position: Position) -> None:
        """Search best play's values for the tab on screen only: a hidden tab's search
        waits until it is shown (a window's every tab searching at once starved the one
        in front of the GIL)."""
        if self.play.isVisible():
            self._wanted = None
            self._finder.request(position)
        else:
            self._finder.cancel()
            self._wanted = position

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self._wanted is not None:
            position, self._wanted = self._wanted, None
            self._finder.request(position)
        elif (event.type() == QEvent.Type.Hide and self._finder.busy
              and self._analysis is not None):
            # Asked for while shown, still waiting or searching: the tab now in front
            # would share the GIL with it (a keystroke there took 35 ms instead of 14).
            self._finder.cancel()
            self._wanted = self._analysis.position
        return False

    @Slot(int)
    def _on_revealed_changed(self, level: int) -> None:
        analysis = self.play.analysis
        if analysis is None:
            return
        if analysis is not self._analysis:
            self._analysis = analysis
            if self._values is None or self._values.position != analysis.position:
                self._values = None
                self._find_values(analysis.position)
        self.verdict.setText(self._verdict_words(analysis))
        self.verdict.setVisible(level >= SHOW_VERDICT)
        self.canvas.set_answers_shown(level >= SHOW_VERDICT)
        self._describe_picture(analysis, level >= SHOW_VERDICT)
        self.results.set_revealed(moves=level >= SHOW_MOVES, why=level >= SHOW_WHY)
        if level < SHOW_MOVES:      # no winning move drawn on the picture
            self.canvas.set_analysis(replace(analysis, moves=()))
        elif self.canvas.analysis is not analysis:
            self.canvas.set_analysis(analysis)
        self.play.legal_list.set_values(
            self._values.moves if self._values and level >= SHOW_MOVES else None)

    @Slot(object)
    def _on_values_found(self, values: Values) -> None:
        if self._analysis is None or values.position != self._analysis.position:
            return
        self._values = values
        self._on_revealed_changed(self.play.revealed())

    def _describe_picture(self, analysis: Analysis, answers_shown: bool) -> None:
        """The tab describes the picture with the verdict and the first winning move; while
        the answers are hidden the description names the game and the position only (the
        tab's is kept, and put back once they show)."""
        canvas = self.canvas
        position = describe_position(self.spec, analysis.position)    # long numbers cut
        hidden = f"{translate(self.spec.title)}. {position}."
        current = canvas.accessibleDescription()
        if not answers_shown:
            if current != hidden:
                self._description = current         # the tab's, for this position
                canvas.setAccessibleDescription(hidden)
        elif self._description is not None:
            if current == hidden:
                canvas.setAccessibleDescription(self._description)
            self._description = None

    def _verdict_words(self, analysis: Analysis) -> str:
        """The verdict ("First player wins" first), how far the end is, then what it means
        for the player."""
        words = verdict_text(self.spec, analysis)
        if self._values is not None:
            words += remoteness_words(self._values.remoteness)
        play = self.play
        moves = len(play.moves_played)
        if play.in_progress:
            return self._then(words, player_words(analysis, play.players(), moves))
        if moves and not any(True for _ in islice(self.spec.legal_moves(analysis.position), 1)):
            return self._then(words, ended_words(self.spec, analysis, play.players(), moves))
        return words

    def _then(self, verdict: str, more: str) -> str:
        """The verdict, a full stop as the language writes it, then `more`."""
        return self.tr("{verdict}. {more}").format(verdict=verdict, more=more)
