"""The explorer (打表找规律): a map of outcomes over a plane of positions, by brute force.

The map is computed by a BackgroundTask: its work runs `solvers.explore` (which checks
the game's closed-form rule on every cell; a search runs in a child process) and turns
the result into one byte per cell (`build_picture`), so the GUI thread only colours and
shows it. A newer request or Cancel supersedes the work, which stops at its next
`should_stop()` (a child process is ended); a memory budget stops a search that would
outgrow the machine. The map follows the tab's position only on request
(Refresh) or when its size changes, never on every keystroke; but a position typed while
a map is computed supersedes it. The search's budget of positions ends with TooLarge.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solvers.explore import Map, largest_side
from solvers.spec import GameSpec, Position
from ui.explore.csv_export import write_csv
from ui.explore.map_failure import failure_text
from ui.explore.map_key import MapKey
from ui.explore.map_picture import (
    OUTCOME,
    MapPicture,
    Rule,
    cell_of,
    has_view,
    map_depends_on,
    map_work,
)
from ui.explore.map_view import ExplorerMap
from ui.explore.view_choice import ViewChoice
from ui.tab.flow_layout import FlowLayout
from ui.tab.marks import ALARM, error_text_colour, mix
from ui.tab.outcome import Outcome, translate
from ui.tasks import BackgroundTask

#: A map still busy after this long says how long it has left (estimated from its pace).
ESTIMATE_AFTER_S = 2.0
#: The status lists at most this many positions where the rule disagrees.
DISAGREEMENTS_LISTED = 5
#: A map's search stops, and says so, once its process holds this much memory.
MAP_MEMORY_LIMIT = 2 * 2**30

class ExplorerView(QWidget):
    """The map page of a tab: size, compute/cancel, view, export, status and the map.

    `rule` (None: the game's own closed form) is what every cell is checked against; a
    test may set a wrong one to see the disagreement reported.

    Signals:
        position_requested(str): load this position (ARGS text): a cell was clicked.
        map_shown(object): a freshly computed MapPicture is on display.
        exported(str): the map was saved as CSV to this file.
    """

    position_requested = Signal(str)
    map_shown = Signal(object)
    exported = Signal(str)

    def __init__(self, spec: GameSpec, parent: QWidget | None = None,
                 rule: Rule | None = None):
        super().__init__(parent)
        if spec.plane is None:
            raise ValueError(f"{spec.id} has no map")
        self.setObjectName("explorer")
        self.spec = spec
        self.plane = spec.plane
        self.rule = rule
        self._base = spec.default_position()
        self._computing_base = self._base
        self._picture: MapPicture | None = None
        self._started_at = 0.0
        self._started_once = False
        #: The bytes a map's search may use (its child process's size).
        self.memory_limit = MAP_MEMORY_LIMIT
        self.map_task = BackgroundTask(self)
        self.export_task = BackgroundTask(self)
        self._export_path = ""
        self._build()
        self._connect_signals()
        self._show_idle_status()
        self._update_controls()

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        largest = largest_side(self.plane)
        self._size = QSpinBox(self)
        self._size.setObjectName("explorer_size")
        self._size.setRange(1, largest)
        self._size.setValue(min(self.plane.default_size, largest))
        self._size.setKeyboardTracking(False)
        self._size.setToolTip(self.tr("The map shows this many values of each number "
                                      "(at most {largest}).").format(largest=largest))
        size_label = QLabel(self.tr("&Cells per side:"), self)
        size_label.setBuddy(self._size)

        self._view = ViewChoice(self)

        self._compute = QPushButton(self.tr("Compute"), self)
        self._compute.setObjectName("explorer_compute")
        self._refresh = QPushButton(self.tr("Refresh"), self)
        self._refresh.setObjectName("explorer_refresh")
        self._refresh.setToolTip(self.tr("The position in the form has changed since this "
                                         "map was drawn: draw it again around it."))
        self._export = QPushButton(self.tr("Export CSV…"), self)
        self._export.setObjectName("explorer_export")
        self._export.setToolTip(self.tr(
            "Save the table as CSV: W or L, the Grundy value, and the moves to the end after "
            "an r (\"W 3 r5\")."))

        self._progress = QProgressBar(self)
        self._progress.setObjectName("explorer_progress")
        self._progress.setMaximumWidth(160)
        self._progress.setTextVisible(False)
        self._progress.hide()
        self._status = QLabel(self)
        self._status.setObjectName("explorer_status")
        self._status.setWordWrap(True)
        self._status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._status.setMargin(4)
        self._caption = QLabel(self)
        self._caption.setObjectName("explorer_caption")
        self._caption.setWordWrap(True)
        caption_palette = QPalette()
        caption_palette.setColor(QPalette.ColorRole.WindowText,
                                 self.palette().color(QPalette.ColorRole.PlaceholderText))
        self._caption.setPalette(caption_palette)
        self._caption.hide()
        self._message = QLabel(self)
        self._message.setObjectName("explorer_message")
        self._message.setWordWrap(True)
        self._message.hide()

        self.map = ExplorerMap(self)
        self._scroll = QScrollArea(self)
        self._scroll.setObjectName("explorer_scroll")
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setWidget(self.map)
        self._scroll.setBackgroundRole(QPalette.ColorRole.Base)
        self.key = MapKey(self)

        # The controls wrap onto more lines rather than widen the window.
        size_box = QWidget(self)
        size_row = QHBoxLayout(size_box)
        size_row.setContentsMargins(0, 0, 0, 0)
        size_row.addWidget(size_label)
        size_row.addWidget(self._size)
        controls = QWidget(self)
        controls.setObjectName("explorer_controls")
        flow = FlowLayout(controls)
        for widget in (size_box, self._view, self._compute, self._refresh, self._export):
            flow.addWidget(widget)
        status_row = QHBoxLayout()
        status_row.addWidget(self._status, 1)
        status_row.addWidget(self._progress, 0, Qt.AlignmentFlag.AlignVCenter)

        column = QVBoxLayout(self)
        column.setContentsMargins(0, 6, 0, 0)
        column.setSpacing(6)
        column.addWidget(controls)
        column.addLayout(status_row)
        column.addWidget(self._caption)
        column.addWidget(self._message)
        column.addWidget(self._scroll, 1)
        column.addWidget(self.key)

    def _connect_signals(self) -> None:
        self._size.valueChanged.connect(self._on_size_changed)
        self._view.currentIndexChanged.connect(self._on_view_changed)
        self._compute.clicked.connect(self._on_compute_clicked)
        self._refresh.clicked.connect(self._on_refresh_clicked)
        self._export.clicked.connect(self._on_export_clicked)
        self.map.cell_clicked.connect(self._on_cell_clicked)
        self.map_task.running_changed.connect(self._on_running_changed)
        self.map_task.progressed.connect(self._on_progressed)
        self.map_task.finished.connect(self._on_map_finished)
        self.map_task.failed.connect(self._on_map_failed)
        self.map_task.crashed.connect(self._on_map_crashed)
        self.map_task.cancelled.connect(self._on_map_cancelled)
        self.export_task.finished.connect(self._on_export_written)
        self.export_task.failed.connect(self._on_export_failed)
        self.export_task.crashed.connect(self._on_export_crashed)

    # -- public ------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.map_task.running

    @property
    def picture(self) -> MapPicture | None:
        """The map on display (None before the first one is computed)."""
        return self._picture

    @property
    def result(self) -> Map | None:
        return None if self._picture is None else self._picture.map

    @property
    def base(self) -> Position:
        return self._base

    def side(self) -> int:
        return self._size.value()

    def set_side(self, side: int) -> None:
        """Choose the map's size (a change recomputes it, as in the spin box)."""
        self._size.setValue(side)

    def set_base(self, position: Position) -> None:
        """The tab's current position; the map is not recomputed until asked."""
        self._base = position
        if self._picture is not None:
            self.map.set_current(cell_of(self._picture, position))
        if self.running and map_depends_on(self.plane, self._computing_base, position):
            self.compute()          # the map in flight belongs to an older position
        self._update_controls()

    @Slot(object)
    def follow_outcome(self, outcome: Outcome) -> None:
        """The tab showed a new result: its position becomes the base (see set_base)."""
        self.set_base(outcome.analysis.position)

    def base_changed(self) -> bool:
        """Does the map on display belong to another position than the tab's?"""
        return (self._picture is not None
                and map_depends_on(self.plane, self._picture.base, self._base))

    def compute(self) -> None:
        """Fill the map around the current position, in the background (any map still
        being computed is dropped)."""
        self._started_once = True
        self._started_at = time.monotonic()
        self._progress.setRange(0, 0)
        side = self.side()
        self._computing_base = self._base
        self._set_status(self.tr("Mapping {count} positions by brute force…").format(
            count=side * side))
        self.map_task.start(map_work(self.spec, self._base, side, self.rule,
                                     self.memory_limit))

    def cancel(self) -> None:
        """Stop the work in flight; the last map stays on display."""
        if self.running:
            self.map_task.cancel()

    def shutdown(self) -> None:
        """Forget any work in flight (the window is closing)."""
        self.map_task.cancel()

    def export_csv(self, path: str) -> None:
        """Save the map on display as CSV to `path`, in the background."""
        if self._picture is None:
            return
        self._message.hide()
        self._export_path = path
        result = self._picture.map
        self.export_task.start(lambda should_stop, progress: write_csv(result, path))

    def status_text(self) -> str:
        return self._status.text()

    # -- helpers ---------------------------------------------------------------------------
    def _update_controls(self) -> None:
        running = self.running
        self._compute.setText(self.tr("Cancel") if running else self.tr("Compute"))
        self._compute.setToolTip(self.tr("Stop computing the map.") if running else
                                 self.tr("Compute the map by brute force, in the "
                                         "background."))
        self._refresh.setEnabled(not running and self.base_changed())
        self._export.setEnabled(self._picture is not None)
        self._view.offer(self._picture)

    def _show_idle_status(self) -> None:
        self._set_status(self.tr(
            "A map of {x} across and {y} up, every cell solved by brute force and checked "
            "against the rule. Press Compute.").format(
                x=translate(self.plane.x_label), y=translate(self.plane.y_label)))

    def _set_status(self, text: str, alarm: bool = False) -> None:
        self._status.setText(text)
        font = QFont(self.font())
        font.setBold(alarm)
        self._status.setFont(font)
        palette = QPalette()
        if alarm:
            window = self.palette().color(QPalette.ColorRole.Window)
            palette.setColor(QPalette.ColorRole.Window, mix(window, ALARM, 0.22))
            palette.setColor(QPalette.ColorRole.WindowText, error_text_colour(self))
        self._status.setAutoFillBackground(alarm)
        self._status.setPalette(palette)
        self._status.setProperty("alarm", alarm)

    def _verdict_text(self, picture: MapPicture) -> tuple[str, bool]:
        result = picture.map
        if result.agrees:
            return self.tr("Checked against the rule for all {n} positions.").format(
                n=result.checked), False
        count = len(result.disagreements)
        listed = []
        for x, y in result.disagreements[:DISAGREEMENTS_LISTED]:
            position = picture.position_at(x, y)
            listed.append(f"({self.spec.format(position)})" if position is not None
                          else f"({x}, {y})")
        positions = ", ".join(listed) + (", …" if count > DISAGREEMENTS_LISTED else "")
        if count == 1:
            text = self.tr("The rule disagrees with brute force at 1 position: "
                           "{positions}").format(positions=positions)
        else:
            text = self.tr("The rule disagrees with brute force at {k} positions: "
                           "{positions}").format(k=count, positions=positions)
        return text, True

    @Slot()
    def _scroll_to_origin(self) -> None:
        """A map bigger than the view opens at its corner (0, 0): the bottom left."""
        self._scroll.horizontalScrollBar().setValue(0)
        bar = self._scroll.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _show_caption(self, picture: MapPicture) -> None:
        """Say what a cell stands for when it is more than its two numbers (the other
        heaps of the form, empty boxes, an option)."""
        x, y = min(2, picture.columns - 1), min(3, picture.rows - 1)
        position = picture.position_at(x, y)
        xs, ys = self.plane.x_start + x, self.plane.y_start + y
        if position is None or self.spec.format(position) == f"{xs} {ys}":
            self._caption.hide()
            return
        self._caption.setText(self.tr(
            "The cell {x_label} = {x}, {y_label} = {y} is the position {args}; the map "
            "was drawn around {base}.").format(
                x_label=translate(self.plane.x_label), x=xs,
                y_label=translate(self.plane.y_label), y=ys,
                args=self.spec.format(position), base=self.spec.format(picture.base)))
        self._caption.show()

    # -- slots -----------------------------------------------------------------------------
    @Slot(int)
    def _on_size_changed(self, side: int) -> None:
        self.compute()

    @Slot(int)
    def _on_view_changed(self, index: int) -> None:
        view = self._view.itemData(index) or OUTCOME
        if self._picture is not None and not has_view(self._picture, view):
            self._view.setCurrentIndex(0)       # chosen by a program: not on this map
            return
        self.map.set_view(view)
        self.key.set_state(self._picture, self.map.view)

    @Slot()
    def _on_compute_clicked(self) -> None:
        if self.running:
            self.cancel()
        else:
            self.compute()

    @Slot()
    def _on_refresh_clicked(self) -> None:
        self.compute()

    @Slot(bool)
    def _on_running_changed(self, running: bool) -> None:
        self._progress.setVisible(running)
        self.map.set_stale(running)
        self._update_controls()

    @Slot(int, int)
    def _on_progressed(self, done: int, total: int) -> None:
        self._progress.setRange(0, total)
        self._progress.setValue(done)
        elapsed = time.monotonic() - self._started_at
        left = elapsed * (total - done) / done if done else 0.0
        if elapsed >= ESTIMATE_AFTER_S and left >= ESTIMATE_AFTER_S:
            self._set_status(self.tr(
                "Mapping by brute force: {done} of {total} cells, about {seconds} s left. "
                "Big numbers elsewhere in the position make every cell a bigger search; "
                "Cancel stops at once.").format(done=done, total=total,
                                                seconds=max(round(left), 1)))
        else:
            self._set_status(self.tr("Mapping by brute force: {done} of {total} cells…").format(
                done=done, total=total))

    @Slot(object)
    def _on_map_finished(self, picture: MapPicture) -> None:
        self._picture = picture
        self.map.set_picture(picture)
        self.map.set_view(self._view.currentData() or OUTCOME)
        self.map.set_current(cell_of(picture, self._base))
        self.key.set_state(picture, self.map.view)
        QTimer.singleShot(0, self, self._scroll_to_origin)
        self._show_caption(picture)
        text, alarm = self._verdict_text(picture)
        self._set_status(text, alarm)
        self._status.setToolTip(self.tr("{cells} cells in {seconds:.2f} s.").format(
            cells=picture.columns * picture.rows, seconds=picture.seconds))
        self._update_controls()
        self.map_shown.emit(picture)

    @Slot(object)
    def _on_map_failed(self, error: Exception) -> None:
        text = failure_text(error)
        self._set_status(text, alarm=True)
        self._status.setToolTip("")

    @Slot(str)
    def _on_map_crashed(self, details: str) -> None:
        last = details.strip().splitlines()[-1] if details.strip() else ""
        self._set_status(self.tr("The map could not be computed ({error}).").format(error=last),
                         alarm=True)
        self._status.setToolTip(details)

    @Slot()
    def _on_map_cancelled(self) -> None:
        self._set_status(self.tr("Cancelled.") + (
            " " + self.tr("The map shown is the previous one.") if self._picture else ""))

    @Slot(int, int)
    def _on_cell_clicked(self, x: int, y: int) -> None:
        if self._picture is None:
            return
        position = self._picture.position_at(x, y)
        if position is not None:
            self.position_requested.emit(self.spec.format(position))

    @Slot()
    def _on_export_clicked(self) -> None:
        if self._picture is None:
            return
        suggested = f"{self.spec.id}-map-{self._picture.columns}x{self._picture.rows}.csv"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the map as CSV"),
                                              suggested, self.tr("CSV files (*.csv)"))
        if path:
            self.export_csv(path)

    @Slot(object)
    def _on_export_written(self, path: str) -> None:
        self._message.setPalette(QPalette())
        self._message.setText(self.tr("Saved to {path}.").format(path=path))
        self._message.show()
        self.exported.emit(path)

    @Slot(object)
    def _on_export_failed(self, error: Exception) -> None:
        self._show_export_error(str(error) or type(error).__name__)

    @Slot(str)
    def _on_export_crashed(self, details: str) -> None:
        self._show_export_error(details.strip().splitlines()[-1] if details.strip() else "")

    def _show_export_error(self, error: str) -> None:
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.WindowText, error_text_colour(self))
        self._message.setPalette(palette)
        self._message.setText(self.tr("Could not save {path}: {error}").format(
            path=self._export_path, error=error))
        self._message.show()

    # -- Qt overrides ------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        """The first time the page is shown, fill the map (not before: most tabs are
        never looked at)."""
        super().showEvent(event)
        if not self._started_once:
            self.compute()
