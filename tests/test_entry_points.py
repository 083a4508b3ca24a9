"""Every launch entry point in `hisparse_fix.sglang.entry_points` through every format's launch
shapes: each is read as a launch, so its refused dtype is fixed. A new entry point in the
table is tested here without a line more."""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable

import pytest

from hisparse_fix.engine.pipeline import process_bytes
from hisparse_fix.formats import format_for
from hisparse_fix.sglang.entry_points import ENTRY_POINTS, IN_TEXT, EntryPoint, entry_end
from hisparse_fix.sglang.settings import Settings

OPTIONS = ["--model-path", "M", "--enable-hisparse", "--disable-radix-cache"]
OPTIONS += ["--kv-cache-dtype", "fp8_e5m2"]


def _argv(entry: EntryPoint) -> list[str]:
    return ["python3", *entry.words, *OPTIONS] if entry.module else [*entry.words, *OPTIONS]


def _line(entry: EntryPoint) -> str:
    return shlex.join(_argv(entry))


def _notebook(source: str) -> str:
    cell = {"cell_type": "code", "metadata": {}, "outputs": [], "source": [source]}
    return json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


SHAPES: dict[str, tuple[str, Callable[[EntryPoint], str]]] = {
    "shell": ("serve.sh", lambda e: f"{_line(e)}\n"),
    "shell -o before -c": ("serve.sh", lambda e: f"bash -o pipefail -c {shlex.quote(_line(e))}\n"),
    "python subprocess list": (
        "serve.py",
        lambda e: f"import subprocess\nsubprocess.run({json.dumps(_argv(e))})\n",
    ),
    "python os.system": ("serve.py", lambda e: f"import os\nos.system({json.dumps(_line(e))})\n"),
    "yaml command list": (
        "compose.yaml",
        lambda e: f"services:\n  server:\n    command: {json.dumps(_argv(e))}\n",
    ),
    "yaml bash -c": (
        "compose.yaml",
        lambda e: f"services:\n  server:\n    command: {json.dumps(['bash', '-c', _line(e)])}\n",
    ),
    "toml args": ("procs.toml", lambda e: f"[programs.serve]\ncommand = {json.dumps(_argv(e))}\n"),
    "markdown untagged fence": ("README.md", lambda e: f"```\n{_line(e)}\n```\n"),
    "markdown bash fence": ("README.md", lambda e: f"```bash\n{_line(e)}\n```\n"),
    "notebook ! line": ("serve.ipynb", lambda e: _notebook(f"!{_line(e)}")),
    "dockerfile CMD exec form": ("Dockerfile", lambda e: f"FROM img\nCMD {json.dumps(_argv(e))}\n"),
    "dockerfile CMD shell form": ("Dockerfile", lambda e: f"FROM img\nCMD {_line(e)}\n"),
}

ENTRY_IDS = [" ".join(entry.words) for entry in ENTRY_POINTS]


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("entry", ENTRY_POINTS, ids=ENTRY_IDS)
def test_every_entry_point_is_a_launch_in_every_format(entry: EntryPoint, shape: str) -> None:
    name, write = SHAPES[shape]
    text = write(entry)
    fmt = format_for(name, text)
    assert fmt is not None
    result = process_bytes(name, text.encode(), fmt, Settings())
    assert result.problem is None, result.problem
    assert [item.finding.code for item in result.findings] == ["HSF002"]
    assert result.fixed == text.replace("fp8_e5m2", "fp8_e4m3")


@pytest.mark.parametrize("entry", ENTRY_POINTS, ids=ENTRY_IDS)
def test_the_text_pattern_and_the_words_agree(entry: EntryPoint) -> None:
    words = _argv(entry)
    found = IN_TEXT.search(_line(entry))
    assert found is not None
    assert entry_end(words) == words.index("--model-path")
    assert _line(entry)[found.end() :].split() == OPTIONS


@pytest.mark.parametrize(
    "line",
    [
        "python3 -m sglang.bench_serving --kv-cache-dtype fp8_e5m2",
        "python3 -m sglang_router.launch_router --kv-cache-dtype fp8_e5m2",
        "python3 -m sglang.launch_server_wrapper --kv-cache-dtype fp8_e5m2",
        "python3 -m dynamo.sglang.utils --kv-cache-dtype fp8_e5m2",
        "vllm serve M --kv-cache-dtype fp8_e5m2",
    ],
)
def test_other_programs_are_no_entry_point(line: str) -> None:
    assert IN_TEXT.search(line) is None
    assert entry_end(line.split()) is None


@pytest.mark.parametrize("flags", ["-m", "-um", "-Bum", "-OOm", "-Im"])
def test_pythons_flags_written_with_m_start_the_module(flags: str) -> None:
    words = ["python3", flags, "sglang.launch_server", "--model-path", "M"]
    assert entry_end(words) == 3


@pytest.mark.parametrize("flags", ["-Xm", "-Wm", "-cm", "-mu"])
def test_a_flag_that_takes_a_value_or_another_letter_is_no_module_flag(flags: str) -> None:
    assert entry_end(["python3", flags, "sglang.launch_server", "--model-path", "M"]) is None
