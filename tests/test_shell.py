"""Shell adapter: before/after pairs for every launch shape and edit kind."""

from __future__ import annotations

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.errors import ParseError, UnwritableEditError
from hisparse_fix.formats.shell import find_sites
from hisparse_fix.formats.shell_text.view import map_site, replay
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import BackendFix, Settings
from hisparse_fix.vocabulary.limits import MAX_JOINED
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, EditKind, Span

SHELL = BY_NAME["shell"]
LAUNCH = "python3 -m sglang.launch_server"


RADIX = "HSF004"
"""Most launches below are about another rule and leave the radix cache on; HSF004
is off for them (`radix=True` turns it on), and has its own tests further down."""


def _settings(radix: bool, changes: dict[str, object]) -> Settings:
    if not radix and "ignore" not in changes and "select" not in changes:
        changes = {**changes, "ignore": (RADIX,)}
    return replace(Settings(), **changes)


def fix(source: str, *, radix: bool = False, **changes: object) -> str:
    return fix_text(source, SHELL, _settings(radix, changes)).text


def codes(source: str, *, radix: bool = False, **changes: object) -> list[str]:
    findings = fix_text(source, SHELL, _settings(radix, changes)).findings
    return [item.finding.code + ("" if item.fixable else ":warning") for item in findings]


# The three seed reports, from the command line's point of view.


def test_seed_kv_cache_dtype_fp8_e5m2_becomes_fp8_e4m3() -> None:
    before = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    after = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3\n"
    assert fix(before) == after


def test_seed_tilelang_with_fp8_is_dropped() -> None:
    before = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3 --dsa-decode-backend tilelang\n"
    after = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3\n"
    assert fix(before) == after


def test_seed_tilelang_replaced_with_release_default() -> None:
    before = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3 --dsa-decode-backend tilelang\n"
    after = (
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv\n"
    )
    assert fix(before, backend_fix=BackendFix.REPLACE) == after


def test_seed_cpu_device_turns_hisparse_off() -> None:
    before = f"{LAUNCH} --device cpu --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    after = f"{LAUNCH} --device cpu --kv-cache-dtype fp8_e5m2\n"
    assert fix(before) == after
    assert codes(before) == ["HSF001"]


def test_replace_with_auto_dtype_drops_since_the_default_depends_on_the_gpu() -> None:
    before = f"{LAUNCH} --enable-hisparse --dsa-decode-backend fa3\n"
    result = fix_text(before, SHELL, _settings(False, {"backend_fix": BackendFix.REPLACE}))
    assert result.text == f"{LAUNCH} --enable-hisparse\n"
    assert result.findings[0].finding.message.endswith(
        "picks the backend for the GPU's KV cache dtype"
    )
    rocm = _settings(False, {"backend_fix": BackendFix.REPLACE, "platform": "rocm"})
    assert fix_text(before, SHELL, rocm).text == before.replace("fa3", "tilelang")


def test_rocm_keeps_tilelang_and_drops_flashmla_kv() -> None:
    before = (
        f"{LAUNCH} --enable-hisparse --dsa-decode-backend tilelang"
        " --dsa-prefill-backend flashmla_kv\n"
    )
    after = f"{LAUNCH} --enable-hisparse --dsa-decode-backend tilelang\n"
    assert fix(before, platform="rocm") == after


def test_bf16_is_accepted_by_0_5_23() -> None:
    source = (
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype bf16 --dsa-decode-backend flashmla_sparse\n"
    )
    assert fix(source) == source
    assert codes(source) == []


# Values: rewritten in place, quoting kept.


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("--kv-cache-dtype mxfp8", "--kv-cache-dtype fp8_e4m3"),
        ('--kv-cache-dtype "mxfp8"', '--kv-cache-dtype "fp8_e4m3"'),
        ("--kv-cache-dtype 'mxfp8'", "--kv-cache-dtype 'fp8_e4m3'"),
        ("--kv-cache-dtype=mxfp8", "--kv-cache-dtype=fp8_e4m3"),
        ('"--kv-cache-dtype=mxfp8"', '"--kv-cache-dtype=fp8_e4m3"'),
        ('--kv-cache-dtype="mxfp8"', '--kv-cache-dtype="fp8_e4m3"'),
        ("--kv-cache-dtype=mx\\fp8", "--kv-cache-dtype=fp8_e4m3"),
    ],
)
def test_value_changes_in_place_keeping_quotes(written: str, expected: str) -> None:
    assert fix(f"{LAUNCH} --enable-hisparse {written} --tp 8\n") == (
        f"{LAUNCH} --enable-hisparse {expected} --tp 8\n"
    )


def test_kv_cache_dtype_target_bfloat16() -> None:
    before = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    assert fix(before, kv_cache_dtype_target="bfloat16") == before.replace("fp8_e5m2", "bfloat16")


def test_release_without_target_dtype_uses_its_own() -> None:
    before = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    assert fix(before, release=release_for("0.5.11")) == before.replace("fp8_e5m2", "bfloat16")


def test_rejected_alias_becomes_canonical_spelling() -> None:
    strict = replace(release_for("0.5.23"), dtype_aliases={}, also_accepted=frozenset())
    before = f"{LAUNCH} --enable-hisparse --kv-cache-dtype bf16\n"
    assert fix(before, release=strict) == before.replace("bf16", "bfloat16")


def test_fixed_dtype_changes_what_hsf003_allows() -> None:
    before = (
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype mxfp8 --dsa-decode-backend flashmla_sparse\n"
    )
    assert fix(before) == f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3\n"
    assert fix(before, kv_cache_dtype_target="bfloat16") == before.replace("mxfp8", "bfloat16")


def test_last_occurrence_takes_effect() -> None:
    source = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2 --kv-cache-dtype fp8_e4m3\n"
    assert fix(source) == source


def test_every_occurrence_of_a_dropped_backend_goes() -> None:
    before = (
        f"{LAUNCH} --enable-hisparse --dsa-decode-backend flashmla_kv"
        " --kv-cache-dtype bfloat16 --dsa-decode-backend=tilelang\n"
    )
    assert fix(before) == f"{LAUNCH} --enable-hisparse --kv-cache-dtype bfloat16\n"


# Removal: whole lines on continued commands, no dangling backslash.


def test_option_alone_on_a_continued_line_takes_the_line() -> None:
    before = (
        f"{LAUNCH} \\\n"
        "  --enable-hisparse \\\n"
        "  --kv-cache-dtype fp8_e4m3 \\\n"
        "  --dsa-decode-backend tilelang \\\n"
        "  --port 30000\n"
    )
    after = f"{LAUNCH} \\\n  --enable-hisparse \\\n  --kv-cache-dtype fp8_e4m3 \\\n  --port 30000\n"
    assert fix(before) == after


def test_option_on_the_last_line_takes_the_backslash_before_it() -> None:
    before = (
        f"{LAUNCH} \\\n"
        "  --enable-hisparse \\\n"
        "  --kv-cache-dtype fp8_e4m3 \\\n"
        "  --dsa-decode-backend tilelang\n"
        "echo started\n"
    )
    after = f"{LAUNCH} \\\n  --enable-hisparse \\\n  --kv-cache-dtype fp8_e4m3\necho started\n"
    assert fix(before) == after


def test_two_last_lines_removed_together() -> None:
    before = (
        f"{LAUNCH} \\\n"
        "  --enable-hisparse --kv-cache-dtype bfloat16 \\\n"
        "  --dsa-prefill-backend tilelang \\\n"
        "  --dsa-decode-backend tilelang\n"
    )
    after = f"{LAUNCH} \\\n  --enable-hisparse --kv-cache-dtype bfloat16\n"
    assert fix(before) == after


def test_option_first_on_a_line_with_more_after_it() -> None:
    before = (
        f"{LAUNCH} \\\n"
        "  --dsa-decode-backend tilelang --kv-cache-dtype fp8_e4m3 \\\n"
        "  --enable-hisparse\n"
    )
    after = f"{LAUNCH} \\\n  --kv-cache-dtype fp8_e4m3 \\\n  --enable-hisparse\n"
    assert fix(before) == after


def test_option_last_on_a_line_before_the_backslash() -> None:
    before = f"{LAUNCH} --enable-hisparse \\\n  --tp 8 --dsa-decode-backend trtllm \\\n  --port 1\n"
    after = f"{LAUNCH} --enable-hisparse \\\n  --tp 8 \\\n  --port 1\n"
    assert fix(before) == after


def test_crlf_is_kept_when_the_last_line_goes() -> None:
    before = f"{LAUNCH} \\\r\n  --enable-hisparse \\\r\n  --dsa-decode-backend fa3\r\necho ok\r\n"
    after = f"{LAUNCH} \\\r\n  --enable-hisparse\r\necho ok\r\n"
    assert fix(before) == after


