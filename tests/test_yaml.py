"""The YAML adapter: every shape and edit kind as before/after pairs, errors, properties."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import fix_text, process_bytes
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats import yaml as yaml_format
from hisparse_fix.formats.errors import ParseError, SkippedFile, UnwritableEditError
from hisparse_fix.formats.yaml.document import compose, walk
from hisparse_fix.formats.yaml.scalars import characters
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Style

YAML = BY_NAME["yaml"]
WITHOUT_RADIX = Settings(ignore=("HSF004",))


def fix(before: str, run: Settings | None = None) -> str:
    return fix_text(before, YAML, run or WITHOUT_RADIX).text


CASES = [
    (
        "recipe-section-set-value-keeps-comment",
        "prefill:\n  kv-cache-dtype: fp8_e5m2\ndecode:\n  enable-hisparse: true\n"
        "  kv-cache-dtype: fp8_e5m2  # x\n",
        "prefill:\n  kv-cache-dtype: fp8_e5m2\ndecode:\n  enable-hisparse: true\n"
        "  kv-cache-dtype: fp8_e4m3  # x\n",
    ),
    (
        "set-value-keeps-single-quotes",
        "enable-hisparse: true\nkv-cache-dtype: 'nvfp4'\n",
        "enable-hisparse: true\nkv-cache-dtype: 'fp8_e4m3'\n",
    ),
    (
        "set-value-keeps-double-quotes-in-flow-mapping",
        'd: {enable-hisparse: true, kv-cache-dtype: "mxfp8"}\n',
        'd: {enable-hisparse: true, kv-cache-dtype: "fp8_e4m3"}\n',
    ),
    (
        "remove-key-line-with-comment",
        "d:\n  enable-hisparse: true\n  kv-cache-dtype: bf16\n"
        "  dsa-decode-backend: flashmla_kv  # pinned\n  tp-size: 8\n",
        "d:\n  enable-hisparse: true\n  kv-cache-dtype: bf16\n  tp-size: 8\n",
    ),
    (
        "remove-pair-in-flow-mapping-with-comma",
        "d: {enable-hisparse: true, dsa-decode-backend: tilelang, tp-size: 8}\n",
        "d: {enable-hisparse: true, tp-size: 8}\n",
    ),
    (
        "disable-writes-false",
        "d:\n  device: cpu\n  enable-hisparse: yes  # on\n",
        "d:\n  device: cpu\n  enable-hisparse: false  # on\n",
    ),
    (
        "block-argv-set-value-and-remove-item",
        "c:\n  command: [python3, -m, sglang.launch_server]\n  args:\n    - --enable-hisparse\n"
        "    - --kv-cache-dtype\n    - mxfp8\n    - --dsa-prefill-backend=flashmla_sparse\n"
        "    - --tp\n",
        "c:\n  command: [python3, -m, sglang.launch_server]\n  args:\n    - --enable-hisparse\n"
        "    - --kv-cache-dtype\n    - fp8_e4m3\n    - --tp\n",
    ),
    (
        "argv-equals-value-in-quotes",
        "c: [python3, -m, sglang.launch_server, --enable-hisparse, '--kv-cache-dtype=fp8_e5m2']\n",
        "c: [python3, -m, sglang.launch_server, --enable-hisparse, '--kv-cache-dtype=fp8_e4m3']\n",
    ),
    (
        "flow-argv-remove-last-item-with-its-comma",
        "c: [python3, -m, sglang.launch_server, --enable-hisparse, --dsa-decode-backend, x]\n",
        "c: [python3, -m, sglang.launch_server, --enable-hisparse]\n",
    ),
    (
        "folded-command-string",
        "command: >\n  python3 -m sglang.launch_server\n  --enable-hisparse\n"
        "  --kv-cache-dtype fp8_e5m2\n  --port 1\n",
        "command: >\n  python3 -m sglang.launch_server\n  --enable-hisparse\n"
        "  --kv-cache-dtype fp8_e4m3\n  --port 1\n",
    ),
    (
        "bash-c-script-item",
        'command: ["bash", "-c", "python3 -m sglang.launch_server --enable-hisparse'
        ' --kv-cache-dtype fp8_e5m2"]\n',
        'command: ["bash", "-c", "python3 -m sglang.launch_server --enable-hisparse'
        ' --kv-cache-dtype fp8_e4m3"]\n',
    ),
    (
        "crlf-kept",
        "d:\r\n  enable-hisparse: true\r\n  kv-cache-dtype: fp8_e5m2\r\n",
        "d:\r\n  enable-hisparse: true\r\n  kv-cache-dtype: fp8_e4m3\r\n",
    ),
    (
        "multi-document",
        "a: 1\n---\nd:\n  enable-hisparse: true\n  kv-cache-dtype: fp8_e5m2\n---\nb: 2\n",
        "a: 1\n---\nd:\n  enable-hisparse: true\n  kv-cache-dtype: fp8_e4m3\n---\nb: 2\n",
    ),
]


@pytest.mark.parametrize(("before", "after"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_before_after(before: str, after: str) -> None:
    assert fix(before) == after
    assert fix(after) == after


ADD_CASES = [
    (
        "keyed-add-after-anchor-with-its-indent",
        "d:\n  enable-hisparse: true  # on\n  tp-size: 8\n",
        "d:\n  enable-hisparse: true  # on\n  disable-radix-cache: true\n  tp-size: 8\n",
    ),
    (
        "keyed-add-underscore-spelling-outside-config",
        "launcher: x\nname: y\nd:\n  enable_hisparse: true\n",
        "launcher: x\nname: y\nd:\n  enable_hisparse: true\n  disable_radix_cache: true\n",
    ),
    (
        "keyed-add-keeps-single-quotes",
        "d:\n  'enable-hisparse': true\n  tp-size: 8\n",
        "d:\n  'enable-hisparse': true\n  'disable-radix-cache': true\n  tp-size: 8\n",
    ),
    (
        "flow-mapping-add",
        "d: {enable-hisparse: true}\n",
        "d: {enable-hisparse: true, disable-radix-cache: true}\n",
    ),
    (
        "block-argv-add-keeps-quote-style",
        'command:\n  - python3\n  - -m\n  - sglang.launch_server\n  - "--enable-hisparse"\n',
        'command:\n  - python3\n  - -m\n  - sglang.launch_server\n  - "--enable-hisparse"\n'
        '  - "--disable-radix-cache"\n',
    ),
    (
        "block-argv-add-keeps-single-quotes",
        "command:\n  - python3\n  - -m\n  - sglang.launch_server\n  - '--enable-hisparse'\n",
        "command:\n  - python3\n  - -m\n  - sglang.launch_server\n  - '--enable-hisparse'\n"
        "  - '--disable-radix-cache'\n",
    ),
    (
        "flow-argv-add",
        "command: [python3, -m, sglang.launch_server, --enable-hisparse]\n",
        "command: [python3, -m, sglang.launch_server, --enable-hisparse, --disable-radix-cache]\n",
    ),
    (
        "keyed-add-after-a-first-line-key-behind-a-bom",
        "\ufeffenable-hisparse: true\nmodel-path: deepseek-ai/DeepSeek-V3.2\n",
        "\ufeffenable-hisparse: true\ndisable-radix-cache: true\n"
        "model-path: deepseek-ai/DeepSeek-V3.2\n",
    ),
    (
        "keyed-add-after-the-only-key-behind-a-bom-crlf",
        "\ufeffenable-hisparse: true\r\n",
        "\ufeffenable-hisparse: true\r\ndisable-radix-cache: true\r\n",
    ),
    (
        "config-file-respells-and-adds-dashed",
        "model-path: x\ntp-size: 8\nenable_hisparse: true\n",
        "model-path: x\ntp-size: 8\nenable-hisparse: true\ndisable-radix-cache: true\n",
    ),
]


@pytest.mark.parametrize(
    ("before", "after"), [c[1:] for c in ADD_CASES], ids=[c[0] for c in ADD_CASES]
)
def test_rules_add_and_respell(before: str, after: str) -> None:
    assert fix(before, Settings()) == after
    assert fix(after, Settings()) == after


def _added(text: str, anchor: str, name: str, value: str | None = None) -> str:
    """`text` with `--name [value]` added after the last `anchor` of its only site."""
    (site,) = yaml_format.find_sites(text)
    option = site.last(anchor)
    assert option is not None
    return yaml_format.apply(text, [Edit(EditKind.ADD, option, value, name=name)])


def test_argv_words_go_after_the_anchors_value_item() -> None:
    before = (
        "command:\n  - python3\n  - -m\n  - sglang.launch_server\n  - --enable-hisparse\n"
        "  - --model-path\n  - deepseek-ai/DeepSeek-V3.2\n  - --port\n  - '1'\n"
    )
    after = before.replace("V3.2\n", "V3.2\n  - --kv-cache-dtype\n  - fp8_e4m3\n")
    assert _added(before, "model-path", "kv-cache-dtype", "fp8_e4m3") == after


def test_no_word_is_added_after_an_item_that_does_not_start_its_line() -> None:
    """An anchor (`&flag`) before the item: the new item's indentation is not known, and
    the refusal names the item's own line."""
    text = (
        "containers:\n  - name: s\n    command:\n      - python3\n      - -m\n"
        "      - sglang.launch_server\n      - --model-path\n      - m\n"
        "      - &flag --enable-hisparse\n"
    )
    with pytest.raises(UnwritableEditError, match="the list item on line 9 does not start"):
        _added(text, "enable-hisparse", "disable-radix-cache")


