"""The walk every part of the interpreter shares, statement by statement.

A statement maps the list of states that reach it to the list that leaves it.
Its handler is the method named after its node type (`_if_statement`,
`_command`...), found on the parts `Interpreter` is made of; a node without
one only has the launches inside its `$(...)` followed. What the walk finds
(launches, arrays holding HiSparse) and what it knows of the whole script (its
functions, the variables worth tracking) live here, for every handler to use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tree_sitter import Node

from hisparse_fix.formats.shell.readers import spans
from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import State, merge
from hisparse_fix.formats.shell.words import Piece
from hisparse_fix.limits import MAX_RUNS, MAX_STEPS, WorkLimitExceeded
from hisparse_fix.records import replace
from hisparse_fix.sites import Note, Reader, Span

CAP = MAX_RUNS
"""Most runs followed at once; past it the values they differ in are made unknown,
then the runs taking the most branches dropped and the launches noted (`state.merge`)."""

_SKIPPED = frozenset({"comment", "heredoc_body", "file_redirect", "heredoc_redirect"})
_PASSES_STATUS = re.compile(r"""(?:exit|return)\s+["']?\$\?["']?""")
"""`exit $?`: the launch's outcome passed on as it is, not tested."""
_SUBSTITUTIONS = frozenset({"command_substitution", "process_substitution"})


class Reached(NamedTuple):
    """A launch (or an unexpanded array holding HiSparse) as one run reaches it."""

    span: Span
    """Where the site is reported: the launch, or the call whose words it takes."""
    node: Span
    pieces: tuple[Piece, ...]
    env: tuple[tuple[str, str], ...]
    state: State
    notes: tuple[Note, ...] = ()
    partial: bool = False
    """Not all the launch gets was followed (its environment): nothing it reads is edited."""
    positional_model: bool = False
    """The entry point reads a first word that is no option as the model (`sglang serve`)."""


@dataclass
class Statements:
    source: Source
    launches: list[Reached] = field(default_factory=list)
    fragments: list[Reached] = field(default_factory=list)
    used: set[Span] = field(default_factory=set)
    """Origins of the words some launch read."""
    relevant: frozenset[str] = frozenset()
    """Variables a word expands whole or a declaration names: only these are
    tracked, so branches that set other variables do not multiply the runs."""
    tested: frozenset[str] = frozenset()
    """Variables only tests read (see `relevant.tested_names`): not tracked, but what
    is copied into them is read by those tests."""
    _functions: dict[int, tuple[Node, Source]] = field(default_factory=dict)
    """Defined functions by start offset, each with the text it is read from (a function
    defined in the file and called from a string read as a script is read from the file)."""
    _called: set[int] = field(default_factory=set)
    _active: list[int] = field(default_factory=list)
    _visited: set[int] = field(default_factory=set)
    _status_tested: str = ""
    """Why the exit status of what is being read decides what the script does next
    (`! cmd`, an `if` or loop condition): a launch there may be a test that expects
    SGLang to refuse it, so it is reported, not edited."""
    _outer: tuple[Note, ...] = ()
    """Notes for every launch in the string being read (`docker --env-file`...)."""
    _depth: int = 0
    _written: dict[str, Any] = field(default_factory=dict)
    ran_heredocs: set[Span] = field(default_factory=set)
    """Heredocs written to a file this script then runs: read (or reported) as its script."""
    """Files this script wrote from a heredoc (`cat > job.sh <<EOF`), by path."""
    _aliases: dict[str, Any] = field(default_factory=dict)
    """`alias NAME=...`: the definition's word, and its words where they are plain."""
    _expand_aliases: bool = False
    readers: dict[Reader, None] = field(default_factory=dict)
    """Uses of the file's text that are not launches the tool models (see `readers`)."""
    _sink: str = ""
    """Where the output of the statement being read goes, when not to the terminal
    (`written to a file`, `piped`): a message there is read by something else."""
    _tail: tuple[Span, str] | None = None
    """The last part of the pipeline being read, and where its output goes."""
    steps: int = 0
    """Statements read so far, once for each run that reached them (`MAX_STEPS`)."""

    def _read_by(self, pieces: list[Piece], what: str) -> None:
        """The text these words were written in is also read by `what`."""
        for span in spans(self.source.text, pieces):
            self.readers[Reader(span, what)] = None

    def block(self, nodes: list[Node], states: list[State]) -> list[State]:
        previous = (0, 0)
        for node in nodes:
            if node.type in _SKIPPED:
                continue
            if "$?" in self.source.slice(node) and not _PASSES_STATUS.fullmatch(
                self.source.slice(node).strip()
            ):
                self._status_read(previous, self.source.line(node))
            previous = (len(self.launches), previous[1])
            if _in_background(node):
                # `cmd &`, `{ ...; } &`, `a && b &` run in a subshell: launches
                # inside are found, what they change is not seen after.
                self.statement(node, states)
            else:
                states = self.statement(node, states)
            previous = (previous[0], len(self.launches))
        return states

    def _status_read(self, launched: tuple[int, int], line: int) -> None:
        """`launch; rc=$?`: the script reads whether the launches just before failed."""
        why = (
            f"its exit status is read by `$?` on line {line}: the script may expect SGLang "
            "to refuse this launch, so it is not edited"
        )
        for index in range(*launched):
            item = self.launches[index]
            note = Note(item.span, why)
            self.launches[index] = replace(item, partial=True, notes=(*item.notes, note))

    def statement(self, node: Node, states: list[State]) -> list[State]:
        live = [state for state in states if state.stop is None]
        if not live:
            return states
        self.steps += len(live)
        if self.steps > MAX_STEPS:
            raise WorkLimitExceeded(MAX_STEPS)
        stopped = [state for state in states if state.stop is not None]
        handler = getattr(self, f"_{node.type}", None)
        if handler is None:
            self._substitutions(node, live)
            return states
        return merge(stopped + handler(node, live), CAP)

    def _substitutions(self, node: Node, states: list[State]) -> None:
        """Launches inside `$(...)` run in a subshell: recorded, their effects dropped."""
        stack = list(node.children)
        while stack:
            current = stack.pop()
            if current.type in _SUBSTITUTIONS:
                self.block(current.named_children, states)
            elif current.type not in {"function_definition", "subshell"}:
                stack.extend(current.children)


def _in_background(node: Node) -> bool:
    after = node.next_sibling
    return after is not None and after.type == "&"
