"""How the pirates' answer is found: backward induction, one pirate more at each step.

The page steps k = 1, 2, …, N (see induction.animation_steps) and shows the game with k
pirates: the plan that passes, who is bribed, whether pirate k himself survives, and a
strip marking every k passed so far — proposers who keep gold, the stable positions
2M + 2^j where a proposer survives with nothing, and the bands of thrown pirates between
them. This module is the widget: its words, its timer and its controls; the pictures are
induction_views', the data induction's.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QHideEvent, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from solvers.games.pirates import PirateTable
from solvers.spec import english_forms
from ui.canvases.numbers import superscript
from ui.pirates.induction import (
    LINEAR_MAX,
    MOST_POWERS,
    PlanCell,
    StripSlot,
    animation_steps,
    jumps,
    strip_slots,
)
from ui.pirates.induction_views import PlanView, StripView
from ui.pirates.numbers import short_number
from ui.tab.outcome import number

#: Milliseconds between steps while playing.
STEP_MS = 600


class PiratesAnimation(QWidget):
    """The backward induction, step by step, for the tab's N and M.

    Signals:
        step_changed(int): another number of pirates k is on display.
        playing_changed(bool): playing started (True) or stopped.
    """

    step_changed = Signal(int)
    playing_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("induction")
        self._n: int | None = None
        self._m = 0
        self._steps: list[int] = []
        self._slots: list[StripSlot] = []
        self._index = 0
        self._timer = QTimer(self)
        self._timer.setObjectName("step_timer")
        self._timer.setInterval(STEP_MS)

        self._title = QLabel(self)
        self._title.setObjectName("step_title")
        self._title.setWordWrap(True)
        font = self._title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self._title.setFont(font)
        self._caption = QLabel(self)
        self._caption.setObjectName("caption")
        self._caption.setWordWrap(True)
        self._caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._plan = PlanView(self)
        self._strip_heading = QLabel(self.tr("Every k so far: who survives, and the stable "
                                             "positions"), self)
        self._strip_heading.setObjectName("strip_heading")
        self._strip_heading.setWordWrap(True)
        bold = self._strip_heading.font()
        bold.setBold(True)
        self._strip_heading.setFont(bold)
        self._strip = StripView(self)
        self._jump_note = QLabel(self)
        self._jump_note.setObjectName("jump_note")
        self._jump_note.setWordWrap(True)
        muted = QPalette()
        muted.setColor(QPalette.ColorRole.WindowText,
                       self.palette().color(QPalette.ColorRole.PlaceholderText))
        self._jump_note.setPalette(muted)
        self._jump_note.hide()

        style = self.style()
        self._back = QPushButton(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekBackward),
                                 self.tr("Back"), self)
        self._back.setObjectName("step_back")
        self._back.setToolTip(self.tr("One pirate fewer"))
        self._play = QPushButton(self)
        self._play.setObjectName("play")
        self._step = QPushButton(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekForward),
                                 self.tr("Step"), self)
        self._step.setObjectName("step")
        self._step.setToolTip(self.tr("One pirate more"))
        self._slider = QSlider(Qt.Orientation.Horizontal, self)
        self._slider.setObjectName("k_slider")
        self._slider.setToolTip(self.tr("The number of pirates k"))
        self._k_label = QLabel(self)
        self._k_label.setObjectName("k_label")
        self._build()
        self._connect_signals()
        self._show_play_button(False)
        self._show_step()

    def _build(self) -> None:
        # Buttons above the slider: the page stays usable on a narrow picture side.
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self._back)
        buttons.addWidget(self._play)
        buttons.addWidget(self._step)
        buttons.addStretch(1)
        slider = QHBoxLayout()
        slider.setSpacing(8)
        slider.addWidget(self._slider, 1)
        slider.addWidget(self._k_label)
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 8, 8, 8)
        column.setSpacing(6)
        column.addWidget(self._title)
        column.addWidget(self._caption)
        column.addWidget(self._plan, 1)
        column.addWidget(self._strip_heading)
        column.addWidget(self._strip)
        column.addWidget(self._jump_note)
        column.addLayout(slider)
        column.addLayout(buttons)

    def _connect_signals(self) -> None:
        self._timer.timeout.connect(self._on_timer_timeout)
        self._back.clicked.connect(self._on_back_clicked)
        self._step.clicked.connect(self._on_step_clicked)
        self._play.clicked.connect(self._on_play_clicked)
        self._slider.valueChanged.connect(self._on_slider_value_changed)

    # -- public ------------------------------------------------------------------------------
    def set_game(self, n: int, m: int) -> None:
        """Show the induction for N pirates and M coins, from its first step; nothing
        changes when N and M are those already shown."""
        if (n, m) == (self._n, self._m):
            return
        self.pause()
        self._n, self._m = n, m
        self._steps = animation_steps(n, m)
        self._slots = strip_slots(self._steps)
        self._index = 0
        self._slider.blockSignals(True)
        self._slider.setRange(0, len(self._steps) - 1)
        self._slider.setValue(0)
        self._slider.blockSignals(False)
        self._jump_note.setText(self._jump_words())
        self._jump_note.setVisible(jumps(self._steps))
        self._show_step()

    def game(self) -> tuple[int | None, int]:
        return self._n, self._m

    def steps(self) -> list[int]:
        return list(self._steps)

    def step_index(self) -> int:
        return self._index

    def current_k(self) -> int | None:
        return self._steps[self._index] if self._steps else None

    def table(self) -> PirateTable | None:
        k = self.current_k()
        return PirateTable(k, self._m) if k is not None else None

    def set_step_index(self, index: int) -> None:
        if not self._steps:
            return
        index = max(0, min(index, len(self._steps) - 1))
        if index != self._slider.value():
            self._slider.setValue(index)            # shows the step through its slot
        elif index != self._index:
            self._index = index
            self._show_step()

    def step_forward(self) -> bool:
        """One step on; False at the last step."""
        if self._index + 1 >= len(self._steps):
            return False
        self.set_step_index(self._index + 1)
        return True

    def step_back(self) -> bool:
        if self._index == 0:
            return False
        self.set_step_index(self._index - 1)
        return True

    def play(self) -> None:
        """Step every STEP_MS until the last step (from the first when at the end)."""
        if not self._steps or self._timer.isActive():
            return
        if self._index + 1 >= len(self._steps):
            self.set_step_index(0)
        self._timer.start()
        self._show_play_button(True)
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self._show_play_button(False)
            self.playing_changed.emit(False)

    def is_playing(self) -> bool:
        return self._timer.isActive()

    def plan_cells(self) -> list[PlanCell]:
        """The columns of the plan as drawn."""
        return self._plan.cells()

    def marked_stable_positions(self) -> list[int]:
        """The stable positions marked on the strip so far, as drawn."""
        return self._strip.marked()

    def covered_slots(self) -> list[tuple[StripSlot, str]]:
        """The strip's slots passed so far and their kinds, as drawn."""
        return self._strip.covered()

    def title_text(self) -> str:
        return self._title.text()

    def caption_text(self) -> str:
        return self._caption.text()

    # -- showing -----------------------------------------------------------------------------
    def _show_step(self) -> None:
        table = self.table()
        enabled = table is not None
        for widget in (self._back, self._play, self._step, self._slider):
            widget.setEnabled(enabled)
        if table is None:
            self._title.setText(self.tr("Enter N and M to see how the answer is found."))
            self._caption.clear()
            self._k_label.clear()
            self._plan.set_table(None)
            self._strip.set_state(self._m, [], 0)
            return
        k = table.n
        self._back.setEnabled(self._index > 0)
        self._step.setEnabled(self._index + 1 < len(self._steps))
        self._title.setText(self._title_words(table))
        self._caption.setText(self._caption_words(table))
        self._k_label.setText(self.tr("k = {k} of {n}").format(k=short_number(k),
                                                                n=short_number(self._n)))
        self._k_label.setToolTip(english_forms(self.tr("{k} pirate(s) of {n}"), {"k": k}).format(
            k=number(k), n=number(self._n)))
        self._plan.set_table(table)
        self._strip.set_state(self._m, self._slots, k)
        self.step_changed.emit(self._index)

    def _show_play_button(self, playing: bool) -> None:
        pixmap = (QStyle.StandardPixmap.SP_MediaPause if playing
                  else QStyle.StandardPixmap.SP_MediaPlay)
        self._play.setIcon(self.style().standardIcon(pixmap))
        self._play.setText(self.tr("Pause") if playing else self.tr("Play"))
        self._play.setToolTip(self.tr("Stop stepping") if playing else
                              self.tr("Add a pirate every {seconds} s").format(
                                  seconds=f"{STEP_MS / 1000:g}"))

    def _title_words(self, table: PirateTable) -> str:
        if table.final_proposer == table.n:
            template = self.tr("{k} pirate(s), {m} coin(s): pirate {k} proposes, and survives")
        else:
            template = self.tr("{k} pirate(s), {m} coin(s): pirate {k} is thrown overboard")
        return english_forms(template, {"k": table.n, "m": self._m}).format(
            k=number(table.n), m=number(self._m))

    def _pirates(self, first: int, step: int, count: int) -> str:
        """"pirate 3", "pirates 1 and 3", "pirates 1, 3 and 5", "pirates 1, 3, …, 9"."""
        numbers = [number(first + i * step) for i in range(min(count, 4))]
        if count == 1:
            return self.tr("pirate {p}").format(p=numbers[0])
        if count <= 4:
            return self.tr("pirates {list} and {last}").format(
                list=", ".join(numbers[:-1]), last=numbers[-1])
        return self.tr("pirates {first}, {second}, …, {last}").format(
            first=numbers[0], second=numbers[1], last=number(first + (count - 1) * step))

    def _run(self, first: int, last: int) -> str:
        if first == last:
            return self.tr("pirate {p}").format(p=number(first))
        return self.tr("pirates {first} to {last}").format(first=number(first),
                                                           last=number(last))

    def _caption_words(self, table: PirateTable) -> str:
        k, m = table.n, self._m
        need = (k + 1) // 2
        values = {"k": number(k), "m": number(m), "need": number(need), "prev": number(k - 1)}
        if k == 1:
            return self.tr("Pirate 1 is alone. He proposes to keep all {m} coins, and his own "
                           "vote is half of the votes: the plan passes.").format(**values)
        if k <= 2 * m:
            bribes = (k - 1) // 2
            if bribes == 0:
                return self.tr("Pirate {k} proposes to keep all {m} coins. His own vote is "
                               "half of the {k} votes, which is enough: the plan passes and "
                               "pirate 1 gets nothing.").format(**values)
            return self.tr("Pirate {k} needs {need} of the {k} votes, his own included. If he "
                           "were thrown, pirate {prev} would give nothing to {who}; 1 coin "
                           "each buys their votes. Pirate {k} keeps {keep}, and the plan "
                           "passes.").format(who=self._pirates(2 - k % 2, 2, bribes),
                                             keep=number(m - bribes), **values)
        if k == 2 * m + 1:
            return self.tr("Pirate {k} needs {need} of the {k} votes. If he were thrown, "
                           "pirate {prev} would give nothing to {who}; his {m} coins buy "
                           "exactly those votes. He survives but keeps nothing.").format(
                               who=self._pirates(1, 2, m), **values)
        s = table.final_proposer
        power = (s - 2 * m).bit_length() - 1
        if s == k:
            previous = 2 * m + (1 << (power - 1))
            doomed = k - 1 - previous
            votes = 1 + m + doomed
            if doomed == 0:
                words = self.tr("Pirate {k} needs {need} of the {k} votes but has only {m} "
                                "coins to buy them with: with his own vote that makes {votes}, "
                                "just enough. He survives with no gold: {k} = 2M + 2 is a "
                                "stable position.").format(votes=number(votes), **values)
            else:
                words = self.tr("Pirate {k} needs {need} of the {k} votes. His {m} coins buy "
                                "{m} of them, and {doomed}, thrown overboard after him if he "
                                "were, vote for him to save their lives. With his own vote "
                                "that makes {votes}, just enough: he survives with no gold. "
                                "{k} = 2M + 2{j} is a stable position.").format(
                                    doomed=self._run(previous + 1, k - 1),
                                    votes=number(votes), j=superscript(power), **values)
            if m:
                words += " " + self.tr("Any {m} of the pirates who would get nothing from "
                                       "pirate {previous}'s plan will do for the coins, so "
                                       "those shares are uncertain (0?).").format(
                                           previous=number(previous), **values)
            return words
        doomed = k - 1 - s
        votes = 1 + m + doomed
        if doomed:
            sources = self.tr("his own, {m} bought with his coins, and {doomed}, who would be "
                              "thrown after him").format(doomed=self._run(s + 1, k - 1),
                                                         **values)
        else:
            sources = self.tr("his own and {m} bought with his coins").format(**values)
        then = (self.tr("Then pirate {s}'s plan passes, as in the step before.") if doomed == 0
                else self.tr("Then pirate {prev} proposes and is thrown too, and so on down to "
                             "pirate {s}, whose plan passes."))
        return self.tr("Pirate {k} needs {need} of the {k} votes but can win at most {votes}: "
                       "{sources}. He is thrown overboard. {then} ({s} = 2M + 2{j} is the "
                       "stable position below {k}.)").format(
                           votes=number(votes), sources=sources,
                           then=then.format(s=number(s), prev=number(k - 1)),
                           s=number(s), j=superscript(power), **values)

    def _jump_words(self) -> str:
        if not jumps(self._steps):
            return ""
        n, m = self._n, self._m
        low = 2 * m + 2
        if low > LINEAR_MAX and low <= n:
            start = self.tr("k = 1 to 10, a few k on the way to 2M, then 2M − 1 to 2M + 2 "
                            "= {low}").format(low=number(low))
        elif low > LINEAR_MAX:
            start = self.tr("k = 1 to 10 and a few k on the way to N (all of them with "
                            "k ≤ 2M)")
        else:
            start = self.tr("every k up to 2M + 2 = {low}").format(low=number(min(low, n)))
        words = self.tr("N = {n} is large, so the steps jump: {start}, then each stable "
                        "position 2M + 2ʲ and the pirate just after it, then N itself. The "
                        "strip is not to scale: a hatched slot stands for the pirates "
                        "skipped.").format(n=number(n), start=start)
        if n > 2 * m and (n - 2 * m).bit_length() - 1 > MOST_POWERS:
            words += " " + self.tr("Of the stable positions, only the first and the last "
                                   "{half} are shown.").format(half=MOST_POWERS // 2)
        return words

    # -- slots -------------------------------------------------------------------------------
    @Slot()
    def _on_timer_timeout(self) -> None:
        if not self.step_forward() or self._index + 1 >= len(self._steps):
            self.pause()

    @Slot()
    def _on_back_clicked(self) -> None:
        self.pause()
        self.step_back()

    @Slot()
    def _on_step_clicked(self) -> None:
        self.pause()
        self.step_forward()

    @Slot()
    def _on_play_clicked(self) -> None:
        if self.is_playing():
            self.pause()
        else:
            self.play()

    @Slot(int)
    def _on_slider_value_changed(self, value: int) -> None:
        if 0 <= value < len(self._steps) and value != self._index:
            self._index = value
            self._show_step()

    # -- Qt overrides ----------------------------------------------------------------------
    def hideEvent(self, event: QHideEvent) -> None:
        self.pause()
        super().hideEvent(event)
