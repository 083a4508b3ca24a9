"""What one libcst pass over a Python file records: scopes with their bindings and
the changes made to them, the choices runs make, and the nodes launch sites are made of.

They are what the resolvers and `sites` read; the pass that fills them is `scan`,
kept apart so that reading them needs none of the pass.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import libcst as cst

from hisparse_fix.formats.python.layout import Sequence, Statement
from hisparse_fix.formats.python.source import Source
from hisparse_fix.vocabulary.sites import PlatformBranch, Span

Guard = tuple[tuple[int, int], ...]
"""The (choice, arm) pairs that must hold for a statement to run, outermost first."""


class Choice(NamedTuple):
    """A point where runs of the file differ; each arm says in words which way it went."""

    arms: tuple[str, ...]
    line: int
    platforms: tuple[tuple[PlatformBranch, ...], ...] = ()
    """Per arm, the platform tests it passes (`if is_hip():`); empty when none does."""


@dataclass(eq=False)
class Scope:
    """A module, function or class body: the names bound in it, in order."""

    kind: str
    parent: Scope | None
    name: str = ""
    line: int = 0
    bases: tuple[tuple[str, ...], ...] = ()
    """A class's bases as dotted names."""
    self_name: str | None = None
    """A method's first parameter (`self`, `cls`)."""
    methods: dict[str, Scope] = field(default_factory=dict)
    calls_super: bool = False
    fails: str | None = None
    """Why what runs in this function or class is expected to fail, in words (`the
    `@pytest.mark.xfail` on line 5`): its launches are not SGLang's to fix."""
    doubted: str | None = None
    """A function called both where it is expected to fail and elsewhere: where, in
    words; its launches are reported, never edited."""
    bindings: dict[str, list[Binding]] = field(default_factory=dict)
    changes: dict[str, list[Change]] = field(default_factory=dict)
    """Statements that change the object a name of this scope is bound to, in order."""
    environ: list[tuple[int, str, cst.BaseExpression | None, Guard]] = field(default_factory=list)
    """`os.environ["NAME"] = value`, `.update(...)`, `monkeypatch.setenv(...)`: (end, name,
    value, guard); the value is None where the variable is removed (`del`, `.pop`, `delenv`)."""


@dataclass(eq=False)
class Binding:
    """`name = value`; `self.x = value` in a method is bound as `.x`."""

    name: str
    start: int
    end: int
    value: cst.BaseExpression | None
    """None for a binding the tool cannot read (a parameter, a loop variable)."""
    scope: Scope
    guard: Guard = ()
    quiet: bool = False
    referenced: bool = False


@dataclass(frozen=True, eq=False)
class Change:
    """A statement that changes a bound object.

    `kind` is `append`, `extend` (`.extend(xs)`, `+= xs`), `insert`
    (`key` is the index), `setitem` (`obj[key] = expr`), `update` (`expr`
    is the `.update(...)` call), `merge` (`|= expr`), `pop` (`.pop(key)`, `del obj[key]`),
    `attribute` (`obj.key = expr`, `key` the attribute's name) or `opaque`; the resolvers
    follow no `attribute` or `opaque` change.
    """

    start: int
    end: int
    kind: str
    scope: Scope
    span: Span
    guard: Guard = ()
    expr: cst.BaseExpression | None = None
    key: cst.BaseExpression | None = None


@dataclass(frozen=True, eq=False)
class Located:
    """A node, the scope it appears in, where, and the guard it runs under."""

    node: cst.CSTNode
    scope: Scope
    at: int
    guard: Guard = ()


@dataclass(frozen=True, eq=False)
class Load:
    """A name (or `self.x`) read somewhere other than where the tool follows it for sure.

    `node` is the name; `context` the expression that reads it (for a note);
    `call` the call it is passed to whole, when it is (the call decides
    whether that hands the object on); otherwise the read derives another
    value from it (a slice, a comprehension, `sorted(...)`), unless the
    resolver follows `node` after all.
    """

    name: str
    node: cst.CSTNode
    context: cst.CSTNode
    scope: Scope
    at: int
    call: cst.Call | None = None
    compared: bool = False
    """Read by an `assert` comparison: a test that expects what the object holds."""


@dataclass
class Scan:
    source: Source
    module_scope: Scope
    scopes: list[Scope] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)
    calls: list[Located] = field(default_factory=list)
    lists: list[Located] = field(default_factory=list)
    dicts: list[Located] = field(default_factory=list)
    strings: list[Located] = field(default_factory=list)
    percent_formatted: set[int] = field(default_factory=set)
    """Strings formatted with `%` (`"... %d" % port`): their conversions are filled in."""
    points: list[Located] = field(default_factory=list)
    """Each line of simple statements, for what runs at an offset (a notebook's `!` line)."""
    sequences: dict[Span, tuple[Sequence, int]] = field(default_factory=dict)
    statements: dict[Span, Statement] = field(default_factory=dict)
    standalone: dict[Span, Span] = field(default_factory=dict)
    """An item that is all a statement adds (`xs.append(arg)`, `d[k] = v`) -> the statement."""
    imported: dict[str, str] = field(default_factory=dict)
    """A name bound by an import -> what it stands for (`sp` -> `subprocess`)."""
    modules: set[str] = field(default_factory=set)
    """Top-level packages the file imports."""
    classes: dict[str, Scope] = field(default_factory=dict)
    arguments: dict[int, cst.Call] = field(default_factory=dict)
    """id of an argument's value -> the call it is passed to."""
    loads: list[Load] = field(default_factory=list)
    """Reads of names that may derive other values from what they hold."""
    failing_calls: dict[str, str] = field(default_factory=dict)
    compared_calls: dict[str, str] = field(default_factory=dict)
    failing_names: dict[str, str] = field(default_factory=dict)
    """Module-level names whose launch an `assert` expects to fail (`assert
    proc.returncode != 0` after `proc = subprocess.run(...)`), with why."""
    """Functions whose result an `assert` compares (`assert build_cmd(1)[-4:] == [...]`),
    with the assert in words: what they build is a test's expectation too."""
    """Functions called where a failure is expected (`with pytest.raises(...): start()`)
    -> that place in words."""
    called: set[str] = field(default_factory=set)
    """Functions called where no failure is expected."""
    shown: dict[str, int] = field(default_factory=dict)
    """Names read in a message (`print(USAGE)`) -> the line of the first such read."""


def doubted(scope: Scope | None) -> str | None:
    """Why a launch in `scope` may also be expected to fail (see `Scope.doubted`)."""
    while scope is not None:
        if scope.doubted is not None:
            return scope.doubted
        scope = scope.parent
    return None


def failing(scope: Scope | None) -> str | None:
    """Why a launch in `scope` is expected to fail, from the nearest scope that says so."""
    while scope is not None:
        if scope.fails is not None:
            return scope.fails
        scope = scope.parent
    return None


def dotted(node: cst.BaseExpression) -> list[str]:
    """`sgl.Engine` -> ["sgl", "Engine"]; [] for anything but names and attributes."""
    if isinstance(node, cst.Name):
        return [node.value]
    if isinstance(node, cst.Attribute):
        base = dotted(node.value)
        return [*base, node.attr.value] if base else []
    return []
