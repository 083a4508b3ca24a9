"""Run a script in the abstract: every path it can take, up to a limit.

Each statement maps the list of states that reach it to the list that leaves
it. Where bash would take one of several ways (`if`/`elif`/`else`, `case`
arms, the right side of `&&`/`||`, a loop body run or not), the states fork,
each remembering the `Choice`; states that no later statement can tell apart
merge again. A command that starts SGLang is recorded once per state that
reaches it, with its words expanded as that run expands them.

The walk (`statements`) has one handler per construct: forks in `flow`,
variables in `assignments`, calls and launches in `commands`, strings run as
scripts in `scripts`.
"""

from __future__ import annotations

from tree_sitter import Node

from hisparse_fix.formats.shell.assignments import Assignments
from hisparse_fix.formats.shell.commands import Commands
from hisparse_fix.formats.shell.foreign import Foreign
from hisparse_fix.formats.shell.relevant import decided_names, relevant_names, tested_names
from hisparse_fix.formats.shell.source import Source, nodes_of
from hisparse_fix.formats.shell.state import State, merge
from hisparse_fix.formats.shell.statements import CAP
from hisparse_fix.vocabulary.limits import step_budget
from hisparse_fix.vocabulary.records import replace


class Interpreter(Foreign, Assignments, Commands):
    def run(self, root: Node) -> None:
        """The script from the top, then each function it never calls, from
        the state at its end, then any launch no path reached, as written."""
        self.budget = step_budget(len(self.source.data))
        definitions = nodes_of(root, "function_definition")
        for node in definitions:
            self._functions[self.source.span(node).start] = (node, self.source)
        self.relevant = relevant_names(self.source, root) | decided_names(self.source, root)
        self.read_whole = relevant_names(self.source, root, declared=False)
        self.tested = tested_names(self.source, root) - self.relevant
        self._readonly = _top_level_readonly(self.source, root)
        final = self.block(root.named_children, [State()])
        ends = merge([replace(state, stop=None) for state in final], CAP, self.precise)
        replaced = _replaced_definitions(self.source, root)
        for node in definitions:
            if self.source.span(node).start in self._called:
                continue
            self._called.add(self.source.span(node).start)
            if node.id in replaced:  # defined again before any call: never runs
                self._never_run[self.source.span(node).start] = replaced[node.id]
                continue
            body = node.child_by_field_name("body")
            if body is not None:
                entered = [
                    replace(state, frames=(*state.frames, ()), positional=None) for state in ends
                ]
                self.statement(body, entered)
        for node in nodes_of(root, "command"):
            if self.source.span(node).start not in self._visited:
                self._unreached(node)

    def as_written(self, root: Node, why: str) -> None:
        """Every launch read as written, with no run followed, each noting `why`: the
        script's runs take more work than the tool follows. Nothing is edited."""
        for node in nodes_of(root, "command"):
            before = len(self.launches)
            self._unreached(node, why)
            self.launches[before:] = [
                replace(item, partial=True) for item in self.launches[before:]
            ]


def _replaced_definitions(source: Source, root: Node) -> dict[int, str]:
    """Functions defined at the script's top level and defined again there later (a
    site's override of a shared recipe), by node id, with why: every run, and a script
    that sources this one, gets the later body. One called in between is read where it
    is called."""
    found: dict[int, str] = {}
    latest: dict[str, Node] = {}
    for node in reversed(root.named_children):
        if node.type != "function_definition":
            continue
        name_node = node.child_by_field_name("name")
        if name_node is None:
            continue
        name = source.slice(name_node)
        later = latest.get(name)
        if later is not None:
            line = source.line(later)
            found[node.id] = f"`{name}` is defined again on line {line}, which replaces it"
        latest[name] = node
    return found


def _top_level_readonly(source: Source, root: Node) -> dict[str, int]:
    """Names `readonly` (or `declare -r`) makes read-only in a statement of the script's
    top level, each with the end of the first such statement."""
    found: dict[str, int] = {}
    for node in root.named_children:
        if node.type != "declaration_command":
            continue
        words = source.slice(node).split()
        flags = "".join(word[1:] for word in words[1:] if word.startswith("-"))
        if words[:1] != ["readonly"] and not (words[:1] == ["declare"] and "r" in flags):
            continue
        for child in node.named_children:
            assigned = child.type == "variable_assignment"
            name = child.child_by_field_name("name") if assigned else child
            if name is not None and name.type == "variable_name":
                found.setdefault(source.slice(name), source.span(node).end)
    return found
