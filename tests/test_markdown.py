"""The Markdown adapter: fenced blocks handed to their adapters, as before/after pairs."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats import markdown as markdown_format
from hisparse_fix.formats.embedded import Block, Line, read, replacements
from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.markdown.context import Heading, visible
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind

MARKDOWN = BY_NAME["markdown"]
LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"


def fix(before: str, options: Settings | None = None) -> str:
    return fix_text(before, MARKDOWN, options or Settings()).text


CASES = [
    (
        "bash-block-prose-kept",
        (
            "Use `--kv-cache-dtype fp8_e5m2` no more.\n"
            "\n"
            "```bash\n"
            f"{LAUNCH} --kv-cache-dtype fp8_e5m2\n"
            "```\n"
        ),
        (
            "Use `--kv-cache-dtype fp8_e5m2` no more.\n"
            "\n"
            "```bash\n"
            f"{LAUNCH} --kv-cache-dtype fp8_e4m3\n"
            "```\n"
        ),
    ),
    (
        "python-block",
        (
            "```py\n"
            "import sglang as sgl\n"
            'sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="mxfp8")\n'
            "```\n"
        ),
        (
            "```py\n"
            "import sglang as sgl\n"
            "sgl.Engine(enable_hisparse=True, disable_radix_cache=True, "
            'kv_cache_dtype="fp8_e4m3")\n'
            "```\n"
        ),
    ),
    (
        "list-item-new-line-takes-indent",
        (
            "1. Run:\n"
            "\n"
            "   ```sh\n"
            "   python -m sglang.launch_server \\\n"
            "     --enable-hisparse \\\n"
            "     --tp 8\n"
            "   ```\n"
        ),
        (
            "1. Run:\n"
            "\n"
            "   ```sh\n"
            "   python -m sglang.launch_server \\\n"
            "     --enable-hisparse \\\n"
            "     --disable-radix-cache \\\n"
            "     --tp 8\n"
            "   ```\n"
        ),
    ),
    (
        "list-item-anchor-last-line",
        "- x\n\n  ```bash\n  python -m sglang.launch_server \\\n    --enable-hisparse\n  ```\n",
        (
            "- x\n"
            "\n"
            "  ```bash\n"
            "  python -m sglang.launch_server \\\n"
            "    --enable-hisparse \\\n"
            "    --disable-radix-cache\n"
            "  ```\n"
        ),
    ),
    (
        "block-quote-prefix-on-every-line",
        "> ```bash\n> python -m sglang.launch_server \\\n>   --enable-hisparse\n> ```\n",
        (
            "> ```bash\n"
            "> python -m sglang.launch_server \\\n"
            ">   --enable-hisparse \\\n"
            ">   --disable-radix-cache\n"
            "> ```\n"
        ),
    ),
    (
        "console-prompts-only",
        (
            "```console\n"
            f"$ {LAUNCH} \\\n"
            "    --kv-cache-dtype nvfp4\n"
            "INFO --kv-cache-dtype nvfp4\n"
            "$ ls\n"
            "```\n"
        ),
        (
            "```console\n"
            f"$ {LAUNCH} \\\n"
            "    --kv-cache-dtype fp8_e4m3\n"
            "INFO --kv-cache-dtype nvfp4\n"
            "$ ls\n"
            "```\n"
        ),
    ),
    (
        "tilde-and-long-fences",
        (
            "~~~ zsh\n"
            f"{LAUNCH} --enable-mixed-chunk\n"
            "~~~\n"
            "\n"
            "`````shell\n"
            f"{LAUNCH} --kv-cache-dtype mxfp8\n"
            "`````\n"
        ),
        f"~~~ zsh\n{LAUNCH}\n~~~\n\n`````shell\n{LAUNCH} --kv-cache-dtype fp8_e4m3\n`````\n",
    ),
    (
        "untagged-launch-read-as-shell",
        f"```\n{LAUNCH} --kv-cache-dtype mxfp8\n```\n",
        f"```\n{LAUNCH} --kv-cache-dtype fp8_e4m3\n```\n",
    ),
    (
        "toml-block",
        (
            "```toml\n"
            "[server]\n"
            "enable-hisparse = true\n"
            "disable-radix-cache = true\n"
            'kv-cache-dtype = "fp8_e5m2"\n'
            "```\n"
        ),
        (
            "```toml\n"
            "[server]\n"
            "enable-hisparse = true\n"
            "disable-radix-cache = true\n"
            'kv-cache-dtype = "fp8_e4m3"\n'
            "```\n"
        ),
    ),
    (
        "dockerfile-block",
        (
            "```dockerfile\n"
            "FROM x\n"
            'CMD ["sglang", "serve", "--enable-hisparse", "--disable-radix-cache", '
            '"--kv-cache-dtype", "mxfp8"]\n'
            "```\n"
        ),
        (
            "```dockerfile\n"
            "FROM x\n"
            'CMD ["sglang", "serve", "--enable-hisparse", "--disable-radix-cache", '
            '"--kv-cache-dtype", "fp8_e4m3"]\n'
            "```\n"
        ),
    ),
    (
        "unclosed-fence-at-end",
        f"```bash\n{LAUNCH} --kv-cache-dtype mxfp8",
        f"```bash\n{LAUNCH} --kv-cache-dtype fp8_e4m3",
    ),
]


@pytest.mark.parametrize(("before", "after"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_fix(before: str, after: str) -> None:
    assert fix(before) == after
    assert fix(after) == after


UNCHANGED = {
    "prose-and-inline-code": (
        f"Run `{LAUNCH} --kv-cache-dtype fp8_e5m2`, or {LAUNCH} --kv-cache-dtype fp8_e5m2.\n"
    ),
    "other-language": f"```text\n{LAUNCH} --kv-cache-dtype fp8_e5m2\n```\n",
    "untagged-not-a-launch": "```\nerror: --enable-hisparse needs --kv-cache-dtype fp8_e4m3\n```\n",
    "console-output-only": f"```console\n[log] {LAUNCH} --kv-cache-dtype fp8_e5m2\n```\n",
    "html-comment": f"<!--\n```bash\n{LAUNCH} --kv-cache-dtype fp8_e5m2\n```\n-->\n",
}


@pytest.mark.parametrize("text", list(UNCHANGED.values()), ids=list(UNCHANGED))
def test_not_read(text: str) -> None:
    assert markdown_format.find_sites(text) == []
    assert fix(text) == text


@pytest.mark.parametrize(
    "text",
    [
        f"Para.\n\n    {LAUNCH} --kv-cache-dtype fp8_e5m2\n",
        f'<CodeBlock language="bash">\n{{`{LAUNCH} --kv-cache-dtype fp8_e5m2`}}\n</CodeBlock>\n',
        f"<pre>\n{LAUNCH} --kv-cache-dtype fp8_e5m2\n</pre>\n",
    ],
    ids=["indented-code", "jsx-code-block", "html-pre"],
)
def test_a_launch_in_a_block_not_read_as_a_script_is_reported(text: str) -> None:
    """Seen but not read: a warning names the block; nothing in it is edited."""
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    notes = [item.finding.message for item in result.findings if item.finding.code == "HSF000"]
    assert len(notes) == 1 and "not read as a script" in notes[0]


def test_unparseable_python_block_is_noted_not_failed() -> None:
    text = (
        '```python\nsgl.Engine(enable_hisparse=True, kv_cache_dtype="fp8_e5m2", **\n```\n\n'
        f"```bash\n{LAUNCH} --kv-cache-dtype mxfp8\n```\n"
    )
    result = fix_text(text, MARKDOWN, Settings())
    assert "fp8_e4m3" in result.text and 'kv_cache_dtype="fp8_e5m2"' in result.text
    assert any(item.finding.code == "HSF000" for item in result.findings)


SESSIONS = [
    (
        "ps2-continuation",
        "```console\n$ python3 -m sglang.launch_server --model-path m \\\n"
        ">   --enable-hisparse --disable-radix-cache --enable-mixed-chunk\n```\n",
        "```console\n$ python3 -m sglang.launch_server --model-path m \\\n"
        ">   --enable-hisparse --disable-radix-cache\n```\n",
    ),
    (
        "venv-prompt",
        f"```console\n(venv) $ {LAUNCH} --enable-mixed-chunk\n```\n",
        f"```console\n(venv) $ {LAUNCH}\n```\n",
    ),
    (
        "user-host-prompt",
        f"```shell-session\nuser@host:~/work$ {LAUNCH} --enable-mixed-chunk\n```\n",
        f"```shell-session\nuser@host:~/work$ {LAUNCH}\n```\n",
    ),
    (
        "root-prompt-in-console",
        f"```console\n# {LAUNCH} --enable-mixed-chunk\n```\n",
        f"```console\n# {LAUNCH}\n```\n",
    ),
    (
        "two-commands-around-output",
        f"```console\n$ {LAUNCH} --enable-mixed-chunk\nok\n$ {LAUNCH} --enable-mixed-chunk\n```\n",
        f"```console\n$ {LAUNCH}\nok\n$ {LAUNCH}\n```\n",
    ),
]


@pytest.mark.parametrize(
    ("before", "after"), [c[1:] for c in SESSIONS], ids=[c[0] for c in SESSIONS]
)
def test_session_prompts(before: str, after: str) -> None:
    assert fix(before) == after
    assert fix(after) == after


def test_root_prompt_is_a_comment_in_a_bash_block() -> None:
    text = f"```bash\n# {LAUNCH} --enable-mixed-chunk\n```\n"
    assert fix(text) == text


def test_unknown_prompt_before_a_launch_is_noted() -> None:
    text = f"```console\n\u276f {LAUNCH} --enable-mixed-chunk\n{LAUNCH} --enable-mixed-chunk\n```\n"
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    # a launch seen but not read is judged as open, as a shell string that cannot be read is
    codes = [(item.finding.code, item.line) for item in result.findings]
    assert codes == [("HSF000", 2), ("HSF004", 2)]


def test_a_later_block_reads_a_variable_set_in_an_earlier_one() -> None:
    before = (
        '```bash\nOPTS="--enable-hisparse --kv-cache-dtype fp8_e5m2"\n```\n\n'
        "```bash\npython3 -m sglang.launch_server --model-path m $OPTS\n```\n"
    )
    result = fix_text(before, MARKDOWN, Settings())
    assert result.text == before.replace(
        "hisparse --kv-cache-dtype fp8_e5m2",
        "hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3",
    )
    codes = [item.finding.code for item in result.findings]
    assert codes == ["HSF004", "HSF002", "HSF000"]  # HSF000: `$OPTS` when the block runs alone


def test_an_export_in_an_earlier_block_makes_the_shared_launch_unfixable() -> None:
    text = f"```bash\nexport SGLANG_USE_CPU_ENGINE=1\n```\n\n```bash\n{LAUNCH}\n```\n"
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    ((finding, line),) = [(item.finding, item.line) for item in result.findings]
    assert (finding.code, finding.severity.value, line) == ("HSF001", "unfixable", 6)


def test_blocks_that_agree_are_fixed_once() -> None:
    before = f"```bash\nexport HF_HOME=/x\n```\n\n```bash\n{LAUNCH} --enable-mixed-chunk\n```\n"
    assert fix(before) == before.replace(" --enable-mixed-chunk", "")


def test_unparseable_block_without_launch_is_silent() -> None:
    text = "```python\nx = {'enable_hisparse': (\n```\n"
    assert markdown_format.find_sites(text) == []


def test_site_spans_are_file_offsets() -> None:
    text = "- a\n\n  ```bash\n  python -m sglang.launch_server --enable-hisparse --port 8\n  ```\n"
    (site,) = markdown_format.find_sites(text)
    flag = site.last("enable-hisparse")
    port = site.last("port")
    assert flag is not None and port is not None and port.value_span is not None
    assert text[flag.span.start : flag.span.end] == "--enable-hisparse"
    assert text[port.value_span.start : port.value_span.end] == "8"
    assert flag.name_span is not None
    assert text[flag.name_span.start : flag.name_span.end] == "--enable-hisparse"


def test_embedded_edit_spanning_lines_apart_is_refused() -> None:
    """A console block's command lines around an output line: a removal that takes the
    `\\` of one line and the next line cannot be written across the output."""
    text = "$ python -m sglang.launch_server --enable-hisparse \\\nout\n  --port 1\n"
    second = text.index("  --port")
    block = Block("shell", (Line(0, second - 4, 2), Line(second, len(text))))
    reading = read(text, block)
    assert reading is not None
    port = reading.sites[0].last("port")
    assert port is not None
    with pytest.raises(UnwritableEditError):
        replacements(reading, [Edit(EditKind.REMOVE, port)])


# --- properties -------------------------------------------------------------

PROSE = st.lists(
    st.sampled_from(
        [
            "Some words about HiSparse.\n",
            "Use `--enable-hisparse --kv-cache-dtype fp8_e5m2` carefully.\n",
            "\n",
            "- a list item\n",
            "> quoted --kv-cache-dtype mxfp8\n",
            (
                "```text\n"
                "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype nvfp4\n"
                "```\n"
            ),
        ]
    ),
    max_size=4,
)
OPTIONS = st.lists(
    st.sampled_from(
        [
            "--kv-cache-dtype fp8_e5m2",
            "--kv-cache-dtype bfloat16",
            "--dsa-decode-backend tilelang",
            "--enable-mixed-chunk",
            "--tp 8",
            "--disable-radix-cache",
            "--nsa-decode-backend flashmla_sparse",
        ]
    ),
    max_size=4,
)


@st.composite
def documents(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        parts += draw(PROSE)
        options = draw(OPTIONS)
        hisparse = draw(st.booleans())
        words = ["python3 -m sglang.launch_server", *(["--enable-hisparse"] if hisparse else [])]
        words += options
        split = draw(st.booleans())
        command = " \\\n  ".join(words) if split else " ".join(words)
        indent = draw(st.sampled_from(["", "   ", "> "]))
        fence = draw(st.sampled_from(["```bash", "~~~sh", "```console"]))
        if fence == "```console":
            command = "$ " + command
        body = "".join(indent + line + "\n" for line in [fence, *command.split("\n"), fence[:3]])
        parts += ["\n", body, "\n"]
    return "".join(parts)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents())
def test_property_second_fix_changes_nothing_and_prose_kept(text: str) -> None:
    fixed = fix(text)
    assert fix(fixed) == fixed
    if "--enable-hisparse" not in text.replace("```text\npython", ""):
        assert fixed == text
    kept = [
        line
        for line in text.splitlines()
        if not line.lstrip("> ").startswith(("--", "python3", "$ "))
    ]
    assert [line for line in fixed.splitlines() if line in kept] == kept


# --- what is not a launch: transcripts of a failure, counter-examples -------------


TRANSCRIPTS = {
    "traceback": (
        f"```console\n$ {LAUNCH} --kv-cache-dtype fp8_e5m2\n"
        "Traceback (most recent call last):\nValueError: HiSparse supports ...\n```\n"
    ),
    "exception-line": f"```console\n$ {LAUNCH} --enable-mixed-chunk\nAssertionError: no\n```\n",
    "argparse": (
        "```console\n$ sglang serve --enable-hisparse --nsa-decode-backend flashmla_kv\n"
        "usage: sglang serve [-h] ...\n"
        "sglang serve: error: unrecognized arguments: --nsa-decode-backend\n```\n"
    ),
    "log-error": f"```console\n$ {LAUNCH} --enable-mixed-chunk\n[2026-01-01] ERROR boom\n```\n",
    "pycon": (
        "```pycon\n>>> sgl.Engine(enable_hisparse=True,\n"
        '...            kv_cache_dtype="mxfp8")\n'
        "Traceback (most recent call last):\nValueError: HiSparse ...\n```\n"
    ),
}


@pytest.mark.parametrize("text", list(TRANSCRIPTS.values()), ids=list(TRANSCRIPTS))
def test_a_session_command_shown_failing_is_not_read(text: str) -> None:
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    assert result.findings == ()


def test_only_the_command_shown_failing_is_left_alone() -> None:
    text = (
        f"```console\n$ {LAUNCH} --enable-mixed-chunk\nValueError: mixed chunk\n"
        f"$ {LAUNCH} --enable-mixed-chunk\nready\n```\n"
    )
    fixed = fix(text)
    assert fixed == text.replace(f"$ {LAUNCH} --enable-mixed-chunk\nready", f"$ {LAUNCH}\nready")


def test_a_failing_command_that_is_not_a_launch_does_not_hide_the_launch() -> None:
    text = f"```console\n$ pip install x\nerror: no\n$ {LAUNCH} --enable-mixed-chunk\n```\n"
    assert fix(text) == text.replace(" --enable-mixed-chunk", "")


COUNTER_EXAMPLES = [
    "Before:",
    "**Before:**",
    "Wrong:",
    "Don't:",
    "❌ Don't do this:",
    "Incorrect",
    "This fails:",
    "This fails with SGLang 0.5.23:",
    "# Before",
    "### Wrong",
    "- Bad:",
]


@pytest.mark.parametrize("intro", COUNTER_EXAMPLES)
def test_a_block_introduced_as_what_not_to_run_is_not_read(intro: str) -> None:
    indent = "  " if intro.startswith("- ") else ""
    text = f"{intro}\n\n{indent}```bash\n{indent}{LAUNCH} --enable-mixed-chunk\n{indent}```\n"
    assert markdown_format.find_sites(text) == []
    assert fix(text) == text


@pytest.mark.parametrize(
    "intro",
    [
        "Before you start, launch the server:",
        "Don't forget to disable the radix cache:",
        "Run:",
        "After:",
        "Before:\n\nThen the real launch:",
    ],
)
def test_other_introductions_leave_the_block_read(intro: str) -> None:
    text = f"{intro}\n\n```bash\n{LAUNCH} --enable-mixed-chunk\n```\n"
    assert fix(text) == text.replace(" --enable-mixed-chunk", "")


def test_the_readme_before_block_is_not_edited() -> None:
    """The tool's own README shows a "Before:" launch SGLang refuses: it is not fixed."""
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    result = fix_text(readme, MARKDOWN, Settings())
    assert result.text == readme
    assert [item.finding for item in result.findings if item.finding.code != "HSF000"] == []


