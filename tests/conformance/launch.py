"""What every driver shares: the argv a launch becomes, and how it is parsed.

Imports only the standard library (a release's own source is read where the driver
says it is): the drivers run it with the SGLang venv's
python and pass in the SGLang release's own parser builder and `--config`
converter (`ConfigArgumentMerger`), so each release parses with its own code.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import functools
import json
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

CPU_ENGINE = "SGLANG_USE_CPU_ENGINE"
"""SGLang's switch to its CPU platform (`sglang.srt.platforms`), read as `== "1"`."""

BENCHMARK_TOLERATES = re.compile(
    r"^[^-]|^--(?!.*(hisparse|radix|nsa-|dsa-|kv-cache|speculative|mixed-chunk))"
)
"""Words a benchmark entry point's own parser may take (`--num-prompts 64`): its
`BenchArgs` cannot be imported without the model stack, so the server parser
leaves them over; none of them may name a HiSparse-related option."""

HISPARSE_DEVICES = {"cuda"}
"""`--device` values whose HiSparse KV transfer kernels exist (CUDA and ROCm both say cuda)."""


class ParseError(Exception):
    """What argparse would print before exiting."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ParseError(message)


def build_parser(add_cli_args: Callable[[argparse.ArgumentParser], None]) -> Parser:
    parser = Parser(prog="sglang serve")
    add_cli_args(parser)
    return parser


def stand_in(parser: argparse.ArgumentParser, name: str) -> str | None:
    """A neutral value for an option whose value is only known at run time: its
    default, or None to leave the option out (SGLang then uses its default)."""
    action = parser._option_string_actions.get(f"--{name}")
    if action is None or action.default is None or isinstance(action.default, bool):
        return None
    return str(action.default)


OPTION_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")
"""A name written as an option (the tool marks words it cannot read otherwise)."""


def run_time_value(parser: argparse.ArgumentParser, name: str) -> str | None:
    """What stands in for a value known only at run time: the option's default (None:
    left out), or a placeholder for an option the release does not have, which it
    refuses whatever the value (`--dsa-decode-backend "$B"` on 0.5.12)."""
    if OPTION_NAME.fullmatch(name) and not sglang_reads(parser, name):
        return "run-time-value"
    return stand_in(parser, name)


def sglang_reads(parser: argparse.ArgumentParser, name: str) -> bool:
    """Whether `--name` is an option of the parser, spelled out or as the
    unambiguous prefix argparse accepts (`--tp` for `--tp-size`)."""
    options = [option for option in parser._option_string_actions if option.startswith("--")]
    flag = f"--{name}"
    return flag in options or len([option for option in options if option.startswith(flag)]) == 1


def argv_of(parser: Parser, launch: dict[str, Any], merger: Any) -> tuple[list[str], list[str]]:
    """The argv SGLang receives, and the keys left out as not SGLang's."""
    argv = ["--model-path", "x"]
    ignored: list[str] = []
    if launch["style"] == "argv":
        for name, value, dynamic in launch["options"]:
            if dynamic:
                value = run_time_value(parser, name)
                if value is None:
                    continue
            argv.append(f"--{name}")
            if value is not None:
                argv.append(value)
        return argv, ignored
    keep = set(launch.get("keep", ()))
    config: dict[str, Any] = {}
    for name, value, dynamic in launch["options"]:
        if not any(flag.startswith(f"--{name}") for flag in parser._option_string_actions) and (
            name not in keep
        ):
            ignored.append(name)
            continue
        if dynamic:
            value = run_time_value(parser, name)
            if value is None:
                continue
        lowered = (value or "").strip().lower()
        words = launch.get("worded", ())
        config[name] = (
            value if name in words else {"true": True, "false": False}.get(lowered, value)
        )
    converter = merger(parser)
    if not launch.get("config_file"):
        # Keyword arguments and a launcher's table reach SGLang as fields or flags, not
        # through `--config`, whose refusal of some keys (0.5.13-0.5.19: the dest of a
        # deprecated alias, `dsa_decode_backend`) is its own.
        converter.unsupported_actions = {}
    return argv + converter._convert_config_to_args(config), ignored


