"""The environment a shell command string runs with, at each call that runs it.

The string is run by the call it is passed to (`subprocess.run("...",
shell=True, env={...})`, `os.system(...)`, `launch_server_cmd(...)`,
`asyncio.create_subprocess_shell(...)`, through `shlex.split(...)` too), or,
bound to a name, by each call that passes that name. Such a call gets its
`env=` when it passes one, else `os.environ` as the statements before it
leave it; a string no call runs gets `os.environ` as it stands where the
string is written. Each call and each run that sets it apart is one
environment.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import libcst as cst

from hisparse_fix.formats.python.environment import Setting, environ, launch_env
from hisparse_fix.formats.python.resolve import Resolver
from hisparse_fix.formats.python.runs import LIMIT, every_run
from hisparse_fix.formats.python.scan import scan
from hisparse_fix.formats.python.scan_records import Located, Scan, dotted
from hisparse_fix.formats.python.sites import argument, bindings_of
from hisparse_fix.vocabulary.sites import Note

Environment = tuple[str, dict[str, str], list[Note]]
"""Which run it is in words (empty for the only one), the variables, notes for the unread."""

_SPLITS = frozenset({"split"})
"""`shlex.split(cmd)`: the words go on to the call that runs them."""


def environments(resolver: Resolver, string: Located) -> list[Environment]:
    """The environments the string runs with, one per launching call and run."""
    launchers = _launchers(resolver, string)
    result: list[Environment] = []
    for call, use in launchers:
        node = None if call is None else argument(call, "env", None)
        where = "" if len(launchers) == 1 else f"as run on line {_line(resolver, use.at)}"
        runs = every_run(
            lambda run, node=node, use=use: launch_env(resolver, node, use.scope, use.at, run),
            resolver.names.choices,
            dict(use.guard),
        )
        for run, (env, notes) in runs.results:
            words = " ".join(part for part in (where, run.words()) if part)
            if runs.cut:
                cut = f"more than {LIMIT} alternative runs; only the first {LIMIT} are read"
                notes = [*notes, Note(resolver.span(use.node), cut)]
            result.append((words, env, notes))
    return result


def at_offset(
    program: str, at: int, settings: Sequence[tuple[int, str, str | None, Note | None]]
) -> list[Environment]:
    """The environment `os.environ` holds where `program` stands at offset `at` (a
    notebook's `!` line or `%%bash` cell), one per run that sets it apart. `settings`
    are variables set outside Python at their offsets (`%env`), in order."""
    scanned = _scan(program)
    resolver = Resolver(scanned)
    where = _point(scanned, at)
    placed = []
    for offset, name, value, note in settings:
        point = _point(scanned, max(offset - 1, 0))
        placed.append(Setting(offset, name, value, point.scope, point.guard, note))
    runs = every_run(
        lambda run: environ(resolver, where.scope, at, run, placed),
        resolver.names.choices,
        dict(where.guard),
    )
    return [(run.words(), env, notes) for run, (env, notes) in runs.results]


@lru_cache(maxsize=2)
def _scan(program: str) -> Scan:
    return scan(program)


def _point(scanned: Scan, offset: int) -> Located:
    """The statement line that holds `offset`, or the module where none does."""
    for point in scanned.points:
        span = scanned.source.span(point.node)
        if span.start <= offset < span.end:
            return point
    return Located(scanned.source.module, scanned.module_scope, offset)


def _launchers(resolver: Resolver, string: Located) -> list[tuple[cst.Call | None, Located]]:
    """The calls that run the string (None: none is seen), each with where it runs."""
    scan = resolver.scan
    call = scan.arguments.get(id(string.node))
    if call is not None:
        return [(_through_split(resolver, call), string)]
    binding = resolver.bound.get(id(string.node))
    if binding is None:
        return [(None, string)]
    found: list[tuple[cst.Call | None, Located]] = []
    for use in scan.calls:
        used = use.node
        assert isinstance(used, cst.Call)
        for arg in used.args:
            name = arg.value
            if not isinstance(name, cst.Name) or name.value != binding.name:
                continue
            if any(b is binding for b in bindings_of(scan, name.value, use.scope, use.at)):
                found.append((_through_split(resolver, used), use))
    return found or [(None, string)]


def _through_split(resolver: Resolver, call: cst.Call) -> cst.Call:
    """`subprocess.run(shlex.split(cmd), env=...)`: the call the split words go to."""
    names = dotted(call.func)
    outer = resolver.scan.arguments.get(id(call))
    if names[-1:] and names[-1] in _SPLITS and outer is not None:
        return outer
    return call


def _line(resolver: Resolver, at: int) -> int:
    return resolver.source.line(at)
