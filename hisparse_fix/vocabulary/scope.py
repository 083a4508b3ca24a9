"""`--scope`: which launches a run judges, for the readers that find them.

By default only launches that mention HiSparse are read and judged. Under `all`
(a release upgrade) every SGLang launch is read, and `EVERY_LAUNCH_RULES` judge it:
SGLang's parser refuses a misspelt flag whether HiSparse is on or not. The readers
are called with a file's text only, so the scope reaches them as a context
variable set around the one file being judged (`engine.fix_text`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

HISPARSE_MARKS = ("hisparse", "--enable-his")
"""Text without one of these holds no HiSparse launch: the word itself (flag, key,
kwarg) or the shortest abbreviation of `--enable-hisparse` argparse accepts."""

FILE_MARKS = (*HISPARSE_MARKS, "enableHisparse", "enableHiSparse")
"""A file without one of these is not read: the marks, and a chart's camelCase value
(`enableHisparse: true`, read by `formats/yaml/camel_case.py`). Not a mark of text
within a file: `HiSparse` in prose or a prompt says nothing of a launch."""


def mentions_hisparse(text: str) -> bool:
    return any(mark in text for mark in HISPARSE_MARKS)


EVERY_LAUNCH_RULES = frozenset({"HSF008", "HSF104"})
"""The rules `all` runs on launches without HiSparse: the backend flag spelling and the
options argparse refuses, which stop any launch."""

LAUNCH_MARK = "sglang"
"""Every entry point names the package (`-m sglang.launch_server`, `sglang serve`,
`dynamo.sglang`): text without it (or a HiSparse mark) holds no launch."""

_EVERY_LAUNCH: ContextVar[bool] = ContextVar("every_launch", default=False)


def every_launch() -> bool:
    """Whether the file being read is judged under `--scope all`."""
    return _EVERY_LAUNCH.get()


@contextmanager
def judging_every_launch(on: bool) -> Iterator[None]:
    """Read the files judged inside the block under `--scope all` when `on`."""
    token = _EVERY_LAUNCH.set(on)
    try:
        yield
    finally:
        _EVERY_LAUNCH.reset(token)


def may_hold_launch(text: str) -> bool:
    """Whether a text may hold a launch this run judges: a HiSparse mark, or under
    `all` the package's name."""
    return mentions_hisparse(text) or (every_launch() and LAUNCH_MARK in text)


def judges(code: str, hisparse_on: bool, scope: str) -> bool:
    """Whether rule `code` looks at a launch: every rule at a HiSparse launch, and under
    `all` the `EVERY_LAUNCH_RULES` at every other."""
    return hisparse_on or (scope == "all" and code in EVERY_LAUNCH_RULES)
