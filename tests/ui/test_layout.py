"""Nothing cut off: every page at 1024x700 and 1360x840, in English and in Chinese, has no
one-line label or button narrower than its text, no panel that needs sideways scrolling,
and every game's title visible in full in the navigation; every text colour of the light
and the dark palette reads at WCAG AA contrast (4.5:1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QColor, QFontMetrics, QPalette, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QListView,
    QListWidget,
    QRadioButton,
    QScrollArea,
    QStyle,
    QTableView,
    QTabWidget,
    QWidget,
)

from solvers import GAMES
from tests.ui.helpers import lists_move_to, play_from_list, wait_solved
from ui.files.session import SUM_TAB
from ui.rulelab.plot import GrundyPlot
from ui.rulelab.rulelab_tab import RuleLabTab
from ui.rulelab.table_page import GrundyTablePage
from ui.tab.marks import contrast, quiet_text_colour
from ui.tab.results import ResultsView
from ui.window import language
from ui.window.lazy_page import LazyPage
from ui.window.palette import LINKS_ON, TEXT_ON, readable

SIZES = [(1024, 700), (1360, 840)]
Role = QPalette.ColorRole
AA = 4.5


@pytest.fixture(params=["en", "zh_CN"])
def window_language(request, qapp):
    assert language.set_language(qapp, request.param, remember=False) == request.param
    yield request.param
    language.set_language(qapp, "en", remember=False)
    language._current.clear()


def one_line_text(label: QLabel) -> str | None:
    """The label's text when it is one plain line (rich text and wrapped text reflow)."""
    text = label.text()
    if (not text or label.wordWrap() or "\n" in text
            or label.textFormat() == Qt.TextFormat.RichText or Qt.mightBeRichText(text)):
        return None
    return text


def text_width(widget: QWidget, text: str) -> int:
    return widget.fontMetrics().horizontalAdvance(text.replace("&&", "\0").replace("&", "")
                                                  .replace("\0", "&"))


def needed_width(widget: QWidget) -> tuple[str, int] | None:
    """The control's text and the width that shows it whole (None: nothing to measure)."""
    style = widget.style()
    if isinstance(widget, QCheckBox | QRadioButton):
        text = widget.text()
        return text, (text_width(widget, text)
                      + style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
                      + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing))
    if isinstance(widget, QAbstractButton):
        text = widget.text()
        icon = widget.iconSize().width() if not widget.icon().isNull() else 0
        return text, text_width(widget, text) + icon + 4
    if isinstance(widget, QComboBox):
        text = widget.currentText()
        return text, text_width(widget, text) + 20
    if isinstance(widget, QLabel) and (text := one_line_text(widget)) is not None:
        margins = widget.contentsMargins()
        return text, (text_width(widget, text) + 2 * widget.margin()
                      + margins.left() + margins.right())
    return None


def cut_off(page: QWidget) -> list[str]:
    """The visible controls and one-line labels given less width than their text needs."""
    found = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page) or widget.width() <= 0:
            continue
        measured = needed_width(widget)
        if measured is not None and measured[0] and widget.width() < measured[1]:
            found.append(f"{type(widget).__name__} {widget.objectName() or measured[0]!r}: "
                         f"{widget.width()} px for {measured[1]}")
    return found


def sideways(page: QWidget) -> list[str]:
    """The panels that scroll sideways, or, with no sideways scroll bar, are wider than
    their viewport (their right side cut off); and the lists that scroll sideways (their
    rows wrap instead)."""
    areas = [area.objectName() or type(area.widget()).__name__
             for area in page.findChildren(QScrollArea)
             if area.isVisibleTo(page) and (
                 area.horizontalScrollBar().isVisible()
                 or (area.widget() is not None
                     and area.widget().width() > area.viewport().width()))]
    return areas + [view.objectName() or type(view).__name__
                    for view in page.findChildren(QListView)
                    if view.isVisibleTo(page) and view.horizontalScrollBar().isVisible()]


def clipped(widget: QWidget, top: QWidget) -> bool:
    """Whether part of `widget` is outside one of its parents up to `top` (scrolled away,
    or past the window's edge)."""
    child = widget
    while child is not top:
        parent = child.parentWidget()
        area = QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
        if not parent.rect().contains(area):
            return True
        child = parent
    return False


def squeezed(panel: QWidget, window: QWidget) -> list[str]:
    """The visible parts of `panel` not shown in full, or lower than they ask to be, or
    drawn over one another."""
    parts = [w for w in panel.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
             if w.isVisibleTo(panel)]
    found = [f"{w.objectName() or type(w).__name__} clipped" for w in parts
             if clipped(w, window)]
    found += [f"{w.objectName() or type(w).__name__}: {w.height()} px for "
              f"{w.minimumSizeHint().height()}" for w in parts
              if w.height() < w.minimumSizeHint().height()]
    found += [f"{a.objectName()} over {b.objectName()}" for i, a in enumerate(parts)
              for b in parts[i + 1:] if a.geometry().intersects(b.geometry())]
    return found


