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
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tree_sitter import Node

from hisparse_fix.formats.shell.environment import ENV_SWITCHES
from hisparse_fix.formats.shell.readers import spans
from hisparse_fix.formats.shell.relevant import MESSAGE_COMMANDS, UTILITIES
from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import State, Stop, merge
from hisparse_fix.formats.shell.words import Piece, names_inside
from hisparse_fix.sglang.platform_words import platform_variable
from hisparse_fix.vocabulary.limits import MAX_JOINED, MAX_RUNS, MAX_STEPS, WorkLimitExceeded
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Note, Reader, Span

CAP = MAX_RUNS
"""Most runs followed at once; past it the values they differ in are made unknown,
then the runs taking the most branches dropped and the launches noted (`state.merge`)."""

_SKIPPED = frozenset({"comment", "heredoc_body", "file_redirect", "heredoc_redirect"})
_PASSES_STATUS = re.compile(r"""(?:exit|return)\s+["']?\$\?["']?""")
"""`exit $?`: the launch's outcome passed on as it is, not tested."""
_SUBSTITUTIONS = frozenset({"command_substitution", "process_substitution"})
_REDIRECT = re.compile(r"(?<![<>&\w])(\d?)(&>>|&>|>>|>&|>\||>)\s*(&?[\w./$-]+)|\|&")


