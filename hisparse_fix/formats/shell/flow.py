"""Where a run forks: `if`/`elif`/`else`, `case` arms, `&&`/`||`, loops.

Each way bash may take gets the states that reach the statement, each told the
`Choice` it took so that a launch can say which run reaches it; the results of
all the ways leave together, and those alike merge. A loop's body runs once or
not at all, and `break` ends only the loop. Groupings that do not fork pass the
states through: `{ ...; }` and `!` keep what their statements change, a
subshell and a pipeline's parts drop it.
"""

from __future__ import annotations

from dataclasses import replace

from tree_sitter import Node

from hisparse_fix.formats.shell.state import Choice, Kind, State, Stop, Var
from hisparse_fix.formats.shell.statements import Statements
from hisparse_fix.sites import Span


class Flow(Statements):
    def _program(self, node: Node, states: list[State]) -> list[State]:
        return self.block(node.named_children, states)

    _compound_statement = _program
    _do_group = _program

    def _redirected_statement(self, node: Node, states: list[State]) -> list[State]:
        body = node.child_by_field_name("body")
        return states if body is None else self.statement(body, states)

    def _negated_command(self, node: Node, states: list[State]) -> list[State]:
        return self.block(node.named_children, states)

    def _subshell(self, node: Node, states: list[State]) -> list[State]:
        self.block(node.named_children, states)
        return states

    def _pipeline(self, node: Node, states: list[State]) -> list[State]:
        for child in node.named_children:
            self.statement(child, states)
        return states

    def _test_command(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        return states

    def _if_statement(self, node: Node, states: list[State]) -> list[State]:
        condition, body = _split_at_then(node)
        line = self.source.line(node)
        within = self.source.span(node)
        states = self.block(condition, states)
        result = self.block(
            body, self._choose(states, line, f"the `if` on line {line} is true", within)
        )
        rest = states
        has_else = False
        for clause in node.named_children:
            clause_line = self.source.line(clause)
            if clause.type == "elif_clause":
                clause_condition, clause_body = _split_at_then(clause)
                rest = self.block(clause_condition, rest)
                words = f"the `elif` on line {clause_line} is the first true branch"
                result += self.block(clause_body, self._choose(rest, clause_line, words, within))
            elif clause.type == "else_clause":
                has_else = True
                words = f"the `else` branch on line {clause_line} runs"
                result += self.block(
                    clause.named_children, self._choose(rest, clause_line, words, within)
                )
        if not has_else:
            words = f"no branch of the `if` on line {line} runs"
            result += self._choose(rest, line, words, within)
        return result

    def _case_statement(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node.child_by_field_name("value") or node, states)
        within = self.source.span(node)
        result: list[State] = []
        catch_all = False
        for item in node.named_children:
            if item.type != "case_item":
                continue
            patterns, body = _case_item(item)
            texts = [self.source.slice(pattern) for pattern in patterns]
            catch_all = catch_all or "*" in texts
            line = self.source.line(item)
            words = f"the `case` arm `{'|'.join(texts)})` on line {line} runs"
            result += self.block(body, self._choose(states, line, words, within))
        if not catch_all:
            line = self.source.line(node)
            result += self._choose(
                states, line, f"no arm of the `case` on line {line} matches", within
            )
        return result

    def _list(self, node: Node, states: list[State]) -> list[State]:
        left, operator, right = node.children[0], node.children[1], node.children[-1]
        states = self.statement(left, states)
        line = self.source.line(right)
        snippet = self.source.slice(right).split("\n", 1)[0][:40]
        within = self.source.span(node)
        run = f"`{snippet}` after `{operator.type}` on line {line} runs"
        skip = f"`{snippet}` after `{operator.type}` on line {line} does not run"
        ran = self.statement(right, self._choose(states, line, run, within))
        return ran + self._choose(states, line, skip, within)

    def _for_statement(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        variable = node.child_by_field_name("variable")
        if variable is not None and self.source.slice(variable) in self.relevant:
            name = self.source.slice(variable)
            states = [state.assign(name, Var(Kind.UNKNOWN)) for state in states]
        return self._loop(node, states)

    _c_style_for_statement = _for_statement

    def _while_statement(self, node: Node, states: list[State]) -> list[State]:
        condition = [
            child
            for index, child in enumerate(node.children)
            if node.field_name_for_child(index) == "condition" and child.is_named
        ]
        return self._loop(node, self.block(condition, states))

    def _loop(self, node: Node, states: list[State]) -> list[State]:
        body = node.child_by_field_name("body")
        line = self.source.line(node)
        within = self.source.span(node)
        if body is None:
            return states
        ran = self.statement(
            body, self._choose(states, line, f"the loop on line {line} runs its body", within)
        )
        ran = [replace(state, stop=None) if state.stop is Stop.BREAK else state for state in ran]
        skipped = self._choose(
            states, line, f"the loop on line {line} does not run its body", within
        )
        return ran + skipped

    def _choose(self, states: list[State], line: int, words: str, within: Span) -> list[State]:
        return [state.choose(Choice(line, words, within)) for state in states]


def _split_at_then(node: Node) -> tuple[list[Node], list[Node]]:
    """An `if`/`elif`'s condition statements and its body statements."""
    condition: list[Node] = []
    body: list[Node] = []
    seen_then = False
    for child in node.children:
        if child.type == "then":
            seen_then = True
        elif child.is_named and child.type not in {"elif_clause", "else_clause"}:
            (body if seen_then else condition).append(child)
    return condition, body


def _case_item(item: Node) -> tuple[list[Node], list[Node]]:
    patterns: list[Node] = []
    body: list[Node] = []
    for index, child in enumerate(item.children):
        field_name = item.field_name_for_child(index)
        if field_name == "value":
            patterns.append(child)
        elif child.is_named and field_name not in {"termination", "fallthrough"}:
            body.append(child)
    return patterns, body
