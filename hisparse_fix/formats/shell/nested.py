"""Shell scripts held in a string: `eval "$CMD"`, `bash -c '...'`, `ssh host "..."`,
a heredoc or here-string fed to a shell (`bash -s <<'EOF'`, `ssh host <<EOF`,
`sbatch <<EOF`), a file written from a heredoc and run (`cat > job.sh <<EOF`).

The string is read as a script where its value is written in one stretch of
the file exactly as it reads (a single-quoted string, a double-quoted one
without escapes or expansions, a variable assigned such a string): the script
is parsed from a copy of the file in which everything else is blank, so every
position in it is the file's own and its launches are edited in place. Any
other string is not read, and says so at the launch it may hold.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import Enum
from typing import NamedTuple

from tree_sitter import Node

from hisparse_fix.formats.shell.source import Source, walk
from hisparse_fix.formats.shell.words import Piece, literal
from hisparse_fix.formats.shell_text.words import SHELL_VALUE_OPTIONS, SHELLS, script_after_options
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Token

_SHELL_C = re.compile(r"-[A-Za-z]*c[A-Za-z]*")
_SSH_VALUE_OPTIONS = frozenset("BbcDEeFIiJLlmOoPpQRSWw")
_SBATCH_VALUE = re.compile(r"-[ACDJLMNSacdeijmnopqstw]|--[a-z-]+")
"""sbatch options whose value may be the next word (`-N 2`, `--nodes 2`)."""
_SBATCH_FLAGS = frozenset(
    {"--exclusive", "--hold", "--parsable", "--requeue", "--no-requeue", "--wait", "--test-only"}
    | {"--overcommit", "--contiguous", "--spread-job", "--use-min-nodes", "-H", "-O", "-Q", "-W"}
    | {"--quiet", "--verbose", "-v", "--ignore-pbs", "--no-kill", "-k", "--oversubscribe", "-s"}
)
_HEREDOC_ESCAPES = re.compile(r"\\[$`\\]")


class Mode(Enum):
    EVAL = "eval"
    """Runs in the current shell: its variables, and its changes stay."""
    CHILD = "child"
    """A new shell (`bash -c`): the environment only, changes dropped."""
    REMOTE = "remote"
    """Another machine (`ssh`): only what the string itself sets."""
    DEFERRED = "deferred"
    """The current shell, later (`trap '...' EXIT`): its variables as they are then,
    which may differ from now."""


class Script(NamedTuple):
    mode: Mode
    runner: int
    """Index of the word that runs the string (`eval`, `bash`, `ssh`)."""
    words: tuple[Piece, ...]
    """The words that make up the script, joined with blanks as the runner does."""
    through: int | None = None
    """The words whose programs give the script its environment (`sbatch
    --export=NONE`): those before `runner` when None."""

    def describe(self, pieces: Sequence[Piece]) -> str:
        runner = pieces[self.runner].token.text.rsplit("/", 1)[-1]
        if self.mode is Mode.CHILD and runner in SHELLS:
            return f"`{runner} -c`"
        return f"`{runner}`"


_TRAP_OPTIONS = frozenset({"-l", "-p", "-P"})
_TMUX_RUNS = frozenset({"new-session", "new", "new-window", "neww", "split-window", "splitw"})
_TMUX_RUNS |= {"respawn-pane", "respawnp", "respawn-window", "respawnw"}
_TMUX_VALUE_OPTIONS = frozenset({"-s", "-n", "-c", "-e", "-t", "-x", "-y", "-F", "-f", "-l", "-p"})
_TMUX_KEYS = frozenset({"send-keys", "send"})
_ENTER_KEYS = frozenset({"Enter", "C-m", "KPEnter", "C-j"})
_SU = frozenset({"su", "runuser"})
_SU_VALUE_OPTIONS = frozenset({"-s", "--shell", "-g", "--group", "-G", "--supp-group", "-w"})
_SU_VALUE_OPTIONS |= {"--whitelist-environment", "-u", "--user"}


_PARALLEL_SHELLS = frozenset({"pdsh", "clush", "pssh", "parallel-ssh"})
"""Programs that run one command string on many nodes (`pdsh -w node[1-2] 'CMD'`,
`pssh -h hosts.txt -i 'CMD'`)."""
_PARALLEL_SHELL_VALUE_OPTIONS = frozenset(
    {"-w", "-x", "-g", "-X", "-l", "-t", "-u", "-f", "-R", "-M", "-e", "-o", "-O"}
    | {"-h", "-H", "-p"}  # pssh's hosts file, host and parallelism
)


def _after_options(texts: Sequence[str], index: int, valued: frozenset[str]) -> int:
    """The index of the first word after a program's options."""
    while index < len(texts) and texts[index].startswith("-"):
        if texts[index] == "--":
            return index + 1
        index += 2 if texts[index] in valued else 1
    return index


