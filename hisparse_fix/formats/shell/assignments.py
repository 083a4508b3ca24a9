"""Assignments and declarations: what `X=...`, `A=(...)`, `+=`, `declare`,
`local`, `export` and `unset` do to a run's variables.

Only the variables some launch may read are kept (`relevant`), so that a
branch setting another does not fork the runs apart; arrays always are, since
one holding `--enable-hisparse` is an open fragment until a launch reads it.
Setting or removing one element is not followed (`unfollowed`).
"""

from __future__ import annotations

import re

from tree_sitter import Node

from hisparse_fix.formats.shell.expansion import NAME, expand, string_value
from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import Kind, State, Var
from hisparse_fix.formats.shell.statements import Reached, Statements
from hisparse_fix.formats.shell.unfollowed import ELEMENT, altered
from hisparse_fix.formats.shell.words import Piece, Unread, dynamic, joined, literal
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Span

_PLAIN_WORD = re.compile(r"[A-Za-z0-9_.:/+-]*")
"""A value written as it reads: no quote, expansion or escape."""
_PLAIN_INTEGER = re.compile(r"[+-]?(?:0|[1-9][0-9]*)")
"""A `declare -i` value bash's arithmetic reads as itself (no names, no operators, no
leading 0, which makes it octal)."""


class Assignments(Statements):
    def _variable_assignment(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        return [self._assign(node, state) for state in states]

    def _variable_assignments(self, node: Node, states: list[State]) -> list[State]:
        return self.block(node.named_children, states)

    def _declaration_command(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        return [self._declare(node, state) for state in states]

    def _unset_command(self, node: Node, states: list[State]) -> list[State]:
        """`unset X` removes X; `unset 'A[1]'` (or `A[1]`) removes an element the
        tool does not track: A's words may then differ; `unset -f` names functions."""
        names, elements, functions = _unset_names(self.source, node)
        why = f"`{self.source.slice(node)}` on line {self.source.line(node)} removes an element"
        result = []
        for state in states:
            for name in names:
                state = state.unset(name)
            for name in functions:
                state = state.undefine(name)
            for name in elements:
                state = altered(state, name, why)
            result.append(state)
        return result

    def _assign(
        self,
        node: Node,
        state: State,
        *,
        local: bool = False,
        global_: bool = False,
        exported: bool = False,
    ) -> State:
        name_node = node.child_by_field_name("name")
        if name_node is None:
            return state
        if name_node.type == "subscript":
            inner = name_node.child_by_field_name("name")
            if inner is None:
                return state
            text = self.source.slice(node).split("\n", 1)[0][:40]
            why = f"`{text}` on line {self.source.line(node)} sets an element"
            return altered(state, self.source.slice(inner), why)
        name = self.source.slice(name_node)
        if name in self._converted:
            return altered(state, name, self._converted[name])
        fixed_at = self._readonly.get(name)
        if fixed_at is not None and self.source.span(node).start >= fixed_at:
            return state  # `readonly NAME=...` above: bash refuses the assignment
        value = node.child_by_field_name("value")
        exported = exported or state.allexport
        is_array = value is not None and value.type == "array"
        if name not in self.relevant and not is_array:
            if name in self.tested and value is not None:
                copied = string_value(self.source, value, state, self.source.span(node))
                line = self.source.line(node)
                what = (
                    f"`{name}` (set from it on line {line}), which a test or output to a file reads"
                )
                self._read_by(list(copied.pieces), what)
            return state
        append = any(child.type == "+=" for child in node.children)
        origin = self.source.span(node)
        previous = state.lookup(name)
        if value is not None and is_array:
            elements = [child for child in value.named_children if child.type != "comment"]
            words = tuple(expand(self.source, elements, state, origin))
            if append:
                words = _array_before(previous, origin) + words
            var = Var(Kind.ARRAY, words, exported)
            state = state.assign(name, var, local=local, global_=global_)
            if any(piece.token.text == "--enable-hisparse" for piece in words):
                self.fragments.append(Reached(origin, origin, words, (), state, array=name))
            return state
        var = string_value(self.source, value, state, origin)
        if append and var.kind is Kind.STRING and previous is not None:
            var = _appended(previous, var)
        return state.assign(name, replace(var, exported=exported), local=local, global_=global_)

    def _declare(self, node: Node, state: State) -> State:
        keyword = node.children[0].type
        words = [
            self.source.slice(child)
            for child in node.named_children
            if child.type == "word" and self.source.slice(child)[:1] in {"-", "+"}
        ]
        flags = "".join(word[1:] for word in words if word.startswith("-"))
        removed = "".join(word[1:] for word in words if word.startswith("+"))
        if "p" in flags:
            return self._printed(node, keyword, state)
        in_function = len(state.frames) > 1
        global_ = "g" in flags
        local = keyword == "local" or (
            keyword in {"declare", "typeset"} and in_function and not global_
        )
        if (keyword == "export" and "n" in flags) or "x" in removed:
            return self._unexport(node, state, local=local, global_=global_)
        if "n" in flags and keyword != "export":
            return self._nameref(node, state, local=local)
        exported = keyword == "export" or "x" in flags
        converts = "" if keyword == "export" else "".join(c for c in "luc" if c in flags)
        for child in node.named_children:
            if converts and child.type in {"variable_assignment", "variable_name"}:
                state = self._case_converted(child, converts, state)
                if child.type == "variable_assignment" and not self._as_written(child, converts):
                    continue
                self._converted.pop(self._declared_name(child), None)  # read as written
            if exported and child.type not in {"variable_assignment", "variable_name", "word"}:
                text = self.source.slice(node).split("\n", 1)[0][:60]
                line = self.source.line(node)
                why = (
                    f"`{text}` on line {line} exports variables the tool cannot read; "
                    "they may set SGLANG_USE_CPU_ENGINE"
                )
                state = replace(state, environment=(*state.environment, why))
            elif child.type == "variable_assignment" and "i" in flags and keyword != "export":
                state = self._assign_integer(child, state, local=local, global_=global_)
            elif child.type == "variable_assignment":
                state = self._assign(child, state, local=local, global_=global_, exported=exported)
            elif child.type == "variable_name":
                name = self.source.slice(child)
                current = state.lookup(name)
                if local:
                    state = state.assign(name, Var(Kind.UNSET, exported=exported), local=True)
                elif exported:
                    var = current if current is not None else Var(Kind.UNSET)
                    state = state.assign(name, replace(var, exported=True), global_=global_)
            if converts and child.type in {"variable_assignment", "variable_name"}:
                self._case_converted(child, converts, state)  # its later values
        return state

    def _declared_name(self, node: Node) -> str:
        target = node if node.type == "variable_name" else node.child_by_field_name("name")
        return "" if target is None else self.source.slice(target)

    def _case_converted(self, node: Node, converts: str, state: State) -> State:
        """`declare -l KV=BFLOAT16` (`-u`, `-c`): bash converts the case of every value
        KV is given from now on, so the text written is not the value, unless it
        already reads as converted. The variable is then one the tool does not work
        out (its later assignments too)."""
        name = self._declared_name(node)
        if not name:
            return state
        line = self.source.line(node)
        self._converted[name] = (
            f"`{name}` converts the case of its values (`-{converts}` on line {line})"
        )
        if node.type == "variable_assignment" and not self._as_written(node, converts):
            return altered(state, name, self._converted[name])
        return state

    def _as_written(self, node: Node, converts: str) -> bool:
        """Whether an assigned value reads the same once its case is converted."""
        value = node.child_by_field_name("value")
        if value is None:
            return True
        text = self.source.slice(value)
        if not _PLAIN_WORD.fullmatch(text):
            return False
        converted = {"l": text.lower(), "u": text.upper(), "c": text.capitalize()}
        return all(converted[each] == text for each in converts)

    def _assign_integer(self, node: Node, state: State, *, local: bool, global_: bool) -> State:
        """`declare -i TOPK=BEAM/DRAFT`: bash evaluates the value as arithmetic, so only a
        plain number is read; any other value is one the tool does not work out."""
        value = node.child_by_field_name("value")
        if value is not None and _PLAIN_INTEGER.fullmatch(self.source.slice(value)):
            return self._assign(node, state, local=local, global_=global_, exported=False)
        name_node = node.child_by_field_name("name")
        if name_node is None:
            return state
        name = self.source.slice(name_node)
        return state.assign(name, Var(Kind.UNKNOWN), local=local, global_=global_)

    def _printed(self, node: Node, keyword: str, state: State) -> State:
        """`declare -p KV >> run.env` writes the variables out as shell code: written to a
        file or piped, their values are read there (printed to the terminal, they are
        only shown). Nothing is declared."""
        sink = self._sink_of(node)
        if sink:
            what = f"`{keyword} -p` output {sink} on line {self.source.line(node)}"
            for child in node.named_children:
                if child.type in {"variable_name", "word"}:
                    var = state.lookup(self.source.slice(child))
                    if var is not None:
                        pieces = [*var.pieces, *(var.unread.reads if var.unread else ())]
                        self._read_by(pieces, what)
        return state

    def _unexport(self, node: Node, state: State, *, local: bool, global_: bool) -> State:
        """`export -n X`, `declare +x X[=V]`: X stays a variable of the script only."""
        for child in node.named_children:
            if child.type == "variable_assignment":
                state = self._assign(child, state, local=local, global_=global_)
                target = child.child_by_field_name("name")
                if target is not None:
                    state = state.export(self.source.slice(target), False)
            elif child.type == "variable_name":
                state = state.export(self.source.slice(child), False)
        return state

    def _nameref(self, node: Node, state: State, *, local: bool) -> State:
        """`declare -n R=A`: R reads A's words in a way the tool does not follow, and
        A may be changed through R anywhere later."""
        line = self.source.line(node)
        for child in node.named_children:
            target = child.child_by_field_name("name") if child.type != "variable_name" else child
            if target is None or child.type not in {"variable_name", "variable_assignment"}:
                continue
            name = self.source.slice(target)
            value = child.child_by_field_name("value")
            origin = self.source.span(node)
            words = [] if value is None else expand(self.source, [value], state, origin)
            referred = words[0].token.text if len(words) == 1 else None
            why = f"`{name}` is a name reference (`declare -n`, line {line}), not followed"
            reads: tuple[Piece, ...] = ()
            through = f"it may be changed through the name reference `{name}` (line {line})"
            if referred is not None and NAME.fullmatch(referred):
                var = state.lookup(referred)
                reads = () if var is None else var.pieces
                state = altered(state, referred, through)
            elif value is not None:
                # It names a variable the tool cannot tell: any of them may change.
                for other in state.visible():
                    state = altered(state, other, through)
            state = state.assign(name, Var(Kind.UNKNOWN, unread=Unread(why, reads)), local=local)
        return state


def _array_before(previous: Var | None, origin: Span) -> tuple[Piece, ...]:
    """What `+=(...)` appends to."""
    if previous is None or previous.kind is Kind.UNSET:
        return ()
    if previous.kind is Kind.ARRAY:
        return previous.pieces
    if previous.kind is Kind.STRING:
        return (joined(previous.pieces),)
    return (Piece(dynamic(origin), origin),)


def _appended(previous: Var, var: Var) -> Var:
    if previous.kind is Kind.STRING:
        return Var(Kind.STRING, previous.pieces + var.pieces)
    if previous.kind is Kind.UNSET:
        return var
    return Var(Kind.UNKNOWN)


def _unset_names(source: Source, node: Node) -> tuple[list[str], list[str], list[str]]:
    """The variables `unset` removes, the arrays it removes an element of, and the
    functions it removes (`unset -f NAME`)."""
    names: list[str] = []
    elements: list[str] = []
    removed: list[str] = []
    children = node.named_children
    functions = False
    for index, child in enumerate(children):
        text = source.slice(child) if child.type == "variable_name" else literal(source, child).text
        following = children[index + 1] if index + 1 < len(children) else None
        if text.startswith("-"):
            functions = functions or "f" in text
        elif (
            child.type == "variable_name"
            and following is not None
            and (following.start_byte == child.end_byte and source.slice(following).startswith("["))
        ):
            elements.append(text)
        elif ELEMENT.fullmatch(text):
            elements.append(text.split("[", 1)[0])
        elif functions:
            removed.append(text)
        elif NAME.fullmatch(text):
            names.append(text)
    return names, elements, removed
