"""Where a run forks: `if`/`elif`/`else`, `case` arms, `&&`/`||`, loops.

Each way bash may take gets the states that reach the statement, each told the
`Choice` it took so that a launch can say which run reaches it; the results of
all the ways leave together, and those alike merge. A loop's body runs again
from each state it leaves until no new one comes back (or the runs are noted as
not followed), and `break` ends only the loop. Groupings that do not fork pass
the states through: `{ ...; }` and `!` keep what their statements change, a
subshell and a pipeline's parts drop it (but the last part under `lastpipe`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import NamedTuple, TypeVar

from tree_sitter import Node

from hisparse_fix.formats.shell.conditions import (
    PlatformTest,
    arithmetic,
    arithmetic_decided,
    arithmetic_names,
    case_arm,
    case_platform,
    comparison,
    decided,
    platform_test,
)
from hisparse_fix.formats.shell.expansion import NAME, expand, string_value
from hisparse_fix.formats.shell.source import Source, walk
from hisparse_fix.formats.shell.state import (
    Choice,
    Kind,
    Precise,
    State,
    Stop,
    Var,
    join,
    merge,
    unknown_of,
)
from hisparse_fix.formats.shell.statements import CAP, Statements
from hisparse_fix.formats.shell.unfollowed import altered
from hisparse_fix.formats.shell.words import Piece, reference
from hisparse_fix.sglang.platform_words import platform_named
from hisparse_fix.vocabulary.limits import MAX_JOINED
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import PlatformBranch, Reader, Span

T = TypeVar("T")

LOOP_ROUNDS = 8
"""Most runs of a loop's body followed before the runs it leaves are not followed."""


