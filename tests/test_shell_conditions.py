"""A branch a run knows the outcome of is taken only by the runs it is true for."""

from __future__ import annotations

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.sglang.settings import Settings

LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse "
    '--disable-radix-cache --kv-cache-dtype "$KV" --served-model-name "m-$scheme"'
)


def _sweep(words: str, test: str, options: str = "") -> str:
    """A sweep over `words` whose arm, taken when `test` is true, sets a refused dtype."""
    return (
        f"{options}for scheme in {words}; do\n  KV=fp8_e4m3\n"
        f"  if {test}; then KV=fp8_e5m2; fi\n  {LAUNCH}\ndone\n"
    )


def _edited(text: str) -> bool:
    return fix_text(text, BY_NAME["shell"], Settings()).text != text


@pytest.mark.parametrize(
    "test",
    [
        '[[ "$scheme" == legacy ]]',
        "[[ $scheme == legacy ]]",
        '[[ "$scheme" = "legacy" ]]',
        "[[ \"$scheme\" == 'legacy' ]]",
        '[ "$scheme" = legacy ]',
        '[ "$scheme" == "legacy" ]',
    ],
)
def test_an_arm_no_pass_of_the_sweep_takes_is_not_read(test: str) -> None:
    assert not _edited(_sweep("base spec", test))
    assert _edited(_sweep("base legacy", test))


def test_a_negated_comparison_is_decided_the_other_way() -> None:
    assert not _edited(_sweep("legacy", '[[ "$scheme" != legacy ]]'))
    assert _edited(_sweep("legacy base", '[[ "$scheme" != legacy ]]'))


@pytest.mark.parametrize(
    ("test", "options"),
    [
        ('[[ "$scheme" == leg* ]]', ""),  # a pattern
        ('[[ "$scheme" == @(legacy|old) ]]', ""),  # an extglob
        ('[[ "$scheme" == [lL]egacy ]]', ""),
        ('[[ "$scheme" == "$OTHER" ]]', ""),  # a value the run does not know
        ('[[ "$scheme" == legacy && -n "$X" ]]', ""),  # more than one test
        ('[[ "$scheme" =~ ^leg ]]', ""),  # a regular expression
        ('[[ "$scheme" == LEGACY ]]', "shopt -s nocasematch\n"),  # bash ignores case
        ('test "$scheme" = legacy', ""),  # `test`, not `[ ]`: read as before
    ],
)
def test_a_comparison_the_run_cannot_decide_runs_both_ways(test: str, options: str) -> None:
    """Undecided, the arm is read in every pass: its refused dtype is fixed."""
    assert _edited(_sweep("base spec", test, options))


def test_a_word_split_or_globbed_in_a_single_bracket_test_is_not_decided() -> None:
    """`[ $scheme = legacy ]` with a value holding a blank is an error in bash, not false."""
    text = f'scheme="a b"\nKV=fp8_e4m3\nif [ $scheme = legacy ]; then KV=fp8_e5m2; fi\n{LAUNCH}\n'
    assert _edited(text)


def test_an_elif_is_decided_for_the_runs_that_reach_it() -> None:
    text = (
        "for scheme in base spec; do\n  KV=fp8_e4m3\n"
        '  if [[ "$scheme" == base ]]; then KV=bfloat16\n'
        '  elif [[ "$scheme" == base ]]; then KV=fp8_e5m2\n'  # only `base` would take it
        f"  fi\n  {LAUNCH}\ndone\n"
    )
    assert not _edited(text)


def _case_sweep(words: str, arms: str, options: str = "") -> str:
    return (
        f'{options}for scheme in {words}; do\n  KV=fp8_e4m3\n  case "$scheme" in\n{arms}\n'
        f"  esac\n  {LAUNCH}\ndone\n"
    )


@pytest.mark.parametrize(
    "arms",
    [
        "    legacy) KV=fp8_e5m2 ;;",
        '    base) ;;\n    "legacy"|old) KV=fp8_e5m2 ;;',
        "    'legacy') KV=fp8_e5m2 ;;\n    *) KV=bfloat16 ;;",
        "    base|spec) KV=bfloat16 ;;\n    *) KV=fp8_e5m2 ;;",  # only an unknown word gets `*`
    ],
)
def test_a_case_arm_no_pass_of_the_sweep_takes_is_not_read(arms: str) -> None:
    assert not _edited(_case_sweep("base spec", arms))
    assert _edited(_case_sweep("base spec legacy", arms))