@pytest.mark.parametrize("name", ["tp size", "tp: 8", "'tp'"])
def test_a_key_that_is_not_a_plain_name_is_not_added(name: str) -> None:
    text = "d:\n  enable-hisparse: true\n  tp-size: 8\n"
    with pytest.raises(UnwritableEditError, match="cannot write an option named"):
        _added(text, "enable-hisparse", name, "1")


def test_config_file_key_is_written_and_respelled() -> None:
    text = "model-path: x\ntp-size: 8\nenable_hisparse: true\ndisable-radix-cache: true\n"
    (site,) = yaml_format.find_sites(text)
    assert site.config_file and site.style is Style.KEYED
    option = site.last("enable-hisparse")
    assert option is not None and option.written == "enable_hisparse"
    assert text[option.name_span.start : option.name_span.end] == "enable_hisparse"
    assert fix(text, Settings()) == text.replace("enable_hisparse", "enable-hisparse")


def test_nested_section_is_not_a_config_file() -> None:
    (site,) = yaml_format.find_sites("decode:\n  enable_hisparse: true\n  tp-size: 8\n")
    assert not site.config_file


@pytest.mark.parametrize(
    "text",
    [
        "prefill:\n  kv-cache-dtype: fp8_e5m2\n",
        "d:\n  enable-hisparse: true\n  disaggregation-mode: decode\n  kv-cache-dtype: bfloat16\n",
        "d:\n  enable-hisparse-mtp-hybrid: true\n  kv-cache-dtype: fp8_e5m2\n",
        "n:\n  description: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype x\n",
    ],
)
def test_left_as_it_is(text: str) -> None:
    assert fix(text, Settings()) == text


