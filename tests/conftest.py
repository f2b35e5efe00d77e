import os
import sys
from collections import Counter
from pathlib import Path

import pytest

# Qt must render offscreen before any QApplication exists (CI has no display).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solvers import GAMES
from solvers.search import Search
from tests.games import TWO_PLAYER


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "heavy: a file of few tests that take seconds each; it is handed out "
                   "first (see pytest_collection_modifyitems)")


def pytest_collection_modifyitems(items):
    """The test processes take whole files (--dist loadfile) in this order: files marked
    heavy first, then the others by their number of tests, most first. pytest-xdist's
    own order, by number alone, handed out the monkey's one test of 10-15 s last, and
    one process ran it alone while the other had finished."""
    tests_in = Counter(item.path for item in items)
    items.sort(key=lambda item: (item.get_closest_marker("heavy") is None,
                                 -tests_in[item.path]))


def pytest_runtest_teardown(item, nextitem):
    """A test module's caches (its functools.cache helpers) are emptied after its last
    test: the test processes take whole files, so nothing reads them after that. Kept,
    they held 250,000 objects of each process by its end (of 450,000), and every full
    collection walked them again (about 40 a process: 0.2-0.6 s of its time)."""
    module = getattr(item, "module", None)
    if module is None or getattr(nextitem, "module", None) is module:
        return
    for value in vars(module).values():
        if callable(getattr(value, "cache_clear", None)) and (
                getattr(value, "__module__", None) == module.__name__):
            value.cache_clear()


@pytest.fixture(scope="module")
def searches() -> dict[str, Search]:
    """A memoised brute-force search per two-player game, shared by one module's tests
    and let go after them."""
    return {game: Search(GAMES[game].tree) for game in TWO_PLAYER}
