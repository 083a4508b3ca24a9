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

from tree_sitter import Node

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.shell.environment import LaunchEnv, through_wrappers
from hisparse_fix.formats.shell.expansion import expand
from hisparse_fix.formats.shell.nested import (
    Fed,
    Mode,
    Script,
    fed_text,
    file_runner,
    stdin_runner,
)
from hisparse_fix.formats.shell.nested import view as nested_view
from hisparse_fix.formats.shell.relevant import relevant_names
from hisparse_fix.formats.shell.source import Source, nodes_of, parse, walk
from hisparse_fix.formats.shell.state import NO_FUNCTIONS, Kind, State
from hisparse_fix.formats.shell.statements import Reached, Statements
from hisparse_fix.formats.shell.unfollowed import altered
from hisparse_fix.formats.shell.words import (
    Piece,
    Unread,
    dynamic,
    literal,
    names_inside,
    reference,
)
from hisparse_fix.formats.shell_text.words import SHELLS, is_login_option
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Note, Span, Token

_MAX_NESTING = 4
_EXPANDS = (
    "an escape, a backquote, a `$` in quotes, a variable it sets or a value the "
    "shell would read again"
)
_SBATCH_EXPORT = re.compile(r"^#SBATCH[ \t]+--export[= ](\S+)", re.MULTILINE)


