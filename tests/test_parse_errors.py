"""Where a file that cannot be read is reported: the tool's own line and column.

Each parser counts differently (bytes or characters, from 0 or 1) and places some
errors elsewhere from one release to the next, so the tool works the place out from
the text. These cases pin it for every format; CI runs them against the lowest and the
newest releases of each parser library the project allows (`.ci/run`).
"""

from __future__ import annotations

import pytest

from hisparse_fix.engine.pipeline import process_bytes
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.sglang.settings import Settings

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse"

CASES = [
    # TOML: a repeated key is placed at its second writing (tomlkit 0.15 says column 0,
    # older releases say nothing); CRLF lines count no CR into a column.
    ("toml", '[s]\nenable-hisparse = true\n  "enable-hisparse" = false\n', 3, 3),
    ("toml", "[s]\r\nenable-hisparse = true\r\nx = = 1\r\n", 3, 5),
    ("toml", "[s]\nenable-hisparse = true\n[t]\nb = 2\n[s]\nc = 3\n", 5, 1),
    ("toml", '[s]\nenable-hisparse = true\nkv = "é\n', 3, 8),
    # YAML: PyYAML's Python reader places it, whether libyaml is installed or not.
    ("yaml", "a: --enable-hisparse\n\tb: 2\n", 2, 1),
    ("yaml", "é: [--enable-hisparse\nc: 1\n", 2, 2),
    ("yaml", "a: --enable-hisparse \x07\n", 1, 22),
    # Shell: tree-sitter's column counts bytes; the tool's counts characters.
    ("shell", f'echo "é" ))\n{LAUNCH}\n', 1, 10),
    ("shell", f"{LAUNCH}\nx=$(\n", 2, 1),
    # Python: CPython's own place, checked against the text.
    ("python", 'x = "é" + )\n# --enable-hisparse\n', 1, 11),
    ("python", "x = 1\r\ny = (\r\n# --enable-hisparse\r\n", 2, 5),
    # Notebooks: where the JSON stops, in characters.
    ("notebook", '{\n "cells": [ "é" \n , } --enable-hisparse', 3, 4),
    # Dockerfiles: BuildKit's parser names no place; the refused instruction's start.
    ("dockerfile", f"FROM x\nRUN {LAUNCH}\nENV a\n", 3, 1),
    ("dockerfile", f"FROM x\nRUN echo \\\n  é\n  LABEL a\nRUN {LAUNCH}\n", 4, 3),
    ("dockerfile", f"FROM x\nRUN <<EOF\nLABEL a\nEOF\nRUN {LAUNCH}\nRUN <<EOF\nabc\n", 6, 1),
    ("dockerfile", "# --enable-hisparse\n\n", 1, 1),
]


@pytest.mark.parametrize(("format_name", "text", "line", "column"), CASES)
def test_a_parse_error_is_placed_by_the_tool(
    format_name: str, text: str, line: int, column: int
) -> None:
    with pytest.raises(ParseError) as raised:
        BY_NAME[format_name].find_sites(text)
    assert (raised.value.line, raised.value.column) == (line, column), raised.value.message


@pytest.mark.parametrize(("format_name", "text", "line", "column"), CASES)
def test_the_report_names_the_place_and_leaves_the_file(
    format_name: str, text: str, line: int, column: int
) -> None:
    fmt = BY_NAME[format_name]
    name = {"dockerfile": "Dockerfile", "notebook": "n.ipynb"}.get(
        format_name, f"f.{fmt.suffixes[0]}"
    )
    result = process_bytes(name, text.encode(), fmt, Settings())
    assert result.problem is not None
    assert (result.problem.line, result.problem.column) == (line, column)
    assert not result.changed


@pytest.mark.parametrize(
    ("text", "line", "column", "placed"),
    [
        ("ab\ncd\n", 2, 2, (2, 2)),
        ("ab\ncd\n", 9, 1, (3, 1)),
        ("ab\ncd\n", 1, 40, (1, 3)),
        ("ab\ncd\n", 0, 0, (1, 1)),
    ],
)
def test_a_place_a_parser_gives_is_moved_into_the_text(
    text: str, line: int, column: int, placed: tuple[int, int]
) -> None:
    error = ParseError.placed(text, line, column, "x")
    assert (error.line, error.column) == placed


@pytest.mark.parametrize("text", ["a: b: --enable-hisparse\n", "a: --enable-hisparse\n\tb: 2\n"])
def test_a_yaml_error_says_what_went_wrong(text: str) -> None:
    """PyYAML names the problem (and sometimes what it was doing): the message gives the
    problem, never an empty `None`."""
    with pytest.raises(ParseError) as raised:
        BY_NAME["yaml"].find_sites(text)
    message = raised.value.message
    assert message.startswith("invalid YAML: ") and "None" not in message
    assert "while scanning" not in message  # the problem itself, not the context
