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

from bisect import bisect_left
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import libcst as cst

from hisparse_fix.formats.python.assemble import MACHINE, argv_site, keyed_site
from hisparse_fix.formats.python.calls import (
    CONFIG_CALLS,
    EXEC_WORDS,
    OTHER_ENGINES,
    POPEN_CALLS,
    SHELL_CALLS,
    argv_launch,
    is_keyed_launch,
    spelled_out,
)
from hisparse_fix.formats.python.environment import environ, launch_env
from hisparse_fix.formats.python.found import Argv, Found, Keyed
from hisparse_fix.formats.python.resolve import Resolver, string_value
from hisparse_fix.formats.python.runs import LIMIT, STEPS, Run, Runs, T, every_run
from hisparse_fix.formats.python.scan_records import (
    Binding,
    Change,
    Load,
    Located,
    Scan,
    Scope,
    dotted,
    doubted,
    failing,
)
from hisparse_fix.formats.python.string_readers import written_note
from hisparse_fix.formats.python.strings import is_string
from hisparse_fix.sglang.argv import canonical_option, is_server_option
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Option, Span, expected_to_fail

_COPIES = frozenset({"dict", "list", "tuple"})
"""Calls a dict or list passes through and still holds the same options."""
_WRITERS = frozenset({"dump", "dumps", "safe_dump"})
"""Calls that write a dict out (`yaml.safe_dump(cfg, f)`): it may still be SGLang's
(a `--config` file), but whoever reads what is written is not followed, so a dict
written out is reported, never edited."""
_HISPARSE = "enable-hisparse"

Reader = Callable[[Run], LaunchSite | None]


@dataclass
class Sites:
    sites: list[LaunchSite] = field(default_factory=list)
    found: Found = field(default_factory=Found)


def find(scan: Scan) -> Sites:
    """The sites, read twice when some object is also read in a way the tool does not
    follow (the first reading finds which reads it follows): then those objects'
    sites are partial."""
    first = Resolver(scan)
    result = _find(scan, first)
    escaped = _escapes(scan, first)
    if not escaped:
        return result
    resolver = Resolver(scan)
    resolver.escapes = escaped
    return _find(scan, resolver)


def _find(scan: Scan, resolver: Resolver) -> Sites:
    """Launch calls first (they claim what they read), then unread fragments."""
    result = Sites(found=resolver.found)
    for use in scan.calls:
        result.sites.extend(_call_sites(resolver, use))
    bindings = [b for scope in scan.scopes for named in scope.bindings.values() for b in named]
    # marks the names and literals each binding reads; a fragment is read from these runs
    marked = {id(binding): _mark(resolver, binding) for binding in bindings}
    if _fragments_possible(scan):
        handed = _handed_elsewhere(resolver)
        for binding in bindings:
            if not binding.referenced and not binding.quiet and binding.value is not None:
                fragments = _binding_fragments(
                    resolver, binding, id(binding) in handed, marked[id(binding)]
                )
                result.sites.extend(fragments)
        result.sites.extend(_literal_fragments(resolver))
    result.sites.sort(key=lambda site: (site.span, site.style.value))
    return result


def _read_runs(
    resolver: Resolver, read: Reader, span: Span, fixed: dict[int, int]
) -> list[LaunchSite]:
    """One site per run; a note on each when there were more runs than are read."""
    return _run_sites(every_run(read, resolver.names.choices, fixed), span)


def _run_sites(runs: Runs[LaunchSite | None], span: Span) -> list[LaunchSite]:
    """The sites of runs already read (see `_read_runs`)."""
    sites = [
        replace(site, run=run.words(), branches=run.branches())
        for run, site in runs.results
        if site is not None
    ]
    if not runs.cut:
        return sites
    if len(runs.results) == LIMIT:
        message = f"more than {LIMIT} alternative runs; only the first {LIMIT} are read"
    else:
        tried = f"the runs that may reach this launch are too many to tell apart ({STEPS} tried)"
        message = f"{tried}; {len(runs.results)} read" if runs.results else f"{tried}: not read"
    note = Note(span, message)
    if not runs.results:  # a launch the tool sees but could not read is still reported
        return [LaunchSite((), span, open=True, partial=True, notes=(note,))]
    return [replace(site, notes=(*site.notes, note), partial=True) for site in sites]


def argument(call: cst.Call, keyword: str, position: int | None) -> cst.BaseExpression | None:
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


