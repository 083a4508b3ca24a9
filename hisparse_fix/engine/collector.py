"""Fewer collections of reference cycles while a file is judged.

Reading a script makes and drops immutable states by the hundred thousand; with the
collector's default threshold (700 new objects) it runs every few hundred states, and
its older generations are scanned again and again as the states of a long script
pile up: a fifth of the time on a 64 KB launcher, more the larger it is. The states
hold no cycles worth finding early, so while a file is judged a collection runs
every 50,000 new objects (as type checkers that build large graphs do); the
thresholds are put back when the last judgement ends.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_JUDGING = 50_000
_lock = threading.Lock()
_depth = 0
_saved: tuple[int, int, int] | None = None


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Raise the collector's first threshold for the judgements in progress."""
    global _depth, _saved
    with _lock:
        if _depth == 0:
            _saved = gc.get_threshold()
            gc.set_threshold(_JUDGING, _saved[1], _saved[2])
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _saved is not None:
                gc.set_threshold(*_saved)
                _saved = None
