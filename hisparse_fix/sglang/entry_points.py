"""The programs that launch SGLang with its server options: one table, from which every
format's test of "is this a launch" is built (argv words, shell text, a Markdown fence
without a language, a Python command string).

Adding an entry point is one line in `ENTRY_POINTS` (and fixtures showing it read).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple


class EntryPoint(NamedTuple):
    """A program whose parser takes every SGLang server option (`ServerArgs.add_cli_args`)
    and so HiSparse and the checks on it, as an argv starts it: `("-m", MODULE)` for a
    module run by Python, `(PROGRAM, SUBCOMMAND)` for a console script.

    `own_options`: its parser takes options of its own too (a benchmark's
    `--num-prompts`, Dynamo's `--endpoint`), which are no server options.
    `positional_model`: a first word that is no option is the model
    (`sglang serve Qwen/Qwen3-8B` is `--model-path Qwen/Qwen3-8B`).
    """

    words: tuple[str, str]
    own_options: bool = False
    positional_model: bool = False

    @property
    def module(self) -> str | None:
        return self.words[1] if self.words[0] == "-m" else None


PYTHON = re.compile(r"python(?:\d+(?:\.\d+)?)?|pypy3?")
"""A Python interpreter's program name (`python`, `python3.11`, `pypy3`), which runs the
module after `-m` or the script after it."""


def _module(name: str, *, own_options: bool = True) -> EntryPoint:
    return EntryPoint(("-m", name), own_options)


ENTRY_POINTS: tuple[EntryPoint, ...] = (
    _module("sglang.launch_server", own_options=False),
    EntryPoint(("sglang", "serve"), positional_model=True),  # cli/serve.py
    _module("sglang.bench_offline_throughput"),
    _module("sglang.bench_one_batch"),
    _module("sglang.bench_one_batch_server"),
    _module("sglang.benchmark.offline_throughput"),
    _module("sglang.benchmark.one_batch"),
    _module("sglang.benchmark.one_batch_server"),
    _module("sglang.compile_deep_gemm"),
    _module("sglang_router.launch_server"),  # the router and its data-parallel servers
    _module("dynamo.sglang"),  # NVIDIA Dynamo's SGLang worker: SGLang's parser and Dynamo's
)
"""Every launch entry point; the rest of this module is built from it."""

MODULES = frozenset(entry.module for entry in ENTRY_POINTS if entry.module is not None)
"""The modules run with `python -m` that launch SGLang."""

_COMMANDS = frozenset(entry.words for entry in ENTRY_POINTS if entry.module is None)
_POSITIONAL_MODEL = frozenset(entry.words for entry in ENTRY_POINTS if entry.positional_model)

_IN_TEXT = [rf"-m\s*{re.escape(module)}(?![\w.])" for module in sorted(MODULES)]
_IN_TEXT += [rf"\b{re.escape(program)}\s+{re.escape(sub)}\b" for program, sub in sorted(_COMMANDS)]
IN_TEXT = re.compile("|".join(_IN_TEXT))
"""An entry point written in text (a shell line, a Python command string, a fence):
where SGLang's own words start."""


_MODULE_FLAG = re.compile(r"-[bBdEiIOPqsSuvx]*m")
"""`-m`, after Python's options that take no value when they are written together with
it (`python3 -um sglang.launch_server` is `-u -m sglang.launch_server`)."""


def entry_end(words: Sequence[str]) -> int | None:
    """Index of the first word after the entry point (`-m sglang.launch_server`,
    `sglang serve`, `/usr/bin/sglang serve`), or None when the words run none.

    Words before it belong to other programs (`docker run --device ...`).
    """
    for index, word in enumerate(words):
        if word.startswith("-m") and word[2:] in MODULES:
            return index + 1  # `python3 -msglang.launch_server`: Python takes `-mMODULE`
        if index + 1 == len(words):
            break
        first, second = word, words[index + 1]
        if _MODULE_FLAG.fullmatch(first) and second in MODULES:
            return index + 2  # `-m`, or Python's flags written together with it (`-um`)
        if (first.rsplit("/", 1)[-1], second) in _COMMANDS:
            return index + 2
    return None


def takes_positional_model(words: Sequence[str], end: int | None) -> bool:
    """Whether the entry point that ends at `end` (see `entry_end`) reads a first word
    that is no option as the model path."""
    if end is None or end < 2:
        return False
    return (words[end - 2].rsplit("/", 1)[-1], words[end - 1]) in _POSITIONAL_MODEL
