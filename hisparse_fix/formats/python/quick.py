"""Plain Python launch files read with the standard library's `ast`, without libcst.

Most launch files are plain: each launch call writes its options in the call
itself (`popen_launch_server(..., other_args=["--kv-cache-dtype", "fp8_e5m2"])`,
`subprocess.Popen(["python3", "-m", "sglang.launch_server", ...])`,
`sgl.Engine(kv_cache_dtype="fp8_e5m2", enable_hisparse=True)`), so its sites
depend on nothing but the call's own text. `ast`'s C parser reads such a file
in about a millisecond, where importing libcst alone takes about 150 ms.

`read` returns None, and the libcst reader (`scan`, `sites`) reads the file,
whenever the file holds more than this reader follows: a launch whose argv is
not a list literal, a list element spliced in (`*args`), a keyword splice
(`**kw`), a launch inside another call or a `with`/`lambda`/comprehension, a
launch kind it does not read (`ServerArgs`, `launch_server`, `os.exec*`,
`functools.partial`), any change of the environment, a HiSparse word outside
the launches it read (a fragment, a command string, a dict key), a byte-order
mark, a lone CR or undecodable bytes. What it reads it reads as the libcst
reader does (the same `found`, `assemble` and `literals` code builds the
sites); `tests/test_python_quick.py` holds the two to the same sites and the
same fixed bytes on every fixture and on generated files.
"""

from __future__ import annotations

import ast
import re
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field

from hisparse_fix.formats.python.assemble import MACHINE, argv_site, keyed_site
from hisparse_fix.formats.python.calls import (
    argv_launch,
    is_keyed_launch,
    spelled_out,
)
from hisparse_fix.formats.python.found import (
    Argv,
    Found,
    Key,
    Keyed,
    ValueRead,
    dynamic_token,
    keyed_option,
)
from hisparse_fix.formats.python.layout import Sequence, Statement
from hisparse_fix.formats.python.literals import Decoded, Literal, decode_plain
from hisparse_fix.sglang.argv import is_server_option
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import may_hold_launch, mentions_hisparse
from hisparse_fix.vocabulary.sites import LaunchSite, Option, Span, Token

_ENVIRONMENT_CALLS = re.compile(r"setenv|delenv|putenv|unsetenv")
"""A file that may change the environment a launch sees is left to the libcst reader;
`os.environ` is checked node by node (`_environment_changes`), since reads are common."""
_ENVIRONMENT_READS = frozenset({"get", "copy", "keys", "items", "values"})

_LIBCST_ONLY = re.compile(
    r"is_(?:hip|rocm|cuda|npu|xpu|cpu|hpu|musa|mps)|version\.(?:hip|cuda)|is_available"
    r"""|(?:getenv\(|environ\.get\(|environ\[)\s*["'][^"']*(?:ROCM|HIP|AMD|AITER)"""
    r"|skip(?:if|unless)|pytestmark"
    r"|expectedFailure|xfail|raises"
    r"|returncode|exit_?code|\b(?:rc|ret|status)\b|\.(?:wait|poll|call)\(|\.stderr\b"
    r"|\bassert\s+[\w.]+\(",
    re.IGNORECASE,
)
"""Words of what runs a launch only on some platforms (`if is_hip():`, a skipped test)
or expects it to fail (`pytest.raises` around a helper, `try:` ... `else: raise`,
`xfail`, `assert proc.returncode != 0`, an error looked for in `proc.stderr`, a
function's result compared in an `assert`): the libcst reader says which launches those are.
A `try:` that fails the test when its body succeeds is found node by node (`_expects_failure`)."""

_PLAIN_STRING = re.compile(r"""(?P<prefix>[rRuU]?)(?P<quote>'''|\"\"\"|'|")""", re.ASCII)
_NUMBER = re.compile(r"[0-9.][0-9a-zA-Z_.+-]*")
"""A number written as one token (`1_000`, `0x10`, `1e-3`); `ast` has said it is one."""