def test_no_trailing_newline_is_kept() -> None:
    before = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2"
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_non_ascii_text_keeps_offsets_right() -> None:
    before = (
        f"# Modèle déployé\n{LAUNCH} --enable-hisparse --model-path 'modèle'"
        " --kv-cache-dtype fp8_e5m2\n"
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


# Entry points and what is SGLang's.


@pytest.mark.parametrize(
    "prefix",
    [
        "python -m sglang.launch_server",
        '"$PY" -m sglang.launch_server',
        "/opt/venv/bin/python3.11 -m sglang.launch_server",
        "sglang serve",
        "exec python3 -m sglang.launch_server",
        "SGLANG_X=1 CUDA_VISIBLE_DEVICES=0,1 python3 -m sglang.launch_server",
        "env NCCL_DEBUG=INFO python3 -m sglang.launch_server",
        "nohup python3 -m sglang.launch_server",
        "docker run --gpus all --device /dev/kfd img:tag python3 -m sglang.launch_server",
    ],
)
def test_entry_points(prefix: str) -> None:
    before = f"{prefix} --enable-hisparse --kv-cache-dtype fp8_e5m2 > log 2>&1 &\n"
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_docker_device_is_not_sglangs() -> None:
    source = "docker run --device cpu img python3 -m sglang.launch_server --enable-hisparse\n"
    assert codes(source) == []


@pytest.mark.parametrize(
    "prefix",
    [
        "SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server",
        "env SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server",
        "docker run -e SGLANG_USE_CPU_ENGINE=1 img python3 -m sglang.launch_server",
        "export SGLANG_USE_CPU_ENGINE=1\npython3 -m sglang.launch_server",
        "python3 -m sglang.launch_server --device xpu",
        "python3 -m sglang.launch_server --device=npu:0",
    ],
)
def test_off_gpu_platforms(prefix: str) -> None:
    assert codes(f"{prefix} --enable-hisparse\n") == ["HSF001"]
    assert "--enable-hisparse" not in fix(f"{prefix} --enable-hisparse\n")


def test_device_cuda_wins_over_platform_option() -> None:
    source = f"{LAUNCH} --device cuda --enable-hisparse\n"
    assert codes(source, platform="cpu") == []


@pytest.mark.parametrize(
    "source",
    [
        f"{LAUNCH} --enable-hisparse-mtp-hybrid --kv-cache-dtype fp8_e5m2\n",
        f"{LAUNCH} --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang\n",
        f'echo "{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2"\n',
        f"printf '%s' '{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2'\n",
        f"# {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n",
        f"cat <<EOF\n{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\nEOF\n",
        "vllm serve m --enable-hisparse --kv-cache-dtype fp8_e5m2\n",
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv\n",
    ],
    ids=["mtp-hybrid", "off", "echo", "printf", "comment", "heredoc", "vllm", "valid"],
)
def test_left_alone(source: str) -> None:
    assert fix(source) == source
    assert codes(source) == []


# Values the tool cannot know are reported, never guessed.


@pytest.mark.parametrize(
    ("option", "code"),
    [
        ('--kv-cache-dtype "$KV_DTYPE"', "HSF002:warning"),
        ("--kv-cache-dtype=${KV:-fp8_e5m2}", "HSF002:warning"),
        ("--kv-cache-dtype $(pick_dtype)", "HSF002:warning"),
        ("--dsa-decode-backend ${BACKEND:-tilelang}", "HSF003:warning"),
        ('--device "$DEVICE"', "HSF001:warning"),
    ],
)
def test_dynamic_values_warn(option: str, code: str) -> None:
    source = f"{LAUNCH} --enable-hisparse {option}\n"
    assert fix(source) == source
    assert codes(source) == [code]


def test_backend_never_allowed_is_dropped_even_with_dynamic_dtype() -> None:
    before = f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$KV" --dsa-decode-backend tilelang\n'
    assert fix(before) == f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$KV"\n'


# Arrays.


def test_array_expanded_in_a_launch_is_edited_where_written() -> None:
    before = (
        "ARGS=(\n"
        "  --enable-hisparse\n"
        "  --kv-cache-dtype=fp8_e5m2\n"
        "  --dsa-decode-backend tilelang\n"
        ")\n"
        f'{LAUNCH} "${{ARGS[@]}}" --port 30000\n'
    )
    after = (
        "ARGS=(\n"
        "  --enable-hisparse\n"
        "  --kv-cache-dtype=fp8_e4m3\n"
        ")\n"
        f'{LAUNCH} "${{ARGS[@]}}" --port 30000\n'
    )
    assert fix(before) == after


def test_append_under_if_counts_and_other_launch_is_untouched() -> None:
    before = (
        "common=(--kv-cache-dtype fp8_e4m3 --disable-radix-cache)\n"
        "decode=(--disaggregation-mode decode)\n"
        'if [ -n "$HS" ]; then\n'
        "  decode+=(--enable-hisparse --dsa-decode-backend trtllm)\n"
        "fi\n"
        f'{LAUNCH} "${{common[@]}}" --dsa-prefill-backend tilelang\n'
        f'{LAUNCH} "${{common[@]}}" "${{decode[@]}}"\n'
    )
    after = before.replace(" --dsa-decode-backend trtllm", "")
    assert fix(before) == after


def test_array_that_runs_the_launch_itself() -> None:
    before = f'CMD=({LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2)\n"${{CMD[@]}}"\n'
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_nested_arrays_are_spliced() -> None:
    before = (
        "base=(--kv-cache-dtype mxfp8)\n"
        'hs=("${base[@]}" --enable-hisparse)\n'
        f'{LAUNCH} "${{hs[@]}}"\n'
    )
    assert fix(before) == before.replace("mxfp8", "fp8_e4m3")


def test_array_never_expanded_is_an_open_fragment() -> None:
    source = "FLAGS=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n"
    (site,) = find_sites(source)
    assert site.open
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_array_only_echoed_is_still_checked_as_a_fragment() -> None:
    source = 'FLAGS=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\necho "${FLAGS[@]}"\n'
    (site,) = find_sites(source)
    assert site.open
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_array_shared_by_two_hisparse_launches_is_edited_once() -> None:
    before = (
        "A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n"
        f'{LAUNCH} "${{A[@]}}" --port 1\n'
        f'{LAUNCH} "${{A[@]}}" --port 2\n'
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_unresolved_expansion_makes_the_site_open() -> None:
    (site,) = find_sites(f'{LAUNCH} --enable-hisparse "$@"\n')
    assert site.open
    (closed,) = find_sites(f"{LAUNCH} --enable-hisparse --tp 8\n")
    assert not closed.open


def test_launch_inside_function_and_subshell() -> None:
    before = f"serve() {{\n  ( {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2 )\n}}\n"
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


# Selection, parse errors.


def test_select_and_ignore() -> None:
    source = f"{LAUNCH} --enable-hisparse --kv-cache-dtype mxfp8 --dsa-decode-backend tilelang\n"
    assert codes(source, ignore=("HSF003", RADIX)) == ["HSF002"]
    assert codes(source, select=("HSF003",)) == ["HSF003"]
    assert codes(source, select=("HSF00",), ignore=("HSF002", RADIX)) == ["HSF003"]


def test_unparseable_shell_raises_with_position() -> None:
    with pytest.raises(ParseError) as caught:
        find_sites(f'{LAUNCH} --enable-hisparse\nif then "unterminated\n')
    assert caught.value.line >= 2
    assert "could not parse shell" in caught.value.message


# Runs: one site per alternative that reaches a launch.


def sites_of(source: str) -> list[tuple[str, list[str]]]:
    """(run, option words) of every site, options as written."""
    return [
        (site.run, [source[o.span.start : o.span.end] for o in site.options])
        for site in find_sites(source)
    ]


def test_reassignment_replaces_the_array() -> None:
    source = (
        "ARGS=(--device cpu)\n"
        f'{LAUNCH} "${{ARGS[@]}}"\n'
        "ARGS=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n"
        f'{LAUNCH} "${{ARGS[@]}}"\n'
    )
    assert sites_of(source) == [
        ("", ["--device cpu"]),
        ("", ["--enable-hisparse", "--kv-cache-dtype fp8_e5m2"]),
    ]
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_local_arrays_belong_to_their_function() -> None:
    source = (
        f'cpu() {{ local A=(--device cpu); {LAUNCH} "${{A[@]}}" --enable-hisparse; }}\n'
        f'gpu() {{ local A=(--kv-cache-dtype fp8_e5m2); {LAUNCH} "${{A[@]}}"; }}\n'
        "cpu\ngpu\n"
    )
    assert [words for _, words in sites_of(source)] == [
        ["--device cpu", "--enable-hisparse"],
        ["--kv-cache-dtype fp8_e5m2"],
    ]


def test_appends_in_if_and_else_are_separate_runs() -> None:
    source = (
        "A=(--enable-hisparse)\n"
        'if [ -n "$BF16" ]; then\n'
        "  A+=(--kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse)\n"
        "else\n"
        "  A+=(--kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv)\n"
        "fi\n"
        f'{LAUNCH} "${{A[@]}}" --disable-radix-cache\n'
    )
    (first, second) = find_sites(source)
    assert first.run == "when the `if` on line 2 is true"
    assert second.run == "when the `else` branch on line 4 runs"
    assert fix(source) == source
    assert codes(source) == []


def test_if_without_else_is_taken_or_not() -> None:
    source = f'A=()\nif true; then A+=(--device cpu); fi\n{LAUNCH} --enable-hisparse "${{A[@]}}"\n'
    assert sites_of(source) == [
        ("when the `if` on line 2 is true", ["--enable-hisparse", "--device cpu"]),
        ("when no branch of the `if` on line 2 runs", ["--enable-hisparse"]),
    ]


def test_case_arm_adding_device_cpu_is_not_edited_for_every_arm() -> None:
    source = (
        "A=(--enable-hisparse --disable-radix-cache)\n"
        'case "$1" in\n'
        "  cpu) A+=(--device cpu) ;;\n"
        "  gpu) A+=(--tp 8) ;;\n"
        "esac\n"
        f'{LAUNCH} "${{A[@]}}"\n'
    )
    runs = [run for run, _ in sites_of(source)]
    assert runs == [
        "when the `case` arm `cpu)` on line 3 runs",
        "when the `case` arm `gpu)` on line 4 runs",
        "when no arm of the `case` on line 2 matches",
    ]
    assert fix(source) == source
    assert codes(source) == ["HSF001:warning"]


def test_and_or_lists_and_loops_are_alternatives() -> None:
    source = (
        "A=(--enable-hisparse)\n"
        '[ -n "$CPU" ] && A+=(--device cpu)\n'
        'while [ -n "$MORE" ]; do A+=(--tp 2); break; done\n'
        f'{LAUNCH} "${{A[@]}}"\n'
    )
    assert len(find_sites(source)) == 4


def test_a_for_loop_over_written_words_runs_once_per_word() -> None:
    source = f'A=(--enable-hisparse)\nfor f in a b; do A+=(--tp 2); done\n{LAUNCH} "${{A[@]}}"\n'
    (site,) = find_sites(source)
    assert [option.value for option in site.options] == [None, "2", "2"]
    assert not site.partial


def test_a_launch_inside_a_branch_has_that_branch_fixed() -> None:
    source = f'if [ -n "$X" ]; then\n  {LAUNCH} --enable-hisparse\nfi\n'
    (site,) = find_sites(source)
    assert site.run == ""


def test_exit_in_a_branch_ends_that_run() -> None:
    source = (
        "A=(--enable-hisparse)\n"
        'if [ -n "$CPU" ]; then\n  A+=(--device cpu)\n  exit 0\nfi\n'
        f'{LAUNCH} "${{A[@]}}" --kv-cache-dtype fp8_e5m2\n'
    )
    (site,) = find_sites(source)
    assert site.last("device") is None
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_seven_toggles_are_every_run_read_and_the_shared_fix_made() -> None:
    """Seven toggles: 128 runs, joined where the toggles end and split again at the
    launch, each read: every distinct run is a site, and the dtype they all read is
    fixed once."""
    branches = "".join(
        f'if [ -n "$V{i}" ]; then A+=(--log-level info --tp {i}); fi\n' for i in range(7)
    )
    source = f'A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n{branches}{LAUNCH} "${{A[@]}}"\n'
    sites = find_sites(source)
    assert len(sites) == 2**7
    assert not any(site.partial for site in sites)
    assert {site.options[1].value for site in sites} == {"fp8_e5m2"}
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_past_the_most_joined_runs_the_value_is_unknown_and_said_once() -> None:
    """Nine toggles: 512 runs, more than a joined variable holds: the array reads as
    unknown at the launch, which says why once, and nothing it reads is edited."""
    branches = "".join(f'if [ -n "$V{i}" ]; then A+=(--tp {i}); fi\n' for i in range(9))
    source = f'A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n{branches}{LAUNCH} "${{A[@]}}"\n'
    notes = {note.message for site in find_sites(source) for note in site.notes}
    assert any(f"differs between more than {MAX_JOINED} runs" in note for note in notes)
    assert fix(source) == source
    assert codes(source) == ["HSF000:warning"]


# Environment and scope.


def env_of(source: str) -> list[dict[str, str]]:
    return [dict(site.env) for site in find_sites(source)]


CPU = "SGLANG_USE_CPU_ENGINE"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (f"export {CPU}=1\n{LAUNCH}\n", [{CPU: "1"}]),
        (f"declare -x {CPU}=1\n{LAUNCH}\n", [{CPU: "1"}]),
        (f"{CPU}=1\nexport {CPU}\n{LAUNCH}\n", [{CPU: "1"}]),
        (f"readonly {CPU}=1\n{LAUNCH}\n", [{}]),
        (f"{CPU}=1\n{LAUNCH}\n", [{}]),
        (f"{LAUNCH}\nexport {CPU}=1\n", [{}]),
        (f"( export {CPU}=1 )\n{LAUNCH}\n", [{}]),
        (f"( export {CPU}=1; {LAUNCH} )\n", [{CPU: "1"}]),
        (f"f() {{ export {CPU}=1; }}\ng() {{ {LAUNCH}; }}\ng\n", [{}]),
        (f"f() {{ export {CPU}=1; }}\ng() {{ {LAUNCH}; }}\nf\ng\n", [{CPU: "1"}]),
        (f"f() {{ local -x {CPU}=1; }}\nf\n{LAUNCH}\n", [{}]),
        (f"f() {{ local -x {CPU}=1; {LAUNCH}; }}\nf\n", [{CPU: "1"}]),
        (f'if [ -n "$C" ]; then export {CPU}=1; fi\n{LAUNCH}\n', [{CPU: "1"}, {}]),
        (f"export {CPU}=1\ndocker run img {LAUNCH}\n", [{}]),
        (f"export {CPU}=1\ndocker run -e {CPU} img {LAUNCH}\n", [{CPU: "1"}]),
        (f"docker run --env={CPU}=1 img {LAUNCH}\n", [{CPU: "1"}]),
        (f"podman run --env {CPU}=true img {LAUNCH}\n", [{CPU: "true"}]),
        (f"export {CPU}=1\nenv -i {LAUNCH}\n", [{}]),
        (f"env -i {CPU}=1 {LAUNCH}\n", [{CPU: "1"}]),
        (f"export {CPU}=1\nsudo {LAUNCH}\n", [{}]),
        (f"export {CPU}=1\nsudo -E {LAUNCH}\n", [{CPU: "1"}]),
        (f"export {CPU}=1\nsudo --preserve-env={CPU} {LAUNCH}\n", [{CPU: "1"}]),
        (f"sudo {CPU}=1 {LAUNCH}\n", [{CPU: "1"}]),
        (f"srun --export=ALL,{CPU}=1 {LAUNCH}\n", [{CPU: "1"}]),
        (f"export A=1\nsrun --export={CPU}=1 {LAUNCH}\n", [{CPU: "1"}]),
        # A bare name after an assignment passes that variable; it is no part of the value.
        (f"srun --export=ALL,{CPU}=1,NCCL_DEBUG {LAUNCH}\n", [{CPU: "1"}]),
        (f"export A=1\nsrun --export={CPU}=1,A {LAUNCH}\n", [{CPU: "1", "A": "1"}]),
    ],
)
def test_environment_reaching_the_launch(source: str, expected: list[dict[str, str]]) -> None:
    assert env_of(source) == expected


