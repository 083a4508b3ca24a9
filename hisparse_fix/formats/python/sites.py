"""SGLang launch sites of a scanned Python file.

Launch calls: `Engine` / `sgl.Engine` / `sglang.Engine`, `ServerArgs` and
`launch_server` kwargs (keyed); `popen_launch_server(other_args=...)`,
`popen_launch_pd_server`, `prepare_server_args(argv)` and `subprocess.*(argv)`
(argv, SGLang's part after `-m sglang.launch_server` or `sglang serve`). What
no launch in the file reads is a fragment site, open: a list or tuple holding
`--enable-hisparse`, a dict or `dict(...)` with `enable_hisparse`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import libcst as cst

from hisparse_fix.argv import entry_point, has_unresolved_words, parse_options
from hisparse_fix.formats.python.resolve import (
    Argv,
    Found,
    Keyed,
    Resolver,
    string_value,
)
from hisparse_fix.formats.python.scan import Binding, Located, Scan, Scope, dotted
from hisparse_fix.formats.python.strings import is_string
from hisparse_fix.sites import LaunchSite, Span, Style

_KEYED_CALLS = frozenset({"ServerArgs", "launch_server"})
_SGLANG_MODULES = frozenset({"sgl", "sglang"})
_POPEN_CALLS = frozenset({"popen_launch_server", "popen_launch_pd_server"})
_SUBPROCESS_CALLS = frozenset({"run", "Popen", "call", "check_call", "check_output"})
_HISPARSE = "enable-hisparse"


@dataclass
class Sites:
    sites: list[LaunchSite] = field(default_factory=list)
    found: Found = field(default_factory=Found)


def find(scan: Scan) -> Sites:
    """Launch calls first (they claim what they read), then unread fragments."""
    resolver = Resolver(scan)
    result = Sites(found=resolver.found)
    for use in scan.calls:
        site = _call_site(resolver, use)
        if site is not None:
            result.sites.append(site)
    bindings = [b for scope in scan.scopes for named in scope.bindings.values() for b in named]
    for binding in bindings:  # marks the names and literals each binding reads
        resolver.binding_argv(binding, None, frozenset({id(binding)}))
        resolver.binding_keyed(binding, frozenset({id(binding)}))
    for binding in bindings:
        if not binding.referenced and binding.value is not None:
            result.sites.extend(_binding_fragments(resolver, binding))
    result.sites.extend(_literal_fragments(resolver))
    result.sites.sort(key=lambda site: (site.span, site.style.value))
    return result


def _argument(call: cst.Call, keyword: str, position: int | None) -> cst.BaseExpression | None:
    """The argument passed as `keyword=` or as the `position`-th positional one."""
    index = 0
    for arg in call.args:
        if arg.keyword is not None:
            if arg.keyword.value == keyword:
                return arg.value
        elif not arg.star:
            if index == position:
                return arg.value
            index += 1
    return None


def _argv_site(
    resolver: Resolver, argv: Argv, span: Span, env: dict[str, str], open_: bool
) -> LaunchSite | None:
    """Options of argv words; `NAME=value` words before the entry point are environment."""
    tokens = argv.tokens
    entry = entry_point(tokens)
    if entry is not None:
        for token in tokens[:entry]:
            name, equals, value = token.text.partition("=")
            if equals and name.isidentifier() and not token.dynamic:
                env = {**env, name: value}
        tokens = tokens[entry:]
    options = tuple(resolver.exact(option) for option in parse_options(tokens))
    if not options:
        return None
    unresolved = has_unresolved_words(tokens, options)
    return LaunchSite(options, span, env=env, open=open_ or argv.open or unresolved)


def _keyed_site(keyed: Keyed, span: Span, env: dict[str, str]) -> LaunchSite | None:
    if not keyed.options:
        return None
    return LaunchSite(tuple(keyed.options), span, Style.KEYED, env=env, open=keyed.open)


def _call_site(resolver: Resolver, use: Located) -> LaunchSite | None:
    call = use.node
    assert isinstance(call, cst.Call)
    names = dotted(call.func)
    if not names:
        return None
    last, span = names[-1], resolver.span(call)
    seen: frozenset[int] = frozenset()
    if last in _KEYED_CALLS or (
        last == "Engine" and (len(names) == 1 or names[0] in _SGLANG_MODULES)
    ):
        keyed = resolver.call_kwargs(call, use.scope, use.at, seen)
        return _keyed_site(keyed, span, _environ(use.scope, use.at))
    if last in _POPEN_CALLS:
        args, env = _argument(call, "other_args", 4), _argument(call, "env", 5)
    elif last == "prepare_server_args":
        args, env = _argument(call, "argv", 0), None
    elif (names[:-1] == ["subprocess"] and last in _SUBPROCESS_CALLS) or (
        len(names) == 1 and last in resolver.scan.subprocess_names
    ):
        args, env = _argument(call, "args", 0), _argument(call, "env", None)
    else:
        return None
    if args is None or is_string(args):
        return None  # a command string is read by the shell adapter
    argv = resolver.argv(args, use.scope, use.at, seen)
    return _argv_site(resolver, argv, span, _env(resolver, env, use.scope, use.at), open_=False)


def _binding_fragments(resolver: Resolver, binding: Binding) -> Iterator[LaunchSite]:
    """A list or dict bound to a name that no launch in the file uses."""
    assert binding.value is not None
    span = resolver.span(binding.value)
    seen = frozenset({id(binding)})
    argv = resolver.binding_argv(binding, None, seen)
    site = _argv_site(resolver, argv, span, {}, open_=True)
    if site is not None and site.last(_HISPARSE) is not None:
        yield site
    keyed = _keyed_site(resolver.binding_keyed(binding, seen), span, {})
    if keyed is not None and keyed.last(_HISPARSE) is not None:
        yield replace(keyed, open=True)


def _literal_fragments(resolver: Resolver) -> Iterator[LaunchSite]:
    """Lists, tuples and dicts holding HiSparse that nothing else has read."""
    for use in resolver.scan.lists:
        if id(use.node) in resolver.claimed:
            continue
        argv = resolver.argv(use.node, use.scope, use.at, frozenset())
        site = _argv_site(resolver, argv, resolver.span(use.node), {}, open_=True)
        if site is not None and site.last(_HISPARSE) is not None:
            yield site
    for use in resolver.scan.dicts:
        if id(use.node) in resolver.claimed:
            continue
        keyed = resolver.keyed(use.node, use.scope, use.at, frozenset())
        site = _keyed_site(keyed, resolver.span(use.node), {})
        if site is not None and site.last(_HISPARSE) is not None:
            yield replace(site, open=True)


# The environment of a launch, for `SGLANG_USE_CPU_ENGINE`.


def _environ(scope: Scope, at: int | None) -> dict[str, str]:
    """`os.environ[...] = "..."` before `at` in this scope, or anywhere in enclosing ones."""
    chain = []
    current: Scope | None = scope
    limit = at
    while current is not None:
        chain.append((current, limit))
        current, limit = current.parent, None
    env: dict[str, str] = {}
    for current, limit in reversed(chain):
        for end, name, value in current.environ:
            text = string_value(value)
            if text is not None and (limit is None or end <= limit):
                env[name] = text
    return env


def _env(
    resolver: Resolver, node: cst.BaseExpression | None, scope: Scope, at: int | None
) -> dict[str, str]:
    """The environment a launch call passes (`env=`), as far as literals show it."""
    if node is None or _is_environ(node) or (isinstance(node, cst.Name) and node.value == "None"):
        return _environ(scope, at)
    env: dict[str, str] = {}
    if isinstance(node, cst.Dict):
        for element in node.elements:
            if isinstance(element, cst.StarredDictElement):
                env.update(_env(resolver, element.value, scope, at))
                continue
            key, value = string_value(element.key), string_value(element.value)
            if key is not None and value is not None:
                env[key] = value
    elif isinstance(node, cst.Call) and dotted(node.func) == ["dict"]:
        for arg in node.args:
            value = string_value(arg.value)
            if arg.keyword is None:
                env.update(_env(resolver, arg.value, scope, at))
            elif value is not None:
                env[arg.keyword.value] = value
    elif isinstance(node, cst.Name):
        env.update(_bound_env(resolver, node, scope, at))
    return env


def _bound_env(resolver: Resolver, node: cst.Name, scope: Scope, at: int | None) -> dict[str, str]:
    """`env = os.environ.copy()` and the `env["NAME"] = "value"` that follow it."""
    found = resolver.lookup(node.value, scope, at)
    if found is None or found[0].value is None:
        return {}
    binding, limit = found
    env = _env(resolver, binding.value, binding.scope, binding.end)
    for change in binding.changes:
        key, value = string_value(change.key), string_value(change.expr)
        fits = limit is None or change.end <= limit
        if change.kind == "setitem" and fits and key is not None and value is not None:
            env[key] = value
    return env


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
