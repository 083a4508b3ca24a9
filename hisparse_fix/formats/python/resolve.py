"""Python expressions as SGLang options, in one run of the file: argv words or keyed options.

Names, `self.x` and `cls.x` are followed to what they read in the run (see
`names`), with the statements that change the object afterwards (`.append`,
`.extend`, `+=`, `.insert` at a literal index; `d[k] = v`, `.update(...)`,
`|=`), so each option keeps the span where it is written. What cannot be
read is an unknown word (argv) or makes the options open (keyed), with a
note that says what it was.
"""

from __future__ import annotations

import libcst as cst

from hisparse_fix.formats.python.calls import spelled_out
from hisparse_fix.formats.python.found import (
    Argv,
    Found,
    Key,
    Keyed,
    ValueRead,
    dynamic_token,
    exact,
    keyed_option,
)
from hisparse_fix.formats.python.literals import Decoded, Literal
from hisparse_fix.formats.python.names import Names
from hisparse_fix.formats.python.runs import Run
from hisparse_fix.formats.python.scan_records import Binding, Change, Scan, Scope, dotted
from hisparse_fix.formats.python.split_words import split_source, split_words
from hisparse_fix.formats.python.strings import decode, is_string
from hisparse_fix.vocabulary.sites import Note, Option, Span, Token

_SHOWN = 40
"""Characters of an expression quoted in a note."""


def string_value(node: cst.BaseExpression | None) -> str | None:
    """The value of a plain (not bytes, not f-) string literal."""
    if isinstance(node, cst.SimpleString) and "b" not in node.prefix:
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    return None