def test_filled_in_values_are_warned_about_not_guessed() -> None:
    text = (
        "command: [python3, -m, sglang.launch_server, --enable-hisparse, --disable-radix-cache,"
        " --kv-cache-dtype, '${KV:-fp8_e5m2}']\n"
    )
    result = fix_text(text, YAML, Settings())
    assert result.text == text
    assert [item.finding.code for item in result.findings] == ["HSF002"]
    assert not result.findings[0].fixable


def test_container_command_and_args_are_one_launch() -> None:
    text = (
        "c:\n  command: [python3, -m, sglang.launch_server]\n"
        "  args: [--enable-hisparse, --tp, '8']\n  env:\n    - name: SGLANG_USE_CPU_ENGINE\n"
        '      value: "1"\n'
    )
    (site,) = yaml_format.find_sites(text)
    assert not site.open
    assert [option.name for option in site.options] == ["enable-hisparse", "tp-size"]
    assert site.env == {"SGLANG_USE_CPU_ENGINE": "1"}


def test_args_without_entry_point_are_an_open_fragment() -> None:
    (site,) = yaml_format.find_sites("args: [--enable-hisparse, --kv-cache-dtype, fp8_e4m3]\n")
    assert site.open


def test_alias_merge_readers_are_sites() -> None:
    text = (
        "prefill: &p\n  enable-hisparse: true\n  kv-cache-dtype: fp8_e5m2\n"
        "decode:\n  <<: *p\n  port: 1\n"
    )
    sites = yaml_format.find_sites(text)
    assert len(sites) == 2
    assert {site.last("kv-cache-dtype").span for site in sites} == {
        sites[0].last("kv-cache-dtype").span
    }


def test_helm_template_is_skipped_not_an_error() -> None:
    text = "spec:\n  args:\n    {{- if .Values.on }}\n    - --enable-hisparse\n    {{- end }}\n"
    with pytest.raises(SkippedFile):
        yaml_format.find_sites(text)
    result = process_bytes("t.yaml", text.encode(), YAML, Settings())
    assert result.problem is None and not result.findings
    assert result.skipped and "template" in result.note


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("decode:\n  enable-hisparse: true\n  kv-cache-dtype: [fp8\n", 4, 1),
        ("a: 'x\n", 2, 1),
        ("a:\n  - b\n c: d # hisparse\n", 3, 2),
    ],
)
def test_broken_yaml_raises_with_line_and_column(text: str, line: int, column: int) -> None:
    with pytest.raises(ParseError) as raised:
        yaml_format.find_sites(text)
    assert (raised.value.line, raised.value.column) == (line, column)


def test_broken_yaml_is_reported_and_left_untouched() -> None:
    result = process_bytes("b.yaml", b"d:\n  enable-hisparse: true\n  x: [\n", YAML, Settings())
    assert result.problem is not None and not result.changed


def test_format_is_chosen_by_suffix() -> None:
    assert format_for("k8s/deploy.yaml") is YAML
    assert format_for("compose.yml") is YAML


def test_parser_is_not_imported_for_clean_files() -> None:
    import subprocess
    import sys

    code = (
        "import sys; import hisparse_fix.formats as f, hisparse_fix.engine.pipeline as e;"
        "from hisparse_fix.sglang.settings import Settings;"
        "e.process_bytes('a.yaml', b'a: 1', f.BY_NAME['yaml'], Settings());"
        "print('yaml' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


SCALARS = [
    "a: plain\n  folded\n\n  more\n",
    "a: 'it''s\n   folded'\n",
    'a: "x\\ty \\u00e9\\\n   joined"\n',
    "a: |\n  line1\n    indented\n\n  line3\n",
    "a: >\n  one\n  two\n\n  three\n    more\n  four\n",
    "a: >-\r\n  x\r\n  y\r\n",
    "a: |+\n  x\n\n",
]


@pytest.mark.parametrize("text", SCALARS)
def test_character_map_reproduces_pyyaml(text: str) -> None:
    composed = compose(text)
    assert composed is not None
    node = composed.documents[0].value[0][1]
    chars = characters(text, composed.span(node), node.style, node.value)
    assert chars is not None
    for index, char in enumerate(chars.value):
        written = text[chars.starts[index] : chars.ends[index]]
        assert char in written or written.strip() == "" or "\\" in written or "'" in written


def test_offsets_are_characters_past_non_ascii_and_bom() -> None:
    text = "\ufeff# é ü\nd:\n  enable-hisparse: true\n  kv-cache-dtype: fp8_e5m2  # é\n"
    assert fix(text) == text.replace("fp8_e5m2", "fp8_e4m3")
    composed = compose(text)
    assert composed is not None
    for _, node in walk(composed.documents[0], (0,)):
        span = composed.span(node)
        if node.id == "scalar" and node.style is None and node.value:
            assert text[span.start : span.end] == node.value


# Property: generated sites inside generated surrounding YAML.

_KEYS = st.sampled_from(["name", "image", "replicas", "labels", "port", "x-note"])
_WORDS = st.sampled_from(["a", "b-c", "'q'", '"d e"', "1", "true", "{k: v}", "[1, 2]"])
_DTYPES = st.sampled_from(["fp8_e5m2", "fp8_e4m3", "bfloat16", "'mxfp8'", '"nvfp4"'])
_BACKENDS = st.sampled_from(["tilelang", "flashmla_kv", "flashmla_sparse"])


@st.composite
def documents(draw: st.DrawFn) -> str:
    lines = [f"{draw(_KEYS)}: {draw(_WORDS)}  # c" for _ in range(draw(st.integers(0, 3)))]
    shape = draw(st.sampled_from(["keyed", "flow-keyed", "block-argv", "flow-argv", "none"]))
    dtype, backend = draw(_DTYPES), draw(_BACKENDS)
    if shape == "keyed":
        lines += ["site:", "  enable-hisparse: true", f"  kv-cache-dtype: {dtype}"]
        lines += [f"  dsa-decode-backend: {backend}"] if draw(st.booleans()) else []
    elif shape == "flow-keyed":
        lines += [f"site: {{enable-hisparse: true, kv-cache-dtype: {dtype}}}"]
    elif shape == "block-argv":
        lines += ["c:", "  command: [python3, -m, sglang.launch_server]", "  args:"]
        lines += ["    - --enable-hisparse", "    - --kv-cache-dtype", f"    - {dtype}"]
        lines += [f"    - --dsa-decode-backend={backend}"] if draw(st.booleans()) else []
    elif shape == "flow-argv":
        lines += [
            f"c: [python3, -m, sglang.launch_server, --enable-hisparse, --kv-cache-dtype, {dtype}]"
        ]
    else:
        lines += ["site:", f"  kv-cache-dtype: {dtype}", f"  dsa-decode-backend: {backend}"]
    lines += [f"{draw(_KEYS)}2: {draw(_WORDS)}" for _ in range(draw(st.integers(0, 2)))]
    ending = draw(st.sampled_from(["\n", "\r\n"]))
    return ending.join(lines) + ending


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=documents())
def test_rewrites_are_final_and_local(text: str) -> None:
    fixed = fix_text(text, YAML, Settings()).text
    assert fix_text(fixed, YAML, Settings()).text == fixed
    if "hisparse" not in text:
        assert fixed == text
    before, after = text.splitlines(keepends=True), fixed.splitlines(keepends=True)
    kept = [line for line in before if line in after]
    changed = [line for line in before if line not in after]
    assert len(kept) + len(changed) == len(before)
    surrounding = [line for line in before if "# c" in line or re.match(r"[\w-]+2: ", line)]
    assert all(line in after for line in surrounding)


