"""The TOML adapter: every shape and edit kind as before/after pairs, errors, properties."""

from __future__ import annotations

import difflib
import itertools
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
import tomlkit
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import fix_text, process_bytes
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats import toml as toml_format
from hisparse_fix.formats.errors import OverlappingEditsError, ParseError, UnwritableEditError
from hisparse_fix.formats.toml import layout as toml_layout
from hisparse_fix.rules import check_site
from hisparse_fix.sglang.matrix import parse_version, release_for
from hisparse_fix.sglang.settings import BackendFix, Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Style
from tests.conftest import FIXTURES

TOML = BY_NAME["toml"]

_TOMLKIT = parse_version(tomlkit.__version__)


RADIX = ("HSF004",)
"""Most cases below are about another rule and leave the radix cache on; HSF004 is
off for them (its own cases turn it on)."""
WITHOUT_RADIX = Settings(ignore=RADIX)


def fix(before: str, settings: Settings | None = None) -> str:
    return fix_text(before, TOML, settings or WITHOUT_RADIX).text


@dataclass(frozen=True)
class Case:
    id: str
    before: str
    after: str
    settings: Settings = WITHOUT_RADIX


CASES = [
    Case(
        "keyed-set-value-keeps-comment-and-other-table",
        """\
[server]
enable-hisparse = true
kv-cache-dtype = "fp8_e5m2"  # note

[baseline]
kv-cache-dtype = "fp8_e5m2"  # note
""",
        """\
[server]
enable-hisparse = true
kv-cache-dtype = "fp8_e4m3"  # note

[baseline]
kv-cache-dtype = "fp8_e5m2"  # note
""",
    ),
    Case(
        "keyed-set-value-literal-quotes",
        "[server]\nenable-hisparse = true\nkv-cache-dtype = 'nvfp4'   # x\n",
        "[server]\nenable-hisparse = true\nkv-cache-dtype = 'fp8_e4m3'   # x\n",
    ),
    Case(
        "keyed-set-value-multiline-string-keeps-its-newline",
        'enable-hisparse = true\nkv-cache-dtype = """\nmxfp8"""\n',
        'enable-hisparse = true\nkv-cache-dtype = """\nfp8_e4m3"""\n',
    ),
    Case(
        "keyed-set-value-over-escapes",
        'enable-hisparse = true\nkv-cache-dtype = "fp8\\u005fe5m2"\n',
        'enable-hisparse = true\nkv-cache-dtype = "fp8_e4m3"\n',
    ),
    Case(
        "keyed-set-value-dtype-target-bfloat16",
        "[s]\nenable_hisparse = true\nkv_cache_dtype = 'fp8_e5m2'\n",
        "[s]\nenable_hisparse = true\nkv_cache_dtype = 'bfloat16'\n",
        Settings(kv_cache_dtype_target="bfloat16", ignore=RADIX),
    ),
    Case(
        "keyed-disable-writes-false-keeps-comment",
        '[server]\ndevice = "cpu"\nenable-hisparse = true   # from the GPU recipe\n',
        '[server]\ndevice = "cpu"\nenable-hisparse = false   # from the GPU recipe\n',
    ),
    Case(
        "keyed-disable-a-string-true",
        '[server]\nenable_hisparse = "true"\ndevice = "npu"\n',
        '[server]\nenable_hisparse = false\ndevice = "npu"\n',
    ),
    Case(
        "keyed-disable-from-env-table",
        '[server]\nenable-hisparse = true\n\n[server.env]\nSGLANG_USE_CPU_ENGINE = "1"\n',
        '[server]\nenable-hisparse = false\n\n[server.env]\nSGLANG_USE_CPU_ENGINE = "1"\n',
    ),
    Case(
        "keyed-remove-line-with-comment",
        """\
[server]
enable-hisparse = true
kv-cache-dtype = "fp8_e4m3"
dsa-decode-backend = "tilelang"   # pinned
port = 30000
""",
        """\
[server]
enable-hisparse = true
kv-cache-dtype = "fp8_e4m3"
port = 30000
""",
    ),
    Case(
        "keyed-remove-last-line-without-newline",
        '[s]\nenable-hisparse = true\nkv-cache-dtype = "bfloat16"\ndsa-decode-backend = "tilelang"',
        '[s]\nenable-hisparse = true\nkv-cache-dtype = "bfloat16"',
    ),
    Case(
        "keyed-replace-backend",
        "enable-hisparse = true\nkv-cache-dtype = 'fp8_e4m3'\ndsa-decode-backend = 'x'\n",
        "enable-hisparse = true\nkv-cache-dtype = 'fp8_e4m3'\ndsa-decode-backend = 'flashmla_kv'\n",
        Settings(backend_fix=BackendFix.REPLACE, ignore=RADIX),
    ),
    Case(
        "keyed-dtype-fix-then-backend-drop",
        """\
[s]
enable_hisparse = true
kv_cache_dtype = "fp8_e5m2"
dsa_prefill_backend = "flashmla_sparse"
""",
        """\
[s]
enable_hisparse = true
kv_cache_dtype = "fp8_e4m3"
""",
    ),
    Case(
        "dotted-keys-top-level-and-in-table",
        """\
smoke.enable-hisparse = true
smoke.kv-cache-dtype = "fp8_e5m2"

[deploy]
gpus = 8
sglang.enable-hisparse = true
sglang.dsa-decode-backend = "tilelang"  # old
sglang.kv-cache-dtype = "fp8_e4m3"
""",
        """\
smoke.enable-hisparse = true
smoke.kv-cache-dtype = "fp8_e4m3"

[deploy]
gpus = 8
sglang.enable-hisparse = true
sglang.kv-cache-dtype = "fp8_e4m3"
""",
    ),
    Case(
        "nested-table-header",
        "[deploy.glm5]\nreplicas = 1\n\n[deploy.glm5.sglang]\nenable-hisparse = true\n"
        'kv-cache-dtype = "nvfp4"\n',
        "[deploy.glm5]\nreplicas = 1\n\n[deploy.glm5.sglang]\nenable-hisparse = true\n"
        'kv-cache-dtype = "fp8_e4m3"\n',
    ),
    Case(
        "array-of-tables-only-the-hisparse-element",
        """\
[[servers]]
kv-cache-dtype = "fp8_e5m2"

[[servers]]
enable-hisparse = true
kv-cache-dtype = "fp8_e5m2"
""",
        """\
[[servers]]
kv-cache-dtype = "fp8_e5m2"

[[servers]]
enable-hisparse = true
kv-cache-dtype = "fp8_e4m3"
""",
    ),
    Case(
        "inline-table-set-and-remove-middle",
        's = { enable-hisparse = true, dsa-decode-backend = "tilelang", kv-cache-dtype = "x" }\n',
        's = { enable-hisparse = true, kv-cache-dtype = "fp8_e4m3" }\n',
    ),
    Case(
        "inline-table-remove-last",
        's = { enable-hisparse = true, kv-cache-dtype = "bfloat16", dsa-decode-backend = "x" }\n',
        's = { enable-hisparse = true, kv-cache-dtype = "bfloat16" }\n',
    ),
    Case(
        "inline-tables-in-array",
        """\
servers = [
  { enable-hisparse = true, device = "cpu" },  # smoke
  { enable-hisparse = true, kv-cache-dtype = "fp8_e5m2" },
]
""",
        """\
servers = [
  { enable-hisparse = false, device = "cpu" },  # smoke
  { enable-hisparse = true, kv-cache-dtype = "fp8_e4m3" },
]
""",
    ),
    Case(
        "argv-one-line-remove-first-item",
        'args = ["--enable-hisparse", "--device", "cpu"]\n',
        'args = ["--device", "cpu"]\n',
    ),
    Case(
        "argv-one-line-remove-middle-and-last",
        'args = ["--enable-hisparse", "--dsa-decode-backend", "x", "--kv-cache-dtype", "bf16",'
        ' "--dsa-prefill-backend", "y"]\n',
        'args = ["--enable-hisparse", "--kv-cache-dtype", "bf16"]\n',
    ),
    Case(
        "argv-multiline-remove-line-keep-comments-and-trailing-comma",
        """\
command = [
    "python3", "-m", "sglang.launch_server",
    "--enable-hisparse",            # on
    "--kv-cache-dtype", "fp8_e5m2", # small
    "--dsa-decode-backend", "tilelang",  # ROCm only
    "--port", "30000",
]
""",
        """\
command = [
    "python3", "-m", "sglang.launch_server",
    "--enable-hisparse",            # on
    "--kv-cache-dtype", "fp8_e4m3", # small
    "--port", "30000",
]
""",
    ),
    Case(
        "argv-multiline-last-item-without-trailing-comma",
        """\
args = [
  "--enable-hisparse",
  "--kv-cache-dtype", "bfloat16",
  "--dsa-prefill-backend", "flashmla_kv"
]
""",
        """\
args = [
  "--enable-hisparse",
  "--kv-cache-dtype", "bfloat16",
]
""",
    ),
    Case(
        "argv-option-split-over-lines-before-bracket",
        'args = [\n  "--enable-hisparse",\n  "--dsa-decode-backend",\n  "tilelang"]\n',
        'args = [\n  "--enable-hisparse",\n]\n',
    ),
    Case(
        "argv-removed-item-shares-line",
        'args = [\n  "--kv-cache-dtype", "bf16", "--dsa-decode-backend", "x",  # both\n'
        '  "--enable-hisparse",\n]\n',
        'args = [\n  "--kv-cache-dtype", "bf16",  # both\n  "--enable-hisparse",\n]\n',
    ),
    Case(
        "argv-equals-value-literal-quotes",
        "cmd = ['sglang', 'serve', '--enable-hisparse', '--kv-cache-dtype=nvfp4']\n",
        "cmd = ['sglang', 'serve', '--enable-hisparse', '--kv-cache-dtype=fp8_e4m3']\n",
    ),
    Case(
        "argv-value-with-escapes-is-replaced-whole",
        'cmd = ["--enable-hisparse", "--kv-cache-dtype", "fp8\\u005fe5m2"]\n',
        'cmd = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]\n',
    ),
    Case(
        "argv-docker-device-is-not-sglangs",
        'cmd = ["docker", "run", "--device", "/dev/kfd", "img", "python3", "-m",'
        ' "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n',
        'cmd = ["docker", "run", "--device", "/dev/kfd", "img", "python3", "-m",'
        ' "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]\n',
    ),
    Case(
        "argv-env-word-before-entry-point",
        'cmd = ["env", "SGLANG_USE_CPU_ENGINE=1", "python3", "-m", "sglang.launch_server",'
        ' "--enable-hisparse"]\n',
        'cmd = ["env", "SGLANG_USE_CPU_ENGINE=1", "python3", "-m", "sglang.launch_server"]\n',
    ),
    Case(
        "argv-env-table-beside-array",
        '[[jobs]]\nargs = ["--enable-hisparse", "--tp", "2"]\n\n'
        '[jobs.env]\nSGLANG_USE_CPU_ENGINE = "1"\n',
        '[[jobs]]\nargs = ["--tp", "2"]\n\n[jobs.env]\nSGLANG_USE_CPU_ENGINE = "1"\n',
    ),
    Case(
        "argv-every-enable-hisparse-dropped",
        'args = ["--enable-hisparse", "--device", "xpu", "--enable-hisparse"]\n',
        'args = ["--device", "xpu"]\n',
    ),
    Case(
        "crlf-kept",
        '[s]\r\nenable-hisparse = true\r\nkv-cache-dtype = "e5m2"  # n\r\n'
        'dsa-decode-backend = "x"\r\nport = 1\r\n',
        '[s]\r\nenable-hisparse = true\r\nkv-cache-dtype = "fp8_e4m3"  # n\r\nport = 1\r\n',
    ),
    Case(
        "bom-kept",
        '\ufeff[s]\nenable-hisparse = true\nkv-cache-dtype = "e5m2"\n',
        '\ufeff[s]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e4m3"\n',
    ),
    Case(
        "tool-settings-table-is-not-a-site",
        '[tool.hisparse-fix]\nenable-hisparse = true\ndevice = "cpu"\n\n'
        '[tool.launcher]\nenable-hisparse = true\ndevice = "cpu"\n',
        '[tool.hisparse-fix]\nenable-hisparse = true\ndevice = "cpu"\n\n'
        '[tool.launcher]\nenable-hisparse = false\ndevice = "cpu"\n',
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_before_after(case: Case) -> None:
    assert fix(case.before, case.settings) == case.after


UNCHANGED = {
    "hisparse-off": '[s]\nenable-hisparse = false\nkv-cache-dtype = "fp8_e5m2"\n',
    "no-hisparse-key": '[s]\nkv-cache-dtype = "fp8_e5m2"\ndsa-decode-backend = "tilelang"\n',
    "other-flag-same-prefix": (
        '[s]\nenable-hisparse-mtp-hybrid = true\nkv-cache-dtype = "fp8_e5m2"\n'
        'cmd = ["--enable-hisparse-mtp-hybrid", "--kv-cache-dtype", "fp8_e5m2"]\n'
    ),
    "flag-inside-one-string": 'hint = ["--enable-hisparse --kv-cache-dtype fp8_e5m2"]\n',
    "templated-values": (
        '[s]\nenable-hisparse = true\nkv-cache-dtype = "${KV_DTYPE}"\n'
        'dsa-decode-backend = "{{ backend }}"\n'
        'cmd = ["--enable-hisparse", "--kv-cache-dtype", "$KV_DTYPE"]\n'
    ),
    "escaped-value-after-equals": 'cmd = ["--enable-hisparse", "--kv-cache-dtype=e\\u0035m2"]\n',
    "already-valid": (
        '[s]\nenable_hisparse = true\nkv_cache_dtype = "bf16"\n'
        'dsa_decode_backend = "flashmla_sparse"\n'
    ),
}


@pytest.mark.parametrize("text", UNCHANGED.values(), ids=UNCHANGED.keys())
def test_left_as_it_is(text: str) -> None:
    result = fix_text(text, TOML, WITHOUT_RADIX)
    assert result.text == text
    assert not [item for item in result.findings if item.fixable]


def test_unknown_values_are_warned_about() -> None:
    findings = fix_text(UNCHANGED["templated-values"], TOML, WITHOUT_RADIX).findings
    assert {(item.line, item.finding.code) for item in findings} == {
        (3, "HSF002"),
        (4, "HSF003"),
        (5, "HSF000"),
        (5, "HSF002"),
    }


def test_set_value_on_bare_scalars_keeps_toml_valid() -> None:
    """A new value for a number becomes a quoted string unless it is a number itself."""
    text = "[s]\nenable-hisparse = true\ntp = 8\ndisable-radix-cache = false\n"
    (site,) = toml_format.find_sites(text)
    tp, radix = site.last("tp"), site.last("disable-radix-cache")
    assert tp is not None and radix is not None
    edits = [
        Edit(EditKind.SET_VALUE, tp, "auto"),
        Edit(EditKind.SET_VALUE, radix, "true"),
    ]
    fixed = toml_format.apply(text, edits)
    assert fixed == '[s]\nenable-hisparse = true\ntp = "auto"\ndisable-radix-cache = true\n'
    assert toml_format.apply(text, [Edit(EditKind.SET_VALUE, tp, "4")]) == text.replace("8", "4")


def test_literal_string_that_cannot_hold_the_value_is_refused() -> None:
    text = "[s]\nenable-hisparse = true\nkv-cache-dtype = 'x'\n"
    (site,) = toml_format.find_sites(text)
    option = site.last("kv-cache-dtype")
    assert option is not None
    with pytest.raises(ParseError, match="internal error"):
        toml_format.apply(text, [Edit(EditKind.SET_VALUE, option, "it's")])


# Sites: shapes, spans, open-ness


def only_site(text: str) -> LaunchSite:
    (site,) = toml_format.find_sites(text)
    return site


def test_keyed_site_options_are_dashed_with_exact_spans() -> None:
    text = "[s]\nenable_hisparse = true  # on\nkv_cache_dtype = 'fp8_e5m2'\ntp = 8\nx = [1]\n"
    site = only_site(text)
    assert site.style is Style.KEYED
    assert [o.name for o in site.options] == ["enable-hisparse", "kv-cache-dtype", "tp", "x"]
    for option in site.options:
        key = text[option.span.start : option.span.end].split("=")[0].strip()
        assert key.replace("_", "-") == option.name
        if option.value_span is not None:
            assert text[option.value_span.start : option.value_span.end] == option.value
    assert site.last("x").dynamic and site.last("x").value is None
    assert site.last("enable-hisparse").value == "true"
    assert text[site.span.start : site.span.start + 3] == "[s]"


def test_argv_tokens_map_to_the_source() -> None:
    text = 'cmd = ["sglang", \'serve\', "--enable-hisparse", "--kv-cache-dtype=bf16", "--tp", 2]\n'
    site = only_site(text)
    assert site.style is Style.ARGV and not site.open
    assert [(o.name, o.value) for o in site.options] == [
        ("enable-hisparse", None),
        ("kv-cache-dtype", "bf16"),
        ("tp-size", "2"),
    ]
    for option in site.options:
        if option.value_span is not None:
            assert text[option.value_span.start : option.value_span.end] == option.value
        for part in option.parts:
            assert text[part.start] in "\"'0123456789"


@pytest.mark.parametrize(
    ("text", "is_open"),
    [
        ("[s]\nenable-hisparse = true\n", False),
        ('[s]\nenable-hisparse = true\nextra-args = "--foo"\n', True),
        ('[s]\nenable-hisparse = true\nflags = ["--max-running-requests", "8"]\n', True),
        ("[s]\nenable-hisparse = true\ncuda-graph-bs = [1, 2, 4]\n", False),
        ('args = ["--enable-hisparse"]\n', True),
        ('cmd = ["python3", "-m", "sglang.launch_server", "--enable-hisparse"]\n', False),
        ('cmd = ["sglang", "serve", "--enable-hisparse", "${EXTRA}"]\n', True),
    ],
)
def test_open_sites(text: str, is_open: bool) -> None:
    assert only_site(text).open is is_open


def test_only_words_after_the_entry_point_are_sglangs() -> None:
    text = (
        'cmd = ["docker", "run", "--device", "cpu", "i", "sglang", "serve", "--enable-hisparse"]\n'
    )
    assert [o.name for o in only_site(text).options] == ["enable-hisparse"]


def test_sites_come_in_source_order_and_skip_tables_without_hisparse() -> None:
    text = (
        'a = ["--enable-hisparse"]\n[x]\nkv-cache-dtype = "e5m2"\n'
        "[[y]]\nenable-hisparse = true\n[[y]]\nenable_hisparse = false\n"
    )
    sites = toml_format.find_sites(text)
    assert [site.style for site in sites] == [Style.ARGV, Style.KEYED, Style.KEYED]
    assert [site.hisparse_enabled for site in sites] == [True, True, False]
    assert sites == sorted(sites, key=lambda site: site.span)


def test_format_is_chosen_by_suffix() -> None:
    fmt = format_for("recipes/serve.toml")
    assert fmt is not None and fmt.name == "toml"


# Invalid TOML


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("[s]\nenable-hisparse = true\nkv-cache-dtype = fp8_e5m2\n", 3, 19),
        ('[s]\nenable-hisparse = true\nkv-cache-dtype = "fp8\n', 3, 22),
        ("a = 1\nenable-hisparse = true\nenable-hisparse = false\n", 3, 1),
        ("[s]\nenable-hisparse = true\n  'enable-hisparse' = false\n", 3, 3),
        ('a = ["--enable-hisparse",\n  "x"\n', 3, 1),
        ("[s]\r\nenable-hisparse = true\r\nx = = 1\r\n", 3, 5),
        ("[s]\r\nenable-hisparse = true\r\nenable-hisparse = false\r\n", 3, 1),
        ("\ufeff[s]\nenable-hisparse = true\n\ufeff", 3, 1),
        ("[s]\na = 1\n[t]\nb = 2\n[s]\nc = 3\n", 5, 1),
        ('[s]\na = 1\n# note\n\n  a = """x\ny"""\nb = 2\n', 5, 3),
        ('[s]\nmodel = "DeepSeek-V3.2 — é"\nkv = é\n', 3, 6),
        ('[s]\nmodel = "é"\nmodel = "e"\n', 3, 1),
    ],
)
def test_invalid_toml_raises_with_line_and_column(text: str, line: int, column: int) -> None:
    with pytest.raises(ParseError) as raised:
        toml_format.find_sites(text)
    assert (raised.value.line, raised.value.column) == (line, column)
    assert raised.value.message.startswith("could not parse TOML")


