"""Properties of Python rewrites over generated kwargs calls and argv lists.

A launch is built from pools of options, values, quote styles, line splits
and comments. Whatever the mix, a rewrite must leave nothing to fix, a second
rewrite must change nothing, the items that stay must be byte-identical and
in order (an edited value changes only inside its quotes), an added option
follows its anchor in the anchor's quotes, the comments of items that stay
must stay, and nothing outside the launch may change.
"""

from __future__ import annotations

import ast
import io
import shlex
import tokenize
from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import Fix, fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.rules import rules_in_run_order
from hisparse_fix.sglang.argv import boolean_flags
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import EditKind, Span

PYTHON = BY_NAME["python"]
DTYPES = ["auto", "bf16", "bfloat16", "fp8_e4m3", "fp8_e5m2", "mxfp8", "nvfp4"]
BACKENDS = ["flashmla_sparse", "flashmla_kv", "flashinfer_sparse_mla", "tilelang", "fa3"]
DEVICES = ["cuda", "cpu", "xpu"]
PREFIX = "import sglang as sgl\n\n# launch below\n"
SUFFIX = "\nprint('done')  # --enable-hisparse --device cpu\n"
EDITABLE = {
    "--kv-cache-dtype",
    "--dsa-prefill-backend",
    "--dsa-decode-backend",
    "--enable-hisparse",
}
ADDABLE = {"--disable-radix-cache", "--kv-cache-dtype"}


@dataclass(frozen=True)
class Opt:
    """One option: its dashed name and value (None for a flag), and how it is written."""

    name: str
    value: str | None
    raw: bool = False
    """The value is Python source (a number or a name), not a string."""


@dataclass
class Item:
    """One item of the generated container, where it is in the text."""

    text: str
    comment: str = ""
    above: str = ""
    span: Span = field(default_factory=lambda: Span(0, 0))


@st.composite
def options(draw: st.DrawFn) -> list[Opt]:
    chosen = []
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["dtype", "prefill", "decode", "device", "filler"]))
        if kind == "dtype":
            chosen.append(Opt("kv-cache-dtype", draw(st.sampled_from(DTYPES))))
        elif kind in {"prefill", "decode"}:
            chosen.append(Opt(f"dsa-{kind}-backend", draw(st.sampled_from(BACKENDS))))
        elif kind == "device":
            chosen.append(Opt("device", draw(st.sampled_from(DEVICES))))
        else:
            filler = [
                Opt("tp", "8", raw=True),
                Opt("mem-fraction-static", "0.85", raw=True),
                Opt("model-path", "MODEL", raw=True),
                Opt("trust-remote-code", None),
                Opt("disable-radix-cache", None),
                Opt("host", "0.0.0.0"),
            ]
            chosen.append(draw(st.sampled_from(filler)))
    chosen.insert(draw(st.integers(0, len(chosen))), Opt("enable-hisparse", None))
    return chosen


def _string(text: str, quote: str) -> str:
    return f"{quote}{text}{quote}"


def argv_items(opts: list[Opt], draw: st.DrawFn) -> list[str]:
    items = []
    for opt in opts:
        quote = draw(st.sampled_from(['"', "'"]))
        if opt.value is None:
            items.append(_string(f"--{opt.name}", quote))
        elif not opt.raw and draw(st.booleans()):
            items.append(_string(f"--{opt.name}={opt.value}", quote))
        else:
            items.append(_string(f"--{opt.name}", quote))
            items.append(opt.value if opt.raw else _string(opt.value, quote))
    return items


def keyed_items(opts: list[Opt], draw: st.DrawFn, dict_literal: bool) -> list[str]:
    items = []
    seen = set()
    for opt in opts:
        key = opt.name.replace("-", "_")
        if key in seen:
            continue
        seen.add(key)
        quote = draw(st.sampled_from(['"', "'"]))
        value = opt.value if opt.raw else _string(opt.value or "", quote)
        value = "True" if opt.value is None else value
        items.append(f'"{key}": {value}' if dict_literal else f"{key}={value}")
    return items


