"""The pirates' page: the shares as a table, a chart and an animation of the vote."""

from .pirates_tab import PiratesTab

#: The page this package provides (GameSpec.page names the package).
PAGE = PiratesTab
