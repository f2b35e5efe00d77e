"""The main window and what it is assembled from: menus, settings, the language, pages."""

from ui.window.import_check import quicken_pyside_import_check

# First, so that every module the window imports after this is looked at quickly.
quicken_pyside_import_check()