def test_docker_host_export_does_not_turn_hisparse_off() -> None:
    source = (
        f"export {CPU}=1\n"
        f"docker run --gpus all img {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    )
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


# Wrapper functions and positional parameters.


def test_wrapper_function_call_is_a_launch_with_the_call_words() -> None:
    before = (
        f'serve() {{\n  {LAUNCH} --tp 8 "$@"\n}}\n'
        "serve --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    )
    (site,) = find_sites(before)
    assert before[site.span.start : site.span.end].startswith("serve --enable-hisparse")
    assert not site.open
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_wrapper_never_called_is_open_with_a_note() -> None:
    source = f'serve() {{ {LAUNCH} --enable-hisparse "$@"; }}\n'
    (site,) = find_sites(source)
    assert site.open
    assert '"$@"' in site.notes[0].message
    assert codes(source) == ["HSF000:warning"]


def test_numbered_parameters_take_the_call_words() -> None:
    source = f'serve() {{ {LAUNCH} --enable-hisparse "$1"; }}\nserve --device=cpu\n'
    (site,) = find_sites(source)
    assert site.last("device").value == "cpu"


def test_option_split_between_function_and_call_changes_its_value_at_the_call() -> None:
    source = f'serve() {{ {LAUNCH} --enable-hisparse --kv-cache-dtype "$1"; }}\nserve fp8_e5m2\n'
    assert fix(source) == source.replace("serve fp8_e5m2", "serve fp8_e4m3")


def test_option_split_between_function_and_call_is_not_removed() -> None:
    source = (
        f"serve() {{ {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3"
        ' --dsa-decode-backend "$1"; }\nserve tilelang\n'
    )
    assert fix(source) == source
    assert codes(source) == ["HSF003:warning"]


# Words that are not a launch, and words the tool reads.


@pytest.mark.parametrize("command", ["echo", "printf '%s '", "logger -t x", ":"])
def test_unquoted_message_commands_are_not_launches(command: str) -> None:
    source = f"{command} {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    assert find_sites(source) == []


def test_unquoted_string_variable_is_split_into_options_edited_in_its_quotes() -> None:
    before = f'OPTS="--enable-hisparse --kv-cache-dtype fp8_e5m2"\n{LAUNCH} $OPTS --tp 8\n'
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")
    braced = before.replace("$OPTS", "${OPTS}")
    assert fix(braced) == braced.replace("fp8_e5m2", "fp8_e4m3")


def test_quoted_string_variable_is_one_word() -> None:
    source = f'OPT="--kv-cache-dtype=fp8_e5m2"\n{LAUNCH} --enable-hisparse "$OPT"\n'
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")
    (site,) = find_sites(f'OPTS="--enable-hisparse --tp 8"\n{LAUNCH} "$OPTS"\n')
    assert [option.name for option in site.options] == ["enable-hisparse --tp 8"]


def test_unknown_variable_makes_the_site_open_with_a_note() -> None:
    (site,) = find_sites(f"{LAUNCH} --enable-hisparse $EXTRA_OPTS\n")
    assert site.open
    assert site.notes[0].message.startswith("`$EXTRA_OPTS`")


def test_string_assigned_only_in_one_branch_is_unknown_in_the_other() -> None:
    source = f'if [ -n "$X" ]; then OPTS="--tp 8"; fi\n{LAUNCH} --enable-hisparse $OPTS\n'
    (known, unknown) = find_sites(source)
    assert not known.open and unknown.open


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("$'fp8_e5m2'", "$'fp8_e4m3'"),
        ("$'fp8\\x5fe5m2'", "$'fp8_e4m3'"),
        ("--kv-cache-dtype=$'fp8_e5m2'", "--kv-cache-dtype=$'fp8_e4m3'"),
    ],
)
def test_ansi_c_strings_are_read_and_edited_inside_their_quotes(
    written: str, expected: str
) -> None:
    prefix = "" if written.startswith("--") else "--kv-cache-dtype "
    before = f"{LAUNCH} --enable-hisparse {prefix}{written}\n"
    assert fix(before) == f"{LAUNCH} --enable-hisparse {prefix}{expected}\n"


@pytest.mark.parametrize(
    "prefix",
    [
        "env -i python3 -m sglang.launch_server",
        "sudo -u svc python3 -m sglang.launch_server",
        "srun -N 1 python3 -m sglang.launch_server",
        "numactl --cpunodebind=0 python3 -m sglang.launch_server",
        "taskset -c 0-7 python3 -m sglang.launch_server",
        "timeout 3600 python3 -m sglang.launch_server",
        "stdbuf -oL python3 -m sglang.launch_server",
        "time python3 -m sglang.launch_server",
        "uv run python -m sglang.launch_server",
        "uv run sglang serve",
        "podman run --device nvidia.com/gpu=all img python3 -m sglang.launch_server",
        "docker exec -e A=1 box python3 -m sglang.launch_server",
    ],
)
def test_wrapper_programs_before_the_entry_point(prefix: str) -> None:
    before = f"{prefix} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_launch_in_a_command_substitution_is_a_site() -> None:
    before = f"OUT=$({LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2)\n"
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_launch_no_run_reaches_is_read_with_a_note() -> None:
    source = f"exit 0\n{LAUNCH} --enable-hisparse\n"
    (site,) = find_sites(source)
    assert "no run of the script" in site.notes[0].message


def test_branches_that_set_variables_no_launch_reads_do_not_multiply_runs() -> None:
    branches = "".join(f'if [ -z "$P{i}" ]; then P{i}={i}; fi\n' for i in range(10))
    (site,) = find_sites(f"{branches}{LAUNCH} --enable-hisparse --port 1\n")
    assert site.notes == ()
    assert site.run == ""


def test_a_launch_with_seven_toggles_is_fixed_in_every_run() -> None:
    lines = ["ARGS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)"]
    lines += [f'if [ -n "$F{n}" ]; then ARGS+=(--port {n}); fi' for n in range(7)]
    source = "\n".join([*lines, f'{LAUNCH} "${{ARGS[@]}}"']) + "\n"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")
    assert codes(source) == ["HSF002"]


def test_an_option_whose_value_is_written_elsewhere_reads_only_where_it_is() -> None:
    """`--model-path "$MODEL"`: its span is the name, not the text between the two places."""
    source = (
        "MODEL=deepseek-ai/DeepSeek-V3.2-Exp\n"
        f'{LAUNCH} --model-path "$MODEL" --kv-cache-dtype fp8_e5m2 --enable-hisparse\n'
        f'{LAUNCH} --model-path "$MODEL" --kv-cache-dtype fp8_e5m2\n'
    )
    sites = find_sites(source)
    model = sites[0].last("model-path")
    assert model is not None and source[model.span.start : model.span.end] == "--model-path"
    assert fix(source) == source.replace("fp8_e5m2 --enable", "fp8_e4m3 --enable")


# HSF004: `--disable-radix-cache` added next to `--enable-hisparse`, laid out as its line.


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            f"{LAUNCH} --enable-hisparse --tp 8\n",
            f"{LAUNCH} --enable-hisparse --disable-radix-cache --tp 8\n",
        ),
        (
            f"{LAUNCH} \\\n  --enable-hisparse \\\n  --tp 8\n",
            f"{LAUNCH} \\\n  --enable-hisparse \\\n  --disable-radix-cache \\\n  --tp 8\n",
        ),
        (
            f"{LAUNCH} \\\n\t--tp 8 \\\n\t--enable-hisparse\necho up\n",
            f"{LAUNCH} \\\n\t--tp 8 \\\n\t--enable-hisparse \\\n\t--disable-radix-cache\necho up\n",
        ),
        (
            f"{LAUNCH} \\\n    --enable-hisparse\\\n    --tp 8\n",
            f"{LAUNCH} \\\n    --enable-hisparse\\\n    --disable-radix-cache\\\n    --tp 8\n",
        ),
        (
            f"{LAUNCH} \\\r\n  --tp 8 \\\r\n  --enable-hisparse\r\n",
            f"{LAUNCH} \\\r\n  --tp 8 \\\r\n  --enable-hisparse \\\r\n  --disable-radix-cache\r\n",
        ),
        (
            f"{LAUNCH} --tp 8 \\\n  --enable-hisparse --port 1 \\\n  --host h\n",
            f"{LAUNCH} --tp 8 \\\n  --enable-hisparse --disable-radix-cache --port 1"
            " \\\n  --host h\n",
        ),
        (
            f"{LAUNCH} \\\n  --tp 8 \\\n  --enable-hisparse  # sparse KV\n",
            f"{LAUNCH} \\\n  --tp 8 \\\n  --enable-hisparse --disable-radix-cache  # sparse KV\n",
        ),
        (
            f'{LAUNCH} \\\n  "--enable-hisparse" \\\n  --tp 8\n',
            f'{LAUNCH} \\\n  "--enable-hisparse" \\\n  "--disable-radix-cache" \\\n  --tp 8\n',
        ),
        (
            f"{LAUNCH} --enable-hisparse > log 2>&1 &\n",
            f"{LAUNCH} --enable-hisparse --disable-radix-cache > log 2>&1 &\n",
        ),
    ],
    ids=[
        "one-line",
        "own-continued-line",
        "last-word-tab-indent",
        "no-blank-before-backslash",
        "crlf-last-word",
        "shares-its-line",
        "last-word-with-comment",
        "quoted-like-the-anchor",
        "before-redirects",
    ],
)
def test_radix_flag_added_after_the_anchor(before: str, after: str) -> None:
    assert fix(before, radix=True) == after
    assert fix(after, radix=True) == after


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            'A=(\n  --enable-hisparse\n  --tp 8\n)\nLAUNCH "${A[@]}"\n',
            'A=(\n  --enable-hisparse\n  --disable-radix-cache\n  --tp 8\n)\nLAUNCH "${A[@]}"\n',
        ),
        (
            'A=(\r\n  --tp 8\r\n  --enable-hisparse  # sparse\r\n)\r\nLAUNCH "${A[@]}"\r\n',
            "A=(\r\n  --tp 8\r\n  --enable-hisparse  # sparse\r\n  --disable-radix-cache\r\n)\r\n"
            'LAUNCH "${A[@]}"\r\n',
        ),
        (
            'A=(--enable-hisparse --tp 8)\nLAUNCH "${A[@]}"\n',
            'A=(--enable-hisparse --disable-radix-cache --tp 8)\nLAUNCH "${A[@]}"\n',
        ),
        (
            'OPTS="--tp 8 --enable-hisparse"\nLAUNCH $OPTS\n',
            'OPTS="--tp 8 --enable-hisparse --disable-radix-cache"\nLAUNCH $OPTS\n',
        ),
        (
            "OPTS='\n  --enable-hisparse\n  --tp 8\n'\nLAUNCH $OPTS\n",
            "OPTS='\n  --enable-hisparse\n  --disable-radix-cache\n  --tp 8\n'\nLAUNCH $OPTS\n",
        ),
        (
            'serve() { LAUNCH --tp 8 "$@"; }\nserve --enable-hisparse\n',
            'serve() { LAUNCH --tp 8 "$@"; }\nserve --enable-hisparse --disable-radix-cache\n',
        ),
    ],
    ids=[
        "array-per-line",
        "array-crlf-comment",
        "array-inline",
        "opts-string",
        "opts-lines",
        "call",
    ],
)
def test_radix_flag_added_where_the_anchor_is_written(before: str, after: str) -> None:
    before, after = before.replace("LAUNCH", LAUNCH), after.replace("LAUNCH", LAUNCH)
    assert fix(before, radix=True) == after


