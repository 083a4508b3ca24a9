"""Every format against every place that dispatches on formats.

Each fact that tells formats apart is on its `Format` record; these tests read
each record and ask every reader of those facts (file names, `#!` lines,
Markdown fences, `%%writefile` cells, Dockerfile heredocs, stdin sniffing,
decoding, `--help`, the pre-commit hooks) whether it reaches that format, so
that a format missing a fact fails here.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from hisparse_fix.cli import main
from hisparse_fix.formats import BY_NAME, FORMATS, Format, by_fence, by_program, format_for
from hisparse_fix.formats.codec import decode
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.shell_text.words import SHELLS
from hisparse_fix.formats.sniff import sniff
from tests.conftest import FIXTURES, MODELS, ROOT

LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --kv-cache-dtype fp8_e5m2"
)

BLOCKS = {
    "shell": f"{LAUNCH}\n",
    "python": (
        "import subprocess\n\n"
        'subprocess.run(["python3", "-m", "sglang.launch_server", "--enable-hisparse",'
        ' "--kv-cache-dtype", "fp8_e5m2"])\n'
    ),
    "toml": '[server]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e5m2"\n',
    "yaml": "enable-hisparse: true\nkv-cache-dtype: fp8_e5m2\n",
    "dockerfile": f"FROM lmsysorg/sglang:latest\nCMD {LAUNCH}\n",
}
"""A file of each format that is not a container, holding one HiSparse launch."""

PROGRAMS = {"shell": "bash", "python": "python3"}
"""A program that runs a script of each format whose record names `programs`."""

BLOCK_FORMATS = [fmt for fmt in FORMATS if not fmt.container]
CONTAINERS = [fmt for fmt in FORMATS if fmt.container]


def _ids(formats: list[Format]) -> list[str]:
    return [fmt.name for fmt in formats]


def _file_names(fmt: Format) -> list[str]:
    """A file name for each suffix and file-name pattern of a format."""
    from_patterns = [re.sub(r"\[(.).*?\]", r"\1", p).replace("*", "x") for p in fmt.filenames]
    return [f"serve{suffix}" for suffix in fmt.suffixes] + from_patterns


def _notebook(*cells: str) -> str:
    return json.dumps(
        {
            "cells": [
                {"cell_type": "code", "metadata": {}, "outputs": [], "source": cell}
                for cell in cells
            ],
            "metadata": {"language_info": {"name": "python"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        indent=1,
    )


def _fence(language: str, block: str) -> str:
    return f"# Serve\n\n```{language}\n{block}```\n"


FILES = {
    **BLOCKS,
    "markdown": _fence("bash", BLOCKS["shell"]),
    "notebook": _notebook(f"!{LAUNCH}\n"),
}
"""A whole file of each format, holding one HiSparse launch."""


def test_every_format_has_a_sample_here() -> None:
    """A new format is added to the samples above, so that every test below covers it."""
    assert set(FILES) == set(BY_NAME)
    assert set(BLOCKS) == {fmt.name for fmt in BLOCK_FORMATS}
    assert set(PROGRAMS) == {fmt.name for fmt in FORMATS if fmt.programs}


@pytest.mark.parametrize("fmt", FORMATS, ids=_ids(FORMATS))
def test_adapter_module_and_fixtures(fmt: Format) -> None:
    module = importlib.import_module(f"hisparse_fix.formats.{fmt.name}")
    assert callable(module.find_sites) and callable(module.apply)
    folder = FIXTURES / fmt.name
    assert (folder / "README.md").is_file(), f"no fixtures/{fmt.name}/README.md"
    files = [path for path in folder.iterdir() if path.name != "README.md"]
    head = {path: path.read_bytes()[:256].decode("utf-8", "replace") for path in files}
    assert any(format_for(path, head[path]) is fmt for path in files)


@pytest.mark.parametrize("fmt", FORMATS, ids=_ids(FORMATS))
def test_file_names_route_to_their_format(fmt: Format) -> None:
    assert fmt.suffixes, f"{fmt.name} claims no suffix"
    for name in _file_names(fmt):
        assert format_for(name) is fmt, name
        assert format_for(f"deploy/{name}") is fmt, name
    for suffix in fmt.suffixes:
        assert suffix == suffix.lower() and suffix.startswith(".")
        assert format_for(f"SERVE{suffix.upper()}") is fmt


def test_no_two_formats_claim_the_same_suffix_fence_program_or_language_id() -> None:
    """Then the order of `FORMATS` decides only how standard input is sniffed."""
    suffixes = [suffix for fmt in FORMATS for suffix in fmt.suffixes]
    fences = [language for fmt in FORMATS for language in fmt.fences]
    languages = [language for fmt in FORMATS for language in fmt.language_ids]
    assert len(suffixes) == len(set(suffixes))
    assert len(fences) == len(set(fences))
    assert len(languages) == len(set(languages))
    for name, program in PROGRAMS.items():
        assert [fmt.name for fmt in FORMATS if fmt.runs_as(program)] == [name]


@pytest.mark.parametrize("fmt", FORMATS, ids=_ids(FORMATS))
def test_shebang_and_programs(fmt: Format) -> None:
    if not fmt.programs:
        assert fmt.shebang is None
        return
    program = PROGRAMS[fmt.name]
    assert by_program(f"/usr/bin/{program}") is fmt
    for line in (f"#!/usr/bin/{program}", f"#!/usr/bin/env {program}", f"#! /bin/{program} -e"):
        assert format_for("serve", f"{line}\n{BLOCKS[fmt.name]}") is fmt, line
    assert format_for("serve.json", f"#!/usr/bin/{program}\n") is None


@pytest.mark.parametrize("fmt", BLOCK_FORMATS, ids=_ids(BLOCK_FORMATS))
def test_markdown_fences_reach_every_block_format(fmt: Format) -> None:
    assert fmt.fences, f"{fmt.name} names no Markdown fence language"
    markdown = BY_NAME["markdown"]
    for language in fmt.fences:
        assert by_fence(language) is fmt
        sites = markdown.find_sites(_fence(language, BLOCKS[fmt.name]))
        assert sites, f"```{language} is not read"


@pytest.mark.parametrize("fmt", CONTAINERS, ids=_ids(CONTAINERS))
def test_a_container_is_not_read_as_a_block(fmt: Format) -> None:
    """A Markdown file or notebook holds blocks; a cell that writes one is not read."""
    assert not fmt.fences
    for name in _file_names(fmt):
        cell = f"%%writefile {name}\n{FILES['markdown']}"
        assert BY_NAME["notebook"].find_sites(_notebook(cell)) == [], name


@pytest.mark.parametrize("fmt", BLOCK_FORMATS, ids=_ids(BLOCK_FORMATS))
def test_writefile_cells_route_by_the_record(fmt: Format) -> None:
    notebook = BY_NAME["notebook"]
    for name in _file_names(fmt):
        sites = notebook.find_sites(_notebook(f"%%writefile {name}\n{BLOCKS[fmt.name]}"))
        assert sites, f"%%writefile {name} is not read"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_dockerfile_heredocs_route_by_programs(name: str) -> None:
    dockerfile = BY_NAME["dockerfile"]
    program, block = PROGRAMS[name], BLOCKS[name]
    given = f"FROM lmsysorg/sglang:latest\nRUN <<EOF {program}\n{block}EOF\n"
    by_shebang = f"FROM lmsysorg/sglang:latest\nRUN <<EOF\n#!/usr/bin/env {program}\n{block}EOF\n"
    for text in (given, by_shebang):
        sites = dockerfile.find_sites(text)
        assert sites and all(site.open is False for site in sites), text


def test_the_shell_words_shells_are_the_shell_programs() -> None:
    """`bash -c SCRIPT` in any format is unwrapped for the programs a `#!` line names."""
    assert all(by_program(name) is BY_NAME["shell"] for name in SHELLS)


def test_notebook_script_cells_run_the_shell_programs() -> None:
    cell = f"%%script {PROGRAMS['shell']}\n{BLOCKS['shell']}"
    assert BY_NAME["notebook"].find_sites(_notebook(cell))


@pytest.mark.parametrize("fmt", FORMATS, ids=_ids(FORMATS))
def test_stdin_sniffing_reaches_every_format(fmt: Format) -> None:
    assert fmt.plausible(FILES[fmt.name])
    assert sniff(FILES[fmt.name]) is fmt


@pytest.mark.parametrize("fmt", FORMATS, ids=_ids(FORMATS))
def test_stdin_filename_reaches_every_format(fmt: Format) -> None:
    for name in _file_names(fmt):
        result = CliRunner().invoke(
            main, ["--check", "--stdin-filename", name, "-"], FILES[fmt.name]
        )
        assert result.exit_code == 1, (name, result.output)


@pytest.mark.parametrize("fmt", FORMATS, ids=_ids(FORMATS))
def test_decoding_follows_the_record(fmt: Format) -> None:
    data = FILES[fmt.name].encode() + b"# caf\xe9\n"
    if fmt.decoding == "utf-8":
        with pytest.raises(ParseError, match=f"{fmt.title} files must be UTF-8"):
            decode(data, fmt.name)
    else:
        assert fmt.decoding in {"bytes", "coding-line"}
        text, codec = decode(data, fmt.name)
        assert codec.encode(text) == data


def test_help_lists_every_format() -> None:
    help_text = CliRunner().invoke(main, ["--help"], terminal_width=200).output
    reads = help_text.split("\nReads", 1)[1].split("\nRules", 1)[0]
    listed = {
        title: names.split(", ")
        for title, names in (line.split(None, 1) for line in reads.splitlines()[1:] if line)
    }
    assert list(listed) == [fmt.title for fmt in FORMATS]
    for fmt in FORMATS:
        assert [*fmt.suffixes, *fmt.filenames] == listed[fmt.title][
            : len(fmt.suffixes + fmt.filenames)
        ]


def test_pre_commit_hooks_pass_every_file_the_tool_reads() -> None:
    """pre-commit selects files by `identify`'s tags; the tool by name and content (a
    `Dockerfile-cuda`, an `.mdx`, a `#!` script without a suffix and not executable).
    Each fixture the tool reads is a file the hooks are given."""
    identify = pytest.importorskip("identify.identify")
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    read = []
    for path in sorted(Path(FIXTURES).rglob("*")):
        if path.is_file() and format_for(path, path.read_bytes()[:256].decode("latin-1")):
            read.append(path)
    assert len(read) > 300
    for hook in hooks:
        assert "types_or" not in hook and "files" not in hook, hook["id"]
        for path in read:
            tags = identify.tags_from_path(str(path))
            assert set(hook["types"]) <= tags, (hook["id"], path, tags)


def test_fixture_folders_are_formats() -> None:
    folders = {path.name for path in Path(FIXTURES).iterdir() if path.is_dir()}
    assert folders == {*BY_NAME, MODELS}


@given(
    st.lists(
        st.text(alphabet="ab.-_ XY", min_size=1, max_size=8).filter(lambda part: part != "."),
        min_size=1,
        max_size=3,
    )
)
def test_a_files_name_and_suffix_are_those_pathlib_tells(parts: list[str]) -> None:
    """`format_for` reads names as strings on the walk's hot path; they must agree with
    `PurePath` on every file path, or a file is judged by the wrong adapter."""
    from pathlib import PurePath

    from hisparse_fix.formats import _name_and_suffix

    path = "/".join(parts)
    expected = PurePath(path)
    assert _name_and_suffix(path) == (expected.name, expected.suffix.lower())