def test_invalid_toml_is_reported_and_left_untouched() -> None:
    data = b'[s]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e5m2\n'
    result = process_bytes("bad.toml", data, TOML, Settings())
    assert result.problem is not None
    assert (result.problem.line, result.problem.column) == (3, 27)
    assert result.fixed == result.original and not result.changed


def test_split_array_of_tables_is_read_and_edited() -> None:
    """tomlkit regroups `[[servers]]` around `[other]`; the pieces are placed one by one."""
    before = (
        '[[servers]]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e5m2"\n\n[other]\nx = 1\n\n'
        '[[servers]]\nenable-hisparse = true\ndevice = "cpu"\n'
    )
    after = (
        '[[servers]]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e4m3"\n\n[other]\nx = 1\n\n'
        '[[servers]]\nenable-hisparse = false\ndevice = "cpu"\n'
    )
    result = process_bytes("split.toml", before.encode(), TOML, WITHOUT_RADIX)
    assert result.problem is None
    assert result.fixed == after


@pytest.mark.skipif(
    _TOMLKIT < (0, 15), reason="tomlkit before 0.15 refuses `[a.env]` after another table"
)
def test_split_array_of_tables_numbers_elements_as_toml_reads_them() -> None:
    """A later `[[a]]` continues the array; `[a.env]` after another table extends its
    last element."""
    text = (
        "[[a]]\nx = 1\n\n[b]\ny = 2\n\n[[a]]\nx = 3\n\n[c]\nz = 4\n\n"
        '[a.env]\nK = "1"\n\n[[a]]\nx = 5\n'
    )
    layout = toml_layout.locate(text)
    placed = [(entry.table, text[entry.key_start : entry.value.end]) for entry in layout.entries]
    assert placed == [
        (("a", 0), "x = 1"),
        (("b",), "y = 2"),
        (("a", 1), "x = 3"),
        (("c",), "z = 4"),
        (("a", 1, "env"), 'K = "1"'),
        (("a", 2), "x = 5"),
    ]
    assert [text[span.start : span.end] for span in layout.headers.values()] == [
        "[[a]]",
        "[b]",
        "[[a]]",
        "[c]",
        "[a.env]",
        "[[a]]",
    ]