@st.composite
def layouts(draw: st.DrawFn, texts: list[str]) -> tuple[str, list[Item]]:
    """The items inside brackets, one line, one a line, or a few a line; with comments."""
    items = [Item(text) for text in texts]
    style = draw(st.sampled_from(["one-line", "one-a-line", "few-a-line"]))
    if style == "one-line":
        body = ", ".join(item.text for item in items)
        return body + draw(st.sampled_from(["", ","])), items
    indent = "    "
    lines: list[str] = []
    line: list[Item] = []
    for index, item in enumerate(items):
        line.append(item)
        ends_line = style == "one-a-line" or draw(st.booleans()) or index == len(items) - 1
        if not ends_line:
            continue
        if draw(st.integers(0, 4)) == 0:
            line[0].above = f"# about {len(lines)}"
            lines.append(f"{indent}{line[0].above}")
        text = indent + ", ".join(item.text for item in line) + ","
        if draw(st.integers(0, 3)) == 0:
            line[-1].comment = f"# note {len(lines)}"
            text += f"  {line[-1].comment}"
        lines.append(text)
        line = []
    return "\n" + "\n".join(lines) + "\n", items


@st.composite
def sources(draw: st.DrawFn) -> tuple[str, list[Item], str]:
    """A file with one launch; returns it, the items and how they are spelled."""
    opts = draw(options())
    shape = draw(st.sampled_from(["popen", "subprocess", "tuple", "engine", "dict", "dict-call"]))
    if shape in {"popen", "subprocess", "tuple"}:
        texts = argv_items(opts, draw)
        if shape == "subprocess":
            texts = ["sys.executable", '"-m"', '"sglang.launch_server"', *texts]
    else:
        texts = keyed_items(opts, draw, dict_literal=shape == "dict")
    body, items = draw(layouts(texts))
    if shape == "tuple" and not body.startswith("\n") and not body.endswith(","):
        body += ","  # `("--enable-hisparse")` is a string, not a tuple
    opener, closer = {
        "popen": ("proc = popen_launch_server(MODEL, URL, timeout=600, other_args=[", "])"),
        "subprocess": ("proc = subprocess.Popen([", "])"),
        "tuple": ("ARGS = (", ")"),
        "engine": ("llm = sgl.Engine(", ")"),
        "dict": ("KWARGS = {", "}"),
        "dict-call": ("KWARGS = dict(", ")"),
    }[shape]
    source = PREFIX + opener + body + closer + SUFFIX
    cursor = len(PREFIX) + len(opener)
    for item in items:
        start = source.index(item.text, cursor)
        item.span = Span(start, start + len(item.text))
        cursor = item.span.end
    return source, items, shape


def expected_items(source: str, items: list[Item], fix: Fix, shape: str) -> list[tuple[Item, str]]:
    """The items the rewrite must leave, with their text: unedited ones verbatim,
    edited values changed in place, added ones right after their anchor."""
    removed: set[Span] = set()
    values: dict[Span, tuple[Span, str]] = {}
    added: dict[Span, list[str]] = {}
    order = [rule.code for rule in rules_in_run_order()]
    for located in sorted(fix.findings, key=lambda item: order.index(item.finding.code)):
        for edit in located.finding.edits:
            if edit.kind is EditKind.ADD:
                anchor = _owner(items, (edit.option.parts or (edit.option.span,))[-1])
                new = _added(items, anchor, shape, edit.name or "", edit.value)
                added.setdefault(anchor.span, []).extend(new)
            elif edit.kind is EditKind.SET_VALUE:
                assert edit.option.value_span is not None and edit.value is not None
                owner = _owner(items, edit.option.value_span)
                values[owner.span] = (edit.option.value_span, edit.value)
            elif edit.kind is EditKind.DISABLE and edit.option.value_span is not None:
                owner = _owner(items, edit.option.span)
                values[owner.span] = (edit.option.value_span, "False")
            else:
                removed.update(_owner(items, part).span for part in edit.option.parts)
    result: list[tuple[Item, str]] = []
    for item in items:
        if item.span in removed:
            continue
        if item.span in values:
            span, value = values[item.span]
            text = source[item.span.start : span.start] + value + source[span.end : item.span.end]
            result.append((item, text))
        else:
            result.append((item, item.text))
        result.extend((Item(text), text) for text in added.get(item.span, []))
    return result


