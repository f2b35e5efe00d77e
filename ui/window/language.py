"""The window's language: English or Simplified Chinese, chosen in View → Language.

The choice is remembered in QSettings under "language": "" follows the system's locale
(the default, so the first start speaks the user's language when NimLab has it), "en"
and "zh_CN" are fixed choices. `set_language(app, code)` installs the translators of that
language: NimLab's own catalogue (resources/translations/nimlab_<code>.qm) and Qt's
qtbase catalogue, which translates the standard dialogs' buttons.

Switching at run time needs no restart: `switch_language` builds a new window in the new
language, moves over what the old one shows (every tab's position and game being played,
the tab in front, the window's geometry) and closes the old one. `language_menu(window)`
is the menu of checkable actions that does this, ready to be added to the View menu.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    Qt,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QTabWidget, QWidget

#: The languages offered, by code, each named in itself.
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文"}
#: The language the sources are written in: it needs no catalogue.
SOURCE_LANGUAGE = "en"
#: The setting that follows the system's locale.
SYSTEM = ""
SETTINGS_KEY = "language"
TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
CATALOGUE = "nimlab"
QT_CATALOGUE = "qtbase"

WindowFactory = Callable[[], QWidget]

#: The translators this module installed, so that a switch can take them out again.
_installed: list[QTranslator] = []
#: The language now in effect, once set_language has run.
_current: list[str] = []
#: Windows built by a switch: nothing else holds them (the old window's owner held it).
_windows: list[QWidget] = []


# --- which language ------------------------------------------------------------------------------

def language_setting() -> str:
    """The remembered choice: "" (follow the system), or a code of LANGUAGES."""
    value = QSettings().value(SETTINGS_KEY, SYSTEM, type=str)
    return value if value in LANGUAGES else SYSTEM


def system_language(locale: QLocale | None = None) -> str:
    """The offered language closest to the user's preferences (English if none is)."""
    locale = QLocale.system() if locale is None else locale
    seen: set[QLocale.Language] = set()
    for name in [*locale.uiLanguages(), locale.name()]:
        each = QLocale(name.replace("-", "_"))
        if each.language() in seen:     # "zh-Hant-TW" then "zh": the first one decides
            continue
        seen.add(each.language())
        code = _offered(each)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def _offered(locale: QLocale) -> str | None:
    language = locale.language()
    if language == QLocale.Language.Chinese:
        # Traditional Chinese (Taiwan, Hong Kong, Macao) is not offered as Simplified.
        traditional = locale.script() == QLocale.Script.TraditionalChineseScript
        return None if traditional else "zh_CN"
    if language == QLocale.Language.English:
        return "en"
    return None


def resolve(code: str) -> str:
    """The language that a setting means: the system's for "", else the code itself."""
    return code if code in LANGUAGES else system_language()


def current_language() -> str:
    """The language the window speaks now: a code of LANGUAGES."""
    return _current[0] if _current else resolve(language_setting())


# --- installing translators -----------------------------------------------------------------------