class Flow(Statements):
    def _program(self, node: Node, states: list[State]) -> list[State]:
        return self.block(node.named_children, states)

    _compound_statement = _program
    _do_group = _program

    def _redirected_statement(self, node: Node, states: list[State]) -> list[State]:
        body = node.child_by_field_name("body")
        return states if body is None else self.statement(body, states)

    def _negated_command(self, node: Node, states: list[State]) -> list[State]:
        why = f"its exit status is negated with `!` on line {self.source.line(node)}"
        return self._status_block(node.named_children, states, why)

    def _status_block(self, nodes: list[Node], states: list[State], why: str) -> list[State]:
        """`nodes` read as a condition: the script acts on whether a launch there fails."""
        with self._outcome_acted_on(
            f"{why}: the script may expect SGLang to refuse this launch, so it is not edited"
        ):
            return self.block(nodes, states)

    def _subshell(self, node: Node, states: list[State]) -> list[State]:
        self.block(node.named_children, states)
        return states

    def _pipeline(self, node: Node, states: list[State]) -> list[State]:
        """Each part runs in a subshell, but for the last one under `lastpipe`."""
        parts = [child for child in node.named_children if child.type != "comment"]
        searcher = next((part for part in parts[1:] if self._searches(part)), None)
        for child in parts[:-1]:
            if searcher is not None:
                # `launch 2>&1 | grep -q "HiSparse requires"`: the script reads its output.
                line = self.source.line(searcher)
                why = f"its output is searched by `{self._name_of(searcher)}` on line {line}"
                self._status_block([child], states, why)
            else:
                self.statement(child, states)
        here = [state for state in states if state.lastpipe]
        apart = [state for state in states if not state.lastpipe]
        if apart and parts:
            self.statement(parts[-1], apart)
        return (self.statement(parts[-1], here) if here and parts else here) + apart

    def _searches(self, part: Node) -> bool:
        """A pipeline part that searches what it reads (`grep`, `rg`): not a log sink."""
        return self._name_of(part) in _SEARCHERS

    def _name_of(self, part: Node) -> str:
        command = part.child_by_field_name("body") if part.type == "redirected_statement" else part
        name = command.child_by_field_name("name") if command is not None else None
        return "" if name is None else self.source.slice(name).rsplit("/", 1)[-1]

    def _test_command(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        return states

    def _if_statement(self, node: Node, states: list[State]) -> list[State]:
        """Each branch runs for the runs that may take it, each told its choice; a run
        that knows how a condition comes out (`conditions`) goes its own way without
        one, since nothing forked it there."""
        condition, body = _split_at_then(node)
        line = self.source.line(node)
        within = self.source.span(node)
        tested = f"its exit status is the condition of the `if` on line {line}"
        states = self._status_block(condition, states, tested)
        self._platform_branch(condition, body, f"the `if` on line {line}")
        if [self.source.slice(part) for part in condition] == ["false"]:
            for statement in body:  # a block switched off by hand
                self._never_run[self.source.span(statement).start] = (
                    f"the `if false` on line {line} never runs it"
                )
            result: list[State] = []
            forked, sure = states, []
        else:
            words = f"the `if` on line {line} is true"
            forked, taken, sure = self._by_condition(condition, states)
            test = platform_test(self.source, condition)
            tested_by = f"the `if` on line {line}"
            entering = self._choose(forked, line, words, within) + taken
            self._skipped(body, entering, bool(states), f"the `if` on line {line} is false")
            result = self.block(body, _marked(entering, test, True, tested_by))
            forked = _marked(forked, test, False, tested_by)
            sure = _marked(sure, test, False, tested_by)
        has_else = False
        for clause in node.named_children:
            clause_line = self.source.line(clause)
            if clause.type == "elif_clause":
                clause_condition, clause_body = _split_at_then(clause)
                tested = f"its exit status is the condition of the `elif` on line {clause_line}"
                forked = self._status_block(clause_condition, forked, tested)
                sure = self._status_block(clause_condition, sure, tested)
                self._platform_branch(
                    clause_condition, clause_body, f"the `elif` on line {clause_line}"
                )
                words = f"the `elif` on line {clause_line} is the first true branch"
                # A run forked before this clause is named by it even when it knows this
                # condition: it is here because an earlier one was false.
                open_before, taken_before, past_before = self._by_condition(
                    clause_condition, forked
                )
                open_here, taken_here, past_here = self._by_condition(clause_condition, sure)
                named = [*open_before, *taken_before, *open_here]
                entering = self._choose(named, clause_line, words, within) + taken_here
                self._skipped(
                    clause_body,
                    entering,
                    bool(states),
                    f"the `elif` on line {clause_line} is not the first true branch",
                )
                test = platform_test(self.source, clause_condition)
                tested_by = f"the `elif` on line {clause_line}"
                result += self.block(clause_body, _marked(entering, test, True, tested_by))
                forked = _marked([*open_before, *past_before, *open_here], test, False, tested_by)
                sure = _marked(past_here, test, False, tested_by)
            elif clause.type == "else_clause":
                has_else = True
                words = f"the `else` branch on line {clause_line} runs"
                entering = self._choose(forked, clause_line, words, within) + sure
                self._skipped(
                    clause.named_children,
                    entering,
                    bool(states),
                    f"a branch of the `if` on line {line} before its `else` is true",
                )
                result += self.block(clause.named_children, entering)
        if not has_else:
            words = f"no branch of the `if` on line {line} runs"
            result += self._choose(forked, line, words, within, taken=False) + sure
        return result

    def _skipped(self, body: list[Node], entering: list[State], reached: bool, why: str) -> None:
        """A branch no run takes, though runs reach its `if` or `case` (each knows how
        the test comes out): a launch in it is reported, never edited as written. The
        branch may still run from another call or round, which then reads it."""
        if reached and not entering:
            for statement in body:
                self._never_run.setdefault(
                    self.source.span(statement).start, f"{why} in every run that reaches it"
                )

    def _by_condition(
        self, condition: list[Node], states: list[State]
    ) -> tuple[list[State], list[State], list[State]]:
        """The runs that may go either way at a condition, those that know it is true,
        and those that know it is false (`conditions`)."""
        if not states:
            return states, [], []
        expression = comparison(self.source, condition)
        if expression is not None:
            names = self._read_names(condition[0])
            outcome: Callable[[State], bool | None] = partial(decided, self.source, expression)
        else:
            expression = arithmetic(self.source, condition)
            if expression is None:
                return states, [], []
            names = arithmetic_names(self.source, expression)
            outcome = partial(arithmetic_decided, self.source, expression)
        either, known = self._by_outcome(states, names, outcome)
        return either, known.get(True, []), known.get(False, [])

    def _by_outcome(
        self, states: list[State], names: frozenset[str], outcome: Callable[[State], T | None]
    ) -> tuple[list[State], dict[T, list[State]]]:
        """The runs that do not know `outcome`, and those that do, by what they know:
        each state split on the joined `names` the outcome reads, and kept whole when
        none of its parts knows it."""
        unknown: list[State] = []
        known: dict[T, list[State]] = {}
        for state in states:
            parts = state.split(names, MAX_JOINED, self.precise)
            outcomes = [outcome(part) for part in parts]
            if all(each is None for each in outcomes):
                unknown.append(state)
                continue
            for part, each in zip(parts, outcomes, strict=True):
                if each is None:
                    unknown.append(part)
                else:
                    known.setdefault(each, []).append(part)
        return unknown, known

    def _case_statement(self, node: Node, states: list[State]) -> list[State]:
        """Each arm runs for the runs its patterns may match; an arm ended by `;&` runs
        on into the next arm's body, and one ended by `;;&` goes on testing the arms
        after it (bash's fall-through), so those runs reach the later arms too."""
        self._substitutions(node.child_by_field_name("value") or node, states)
        within = self.source.span(node)
        result: list[State] = []
        catch_all = False
        items = [item for item in node.named_children if item.type == "case_item"]
        subject = node.child_by_field_name("value")
        testing, by_arm = self._by_case(node, items, states)
        carried: list[State] = []
        for index, item in enumerate(items):
            patterns, body = _case_item(item)
            texts = [self.source.slice(pattern) for pattern in patterns]
            catch_all = catch_all or "*" in texts
            line = self.source.line(item)
            arm = f"arm of the `case` on line {self.source.line(node)}"
            self._platform_branch(patterns, body, arm)
            words = f"the `case` arm `{'|'.join(texts)})` on line {line} runs"
            chosen = self._choose(testing, line, words, within)
            entering = [*chosen, *by_arm.get(index, ())]
            self._skipped(
                body,
                [*entering, *carried],
                bool(states),
                f"the `case` arm `{'|'.join(texts)})` on line {line} matches no run",
            )
            named = None if subject is None else case_platform(self.source, subject, patterns)
            if named is not None:
                what = f"the `{named[1]}` arm of the `case` on line {self.source.line(node)}"
                branch = PlatformBranch(frozenset({named[0]}), True, what)
                entering = _passing(entering, branch)
            out = self.block(body, [*entering, *carried])
            ending = _case_ending(item)
            carried = out if ending == ";&" else []
            if ending == ";;&":
                testing = [*testing, *out]
            if ending != ";&":
                result += out
        result += carried  # `;&` on the last arm: it runs on out of the `case`
        if not catch_all:
            line = self.source.line(node)
            words = f"no arm of the `case` on line {line} matches"
            result += self._choose(testing, line, words, within, taken=False)
        return result + by_arm.get(len(items), [])

    def _by_case(
        self, node: Node, items: list[Node], states: list[State]
    ) -> tuple[list[State], dict[int, list[State]]]:
        """The runs that test every arm, and those that know which arm they take (by its
        index; the number of arms for none): a `case` over a word the run knows, whose
        arms all end in `;;` (`conditions.case_arm`). Those take their arm without a
        choice naming it: nothing forked them there."""
        subject = node.child_by_field_name("value")
        if subject is None or any(_case_ending(item) != ";;" for item in items):
            return states, {}
        arms = [_case_item(item)[0] for item in items]
        return self._by_outcome(
            states, self._read_names(node), lambda part: case_arm(self.source, subject, arms, part)
        )

    def _list(self, node: Node, states: list[State]) -> list[State]:
        left, operator, right = node.children[0], node.children[1], node.children[-1]
        after = self.source.slice(right)
        dropped = _IGNORES_FAILURE.fullmatch(after) is not None and not _captured(node)
        if operator.type == "&&" or not (_stops_failing(after) or dropped):
            # `launch && { echo BUG; exit 1; }`, `launch || echo "refused as expected"`: the
            # script acts on whether it fails. (`launch || exit 1` only stops it, and
            # `launch || true` only goes on.)
            line = self.source.line(node)
            tested = f"its exit status decides the `{operator.type}` on line {line}"
            states = self._status_block([left], states, tested)
        else:
            states = self.statement(left, states)
        if operator.type == "&&" and _is_test(self.source.slice(left)):
            self._platform_branch([left], [right], f"the `&&` on line {self.source.line(node)}")
        line = self.source.line(right)
        snippet = self.source.slice(right).split("\n", 1)[0][:40]
        within = self.source.span(node)
        run = f"`{snippet}` after `{operator.type}` on line {line} runs"
        skip = f"`{snippet}` after `{operator.type}` on line {line} does not run"
        # A run that knows how a test on the left comes out (`[[ $MODE == 1 ]] && exit`)
        # goes bash's one way, with no choice: nothing forked it there.
        either, true, false = self._by_condition([left], states)
        runs, passes = (true, false) if operator.type == "&&" else (false, true)
        entering = self._choose(either, line, run, within) + runs
        outcome = "true" if operator.type == "||" else "false"
        why = f"the test before `{operator.type}` on line {line} is {outcome}"
        self._skipped([right], entering, bool(states), why)
        ran = self.statement(right, entering) if entering else []
        return ran + self._choose(either, line, skip, within, taken=False) + passes

    def _for_statement(self, node: Node, states: list[State]) -> list[State]:
        self._substitutions(node, states)
        variable = node.child_by_field_name("variable")
        if variable is not None and self.source.slice(variable) in self.relevant:
            name = self.source.slice(variable)
            states = [state.assign(name, Var(Kind.UNKNOWN)) for state in states]
        words = self._literal_words(node)
        if words is None:
            return self._for_expanded(node, states)
        if len(words) > LOOP_ROUNDS:
            return self._loop(node, [], states)
        # `for x in a b`: the body runs exactly once per word, each run named by it.
        passes = [
            _Pass(
                self.source.slice(word),
                self.source.span(word),
                lambda state, word=word: string_value(
                    self.source, word, state, self.source.span(word)
                ),
            )
            for word in words
        ]
        return self._each_word(node, states, passes)

    def _for_expanded(self, node: Node, states: list[State]) -> list[State]:
        """`for word in "$@"`, `for m in "${MODELS[@]}"`: in a run that knows every word
        of the argument list or array, the body runs once per word, as for words written
        out; the runs that do not know them run it as an open loop (`_loop`). Those lists
        hold the words launches are built from. A string split on blanks (`$NICS`, hosts,
        ports) is left to the open loop: following it word by word costs a pass for each
        word in every run and seldom reaches a launch's options."""
        values = self._listed(node)
        if values is None or not values or not all(self._argument_list(v) for v in values):
            return self._loop(node, [], states)
        origin = self.source.span(node)
        open_runs: list[State] = []
        left: list[State] = []
        entered = False
        for state in states:
            pieces = self._known_words(values, state, origin)
            if pieces is None:
                open_runs.append(state)
                continue
            entered = entered or bool(pieces)
            passes = [
                _Pass(piece.token.text, piece.token.span, lambda _, piece=piece: _word(piece))
                for piece in pieces
            ]
            left += self._each_word(node, [state], passes)
        body = node.child_by_field_name("body")
        if body is not None and not entered and not open_runs:
            # `for gpu in "${SPARE_GPUS[@]}"` over an array every run knows is empty.
            why = f"the loop on line {self.source.line(node)} runs over no word"
            self._skipped([body], [], bool(states), why)
        return left + (self._loop(node, [], open_runs) if open_runs else [])

    def _listed(self, node: Node) -> list[Node] | None:
        """The words after `in` of a `for` loop (None for `select`, a loop without `in`
        and a C-style loop)."""
        if node.type != "for_statement" or node.children[0].type != "for":
            return None  # `select` runs its body as often as the user answers
        if not any(child.type == "in" for child in node.children):
            return None
        return [
            child
            for index, child in enumerate(node.children)
            if node.field_name_for_child(index) == "value"
        ]

    def _argument_list(self, value: Node) -> bool:
        """`"$@"` or `"${NAME[@]}"`: every word of the list, neither split nor globbed."""
        ref = reference(self.source, value)
        return ref is not None and ref.quoted and not ref.joined and (ref.array or ref.name == "@")

    def _known_words(self, values: list[Node], state: State, origin: Span) -> list[Piece] | None:
        """The words of the lists `values` in this run, when each is known; else None (and
        past `LOOP_ROUNDS` words)."""
        pieces = expand(self.source, values, state, origin)
        if len(pieces) > LOOP_ROUNDS:
            return None
        if any(piece.unread is not None or piece.token.dynamic for piece in pieces):
            return None
        return pieces

    def _each_word(self, node: Node, states: list[State], passes: list[_Pass]) -> list[State]:
        """The body run once for each word in turn, each run named by its word."""
        body = node.child_by_field_name("body")
        if body is None:
            return states
        variable = node.child_by_field_name("variable")
        name = None if variable is None else self.source.slice(variable)
        line = self.source.line(node)
        places = {each.span for each in passes}
        left: list[State] = []
        for each in passes:
            what = f"the loop on line {line} runs its body for `{each.text}`"
            entered = [
                _without(state, places).choose(Choice(line, what, each.span)) for state in states
            ]
            if name is not None and name in self.relevant:
                # Each pass holds its word: `for kv in fp8_e4m3 bfloat16` launches with each.
                # The list is a sweep: a rewritten word would run another pass twice, so
                # the loop reads its words too, and a refused one is reported, not edited.
                # (A list of one word runs once whatever it holds: it is no sweep.)
                if len(passes) > 1:
                    sweep = f"the `for` loop on line {line}, which runs once for each of its words"
                    self.readers[Reader(each.span, sweep)] = None
                entered = [state.assign(name, each.value(state)) for state in entered]
            out, states = self._round(body, [], entered)
            left += out
        return [_without(state, places) for state in left + states]

    def _literal_words(self, node: Node) -> list[Node] | None:
        """The words a `for` loop runs over, when they are written out plainly."""
        listed = self._listed(node)
        if listed is None:
            return None
        for child in listed:
            text = self.source.slice(child)
            plain = child.type in {"word", "number", "raw_string"} or (
                child.type == "string"
                and all(part.type == "string_content" for part in child.named_children)
            )
            if not plain or (child.type == "word" and any(c in text for c in "*?[{$`\\")):
                return None
        return listed

    _c_style_for_statement = _for_statement

    def _while_statement(self, node: Node, states: list[State]) -> list[State]:
        condition = [
            child
            for index, child in enumerate(node.children)
            if node.field_name_for_child(index) == "condition" and child.is_named
        ]
        return self._loop(node, condition, self.block(condition, states))

    def _loop(self, node: Node, condition: list[Node], states: list[State]) -> list[State]:
        """The body run again from every state a run of it leaves, until no new state
        comes back to the loop's head (a fixed point); past `LOOP_ROUNDS` rounds, the
        runs that still change are followed once more, each noted as not followed."""
        body = node.child_by_field_name("body")
        line = self.source.line(node)
        within = self.source.span(node)
        if body is None:
            return states
        runs = f"the loop on line {line} runs its body"
        skipped = self._choose(
            states, line, f"the loop on line {line} does not run its body", within, taken=False
        )
        left: list[State] = []
        # The loop's head holds each run apart in what a round can change (joined
        # variables it sets split), so that a round that brings back no new run ends the
        # loop; each round runs the body once, on the new runs joined.
        changed = self._set_in(node)
        heads, widened = join(_each_run(states, changed, self.precise), CAP)
        frontier = heads
        for _ in range(LOOP_ROUNDS):
            entering = merge(self._choose(frontier, line, runs, within), CAP, self.precise)
            out, back = self._round(body, condition, entering)
            left = merge(left + out + back, CAP, self.precise)
            known = {state.key for state in heads}
            each = _each_run(back, changed, self.precise)
            heads, widened = join(heads + each, CAP, widened)
            frontier = [state for state in heads if state.key not in known]
            if not frontier:
                return left + skipped
        why = f"the loop on line {line} may run more times than the tool follows"
        changing = _changing([*heads, *frontier])
        if not changing:
            unknown = [state.unfollow(why) for state in frontier]
            out, back = self._round(body, condition, self._choose(unknown, line, runs, within))
            return left + out + back + skipped
        # Widen: the variables each pass still changes may hold anything; the rest is known.
        unknown = _widened(frontier, [*heads, *frontier], changing, why)
        out, back = self._round(body, condition, self._choose(unknown, line, runs, within))
        return left + _widened(out + back, [*heads, *out, *back], changing, why) + skipped

    def _set_in(self, loop: Node) -> frozenset[str]:
        """The variables a loop may set in a round: every name written in it, and in every
        function of the script (it may call any)."""
        return _names_written(self.source, loop) | self._set_in_functions()

    def _set_in_functions(self) -> frozenset[str]:
        """Every name written in a function of the script, worked out once for each set of
        functions (a script read from a string may define more)."""
        known = len(self._functions)
        if self._function_names[0] != known:
            names: set[str] = set()
            for definition, source in self._functions.values():
                names |= _names_written(source, definition)
            self._function_names = (known, frozenset(names))
        return self._function_names[1]

    def _round(
        self, body: Node, condition: list[Node], states: list[State]
    ) -> tuple[list[State], list[State]]:
        """One run of a loop's body: the states that leave the loop (`break`, `exit`),
        and those that come back to its head (its end or `continue`, then the condition)."""
        out: list[State] = []
        back: list[State] = []
        for state in self.statement(body, states):
            if state.stop is Stop.BREAK:
                out.append(replace(state, stop=None))
            elif state.stop is None or state.stop is Stop.CONTINUE:
                back.append(replace(state, stop=None))
            else:
                out.append(state)
        return out, self.block(condition, back)

    def _platform_branch(self, test: list[Node], body: list[Node], what: str) -> None:
        """A branch whose pattern or test names a platform: its text is read, on
        another platform than the tool's, by a run the tool does not judge."""
        named = platform_named(" ".join(self.source.slice(node) for node in test))
        if named is None or not body:
            return
        platform, word = named
        span = Span(self.source.span(body[0]).start, self.source.span(body[-1]).end)
        if what.startswith("arm"):
            what = f"the `{word}` {what}"
        else:
            what = f"the branch of {what} that tests `{word}`"
        self.readers[Reader(span, f"{what} (another platform)", platform or None)] = None

    def _choose(
        self, states: list[State], line: int, words: str, within: Span, *, taken: bool = True
    ) -> list[State]:
        return [state.choose(Choice(line, words, within, taken)) for state in states]


def _marked(
    states: list[State], test: PlatformTest | None, taken: bool, tested_by: str
) -> list[State]:
    """The runs that took (`taken`) or passed over a branch whose condition compares a
    variable with a platform's name: each then runs only on that platform, or only on
    the others (`formats.branches` judges its launches so)."""
    if test is None:
        return states
    if taken:
        what = f"the branch of {tested_by} that tests `{test.word}`"
    else:
        what = f"{tested_by}, whose test of `{test.word}` is false"
    branch = PlatformBranch(frozenset({test.platform}), test.equal == taken, what)
    return _passing(states, branch)


def _passing(states: list[State], branch: PlatformBranch) -> list[State]:
    """The runs that pass a platform test and can still run somewhere."""
    return [passed for state in states if (passed := state.passed(branch)) is not None]


def _names_written(source: Source, node: Node) -> frozenset[str]:
    """Every variable name and every word that may name one under `node` (see
    `_words_in`), worked out once for each node."""
    key = (node.start_byte, node.end_byte, node.type)
    found = source.memo.get(("names_written", key))
    if found is None:
        found = frozenset(
            {source.slice(child) for child in walk(node) if child.type == "variable_name"}
            | _words_in(source, node)
        )
        source.memo[("names_written", key)] = found
    return found


def _words_in(source: Source, node: Node) -> set[str]:
    """Words that may name a variable a command sets (`read KV`, `mapfile -t A`)."""
    return {
        text
        for child in walk(node)
        if child.type == "word" and NAME.fullmatch(text := source.slice(child)) is not None
    }


def _each_run(states: list[State], names: frozenset[str], precise: Precise) -> list[State]:
    """The states split on the joined variables among `names`, one per run (up to `CAP`)."""
    return [part for state in states for part in state.split(names, CAP, precise)]


def _changing(states: list[State]) -> frozenset[str]:
    """The variables the runs reaching a loop's head still disagree on."""
    seen: dict[str, set[object]] = {}
    for state in states:
        visible = state.visible()
        for name in set(seen) | set(visible):
            seen.setdefault(name, set()).add(visible.get(name))
    return frozenset(name for name, values in seen.items() if len(values) > 1)


def _widened(
    states: list[State], seen: list[State], names: frozenset[str], why: str
) -> list[State]:
    """`states` with each of `names` unknown, as any of the runs `seen` may have it: a
    string reads the text every value was written in; an array or an exported variable,
    which may hold options or a launch's environment, makes what reads it partial."""
    for name in sorted(names):
        values = {state.lookup(name) for state in seen}
        if any(var is not None and (var.kind is Kind.ARRAY or var.exported) for var in values):
            states = [altered(state, name, why) for state in states]
        else:
            joined = unknown_of(values, f"`{name}`: {why}")
            states = [state.assign(name, joined) for state in states]
    return states


def _without(state: State, within: set[Span]) -> State:
    """The state without the decisions made at these places (a loop's earlier passes)."""
    choices = frozenset(choice for choice in state.choices if choice.within not in within)
    example = tuple(choice for choice in state.example if choice.within not in within)
    return replace(state, choices=choices, example=example)


_STOPS_FAILING = re.compile(
    r"\{?\s*(?:(?:echo|printf|logger)\b(?:[^;&|\n]|>&\d)*[;\n]\s*)*"
    r"(?:exit|return)(?:\s+[1-9]\d*)?\s*;?\s*\}?"
    r"|false|die\b.*|fail\b.*"
)
"""What a script does when a command fails and it only wants to stop: `exit 1`,
`{ echo "failed" >&2; exit 1; }` (on one line or several), `return 1`, `false`, `die "..."`."""


_SEARCHERS = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "zgrep"})
"""Programs that look for text (SGLang's error) in what a launch prints."""