def script_of(pieces: Sequence[Piece]) -> Script | None:
    """The script a command runs from a string: `eval`, a shell's `-c`, `ssh`,
    `trap '...' EXIT`, `tmux new-session -d "..."`, `tmux send-keys "..." Enter`,
    `su -c "..."`, `script -c "..."`, `flock FILE -c "..."`, `pdsh -w nodes '...'`,
    `sbatch --wrap "..."`, `env -S "..."`."""
    texts = [piece.token.text for piece in pieces]
    if texts and texts[0] == "eval" and len(texts) > 1:
        return Script(Mode.EVAL, 0, tuple(pieces[1:]))
    if texts and texts[0] == "trap":
        rest = [index for index in range(1, len(texts)) if texts[index] != "--"]
        if len(rest) >= 2 and texts[rest[0]] not in _TRAP_OPTIONS and texts[rest[0]] != "-":
            return Script(Mode.DEFERRED, 0, (pieces[rest[0]],))
        return None
    for index, text in enumerate(texts):
        base = text.rsplit("/", 1)[-1]
        if base == "tmux":
            return _tmux(pieces, index)
        if base == "flock":  # util-linux `flock LOCKFILE -c "CMD"`: run with `sh -c`
            found = _flock(texts, index)
            if found is not None:
                return Script(Mode.CHILD, index, (pieces[found],), index + 1)
        if base in _SU or base == "script":  # util-linux `script -q -c "CMD" /dev/null`
            found = _su(texts, index)
            if found is not None:
                return Script(Mode.CHILD, index, (pieces[found],), index + 1)
        if base in SHELLS:
            script = script_after_options(texts, index + 1)
            if script is not None:
                return Script(Mode.CHILD, index, (pieces[script],))
        elif base == "ssh":
            words = _ssh_command(pieces, index + 1)
            if len(words) == 1:
                return Script(Mode.REMOTE, index, tuple(words))
        elif base in _PARALLEL_SHELLS:
            command = _after_options(texts, index + 1, _PARALLEL_SHELL_VALUE_OPTIONS)
            if command == len(texts) - 1:
                return Script(Mode.REMOTE, index, (pieces[command],))
        elif base == "sbatch":
            wrapped = _sbatch_wrap(pieces, index)
            if wrapped is not None:
                return Script(Mode.CHILD, index, (wrapped,))
        elif base == "env":
            split = _env_split_string(texts, index)
            if split is not None:
                return Script(Mode.CHILD, index, (pieces[split],))
    return None


_WRAP = "--wrap="


def _sbatch_wrap(pieces: Sequence[Piece], index: int) -> Piece | None:
    """The string `sbatch --wrap "CMD"` (or `--wrap="CMD"`) runs with `sh -c` in the
    job, which gets the submitting shell's environment (`--export=ALL`, the default)."""
    for option in range(index + 1, len(pieces)):
        token = pieces[option].token
        if token.text == "--wrap" and option + 1 < len(pieces):
            return pieces[option + 1]
        if token.text.startswith(_WRAP):
            cut = len(_WRAP)
            inner = Token(token.text[cut:], token.span, token.offsets[cut:])
            return replace(pieces[option], token=inner)
    return None