def test_radix_flag_added_to_a_base_shared_with_a_pd_decode_launch() -> None:
    before = (
        "BASE=(--enable-hisparse --kv-cache-dtype fp8_e4m3)\n"
        f'{LAUNCH} "${{BASE[@]}}" --disaggregation-mode prefill\n'
        f'{LAUNCH} "${{BASE[@]}}" --disaggregation-mode decode\n'
    )
    added = before.replace("hisparse ", "hisparse --disable-radix-cache ", 1)
    assert fix(before, radix=True) == added


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (f'{LAUNCH} --enable-hisparse "$@"\n', ["HSF004:warning", "HSF000:warning"]),
        (f"{LAUNCH} --enable-hisparse $EXTRA_ARGS\n", ["HSF004:warning", "HSF000:warning"]),
        (f"{LAUNCH} --enable-hisparse --disaggregation-mode decode\n", []),
        (f"{LAUNCH} --enable-hisparse --disable-radix-cache\n", []),
    ],
    ids=["args", "extra-args", "pd-decode", "present"],
)
def test_radix_flag_not_added(source: str, expected: list[str]) -> None:
    assert fix(source, radix=True) == source
    assert codes(source, radix=True) == expected


def test_decode_radix_cache_with_hisparse_is_dropped() -> None:
    before = (
        f"{LAUNCH} --enable-hisparse --disaggregation-mode decode"
        " --disaggregation-decode-enable-radix-cache --port 1\n"
    )
    after = f"{LAUNCH} --enable-hisparse --disaggregation-mode decode --port 1\n"
    assert fix(before, radix=True) == after


def test_options_added_after_one_anchor_keep_the_order_given() -> None:
    text = f"{LAUNCH} \\\n  --enable-hisparse \\\n  --port 1\n"
    (site,) = find_sites(text)
    anchor = site.last("enable-hisparse")
    edits = [
        Edit(EditKind.ADD, anchor, name="disable-radix-cache"),
        Edit(EditKind.ADD, anchor, "fp8_e4m3", name="kv-cache-dtype"),
    ]
    assert SHELL.apply(text, edits) == (
        f"{LAUNCH} \\\n  --enable-hisparse \\\n  --disable-radix-cache \\\n"
        "  --kv-cache-dtype fp8_e4m3 \\\n  --port 1\n"
    )


@pytest.mark.parametrize(
    "source",
    [
        f'OPT="--enable-hisparse"\n{LAUNCH} "$OPT" --tp 8\n',
        f"HS=--enable-hisparse\n{LAUNCH} $HS --tp 8\n",
        f"{LAUNCH} --enable-\\hisparse --tp 8\n",
    ],
    ids=["string-read-as-one-word", "unquoted-value", "escape-inside"],
)
def test_a_word_beside_an_anchor_that_cannot_take_one_is_not_written(source: str) -> None:
    (site,) = find_sites(source)
    anchor = site.last("enable-hisparse")
    assert anchor is not None and anchor.name_span is None
    with pytest.raises(UnwritableEditError):
        SHELL.apply(source, [Edit(EditKind.ADD, anchor, name="disable-radix-cache")])


def test_a_value_that_would_need_quoting_is_not_added() -> None:
    text = f"{LAUNCH} --enable-hisparse\n"
    (site,) = find_sites(text)
    edit = Edit(EditKind.ADD, site.options[0], "a b", name="hisparse-config")
    with pytest.raises(UnwritableEditError):
        SHELL.apply(text, [edit])


# HSF008: the backend flag renamed in place, value and quoting kept.


@pytest.mark.parametrize(
    ("written", "renamed"),
    [
        ("--nsa-decode-backend flashmla_sparse", "--dsa-decode-backend flashmla_sparse"),
        ("--nsa-decode-backend=flashmla_sparse", "--dsa-decode-backend=flashmla_sparse"),
        ('"--nsa-decode-backend" "flashmla_sparse"', '"--dsa-decode-backend" "flashmla_sparse"'),
        ("'--nsa-decode-backend=flashmla_sparse'", "'--dsa-decode-backend=flashmla_sparse'"),
        ('--nsa-decode-backend="flashmla_sparse"', '--dsa-decode-backend="flashmla_sparse"'),
        ("$'--nsa-decode-backend' flashmla_sparse", "$'--dsa-decode-backend' flashmla_sparse"),
    ],
)
def test_nsa_backend_flag_renamed_for_0_5_23(written: str, renamed: str) -> None:
    source = f"{LAUNCH} --enable-hisparse --kv-cache-dtype bfloat16 {written} --tp 8\n"
    assert fix(source) == source.replace(written, renamed)


def test_nsa_backends_with_a_value_0_5_23_refuses_are_dropped() -> None:
    before = (
        f"{LAUNCH} \\\n  --enable-hisparse \\\n  --kv-cache-dtype fp8_e4m3 \\\n"
        "  --nsa-prefill-backend b12x \\\n  --nsa-decode-backend b12x \\\n  --port 1\n"
    )
    after = f"{LAUNCH} \\\n  --enable-hisparse \\\n  --kv-cache-dtype fp8_e4m3 \\\n  --port 1\n"
    assert fix(before) == after


def test_dsa_backend_flag_renamed_for_0_5_12() -> None:
    source = (
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype bfloat16"
        " --dsa-decode-backend=flashmla_sparse\n"
    )
    assert fix(source, release=release_for("0.5.12")) == source.replace("--dsa-", "--nsa-")


@pytest.mark.parametrize(
    "source",
    [
        f'OPTS="--kv-cache-dtype bfloat16 --nsa-decode-backend flashmla_sparse"\n{LAUNCH} $OPTS\n',
        f'serve() {{ {LAUNCH} "$@"; }}\nserve --nsa-decode-backend=flashmla_sparse\n',
    ],
    ids=["opts-string", "call-words"],
)
def test_renamed_where_the_flag_is_written(source: str) -> None:
    source = source.replace(LAUNCH, f"{LAUNCH} --enable-hisparse --kv-cache-dtype bfloat16")
    assert fix(source) == source.replace("--nsa-", "--dsa-")


@pytest.mark.parametrize(
    "written",
    ["--nsa-decode\\-backend", "$'--nsa-decode\\x2dbackend'", '"--nsa-decode"-backend'],
)
def test_a_flag_written_with_escapes_or_quotes_inside_is_reported_not_renamed(
    written: str,
) -> None:
    source = f"{LAUNCH} --enable-hisparse --kv-cache-dtype bfloat16 {written} flashmla_sparse\n"
    (site,) = find_sites(source)
    backend = site.last("nsa-decode-backend")
    assert backend is not None and backend.name_span is None
    assert fix(source) == source
    assert codes(source) == ["HSF008:warning"]


@pytest.mark.parametrize(
    ("source", "name"),
    [
        (f"{LAUNCH} --nsa-decode-backend x\n", "--nsa-decode-backend"),
        (f"{LAUNCH} --nsa-decode-backend=x\n", "--nsa-decode-backend"),
        (f'{LAUNCH} "--nsa-decode-backend=x"\n', "--nsa-decode-backend"),
        (f"{LAUNCH} $'--nsa-decode-backend=x'\n", "--nsa-decode-backend"),
        (f'O="--tp 8 --nsa-decode-backend x"\n{LAUNCH} $O\n', "--nsa-decode-backend"),
        (f'f() {{ {LAUNCH} "$@"; }}\nf --nsa-decode-backend=x\n', "--nsa-decode-backend"),
        (f'A=("--nsa-decode-backend" x)\n{LAUNCH} "${{A[@]}}"\n', "--nsa-decode-backend"),
    ],
)
def test_name_span_is_the_flag_as_written(source: str, name: str) -> None:
    (site,) = find_sites(source)
    option = site.last("nsa-decode-backend")
    assert option is not None and option.name_span is not None
    assert source[option.name_span.start : option.name_span.end] == name


# The other rules of issue 8, as the shell adapter carries them out.


def test_speculative_topk_set_to_one_and_adaptive_dropped() -> None:
    before = (
        f"{LAUNCH} --enable-hisparse --speculative-algorithm EAGLE"
        " --speculative-eagle-topk 4 --speculative-adaptive --enable-mixed-chunk --port 1\n"
    )
    after = (
        f"{LAUNCH} --enable-hisparse --speculative-algorithm EAGLE"
        " --speculative-eagle-topk 1 --port 1\n"
    )
    assert fix(before) == after


def test_pinned_flashmla_kv_without_dtype_gets_fp8_e4m3_written() -> None:
    before = f"{LAUNCH} \\\n  --enable-hisparse \\\n  --dsa-decode-backend flashmla_kv\n"
    after = (
        f"{LAUNCH} \\\n  --enable-hisparse \\\n  --kv-cache-dtype fp8_e4m3 \\\n"
        "  --dsa-decode-backend flashmla_kv\n"
    )
    assert fix(before) == after


# Shell launches inside other formats' strings: the view's changes.


def test_replay_places_an_addition_right_after_its_anchor() -> None:
    view = f"{LAUNCH} --enable-hisparse --tp 8"
    (site,) = find_sites(view)
    anchor = site.last("enable-hisparse")
    assert anchor is not None
    changes, rewritten = replay(view, [Edit(EditKind.ADD, anchor, name="disable-radix-cache")])
    end = anchor.span.end
    assert changes == [(end, end, " --disable-radix-cache")]
    assert rewritten == f"{LAUNCH} --enable-hisparse --disable-radix-cache --tp 8"


def test_replay_renames_only_the_flag() -> None:
    view = f"{LAUNCH} --enable-hisparse --nsa-decode-backend=flashmla_sparse"
    (site,) = find_sites(view)
    backend = site.last("nsa-decode-backend")
    assert backend is not None
    edit = Edit(EditKind.RENAME, backend, name="dsa-decode-backend")
    changes, rewritten = replay(view, [edit])
    assert rewritten == view.replace("--nsa-", "--dsa-")
    assert all(backend.span.start <= start <= end <= backend.span.end for start, end, _ in changes)