@contextlib.contextmanager
def environment(env: dict[str, str]) -> Iterator[None]:
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def dtype_resolutions(kv_cache_dtype: str, platform: str) -> list[str]:
    """What the KV dtype becomes for a DSA model: `auto` is `fp8_e4m3` when the compute
    capability's major is 10 or more (Blackwell) and `bfloat16` below (the GPU decides,
    so both must pass; ROCm reports 9: every release's `_set_default_*_kv_cache_dtype`
    or its resolution pipeline); `bf16` is `bfloat16`."""
    if kv_cache_dtype == "auto":
        return ["bfloat16"] if platform == "rocm" else ["bfloat16", "fp8_e4m3"]
    return ["bfloat16" if kv_cache_dtype == "bf16" else kv_cache_dtype]


@dataclass
class Parsed:
    """A launch parsed by a release's parser: its namespace (None when argparse
    refused it) and the verdict so far."""

    args: argparse.Namespace | None
    verdict: dict[str, Any]


def parse(parser: Parser, launch: dict[str, Any], merger: Any) -> Parsed:
    """Parse a launch as SGLang would; a benchmark's own words are left over. A key
    the release's `--config` conversion refuses (0.5.13's deprecated aliases) is a
    refusal as argparse's are."""
    try:
        argv, ignored = argv_of(parser, launch, merger)
    except ValueError as error:
        verdict = {"argv": [], "ignored": [], "hisparse": False, "errors": []}
        return Parsed(None, {**verdict, "parse_error": f"--config: {error}"})
    verdict: dict[str, Any] = {"argv": argv, "ignored": ignored, "hisparse": False}
    try:
        if launch.get("benchmark"):
            args, extra = parser.parse_known_args(argv)
            verdict["ignored"] += extra
            refused = [word for word in extra if not BENCHMARK_TOLERATES.match(word)]
            if refused:
                raise ParseError(f"unrecognized arguments: {' '.join(refused)}")
        else:
            args = parser.parse_args(argv)
    except ParseError as error:
        return Parsed(None, {**verdict, "parse_error": str(error), "errors": []})
    verdict["hisparse"] = bool(args.enable_hisparse)
    return Parsed(args, {**verdict, "parse_error": None, "errors": []})


def local_config(model_path: str) -> dict[str, Any] | None:
    """The `config.json` of a model path that is a local folder, as SGLang reads it."""
    config = Path(model_path).expanduser() / "config.json"
    if not model_path or not config.is_file():
        return None
    loaded = json.loads(config.read_text(encoding="utf-8"))
    return loaded if isinstance(loaded, dict) else None


SINK_DEFAULTS = {"hy_v4": True}
"""`learnable_sink` where a config.json leaves it out: its config class's default."""


def hf_config_of(config: dict[str, Any]) -> SimpleNamespace:
    """A local model's config as SGLang's checks read it (`hf_config`)."""
    values = dict(config)
    values.setdefault("learnable_sink", SINK_DEFAULTS.get(values.get("model_type"), False))
    return SimpleNamespace(**values)


@functools.cache
def model_config_functions(origin: str) -> dict[str, Any]:
    """The release's own family tests (`is_deepseek_dsa` and the rest, with the `_hf_*`
    helpers they call), compiled from its `configs/model_config.py` at `origin`:
    importing the module needs transformers, which the environment does not hold."""
    tree = ast.parse(Path(origin).read_text(encoding="utf-8"))
    body = [
        node
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name.startswith(("is_", "_hf_"))
    ]
    namespace: dict[str, Any] = {"Optional": Any, "PretrainedConfig": Any}
    exec(compile(ast.Module(body=body, type_ignores=[]), origin, "exec"), namespace)
    return namespace