_SHELL_SYNTAX = re.compile(r"[;&|<>()`\n]|\$\(")
"""What a shell reads in a string and `env -S` does not: a string without it splits alike."""


def _env_split_string(texts: Sequence[str], index: int) -> int | None:
    """The index of the string `env -S "CMD ARGS"` splits into a command (GNU env's
    `--split-string`): read as a script only when a shell would split it alike, the
    last word, without shell syntax."""
    last = len(texts) - 1
    for option in range(index + 1, last):
        text = texts[option]
        if text in {"-S", "--split-string"} and option + 1 == last:
            return None if _SHELL_SYNTAX.search(texts[last]) else last
        if not text.startswith("-") and "=" not in text:
            return None  # the command: its own options follow
    return None


def _tmux(pieces: Sequence[Piece], index: int) -> Script | None:
    """`tmux new-session -d -s NAME "CMD"` runs CMD with the user's shell;
    `tmux send-keys -t NAME "CMD" Enter` types it into a pane's shell."""
    texts = [piece.token.text for piece in pieces]
    command = index + 1
    while command < len(texts) and texts[command].startswith("-"):
        command += 2 if texts[command] in {"-L", "-S", "-f"} else 1
    if command >= len(texts):
        return None
    verb = texts[command]
    words = command + 1
    while words < len(texts) and texts[words].startswith("-"):
        if texts[words] == "--":
            words += 1
            break
        words += 2 if texts[words] in _TMUX_VALUE_OPTIONS else 1
    rest = list(range(words, len(texts)))
    if verb in _TMUX_KEYS and rest and texts[rest[-1]] in _ENTER_KEYS:
        rest = rest[:-1]
    elif verb not in _TMUX_RUNS:
        return None
    if len(rest) != 1:
        return None
    return Script(Mode.CHILD, index, (pieces[rest[0]],), words)


_FLOCK_VALUE_OPTIONS = frozenset({"-w", "--timeout", "-E", "--conflict-exit-code"})


def _flock(texts: Sequence[str], index: int) -> int | None:
    """The index of the string `flock [OPTIONS] FILE -c "CMD"` runs, or None (`flock
    FILE CMD ARGS` runs a program: a wrapper, not a string)."""
    option = index + 1
    while option < len(texts) and texts[option].startswith("-"):
        option += 2 if texts[option] in _FLOCK_VALUE_OPTIONS else 1
    command = option + 1  # after the lock file
    if command + 1 < len(texts) and texts[command] in {"-c", "--command"}:
        return command + 1 if command + 2 == len(texts) else None
    return None


def _su(texts: Sequence[str], index: int) -> int | None:
    """The index of the string `su`/`runuser` runs with `-c` (`su -c "CMD" user`,
    `su - user -c 'CMD'`), or None."""
    option = index + 1
    while option < len(texts):
        text = texts[option]
        if text in {"-c", "--command", "--session-command"}:
            return option + 1 if option + 1 < len(texts) else None
        if text.startswith(("--command=", "--session-command=")):
            return None
        if text == "--":
            return None
        option += 2 if text in _SU_VALUE_OPTIONS else 1
    return None


def _ssh_command(pieces: Sequence[Piece], index: int) -> list[Piece]:
    """The words after `ssh`'s options and host."""
    while index < len(pieces) and pieces[index].token.text.startswith("-"):
        text = pieces[index].token.text
        index += 2 if len(text) == 2 and text[1] in _SSH_VALUE_OPTIONS else 1
    return list(pieces[index + 1 :])