def test_map_site_moves_the_name_span_and_drops_one_filled_at_run_time() -> None:
    view = f"{LAUNCH} --enable-hisparse --nsa-decode-backend x"
    (site,) = find_sites(view)
    shifted = map_site(site, lambda span: Span(span.start + 10, span.end + 10), lambda _: False)
    backend, mapped = site.last("nsa-decode-backend"), shifted.last("nsa-decode-backend")
    assert backend is not None and mapped is not None and backend.name_span is not None
    assert mapped.name_span == Span(backend.name_span.start + 10, backend.name_span.end + 10)
    unknown = map_site(site, lambda span: span, lambda span: span == backend.name_span)
    assert unknown.last("nsa-decode-backend").name_span is None


# Words the tool does not follow: no edit on text they read, and never silence.


@pytest.mark.parametrize(
    "expansion",
    ['"${A[@]:0:1}"', '"${A[@]/cpu/cuda}"', '"${A[@]#--}"', '"${A[@]^^}"', '"${!A[@]}"'],
)
def test_array_slice_or_pattern_op_is_unknown_and_leaves_the_array(expansion: str) -> None:
    before = f"A=(--enable-hisparse --device cpu)\n{LAUNCH} --disable-radix-cache {expansion}\n"
    assert fix(before) == before
    assert "HSF000:warning" in codes(before)
    assert "HSF001" not in codes(before)


@pytest.mark.parametrize(
    "change",
    ["A[3]=--device; A[4]=cpu", "unset 'A[1]'", "unset A[1]", "mapfile -O 3 A < f", 'eval "$X"'],
)
def test_array_changed_by_element_is_not_edited(change: str) -> None:
    before = (
        "A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n"
        f"{change}\n"
        f'{LAUNCH} --disable-radix-cache "${{A[@]}}"\n'
    )
    if change.startswith("eval"):
        before = "X='A[1]=x'\n" + before.replace('"$X"', '"$X $Y"')
    assert fix(before) == before
    assert "HSF000:warning" in codes(before)


def test_read_a_and_nameref_say_the_array_is_not_read() -> None:
    read = f'read -r -a A <<< "--enable-hisparse"\n{LAUNCH} "${{A[@]}}"\n'
    assert codes(read) == ["HSF000:warning"]
    nameref = (
        "A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\ndeclare -n R=A\nR+=(--device cpu)\n"
        f'{LAUNCH} --disable-radix-cache "${{A[@]}}"\n'
    )
    assert fix(nameref) == nameref
    assert sorted(codes(nameref)) == ["HSF000:warning", "HSF002:warning"]


@pytest.mark.parametrize("undo", ["export -n X", "unset X", "declare +x X"])
def test_unexported_or_unset_cpu_switch_does_not_reach_the_launch(undo: str) -> None:
    before = (
        f"export X=1 SGLANG_USE_CPU_ENGINE=1\n{undo.replace('X', 'SGLANG_USE_CPU_ENGINE')}\n"
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


@pytest.mark.parametrize(
    "runner",
    [
        "kubectl exec -it pod-0 --",
        "nerdctl run --rm img",
        "docker compose run --rm svc",
        "docker-compose exec svc",
        "podman-compose run svc",
    ],
)
def test_host_environment_does_not_cross_into_containers_and_pods(runner: str) -> None:
    before = (
        f"export SGLANG_USE_CPU_ENGINE=1\n{runner} {LAUNCH} --enable-hisparse"
        " --kv-cache-dtype fp8_e5m2\n"
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_podman_env_host_hands_the_host_environment_to_the_container() -> None:
    before = (
        "export SGLANG_USE_CPU_ENGINE=1\n"
        f"podman run --rm --env-host img {LAUNCH} --enable-hisparse --disable-radix-cache\n"
    )
    assert codes(before) == ["HSF001"]
    plain = before.replace("export SGLANG_USE_CPU_ENGINE=1\n", "")
    assert codes(plain) == codes(plain.replace("podman run --rm --env-host img ", ""))


@pytest.mark.parametrize("value", ['"${USE_CPU:-0}"', "$USE_CPU", '"$(cat cpu.flag)"'])
def test_a_cpu_switch_passed_into_a_container_from_outside_is_unknown(value: str) -> None:
    """`-e SGLANG_USE_CPU_ENGINE="${USE_CPU:-0}"`: the caller decides the platform, so
    HiSparse is neither dropped nor passed over in silence."""
    before = (
        f"docker run -e SGLANG_USE_CPU_ENGINE={value} img {LAUNCH} --enable-hisparse"
        " --disable-radix-cache\n"
    )
    assert fix(before) == before
    assert codes(before) == ["HSF000:warning"]


def test_apptainer_keeps_the_host_environment_and_mpirun_makes_it_unknown() -> None:
    apptainer = (
        f"export SGLANG_USE_CPU_ENGINE=1\napptainer exec img.sif {LAUNCH} --enable-hisparse\n"
    )
    assert codes(apptainer) == ["HSF001"]
    mpirun = f"export SGLANG_USE_CPU_ENGINE=1\nmpirun -np 2 {LAUNCH} --enable-hisparse\n"
    assert fix(mpirun) == mpirun
    assert codes(mpirun) == ["HSF000:warning"]


@pytest.mark.parametrize(
    "runner",
    ["xargs -I{}", "xargs -I %", "parallel"],
)
def test_xargs_and_parallel_placeholders_are_unknown(runner: str) -> None:
    mark = "%" if "%" in runner else "{}"
    tail = " ::: fp8_e5m2" if runner == "parallel" else ""
    before = f"ls | {runner} {LAUNCH} --enable-hisparse --kv-cache-dtype {mark}{tail}\n"
    assert fix(before) == before
    assert codes(before) == ["HSF002:warning"]


def test_xargs_without_placeholder_appends_unknown_words() -> None:
    before = f"ls | xargs {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3\n"
    assert codes(before) == ["HSF000:warning"]


def test_string_append_under_if_keeps_both_pieces() -> None:
    before = (
        'OPTS="--enable-hisparse"\nif [[ $SMOKE == 1 ]]; then\n  OPTS="$OPTS --device cpu"\nfi\n'
        f"{LAUNCH} $OPTS\n"
    )
    assert fix(before) == before
    assert codes(before) == ["HSF001:warning"]


def test_strings_run_as_scripts_are_read_in_place() -> None:
    before = (
        f'CMD="{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2"\neval "$CMD"\n'
        f"bash -c '{LAUNCH} --device cpu --enable-hisparse'\n"
        "export SGLANG_USE_CPU_ENGINE=1\n"
        f'ssh node "{LAUNCH} --enable-hisparse --kv-cache-dtype bf8"\n'
    )
    after = (
        before.replace("fp8_e5m2", "fp8_e4m3")
        .replace("--device cpu --enable-hisparse", "--device cpu")
        .replace("bf8", "fp8_e4m3")
    )
    assert fix(before) == after


def test_string_run_as_script_that_cannot_be_read_is_noted() -> None:
    before = f'sh -c "cd $HOME && {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2"\n'
    assert fix(before) == before
    assert codes(before) == ["HSF000:warning"]


def test_docker_env_reaches_a_bash_c_string_in_the_container() -> None:
    before = (
        f"docker run -e SGLANG_USE_CPU_ENGINE=1 img bash -c '{LAUNCH} --enable-hisparse"
        " --kv-cache-dtype fp8_e5m2'\n"
    )
    assert codes(before) == ["HSF001"]


def test_getopts_override_is_one_fix_of_the_default_and_one_warning() -> None:
    before = (
        "D=fp8_e5m2\nwhile getopts d: o; do D=$OPTARG; done\n"
        f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$D"\n'
    )
    assert fix(before) == before.replace("D=fp8_e5m2", "D=fp8_e4m3")
    assert sorted(codes(before)) == ["HSF002", "HSF002:warning"]


def test_a_list_expansion_read_as_a_value_keeps_the_launch_open() -> None:
    """`--fork-flag "$@"`: the unknown flag takes `"$@"` as its value, but "$@" may
    hold more words, so the launch stays open and nothing is added to it."""
    source = f'{LAUNCH} --enable-hisparse --enable-hisparse-mtp-hybrid "$@"\n'
    (site,) = find_sites(source)
    assert site.open
    assert fix(source) == source


# Scripts handed to another shell or program: heredocs, here-strings, job files.

E5M2 = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2"
E4M3 = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3"


@pytest.mark.parametrize(
    "runner",
    [
        "bash -s <<'EOF'",
        "bash <<EOF",
        "sh -e -s <<'EOF'",
        "ssh gpu-1 bash -s <<'EOF'",
        "ssh -p 22 gpu-1 <<EOF",
        "sbatch -N 1 <<'EOF'",
        "srun --export=ALL bash <<'EOF'",
        "docker exec -i c bash <<'EOF'",
    ],
)
def test_heredoc_fed_to_a_shell_is_read_in_place(runner: str) -> None:
    assert fix(f"{runner}\n{E5M2}\nEOF\n") == f"{runner}\n{E4M3}\nEOF\n"


def test_heredoc_not_fed_to_a_shell_is_not_read_as_a_launch() -> None:
    """Shown on the terminal, or stdin to a script: not a launch. Given to another
    program (`python3 -`), it is one the tool cannot read: reported, not edited."""
    for runner in ("cat <<'EOF'", "bash job.sh <<'EOF'"):
        assert codes(f"{runner}\n{E5M2}\nEOF\n") == []
    other = f"python3 - <<'EOF'\n{E5M2}\nEOF\n"
    assert fix(other) == other
    assert codes(other) == ["HSF000:warning", "HSF002:warning"]


def test_here_string_fed_to_a_shell_is_read_in_place() -> None:
    assert fix(f'bash -s <<< "{E5M2}"\n') == f'bash -s <<< "{E4M3}"\n'


def test_expanding_heredoc_takes_this_scripts_values() -> None:
    source = f"M=x\nexport SGLANG_USE_CPU_ENGINE=1\nssh h <<EOF\n{E5M2} --model-path $M\nEOF\n"
    assert codes(source) == ["HSF002"]
    local = source.replace("ssh h", "bash -s")
    assert codes(local) == ["HSF001"]


@pytest.mark.parametrize(
    "body",
    [
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype '$D'",
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype \\$D",
        f"D=bfloat16\n{LAUNCH} --enable-hisparse --kv-cache-dtype $D",
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype `echo $D`",
    ],
)
def test_expanding_heredoc_the_tool_cannot_follow_is_reported(body: str) -> None:
    source = f"D=fp8_e5m2\nbash -s <<EOF\n{body}\nEOF\n"
    assert fix(source) == source
    assert "HSF000:warning" in codes(source)


def test_expanding_heredoc_value_read_again_by_the_shell_is_reported() -> None:
    source = f"O=\"--x '{{}}'\"\nbash -s <<EOF\n{E5M2} $O\nEOF\n"
    assert fix(source) == source
    assert codes(source) == ["HSF000:warning"]


def test_sbatch_export_in_the_batch_script() -> None:
    header = "export SGLANG_USE_CPU_ENGINE=1\nsbatch <<'EOF'\n#!/bin/bash\n"
    assert codes(f"{header}{E5M2}\nEOF\n") == ["HSF001"]
    assert codes(f"{header}#SBATCH --export=NONE\n{E5M2}\nEOF\n") == ["HSF002"]
    assert codes(
        f"{header}#SBATCH --export=NONE\n{E5M2}\nEOF\n".replace("sbatch", "sbatch --export=ALL")
    ) == ["HSF001"]


@pytest.mark.parametrize(
    "run",
    [
        "bash job.sh",
        "sbatch --export=NONE job.sh",
        "sbatch --exclusive job.sh",
        "sbatch -N 2 job.sh",
        "./job.sh",
        "sh ./job.sh",
    ],
)
def test_job_file_written_from_a_heredoc_then_run(run: str) -> None:
    source = f"cat > job.sh <<'EOF'\n{E5M2}\nEOF\n{run}\n"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_job_file_not_run_or_changed_after_writing_is_not_edited() -> None:
    written = f"cat > job.sh <<'EOF'\n{E5M2}\nEOF\n"
    copied = written + "scp job.sh h:\n"  # run elsewhere: reported, not read
    assert fix(copied) == copied
    assert codes(copied) == ["HSF000:warning", "HSF002:warning"]
    changed = written + "echo more >> job.sh\nbash job.sh\n"
    assert fix(changed) == changed
    assert codes(changed) == ["HSF000:warning"]


def test_job_file_from_an_expanding_heredoc_is_reported() -> None:
    launch = f"{LAUNCH} --enable-hisparse --kv-cache-dtype $D"
    source = f"D=fp8_e5m2\ncat > job.sh <<EOF\n{launch}\nEOF\nbash job.sh\n"
    assert fix(source) == source
    assert codes(source) == ["HSF000:warning"]


# Launch strings run by other programs.


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (f"trap '{E5M2}' EXIT\n", f"trap '{E4M3}' EXIT\n"),
        (f'tmux new-session -d -s s "{E5M2}"\n', f'tmux new-session -d -s s "{E4M3}"\n'),
        (f'tmux send-keys -t s "{E5M2}" Enter\n', f'tmux send-keys -t s "{E4M3}" Enter\n'),
        (f'su -c "{E5M2}" svc\n', f'su -c "{E4M3}" svc\n'),
        (f"su svc -c '{E5M2}'\n", f"su svc -c '{E4M3}'\n"),
        (f"runuser -l svc -c '{E5M2}'\n", f"runuser -l svc -c '{E4M3}'\n"),
    ],
)
def test_launch_string_run_by_another_program(before: str, after: str) -> None:
    assert fix(before) == after