def test_split_array_env_table_reaches_its_element() -> None:
    text = (
        "[[servers]]\nenable-hisparse = true\n\n[router]\np = 1\n\n"
        '[[servers]]\nenable-hisparse = true\n\n[servers.env]\nSGLANG_USE_CPU_ENGINE = "1"\n'
    )
    sites = toml_format.find_sites(text)
    assert [dict(site.env) for site in sites] == [{}, {"SGLANG_USE_CPU_ENGINE": "1"}]


def test_a_layout_mismatch_is_an_error_not_a_wrong_edit(monkeypatch: pytest.MonkeyPatch) -> None:
    """If the walk ever disagrees with tomlkit, the file is reported, never rewritten."""
    monkeypatch.setattr(toml_layout, "_emits_header", lambda key, table: False)
    with pytest.raises(ParseError, match="internal error"):
        toml_format.find_sites('[s]\nenable-hisparse = true\nkv-cache-dtype = "x"\n')


# Every located piece is the text it names, on real files


TOML_FILES = sorted(FIXTURES.glob("toml/*.toml"))


@pytest.mark.parametrize("path", TOML_FILES, ids=[path.name for path in TOML_FILES])
def test_layout_spans_cover_their_text(path: Path) -> None:
    text = path.read_bytes().decode("utf-8")
    layout = toml_layout.locate(text)
    assert layout.entries
    for entry in layout.entries:
        assert text[entry.value.start : entry.value.end] == entry.item.as_string()
        key_text = text[entry.key_start : entry.value.start]
        assert entry.name in key_text.replace('"', "").replace("'", "")
        assert text[entry.key.start : entry.key.end].strip("\"'") == entry.name
        assert entry.key_start <= entry.key.start < entry.key.end <= entry.value.start
    for array in layout.arrays:
        assert text[array.span.start] == "[" and text[array.span.end - 1] == "]"
        for element in array.elements:
            assert text[element.span.start : element.span.end] == element.item.as_string()


# Property: built documents are fixed once, for good, on the edited lines only

