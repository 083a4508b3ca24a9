"""Mutants of a Python module: small, byte-exact edits of its source, found with `ast`.

Each mutant replaces one node's source text and leaves every other byte as it is,
so a test that fails fails on that edit alone. The operators are the bugs a
person makes: a flipped comparison, an off-by-one bound, `and` for `or`, one
operand of `and`/`or` left out, a negation lost, a constant changed, a call,
statement or local assignment left out, `return None`, a comparison written as a
bitwise operator (`a <= b` as `a & b`) and back.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Mutant:
    """One edit of one file: `source[start:end]` becomes `replacement`."""

    path: str
    line: int
    start: int
    end: int
    replacement: str
    description: str
    """What changed, in the file's words: `` `a < b` -> `a <= b` ``."""
    context: str
    """The mutated line, stripped: names the mutant when line numbers move."""

    def apply(self, source: str) -> str:
        return source[: self.start] + self.replacement + source[self.end :]


_FLIPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Lt: ast.GtE,
    ast.GtE: ast.Lt,
    ast.Gt: ast.LtE,
    ast.LtE: ast.Gt,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_BOUNDS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
}
_AS_BITWISE: dict[type[ast.cmpop], str] = {
    ast.Lt: "&",
    ast.LtE: "&",
    ast.Gt: "|",
    ast.GtE: "|",
    ast.NotEq: "^",
}
"""A comparison written as the bitwise operator beside it: `a <= b` (a subset) as
`a & b` (the two meet)."""
_AS_COMPARISON: dict[type[ast.operator], str] = {
    ast.BitAnd: "<=",
    ast.BitOr: ">=",
    ast.BitXor: "!=",
}
_ARITHMETIC: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.BitOr: ast.BitAnd,
    ast.BitAnd: ast.BitOr,
}


def mutants(path: str, source: str) -> list[Mutant]:
    """Every mutant of `source` (a module's text), in source order."""
    tree = ast.parse(source)
    offsets = _line_offsets(source)
    skipped = _docstrings(tree) | _annotations(tree) | _decorators(tree)
    top = {id(node) for node in tree.body} | {
        id(statement)
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        for statement in node.body
    }
    lines = source.splitlines()
    found: list[Mutant] = []
    for node in ast.walk(tree):
        if id(node) in skipped or not hasattr(node, "end_col_offset"):
            continue
        for target, replacement, what in _edits(node, id(node) in top):
            start = offsets[target.lineno - 1] + _column(
                source, offsets, target.lineno, target.col_offset
            )
            end = offsets[target.end_lineno - 1] + _column(
                source, offsets, target.end_lineno, target.end_col_offset
            )
            original = source[start:end]
            if replacement == original:
                continue
            description = what or f"`{_short(original)}` -> `{_short(replacement)}`"
            context = lines[target.lineno - 1].strip()
            if not _parses(source[:start] + replacement + source[end:]):
                continue
            found.append(Mutant(path, target.lineno, start, end, replacement, description, context))
    found.sort(key=lambda mutant: (mutant.start, mutant.end, mutant.description))
    return _numbered(_distinct(found))


def _numbered(found: list[Mutant]) -> list[Mutant]:
    """The same mutation of the same text met again (a second `continue`, the second
    `1` of `best[i + 1][j + 1]`) is told apart by its number, `(#2)`: a mutant is
    named without its line, which moves as the file changes, and an equivalent one
    must name one mutant, not every twin."""
    met: Counter[tuple[str, str]] = Counter()
    numbered = []
    for mutant in found:
        met[(mutant.description, mutant.context)] += 1
        count = met[(mutant.description, mutant.context)]
        if count > 1:
            mutant = replace(mutant, description=f"{mutant.description} (#{count})")
        numbered.append(mutant)
    return numbered


def _edits(node: ast.AST, top: bool) -> Iterator[tuple[ast.AST, str, str]]:
    """(node replaced, its replacement text, description or '') for each mutant of
    one node; `top` for a module-level statement (it defines a name: not mutated)."""
    for replacement, what in _node_edits(node, top):
        yield node, replacement, what
    if isinstance(node, ast.If | ast.While | ast.IfExp) and not _flipped_anyway(node.test):
        text = _unparse(node.test)
        yield node.test, f"not ({text})", f"`{_short(text)}` negated"