def test_tmux_send_keys_without_enter_runs_nothing() -> None:
    assert codes(f'tmux send-keys -t s "{E5M2}"\n') == []


def test_su_login_starts_from_a_clean_environment() -> None:
    exported = "export SGLANG_USE_CPU_ENGINE=1\n"
    assert codes(f"{exported}su svc -c '{E5M2}'\n") == ["HSF001"]
    assert codes(f"{exported}su - svc -c '{E5M2}'\n") == ["HSF002"]


def test_tmux_environment_is_not_known() -> None:
    source = f'export SGLANG_USE_CPU_ENGINE=1\ntmux new -d "{E5M2}"\n'
    assert codes(source) == ["HSF000:warning", "HSF002"]


def test_trap_string_reading_variables_is_not_edited_through_them() -> None:
    source = f"D=fp8_e5m2\ntrap '{LAUNCH} --enable-hisparse --kv-cache-dtype $D' EXIT\nD=bfloat16\n"
    assert fix(source) == source
    assert codes(source) == ["HSF002:warning"]


def test_printf_v_then_eval_is_reported() -> None:
    options = "'--enable-hisparse --kv-cache-dtype fp8_e5m2'"
    source = f"printf -v CMD '{LAUNCH} %s' {options}\neval \"$CMD\"\n"
    assert fix(source) == source
    assert codes(source) == ["HSF000:warning"]


def test_alias_is_expanded_after_expand_aliases() -> None:
    alias = f"alias serve='{LAUNCH}'\nserve --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    expanded = "shopt -s expand_aliases\n" + alias
    assert fix(expanded) == expanded.replace("fp8_e5m2", "fp8_e4m3")
    assert fix(alias) == alias
    assert codes(alias) == ["HSF000:warning"]


# Parser recovery: a brace in an expansion's default.


@pytest.mark.parametrize(
    "statement",
    [
        ': "${CFG:={\\"top_k\\":2048}}"',
        'X="${X-{\\"k\\": 64}}"',
        'Y=${Y:-{\\"a\\":1}}',
        'Q=${Q:-{"a":1}}',
        'R=${R:-{"a":"}"}}',
        'echo "${Z:+{\\"z\\":[1,2]}}"',
        'W="${W:-{\\"a\\":{\\"b\\":1}}}"',
        'export V="${V:={\\"v\\": \\"${HOME}\\"}}"',
    ],
)
def test_brace_in_a_default_is_read_around(statement: str) -> None:
    source = f"{statement}\nD=fp8_e5m2\n{LAUNCH} --enable-hisparse --kv-cache-dtype $D\n"
    assert fix(source) == source.replace("D=fp8_e5m2", "D=fp8_e4m3")


def test_launch_reading_an_unparsed_default_is_reported() -> None:
    source = f': "${{CFG:={{\\"top_k\\":2048}}}}"\n{E5M2} --json-model-override-args "$CFG"\n'
    assert sorted(codes(source)) == ["HSF000:warning", "HSF002"]
    inline = f'{E5M2} --json-model-override-args "${{C:-{{\\"a\\":1}}}}"\n'
    assert sorted(codes(inline)) == ["HSF000:warning", "HSF002"]


def test_script_bash_rejects_is_still_a_parse_error() -> None:
    with pytest.raises(ParseError):
        find_sites('X="${X-{\\"k\\": 64}}"\nif then\n')


def test_heredoc_piped_from_cat_to_a_shell_is_read_in_place() -> None:
    for pipe in ("cat <<'EOF' | bash", "cat <<'EOF' | tee log | bash -s", "cat <<EOF | ssh h"):
        assert fix(f"{pipe}\n{E5M2}\nEOF\n") == f"{pipe}\n{E4M3}\nEOF\n"


def test_heredoc_changed_on_its_way_to_a_shell_is_reported() -> None:
    source = f"cat <<'EOF' | sed s/x/y/ | bash\n{E5M2}\nEOF\n"
    assert fix(source) == source
    assert codes(source) == ["HSF000:warning"]


def test_echoed_string_piped_to_a_shell_is_read_in_place() -> None:
    assert fix(f'echo "{E5M2}" | bash\n') == f'echo "{E4M3}" | bash\n'
    assert codes(f'echo "{E5M2}" | grep sglang\n') == []


# Readers that are not launches: a use of the launch's text that the tool does not model
# blocks the edit and is named in the finding.

HISPARSE = f"{LAUNCH} --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse"


def messages(source: str, **changes: object) -> list[str]:
    findings = fix_text(source, SHELL, _settings(False, changes)).findings
    return [item.finding.message for item in findings]


@pytest.mark.parametrize(
    ("use", "what"),
    [
        ("[[ $KV == fp8_e5m2 ]] && vllm serve m", "the `[[ ]]` test on line 2"),
        ('if [ "$KV" = fp8_e5m2 ]; then :; fi', "the `[ ]` test on line 2"),
        ('test "$KV" = fp8_e5m2 && echo', "`test` on line 2"),
        ('case "$KV" in fp8_e5m2) echo ;; esac', "the `case` on line 2"),
        ("vllm serve m --kv-cache-dtype $KV", "the `vllm` command on line 2"),
        ('curl -d "{\\"dtype\\": \\"$KV\\"}" http://x', "the `curl` command on line 2"),
        ("python3 bench.py --dtype $KV", "the `python3` command on line 2"),
        ("cat > c.yaml <<EOF\nkv-cache-dtype: $KV\nEOF", "the heredoc on line 2"),
        ('echo "kv: $KV" > run.env', "the `echo` output written to a file on line 2"),
        ('echo "$KV" | tee kv.txt', "the `echo` output piped on line 2"),
        ('printf -v COPY "%s" "$KV"', "`printf -v` on line 2"),
        ('read -r -a WORDS <<< "$KV"', "`read` on line 2"),
        ('grep -q x <<< "$KV"', "the `grep` command on line 2"),
        ('K=KV; echo "${!K}" > f', "the `echo` output written to a file on line 2"),
        ('f() { vllm serve m --kv-cache-dtype "$1"; }\nf "$KV"', "the `vllm` command on line 2"),
    ],
)
def test_a_use_that_is_not_a_launch_blocks_the_edit_and_is_named(use: str, what: str) -> None:
    before = f"KV=fp8_e5m2\n{use}\n{HISPARSE} --kv-cache-dtype $KV\n"
    assert fix(before) == before
    (message,) = messages(before, ignore=(RADIX,))
    assert message.endswith(f"`--kv-cache-dtype` is also read by {what}")


@pytest.mark.parametrize(
    "use",
    [
        'echo "kv: $KV"',
        "printf 'kv: %s\\n' \"$KV\" >&2",
        'echo "$KV" > /dev/null',
        'logger "kv $KV"',
        "cat > notes.txt <<'EOF'\nkv: $KV\nEOF",
        'ls | while read -r f; do echo "$f: $KV"; done',
        "[[ $OTHER == x ]]",
    ],
)
def test_a_message_to_the_terminal_or_a_quoted_heredoc_reads_nothing(use: str) -> None:
    before = f"KV=fp8_e5m2\nOTHER=y\n{use}\n{HISPARSE} --kv-cache-dtype $KV\n"
    assert fix(before) == before.replace("KV=fp8_e5m2", "KV=fp8_e4m3")


@pytest.mark.parametrize(
    "use", ["[[ $COPY == fp8_e5m2 ]]", 'echo "$COPY" > kv.txt', 'echo "$COPY" | tee kv.txt']
)
def test_a_reader_of_a_copy_blocks_the_original_text(use: str) -> None:
    before = f'KV=fp8_e5m2\nCOPY="$KV"\n{use}\n{HISPARSE} --kv-cache-dtype $KV\n'
    assert fix(before) == before
    assert messages(before)[0].endswith(
        "read by `COPY` (set from it on line 2), which a test or output to a file reads"
    )
    printed = before.replace(use, 'echo "$COPY"')
    assert fix(printed) != printed


def test_arithmetic_reads_the_top_k() -> None:
    before = (
        f"TOPK=4\n(( TOPK > 1 )) && echo\n{HISPARSE} --kv-cache-dtype fp8_e4m3 "
        "--speculative-algorithm EAGLE --speculative-eagle-topk $TOPK\n"
    )
    assert fix(before) == before
    assert messages(before)[0].endswith("is also read by the arithmetic on line 2")


def test_a_variable_named_by_an_unknown_indirection_may_be_any() -> None:
    before = f'KV=fp8_e5m2\necho "${{!1}}" > f\n{HISPARSE} --kv-cache-dtype $KV\n'
    assert fix(before) == before


def test_a_name_reference_to_an_unknown_variable_may_change_any() -> None:
    before = (
        'add() { local -n into="$1"; into+=(--device cpu); }\n'
        f'A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\nadd "${{WHICH:-A}}"\n'
        f'{LAUNCH} "${{A[@]}}"\n'
    )
    assert fix(before) == before
    assert "HSF000:warning" in codes(before)
    another = before.replace('"${WHICH:-A}"', "B")
    assert "fp8_e4m3" in fix(another)


def test_a_refused_default_is_named_and_not_rewritten() -> None:
    before = f'{HISPARSE} --kv-cache-dtype "${{KV:-fp8_e5m2}}"\n'
    assert fix(before) == before
    (message,) = messages(before)
    assert "its default `fp8_e5m2`" in message and "not rewritten" in message
    accepted = before.replace("fp8_e5m2", "fp8_e4m3")
    assert "default" not in messages(accepted)[0]


# The environment a launch gets: what the tool cannot see blocks its edits.