def test_the_readme_suppression_example_passes_check() -> None:
    text = (
        "```sh\n# hisparse-fix: ignore[HSF003]  (this image patches SGLang)\n"
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\\n"
        "  --dsa-decode-backend tilelang\n```\n"
    )
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    assert result.findings == ()


def test_two_backends_that_need_different_dtypes_name_each() -> None:
    text = (
        f"```sh\n{LAUNCH} --dsa-prefill-backend flashmla_kv "
        "--dsa-decode-backend flashmla_sparse\n```\n"
    )
    (item,) = fix_text(text, MARKDOWN, Settings()).findings
    assert item.finding.code == "HSF010"
    assert item.finding.message.startswith(
        "--dsa-prefill-backend flashmla_kv needs fp8_e4m3 but "
        "--dsa-decode-backend flashmla_sparse needs bfloat16"
    )


# --- sections: steps and alternatives, platforms ---------------------------------


def _launch(options: str) -> str:
    return f"```bash\n{LAUNCH} {options}\n```\n"


def test_sibling_alternatives_are_not_one_script() -> None:
    text = (
        "## Option A: CPU\n\n```bash\nexport SGLANG_USE_CPU_ENGINE=1\n```\n\n"
        "## Option B: H200\n\n" + _launch("--kv-cache-dtype fp8_e5m2")
    )
    assert fix(text) == text.replace("fp8_e5m2", "fp8_e4m3")