_LAUNCH_PARENTS = (
    ast.Module,
    ast.ClassDef,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.Try,
    ast.ExceptHandler,
    ast.Expr,
    ast.Assign,
    ast.AnnAssign,
    ast.Return,
    ast.Await,
)
"""Where a launch call may stand for this reader; anywhere else (an argument of another
call, which may be a message or an expected failure, a `with`, a `lambda`) is declined."""


class Declined(Exception):
    """The file holds something this reader does not follow: the libcst reader reads it."""


@dataclass
class QuickRead:
    """The sites of a plain file and what `apply` needs to write them back."""

    sites: list[LaunchSite]
    found: Found
    sequences: dict[Span, tuple[Sequence, int]] = field(default_factory=dict)
    statements: dict[Span, Statement] = field(default_factory=dict)
    standalone: dict[Span, Span] = field(default_factory=dict)


def read(text: str) -> QuickRead | None:
    """The file's sites, or None when the libcst reader must read it."""
    if text.startswith("\ufeff") or text.count("\r") != text.count("\r\n"):
        return None
    if _ENVIRONMENT_CALLS.search(text) or _LIBCST_ONLY.search(text):
        return None
    try:
        text.encode("utf-8")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # `"\d"` and the like are not this tool's to report
            tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError, UnicodeError):
        return None
    try:
        return _Reader(text, tree).read()
    except (Declined, RecursionError):
        return None


