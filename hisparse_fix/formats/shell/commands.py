"""Simple commands: function calls, builtins that change the run, launches.

A call runs the function's body with the call's words as `"$@"`; `exit`,
`return`, `break`, `continue` and `exec` stop the run; `set --` and `shift`
change its arguments; `read` and its like set variables the tool cannot know;
a string run as a script goes to `Scripts`. Any other command whose words
reach an SGLang entry point is a launch, recorded with the environment it gets
from the run's exports and the `NAME=VALUE` words before it. Messages
(`echo`, `printf`...) are never launches.
"""

from __future__ import annotations

from dataclasses import replace

from tree_sitter import Node

from hisparse_fix.argv import entry_point
from hisparse_fix.formats.shell.environment import through_wrappers
from hisparse_fix.formats.shell.expansion import expand
from hisparse_fix.formats.shell.nested import script_of
from hisparse_fix.formats.shell.options import with_options
from hisparse_fix.formats.shell.placeholders import filled_in
from hisparse_fix.formats.shell.relevant import MESSAGE_COMMANDS
from hisparse_fix.formats.shell.scripts import Scripts
from hisparse_fix.formats.shell.state import Choice, Kind, State, Stop, Var
from hisparse_fix.formats.shell.statements import Reached
from hisparse_fix.formats.shell.unfollowed import read_into, sourced
from hisparse_fix.formats.shell.words import Piece, joined, literal
from hisparse_fix.sites import DYNAMIC, Note, Span, Token

_MAX_CALL_DEPTH = 16
_STOPS = {"exit": Stop.EXIT, "return": Stop.RETURN, "break": Stop.BREAK, "continue": Stop.CONTINUE}


class Commands(Scripts):
    def _function_definition(self, node: Node, states: list[State]) -> list[State]:
        name = node.child_by_field_name("name")
        if name is None:
            return states
        start = self.source.span(node).start
        self._functions.setdefault(start, node)
        return [state.define(self.source.slice(name), start) for state in states]

    def _command(self, node: Node, states: list[State]) -> list[State]:
        self._visited.add(self.source.span(node).start)
        self._substitutions(node, states)
        result: list[State] = []
        for state in states:
            result.extend(self._run_command(node, state))
        return result

    def _run_command(self, node: Node, state: State) -> list[State]:
        prefix, word_nodes = _command_parts(node)
        origin = self.source.span(node)
        pieces = expand(self.source, word_nodes, state, origin)
        if not pieces:
            return [state]
        name = pieces[0].token.text
        if name.rsplit("/", 1)[-1] in MESSAGE_COMMANDS:
            line = self.source.line(node)
            return [read_into(state, pieces, line) if name == "printf" else state]
        start = state.function(name)
        if start is not None and start in self._functions:
            return self._call(node, start, pieces, prefix, state)
        stop = _STOPS.get(name)
        if stop is not None:
            return [replace(state, stop=stop)]
        if name in {"read", "mapfile", "readarray", "getopts"}:
            return [read_into(state, pieces, self.source.line(node))]
        if name == "set" and len(pieces) > 1 and pieces[1].token.text == "--":
            return [replace(state, positional=tuple(pieces[2:]))]
        if name in {"set", "shopt"}:
            return [with_options(state, [piece.token.text for piece in pieces])]
        if name in {"source", "."} and len(pieces) > 1:
            text = self.source.slice(node).split("\n", 1)[0][:40]
            why = f"`{text}` on line {self.source.line(node)} may change it"
            return [sourced(state, self.relevant, why)]
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
        for name, var in state.visible().items():
            # An SGLang switch (`SGLANG_USE_CPU_ENGINE`) the tool no longer knows.
            if name.startswith("SGLANG_") and var.exported and var.unread and var.unread.partial:
                state = state.unfollow(f"the environment it gets may differ: {var.unread.message}")
        self.launches.append(Reached(span, self.source.span(node), words, env_items, state, notes))

    def _unreached(self, node: Node) -> None:
        """A launch no followed path reaches (dead code, a heredoc piped to a shell):
        read as written, with a note."""
        prefix, word_nodes = _command_parts(node)
        origin = self.source.span(node)
        pieces = expand(self.source, word_nodes, State(), origin)
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