@pytest.mark.parametrize("switch_on", ["set -a", "set -ea", "set -o allexport"])
def test_set_a_exports_plain_assignments(switch_on: str) -> None:
    before = f"{switch_on}\nSGLANG_USE_CPU_ENGINE=1\n{HISPARSE} --disable-radix-cache\n"
    assert "--enable-hisparse" not in fix(before)
    after_plus_a = before.replace("SGLANG_USE_CPU_ENGINE=1\n", "set +a\nSGLANG_USE_CPU_ENGINE=1\n")
    assert fix(after_plus_a) == after_plus_a


@pytest.mark.parametrize(
    "setting",
    [
        "export $(grep -v '^#' .env | xargs)",
        "export SGLANG_USE_CPU_ENGINE=${USE_CPU:-0}",
        'SGLANG_USE_CPU_ENGINE="$USE_CPU"\nexport SGLANG_USE_CPU_ENGINE',
    ],
)
def test_an_environment_the_tool_cannot_read_blocks_the_launchs_edits(setting: str) -> None:
    before = f"{setting}\n{HISPARSE} --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    assert fix(before) == before
    assert codes(before) == ["HSF000:warning", "HSF002:warning"]
    cleared = before.replace(LAUNCH, f"env -i PATH=/usr/bin {LAUNCH}")
    assert fix(cleared) != cleared


def test_a_switch_set_before_the_command_from_an_unknown_value_blocks() -> None:
    before = (
        f'SGLANG_USE_CPU_ENGINE="$X" {HISPARSE} --disable-radix-cache --kv-cache-dtype fp8_e5m2\n'
    )
    assert fix(before) == before


@pytest.mark.parametrize("options", ["-np 1", "-n 2 --bind-to none", "--mca btl self -np 1"])
def test_mpirun_x_after_valued_options_sets_the_ranks_environment(options: str) -> None:
    before = f"mpirun {options} -x SGLANG_USE_CPU_ENGINE=1 {HISPARSE} --disable-radix-cache\n"
    assert "--enable-hisparse" not in fix(before)


def test_ifs_without_a_space_does_not_split_on_spaces() -> None:
    opts = 'OPTS="--enable-hisparse --kv-cache-dtype fp8_e5m2"\n'
    launch = f"{LAUNCH} --disable-radix-cache $OPTS\n"
    strict = f"IFS=$'\\n\\t'\n{opts}{launch}"
    assert fix(strict) == strict
    assert codes(strict) == []
    restored = f"IFS=$'\\n\\t'\nunset IFS\n{opts}{launch}"
    assert "fp8_e4m3" in fix(restored)
    assert "fp8_e4m3" in fix(f"IFS=' '\n{opts}{launch}")


def test_an_ifs_the_tool_does_not_model_leaves_the_words_unknown() -> None:
    before = f'IFS=,\nOPTS="--enable-hisparse --kv-cache-dtype fp8_e5m2"\n{LAUNCH} $OPTS\n'
    assert fix(before) == before
    assert codes(before) == ["HSF000:warning"]


def test_a_positional_assigned_to_a_local_is_followed_per_call() -> None:
    before = (
        "serve() {\n  local role=$1\n"
        f'  {HISPARSE} --disable-radix-cache --disaggregation-mode "$role" '
        "--disaggregation-decode-enable-radix-cache\n}\nserve decode\n"
    )
    assert "--disaggregation-decode-enable-radix-cache" not in fix(before, radix=True)


@pytest.mark.parametrize("runner", ["trap cleanup EXIT", "eval cleanup", "eval 'cleanup'"])
def test_a_function_of_the_file_called_from_a_string_is_read_from_the_file(runner: str) -> None:
    """The string is read from a copy of the file with all else blank; the function
    it calls is read from the file itself (its quoted words are there)."""
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    source = f'cleanup() {{ kill "$PID" 2>/dev/null || true; }}\n{runner}\n{launch}\n'
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


# Control flow: background jobs, pipelines, loops, `source`, platform branches.


@pytest.mark.parametrize(
    "job",
    [
        "f() { A+=(--device cpu); }\nf &\n",
        "{ A+=(--device cpu); } &\n",
        "export SGLANG_USE_CPU_ENGINE=1 && A+=(--device cpu) &\n",
        "true && A+=(--device cpu) &\n",
    ],
    ids=["function", "group", "export-and", "and-list"],
)
def test_a_background_job_changes_nothing_after_it(job: str) -> None:
    source = f'A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n{job}{LAUNCH} "${{A[@]}}"\n'
    (site,) = find_sites(source)
    assert site.last("device") is None and "SGLANG_USE_CPU_ENGINE" not in site.env
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_a_launch_in_a_background_job_is_still_found() -> None:
    source = f"{{ {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2; }} &\nwait\n"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_a_pipeline_changes_nothing_unless_lastpipe() -> None:
    body = "KV=fp8_e5m2\nprintf 'bfloat16' | read -r KV\n"
    body += f"{LAUNCH} --enable-hisparse --kv-cache-dtype $KV\n"
    assert find_sites(body)[0].last("kv-cache-dtype").value == "fp8_e5m2"
    for lastpipe in ["shopt -s lastpipe\n", "set -e\nshopt -s extglob lastpipe\n"]:
        (site,) = find_sites(lastpipe + body)
        assert site.last("kv-cache-dtype").dynamic
    offs = ["shopt -u lastpipe", "set -m", "set -o monitor", "set -eo monitor"]
    for off in [f"shopt -s lastpipe\n{words}\n" for words in offs]:
        (site,) = find_sites(off + body)
        assert site.last("kv-cache-dtype").value == "fp8_e5m2"


def test_a_while_case_shift_loop_reaches_every_combination() -> None:
    source = (
        "KV=fp8_e4m3\nB=flashmla_kv\n"
        "while [ $# -gt 0 ]; do\n  case $1 in\n    --bf16) KV=bfloat16; shift ;;\n"
        "    --sparse) B=flashmla_sparse; shift ;;\n  esac\ndone\n"
        f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$KV" --dsa-decode-backend "$B"\n'
    )
    read = {
        (site.last("kv-cache-dtype").value, site.last("dsa-decode-backend").value)
        for site in find_sites(source)
    }
    assert read == {
        ("fp8_e4m3", "flashmla_kv"),
        ("bfloat16", "flashmla_kv"),
        ("fp8_e4m3", "flashmla_sparse"),
        ("bfloat16", "flashmla_sparse"),
    }
    assert fix(source, backend_fix=BackendFix.REPLACE) == source


def test_an_ab_loop_that_clears_the_flags_is_two_runs() -> None:
    source = (
        'F="--enable-hisparse"\nfor v in a b; do\n'
        f'  {LAUNCH} --kv-cache-dtype fp8_e5m2 $F\n  F=""\ndone\n'
    )
    sites = find_sites(source)
    assert [site.hisparse_enabled for site in sites] == [True, False]
    assert sites[1].run == "when the loop on line 2 runs its body for `b`"
    assert fix(source) == source


def test_continue_goes_back_to_the_loop_and_break_leaves_it() -> None:
    source = (
        "A=(--enable-hisparse)\n"
        'while [ -n "$X" ]; do\n  if [ -n "$Y" ]; then continue; fi\n  A+=(--tp 2)\n  break\ndone\n'
        f'{LAUNCH} "${{A[@]}}"\n'
    )
    read = sorted(len(site.options) for site in find_sites(source))
    assert read == [1, 2]
    assert not any(site.partial for site in find_sites(source))


def test_a_loop_past_its_rounds_makes_its_launches_partial() -> None:
    source = (
        "A=(--enable-hisparse --kv-cache-dtype fp8_e5m2)\n"
        'while [ -n "$X" ]; do\n  A+=(--tp 2)\n'
        f'  {LAUNCH} "${{A[@]}}"\ndone\n{LAUNCH} "${{A[@]}}"\n'
    )
    sites = find_sites(source)
    partial = [site for site in sites if site.partial]
    assert partial and max(site.span for site in partial) == max(site.span for site in sites)
    messages = " ".join(note.message for site in partial for note in site.notes)
    assert "the loop on line 2 may run more times than the tool follows" in messages
    assert fix(source) == source


def test_a_loop_that_never_settles_widens_only_what_it_changes() -> None:
    """`waited` changes on every pass of the wait loop, so it is read as unknown past the
    rounds followed; the launch after it reads nothing the loop changes and is fixed."""
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    source = (
        "waited=0\n"
        "while ! curl -s localhost:30000/health; do\n"
        "  sleep 5\n  waited=$((waited + 5))\n"
        '  if [ "$waited" -ge 600 ]; then exit 1; fi\n'
        f"done\n{launch}\n"
    )
    (site,) = {site.span: site for site in find_sites(source)}.values()
    assert not site.partial
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


@pytest.mark.parametrize("command", ["source ./env.sh", ". env.sh", "source env.sh prod"])
def test_source_may_change_the_variables_a_launch_reads(command: str) -> None:
    source = (
        f"KV=fp8_e5m2\n{command}\n"
        f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$KV"\n'
        f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2 --port 1\n"
    )
    first, second = find_sites(source)
    assert first.partial and f"`{command}` on line 2 may change it" in first.notes[0].message
    # The file may also export the CPU switch: a launch written out in full is not edited
    # either, unless it names its device (`--device` decides before the switch).
    assert second.partial and "`SGLANG_USE_CPU_ENGINE` may be exported" in second.notes[0].message
    assert fix(source) == source
    named = source.replace("--port 1", "--device cuda --port 1")
    assert fix(named) == named.replace("fp8_e5m2 --device", "fp8_e4m3 --device")


def test_a_statement_the_parser_cannot_read_exports_no_switch_it_does_not_name() -> None:
    """Its text is known: unless it names a switch or exports, sources or evaluates
    something, a launch after it keeps its platform (and its fix)."""
    unparsed = 'if [ "$MODE" \\< "m" ]; then echo small; fi'
    source = f"{unparsed}\n{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    assert "fp8_e4m3" in fix(source)
    exporting = source.replace("echo small", "export SGLANG_USE_CPU_ENGINE=1")
    assert fix(exporting) == exporting


def test_source_may_change_an_exported_sglang_switch() -> None:
    source = f"export SGLANG_USE_CPU_ENGINE=1\nsource env.sh\n{LAUNCH} --enable-hisparse\n"
    (site,) = find_sites(source)
    assert site.partial and "`source env.sh` on line 2" in site.notes[0].message
    assert fix(source) == source


AMD_CASE = (
    "B=flashmla_kv\ncase $GPU in\n  mi300x|*rocm*) B=tilelang;;\nesac\n"
    f'{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3 --dsa-decode-backend "$B"\n'
)


def test_an_arm_for_another_platform_is_judged_on_that_platform() -> None:
    """The `mi300x` arm's run is judged on ROCm, where tilelang is right: nothing to say."""
    settings = {"backend_fix": BackendFix.REPLACE}
    assert fix(AMD_CASE, **settings) == AMD_CASE
    assert not fix_text(AMD_CASE, SHELL, _settings(False, settings)).findings
    wrong_there = AMD_CASE.replace("B=tilelang", "B=flashmla_kv")
    messages = [
        item.finding.message
        for item in fix_text(wrong_there, SHELL, _settings(False, settings)).findings
    ]
    assert any("on rocm" in m and "flashmla_kv" in m for m in messages), messages


def test_an_arm_for_the_tools_platform_is_judged() -> None:
    fixed = fix(AMD_CASE, backend_fix=BackendFix.REPLACE, platform="rocm")
    assert "B=tilelang" in fixed and "B=flashmla_kv" not in fixed