class Scripts(Statements):
    def _script(
        self,
        node: Node,
        script: Script,
        pieces: list[Piece],
        env: dict[str, str],
        state: State,
        why: str | None = None,
        expanded: bool = False,
    ) -> list[State]:
        """A string run as a script: read in place where it is written as it reads
        (see `nested`), else a launch the tool cannot read when it mentions SGLang.
        `expanded`: this script expands the string's variables before the runner
        reads it (an unquoted heredoc), so they take this script's values."""
        tokens = [piece.token for piece in pieces]
        through = script.runner if script.through is None else script.through
        launched = _runner_env(tokens, script, through_wrappers(tokens[:through], env))
        view = nested_view(self.source.text, script.words)
        line = self.source.line(node)
        if view is None or self._depth >= _MAX_NESTING:
            return self._unread_script(node, script, pieces, state, why, expanded)
        try:
            root = parse(view)
        except ParseError:
            return self._unread_script(node, script, pieces, state, why, expanded)
        if expanded and not _expandable(view, root, state):
            return self._unread_script(node, script, pieces, state, why, expanded)
        if expanded:
            inherited = {} if script.mode is Mode.REMOTE else launched.values
            entered = _expanded_child(state, inherited)
        elif script.mode is Mode.EVAL:
            entered = state
        elif script.mode is Mode.DEFERRED:
            entered = _later(view, root, state, line)
        else:
            inherited = {} if script.mode is Mode.REMOTE else launched.values
            entered = _child(state, inherited)
        outer = (self.source, self.relevant, self.read_whole, self._outer)
        self.source, self.relevant = view, self.relevant | relevant_names(view, root)
        self.read_whole |= relevant_names(view, root, declared=False)
        self._outer += tuple(
            Note(span, f"{what} is not read (line {line})") for span, what in launched.unread
        )
        self._depth += 1
        try:
            for definition in nodes_of(root, "function_definition"):
                self._functions.setdefault(view.span(definition).start, (definition, view))
            out = self.block(root.named_children, [entered])
        finally:
            self.source, self.relevant, self.read_whole, self._outer = outer
            self._depth -= 1
        if script.mode is Mode.EVAL:
            return out
        return [state]

    def _unread_script(
        self,
        node: Node,
        script: Script,
        pieces: list[Piece],
        state: State,
        why: str | None = None,
        expanded: bool = False,
    ) -> list[State]:
        """A string the tool cannot read as a script: a launch with a note when what
        is known of it names SGLang; after `eval`, the variables it names are changed.
        `expanded`: this script expands it first, so the variables it names are read."""
        line = self.source.line(node)
        reads = tuple(read for word in script.words for read in word.read_pieces())
        if expanded:
            reads += _named_values(" ".join(word.token.text for word in script.words), state)
        known = " ".join(read.token.text for read in reads)
        runner = script.describe(pieces)
        if "sglang" in known:
            span = self.source.span(node)
            written = Span(script.words[0].token.span.start, script.words[-1].token.span.end)
            why = why or (
                f"{runner} runs it as a script, which the tool reads only from a plain string"
            )
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

    def _fed_script(
        self, node: Node, pieces: list[Piece], env: dict[str, str], state: State
    ) -> list[State] | None:
        """A heredoc or here-string fed to a shell (`bash -s <<'EOF'`, `ssh host
        <<EOF`, `sbatch <<EOF`), read as a script where it is written as the shell
        reads it; None when the command runs no script from its input."""
        fed = fed_text(self.source, node)
        if fed is None:
            return None
        if fed.expands and fed.written is not None:
            fed = self._expanded_here_string(fed, fed.written, state)
        return self._run_fed(node, fed, pieces, env, state)

    def _expanded_here_string(self, fed: Fed, written: Node, state: State) -> Fed:
        """`bash <<< "$CMD"`: the string the variable holds in this run, when it is one
        known word (read in place where it is written, as `bash -c "$CMD"` is)."""
        ref = reference(self.source, written)
        if ref is None or not ref.quoted or ref.array:
            return fed
        words = expand(self.source, [written], state, self.source.span(written))
        if len(words) != 1 or words[0].token.dynamic or words[0].unread is not None:
            return fed
        return replace(fed, word=words[0], body=words[0], expands=False)

    def _run_fed(
        self, node: Node, fed: Fed, pieces: list[Piece], env: dict[str, str], state: State
    ) -> list[State] | None:
        """`fed` read as the script of the command `node` (with words `pieces`); None
        when that command runs no script from its input."""
        found = stdin_runner(pieces)
        if found is None:
            return None
        mode, runner, through = found
        script = Script(mode, runner, (fed.body,), through)
        runner_text = pieces[runner].token.text.rsplit("/", 1)[-1]
        if fed.expands:
            why = (
                f"this script expands {fed.what} before `{runner_text}` reads it as a "
                f"script, in a way the tool does not follow ({_EXPANDS})"
            )
        else:
            why = f"`{runner_text}` runs {fed.what} as a script the tool cannot read"
        env = self._sbatch_env(fed, pieces, runner, env)
        return self._script(node, script, pieces, env, state, why, fed.expands)

    def _file_script(
        self, node: Node, pieces: list[Piece], env: dict[str, str], state: State
    ) -> list[State] | None:
        """A file this script wrote from a heredoc, then runs (`cat > job.sh <<EOF`,
        then `bash job.sh`, `sbatch job.sh`, `./job.sh`): its text read in place."""
        found = file_runner(pieces)
        if found is None:
            return None
        runner, through, path = found
        fed = self._written.get(_normal_path(path))
        if fed is None:
            return None
        self.ran_heredocs.add(fed.body.token.span)
        script = Script(Mode.CHILD, runner, (fed.body,), through)
        name = pieces[runner].token.text
        if fed.expands:
            why = (
                f"this script expands {fed.what} as it writes `{path}`, run by `{name}`; "
                "the tool reads such a file only from a quoted heredoc (`<<'EOF'`)"
            )
            return self._unread_script(node, script, pieces, state, why, expanded=True)
        why = f"`{name}` runs `{path}`, written from {fed.what}, which the tool cannot read"
        env = self._sbatch_env(fed, pieces, runner, env)
        return self._script(node, script, pieces, env, state, why)

    def _write_file(self, node: Node, pieces: list[Piece]) -> None:
        """`cat > job.sh <<EOF` / `tee job.sh <<EOF`: the heredoc is the file's text.
        Any other write to a file (`>>`, `echo ... > job.sh`) forgets what it held."""
        name = pieces[0].token.text if pieces else ""
        targets = _redirect_targets(self.source, node)
        if name == "tee":
            files = [
                piece.token.text for piece in pieces[1:] if not piece.token.text.startswith("-")
            ]
            targets += [(">", path) for path in files]
        fed = fed_text(self.source, node) if name in {"cat", "tee"} else None
        for operator, target in targets:
            if DYNAMIC in target:
                self._written.clear()
            elif fed is not None and operator in {">", ">|"} and len(targets) == 1:
                self._written[_normal_path(target)] = fed
            elif _normal_path(target) in self._written:
                self._written[_normal_path(target)] = _changed(
                    self._written[_normal_path(target)], self.source.line(node)
                )

    def _sbatch_env(
        self, fed: Fed, pieces: list[Piece], runner: int, env: dict[str, str]
    ) -> dict[str, str]:
        """`#SBATCH --export=...` in a batch script, when its command line sets none."""
        if pieces[runner].token.text.rsplit("/", 1)[-1] != "sbatch":
            return env
        if any(piece.token.text.startswith("--export") for piece in pieces):
            return env
        match = _SBATCH_EXPORT.search(fed.word.token.text)
        if match is None:
            return env
        offsets = tuple(-1 for _ in match.group(1))
        exported = through_wrappers([Token(f"--export={match.group(1)}", Span(0, 0), offsets)], env)
        return exported.values


_EXPANSION = re.compile(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)")


def _named_values(text: str, state: State) -> tuple[Piece, ...]:
    """The words of the variables `$NAME`/`${NAME...}` in `text` name, as this run has them."""
    reads: list[Piece] = []
    for name in dict.fromkeys(_EXPANSION.findall(text)):
        var = state.lookup(name)
        if var is not None:
            reads.extend(var.pieces)
    return tuple(reads)


def _changed(fed: Fed, line: int) -> Fed:
    """A file written from a heredoc, then written to again: its text is not known."""
    token = fed.body.token
    unknown = Piece(Token(DYNAMIC + token.text, token.span, (-1, *token.offsets)), fed.body.origin)
    return replace(fed, body=unknown, what=f"{fed.what}, then changed on line {line}")