def canonical(scan: Scan, names: list[str]) -> list[str]:
    """A called name with its import spelled out: `sp.run` -> `subprocess.run`."""
    return spelled_out(scan.imported, names)


def _partial_launch(scan: Scan, call: cst.Call, full: list[str]) -> bool:
    """`functools.partial(sgl.Engine, ...)`: a launch whose call may pass more options."""
    if full not in (["functools", "partial"], ["partial"]) or not call.args:
        return False
    first = call.args[0]
    if first.keyword is not None or first.star:
        return False
    names = dotted(first.value)
    return bool(names) and is_keyed_launch(names, canonical(scan, names))


def is_launch(scan: Scan, call: cst.Call) -> bool:
    """Whether a call starts SGLang or a program (a dict passed to it may be SGLang's)."""
    names = dotted(call.func)
    if not names:
        return False
    full = canonical(scan, names)
    last = full[-1]
    return (
        is_keyed_launch(names, full)
        or full == _REPLACE
        or last in POPEN_CALLS
        or last == "prepare_server_args"
        or full[:1] in (["subprocess"], ["os"], ["asyncio"])
        or last in SHELL_CALLS
    )


def _call_sites(resolver: Resolver, use: Located) -> list[LaunchSite]:
    """A launch call's sites; only readers of their text where it is expected to fail."""
    sites = _launch_sites(resolver, use)
    fails = failing(use.scope)
    if fails is None and use.scope.kind == "module":
        binding = resolver.bound.get(id(use.node))
        if binding is not None:
            fails = resolver.scan.failing_names.get(binding.name)
    doubt = doubted(use.scope)
    if doubt is not None and fails is None:
        note = Note(resolver.span(use.node), f"{doubt}: its launch is not edited")
        return [replace(site, notes=(*site.notes, note), partial=True) for site in sites]
    if fails is None or not sites:
        return sites
    line = resolver.scan.source.line(use.at)
    what = f"the launch on line {line}, expected to fail ({fails})"
    message = f"this launch is expected to fail ({fails}): the test may expect SGLang to "
    message += "refuse it, so it is not edited"
    note = Note(resolver.span(use.node), message)
    return [expected_to_fail(site, what, note) for site in sites]


def _launch_sites(resolver: Resolver, use: Located) -> list[LaunchSite]:
    sites = _sites_of_call(resolver, use)
    call = use.node
    assert isinstance(call, cst.Call)
    if dotted(call.func)[-1:] in (["ServerArgs"], ["prepare_server_args"]):
        binding = resolver.bound.get(id(call))
        if binding is not None:
            return _set_afterwards(resolver, binding, sites)
    return sites


def _set_afterwards(
    resolver: Resolver, binding: Binding, sites: list[LaunchSite]
) -> list[LaunchSite]:
    """`server_args.kv_cache_dtype = "fp8_e5m2"` after `server_args = ServerArgs(...)`:
    options set on the object, which the tool does not follow; a note for each on a
    HiSparse launch (or one that this turns HiSparse on), and nothing it reads is edited."""
    notes = []
    for named, whose in _copies(binding):
        for change in binding.scope.changes.get(named, []):
            if change.kind != "attribute" or change.start < binding.end:
                continue
            assert isinstance(change.key, cst.Name)
            name = change.key.value.replace("_", "-")
            if not is_server_option(name):
                continue
            line = resolver.scan.source.line(change.start)
            shown = resolver.shown(change.span)
            if change.expr is not None:
                shown += " = " + resolver.shown(resolver.span(change.expr))
            message = f"`{shown}` on line {line} sets --{name} on {whose} this launch makes, "
            message += "which the tool does not follow: check it by hand"
            notes.append((name, Note(change.span, message)))
    if not notes:
        return sites
    found = []
    for site in sites:
        switched = site.hisparse_enabled or any(name == _HISPARSE for name, _ in notes)
        if switched:
            site = replace(site, notes=(*site.notes, *(n for _, n in notes)), partial=True)
        found.append(site)
    return found


_COPY_CALLS = frozenset({"copy", "deepcopy"})


def _copies(binding: Binding) -> list[tuple[str, str]]:
    """The names that hold the object `binding` makes: its own, and copies of it
    (`fast = copy.deepcopy(base)`), each with how a note calls the object."""
    found = [(binding.name, "the object")]
    for named in binding.scope.bindings.values():
        for other in named:
            value = other.value
            if (
                isinstance(value, cst.Call)
                and dotted(value.func)[-1:] in ([name] for name in _COPY_CALLS)
                and value.args
                and isinstance(value.args[0].value, cst.Name)
                and value.args[0].value.value == binding.name
                and other.start >= binding.end
            ):
                found.append((other.name, f"a copy (`{other.name}`) of the object"))
    return found


