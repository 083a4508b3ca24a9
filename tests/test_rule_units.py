"""The rules' helpers and registry, each pure function on its own: the dtype a rejected
one becomes, which options a release parses, the order rules run in, how a flag is
named and turned off, the unused-suppression message."""

from __future__ import annotations

from pathlib import Path

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.engine.suppression import Ignore
from hisparse_fix.formats import format_for
from hisparse_fix.rules import check_site, find_rule, radix_cache
from hisparse_fix.rules._helpers import flag_named, turn_off
from hisparse_fix.rules.kv_cache_dtype import replacement_dtype
from hisparse_fix.rules.unused_ignore import unused_ignores
from hisparse_fix.sglang.matrix import read_hook_constants, release_for
from hisparse_fix.sglang.matrix.options import known, options_of, refused_prefix, release_key
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Option, Severity, Span, Style
from tests.test_rules_per_release import _site

SINK = "--model-path fixtures/models/hunyuan-v4 --enable-hisparse --disable-radix-cache"


def test_a_rejected_dtype_becomes_the_target_or_the_first_the_release_takes() -> None:
    newest, oldest = release_for("0.5.23"), release_for("0.5.11")
    assert replacement_dtype("fp8_e5m2", newest, "fp8_e4m3") == "fp8_e4m3"
    assert replacement_dtype("fp8_e5m2", newest, "bfloat16") == "bfloat16"
    assert replacement_dtype("fp8_e5m2", oldest, "fp8_e4m3") == "bfloat16"
    aliased = replace(newest, dtype_aliases={"half": "bfloat16", "e5": "fp8_e5m2"})
    assert replacement_dtype("half", aliased, "fp8_e4m3") == "bfloat16"  # its own spelling
    assert replacement_dtype("e5", aliased, "fp8_e4m3") == "fp8_e4m3"
    bare = replace(newest, dtype_aliases={})
    assert replacement_dtype("bf16", bare, "fp8_e4m3") == "bfloat16"
    assert replacement_dtype("bf16", replace(oldest, dtype_aliases={}), "x") == "bfloat16"


def test_release_keys_order_post_releases_after_their_own() -> None:
    assert release_key("0.5.12") < release_key("0.5.12.post0") < release_key("0.5.12.post1")
    assert release_key("0.5.12.post1") < release_key("0.5.13")
    assert release_key("0.5.12") == ((0, 5, 12), 0)


def test_a_release_between_lists_takes_the_one_before_and_an_older_one_the_oldest() -> None:
    assert options_of("0.5.12.post2") == options_of("0.5.12.post1")
    assert options_of("0.5.13") != options_of("0.5.12.post1")  # its own list, not the one before
    assert options_of("0.5.14") != options_of("0.5.13.post1")
    assert options_of("0.5.10") == options_of("0.5.11")
    assert options_of("0.6.0") == options_of("0.5.23")


def test_known_options_and_abbreviations() -> None:
    assert known("dcp-size", "0.5.23")
    assert not known("dcp-size", "0.5.14")
    assert known("disable-radix-cach", "0.5.23")  # an abbreviation of one option
    assert not known("disable", "0.5.23")  # of many
    assert not known("no-such-option", "0.5.23")
    assert refused_prefix("disable-radix-cache", "0.5.23") == ()
    assert refused_prefix("disable-radix-cach", "0.5.23") == ()
    assert refused_prefix("cuda-graph-max-bs", "0.5.23") == (
        "cuda-graph-max-bs-decode",
        "cuda-graph-max-bs-prefill",
    )
    assert refused_prefix("cuda-graph-max-bs", "0.5.19") == ()  # an option of its own there


def test_rules_run_in_the_order_their_fixes_need() -> None:
    """HSF109 settles a sink model's dtype before HSF002 would write another one."""
    found = check_site(_site(f"{SINK} --kv-cache-dtype fp8_e5m2"), Settings())
    assert [(f.code, f.edits[0].value) for f in found] == [("HSF109", "bfloat16")]
    noted = replace(_site(f"{SINK} --kv-cache-dtype fp8_e5m2"), notes=(Note(Span(0, 1), "?"),))
    assert [f.code for f in check_site(noted, Settings())] == ["HSF000", "HSF109"]


def test_a_registered_check_stays_callable_from_its_module() -> None:
    rule = find_rule("HSF004")
    assert rule is not None and rule.check is radix_cache.check
    (found,) = radix_cache.check(_site("--enable-hisparse"), Settings())
    assert found.code == "HSF004"


def _keyed(words: str) -> LaunchSite:
    return replace(_site(words), style=Style.KEYED)


def test_a_flag_is_named_as_written_on_a_command_line_and_by_its_option_in_a_key() -> None:
    argv = _site("--decode-context-parallel-size 2")
    (option,) = argv.options
    assert flag_named(argv, option) == "--decode-context-parallel-size"
    assert flag_named(replace(argv, style=Style.KEYED), option) == "--dcp-size"
    (native,) = _site("--dcp-size 2").options
    assert flag_named(argv, native) == "--dcp-size"


