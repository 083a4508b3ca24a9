"""Run one Python fixture with the fake `sglang`, the way its author runs it.

`python hsf_driver.py FIXTURE [ARG...]`, with this folder first on
`sys.path`. A fixture with an `if __name__ == "__main__":` block runs as a
script (`ARG`s in `sys.argv`); any other is imported, then driven as a test
runner would: every `unittest.TestCase` class's `setUpClass`, and every
module-level function that needs no argument or whose arguments a
`pytest.mark.parametrize` gives, in source order, but not one that a
`unittest.skipIf` or `pytest.mark.skipif` skips on the (fake) machine. An exception in one of
those is recorded (tool `exception`) and the next one runs.

Subprocesses find the stand-ins first: `sys.executable` in an argv becomes
the `python3` stand-in, and each child is told the fixture line it was
started from; `kill()` waits for the stood-in (which exits at once) instead
of racing its record. The network and `time.sleep` are disabled.
"""

from __future__ import annotations

import ast
import functools
import inspect
import os
import runpy
import socket
import subprocess
import sys
import time
import traceback
import unittest

from hsf_record import PREFIX, fixture_lines, next_seq, record

MODULE = "hsf_fixture"


def main() -> int:
    path = os.path.abspath(sys.argv[1])
    sys.argv = [path, *sys.argv[2:]]
    os.environ[PREFIX + "SCRIPT"] = path
    children = _isolate()
    try:
        status = _run(path)
    except SystemExit as exit:
        status = exit.code if isinstance(exit.code, int) else 0 if exit.code is None else 1
    except BaseException:
        traceback.print_exc()
        status = 1
    for child in children:
        child.wait()
    sys.stdout.flush()
    sys.stderr.flush()
    # No interpreter shutdown: asyncio's child watcher threads may still be
    # writing a warning for a stood-in that exited before its loop looked.
    os._exit(status)


def _run(path: str) -> int:
    if _has_main_block(path):
        runpy.run_path(path, run_name="__main__")
        return 0
    try:
        namespace = runpy.run_path(path, run_name=MODULE)
    except Exception as error:
        print(f"import failed: {type(error).__name__}: {error}", file=sys.stderr)
        return 3
    for name, call in _drivable(namespace):
        try:
            call()
        except Exception as error:
            record("exception", [name, type(error).__name__])
            traceback.print_exc()
    return 0


def _has_main_block(path: str) -> bool:
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Compare):
            names = [node.test.left, *node.test.comparators]
            if any(isinstance(n, ast.Name) and n.id == "__name__" for n in names):
                return True
    return False


def _drivable(namespace: dict[str, object]) -> list[tuple[str, object]]:
    found = []
    for name, value in namespace.items():
        if getattr(value, "__module__", None) != MODULE or name.startswith("_"):
            continue
        if getattr(value, "__unittest_skip__", False):
            continue  # `@unittest.skipIf(...)` that holds on this machine
        if isinstance(value, type) and issubclass(value, unittest.TestCase):
            if "setUpClass" in vars(value):
                line = value.setUpClass.__func__.__code__.co_firstlineno
                found.append((line, f"{name}.setUpClass", value.setUpClass))
        elif inspect.isfunction(value):
            line = value.__code__.co_firstlineno
            found += [(line, name, call) for call in _calls(value)]
    return [(name, call) for _, name, call in sorted(found, key=lambda item: item[0])]


def _calls(function) -> list[object]:
    """No-argument calls of `function`: one, one per parametrized case, or none."""
    cases: list[dict[str, object]] = [{}]
    for mark in getattr(function, "pytestmark", []):
        if mark.name == "skipif" and mark.args and mark.args[0] is True:
            return []  # skipped on this machine
        if mark.name != "parametrize":
            continue
        names = mark.args[0]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else names
        values = [
            dict(zip(names, _case_values(value, len(names)), strict=True)) for value in mark.args[1]
        ]
        cases = [{**case, **value} for case in cases for value in values]
    required = [
        parameter.name
        for parameter in inspect.signature(function).parameters.values()
        if parameter.default is inspect.Parameter.empty
        and parameter.kind in (parameter.POSITIONAL_OR_KEYWORD, parameter.KEYWORD_ONLY)
    ]
    if any(name not in cases[0] for name in required):
        return []
    return [functools.partial(function, **case) for case in cases]


def _case_values(value: object, count: int) -> tuple[object, ...]:
    if type(value).__name__ == "ParameterSet":  # pytest.param(...)
        return tuple(value.values)
    return tuple(value) if count > 1 else (value,)


def _isolate() -> list[subprocess.Popen]:
    """Patch the process so that launches reach the stand-ins; the list fills
    with every child started."""
    children: list[subprocess.Popen] = []
    shims = os.environ[PREFIX + "SHIMS"]
    real_popen_init = subprocess.Popen.__init__

    def wait_first(method):
        def stand_in(self, *args, **kwargs):
            self.wait()  # a stood-in server exits at once; let it record first

        return stand_in

    # A child started without `env=` inherits the C environment: `os.environ`, changed
    # by every `os.putenv`/`os.unsetenv` the code made itself since (`os.environ`'s own
    # changes go through them too, and win over an earlier call for the same name).
    put: dict[str, str | None] = {}
    real_putenv, real_unsetenv = os.putenv, os.unsetenv

    def by_environ() -> bool:  # `os` may be frozen: asked by module, not file
        return sys._getframe(2).f_globals.get("__name__") == "os"

    def putenv(name, value):
        if by_environ():
            put.pop(name, None)
        else:
            put[name] = value
        real_putenv(name, value)

    def unsetenv(name):
        if by_environ():
            put.pop(name, None)
        else:
            put[name] = None
        real_unsetenv(name)

    os.putenv, os.unsetenv = putenv, unsetenv

    def inherited() -> dict[str, str]:
        env = dict(os.environ)
        for name, value in put.items():
            if value is None:
                env.pop(name, None)
            else:
                env[name] = value
        return env

    def popen_init(self, args, *rest, **kwargs):
        env = inherited() if kwargs.get("env") is None else dict(kwargs["env"])
        kwargs["env"] = {**env, **_harness(), **_where()}
        if not isinstance(args, (str, bytes)):
            args = [str(word) for word in args]
            if args and args[0] == sys.executable:
                args[0] = "python3"
            if args and "/" not in args[0] and os.path.exists(os.path.join(shims, args[0])):
                args[0] = os.path.join(shims, args[0])
        real_popen_init(self, args, *rest, **kwargs)
        children.append(self)

    real_system = os.system

    def system(command):
        os.environ.update(_where())
        return real_system(command)

    def no_network(*args, **kwargs):
        raise OSError("the differential test allows no network")

    subprocess.Popen.__init__ = popen_init
    for name in ("kill", "terminate", "send_signal"):
        setattr(subprocess.Popen, name, wait_first(getattr(subprocess.Popen, name)))
    os.system = system
    socket.socket.connect = no_network
    socket.create_connection = no_network
    time.sleep = lambda seconds: None
    return children


def _where() -> dict[str, str]:
    lines = fixture_lines()
    return {
        PREFIX + "LINE": str(lines[0]) if lines else "",
        PREFIX + "STACK": ",".join(map(str, lines)),
        PREFIX + "SEQ": str(next_seq()),
    }


def _harness() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k.startswith(PREFIX)}


if __name__ == "__main__":
    sys.exit(main())