def test_an_earlier_step_section_runs_before() -> None:
    text = "## Setup\n\n```bash\nexport SGLANG_USE_CPU_ENGINE=1\n```\n\n## Run\n\n" + _launch(
        "--kv-cache-dtype fp8_e5m2"
    )
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    assert {item.finding.severity.value for item in result.findings} == {"unfixable"}


def test_a_subsection_sees_its_parent_section() -> None:
    text = (
        "## Option B: H200\n\n```bash\nexport SGLANG_USE_CPU_ENGINE=1\n```\n\n"
        "### Launch\n\n" + _launch("--kv-cache-dtype fp8_e5m2")
    )
    assert fix(text) == text


def test_content_tabs_are_alternatives() -> None:
    text = (
        '=== "CPU"\n\n    ```bash\n    export SGLANG_USE_CPU_ENGINE=1\n    ```\n\n'
        '=== "H200"\n\n    ```bash\n'
        f"    {LAUNCH} --kv-cache-dtype fp8_e5m2\n    ```\n"
    )
    assert fix(text) == text.replace("fp8_e5m2", "fp8_e4m3")


@pytest.mark.parametrize(
    ("heading", "platform"),
    [
        ("## Option A: CPU", "cpu"),
        ("## Ascend NPU", "npu"),
        ("## Intel XPU", "xpu"),
        ("## Gaudi", "hpu"),
    ],
)
def test_a_launch_under_a_platform_heading_is_not_judged_as_cuda(
    heading: str, platform: str
) -> None:
    text = f"{heading}\n\n" + _launch("--dsa-decode-backend tilelang")
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    ((finding, line),) = [(item.finding, item.line) for item in result.findings]
    assert (finding.code, line) == ("HSF000", 4)
    assert f"`{heading.lstrip('# ')}` (line 1)" in finding.message
    assert f"the {platform} platform" in finding.message


