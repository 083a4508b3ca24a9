"""The environment a launch receives, for `SGLANG_USE_CPU_ENGINE`.

`os.environ` as the statements before the launch leave it (`os.environ[...] =`,
`del`, `.update`, `.pop`, `monkeypatch.setenv/delenv`), or the `env=` a call
passes (a dict, `dict(...)`, a name bound to one and the changes that follow).
A value the tool cannot read is a note, never a guess.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import libcst as cst

from hisparse_fix.formats.python.resolve import Resolver, string_value
from hisparse_fix.formats.python.runs import Run
from hisparse_fix.formats.python.scan_records import Guard, Scope, dotted
from hisparse_fix.vocabulary.sites import Note

Environment = tuple[dict[str, str], list[Note]]
"""The variables a launch is known to get, and notes for those the tool cannot read."""


def _set_env(
    resolver: Resolver,
    env: dict[str, str],
    notes: list[Note],
    name: str,
    value: cst.BaseExpression | None,
) -> None:
    """Set (or with `value` None remove) one variable; an unreadable SGLang one is a note."""
    text = None if value is None else resolver.value(value)
    if text is not None:
        env[name] = text
        return
    env.pop(name, None)
    if value is not None and name.startswith("SGLANG_"):
        notes.append(resolver.note(value, f"sets {name} to a value the tool cannot read"))


@dataclass(frozen=True, eq=False)
class Setting:
    """A variable set outside Python where the program runs it (a notebook's `%env
    NAME=value`): at `end` in `scope` under `guard`. `value` is None when it cannot
    be read; `note` then says so."""

    end: int
    name: str
    value: str | None
    scope: Scope
    guard: Guard = ()
    note: Note | None = None


def environ(
    resolver: Resolver,
    scope: Scope,
    at: int | None,
    run: Run,
    settings: Sequence[Setting] = (),
) -> Environment:
    """`os.environ[...] = "..."`, `del`, `.update`, `.pop`, `monkeypatch.setenv/delenv`
    (and `settings`) before `at` in this scope, or anywhere in enclosing ones."""
    chain = []
    current: Scope | None = scope
    limit = at
    while current is not None:
        chain.append((current, limit))
        current, limit = current.parent, None
    env: dict[str, str] = {}
    notes: list[Note] = []
    for current, limit in reversed(chain):
        events: list[tuple[int, Guard, Setting | tuple[str, cst.BaseExpression | None]]] = [
            (end, guard, (name, value)) for end, name, value, guard in current.environ
        ]
        events += [(s.end, s.guard, s) for s in settings if s.scope is current]
        events.sort(key=lambda event: event[0])
        for end, guard, event in events:
            if limit is not None and end > limit:
                break  # and the rest: they are in order
            if not run.holds(guard):
                continue
            if isinstance(event, Setting):
                _set_outside(env, notes, event)
            else:
                _set_env(resolver, env, notes, *event)
    return env, notes


def _set_outside(env: dict[str, str], notes: list[Note], setting: Setting) -> None:
    if setting.value is not None:
        env[setting.name] = setting.value
        return
    env.pop(setting.name, None)
    if setting.note is not None:
        notes.append(setting.note)


def launch_env(
    resolver: Resolver, node: cst.BaseExpression | None, scope: Scope, at: int | None, run: Run
) -> Environment:
    """The environment a launch call passes (`env=`), as far as literals show it."""
    if node is None or _is_environ(node) or (isinstance(node, cst.Name) and node.value == "None"):
        return environ(resolver, scope, at, run)
    env: dict[str, str] = {}
    notes: list[Note] = []
    if isinstance(node, cst.Dict):
        for element in node.elements:
            if isinstance(element, cst.StarredDictElement):
                _merge(env, notes, launch_env(resolver, element.value, scope, at, run))
                continue
            key = string_value(element.key)
            if key is not None:
                _set_env(resolver, env, notes, key, element.value)
    elif isinstance(node, cst.Call) and dotted(node.func) == ["dict"]:
        for arg in node.args:
            if arg.keyword is None:
                _merge(env, notes, launch_env(resolver, arg.value, scope, at, run))
            else:
                _set_env(resolver, env, notes, arg.keyword.value, arg.value)
    elif isinstance(node, (cst.Name, cst.Attribute)):
        _merge(env, notes, _bound_env(resolver, node, scope, at, run))
    else:
        notes.append(resolver.note(node, "is not known here; it may set SGLANG_USE_CPU_ENGINE"))
    return env, notes


def _merge(env: dict[str, str], notes: list[Note], other: Environment) -> None:
    env.update(other[0])
    notes.extend(other[1])


def _bound_env(
    resolver: Resolver, node: cst.Name | cst.Attribute, scope: Scope, at: int | None, run: Run
) -> Environment:
    """`env = os.environ.copy()` (or `cls.env = {...}`) and the changes that follow it:
    `env["NAME"] = "value"`, `del env["NAME"]`, `.pop`, `.update`."""
    found = resolver.follow(node, scope, at, frozenset(), run)
    if found is None:
        return {}, [resolver.note(node, "is not known here; it may set SGLANG_USE_CPU_ENGINE")]
    binding, limit = found
    env, notes = launch_env(resolver, binding.value, binding.scope, binding.start, run)
    for change in resolver.names.changes(binding, limit, run):
        key = string_value(change.key)
        if change.kind == "setitem" and key is not None:
            _set_env(resolver, env, notes, key, change.expr)
        elif change.kind == "pop" and key is not None:
            env.pop(key, None)
        elif change.kind == "update" and isinstance(change.expr, cst.Call):
            updated = _updated(change.expr)
            _merge(env, notes, launch_env(resolver, updated, change.scope, change.start, run))
        else:
            message = f"changes `{binding.name.lstrip('.')}`; it may set SGLANG_USE_CPU_ENGINE"
            notes.append(Note(change.span, f"`{resolver.shown(change.span)}` {message}"))
    return env, notes


def _updated(call: cst.Call) -> cst.BaseExpression:
    """`env.update(NAME="1")` read as `dict(NAME="1")`, `env.update({...})` as the dict."""
    if len(call.args) == 1 and call.args[0].keyword is None and not call.args[0].star:
        return call.args[0].value
    return call.with_changes(func=cst.Name("dict"))


def _is_environ(node: cst.BaseExpression) -> bool:
    """`os.environ`, `os.environ.copy()`, `dict(os.environ)`."""
    if dotted(node) == ["os", "environ"]:
        return True
    if isinstance(node, cst.Call):
        if dotted(node.func) == ["os", "environ", "copy"]:
            return True
        if dotted(node.func) == ["dict"] and len(node.args) == 1:
            return dotted(node.args[0].value) == ["os", "environ"]
    return False