def _captures_errors(text: str) -> bool:
    """Whether a substitution's text sends error output to what it captures: `2>&1`,
    `|&`, `&>` before any redirect of standard output to a file (`> log 2>&1` sends
    both to the file), followed in the order bash applies them."""
    out, err = "captured", "terminal"
    for match in _REDIRECT.finditer(text):
        if match.group(0) == "|&":
            err = out
            continue
        descriptor, operator, target = match.groups()
        if operator in {"&>", "&>>"}:
            out = err = target
        elif (target in {"&1", "1"} and operator == ">&") or target == "&1":
            if descriptor == "2":
                err = out
        elif target == "&2":
            if descriptor in {"", "1"}:
                out = err
        elif descriptor == "2":
            err = target
        elif descriptor in {"", "1"}:
            out = target
    return err == "captured"


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
    array: str = ""
    """For an unexpanded array holding HiSparse (a fragment): the array's name."""


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
    _function_names: tuple[int, frozenset[str]] = (0, frozenset())
    """The names written in the script's functions, and for how many functions."""
    _called: set[int] = field(default_factory=set)
    _active: list[int] = field(default_factory=list)
    _visited: set[int] = field(default_factory=set)
    _readonly: dict[str, int] = field(default_factory=dict)
    """Names made read-only at the script's top level (`readonly KV=fp8_e4m3`), with the
    offset after which bash refuses every assignment to them."""
    _converted: dict[str, str] = field(default_factory=dict)
    """Names declared to convert the case of their values (`declare -l`), with why
    their values are not worked out."""
    _never_run: dict[int, str] = field(default_factory=dict)
    """Statements no run reaches whatever the input (the body of `if false; then`), by
    start offset, with why: a launch there is reported, never edited."""
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
    read_whole: frozenset[str] = frozenset()
    """Variables a command word or an assignment reads whole (`relevant_names` but for
    those only declared): where runs are joined, these keep each run's value."""
    steps: int = 0
    """Statements read so far, once for each run that reached them."""
    budget: int = MAX_STEPS
    """Most steps the script may take (`limits.step_budget`), set from its size."""

    def _read_by(self, pieces: list[Piece], what: str) -> None:
        """The text these words were written in is also read by `what`."""
        for span in spans(self.source.text, pieces):
            self.readers[Reader(span, what)] = None

    @property
    def visited(self) -> frozenset[int]:
        """The start of every command some run reached."""
        return frozenset(self._visited)

    def block(self, nodes: list[Node], states: list[State]) -> list[State]:
        previous = (0, 0)
        for position, node in enumerate(nodes):
            if node.type in _SKIPPED:
                continue
            if self.source.holds(node, "$?") and not _PASSES_STATUS.fullmatch(
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
                if position + 1 < len(nodes):  # the rest is sliced only when it is dead
                    self._ends_here(node, nodes, position, states)
                    self._after_a_stop(node, nodes, position)
            previous = (previous[0], len(self.launches))
        return states

    def _after_a_stop(self, node: Node, nodes: list[Node], position: int) -> None:
        """`return 1` or `exit` written on its own in a block (a function's body): the
        statements after it (`nodes` past `position`) never run, in any call."""
        if node.type != "command":
            return
        words = self.source.slice(node).split()
        if not words or words[0] not in {"return", "exit"} or len(words) > 2:
            return
        self._dead_after(
            nodes, position, f"it comes after the `{words[0]}` on line {self.source.line(node)}"
        )

    def _ends_here(self, node: Node, nodes: list[Node], position: int, states: list[State]) -> None:
        """Every run of the script stops at this top-level statement (`exit`, `return 0
        2>/dev/null || exit 0`, a function that exits): no run reaches the statements
        after it (`nodes` past `position`), whose launches are then reported, never
        edited as written."""
        if self._depth or not states or node.parent is None:
            return
        if node.parent.type != "program" or any(state.stop not in _ENDS for state in states):
            return
        why = f"every run of the script ends at line {self.source.line(node)}, before it"
        self._dead_after(nodes, position, why)

    def _dead_after(self, nodes: list[Node], position: int, why: str) -> None:
        """No run reaches the statements of `nodes` past `position`, for reason `why`."""
        for statement in nodes[position + 1 :]:
            self._never_run.setdefault(self.source.span(statement).start, why)

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
        stopped = [state for state in states if state.stop is not None]
        handler = getattr(self, f"_{node.type}", None)
        if handler is None:
            self._substitutions(node, live)
            return states
        if node.type == "command" and self._only_prints(node, live):
            self._visited.add(self.source.span(node).start)
            self._count(len(live))
            return states
        names = self._read_names(node)
        live = [
            part
            for state in live
            for part in state.split(
                names | self._environment_read(node, state), MAX_JOINED, self.precise
            )
        ]
        self._count(len(live))
        return merge(stopped + handler(node, live), CAP, self.precise)

    def _count(self, steps: int) -> None:
        self.steps += steps
        if self.steps > self.budget:
            raise WorkLimitExceeded(self.budget)

    def _only_prints(self, node: Node, states: list[State]) -> bool:
        """A command that only prints fixed text to the terminal or waits (`echo "..."`,
        `sleep 30`, `:`), which no alias or function of that name stands for: it changes
        nothing and reads nothing, so its runs go on as they came (most lines of a long
        script)."""
        name = _plain_command(self.source, node)
        return (
            name is not None
            and not self._aliases
            and not self._sink
            and self._tail is None
            and all(state.function(name) is None for state in states)
        )

    def precise(self, name: str) -> bool:
        """Whether a variable keeps each run's value where runs are joined: one a launch
        may read whole, or one of the environment a verdict reads (`_environment_read`);
        any other is joined as one unknown value that reads the text of each."""
        return (
            name in self.read_whole
            or name in ENV_SWITCHES
            or name == "IFS"
            or platform_variable(name)
        )

    def _read_names(self, node: Node) -> frozenset[str]:
        """The variables a statement reads or sets itself, which its runs are split on
        (`State.split`); a statement that holds others (a loop, an `if`, a function's
        body) reads only its own words: the statements inside split for themselves."""
        key = ("read_names", node.start_byte, node.end_byte, node.type)
        found = self.source.memo.get(key)
        if found is None:
            found = self.source.memo[key] = frozenset(
                name for part in _own_parts(node) for name in _names(self.source, part)
            )
        return found  # type: ignore[return-value]

    def _environment_read(self, node: Node, state: State) -> frozenset[str]:
        """The exported variables joined in this state that a verdict reads from a
        launch's environment (`SGLANG_USE_CPU_ENGINE`, a variable only ROCm reads), when
        the statement is a command that gets the environment (not a message, a utility or
        a function, whose commands split for themselves): each run's is its own. Other
        exported variables read as unknown in the environment, which no rule reads."""
        if node.type != "command":
            return frozenset()
        name = node.child_by_field_name("name")
        called = "" if name is None else self.source.slice(name)
        if called.rsplit("/", 1)[-1] in _NO_ENVIRONMENT or state.function(called) is not None:
            return frozenset()
        return frozenset(
            key
            for frame in state.frames
            for key, var in frame
            if var.branches and var.exported and (key in ENV_SWITCHES or platform_variable(key))
        )

    @contextmanager
    def _outcome_acted_on(self, why: str) -> Iterator[None]:
        """While `why` holds (empty: as outside), launches read here are ones the
        script acts on the outcome of (`_status_tested`): reported, not edited. The
        outermost reason is the one given."""
        outer = self._status_tested
        self._status_tested = outer or why
        try:
            yield
        finally:
            self._status_tested = outer

    def _substitutions(self, node: Node, states: list[State]) -> None:
        """Launches inside `$(...)` run in a subshell: recorded, their effects dropped.
        One whose error output is captured too (`OUT=$(launch 2>&1)`, then a search for
        SGLang's refusal) is read by the script for what SGLang says when it refuses:
        reported, not edited. (Standard output alone is a benchmark's results.)"""
        stack = list(node.children)
        while stack:
            current = stack.pop()
            if current.type in _SUBSTITUTIONS:
                why = ""
                if _captures_errors(self.source.slice(current)):
                    why = (
                        "its error output is captured by the substitution on line "
                        f"{self.source.line(current)}: the script may read SGLang's refusal "
                        "there, so it is not edited"
                    )
                with self._outcome_acted_on(why):
                    self.block(current.named_children, states)
            elif current.type not in {"function_definition", "subshell"}:
                stack.extend(current.children)


_PRINTS_OR_WAITS = frozenset({"echo", ":", "true", "sleep"})
"""Commands that, given fixed words, change nothing the script or a launch reads."""

_FIXED_WORDS = frozenset({"word", "raw_string", "number"})

_IN_SEQUENCE = frozenset(
    {"program", "compound_statement", "do_group", "if_statement", "elif_clause", "else_clause"}
)
"""Parents of a statement that runs it on its own (not in a pipeline, a redirection,
a list or a test)."""


def _plain_command(source: Source, node: Node) -> str | None:
    """The name of a command of `_PRINTS_OR_WAITS` run on its own, whose words are all
    fixed (no expansion, substitution, redirection or assignment); else None."""
    key = ("plain_command", node.start_byte, node.end_byte)
    if key in source.memo:
        return source.memo[key]  # type: ignore[return-value]
    found = None
    parent = node.parent
    if parent is not None and parent.type in _IN_SEQUENCE and not source.unparsed:
        found = _fixed_command_name(source, node)
    source.memo[key] = found
    return found


def _fixed_command_name(source: Source, node: Node) -> str | None:
    name = None
    for child in node.children:
        if child.type == "command_name":
            name = source.slice(child)  # `$CMD`, `"echo"`: not a name of the list below
        elif child.type == "string":
            if any(part.type not in {'"', "string_content"} for part in child.children):
                return None
        elif child.type not in _FIXED_WORDS:
            return None
    return name if name in _PRINTS_OR_WAITS else None


_HOLDERS = frozenset(
    {
        "program",
        "compound_statement",
        "do_group",
        "if_statement",
        "elif_clause",
        "else_clause",
        "case_item",
        "while_statement",
        "function_definition",
        "subshell",
        "pipeline",
        "list",
        "negated_command",
    }
)
"""Statements that hold statements and read no word of their own."""

_NO_ENVIRONMENT = MESSAGE_COMMANDS | UTILITIES
"""Commands that read no variable of the environment they get."""


def _own_parts(node: Node) -> list[Node]:
    """The parts of a statement whose words it reads itself: all of a simple one; the
    header of a loop over words and the subject of a `case`; a redirected statement's
    redirections and heredocs (its body is a statement of its own)."""
    if node.type in _HOLDERS:
        return []
    if node.type in {"for_statement", "c_style_for_statement"}:
        body = node.child_by_field_name("body")
        return [child for child in node.children if child != body]
    if node.type == "case_statement":
        value = node.child_by_field_name("value")
        return [] if value is None else [value]
    if node.type == "redirected_statement":
        body = node.child_by_field_name("body")
        return [child for child in node.children if child != body]
    return [node]


def _names(source: Source, node: Node) -> set[str]:
    """Every variable name written in `node`: expanded (`$A`, `${A[@]:0:1}`), set or
    declared (`A=`, `export A`), or read in arithmetic."""
    found = set(names_inside(source, node))
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "variable_name":
            found.add(source.slice(current))
        stack.extend(current.children)
    return found


def _in_background(node: Node) -> bool:
    after = node.next_sibling
    return after is not None and after.type == "&"


_ENDS = frozenset({Stop.EXIT, Stop.RETURN})
"""Stops that end a run of the script at its top level."""