@pytest.mark.parametrize("heading", ["### On AMD MI300X", "## ROCm"])
def test_a_launch_under_a_rocm_heading_is_judged_as_rocm(heading: str) -> None:
    """`tilelang` is a ROCm backend: judged as CUDA it would be dropped."""
    text = f"{heading}\n\n" + _launch("--dsa-decode-backend tilelang")
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text and result.findings == ()
    refused = f"{heading}\n\n" + _launch("--kv-cache-dtype fp8_e5m2")
    fixed = fix_text(refused, MARKDOWN, Settings())
    assert fixed.text == refused.replace("fp8_e5m2", "fp8_e4m3")


def test_a_launch_that_says_its_platform_is_judged_under_any_heading() -> None:
    text = "## Option A: CPU\n\n" + _launch("--device cpu")
    assert fix(text) == text.replace(" --enable-hisparse", "")


@pytest.mark.parametrize("heading", ["## On H200", "## CPU offload sizing", "## Architecture"])
def test_other_headings_leave_the_launch_judged(heading: str) -> None:
    text = f"{heading}\n\n" + _launch("--enable-mixed-chunk")
    assert fix(text) == text.replace(" --enable-mixed-chunk", "")


# --- state shared between blocks ---------------------------------------------------


def test_a_variable_read_by_a_later_launch_without_hisparse_is_not_edited() -> None:
    text = (
        "```bash\nexport KV=fp8_e5m2\n```\n\n"
        "```bash\npython3 -m sglang.launch_server --kv-cache-dtype $KV --port 1\n```\n\n"
        + _launch("--kv-cache-dtype $KV")
    )
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    assert "the launch on line 6" in result.findings[-1].finding.message


