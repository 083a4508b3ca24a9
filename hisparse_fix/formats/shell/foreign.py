"""The statements that read a variable's text without launching SGLang.

Tests (`[[ ]]`, `case`, `(( ))`), heredoc and here-string bodies, and what a
statement writes to a file or a pipe: each is recorded as a `Reader` of the
text the variables it expands were written in (see `readers`), and then read
as `Flow` reads it. Commands are recorded where they run (`Commands`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from tree_sitter import Node

from hisparse_fix.formats.shell.flow import Flow
from hisparse_fix.formats.shell.readers import SCRIPT_RUNNERS, expanded, writes_elsewhere
from hisparse_fix.formats.shell.state import State
from hisparse_fix.formats.shell.words import literal
from hisparse_fix.vocabulary.sites import Span


class Foreign(Flow):
    def _read_in(self, node: Node, states: list[State], what: str) -> None:
        for state in states:
            self._read_by(expanded(self.source, node, state), what)

    def _test_command(self, node: Node, states: list[State]) -> list[State]:
        brackets = "[[ ]]" if self.source.slice(node).startswith("[[") else "[ ]"
        self._read_in(node, states, f"the `{brackets}` test on line {self.source.line(node)}")
        return super()._test_command(node, states)

    def _case_statement(self, node: Node, states: list[State]) -> list[State]:
        line = self.source.line(node)
        for child in node.children:
            if child.type == "case_item":
                for index, part in enumerate(child.children):
                    if child.field_name_for_child(index) == "value":
                        self._read_in(part, states, f"the `case` on line {line}")
            elif child.is_named:
                self._read_in(child, states, f"the `case` on line {line}")
        return super()._case_statement(node, states)

    def _compound_statement(self, node: Node, states: list[State]) -> list[State]:
        if node.children and node.children[0].type == "((":
            self._read_in(node, states, f"the arithmetic on line {self.source.line(node)}")
        return super()._compound_statement(node, states)

    def _pipeline(self, node: Node, states: list[State]) -> list[State]:
        if len(node.named_children) < 2:
            return super()._pipeline(node, states)
        # The last part writes where the pipeline does: only the parts before it are piped.
        tail = (self.source.span(node.named_children[-1]), self._sink)
        return self._with_sink("piped", partial(super()._pipeline, node, states), tail)

    def _redirected_statement(self, node: Node, states: list[State]) -> list[State]:
        body = node.child_by_field_name("body")
        redirects = [child for child in node.named_children if child is not body]
        fed_to_script = body is not None and self._runs_scripts(body)
        for redirect in redirects:
            line = self.source.line(redirect)
            if redirect.type == "heredoc_redirect" and not fed_to_script:
                for part in redirect.named_children:
                    if part.type == "heredoc_body":
                        self._read_in(part, states, f"the heredoc on line {line}")
            elif redirect.type == "herestring_redirect" and not fed_to_script:
                self._read_in(redirect, states, f"the here-string on line {line}")
            elif redirect.type == "file_redirect":
                # `> "logs/server_$KV.log"`: the file's name is made from the value.
                self._read_in(redirect, states, f"the redirect on line {line}")
        run = partial(super()._redirected_statement, node, states)
        if writes_elsewhere(self.source, redirects):
            return self._with_sink("written to a file", run)
        return run()

    def _with_sink(
        self, sink: str, run: Callable[[], list[State]], tail: tuple[Span, str] | None = None
    ) -> list[State]:
        outer = self._sink, self._tail
        self._sink, self._tail = sink, tail
        try:
            return run()
        finally:
            self._sink, self._tail = outer

    def _runs_scripts(self, body: Node) -> bool:
        """Whether a command word is a shell or a job runner (`bash -s`, `ssh`, `sbatch`)."""
        if body.type != "command":
            return False
        for child in body.named_children:
            words = child.named_children if child.type == "command_name" else [child]
            for word in words:
                if literal(self.source, word).text.rsplit("/", 1)[-1] in SCRIPT_RUNNERS:
                    return True
        return False