def _sites_of_call(resolver: Resolver, use: Located) -> list[LaunchSite]:
    call = use.node
    assert isinstance(call, cst.Call)
    names = dotted(call.func)
    if not names:
        return []
    full = canonical(resolver.scan, names)
    span = resolver.span(call)
    fixed = dict(use.guard)
    seen: frozenset[int] = frozenset()
    bound = resolver.bound.get(id(call)) if names[-1] in CONFIG_CALLS else None
    escaped = None if bound is None else resolver.escapes.get(id(bound))
    made_by_partial = _partial_launch(resolver.scan, call, full)
    defaults = full[-1] == "set_defaults" and _sglang_parser(resolver.scan)
    if full == _REPLACE:
        return _read_runs(resolver, lambda run: _replaced(resolver, use, run), span, fixed)
    if is_keyed_launch(names, full) or made_by_partial or defaults:

        def read_keyed(run: Run) -> LaunchSite | None:
            keyed = resolver.call_kwargs(call, use.scope, use.at, seen, run)
            keyed.open = keyed.open or made_by_partial or defaults
            if escaped is not None:
                keyed.partial = True
                keyed.notes.append(escaped)
            env, notes = environ(resolver, use.scope, use.at, run)
            keyed.notes.extend(notes)
            return keyed_site(keyed, span, env)

        return _read_runs(resolver, read_keyed, span, fixed)
    if len(names) == 1 and _names_partial_launch(resolver.scan, names[0], use):
        return _read_runs(resolver, lambda run: _called_partial(resolver, use, run), span, fixed)
    words = _argv_of(resolver, use, full)
    if words is None:
        return []
    args, env, known = words
    device = _appended_device(resolver, call, full[-1])

    def read_argv(run: Run) -> LaunchSite | None:
        argv = args(run)
        environment, notes = launch_env(resolver, env, use.scope, use.at, run)
        argv.notes.extend(notes)
        site = argv_site(resolver.found, argv, span, environment, open_=False, known=known)
        if site is None or device is None:
            return site
        if device is MACHINE:
            return replace(site, machine_device=True)
        return replace(site, options=(*site.options, device))

    return _read_runs(resolver, read_argv, span, fixed)


_REPLACE = ["dataclasses", "replace"]


def _replaced(resolver: Resolver, use: Located, run: Run) -> LaunchSite | None:
    """`dataclasses.replace(server_args, kv_cache_dtype=...)`: the options of the
    `ServerArgs(...)` it copies, then its own keywords over them."""
    call = use.node
    assert isinstance(call, cst.Call)
    base = argument(call, "obj", 0)
    return _made_then_called(
        resolver, use, run, base, lambda made: dotted(made.func)[-1:] == ["ServerArgs"]
    )


def _names_partial_launch(scan: Scan, name: str, use: Located) -> bool:
    """Whether `name` may hold `functools.partial(sgl.Engine, ...)` where it is called."""
    return any(
        isinstance(binding.value, cst.Call)
        and _partial_launch(scan, binding.value, canonical(scan, dotted(binding.value.func)))
        for binding in bindings_of(scan, name, use.scope, use.at)
    )


def _called_partial(resolver: Resolver, use: Located, run: Run) -> LaunchSite | None:
    """`make_engine(kv_cache_dtype=...)` where `make_engine = functools.partial(sgl.Engine,
    ...)`: the launch SGLang sees, the partial's keywords then the call's over them."""
    call = use.node
    assert isinstance(call, cst.Call)
    scan = resolver.scan
    return _made_then_called(
        resolver,
        use,
        run,
        call.func,
        lambda made: _partial_launch(scan, made, canonical(scan, dotted(made.func))),
    )


def _made_then_called(
    resolver: Resolver,
    use: Located,
    run: Run,
    name: cst.BaseExpression | None,
    makes: Callable[[cst.Call], bool],
) -> LaunchSite | None:
    """The keywords of the call `name` is bound to (when `makes` says it is one), then
    the keywords of the call at `use` over them, as one launch at `use`."""
    call = use.node
    assert isinstance(call, cst.Call)
    found = None if name is None else resolver.follow(name, use.scope, use.at, frozenset(), run)
    if found is None:
        return None
    binding = found[0]
    made = binding.value
    if not isinstance(made, cst.Call) or not makes(made):
        return None
    seen = frozenset({id(binding)})
    keyed = resolver.call_kwargs(made, binding.scope, binding.start, seen, run)
    keyed.extend(resolver.call_kwargs(call, use.scope, use.at, seen, run))
    env, notes = environ(resolver, use.scope, use.at, run)
    keyed.notes.extend(notes)
    return keyed_site(keyed, resolver.span(call), env)


