"""SGLang launch sites of a scanned Python file, one per launch and run.

Launch calls: `Engine` / `sgl.Engine` / `sglang.Engine`, `ServerArgs` and
`launch_server` kwargs (keyed); `popen_launch_server(other_args=...)`,
`popen_launch_pd_server`, `prepare_server_args(argv)`, `subprocess.*(argv)`,
`asyncio.create_subprocess_exec(*argv)` and `os.exec*` (argv, SGLang's part
after `-m sglang.launch_server` or `sglang serve`). A launch is read once per
run that its words depend on (see `runs`), each site naming its run. What no
launch in the file reads is a fragment site, open: a list or tuple holding
`--enable-hisparse`, a dict or `dict(...)` with `enable_hisparse` whose keys
are all SGLang options and that is not handed to another program's call. A
file that imports another engine and not sglang holds no fragments.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

import libcst as cst

from hisparse_fix.argv import entry_point, has_unresolved_words, is_server_option, parse_options
from hisparse_fix.formats.python.resolve import Argv, Found, Keyed, Resolver, string_value
from hisparse_fix.formats.python.runs import LIMIT, Run, every_run
from hisparse_fix.formats.python.scan import Binding, Located, Scan, Scope, dotted
from hisparse_fix.formats.python.strings import is_string
from hisparse_fix.sites import LaunchSite, Note, Span, Style

_KEYED_CALLS = frozenset({"ServerArgs", "launch_server"})
_SGLANG_MODULES = frozenset({"sgl", "sglang"})
_POPEN_CALLS = frozenset({"popen_launch_server", "popen_launch_pd_server"})
_SUBPROCESS_CALLS = frozenset({"run", "Popen", "call", "check_call", "check_output"})
_EXEC_ARGV = {"execv": (1, None), "execvp": (1, None), "execve": (1, 2), "execvpe": (1, 2)}
"""`os.exec*` taking an argv list: (its position, the env's position)."""
_EXEC_WORDS = frozenset({"execl", "execlp"})
_SHELL_CALLS = frozenset({"system", "popen", "create_subprocess_shell", "getoutput"})
_OTHER_ENGINES = frozenset({"vllm", "tensorrt_llm", "lmdeploy"})
_WRAPPERS = frozenset({"dict", "list", "tuple", "dump", "dumps", "safe_dump"})
"""Calls a dict may pass through and still be SGLang's (a copy, a config file written)."""
_HISPARSE = "enable-hisparse"

Reader = Callable[[Run], LaunchSite | None]


@dataclass
class Sites:
    sites: list[LaunchSite] = field(default_factory=list)
    found: Found = field(default_factory=Found)


def find(scan: Scan) -> Sites:
    """Launch calls first (they claim what they read), then unread fragments."""
    resolver = Resolver(scan)
    result = Sites(found=resolver.found)
    for use in scan.calls:
        result.sites.extend(_call_sites(resolver, use))
    bindings = [b for scope in scan.scopes for named in scope.bindings.values() for b in named]
    for binding in bindings:  # marks the names and literals each binding reads
        _mark(resolver, binding)
    if _fragments_possible(scan):
        handed = _handed_elsewhere(resolver)
        for binding in bindings:
            if not binding.referenced and not binding.quiet and binding.value is not None:
                result.sites.extend(_binding_fragments(resolver, binding, id(binding) in handed))
        result.sites.extend(_literal_fragments(resolver))
    result.sites.sort(key=lambda site: (site.span, site.style.value))
    return result


def _read_runs(
    resolver: Resolver, read: Reader, span: Span, fixed: dict[int, int]
) -> list[LaunchSite]:
    """One site per run; a note on each when there were more runs than are read."""
    runs = every_run(read, resolver.names.choices, fixed)
    sites = [replace(site, run=run.words()) for run, site in runs.results if site is not None]
    if runs.cut:
        note = Note(span, f"more than {LIMIT} alternative runs; only the first {LIMIT} are read")
        sites = [replace(site, notes=(*site.notes, note), partial=True) for site in sites]
    return sites


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
    resolver: Resolver, argv: Argv, span: Span, env: dict[str, str], open_: bool, known: bool
) -> LaunchSite | None:
    """Options of argv words; `NAME=value` words before the entry point are environment.

    `known`: the call is an SGLang launch whatever its words, so a launch
    whose words cannot be read is still a site, with notes.
    """
    tokens = argv.tokens
    entry = entry_point(tokens)
    if entry is not None:
        for token in tokens[:entry]:
            name, equals, value = token.text.partition("=")
            if equals and name.isidentifier() and not token.dynamic:
                env = {**env, name: value}
        tokens = tokens[entry:]
    options = tuple(resolver.exact(option) for option in parse_options(tokens))
    if not options and not (argv.notes and (known or entry is not None)):
        return None
    unresolved = has_unresolved_words(tokens, options)
    notes = tuple(dict.fromkeys(argv.notes))
    return LaunchSite(options, span, env=env, open=open_ or argv.open or unresolved, notes=notes)