# Second adversarial round.


@pytest.mark.parametrize(
    "environment",
    [
        '    environment:\n      SGLANG_USE_CPU_ENGINE: "1"\n',
        "    environment:\n      - SGLANG_USE_CPU_ENGINE=1\n",
    ],
)
def test_compose_environment_reaches_a_command_string(environment: str) -> None:
    text = (
        "services:\n  s:\n" + environment + "    command: python3 -m sglang.launch_server"
        " --enable-hisparse --disable-radix-cache\n"
    )
    assert fix(text, Settings()) == text.replace(" --enable-hisparse", "")


def test_container_env_reaches_a_bash_c_script() -> None:
    text = (
        'c:\n  command: ["bash", "-c", "python3 -m sglang.launch_server --enable-hisparse'
        ' --kv-cache-dtype fp8_e5m2"]\n  env:\n  - name: SGLANG_USE_CPU_ENGINE\n    value: "1"\n'
    )
    (site,) = yaml_format.find_sites(text)
    assert site.env == {"SGLANG_USE_CPU_ENGINE": "1"}
    assert fix(text, Settings()) == text.replace(" --enable-hisparse", "")


def test_filled_in_environment_value_is_not_known() -> None:
    text = (
        "services:\n  s:\n    environment:\n      SGLANG_USE_CPU_ENGINE: ${CPU}\n"
        "    command: python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache\n"
    )
    (site,) = yaml_format.find_sites(text)
    assert site.env == {}


@pytest.mark.parametrize("order", ["[*a, *b]", "[*b, *a]"])
def test_a_key_a_merge_list_gives_two_values_is_not_known(order: str) -> None:
    """PyYAML 6.0.4 takes the last mapping's value, earlier releases the first."""
    text = (
        "a: &a\n  kv-cache-dtype: bfloat16\nb: &b\n  kv-cache-dtype: fp8_e5m2\n"
        f"p:\n  <<: {order}\n  enable-hisparse: true\n"
    )
    (site,) = yaml_format.find_sites(text)
    assert site.partial
    (note,) = site.notes
    assert note.message.startswith("`kv-cache-dtype` is merged in from several mappings")
    same = text.replace("fp8_e5m2", "bfloat16")
    (agreed,) = yaml_format.find_sites(same)
    assert not agreed.partial and agreed.last("kv-cache-dtype").value == "bfloat16"


def test_explicit_key_before_merge_wins_and_is_fixed() -> None:
    before = (
        "base: &base\n  model-path: x\n  enable-hisparse: true\n"
        "decode:\n  disable-radix-cache: false\n  <<: *base\n"
    )
    assert fix(before, Settings()) == before.replace("false", "true")


def test_template_only_merged_is_not_a_launch() -> None:
    text = "base: &b\n  enable-hisparse: true\nx:\n  <<: *b\n  port: 1\n"
    (site,) = yaml_format.find_sites(text)
    assert site.span.start == text.index("<<")