@pytest.mark.parametrize(
    ("arms", "options"),
    [
        ("    leg*) KV=fp8_e5m2 ;;", ""),  # a pattern
        ("    base) ;;&\n    legacy) KV=fp8_e5m2 ;;", ""),  # `;;&` goes on testing
        ("    base) ;&\n    legacy) KV=fp8_e5m2 ;;", ""),  # `;&` runs on into the next arm
        ('    "$OTHER") KV=fp8_e5m2 ;;', ""),
        ("    LEGACY) KV=fp8_e5m2 ;;", "shopt -s nocasematch\n"),
    ],
)
def test_a_case_the_run_cannot_decide_or_that_falls_through_is_read_as_before(
    arms: str, options: str
) -> None:
    assert _edited(_case_sweep("base spec", arms, options))


def test_a_run_is_named_by_its_forks_not_by_the_branches_it_could_not_miss() -> None:
    from hisparse_fix.formats.shell import find_sites

    text = (
        "for scheme in base legacy; do\n  KV=fp8_e4m3\n"
        '  if [[ "$scheme" == legacy ]]; then KV=fp8_e5m2; fi\n'
        '  if [[ "$MODE" == debug ]]; then KV=bfloat16; fi\n'
        f"  {LAUNCH}\ndone\n"
    )
    runs = sorted(site.run for site in find_sites(text))
    assert len(runs) == 4
    assert all("runs its body for" in run for run in runs)
    assert sum("the `if` on line 4 is true" in run for run in runs) == 2  # MODE: a fork
    assert not any("line 3" in run for run in runs)  # the scheme's word decides it


VENDOR_LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse "
    '--disable-radix-cache --kv-cache-dtype bfloat16 --dsa-decode-backend "$B"'
)


def _vendor_findings(test: str, platform: str = "cuda") -> list[str]:
    text = f"if {test}; then B=tilelang; else B=flashmla_sparse; fi\n{VENDOR_LAUNCH}\n"
    fixed = fix_text(text, BY_NAME["shell"], Settings(platform=platform, platform_chosen=True))
    assert fixed.text == text
    return [item.finding.message for item in fixed.findings]


@pytest.mark.parametrize(
    "test",
    [
        "[[ $GPU_VENDOR == amd ]]",
        '[ "$GPU" = "mi300x" ]',
        "[[ rocm == $PLATFORM ]]",  # the word on the left
    ],
)
def test_a_branch_on_a_vendor_variable_is_judged_on_that_vendor(test: str) -> None:
    """tilelang is ROCm's backend, flashmla_sparse CUDA's: each branch's run is right."""
    assert _vendor_findings(test) == []


def test_a_negated_vendor_test_puts_the_branch_on_the_other_platforms() -> None:
    """`!= nvidia`: the branch is for the machines that are not CUDA ones; judged for
    CUDA, its run is not checked (a warning), and the `else` (CUDA's) is right."""
    (message,) = _vendor_findings('[[ "$GPU_VENDOR" != nvidia ]]')
    assert "runs only where the platform is not `cuda`" in message


@pytest.mark.parametrize("test", ['[[ "$DEVICE" == cpu ]]', '[[ "$MODE" == fast ]]'])
def test_a_branch_on_a_mode_is_judged_on_the_tool_s_platform(test: str) -> None:
    """`cpu` is as often a mode a user picks: not a sign of the machine. Both runs are
    judged on CUDA, where tilelang is refused."""
    messages = _vendor_findings(test)
    assert any("tilelang is not allowed with HiSparse on cuda" in m for m in messages)


