"""What the shell reader makes of environments, containers, heredocs, loops and calls:
each case a launch whose verdict turns on one reading."""

from __future__ import annotations

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.shell.readers import _stretches
from hisparse_fix.formats.shell.state import cap_note
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, Severity, Span

LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2"
    " --enable-hisparse --disable-radix-cache"
)
E5M2 = f"{LAUNCH} --kv-cache-dtype fp8_e5m2"


def _fixed(script: str, **settings: object):
    return fix_text(script, BY_NAME["shell"], Settings(**settings))


def _left_with_one_finding(script: str) -> Finding:
    """The one finding of a script the tool leaves as it is."""
    fixed = _fixed(script)
    assert fixed.text == script
    (item,) = fixed.findings
    return item.finding


@pytest.mark.parametrize(
    "script",
    [
        f"docker run -e SGLANG_USE_CPU_ENGINE=1 img {E5M2}\n",
        f"docker run --env=SGLANG_USE_CPU_ENGINE=1 img {E5M2}\n",
        f"SGLANG_USE_CPU_ENGINE=0 env SGLANG_USE_CPU_ENGINE=1 {E5M2}\n",
    ],
)
def test_the_cpu_engine_passed_into_a_container_or_env_turns_hisparse_off(script: str) -> None:
    fixed = _fixed(script)
    assert fixed.text == script.replace(" --enable-hisparse", "")
    assert [item.finding.code for item in fixed.findings] == ["HSF001"]


@pytest.mark.parametrize(
    "script",
    [
        f"export SGLANG_USE_CPU_ENGINE=1\ndocker create img {E5M2}\n",
        f"export SGLANG_USE_CPU_ENGINE=1\ndocker run img {E5M2}\n",
        f"export SGLANG_USE_CPU_ENGINE=1\nenv --unset SGLANG_USE_CPU_ENGINE {E5M2}\n",
        f"export SGLANG_USE_CPU_ENGINE=1\nenv --unset=SGLANG_USE_CPU_ENGINE {E5M2}\n",
        f"export SGLANG_USE_CPU_ENGINE=1\nenv -u SGLANG_USE_CPU_ENGINE {E5M2}\n",
    ],
)
def test_a_container_or_unset_does_not_see_the_exported_cpu_engine(script: str) -> None:
    """`docker create`/`run` start from the image's environment, `env --unset` drops
    the variable: the launch runs on the GPU and only its dtype is fixed."""
    assert _fixed(script).text == script.replace("fp8_e5m2", "fp8_e4m3")


def test_a_launch_in_a_single_quoted_script_of_a_rocm_container_keeps_its_backend() -> None:
    script = f"docker run --device /dev/kfd img bash -lc '{LAUNCH} --dsa-decode-backend aiter'\n"
    """`/dev/kfd`, written before the quoted script, says the launch runs on ROCm,
    where `aiter` is SGLang's choice: nothing to report."""
    fixed = _fixed(script)
    assert (fixed.text, fixed.findings) == (script, ())
    assert "aiter" not in _fixed(script, platform="cuda", platform_chosen=True).text


def test_an_array_joined_into_one_word_is_a_warning_not_an_edit() -> None:
    script = f'ARGS=(--kv-cache-dtype fp8_e5m2)\n{LAUNCH} "${{ARGS[*]}}"\n'
    finding = _left_with_one_finding(script)
    assert finding.severity is Severity.WARNING
    assert '`"${ARGS[*]}"` expands to words the tool cannot read here' in finding.message


def test_a_loop_over_eight_words_runs_once_for_each() -> None:
    """Eight words are followed one by one (`LOOP_ROUNDS`): the dtype is read, and
    the refused one cannot change since the others read the same option."""
    words = "bfloat16 auto fp8_e4m3 bfloat16 auto fp8_e4m3 bfloat16 fp8_e5m2"
    script = f"for kv in {words}; do\n  {LAUNCH} --kv-cache-dtype $kv\ndone\n"
    finding = _left_with_one_finding(script)
    assert finding.severity is Severity.UNFIXABLE
    assert "the `for` loop on line 1, which runs once for each of its words" in finding.message


def test_a_launch_sixteen_calls_deep_is_read() -> None:
    functions = "".join(f"f{n}() {{\n  f{n + 1}\n}}\n" for n in range(1, 16))
    script = f"{functions}f16() {{\n  {E5M2}\n}}\nf1\n"
    fixed = _fixed(script)
    assert fixed.text == script.replace("fp8_e5m2", "fp8_e4m3")
    assert [item.finding.code for item in fixed.findings] == ["HSF002"]


def test_a_heredoc_piped_on_its_first_line_is_reported() -> None:
    """`cat <<EOF | tee serve.sh` writes the launch on: tree-sitter-bash keeps the pipe
    inside the heredoc's redirect, where it must still be seen."""
    script = f"cat <<EOF | tee serve.sh\n{E5M2}\nEOF\n"
    fixed = _fixed(script)
    assert fixed.text == script
    assert any(
        "the heredoc on line 2 holds HiSparse settings" in item.finding.message
        for item in fixed.findings
    )


def test_a_heredoc_piped_to_bash_on_its_first_line_is_read_as_a_script() -> None:
    script = f"cat <<EOF | bash\n{E5M2}\nEOF\n"
    assert _fixed(script).text == script.replace("fp8_e5m2", "fp8_e4m3")