class Resolver:
    """Turns expressions into argv tokens or keyed options in a run, following names."""

    def __init__(self, scan: Scan) -> None:
        self.scan = scan
        self.source = scan.source
        self.names = Names(scan)
        self.found = Found()
        self.claimed: set[int] = set()
        """Literals read as part of something bigger: not fragments of their own."""
        self.strings = self.found.words
        self.followed: set[int] = set()
        """Names and attributes followed to a binding."""
        self.escapes: dict[int, Note] = {}
        """Bindings also read somewhere in a way the tool does not follow (`sorted(xs)`,
        `xs[1:]`, `helper(xs)`): the sites that read them are partial, with the note."""
        self.bound: dict[int, Binding] = {
            id(b.value): b for s in scan.scopes for named in s.bindings.values() for b in named
        }
        """id of a bound value (`base = ServerArgs(...)`) -> its binding."""
        self._values: dict[int, str | None] = {}
        self._decoded: dict[int, Decoded | None] = {}

    def value(self, node: cst.BaseExpression) -> str | None:
        """`string_value`, worked out once a node: every launch reads every environment
        variable set before it, and evaluating a literal is slow."""
        if id(node) not in self._values:
            self._values[id(node)] = string_value(node)
        return self._values[id(node)]

    def decoded(self, node: cst.BaseExpression) -> Decoded | None:
        """A string's value view (`decode`), worked out once a node: a literal is read
        again in every run of every launch and fragment that reads it."""
        if id(node) not in self._decoded:
            self._decoded[id(node)] = decode(node, self.source.text, self.span, shell_view=False)
        return self._decoded[id(node)]

    def span(self, node: cst.CSTNode) -> Span:
        return self.source.span(node)

    def shown(self, span: Span) -> str:
        """The source at `span` on one line, shortened, for a note."""
        text = " ".join(self.source.text[span.start : span.end].split())
        return text if len(text) <= _SHOWN else text[: _SHOWN - 3] + "..."

    def note(self, node: cst.CSTNode, what: str) -> Note:
        span = self.span(node)
        return Note(span, f"`{self.shown(span)}` {what}")

    # names

    def constant(self, node: cst.BaseExpression) -> cst.BaseExpression | None:
        """The literal a module constant holds (`USE_HISPARSE = True`, `FLAG =
        "--enable-hisparse"`): bound once, at the top level, in every run, and never
        changed or bound again anywhere in the file. Its value is read; an edit is never
        written through it (other code may read it too), except at the launch itself."""
        if not isinstance(node, cst.Name):
            return None
        name, module = node.value, self.scan.module_scope
        bindings = module.bindings.get(name, [])
        if len(bindings) != 1 or bindings[0].guard or module.changes.get(name):
            return None
        if any(scope is not module and name in scope.bindings for scope in self.scan.scopes):
            return None
        value = bindings[0].value
        if isinstance(value, cst.Name) and value.value in {"True", "False"}:
            return value
        if isinstance(value, (cst.Integer, cst.Float)) or (
            is_string(value) and self.value(value) is not None
        ):
            return value
        return None

    def follow(
        self, node: cst.BaseExpression, scope: Scope, at: int | None, seen: frozenset[int], run: Run
    ) -> tuple[Binding, int | None] | None:
        """The binding a name or attribute reads, marked as read; None for a cycle or an
        unknown value."""
        if isinstance(node, cst.Name):
            found = self.names.lookup(node.value, scope, at, run)
        elif isinstance(node, cst.Attribute):
            found = self.names.attribute(node, scope, at, run)
        else:
            return None
        if found is not None:
            self.followed.add(id(node))
        if found is None or id(found[0]) in seen or found[0].value is None:
            return None
        found[0].referenced = True
        return found

    def _changed(self, binding: Binding, change: Change) -> Note:
        name = binding.name.lstrip(".")
        message = f"`{self.shown(change.span)}` changes `{name}` in a way the tool does not read"
        return Note(change.span, message)

    # argv

    def argv(
        self, node: cst.BaseExpression, scope: Scope, at: int | None, seen: frozenset[int], run: Run
    ) -> Argv:
        """The words of a list/tuple literal, `a + b`, `list(a)`, `*a` or a bound name;
        anything else is one unknown word, open, with a note."""
        if isinstance(node, (cst.List, cst.Tuple)):
            self.claimed.add(id(node))
            result = Argv()
            for element in node.elements:
                if isinstance(element, cst.StarredElement):
                    result.extend(self.argv(element.value, scope, at, seen, run))
                else:
                    result.tokens.append(self.token(element.value, self.span(element)))
            return result
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
            result = self.argv(node.left, scope, at, seen, run)
            result.extend(self.argv(node.right, scope, at, seen, run))
            return result
        copied = _copied(node, ("list", "tuple"))
        if copied is not None:
            return self.argv(copied, scope, at, seen, run)
        split = self._split(node)
        if split is not None:
            return split
        found = self.follow(node, scope, at, seen, run)
        if found is not None:
            binding, limit = found
            return self.binding_argv(binding, limit, seen | {id(binding)}, run)
        span = self.span(node)
        note = self.note(node, "is not known here; it may hold SGLang options")
        return Argv([dynamic_token(span)], open=True, notes=[note])

    def _split(self, node: cst.BaseExpression) -> Argv | None:
        """`"--enable-hisparse --tp 8".split()`, `shlex.split(ARGS)`: the words of the string."""
        source = split_source(
            node, lambda names: spelled_out(self.scan.imported, names), self.constant
        )
        if source is None:
            return None
        words = split_words(source, self.source.text, self.span)
        if words is None:
            return None
        self.claimed.add(id(source[0]))
        result = Argv()
        for token, written in words:
            if written is not None:
                self.strings[token.span] = written
            result.tokens.append(token)
        return result

    def _mark_escaped(self, binding: Binding, result: Argv | Keyed) -> None:
        """A bound object also read where the tool does not follow it: its launches
        are partial, with the note that says where."""
        escaped = self.escapes.get(id(binding))
        if escaped is not None:
            result.partial = True
            result.notes.append(escaped)

    def binding_argv(
        self, binding: Binding, limit: int | None, seen: frozenset[int], run: Run
    ) -> Argv:
        """The words of a bound list: its value, then what changed it up to `limit`."""
        if binding.value is None:
            return Argv()
        result = self.argv(binding.value, binding.scope, binding.start, seen, run)
        self._mark_escaped(binding, result)
        for change in self.names.changes(binding, limit, run):
            expr = change.expr
            index = _literal_int(change.key)
            if change.kind == "append" and expr is not None:
                result.tokens.append(self.token(expr, self.span(expr)))
            elif change.kind == "extend" and expr is not None:
                result.extend(self.argv(expr, change.scope, change.start, seen, run))
            elif change.kind == "insert" and expr is not None and index is not None:
                if result.open:
                    result.partial = True
                    result.notes.append(self._changed(binding, change))
                else:
                    result.tokens.insert(index, self.token(expr, self.span(expr)))
            else:
                result.open = result.partial = True
                result.notes.append(self._changed(binding, change))
        return result

    def token(self, node: cst.BaseExpression, span: Span) -> Token:
        """One argv word: a string's value, a number's digits, else unknown. A module
        constant's value is read, not recorded for writing back (see `constant`)."""
        constant = self.constant(node)
        if constant is not None and is_string(constant):
            decoded = self.decoded(constant)
            if decoded is not None and decoded.text and not any(decoded.dynamic):
                return Token(decoded.text, span, decoded.offsets())
        if is_string(node):
            decoded = self.decoded(node)
            if decoded is not None and decoded.text:
                self.strings[span] = decoded
                return Token(decoded.text, span, decoded.offsets())
        if isinstance(node, (cst.Integer, cst.Float)):
            node_span = self.span(node)
            text = self.source.text[node_span.start : node_span.end]
            return Token(text, span, tuple(range(node_span.start, node_span.end)))
        return dynamic_token(span)

    def exact(self, option: Option) -> Option:
        return exact(self.found, option)

    # keyed

    def keyed(
        self, node: cst.BaseExpression, scope: Scope, at: int | None, seen: frozenset[int], run: Run
    ) -> Keyed:
        """The options of a dict literal, `dict(...)` or a bound name; else open, with a note."""
        if isinstance(node, cst.Dict):
            self.claimed.add(id(node))
            return self._dict_items(node, scope, at, seen, run)
        if isinstance(node, cst.Call) and dotted(node.func) == ["dict"]:
            self.claimed.add(id(node))
            return self.call_kwargs(node, scope, at, seen, run, positional=True)
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.BitOr):
            result = self.keyed(node.left, scope, at, seen, run)
            result.extend(self.keyed(node.right, scope, at, seen, run))
            return result
        copied = _copied(node, ())
        if copied is not None:
            return self.keyed(copied, scope, at, seen, run)
        found = self.follow(node, scope, at, seen, run)
        if found is not None:
            binding, limit = found
            return self.binding_keyed(binding, seen | {id(binding)}, run, limit)
        note = self.note(node, "is not known here; its keys may be SGLang options")
        return Keyed(open=True, notes=[note])

    def binding_keyed(
        self, binding: Binding, seen: frozenset[int], run: Run, limit: int | None = None
    ) -> Keyed:
        """A bound dict's options, then `d[key] = value`, `.update(...)` and `|=` up to `limit`."""
        if binding.value is None:
            return Keyed(open=True)
        result = self.keyed(binding.value, binding.scope, binding.start, seen, run)
        self._mark_escaped(binding, result)
        for change in self.names.changes(binding, limit, run):
            key = string_value(change.key)
            if change.kind == "setitem" and key is not None and change.expr is not None:
                assert change.key is not None
                option = self.keyed_option(change.key, "setitem", change.span, change.expr)
                result.remove(key)
                if option is not None:
                    result.add(option, key)
            elif change.kind == "pop" and key is not None:
                result.remove(key)
            elif change.kind == "update" and isinstance(change.expr, cst.Call):
                kwargs = self.call_kwargs(change.expr, change.scope, change.start, seen, run, True)
                result.extend(kwargs)
            elif change.kind == "merge" and change.expr is not None:
                result.extend(self.keyed(change.expr, change.scope, change.start, seen, run))
            else:
                result.open = result.partial = True
                result.notes.append(self._changed(binding, change))
        return result

    def _dict_items(
        self, node: cst.Dict, scope: Scope, at: int | None, seen: frozenset[int], run: Run
    ) -> Keyed:
        result = Keyed()
        for element in node.elements:
            if isinstance(element, cst.StarredDictElement):
                result.extend(self.keyed(element.value, scope, at, seen, run))
                continue
            key = string_value(element.key)
            if key is None:
                continue
            option = self.keyed_option(element.key, "dict", self.span(element), element.value)
            result.remove(key)
            if option is not None:
                result.add(option, key)
        return result

    def call_kwargs(
        self,
        call: cst.Call,
        scope: Scope,
        at: int | None,
        seen: frozenset[int],
        run: Run,
        positional: bool = False,
    ) -> Keyed:
        """`name=value` arguments as options; `**x` spliced when it can be read, else open."""
        result = Keyed()
        for arg in call.args:
            if arg.star == "**" or (positional and arg.keyword is None and not arg.star):
                result.extend(self.keyed(arg.value, scope, at, seen, run))
            elif arg.star == "*":
                result.open = True
                result.notes.append(self.note(arg, "is not known here; it may hold SGLang options"))
            elif arg.keyword is not None:
                option = self.keyed_option(arg.keyword, "keyword", self.span(arg), arg.value)
                result.remove(arg.keyword.value)
                if option is not None:
                    result.add(option, arg.keyword.value)
        return result

    def keyed_option(
        self, key_node: cst.BaseExpression, kind: str, span: Span, value: cst.BaseExpression
    ) -> Option | None:
        """`kv_cache_dtype="fp8_e5m2"` -> Option("kv-cache-dtype", "fp8_e5m2"); None for `None`.

        `key_node` is a keyword's name or a plain string key. Booleans read
        "true"/"false", numbers their digits, plain strings their value (the
        span inside the quotes); anything else is dynamic.
        """
        key, literal_key, name_span = self._key(key_node)
        name = key.lstrip("-").replace("_", "-")
        if not name or (isinstance(value, cst.Name) and value.value == "None"):
            return None
        value_node_span = self.span(value)
        literal: Literal | None = None
        text: str | None = None
        value_span: Span | None = value_node_span
        constant = self.constant(value)
        if isinstance(value, cst.Name) and value.value in {"True", "False"}:
            text = value.value.lower()
        elif constant is not None:
            text = self._constant_text(constant)
            value_span = None  # never written through the name
        elif isinstance(value, (cst.Integer, cst.Float)) or _negative_number(value):
            text = self.source.text[value_node_span.start : value_node_span.end]
        elif is_string(value):
            decoded = self.decoded(value)
            if decoded is not None and not any(decoded.dynamic):
                text = decoded.text
                literal = decoded.literals[0] if len(decoded.literals) == 1 else None
                value_span = literal.content if literal is not None else None
        key = Key(kind, literal_key, value_node_span)
        read = ValueRead(text, literal, value_span)
        return keyed_option(self.found, name, span, name_span, key, read)

    def _constant_text(self, constant: cst.BaseExpression) -> str | None:
        if isinstance(constant, cst.Name):
            return constant.value.lower()
        if is_string(constant):
            return self.value(constant)
        span = self.span(constant)
        return self.source.text[span.start : span.end]

    def _key(self, node: cst.BaseExpression) -> tuple[str, Literal | None, Span | None]:
        """A key's text, its string literal (None for a keyword) and the span of its
        text when every character is written as itself."""
        if isinstance(node, cst.Name):
            return node.value, None, self.span(node)
        decoded = self.decoded(node)
        assert decoded is not None and len(decoded.literals) == 1
        return decoded.text, decoded.literals[0], decoded.written_span(0, len(decoded.text))


