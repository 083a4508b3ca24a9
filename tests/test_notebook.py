"""The notebook adapter: before/after pairs of cells, errors, and properties over
generated notebooks."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import fix_text, process_bytes
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats import notebook as notebook_format
from hisparse_fix.formats.errors import OverlappingEditsError, ParseError
from hisparse_fix.formats.notebook import json_tokens, write
from hisparse_fix.formats.notebook.cells import code_cells
from hisparse_fix.formats.text_edits import Replacement, apply_replacements
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Severity, Span

NOTEBOOK = BY_NAME["notebook"]
LAUNCH = "python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp"

Source = list[str] | str


def cell(source: Source, kind: str = "code") -> dict[str, Any]:
    if kind == "markdown":
        return {"cell_type": "markdown", "metadata": {}, "source": source}
    outputs = [{"name": "stdout", "output_type": "stream", "text": ["--enable-hisparse\n"]}]
    return {
        "cell_type": "code",
        "execution_count": 1,
        "metadata": {},
        "outputs": outputs,
        "source": source,
    }


def notebook(
    *cells: dict[str, Any], language: str = "python", indent: int = 1, ascii_only: bool = False
) -> str:
    """A notebook as Jupyter writes it (nbformat: sorted keys, a newline at the end)."""
    document = {
        "cells": list(cells),
        "metadata": {"kernelspec": {"display_name": language, "language": language, "name": "k"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(document, indent=indent, sort_keys=True, ensure_ascii=ascii_only) + "\n"


def fix(text: str, chosen: Settings | None = None) -> str:
    return fix_text(text, NOTEBOOK, chosen or Settings()).text


@dataclass(frozen=True)
class Case:
    id: str
    before: list[Source]
    after: list[Source]
    kinds: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)

    def texts(self) -> tuple[str, str]:
        kinds = self.kinds or ("code",) * len(self.before)
        before = [cell(s, k) for s, k in zip(self.before, kinds, strict=True)]
        after = [cell(s, k) for s, k in zip(self.after, kinds, strict=True)]
        return notebook(*before, **self.options), notebook(*after, **self.options)


CASES = [
    Case(
        "bang-line-value-set-in-place",
        [[f"!{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 &"]],
        [[f"!{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 &"]],
    ),
    Case(
        "bang-continued-anchor-last-gets-a-new-line-token",
        [[f"!{LAUNCH} \\\n", "  --kv-cache-dtype bf16 \\\n", "  --enable-hisparse"]],
        [
            [
                f"!{LAUNCH} \\\n",
                "  --kv-cache-dtype bf16 \\\n",
                "  --enable-hisparse \\\n",
                "  --disable-radix-cache",
            ]
        ],
    ),
    Case(
        "assigned-bang-command-is-shell",
        [
            [
                f"out = !{LAUNCH} --enable-hisparse --disable-radix-cache --enable-mixed-chunk\n",
                "out",
            ]
        ],
        [[f"out = !{LAUNCH} --enable-hisparse --disable-radix-cache\n", "out"]],
    ),
    Case(
        "bash-cell-removal-takes-its-token",
        [
            [
                "%%bash\n",
                f"{LAUNCH} \\\n",
                "  --enable-mixed-chunk \\\n",
                "  --enable-hisparse --disable-radix-cache &\n",
                "echo started",
            ]
        ],
        [
            [
                "%%bash\n",
                f"{LAUNCH} \\\n",
                "  --enable-hisparse --disable-radix-cache &\n",
                "echo started",
            ]
        ],
    ),
    Case(
        "script-bash-cell-inserts-before-the-next-line",
        [["%%script bash\n", f"{LAUNCH} \\\n", "  --enable-hisparse \\\n", "  --tp 8"]],
        [
            [
                "%%script bash\n",
                f"{LAUNCH} \\\n",
                "  --enable-hisparse \\\n",
                "  --disable-radix-cache \\\n",
                "  --tp 8",
            ]
        ],
    ),
    Case(
        "launch-server-cmd-string-in-a-python-cell",
        [
            [
                "from sglang.test.doc_patch import launch_server_cmd\n",
                'proc, port = launch_server_cmd("""\n',
                f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n",
                '""")',
            ]
        ],
        [
            [
                "from sglang.test.doc_patch import launch_server_cmd\n",
                'proc, port = launch_server_cmd("""\n',
                f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3\n",
                '""")',
            ]
        ],
    ),
    Case(
        "argv-list-across-cells-gets-a-new-item-token",
        [
            ["import subprocess\n", 'cmd = ["python3", "-m", "sglang.launch_server"]'],
            ["cmd += [\n", '    "--enable-hisparse",\n', '    "--tp", "8",\n', "]"],
            ["subprocess.Popen(cmd)"],
        ],
        [
            ["import subprocess\n", 'cmd = ["python3", "-m", "sglang.launch_server"]'],
            [
                "cmd += [\n",
                '    "--enable-hisparse",\n',
                '    "--disable-radix-cache",\n',
                '    "--tp", "8",\n',
                "]",
            ],
            ["subprocess.Popen(cmd)"],
        ],
    ),
    Case(
        "kwargs-dict-in-one-cell-engine-in-the-next",
        [
            [
                "import sglang as sgl\n",
                "kw = dict(enable_hisparse=True, disable_radix_cache=True,\n",
                "          kv_cache_dtype='mxfp8')",
            ],
            ["%%time\n", "llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', **kw)"],
        ],
        [
            [
                "import sglang as sgl\n",
                "kw = dict(enable_hisparse=True, disable_radix_cache=True,\n",
                "          kv_cache_dtype='fp8_e4m3')",
            ],
            ["%%time\n", "llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', **kw)"],
        ],
    ),
    Case(
        "a-cell-whose-every-line-goes-is-left-empty",
        [
            [
                'args = ["--enable-hisparse", "--disable-radix-cache",'
                ' "--kv-cache-dtype", "fp8_e4m3"]\n'
            ],
            ['args += ["--dsa-decode-backend"]\n', 'args += ["tilelang"]\n'],  # brackets inside
            ["prepare_server_args(args)"],
        ],
        [
            [
                'args = ["--enable-hisparse", "--disable-radix-cache",'
                ' "--kv-cache-dtype", "fp8_e4m3"]\n'
            ],
            [],
            ["prepare_server_args(args)"],
        ],
    ),
    Case(
        "two-changes-in-one-token-of-several-lines-rewrite-it-once",
        [
            [
                "import sglang as sgl\n",
                'llm = sgl.Engine(\n    enable_hisparse=True,\n    kv_cache_dtype="fp8_e5m2",\n'
                '    tp_size=8,\n    dsa_decode_backend="tilelang",\n'
                "    disable_radix_cache=True,\n)\n",
            ]
        ],
        [
            [
                "import sglang as sgl\n",
                "llm = sgl.Engine(\n",
                "    enable_hisparse=True,\n",
                '    kv_cache_dtype="fp8_e4m3",\n',
                "    tp_size=8,\n",
                "    disable_radix_cache=True,\n",
                ")\n",
            ]
        ],
    ),
    Case(
        "a-new-line-token-takes-the-separator-of-the-token-it-follows",
        [["import sglang as sgl"], ["llm = sgl.Engine(\n", "    enable_hisparse=True,\n", ")"]],
        [
            ["import sglang as sgl"],
            [
                "llm = sgl.Engine(\n",
                "    enable_hisparse=True,\n",
                "    disable_radix_cache=True,\n",
                ")",
            ],
        ],
        options={"indent": None},  # `["a", "b"]`: no blank after `[`, one after each comma
    ),
    Case(
        "one-string-source-edited-in-place",
        [f"# launch\n!{LAUNCH} \\\n  --enable-hisparse\nprint('ok')"],
        [f"# launch\n!{LAUNCH} \\\n  --enable-hisparse \\\n  --disable-radix-cache\nprint('ok')"],
    ),
    Case(
        "ascii-only-file-keeps-its-escapes-on-the-changed-line",
        [[f"!{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2 --disable-radix-cache  # été"]],
        [[f"!{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3 --disable-radix-cache  # été"]],
        options={"ascii_only": True, "indent": 2},
    ),
    Case(
        "percent-inside-brackets-is-python-not-a-magic",
        [
            [
                "import sglang as sgl\n",
                "tp = (16\n",
                "% 9)\n",
                "sgl.Engine(enable_hisparse=True, disable_radix_cache=True, tp_size=tp,\n",
                "           kv_cache_dtype='fp8_e5m2')",
            ]
        ],
        [
            [
                "import sglang as sgl\n",
                "tp = (16\n",
                "% 9)\n",
                "sgl.Engine(enable_hisparse=True, disable_radix_cache=True, tp_size=tp,\n",
                "           kv_cache_dtype='fp8_e4m3')",
            ]
        ],
    ),
    Case(
        "magic-in-an-indented-block-and-a-broken-cell-do-not-stop-the-program",
        [
            ["import sglang as sgl\n", "if True:\n", "    !nvidia-smi -L\n"],
            ["def broken(:\n"],
            [
                "sgl.Engine(enable_hisparse=True, disable_radix_cache=True,\n",
                "kv_cache_dtype='fp8_e5m2')",
            ],
        ],
        [
            ["import sglang as sgl\n", "if True:\n", "    !nvidia-smi -L\n"],
            ["def broken(:\n"],
            [
                "sgl.Engine(enable_hisparse=True, disable_radix_cache=True,\n",
                "kv_cache_dtype='fp8_e4m3')",
            ],
        ],
    ),
    Case(
        "markdown-cells-are-never-edited",
        [[f"```bash\n{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n```"]],
        [[f"```bash\n{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n```"]],
        kinds=("markdown",),
    ),
    Case(
        "ipython-field-is-not-known",
        [[f"!{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype {{dtype}}"]],
        [[f"!{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype {{dtype}}"]],
    ),
    Case(
        "bash-kernel-cells-are-shell",
        [[f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"]],
        [[f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"]],
        options={"language": "bash"},
    ),
    Case(
        "other-kernels-are-not-read",
        [[f"system('{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2')"]],
        [[f"system('{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2')"]],
        options={"language": "R"},
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_before_after(case: Case) -> None:
    before, after = case.texts()
    assert fix(before) == after
    assert fix(after) == after


def test_a_field_value_is_a_warning_not_a_guess() -> None:
    before, _ = CASES[[c.id for c in CASES].index("ipython-field-is-not-known")].texts()
    findings = fix_text(before, NOTEBOOK, Settings()).findings
    assert [item.finding.severity for item in findings] == [Severity.WARNING]
    assert "--kv-cache-dtype" in findings[0].finding.message


def test_spans_point_into_the_file_through_json_escapes() -> None:
    text = notebook(
        cell(["cmd = [\n", '    "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2",\n', "]"])
    )
    (site,) = notebook_format.find_sites(text)
    dtype = site.last("kv-cache-dtype")
    assert dtype is not None and dtype.value_span is not None
    assert text[dtype.value_span.start : dtype.value_span.end] == "fp8_e5m2"
    flag = site.last("enable-hisparse")
    assert flag is not None
    assert text[flag.span.start : flag.span.end] == '\\"--enable-hisparse\\"'


def test_broken_json_is_a_parse_error_with_jsons_position() -> None:
    text = notebook(cell([f"!{LAUNCH} --enable-hisparse"])).replace('"outputs"', "outputs", 1)
    with pytest.raises(ParseError) as raised:
        notebook_format.find_sites(text)
    try:
        json.loads(text)
    except json.JSONDecodeError as error:
        assert (raised.value.line, raised.value.column) == (error.lineno, error.colno)
    result = process_bytes("broken.ipynb", text.encode(), NOTEBOOK, Settings())
    assert result.problem is not None and result.problem.message.startswith("invalid notebook JSON")
    assert not result.changed


def test_json_that_is_not_a_notebook_holds_no_launch() -> None:
    assert notebook_format.find_sites('["--enable-hisparse"]') == []
    assert notebook_format.find_sites('{"cells": "--enable-hisparse"}') == []


def test_the_suffix_picks_the_adapter() -> None:
    assert format_for("docs/hisparse.ipynb") is NOTEBOOK


@pytest.mark.parametrize(
    ("text", "expected"),
    [('{"a": "caf\\u00e9"}', True), ('{"a": "café"}', False), ('{"a": "\\u001b"}', False)],
)
def test_ensure_ascii_is_read_from_the_file(text: str, expected: bool) -> None:
    assert json_tokens.escapes_non_ascii(text) is expected


def test_a_surrogate_pair_escape_is_one_character() -> None:
    text = '["\\ud83d\\ude80 --enable-hisparse"]'
    token = json_tokens.load(text)[0]
    starts = json_tokens.char_starts(text, token)
    assert starts[:3] == (2, 14, 15)


# Properties over generated notebooks.

DTYPES = ["bf16", "bfloat16", "fp8_e4m3", "fp8_e5m2", "mxfp8"]
OPTIONS = [
    ("--kv-cache-dtype", DTYPES),
    ("--dsa-decode-backend", ["flashmla_sparse", "flashmla_kv", "tilelang"]),
    ("--nsa-prefill-backend", ["flashmla_kv", "b12x"]),
    ("--enable-mixed-chunk", [None]),
    ("--disable-radix-cache", [None]),
    ("--tp", ["8"]),
    ("--device", ["cuda", "cpu"]),
]
FILLERS = [
    ["import os\n", "print(os.getcwd())"],
    ["%pip install -q sglang\n", "x = 1"],
    ["!nvidia-smi -L"],
    ["files = !ls\n", "files"],
    ['print("""\n', "!not a command --enable-hisparse\n", '""")'],
]


@st.composite
def launch_lines(draw: st.DrawFn, hisparse: bool) -> list[str]:
    """Option words, each on its own `\\`-continued line or not."""
    words = []
    for name, values in draw(st.lists(st.sampled_from(OPTIONS), max_size=5)):
        value = draw(st.sampled_from(values))
        words.append(name if value is None else f"{name} {value}")
    if hisparse:
        words.insert(draw(st.integers(0, len(words))), "--enable-hisparse")
    lines = [LAUNCH]
    for word in words:
        if draw(st.booleans()):
            lines[-1] += " \\\n"
            lines.append("  " + word)
        else:
            lines[-1] += " " + word
    return lines


@st.composite
def launch_cells(draw: st.DrawFn, hisparse: bool) -> tuple[str, list[str]]:
    """(the adapter that reads the launch, the cell's lines)."""
    lines = draw(launch_lines(hisparse))
    shape = draw(st.sampled_from(["bang", "bash", "python"]))
    if shape == "bang":
        return "bang", ["!" + lines[0], *lines[1:]]
    if shape == "bash":
        return "bash", ["%%bash\n", *lines, "\necho started"]
    head = [
        "from sglang.test.doc_patch import launch_server_cmd\n",
        'p, port = launch_server_cmd("""\n',
    ]
    return "python", [*head, *lines, '\n""")']


def joined(lines: list[str]) -> list[str]:
    """The cell's text split into source lines as nbformat does."""
    return "".join(lines).splitlines(keepends=True)


@st.composite
def notebooks(draw: st.DrawFn, hisparse: bool) -> tuple[str, str, list[str]]:
    """(notebook text, the launch's reading, the launch cell's source lines)."""
    kind, lines = draw(launch_cells(hisparse))
    source = joined(lines)
    cells = [cell(draw(st.sampled_from(FILLERS))) for _ in range(draw(st.integers(0, 2)))]
    cells.append(cell(source if draw(st.booleans()) else "".join(source)))
    cells.insert(
        draw(st.integers(0, len(cells))), cell(["# --enable-hisparse\n", "notes"], "markdown")
    )
    text = notebook(*cells, indent=draw(st.sampled_from([1, 2, 4])), ascii_only=draw(st.booleans()))
    return text, kind, source


def code_sources(text: str) -> list[str]:
    return ["".join(c["source"]) for c in json.loads(text)["cells"] if c["cell_type"] == "code"]


def without_sources(text: str) -> Any:
    document = json.loads(text)
    for item in document["cells"]:
        if item["cell_type"] == "code":
            item["source"] = None
    return document


def skeleton(text: str) -> str:
    """The file with each code cell's source value cut out, and the raw source tokens."""
    document = json_tokens.load(text)
    cuts = []
    for item in document["cells"]:
        if item["cell_type"] != "code":
            continue
        source = item["source"]
        tokens = source if isinstance(source, list) else [source]
        cuts.append((tokens[0].span.start, tokens[-1].span.end))
    out, position = [], 0
    for start, end in cuts:
        out.append(text[position:start])
        position = end
    return "".join(out) + text[position:]


def source_tokens(text: str) -> list[list[str]]:
    document = json_tokens.load(text)
    found = []
    for item in document["cells"]:
        if item["cell_type"] == "code":
            source = item["source"]
            tokens = source if isinstance(source, list) else [source]
            found.append([text[t.span.start : t.span.end] for t in tokens])
    return found


def alone(kind: str, source: list[str], chosen: Settings) -> str:
    """The launch cell fixed as the file it would be on its own."""
    text = "".join(source)
    if kind == "bang":
        return "!" + fix_text(text[1:], BY_NAME["shell"], chosen).text
    if kind == "bash":
        first, body = text.split("\n", 1)
        return first + "\n" + fix_text(body, BY_NAME["shell"], chosen).text
    return fix_text(text, BY_NAME["python"], chosen).text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(notebooks(hisparse=True), st.sampled_from(["cuda", "rocm"]))
def test_fixed_notebook_is_valid_exact_and_idempotent(
    generated: tuple[str, str, list[str]], platform: str
) -> None:
    text, kind, source = generated
    chosen = Settings(platform=platform)
    first = fix_text(text, NOTEBOOK, chosen)
    assert fix_text(first.text, NOTEBOOK, chosen).text == first.text
    assert without_sources(first.text) == without_sources(text)
    assert skeleton(first.text) == skeleton(text)
    old_tokens, new_tokens = source_tokens(text), source_tokens(first.text)
    ascii_only = json_tokens.escapes_non_ascii(text)
    for old, new in zip(old_tokens, new_tokens, strict=True):
        for token in new:
            assert token in old or token == json.dumps(json.loads(token), ensure_ascii=ascii_only)
    assert code_sources(first.text)[-1] == alone(kind, source, chosen)
    assert code_sources(first.text)[:-1] == code_sources(text)[:-1]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(notebooks(hisparse=False))
def test_notebook_without_hisparse_launch_is_byte_identical(
    generated: tuple[str, str, list[str]],
) -> None:
    text, _, _ = generated
    result = fix_text(text, NOTEBOOK, Settings())
    assert result.text == text
    assert not [item for item in result.findings if item.fixable]


# `!` lines and `%%bash` cells inherit the kernel's environment.

CPU_CELL = ["import os\n", 'os.environ["SGLANG_USE_CPU_ENGINE"] = "1"']
HISPARSE = f"{LAUNCH} --enable-hisparse --disable-radix-cache"
WITHOUT = f"{LAUNCH} --disable-radix-cache"


@pytest.mark.parametrize(
    ("setup", "before", "after"),
    [
        (CPU_CELL, [f"!{HISPARSE} &"], [f"!{WITHOUT} &"]),
        (CPU_CELL, ["%%bash\n", HISPARSE], ["%%bash\n", WITHOUT]),
        (["%env SGLANG_USE_CPU_ENGINE=1"], [f"!{HISPARSE}"], [f"!{WITHOUT}"]),
        (["%set_env SGLANG_USE_CPU_ENGINE 1"], [f"!{HISPARSE}"], [f"!{WITHOUT}"]),
    ],
    ids=["environ-then-bang", "environ-then-bash-cell", "env-magic", "set-env-magic"],
)
def test_a_shell_command_inherits_the_kernels_cpu_engine(
    setup: list[str], before: list[str], after: list[str]
) -> None:
    assert fix(notebook(cell(setup), cell(before))) == notebook(cell(setup), cell(after))


@pytest.mark.parametrize(
    "cells",
    [
        [CPU_CELL, [f"!SGLANG_USE_CPU_ENGINE=0 {HISPARSE}"]],
        [[f"!{HISPARSE}"], CPU_CELL],
        [CPU_CELL, ["%env SGLANG_USE_CPU_ENGINE=0"], [f"!{HISPARSE}"]],
        [CPU_CELL, ["%%writefile serve.sh\n", HISPARSE]],
    ],
    ids=["command-sets-its-own", "set-after-the-launch", "env-magic-resets", "file-not-run"],
)
def test_a_gpu_shell_command_keeps_hisparse(cells: list[list[str]]) -> None:
    text = notebook(*(cell(source) for source in cells))
    assert fix(text) == text
    assert not fix_text(text, NOTEBOOK, Settings()).findings


def test_an_env_magic_value_ipython_fills_in_is_a_note() -> None:
    text = notebook(cell(["%env SGLANG_USE_CPU_ENGINE=$flag"]), cell([f"!{HISPARSE}"]))
    findings = fix_text(text, NOTEBOOK, Settings()).findings
    assert [item.finding.code for item in findings] == ["HSF000"]
    assert "IPython fills in" in findings[0].finding.message


@pytest.mark.parametrize(
    "program", ["{sys.executable}", "{python}", "{ sys.executable }", "{PY!r}"]
)
def test_a_program_ipython_fills_in_starts_a_launch(program: str) -> None:
    line = f"!{program} -m sglang.launch_server --enable-hisparse --disable-radix-cache"
    before = notebook(cell([line + " --kv-cache-dtype fp8_e5m2 --tp {tp}\n"]))
    after = notebook(cell([line + " --kv-cache-dtype fp8_e4m3 --tp {tp}\n"]))
    assert fix(before) == after


def test_an_option_ipython_fills_in_makes_the_launch_open() -> None:
    line = "!{sys.executable} -m sglang.launch_server --enable-hisparse {extra}\n"
    [site] = NOTEBOOK.find_sites(notebook(cell([line])))
    assert site.open


@pytest.mark.parametrize(
    ("target", "adapter"),
    [("config.yaml", "yaml"), ("launch.toml", "toml"), ("Dockerfile", "dockerfile")],
)
def test_a_written_file_is_read_by_the_adapter_its_name_picks(target: str, adapter: str) -> None:
    from hisparse_fix.formats.notebook.ipython import Reading, body

    written = body(f"%%writefile {target}\nx\n", "python")
    assert written is not None and written.reading is Reading.FILE
    assert written.adapter == adapter
    assert body("%%writefile notes.txt\nx\n", "python") is None


# The writer on its own: changes of a cell's text as replacements of its tokens.

Changes = list[tuple[int, int, str]]


def _write(text: str, changes: Changes) -> str:
    """`text`, a notebook of one code cell, with `changes` made to its cell's text."""
    (found,) = code_cells(json_tokens.load(text), text)
    replacements = write.replacements(found, changes, ensure_ascii=False)
    return apply_replacements(text, replacements, lambda _text, span: span)


A_B = ["a = 1\n", "b = 2\n"]
A_B_C = [*A_B, "c = 3\n"]
A_X = ["a = 1\n", "x = 0\n"]

WRITTEN = [
    ("a-line-then-an-insertion-where-it-ends", A_B, [(0, 6, "A = 1\n"), (6, 6, "x = 0\n")],
     ["A = 1\n", "x = 0\n", "b = 2\n"]),
    ("an-insertion-then-a-line-it-starts", A_B, [(6, 6, "x = 0\n"), (6, 12, "B = 2\n")],
     ["a = 1\n", "x = 0\n", "B = 2\n"]),
    ("a-line-at-the-start-of-the-cell", A_B, [(0, 0, "x = 0\n")], ["x = 0\n", *A_B]),
    ("a-line-after-the-first", A_B, [(0, 6, "a = 1\nx = 0\n")], ["a = 1\n", "x = 0\n", "b = 2\n"]),
    ("the-first-line-removed", A_B, [(0, 6, "")], ["b = 2\n"]),
    ("the-last-line-removed", A_B, [(6, 12, "")], ["a = 1\n"]),
    ("every-line-removed", A_B, [(0, 12, "")], []),
    ("two-lines-joined-are-one-token", A_B, [(0, 6, "A = 1")], ["A = 1b = 2\n"]),
    ("a-line-and-the-blank-line-after-it", ["a = 1\n", "\n", "b = 2\n"],
     [(0, 7, "A = 1\n")], ["A = 1\n", "b = 2\n"]),
    ("a-line-rewritten-as-the-line-after-it", A_B, [(0, 6, "b = 2\n")], ["b = 2\n", "b = 2\n"]),
    ("two-lines-rewritten-the-second-as-the-line-before-them", A_B_C,
     [(6, 18, "B = 2\na = 1\n")], ["a = 1\n", "B = 2\n", "a = 1\n"]),
    ("changes-in-a-token-of-several-lines-and-into-the-next",
     ["a = 1\nb = 2\nc = 3\n", "d = 4\n"], [(0, 6, "A = 1\n"), (12, 24, "C = 3\nD = 4\n")],
     ["A = 1\n", "b = 2\n", "C = 3\n", "D = 4\n"]),
]  # fmt: skip


@pytest.mark.parametrize("indent", [1, None], ids=["jupyter", "one-line"])
@pytest.mark.parametrize(
    ("source", "changes", "expected"), [c[1:] for c in WRITTEN], ids=[c[0] for c in WRITTEN]
)
def test_changes_are_written_as_the_list_writes_its_lines(
    source: list[str], changes: Changes, expected: list[str], indent: int | None
) -> None:
    """In any order they come, the changes leave exactly the bytes `json.dumps` writes
    for the new lines, in Jupyter's layout and on one line (`["a", "b"]`)."""
    for ordered in (changes, changes[::-1]):
        assert _write(notebook(cell(source), indent=indent), ordered) == notebook(
            cell(expected), indent=indent
        )


@pytest.mark.parametrize(
    ("changes", "expected"),
    [([(0, 0, "x = 0\n")], ["x = 0\n", "a = 1\n"]), ([(0, 6, "a = 1\nx = 0\n")], A_X)],
    ids=["before-it", "after-it"],
)
def test_a_list_of_one_line_grows_in_jupyters_layout(changes: Changes, expected: list[str]) -> None:
    """One token shows no separator between tokens: the whitespace after `[` stands in."""
    assert _write(notebook(cell(["a = 1\n"])), changes) == notebook(cell(expected))


def _laid_out(source: str) -> str:
    """A notebook whose one code cell's `source` is written as the JSON `source`."""
    return notebook(cell(["@"])).replace('[\n    "@"\n   ]', source)


LAID_OUT = [
    ("a-new-line-follows-its-neighbours-separator",
     '["a = 1\\n",\n "b = 2\\n", "c = 3\\n"]', [(12, 18, "c = 3\nx = 0\n")],
     '["a = 1\\n",\n "b = 2\\n", "c = 3\\n", "x = 0\\n"]'),
    ("changes-of-neighbouring-lines-are-written-one-by-one",
     '["z = 0\\n",\n "a = 1\\n", "b = 2\\n"]', [(6, 12, "A = 1\nX = 0\n"), (12, 18, "")],
     '["z = 0\\n",\n "A = 1\\n",\n "X = 0\\n"]'),
    ("a-line-that-goes-takes-the-separator-before-it",
     '["a = 1\\n",\n "b = 2\\n", "c = 3\\n"]', [(6, 12, "")], '["a = 1\\n", "c = 3\\n"]'),
    ("a-new-line-like-the-next-goes-where-the-change-puts-it",
     '["a = 1\\n", "\\u0062 = 2\\n"]', [(0, 6, "a = 1\nb = 2\n")],
     '["a = 1\\n", "b = 2\\n", "\\u0062 = 2\\n"]'),
    ("lines-left-as-they-were-keep-their-escapes",
     '["a = 1\\n", "\\u0062 = 2\\n", "c = 3\\n"]', [(0, 18, "A = 1\nX = 0\nb = 2\nc = 3\n")],
     '["A = 1\\n", "X = 0\\n", "\\u0062 = 2\\n", "c = 3\\n"]'),
]  # fmt: skip


@pytest.mark.parametrize(
    ("source", "changes", "expected"), [c[1:] for c in LAID_OUT], ids=[c[0] for c in LAID_OUT]
)
def test_a_list_laid_out_by_hand_keeps_its_layout(
    source: str, changes: Changes, expected: str
) -> None:
    assert _write(_laid_out(source), changes) == _laid_out(expected)


@pytest.mark.parametrize(
    "changes",
    [[(0, 8, "x"), (4, 12, "y")], [(4, 12, "y"), (0, 8, "x")], [(3, 3, "x"), (3, 3, "y")]],
    ids=["overlapping", "overlapping-given-last-first", "two-insertions-at-one-place"],
)
def test_changes_that_overlap_are_refused(changes: Changes) -> None:
    text = notebook(cell(A_B))
    (found,) = code_cells(json_tokens.load(text), text)
    with pytest.raises(
        OverlappingEditsError, match=r"^edits overlap in a notebook cell$"
    ) as raised:
        write.replacements(found, changes, ensure_ascii=False)
    assert raised.value.at == found.start(max(change[0] for change in changes))


def test_a_line_added_after_a_token_is_one_insertion_and_nothing_else() -> None:
    text = notebook(cell(["a = 1\n", "b = 2"]))
    (found,) = code_cells(json_tokens.load(text), text)
    at = text.index('"a = 1\\n"') + len('"a = 1\\n"')
    assert write.replacements(found, [(0, 6, "a = 1\nx = 0\n")], ensure_ascii=False) == [
        Replacement(Span(at, at), ',\n    "x = 0\\n"')
    ]
