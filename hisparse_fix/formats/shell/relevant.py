"""Which variables the runs track: those a launch may read.

A variable is tracked when a command word, an assignment or a declaration
reads it whole, or a declaration names it. One that only tests (`[ -n "$X" ]`),
messages (`echo "$X"`), utilities (`mkdir -p "$LOG_DIR"`) and redirections
(`> "$LOG"`) read is not, so that a branch setting it does not fork the runs
apart for nothing: runs that differ only there are one.
"""

from __future__ import annotations

from tree_sitter import Node

from hisparse_fix.formats.shell.readers import writes_elsewhere
from hisparse_fix.formats.shell.source import Source, nodes_of
from hisparse_fix.formats.shell.words import names_inside, reference

MESSAGE_COMMANDS = frozenset(
    {":", "echo", "printf", "logger", "print", "true", "false", "test", "[", "wall"}
)
"""Commands whose words are text, never a launch."""

UTILITIES = frozenset(
    {
        *("cd", "mkdir", "rm", "rmdir", "cp", "mv", "ln", "touch", "chmod", "chown"),
        *("sleep", "wait", "kill", "pkill", "pgrep", "curl", "wget", "nc", "ls", "du"),
        *("tail", "head", "tee", "wc", "date", "hostname", "nvidia-smi", "rocm-smi"),
    }
)
"""Programs that never start SGLang nor change the run: a variable only they and
redirections read does not fork the runs (`LOG_DIR` chosen under an `if`)."""


def relevant_names(source: Source, root: Node, *, declared: bool = True) -> frozenset[str]:
    """Names a command word, an assignment or a declaration reads whole, or (`declared`)
    a declaration names; the words of tests and messages do not count."""
    key = ("relevant_names", root.start_byte, root.end_byte, root.type)
    both = source.memo.get(key)
    if both is None:
        both = source.memo[key] = _relevant_names(source, root)
    read, named = both  # type: ignore[misc]
    return read | named if declared else read


def _relevant_names(source: Source, root: Node) -> tuple[frozenset[str], frozenset[str]]:
    """What `relevant_names` finds, in one walk: the names read whole, and those only
    a declaration names."""
    names: set[str] = set()
    named: set[str] = set()
    assigned: set[str] = set()
    allexport = False
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type == "variable_assignment":
            target = node.child_by_field_name("name")
            if target is not None and target.type == "variable_name":
                assigned.add(source.slice(target))
        elif node.type == "command" and _sets_allexport(source, node):
            allexport = True
        if node.type in {"test_command", "file_redirect"} or (
            node.type == "command" and _reads_no_launch_word(source, node)
        ):
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
                    named.add(source.slice(target))
        stack.extend(node.children)
    # Under `set -a` every assignment is an export some launch may read; `IFS` decides
    # how an unquoted expansion splits.
    read = frozenset(names | (assigned if allexport else set()) | {"IFS"})
    return read, frozenset(named)


def _sets_allexport(source: Source, command: Node) -> bool:
    name = command.child_by_field_name("name")
    if name is None or source.slice(name) != "set":
        return False
    words = [source.slice(child) for child in command.children[1:]]
    return any(
        (word.startswith("-") and "a" in word[1:] and "o" not in word) or word == "allexport"
        for word in words
    )


def _reads_no_launch_word(source: Source, command: Node) -> bool:
    """A message or a utility: its words never reach a launch's options."""
    name = command.child_by_field_name("name")
    if name is None:
        return False
    base = source.slice(name).rsplit("/", 1)[-1]
    return base in MESSAGE_COMMANDS or base in UTILITIES


def _is_message(source: Source, command: Node) -> bool:
    name = command.child_by_field_name("name")
    return name is not None and source.slice(name).rsplit("/", 1)[-1] in MESSAGE_COMMANDS


def decided_names(source: Source, root: Node) -> frozenset[str]:
    """Names the condition of an `if`/`elif` tests (`[[ $MODE == dry ]]`, `(( DRY_RUN ))`),
    the test on the left of `&&`/`||`, or a `case` matches: a run that knows their value
    takes only bash's way (`conditions`), so they are tracked though no launch reads them."""
    names: set[str] = set()
    for statement in nodes_of(root, "if_statement", "elif_clause", "case_statement", "list"):
        if statement.type == "case_statement":
            subject = statement.child_by_field_name("value")
            parts = [] if subject is None else [subject]
        elif statement.type == "list":  # `[[ $MAINTENANCE == 1 ]] && exit 0`
            first = statement.children[0] if statement.children else None
            parts = [first] if first is not None and first.type == "test_command" else []
        else:
            parts = []
            for child in statement.children:
                if child.type == "then":
                    break
                if child.type in {"test_command", "compound_statement"}:
                    parts.append(child)
        for part in parts:
            names |= _names_read(source, part)
    return frozenset(names)


def _names_read(source: Source, node: Node) -> set[str]:
    """Every variable an expansion or arithmetic name under `node` reads."""
    names: set[str] = set()
    for inner in nodes_of(node, "simple_expansion", "expansion", "variable_name"):
        if inner.type == "variable_name":
            names.add(source.slice(inner))
        else:
            names.update(names_inside(source, inner))
    return names


def tested_names(source: Source, root: Node) -> frozenset[str]:
    """Names a test reads (`[[ ]]`, `[ ]`, `test`, `case`, `(( ))`), a utility, or a
    message written to a file or piped: a variable only these read is not tracked, but
    text copied into it is read by them."""
    names: set[str] = set()
    candidates = nodes_of(root, "test_command", "case_statement", "compound_statement", "command")
    for node in candidates:
        if _is_test(source, node):
            names |= _names_read(source, node)
    return frozenset(names)


def _is_test(source: Source, node: Node) -> bool:
    if node.type in {"test_command", "case_statement"}:
        return True
    if node.type == "compound_statement":
        return bool(node.children) and node.children[0].type == "(("
    if node.type != "command":
        return False
    name = node.child_by_field_name("name")
    if name is None:
        return False
    if source.slice(name) in {"[", "test"} or source.slice(name).rsplit("/", 1)[-1] in UTILITIES:
        return True  # a utility's words matter to it (`curl -d`), though no launch reads them
    return _is_message(source, node) and _output_elsewhere(source, node)


def _output_elsewhere(source: Source, command: Node) -> bool:
    """Whether a command's output goes to a file or a pipe, not the terminal."""
    parent = command.parent
    if parent is not None and parent.type == "redirected_statement":
        redirects = [child for child in parent.named_children if child != command]
        if writes_elsewhere(source, redirects):
            return True
        command, parent = parent, parent.parent
    return parent is not None and parent.type == "pipeline" and parent.named_children[-1] != command
