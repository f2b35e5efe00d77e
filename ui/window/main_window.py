"""The main window: one tab per game of the registry, menus, files, and remembered settings.

The last session lives in QSettings and nowhere else: on close the window writes its
geometry, the tab in front and, in each game's group, the position and the game being
played (`play`, the same JSON as in a session file); on start it reads them back. A
session file (File → Save Session) holds the same things, so opening one is the same as
coming back to the window as it was; the next start brings back whatever was on screen
at close, opened from a file or not.
"""

from __future__ import annotations

import html
import sys
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QFileInfo,
    QSettings,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QProgressBar,
    QToolButton,
    QWidget,
)

from solvers import GAMES
from solvers.play import DELAYING_RULE
from solvers.spec import GameSpec, InputError
from ui.canvases import canvas_class
from ui.tab.game_tab import REMEMBER_MAX_CHARS, GameTab
from ui.tab.outcome import join_sentences, rules_html, translate
from ui.window.language import language_menu
from ui.window.lazy_page import LazyPage
from ui.window.pages import page_class
from ui.window.quiet_tabs import QuietTabWidget

# Files, exports, the judge, the pirates' and the sums' pages are imported when first
# used: the window's first paint waits for nothing it does not show.
if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QPaintEvent

    from ui.files.batch import Job, JudgeResult
    from ui.files.session import Session, SessionError, TabState
    from ui.sum.sum_tab import SumTab

#: Longest wait for background work when the window closes, in milliseconds.
CLOSE_WAIT_MS = 3000
DEFAULT_SIZE = (1360, 840)

#: Most files in File → Open Recent.
RECENT_MAX = 8
#: How long a message that is not an error stays in the status bar, in milliseconds.
INFO_MS = 10_000
PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"

#: The sum-of-games page's name (session.SUM_TAB; SumTab's objectName).
SUM_PAGE = "sum"

def make_tab(spec: GameSpec, position: str | None = None) -> GameTab:
    return page_class(spec.page)(spec, position)


