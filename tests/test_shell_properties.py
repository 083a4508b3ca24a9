"""Properties of shell rewrites over generated launch commands.

A command is built from pools of options, spellings, quotes and line
splits. Whatever the mix, a rewrite must leave nothing to fix, a second
rewrite must change nothing, the argv SGLang receives may only lose whole
options, change the value of a rewritten one or gain an option it lacked
right after `--enable-hisparse`, and every byte outside the edited options
must survive.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.sglang.argv import boolean_flags
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.limits import MAX_JOINED
from hisparse_fix.vocabulary.sites import Span

SHELL = BY_NAME["shell"]
RENAMED = {
    "--nsa-prefill-backend": "--dsa-prefill-backend",
    "--nsa-decode-backend": "--dsa-decode-backend",
}
"""Spellings 0.5.23 no longer parses, and what HSF008 renames them to."""
EDITABLE = {
    "--kv-cache-dtype",
    "--dsa-prefill-backend",
    "--dsa-decode-backend",
    "--enable-hisparse",
    *RENAMED,
}
ADDED = {"--disable-radix-cache", "--kv-cache-dtype"}
"""Options a rewrite may add after `--enable-hisparse` (HSF004, HSF010)."""
DTYPES = ["auto", "bf16", "bfloat16", "fp8_e4m3", "fp8_e5m2", "mxfp8", "nvfp4", "fp4_mx_block16"]
BACKENDS = ["flashmla_sparse", "flashmla_kv", "flashinfer_sparse_mla", "tilelang", "trtllm", "fa3"]
FILLERS = [
    ("--model-path", "deepseek-ai/DeepSeek-V3.2-Exp"),
    ("--tp", "8"),
    ("--trust-remote-code", None),
    ("--mem-fraction-static", "0.85"),
    ("--disable-radix-cache", None),
    ("--host", "0.0.0.0"),
    ("--hisparse-config", '{"top_k": 2048}'),
    ("--enable-hisparse-mtp-hybrid", None),
]
PREFIXES = [
    "python3 -m sglang.launch_server",
    '"$PY" -m sglang.launch_server',
    "sglang serve",
    "SGLANG_X=1 exec python -m sglang.launch_server",
    "docker run --gpus all --device /dev/kfd img python3 -m sglang.launch_server",
]


FLAGS = boolean_flags() | {"enable-hisparse-mtp-hybrid"}


@dataclass(frozen=True)
class Word:
    name: str
    value: str | None
    equals: bool
    quote: str


def _quoted(text: str, quote: str) -> str:
    if quote == "'" or (quote == "" and not text.replace(".", "").replace("-", "").isalnum()):
        return "'" + text + "'" if "'" not in text else shlex.quote(text)
    return f"{quote}{text}{quote}"


def render(word: Word) -> str:
    if word.value is None:
        return word.name
    if word.equals:
        return _quoted(f"{word.name}={word.value}", word.quote)
    return f"{word.name} {_quoted(word.value, word.quote)}"


@st.composite
def words(draw: st.DrawFn) -> Word:
    kind = draw(st.sampled_from(["dtype", "prefill", "decode", "filler", "device"]))
    if kind == "dtype":
        name, value = "--kv-cache-dtype", draw(st.sampled_from(DTYPES))
    elif kind in {"prefill", "decode"}:
        spelling = draw(st.sampled_from(["dsa", "nsa"]))
        name, value = f"--{spelling}-{kind}-backend", draw(st.sampled_from(BACKENDS))
    elif kind == "device":
        name, value = "--device", draw(st.sampled_from(["cuda", "cuda:0", "cpu", "xpu"]))
    else:
        name, value = draw(st.sampled_from(FILLERS))
    return Word(
        name,
        value,
        equals=draw(st.booleans()),
        quote=draw(st.sampled_from(["", '"', "'"])),
    )


@st.composite
def commands(draw: st.DrawFn) -> str:
    options = draw(st.lists(words(), min_size=0, max_size=8))
    position = draw(st.integers(0, len(options)))
    options.insert(position, Word("--enable-hisparse", None, False, ""))
    pieces = [draw(st.sampled_from(PREFIXES))]
    indent = draw(st.sampled_from(["  ", "    ", "\t"]))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    for word in options:
        split = draw(st.booleans())
        pieces.append(f" \\{newline}{indent}" if split else " ")
        pieces.append(render(word))
    tail = draw(st.sampled_from(["", " > server.log 2>&1 &", ' "$@"']))
    return f"# launch{newline}" + "".join(pieces) + tail + newline + f"echo done{newline}"


def argv(text: str) -> list[str]:
    """What the launch receives, continuation lines joined."""
    line = text.replace("\\\r\n", " ").replace("\\\n", " ").splitlines()[1]
    words = shlex.split(line)
    return words[: words.index(">")] if ">" in words else words


def pairs(words: list[str]) -> list[tuple[str, str | None]]:
    """(option, value) pairs as argparse reads them; other words as (word, None)."""
    result: list[tuple[str, str | None]] = []
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if word.startswith("--") and "=" in word:
            name, value = word.split("=", 1)
            result.append((name, value))
        elif word.startswith("--") and word[2:] not in FLAGS and index < len(words):
            if words[index].startswith("-"):
                result.append((word, None))
            else:
                result.append((word, words[index]))
                index += 1
        else:
            result.append((word, None))
    return result


def check_argv_changes(before: list[str], after: list[str]) -> None:
    """Only whole editable options vanish; only the values of editable ones change;
        only options the command lacked appear, right after `--enable-hisparse`; an
    old backend spelling may be renamed."""
    remaining = pairs(after)
    written = {name for name, _ in pairs(before)}
    for name, value in pairs(before):
        if remaining and remaining[0][0] in {name, RENAMED.get(name)}:
            changed = remaining.pop(0)[1]
            assert changed == value or name in EDITABLE, (name, value, changed)
        else:
            assert name in EDITABLE, f"{name} {value} was lost"
            continue
        while name == "--enable-hisparse" and remaining and remaining[0][0] in ADDED - written:
            remaining.pop(0)
    assert not remaining, f"words appeared: {remaining}"


def check_bytes_outside_edits(before: str, after: str, edited: list[Span]) -> None:
    """The text between edited options survives in order, but for the blanks and
    continuations at its edges that a removal takes with it."""
    cursor = 0
    start = 0
    for span in [*sorted(edited), Span(len(before), len(before))]:
        kept = before[start : span.start].strip(" \t\\\r\n")
        found = after.find(kept, cursor)
        assert found >= 0, f"lost {kept!r}"
        cursor = found + len(kept)
        start = max(start, span.end)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(commands(), st.sampled_from(["cuda", "rocm", "cpu"]))
def test_rewrite_is_complete_idempotent_and_exact(source: str, platform: str) -> None:
    chosen = Settings(platform=platform)
    first = fix_text(source, SHELL, chosen)
    second = fix_text(first.text, SHELL, chosen)
    assert second.text == first.text
    assert not [item for item in second.findings if item.fixable]
    check_argv_changes(argv(source), argv(first.text))
    edited = [e.option.span for item in first.findings for e in item.finding.edits]
    check_bytes_outside_edits(source, first.text, edited)
    assert first.text.count("\n") <= source.count("\n") + len(ADDED)
    assert first.text.endswith(source[-2:] if source.endswith("\r\n") else "\n")


@settings(max_examples=100, deadline=None)
@given(commands())
def test_text_without_findings_is_returned_unchanged(source: str) -> None:
    result = fix_text(source, SHELL, Settings())
    if not [item for item in result.findings if item.fixable]:
        assert result.text == source


@st.composite
def branching_scripts(draw: st.DrawFn) -> tuple[str, set[tuple[str, ...]]]:
    """A script of `if`/`else` and `case` blocks appending options to one array,
    and every option list a run of it can launch with."""
    lines = ["A=(--enable-hisparse)"]
    runs: set[tuple[str, ...]] = {("--enable-hisparse",)}
    for index in range(draw(st.integers(0, 4))):
        if draw(st.booleans()):
            has_else = draw(st.booleans())
            lines += [f'if [ -n "$C{index}" ]; then', f"  A+=(--tp {index})"]
            lines += ["else", f"  A+=(--dp {index})", "fi"] if has_else else ["fi"]
            choices = [(f"--tp {index}",), (f"--dp {index}",) if has_else else ()]
        else:
            arms = draw(st.integers(1, 3))
            lines.append(f'case "$C{index}" in')
            lines += [f"  a{arm}) A+=(--port {index}{arm}) ;;" for arm in range(arms)]
            lines.append("esac")
            choices = [(f"--port {index}{arm}",) for arm in range(arms)] + [()]
        runs = {run + choice for run in runs for choice in choices}
    lines.append('python3 -m sglang.launch_server "${A[@]}"')
    return "\n".join(lines) + "\n", runs


@settings(max_examples=100, deadline=None)
@given(branching_scripts())
def test_every_run_is_one_site(script: tuple[str, set[tuple[str, ...]]]) -> None:
    source, runs = script
    sites = SHELL.find_sites(source)
    read = {tuple(source[o.span.start : o.span.end] for o in site.options) for site in sites}
    assert len(runs) <= MAX_JOINED  # every run is read, none dropped or widened
    assert read == runs
    assert len(sites) == len(runs)
    assert len({site.run for site in sites}) == len(sites)