def test_runs_that_passed_contradictory_tests_of_the_vendor_never_launch() -> None:
    text = (
        "if [[ $V == amd ]]; then B=tilelang; else B=flashmla_sparse; fi\n"
        'case "$V" in amd) : ;; *) B=flashmla_sparse ;; esac\n'
        f"{VENDOR_LAUNCH}\n"
    )
    from hisparse_fix.formats.shell import find_sites

    sites = find_sites(text)
    # amd/amd, not-amd/`*`, amd/`*` (the `*` arm is not a vendor's): never not-amd/amd.
    assert len(sites) == 3
    assert not any(
        {(b.only, tuple(b.platforms)) for b in site.branches}
        >= {(True, ("rocm",)), (False, ("rocm",))}
        for site in sites
    )


@pytest.mark.parametrize(
    ("substitution", "captured"),
    [
        ("$(launch 2>&1)", True),
        ("$(launch 2>&1 || true)", True),
        ("$(launch 2>&1 >/dev/null)", True),  # errors to the capture, results dropped
        ("$(launch |& tee run.log)", True),
        ("$(launch)", False),  # a benchmark's results
        ("$(launch > server.log 2>&1 & echo $!)", False),  # both to the log
        ("$(launch &> server.log)", False),
        ("$(launch 2>errors.log)", False),
    ],
)
def test_a_substitution_captures_error_output_as_bash_redirects_it(
    substitution: str, captured: bool
) -> None:
    from hisparse_fix.formats.shell.statements import _captures_errors

    assert _captures_errors(substitution) is captured


@pytest.mark.parametrize(
    "wrapper",
    ["bwrap --ro-bind / / --unsetenv SGLANG_USE_CPU_ENGINE", "firejail --env=X=1", "my-launcher"],
)
def test_a_launch_through_a_program_the_tool_does_not_know_is_reported_not_edited(
    wrapper: str,
) -> None:
    """Such a program may give the launch any environment: with the CPU switch exported,
    HiSparse is not turned off on a guess, and the program is named."""
    text = (
        "export SGLANG_USE_CPU_ENGINE=1\n"
        f"{wrapper} python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16\n"
    )
    fixed = fix_text(text, BY_NAME["shell"], Settings())
    assert fixed.text == text
    name = wrapper.split()[0]
    assert any(
        f"`{name}` is a program the tool does not know" in i.finding.message for i in fixed.findings
    )


@pytest.mark.parametrize(
    "wrapper",
    ["nohup", "timeout 600", "numactl --cpunodebind=0", '"$PY"', "/opt/venv/bin/python3.11"],
)
def test_a_launch_through_a_program_that_passes_the_environment_on_is_fixed(
    wrapper: str,
) -> None:
    program = "" if "python" in wrapper or "PY" in wrapper else "python3 "
    text = (
        "PY=${PY:-python3}\nexport SGLANG_USE_CPU_ENGINE=1\n"
        f"{wrapper} {program}-m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16\n"
    )
    assert "--enable-hisparse" not in fix_text(text, BY_NAME["shell"], Settings()).text


@pytest.mark.parametrize(
    ("exported", "wrapper", "turned_off"),
    [
        ("0", "watchexec -r --env SGLANG_USE_CPU_ENGINE=1 --", True),
        ("0", "flux run -N1 --env=SGLANG_USE_CPU_ENGINE=1", True),
        ("0", "flux run -N1 --env=HF_HOME=/scratch/hf", False),  # another variable
        ("1", "watchexec --unsetenv SGLANG_USE_CPU_ENGINE --", False),  # the export cleared
        ("1", "flux run -N1 --env=HF_HOME=/scratch/hf", True),
    ],
)
def test_a_wrapper_option_that_sets_a_variable_is_read(
    exported: str, wrapper: str, turned_off: bool
) -> None:
    text = (
        f"export SGLANG_USE_CPU_ENGINE={exported}\n{wrapper} python3 -m sglang.launch_server "
        "--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache\n"
    )
    fixed = fix_text(text, BY_NAME["shell"], Settings()).text
    assert ("--enable-hisparse" not in fixed) is turned_off


