"""The Dockerfile adapter: exec and shell form, stages and ENV, as before/after pairs."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import fix_text, process_bytes
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats import dockerfile as dockerfile_format
from hisparse_fix.sglang.settings import Settings

DOCKERFILE = BY_NAME["dockerfile"]
ENTRY = '"python3", "-m", "sglang.launch_server"'


def fix(before: str) -> str:
    return fix_text(before, DOCKERFILE, Settings()).text


CASES = [
    (
        "exec-set-value",
        (
            "FROM x\n"
            f'CMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache", '
            '"--kv-cache-dtype", "mxfp8"]\n'
        ),
        (
            "FROM x\n"
            f'CMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache", '
            '"--kv-cache-dtype", "fp8_e4m3"]\n'
        ),
    ),
    (
        "exec-inline-value-and-add-inline",
        f'FROM x\nCMD [{ENTRY},"--enable-hisparse","--kv-cache-dtype=fp8_e5m2"]\n',
        (
            "FROM x\n"
            "CMD "
            f'[{ENTRY},"--enable-hisparse","--disable-radix-cache","--kv-cache-dtype=fp8_e4m3"]\n'
        ),
    ),
    (
        "exec-add-own-line-after-last-item",
        f'FROM x\nCMD [{ENTRY}, \\\n     "--enable-hisparse"]\n',
        f'FROM x\nCMD [{ENTRY}, \\\n     "--enable-hisparse", \\\n     "--disable-radix-cache"]\n',
    ),
    (
        "exec-add-own-line-after-last-item-crlf-without-final-newline",
        f'FROM x\r\nCMD [{ENTRY}, \\\r\n     "--enable-hisparse"]',
        f'FROM x\r\nCMD [{ENTRY}, \\\r\n     "--enable-hisparse", \\\r\n'
        '     "--disable-radix-cache"]',
    ),
    (
        "exec-add-own-line-after-last-item-lf-without-final-newline",
        f'FROM x\nCMD [{ENTRY}, \\\n     "--enable-hisparse"]',
        f'FROM x\nCMD [{ENTRY}, \\\n     "--enable-hisparse", \\\n     "--disable-radix-cache"]',
    ),
    (
        "exec-remove-middle-and-last",
        (
            "FROM x\n"
            f'CMD [{ENTRY}, "--enable-hisparse", "--enable-mixed-chunk", '
            '"--disable-radix-cache", "--dsa-decode-backend", "tilelang"]\n'
        ),
        f'FROM x\nCMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache"]\n',
    ),
    (
        "exec-rename-keeps-escapes",
        (
            "FROM x\n"
            f'CMD [{ENTRY}, "--enable-hisparse", "--kv-cache-dtype", "bfloat16", '
            f'"--disable-radix-cache", "--hisparse-config", "{{\\"top_k\\": '
            f'2048}}", "--nsa-decode-backend", "flashmla_sparse"]\n'
        ),
        (
            "FROM x\n"
            f'CMD [{ENTRY}, "--enable-hisparse", "--kv-cache-dtype", "bfloat16", '
            f'"--disable-radix-cache", "--hisparse-config", "{{\\"top_k\\": '
            f'2048}}", "--dsa-decode-backend", "flashmla_sparse"]\n'
        ),
    ),
    (
        "entrypoint-plus-cmd-one-launch",
        (
            "FROM x\n"
            f"ENTRYPOINT [{ENTRY}]\n"
            'CMD ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]\n'
        ),
        (
            "FROM x\n"
            f"ENTRYPOINT [{ENTRY}]\n"
            'CMD ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]\n'
        ),
    ),
    (
        "env-cpu-engine-disables",
        (
            "FROM x\n"
            "ENV SGLANG_USE_CPU_ENGINE=1\n"
            f"ENTRYPOINT [{ENTRY}]\n"
            'CMD ["--enable-hisparse", "--port", "1"]\n'
        ),
        f'FROM x\nENV SGLANG_USE_CPU_ENGINE=1\nENTRYPOINT [{ENTRY}]\nCMD ["--port", "1"]\n',
    ),
    (
        "env-legacy-form-after-cmd-reaches-it",
        f'FROM x\nCMD [{ENTRY}, "--port", "1", "--enable-hisparse"]\nENV SGLANG_USE_CPU_ENGINE 1\n',
        f'FROM x\nCMD [{ENTRY}, "--port", "1"]\nENV SGLANG_USE_CPU_ENGINE 1\n',
    ),
    (
        "run-shell-form-continuations",
        (
            "FROM x\n"
            "RUN python3 -m sglang.compile_deep_gemm \\\n"
            "    --enable-hisparse \\\n"
            "    --kv-cache-dtype mxfp8\n"
        ),
        (
            "FROM x\n"
            "RUN python3 -m sglang.compile_deep_gemm \\\n"
            "    --enable-hisparse \\\n"
            "    --disable-radix-cache \\\n"
            "    --kv-cache-dtype fp8_e4m3\n"
        ),
    ),
    (
        "cmd-shell-form-with-flags-inline",
        "FROM x\nCMD sglang serve --enable-hisparse --kv-cache-dtype fp8_e5m2 --port 1\n",
        (
            "FROM x\n"
            "CMD sglang serve --enable-hisparse --disable-radix-cache "
            "--kv-cache-dtype fp8_e4m3 --port 1\n"
        ),
    ),
    (
        "run-with-mount-flag-and-comment-inside",
        (
            "FROM x\n"
            "RUN --mount=type=cache,target=/c python -m sglang.launch_server \\\n"
            "  # note\n"
            "  --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4\n"
        ),
        (
            "FROM x\n"
            "RUN --mount=type=cache,target=/c python -m sglang.launch_server \\\n"
            "  # note\n"
            "  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3\n"
        ),
    ),
]


@pytest.mark.parametrize(("before", "after"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_fix(before: str, after: str) -> None:
    assert fix(before) == after
    assert fix(after) == after


UNCHANGED = {
    "new-stage-drops-env": (
        "FROM x AS a\n"
        "ENV SGLANG_USE_CPU_ENGINE=1\n"
        "FROM y\n"
        f'CMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache"]\n'
    ),
    "heredoc-input-to-another-command": (
        "FROM x\n"
        "COPY <<EOF /start.sh\n"
        "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
        "EOF\n"
    ),
    "echo-and-label": (
        "FROM x\n"
        'LABEL d="--enable-hisparse --kv-cache-dtype fp8_e5m2"\n'
        'RUN echo "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"\n'
    ),
    "not-json-is-shell-form-without-launch": (
        "FROM x\nCMD [--enable-hisparse, --kv-cache-dtype, fp8_e5m2]\n"
    ),
}


@pytest.mark.parametrize("text", list(UNCHANGED.values()), ids=list(UNCHANGED))
def test_unchanged(text: str) -> None:
    assert fix(text) == text


def test_new_stage_from_earlier_stage_inherits_env_and_entrypoint() -> None:
    text = (
        "FROM x AS base\nENV SGLANG_USE_CPU_ENGINE=1\n"
        f'ENTRYPOINT [{ENTRY}]\nFROM base\nCMD ["--enable-hisparse"]\n'
    )
    assert fix(text).endswith("CMD []\n")


def test_entrypoint_without_cmd_is_open() -> None:
    (site,) = dockerfile_format.find_sites(f'FROM x\nENTRYPOINT [{ENTRY}, "--enable-hisparse"]\n')
    assert site.open


def test_cmd_options_for_an_entrypoint_script_are_read_by_it_not_edited() -> None:
    text = (
        'FROM x\nENTRYPOINT ["/entrypoint.sh"]\n'
        'CMD ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
    )
    (site,) = dockerfile_format.find_sites(text)
    assert site.open and site.partial and site.hisparse_enabled
    assert "`/entrypoint.sh` (the ENTRYPOINT on line 2)" in site.notes[0].message
    assert fix(text) == text


def test_cmd_options_for_an_inherited_entrypoint_are_an_open_fragment() -> None:
    text = 'FROM x\nCMD ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
    (site,) = dockerfile_format.find_sites(text)
    assert site.open and not site.partial
    assert "fp8_e4m3" in fix(text)


def test_build_argument_cpu_switch_is_noted() -> None:
    text = (
        "FROM x\nARG CPU\nENV SGLANG_USE_CPU_ENGINE=$CPU\n"
        f'CMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache"]\n'
    )
    (site,) = dockerfile_format.find_sites(text)
    assert site.notes and "build argument" in site.notes[0].message


def test_escape_directive_shell_form_is_noted_not_edited() -> None:
    text = (
        "# escape=`\nFROM x\nRUN python -m sglang.launch_server `\n"
        "  --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    )
    result = fix_text(text, DOCKERFILE, Settings())
    assert result.text == text
    # the note, and HiSparse judged as a launch whose other options are not known,
    # as for a shell string in any format that cannot be read
    assert [item.finding.code for item in result.findings] == ["HSF000", "HSF004"]


HEREDOCS = [
    (
        "run-heredoc-is-a-shell-script",
        "FROM x\nRUN <<EOF\nset -e\npython3 -m sglang.launch_server \\\n"
        "  --enable-hisparse \\\n  --kv-cache-dtype fp8_e5m2\nEOF\n",
        "FROM x\nRUN <<EOF\nset -e\npython3 -m sglang.launch_server \\\n"
        "  --enable-hisparse \\\n  --disable-radix-cache \\\n  --kv-cache-dtype fp8_e4m3\nEOF\n",
    ),
    (
        "heredoc-fed-to-bash-with-tabs",
        "FROM x\nRUN <<-EOT bash -ex\n\tpython3 -m sglang.launch_server --enable-hisparse "
        "--disable-radix-cache --enable-mixed-chunk\nEOT\n",
        "FROM x\nRUN <<-EOT bash -ex\n\tpython3 -m sglang.launch_server --enable-hisparse "
        "--disable-radix-cache\nEOT\n",
    ),
    (
        "heredoc-sees-stage-env",
        "FROM x\nENV SGLANG_USE_CPU_ENGINE=1\nRUN <<EOF\n"
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache\nEOF\n",
        "FROM x\nENV SGLANG_USE_CPU_ENGINE=1\nRUN <<EOF\n"
        "python3 -m sglang.launch_server --disable-radix-cache\nEOF\n",
    ),
]


@pytest.mark.parametrize(
    ("before", "after"), [c[1:] for c in HEREDOCS], ids=[c[0] for c in HEREDOCS]
)
def test_heredoc(before: str, after: str) -> None:
    assert fix(before) == after
    assert fix(after) == after


def test_heredoc_given_to_another_command_is_noted() -> None:
    text = (
        "FROM x\nRUN <<EOF cat > /start.sh\n"
        "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\nEOF\n"
    )
    result = fix_text(text, DOCKERFILE, Settings())
    assert result.text == text
    codes = [(item.finding.code, item.line) for item in result.findings]
    assert codes == [("HSF000", 3), ("HSF004", 3)]


def test_stage_inheriting_the_launch_in_another_environment_is_its_own_run() -> None:
    text = (
        f"FROM x AS base\nENTRYPOINT [{ENTRY}]\n"
        'CMD ["--enable-hisparse", "--disable-radix-cache"]\n'
        "FROM base AS cpu\nENV SGLANG_USE_CPU_ENGINE=1\n"
    )
    result = fix_text(text, DOCKERFILE, Settings())
    assert result.text == text
    ((finding, line),) = [(item.finding, item.line) for item in result.findings]
    assert (finding.code, finding.severity.value, line) == ("HSF001", "unfixable", 3)
    runs = [site.run for site in dockerfile_format.find_sites(text)]
    assert runs == ["", "in stage `cpu` (line 4)"]


def test_stage_inheriting_the_launch_in_the_same_environment_is_not_read_twice() -> None:
    text = f'FROM x AS base\nCMD [{ENTRY}, "--enable-hisparse"]\nFROM base AS final\nRUN echo hi\n'
    assert len(dockerfile_format.find_sites(text)) == 1


def test_inherited_cmd_is_dropped_by_an_own_entrypoint() -> None:
    text = (
        'FROM x AS base\nCMD ["--kv-cache-dtype", "fp8_e5m2"]\n'
        f'FROM base AS server\nENV A=1\nENTRYPOINT [{ENTRY}, "--enable-hisparse", '
        '"--disable-radix-cache"]\n'
    )
    assert fix(text) == text


def test_broken_dockerfile_is_a_file_error() -> None:
    data = b"FROM x\nRUN <<EOF\npython -m sglang.launch_server --enable-hisparse\n"
    result = process_bytes("Dockerfile", data, DOCKERFILE, Settings())
    assert result.problem is not None and not result.changed


@pytest.mark.parametrize(
    "name",
    [
        "Dockerfile",
        "Dockerfile.cuda",
        "serve.Dockerfile",
        "Containerfile",
        "Dockerfile-cuda",
        "Dockerfile_rocm",
        "cuda.Dockerfile",
        "Containerfile-rocm",
        "serve.containerfile",
    ],
)
def test_file_names(name: str) -> None:
    fmt = format_for(name)
    assert fmt is not None and fmt.name == "dockerfile"


@pytest.mark.parametrize("name", ["Dockerfiles", "DockerfileX", "Dockerfile.md", "my-Dockerfile"])
def test_names_that_are_not_dockerfiles(name: str) -> None:
    fmt = format_for(name)
    assert fmt is None or fmt.name != "dockerfile"


DEAD = [
    (
        "cmd-then-cmd",
        f'FROM x\nCMD [{ENTRY}, "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
        f'CMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache"]\n',
    ),
    (
        "exec-cmd-then-shell-cmd",
        f'FROM x\nCMD [{ENTRY}, "--enable-hisparse", "--enable-mixed-chunk"]\n'
        "CMD python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache\n",
    ),
    (
        "entrypoint-then-entrypoint",
        f'FROM x\nENTRYPOINT [{ENTRY}, "--enable-hisparse", "--kv-cache-dtype", "mxfp8"]\n'
        f'ENTRYPOINT [{ENTRY}]\nCMD ["--enable-hisparse", "--disable-radix-cache"]\n',
    ),
    (
        "shell-entrypoint-then-exec",
        "FROM x\nENTRYPOINT python3 -m sglang.launch_server --enable-hisparse --tp 8\n"
        f'ENTRYPOINT [{ENTRY}, "--enable-hisparse", "--disable-radix-cache"]\n',
    ),
]


@pytest.mark.parametrize("text", [c[1] for c in DEAD], ids=[c[0] for c in DEAD])
def test_an_earlier_cmd_or_entrypoint_of_a_stage_is_not_a_launch(text: str) -> None:
    """Only the last CMD and ENTRYPOINT of a stage run: the dead one is neither edited
    nor reported, and the live one is read."""
    result = fix_text(text, DOCKERFILE, Settings())
    assert result.text == text
    assert result.findings == ()
    (site,) = dockerfile_format.find_sites(text)
    assert site.span.start > text.index("\n", text.index("\n") + 1)


def test_the_last_cmd_is_fixed_and_the_dead_one_kept() -> None:
    text = (
        f'FROM x\nCMD [{ENTRY}, "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
        f'CMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", '
        '"fp8_e5m2"]\n'
    )
    first, second = text.splitlines(keepends=True)[1:]
    assert fix(text) == "FROM x\n" + first + second.replace("fp8_e5m2", "fp8_e4m3")


def test_a_dead_cmd_in_one_stage_does_not_hide_the_next_stage() -> None:
    text = (
        f'FROM x\nCMD [{ENTRY}, "--enable-hisparse"]\nCMD ["bash"]\n'
        f'FROM y\nCMD [{ENTRY}, "--enable-hisparse", "--disable-radix-cache", '
        '"--enable-mixed-chunk"]\n'
    )
    assert fix(text) == text.replace(', "--enable-mixed-chunk"', "")


# --- properties -------------------------------------------------------------

OTHER = st.sampled_from(
    [
        "RUN pip install -U pip\n",
        "# a comment with --enable-hisparse --kv-cache-dtype fp8_e5m2\n",
        "ENV HF_HOME=/models\n",
        "WORKDIR /app\n",
        'LABEL note="--kv-cache-dtype mxfp8"\n',
        "ARG MODEL=x\n",
    ]
)
ITEMS = st.lists(
    st.sampled_from(
        [
            ("--kv-cache-dtype", "fp8_e5m2"),
            ("--kv-cache-dtype", "bfloat16"),
            ("--dsa-decode-backend", "tilelang"),
            ("--enable-mixed-chunk", None),
            ("--port", "30000"),
            ("--disable-radix-cache", None),
            ("--nsa-decode-backend", "flashmla_kv"),
        ]
    ),
    max_size=4,
)


@st.composite
def dockerfiles(draw: st.DrawFn) -> str:
    lines = ["FROM lmsysorg/sglang:v0.5.23\n", *draw(st.lists(OTHER, max_size=3))]
    items = [("--enable-hisparse", None)] if draw(st.booleans()) else []
    items += draw(ITEMS)
    words = [word for name, value in items for word in (name, value) if word is not None]
    form = draw(st.sampled_from(["exec", "exec-lines", "shell", "entrypoint"]))
    if form == "shell":
        lines.append("CMD python3 -m sglang.launch_server " + " \\\n    ".join(words) + "\n")
    else:
        quoted = [f'"{word}"' for word in words]
        joiner = ", \\\n     " if form == "exec-lines" else ", "
        if form == "entrypoint":
            lines.append(f"ENTRYPOINT [{ENTRY}]\n")
            lines.append("CMD [" + joiner.join(quoted) + "]\n")
        else:
            lines.append("CMD [" + joiner.join([ENTRY, *quoted]) + "]\n")
    lines += draw(st.lists(OTHER, max_size=2))
    return "".join(lines)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(dockerfiles())
def test_property_idempotent_and_only_launch_lines_change(text: str) -> None:
    fixed = fix(text)
    assert fix(fixed) == fixed
    if not re.search(r"--enable-hisparse(?![\w-])", text):
        assert fixed == text
    kept = [line for line in text.splitlines() if not line.startswith(("CMD", "ENTRYPOINT", " "))]
    assert [line for line in fixed.splitlines() if line in kept] == kept


def test_an_exec_form_shell_script_is_read_as_a_shell_string() -> None:
    """The script of `["bash", "-c", ...]` is a shell string, read and edited as TOML and
    YAML hold one, inside its JSON quotes."""
    text = (
        "FROM lmsysorg/sglang:latest\n"
        'CMD ["bash", "-c", "python3 -m sglang.launch_server --enable-hisparse '
        '--kv-cache-dtype fp8_e5m2"]\n'
    )
    fixed = fix_text(text, BY_NAME["dockerfile"], Settings())
    assert fixed.text == text.replace(
        "--enable-hisparse --kv-cache-dtype fp8_e5m2",
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3",
    )
    assert [(item.finding.code, item.line) for item in fixed.findings] == [
        ("HSF004", 2),
        ("HSF002", 2),
    ]


def test_an_exec_form_shell_running_a_script_file_is_noted() -> None:
    text = 'FROM x\nCMD ["bash", "/opt/sglang/serve.sh"]\nENV SGLANG_X="--enable-hisparse"\n'
    fixed = fix_text(text, BY_NAME["dockerfile"], Settings())
    assert fixed.text == text
    assert [item.finding.code for item in fixed.findings] == ["HSF000"]