def test_a_variable_read_by_a_later_sglang_program_is_not_edited() -> None:
    text = (
        "```bash\nexport KV=fp8_e5m2\n```\n\n"
        + _launch("--kv-cache-dtype $KV")
        + "\n```bash\npython3 -m sglang.bench_offline_throughput --kv-cache-dtype $KV\n```\n"
    )
    assert fix(text) == text


def test_python_blocks_are_one_program() -> None:
    text = (
        '```python\nkw = dict(kv_cache_dtype="fp8_e5m2")\n```\n\n'
        "```python\nimport sglang as sgl\n"
        "sgl.Engine(enable_hisparse=True, disable_radix_cache=True, **kw)\n```\n"
    )
    assert fix(text) == text.replace("fp8_e5m2", "fp8_e4m3")


def test_a_python_sketch_that_does_not_parse_does_not_hide_the_program() -> None:
    text = (
        '```python\nkw = dict(kv_cache_dtype="fp8_e5m2")\n```\n\n```python\nEngine(...\n```\n\n'
        "```python\nimport sglang as sgl\n"
        "sgl.Engine(enable_hisparse=True, disable_radix_cache=True, **kw)\n```\n"
    )
    assert fix(text) == text.replace("fp8_e5m2", "fp8_e4m3")


def test_a_config_written_by_a_heredoc_is_named() -> None:
    text = (
        "```bash\ncat > hs.yaml <<'EOF'\n"
        "enable-hisparse: true\nkv-cache-dtype: fp8_e5m2\nEOF\n```\n\n"
        "```bash\npython3 -m sglang.launch_server --config ./hs.yaml\n```\n"
    )
    result = fix_text(text, MARKDOWN, Settings())
    assert result.text == text
    found = {(item.finding.code, item.line): item.finding.message for item in result.findings}
    assert "the heredoc on line 2" in found["HSF000", 9]
    # The heredoc itself is reported too: its refused dtype is not edited.
    assert "holds HiSparse settings" in found["HSF000", 3]
    assert ("HSF002", 3) in found