_IGNORES_FAILURE = re.compile(r"\s*(?:true|:)\s*")
"""`launch || true`: the exit status is dropped, whatever it is (a restart loop), unless
its output is captured (`out=$(launch 2>&1 || true)`), which the script then reads."""


def _captured(node: Node) -> bool:
    """Whether the command's output is captured by a command or process substitution."""
    parent = node.parent
    while parent is not None:
        if parent.type in ("command_substitution", "process_substitution"):
            return True
        parent = parent.parent
    return False


def _stops_failing(text: str) -> bool:
    return _STOPS_FAILING.fullmatch(text.strip()) is not None


def _is_test(text: str) -> bool:
    """`[[ ... ]]`, `[ ... ]`, `test ...`: a condition, not a command that changes the run."""
    return text.startswith(("[", "test ", "! [")) or text.startswith("! test ")


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


def _case_ending(item: Node) -> str:
    """How a `case` arm ends: `;;`, `;&` (run on into the next arm) or `;;&` (go on
    testing the arms after it); the last arm may have none (read as `;;`)."""
    for child in reversed(item.children):
        if child.type in {";;", ";&", ";;&"}:
            return child.type
    return ";;"


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


class _Pass(NamedTuple):
    """One word a `for` loop runs its body for: its text, where it is written, and the
    value the loop's variable takes in a run."""

    text: str
    span: Span
    value: Callable[[State], Var]


def _word(piece: Piece) -> Var:
    return Var(Kind.STRING, (piece,))