@pytest.mark.parametrize(
    ("entrypoint", "command"),
    [
        (
            '["python3", "-m", "sglang.launch_server"]',
            "--enable-hisparse --kv-cache-dtype fp8_e5m2",
        ),
        ("python3 -m sglang.launch_server", "--enable-hisparse --kv-cache-dtype fp8_e5m2"),
        ("python3 -m sglang.launch_server", '["--enable-hisparse", "--kv-cache-dtype", fp8_e5m2]'),
    ],
)
def test_compose_entrypoint_and_command_are_one_launch(entrypoint: str, command: str) -> None:
    text = f"services:\n  s:\n    entrypoint: {entrypoint}\n    command: {command}\n"
    (site,) = yaml_format.find_sites(text)
    assert not site.open
    fixed = fix(text, Settings())
    assert "fp8_e4m3" in fixed and "--disable-radix-cache" in fixed
    assert fixed.splitlines()[:3] == text.splitlines()[:3]


def test_services_merging_one_template_are_named_by_their_own_lines() -> None:
    text = (
        "x-s: &s\n  entrypoint: [python3, -m, sglang.launch_server]\n"
        "  command: [--enable-hisparse, --disable-radix-cache]\n"
        "services:\n  a:\n    <<: *s\n  b:\n    <<: *s\n"
        "    environment: [SGLANG_USE_CPU_ENGINE=1]\n"
    )
    sites = yaml_format.find_sites(text)
    assert len({site.span.start for site in sites}) == 2
    assert [dict(site.env) for site in sites] == [{}, {"SGLANG_USE_CPU_ENGINE": "1"}]


def test_folded_string_drop_at_end_of_a_middle_line() -> None:
    before = (
        "c:\n  - bash\n  - -c\n  - >-\n    python3 -m sglang.launch_server --enable-hisparse\n"
        "    --disable-radix-cache --dsa-prefill-backend tilelang\n    --port 1\n"
    )
    after = before.replace(" --dsa-prefill-backend tilelang", "")
    assert fix(before, Settings()) == after


def test_unwritable_string_message_names_a_line_not_a_span() -> None:
    text = "c:\n  - bash\n  - -c\n  - 'python3 -m sglang.launch_server --enable-hisparse'\n"
    composed = compose(text)
    assert composed is not None
    from hisparse_fix.formats.errors import UnwritableEditError
    from hisparse_fix.formats.yaml import shell_strings

    (string,) = shell_strings.shell_strings(composed)
    with pytest.raises(UnwritableEditError) as raised:
        shell_strings.check(text, composed, string, "something else")
    assert "Span(" not in str(raised.value) and "line 4" in str(raised.value)


def test_a_launch_merged_into_one_that_sets_its_own_radix_key_is_fixed_in_both() -> None:
    """decode's own `disable-radix-cache` wins over a merged one, so adding the key to
    prefill's shared mapping does not change decode: both fixes are made, in one pass."""
    before = (
        "prefill: &p\n  model-path: x\n  enable-hisparse: true\n"
        "decode:\n  disable-radix-cache: false\n  <<: *p\n"
    )
    after = (
        "prefill: &p\n  model-path: x\n  enable-hisparse: true\n  disable-radix-cache: true\n"
        "decode:\n  disable-radix-cache: true\n  <<: *p\n"
    )
    assert fix_text(before, BY_NAME["yaml"], Settings()).text == after


@pytest.mark.parametrize("header", ["|", "|-", "|+", "|2"])
def test_literal_block_drops_an_option_alone_on_a_middle_line(header: str) -> None:
    before = (
        f"c:\n  - bash\n  - -c\n  - {header}\n    python3 -m sglang.launch_server \\\n"
        "      --enable-hisparse --disable-radix-cache \\\n      --enable-mixed-chunk \\\n"
        "      --port 1\n"
    )
    after = before.replace("      --enable-mixed-chunk \\\n", "")
    assert fix(before, Settings()) == after


def test_literal_block_drop_within_a_line_keeps_the_line() -> None:
    before = (
        "c:\n  - bash\n  - -c\n  - |\n    python3 -m sglang.launch_server \\\n"
        "      --enable-hisparse --enable-mixed-chunk --disable-radix-cache \\\n      --port 1\n"
    )
    after = before.replace(" --enable-mixed-chunk", "")
    assert fix(before, Settings()) == after


def test_a_merged_value_read_without_hisparse_is_overridden_in_the_launch() -> None:
    before = (
        "settings: &s\n  model-path: x\n  kv-cache-dtype: fp8_e5m2\n"
        "hs:\n  <<: *s\n  enable-hisparse: true\n  disable-radix-cache: true\n"
        "ref:\n  <<: *s\n  port: 1\n"
    )
    after = before.replace("  <<: *s\n  enable", "  <<: *s\n  kv-cache-dtype: fp8_e4m3\n  enable")
    assert fix(before, Settings()) == after
    assert fix(after, Settings()) == after


@pytest.mark.parametrize(
    ("merge", "written"),
    [
        ("- <<: *s\n  enable-hisparse: true\n", "- <<: *s\n  kv_cache_dtype: fp8_e4m3\n  enable"),
        ("- {<<: *s, enable-hisparse: true}\n", "- {<<: *s, kv_cache_dtype: fp8_e4m3, enable"),
    ],
)
def test_an_override_is_written_in_the_merging_mappings_style(merge: str, written: str) -> None:
    before = f"settings: &s\n  kv_cache_dtype: fp8_e5m2\nruns:\n{merge}- <<: *s\n"
    fixed = fix(before)
    assert written in fixed
    assert fixed.startswith("settings: &s\n  kv_cache_dtype: fp8_e5m2\n")