KEYED_POOL = [
    ("kv-cache-dtype", ["fp8_e5m2", "fp8_e4m3", "bfloat16", "bf16", "auto", "mxfp8", "nvfp4"]),
    ("dsa-decode-backend", ["flashmla_sparse", "flashmla_kv", "tilelang", "triton", "fa3"]),
    ("dsa-prefill-backend", ["flashmla_sparse", "flashmla_kv", "flashinfer_sparse_mla"]),
    ("device", ["cuda", "cuda", "cuda", "cpu", "xpu"]),
    ("disable-radix-cache", [True, True, False]),
    ("enable-mixed-chunk", [True, False]),
    ("nsa-prefill-backend", ["flashmla_sparse", "flashmla_kv", "b12x"]),
    ("disaggregation-mode", ["decode", "prefill"]),
    ("tp", [1, 8]),
    ("model-path", ["deepseek-ai/DeepSeek-V3.2-Exp"]),
]
FLAGS = frozenset({"enable-hisparse", "disable-radix-cache", "enable-mixed-chunk"})
COMMENTS = ["", "  # note", " # was: tuned on H100"]


def _one_spelling(option: tuple[str, list]) -> str:
    """`nsa-prefill-backend` and `dsa-prefill-backend` are one option: a table holds one
    (renaming one onto the other is refused, see below)."""
    return option[0].removeprefix("nsa-").removeprefix("dsa-")


@st.composite
def option_values(draw):
    """A few SGLang options with values, HiSparse on or off, in any order."""
    chosen = draw(st.lists(st.sampled_from(KEYED_POOL), max_size=6, unique_by=_one_spelling))
    pairs = [(name, draw(st.sampled_from(values))) for name, values in chosen]
    pairs.append(("enable-hisparse", draw(st.sampled_from([True, True, True, False]))))
    return draw(st.permutations(pairs))


def render_value(value: object, quote: str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return f"{quote}{value}{quote}"


@st.composite
def keyed_table(draw, index: int) -> tuple[str, str]:
    """(top-level text, header text) of one table in one of the TOML shapes."""
    underscore = draw(st.booleans())
    quote = draw(st.sampled_from(['"', "'"]))
    pairs = [
        ((name.replace("-", "_") if underscore else name), render_value(value, quote))
        for name, value in draw(option_values())
    ]
    shape = draw(st.sampled_from(["header", "aot", "dotted", "nested", "inline"]))
    if shape == "inline":
        body = ", ".join(f"{key} = {value}" for key, value in pairs)
        return f"inline{index} = {{ {body} }}{draw(st.sampled_from(COMMENTS))}\n", ""
    if shape == "dotted":
        lines = [f"top{index}.sglang.{k} = {v}{draw(st.sampled_from(COMMENTS))}" for k, v in pairs]
        return "\n".join(lines) + "\n", ""
    header = {
        "header": f"[server{index}]",
        "aot": "[[servers]]",
        "nested": f"[deploy{index}.sglang]",
    }[shape]
    lines = [f"{k} = {v}{draw(st.sampled_from(COMMENTS))}" for k, v in pairs]
    return "", "\n".join([header, *lines]) + "\n\n"


@st.composite
def argv_array(draw, index: int) -> str:
    """A `[launchN]` table whose `command` is an argv array, one line or many."""
    quote = draw(st.sampled_from(['"', "'"]))
    groups = []
    for name, value in draw(option_values()):
        if value is False:
            continue
        if name in FLAGS:
            groups.append([f"--{name}"])
        elif draw(st.booleans()):
            groups.append([f"--{name}={value}"])
        else:
            groups.append([f"--{name}", str(value)])
    entry = draw(
        st.sampled_from([[], ["python3", "-m", "sglang.launch_server"], ["sglang", "serve"]])
    )
    if entry:
        groups.insert(0, entry)
    words = lambda group: ", ".join(f"{quote}{word}{quote}" for word in group)  # noqa: E731
    if not draw(st.booleans()):
        return f"[launch{index}]\ncommand = [{', '.join(words(g) for g in groups)}]\n\n"
    lines = []
    for position, group in enumerate(groups):
        last = position == len(groups) - 1
        comma = "," if not last or draw(st.booleans()) else ""
        lines.append(f"  {words(group)}{comma}{draw(st.sampled_from(COMMENTS))}")
    return f"[launch{index}]\ncommand = [\n" + "\n".join(lines) + "\n]\n\n"


BYSTANDER = '[baseline]\nkv-cache-dtype = "fp8_e5m2"\ndsa-decode-backend = "tilelang"\n\n'


@st.composite
def documents(draw) -> str:
    top, tables = [], [BYSTANDER]
    for index in range(draw(st.integers(1, 3))):
        first, second = draw(keyed_table(index))
        top.append(first)
        tables.append(second)
    tables.extend(draw(argv_array(index)) for index in range(draw(st.integers(0, 2))))
    ordered = draw(st.permutations(tables))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return ("".join(top) + "\n" + "".join(ordered)).replace("\n", newline)


SETTINGS = st.builds(
    Settings,
    platform=st.sampled_from(["cuda", "cuda", "cuda", "rocm", "cpu"]),
    kv_cache_dtype_target=st.sampled_from(["fp8_e4m3", "bfloat16"]),
    backend_fix=st.sampled_from(list(BackendFix)),
)


ADDED_LINE = re.compile(r"\s*(?:[\w.-]+ = \S+|(?:(?:\"[^\"]*\"|'[^']*'),? ?)+)")
"""A new `key = value` line of a table, or new argv words of a laid-out array."""


def edited_lines(text: str, run_settings: Settings) -> set[int]:
    """0-based lines that hold an option some finding edits."""
    lines: set[int] = set()
    for site in toml_format.find_sites(text):
        for finding in check_site(site, run_settings):
            for edit in finding.edits:
                span = edit.option.span
                first, last = text.count("\n", 0, span.start), text.count("\n", 0, span.end)
                lines.update(range(first, last + 1))
    return lines


def fewest_changes(before: list[str], after: list[str]) -> list[tuple[str, int, int, int, int]]:
    """difflib's opcodes of a diff that keeps the most lines (a longest common
    subsequence). difflib's own matcher keeps the longest block first, which is no
    minimal diff: where two tables read alike after a fix it may delete one and
    write it again."""
    rows, cols = len(before), len(after)
    kept = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            if before[i] == after[j]:
                kept[i][j] = kept[i + 1][j + 1] + 1
            else:
                kept[i][j] = max(kept[i + 1][j], kept[i][j + 1])
    steps: list[str] = []
    i = j = 0
    while i < rows or j < cols:
        if i < rows and j < cols and before[i] == after[j] and kept[i][j] == kept[i + 1][j + 1] + 1:
            steps.append("equal")
            i, j = i + 1, j + 1
        elif j < cols and (i == rows or kept[i][j + 1] >= kept[i + 1][j]):
            steps.append("insert")
            j += 1
        else:
            steps.append("delete")
            i += 1
    opcodes: list[tuple[str, int, int, int, int]] = []
    i = j = 0
    for kind, run in itertools.groupby(steps, key=lambda step: step == "equal"):
        taken = list(run)
        deleted = taken.count("delete") if not kind else len(taken)
        inserted = taken.count("insert") if not kind else len(taken)
        tag = "equal" if kind else "replace" if deleted and inserted else taken[0]
        opcodes.append((tag, i, i + deleted, j, j + inserted))
        i, j = i + deleted, j + inserted
    return opcodes


def test_fewest_changes_keeps_what_difflib_rewrites() -> None:
    before = ["", "[a]", "x = 1", "y = 2", "", "[a]", "y = 2", ""]
    after = ["", "[a]", "y = 2", "z = 3", "", "[a]", "y = 2", "z = 3", ""]
    assert [op[0] for op in difflib.SequenceMatcher(None, before, after).get_opcodes()] != [
        "equal",
        "delete",
        "equal",
        "insert",
        "equal",
        "insert",
        "equal",
    ]
    assert fewest_changes(before, after) == [
        ("equal", 0, 2, 0, 2),
        ("delete", 2, 3, 2, 2),
        ("equal", 3, 4, 2, 3),
        ("insert", 4, 4, 3, 4),
        ("equal", 4, 7, 4, 7),
        ("insert", 7, 7, 7, 8),
        ("equal", 7, 8, 8, 9),
    ]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=documents(), run_settings=SETTINGS)
