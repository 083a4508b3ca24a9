"""Text that shows or expects a launch without being one: prose and expectations.

A string under a key that holds words for people (`description`, a GitHub
issue form's `placeholder` or `value`), or output (`stdout`, `log`), shows a
command; a mapping that declares the run fails (`expected: fail`, `xfail:
true`, an `error:` message, a non-zero `returncode`), or a list under a key
that names failures (`must_fail:`, `expected_failures:`), records a launch
SGLang refuses on purpose. Fixing either would change what they say, so
nothing under them is a launch. Text aliased both there and in a launch is
read by the expectation too (`Reader`): it is not edited.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from hisparse_fix.formats.expectations import declares_failure, shows
from hisparse_fix.formats.yaml.document import Composed, Node, Path, kind, line_of, walk
from hisparse_fix.vocabulary.sites import Reader


class Expectations(NamedTuple):
    """The places (paths) whose contents are prose or expectations."""

    roots: Mapping[Path, tuple[Node, str]]
    """Each place, with its node and what it is (`the text`, `the expected failure`)."""
    shown: Mapping[int, Path]
    """Nodes (by id) at or under those places, with the first such place."""

    def hides(self, path: Path) -> bool:
        return any(path[:size] in self.roots for size in range(1, len(path) + 1))

    def readers(self, text: str, composed: Composed, node: Node) -> tuple[Reader, ...]:
        """An expectation that reads `node` too (through an alias)."""
        path = self.shown.get(id(node))
        if path is None:
            return ()
        root, what = self.roots[path]
        return (Reader(composed.span(node), _described(text, composed, root, path, what)),)


def expectations(composed: Composed) -> Expectations:
    """The places whose contents are prose or expectations, read once per file."""
    return composed.derived_once("expectations", _expectations)


def _expectations(composed: Composed) -> Expectations:
    roots: dict[Path, tuple[Node, str]] = {}
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if any(path[:size] in roots for size in range(1, len(path))):
                continue
            if kind(node) == "mapping" and _declares_failure(node):
                roots[path] = (node, "the expected failure")
                continue
            key = path[-1] if len(path) > 1 else None
            if isinstance(key, str) and shows(key):
                roots[path] = (node, "the text")
    shown: dict[int, Path] = {}
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            for size in range(1, len(path) + 1):
                if path[:size] in roots:
                    shown.setdefault(id(node), path[:size])
                    break
    return Expectations(roots, shown)


def _declares_failure(node: Node) -> bool:
    """A mapping that says its run fails, or a GitHub issue form element."""
    return declares_failure(
        (key.value, value.value)
        for key, value in node.value
        if kind(key) == "scalar" and kind(value) == "scalar"
    )


def _described(text: str, composed: Composed, node: Node, path: Path, what: str) -> str:
    where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in path[1:])
    line = line_of(text, composed.span(node).start)
    return f"{what} `{where.lstrip('.')}` on line {line}"
