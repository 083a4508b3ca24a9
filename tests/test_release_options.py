"""Each release's facts in the bundled tables, and HSF104 judged by them.

`matrix/release-options.txt` is written from each release's source by
`tools/extract_options.py --releases`; `release-config-keys.txt` (the `--config` keys
each release's merger refuses) and `boolean-flags.txt` (the options that take no
value) by `tools/release_facts.py`, which imports each release. The tests here ask
each installed release's own parser and merger (`tests/conformance/README.md`
installs them) and compare. Without the releases those tests skip, except in CI
(`CI` set), where they must run.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import format_for
from hisparse_fix.sglang.argv import server_options
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.matrix.options import (
    config_key_refused,
    config_refused,
    known,
    listed_releases,
    options_of,
    refused_prefix,
    release_key,
)
from hisparse_fix.sglang.settings import Settings
from tests.conformance.harness import sglang_python
from tests.conformance.releases import RELEASES, missing_releases, releases_root

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = ROOT / "hisparse_fix" / "sglang" / "matrix" / "release-options.txt"
TOOLS = ROOT / "tools"


def test_every_release_is_listed() -> None:
    assert list(listed_releases()) == RELEASES


def test_a_release_between_or_outside_the_lists_takes_the_one_before() -> None:
    assert options_of("0.5.12.post1") == options_of("0.5.12")  # listed, and the same
    assert options_of("0.5.16.post2") == options_of("0.5.16")
    assert options_of("0.5.24") == options_of("0.5.23")
    assert options_of("0.5.10") == options_of("0.5.11")
    assert options_of("0.5.20") != options_of("0.5.19")


def test_cuda_graph_max_bs_is_an_option_until_0_5_19() -> None:
    assert "cuda-graph-max-bs" in options_of("0.5.19")
    assert refused_prefix("cuda-graph-max-bs", "0.5.19") == ()
    assert refused_prefix("cuda-graph-max-bs", "0.5.20") == (
        "cuda-graph-max-bs-decode",
        "cuda-graph-max-bs-prefill",
    )
    assert "cuda-graph-max-bs-decode" not in options_of("0.5.13.post1")


def test_an_abbreviation_ambiguous_in_an_older_release_only() -> None:
    """`--dsa-prefill` fits `--dsa-prefill-backend` and `--dsa-prefill-cp-mode` in
    0.5.19; from 0.5.20 the second has no flag, so it abbreviates the first."""
    assert refused_prefix("dsa-prefill", "0.5.19") == ("dsa-prefill-backend", "dsa-prefill-cp-mode")
    assert refused_prefix("dsa-prefill", "0.5.23") == ()
    assert known("dsa-prefill", "0.5.23")


def _refused(text: str, version: str) -> list[str]:
    fmt = format_for(Path("serve.sh"))
    assert fmt is not None
    fixed = fix_text(text, fmt, Settings(release=release_for(version)))
    return [item.finding.message for item in fixed.findings if item.finding.code == "HSF104"]


LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 {}\n"
)


@pytest.mark.parametrize(
    ("option", "refused_in", "accepted_in"),
    [
        ("--cuda-graph-max-bs 256", ["0.5.20", "0.5.23"], ["0.5.11", "0.5.19"]),
        ("--dsa-prefill flashmla_sparse", ["0.5.19"], ["0.5.20", "0.5.23"]),
    ],
)
def test_hsf104_judges_each_release_by_its_own_options(
    option: str, refused_in: list[str], accepted_in: list[str]
) -> None:
    text = LAUNCH.format(option)
    for version in refused_in:
        (message,) = _refused(text, version)
        assert f"ambiguous in SGLang {version}" in message
    for version in accepted_in:
        assert _refused(text, version) == []


def test_a_fork_hisparse_flag_is_refused_by_every_release() -> None:
    text = LAUNCH.format("--enable-hisparse-mtp-hybrid")
    for version in ("0.5.11", "0.5.15.post1", "0.5.23"):
        (message,) = _refused(text, version)
        assert f"not an option of SGLang {version}" in message


def _installed() -> bool:
    python = sglang_python()
    missing = missing_releases()
    if python is None or missing:
        reason = f"SGLang releases not installed ({', '.join(missing) or 'the 0.5.23 venv'})"
        if os.environ.get("CI"):
            pytest.fail(f"CI must check every release's option list: {reason}")
        pytest.skip(reason)
    return True


def _parser_options() -> dict[str, set[str]]:
    return {release: set(facts["options"]) for release, facts in _release_facts().items()}


@functools.cache
def _release_facts() -> dict[str, dict[str, list[str]]]:
    """Each installed release's own options, flags and refused `--config` keys, asked
    by `tools/release_facts.py` (run by the 0.5.23 environment's python, each release
    imported in turn)."""
    python = sglang_python()
    assert python is not None
    run = subprocess.run(
        [
            str(python),
            "-W",
            "ignore",
            str(TOOLS / "release_facts.py"),
            str(releases_root()),
            str(ROOT / "tests" / "conformance" / "releases.txt"),
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    return json.loads(run.stdout)


def test_lists_are_each_release_parser() -> None:
    """Each list is exactly the long options the release's own `add_cli_args` registers."""
    _installed()
    parsed = _parser_options()
    assert list(parsed) == RELEASES
    wrong = {
        release: (sorted(options_of(release) - names), sorted(names - options_of(release)))
        for release, names in parsed.items()
        if options_of(release) != names
    }
    assert not wrong, f"listed only, parsed only: {wrong}"


