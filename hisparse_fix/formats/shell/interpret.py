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
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.shell.environment import through_wrappers
from hisparse_fix.formats.shell.nested import Mode, Script, script_of
from hisparse_fix.formats.shell.nested import view as nested_view
from hisparse_fix.formats.shell.placeholders import filled_in
from hisparse_fix.formats.shell.source import Source, parse, walk
from hisparse_fix.formats.shell.state import Choice, Kind, State, Stop, Var, merge
from hisparse_fix.formats.shell.words import (
    QUOTED,
    Piece,
    Ref,
    Unread,
    dynamic,
    joined,
    literal,
    names_inside,
    reference,
    segments,
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
_MAX_NESTING = 4
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ELEMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\[.*\]", re.DOTALL)
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
    _outer: tuple[Note, ...] = ()
    """Notes for every launch in the string being read (`docker --env-file`...)."""
    _depth: int = 0

    def run(self, root: Node) -> None:
        """The script from the top, then each function it never calls, from
        the state at its end, then any launch no path reached, as written."""
        definitions = [node for node in walk(root) if node.type == "function_definition"]
        for node in definitions:
            self._functions[self.source.span(node).start] = node
        self.relevant = _relevant_names(self.source, root)
        final = self.block(root.named_children, [State()])
        ends = merge([replace(state, stop=None) for state in final], CAP)
        for node in definitions:
            if self.source.span(node).start in self._called:
                continue
            self._called.add(self.source.span(node).start)
            body = node.child_by_field_name("body")
            if body is not None:
                entered = [
                    replace(state, frames=(*state.frames, ()), positional=None) for state in ends
                ]
                self.statement(body, entered)
        for node in walk(root):
            if node.type == "command" and self.source.span(node).start not in self._visited:
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
        start = self.source.span(node).start
        self._functions.setdefault(start, node)
        return [state.define(self.source.slice(name), start) for state in states]

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
        names, elements = _unset_names(self.source, node)
        why = f"`{self.source.slice(node)}` on line {self.source.line(node)} removes an element"
        result = []
        for state in states:
            for name in names:
                state = state.unset(name)
            for name in elements:
                state = _altered(state, name, why)
            result.append(state)
        return result

    def _command(self, node: Node, states: list[State]) -> list[State]:
        self._visited.add(self.source.span(node).start)
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
            text = self.source.slice(node).split("\n", 1)[0][:40]
            why = f"`{text}` on line {self.source.line(node)} sets an element"
            return _altered(state, self.source.slice(inner), why)
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
        var = self._scalar(value, state, origin)
        if append and var.kind is Kind.STRING and previous is not None:
            var = _appended(previous, var)
        return state.assign(name, replace(var, exported=exported), local=local, global_=global_)

    def _scalar(self, value: Node | None, state: State, origin: Span) -> Var:
        """A string's value, its parts keeping where each was written: `"$OPTS --x"`
        is OPTS's pieces then the new text."""
        if value is None:
            return Var(Kind.STRING, ())
        ref = reference(self.source, value)
        if ref is not None and not ref.array and _NAME.fullmatch(ref.name):
            copied = state.lookup(ref.name)
            if copied is None or copied.kind in {Kind.UNKNOWN, Kind.UNSET}:
                return Var(Kind.UNKNOWN, unread=None if copied is None else copied.unread)
            pieces = copied.pieces[:1] if copied.kind is Kind.ARRAY else copied.pieces
            return Var(Kind.STRING, pieces, unread=copied.unread)
        spelled = value.type in QUOTED
        where = self.source.span(value)
        pieces: list[Piece] = []
        unread: Unread | None = None
        for part in segments(self.source, value):
            if isinstance(part, Token):
                pieces.append(Piece(part, where, spelled))
                continue
            inner = reference(self.source, part)
            var = None if inner is None or inner.array else state.lookup(inner.name)
            if var is not None and var.kind is Kind.STRING:
                pieces.extend(var.pieces)
                unread = unread or var.unread
            else:
                pieces.append(self._unknown_part(part, state, origin))
        if len(pieces) == 1 and pieces[0].token.text == DYNAMIC and pieces[0].unread is None:
            return Var(Kind.UNKNOWN)
        return Var(Kind.STRING, tuple(pieces), unread=unread)

    def _unknown_part(self, node: Node, state: State, origin: Span) -> Piece:
        """An expansion the tool does not resolve, with the words of the file it reads."""
        reads: list[Piece] = []
        for name in names_inside(self.source, node):
            var = state.lookup(name)
            if var is not None:
                reads.extend(var.pieces)
                if var.unread is not None:
                    reads.extend(var.unread.reads)
        unread = Unread(reads=tuple(reads)) if reads else None
        return Piece(dynamic(self.source.span(node)), origin, unread=unread)

    def _declare(self, node: Node, state: State) -> State:
        keyword = node.children[0].type
        words = [
            self.source.slice(child)
            for child in node.named_children
            if child.type == "word" and self.source.slice(child)[:1] in {"-", "+"}
        ]
        flags = "".join(word[1:] for word in words if word.startswith("-"))
        removed = "".join(word[1:] for word in words if word.startswith("+"))
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
            referred = None if value is None else literal(self.source, value).text
            why = f"`{name}` is a name reference (`declare -n`, line {line}), not followed"
            reads: tuple[Piece, ...] = ()
            if referred is not None and _NAME.fullmatch(referred):
                var = state.lookup(referred)
                reads = () if var is None else var.pieces
                through = f"it may be changed through the name reference `{name}` (line {line})"
                state = _altered(state, referred, through)
            state = state.assign(name, Var(Kind.UNKNOWN, unread=Unread(why, reads)), local=local)
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
            line = self.source.line(node)
            return [_read_into(state, pieces, line) if name == "printf" else state]
        start = state.function(name)
        if start is not None and start in self._functions:
            return self._call(node, start, pieces, prefix, state)
        stop = _STOPS.get(name)
        if stop is not None:
            return [replace(state, stop=stop)]
        if name in {"read", "mapfile", "readarray", "getopts"}:
            return [_read_into(state, pieces, self.source.line(node))]
        if name == "set" and len(pieces) > 1 and pieces[1].token.text == "--":
            return [replace(state, positional=tuple(pieces[2:]))]
        if name == "shift" and state.positional is not None:
            count = (
                int(pieces[1].token.text)
                if len(pieces) > 1 and pieces[1].token.text.isdigit()
                else 1
            )
            return [replace(state, positional=state.positional[count:])]
        script = script_of(pieces)
        if script is not None:
            return self._script(node, script, pieces, self._prefix_env(prefix, state), state)
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
        words = tuple(filled_in(pieces[:entry], pieces[entry:]))
        self.used.update(
            read.origin
            for piece in pieces
            for read in piece.read_pieces()
            if read.origin is not None
        )
        origins = {piece.origin for piece in words}
        span = next((call for call in state.calls if call in origins), self.source.span(node))
        notes = self._outer + tuple(
            Note(span_, f"{what} is not read") for span_, what in launched.unread
        )
        env_items = tuple(sorted(launched.values.items()))
        self.launches.append(Reached(span, self.source.span(node), words, env_items, state, notes))

    def _script(
        self, node: Node, script: Script, pieces: list[Piece], env: dict[str, str], state: State
    ) -> list[State]:
        """A string run as a script: read in place where it is written as it reads
        (see `nested`), else a launch the tool cannot read when it mentions SGLang."""
        tokens = [piece.token for piece in pieces]
        launched = through_wrappers(tokens[: script.runner], env)
        view = nested_view(self.source.text, script.words)
        line = self.source.line(node)
        if view is None or self._depth >= _MAX_NESTING:
            return self._unread_script(node, script, pieces, state)
        try:
            root = parse(view)
        except ParseError:
            return self._unread_script(node, script, pieces, state)
        if script.mode is Mode.EVAL:
            entered = state
        else:
            inherited = {} if script.mode is Mode.REMOTE else launched.values
            entered = _child(state, inherited)
        outer = (self.source, self.relevant, self._outer)
        self.source, self.relevant = view, self.relevant | _relevant_names(view, root)
        self._outer += tuple(
            Note(span, f"{what} is not read (line {line})") for span, what in launched.unread
        )
        self._depth += 1
        try:
            for definition in walk(root):
                if definition.type == "function_definition":
                    self._functions.setdefault(view.span(definition).start, definition)
            out = self.block(root.named_children, [entered])
        finally:
            self.source, self.relevant, self._outer = outer
            self._depth -= 1
        if script.mode is Mode.EVAL:
            return out
        return [state]

    def _unread_script(
        self, node: Node, script: Script, pieces: list[Piece], state: State
    ) -> list[State]:
        """A string the tool cannot read as a script: a launch with a note when what
        is known of it names SGLang; after `eval`, the variables it names are changed."""
        line = self.source.line(node)
        reads = tuple(read for word in script.words for read in word.read_pieces())
        known = " ".join(read.token.text for read in reads)
        runner = script.describe(pieces)
        if "sglang" in known:
            span = self.source.span(node)
            written = Span(script.words[0].token.span.start, script.words[-1].token.span.end)
            why = f"{runner} runs it as a script, which the tool reads only from a plain string"
            word = Piece(dynamic(written), span, unread=Unread(why, reads))
            self.used.update(read.origin for read in reads if read.origin is not None)
            self.launches.append(Reached(span, span, (word,), (), state, self._outer))
        if script.mode is not Mode.EVAL:
            return [state]
        why = f"`eval` on line {line} may change it"
        for name in state.visible():
            if re.search(rf"\b{re.escape(name)}\b", known):
                state = _altered(state, name, why)
        return [state]

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
        env = dict(state.inherited)
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
            if ref is not None:
                pieces.extend(self._resolve(ref, node, state, origin))
                continue
            token = literal(self.source, node)
            unread = None
            if token.dynamic:
                reads = [
                    read
                    for part in segments(self.source, node)
                    if not isinstance(part, Token)
                    for read in _reads(self._unknown_part(part, state, origin))
                ]
                unread = Unread(reads=tuple(reads)) if reads else None
            pieces.append(Piece(token, origin, unread=unread))
        return pieces

    def _resolve(self, ref: Ref, node: Node, state: State, origin: Span) -> list[Piece]:
        span = self.source.span(node)
        unknown = [Piece(dynamic(span), origin)]
        if ref.name in {"@", "*"} or ref.name.isdigit():
            values = _positional(ref, state.positional)
        elif _NAME.fullmatch(ref.name):
            var = state.lookup(ref.name)
            if var is None or var.kind in {Kind.UNKNOWN, Kind.UNSET}:
                unread = None if var is None else var.unread
                return [Piece(dynamic(span), origin, unread=unread)]
            if var.unread is not None:
                # Known words, and what the change the tool does not follow may add.
                marker = Piece(dynamic(span), origin, unread=var.unread)
                return [*self._resolve_known(ref, var, unknown), marker]
            return self._resolve_known(ref, var, unknown)
        else:
            return unknown
        if values is None:
            return unknown
        if ref.quoted:
            return list(values)
        return [word for value in values for word in split((value,))]

    def _resolve_known(self, ref: Ref, var: Var, unknown: list[Piece]) -> list[Piece]:
        values = var.pieces if ref.array and var.kind is Kind.ARRAY else None
        if values is None:
            scalar = var.pieces[:1] if var.kind is Kind.ARRAY else var.pieces
            return [joined(scalar)] if ref.quoted else split(scalar)
        if ref.quoted and ref.joined:
            if len(values) == 1:
                return [joined(values)]
            return [replace(unknown[0], unread=Unread(reads=values))]
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
            if node.type != "string":
                names.update(names_inside(source, node))
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


def _read_into(state: State, pieces: list[Piece], line: int) -> State:
    """`read X`, `read -a A`, `mapfile A`, `printf -v X`: the named variables
    hold what the reader cannot see; `mapfile -O N A` and `read 'A[1]'` change
    some of A's words."""
    names = []
    words = [piece.token.text for piece in pieces]
    command = words[0]
    keeps = False
    if command == "printf":
        names = words[2:3] if words[1:2] == ["-v"] else []
    else:
        index = 1
        while index < len(words):
            word = words[index]
            if word in _READ_VALUE_OPTIONS and index + 1 < len(words):
                index += 1
                if word in {"-a", "-v"}:
                    names.append(words[index])
            elif command in {"mapfile", "readarray"} and word.startswith("-O"):
                keeps = True
                index += 0 if len(word) > 2 else 1
            elif command in {"mapfile", "readarray"} and word in {"-s", "-c", "-C"}:
                index += 1
            elif not word.startswith("-"):
                names.append(word)
            index += 1
    why = f"`{command}` on line {line} sets it from input the tool does not read"
    for name in names:
        element = _ELEMENT.fullmatch(name)
        if element is not None or (keeps and _NAME.fullmatch(name)):
            state = _altered(state, element.group(1) if element else name, why)
        elif _NAME.fullmatch(name):
            state = state.assign(name, Var(Kind.UNKNOWN, unread=Unread(f"`{name}`: {why}")))
    return state


def _child(state: State, env: dict[str, str]) -> State:
    """A new shell's start: the variables of `env`, as the parent's pieces where
    the parent exported the same value, else as text only."""
    frame = []
    inherited = []
    for name, text in env.items():
        var = state.lookup(name)
        if (
            var is not None
            and var.exported
            and var.kind is Kind.STRING
            and ("".join(piece.token.text for piece in var.pieces) == text)
        ):
            frame.append((name, var))
        else:
            inherited.append((name, text))
    return replace(
        State(),
        frames=(tuple(frame),),
        inherited=tuple(inherited),
        choices=state.choices,
        example=state.example,
        partial=state.partial,
    )


def _altered(state: State, name: str, why: str) -> State:
    """A changed in a way the tool does not follow: its known words may be
    removed or replaced, and others added, in every run past this point."""
    var = state.lookup(name)
    unread = Unread(f"`{name}`: {why}; its words may differ from what the tool reads")
    if var is None or var.kind in {Kind.UNSET, Kind.UNKNOWN}:
        return state.assign(
            name, Var(Kind.UNKNOWN, exported=bool(var and var.exported), unread=unread)
        )
    return state.assign(name, replace(var, unread=replace(unread, partial=True)))


def _unset_names(source: Source, node: Node) -> tuple[list[str], list[str]]:
    """The variables `unset` removes and the arrays it removes an element of."""
    names: list[str] = []
    elements: list[str] = []
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
        elif _ELEMENT.fullmatch(text):
            elements.append(text.split("[", 1)[0])
        elif not functions and _NAME.fullmatch(text):
            names.append(text)
    return names, elements


def _reads(piece: Piece) -> tuple[Piece, ...]:
    return () if piece.unread is None else piece.unread.reads


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