@pytest.mark.parametrize(("words", "edited"), [("fp8_e5m2", True), ("fp8_e5m2 fp8_e4m3", False)])
def test_a_loop_over_one_word_is_no_sweep(words: str, edited: bool) -> None:
    """One word runs one pass whatever it holds: rewritten. Two are a sweep, whose
    rewritten word would run the other pass twice: reported."""
    text = (
        f"for KV in {words}; do\n  python3 -m sglang.launch_server --model-path m "
        '--enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"\ndone\n'
    )
    assert _edited(text) is edited


def test_a_heredoc_read_into_a_variable_is_reported_only_where_a_launch_expands_it() -> None:
    from hisparse_fix.formats.shell import find_sites

    usage = (
        "read -r -d '' USAGE <<'EOF'\n  serve.sh --enable-hisparse --kv-cache-dtype fp8_e5m2\nEOF\n"
    )
    printed = usage + 'printf "%s\\n" "$USAGE"\n'
    assert find_sites(printed) == []
    launched = usage + "python3 -m sglang.launch_server --model-path m $USAGE\n"
    (site,) = find_sites(launched)
    assert any("`read` on line 1 sets it" in note.message for note in site.notes)


@pytest.mark.parametrize("runs", ['eval "$CMD"', 'bash -c "$CMD"', "$CMD"])
def test_a_heredoc_read_into_a_variable_the_script_runs_is_still_reported(runs: str) -> None:
    from hisparse_fix.formats.shell import find_sites

    text = (
        "read -r -d '' CMD <<'EOF' || true\npython3 -m sglang.launch_server --model-path m "
        f"--enable-hisparse --enable-mixed-chunk\nEOF\n{runs}\n"
    )
    assert find_sites(text)


@pytest.mark.parametrize(
    ("feeder", "read"), [("cat", True), ("envsubst '$KV'", False), ("sed 's/a/b/'", False)]
)
def test_a_heredoc_piped_to_a_shell_through_another_program_is_reported(
    feeder: str, read: bool
) -> None:
    """`cat <<EOF | bash` runs the heredoc as written: read and fixed. Through `envsubst`
    or `sed` bash runs another text: the heredoc is reported, never passed over."""
    from hisparse_fix.formats.shell import find_sites

    text = (
        f"{feeder} <<'EOF' | bash\npython3 -m sglang.launch_server --model-path m "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\nEOF\n"
    )
    sites = find_sites(text)
    assert sites
    assert _edited(text) is read


LAUNCH_E5M2 = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
)


def _codes(text: str) -> list[str]:
    return [item.finding.code for item in fix_text(text, BY_NAME["shell"], Settings()).findings]


@pytest.mark.parametrize(
    ("test", "value", "runs"),
    [
        ("(( FLAG ))", "0", False),
        ("(( FLAG ))", "1", True),
        ("(( ! FLAG ))", "1", False),
        ("(( FLAG == 2 ))", "1", False),
        ("(( $FLAG >= 1 ))", "3", True),
        ("[[ $FLAG == 1 ]]", "0", False),
        ('[ "$FLAG" = 1 ]', "1", True),
    ],
)
def test_a_test_of_a_number_the_run_knows_is_decided(test: str, value: str, runs: bool) -> None:
    script = f"FLAG={value}\nif {test}; then\n  {LAUNCH_E5M2}\nfi\n"
    assert _edited(script) is runs
    if not runs:  # the launch in the branch no run takes is reported, not edited
        assert "HSF000" in _codes(script)


@pytest.mark.parametrize("value", ["010", "0x1", "$OTHER", "1+1"])
def test_an_arithmetic_value_that_is_no_plain_number_is_not_decided(value: str) -> None:
    # Both ways run, as before: the launch in the branch is fixed as a run may take it.
    assert _edited(f"FLAG={value}\nif (( FLAG )); then\n  {LAUNCH_E5M2}\nfi\n")


def test_a_launch_after_a_top_level_stop_every_run_takes_is_not_edited() -> None:
    for guard in ("return 0 2>/dev/null || exit 0", "exit 0", "stop() { exit 1; }\nstop"):
        script = f"#!/bin/bash\n{guard}\n{LAUNCH_E5M2}\n"
        assert not _edited(script), guard
        assert "HSF000" in _codes(script)
    assert _edited(f"#!/bin/bash\n[[ -n $CI ]] && exit 0\n{LAUNCH_E5M2}\n")