def _added(items: list[Item], anchor: Item, shape: str, name: str, value: str | None) -> list[str]:
    """An added option as the adapter writes it: argv words in the anchor's quotes; a
    keyword with its value in the quotes of the first quoted value of the call."""
    if shape in {"popen", "subprocess"}:
        quote = anchor.text[0]
        words = [f"--{name}", *([] if value is None else [value])]
        return [f"{quote}{word}{quote}" for word in words]
    assert shape == "engine", shape  # dicts and tuples are fragments: nothing is added
    quoted = (i.text.split("=", 1)[1] for i in items if "=" in i.text)
    quote = next((v[0] for v in quoted if v[:1] in {"'", '"'}), '"')
    written = {"true": "True", None: "True"}.get(value, f"{quote}{value}{quote}")
    return [f"{name.replace('-', '_')}={written}"]


def _owner(items: list[Item], span: Span) -> Item:
    return next(i for i in items if i.span.start <= span.start and span.end <= i.span.end)


def items_after(text: str, shape: str) -> list[str]:
    """The items of the launch in the rewritten text, as written."""
    tree = ast.parse(text)
    node = tree.body[1].value  # the statement after the import
    if shape in {"popen", "subprocess"}:
        call = node
        assert isinstance(call, ast.Call)
        container = call.keywords[-1].value if shape == "popen" else call.args[0]
        return [ast.get_source_segment(text, element) or "" for element in container.elts]
    if shape == "tuple":
        return [ast.get_source_segment(text, element) or "" for element in node.elts]
    if shape == "dict":
        return [
            f"{ast.get_source_segment(text, k)}: {ast.get_source_segment(text, v)}"
            for k, v in zip(node.keys, node.values, strict=True)
        ]
    return [ast.get_source_segment(text, keyword) or "" for keyword in node.keywords]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sources(), st.sampled_from(["cuda", "rocm", "cpu"]))
def test_rewrite_is_complete_idempotent_and_exact(
    generated: tuple[str, list[Item], str], platform: str
) -> None:
    source, items, shape = generated
    chosen = Settings(platform=platform)
    first = fix_text(source, PYTHON, chosen)
    second = fix_text(first.text, PYTHON, chosen)
    assert second.text == first.text
    assert not [item for item in second.findings if item.fixable]
    after = first.text
    assert after.startswith(PREFIX) and after.endswith(SUFFIX)
    expected = expected_items(source, items, first, shape)
    assert items_after(after, shape) == [text for _, text in expected]
    for item, text in expected:
        if text != item.text:
            continue
        if item.above:
            assert item.above in after, f"lost the comment above {item.text}"
        if item.comment:
            assert item.comment in after, f"lost {item.comment}"
    added = len(expected) - len([item for item, _ in expected if item in items])
    assert after.count("\n") <= source.count("\n") + added
    assert "\n\n\n" not in after[len(PREFIX) :]


@settings(max_examples=150, deadline=None)
@given(sources())
def test_text_without_fixes_is_returned_unchanged(generated: tuple[str, list[Item], str]) -> None:
    source, _, _ = generated
    result = fix_text(source, PYTHON, Settings())
    if not [item for item in result.findings if item.fixable]:
        assert result.text == source


@st.composite
def shell_strings(draw: st.DrawFn) -> str:
    """A launch command split into implicitly concatenated pieces, one or more a line."""
    words = ["python3 -m sglang.launch_server"]
    for opt in draw(options()):
        value = "" if opt.value is None else f" {opt.value}"
        quote = draw(st.sampled_from(["", "'", '\\"']))
        words.append(
            f"--{opt.name}{value[:1]}{quote}{value[1:]}{quote}" if value else f"--{opt.name}"
        )
    pieces = []
    for index, word in enumerate(words):
        pieces.append(word + (" " if index < len(words) - 1 else ""))
    lines = []
    while pieces:
        take = draw(st.integers(1, 3))
        lines.append("    " + " ".join(f'"{piece}"' for piece in pieces[:take]))
        pieces = pieces[take:]
    return PREFIX + "CMD = (\n" + "\n".join(lines) + "\n)\nos.system(CMD)" + SUFFIX