def _keyed_site(keyed: Keyed, span: Span, env: dict[str, str]) -> LaunchSite | None:
    if not keyed.options and not keyed.notes:
        return None
    notes = tuple(dict.fromkeys(keyed.notes))
    return LaunchSite(
        tuple(keyed.options), span, Style.KEYED, env=env, open=keyed.open, notes=notes
    )


def canonical(scan: Scan, names: list[str]) -> list[str]:
    """A called name with its import spelled out: `sp.run` -> `subprocess.run`."""
    if names and names[0] in scan.imported:
        return [*scan.imported[names[0]].split("."), *names[1:]]
    return names


def _is_keyed_launch(names: list[str], full: list[str]) -> bool:
    if full[:1] and full[0] in _OTHER_ENGINES:
        return False
    last = names[-1]
    return last in _KEYED_CALLS or (
        last == "Engine" and (len(names) == 1 or names[0] in _SGLANG_MODULES)
    )


def is_launch(scan: Scan, call: cst.Call) -> bool:
    """Whether a call starts SGLang or a program (a dict passed to it may be SGLang's)."""
    names = dotted(call.func)
    if not names:
        return False
    full = canonical(scan, names)
    last = full[-1]
    return (
        _is_keyed_launch(names, full)
        or last in _POPEN_CALLS
        or last == "prepare_server_args"
        or full[:1] in (["subprocess"], ["os"], ["asyncio"])
        or last in _SHELL_CALLS
    )


def _call_sites(resolver: Resolver, use: Located) -> list[LaunchSite]:
    call = use.node
    assert isinstance(call, cst.Call)
    names = dotted(call.func)
    if not names:
        return []
    full = canonical(resolver.scan, names)
    span = resolver.span(call)
    fixed = dict(use.guard)
    seen: frozenset[int] = frozenset()
    if _is_keyed_launch(names, full):

        def read_keyed(run: Run) -> LaunchSite | None:
            keyed = resolver.call_kwargs(call, use.scope, use.at, seen, run)
            return _keyed_site(keyed, span, _environ(use.scope, use.at, run))

        return _read_runs(resolver, read_keyed, span, fixed)
    words = _argv_of(resolver, use, full)
    if words is None:
        return []
    args, env, known = words

    def read_argv(run: Run) -> LaunchSite | None:
        argv = args(run)
        environment = _env(resolver, env, use.scope, use.at, run)
        return _argv_site(resolver, argv, span, environment, open_=False, known=known)

    return _read_runs(resolver, read_argv, span, fixed)


ArgvOf = tuple[Callable[[Run], Argv], cst.BaseExpression | None, bool]


def _argv_of(resolver: Resolver, use: Located, full: list[str]) -> ArgvOf | None:
    """How to read a launch call's argv in a run, its `env` and whether it is surely SGLang's."""
    call = use.node
    assert isinstance(call, cst.Call)
    last, use_scope, use_at = full[-1], use.scope, use.at
    seen: frozenset[int] = frozenset()
    args: cst.BaseExpression | None
    if last in _POPEN_CALLS:
        args, env, known = _argument(call, "other_args", 4), _argument(call, "env", 5), True
    elif last == "prepare_server_args":
        args, env, known = _argument(call, "argv", 0), None, True
    elif full[:-1] == ["subprocess"] and last in _SUBPROCESS_CALLS:
        args, env, known = _argument(call, "args", 0), _argument(call, "env", None), False
    elif full[:-1] == ["os"] and last in _EXEC_ARGV:
        position, env_position = _EXEC_ARGV[last]
        args, known = _argument(call, "args", position), False
        env = None if env_position is None else _argument(call, "env", env_position)
    elif full == ["asyncio", "create_subprocess_exec"] or (
        full[:-1] == ["os"] and last in _EXEC_WORDS
    ):
        first = 0 if last == "create_subprocess_exec" else 1
        env = _argument(call, "env", None)
        return (
            (lambda run: _positional_words(resolver, call, first, use_scope, use_at, run)),
            env,
            False,
        )
    else:
        return None
    if args is None or is_string(args):
        return None  # a command string is read by the shell adapter
    node = args
    return (lambda run: resolver.argv(node, use_scope, use_at, seen, run)), env, known