def titles_cut(window) -> list[str]:
    """The navigation's titles and group headings not shown in full."""
    tree = window.navigation.tree
    viewport = tree.viewport().width()
    cut = []
    for top in range(tree.topLevelItemCount()):
        heading = tree.topLevelItem(top)
        for item in [heading, *(heading.child(i) for i in range(heading.childCount()))]:
            font = tree.font()
            font.setBold(item.font(0).bold())
            need = QFontMetrics(font).horizontalAdvance(item.text(0))
            rect = tree.visualItemRect(item)
            if rect.isEmpty() or rect.left() + need > viewport:
                cut.append(item.text(0))
    return cut


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_nothing_is_cut_off_on_any_page(qtbot, make_window, window_language, size):
    window = make_window(remember=False)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    assert titles_cut(window) == []
    problems = {}
    for name in [*GAMES, SUM_TAB]:
        window.show_game(name)
        page = window.current_tab()
        wait_solved(qtbot, page)
        QApplication.processEvents()
        found = cut_off(page) + [f"{area} scrolls sideways" for area in sideways(page)]
        if found:
            problems[name] = found
    assert problems == {}


def shown_grundy_table(qtbot, tab: RuleLabTab) -> GrundyTablePage:
    """The Grundy table page of `tab`, brought to the front, computed and laid out."""
    pages = tab.findChild(QTabWidget, "picture_tabs")
    pages.setCurrentWidget(tab.findChild(LazyPage, "table_lazy_page"))
    table = tab.table
    qtbot.waitUntil(lambda: table.result is not None and not table.busy, timeout=20_000)
    # The layouts settle in a few turns of the event loop.
    qtbot.waitUntil(lambda: table.width() >= table.minimumSizeHint().width())
    return table


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_grundy_table_fits_the_window(qtbot, make_window, window_language, size):
    """The rule lab's table page, in front, neither widens the window (it once made a
    1024 px window 1,042 px wide) nor squeezes the form under its scroll bar (by 13 px,
    once the table kept its columns' width), nor hides a column of its table."""
    window = make_window(remember=False)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    shown = []
    for name in GAMES:
        window.show_game(name)
        tab = window.current_tab()
        if not isinstance(tab, RuleLabTab):
            continue
        table = shown_grundy_table(qtbot, tab)
        assert window.minimumSizeHint().width() <= size[0], name
        assert window.width() == size[0], name
        assert not table.view.horizontalScrollBar().isVisible(), name
        assert cut_off(table) == [], name
        assert sideways(tab) == [], name
        headings = tab.findChild(QTableView, "mex_options").horizontalHeader()
        assert all(headings.sectionSize(column) >= headings.sectionSizeHint(column)
                   for column in range(headings.count())), name
        shown.append(name)
    assert shown, "no game has a Grundy table"


@pytest.mark.parametrize("width", [200, 260, 700])
def test_the_plots_title_is_shown_whole_above_the_data(qtbot, window_language, width):
    """At 1024 px the plot is about 200 px wide: its title once ended "ticks belo…"."""
    plot = GrundyPlot()
    qtbot.addWidget(plot)
    plot.resize(width, 240)
    metrics = plot.fontMetrics()
    line = metrics.height()
    wrapped = metrics.boundingRect(QRect(0, 0, width, 10 * line), Qt.TextFlag.TextWordWrap,
                                   plot.title())
    assert wrapped.width() <= width
    assert plot.area().top >= wrapped.height() + line / 2    # above the top number's half
    assert (wrapped.height() > 1.5 * line) == (metrics.horizontalAdvance(plot.title()) > width)


# -- contrast ------------------------------------------------------------------------------------

def full_dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in ((Role.Window, "#2b2b2b"), (Role.WindowText, "#e6e6e6"),
                         (Role.Base, "#1e1e1e"), (Role.AlternateBase, "#262626"),
                         (Role.Text, "#e6e6e6"), (Role.Button, "#353535"),
                         (Role.ButtonText, "#e6e6e6"), (Role.ToolTipBase, "#3a3a3a"),
                         (Role.ToolTipText, "#f0f0f0"), (Role.Highlight, "#3d8ec9"),
                         (Role.HighlightedText, "#ffffff")):
        palette.setColor(role, QColor(colour))
    return palette


def palettes(qapp) -> dict[str, QPalette]:
    """The window's palettes: Fusion's light one and a dark one, as make_application
    makes them readable."""
    return {"light": readable(qapp.style().standardPalette()),
            "dark": readable(full_dark_palette())}