def test_config_refused_keys_are_each_release_merger() -> None:
    """Each release's refused `--config` keys are exactly those its own
    `ConfigArgumentMerger` refuses."""
    _installed()
    asked = {release: set(facts["config_refused"]) for release, facts in _release_facts().items()}
    assert list(asked) == RELEASES
    wrong = {
        release: (sorted(config_refused(release) - keys), sorted(keys - config_refused(release)))
        for release, keys in asked.items()
        if config_refused(release) != keys
    }
    assert not wrong, f"listed only, refused only: {wrong}"


def test_boolean_flags_are_each_release_parser() -> None:
    """`boolean-flags.txt` is what `tools/release_facts.py --flags` writes from the
    releases' own parsers: every option that takes no value in some release."""
    _installed()
    sys.path.insert(0, str(TOOLS))
    try:
        release_facts = importlib.import_module("release_facts")
    finally:
        sys.path.remove(str(TOOLS))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        release_facts.print_flags(_release_facts())
    assert (
        printed.getvalue()
        == (ROOT / "hisparse_fix" / "sglang" / "matrix" / "boolean-flags.txt").read_text()
    )


def test_the_newest_release_is_the_server_options() -> None:
    """Telling SGLang options from others uses the newest release's own list."""
    assert server_options() == options_of(RELEASES[-1])
    assert {"enable-hisparse", "no-enable-tf32-matmul"} <= server_options()
    assert "watermark-enforce-all" not in server_options()


def test_config_refused_keys_per_release() -> None:
    """The keys that matter to HiSparse recipes, per release, as the table has them."""
    backend = "dsa-decode-backend"
    assert [v for v in RELEASES if config_key_refused(backend, v)] == [
        v for v in RELEASES if release_key("0.5.13") <= release_key(v) < release_key("0.5.20")
    ]
    assert not any(config_key_refused("nsa-decode-backend", v) for v in RELEASES)
    assert config_key_refused("cuda-graph-max-bs-prefill", "0.5.14")
    assert config_key_refused("cuda_graph_max_bs_prefill", "0.5.19")
    assert not config_key_refused("cuda-graph-max-bs-prefill", "0.5.20")
    assert config_key_refused("disable-cuda-graph", "0.5.23")
    assert not config_key_refused("disable-cuda-graph", "0.5.13.post1")
    assert not config_key_refused("enable-hisparse", "0.5.23")


def test_every_refused_config_key_names_an_option_of_its_release() -> None:
    """The merger refuses keys of options the parser has: HSF104 judges a key that is no
    option as unknown, and an option's key by the merger."""
    for version in RELEASES:
        assert {key.replace("_", "-") for key in config_refused(version)} <= options_of(version)


def test_the_extractor_writes_the_bundled_file() -> None:
    """`tools/extract_options.py --releases` over the installed sources is the bundled file."""
    _installed()
    run = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "extract_options.py"),
            "--releases",
            str(releases_root()),
            str(ROOT / "tests" / "conformance" / "releases.txt"),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert run.stdout == BUNDLED.read_text(encoding="utf-8")