# --- other documentation formats -----------------------------------------------------


@pytest.mark.parametrize("name", ["README.mdx", "docs/serve.md", "x.markdown"])
def test_markdown_file_names(name: str) -> None:
    fmt = format_for(name)
    assert fmt is not None and fmt.name == "markdown"


FENCES = [
    (
        "myst-code-block",
        f"```{{code-block}} bash\n:caption: x\n{LAUNCH} --enable-mixed-chunk\n```\n",
        f"```{{code-block}} bash\n:caption: x\n{LAUNCH}\n```\n",
    ),
    (
        "mkdocs-tab",
        f'=== "H200"\n\n    ```bash\n    {LAUNCH} --enable-mixed-chunk\n    ```\n',
        f'=== "H200"\n\n    ```bash\n    {LAUNCH}\n    ```\n',
    ),
    (
        "mkdocs-admonition",
        f'!!! tip "Launch"\n\n    ```sh\n    {LAUNCH} --enable-mixed-chunk\n    ```\n',
        f'!!! tip "Launch"\n\n    ```sh\n    {LAUNCH}\n    ```\n',
    ),
    (
        "pycon",
        "```pycon\n>>> import sglang as sgl\n>>> sgl.Engine(enable_hisparse=True,\n"
        '...     disable_radix_cache=True, kv_cache_dtype="mxfp8")\n<Engine>\n```\n',
        "```pycon\n>>> import sglang as sgl\n>>> sgl.Engine(enable_hisparse=True,\n"
        '...     disable_radix_cache=True, kv_cache_dtype="fp8_e4m3")\n<Engine>\n```\n',
    ),
    (
        "python-doctest",
        "```python\n>>> sgl.Engine(enable_hisparse=True, disable_radix_cache=True,"
        ' kv_cache_dtype="mxfp8")\n```\n',
        "```python\n>>> sgl.Engine(enable_hisparse=True, disable_radix_cache=True,"
        ' kv_cache_dtype="fp8_e4m3")\n```\n',
    ),
    (
        "docker",
        '```docker\nFROM x\nCMD ["python3", "-m", "sglang.launch_server", '
        '"--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk"]\n```\n',
        '```docker\nFROM x\nCMD ["python3", "-m", "sglang.launch_server", '
        '"--enable-hisparse", "--disable-radix-cache"]\n```\n',
    ),
]