def _positional_words(
    resolver: Resolver, call: cst.Call, first: int, scope: Scope, at: int, run: Run
) -> Argv:
    """`create_subprocess_exec("python3", "-m", ..., *args)`: the positional arguments are argv."""
    result = Argv()
    index = 0
    for arg in call.args:
        if arg.keyword is not None or arg.star == "**":
            continue
        if arg.star == "*":
            result.extend(resolver.argv(arg.value, scope, at, frozenset(), run))
            continue
        if index >= first:
            resolver.claimed.add(id(arg.value))
            result.tokens.append(resolver.token(arg.value, resolver.span(arg)))
        index += 1
    return result


# Fragments: what no launch in this file reads.


def _mark(resolver: Resolver, binding: Binding) -> None:
    """Read a binding as argv and as keyed in every run, marking what it reads."""
    seen = frozenset({id(binding)})
    fixed = dict(binding.guard)
    choices = resolver.names.choices
    every_run(lambda run: resolver.binding_argv(binding, None, seen, run), choices, fixed)
    every_run(lambda run: resolver.binding_keyed(binding, seen, run), choices, fixed)


def _fragments_possible(scan: Scan) -> bool:
    """A file that imports another engine and not sglang holds that engine's settings."""
    return "sglang" in scan.modules or not (scan.modules & _OTHER_ENGINES)


def _handed_elsewhere(resolver: Resolver) -> set[int]:
    """Bindings passed by name to a call that is not a launch (`vllm.LLM(config=cfg)`)."""
    scan = resolver.scan
    handed: set[int] = set()
    for use in scan.calls:
        call = use.node
        assert isinstance(call, cst.Call)
        if is_launch(scan, call) or _wrapper(call):
            continue
        for arg in call.args:
            if not isinstance(arg.value, cst.Name):
                continue
            for named in _scopes_up(use.scope):
                for binding in named.bindings.get(arg.value.value, []):
                    handed.add(id(binding))
    return handed


def _scopes_up(scope: Scope) -> Iterator[Scope]:
    current: Scope | None = scope
    while current is not None:
        yield current
        current = current.parent


def _binding_fragments(resolver: Resolver, binding: Binding, handed: bool) -> list[LaunchSite]:
    """A list or dict bound to a name that no launch in the file uses, in each run."""
    assert binding.value is not None
    span = resolver.span(binding.value)
    seen = frozenset({id(binding)})
    fixed = dict(binding.guard)

    def read_argv(run: Run) -> LaunchSite | None:
        argv = resolver.binding_argv(binding, None, seen, run)
        return _argv_site(resolver, argv, span, {}, open_=True, known=False)

    def read_keyed(run: Run) -> LaunchSite | None:
        keyed = _keyed_site(resolver.binding_keyed(binding, seen, run), span, {})
        return None if keyed is None else replace(keyed, open=True)

    sites = _with_hisparse(_read_runs(resolver, read_argv, span, fixed))
    if not handed and _all_options(binding.value):
        sites.extend(_with_hisparse(_read_runs(resolver, read_keyed, span, fixed)))
    return sites


def _with_hisparse(sites: list[LaunchSite]) -> list[LaunchSite]:
    """A fragment's runs, when any of them holds HiSparse (all of them: they share text)."""
    if any(site.last(_HISPARSE) is not None for site in sites):
        return sites
    return []