def test_rewrites_are_final_and_local(text: str, run_settings: Settings) -> None:
    first = fix_text(text, TOML, run_settings)
    fixed = first.text
    assert tomlkit.parse(fixed.removeprefix("\ufeff")) is not None
    again = fix_text(fixed, TOML, run_settings)
    assert again.text == fixed
    assert not [item for item in again.findings if item.fixable]
    assert tomlkit.parse(fixed)["baseline"] == tomlkit.parse(text)["baseline"]
    allowed = edited_lines(text, run_settings)
    before, after = text.splitlines(keepends=True), fixed.splitlines(keepends=True)
    blank = lambda lines: sum(not line.strip() for line in lines)  # noqa: E731
    assert blank(after) <= blank(before), "a removal left an empty line"
    for tag, i1, i2, j1, j2 in fewest_changes(before, after):
        if tag == "equal":
            continue
        if tag == "insert":
            assert i1 - 1 in allowed, f"a line was added at {i1}, not after an edited option"
            assert all(ADDED_LINE.fullmatch(line.rstrip("\r\n")) for line in after[j1:j2])
            continue
        assert set(range(i1, i2)) <= allowed, (tag, before[i1:i2])
    if any(item.fixable for item in first.findings):
        assert fixed != text


# Shell launches written as strings

SHELL_CASES = [
    Case(
        "poe-string-task-set-value-and-drop-backend",
        '[tool.poe.tasks]\nserve = "python -m sglang.launch_server --enable-hisparse'
        ' --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang --port 30000"\n',
        '[tool.poe.tasks]\nserve = "python -m sglang.launch_server --enable-hisparse'
        ' --kv-cache-dtype fp8_e4m3 --port 30000"\n',
    ),
    Case(
        "cmd-key-literal-quotes",
        "[t]\ncmd = 'sglang serve --enable-hisparse --kv-cache-dtype=nvfp4'\n",
        "[t]\ncmd = 'sglang serve --enable-hisparse --kv-cache-dtype=fp8_e4m3'\n",
    ),
    Case(
        "bash-c-array-script",
        'command = ["bash", "-c", "python3 -m sglang.launch_server --enable-hisparse'
        ' --kv-cache-dtype fp8_e5m2"]\n',
        'command = ["bash", "-c", "python3 -m sglang.launch_server --enable-hisparse'
        ' --kv-cache-dtype fp8_e4m3"]\n',
    ),
    Case(
        "sh-c-array-with-env-words-turns-hisparse-off",
        'command = ["env", "SGLANG_USE_CPU_ENGINE=1", "/bin/sh", "-c",'
        ' "exec python3 -m sglang.launch_server --enable-hisparse --tp 2"]\n',
        'command = ["env", "SGLANG_USE_CPU_ENGINE=1", "/bin/sh", "-c",'
        ' "exec python3 -m sglang.launch_server --tp 2"]\n',
    ),
    Case(
        "sh-lc-login-profile-may-set-the-switch-not-edited",
        'command = ["env", "SGLANG_USE_CPU_ENGINE=1", "/bin/sh", "-lc",'
        ' "exec python3 -m sglang.launch_server --enable-hisparse --tp 2"]\n',
        'command = ["env", "SGLANG_USE_CPU_ENGINE=1", "/bin/sh", "-lc",'
        ' "exec python3 -m sglang.launch_server --enable-hisparse --tp 2"]\n',
    ),
    Case(
        "inline-task-with-env-table",
        '[tool.pdm.scripts]\nsmoke = { cmd = "python -m sglang.launch_server --enable-hisparse'
        ' --port 1", env = { SGLANG_USE_CPU_ENGINE = "1" } }\n',
        '[tool.pdm.scripts]\nsmoke = { cmd = "python -m sglang.launch_server'
        ' --port 1", env = { SGLANG_USE_CPU_ENGINE = "1" } }\n',
    ),
    Case(
        "hatch-list-of-command-lines",
        '[tool.hatch.envs.serve.scripts]\nboth = [\n  "nvidia-smi -L",\n'
        '  "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2",\n]\n',
        '[tool.hatch.envs.serve.scripts]\nboth = [\n  "nvidia-smi -L",\n'
        '  "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e4m3",\n]\n',
    ),
    Case(
        "multiline-literal-shell-continuations-drop-a-line",
        """\
[tool.poe.tasks.serve]
shell = '''
python3 -m sglang.launch_server \\
  --enable-hisparse \\
  --dsa-decode-backend tilelang \\
  --kv-cache-dtype fp8_e4m3 \\
  --port 30000
'''
""",
        """\
[tool.poe.tasks.serve]
shell = '''
python3 -m sglang.launch_server \\
  --enable-hisparse \\
  --kv-cache-dtype fp8_e4m3 \\
  --port 30000
'''
""",
    ),
    Case(
        "multiline-literal-last-line-takes-the-backslash-before",
        "[t]\nrun = '''\nsglang serve \\\n  --enable-hisparse \\\n  --kv-cache-dtype bf16 \\\n"
        "  --dsa-decode-backend flashmla_kv\n'''\n",
        "[t]\nrun = '''\nsglang serve \\\n  --enable-hisparse \\\n  --kv-cache-dtype bf16\n'''\n",
    ),
    Case(
        "multiline-basic-toml-line-ending-backslashes-drop-a-line",
        '[t]\nshell = """\npython3 -m sglang.launch_server \\\n  --enable-hisparse \\\n'
        '  --dsa-decode-backend tilelang \\\n  --kv-cache-dtype fp8_e4m3\n"""\n',
        '[t]\nshell = """\npython3 -m sglang.launch_server \\\n  --enable-hisparse \\\n'
        '  --kv-cache-dtype fp8_e4m3\n"""\n',
    ),
    Case(
        "escaped-quotes-elsewhere-in-the-string-are-kept",
        '[t]\ncmd = "sglang serve --chat-template \\"{{x}}\\" --enable-hisparse'
        ' --kv-cache-dtype \\"fp8_e5m2\\""\n',
        '[t]\ncmd = "sglang serve --chat-template \\"{{x}}\\" --enable-hisparse'
        ' --kv-cache-dtype \\"fp8_e4m3\\""\n',
    ),
    Case(
        "escaped-value-is-rewritten-around-its-escape",
        '[t]\ncmd = "sglang serve --enable-hisparse --kv-cache-dtype fp8\\u005fe5m2"\n',
        '[t]\ncmd = "sglang serve --enable-hisparse --kv-cache-dtype fp8\\u005fe4m3"\n',
    ),
    Case(
        "escaped-option-is-removed-whole",
        '[t]\ncmd = "sglang serve --enable-hisparse --kv-cache-dtype bfloat16'
        ' --dsa-decode-backend \\"tile\\u006cang\\" --port 1"\n',
        '[t]\ncmd = "sglang serve --enable-hisparse --kv-cache-dtype bfloat16 --port 1"\n',
    ),
    Case(
        "two-options-removed-from-one-joined-line-take-the-line",
        '[t]\nrun = """sglang serve --enable-hisparse \\\n  --kv-cache-dtype fp8_e4m3 \\\n'
        '  --dsa-prefill-backend tilelang --dsa-decode-backend tilelang \\\n  --port 1"""\n',
        '[t]\nrun = """sglang serve --enable-hisparse \\\n  --kv-cache-dtype fp8_e4m3 \\\n'
        '  --port 1"""\n',
    ),
    Case(
        "crlf-multiline-literal",
        "[t]\r\nrun = '''\r\nsglang serve \\\r\n  --enable-hisparse \\\r\n"
        "  --kv-cache-dtype fp8_e5m2 \\\r\n  --port 1\r\n'''\r\n",
        "[t]\r\nrun = '''\r\nsglang serve \\\r\n  --enable-hisparse \\\r\n"
        "  --kv-cache-dtype fp8_e4m3 \\\r\n  --port 1\r\n'''\r\n",
    ),
]


@pytest.mark.parametrize("case", SHELL_CASES, ids=[case.id for case in SHELL_CASES])
def test_shell_strings_before_after(case: Case) -> None:
    assert fix(case.before, case.settings) == case.after


SHELL_UNCHANGED = {
    "prose-key": (
        '[tool.poe.tasks.serve]\ncmd = "sglang serve --port 1"\n'
        'help = "python -m sglang.launch_server --enable-hisparse --device cpu"\n'
    ),
    "echo-argument-is-not-a-launch": (
        'command = ["echo", "python -m sglang.launch_server --enable-hisparse --device cpu"]\n'
    ),
    "template-value": (
        '[t]\ncmd = "sglang serve --enable-hisparse --kv-cache-dtype {{ kv_dtype }}"\n'
    ),
    "shell-variable-value": '[t]\ncmd = "sglang serve --enable-hisparse --kv-cache-dtype $KV"\n',
    "hisparse-off": '[t]\ncmd = "sglang serve --kv-cache-dtype fp8_e5m2 --device cpu"\n',
    "valid-launch": (
        "[t]\ncmd = 'python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype bf16'\n"
    ),
}