def set_language(app: QCoreApplication, code: str, remember: bool = True) -> str:
    """Install the translators of `code` ("" follows the system) in place of the present
    ones; remember the choice unless told not to. Returns the language now in effect.

    Widgets that exist keep their texts: a window shows the new language once rebuilt
    (see switch_language).
    """
    code = code if code in LANGUAGES else SYSTEM
    language = resolve(code)
    _remove_translators(app)
    if language != SOURCE_LANGUAGE:
        locale = QLocale(language)
        sources = [(CATALOGUE, str(TRANSLATIONS)),
                   (QT_CATALOGUE, QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
        for name, directory in sources:
            translator = QTranslator(app)
            if translator.load(locale, name, "_", directory):
                app.installTranslator(translator)
                _installed.append(translator)
            else:
                translator.deleteLater()
    _current[:] = [language]
    if remember:
        settings = QSettings()
        settings.setValue(SETTINGS_KEY, code)
        settings.sync()
    return language


def install_language(app: QCoreApplication) -> str:
    """At start: install the remembered language (the system's on the first start)."""
    return set_language(app, language_setting(), remember=False)


def _remove_translators(app: QCoreApplication) -> None:
    """Take out this module's translators and, once a language has been set in this
    process, any other translator NimLab installed (all are children of the application
    object). At the first setting there is none to look for, and looking would make
    Python wrappers of the application's own children (its style among them): 10–25 ms
    of a start."""
    translators = list(_installed)
    if _current:
        translators += [t for t in app.findChildren(QTranslator) if t not in _installed]
    for translator in translators:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()


# --- switching a window ---------------------------------------------------------------------------

def switch_language(window_factory: WindowFactory, old: QWidget, code: str,
                    app: QCoreApplication | None = None) -> QWidget:
    """Show the window in language `code` ("" follows the system) and return it.

    Installs the language, builds a new window with `window_factory`, moves the old
    window's state over (move_state), shows the new window and closes the old one. When
    the language and the setting are already those asked for, nothing changes and the
    old window is returned.
    """
    app = app or QCoreApplication.instance()
    code = code if code in LANGUAGES else SYSTEM
    if code == language_setting() and resolve(code) == current_language():
        return old
    set_language(app, code)
    new = window_factory()
    move_state(old, new)
    new.show()
    new.raise_()
    new.activateWindow()
    _keep(new)
    _forget(old)
    old.close()
    old.deleteLater()
    return new


def move_state(old: QWidget, new: QWidget) -> None:
    """Give `new` what `old` shows: the session (every tab's position and game being
    played, the tab in front) where the window offers one, else each tab's position text;
    then the exact texts being typed, each tab's picture or map page, the file of the
    session and the window's geometry. A page of `new` still waiting to be made gets its
    part when it is made."""
    if hasattr(old, "session") and hasattr(new, "apply_session"):
        try:
            new.apply_session(old.session())
        except ValueError:
            # A game that cannot be replayed (SessionError, InputError) must not cost the
            # window: the position texts below still come over.
            pass
    new_tabs = {} if hasattr(new, "when_made") else _tabs_by_name(new)
    for name, old_tab in _tabs_by_name(old).items():
        if not hasattr(old_tab, "position_text"):
            continue
        copy = partial(_copy_tab, old_tab.position_text(), _picture_pages(old_tab))
        if name in new_tabs:
            copy(new_tabs[name])
        elif hasattr(new, "when_made"):
            try:
                new.when_made(name, copy)      # now, or once the page is made
            except KeyError:
                pass
    old_book, new_book = _tab_widget(old), _tab_widget(new)
    if old_book is not None and new_book is not None:
        new_book.setCurrentIndex(old_book.currentIndex())
    if hasattr(old, "session_path") and hasattr(new, "set_session_path"):
        new.set_session_path(old.session_path())
    # Not restoreGeometry: that fits the window to the screen it was saved on, and the
    # new window is to cover the old one exactly.
    state = old.windowState()
    normal = (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
              | Qt.WindowState.WindowMinimized)
    new.setGeometry(old.normalGeometry() if state & normal else old.geometry())
    new.setWindowState(state)


def _tab_widget(window: QWidget) -> QTabWidget | None:
    book = getattr(window, "tabs", None)
    return book if isinstance(book, QTabWidget) else None


def _copy_tab(text: str, picture_pages: list[tuple[int, int]], new_tab: QWidget) -> None:
    """Put an old tab's position text and pages in front on `new_tab`. (The session holds
    valid positions only: text being typed, perhaps not valid yet, is put back as it was;
    a play is not disturbed by a mere respacing.)"""
    if text.split() != new_tab.position_text().split():
        new_tab.set_position_text(text)
    books = new_tab.findChildren(QTabWidget)
    if len(books) == len(picture_pages):
        for book, (index, count) in zip(books, picture_pages):
            if book.count() == count:
                book.setCurrentIndex(index)


def _picture_pages(tab: QWidget) -> list[tuple[int, int]]:
    """The page in front of each of a tab's own tab widgets (picture, map, the game in
    disguise; the pirates' table or animation), and how many pages each has."""
    return [(book.currentIndex(), book.count()) for book in tab.findChildren(QTabWidget)]


def _tabs_by_name(window: QWidget) -> dict[str, QWidget]:
    """The window's tabs by name: those made so far where some may wait to be made (the
    others show what the settings or the session give them), else the pages of its tab
    widget."""
    if hasattr(window, "made_tabs"):
        return {tab.objectName(): tab for tab in window.made_tabs()}
    book = _tab_widget(window)
    if book is None:
        return {}
    return {book.widget(i).objectName(): book.widget(i) for i in range(book.count())}


def _keep(window: QWidget) -> None:
    if window not in _windows:
        _windows.append(window)
        window.destroyed.connect(_drop_deleted)


def _forget(window: QWidget) -> None:
    if window in _windows:
        _windows.remove(window)


def _drop_deleted() -> None:
    """A kept window was deleted: drop the wrappers whose objects are gone."""
    from shiboken6 import isValid

    _windows[:] = [window for window in _windows if isValid(window)]


def switched_windows() -> list[QWidget]:
    """The windows built by switches that are still open (for tests and for the app)."""
    return list(_windows)


# --- the menu -----------------------------------------------------------------------------------

def language_menu(window: QWidget, window_factory: WindowFactory | None = None,
                  switched: Callable[[QWidget], None] | None = None) -> QMenu:
    """View → Language: one checkable action per language, and one that follows the
    system. Choosing one rebuilds `window` in that language (with `window_factory`, by
    default the window's own class, remembering settings as it does) and then calls
    `switched(new_window)`, if given.
    """
    factory = window_factory or windows_like(window)
    menu = QMenu(QCoreApplication.translate("language", "&Language"), window)
    menu.setObjectName("language_menu")
    group = QActionGroup(menu)
    group.setExclusive(True)
    setting = language_setting()
    system = QCoreApplication.translate(
        "language", "Follow the &System ({language})").format(
            language=LANGUAGES[system_language()])
    for code, label in [(SYSTEM, system), *LANGUAGES.items()]:
        action = menu.addAction(label)
        action.setObjectName(f"language_{code or 'system'}")
        action.setCheckable(True)
        action.setChecked(code == setting)
        action.setData(code)
        group.addAction(action)

    def chosen(action) -> None:
        code = action.data()
        # Later, not inside the signal: the switch deletes this menu's window.
        QTimer.singleShot(0, lambda: _switch_from_menu(factory, window, code, switched))

    group.triggered.connect(chosen)
    return menu


def _switch_from_menu(factory: WindowFactory, window: QWidget, code: str,
                      switched: Callable[[QWidget], None] | None) -> None:
    from shiboken6 import isValid

    if not isValid(window):          # chosen twice before the first switch ran
        return
    new = switch_language(factory, window, code, QApplication.instance())
    if switched is not None and new is not window:
        switched(new)


def windows_like(window: QWidget) -> WindowFactory:
    """Makes windows of `window`'s class that remember settings as it does; each makes
    the page in front at once and the others in idle turns after its first paint."""
    kind = type(window)
    remember = getattr(window, "_remember", True)

    def make() -> QWidget:
        new = kind(remember=remember, lazy=True)      # the page in front now, the rest later
        new.make_waiting_pages_after_paint()
        return new

    return make