class _Positions:
    """`ast`'s (line, UTF-8 byte column) pairs as character offsets into the text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [match.end() for match in re.finditer("\n", text)]

    def offset(self, line: int, column: int) -> int:
        start = self.starts[line - 1]
        end = self.starts[line] if line < len(self.starts) else len(self.text)
        row = self.text[start:end]
        if row.isascii():
            return start + column
        return start + len(row.encode("utf-8")[:column].decode("utf-8"))

    def span(self, node: ast.AST) -> Span:
        start = self.offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = self.offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        return Span(start, end)


def _dotted(node: ast.expr) -> list[str]:
    """`sgl.Engine` -> ["sgl", "Engine"]; [] for anything but names and attributes."""
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return [*base, node.attr] if base else []
    return []


class _Tree:
    """Every node of a module with the node it hangs from (each node once, so a deep
    expression costs no more than a flat one)."""

    def __init__(self, module: ast.Module) -> None:
        self.nodes: list[ast.AST] = []
        self.parent: dict[int, ast.AST] = {}
        stack: list[ast.AST] = [module]
        while stack:
            current = stack.pop()
            self.nodes.append(current)
            for child in ast.iter_child_nodes(current):
                self.parent[id(child)] = current
                stack.append(child)

    def above(self, node: ast.AST) -> Iterator[ast.AST]:
        """The nodes above `node`, nearest first."""
        current = self.parent.get(id(node))
        while current is not None:
            yield current
            current = self.parent.get(id(current))


class _Reader:
    def __init__(self, text: str, tree: ast.Module) -> None:
        self.text = text
        self.tree = _Tree(tree)
        self.positions = _Positions(text)
        self.found = Found()
        self.sequences: dict[Span, tuple[Sequence, int]] = {}
        self.claimed: set[int] = set()
        """ids of the strings and keywords the launches read: HiSparse may be written there."""
        self.constants: set[str] = set()
        """Names bound to a literal somewhere in the file (see `_constants`)."""

    def read(self) -> QuickRead:
        tree = self.tree
        imported = self._imports(tree.nodes)
        self.constants = _constants(tree.nodes)
        sites: list[LaunchSite] = []
        for node in tree.nodes:
            if isinstance(node, ast.Call):
                sites.extend(self._call_sites(node, imported))
        self._check_unread(tree)
        if "environ" in self.text and _environment_changes(tree):
            raise Declined("the environment changes")
        if any(_expects_failure(node) for node in tree.nodes):
            raise Declined("a `try:` whose launches are expected to fail")
        sites.sort(key=lambda site: (site.span, site.style.value))
        return QuickRead(sites, self.found, self.sequences)

    # imports, as `scan` records them

    def _imports(self, nodes: list[ast.AST]) -> dict[str, str]:
        imported: dict[str, str] = {}
        statements = [n for n in nodes if isinstance(n, (ast.Import, ast.ImportFrom))]
        statements.sort(key=lambda n: (n.lineno, n.col_offset))
        for statement in statements:
            if isinstance(statement, ast.Import):
                for alias in statement.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    imported[bound] = alias.name if alias.asname else bound
            elif statement.module and not statement.level:
                for alias in statement.names:
                    if alias.name != "*":
                        imported[alias.asname or alias.name] = f"{statement.module}.{alias.name}"
        return imported

    # launches

    def _call_sites(self, call: ast.Call, imported: dict[str, str]) -> list[LaunchSite]:
        names = _dotted(call.func)
        if not names:
            return []
        full = spelled_out(imported, names)
        last = full[-1]
        if is_keyed_launch(names, full):
            if last != "Engine":
                raise Declined("ServerArgs and launch_server are read by libcst")
            self._launch_stands_plainly(call)
            return self._keyed(call)
        if full in (["functools", "partial"], ["partial"]):
            first = call.args[0] if call.args else None
            if first is not None and _dotted(first):
                raise Declined("functools.partial may make a launch")
            return []
        if full[:1] in (["os"], ["asyncio"]) and last.startswith(
            ("exec", "spawn", "create_subprocess")
        ):
            raise Declined("os.exec* and asyncio launches are read by libcst")
        launch = argv_launch(full)
        if launch is None:
            return []
        args = _argument(call, *launch.argv)
        env = None if launch.env is None else _argument(call, *launch.env)
        known = launch.known
        if args is None or _is_string(args):
            return []
        if env is not None and not (isinstance(env, ast.Constant) and env.value is None):
            raise Declined("env= is read by libcst")
        if any(isinstance(arg, ast.Starred) for arg in call.args) or any(
            keyword.arg is None for keyword in call.keywords
        ):
            raise Declined("a splice may pass the argv")
        site = argv_site(self.found, self._argv(args), self.span(call), {}, False, known)
        if site is None:
            return []
        self._launch_stands_plainly(call)
        if last != "popen_launch_server":
            return [site]
        device = self._device(call)
        if device is MACHINE:
            return [replace(site, machine_device=True)]
        return [replace(site, options=(*site.options, device))]

    def _launch_stands_plainly(self, call: ast.Call) -> None:
        parents = list(self.tree.above(call))
        if not all(isinstance(parent, _LAUNCH_PARENTS) for parent in parents):
            raise Declined("a launch inside an expression or block this reader does not follow")
        span = self.span(call)
        before = span.start
        while before > 0 and self.text[before - 1].isspace():
            before -= 1
        if self.text[before - 1 : before] == "(" or _in_decorator(call, parents):
            raise Declined("a parenthesized or decorating launch")

    def _device(self, call: ast.Call) -> Option:
        node = _argument(call, "device", 7)
        if node is None:
            return MACHINE
        if _plain_string(self.text, self.span(node), node) is None:
            raise Declined("device= is read by libcst")
        assert isinstance(node, ast.Constant)
        return MACHINE if node.value == "auto" else Option("device", node.value, self.span(node))

    def _argv(self, node: ast.expr) -> Argv:
        if not isinstance(node, ast.List):
            raise Declined("argv that is not a list literal")
        span = self.span(node)
        self._sequence(node.elts, Span(span.start + 1, span.end - 1))
        result = Argv()
        for element in node.elts:
            result.tokens.append(self._token(element))
        return result

    def _token(self, node: ast.expr) -> Token:
        """One argv word, as `Resolver.token` reads it: a string's value, a number's digits,
        else unknown."""
        span = self.span(node)
        if isinstance(node, ast.Starred):
            raise Declined("a spliced list")
        if isinstance(node, ast.JoinedStr) or _is_string(node):
            decoded = _plain_string(self.text, span, node)
            if decoded is None:
                raise Declined("an f-string, bytes or concatenated strings")
            self.claimed.add(id(node))
            if not decoded.text:
                return dynamic_token(span)
            self.found.words[span] = decoded
            return Token(decoded.text, span, decoded.offsets())
        if _is_number(self.text, span, node):
            return Token(self.text[span.start : span.end], span, tuple(range(span.start, span.end)))
        self._not_a_constant(node)
        return dynamic_token(span)

    def _not_a_constant(self, node: ast.expr) -> None:
        if isinstance(node, ast.Name) and node.id in self.constants:
            raise Declined("a name that may hold a constant, which libcst reads")

    def _keyed(self, call: ast.Call) -> list[LaunchSite]:
        """`sgl.Engine(name=value, ...)`: each keyword an option, as `Resolver.call_kwargs`."""
        items = _in_source_order(call)
        if any(isinstance(item, ast.Starred) for item in items) or any(
            isinstance(item, ast.keyword) and item.arg is None for item in items
        ):
            raise Declined("a splice may pass options")
        span = self.span(call)
        self._call_sequence(call, items)
        keyed = Keyed()
        for item in call.keywords:
            assert item.arg is not None
            self.claimed.add(id(item))
            option = self._keyword_option(item)
            keyed.remove(item.arg)
            if option is not None:
                keyed.add(option, item.arg)
        site = keyed_site(keyed, span, {})
        return [] if site is None else [site]

    def _keyword_option(self, item: ast.keyword) -> Option | None:
        """`kv_cache_dtype="fp8_e5m2"` as `Resolver.keyed_option` reads it."""
        assert item.arg is not None
        span, value = self.span(item), item.value
        value_node_span = self.span(value)
        name_span = Span(span.start, span.start + len(item.arg))
        between = self.text[name_span.end : value_node_span.start]
        if (
            self.text[name_span.start : name_span.end] != item.arg
            or between.strip() != "="
            or value_node_span.end != span.end
        ):
            raise Declined("a keyword written in a way this reader does not follow")
        name = item.arg.replace("_", "-")
        if isinstance(value, ast.Constant) and value.value is None:
            return None
        self._not_a_constant(value)
        literal: Literal | None = None
        text: str | None = None
        value_span: Span | None = value_node_span
        if isinstance(value, ast.Constant) and isinstance(value.value, bool):
            text = str(value.value).lower()
        elif _is_number(self.text, value_node_span, value) or _is_negative_number(value):
            text = self.text[value_node_span.start : value_node_span.end]
        elif isinstance(value, ast.JoinedStr) or _is_string(value):
            decoded = _plain_string(self.text, value_node_span, value)
            if decoded is None:
                raise Declined("an f-string, bytes or concatenated strings")
            (literal,) = decoded.literals
            text, value_span = decoded.text, literal.content
            self.claimed.add(id(value))
        key = Key("keyword", None, value_node_span)
        read = ValueRead(text, literal, value_span)
        return keyed_option(self.found, name, span, name_span, key, read)

    # layout, for edits

    def _call_sequence(self, call: ast.Call, items: list[ast.AST]) -> None:
        span, func = self.span(call), self.span(call.func)
        opening = self.text.find("(", func.end, span.end)
        if opening < 0 or not _only_blanks(self.text, func.end, opening):
            raise Declined("a call written in a way this reader does not follow")
        self._sequence(items, Span(opening + 1, span.end - 1))

    def _sequence(self, items: list, inside: Span) -> None:
        """Each item's span and the comma after it; declined unless only blanks and
        comments lie between them (a parenthesized item, for one)."""
        if self.text[inside.start - 1] not in "([" or self.text[inside.end] not in ")]":
            raise Declined("an unbracketed sequence")
        elements = tuple(self.span(item) for item in items)
        commas: list[Span | None] = []
        previous = inside.start
        for index, element in enumerate(elements):
            if (
                element.start < previous
                or _gap_comma(self.text, previous, element.start) is not None
            ):
                raise Declined("something between two items")
            following = elements[index + 1].start if index + 1 < len(elements) else inside.end
            comma = _gap_comma(self.text, element.end, following)
            if comma is None and index + 1 < len(elements):
                raise Declined("items without a comma between them")
            commas.append(None if comma is None else Span(comma, comma + 1))
            previous = comma + 1 if comma is not None else element.end
        sequence = Sequence(elements, tuple(commas), is_tuple=False, bare=False)  # a list, a call
        for index, element in enumerate(elements):
            self.sequences.setdefault(element, (sequence, index))

    def span(self, node: ast.AST) -> Span:
        return self.positions.span(node)

    # what the launches did not read

    def _check_unread(self, tree: _Tree) -> None:
        """HiSparse written anywhere the launches read nothing may be a fragment, a
        command string or a key the libcst reader reads, and a shell launch command may
        be written even in a string a launch reads: such a file is libcst's."""
        docstrings = {
            id(node.value)
            for node in tree.nodes
            if isinstance(node, ast.Expr) and isinstance(node.value, (ast.Constant, ast.JoinedStr))
        }
        for node in tree.nodes:
            if id(node) in docstrings:
                continue
            parent = tree.parent.get(id(node))
            if parent is not None and id(parent) in docstrings:
                continue  # a docstring f-string's parts
            if _holds_shell_launch(node):
                raise Declined("a shell launch command in a string, read by the shell adapter")
            if id(node) in self.claimed:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)):
                value = node.value if isinstance(node.value, str) else node.value.decode("latin-1")
                span = self.span(node)
                if mentions_hisparse(value) or mentions_hisparse(self.text[span.start : span.end]):
                    raise Declined("HiSparse in a string no launch reads")
            elif isinstance(node, ast.JoinedStr):
                span = self.span(node)
                if mentions_hisparse(self.text[span.start : span.end]):
                    raise Declined("HiSparse in an f-string")
            elif isinstance(node, ast.keyword) and node.arg and mentions_hisparse(node.arg):
                raise Declined("HiSparse as a keyword no launch reads")
            elif (
                isinstance(node, ast.Attribute)
                and not isinstance(node.ctx, ast.Load)
                and (mentions_hisparse(node.attr) or _option_set_on_an_object(node))
            ):
                raise Declined("an SGLang option set on an object")