def _strings(text: str) -> list[str]:
    tokens = tokenize.generate_tokens(io.StringIO(text).readline)
    return [token.string for token in tokens if token.type == tokenize.STRING]


def pairs(text: str) -> list[tuple[str, str | None]]:
    """(option, value) pairs of the command in `CMD`, as argparse reads them."""
    command = ast.literal_eval(ast.parse(text).body[1].value)
    words = shlex.split(command)[3:]
    result: list[tuple[str, str | None]] = []
    while words:
        word = words.pop(0)
        if word[2:] not in boolean_flags() and words and not words[0].startswith("-"):
            result.append((word, words.pop(0)))
        else:
            result.append((word, None))
    return result


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shell_strings(), st.sampled_from(["cuda", "rocm", "cpu"]))
def test_shell_string_rewrite_keeps_the_other_words(source: str, platform: str) -> None:
    chosen = Settings(platform=platform)
    first = fix_text(source, PYTHON, chosen)
    second = fix_text(first.text, PYTHON, chosen)
    assert second.text == first.text
    assert not [item for item in second.findings if item.fixable]
    written = {name for name, _ in pairs(source)}
    remaining = [pair for pair in pairs(first.text) if pair[0] in written]
    added = [name for name, _ in pairs(first.text) if name not in written]
    assert set(added) <= ADDABLE, f"words appeared: {added}"
    for name, value in pairs(source):
        if remaining and remaining[0][0] == name:
            changed = remaining.pop(0)[1]
            assert changed == value or name in EDITABLE, (name, value, changed)
        else:
            assert name in EDITABLE, f"{name} {value} was lost"
    assert not remaining, f"words appeared: {remaining}"
    assert first.text.startswith(PREFIX) and first.text.endswith(SUFFIX)
    assert '""' not in _strings(first.text), "an emptied piece was left behind"
    assert first.text.count("\n") <= source.count("\n")


# Runs: conditional appends over a shared list.

CONDITIONAL = st.lists(
    st.tuples(
        st.sampled_from(["if", "if-else", "try", "for"]),
        st.sampled_from(
            [
                '["--device", "cpu"]',
                '["--kv-cache-dtype", "fp8_e5m2"]',
                '["--dsa-decode-backend", "tilelang"]',
                '["--kv-cache-dtype", "bfloat16"]',
            ]
        ),
    ),
    max_size=4,
)


def _conditional_program(blocks: list[tuple[str, str]]) -> str:
    lines = [
        'args = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]'
    ]
    for index, (kind, added) in enumerate(blocks):
        if kind == "if":
            lines += [f"if flag({index}):", f"    args += {added}"]
        elif kind == "if-else":
            lines += [
                f"if flag({index}):",
                f"    args += {added}",
                "else:",
                "    args.append('-v')",
            ]
        elif kind == "try":
            lines += ["try:", f"    args += {added}", "except OSError:", "    pass"]
        else:
            lines += [f"for _ in range(n{index}):", f"    args += {added}"]
    lines.append("popen_launch_server(MODEL, URL, other_args=args)")
    return "\n".join(lines) + "\n"


@given(CONDITIONAL)
@settings(max_examples=60, deadline=None)
def test_runs_share_spans_and_every_run_is_read(blocks: list[tuple[str, str]]) -> None:
    """One site per run (2 per block), one launch span, and the same option text read
    by several runs is the same `Option`; a fix leaves nothing to fix."""
    source = _conditional_program(blocks)
    sites = PYTHON.find_sites(source)
    assert len(sites) == 2 ** len(blocks)
    assert len({site.span for site in sites}) == 1
    assert len({site.run for site in sites}) == len(sites)
    by_span: dict[Span, object] = {}
    for site in sites:
        for option in site.options:
            assert by_span.setdefault(option.span, option) == option
    fixed = fix_text(source, PYTHON, Settings())
    again = fix_text(fixed.text, PYTHON, Settings())
    assert again.text == fixed.text
    assert not [item for item in again.findings if item.fixable]