@pytest.mark.parametrize(("before", "after"), [c[1:] for c in FENCES], ids=[c[0] for c in FENCES])
def test_documentation_fences(before: str, after: str) -> None:
    assert fix(before) == after
    assert fix(after) == after


def test_an_indented_code_block_is_not_read_as_markdown() -> None:
    text = f"Para.\n\n    ```bash\n    {LAUNCH} --enable-mixed-chunk\n    ```\n"
    assert fix(text) == text


def test_a_counter_example_session_is_not_noted_either() -> None:
    text = f"Wrong:\n\n```console\n\u276f {LAUNCH} --enable-mixed-chunk\n```\n"
    assert fix_text(text, MARKDOWN, Settings()).findings == ()


@pytest.mark.parametrize(
    ("earlier", "later", "seen"),
    [
        ((), ("Run",), True),
        (("Setup",), ("Run",), True),
        (("Guide",), ("Guide", "Launch"), True),
        (("Option A: CPU",), ("Option B: H200",), False),
        (("On AMD MI300X",), ("On H200",), False),
        (("Guide", "Launch"), ("Guide",), False),
    ],
)
def test_which_sections_run_before(
    earlier: tuple[str, ...], later: tuple[str, ...], seen: bool
) -> None:
    def section(names: tuple[str, ...]) -> tuple[Heading, ...]:
        return tuple(Heading(1 + len(name), level, name) for level, name in enumerate(names, 2))

    assert visible(section(earlier), section(later)) is seen