def test_every_text_role_reads_at_aa_contrast(qapp):
    low = [(name, text.name, background.name, round(contrast(
                palette.color(text), palette.color(background)), 2))
           for name, palette in palettes(qapp).items() for text, background in TEXT_ON
           if contrast(palette.color(text), palette.color(background)) < AA]
    assert low == []


def test_links_read_on_text_boxes_and_labels(qapp):
    """Qt's default blue links on a dark palette read at about 2:1 ("XOR" in the Why)."""
    low = [(name, link.name, background.name, round(contrast(
                palette.color(link), palette.color(background)), 2))
           for name, palette in palettes(qapp).items()
           for link, backgrounds in LINKS_ON for background in backgrounds
           if contrast(palette.color(link), palette.color(background)) < AA]
    assert low == []


def test_a_readable_palette_changes_only_what_did_not_read(qapp):
    light = qapp.style().standardPalette()
    made = readable(light)
    for role in (Role.Window, Role.Base, Role.Button):
        assert made.color(role) == light.color(role)
    assert made.color(Role.Highlight) != light.color(Role.Highlight)


def test_the_application_uses_the_readable_palette(qapp):
    from ui.window.app import make_application
    app = make_application()
    text, back = app.palette().color(Role.HighlightedText), app.palette().color(Role.Highlight)
    assert contrast(text, back) >= AA


def test_quiet_text_reads_at_aa_contrast_on_both_palettes(qapp):
    """The rules text and the explanations' quotes are quieter than the rest, not faint."""
    for name, palette in palettes(qapp).items():
        for background in (Role.Window, Role.Base):
            quiet = quiet_text_colour(palette, background)
            ratio = contrast(quiet, palette.color(background))
            assert ratio >= AA, (name, background.name, quiet.name(), ratio)
            assert quiet != palette.color(Role.WindowText if background == Role.Window
                                          else Role.Text)


def test_every_label_of_every_page_reads_on_a_dark_palette(qapp, qtbot, make_window):
    """Labels given their own colour (a list's hint and its boxes' captions, once Qt's
    placeholder grey: 1.3:1 on a dark window) read at AA contrast on the page behind."""
    previous = qapp.palette()
    qapp.setPalette(readable(full_dark_palette()))
    try:
        window = make_window(remember=False)
        faint = []
        for page in window.all_tabs():
            back = page.palette().color(Role.Window)
            for label in page.findChildren(QLabel):
                if label.autoFillBackground() or not label.text():
                    continue
                ratio = contrast(label.palette().color(Role.WindowText), back)
                if ratio < AA:
                    faint.append((page.objectName(), label.objectName() or label.text()[:30],
                                  round(ratio, 2)))
        assert faint == []
    finally:
        qapp.setPalette(previous)


def test_the_explanation_gets_more_room_than_the_moves_at_first(qtbot, make_window):
    """The splitter under the verdict gives its sizes to all three panes: with two, the
    hidden practice note took the moves' share and left Why three lines."""
    window = make_window(remember=False)
    window.resize(1360, 840)
    cramped = []
    for game in ("nim", "hill", "wythoff", "subtraction"):
        window.show_game(game)
        tab = window.tab(game)
        wait_solved(qtbot, tab)
        QApplication.processEvents()        # a page made as it comes to the front is laid out
        results = tab.findChild(ResultsView)
        _note, moves, why = results.sizes()
        if why <= moves:
            cramped.append((game, moves, why))
    assert cramped == []


def test_at_the_first_size_no_pages_column_scrolls(qtbot, make_window):
    """At the window's first size each page's column fits: the moves and the Why pane take
    the room left (they scroll on their own), so the column shows no scroll bar of its own
    (the hill's and the two-pile game's scrolled by 16 px, the sum's by 17: a column is
    made as tall as its parts want, and the Why pane wanted QTextEdit's 192 px)."""
    window = make_window(remember=False)
    window.resize(1360, 840)
    qtbot.waitUntil(lambda: window.width() == 1360)
    scrolled = []
    for page in [*GAMES, "sum"]:
        window.show_game(page)
        tab = window.tab(page)
        wait_solved(qtbot, tab)
        QApplication.processEvents()
        column = (tab.findChild(QScrollArea, "panel_scroll")
                  or tab.findChild(QScrollArea, "input_scroll"))
        if column.verticalScrollBar().isVisible():
            scrolled.append(page)
    assert scrolled == []


