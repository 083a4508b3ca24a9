"""Every kind of edit against every writer: carried out, or refused with an error.

A writer given a kind it does not name must refuse it (`UnhandledEditError`),
never turn it into another edit (a removal, a new value). Each writer below
states which kinds it writes and which it refuses; a new `EditKind` fails
here until every writer has said what it does with it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace

import pytest

from hisparse_fix.engine.consensus import effect
from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.errors import UnhandledEditError
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Style

SET_VALUE, REMOVE, DISABLE = EditKind.SET_VALUE, EditKind.REMOVE, EditKind.DISABLE
RENAME, ADD, RESPELL = EditKind.RENAME, EditKind.ADD, EditKind.RESPELL

LAUNCH = "python -m sglang.launch_server"
WORDS = "--enable-hisparse --enable-metrics --kv-cache-dtype fp8_e5m2"
ARGV = ["python", "-m", "sglang.launch_server", *WORDS.split()]


def _quoted(words: list[str]) -> str:
    return ", ".join(f'"{word}"' for word in words)


def _notebook(line: str) -> str:
    cell = {"cell_type": "code", "metadata": {}, "source": [line], "outputs": []}
    notebook = {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(notebook, indent=1) + "\n"


@dataclass(frozen=True)
class Writer:
    """A small file whose one launch a writer edits, and what it says of each kind."""

    format: str
    text: str
    writes: frozenset[EditKind]
    refuses: frozenset[EditKind]


_ARGV_WRITER = frozenset({SET_VALUE, REMOVE, DISABLE, RENAME, ADD})
_KEY_WRITER = frozenset({SET_VALUE, REMOVE, DISABLE, RENAME, ADD})
_ONLY_CONFIG_KEYS = frozenset({RESPELL})
"""Respelling is for the keys of SGLang's `--config` YAML, which only YAML holds."""

WRITERS = {
    "shell": Writer("shell", f"{LAUNCH} {WORDS}\n", _ARGV_WRITER, _ONLY_CONFIG_KEYS),
    "python-argv": Writer(
        "python",
        f"import subprocess\nsubprocess.run([{_quoted(ARGV)}])\n",
        _ARGV_WRITER,
        _ONLY_CONFIG_KEYS,
    ),
    "python-keyed": Writer(
        "python",
        "import sglang as sgl\n"
        'sgl.Engine(enable_hisparse=True, enable_metrics=True, kv_cache_dtype="fp8_e5m2")\n',
        _KEY_WRITER,
        _ONLY_CONFIG_KEYS,
    ),
    "python-string": Writer(
        "python", f'import os\nos.system("{LAUNCH} {WORDS}")\n', _ARGV_WRITER, _ONLY_CONFIG_KEYS
    ),
    "toml-argv": Writer("toml", f"args = [{_quoted(ARGV[1:])}]\n", _ARGV_WRITER, _ONLY_CONFIG_KEYS),
    "toml-keyed": Writer(
        "toml",
        '[server]\nenable-hisparse = true\nenable-metrics = true\nkv-cache-dtype = "fp8_e5m2"\n',
        _KEY_WRITER,
        _ONLY_CONFIG_KEYS,
    ),
    "toml-string": Writer("toml", f'serve = "{LAUNCH} {WORDS}"\n', _ARGV_WRITER, _ONLY_CONFIG_KEYS),
    "yaml-argv": Writer("yaml", f"command: [{', '.join(ARGV)}]\n", _ARGV_WRITER, _ONLY_CONFIG_KEYS),
    "yaml-config-keys": Writer(
        "yaml",
        "enable-hisparse: true\nenable-metrics: true\nkv_cache_dtype: fp8_e5m2\n",
        _KEY_WRITER | {RESPELL},
        frozenset(),
    ),
    "yaml-string": Writer("yaml", f"run: {LAUNCH} {WORDS}\n", _ARGV_WRITER, _ONLY_CONFIG_KEYS),
    "markdown-shell": Writer(
        "markdown", f"```bash\n{LAUNCH} {WORDS}\n```\n", _ARGV_WRITER, _ONLY_CONFIG_KEYS
    ),
    "notebook-shell": Writer(
        "notebook", _notebook(f"!{LAUNCH} {WORDS}\n"), _ARGV_WRITER, _ONLY_CONFIG_KEYS
    ),
    "dockerfile-shell": Writer(
        "dockerfile", f"FROM x\nCMD {LAUNCH} {WORDS}\n", _ARGV_WRITER, _ONLY_CONFIG_KEYS
    ),
    "dockerfile-exec": Writer(
        "dockerfile", f"FROM x\nCMD [{_quoted(ARGV)}]\n", _ARGV_WRITER, _ONLY_CONFIG_KEYS
    ),
    "dockerfile-exec-script": Writer(
        "dockerfile",
        f'FROM x\nCMD ["bash", "-c", "{LAUNCH} {WORDS}"]\n',
        _ARGV_WRITER,
        _ONLY_CONFIG_KEYS,
    ),
}