@pytest.mark.parametrize("text", SHELL_UNCHANGED.values(), ids=SHELL_UNCHANGED.keys())
def test_shell_strings_left_as_they_are(text: str) -> None:
    result = fix_text(text, TOML, WITHOUT_RADIX)
    assert result.text == text
    assert not [item for item in result.findings if item.refused]


def test_templated_shell_value_is_warned_about_not_rewritten() -> None:
    findings = fix_text(SHELL_UNCHANGED["template-value"], TOML, WITHOUT_RADIX).findings
    assert [(item.line, item.finding.code) for item in findings] == [(2, "HSF002")]


def test_shell_string_options_map_to_their_source() -> None:
    text = '[t]\ncmd = "sglang serve --enable-hisparse --chat-template \\"a b\\" --tp=2"\n'
    (site,) = toml_format.find_sites(text)
    assert site.style is Style.ARGV
    written = {o.name: text[o.span.start : o.span.end] for o in site.options}
    assert written == {
        "enable-hisparse": "--enable-hisparse",
        "chat-template": '--chat-template \\"a b\\"',
        "tp-size": "--tp=2",
    }
    template = site.last("chat-template")
    assert template is not None and template.value == "a b"
    assert template.value_span is not None
    assert text[template.value_span.start : template.value_span.end] == "a b"


def test_table_env_reaches_the_string_launch() -> None:
    text = (
        '[tool.poe.tasks.smoke]\ncmd = "sglang serve --enable-hisparse"\n'
        '[tool.poe.tasks.smoke.env]\nSGLANG_USE_CPU_ENGINE = "1"\n'
    )
    (site,) = toml_format.find_sites(text)
    assert dict(site.env) == {"SGLANG_USE_CPU_ENGINE": "1"}


def test_a_launch_string_is_not_an_option_of_its_table() -> None:
    text = '[s]\nenable-hisparse = true\ncmd = "sglang serve --enable-hisparse --tp 2"\n'
    keyed, argv = toml_format.find_sites(text)
    assert [o.name for o in keyed.options] == ["enable-hisparse"]
    assert [o.name for o in argv.options] == ["enable-hisparse", "tp-size"]


def test_unreadable_launch_string_is_noted() -> None:
    text = '[t]\ncmd = "sglang serve --enable-hisparse --kv-cache-dtype \'fp8_e5m2"\n'
    result = fix_text(text, TOML, WITHOUT_RADIX)
    assert result.text == text
    assert [(item.line, item.finding.code) for item in result.findings] == [(2, "HSF000")]
    assert "cannot be read as shell" in result.findings[0].finding.message


def test_an_edit_the_string_cannot_hold_is_refused() -> None:
    text = "[t]\ncmd = 'sglang serve --enable-hisparse --kv-cache-dtype x'\n"
    (site,) = toml_format.find_sites(text)
    option = site.last("kv-cache-dtype")
    assert option is not None
    with pytest.raises(OverlappingEditsError, match="cannot be written"):
        toml_format.apply(text, [Edit(EditKind.SET_VALUE, option, "it's")])


def test_keyed_extra_args_are_read_as_the_tables_last_options() -> None:
    before = (
        '[server]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e4m3"\n'
        'extra-args = ["--kv-cache-dtype", "fp8_e5m2", "--tp", "2"]\n'
    )
    site = only_site(before)
    assert not site.open and not site.notes
    assert [(o.name, o.value) for o in site.options][-2:] == [
        ("kv-cache-dtype", "fp8_e5m2"),
        ("tp-size", "2"),
    ]
    assert fix(before) == before.replace('"fp8_e5m2"', '"fp8_e4m3"')


def test_passed_argv_that_is_not_read_is_noted() -> None:
    text = '[s]\nenable-hisparse = true\nextra-args = "--kv-cache-dtype fp8_e5m2"\n'
    site = only_site(text)
    assert site.open
    assert [text[n.span.start : n.span.end] for n in site.notes] == [
        'extra-args = "--kv-cache-dtype fp8_e5m2"'
    ]
    text = 'cmd = ["sglang", "serve", "--enable-hisparse", "${EXTRA}"]\n'
    (note,) = only_site(text).notes
    assert text[note.span.start : note.span.end] == '"${EXTRA}"'


def test_any_true_spelling_turns_hisparse_on() -> None:
    """SGLang's config loader adds the flag for each true spelling."""
    before = '[s]\ndevice = "cpu"\nenable-hisparse = true\nenable_hisparse = false\n'
    after = '[s]\ndevice = "cpu"\nenable-hisparse = false\nenable_hisparse = false\n'
    assert fix(before) == after


# New options and new names, as the adapter writes them


def added(text: str, adds: list[tuple[str, str | None]], anchor: str = "enable-hisparse") -> str:
    """`text` with new options after the last `anchor` of its only site."""
    option = only_site(text).last(anchor)
    assert option is not None
    return toml_format.apply(
        text, [Edit(EditKind.ADD, option, value, name=name) for name, value in adds]
    )


def renamed(text: str, old: str, new: str) -> str:
    option = only_site(text).last(old)
    assert option is not None
    return toml_format.apply(text, [Edit(EditKind.RENAME, option, name=new)])


RADIX = [("disable-radix-cache", "true")]
RADIX_FLAG = [("disable-radix-cache", None)]

ADD_CASES = [
    ("table-line-after-anchor-comment-stays", "[s]\nenable-hisparse = true  # on\nport = 1\n",
     RADIX, "[s]\nenable-hisparse = true  # on\ndisable-radix-cache = true\nport = 1\n"),
    ("underscore-spelling-and-indent-crlf", "[s]\r\n  enable_hisparse = true\r\n  tp = 2\r\n",
     RADIX, "[s]\r\n  enable_hisparse = true\r\n  disable_radix_cache = true\r\n  tp = 2\r\n"),
    ("quoted-key-last-line-without-newline", '[s]\n"enable-hisparse" = true',
     RADIX, '[s]\n"enable-hisparse" = true\n"disable-radix-cache" = true'),
    ("dotted-keys", "server.enable-hisparse = true\nserver.tp = 8\n", RADIX,
     "server.enable-hisparse = true\nserver.disable-radix-cache = true\nserver.tp = 8\n"),
    ("inline-table", "s = { enable-hisparse = true }\n", RADIX,
     "s = { enable-hisparse = true, disable-radix-cache = true }\n"),
    ("inline-table-dotted-middle", "s = { x.enable-hisparse = true, tp = 2 }\n", RADIX,
     "s = { x.enable-hisparse = true, x.disable-radix-cache = true, tp = 2 }\n"),
    ("array-of-tables-element", "[[servers]]\nenable-hisparse = true\n\n[[servers]]\nport = 1\n",
     RADIX, "[[servers]]\nenable-hisparse = true\ndisable-radix-cache = true\n\n[[servers]]\n"
     "port = 1\n"),
    ("several-in-order-values-as-toml", "[s]\nenable-hisparse = true\nb = 'x'\n",
     [("disable-radix-cache", "true"), ("kv-cache-dtype", "fp8_e4m3"),
      ("speculative-eagle-topk", "1")],
     '[s]\nenable-hisparse = true\ndisable-radix-cache = true\nkv-cache-dtype = "fp8_e4m3"\n'
     "speculative-eagle-topk = 1\nb = 'x'\n"),
    ("argv-one-line", 'args = ["--enable-hisparse", "--tp", "2"]\n', RADIX_FLAG,
     'args = ["--enable-hisparse", "--disable-radix-cache", "--tp", "2"]\n'),
    ("argv-one-per-line-trailing-comma",
     "args = [\n  '--tp', '2',\n  '--enable-hisparse',  # on\n]\n", RADIX_FLAG,
     "args = [\n  '--tp', '2',\n  '--enable-hisparse',  # on\n  '--disable-radix-cache',\n]\n"),
    ("argv-one-per-line-last-without-comma-crlf",
     'args = [\r\n  "--tp", "2",\r\n  "--enable-hisparse"  # on\r\n]\r\n', RADIX_FLAG,
     'args = [\r\n  "--tp", "2",\r\n  "--enable-hisparse",  # on\r\n'
     '  "--disable-radix-cache"\r\n]\r\n'),
    ("argv-keyed-true-for-a-flag-is-the-flag", 'args = ["--enable-hisparse"]\n', RADIX,
     'args = ["--enable-hisparse", "--disable-radix-cache"]\n'),
]  # fmt: skip