def test_lines_a_block_s_reading_names_are_the_file_s() -> None:
    """The shell reading of a block numbers its own lines; findings name the file's."""
    text = (
        "# Title\n\nProse.\n\n```bash\n"
        'if [ -n "$CPU" ]; then\n  export SGLANG_USE_CPU_ENGINE=1\nfi\n'
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
        " --kv-cache-dtype fp8_e5m2\n```\n"
    )
    fixed = fix_text(text, BY_NAME["markdown"], Settings())
    messages = " ".join(item.finding.message for item in fixed.findings)
    assert "the `if` on line 6" in messages
    assert "on line 1 " not in messages


@pytest.mark.parametrize(
    ("label", "example"),
    [
        ("The following does **not** work, and SGLang refuses it:", True),
        ("This command fails:", True),
        ("These examples will fail:", True),
        (" DOES NOT WORK: HiSparse cannot run on CPU", True),
        ("The following works on every GPU:", False),
        ("Before you start, install SGLang:", False),
        ("Old:", True),
        ("Old and new spellings side by side", False),
        ("### Reproduction", True),
        ("Steps to reproduce:", True),
        ("Reproducibility notes for the benchmark", False),
    ],
)
def test_a_label_says_what_not_to_run(label: str, example: bool) -> None:
    from hisparse_fix.formats.markdown.context import counter_example

    assert counter_example(label) is example


@pytest.mark.parametrize(
    "after",
    [
        "This fails because HiSparse takes bfloat16 or fp8_e4m3.\n",
        "gives:\n\n```text\nValueError: HiSparse requires one of ('bfloat16', 'fp8_e4m3')\n```\n",
    ],
)
def test_a_block_shown_failing_by_what_follows_it_is_not_read(after: str) -> None:
    text = _launch("--kv-cache-dtype fp8_e5m2") + "\n" + after
    assert fix(text) == text


def test_a_block_followed_by_other_prose_is_read() -> None:
    text = _launch("--kv-cache-dtype fp8_e5m2") + "\nThen open http://localhost:30000.\n"
    assert fix(text) == text.replace("fp8_e5m2", "fp8_e4m3")
