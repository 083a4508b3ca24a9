"""Which variables the runs track: those a launch may read.

A variable is tracked when a command word, an assignment or a declaration
reads it whole, or a declaration names it. One that only tests (`[ -n "$X" ]`),
messages (`echo "$X"`), utilities (`mkdir -p "$LOG_DIR"`) and redirections
(`> "$LOG"`) read is not, so that a branch setting it does not fork the runs
apart for nothing: runs that differ only there are one.
"""

from __future__ import annotations

from tree_sitter import Node

from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.words import names_inside, reference

MESSAGE_COMMANDS = frozenset(
    {":", "echo", "printf", "logger", "print", "true", "false", "test", "[", "wall"}
)
"""Commands whose words are text, never a launch."""

_UTILITIES = frozenset(
    {
        *("cd", "mkdir", "rm", "rmdir", "cp", "mv", "ln", "touch", "chmod", "chown"),
        *("sleep", "wait", "kill", "pkill", "pgrep", "curl", "wget", "nc", "ls", "du"),
        *("tail", "head", "tee", "wc", "date", "hostname", "nvidia-smi", "rocm-smi"),
    }
)
"""Programs that never start SGLang nor change the run: a variable only they and
redirections read does not fork the runs (`LOG_DIR` chosen under an `if`)."""


def relevant_names(source: Source, root: Node) -> frozenset[str]:
    """Names a command word, an assignment or a declaration reads whole, or a
    declaration names; the words of tests and messages do not count."""
    names: set[str] = set()
    stack = [root]
    while stack:
        node = stack.pop()
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
                    names.add(source.slice(target))
        stack.extend(node.children)
    return frozenset(names)


def _reads_no_launch_word(source: Source, command: Node) -> bool:
    """A message or a utility: its words never reach a launch's options."""
    name = command.child_by_field_name("name")
    if name is None:
        return False
    base = source.slice(name).rsplit("/", 1)[-1]
    return base in MESSAGE_COMMANDS or base in _UTILITIES
