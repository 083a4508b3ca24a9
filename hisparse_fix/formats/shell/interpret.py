"""Run a script in the abstract: every path it can take, up to a limit.

Each statement maps the list of states that reach it to the list that leaves
it. Where bash would take one of several ways (`if`/`elif`/`else`, `case`
arms, the right side of `&&`/`||`, a loop body run or not), the states fork,
each remembering the `Choice`; states that no later statement can tell apart
merge again. A command that starts SGLang is recorded once per state that
reaches it, with its words expanded as that run expands them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from tree_sitter import Node

from hisparse_fix.argv import entry_point
from hisparse_fix.formats.shell.environment import through_wrappers
from hisparse_fix.formats.shell.source import Source, walk
from hisparse_fix.formats.shell.state import Choice, Kind, State, Stop, Var, merge
from hisparse_fix.formats.shell.words import (
    QUOTED,
    Piece,
    Ref,
    dynamic,
    joined,
    literal,
    reference,
    split,
)
from hisparse_fix.sites import DYNAMIC, Note, Span, Token

CAP = 64
"""Most runs followed at once; past it the rest are dropped and the launches noted."""

MESSAGE_COMMANDS = frozenset(
    {":", "echo", "printf", "logger", "print", "true", "false", "test", "[", "wall"}
)
"""Commands whose words are text, never a launch."""

_MAX_CALL_DEPTH = 16
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SKIPPED = frozenset({"comment", "heredoc_body", "file_redirect", "heredoc_redirect"})
_SUBSTITUTIONS = frozenset({"command_substitution", "process_substitution"})
_READ_VALUE_OPTIONS = frozenset({"-a", "-d", "-i", "-n", "-N", "-p", "-t", "-u", "-v"})
_STOPS = {"exit": Stop.EXIT, "return": Stop.RETURN, "break": Stop.BREAK, "continue": Stop.BREAK}


@dataclass(frozen=True)
class Reached:
    """A launch (or an unexpanded array holding HiSparse) as one run reaches it."""

    span: Span
    """Where the site is reported: the launch, or the call whose words it takes."""
    node: Span
    pieces: tuple[Piece, ...]
    env: tuple[tuple[str, str], ...]
    state: State
    notes: tuple[Note, ...] = ()


@dataclass
class Interpreter:
    source: Source
    launches: list[Reached] = field(default_factory=list)
    fragments: list[Reached] = field(default_factory=list)
    used: set[Span] = field(default_factory=set)
    """Origins of the words some launch read."""
    relevant: frozenset[str] = frozenset()
    """Variables a word expands whole or a declaration names: only these are
    tracked, so branches that set other variables do not multiply the runs."""
    _functions: dict[int, Node] = field(default_factory=dict)
    _called: set[int] = field(default_factory=set)
    _active: list[int] = field(default_factory=list)
    _visited: set[int] = field(default_factory=set)

    def run(self, root: Node) -> None:
        """The script from the top, then each function it never calls, from
        the state at its end, then any launch no path reached, as written."""
        definitions = [node for node in walk(root) if node.type == "function_definition"]
        for node in definitions:
            self._functions[node.start_byte] = node
        self.relevant = _relevant_names(self.source, root)
        final = self.block(root.named_children, [State()])
        ends = merge([replace(state, stop=None) for state in final], CAP)
        for node in definitions:
            if node.start_byte in self._called:
                continue
            self._called.add(node.start_byte)
            body = node.child_by_field_name("body")
            if body is not None:
                entered = [
                    replace(state, frames=(*state.frames, ()), positional=None) for state in ends
                ]
                self.statement(body, entered)
        for node in walk(root):
            if node.type == "command" and node.start_byte not in self._visited:
                self._unreached(node)

    # Statements.

    def block(self, nodes: list[Node], states: list[State]) -> list[State]:
        for node in nodes:
            if node.type not in _SKIPPED:
                states = self.statement(node, states)
        return states

    def statement(self, node: Node, states: list[State]) -> list[State]:
        live = [state for state in states if state.stop is None]
        if not live:
            return states
        stopped = [state for state in states if state.stop is not None]
        handler = getattr(self, f"_{node.type}", None)
        if handler is None:
            self._substitutions(node, live)
            return states
        return merge(stopped + handler(node, live), CAP)

    def _program(self, node: Node, states: list[State]) -> list[State]:
        return self.block(node.named_children, states)

    _compound_statement = _program
    _do_group = _program

    def _redirected_statement(self, node: Node, states: list[State]) -> list[State]:
        body = node.child_by_field_name("body")
        return states if body is None else self.statement(body, states)

    def _negated_command(self, node: Node, states: list[State]) -> list[State]:
        return self.block(node.named_children, states)

    def _subshell(self, node: Node, states: list[State]) -> list[State]:
        self.block(node.named_children, states)
        return states

    def _pipeline(self, node: Node, states: list[State]) -> list[State]:
        for child in node.named_children:
            self.statement(child, states)
        return states

    def _function_definition(self, node: Node, states: list[State]) -> list[State]:
        name = node.child_by_field_name("name")
        if name is None:
            return states
        return [state.define(self.source.slice(name), node.start_byte) for state in states]

    def _variable_assignment(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        return [self._assign(node, state) for state in states]

    def _variable_assignments(self, node: Node, states: list[State]) -> list[State]:
        return self.block(node.named_children, states)

    def _declaration_command(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        return [self._declare(node, state) for state in states]

    def _unset_command(self, node: Node, states: list[State]) -> list[State]:
        names = [self.source.slice(child) for child in node.named_children]
        result = []
        for state in states:
            for name in names:
                state = state.unset(name)
            result.append(state)
        return result

    def _command(self, node: Node, states: list[State]) -> list[State]:
        self._visited.add(node.start_byte)
        self._substitutions(node, states)
        result: list[State] = []
        for state in states:
            result.extend(self._run_command(node, state))
        return result

    def _test_command(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        return states

    def _if_statement(self, node: Node, states: list[State]) -> list[State]:
        condition, body = _split_at_then(node)
        line = self.source.line(node)
        within = self.source.span(node)
        states = self.block(condition, states)
        result = self.block(
            body, self._choose(states, line, f"the `if` on line {line} is true", within)
        )
        rest = states
        has_else = False
        for clause in node.named_children:
            clause_line = self.source.line(clause)
            if clause.type == "elif_clause":
                clause_condition, clause_body = _split_at_then(clause)
                rest = self.block(clause_condition, rest)
                words = f"the `elif` on line {clause_line} is the first true branch"
                result += self.block(clause_body, self._choose(rest, clause_line, words, within))
            elif clause.type == "else_clause":
                has_else = True
                words = f"the `else` branch on line {clause_line} runs"
                result += self.block(
                    clause.named_children, self._choose(rest, clause_line, words, within)
                )
        if not has_else:
            words = f"no branch of the `if` on line {line} runs"
            result += self._choose(rest, line, words, within)
        return result

    def _case_statement(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node.child_by_field_name("value") or node, states)
        within = self.source.span(node)
        result: list[State] = []
        catch_all = False
        for item in node.named_children:
            if item.type != "case_item":
                continue
            patterns, body = _case_item(item)
            texts = [self.source.slice(pattern) for pattern in patterns]
            catch_all = catch_all or "*" in texts
            line = self.source.line(item)
            words = f"the `case` arm `{'|'.join(texts)})` on line {line} runs"
            result += self.block(body, self._choose(states, line, words, within))
        if not catch_all:
            line = self.source.line(node)
            result += self._choose(
                states, line, f"no arm of the `case` on line {line} matches", within
            )
        return result

    def _list(self, node: Node, states: list[State]) -> list[State]:
        left, operator, right = node.children[0], node.children[1], node.children[-1]
        states = self.statement(left, states)
        line = self.source.line(right)
        snippet = self.source.slice(right).split("\n", 1)[0][:40]
        within = self.source.span(node)
        run = f"`{snippet}` after `{operator.type}` on line {line} runs"
        skip = f"`{snippet}` after `{operator.type}` on line {line} does not run"
        ran = self.statement(right, self._choose(states, line, run, within))
        return ran + self._choose(states, line, skip, within)

    def _for_statement(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        variable = node.child_by_field_name("variable")
        if variable is not None and self.source.slice(variable) in self.relevant:
            name = self.source.slice(variable)
            states = [state.assign(name, Var(Kind.UNKNOWN)) for state in states]
        return self._loop(node, states)

    _c_style_for_statement = _for_statement

    def _while_statement(self, node: Node, states: list[State]) -> list[State]:
        condition = [
            child
            for index, child in enumerate(node.children)
            if node.field_name_for_child(index) == "condition" and child.is_named
        ]
        return self._loop(node, self.block(condition, states))

    def _loop(self, node: Node, states: list[State]) -> list[State]:
        body = node.child_by_field_name("body")
        line = self.source.line(node)
        within = self.source.span(node)
        if body is None:
            return states
        ran = self.statement(
            body, self._choose(states, line, f"the loop on line {line} runs its body", within)
        )
        ran = [replace(state, stop=None) if state.stop is Stop.BREAK else state for state in ran]
        skipped = self._choose(
            states, line, f"the loop on line {line} does not run its body", within
        )
        return ran + skipped

    def _choose(self, states: list[State], line: int, words: str, within: Span) -> list[State]:
        return [state.choose(Choice(line, words, within)) for state in states]

    def _substitutions(self, node: Node, states: list[State]) -> None:
        """Launches inside `$(...)` run in a subshell: recorded, their effects dropped."""
        stack = list(node.children)
        while stack:
            current = stack.pop()
            if current.type in _SUBSTITUTIONS:
                self.block(current.named_children, states)
            elif current.type not in {"function_definition", "subshell"}:
                stack.extend(current.children)

    # Assignments.

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
            return state.assign(
                self.source.slice(inner), Var(Kind.UNKNOWN), local=local, global_=global_
            )
        name = self.source.slice(name_node)
        value = node.child_by_field_name("value")
        is_array = value is not None and value.type == "array"
        if name not in self.relevant and not is_array:
            return state
        append = any(child.type == "+=" for child in node.children)
        origin = self.source.span(node)
        previous = state.lookup(name)
        if value is not None and is_array:
            elements = [child for child in value.named_children if child.type != "comment"]
            words = tuple(self._expand(elements, state, origin))
            if append:
                words = _array_before(previous, origin) + words
            var = Var(Kind.ARRAY, words, exported)
            state = state.assign(name, var, local=local, global_=global_)
            if any(piece.token.text == "--enable-hisparse" for piece in words):
                self.fragments.append(Reached(origin, origin, words, (), state))
            return state
        var = self._scalar(value, state)
        if append and var.kind is Kind.STRING and previous is not None:
            var = _appended(previous, var)
        return state.assign(name, replace(var, exported=exported), local=local, global_=global_)

    def _scalar(self, value: Node | None, state: State) -> Var:
        if value is None:
            return Var(Kind.STRING, ())
        ref = reference(self.source, value)
        if ref is not None and not ref.array and _NAME.fullmatch(ref.name):
            copied = state.lookup(ref.name)
            if copied is None or copied.kind in {Kind.UNKNOWN, Kind.UNSET}:
                return Var(Kind.UNKNOWN)
            return Var(
                Kind.STRING, copied.pieces[:1] if copied.kind is Kind.ARRAY else copied.pieces
            )
        token = literal(self.source, value)
        if token.text == DYNAMIC:
            return Var(Kind.UNKNOWN)
        spelled = value.type in QUOTED
        return Var(Kind.STRING, (Piece(token, self.source.span(value), spelled),))

    def _declare(self, node: Node, state: State) -> State:
        keyword = node.children[0].type
        flags = "".join(
            self.source.slice(child).lstrip("-+")
            for child in node.named_children
            if child.type == "word" and self.source.slice(child)[:1] in {"-", "+"}
        )
        in_function = len(state.frames) > 1
        global_ = "g" in flags
        local = keyword == "local" or (
            keyword in {"declare", "typeset"} and in_function and not global_
        )
        exported = keyword == "export" or "x" in flags
        for child in node.named_children:
            if child.type == "variable_assignment":
                state = self._assign(child, state, local=local, global_=global_, exported=exported)
            elif child.type == "variable_name":
                name = self.source.slice(child)
                current = state.lookup(name)
                if local:
                    state = state.assign(name, Var(Kind.UNSET, exported=exported), local=True)
                elif exported:
                    var = current if current is not None else Var(Kind.UNSET)
                    state = state.assign(name, replace(var, exported=True), global_=global_)
        return state

    # Commands.

    def _run_command(self, node: Node, state: State) -> list[State]:
        prefix, word_nodes = _command_parts(node)
        origin = self.source.span(node)
        pieces = self._expand(word_nodes, state, origin)
        if not pieces:
            return [state]
        name = pieces[0].token.text
        if name.rsplit("/", 1)[-1] in MESSAGE_COMMANDS:
            return [_read_into(state, pieces) if name == "printf" else state]
        start = state.function(name)
        if start is not None and start in self._functions:
            return self._call(node, start, pieces, prefix, state)
        stop = _STOPS.get(name)
        if stop is not None:
            return [replace(state, stop=stop)]
        if name in {"read", "mapfile", "readarray", "getopts"}:
            return [_read_into(state, pieces)]
        if name == "set" and len(pieces) > 1 and pieces[1].token.text == "--":
            return [replace(state, positional=tuple(pieces[2:]))]
        if name == "shift" and state.positional is not None:
            count = (
                int(pieces[1].token.text)
                if len(pieces) > 1 and pieces[1].token.text.isdigit()
                else 1
            )
            return [replace(state, positional=state.positional[count:])]
        self._launch(node, pieces, self._prefix_env(prefix, state), state)
        if name == "exec" and len(pieces) > 1:
            return [replace(state, stop=Stop.EXIT)]
        return [state]

    def _call(
        self, node: Node, start: int, pieces: list[Piece], prefix: list[Node], state: State
    ) -> list[State]:
        self._called.add(start)
        if start in self._active or len(self._active) >= _MAX_CALL_DEPTH:
            return [state]
        definition = self._functions[start]
        body = definition.child_by_field_name("body")
        if body is None:
            return [state]
        frame = tuple(
            (name, Var(Kind.STRING, (Piece(token, token.span, spelled=False),), exported=True))
            for name, token in self._prefix_values(prefix)
        )
        call = self.source.span(node)
        line = self.source.line(node)
        words = f"`{pieces[0].token.text}` is called on line {line}"
        entered = state.enter(call, tuple(pieces[1:]), frame).choose(Choice(line, words, call))
        self._active.append(start)
        try:
            out = self.statement(body, [entered])
        finally:
            self._active.pop()
        left = []
        for after in out:
            choices = frozenset(choice for choice in after.choices if choice.within != call)
            example = tuple(choice for choice in after.example if choice.within != call)
            left.append(replace(after.leave(state), choices=choices, example=example))
        return left

    def _launch(self, node: Node, pieces: list[Piece], env: dict[str, str], state: State) -> None:
        tokens = [piece.token for piece in pieces]
        entry = entry_point(tokens)
        if entry is None:
            return
        launched = through_wrappers(tokens[:entry], env)
        words = tuple(pieces[entry:])
        self.used.update(piece.origin for piece in pieces if piece.origin is not None)
        origins = {piece.origin for piece in words}
        span = next((call for call in state.calls if call in origins), self.source.span(node))
        notes = tuple(Note(span_, f"{what} is not read") for span_, what in launched.unread)
        env_items = tuple(sorted(launched.values.items()))
        self.launches.append(Reached(span, self.source.span(node), words, env_items, state, notes))

    def _unreached(self, node: Node) -> None:
        """A launch no followed path reaches (dead code, a heredoc piped to a shell):
        read as written, with a note."""
        prefix, word_nodes = _command_parts(node)
        origin = self.source.span(node)
        pieces = self._expand(word_nodes, State(), origin)
        if not pieces or pieces[0].token.text.rsplit("/", 1)[-1] in MESSAGE_COMMANDS:
            return
        before = len(self.launches)
        self._launch(node, pieces, self._prefix_env(prefix, State()), State())
        if len(self.launches) > before:
            reached = self.launches[-1]
            note = Note(origin, "no run of the script the tool followed reaches this launch")
            self.launches[-1] = replace(reached, notes=(*reached.notes, note))

    def _prefix_values(self, prefix: list[Node]) -> list[tuple[str, Token]]:
        """`NAME=VALUE` words before a command whose value is known."""
        values = []
        for assignment in prefix:
            name = assignment.child_by_field_name("name")
            value = assignment.child_by_field_name("value")
            if name is None:
                continue
            if value is None:
                end = self.source.span(assignment).end
                token = Token("", Span(end, end), ())
            else:
                token = literal(self.source, value)
            if DYNAMIC not in token.text:
                values.append((self.source.slice(name), token))
        return values

    def _prefix_env(self, prefix: list[Node], state: State) -> dict[str, str]:
        """The exported variables with a known value, then `NAME=VALUE` before the command."""
        env = {}
        for name, var in state.visible().items():
            if var.exported and var.kind is Kind.STRING:
                text = joined(var.pieces).token.text if var.pieces else ""
                if DYNAMIC not in text:
                    env[name] = text
        env.update((name, token.text) for name, token in self._prefix_values(prefix))
        return env

    # Words.

    def _expand(self, nodes: list[Node], state: State, origin: Span) -> list[Piece]:
        pieces: list[Piece] = []
        for node in nodes:
            ref = reference(self.source, node)
            if ref is None:
                pieces.append(Piece(literal(self.source, node), origin))
            else:
                pieces.extend(self._resolve(ref, node, state, origin))
        return pieces

    def _resolve(self, ref: Ref, node: Node, state: State, origin: Span) -> list[Piece]:
        span = self.source.span(node)
        unknown = [Piece(dynamic(span), origin)]
        if ref.name in {"@", "*"} or ref.name.isdigit():
            values = _positional(ref, state.positional)
        elif _NAME.fullmatch(ref.name):
            var = state.lookup(ref.name)
            if var is None or var.kind in {Kind.UNKNOWN, Kind.UNSET}:
                return unknown
            values = var.pieces if ref.array and var.kind is Kind.ARRAY else None
            if values is None:
                scalar = var.pieces[:1] if var.kind is Kind.ARRAY else var.pieces
                return [joined(scalar)] if ref.quoted else split(scalar)
            if ref.quoted and ref.joined:
                return [joined(values)] if len(values) == 1 else unknown
        else:
            return unknown
        if values is None:
            return unknown
        if ref.quoted:
            return list(values)
        return [word for value in values for word in split((value,))]


def _relevant_names(source: Source, root: Node) -> frozenset[str]:
    """Names a command word, an assignment or a declaration reads whole, or a
    declaration names; the words of tests and messages do not count."""
    names: set[str] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type == "test_command" or (node.type == "command" and _is_message(source, node)):
            continue
        if node.type in {"string", "simple_expansion", "expansion"}:
            ref = reference(source, node)
            if ref is not None:
                names.add(ref.name)
        elif node.type == "declaration_command":
            for child in node.named_children:
                target = (
                    child if child.type == "variable_name" else child.child_by_field_name("name")
                )
                if target is not None and child.type in {"variable_name", "variable_assignment"}:
                    names.add(source.slice(target))
        stack.extend(node.children)
    return frozenset(names)


def _is_message(source: Source, command: Node) -> bool:
    name = command.child_by_field_name("name")
    return name is not None and source.slice(name).rsplit("/", 1)[-1] in MESSAGE_COMMANDS


def _positional(ref: Ref, positional: tuple[Piece, ...] | None) -> tuple[Piece, ...] | None:
    """The call's words for `$@`/`$*`/`$N`; None when not known."""
    if positional is None:
        return None
    if ref.name in {"@", "*"}:
        if ref.joined and ref.quoted and len(positional) > 1:
            return None
        return positional
    index = int(ref.name)
    if index == 0:
        return None
    if index <= len(positional):
        return (positional[index - 1],)
    return ()


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