def _sglang_parser(scan: Scan) -> bool:
    """Whether the file builds SGLang's own argument parser (`ServerArgs.add_cli_args`):
    then `parser.set_defaults(enable_hisparse=True, ...)` sets the server's options."""
    return any(
        isinstance(use.node, cst.Call) and dotted(use.node.func)[-1:] == ["add_cli_args"]
        for use in scan.calls
    )


ArgvOf = tuple[Callable[[Run], Argv], cst.BaseExpression | None, bool]


def _appended_device(resolver: Resolver, call: cst.Call, name: str) -> Option | None:
    """The `--device` SGLang's `popen_launch_server` appends after `other_args`: the
    machine's (`MACHINE`) unless its `device=` says which; None for other calls."""
    if name != "popen_launch_server":
        return None
    node = argument(call, "device", 7)
    if node is None:
        return MACHINE
    value = string_value(node)
    at = resolver.span(node)
    if value is None:
        return Option("device", None, at, dynamic=True)
    return MACHINE if value == "auto" else Option("device", value, at)


def _argv_of(resolver: Resolver, use: Located, full: list[str]) -> ArgvOf | None:
    """How to read a launch call's argv in a run, its `env` and whether it is surely SGLang's."""
    call = use.node
    assert isinstance(call, cst.Call)
    last, use_scope, use_at = full[-1], use.scope, use.at
    seen: frozenset[int] = frozenset()
    launch = argv_launch(full)
    if launch is None:
        if full != ["asyncio", "create_subprocess_exec"] and not (
            full[:-1] == ["os"] and last in EXEC_WORDS
        ):
            return None
        first = 0 if last == "create_subprocess_exec" else EXEC_WORDS[last]
        env = argument(call, "env", None)
        return (
            (lambda run: _positional_words(resolver, call, first, use_scope, use_at, run)),
            env,
            False,
        )
    args = argument(call, *launch.argv)
    env = None if launch.env is None else argument(call, *launch.env)
    if args is None or is_string(args):
        return None  # a command string is read by the shell adapter
    node = args
    return (lambda run: resolver.argv(node, use_scope, use_at, seen, run)), env, launch.known


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


# Objects also read where the tool does not follow them.


def _escapes(scan: Scan, resolver: Resolver) -> dict[int, Note]:
    """Bindings read in a way `resolver` did not follow (`sorted(xs)`, `xs[1:]`, a
    comprehension, a call that is not a launch), and lists or dicts changed through
    a second name, each with a note that says where."""
    marks = _Marks(resolver)
    for load in scan.loads:
        if id(load.node) in resolver.followed:
            continue
        call = load.call
        if call is not None and (is_launch(scan, call) or _named(call, _COPIES)):
            continue
        if call is not None and _partial_launch(scan, call, canonical(scan, dotted(call.func))):
            continue

        def note(load: Load = load) -> Note:
            where = resolver.shown(resolver.span(load.context))
            name, line = load.name.lstrip("."), scan.source.line(load.at)
            message = (
                f"`{name}` is also read on line {line} in a way the tool does not follow: `{where}`"
            )
            return Note(resolver.span(load.context), message)

        marks.mark(load.name, load.scope, load.at, note)
    for scope in scan.scopes:
        for named in scope.bindings.values():
            for alias in named:
                _alias(resolver, alias, marks)
    return marks.notes