def _literal_fragments(resolver: Resolver) -> Iterator[LaunchSite]:
    """Lists, tuples and dicts holding HiSparse that nothing else has read."""
    scan = resolver.scan
    for use in scan.lists:
        if id(use.node) in resolver.claimed:
            continue
        node, span = use.node, resolver.span(use.node)
        assert isinstance(node, (cst.List, cst.Tuple))

        def read_argv(
            run: Run, node: cst.BaseExpression = node, use: Located = use
        ) -> LaunchSite | None:
            argv = resolver.argv(node, use.scope, use.at, frozenset(), run)
            return _argv_site(resolver, argv, resolver.span(node), {}, open_=True, known=False)

        yield from _with_hisparse(_read_runs(resolver, read_argv, span, dict(use.guard)))
    for use in scan.dicts:
        node = use.node
        if id(node) in resolver.claimed or not _all_options(node):
            continue
        call = scan.arguments.get(id(node))
        if call is not None and not is_launch(scan, call) and not _wrapper(call):
            continue
        assert isinstance(node, (cst.Dict, cst.Call))

        def read_keyed(
            run: Run, node: cst.BaseExpression = node, use: Located = use
        ) -> LaunchSite | None:
            keyed = resolver.keyed(node, use.scope, use.at, frozenset(), run)
            site = _keyed_site(keyed, resolver.span(node), {})
            return None if site is None else replace(site, open=True)

        yield from _with_hisparse(
            _read_runs(resolver, read_keyed, resolver.span(node), dict(use.guard))
        )


def _wrapper(call: cst.Call) -> bool:
    names = dotted(call.func)
    return bool(names) and names[-1] in _WRAPPERS


def _all_options(node: cst.BaseExpression) -> bool:
    """Whether every key a dict literal or `dict(...)` writes is an SGLang option name;
    True for anything else (a list, a name)."""
    if isinstance(node, cst.Dict):
        keys = [
            string_value(element.key)
            for element in node.elements
            if not isinstance(element, cst.StarredDictElement)
        ]
    elif isinstance(node, cst.Call) and dotted(node.func) == ["dict"]:
        keys = [arg.keyword.value for arg in node.args if arg.keyword is not None]
    else:
        return True
    return all(
        key is not None and is_server_option(key.lstrip("-").replace("_", "-")) for key in keys
    )


# The environment of a launch, for `SGLANG_USE_CPU_ENGINE`.


def _environ(scope: Scope, at: int | None, run: Run) -> dict[str, str]:
    """`os.environ[...] = "..."` before `at` in this scope, or anywhere in enclosing ones."""
    chain = []
    current: Scope | None = scope
    limit = at
    while current is not None:
        chain.append((current, limit))
        current, limit = current.parent, None
    env: dict[str, str] = {}
    for current, limit in reversed(chain):
        for end, name, value, guard in current.environ:
            text = string_value(value)
            if text is not None and (limit is None or end <= limit) and run.holds(guard):
                env[name] = text
    return env


def _env(
    resolver: Resolver, node: cst.BaseExpression | None, scope: Scope, at: int | None, run: Run
) -> dict[str, str]:
    """The environment a launch call passes (`env=`), as far as literals show it."""
    if node is None or _is_environ(node) or (isinstance(node, cst.Name) and node.value == "None"):
        return _environ(scope, at, run)
    env: dict[str, str] = {}
    if isinstance(node, cst.Dict):
        for element in node.elements:
            if isinstance(element, cst.StarredDictElement):
                env.update(_env(resolver, element.value, scope, at, run))
                continue
            key, value = string_value(element.key), string_value(element.value)
            if key is not None and value is not None:
                env[key] = value
    elif isinstance(node, cst.Call) and dotted(node.func) == ["dict"]:
        for arg in node.args:
            value = string_value(arg.value)
            if arg.keyword is None:
                env.update(_env(resolver, arg.value, scope, at, run))
            elif value is not None:
                env[arg.keyword.value] = value
    elif isinstance(node, cst.Name):
        env.update(_bound_env(resolver, node, scope, at, run))
    return env


def _bound_env(
    resolver: Resolver, node: cst.Name, scope: Scope, at: int | None, run: Run
) -> dict[str, str]:
    """`env = os.environ.copy()` and the `env["NAME"] = "value"` that follow it."""
    found = resolver.names.lookup(node.value, scope, at, run)
    if found is None or found[0].value is None:
        return {}
    binding, limit = found
    env = _env(resolver, binding.value, binding.scope, binding.start, run)
    for change in resolver.names.changes(binding, limit, run):
        key, value = string_value(change.key), string_value(change.expr)
        if change.kind == "setitem" and key is not None and value is not None:
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