def _read_into(state: State, pieces: list[Piece]) -> State:
    """`read X`, `read -a A`, `mapfile A`, `printf -v X`: the named variables
    hold what the reader cannot see."""
    names = []
    words = [piece.token.text for piece in pieces]
    if words[0] == "printf":
        names = words[2:3] if words[1:2] == ["-v"] else []
    else:
        index = 1
        while index < len(words):
            word = words[index]
            if word in _READ_VALUE_OPTIONS and index + 1 < len(words):
                index += 1
                if word in {"-a", "-v"}:
                    names.append(words[index])
            elif not word.startswith("-"):
                names.append(word)
            index += 1
    for name in names:
        if _NAME.fullmatch(name):
            state = state.assign(name, Var(Kind.UNKNOWN))
    return state


def _command_parts(node: Node) -> tuple[list[Node], list[Node]]:
    """The `NAME=VALUE` prefix and the command's words (its name, then its arguments)."""
    prefix: list[Node] = []
    words: list[Node] = []
    for index, child in enumerate(node.children):
        field_name = node.field_name_for_child(index)
        if child.type == "variable_assignment":
            prefix.append(child)
        elif field_name == "name":
            words.extend(child.named_children)
        elif field_name == "argument":
            words.append(child)
    return prefix, words


def _split_at_then(node: Node) -> tuple[list[Node], list[Node]]:
    """An `if`/`elif`'s condition statements and its body statements."""
    condition: list[Node] = []
    body: list[Node] = []
    seen_then = False
    for child in node.children:
        if child.type == "then":
            seen_then = True
        elif child.is_named and child.type not in {"elif_clause", "else_clause"}:
            (body if seen_then else condition).append(child)
    return condition, body


def _case_item(item: Node) -> tuple[list[Node], list[Node]]:
    patterns: list[Node] = []
    body: list[Node] = []
    for index, child in enumerate(item.children):
        field_name = item.field_name_for_child(index)
        if field_name == "value":
            patterns.append(child)
        elif child.is_named and field_name not in {"termination", "fallthrough"}:
            body.append(child)
    return patterns, body
