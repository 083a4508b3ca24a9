"""Strings run as scripts: `eval "$CMD"`, `bash -c '...'`, `ssh host "..."`.

Where the string can be read in place (see `nested`) its statements are
followed as part of the run: after `eval` in the current shell, so the states
it leaves go on; in a new shell from the environment it is given (nothing
through `ssh`), its changes dropped. A string the tool cannot read is a
launch with a note when what is known of it names SGLang; after `eval`, the
variables it names may have changed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tree_sitter import Node

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.shell.environment import through_wrappers
from hisparse_fix.formats.shell.nested import Mode, Script
from hisparse_fix.formats.shell.nested import view as nested_view
from hisparse_fix.formats.shell.relevant import relevant_names
from hisparse_fix.formats.shell.source import parse, walk
from hisparse_fix.formats.shell.state import Kind, State
from hisparse_fix.formats.shell.statements import Reached, Statements
from hisparse_fix.formats.shell.unfollowed import altered
from hisparse_fix.formats.shell.words import Piece, Unread, dynamic
from hisparse_fix.sites import Note, Span

_MAX_NESTING = 4


class Scripts(Statements):
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
        self.source, self.relevant = view, self.relevant | relevant_names(view, root)
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
                state = altered(state, name, why)
        return [state]


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
        unfollowed=state.unfollowed,
        capped=state.capped,
        shell_options=state.shell_options,
    )
