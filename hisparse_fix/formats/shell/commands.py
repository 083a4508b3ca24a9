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

import re

from tree_sitter import Node

from hisparse_fix.formats.shell.environment import ENV_SWITCHES, through_wrappers
from hisparse_fix.formats.shell.expansion import NAME, expand
from hisparse_fix.formats.shell.nested import fed_text, piped_runner, script_of
from hisparse_fix.formats.shell.options import with_options
from hisparse_fix.formats.shell.placeholders import filled_in, templated
from hisparse_fix.formats.shell.readers import SCRIPT_RUNNERS, expanded
from hisparse_fix.formats.shell.relevant import MESSAGE_COMMANDS, UTILITIES
from hisparse_fix.formats.shell.scripts import Scripts
from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import Choice, Kind, State, Stop, Var
from hisparse_fix.formats.shell.statements import Reached
from hisparse_fix.formats.shell.unfollowed import altered, may_export, read_into, sourced
from hisparse_fix.formats.shell.words import Piece, Unread, dynamic, joined, literal, split
from hisparse_fix.sglang.argv import entry_point, launch_options
from hisparse_fix.sglang.entry_points import takes_positional_model
from hisparse_fix.sglang.platform_words import PLATFORM_UNKNOWN
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Note, Span, Token

_MAX_CALL_DEPTH = 16
UNPARSED = "not parsed by the tool (tree-sitter-bash cannot read a brace in a default)"
_ALIAS_SPECIAL = re.compile(r"""['"\\$`;&|<>(){}]""")
_STOPS = {"exit": Stop.EXIT, "return": Stop.RETURN, "break": Stop.BREAK, "continue": Stop.CONTINUE}