def test_a_finished_games_review_fits_at_the_smallest_size(qtbot, make_window, window_language):
    """The review of a game takes more room than the legal moves it replaces."""

    window = make_window(remember=False)
    window.resize(*SIZES[0])
    window.show_game("nim")
    tab = window.current_tab()
    tab.findChild(QCheckBox, "computer_plays").setChecked(False)
    tab.set_position_text("1 2")
    wait_solved(qtbot, tab)
    legal = tab.findChild(QListWidget, "legal_moves")
    for number, args in enumerate(("1 1", "0 1", "0 0"), start=1):
        qtbot.waitUntil(lambda after=args: any(
            lists_move_to(tab, legal.item(row).text(), after) for row in range(legal.count())))
        play_from_list(tab, args)
        qtbot.waitUntil(lambda count=number: len(tab.play.moves_played) == count)
        wait_solved(qtbot, tab)
    review = tab.findChild(QWidget, "game_review")
    qtbot.waitUntil(lambda: bool(review.points), timeout=30_000)
    QApplication.processEvents()
    assert titles_cut(window) == []
    assert cut_off(tab) == []
    assert squeezed(review, window) == []


class EventRecorder(QObject):
    """Records which of the widgets it watches receive an event of one kind (a move, a
    resize)."""

    def __init__(self, widgets: list[QWidget], kind: QEvent.Type):
        super().__init__()
        self.kind = kind
        self.seen: list[str] = []
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.seen.append(watched.objectName() or type(watched).__name__)
        return False


@pytest.mark.parametrize("game, good, bad", [("nim", "3 4 5", "3 -4 5"),
                                             ("wythoff", "5 9", "5 x"),
                                             ("hill", "1 3 5 --king 2", "1 3 5 --king"),
                                             ("hill", "1 3 5", "1 x 5"),
                                             ("bash", "14 45 --misere", "14 45 --miser")])
def test_a_one_line_message_does_not_move_the_verdict(qtbot, make_window, game, good, bad):
    """Room is kept for one line of message: typing through invalid text leaves the
    verdict and the moves where they were, not even moving them for a moment (the hill's
    form used to settle a layout pass after the room under it: the column moved down and
    back, and was laid out and painted twice)."""
    window = make_window(remember=False)
    window.resize(*SIZES[0])
    window.show_game(game)
    tab = window.current_tab()
    verdict = tab.findChild(QLabel, "verdict")
    column = []
    widget = verdict
    while widget.objectName() != "panel":
        column.append(widget)
        widget = widget.parentWidget()

    def places() -> list[int]:
        QApplication.processEvents()
        return [widget.mapTo(window, widget.rect().topLeft()).y()
                for widget in (verdict, tab.findChild(QListWidget, "moves"))]

    tab.set_position_text(good)
    wait_solved(qtbot, tab)
    before = places()
    recorder = EventRecorder(column, QEvent.Type.Move)
    tab.set_position_text(bad)
    qtbot.waitUntil(lambda: tab.error is not None)
    message = [label for label in tab.findChildren(QLabel)
               if label.objectName().endswith("error") and label.isVisible()]
    assert len(message) == 1 and message[0].text()
    assert places() == before
    tab.set_position_text(good)
    wait_solved(qtbot, tab)
    assert places() == before
    assert recorder.seen == []


def test_a_verdict_without_moves_leaves_a_scrolling_column_as_it_was(qtbot, make_window,
                                                                     read):
    """A losing position shrinks the moves' pane to its heading and gives the explanation
    the room, inside the column: the column is as tall as with the moves shown. It used to
    shrink and grow with each such verdict, so the scroll area laid it out again over
    three turns of the event loop and the whole window was painted again (one keystroke
    in five of the octal game's bench)."""
    window = make_window(remember=False)
    window.resize(*SIZES[0])
    window.show_game("nim")
    tab = window.current_tab()
    column = tab.findChild(QScrollArea, "panel_scroll")
    big = str(10**11)                       # (wide boxes: the form is taller than the page)
    winning, losing = " ".join([big] * 19 + ["2"]), " ".join([big] * 18 + ["2", "2"])

    def settle(args: str) -> None:
        tab.set_position_text(args)
        wait_solved(qtbot, tab)
        for _ in range(4):                  # (each level of the column takes a turn)
            QApplication.processEvents()

    settle(winning)
    assert column.verticalScrollBar().isVisible()      # (else its height would not tell)
    recorder = EventRecorder([column.widget()], QEvent.Type.Resize)
    settle(losing)
    assert read.verdict(tab).startswith("Second player wins")
    settle(winning)
    assert read.verdict(tab).startswith("First player wins")
    assert recorder.seen == []


def test_a_status_message_does_not_move_the_page(qtbot, make_window):
    """The status bar is always there: a message coming or going leaves the page as it
    was (it used to appear with its first message and push everything up)."""
    window = make_window(remember=False)
    window.resize(*SIZES[0])
    QApplication.processEvents()
    before = window.tabs.geometry()
    window.status.show("Saved 3 answers.")
    QApplication.processEvents()
    assert window.statusBar().isVisible() and window.tabs.geometry() == before
    window.statusBar().clearMessage()
    QApplication.processEvents()
    assert window.tabs.geometry() == before