def _node_edits(node: ast.AST, top: bool) -> Iterator[tuple[str, str]]:
    match node:
        case ast.Compare(ops=[op], comparators=[right]):
            for table in (_FLIPS, _BOUNDS):
                if type(op) in table:
                    yield _unparse(_with_op(node, table[type(op)]())), ""
            if type(op) in _AS_BITWISE:
                left, right_text = _operand(node.left), _operand(right)
                yield f"{left} {_AS_BITWISE[type(op)]} {right_text}", ""
        case ast.BoolOp(op=ast.And()):
            yield _unparse(ast.BoolOp(ast.Or(), node.values)), ""
            yield from _without_operand(node)
        case ast.BoolOp(op=ast.Or()):
            yield _unparse(ast.BoolOp(ast.And(), node.values)), ""
            yield from _without_operand(node)
        case ast.UnaryOp(op=ast.Not(), operand=operand):
            yield _unparse(operand), ""
        case ast.BinOp(op=op, right=right) if not _is_int(right):
            if type(op) in _ARITHMETIC:
                yield _unparse(ast.BinOp(node.left, _ARITHMETIC[type(op)](), node.right)), ""
            if type(op) in _AS_COMPARISON:
                left, right_text = _operand(node.left), _operand(right)
                yield f"({left} {_AS_COMPARISON[type(op)]} {right_text})", ""
        case ast.Constant(value=bool(value)):
            yield repr(not value), ""
        case ast.Constant(value=int(value)) if not isinstance(value, bool):
            yield repr(value + 1), ""
            if value:
                yield repr(value - 1), ""
        case ast.Return(value=value) if value is not None and not isinstance(value, ast.Constant):
            yield "return None", ""
        case ast.Expr(value=ast.Call()) | ast.Raise() | ast.Continue() | ast.Break():
            yield "pass", ""
        case ast.AugAssign() if not top:
            yield "pass", ""
        case ast.Assign(targets=[ast.Attribute() | ast.Subscript()]) if not top:
            yield "pass", ""
        case ast.Assign(targets=[ast.Name(id=name)]) if not top:
            yield "pass", f"the assignment to `{name}` left out"
        case ast.AnnAssign(target=ast.Name(id=name), value=ast.expr()) if not top:
            yield "pass", f"the assignment to `{name}` left out"
        case ast.Set(elts=elts) | ast.Tuple(elts=elts) | ast.List(elts=elts) if 1 < len(elts) < 9:
            yield from _without_each(node, elts)


def _without_each(node: ast.AST, elts: list[ast.expr]) -> Iterator[tuple[str, str]]:
    """A literal collection with one element left out (a value a rule should know)."""
    if not all(isinstance(elt, ast.Constant) and isinstance(elt.value, str) for elt in elts):
        return
    for index, elt in enumerate(elts):
        rest = elts[:index] + elts[index + 1 :]
        copy = type(node)(elts=rest, ctx=ast.Load()) if not isinstance(node, ast.Set) else None
        replacement = _unparse(copy) if copy is not None else _set_text(rest)
        if isinstance(node, ast.Tuple) and len(rest) == 1:
            replacement = f"({_unparse(rest[0])},)"
        yield replacement, f"{elt.value!r} left out of a literal"


def _without_operand(node: ast.BoolOp) -> Iterator[tuple[str, str]]:
    """`a and b` with one operand left out (a condition forgotten)."""
    for index, value in enumerate(node.values):
        rest = node.values[:index] + node.values[index + 1 :]
        text = _unparse(rest[0]) if len(rest) == 1 else _unparse(ast.BoolOp(node.op, rest))
        yield f"({text})", f"`{_short(_unparse(value))}` left out of `{_short(_unparse(node))}`"


def _operand(node: ast.expr) -> str:
    """An operand's text, in parentheses unless it binds tighter than any operator."""
    text = _unparse(node)
    simple = ast.Name | ast.Attribute | ast.Subscript | ast.Call | ast.Constant
    return text if isinstance(node, simple) else f"({text})"


def _parses(source: str) -> bool:
    try:
        ast.parse(source)
    except SyntaxError:
        return False
    return True


def _set_text(elts: list[ast.expr]) -> str:
    return "{" + ", ".join(_unparse(elt) for elt in elts) + "}"


def _with_op(node: ast.Compare, op: ast.cmpop) -> ast.Compare:
    return ast.Compare(node.left, [op], node.comparators)


def _unparse(node: ast.AST) -> str:
    return ast.unparse(ast.fix_missing_locations(node))


def _flipped_anyway(test: ast.expr) -> bool:
    """A test another operator already turns round: `not x`, `a == b`."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return True
    return isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _FLIPS


def _is_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


def _docstrings(tree: ast.Module) -> set[int]:
    """Docstrings and bare string statements (attribute docs): never behaviour."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


def _annotations(tree: ast.Module) -> set[int]:
    """Every node inside an annotation or under `if TYPE_CHECKING:`."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        roots: list[ast.AST] = []
        if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
            roots.append(node.annotation)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            roots.append(node.returns)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            roots.append(node)
        for root in roots:
            inside.update(id(child) for child in ast.walk(root))
    return inside


def _decorators(tree: ast.Module) -> set[int]:
    """Every node of a decorator (`@dataclass(frozen=True)`): a class's shape, not behaviour."""
    return {
        id(child)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        for decorator in node.decorator_list
        for child in ast.walk(decorator)
    }


def _line_offsets(source: str) -> list[int]:
    offsets = [0]
    for line in source.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    return offsets


def _column(source: str, offsets: list[int], lineno: int, column: int) -> int:
    """`ast` columns count UTF-8 bytes; the text is indexed by characters."""
    line = source[offsets[lineno - 1] : offsets[lineno]]
    return len(line.encode("utf-8")[:column].decode("utf-8", "replace"))


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= 70 else flat[:67] + "..."


def _distinct(found: list[Mutant]) -> list[Mutant]:
    seen: set[tuple[int, int, str]] = set()
    unique = []
    for mutant in found:
        key = (mutant.start, mutant.end, mutant.replacement)
        if key not in seen:
            seen.add(key)
            unique.append(mutant)
    return unique
