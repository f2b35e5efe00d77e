"""Named games in the window (issue 13): File → Name This Game… on a subtraction or octal
tab makes the game with that rule a game of its own, with its own tab; File → Forget This
Game on its tab removes it. Named games are kept in the settings (store.py) and in
sessions, and registered again at start (`store.register_saved`).

`install(window)` adds the actions to a window already made (actions.py).
"""
