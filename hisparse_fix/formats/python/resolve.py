"""Python expressions as SGLang options: argv words or keyed options.

Names are followed to what is bound to them in the same scope or an enclosing
one (not a class body), with the `.append` / `.extend` / `+=` that grow a list
afterwards, so each option keeps the span where it is written. What cannot
be read is an unknown word (argv) or makes the options open (keyed).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import libcst as cst

from hisparse_fix.formats.python.scan import Binding, Scan, Scope, dotted
from hisparse_fix.formats.python.strings import Decoded, Literal, decode, is_string
from hisparse_fix.sites import DYNAMIC, Option, Span, Token


@dataclass
class Found:
    """What the sites' options need for `apply` to write values back."""

    literals: dict[Span, Literal | None] = field(default_factory=dict)
    """A value span -> the string literal it lies in; None for a bare Python value."""
    keyed: dict[Span, tuple[Span, Literal | None]] = field(default_factory=dict)
    """A keyed option's span -> its value expression's span and (plain string) literal."""


@dataclass
class Argv:
    """Argv words read from an expression; `open` when something may add more."""

    tokens: list[Token] = field(default_factory=list)
    open: bool = False

    def extend(self, other: Argv) -> None:
        self.tokens.extend(other.tokens)
        self.open = self.open or other.open


@dataclass
class Keyed:
    """Keyed options read from an expression; `open` when something may add more."""

    options: list[Option] = field(default_factory=list)
    open: bool = False

    def extend(self, other: Keyed) -> None:
        self.options.extend(other.options)
        self.open = self.open or other.open


def dynamic_token(span: Span) -> Token:
    return Token(DYNAMIC, span, (-1,))


def string_value(node: cst.BaseExpression | None) -> str | None:
    """The value of a plain (not bytes, not f-) string literal."""
    if isinstance(node, cst.SimpleString) and "b" not in node.prefix:
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    return None