def _option_set_on_an_object(node: ast.Attribute) -> bool:
    """`server_args.kv_cache_dtype = ...` (not `self.x` / `cls.x`, a class's own state):
    the libcst reader notes it on the launch that made the object."""
    base = _dotted(node.value)
    return base not in (["self"], ["cls"]) and is_server_option(node.attr.replace("_", "-"))


def _holds_shell_launch(node: ast.AST) -> bool:
    """A string that `commands.command_strings` takes for a shell launch, read or not."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and may_hold_launch(node.value)
        and IN_TEXT.search(node.value) is not None
    )


def _constants(nodes: list[ast.AST]) -> set[str]:
    """Names bound somewhere to a literal (`USE_HISPARSE = True`): the libcst reader may
    read them as constants (`Resolver.constant`)."""
    return {
        target.id
        for node in nodes
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _expects_failure(node: ast.AST) -> bool:
    """`try: launch() ... else: raise AssertionError`, as `scan_quiet` finds it."""
    if not isinstance(node, ast.Try) or not node.handlers:
        return False
    return _ends_in_failure(node.body) or bool(node.orelse and _ends_in_failure(node.orelse))


def _ends_in_failure(body: list[ast.stmt]) -> bool:
    last = body[-1] if body else None
    if isinstance(last, ast.Raise):
        return True
    if isinstance(last, ast.Assert):
        return isinstance(last.test, ast.Constant) and last.test.value is False
    if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
        return _dotted(last.value.func)[-1:] in (["fail"], ["skipTest"], ["exit"])
    return False


def _environment_changes(tree: _Tree) -> bool:
    """Whether `environ` is used other than read: `os.environ[KEY]`, `.get(...)`,
    `.copy()`, `.keys()`, `.items()` and `.values()` read it; anything else (a
    store, a `del`, `.update`, `.pop`, being passed on whole) may change it."""
    for node in tree.nodes:
        if isinstance(node, ast.Attribute) and node.attr in {"putenv", "unsetenv"}:
            return True  # `os.putenv(...)`: the environment children inherit
        if not (_dotted_ends_in_environ(node) and isinstance(node, (ast.Name, ast.Attribute))):
            continue
        parent = tree.parent.get(id(node))
        if not isinstance(node.ctx, ast.Load) or parent is None:
            return True
        if isinstance(parent, ast.Subscript) and parent.value is node:
            if not isinstance(parent.ctx, ast.Load):
                return True
        elif isinstance(parent, ast.Attribute) and parent.value is node:
            call = tree.parent.get(id(parent))
            if parent.attr not in _ENVIRONMENT_READS or not isinstance(call, ast.Call):
                return True
            if call.func is not parent:
                return True
        else:
            return True
    return False


def _dotted_ends_in_environ(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id == "environ"
    return isinstance(node, ast.Attribute) and node.attr == "environ"


def _argument(call: ast.Call, keyword: str, position: int | None) -> ast.expr | None:
    """The argument passed as `keyword=` or as the `position`-th positional one, as
    `sites.argument` finds it."""
    index = 0
    for item in _in_source_order(call):
        if isinstance(item, ast.keyword):
            if item.arg == keyword:
                return item.value
        elif not isinstance(item, ast.Starred):
            if index == position:
                return item
            index += 1
    return None


def _in_source_order(call: ast.Call) -> list:
    items: list = [*call.args, *call.keywords]
    items.sort(key=lambda item: (item.lineno, item.col_offset))
    return items


def _in_decorator(call: ast.Call, parents: list[ast.AST]) -> bool:
    return any(
        isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        and any(call is decorator for decorator in parent.decorator_list)
        for parent in parents
    )


def _is_string(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes))


def _plain_string(text: str, span: Span, node: ast.AST) -> Decoded | None:
    """The value of one `str` literal with where each character is written; None for
    an f-string, bytes or an implicit concatenation (whose value is not its body's)."""
    if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return None
    match = _PLAIN_STRING.match(text, span.start, span.end)
    if match is None:
        return None
    quote = match.group("quote")
    body_end = span.end - len(quote)
    if body_end < match.end() or text[body_end : span.end] != quote:
        return None
    literal = Literal(span, Span(match.end(), body_end), match.group("prefix").lower(), quote)
    decoded = decode_plain(text, literal)
    return decoded if decoded.text == node.value else None


def _is_number(text: str, span: Span, node: ast.AST) -> bool:
    """An int or float literal (not a bool, not complex), written as one token."""
    return (
        isinstance(node, ast.Constant)
        and type(node.value) in (int, float)
        and _NUMBER.fullmatch(text, span.start, span.end) is not None
    )


def _is_negative_number(node: ast.AST) -> bool:
    """`-1`, `- 0.5`, `-(4)`: a minus before an int or float literal, written any way."""
    return (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) in (int, float)
    )


def _only_blanks(text: str, start: int, end: int) -> bool:
    """Nothing but blanks, comments and line continuations."""
    try:
        return _gap_comma(text, start, end) is None
    except Declined:
        return False


def _gap_comma(text: str, start: int, end: int) -> int | None:
    """The offset of the one comma in a gap of blanks and comments, None without one;
    `Declined` when the gap holds anything else (a parenthesis, a second comma)."""
    comma = None
    index = start
    while index < end:
        char = text[index]
        if char == "#":
            newline = text.find("\n", index, end)
            index = end if newline < 0 else newline
        elif char == "\\" and text.startswith(("\\\n", "\\\r\n"), index):
            index += 2 if text[index + 1] == "\n" else 3
        elif char in " \t\f\r\n":
            index += 1
        elif char == "," and comma is None:
            comma = index
            index += 1
        else:
            raise Declined("something between two items")
    return comma