def _edit(kind: EditKind, site: LaunchSite) -> Edit:
    """One edit of `kind` on the launch: a new dtype, the dtype removed, metrics
    turned off, the dtype renamed, an option after HiSparse, the dtype respelled."""
    options = {option.name: option for option in site.options}
    switch, dtype = options["enable-hisparse"], options["kv-cache-dtype"]
    metrics = options["enable-metrics"]
    added = "true" if site.style is Style.KEYED else None
    edits: dict[EditKind, Callable[[], Edit]] = {
        SET_VALUE: lambda: Edit(SET_VALUE, dtype, "fp8_e4m3"),
        REMOVE: lambda: Edit(REMOVE, dtype),
        DISABLE: lambda: Edit(DISABLE, metrics),
        RENAME: lambda: Edit(RENAME, dtype, name="kv-cache-type"),
        ADD: lambda: Edit(ADD, switch, added, name="disable-radix-cache"),
        RESPELL: lambda: Edit(RESPELL, dtype, name="kv-cache-dtype"),
    }
    assert kind in edits, f"say here what a {kind.value} edit of this launch is"
    return edits[kind]()


Read = tuple[tuple[str, str | None], ...]
"""A launch as read back: each option's name as written, and its value (a flag: "true")."""

_ON = ("enable-hisparse", "true")


def _expected(kind: EditKind, site: LaunchSite) -> Read:
    """What the launch reads as once the edit is made: the dtype keeps its spelling
    (`kv_cache_dtype` in the `--config` file) unless respelled."""
    dtype = site.last("kv-cache-dtype")
    assert dtype is not None
    underscored = dtype.written is not None

    def spelled(name: str) -> str:
        return name.replace("-", "_") if underscored else name

    kv, metrics = (spelled("kv-cache-dtype"), "fp8_e5m2"), ("enable-metrics", "true")
    disabled = (("enable-metrics", "false"),) if site.style is Style.KEYED else ()
    reads: dict[EditKind, Read] = {
        SET_VALUE: (_ON, metrics, (spelled("kv-cache-dtype"), "fp8_e4m3")),
        REMOVE: (_ON, metrics),
        DISABLE: (_ON, *disabled, kv),
        RENAME: (_ON, metrics, (spelled("kv-cache-type"), "fp8_e5m2")),
        ADD: (_ON, ("disable-radix-cache", "true"), metrics, kv),
        RESPELL: (_ON, metrics, ("kv-cache-dtype", "fp8_e5m2")),
    }
    assert kind in reads, f"say here what a launch reads as after a {kind.value} edit"
    return reads[kind]


def _read(site: LaunchSite) -> Read:
    def value(text: str | None) -> str:
        return "true" if text is None else text.lower() if text in {"True", "False"} else text

    return tuple(
        (option.written or option.name, value(option.value))
        for option in sorted(site.options, key=lambda option: option.span)
    )


@pytest.mark.parametrize("kind", list(EditKind), ids=lambda kind: kind.value)
@pytest.mark.parametrize("name", list(WRITERS))
def test_every_writer_carries_out_or_refuses_every_kind_of_edit(name: str, kind: EditKind) -> None:
    writer = WRITERS[name]
    assert kind in writer.writes | writer.refuses, (
        f"say whether the {name} writer writes or refuses a {kind.value} edit"
    )
    assert not writer.writes & writer.refuses
    fmt = BY_NAME[writer.format]
    (site,) = fmt.find_sites(writer.text)
    edit = _edit(kind, site)
    if kind in writer.refuses:
        with pytest.raises(UnhandledEditError, match=f"does not carry out a {kind.value} edit"):
            fmt.apply(writer.text, [edit])
        return
    fixed = fmt.apply(writer.text, [edit])
    (after,) = fmt.find_sites(fixed)
    assert _read(after) == _expected(kind, site)


def test_a_refused_kind_of_edit_leaves_the_launch_unfixable_and_says_why() -> None:
    """The engine treats a refusal as any edit it cannot write: the file is left as it
    is and the finding says why, instead of a crash or another edit."""
    shell = BY_NAME["shell"]
    text = f"{LAUNCH} {WORDS}\n"

    def as_config_keys(text: str) -> list[LaunchSite]:
        """The launch's options read as `--config` keys spelled with underscores: HSF009
        asks the shell writer to respell one."""
        return [
            replace(
                site,
                config_file=True,
                options=tuple(
                    replace(option, written="kv_cache_dtype") if option.value else option
                    for option in site.options
                ),
            )
            for site in shell.find_sites(text)
        ]

    adapter = SimpleNamespace(find_sites=as_config_keys, apply=shell.apply)
    fixed = fix_text(text, adapter, Settings())
    assert fixed.text == text
    (respelled,) = [item.finding for item in fixed.findings if item.finding.code == "HSF009"]
    assert "the shell writer does not carry out a respell edit" in respelled.message


@pytest.mark.parametrize("style", list(Style), ids=lambda style: style.value)
@pytest.mark.parametrize("kind", list(EditKind), ids=lambda kind: kind.value)
def test_every_kind_of_edit_says_what_it_does_to_a_launch(kind: EditKind, style: Style) -> None:
    """Consensus compares edits by their effect on the text, and the next rule reads the
    launch as the edits leave it: both name every kind instead of taking an unnamed one
    for a new value."""
    (site,) = BY_NAME["shell"].find_sites(f"{LAUNCH} {WORDS}\n")
    site = replace(site, style=style)
    edit = _edit(kind, site)
    span, what, _ = effect(edit, style)
    assert what in {"remove", "set", "add", kind.value}
    assert span in {edit.option.span, edit.option.name_span, edit.option.value_span}
    assert site.after([edit]) != site or kind is RESPELL
