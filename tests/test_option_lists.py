"""The option and model lists bundled in `hisparse_fix/matrix/` are SGLang's own: checked
against the installed sources and the parser SGLang 0.5.23 builds (`tests/conformance/
README.md` installs them; without them these tests skip, except in CI)."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import cache
from pathlib import Path

from tests.conformance.harness import sglang_python
from tests.conformance.releases import RELEASES, releases_root
from tests.test_release_options import _installed

ROOT = Path(__file__).resolve().parent.parent
MATRIX = ROOT / "hisparse_fix" / "matrix"

_PARSER = """
import argparse, json, sys
sys.path[:0] = [f"{sys.argv[1]}/0.5.23", f"{sys.argv[1]}/_deps"]
from sglang.srt.server_args import ServerArgs
parser = argparse.ArgumentParser()
ServerArgs.add_cli_args(parser)
longs = [(s[2:], a.nargs) for a in parser._actions for s in a.option_strings if s[:2] == "--"]
names = [name for name, _ in longs]
print(json.dumps({"names": names, "flags": [name for name, nargs in longs if nargs == 0]}))
"""

NOT_PARSED = {"enable-cp-tp-group-sharing", "uses-mamba-radix-cache", "watermark-default-enabled",
              "watermark-enforce-all"}  # fmt: skip
"""Listed as options and flags, though SGLang 0.5.23's parser registers none of them."""
UNLISTED_FLAGS = {
    "dcp-replicate-q-proj", "enable-decoder-swa-bounded-replay", "enable-dsa-fused-indexer",
    "enable-fused-qk-norm-rope", "enable-lean-attention", "enable-lora",
    "enable-lora-overlap-loading", "enable-multimodal", "enable-quant-communications",
    "enable-tf32-matmul", "enable-tp-lm-head-all-to-all", "experts-shared-outer-loras",
    "mm-enable-dp-encoder", "ple-offload-embedding", "speculative-enable-w4a4-mxfp4-megamoe",
}  # fmt: skip
"""Flags SGLang 0.5.23's parser registers without a value that boolean-flags.txt lacks
(its `--no-` negatives and aliases aside): the list is what the extractor read."""


def _listed(name: str) -> set[str]:
    lines = (MATRIX / name).read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


@cache
def _parser() -> dict[str, set[str]]:
    python = sglang_python()
    assert python is not None
    run = subprocess.run(
        [str(python), "-W", "ignore", "-c", _PARSER, str(releases_root())],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    return {key: set(names) - {"help"} for key, names in json.loads(run.stdout).items()}


def _aliases() -> set[str]:
    return {line.split()[0] for line in _listed("option-aliases.txt")}


def test_every_option_the_parser_registers_is_listed() -> None:
    _installed()
    parsed = {name for name in _parser()["names"] if not name.startswith("no-")}
    assert parsed - _listed("server-options.txt") == set()
    assert _listed("server-options.txt") - _parser()["names"] == NOT_PARSED


def test_every_flag_the_parser_registers_without_a_value_is_listed() -> None:
    _installed()
    flags = {name for name in _parser()["flags"] if not name.startswith("no-")} - _aliases()
    assert flags - _listed("boolean-flags.txt") == UNLISTED_FLAGS
    assert _listed("boolean-flags.txt") - _parser()["flags"] == NOT_PARSED


def _extracted(script: str, *arguments: str) -> str:
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / script), *arguments],
        capture_output=True,
        text=True,
        check=True,
    )
    return run.stdout


def test_the_aliases_are_what_the_extractor_reads() -> None:
    _installed()
    source = str(releases_root() / "0.5.23" / "sglang")
    written = _extracted("extract_options.py", source, "0.5.23", "--aliases")
    assert written == (MATRIX / "option-aliases.txt").read_text(encoding="utf-8")


def test_the_model_architectures_are_what_the_extractor_reads() -> None:
    _installed()
    written = _extracted("extract_models.py", str(releases_root()), *RELEASES)
    assert written == (MATRIX / "model-architectures.txt").read_text(encoding="utf-8")
