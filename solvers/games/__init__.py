"""The built-in games, one module each, exporting SPEC (a GameSpec).

The registry (solvers.GAMES) imports every module here, so a new game is its module and
nothing else: the module's SPEC.order sets its place among the others.
"""