class _Marks:
    """Notes for bindings, the first note a binding gets kept.

    What a read may see is the first bindings of its name's group, so each
    group remembers how many already have a note and a read marks only the rest:
    a script reads the same few names over and over.
    """

    def __init__(self, resolver: Resolver) -> None:
        self.scan = resolver.scan
        self.names = resolver.names
        self.notes: dict[int, Note] = {}
        self._marked: dict[int, tuple[list[Binding], int]] = {}
        self._attributes: dict[str, list[Binding]] = {}

    def visible(self, name: str, scope: Scope, at: int) -> tuple[list[Binding], int]:
        """`bindings_of` as a group and how many of its first bindings a read sees."""
        if name.startswith("."):
            if name not in self._attributes:
                self._attributes[name] = bindings_of(self.scan, name, scope, at)
            group = self._attributes[name]
            return group, len(group)
        current: Scope | None = scope
        while current is not None:
            if (current is scope or current.kind != "class") and current.bindings.get(name):
                history = self.names.history(current, name)
                count = len(history.bindings) if current is not scope else history.count_before(at)
                if count is None:
                    group = bindings_of(self.scan, name, scope, at)
                    return group, len(group)
                return history.bindings, count
            current = current.parent
        return [], 0

    def mark(self, name: str, scope: Scope, at: int, note: Callable[[], Note]) -> None:
        group, count = self.visible(name, scope, at)
        self.mark_group(group, count, note)

    def mark_group(self, group: list[Binding], count: int, note: Callable[[], Note]) -> None:
        done = self._marked.get(id(group), (group, 0))[1]
        if count <= done:
            return
        made = note()
        for binding in group[done:count]:
            self.notes.setdefault(id(binding), made)
        self._marked[id(group)] = (group, count)


def _alias(resolver: Resolver, alias: Binding, marks: _Marks) -> None:
    """`cmd = BASE` names one object twice: a change through either name after it is a
    change to both, which the tool does not read."""
    value = alias.value
    if not isinstance(value, cst.Name):
        return
    group, count = marks.visible(value.value, alias.scope, alias.start)
    sources = group[:count]
    named = ((alias.name, alias.scope), *((value.value, scope) for scope in _scopes_of(sources)))
    first = next(
        (
            change
            for name, scope in named
            if (change := _first_change(resolver, scope, name, alias.end))
        ),
        None,
    )
    if not sources or first is None:
        return
    message = (
        f"`{alias.name}` and `{value.value}` are one object, and "
        f"`{resolver.shown(first.span)}` changes it"
    )
    marks.mark_group(group, count, lambda: Note(first.span, message))


def _scopes_of(bindings: list[Binding]) -> list[Scope]:
    """The scopes of bindings, once each, in order."""
    return list({id(binding.scope): binding.scope for binding in bindings}.values())


def _first_change(resolver: Resolver, scope: Scope, name: str, after: int) -> Change | None:
    """The first change of `name` as recorded (in the nearest scope that binds it) that
    starts at or after `after`."""
    current: Scope | None = scope
    while current is not None:
        if name in current.bindings:
            history = resolver.names.history(current, name)
            index = bisect_left(history.starts, after)
            return history.changes[index] if index < len(history.changes) else None
        current = current.parent
    return None


def bindings_of(scan: Scan, name: str, scope: Scope, at: int) -> list[Binding]:
    """Every binding a read of `name` at `at` may see, in any run; for `.x` (`self.x`)
    every `self.x` and class attribute `x` of the file."""
    if name.startswith("."):
        found = [b for s in scan.scopes for b in s.bindings.get(name, [])]
        classes = scan.classes.values()
        return found + [b for cls in classes for b in cls.bindings.get(name[1:], [])]
    current: Scope | None = scope
    while current is not None:
        if current is scope or current.kind != "class":
            bindings = current.bindings.get(name)
            if bindings:
                return [b for b in bindings if current is not scope or b.end <= at]
        current = current.parent
    return []


# Fragments: what no launch in this file reads.


Marked = tuple[Runs[Argv], Runs[Keyed]]
"""A binding read as argv and as keyed, in every run."""


def _mark(resolver: Resolver, binding: Binding) -> Marked:
    """Read a binding as argv and as keyed in every run, marking what it reads."""
    seen = frozenset({id(binding)})
    fixed = dict(binding.guard)
    choices = resolver.names.choices
    argv = every_run(lambda run: resolver.binding_argv(binding, None, seen, run), choices, fixed)
    keyed = every_run(lambda run: resolver.binding_keyed(binding, seen, run), choices, fixed)
    return argv, keyed


def _fragments_possible(scan: Scan) -> bool:
    """A file that imports another engine and not sglang holds that engine's settings."""
    return "sglang" in scan.modules or not (scan.modules & OTHER_ENGINES)