def test_a_flag_is_dropped_from_a_command_line_and_set_false_in_a_key() -> None:
    argv = _site("--enable-mixed-chunk --tp 8 --enable-mixed-chunk")
    first, _, last = argv.options
    dropped = turn_off(argv, "HSF005", (first, last), "why")
    assert (dropped.message, dropped.span) == ("why: dropped", last.span)
    assert turn_off(replace(argv, style=Style.KEYED), "HSF005", (last,), "why").message == (
        "why: set to false"
    )


def test_a_config_key_the_tool_cannot_respell_is_left_for_a_person() -> None:
    span = Span(0, 20)
    option = Option("kv-cache-dtype", "bf16", span, written="kv_cache_dtype", name_span=None)
    site = replace(_site("--enable-hisparse"), config_file=True)
    site = replace(site, options=(*site.options, option))
    (found,) = [f for f in check_site(site, Settings()) if f.code == "HSF009"]
    assert (found.severity, found.edits) == (Severity.UNFIXABLE, ())
    assert found.message.endswith("; write `kv-cache-dtype`")


def test_a_release_that_runs_hisparse_on_one_platform_names_it_alone() -> None:
    release = replace(release_for("0.5.20"), hisparse_platforms=("cuda",))
    found = check_site(_site("--enable-hisparse --device cpu"), Settings(release=release))
    (message,) = [f.message for f in found if f.code == "HSF001"]
    assert message.startswith("SGLang 0.5.20 runs HiSparse only on CUDA GPUs, but")


def test_an_unused_suppression_names_the_codes_it_was_given() -> None:
    found = unused_ignores([Ignore(1, Span(0, 5), None), Ignore(2, Span(6, 9), ("HSF002", "HSF3"))])
    assert [(f.code, f.severity, f.span) for f in found] == [
        ("HSF900", Severity.WARNING, Span(0, 5)),
        ("HSF900", Severity.WARNING, Span(6, 9)),
    ]
    assert [f.message for f in found] == [
        "unused suppression: `hisparse-fix: ignore` suppresses no finding of the launch on "
        "this line or the next; remove it",
        "unused suppression: `hisparse-fix: ignore[HSF002,HSF3]` suppresses no finding of the "
        "launch on this line or the next; remove it",
    ]


def test_an_unread_dtype_with_a_rejected_default_says_what_to_set() -> None:
    launch = "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    launch += "--enable-hisparse --disable-radix-cache --kv-cache-dtype "
    for default, note in (("fp8_e5m2", True), ("bfloat16", False)):
        text = f'{launch}"${{KV:-{default}}}"\n'
        fixed = fix_text(text, format_for(Path("run.sh"), text), Settings())
        (message,) = [item.finding.message for item in fixed.findings]
        assert ("set it to fp8_e4m3 by hand if it does" in message) is note, message
        assert message.startswith("--kv-cache-dtype is set from a value the tool cannot read")


def test_hook_constants_are_read_past_assignments_that_name_no_constant() -> None:
    source = (
        "a, b = 1, 2\n"
        "hook.HISPARSE_KV_CACHE_DTYPES = ['x']\n"
        "HISPARSE_KV_CACHE_DTYPES = ['bfloat16']\n"
        "HISPARSE_ROCM_DSA_BACKENDS = compute()\n"
        "_HISPARSE_ALLOWED_BACKENDS_BY_DTYPE = {'bfloat16': ['flashmla_sparse']}\n"
    )
    assert read_hook_constants(source) == {
        "HISPARSE_KV_CACHE_DTYPES": ["bfloat16"],
        "HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE": {"bfloat16": ["flashmla_sparse"]},
    }


def test_an_adaptive_switch_the_tool_cannot_read_is_warned_about() -> None:
    """`speculative_adaptive=ARGS.adaptive` may turn adaptive speculation on, which
    HiSparse refuses: HSF007 warns rather than passing the launch over."""
    text = (
        "import sglang as sgl\n\nengine = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2',"
        " enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype='bfloat16',"
        " speculative_algorithm='EAGLE', speculative_adaptive=ARGS.adaptive)\n"
    )
    fixed = fix_text(text, format_for(Path("serve.py"), text), Settings())
    assert [(item.finding.code, item.finding.severity.value) for item in fixed.findings] == [
        ("HSF007", "warning")
    ]


def test_a_refused_backend_key_is_hsf008s_alone() -> None:
    """SGLang 0.5.19's --config reader refuses `dsa-decode-backend` (it reads the
    deprecated `nsa-` alias): HSF008 writes the spelling it takes, and HSF104 does not
    report the key a second time."""
    text = (
        "model-path: deepseek-ai/DeepSeek-V3.2\nenable-hisparse: true\n"
        "disable-radix-cache: true\nkv-cache-dtype: bfloat16\n"
        "dsa-decode-backend: flashmla_sparse\n"
    )
    settings = Settings(release=release_for("0.5.19"))
    fixed = fix_text(text, format_for(Path("config.yaml"), text), settings)
    assert [item.finding.code for item in fixed.findings] == ["HSF008"]
    assert fixed.text == text.replace("dsa-decode-backend", "nsa-decode-backend")
    # HSF104 leaves the key to HSF008 even when HSF008 is not asked for (it runs first
    # and renames the key otherwise, so only then is HSF104 shown it as written).
    quiet = Settings(release=release_for("0.5.19"), ignore=("HSF008",))
    fixed = fix_text(text, format_for(Path("config.yaml"), text), quiet)
    assert (fixed.findings, fixed.text) == ((), text)