class Commands(Scripts):
    def _function_definition(self, node: Node, states: list[State]) -> list[State]:
        name = node.child_by_field_name("name")
        if name is None:
            return states
        start = self.source.span(node).start
        self._functions.setdefault(start, (node, self.source))
        return [state.define(self.source.slice(name), start) for state in states]

    def _command(self, node: Node, states: list[State]) -> list[State]:
        self._visited.add(self.source.span(node).start)
        self._substitutions(node, states)
        result: list[State] = []
        for state in states:
            result.extend(self._run_command(node, state))
        return result

    def _run_command(self, node: Node, state: State) -> list[State]:
        start = self.source.span(node).start
        unparsed = next((span for span in self.source.unparsed if span.start == start), None)
        if unparsed is not None:  # a statement only bash reads: it may set anything
            text = self.source.text[unparsed.start : unparsed.end]
            why = self._not_parsed(unparsed)
            return [sourced(state, self.relevant, why, exports=may_export(text))]
        state = self._unparsed_assignments(node, state)
        prefix, word_nodes = _command_parts(node)
        origin = self.source.span(node)
        pieces = expand(self.source, word_nodes, state, origin)
        if not pieces:
            return [state]
        self._write_file(node, pieces)
        name = pieces[0].token.text
        if name == "cat" and len(pieces) == 1:
            self._piped(node, state)
        if name in self._aliases and state.function(name) is None:
            aliased = self._alias(node, pieces, state)
            if aliased is None:
                return [state]
            pieces = aliased
            name = pieces[0].token.text
        if name.rsplit("/", 1)[-1] in MESSAGE_COMMANDS:
            line = self.source.line(node)
            self._message_read(node, name, pieces, state)
            return [
                _printf_v(read_into(state, pieces, line), pieces) if name == "printf" else state
            ]
        if name in {"alias", "shopt"}:
            self._alias_settings(pieces)
            if name == "alias":
                return [state]
        start = state.function(name)
        if start is not None and start in self._functions:
            return self._call(node, start, pieces, prefix, state)
        stop = _STOPS.get(name)
        if stop is not None:
            return [replace(state, stop=stop)]
        if name in {"read", "mapfile", "readarray", "getopts"}:
            line = self.source.line(node)
            self._read_by(expanded(self.source, node, state), f"`{name}` on line {line}")
            return [read_into(state, pieces, line)]
        if name == "set":
            state = _allexport(state, [piece.token.text for piece in pieces[1:]])
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
        env = self._prefix_env(prefix, state)
        ran = self._fed_script(node, pieces, env, state)
        if ran is None:
            ran = self._file_script(node, pieces, env, state)
        if ran is not None:
            return ran
        if not self._launch(node, pieces, env, state, prefix):
            shown = name.rsplit("/", 1)[-1] if DYNAMIC not in name else name.replace(DYNAMIC, "$")
            what = f"the `{shown}` command on line {self.source.line(node)}"
            self._read_by(self._command_reads(node, shown, state), what)
            if _may_read_environment(shown, pieces):
                self._read_by(_exported(state), f"{what}, which gets the exported variables")
        if name == "exec" and len(pieces) > 1:
            named = [piece for piece in pieces[1:] if _named_descriptor(self.source.text, piece)]
            if len(named) == len(pieces) - 1:  # `exec {lock}>file`: opens a file, runs on
                for piece in named:
                    state = state.assign(piece.token.text[1:-1], Var(Kind.UNKNOWN))
                return [state]
            return [replace(state, stop=Stop.EXIT)]
        return [state]

    def _call(
        self, node: Node, start: int, pieces: list[Piece], prefix: list[Node], state: State
    ) -> list[State]:
        self._called.add(start)
        if start in self._active or len(self._active) >= _MAX_CALL_DEPTH:
            return [state]
        definition, source = self._functions[start]
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
        called = Choice(line, words, call)
        entered = state.enter(call, tuple(pieces[1:]), frame).choose(called)
        self._active.append(start)
        outer, self.source = self.source, source
        try:
            out = self.statement(body, [entered])
        finally:
            self.source = outer
            self._active.pop()
        left = []
        for after in out:
            # The call is taken whenever a launch in it runs: it does not name the run.
            # (Recursion is not followed, so it is the only decision made there.)
            choices = after.choices - {called}
            example = after.example
            if called in example:
                example = tuple(filter(called.__ne__, example))
            left.append(replace(after.leave(state), choices=choices, example=example))
        return left

    def _command_reads(self, node: Node, name: str, state: State) -> list[Piece]:
        """The words a command that is not a launch reads; a here-string given to a
        shell is a script, read as such elsewhere."""
        runner = name in SCRIPT_RUNNERS
        return [
            piece
            for child in node.children
            if not (runner and child.type == "herestring_redirect")
            for piece in expanded(self.source, child, state)
        ]

    def _message_read(self, node: Node, name: str, pieces: list[Piece], state: State) -> None:
        """A test (`[ ]`, `test`), `printf -v`, or a message written to a file or piped
        reads the words it expands; a message to the terminal only prints them."""
        line = self.source.line(node)
        words = [piece.token.text for piece in pieces]
        if name in {"[", "test"}:
            what = f"the `[ ]` test on line {line}" if name == "[" else f"`test` on line {line}"
        elif name == "printf" and words[1:2] == ["-v"]:
            what = f"`printf -v` on line {line}"
        elif sink := self._sink_of(node):
            what = f"the `{name}` output {sink} on line {line}"
        else:
            return
        self._read_by(expanded(self.source, node, state), what)

    def _sink_of(self, node: Node) -> str:
        """Where a message's output goes, when not to the terminal."""
        span = self.source.span(node)
        if self._tail is not None and self._tail[0].start <= span.start < self._tail[0].end:
            return self._tail[1]
        return self._sink

    def _launch(
        self,
        node: Node,
        pieces: list[Piece],
        env: dict[str, str],
        state: State,
        prefix: list[Node] | None = None,
    ) -> bool:
        """Record the command as a launch when it starts SGLang; whether it does.
        When the environment it gets from the script (its exports and the `prefix`
        assignments) is not known, nothing it reads is edited, unless a wrapper starts
        it without that environment."""
        tokens = [piece.token for piece in pieces]
        entry = entry_point(tokens)
        if entry is None:
            return False
        device_named = _names_device(tokens, entry)
        unknown: tuple[str, ...] = ()
        if prefix is not None:
            unknown_env, unknown_switch = self._unknown_env(prefix, state)
            unknown = unknown_env if device_named else (*unknown_env, *unknown_switch)
        launched = through_wrappers(tokens[:entry], env)
        words = tuple(templated(filled_in(pieces[:entry], pieces[entry:])))
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
        notes += self._unparsed_notes(pieces)
        env_items = tuple(sorted(launched.values.items()))
        for name, var in state.visible().items():
            # An SGLang switch (`SGLANG_USE_CPU_ENGINE`) the tool no longer knows.
            if name.startswith("SGLANG_") and var.exported and var.unread and var.unread.partial:
                state = state.unfollow(f"the environment it gets may differ: {var.unread.message}")
        partial = bool(unknown) and not launched.cleared
        if partial:
            notes += tuple(Note(self.source.span(node), why) for why in unknown)
        if launched.loaded and not device_named:
            partial = True
            notes += tuple(
                Note(self.source.span(node), f"{why}: {PLATFORM_UNKNOWN}")
                for why in launched.loaded
            )
        if self._status_tested:
            partial = True
            notes += (Note(self.source.span(node), self._status_tested),)
        positional = takes_positional_model([token.text for token in tokens], entry)
        reached = Reached(
            span, self.source.span(node), words, env_items, state, notes, partial, positional
        )
        self.launches.append(reached)
        return True

    def _unreached(
        self, node: Node, why: str = "no run of the script the tool followed reaches this launch"
    ) -> None:
        """A launch no followed path reaches (a process substitution, a heredoc piped to
        a shell): read as written, with a note that says `why`. After an `exit` the script
        always runs (dead code kept for reference), it is reported, never edited."""
        prefix, word_nodes = _command_parts(node)
        origin = self.source.span(node)
        pieces = expand(self.source, word_nodes, State(), origin)
        if not pieces or pieces[0].token.text.rsplit("/", 1)[-1] in MESSAGE_COMMANDS:
            return
        before = len(self.launches)
        self._launch(node, pieces, self._prefix_env(prefix, State()), State())
        if len(self.launches) > before:
            reached = self.launches[-1]
            note = Note(origin, why)
            dead = _after_exit(self.source, node)
            never = self._never_run_around(node)
            if dead is not None:
                word, line = dead
                why = f"it comes after the `{word}` on line {line}, which every run reaches first"
                note = Note(origin, f"no run of the script reaches this launch: {why}")
            elif never is not None:
                note = Note(origin, f"no run of the script reaches this launch: {never}")
            partial = dead is not None or never is not None
            self.launches[-1] = replace(reached, notes=(*reached.notes, note), partial=partial)

    def _never_run_around(self, node: Node) -> str | None:
        """Why no run reaches the statement holding `node` (see `_never_run`), if so."""
        current: Node | None = node
        while current is not None:
            why = self._never_run.get(self.source.span(current).start)
            if why is not None:
                return why
            current = current.parent
        return None

    def _piped(self, node: Node, state: State) -> None:
        """`cat <<EOF | bash`: the heredoc is the script of the command it is piped to,
        which runs in a subshell (tree-sitter-bash puts it inside the heredoc)."""
        piped = piped_runner(self.source, node)
        fed = fed_text(self.source, node)
        if piped is None or fed is None:
            return
        runner, filters = piped
        if filters:
            token = fed.body.token
            unknown = Token(DYNAMIC + token.text, token.span, (-1, *token.offsets))
            through = ", ".join(f"`{text}`" for text in filters)
            what = f"{fed.what} (changed by {through} on its way)"
            fed = replace(fed, word=replace(fed.word, token=unknown), what=what)
            fed = replace(fed, body=fed.word)
        self._visited.add(self.source.span(runner).start)
        prefix, word_nodes = _command_parts(runner)
        pieces = expand(self.source, word_nodes, state, self.source.span(runner))
        if pieces:
            self._run_fed(runner, fed, pieces, self._prefix_env(prefix, state), state)

    def _alias_settings(self, pieces: list[Piece]) -> None:
        """`alias NAME='WORDS'` (kept as words where its text is plain, bash reading it
        again as shell text), `shopt -s|-u expand_aliases`."""
        texts = [piece.token.text for piece in pieces]
        if texts[0] == "shopt" and "expand_aliases" in texts:
            self._expand_aliases = "-s" in texts
            return
        for piece in pieces[1:]:
            token = piece.token
            name, equals, value = token.text.partition("=")
            if not equals or not _ALIAS_NAME.fullmatch(name):
                continue
            offset = len(name) + 1
            value_token = Token(value, token.span, token.offsets[offset:])
            plain = value.strip() and not _ALIAS_SPECIAL.search(value)
            words = tuple(split((Piece(value_token, piece.origin),))) if plain else None
            self._aliases[name] = (piece, words)

    def _alias(self, node: Node, pieces: list[Piece], state: State) -> list[Piece] | None:
        """A command that starts with an alias: its words, or None where bash does not
        expand it or its text is not plain (then a launch it names is reported)."""
        name = pieces[0].token.text
        definition, words = self._aliases[name]
        if self._expand_aliases and words is not None:
            return [*words, *pieces[1:]]
        if "sglang" not in definition.token.text:
            return None if not self._expand_aliases else pieces
        if not self._expand_aliases:
            why = (
                f"`{name}` is an alias, which bash expands in a script only after "
                "`shopt -s expand_aliases`"
            )
        else:
            why = f"`{name}` is an alias whose text the tool does not read"
        span = self.source.span(node)
        reads = (definition, *pieces[1:])
        word = Piece(dynamic(definition.token.span), span, unread=Unread(why, reads))
        self.launches.append(Reached(span, span, (word,), (), state, self._outer))
        return None

    def _unparsed_assignments(self, node: Node, state: State) -> State:
        """`: "${CFG:={...}}"` the parser was not shown whole: CFG may be set to a
        value the tool does not know."""
        span = self.source.span(node)
        for item in self.source.recovered:
            if item.assigns and span.start <= item.span.start < span.end:
                state = altered(state, item.name, self._unparsed_why(item.span))
        return state

    def _not_parsed(self, span: Span) -> str:
        line = self.source.text.count("\n", 0, span.start) + 1
        text = self.source.text[span.start : span.end].split("\n", 1)[0][:40]
        return (
            f"`{text}` on line {line} is not parsed by the tool (tree-sitter-bash cannot read it)"
        )

    def _unparsed_why(self, span: Span) -> str:
        line = self.source.text.count("\n", 0, span.start) + 1
        text = self.source.text[span.start : span.end]
        return f"`{text}` on line {line} is {UNPARSED}"

    def _unparsed_notes(self, pieces: list[Piece]) -> tuple[Note, ...]:
        """A launch that reads an expansion the parser was not shown whole, or a
        variable it may set, says so."""
        notes = []
        for piece in pieces:
            for read in piece.read_pieces():
                span = read.token.span
                inside = [
                    item
                    for item in self.source.recovered
                    if item.span.start <= span.end and span.start <= item.span.end
                ]
                if inside:
                    notes.append(Note(span, self._unparsed_why(inside[0].span)))
                elif read.unread is not None and UNPARSED in read.unread.message:
                    notes.append(Note(span, read.unread.message))
        return tuple(dict.fromkeys(notes))

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

    def _unknown_env(
        self, prefix: list[Node], state: State
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """Why the environment a command gets is not known: unknown exports; then,
        apart, a platform switch exported (or set before the command) with an unknown
        value, which a launch that names its device (`--device xpu`) does not read."""
        environment = tuple(dict.fromkeys(state.environment))
        found: list[str] = []
        written = {name for name, _ in self._prefix_values(prefix)}
        for assignment in prefix:
            name = assignment.child_by_field_name("name")
            text = "" if name is None else self.source.slice(name)
            if text in ENV_SWITCHES and text not in written:
                found.append(_switch_unknown(f"`{self.source.slice(assignment)}` gives `{text}`"))
        for name in sorted(ENV_SWITCHES - written - {n for n, _ in state.inherited}):
            var = state.lookup(name)
            if var is None or not var.exported or var.kind is Kind.UNSET:
                continue
            text = joined(var.pieces).token.text if var.kind is Kind.STRING else DYNAMIC
            if var.unread is not None and (var.unread.partial or var.kind is Kind.UNKNOWN):
                found.append(f"{var.unread.message}; {PLATFORM_UNKNOWN}")
            elif DYNAMIC in text or var.kind is not Kind.STRING:
                found.append(_switch_unknown(f"`{name}` is exported with"))
        return environment, tuple(
            dict.fromkeys(reason for reason in found if reason not in environment)
        )

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


def _printf_v(state: State, pieces: list[Piece]) -> State:
    """`printf -v CMD 'FORMAT' ARGS`: CMD is unknown, made from the format and its
    arguments, so that `eval "$CMD"` of an SGLang launch is reported."""
    texts = [piece.token.text for piece in pieces]
    if texts[1:2] != ["-v"] or len(texts) < 4 or not NAME.fullmatch(texts[2]):
        return state
    var = state.lookup(texts[2])
    message = "" if var is None or var.unread is None else var.unread.message
    return state.assign(texts[2], Var(Kind.UNKNOWN, unread=Unread(message, tuple(pieces[3:]))))


def _may_read_environment(name: str, pieces: list[Piece]) -> bool:
    """Whether a program that is not a launch may read the exported variables: any
    program but the utilities and messages the tool knows, and SGLang's own others
    (`sglang.bench_serving`, the router), which read no launch option's variable."""
    if name in UTILITIES or name in MESSAGE_COMMANDS:
        return False
    return not any(piece.token.text.startswith(("sglang.", "sglang_router")) for piece in pieces)


def _exported(state: State) -> list[Piece]:
    """The words of every exported variable the run knows: a child program gets them."""
    return [piece for var in state.visible().values() if var.exported for piece in var.pieces]


_ALIAS_NAME = re.compile(r"[^\s/$`=|&;<>()\"'\\]+")
"""What bash takes as an alias's name: any word without `/`, `$`, a backquote, `=`, a
quote or a shell metacharacter (`serve-dsv32` is one; a variable's name is narrower)."""

_DESCRIPTOR_NAME = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")


def _named_descriptor(text: str, piece: Piece) -> bool:
    """`{lock}` written right before a redirection (`exec {lock}>file`): bash opens the
    file on a new descriptor and stores its number in `lock`; no word of the command."""
    span = piece.token.span
    return (
        _DESCRIPTOR_NAME.fullmatch(piece.token.text) is not None
        and text[span.start : span.end] == piece.token.text
        and text[span.end : span.end + 1] in {"<", ">"}
    )


def _names_device(tokens: list[Token], entry: int) -> bool:
    """Whether SGLang's own words (after the entry point at `entry`) pass `--device`
    with a value the tool reads: a launch's own device comes before the environment's
    CPU switch. A wrapper's `--device` (`docker run --device /dev/kfd`) is not it."""
    return any(option.name == "device" and option.value for option in launch_options(tokens, entry))


def _switch_unknown(what: str) -> str:
    return f"{what} a value the tool cannot read: {PLATFORM_UNKNOWN}"


def _allexport(state: State, words: list[str]) -> State:
    """`set -a` / `set -o allexport` export every later assignment; `+a` stops it."""
    for index, word in enumerate(words):
        following = words[index + 1] if index + 1 < len(words) else ""
        if word[:1] in {"-", "+"} and word not in {"-", "--"}:
            flags = word[1:]
            if ("a" in flags and "o" not in flags) or (flags == "o" and following == "allexport"):
                state = replace(state, allexport=word[0] == "-")
        elif word == "--":
            break
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


def _after_exit(source: Source, node: Node) -> tuple[str, int] | None:
    """The `exit` at the script's top level that comes before `node`'s statement, or an
    `exec` that replaces the shell with a command (`exec python3 -m ...`), with its
    line; or None."""
    statement = node
    while statement.parent is not None and statement.parent.type != "program":
        statement = statement.parent
    if statement.parent is None:
        return None
    for sibling in statement.parent.named_children:
        if sibling.start_byte >= statement.start_byte:
            return None
        if sibling.type != "command":
            continue
        first = source.slice(sibling).split()[:1]
        if first == ["exit"]:
            return "exit", source.line(sibling)
        if first == ["exec"] and sibling.child_by_field_name("argument") is not None:
            return "exec", source.line(sibling)
    return None