ADD_AFTER_VALUE_CASES = [
    ("string-in-the-anchors-quotes",
     "[s]\nenable-hisparse = true\ndsa-decode-backend = 'flashmla_kv'\n",
     [("kv-cache-dtype", "fp8_e4m3")],
     "[s]\nenable-hisparse = true\ndsa-decode-backend = 'flashmla_kv'\n"
     "kv-cache-dtype = 'fp8_e4m3'\n"),
    ("argv-after-the-value-one-option-a-line",
     'args = [\n  "--enable-hisparse",\n  "--dsa-decode-backend", "flashmla_kv",\n]\n',
     [("kv-cache-dtype", "fp8_e4m3"), ("disable-radix-cache", None)],
     'args = [\n  "--enable-hisparse",\n  "--dsa-decode-backend", "flashmla_kv",\n'
     '  "--kv-cache-dtype", "fp8_e4m3",\n  "--disable-radix-cache",\n]\n'),
    ("argv-equals-anchor-equals-option",
     'args = ["--enable-hisparse", "--dsa-decode-backend=flashmla_kv"]\n',
     [("kv-cache-dtype", "fp8_e4m3")],
     'args = ["--enable-hisparse", "--dsa-decode-backend=flashmla_kv", '
     '"--kv-cache-dtype=fp8_e4m3"]\n'),
]  # fmt: skip


@pytest.mark.parametrize(
    ("before", "adds", "after"), [case[1:] for case in ADD_CASES], ids=[c[0] for c in ADD_CASES]
)
def test_add_after_the_anchor(before: str, adds: list, after: str) -> None:
    assert added(before, adds) == after


@pytest.mark.parametrize(
    ("before", "adds", "after"),
    [case[1:] for case in ADD_AFTER_VALUE_CASES],
    ids=[c[0] for c in ADD_AFTER_VALUE_CASES],
)
def test_add_after_an_anchor_with_a_value(before: str, adds: list, after: str) -> None:
    assert added(before, adds, anchor="dsa-decode-backend") == after


@pytest.mark.parametrize(
    ("before", "anchor", "after"),
    [
        ("[s]\nenable-hisparse = true\nport = 1\n", "port",
         "[s]\nenable-hisparse = true\nport = 1\ndisable-radix-cache = true\n"),
        ("[s]\nenable-hisparse = true\ntp_size = 1\n", "tp-size",
         "[s]\nenable-hisparse = true\ntp_size = 1\ndisable_radix_cache = true\n"),
    ],
    ids=["after-a-one-word-key-dashed", "after-an-underscored-key-underscored"],
)  # fmt: skip
def test_a_new_key_is_spelled_as_its_anchor(before: str, anchor: str, after: str) -> None:
    assert added(before, RADIX, anchor=anchor) == after


@pytest.mark.parametrize(
    ("text", "adds"),
    [
        ("[s]\nenable-hisparse = true\n\n[s.disable-radix-cache]\nx = 1\n", RADIX),
        ('args = ["--enable-hisparse"]\n', [("disable-radix-cache", "false")]),
        ("[s]\nenable-hisparse = true\n", [("no such name", "1")]),
    ],
    ids=["key-taken-by-a-table", "flag-cannot-be-false", "not-a-key"],
)
def test_an_add_that_cannot_be_written_exactly_is_refused(text: str, adds: list) -> None:
    with pytest.raises(UnwritableEditError):
        added(text, adds)


RENAME_CASES = [
    ("underscore-key", '[s]\nenable_hisparse = true\nnsa_decode_backend = "x"  # c\n',
     '[s]\nenable_hisparse = true\ndsa_decode_backend = "x"  # c\n'),
    ("quoted-dotted-key", 's.enable-hisparse = true\ns."nsa-decode-backend" = "x"\n',
     's.enable-hisparse = true\ns."dsa-decode-backend" = "x"\n'),
    ("inline-key", "s = { enable-hisparse = true, nsa-decode-backend = 'x' }\n",
     "s = { enable-hisparse = true, dsa-decode-backend = 'x' }\n"),
    ("argv-equals-word-keeps-value-and-quotes",
     "a = ['--enable-hisparse', '--nsa-decode-backend=x']\n",
     "a = ['--enable-hisparse', '--dsa-decode-backend=x']\n"),
    ("argv-separate-words", 'a = ["--enable-hisparse", "--nsa-decode-backend", "x"]\n',
     'a = ["--enable-hisparse", "--dsa-decode-backend", "x"]\n'),
]  # fmt: skip


@pytest.mark.parametrize(
    ("before", "after"), [case[1:] for case in RENAME_CASES], ids=[c[0] for c in RENAME_CASES]
)
def test_rename_keeps_spelling_quotes_and_value(before: str, after: str) -> None:
    assert renamed(before, "nsa-decode-backend", "dsa-decode-backend") == after


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("[s]\nenable-hisparse = true\n", "enable-hisparse"),
        ('[s]\n"enable_hisparse" = true\n', "enable_hisparse"),
        ("a.'enable-hisparse' = true\n", "enable-hisparse"),
        ("s = { x . enable-hisparse = true }\n", "enable-hisparse"),
        ('a = ["sglang", "serve", "--enable-hisparse"]\n', "--enable-hisparse"),
        ("a = ['--enable-hisparse', '--kv-cache-dtype=bf16']\n", "--enable-hisparse"),
    ],
)
def test_name_span_is_the_name_as_written(text: str, written: str) -> None:
    site = only_site(text)
    spans = [o.name_span for o in site.options]
    assert all(span is not None for span in spans)
    assert text[spans[0].start : spans[0].end] == written
    if len(spans) > 1:
        assert text[spans[1].start : spans[1].end] == "--kv-cache-dtype"


@pytest.mark.parametrize(
    "text",
    [
        '[s]\nenable-hisparse = true\n"kv\\u002dcache-dtype" = "x"\n',
        'a = ["--enable-hisparse", "--kv-cache\\u002ddtype=x"]\n',
    ],
)
def test_a_name_written_with_an_escape_has_no_name_span(text: str) -> None:
    option = only_site(text).last("kv-cache-dtype")
    assert option is not None and option.name_span is None
    with pytest.raises(UnwritableEditError):
        toml_format.apply(text, [Edit(EditKind.RENAME, option, name="x")])


def test_a_rename_onto_a_key_the_table_has_is_refused() -> None:
    text = '[s]\nenable-hisparse = true\ndsa-decode-backend = "a"\nnsa-decode-backend = "b"\n'
    with pytest.raises(UnwritableEditError, match="invalid TOML"):
        renamed(text, "nsa-decode-backend", "dsa-decode-backend")


# The rules of SGLang's launch checks, through the TOML shapes