def _handed_elsewhere(resolver: Resolver) -> set[int]:
    """Bindings passed by name to a call that is not a launch (`vllm.LLM(config=cfg)`)."""
    scan = resolver.scan
    passed: dict[tuple[int, str], Scope] = {}
    """Each name passed from each scope once: a script passes the same few names often."""
    for use in scan.calls:
        call = use.node
        assert isinstance(call, cst.Call)
        if is_launch(scan, call) or _named(call, _COPIES | _WRITERS):
            continue
        for arg in call.args:
            if isinstance(arg.value, cst.Name):
                passed.setdefault((id(use.scope), arg.value.value), use.scope)
    handed: set[int] = set()
    walked: set[tuple[int, str]] = set()
    for (_, name), scope in passed.items():
        for named in _scopes_up(scope):
            if (id(named), name) in walked:
                break  # and the scopes around it
            walked.add((id(named), name))
            handed.update(id(binding) for binding in named.bindings.get(name, []))
    return handed


def _scopes_up(scope: Scope) -> Iterator[Scope]:
    current: Scope | None = scope
    while current is not None:
        yield current
        current = current.parent


def _binding_fragments(
    resolver: Resolver, binding: Binding, handed: bool, marked: Marked
) -> list[LaunchSite]:
    """A list or dict bound to a name that no launch in the file uses, in each run (the
    runs `_mark` read it in)."""
    assert binding.value is not None
    span = resolver.span(binding.value)
    argv_runs, keyed_runs = marked

    def argv_fragment(argv: Argv) -> LaunchSite | None:
        return argv_site(resolver.found, argv, span, {}, open_=True, known=False)

    def keyed_fragment(keyed: Keyed) -> LaunchSite | None:
        site = keyed_site(keyed, span, {})
        return None if site is None else replace(site, open=True)

    sites = _with_hisparse(_run_sites(_mapped(argv_runs, argv_fragment), span))
    if not handed and _all_options(binding.value):
        sites.extend(_with_hisparse(_run_sites(_mapped(keyed_runs, keyed_fragment), span)))
    return sites


def _mapped(runs: Runs[T], read: Callable[[T], LaunchSite | None]) -> Runs[LaunchSite | None]:
    return Runs([(run, read(value)) for run, value in runs.results], runs.cut)


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
            return argv_site(resolver.found, argv, resolver.span(node), {}, open_=True, known=False)

        sites = _with_hisparse(_read_runs(resolver, read_argv, span, dict(use.guard)))
        yield from _handed_to_failing(resolver, node, sites)
    for use in scan.dicts:
        node = use.node
        if id(node) in resolver.claimed or not _all_options(node):
            continue
        call = scan.arguments.get(id(node))
        if call is not None and not is_launch(scan, call) and not _named(call, _COPIES | _WRITERS):
            continue
        writer = call if call is not None and _named(call, _WRITERS) else None
        assert isinstance(node, (cst.Dict, cst.Call))

        def read_keyed(
            run: Run,
            node: cst.BaseExpression = node,
            use: Located = use,
            writer: cst.Call | None = writer,
        ) -> LaunchSite | None:
            keyed = resolver.keyed(node, use.scope, use.at, frozenset(), run)
            site = keyed_site(keyed, resolver.span(node), {})
            if site is None:
                return None
            if writer is not None:
                return replace(
                    site, open=True, partial=True, notes=(written_note(resolver.scan, writer),)
                )
            return replace(site, open=True)

        yield from _with_hisparse(
            _read_runs(resolver, read_keyed, resolver.span(node), dict(use.guard))
        )


def _handed_to_failing(
    resolver: Resolver, node: cst.BaseExpression, sites: list[LaunchSite]
) -> list[LaunchSite]:
    """A fragment passed to a function of this file whose launch is expected to fail
    (`assert_launch_fails([...])`, a helper asserting a nonzero exit): that launch reads
    it, so it is reported and never edited."""
    call = resolver.scan.arguments.get(id(node))
    names = dotted(call.func) if call is not None else []
    if not sites or not names:
        return sites
    for scope in resolver.scan.scopes:
        if scope.kind != "function" or scope.name != names[-1]:
            continue
        fails = scope.fails or scope.doubted
        if fails is None:
            continue
        line = resolver.scan.source.line(resolver.span(node).start)
        what = f"`{scope.name}` (line {scope.line}), whose launch is expected to fail ({fails})"
        message = f"passed to {what}: the test may expect SGLang to refuse it, so it is not edited"
        note = Note(resolver.span(node), message)
        return [
            expected_to_fail(site, f"the fragment on line {line}, {what}", note) for site in sites
        ]
    return sites


def _named(call: cst.Call, names: frozenset[str]) -> bool:
    called = dotted(call.func)
    return bool(called) and called[-1] in names


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
        key is not None and is_server_option(canonical_option(key.lstrip("-").replace("_", "-")))
        for key in keys
    )
