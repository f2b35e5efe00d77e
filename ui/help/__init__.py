"""Help that teaches: the rules of the game in front and how to play it in this window
(game_help), a short tour on the first start (tour), the glossary of the theory's words
(terms and glossary), and their wiring into the window's Help menu (window_help).

This package imports nothing at import time: ui.tab.explanation imports ui.help.terms,
and the other modules import the tab.
"""