def _copied(node: cst.BaseExpression, builtins: tuple[str, ...]) -> cst.BaseExpression | None:
    """`xs` of a copy that holds the same items: `xs.copy()`, `copy.copy(xs)`,
    `copy.deepcopy(xs)` and the `builtins` given (`list(xs)`)."""
    if not isinstance(node, cst.Call):
        return None
    names = dotted(node.func)
    if isinstance(node.func, cst.Attribute) and node.func.attr.value == "copy" and not node.args:
        return node.func.value
    copies = names in (["copy", "copy"], ["copy", "deepcopy"], ["deepcopy"])
    if not (copies or (len(names) == 1 and names[0] in builtins)):
        return None
    if len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
        return node.args[0].value
    return None


def _negative_number(node: cst.BaseExpression | None) -> bool:
    return (
        isinstance(node, cst.UnaryOperation)
        and isinstance(node.operator, cst.Minus)
        and isinstance(node.expression, (cst.Integer, cst.Float))
    )


def _literal_int(node: cst.BaseExpression | None) -> int | None:
    """The value of `3` or `-1`; None for anything else."""
    if isinstance(node, cst.Integer):
        return int(node.evaluated_value)
    if _negative_number(node) and isinstance(node, cst.UnaryOperation):
        inner = node.expression
        return -int(inner.evaluated_value) if isinstance(inner, cst.Integer) else None
    return None