def view(text: str, words: Sequence[Piece]) -> Source | None:
    """The file with only the script's text left in place, or None when the script
    is not written in one stretch exactly as it reads."""
    if not words:
        return None
    offsets: list[int] = []
    chars: list[str] = []
    for number, word in enumerate(words):
        if number:
            offsets.append(offsets[-1] + 1)
            chars.append(" ")
        offsets.extend(word.token.offsets)
        chars.extend(word.token.text)
    if not offsets or offsets[0] < 0:
        return None
    for position, (char, offset) in enumerate(zip(chars, offsets, strict=True)):
        if offset != offsets[0] + position or text[offset : offset + 1] != char:
            return None
    blank = [char if char == "\n" else " " for char in text]
    blank[offsets[0] : offsets[-1] + 1] = chars
    return Source("".join(blank))


def stdin_runner(pieces: Sequence[Piece]) -> tuple[Mode, int, int] | None:
    """Where a command runs a script it reads from its standard input (`bash`,
    `bash -s`, `ssh host`, `ssh host bash -s`, `sbatch`, `srun bash`): its mode,
    the runner's index, and how many words give the script its environment."""
    texts = [piece.token.text for piece in pieces]
    for index, text in enumerate(texts):
        base = text.rsplit("/", 1)[-1]
        if base in SHELLS:
            return _shell_stdin(texts, index)
        if base == "ssh" and not _ssh_command(pieces, index + 1):
            return (Mode.REMOTE, index, index)
        if base == "sbatch":
            return (Mode.CHILD, index, len(texts)) if _sbatch_file(texts, index) is None else None
    return None


def file_runner(pieces: Sequence[Piece]) -> tuple[int, int, str] | None:
    """Where a command runs a script file (`bash job.sh`, `sbatch job.sh`,
    `./job.sh`, `srun bash job.sh`): the runner's index, how many words give the
    script its environment, and the file's path as written."""
    texts = [piece.token.text for piece in pieces]
    if texts and "/" in texts[0] and texts[0].rsplit("/", 1)[-1] not in SHELLS:
        return (0, 0, texts[0])
    for index, text in enumerate(texts):
        base = text.rsplit("/", 1)[-1]
        if base == "ssh":
            return None
        if base in SHELLS:
            option = _shell_options_end(texts, index + 1)
            if option is None or option >= len(texts):
                return None
            return (index, index, texts[option])
        if base == "sbatch":
            found = _sbatch_file(texts, index)
            return None if found is None else (index, found, texts[found])
    return None


def _shell_options_end(texts: Sequence[str], index: int) -> int | None:
    """The index of a shell's first operand; None when it runs `-c` or reads stdin (`-s`)."""
    while index < len(texts) and texts[index].startswith(("-", "+")):
        text = texts[index]
        if text == "--":
            return index + 1
        if _SHELL_C.fullmatch(text) or (
            not text.startswith("--") and "s" in text[1:] and text[0] == "-"
        ):
            return None
        index += 2 if text in SHELL_VALUE_OPTIONS else 1
    return index


def _shell_stdin(texts: Sequence[str], index: int) -> tuple[Mode, int, int] | None:
    end = _shell_options_end(texts, index + 1)
    if end is not None and end < len(texts):
        return None
    if end is None and any(_SHELL_C.fullmatch(text) for text in texts[index + 1 :]):
        return None
    return (Mode.CHILD, index, index)


def _sbatch_file(texts: Sequence[str], index: int) -> int | None:
    """The index of the script file `sbatch` is given; None when it reads stdin."""
    index += 1
    while index < len(texts) and texts[index].startswith("-"):
        text = texts[index]
        index += 1
        if text == "--":
            break
        if "=" not in text and text not in _SBATCH_FLAGS and _SBATCH_VALUE.fullmatch(text):
            index += 1
    return index if index < len(texts) else None