def test_a_heredoc_with_no_command_that_tree_sitter_cannot_read_is_an_error() -> None:
    """Read as `:`, the line `<<EOF` would turn the heredoc's body into the script's
    own launch, and the tool would edit text bash never runs."""
    with pytest.raises(ParseError, match="could not parse shell"):
        _fixed(f"<<EOF\n{E5M2}\nEOF\n")


def test_parallel_input_after_its_separator_is_unknown() -> None:
    """`::: fp8_e5m2 bfloat16` are the inputs `parallel` appends, one run each: the
    dtype is read as unknown, never as `:::`."""
    script = f"parallel {LAUNCH} --kv-cache-dtype ::: fp8_e5m2 bfloat16\n"
    fixed = _fixed(script)
    assert fixed.text == script
    assert [(item.finding.code, item.finding.severity) for item in fixed.findings] == [
        ("HSF002", Severity.WARNING)
    ]


@pytest.mark.parametrize(
    ("offsets", "spans"),
    [
        ([0, 1, 2], [(0, 3)]),
        ([0, 1, 8, 9], [(0, 2), (8, 10)]),
        ([8, 9, 0, 1], [(8, 10), (0, 2)]),
        ([-1, 4, 5, -1, 6], [(4, 7)]),
        ([2, 3, 5, 6], [(2, 3), (3, 7)]),
        ([3, 30], [(3, 4), (30, 31)]),
    ],
)
def test_a_readers_text_is_cut_where_its_characters_come_from_apart(
    offsets: list[int], spans: list[tuple[int, int]]
) -> None:
    """A word made of two values (`X="$A$B"`) reads two stretches of the file, each
    where its characters are written; a newline between two offsets cuts them too."""
    text = "ab\ncdefghij" + "k" * 30
    assert _stretches(text, offsets) == [Span(start, end) for start, end in spans]


def _nested(levels: int) -> str:
    tags = [f"T{level}" for level in range(levels)]
    opened = "".join(f"bash <<'{tag}'\n" for tag in tags)
    return opened + f"{E5M2}\n" + "".join(f"{tag}\n" for tag in reversed(tags))


def test_scripts_fed_to_a_shell_are_read_four_deep_and_reported_deeper() -> None:
    four = _nested(4)
    assert _fixed(four).text == four.replace("fp8_e5m2", "fp8_e4m3")
    five = _nested(5)
    fixed = _fixed(five)
    assert fixed.text == five
    assert "HSF000" in [item.finding.code for item in fixed.findings]


def test_a_variable_set_but_not_exported_is_not_in_the_launchs_environment() -> None:
    for script in (
        f"SGLANG_USE_CPU_ENGINE=1\n{E5M2}\n",
        f"read -r SGLANG_USE_CPU_ENGINE < flag.txt\n{E5M2}\n",
    ):
        assert _fixed(script).text == script.replace("fp8_e5m2", "fp8_e4m3")
    exported = f"export SGLANG_USE_CPU_ENGINE=1\n{E5M2}\n"
    assert _fixed(exported).text == exported.replace(" --enable-hisparse", "")


@pytest.mark.parametrize(
    ("lines", "where"),
    [({5}, "on line 5;"), ({9, 3}, "on lines 3 and 9;"), ({1, 2, 7}, "on lines 1, 2 and 7;")],
)
def test_the_cap_note_names_the_decisions_that_forked_the_runs(lines: set[int], where: str) -> None:
    note = cap_note(frozenset(lines), 256)
    assert note.startswith(
        f"more than 256 runs of the script reach this launch, forked by the decisions {where}"
    )


def test_mapfile_appending_at_an_origin_leaves_the_array_unknown() -> None:
    """`mapfile -O1 ARGS` keeps `ARGS[0]` and sets the rest from input: the launch's
    words are not all known, so the dtype is not edited."""
    script = (
        f'ARGS=(--kv-cache-dtype fp8_e5m2)\nmapfile -O1 ARGS < extra.txt\n{LAUNCH} "${{ARGS[@]}}"\n'
    )
    fixed = _fixed(script)
    assert fixed.text == script
    messages = [item.finding.message for item in fixed.findings]
    assert any("`mapfile` on line 2 sets it from input" in message for message in messages)


@pytest.mark.parametrize("value", ["fp8_e5m$((N+2))", '"fp8_e5m$((N+2))"'])
def test_arithmetic_in_a_value_is_unknown(value: str) -> None:
    script = f"N=0\n{LAUNCH} --kv-cache-dtype {value}\n"
    fixed = _fixed(script)
    assert fixed.text == script
    assert [(item.finding.code, item.finding.severity) for item in fixed.findings] == [
        ("HSF002", Severity.WARNING)
    ]


def test_a_containers_options_after_a_passed_variable_are_read() -> None:
    script = f"docker run -e HF_TOKEN --env-file gpu.env img {E5M2}\n"
    fixed = _fixed(script)
    assert fixed.text == script
    assert (
        "`--env-file gpu.env` loads variables the tool does not read"
        in fixed.findings[0].finding.message
    )


def test_mpiruns_options_after_a_genv_are_read() -> None:
    script = f"mpirun -genv NCCL_DEBUG INFO -x SGLANG_USE_CPU_ENGINE=1 {E5M2}\n"
    fixed = _fixed(script)
    assert [item.finding.code for item in fixed.findings] == ["HSF001"]
