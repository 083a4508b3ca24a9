"""A shell command held in a string, one object for every format (`shell_string`)."""

from __future__ import annotations

import json

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.dockerfile import exec_form, exec_script
from hisparse_fix.formats.dockerfile.instructions import parse
from hisparse_fix.formats.shell_text.command import (
    PLACEHOLDER,
    ShellString,
    span_through,
    unread_view,
    with_templates,
)
from hisparse_fix.formats.shell_text.view import UnwritableEditError
from hisparse_fix.formats.shell_text.words import LOGIN_PROFILE, UNKNOWN_ENVIRONMENT, shell_script
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, EditKind, Span, Token

UNREAD = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype 'fp8_e5m2"
"""A launch whose quote is never closed: no shell reads it."""


def _notebook(*sources: list[str]) -> str:
    cells = [
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None, "source": s}
        for s in sources
    ]
    kernel = {"kernelspec": {"name": "python3", "language": "python", "display_name": "Python 3"}}
    return json.dumps({"cells": cells, "metadata": kernel, "nbformat": 4, "nbformat_minor": 5})


HOLDERS = {
    "toml": ("toml", f'[tool.poe.tasks]\nserve = "{UNREAD}"\n'),
    "yaml": ("yaml", f'command: ["bash", "-c", "{UNREAD}"]\n'),
    "yaml-env-pipefail": (
        "yaml",
        f'command: ["env", "X=1", "sh", "-o", "pipefail", "-c", "{UNREAD}"]\n',
    ),
    "markdown": ("markdown", f"```bash\n{UNREAD}\n```\n"),
    "python": ("python", f'import os\nos.system("{UNREAD}")\n'),
    "dockerfile-run": ("dockerfile", f"FROM x\nRUN {UNREAD}\n"),
    "dockerfile-exec": ("dockerfile", f'FROM x\nCMD ["bash", "-c", "{UNREAD}"]\n'),
    "notebook-bang": ("notebook", _notebook([f"!{UNREAD}\n"])),
    "notebook-bash-cell": ("notebook", _notebook(["%%bash\n", f"{UNREAD}\n"])),
    "notebook-python": ("notebook", _notebook(["import os\n", f'os.system("{UNREAD}")\n'])),
}


@pytest.mark.parametrize("name", sorted(HOLDERS))
def test_an_unread_launch_in_a_string_gives_the_same_findings_everywhere(name: str) -> None:
    """HSF000 says why the launch is not read; HSF004 judges HiSparse as an open launch."""
    format_name, text = HOLDERS[name]
    result = fix_text(text, BY_NAME[format_name], Settings())
    assert result.text == text
    assert sorted(item.finding.code for item in result.findings) == ["HSF000", "HSF004"]


def test_span_through_maps_first_start_to_last_end_and_empty_to_a_point() -> None:
    starts, ends = (10, 12, 13), (12, 13, 15)
    assert span_through(Span(0, 2), starts.__getitem__, ends.__getitem__, lambda i: -i) == Span(
        10, 13
    )
    assert span_through(Span(2, 2), starts.__getitem__, ends.__getitem__, lambda i: -i) == Span(
        -2, -2
    )


def test_a_shell_string_inserts_after_the_character_before() -> None:
    string = ShellString(Span(0, 9), "ab", (3, 6), (5, 7), (False, False), None, empty=2)
    assert string.map_span(Span(0, 2)) == Span(3, 7)
    assert string.map_span(Span(1, 1)) == Span(5, 5)
    assert string.map_span(Span(0, 0)) == Span(3, 3)
    empty = ShellString(Span(0, 2), "", (), (), (), None, empty=1)
    assert empty.map_span(Span(0, 0)) == Span(1, 1)


def test_a_template_reads_as_one_unknown_expansion() -> None:
    view, starts, ends, dynamic = with_templates("a {{ x }}b", range(10), range(1, 11))
    assert view == f"a {PLACEHOLDER}b"
    assert starts[2] == 2 and ends[2 + len(PLACEHOLDER) - 1] == 9
    assert dynamic == (False, False, *(True,) * len(PLACEHOLDER), False)


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        (["bash", "-c", "s"], (2, {})),
        (["/bin/sh", "-lc", "s"], (2, {UNKNOWN_ENVIRONMENT: LOGIN_PROFILE})),  # profile first
        (["bash", "--login", "-c", "s"], (3, {UNKNOWN_ENVIRONMENT: LOGIN_PROFILE})),
        (["bash", "-xc", "s"], (2, {})),
        (["env", "A=1", "B=x=y", "bash", "-o", "pipefail", "-c", "s"], (7, {"A": "1", "B": "x=y"})),
        (["bash", "-c"], None),
        (["bash", "run.sh"], None),
        (["python3", "-c", "s"], None),
        (["env", "-i", "bash", "-c", "s"], None),
        ([None, "-c", "s"], None),
    ],
)
def test_the_script_of_a_shell_in_words(
    words: list[str | None], expected: tuple[int, dict[str, str]] | None
) -> None:
    assert shell_script(words) == expected


def test_an_unparsed_view_that_launches_nothing_is_no_site() -> None:
    assert unread_view("echo 'open", "unexpected", "command") is None
    site = unread_view(UNREAD, "unexpected", "command")
    assert site is not None and site.open
    (option,) = site.options
    assert UNREAD[option.span.start : option.span.end] == "--enable-hisparse"


def _words(text: str) -> tuple[Token, ...]:
    instruction = next(i for i in parse(text).instructions if i.exec_form)
    found = exec_form.tokens(text, instruction)
    assert found is not None
    return found


def test_an_exec_form_script_maps_back_through_json_escapes() -> None:
    text = 'FROM x\nCMD ["bash", "-c", "sglang serve --enable-hisparse --m \\"a b\\""]\n'
    read = exec_script.read(_words(text))
    assert read is not None
    string, env = read
    assert env == {} and string.view == 'sglang serve --enable-hisparse --m "a b"'
    quote = string.view.index('"')
    assert text[string.map_span(Span(quote, quote + 1)).start :].startswith('\\"a b')


def test_an_exec_form_script_edit_is_checked_against_the_rewrite() -> None:
    text = (
        'FROM x\nCMD ["bash", "-c", "sglang serve --enable-hisparse --kv-cache-dtype fp8_e5m2"]\n'
    )
    string, _ = exec_script.read(_words(text)) or (None, None)
    assert string is not None
    (site,) = exec_script.sites(string, {})
    option = site.last("kv-cache-dtype")
    assert option is not None
    (replacement,) = exec_script.replacements(
        text, string, [Edit(EditKind.SET_VALUE, option, "fp8_e4m3")]
    )
    start, end = replacement.span.start, replacement.span.end
    assert text[:start] + (replacement.text or "") + text[end:] == text.replace("e5m2", "e4m3")
    elsewhere = Edit(EditKind.SET_VALUE, replace(option, span=Span(0, 4)), "fp8_e4m3")
    with pytest.raises(UnwritableEditError):
        exec_script.replacements(text, string, [elsewhere])