RULE_CASES = [
    Case(
        "radix-key-added-after-a-first-line-key-behind-a-bom",
        '\ufeffenable-hisparse = true\nmodel-path = "deepseek-ai/DeepSeek-V3.2"\n',
        "\ufeffenable-hisparse = true\ndisable-radix-cache = true\n"
        'model-path = "deepseek-ai/DeepSeek-V3.2"\n',
        Settings(),
    ),
    Case(
        "radix-key-added-after-the-only-key-behind-a-bom-crlf",
        "\ufeffenable_hisparse = true\r\n",
        "\ufeffenable_hisparse = true\r\ndisable_radix_cache = true\r\n",
        Settings(),
    ),
    Case(
        "radix-key-added-after-enable-hisparse-comment-stays",
        "[[servers]]\nrole = 'prefill'\nenable-hisparse = true  # long context\nport = 1\n",
        "[[servers]]\nrole = 'prefill'\nenable-hisparse = true  # long context\n"
        "disable-radix-cache = true\nport = 1\n",
        Settings(),
    ),
    Case(
        "radix-key-false-set-true",
        "[s]\nenable_hisparse = true\ndisable_radix_cache = false  # c\n",
        "[s]\nenable_hisparse = true\ndisable_radix_cache = true  # c\n",
        Settings(),
    ),
    Case(
        "radix-flag-in-argv-array-one-per-line",
        'cmd = [\n  "sglang", "serve",\n  "--enable-hisparse",\n  "--tp", "8"\n]\n',
        'cmd = [\n  "sglang", "serve",\n  "--enable-hisparse",\n  "--disable-radix-cache",\n'
        '  "--tp", "8"\n]\n',
        Settings(),
    ),
    Case(
        "radix-flag-in-a-task-string",
        '[tool.poe.tasks]\nserve = "sglang serve --enable-hisparse --port 1"\n',
        '[tool.poe.tasks]\nserve = "sglang serve --enable-hisparse --disable-radix-cache'
        ' --port 1"\n',
        Settings(),
    ),
    Case(
        "mixed-chunk-false-spec-topk-1-adaptive-false",
        "[decode]\nenable-hisparse = true\ndisable-radix-cache = true\nenable-mixed-chunk = true\n"
        'speculative-algorithm = "EAGLE"\nspeculative-eagle-topk = 4\n'
        "speculative-adaptive = true\n",
        "[decode]\nenable-hisparse = true\ndisable-radix-cache = true\nenable-mixed-chunk = false\n"
        'speculative-algorithm = "EAGLE"\nspeculative-eagle-topk = 1\n'
        "speculative-adaptive = false\n",
        Settings(),
    ),
    Case(
        "nsa-key-renamed-bf16-b12x-dropped",
        "[s]\nenable_hisparse = true\ndisable_radix_cache = true\nkv_cache_dtype = 'bfloat16'\n"
        "nsa_decode_backend = 'flashmla_sparse'  # c\nnsa_prefill_backend = 'b12x'\n",
        "[s]\nenable_hisparse = true\ndisable_radix_cache = true\nkv_cache_dtype = 'bfloat16'\n"
        "dsa_decode_backend = 'flashmla_sparse'  # c\n",
        Settings(),
    ),
    Case(
        "nsa-flag-renamed-in-a-task-string",
        "[t]\ncmd = 'sglang serve --enable-hisparse --disable-radix-cache --kv-cache-dtype bf16"
        " --nsa-decode-backend=flashmla_sparse'\n",
        "[t]\ncmd = 'sglang serve --enable-hisparse --disable-radix-cache --kv-cache-dtype bf16"
        " --dsa-decode-backend=flashmla_sparse'\n",
        Settings(),
    ),
    Case(
        "dsa-key-renamed-for-0.5.12",
        '[s]\nenable-hisparse = true\ndisable-radix-cache = true\nkv-cache-dtype = "bfloat16"\n'
        '"dsa-decode-backend" = "flashmla_sparse"\n',
        '[s]\nenable-hisparse = true\ndisable-radix-cache = true\nkv-cache-dtype = "bfloat16"\n'
        '"nsa-decode-backend" = "flashmla_sparse"\n',
        Settings(release=release_for("0.5.12")),
    ),
    Case(
        "pinned-backend-gets-its-dtype-inline-table",
        "s = { enable-hisparse = true, disable-radix-cache = true,"
        ' dsa-decode-backend = "flashmla_kv" }\n',
        's = { enable-hisparse = true, kv-cache-dtype = "fp8_e4m3", disable-radix-cache = true,'
        ' dsa-decode-backend = "flashmla_kv" }\n',
        Settings(),
    ),
]


@pytest.mark.parametrize("case", RULE_CASES, ids=[case.id for case in RULE_CASES])
def test_rules_before_after(case: Case) -> None:
    assert fix(case.before, case.settings) == case.after


RULES_UNCHANGED = {
    "pd-decode-without-radix-key": (
        '[[servers]]\ndisaggregation-mode = "decode"\nenable-hisparse = true\n'
        'kv-cache-dtype = "fp8_e4m3"\n'
    ),
    "already-passing": (
        "[s]\nenable-hisparse = true\ndisable-radix-cache = true\n"
        'kv-cache-dtype = "fp8_e4m3"\ndsa-decode-backend = "flashmla_kv"\n'
        'speculative-algorithm = "EAGLE"\nspeculative-eagle-topk = 1\n'
    ),
}


@pytest.mark.parametrize("text", RULES_UNCHANGED.values(), ids=RULES_UNCHANGED.keys())
def test_rules_leave_as_it_is(text: str) -> None:
    result = fix_text(text, TOML, Settings())
    assert result.text == text
    assert not result.findings


def test_open_table_without_radix_key_is_warned_about_not_edited() -> None:
    text = '[s]\nenable-hisparse = true\nextra-args = "${EXTRA_ARGS}"\n'
    result = fix_text(text, TOML, Settings())
    assert result.text == text
    assert [(item.line, item.finding.code, item.fixable) for item in result.findings] == [
        (2, "HSF004", False),
        (3, "HSF000", False),
    ]


@pytest.mark.parametrize(
    ("key", "reported"),
    [
        ("cuda-graph-max-bs = 256", True),
        ("cuda_graph_max_bs = 256", True),
        ("cuda-graph-max-bs-decode = 256", False),
        ("enable-hisparse-mtp-hybrid = true", True),
    ],
)
def test_a_key_serverargs_and_argparse_refuse_is_reported(key: str, reported: bool) -> None:
    before = (
        f'[server]\nmodel-path = "x"\nenable-hisparse = true\ndisable-radix-cache = true\n{key}\n'
    )
    result = fix_text(before, TOML, Settings())
    assert result.text == before
    codes = [(item.finding.code, item.line) for item in result.findings]
    assert codes == ([("HSF104", 5)] if reported else [])


@pytest.mark.parametrize(
    "table",
    [
        '[[case]]\nargs = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\nexpect = "fail"\n',
        '[case]\nargs = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\nxfail = true\n',
        '[case]\nargs = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\nreturncode = 1\n',
        '[must_fail]\ne5m2 = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n',
        '[docs]\ndescription = "python3 -m sglang.launch_server --enable-hisparse"\n',
    ],
)
def test_expected_failures_and_prose_are_not_launches(table: str) -> None:
    assert toml_format.find_sites(table) == []


def test_options_in_one_string_no_launch_reads_are_reported_not_edited() -> None:
    text = '[server]\nextra-args = "--enable-hisparse --kv-cache-dtype fp8_e5m2"\n'
    (site,) = toml_format.find_sites(text)
    assert site.partial and site.open
    assert site.last("kv-cache-dtype").value == "fp8_e5m2"
    assert "holds SGLang options as one string" in site.notes[0].message


def test_a_pixi_task_for_a_mac_is_judged_off_a_gpu_too() -> None:
    """`[target.osx-arm64.tasks]`: a Mac has no CUDA or ROCm GPU. The task is judged on a
    Mac as well as on CUDA (the words are a sign, `--platform` says which), so HiSparse
    there is reported; the linux-64 task beside it is left alone."""
    text = (
        "[target.linux-64.tasks]\n"
        'serve = "python -m sglang.launch_server --enable-hisparse --disable-radix-cache"\n'
        "[target.osx-arm64.tasks]\n"
        'serve = "python -m sglang.launch_server --enable-hisparse --disable-radix-cache"\n'
    )
    result = fix_text(text, BY_NAME["toml"], Settings())
    assert result.text == text
    assert [(item.line, item.finding.code) for item in result.findings] == [(4, "HSF001")]
    assert "runs on `mps`" in result.findings[0].finding.message


def test_pdm_s_shared_env_is_every_script_s_environment() -> None:
    """`[tool.pdm.scripts._]` sets options every PDM script shares, its `env` among them;
    a script's own `env` is over it."""
    text = (
        '[tool.pdm.scripts._]\nenv = { SGLANG_USE_CPU_ENGINE = "1" }\n'
        "[tool.pdm.scripts]\n"
        'serve = "python -m sglang.launch_server --enable-hisparse --disable-radix-cache"\n'
    )
    found = fix_text(text, BY_NAME["toml"], Settings()).findings
    assert [item.finding.code for item in found] == ["HSF001"]
    own = text + (
        '[tool.pdm.scripts.gpu]\ncmd = "python -m sglang.launch_server --enable-hisparse'
        ' --disable-radix-cache"\nenv = { SGLANG_USE_CPU_ENGINE = "0" }\n'
    )
    found = fix_text(own, BY_NAME["toml"], Settings()).findings
    assert [(item.line, item.finding.code) for item in found] == [(4, "HSF001")]


def test_pixi_s_activation_env_is_its_tasks_environment() -> None:
    """`[feature.cpu.activation.env]` is the environment of `[feature.cpu.tasks]`, and
    `[activation.env]` that of the default `[tasks]`; another feature's is not."""
    launch = 'serve = "python -m sglang.launch_server --enable-hisparse --disable-radix-cache"\n'
    text = (
        '[feature.cpu.activation.env]\nSGLANG_USE_CPU_ENGINE = "1"\n'
        f"[feature.cpu.tasks]\n{launch}[feature.gpu.tasks]\n{launch}"
        f'[activation.env]\nSGLANG_USE_CPU_ENGINE = "1"\n[tasks]\n{launch}'
    )
    found = fix_text(text, BY_NAME["toml"], Settings()).findings
    assert [(item.line, item.finding.code) for item in found] == [(4, "HSF001"), (10, "HSF001")]