def test_an_array_run_only_where_no_run_reaches_is_reported_not_edited() -> None:
    array = f"CMD=({LAUNCH_E5M2})\n"
    dead = f'DRY=1\n{array}if [[ $DRY == 1 ]]; then echo "${{CMD[@]}}"; exit 0; fi\n"${{CMD[@]}}"\n'
    assert not _edited(dead) and "HSF000" in _codes(dead)
    assert _edited(dead.replace("DRY=1", "DRY=0"))


@pytest.mark.parametrize(
    ("declaration", "edited"),
    [
        ("declare -l KV=FP8_E5M2", False),  # bash lowercases it: not the text written
        ("declare -u KV; KV=fp8_e5m2", False),  # later values are converted too
        ("declare -l KV=fp8_e5m2", True),  # already lower case: read as written
        ("typeset -c KV=fp8_e5m2", False),
    ],
)
def test_a_value_whose_case_bash_converts_is_not_rewritten_as_written(
    declaration: str, edited: bool
) -> None:
    script = (
        f"{declaration}\npython3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
        '--enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"\n'
    )
    assert _edited(script) is edited


@pytest.mark.parametrize(
    ("before", "expansion", "edited_word"),
    [
        ("unset KV", '"${KV-fp8_e5m2}"', "${KV-fp8_e4m3}"),
        ("KV=", '"${KV:-fp8_e5m2}"', "${KV:-fp8_e4m3}"),
        ("KV=fp8_e5m2", "${KV:-bfloat16}", "KV=fp8_e4m3"),
    ],
)
def test_a_default_the_run_knows_is_taken_or_not_is_read(
    before: str, expansion: str, edited_word: str
) -> None:
    script = (
        f"{before}\npython3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
        f"--enable-hisparse --disable-radix-cache --kv-cache-dtype {expansion}\n"
    )
    assert edited_word in fix_text(script, BY_NAME["shell"], Settings()).text


def test_a_default_of_a_positional_the_call_does_not_give_is_read() -> None:
    script = (
        "serve() {\n  local kv=${1:-nvfp4}\n  python3 -m sglang.launch_server --model-path m "
        '--enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv"\n}\nserve\n'
    )
    assert "${1:-fp8_e4m3}" in fix_text(script, BY_NAME["shell"], Settings()).text


def test_a_default_of_a_variable_the_caller_sets_is_still_only_reported() -> None:
    script = (
        "python3 -m sglang.launch_server --model-path m --enable-hisparse "
        '--disable-radix-cache --kv-cache-dtype "${KV:-fp8_e5m2}"\n'
    )
    assert not _edited(script)


@pytest.mark.parametrize(
    ("script", "edited"),
    [
        (f"M=1\n[[ $M == 1 ]] && {{ echo down; exit 0; }}\n{LAUNCH_E5M2}\n", False),
        (f"M=0\n[[ $M == 1 ]] && {{ echo down; exit 0; }}\n{LAUNCH_E5M2}\n", True),
        (f"M=0\n[[ $M == 1 ]] && {LAUNCH_E5M2}\n", False),
        (f"M=0\n[[ $M == 1 ]] || {LAUNCH_E5M2}\n", True),
        (f"[[ $CALLER == 1 ]] && {LAUNCH_E5M2}\n", True),
    ],
)
def test_a_test_before_and_or_or_the_run_knows_is_decided(script: str, edited: bool) -> None:
    assert _edited(script) is edited


def test_a_launch_after_a_return_in_a_function_is_dead_code() -> None:
    script = f"old() {{\n  echo retired\n  return 1\n  {LAUNCH_E5M2}\n}}\n"
    assert not _edited(script) and "HSF000" in _codes(script)


def test_a_loop_over_an_array_every_run_knows_is_empty_runs_no_launch() -> None:
    script = f'SPARE=(\n  # 4\n)\nfor g in "${{SPARE[@]}}"; do\n  {LAUNCH_E5M2} &\ndone\n'
    assert not _edited(script) and "HSF000" in _codes(script)
    assert _edited(script.replace("# 4", "4"))
