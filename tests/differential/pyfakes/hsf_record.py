"""Records for the fake `sglang`: the same JSON lines the shell stand-ins write.

A call made in the fixture is recorded with the fixture's lines on the call
stack (innermost first) and a sequence number shared with the subprocesses
the driver starts, so launches can be put in the order the fixture made them.
"""

from __future__ import annotations

import json
import os
import sys

PREFIX = "HSF_DIFF_"


def fixture_lines() -> list[int]:
    script = os.environ.get(PREFIX + "SCRIPT")
    lines = []
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_filename == script:
            lines.append(frame.f_lineno)
        frame = frame.f_back
    return lines


def next_seq() -> int:
    value = int(os.environ.get(PREFIX + "SEQ", "0")) + 1
    os.environ[PREFIX + "SEQ"] = str(value)
    return value


def record(tool: str, argv: list[str], env: dict[str, str] | None = None) -> None:
    lines = fixture_lines()
    source = os.environ if env is None else env
    entry = {
        "tool": tool,
        "argv": [str(word) for word in argv],
        "env": {k: v for k, v in source.items() if not k.startswith(PREFIX)},
        "line": lines[0] if lines else None,
        "stack": lines,
        "seq": next_seq(),
    }
    with open(os.environ[PREFIX + "RECORD"], "a") as handle:
        handle.write(json.dumps(entry) + "\n")


def launch_words(kwargs: dict[str, object]) -> list[str]:
    """Keyword settings as the command line spells them: `True` is a bare flag,
    `False` and `None` are left out (SGLang's defaults)."""
    words = ["-m", "sglang.launch_server"]
    for key, value in kwargs.items():
        if value is None or value is False:
            continue
        words.append("--" + key.replace("_", "-"))
        if value is not True:
            words.append(value if isinstance(value, str) else json.dumps(value))
    return words


class Stand:
    """Whatever a fake module does not define: a call is recorded (not a launch)."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __call__(self, *args: object, **kwargs: object) -> Stand:
        record(self._name, [])  # arguments may hold pids and addresses, which vary
        return Stand(self._name + "()")

    def __getattr__(self, name: str) -> Stand:
        if name.startswith("__"):
            raise AttributeError(name)
        return Stand(f"{self._name}.{name}")

    def __getitem__(self, key: object) -> Stand:
        return Stand(f"{self._name}[{key!r}]")

    def __iter__(self):
        return iter(())

    def __bool__(self) -> bool:
        return True


def stand_in(module: str):
    """A module `__getattr__` that answers every other name with a `Stand`."""

    def __getattr__(name: str) -> Stand:
        if name.startswith("__"):
            raise AttributeError(name)
        return Stand(f"{module}.{name}")

    return __getattr__