def test_a_merged_key_read_without_hisparse_is_not_removed() -> None:
    before = (
        "settings: &s\n  kv-cache-dtype: fp8_e4m3\n  dsa-decode-backend: tilelang\n"
        "hs:\n  <<: *s\n  enable-hisparse: true\n  disable-radix-cache: true\n"
        "ref:\n  <<: *s\n"
    )
    result = fix_text(before, YAML, Settings())
    assert result.text == before
    (located,) = result.findings
    assert located.finding.code == "HSF003"
    message = located.finding.message
    assert "also read by the mapping `ref` on line 9, which has no HiSparse" in message


def test_an_anchor_read_only_by_hisparse_launches_is_edited_in_place() -> None:
    before = (
        "common: &c\n  kv-cache-dtype: fp8_e5m2\n"
        "a:\n  <<: *c\n  enable-hisparse: true\nb:\n  <<: *c\n  enable-hisparse: true\n"
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_an_aliased_argv_list_read_without_hisparse_is_not_edited() -> None:
    before = (
        "x-args: &a [--kv-cache-dtype, fp8_e5m2]\nservices:\n"
        "  hs:\n    entrypoint: [python3, -m, sglang.launch_server, --enable-hisparse]\n"
        "    command: *a\n"
        "  ref:\n    entrypoint: [python3, -m, sglang.launch_server]\n    command: *a\n"
    )
    result = fix_text(before, YAML, WITHOUT_RADIX)
    assert result.text == before
    assert "the container `services.ref` on line 7" in result.findings[0].finding.message
    alone = before[: before.index("  ref:")]
    assert fix(alone) == alone.replace("fp8_e5m2", "fp8_e4m3")


LAUNCH_E5M2 = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"


@pytest.mark.parametrize(
    "text",
    [
        f"body:\n- type: textarea\n  attributes:\n    placeholder: |\n      {LAUNCH_E5M2}\n",
        f"body:\n  - type: input\n    attributes:\n      value: '{LAUNCH_E5M2}'\n",
        f"cases:\n  - command: {LAUNCH_E5M2}\n    expected: fail\n",
        f"cases:\n  - command: {LAUNCH_E5M2}\n    expected_outcome: Rejected\n",
        f"cases:\n  - command: {LAUNCH_E5M2}\n    xfail: true\n",
        f"cases:\n  - command: {LAUNCH_E5M2}\n    returncode: 2\n",
        f"cases:\n  - command: {LAUNCH_E5M2}\n    error: 'AssertionError: dtype'\n",
        "cases:\n- server: {enable-hisparse: true, kv-cache-dtype: fp8_e5m2}\n  status: failed\n",
        f"must_fail:\n  - {LAUNCH_E5M2}\n",
        "xfails:\n- [python3, -m, sglang.launch_server, --enable-hisparse, --dcp-size, 2]\n",
        f"run:\n  stdout: |\n    $ {LAUNCH_E5M2}\n    AssertionError\n",
    ],
)
def test_prose_and_expected_failures_are_not_launches(text: str) -> None:
    result = fix_text(text, YAML, Settings())
    assert result.text == text
    assert result.findings == ()


@pytest.mark.parametrize(
    "text",
    [
        f"cases:\n  - command: {LAUNCH_E5M2}\n    expected: pass\n",
        f"cases:\n  - command: {LAUNCH_E5M2}\n    returncode: 0\n",
        f"failover:\n  - command: {LAUNCH_E5M2}\n",
    ],
)
def test_expected_successes_are_still_launches(text: str) -> None:
    assert "fp8_e4m3" in fix(text)


def test_an_anchored_scalar_is_read_after_its_anchor() -> None:
    before = "enable-hisparse: true\nkv-cache-dtype: &d fp8_e5m2\n"
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")
    shared = before + "ref:\n  kv-cache-dtype: *d\n"
    result = fix_text(shared, YAML, WITHOUT_RADIX)
    assert result.text == shared
    assert "the value `ref.kv-cache-dtype` on line 4" in result.findings[0].finding.message


def _workflow(workflow_env: str, job_env: str, step_env: str, script: str) -> str:
    return (
        f"on: push\n{workflow_env}jobs:\n  test:\n    runs-on: x\n{job_env}    steps:\n"
        f"      - name: serve\n{step_env}        run: {script}\n"
    )


@pytest.mark.parametrize(
    ("workflow_env", "job_env", "step_env"),
    [
        ("env:\n  SGLANG_USE_CPU_ENGINE: 1\n", "", ""),
        ("", "    env:\n      SGLANG_USE_CPU_ENGINE: '1'\n", ""),
        ("env:\n  SGLANG_USE_CPU_ENGINE: 0\n", "", "        env: {SGLANG_USE_CPU_ENGINE: 1}\n"),
    ],
)
def test_github_actions_env_reaches_the_run_script(
    workflow_env: str, job_env: str, step_env: str
) -> None:
    before = _workflow(workflow_env, job_env, step_env, LAUNCH_E5M2)
    assert fix(before, Settings()) == before.replace(" --enable-hisparse", "")


def test_github_actions_env_set_from_the_ci_is_a_warning() -> None:
    before = _workflow(
        "", "", "        env: {SGLANG_USE_CPU_ENGINE: '${{ matrix.cpu }}'}\n", LAUNCH_E5M2
    )
    result = fix_text(before, YAML, Settings())
    assert result.text == before
    codes = sorted(
        (located.finding.code, located.finding.severity.value) for located in result.findings
    )
    assert ("HSF000", "warning") in codes
    assert all(severity != "fix" for _, severity in codes)


def test_a_ci_environment_value_is_read_but_not_edited() -> None:
    script = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype $KV"
    before = _workflow("env:\n  KV: fp8_e5m2\n", "", "", script)
    result = fix_text(before, YAML, WITHOUT_RADIX)
    assert result.text == before
    (located,) = result.findings
    assert located.finding.code == "HSF002" and "fp8_e5m2" in located.finding.message
    assert "CI environment" in located.finding.message


def test_gitlab_variables_reach_job_scripts_and_a_job_overrides_the_file() -> None:
    before = (
        "variables:\n  SGLANG_USE_CPU_ENGINE: '1'\n"
        f"cpu:\n  script:\n    - {LAUNCH_E5M2}\n"
        f"gpu:\n  variables:\n    SGLANG_USE_CPU_ENGINE: '0'\n  script:\n    - {LAUNCH_E5M2}\n"
    )
    cpu, gpu = before.split("gpu:\n")
    after = cpu.replace(" --enable-hisparse", "") + "gpu:\n" + gpu.replace("e5m2", "e4m3")
    assert fix(before) == after


def test_variables_outside_a_ci_script_are_not_its_environment() -> None:
    before = f"variables:\n  SGLANG_USE_CPU_ENGINE: '1'\nother:\n  run: {LAUNCH_E5M2}\n"
    assert fix(before) == before.replace("e5m2", "e4m3")


def test_lines_a_command_string_s_reading_names_are_the_file_s() -> None:
    text = (
        "jobs:\n  serve:\n    steps:\n      - run: |\n"
        '          if [ -n "$CPU" ]; then\n            export SGLANG_USE_CPU_ENGINE=1\n'
        "          fi\n          python3 -m sglang.launch_server --enable-hisparse"
        " --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    )
    fixed = fix_text(text, BY_NAME["yaml"], Settings())
    messages = " ".join(item.finding.message for item in fixed.findings)
    assert "the `if` on line 5" in messages


def test_a_compound_prose_key_is_not_a_launch_but_an_option_key_is_read() -> None:
    prose = 'site_description: "python3 -m sglang.launch_server --enable-hisparse --tp 8"\n'
    assert yaml_format.find_sites(prose) == []
    config = "enable-hisparse: true\nserved-model-name: notes\nkv-cache-dtype: fp8_e5m2\n"
    (site,) = yaml_format.find_sites(config)
    assert site.last("served-model-name") is not None


def test_a_tag_no_safe_constructor_knows_is_an_unknown_value() -> None:
    """`yaml.safe_load` refuses `!model x`: its value is not known, never an internal error."""
    text = "model-path: !model x\nenable-hisparse: true\nkv-cache-dtype: fp8_e5m2\n"
    (site,) = yaml_format.find_sites(text)
    model = site.last("model-path")
    assert model is not None and model.dynamic and model.value is None


def test_a_container_whose_command_is_only_the_entry_point_is_read_under_scope_all() -> None:
    """`command: [python3, -m, sglang.launch_server]` and no argument: an SGLang launch
    without options (nothing to check), not a crash."""
    text = (
        "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n    - name: sglang\n"
        "      image: lmsysorg/sglang:latest\n"
        '      command: ["python3", "-m", "sglang.launch_server"]\n      env: []\n'
    )
    fix = fix_text(text, BY_NAME["yaml"], Settings(scope="all"))
    assert fix.text == text and not fix.findings


def test_a_skypilot_tasks_envs_reach_only_its_run_and_setup_scripts() -> None:
    """`envs:` of a SkyPilot task is the environment of `run:` and `setup:`; a launch
    under another key of the same file does not get it."""
    task = (
        'resources:\n  accelerators: H200:8\nenvs:\n  SGLANG_USE_CPU_ENGINE: "1"\n'
        "{key}: python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2"
        " --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    )
    run = task.format(key="run")
    assert fix(run) == run.replace(" --enable-hisparse", "")
    other = task.format(key="command")
    assert fix(other) == other.replace("fp8_e5m2", "fp8_e4m3")


def test_a_keyed_launchs_env_mapping_is_its_environment() -> None:
    config = (
        "model-path: deepseek-ai/DeepSeek-V3.2\nenable-hisparse: true\n"
        'disable-radix-cache: true\nkv-cache-dtype: fp8_e5m2\nenv:\n  SGLANG_USE_CPU_ENGINE: "1"\n'
    )
    fixed = fix_text(config, YAML, Settings())
    assert [item.finding.code for item in fixed.findings] == ["HSF001"]
    assert "enable-hisparse: false" in fixed.text


def test_a_hex_escape_in_a_double_quoted_command_is_decoded() -> None:
    """`\\x32` is `2`: the value is `fp8_e5m2`, and the escaped word is rewritten whole."""
    before = (
        'args: "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2'
        ' --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m\\x32"\n'
    )
    assert fix(before) == before.replace("fp8_e5m\\x32", "fp8_e4m3")


@pytest.mark.parametrize("key", ["script", "before_script", "after_script"])
def test_a_gitlab_jobs_variables_reach_each_of_its_scripts(key: str) -> None:
    job = (
        'serve:\n  variables:\n    SGLANG_USE_CPU_ENGINE: "1"\n'
        f"  {key}:\n    - python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2"
        " --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    )
    fixed = fix_text(job, YAML, Settings())
    assert [item.finding.code for item in fixed.findings] == ["HSF001"]


def test_an_entrypoint_list_holding_a_mapping_is_not_read_as_words() -> None:
    """`entrypoint: [python3, {x: 1}]` is no command the tool can put before `command:`;
    the command string is read on its own."""
    compose = (
        "services:\n  sglang:\n    image: lmsysorg/sglang:latest\n"
        "    entrypoint: [python3, {x: 1}]\n"
        '    command: "-m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2'
        ' --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"\n'
    )
    assert fix(compose) == compose.replace("fp8_e5m2", "fp8_e4m3")


def test_a_string_of_options_before_a_launch_the_tool_reads_is_still_reported() -> None:
    """Only a string inside what a launch reads is that launch's; one written before it
    (Helm values' `extraArgs`) is options no launch here takes: reported."""
    text = (
        "sglang:\n"
        '  extraArgs: "--enable-hisparse --kv-cache-dtype fp8_e5m2"\n'
        "server:\n"
        "  image: lmsysorg/sglang:v0.5.23-cu129\n"
        '  command: ["python3", "-m", "sglang.launch_server", "--enable-hisparse",'
        ' "--disable-radix-cache"]\n'
    )
    fixed = fix_text(text, BY_NAME["yaml"], Settings())
    assert fixed.text == text
    first = [item for item in fixed.findings if item.line == 2]
    assert any("no launch the tool reads takes" in item.finding.message for item in first)


def test_an_assignment_before_the_entry_point_keeps_an_equals_sign_in_its_value() -> None:
    text = (
        "command: [env, 'NCCL_IB_HCA=mlx5_0=1', python3, -m, sglang.launch_server,"
        " --enable-hisparse, --disable-radix-cache, --kv-cache-dtype, fp8_e5m2]\n"
    )
    assert fix_text(text, BY_NAME["yaml"], Settings()).text == text.replace("e5m2", "e4m3")


def test_a_chart_s_camel_case_values_are_judged_and_reported_not_edited() -> None:
    text = (
        "image:\n  tag: v0.5.23-cu129\nsglang:\n  modelPath: deepseek-ai/DeepSeek-V3.2\n"
        "  enableHisparse: true\n  disableRadixCache: true\n  kvCacheDtype: fp8_e5m2\n"
        "  replicaCount: 2\n"
    )
    result = fix_text(text, YAML, Settings())
    assert result.text == text
    found = [(i.line, i.finding.code, i.finding.severity.value) for i in result.findings]
    assert found == [(4, "HSF000", "warning"), (7, "HSF002", "unfixable")]
    assert "camelCase (`enableHisparse`)" in result.findings[0].finding.message
    plain = text.replace("  enableHisparse: true\n", "")
    assert fix_text(plain, YAML, Settings()).findings == ()


def test_a_key_is_a_chart_s_option_only_in_camel_case() -> None:
    from hisparse_fix.formats.yaml.camel_case import option_name

    assert option_name("kvCacheDtype") == "kv-cache-dtype"
    assert option_name("enableHisparse") == "enable-hisparse"
    for key in ("port", "kv-cache-dtype", "kv_cache_dtype", "kv_cacheDtype", "enable-hisparseMode"):
        assert option_name(key) is None, key


def test_camel_case_values_that_record_a_refused_launch_are_left_alone() -> None:
    """A test's expectation that the launch fails (`expected: fail`) is not a launch."""
    text = (
        "cases:\n  - expected: fail\n    values:\n      enableHisparse: true\n"
        "      kvCacheDtype: fp8_e5m2\n"
    )
    assert fix_text(text, YAML, Settings()).findings == ()


def test_camel_case_values_beside_a_launch_are_read_and_inside_one_are_not() -> None:
    launch = "serve:\n  command: [python3, -m, sglang.launch_server, --enable-hisparse]\n"
    values = "sglang:\n  enableHisparse: true\n  kvCacheDtype: fp8_e5m2\n"

    def found(text: str) -> list[tuple[int, str]]:
        return [(i.line, i.finding.code) for i in fix_text(text, YAML, Settings()).findings]

    after, before = found(launch + values), found(values + launch)
    assert (4, "HSF000") in after and (5, "HSF002") in after
    assert (2, "HSF000") in before and (3, "HSF002") in before
    keyed = "enable-hisparse: true\ndisable-radix-cache: true\nextra:\n  enableHisparse: true\n"
    assert "HSF000" not in {i.finding.code for i in fix_text(keyed, YAML, Settings()).findings}


def test_camel_case_values_are_options_only_where_they_name_one_with_a_scalar() -> None:
    text = (
        "sglang:\n  enableHisparse: true\n  replicaCount: 2\n  port: 30000\n"
        "  hisparseConfig:\n    top_k: 2048\n  kvCacheDtype: bfloat16\n"
    )
    (site,) = yaml_format.find_sites(text)
    assert [(o.name, o.value) for o in site.options] == [
        ("enable-hisparse", "true"),
        ("kv-cache-dtype", "bfloat16"),
    ]
    # The template may add what the values leave out: the radix cache is a warning.
    (radix,) = [
        i.finding for i in fix_text(text, YAML, Settings()).findings if i.finding.code == "HSF004"
    ]
    assert (
        radix.severity.value == "warning" and "may get its options from elsewhere" in radix.message
    )


def test_camel_case_values_are_never_edited_and_reported_once() -> None:
    """Nothing of them is edited, whatever a rule asks (the launch is not fully read),
    and values nested in values are one launch."""
    text = "sglang:\n  enableHisparse: true\n  disableRadixCache: true\n"
    (item,) = [
        i
        for i in fix_text(text, YAML, Settings(platform="cpu")).findings
        if i.finding.code == "HSF001"
    ]
    assert item.finding.message.endswith(
        "the tool cannot follow all this launch reads (see HSF000)"
    )
    nested = "sglang:\n  enableHisparse: true\n  prefill:\n    enableHisparse: true\n"
    codes = [i.finding.code for i in fix_text(nested, YAML, Settings()).findings]
    assert codes.count("HSF000") == 1