class Fed(NamedTuple):
    """Text a command reads on its standard input: a heredoc or here-string."""

    word: Piece
    """The text as one word, its expansions `DYNAMIC`; its offsets are the file's
    where it is written exactly as the command reads it."""
    line: int
    what: str
    """"the heredoc on line 5", for messages."""
    expands: bool
    """An unquoted heredoc with `$`, a backquote or an escape: this script expands
    it before the command reads it."""
    body: Piece
    """The text as written, for reading it in place once its expansions are known
    to read alike in both shells; `word` itself when nothing expands."""
    written: Node | None = None
    """A here-string's word (`"$CMD"`), for the run to expand."""


def fed_text(source: Source, node: Node) -> Fed | None:
    """The heredoc or here-string `node` (a command) reads, if any."""
    candidates = list(node.children)
    parent = node.parent
    if parent is not None and parent.type == "redirected_statement":
        candidates += parent.children
    if parent is not None and parent.type == "pipeline":
        echoed = _echoed(source, node)
        if echoed is not None:
            return echoed
    for child in candidates:
        if child.type == "herestring_redirect" and child.named_children:
            word = child.named_children[-1]
            token = literal(source, word)
            line = word.start_point[0] + 1
            expands = DYNAMIC in token.text
            piece = Piece(token, source.span(word))
            return Fed(piece, line, f"the here-string on line {line}", expands, piece, word)
        if child.type == "heredoc_redirect":
            return _heredoc(source, child)
    return None


def _echoed(source: Source, node: Node) -> Fed | None:
    """`echo "STRING" | bash`: the one word `echo` writes to the command after it."""
    before = node.prev_named_sibling
    if before is None or before.type != "command":
        return None
    words = [child for child in before.named_children if child.type != "command_name"]
    name = before.child_by_field_name("name")
    if name is None or source.slice(name) != "echo" or len(words) != 1:
        return None
    token = literal(source, words[0])
    if token.text.startswith("-") or "\\" in token.text:
        return None
    line = words[0].start_point[0] + 1
    piece = Piece(token, source.span(words[0]))
    expands = DYNAMIC in token.text
    return Fed(piece, line, f"the `echo` on line {line}", expands, piece)


def piped_runner(source: Source, node: Node) -> tuple[Node, list[str]] | None:
    """`cat <<EOF | bash`: the command the heredoc `cat` writes is piped to, and
    the commands between that may change the text (`sed`; `tee` does not)."""
    parent = node.parent
    if parent is None or parent.type != "redirected_statement":
        return None
    redirect = next((child for child in parent.children if child.type == "heredoc_redirect"), None)
    if redirect is None:
        return None
    pipeline = next((child for child in redirect.children if child.type == "pipeline"), None)
    if pipeline is None:
        return None
    commands = [item for item in walk(pipeline) if item.type == "command"]
    if not commands:
        return None
    filters = [source.slice(command).split("\n", 1)[0] for command in commands[:-1]]
    return commands[-1], [text for text in filters if text.split(" ", 1)[0] != "tee"]


def _heredoc(source: Source, redirect: Node) -> Fed | None:
    body = next((child for child in redirect.children if child.type == "heredoc_body"), None)
    start = next((child for child in redirect.children if child.type == "heredoc_start"), None)
    if body is None or start is None:
        return None
    line = redirect.start_point[0] + 1
    span = source.span(body)
    text = source.text[span.start : span.end]
    quoted = any(char in source.slice(start) for char in "'\"\\")
    expands = not quoted and (
        any(child.type != "heredoc_content" for child in body.named_children)
        or _HEREDOC_ESCAPES.search(text) is not None
        or "`" in text
    )
    offsets = tuple(range(span.start, span.end))
    body = Piece(Token(text, span, offsets), span)
    hard = _HEREDOC_ESCAPES.search(text) is not None or "`" in text
    word = Piece(Token(DYNAMIC + text, span, (-1, *offsets)), span) if expands else body
    return Fed(word, line, f"the heredoc on line {line}", expands, word if hard else body)
