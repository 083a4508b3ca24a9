"""Which calls launch SGLang, by their dotted name with imports spelled out; shared by
both readers of Python (`quick` and `sites`)."""

from __future__ import annotations

from typing import NamedTuple

from hisparse_fix.sglang.argv import OTHER_ENGINES

KEYED_CALLS = frozenset({"ServerArgs", "launch_server"})
CONFIG_CALLS = frozenset({"ServerArgs"})
"""Keyed launch calls whose result holds the options (not a running engine): passed on to
a call the tool does not know, they may be changed there (`dataclasses.replace`)."""
SGLANG_MODULES = frozenset({"sgl", "sglang"})
POPEN_CALLS = frozenset({"popen_launch_server", "popen_launch_pd_server"})
SUBPROCESS_CALLS = frozenset({"run", "Popen", "call", "check_call", "check_output"})
EXEC_ARGV = {
    "execv": (1, None),
    "execvp": (1, None),
    "execve": (1, 2),
    "execvpe": (1, 2),
    "spawnv": (2, None),
    "spawnvp": (2, None),
    "spawnve": (2, 3),
    "spawnvpe": (2, 3),
}
"""`os.exec*` and `os.spawn*` taking an argv list: (its position, the env's position)."""
EXEC_WORDS = {"execl": 1, "execlp": 1, "spawnl": 2, "spawnlp": 2}
"""`os.execl*` and `os.spawnl*`, whose positional arguments from this one on are the argv
(`os.spawnlp(os.P_NOWAIT, "python3", "python3", "-m", ...)`: the mode, then the file)."""
SHELL_CALLS = frozenset({"system", "popen", "create_subprocess_shell", "getoutput"})


def spelled_out(imported: dict[str, str], names: list[str]) -> list[str]:
    """A called name with its import spelled out: `sp.run` -> `subprocess.run`."""
    if names and names[0] in imported:
        return [*imported[names[0]].split("."), *names[1:]]
    return names


ENGINE_CALLS = frozenset({"Engine", "Runtime"})
"""`sgl.Engine(...)` and `sgl.Runtime(...)` take the server's options as keywords."""


def is_keyed_launch(names: list[str], full: list[str]) -> bool:
    """`sgl.Engine(...)`, `sgl.Runtime(...)`, `ServerArgs(...)`, `launch_server(...)`:
    options as keywords; `names` as called, `full` with the import spelled out (so
    `import sglang as sg; sg.Engine(...)` and `from sglang import Engine as E` are too)."""
    if full[:1] and full[0] in OTHER_ENGINES:
        return False
    last = names[-1]
    if full[0] == "sglang" and (full[-1] in KEYED_CALLS or full[-1] in ENGINE_CALLS):
        return True
    return last in KEYED_CALLS or (
        last in ENGINE_CALLS and (len(names) == 1 or names[0] in SGLANG_MODULES)
    )


ArgumentAt = tuple[str, int | None]
"""An argument by its keyword and its position (None: passed by keyword only)."""


class ArgvLaunch(NamedTuple):
    """Where a launch call takes its argv list and its `env`, and whether it is surely
    SGLang's whatever its words (`popen_launch_server`) or only when they run it."""

    argv: ArgumentAt
    env: ArgumentAt | None
    known: bool


def argv_launch(full: list[str]) -> ArgvLaunch | None:
    """The argv list launches (`popen_launch_server`, `prepare_server_args`,
    `subprocess.*`, `os.execv*`); None for any other call."""
    last = full[-1]
    if last in POPEN_CALLS:
        return ArgvLaunch(("other_args", 4), ("env", 5), known=True)
    if last == "prepare_server_args":
        return ArgvLaunch(("argv", 0), None, known=True)
    if full[:-1] == ["subprocess"] and last in SUBPROCESS_CALLS:
        return ArgvLaunch(("args", 0), ("env", None), known=False)
    if full[:-1] == ["os"] and last in EXEC_ARGV:
        position, env_position = EXEC_ARGV[last]
        env = None if env_position is None else ("env", env_position)
        return ArgvLaunch(("args", position), env, known=False)
    return None