class Resolver:
    """Turns expressions into argv tokens or keyed options, following names."""

    def __init__(self, scan: Scan) -> None:
        self.scan = scan
        self.source = scan.source
        self.found = Found()
        self.claimed: set[int] = set()
        """Literals read as part of something bigger: not fragments of their own."""
        self.strings: dict[Span, Decoded] = {}

    def span(self, node: cst.CSTNode) -> Span:
        return self.source.span(node)

    # names

    def lookup(self, name: str, scope: Scope, at: int | None) -> tuple[Binding, int | None] | None:
        """The binding a name reads at `at` (None: after the whole file ran).

        Its own scope first, then enclosing function and module scopes (not
        class bodies), which have run completely by the time a function runs.
        """
        current: Scope | None = scope
        limit = at
        while current is not None:
            if current is scope or current.kind != "class":
                bindings = current.bindings.get(name, [])
                before = [b for b in bindings if limit is None or b.end <= limit]
                if before:
                    return before[-1], limit
                if bindings:
                    return None
            current = current.parent
            limit = None
        return None

    def _follow(
        self, node: cst.Name, scope: Scope, at: int | None, seen: frozenset[int]
    ) -> tuple[Binding, int | None] | None:
        """The binding a name reads, marked as read; None for a cycle or an unknown value."""
        found = self.lookup(node.value, scope, at)
        if found is None or id(found[0]) in seen or found[0].value is None:
            return None
        found[0].referenced = True
        return found

    # argv

    def argv(
        self, node: cst.BaseExpression, scope: Scope, at: int | None, seen: frozenset[int]
    ) -> Argv:
        """The words of a list/tuple literal, `a + b`, `list(a)`, `*a` or a bound name;
        anything else is one unknown word (it may be consumed as an option's value)."""
        if isinstance(node, (cst.List, cst.Tuple)):
            self.claimed.add(id(node))
            result = Argv()
            for element in node.elements:
                if isinstance(element, cst.StarredElement):
                    result.extend(self.argv(element.value, scope, at, seen))
                else:
                    result.tokens.append(self.token(element.value, self.span(element)))
            return result
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
            result = self.argv(node.left, scope, at, seen)
            result.extend(self.argv(node.right, scope, at, seen))
            return result
        if _copies_list(node):
            assert isinstance(node, cst.Call)
            return self.argv(node.args[0].value, scope, at, seen)
        if isinstance(node, cst.Name):
            found = self._follow(node, scope, at, seen)
            if found is not None:
                binding, limit = found
                return self.binding_argv(binding, limit, seen | {id(binding)})
        return Argv([dynamic_token(self.span(node))])

    def binding_argv(self, binding: Binding, limit: int | None, seen: frozenset[int]) -> Argv:
        """The words of a bound list: its value, then what was appended up to `limit`."""
        if binding.value is None:
            return Argv()
        result = self.argv(binding.value, binding.scope, binding.end, seen)
        for change in binding.changes:
            if limit is not None and change.end > limit:
                break
            if change.kind == "append" and change.expr is not None:
                result.tokens.append(self.token(change.expr, self.span(change.expr)))
            elif change.kind == "extend" and change.expr is not None:
                result.extend(self.argv(change.expr, binding.scope, change.end, seen))
            else:
                result.open = True
        return result

    def token(self, node: cst.BaseExpression, span: Span) -> Token:
        """One argv word: a string's value, a number's digits, else unknown."""
        if is_string(node):
            decoded = decode(node, self.source.text, self.span, shell_view=False)
            if decoded is not None and decoded.text:
                self.strings[span] = decoded
                return Token(decoded.text, span, decoded.offsets())
        if isinstance(node, (cst.Integer, cst.Float)):
            node_span = self.span(node)
            text = self.source.text[node_span.start : node_span.end]
            return Token(text, span, tuple(range(node_span.start, node_span.end)))
        return dynamic_token(span)

    def exact(self, option: Option) -> Option:
        """The option with a value span that covers whole source characters of one literal.

        `Token.source_span` assumes one source character per character; an
        escape is longer, and a number or a value split over literals cannot
        take a string, so those get no value span (the rules then report).
        """
        if option.value_span is None or option.dynamic:
            return option
        index = 1 if len(option.parts) == 2 else 0
        decoded = self.strings.get(option.parts[index])
        if decoded is None:
            return replace(option, value_span=None)
        start = 0 if index == 1 else decoded.text.index("=") + 1
        end = len(decoded.text)
        if start == end:
            at = decoded.ends[start - 1]
            value_span: Span | None = Span(at, at)
            owner = decoded.owners[start - 1]
        else:
            value_span = decoded.source_span(start, end)
            owner = decoded.owners[start]
        if value_span is not None:
            self.found.literals[value_span] = decoded.literals[owner]
        return replace(option, value_span=value_span)

    # keyed

    def keyed(
        self, node: cst.BaseExpression, scope: Scope, at: int | None, seen: frozenset[int]
    ) -> Keyed:
        """The options of a dict literal, `dict(...)` or a bound name; else open."""
        if isinstance(node, cst.Dict):
            self.claimed.add(id(node))
            return self._dict_items(node, scope, at, seen)
        if isinstance(node, cst.Call) and dotted(node.func) == ["dict"]:
            self.claimed.add(id(node))
            return self.call_kwargs(node, scope, at, seen, positional=True)
        if isinstance(node, cst.Name):
            found = self._follow(node, scope, at, seen)
            if found is not None:
                binding, limit = found
                return self.binding_keyed(binding, seen | {id(binding)}, limit)
        return Keyed(open=True)

    def binding_keyed(
        self, binding: Binding, seen: frozenset[int], limit: int | None = None
    ) -> Keyed:
        """A bound dict's options; any later change to it (`d[k] = v`, `.update`) opens it."""
        if binding.value is None:
            return Keyed(open=True)
        result = self.keyed(binding.value, binding.scope, binding.end, seen)
        if any(limit is None or change.end <= limit for change in binding.changes):
            result.open = True
        return result

    def _dict_items(
        self, node: cst.Dict, scope: Scope, at: int | None, seen: frozenset[int]
    ) -> Keyed:
        result = Keyed()
        for element in node.elements:
            if isinstance(element, cst.StarredDictElement):
                result.extend(self.keyed(element.value, scope, at, seen))
                continue
            key = string_value(element.key)
            if key is None:
                continue
            option = self.keyed_option(key, self.span(element), element.value)
            if option is not None:
                result.options.append(option)
        return result

    def call_kwargs(
        self,
        call: cst.Call,
        scope: Scope,
        at: int | None,
        seen: frozenset[int],
        positional: bool = False,
    ) -> Keyed:
        """`name=value` arguments as options; `**x` spliced when it can be read, else open."""
        result = Keyed()
        for arg in call.args:
            if arg.star == "**" or (positional and arg.keyword is None and not arg.star):
                result.extend(self.keyed(arg.value, scope, at, seen))
            elif arg.star == "*":
                result.open = True
            elif arg.keyword is not None:
                option = self.keyed_option(arg.keyword.value, self.span(arg), arg.value)
                if option is not None:
                    result.options.append(option)
        return result

    def keyed_option(self, key: str, span: Span, value: cst.BaseExpression) -> Option | None:
        """`kv_cache_dtype="fp8_e5m2"` -> Option("kv-cache-dtype", "fp8_e5m2"); None for `None`.

        Booleans read "true"/"false", numbers their digits, plain strings
        their value (the span inside the quotes); anything else is dynamic.
        """
        name = key.lstrip("-").replace("_", "-")
        if not name or (isinstance(value, cst.Name) and value.value == "None"):
            return None
        value_node_span = self.span(value)
        literal: Literal | None = None
        text: str | None = None
        value_span: Span | None = value_node_span
        if isinstance(value, cst.Name) and value.value in {"True", "False"}:
            text = value.value.lower()
        elif isinstance(value, (cst.Integer, cst.Float)) or _negative_number(value):
            text = self.source.text[value_node_span.start : value_node_span.end]
        elif is_string(value):
            decoded = decode(value, self.source.text, self.span, shell_view=False)
            if decoded is not None and not any(decoded.dynamic):
                text = decoded.text
                literal = decoded.literals[0] if len(decoded.literals) == 1 else None
                value_span = literal.content if literal is not None else None
        if text is None:
            return Option(name, None, span, dynamic=True, parts=(span,))
        self.found.keyed[span] = (value_node_span, literal)
        if value_span is not None:
            self.found.literals[value_span] = literal
        return Option(name, text, span, value_span=value_span, parts=(span,))


def _copies_list(node: cst.BaseExpression) -> bool:
    """`list(xs)` / `tuple(xs)`: the same words as `xs`."""
    if not isinstance(node, cst.Call) or dotted(node.func) not in (["list"], ["tuple"]):
        return False
    return len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star


def _negative_number(node: cst.BaseExpression) -> bool:
    return (
        isinstance(node, cst.UnaryOperation)
        and isinstance(node.operator, cst.Minus)
        and isinstance(node.expression, (cst.Integer, cst.Float))
    )
