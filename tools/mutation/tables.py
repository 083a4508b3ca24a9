"""Mutants of the release tables (`hisparse_fix/sglang/matrix/*.toml`, `*.txt`): one cell changed.

A table is the facts the rules judge by, so a wrong cell is a wrong verdict: a
backend gained or lost by a release's set, a default or a dtype changed, an option
line lost from a list. Each mutant is a byte-exact edit of one value, made as a
person editing the table would make it.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from tools.mutation.operators import Mutant

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

_HEADER = re.compile(r"^\s*\[\[?\s*([\w.-]+)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([\w-]+)\s*=\s*")
_STRING = re.compile(r'"([^"\\]*)"')
_ADDED_PER_ARRAY = 2
"""Values from other releases added to one array (the first ones, sorted)."""


def toml_mutants(
    path: str, text: str, vocabulary: Mapping[tuple[str, str], set[str]]
) -> list[Mutant]:
    """Each array element left out, a value other releases have added, and each
    scalar string replaced by another release's value for the same key."""
    parsed = tomllib.loads(text)
    found: list[Mutant] = []
    offset = 0
    table = key = ""
    depth = 0
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        code = line.split("#", 1)[0]
        cell = _Cell(path, number, line, offset, table, key)
        if depth:
            found.extend(_removals(cell, 0))
            depth += code.count("[") - code.count("]")
        elif header := _HEADER.match(line):
            table = header.group(1)
        elif match := _KEY.match(code):
            cell = _Cell(path, number, line, offset, table, key := match.group(1))
            if code.startswith("[", match.end()):
                present = set(_value(parsed, table, key))
                found.extend(_additions(cell, match.end(), present, vocabulary))
                found.extend(_removals(cell, match.end()))
                depth = code.count("[") - code.count("]")
            elif code.startswith('"', match.end()):
                found.extend(_scalar(cell, match.end(), vocabulary))
        offset += len(line)
    return found


@dataclass(frozen=True)
class _Cell:
    """Where a value is: its file, line (number, text, offset) and table key."""

    path: str
    number: int
    line: str
    offset: int
    table: str
    key: str

    def mutant(self, start: int, end: int, replacement: str, description: str) -> Mutant:
        return Mutant(
            self.path,
            self.number,
            self.offset + start,
            self.offset + end,
            replacement,
            f"[{self.table}] {self.key}: {description}",
            self.line.strip(),
        )


def _removals(cell: _Cell, begin: int) -> Iterator[Mutant]:
    code = cell.line.split("#", 1)[0]
    for string in _STRING.finditer(code, begin):
        start, end = string.start(), string.end()
        if tail := re.match(r"\s*,\s*", code[end:]):
            end += tail.end()
        elif head := re.search(r",\s*$", code[:start]):
            start = head.start()
        yield cell.mutant(start, end, "", f"{string.group(0)} left out")


def _value(parsed: Mapping, table: str, key: str) -> list:
    for name in table.split(".") if table else ():
        parsed = parsed.get(name, {})
        if not isinstance(parsed, Mapping):
            return []
    return parsed.get(key, [])


def _additions(
    cell: _Cell, at: int, present: set[str], vocabulary: Mapping[tuple[str, str], set[str]]
) -> Iterator[Mutant]:
    missing = sorted(vocabulary.get((cell.table, cell.key), set()) - present)
    for value in missing[:_ADDED_PER_ARRAY]:
        yield cell.mutant(at + 1, at + 1, f'"{value}", ', f'"{value}" added')


def _scalar(
    cell: _Cell, at: int, vocabulary: Mapping[tuple[str, str], set[str]]
) -> Iterator[Mutant]:
    string = _STRING.match(cell.line, at)
    others = sorted(vocabulary.get((cell.table, cell.key), set()) - {string.group(1)})
    if cell.key in ("first", "last") or not others:
        return
    new = f'"{others[0]}"'
    yield cell.mutant(string.start(), string.end(), new, f"{string.group(0)} -> {new}")


def vocabulary(paths: list[Path]) -> dict[tuple[str, str], set[str]]:
    """Every string each (table, key) holds in any release table: what a cell may become."""
    words: dict[tuple[str, str], set[str]] = {}
    for path in paths:
        _collect(tomllib.loads(path.read_text()), "", words)
    return words


def _collect(table: Mapping, name: str, words: dict[tuple[str, str], set[str]]) -> None:
    for key, value in table.items():
        if isinstance(value, Mapping):
            _collect(value, f"{name}.{key}" if name else key, words)
        elif isinstance(value, list) and value and isinstance(value[0], Mapping):
            for item in value:
                _collect(item, f"{name}.{key}" if name else key, words)
        elif isinstance(value, list):
            words.setdefault((name, key), set()).update(v for v in value if isinstance(v, str))
        elif isinstance(value, str):
            words.setdefault((name, key), set()).add(value)


def text_mutants(path: str, text: str) -> list[Mutant]:
    """Each fact line (not a comment, not a section header) left out."""
    found = []
    offset = 0
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        fact = line.strip()
        if fact and not fact.startswith(("#", "[")):
            found.append(
                Mutant(
                    path, number, offset, offset + len(line), "", f"line `{fact}` left out", fact
                )
            )
        offset += len(line)
    return found