def nimlab_version() -> str:
    """The installed package's version, else the one pyproject.toml declares."""
    import tomllib
    from importlib import metadata

    try:
        return metadata.version("nimlab")
    except metadata.PackageNotFoundError:
        pass
    try:
        with open(PYPROJECT, "rb") as file:
            return str(tomllib.load(file)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "?"


def session_message(error: SessionError) -> str:
    """A session error in the user's language (its template is translated, then filled)."""
    template = QCoreApplication.translate("session", error.template)
    try:
        return template.format(**error.values)
    except (KeyError, IndexError, ValueError):
        return str(error)


def tab_state(tab: GameTab) -> TabState:
    """What a session remembers of a game's tab: its position and the game being played.

    The position is the text in the position line when it is valid, else the last valid
    one; the play is kept only when it ends at that position.
    """
    from ui.files.session import PlayRecord, TabState

    spec = tab.spec
    text = " ".join(tab.position_text().split())
    try:
        position = spec.parse(text)
    except InputError:
        text = tab.last_valid_position() or spec.example
        position = spec.parse(text)
    play = None
    if tab.play is not None and (moves := tab.play.moves_played):
        first = tab.play.undo_stack.command(0)
        start = getattr(first, "before", None)
        if start is not None and moves[-1].after == position:
            play = PlayRecord(spec.format(start), tuple(spec.format(m.after) for m in moves))
    return TabState(text, play)


def _import_page_modules(name: str) -> None:
    """Import the modules the tab of page `name` (a game id, or "sum") needs."""
    if name == SUM_PAGE:
        import_module("ui.sum.sum_tab")
    elif name in GAMES:
        page_class(GAMES[name].page)
        canvas_class(GAMES[name].canvas)


def _registry_tabs(tabs: list[QWidget]) -> list[GameTab]:
    """Those of `tabs` that show a game of the registry."""
    return [tab for tab in tabs
            if isinstance(getattr(tab, "spec", None), GameSpec)
            and GAMES.get(tab.objectName()) is tab.spec]


class MainWindow(QMainWindow):
    """NimLab's window. `remember=False` neither reads nor writes the settings.

    `lazy=True` is how `python main.py` starts: only the tab in front is made before the
    first paint. Every other page is a LazyPage named after its game (its objectName),
    whose tab is made when it comes to the front, or in idle time once the window has
    painted (one page per turn of the event loop); a tab gets its remembered position and
    game being played when it is made. Without `lazy`, every tab is made before the
    constructor returns, as tests and other programs expect.

    Signals:
        game_changed(str): another game's tab came to the front (its id).
    """

    game_changed = Signal(str)

    def __init__(self, remember: bool = True, parent: QWidget | None = None, *,
                 lazy: bool = False):
        super().__init__(parent)
        self.setObjectName("main_window")
        self._remember = remember
        self._ready = False                 # menus and status bar made: tabs may report
        self._build_after_paint = lazy      # start making the other pages after a paint
        self._prepared: set[str] = set()    # pages whose modules the idle steps imported
        self.tabs = QuietTabWidget(self)
        self.tabs.setObjectName("tabs")
        self.tabs.setUsesScrollButtons(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        for spec in GAMES.values():
            self._add_page(spec.id, translate(spec.title), join_sentences(spec.rules), lazy)
        self._add_page(SUM_PAGE, self.tr("Sum of games"), None, lazy)
        self.setCentralWidget(self.tabs)
        self._game_actions = QActionGroup(self)
        self._build_menus()
        self.resize(*DEFAULT_SIZE)
        if remember:
            self._restore_settings()
        self._ready = True
        self._connect_signals()
        self._on_current_changed(self.tabs.currentIndex())

    # -- building --------------------------------------------------------------------------
    def _add_page(self, name: str, title: str, tip: str | None, lazy: bool) -> None:
        """A tab titled `title`: its page made now, or a LazyPage named `name` that makes
        it later (the sum's tooltip, its rules, comes with the page)."""
        if lazy:
            page: QWidget = LazyPage(self._make_page, name)
            page.built.connect(self._on_page_built)
        else:
            page = self._make_page(name)
        index = self.tabs.addTab(page, title)
        tip = tip if tip is not None else getattr(page, "rules_text", lambda: None)()
        if tip:
            self.tabs.setTabToolTip(index, tip)

    def _make_page(self, page: QWidget | str) -> QWidget:
        """The tab of the page named `page` (a game id, or "sum"), or of that LazyPage."""
        name = page if isinstance(page, str) else page.objectName()
        return self._make_sum_tab() if name == SUM_PAGE else self._make_game_tab(GAMES[name])

    def _make_game_tab(self, spec: GameSpec) -> GameTab:
        """Game `spec`'s tab, at the position it had at the last close when remembering
        (and with the game being played then, once the window is ready)."""
        settings = QSettings() if self._remember else None
        position = (GameTab.remembered_position(settings, spec.id)
                    if settings is not None else None)
        start = position
        if position is not None:
            try:
                spec.parse(position)
            except InputError:
                start = None        # shown below as typed, its error beside the example
        tab = make_tab(spec, start)
        if position is not None and start is None:
            tab.set_position_text(position)
        if settings is not None and self._ready:
            self._restore_tab_play(tab, settings)
        return tab

    def _make_sum_tab(self) -> SumTab:
        from ui.sum.sum_tab import SumTab

        tab = SumTab()
        if self._remember:
            tab.load_settings(QSettings())
        return tab

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self._build_file_actions(file_menu)
        self._quit_action = self._action(self.tr("&Quit"), "quit", [QKeySequence.StandardKey.Quit,
                                                                   QKeySequence("Ctrl+Q")])
        file_menu.addAction(self._quit_action)

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self._next_action = self._action(self.tr("&Next Game"), "next_tab",
                                         [QKeySequence("Ctrl+Tab"),
                                          QKeySequence("Ctrl+PgDown")])
        self._previous_action = self._action(self.tr("&Previous Game"), "previous_tab",
                                             [QKeySequence("Ctrl+Shift+Tab"),
                                              QKeySequence("Ctrl+PgUp")])
        view_menu.addAction(self._next_action)
        view_menu.addAction(self._previous_action)
        view_menu.addSeparator()
        self._game_actions.setExclusive(True)
        for index in range(self.tabs.count()):     # the games, then the sum of games
            keys = [QKeySequence(f"Alt+{index + 1}")] if index < 9 else []
            action = self._action(self.tabs.tabText(index),
                                  f"show_{self.tabs.widget(index).objectName()}", keys)
            action.setCheckable(True)
            action.setData(index)
            self._game_actions.addAction(action)
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addMenu(language_menu(self))

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._rules_action = self._action(self.tr("&Rules of This Game"), "rules",
                                          [QKeySequence.StandardKey.HelpContents,
                                           QKeySequence("F1")])
        self._about_action = self._action(self.tr("&About NimLab"), "about", [])
        help_menu.addAction(self._rules_action)
        help_menu.addAction(self._about_action)

    def _build_file_actions(self, menu: QMenu) -> None:
        """Sessions, recent files, exports and the judge batch, above Quit; the status bar
        that reports on them, with the progress of background work."""
        self._session_path: str | None = None
        self._recent: list[str] = []
        self._job: Job | None = None         # made when first needed (see _job_runner)
        self._job_done = None
        self._open_action = self._action(self.tr("&Open Session…"), "open_session",
                                         [QKeySequence("Ctrl+O")])
        self._save_action = self._action(self.tr("&Save Session"), "save_session",
                                         [QKeySequence("Ctrl+S")])
        self._save_as_action = self._action(self.tr("Save Session &As…"), "save_session_as",
                                            [QKeySequence("Ctrl+Shift+S")])
        self._recent_menu = QMenu(self.tr("Open &Recent"), self)
        self._recent_menu.setObjectName("recent_menu")
        self._png_action = self._action(self.tr("Export Picture as &PNG…"), "export_png", [])
        self._svg_action = self._action(self.tr("Export Picture as S&VG…"), "export_svg", [])
        self._csv_action = self._action(self.tr("Export &Table as CSV…"), "export_csv", [])
        self._csv_action.setToolTip(self.tr("The pirates' shares, one row per pirate."))
        self._copy_action = self._action(self.tr("&Copy Verdict as Markdown"), "copy_verdict",
                                         [QKeySequence("Ctrl+Shift+C")])
        self._judge_action = self._action(self.tr("Solve &Judge Input…"), "solve_judge", [])
        for action in (self._open_action, self._save_action, self._save_as_action):
            menu.addAction(action)
        menu.addMenu(self._recent_menu)
        menu.addSeparator()
        for action in (self._png_action, self._svg_action, self._csv_action,
                       self._copy_action):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self._judge_action)
        menu.addSeparator()

        status = self.statusBar()
        status.setObjectName("status_bar")
        self._job_progress = QProgressBar(status)
        self._job_progress.setObjectName("job_progress")
        self._job_progress.setRange(0, 1000)
        self._job_progress.setMaximumWidth(200)
        self._job_progress.hide()
        self._cancel_job = QToolButton(status)
        self._cancel_job.setObjectName("cancel_job")
        self._cancel_job.setText(self.tr("Cancel"))
        self._cancel_job.setToolTip(self.tr("Stop the work in the background."))
        self._cancel_job.hide()
        status.addPermanentWidget(self._job_progress)
        status.addPermanentWidget(self._cancel_job)
        status.hide()        # shown while it has something to say: it takes no room otherwise
        self._fill_recent_menu()

    def _action(self, text: str, name: str, keys: list) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        sequences = []
        for key in keys:
            sequence = QKeySequence(key)
            if not sequence.isEmpty() and sequence not in sequences:
                sequences.append(sequence)
        action.setShortcuts(sequences)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.addAction(action)
        return action

    def _connect_signals(self) -> None:
        self._quit_action.triggered.connect(self.close)
        self._next_action.triggered.connect(self._on_next_triggered)
        self._previous_action.triggered.connect(self._on_previous_triggered)
        self._game_actions.triggered.connect(self._on_game_action_triggered)
        self._rules_action.triggered.connect(self._on_about_triggered)
        self._about_action.triggered.connect(self._on_about_triggered)
        self.tabs.currentChanged.connect(self._on_current_changed)
        self._connect_file_signals()

    def _connect_file_signals(self) -> None:
        self._open_action.triggered.connect(self._on_open_triggered)
        self._save_action.triggered.connect(self._on_save_triggered)
        self._save_as_action.triggered.connect(self._on_save_as_triggered)
        self._recent_menu.aboutToShow.connect(self._on_recent_about_to_show)
        self._recent_menu.triggered.connect(self._on_recent_triggered)
        self._png_action.triggered.connect(self._on_export_png_triggered)
        self._svg_action.triggered.connect(self._on_export_svg_triggered)
        self._csv_action.triggered.connect(self._on_export_csv_triggered)
        self._copy_action.triggered.connect(self._on_copy_verdict_triggered)
        self._judge_action.triggered.connect(self._on_solve_judge_triggered)
        self._cancel_job.clicked.connect(self._on_cancel_job_clicked)
        self.statusBar().messageChanged.connect(self._on_status_message_changed)
        self.game_changed.connect(self._on_game_changed_for_files)

    # -- public ------------------------------------------------------------------------------
    def tab(self, game: str) -> GameTab:
        """The tab of game id `game` (made now if its page was still waiting)."""
        index = self._page_index(game)
        if index < 0:
            raise KeyError(game)
        return self._made(self.tabs.widget(index))  # type: ignore[return-value]

    def current_tab(self) -> GameTab | SumTab:
        return self._made(self.tabs.currentWidget())  # type: ignore[return-value]

    def show_game(self, game: str) -> None:
        index = self._page_index(game)
        if index < 0:
            raise KeyError(game)
        self.tabs.setCurrentIndex(index)

    def all_tabs(self) -> list[GameTab | SumTab]:
        """Every tab, in order (pages still waiting are made now)."""
        return [self._made(self.tabs.widget(i)) for i in range(self.tabs.count())]

    @property
    def sum_tab(self) -> SumTab:
        return self.tab(SUM_PAGE)  # type: ignore[return-value]

    def pages_waiting(self) -> list[str]:
        """The names of the pages whose tab is not made yet (a lazy window's)."""
        return [page.objectName() for page in self._pages()
                if isinstance(page, LazyPage) and not page.is_built()]

    def about_text(self) -> str:
        """The About box: what NimLab is, then the rules of the current game."""
        tab = self.current_tab()
        if not isinstance(tab, GameTab):
            return self.tr(
                "<h3>NimLab {version}</h3><p>Verdicts, winning moves and pictures for "
                "impartial combinatorial games, exact for numbers of any size.</p>"
                "<h4>{title}</h4><p>{rules}</p>").format(
                    version=html.escape(nimlab_version()),
                    title=html.escape(self.tabs.tabText(self.tabs.currentIndex())),
                    rules=tab.rules_html())
        spec = tab.spec
        return self.tr(
            "<h3>NimLab {version}</h3><p>Verdicts, winning moves and pictures for impartial "
            "combinatorial games, exact for numbers of any size.</p>"
            "<h4>{title}</h4><p>{rules}</p>"
            "<p>The same answers are on the command line: "
            "<code>python main.py solve {game} {example}</code></p>"
            "{playing}").format(
                version=html.escape(nimlab_version()),
                title=html.escape(translate(spec.title)),
                rules=rules_html(spec.rules, spec.theory), game=spec.id,
                example=html.escape(spec.example),
                playing=self.tr("<h4>Playing the computer</h4><p>A perfect computer wins "
                                "whenever it can. {rule}</p>").format(
                                    rule=html.escape(translate(DELAYING_RULE)))
                if spec.is_two_player else "")

    # -- files: sessions ------------------------------------------------------------------
    def game_tabs(self) -> list[GameTab]:
        """The tabs of the registry's games (a session holds these)."""
        return _registry_tabs(self.all_tabs())

    def sum_of_games_tab(self) -> QWidget | None:
        """The sum-of-games tab, if the window has one."""
        index = self._page_index(SUM_PAGE)
        tab = self._made(self.tabs.widget(index)) if index >= 0 else None
        return tab if hasattr(tab, "set_position_text") else None

    def session(self) -> Session:
        """Every tab's position and game being played, and the tab in front."""
        from solvers.sums import parse_sum
        from ui.files.session import SUM_TAB, Session, TabState

        tabs = {tab.spec.id: tab_state(tab) for tab in self.game_tabs()}
        sums = self.sum_of_games_tab()
        if sums is not None:
            text = " ".join(sums.position_text().split())
            try:
                parse_sum(text)
            except InputError:
                text = sums.last_valid_text() or ""
            if text:
                tabs[SUM_TAB] = TabState(text)
        current = self.current_tab().objectName()
        return Session(tabs, current if current in tabs else None)

    def apply_session(self, session: Session) -> None:
        """Show a session checked by `session.from_json`: positions, games, the front tab.

        Tabs the session does not mention keep what they show.
        """
        from ui.files.session import SUM_TAB, legal_path

        for tab in self.game_tabs():
            state = session.tabs.get(tab.spec.id)
            if state is None:
                continue
            if state.play is not None and tab.play is not None:
                spec = tab.spec
                start = spec.parse(state.play.start)
                moves = legal_path(spec, start, [spec.parse(m) for m in state.play.moves])
                tab.play.replay(start, moves)
            else:
                tab.set_position_text(state.position)
        sums = self.sum_of_games_tab()
        if sums is not None and SUM_TAB in session.tabs:
            sums.set_position_text(session.tabs[SUM_TAB].position)
        if session.current is not None:
            try:
                self.show_game(session.current)
            except KeyError:
                pass

    def open_session(self, path: str) -> bool:
        """Read the session at `path` and show it; on any problem say why, change nothing."""
        from ui.files.session import SessionError
        from ui.files.session_io import read_session

        try:
            session = read_session(path)
        except SessionError as error:
            self.show_status(self.tr("Could not open {file}: {problem}").format(
                file=QFileInfo(path).fileName(), problem=session_message(error)), error=True)
            return False
        self.apply_session(session)
        self._session_path = path
        self._add_recent(path)
        self.show_status(self.tr("Opened {file}.").format(file=QFileInfo(path).fileName()))
        return True

    def save_session(self, path: str) -> bool:
        """Write the session to `path` atomically; on failure the old file stays."""
        from ui.files.session_io import SaveError, save_session

        try:
            save_session(path, self.session())
        except SaveError as error:
            self.show_status(str(error), error=True)
            return False
        self._session_path = path
        self._add_recent(path)
        self.show_status(self.tr("Saved the session in {file}.").format(
            file=QFileInfo(path).fileName()))
        return True

    def session_path(self) -> str | None:
        """The file the session was last opened from or saved to."""
        return self._session_path

    def recent_files(self) -> list[str]:
        return list(self._recent)

    # -- files: exports -------------------------------------------------------------------
    def export_picture(self, path: str, kind: str) -> bool:
        """Save the current tab's picture as "png" (twice its size) or "svg"."""
        from ui.files import export
        from ui.files.session_io import SaveError

        tab = self.current_tab()
        canvas = getattr(tab, "canvas", None)
        if not isinstance(canvas, QWidget):
            self.show_status(self.tr("This tab has no picture to export."), error=True)
            return False
        try:
            if kind == "svg":
                export.export_svg(canvas, path, title=self.tabs.tabText(self.tabs.currentIndex()),
                                  description=tab.position_text())
            else:
                export.export_png(canvas, path)
        except SaveError as error:
            self.show_status(str(error), error=True)
            return False
        self.show_status(self.tr("Saved the picture in {file}.").format(
            file=QFileInfo(path).fileName()))
        return True

    def export_table(self, path: str) -> bool:
        """Write the pirates' table to `path` as CSV, in the background."""
        from ui.files import export

        tab = self.current_tab()
        table = (tab.outcome.analysis.facts.get("table")
                 if getattr(tab, "outcome", None) is not None else None)
        if table is None or not getattr(tab, "exports_table", False):
            self.show_status(self.tr("Only the pirates' tab has a table to export."),
                             error=True)
            return False
        model = tab.model
        pirates = export.pirate_range(table, model.first_pirate,
                                      model.first_pirate + model.rowCount() - 1)

        def work(should_stop, progress):
            return export.export_pirate_csv(table, path, pirates, should_stop, progress)

        return self._start_job(work, self._on_table_exported, path, self.tr(
            "Writing {count} rows to {file}…").format(count=f"{len(pirates):,}",
                                                     file=QFileInfo(path).fileName()))

    def copy_verdict(self) -> bool:
        """Put the current tab's verdict and explanation on the clipboard as Markdown."""
        from ui.files import export

        tab = self.current_tab()
        markdown = export.verdict_markdown(tab) if isinstance(tab, GameTab) else None
        if markdown is None:
            self.show_status(self.tr("There is no verdict to copy yet."), error=True)
            return False
        export.copy_markdown(markdown)
        self.show_status(self.tr("Copied the verdict of {game} as Markdown.").format(
            game=translate(tab.spec.title)))
        return True

    # -- files: the judge ---------------------------------------------------------------------
    def start_judge(self, path: str, problem: str, output: str | None = None) -> bool:
        """Answer the judge input at `path` in the background; then save the answers to
        `output`, or where a save dialog says when `output` is None."""
        from solvers.judge import FORMATS
        from ui.files.batch import solve_judge_file

        if problem not in FORMATS:
            self.show_status(self.tr("There is no judge problem '{problem}'.").format(
                problem=problem), error=True)
            return False

        def work(should_stop, progress):
            return solve_judge_file(problem, path, should_stop, progress)

        return self._start_job(work, self._on_judge_solved, (path, output), self.tr(
            "Solving {file} as {problem}…").format(file=QFileInfo(path).fileName(),
                                                  problem=problem))

    def job_running(self) -> bool:
        return self._job is not None and self._job.running

    def show_status(self, text: str, error: bool = False) -> None:
        """The one channel for file messages: the status bar, shown while it has one (an
        error stays until the next message)."""
        status = self.statusBar()
        status.setToolTip(text if error else "")
        status.show()
        status.showMessage(text, 0 if error else INFO_MS)

    def _start_job(self, work, done, context, words: str) -> bool:
        if self.job_running():
            self.show_status(self.tr("Wait for the work in the background to finish, or "
                                     "cancel it."), error=True)
            return False
        self._job_done = (done, context)
        self._job_progress.setValue(0)
        self._job_runner().start(work)
        self.show_status(words)
        return True

    def _job_runner(self) -> Job:
        """The window's one Job, made when first needed."""
        if self._job is None:
            from ui.files.batch import Job

            job = Job(self)
            job.running_changed.connect(self._on_job_running_changed)
            job.progressed.connect(self._job_progress.setValue)
            job.finished.connect(self._on_job_finished)
            job.failed.connect(self._on_job_failed)
            job.crashed.connect(self._on_job_crashed)
            job.cancelled.connect(self._on_job_cancelled)
            self._job = job
        return self._job

    def _finish_judge(self, result: JudgeResult, source: str, output: str | None) -> None:
        from PySide6.QtWidgets import QFileDialog

        from ui.files.session_io import SaveError, write_text

        if output is None:
            start = str(Path(source).with_suffix(".out"))
            output, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the Answers"), start,
                self.tr("Judge output (*.out *.txt);;All files (*)"))
            if not output:
                self.show_status(self.tr("{count} answers found; they were not saved.").format(
                    count=f"{result.answers:,}"))
                return
        try:
            write_text(output, result.output)
        except SaveError as error:
            self.show_status(str(error), error=True)
            return
        self.show_status(self.tr("Saved {count} answers to {file}.").format(
            count=f"{result.answers:,}", file=QFileInfo(output).fileName()))

    # -- files: dialogs and recent files ---------------------------------------------------
    def _directory(self) -> str:
        if self._session_path:
            return QFileInfo(self._session_path).absolutePath()
        if self._recent:
            return QFileInfo(self._recent[0]).absolutePath()
        from PySide6.QtCore import QStandardPaths

        return QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)

    def _suggested(self, name: str) -> str:
        return str(Path(self._directory()) / name)

    def _add_recent(self, path: str) -> None:
        path = QFileInfo(path).absoluteFilePath()
        self._recent = [path, *(p for p in self._recent if p != path)][:RECENT_MAX]
        self._write_recent()
        self._fill_recent_menu()

    def _write_recent(self) -> None:
        if self._remember:
            QSettings().setValue("files/recent", self._recent)

    @staticmethod
    def _read_recent(settings: QSettings) -> list[str]:
        value = settings.value("files/recent", [], type=list)   # an empty list reads as None
        return [str(p) for p in value or [] if p][:RECENT_MAX]

    def _prune_recent(self) -> None:
        missing = [p for p in self._recent if not QFileInfo(p).isFile()]
        if not missing:
            return
        self._recent = [p for p in self._recent if p not in missing]
        self._write_recent()
        self._fill_recent_menu()
        self.show_status(self.tr("Removed from Open Recent, no longer there: {files}").format(
            files=", ".join(QFileInfo(p).fileName() for p in missing)))

    def _fill_recent_menu(self) -> None:
        self._recent_menu.clear()
        for number, path in enumerate(self._recent, 1):
            action = self._recent_menu.addAction(
                f"&{number} {QFileInfo(path).fileName()}" if number < 10 else path)
            action.setData(path)
            action.setToolTip(path)
            action.setStatusTip(path)
        if not self._recent:
            empty = self._recent_menu.addAction(self.tr("No recent sessions"))
            empty.setEnabled(False)
        self._recent_menu.setToolTipsVisible(True)

    # -- the last session (QSettings) ----------------------------------------------------------
    def _save_play(self, settings: QSettings) -> None:
        """The games being played, for the next start (a page never made keeps what the
        settings hold: it showed nothing else)."""
        from ui.files.session import play_to_json

        for tab in _registry_tabs(self._made_tabs()):
            if tab.play is None:
                continue
            play = tab_state(tab).play if tab.play.moves_played else None
            text = play_to_json(play) if play is not None else ""
            key = f"{tab.spec.id}/play"
            if text and len(text) <= REMEMBER_MAX_CHARS:
                settings.setValue(key, text)
            else:
                settings.remove(key)

    def _restore_tab_play(self, tab: GameTab, settings: QSettings) -> None:
        """Take up the game that was being played in `tab` at the last close."""
        text = settings.value(f"{tab.spec.id}/play", "", type=str)
        if not text or tab.play is None:
            return
        from ui.files.session import SessionError, legal_path, play_from_json

        spec = tab.spec
        try:
            play = play_from_json(text, spec, tab.position_text())
        except SessionError as error:
            self.show_status(self.tr("The last game of {game} could not be taken up: "
                                     "{problem}").format(game=translate(spec.title),
                                                         problem=session_message(error)),
                             error=True)
            return
        start = spec.parse(play.start)
        tab.play.replay(start, legal_path(spec, start, [spec.parse(m) for m in play.moves]))

    # -- settings --------------------------------------------------------------------------
    def _restore_settings(self) -> None:
        """The window as it was at the last close. The tabs made so far take up their games
        here (their positions came with them); the others when they are made."""
        settings = QSettings()
        geometry = settings.value("window/geometry", None, type=QByteArray)
        if geometry is not None and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        for tab in _registry_tabs(self._made_tabs()):
            self._restore_tab_play(tab, settings)
        self._recent = self._read_recent(settings)
        self._fill_recent_menu()
        game = settings.value("window/game", "", type=str)
        if game and self._page_index(game) >= 0:
            self.show_game(game)

    def save_settings(self) -> None:
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/game", self.current_tab().objectName())
        for tab in self._made_tabs():       # a page never made: its settings stand
            tab.save_settings(settings)
        self._save_play(settings)
        settings.sync()

    # -- pages -----------------------------------------------------------------------------
    def _pages(self) -> list[QWidget]:
        return [self.tabs.widget(i) for i in range(self.tabs.count())]

    def _page_index(self, name: str) -> int:
        """The index of the page named `name` (a game id, or "sum"), or -1."""
        return next((i for i, page in enumerate(self._pages()) if page.objectName() == name),
                    -1)

    @staticmethod
    def _made(page: QWidget) -> QWidget:
        """The tab of `page`, made now if it was waiting."""
        return page.build() if isinstance(page, LazyPage) else page

    def _made_tabs(self) -> list[QWidget]:
        """The tabs made so far, in order (without making the others)."""
        made = [page.content() if isinstance(page, LazyPage) else page
                for page in self._pages()]
        return [tab for tab in made if tab is not None]

    @Slot()
    def _build_next_page(self) -> None:
        """One step of making the waiting pages: import what the next page needs, or make
        it once that is done; then ask for the next step on the next turn of the event
        loop, so that input is handled in between. Stops once the window is hidden."""
        if not self.isVisible():
            return
        page = next((page for page in self._pages()
                     if isinstance(page, LazyPage) and not page.is_built()), None)
        if page is None:
            return
        name = page.objectName()
        if name in self._prepared:
            page.build()
        else:
            self._prepared.add(name)
            _import_page_modules(name)
        QTimer.singleShot(0, self, self._build_next_page)

    # -- slots -----------------------------------------------------------------------------
    @Slot()
    def _on_next_triggered(self) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + 1) % self.tabs.count())

    @Slot()
    def _on_previous_triggered(self) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() - 1) % self.tabs.count())

    @Slot(QAction)
    def _on_game_action_triggered(self, action: QAction) -> None:
        self.tabs.setCurrentIndex(int(action.data()))

    @Slot(int)
    def _on_current_changed(self, index: int) -> None:
        if index < 0:
            return
        tab = self.current_tab()        # made now if its page was waiting
        self.setWindowTitle(self.tr("NimLab — {game}").format(game=self.tabs.tabText(index)))
        actions = self._game_actions.actions()
        if index < len(actions):
            actions[index].setChecked(True)
        self.game_changed.emit(tab.objectName())

    @Slot(QWidget)
    def _on_page_built(self, tab: QWidget) -> None:
        """A waiting page got its tab: the sum's tooltip (its rules) comes with it."""
        index = self.tabs.indexOf(self.sender())
        rules_text = getattr(tab, "rules_text", None)
        if index >= 0 and rules_text is not None and not self.tabs.tabToolTip(index):
            self.tabs.setTabToolTip(index, rules_text())

    @Slot()
    def _on_cancel_job_clicked(self) -> None:
        if self._job is not None:
            self._job.cancel()

    @Slot()
    def _on_about_triggered(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About NimLab"),
                          self.about_text(), QMessageBox.StandardButton.Close, self)
        box.setObjectName("about")
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    @Slot()
    def _on_open_triggered(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Session"), self._directory(),
            self.tr("NimLab sessions (*.json);;All files (*)"))
        if path:
            self.open_session(path)

    @Slot()
    def _on_save_triggered(self) -> None:
        if self._session_path:
            self.save_session(self._session_path)
        else:
            self._on_save_as_triggered()

    @Slot()
    def _on_save_as_triggered(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from ui.files.session import SUFFIX

        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save Session"), self._session_path or self._suggested(
                "session" + SUFFIX), self.tr("NimLab sessions (*.json);;All files (*)"))
        if path:
            self.save_session(path)

    @Slot()
    def _on_recent_about_to_show(self) -> None:
        self._prune_recent()

    @Slot(QAction)
    def _on_recent_triggered(self, action: QAction) -> None:
        path = action.data()
        if not path:
            return
        if not QFileInfo(path).isFile():
            self._prune_recent()
            return
        self.open_session(path)

    @Slot()
    def _on_export_png_triggered(self) -> None:
        self._export_picture_as("png", self.tr("PNG pictures (*.png)"))

    @Slot()
    def _on_export_svg_triggered(self) -> None:
        self._export_picture_as("svg", self.tr("SVG pictures (*.svg)"))

    def _export_picture_as(self, kind: str, filters: str) -> None:
        from PySide6.QtWidgets import QFileDialog

        game = self.current_tab().objectName()
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Picture"), self._suggested(f"{game}.{kind}"), filters)
        if path:
            if not path.lower().endswith("." + kind):
                path += "." + kind
            self.export_picture(path, kind)

    @Slot()
    def _on_export_csv_triggered(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Table"), self._suggested("pirates.csv"),
            self.tr("CSV tables (*.csv)"))
        if path:
            self.export_table(path)

    @Slot()
    def _on_copy_verdict_triggered(self) -> None:
        self.copy_verdict()

    @Slot()
    def _on_solve_judge_triggered(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QInputDialog

        from solvers.judge import FORMATS

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Solve Judge Input"), self._directory(),
            self.tr("Judge input (*.in *.txt);;All files (*)"))
        if not path:
            return
        names = list(FORMATS)
        stem = Path(path).stem.lower()
        guess = next((i for i, name in enumerate(names) if name in stem), 0)
        items = [f"{name} — {FORMATS[name].summary}" for name in names]
        item, ok = QInputDialog.getItem(self, self.tr("Solve Judge Input"),
                                        self.tr("The problem this input is for:"), items,
                                        guess, False)
        if ok and item:
            self.start_judge(path, names[items.index(item)])

    @Slot(str)
    def _on_game_changed_for_files(self, game: str) -> None:
        self._csv_action.setEnabled(game in GAMES and page_class(GAMES[game].page).exports_table)

    @Slot(bool)
    def _on_job_running_changed(self, running: bool) -> None:
        self._job_progress.setVisible(running)
        self._cancel_job.setVisible(running)
        self._judge_action.setEnabled(not running)
        if running:
            self.statusBar().show()
        elif not self.statusBar().currentMessage():
            self.statusBar().hide()

    @Slot(str)
    def _on_status_message_changed(self, text: str) -> None:
        if not text and not self.job_running():
            self.statusBar().hide()

    @Slot(object)
    def _on_job_finished(self, result: object) -> None:
        done, context = self._job_done or (None, None)
        self._job_done = None
        if done is not None:
            done(result, context)

    def _on_judge_solved(self, result: JudgeResult, context: tuple[str, str | None]) -> None:
        self._finish_judge(result, *context)

    def _on_table_exported(self, pirates: range, path: str) -> None:
        self.show_status(self.tr("Saved {count} rows of the pirates' table in {file}.").format(
            count=f"{len(pirates):,}", file=QFileInfo(path).fileName()))

    @Slot(str)
    def _on_job_failed(self, message: str) -> None:
        self._job_done = None
        self.show_status(self.tr("Stopped: {error}. Nothing was saved.").format(
            error=message.rstrip(".")), error=True)

    @Slot(str)
    def _on_job_crashed(self, details: str) -> None:
        self._job_done = None
        print(details, file=sys.stderr)
        last = details.strip().splitlines()[-1] if details.strip() else ""
        self.show_status(self.tr("Something went wrong in the background ({error}). Nothing "
                                 "was saved.").format(error=last), error=True)

    @Slot()
    def _on_job_cancelled(self) -> None:
        self._job_done = None
        self.show_status(self.tr("Cancelled. Nothing was saved."))

    # -- Qt overrides ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._build_after_paint:
            # The first paint of a lazy window: make the waiting pages from now on, in
            # the event loop's idle turns.
            self._build_after_paint = False
            QTimer.singleShot(0, self, self._build_next_page)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._job is not None:
            self._job.cancel()
        if self._remember:
            self.save_settings()
        for tab in self._made_tabs():
            tab.shutdown()
        QThreadPool.globalInstance().waitForDone(CLOSE_WAIT_MS)
        super().closeEvent(event)