@pytest.mark.parametrize(
    "branch",
    [
        'if [[ "$GPU" == *hip* ]]; then B=tilelang; fi\n',
        'if [ -n "$X" ]; then :; elif command -v rocm-smi; then B=tilelang; fi\n',
        "[[ $GPU == mi355x ]] && B=tilelang\n",
    ],
    ids=["if", "elif", "and-list"],
)
def test_a_branch_testing_another_platform_is_not_edited(branch: str) -> None:
    source = (
        f"B=flashmla_kv\n{branch}"
        f'{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e4m3 --dsa-decode-backend "$B"\n'
    )
    assert fix(source, backend_fix=BackendFix.REPLACE) == source


def test_a_branch_that_names_no_platform_is_judged_as_before() -> None:
    source = AMD_CASE.replace("mi300x|*rocm*", "decode")
    assert "B=flashmla_kv;;" in fix(source, backend_fix=BackendFix.REPLACE)


def test_runs_that_differ_only_in_what_utilities_read_are_one() -> None:
    toggles = "".join(f'if [ -n "$V{i}" ]; then D{i}=x; fi\nmkdir -p "$D{i}"\n' for i in range(8))
    source = f'{toggles}{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2 > "$D0/log"\n'
    (site,) = find_sites(source)
    assert not site.partial
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_a_parse_loop_past_the_cap_widens_values_instead_of_dropping_runs() -> None:
    names = [f"V{i}" for i in range(9)]
    defaults = "".join(f"{name}=d\n" for name in names)
    arms = "".join(f"    --{name}) {name}=$2; shift 2 ;;\n" for name in names)
    words = " ".join(f'--x{i} "${name}"' for i, name in enumerate(names))
    source = (
        f"{defaults}KV=fp8_e5m2\n"
        f"while [ $# -gt 0 ]; do\n  case $1 in\n{arms}    --kv) KV=$2; shift 2 ;;\n"
        f"  esac\ndone\n{LAUNCH} {words} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
        f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$KV" --port 1\n'
    )
    sites = find_sites(source)
    assert len({site.span for site in sites}) == 2 and not any(site.partial for site in sites)
    fixed = fix(source)
    assert "--kv-cache-dtype fp8_e4m3\n" in fixed
    # 2**10 ways through the flags: values joined or widened, no run dropped.
    assert len(sites) <= 2 * 64
    assert not any("more than 64 runs" in note.message for site in sites for note in site.notes)


def test_a_select_loop_is_not_a_for_loop_over_its_words() -> None:
    source = f'A=(--enable-hisparse)\nselect x in a; do A+=(--tp 2); done\n{LAUNCH} "${{A[@]}}"\n'
    assert any(site.partial for site in find_sites(source))


def test_widening_keeps_an_exported_switch_the_launch_environment_reads() -> None:
    toggles = "".join(f'if [ -n "$T{i}" ]; then V{i}=x; fi\n' for i in range(7))
    words = " ".join(f'--x{i} "$V{i}"' for i in range(7))
    source = (
        'if [ -n "$CPU" ]; then export SGLANG_USE_CPU_ENGINE=1\n'
        'elif [ -n "$GPU" ]; then export SGLANG_USE_CPU_ENGINE=0; fi\n'
        f"{toggles}"
        f"{LAUNCH} {words} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    )
    sites = find_sites(source)
    assert {site.env.get("SGLANG_USE_CPU_ENGINE") for site in sites} == {None, "0", "1"}
    assert not any(site.partial for site in sites)
    assert fix(source) == source


@pytest.mark.parametrize(
    "script",
    [
        "if {launch}; then echo FAIL; exit 1; fi\n",
        "! {launch}\n",
        "if true; then :; elif {launch}; then exit 1; fi\n",
    ],
)
def test_a_launch_whose_exit_status_the_script_tests_is_not_edited(script: str) -> None:
    """A negative test expects SGLang to refuse the launch: a fix would break the test."""
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    source = script.format(launch=launch)
    (site,) = find_sites(source)
    assert site.partial and "exit status" in site.notes[-1].message
    assert fix(source) == source


def test_a_launch_that_only_stops_the_script_when_it_fails_is_fixed() -> None:
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    assert fix(f"{launch} || exit 1\n") == f"{launch} || exit 1\n".replace("e5m2", "e4m3")


def test_a_program_started_with_an_exported_value_reads_it() -> None:
    launch = f'{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"'
    blocked = f"export KV=fp8_e5m2\n./warmup.sh\n{launch}\n"
    assert fix(blocked) == blocked
    (site,) = find_sites(blocked)
    assert any("`warmup.sh` command on line 2, which gets" in r.what for r in site.readers)
    for harmless in ("mkdir -p logs", "python3 -m sglang.bench_serving --port 1", "echo $KV"):
        source = f"export KV=fp8_e5m2\n{harmless}\n{launch}\n"
        assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3"), harmless
    unexported = f"KV=fp8_e5m2\n./warmup.sh\n{launch}\n"
    assert fix(unexported) == unexported.replace("fp8_e5m2", "fp8_e4m3")


def test_runs_that_set_the_same_variables_in_another_order_are_one() -> None:
    """The order variables were set in is not seen later: such runs must merge, or a
    parse loop's flags in every order fill the cap on runs."""
    from hisparse_fix.formats.shell.state import Kind, State, Var, merge

    one, two = Var(Kind.STRING), Var(Kind.ARRAY)
    first = State().assign("X", one).assign("Y", two)
    second = State().assign("Y", two).assign("X", one)
    assert first.key == second.key
    assert len(merge([first, second], 64)) == 1


def test_functions_are_found_by_name_and_a_definition_run_again_changes_nothing() -> None:
    from hisparse_fix.formats.shell.state import State

    state = State().define("setup", 10).define("serve", 20).define("setup", 30)
    assert [name for name, _ in state.functions] == ["serve", "setup"]
    assert (state.function("setup"), state.function("serve"), state.function("x")) == (30, 20, None)
    assert state.define("setup", 30) is state  # a loop runs the definition again
    assert hash(state.functions) == hash((("serve", 20), ("setup", 30)))
    assert state.undefine("x") is state
    assert state.undefine("setup").function("setup") is None


def test_a_state_splits_only_on_the_joined_variables_it_is_asked_about() -> None:
    from hisparse_fix.formats.shell.state import Kind, State, Var, joined

    words = [Var(Kind.STRING, (), unread=None), Var(Kind.ARRAY)]
    runs = [State().assign("A", value).assign("B", Var(Kind.UNSET)) for value in words]
    (one,) = joined(runs)
    assert one.lookup("A").branches and not one.lookup("B").branches
    assert len(one.split({"A", "B", "NOT_SET"}, 64)) == 2
    assert one.split({"B", "NOT_SET"}, 64) == [one]
    assert State().split({"A"}, 64) == [State()]


def test_a_statement_only_bash_reads_is_set_aside_and_the_rest_read() -> None:
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    source = f'[ "$a" \\< "$b" ] && echo\n{launch}\n'
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")
    reads_kv = launch.replace("fp8_e5m2", '"$KV"')
    unread = f'KV=fp8_e5m2\n[ "$a" \\< "$b" ] && KV=bfloat16\n{reads_kv}\n'
    assert fix(unread) == unread
    (site,) = find_sites(unread)
    assert "is not parsed by the tool" in " ".join(note.message for note in site.notes)


def test_a_launch_on_a_statement_only_bash_reads_is_reported() -> None:
    source = (
        f'if [ "$a" \\< "$b" ]; then {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2; fi\n'
    )
    (site,) = find_sites(source)
    assert site.partial and site.last("kv-cache-dtype").value == "fp8_e5m2"
    assert fix(source) == source


def test_a_script_bash_rejects_is_still_a_parse_error() -> None:
    with pytest.raises(ParseError):
        find_sites(f"if then fi\n{LAUNCH} --enable-hisparse\n")


@pytest.mark.parametrize(
    "script",
    [
        "{launch} && {{ echo BUG; exit 1; }}\n",
        "{launch} || echo 'refused as expected'\n",
        "set +e\n{launch}\nrc=$?\nset -e\n",
    ],
)
def test_a_launch_whose_outcome_the_script_reads_is_not_edited(script: str) -> None:
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    source = script.format(launch=launch)
    assert fix(source) == source
    assert any(site.partial for site in find_sites(source))


@pytest.mark.parametrize(
    "stop", ["exit 1", "{ echo 'server failed' >&2; exit 1; }", "return 1", "false"]
)
def test_a_launch_whose_failure_only_stops_the_script_is_fixed(stop: str) -> None:
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    source = f"{launch} || {stop}\n"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


@pytest.mark.parametrize(
    ("heredoc", "codes"),
    [
        (
            "cat > serve.yaml <<EOF\nenable-hisparse: true\nkv-cache-dtype: fp8_e5m2\nEOF\n",
            {"HSF000", "HSF002", "HSF004"},
        ),
        (
            "python3 - <<'PY'\nimport sglang as sgl\n"
            "sgl.Engine(enable_hisparse=True, disable_radix_cache=True,"
            ' kv_cache_dtype="fp8_e5m2")\nPY\n',
            {"HSF000", "HSF002"},
        ),
    ],
)
def test_a_heredoc_holding_hisparse_that_no_launch_reads_is_reported(
    heredoc: str, codes: set[str]
) -> None:
    fixed = fix_text(heredoc, BY_NAME["shell"], Settings())
    assert fixed.text == heredoc
    assert {item.finding.code for item in fixed.findings} == codes


def test_a_heredoc_only_shown_on_the_terminal_is_passed_over() -> None:
    usage = "cat <<EOF\nusage: serve.sh --enable-hisparse --kv-cache-dtype fp8_e5m2\nEOF\n"
    assert find_sites(usage) == []


def test_a_launch_whose_output_is_searched_is_not_edited() -> None:
    """`launch 2>&1 | grep -q "HiSparse requires"` checks SGLang's error; `| tee` logs."""
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    searched = f'{launch} 2>&1 | grep -q "HiSparse requires"\n'
    assert fix(searched) == searched
    logged = f"{launch} 2>&1 | tee server.log\n"
    assert fix(logged) == logged.replace("fp8_e5m2", "fp8_e4m3")


def test_a_launch_whose_status_is_only_passed_on_is_fixed() -> None:
    launch = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    source = f"{launch}\nexit $?\n"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_a_value_that_names_a_redirect_s_file_is_read_there() -> None:
    launch = f'{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"'
    source = f'KV=fp8_e5m2\n{launch} > "logs/server_$KV.log" 2>&1\n'
    assert fix(source) == source
    (site,) = find_sites(source)
    assert any("the redirect on line 2" in reader.what for reader in site.readers)


@pytest.mark.parametrize("opening", ["exec {lock}>/tmp/x.lock", "exec {log}>>out.log {in}<in.txt"])
def test_exec_that_only_opens_descriptors_runs_on(opening: str) -> None:
    source = f"{opening}\n{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")
    (site,) = find_sites(source)
    assert not site.notes
    # `exec` with a command replaces the shell: what follows is not reached.
    ended = f"exec {LAUNCH} --port 1\n{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    after = find_sites(ended)[-1]
    assert any("no run of the script" in note.message for note in after.notes)


@pytest.mark.parametrize(
    "launches",
    [
        "".join(f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$KV" --port {n}\n' for n in (1, 2)),
        "".join(
            f'{LAUNCH} --enable-hisparse --kv-cache-dtype "$KV" --port {n}\n' for n in (1, 2, 3)
        ),
        f"for port in 1 2 3; do\n"
        f'  {LAUNCH} --enable-hisparse --kv-cache-dtype "$KV" --port "$port"\ndone\n',
    ],
    ids=["two", "three", "a loop"],
)
def test_launches_sharing_one_value_get_it_fixed_once(launches: str) -> None:
    source = f"KV=fp8_e5m2\n{launches}"
    assert fix(source) == source.replace("KV=fp8_e5m2", "KV=fp8_e4m3")