def _normal_path(path: str) -> str:
    return path[2:] if path.startswith("./") else path


def _redirect_targets(source: Source, node: Node) -> list[tuple[str, str]]:
    """The files `> FILE`, `>> FILE`... write, on the command or the statement
    around it, each with its operator."""
    candidates = list(node.children)
    parent = node.parent
    if parent is not None and parent.type == "redirected_statement":
        candidates += parent.children
    targets = []
    for child in candidates:
        if child.type != "file_redirect":
            continue
        operator = next((part for part in child.children if not part.is_named), None)
        destination = child.child_by_field_name("destination")
        if operator is None or destination is None or ">" not in operator.type:
            continue
        targets.append((operator.type, literal(source, destination).text))
    return targets


_REBINDS = frozenset({"for_statement", "c_style_for_statement", "function_definition"})
_LITERAL = frozenset({"raw_string", "ansi_c_string"})
_ASSIGNING = frozenset({"read", "mapfile", "readarray", "getopts", "printf", "unset", "shift"})
_RESHAPED = re.compile(r"""[\s'"\\$`;&|<>(){}\[\]*?#~]""")


def _expandable(view: Source, root: Node, state: State) -> bool:
    """Whether a heredoc this script expands reads, once expanded, as the tool reads
    it in place: no variable it expands is set inside it (the expansion comes first),
    and no value it expands holds text the shell that runs it would read again
    (quotes, `$`, `;`...)."""
    expanded: set[str] = set()
    assigned: set[str] = set()
    for node in walk(root):
        if node.type in {"simple_expansion", "expansion"}:
            expanded.update(names_inside(view, node))
        elif node.type == "variable_assignment":
            name = node.child_by_field_name("name")
            if name is not None:
                assigned.add(view.slice(name).split("[", 1)[0])
        elif node.type in _REBINDS or (node.type in _LITERAL and "$" in view.slice(node)):
            return False
        elif node.type == "command":
            name = node.child_by_field_name("name")
            if name is not None and view.slice(name) in _ASSIGNING:
                return False
    if expanded & assigned:
        return False
    for name in expanded:
        var = state.lookup(name)
        if var is None or var.kind is not Kind.STRING:
            continue
        for piece in var.pieces:
            if _RESHAPED.search(piece.token.text.replace(DYNAMIC, "").replace(" ", "")):
                return False
    return True


def _expanded_child(state: State, env: dict[str, str]) -> State:
    """A shell reading a heredoc this script expanded: every variable it names has
    this script's value; only those `env` passes are exported."""
    frames = tuple(
        tuple((name, replace(var, exported=name in env and var.exported)) for name, var in frame)
        for frame in state.frames
    )
    known = {name for frame in frames for name, var in frame if var.exported}
    inherited = tuple((name, text) for name, text in env.items() if name not in known)
    return replace(state, frames=frames, functions=NO_FUNCTIONS, inherited=inherited, stop=None)


def _runner_env(tokens: list[Token], script: Script, launched: LaunchEnv) -> LaunchEnv:
    """What the runner itself changes: `su -`/`su -l` starts from a clean
    environment; a `tmux` session's comes from the tmux server, which may be one
    started earlier with another environment."""
    runner = tokens[script.runner]
    base = runner.text.rsplit("/", 1)[-1]
    words = {token.text for token in tokens[script.runner + 1 :]}
    if base in SHELLS and _login_shell(tokens[script.runner + 1 :]):
        # `bash -lc "..."`: a login shell first runs /etc/profile, /etc/profile.d/*.sh
        # and ~/.profile, which may export the platform switch either way.
        launched.load(
            f"`{base}` starts a login shell, whose profile scripts the tool does not read"
        )
    elif base in {"su", "runuser"} and words & {"-", "-l", "--login"}:
        launched.values = {}
    elif base == "tmux" and launched.values:
        what = (
            "the environment `tmux` gives the command (a tmux server already running keeps its own)"
        )
        launched.unread.append((runner.span, what))
        launched.values = {}
    return launched


def _login_shell(tokens: list[Token]) -> bool:
    """Whether a shell's options (the words before the first that is none) make it a
    login shell (`words.is_login_option`)."""
    for token in tokens:
        if is_login_option(token.text):
            return True
        if not token.text.startswith("-") or token.text.startswith("--") or token.text == "-":
            return False
    return False


def _later(view: Source, root: Node, state: State, line: int) -> State:
    """The state a `trap` string runs in, later: its variables may change first."""
    why = f"the `trap` on line {line} runs it later, when it may have changed"
    for node in walk(root):
        if node.type in {"simple_expansion", "expansion"}:
            for name in names_inside(view, node):
                state = altered(state, name, why)
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
        unfollowed=state.unfollowed,
        capped=state.capped,
        shell_options=state.shell_options,
        branches=state.branches,
    )
