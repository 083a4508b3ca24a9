"""Judge launches with SGLang's own parser and HiSparse checks; runs in the SGLang venv.

Reads a JSON list of launches on stdin and writes one JSON verdict per launch
to stdout. A launch is `{"style": "argv"|"keyed", "options": [[name, value,
dynamic], ...], "platform": "cuda"|"rocm", "env": {...}, "keep": [names],
"benchmark": bool}` (`benchmark`: a bench entry point, whose own options are
left to its parser).

The argv is built as SGLang receives it: `--model-path x`, then each option
(`--name value`, a bare flag for a value of None); keyed options go through
SGLang's own `--config` conversion (a true store_true key becomes the flag,
a false one is left out), keeping only keys SGLang's parser knows or that are
listed in `keep`. It is parsed by the parser `ServerArgs.add_cli_args` builds,
and a launch with HiSparse on is judged by the checks of `validate_hisparse`
that need neither a GPU nor the model's config: SGLang's functions where they
run on a parsed namespace, its constants where the check is inline.

Imports only the standard library and sglang, so it runs with the venv's python.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import json
import logging
import os
import re
import sys
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

from sglang.srt.arg_groups import hisparse_hook
from sglang.srt.arg_groups.model_overrides.deepseek_v2 import _dsa_dcp_overrides
from sglang.srt.arg_groups.overrides import _check_dsa_backend_constraints, resolving_view
from sglang.srt.arg_groups.pd_disaggregation_hook import handle_pd_disaggregation
from sglang.srt.arg_groups.speculative_hook import _resolve_speculative_algorithm_alias
from sglang.srt.server_args import ServerArgs
from sglang.srt.speculative.adaptive_spec_params import adaptive_unsupported_reason
from sglang.srt.speculative.spec_info import SpeculativeAlgorithm
from sglang.srt.utils.server_args_config_parser import ConfigArgumentMerger

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


def build_parser() -> Parser:
    parser = Parser(prog="sglang serve")
    ServerArgs.add_cli_args(parser)
    return parser


def stand_in(parser: argparse.ArgumentParser, name: str) -> str | None:
    """A neutral value for an option whose value is only known at run time: its
    default, or None to leave the option out (SGLang then uses its default)."""
    action = parser._option_string_actions.get(f"--{name}")
    if action is None or action.default is None or isinstance(action.default, bool):
        return None
    return str(action.default)


def sglang_reads(parser: argparse.ArgumentParser, name: str) -> bool:
    """Whether `--name` is an option of the parser, spelled out or as the
    unambiguous prefix argparse accepts (`--tp` for `--tp-size`)."""
    options = [option for option in parser._option_string_actions if option.startswith("--")]
    flag = f"--{name}"
    return flag in options or len([option for option in options if option.startswith(flag)]) == 1


def argv_of(parser: Parser, launch: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The argv SGLang receives, and the keys left out as not SGLang's."""
    argv = ["--model-path", "x"]
    ignored: list[str] = []
    if launch["style"] == "argv":
        for name, value, dynamic in launch["options"]:
            if dynamic:
                value = stand_in(parser, name)
                if value is None:
                    continue
            argv.append(f"--{name}")
            if value is not None:
                argv.append(value)
        return argv, ignored
    keep = set(launch.get("keep", ()))
    config: dict[str, Any] = {}
    for name, value, dynamic in launch["options"]:
        if not sglang_reads(parser, name) and name not in keep:
            ignored.append(name)
            continue
        if dynamic:
            value = stand_in(parser, name)
            if value is None:
                continue
        lowered = (value or "").strip().lower()
        config[name] = {"true": True, "false": False}.get(lowered, value)
    return argv + ConfigArgumentMerger(parser)._convert_config_to_args(config), ignored


@contextlib.contextmanager
def environment(env: dict[str, str]) -> Iterator[None]:
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def overlay(args: argparse.Namespace, **fields: Any) -> argparse.Namespace:
    """The namespace with resolution decisions declared over it, as SGLang's
    resolution pipeline declares them (read back through its views)."""
    copy = argparse.Namespace(**vars(args))
    copy._resolved_overrides = [*getattr(args, "_resolved_overrides", []), ("driver", fields)]
    return copy


def speculative_resolution(args: argparse.Namespace) -> argparse.Namespace:
    """The namespace as SGLang's speculative handlers leave it for `validate_hisparse`
    (the resolution pipeline runs `handle_speculative_decoding` before
    `check_server_args`): the algorithm's alias resolved, adaptive turned off where
    `adaptive_unsupported_reason` says so, the algorithm handler's mixed-chunk and
    top-k decisions. SGLang's own functions decide; the dispatch to a handler is
    `SpeculativeAlgorithm.handle_server_args`'s."""
    view = resolving_view(args)
    if view.speculative_algorithm is None:
        return args
    fields: dict[str, Any] = {}
    if view.enable_dp_attention and view.attn_dp_size == 1:
        # parallel_hook.handle_deprecated_dp_attention (its module needs transformers):
        # `--dp-size N --enable-dp-attention` is `--attn-dp-size N`.
        fields.update(attn_dp_size=view.dp_size, dp_size=1)
    name = _resolve_speculative_algorithm_alias(str(view.speculative_algorithm).upper(), None)
    fields["speculative_algorithm"] = name
    try:
        algo = SpeculativeAlgorithm.from_string(name)
    except ValueError:
        return overlay(args, **fields)
    if view.speculative_adaptive and adaptive_unsupported_reason(overlay(args, **fields)):
        fields["speculative_adaptive"] = False
    if algo.is_ngram():
        fields["speculative_eagle_topk"] = view.speculative_ngram_max_bfs_breadth
    if algo.is_dflash() or algo.is_dspark():  # _handle_dflash, _handle_dspark
        fields["speculative_eagle_topk"] = 1
    handler_drops_mixed_chunk = (
        algo.is_ngram()
        or algo.is_uno()
        or algo.is_frozen_kv_mtp()
        or ((algo.is_eagle() or algo.is_standalone()) and not algo.supports_mixed_chunk())
    )
    if handler_drops_mixed_chunk:
        fields["enable_mixed_chunk"] = False
    return overlay(args, **fields)


def dtype_resolutions(kv_cache_dtype: str) -> list[str]:
    """What the KV dtype becomes for a DSA model: `auto` is `fp8_e4m3` on Blackwell
    and `bfloat16` before it (the GPU decides, so both must pass); `bf16` is `bfloat16`."""
    if kv_cache_dtype == "auto":
        return ["bfloat16", "fp8_e4m3"]
    return ["bfloat16" if kv_cache_dtype == "bf16" else kv_cache_dtype]


def hisparse_errors(args: argparse.Namespace, platform: str, env: dict[str, str]) -> list[str]:
    """Why SGLang refuses this HiSparse launch; empty when it accepts it."""
    errors: list[str] = []

    def check(label: str, run: Callable[[], object]) -> None:
        try:
            run()
        except (AssertionError, ValueError, NotImplementedError) as error:
            errors.append(f"{label}: {error}")

    device = (args.device or "").split(":")[0] or ("cpu" if env.get(CPU_ENGINE) == "1" else "cuda")
    if device not in HISPARSE_DEVICES:
        errors.append(
            f"platform: device {device}: HiSparse device KV transfer kernels exist "
            "only on CUDA/ROCm (and XPU's DSA backend intel_xpu is not allowed)"
        )
    with environment(env):
        check("pd_disaggregation_hook", lambda: handle_pd_disaggregation(args))
    args = speculative_resolution(args)
    view = resolving_view(args)
    if not view.disable_radix_cache:
        errors.append(
            "radix: Hierarchical sparse attention currently requires --disable-radix-cache."
        )
    check("mixed chunk", lambda: hisparse_hook.validate_hisparse_feature_combos(args))
    speculative = view.speculative_algorithm not in (None, "") and (
        str(view.speculative_algorithm).upper() != "NONE"
    )
    if speculative and (view.speculative_eagle_topk or 1) != 1:
        errors.append("speculative: HiSparse supports linear speculation only (top-k 1)")
    if speculative and view.speculative_adaptive:
        errors.append("speculative: --speculative-adaptive is not supported with HiSparse")
    check("dcp", lambda: _dsa_dcp_overrides(view))
    if view.enable_kv_cache_sharding:
        errors.append(
            "kv_shard_hook: --enable-kv-cache-sharding does not support --enable-hisparse"
        )
    if not _dtype_checks_skipped(str(view.model_path or ""), platform):
        for dtype in dtype_resolutions(view.kv_cache_dtype):
            errors.extend(dtype_errors(args, dtype, platform))
    return list(dict.fromkeys(errors))


_STAND_IN_ARCHITECTURES = (
    ("minimax-m3", "MiniMaxM3SparseForCausalLM"),
    ("minimaxm3", "MiniMaxM3SparseForCausalLM"),
    ("deepseek-v4", "DeepseekV4ForCausalLM"),
    ("deepseekv4", "DeepseekV4ForCausalLM"),
)
"""A stand-in config's architecture for a model path that names the family (the harness
has no checkpoints); any other path stands for DeepSeek V3.2."""


@functools.cache
def _model_checks() -> dict[str, Any]:
    """SGLang's own `is_deepseek_v4` and `is_minimax_sparse` (with `_hf_arch`), compiled
    from the installed module's source: importing it needs transformers, which the
    environment does not hold, and these only read `config.architectures`."""
    import ast
    from pathlib import Path

    # Found beside the module already imported: importing the package needs transformers.
    origin = str(Path(hisparse_hook.__file__).parents[1] / "configs" / "model_config.py")
    with open(origin, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    wanted = {"_hf_arch", "is_deepseek_v4", "is_minimax_sparse"}
    body = [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name in wanted]
    namespace: dict[str, Any] = {"Optional": Any, "PretrainedConfig": Any}
    exec(compile(ast.Module(body=body, type_ignores=[]), origin, "exec"), namespace)
    return namespace


def _dtype_checks_skipped(model_path: str, platform: str) -> bool:
    """Whether `validate_hisparse` returns before its dtype and backend checks for this
    model: SGLang's own `is_minimax_sparse` / `is_deepseek_v4` judge a stand-in config
    (MiniMax M3 everywhere; DeepSeek V4 on ROCm)."""
    name = model_path.lower().replace("_", "-")
    architecture = next(
        (arch for key, arch in _STAND_IN_ARCHITECTURES if key in name), "DeepseekV32ForCausalLM"
    )
    config = SimpleNamespace(architectures=[architecture])
    checks = _model_checks()
    if checks["is_minimax_sparse"](config):
        return True
    return platform == "rocm" and checks["is_deepseek_v4"](config)


def dtype_errors(args: argparse.Namespace, dtype: str, platform: str) -> list[str]:
    """The dtype and DSA backend checks for one resolution of the KV dtype."""
    resolved = overlay(args, kv_cache_dtype=dtype)
    label = f"kv {dtype}"
    try:
        hisparse_hook.validate_hisparse_kv_cache_dtype(resolved)
    except ValueError as error:
        return [f"{label}: {error}"]
    errors: list[str] = []
    rocm = platform == "rocm"
    default = "tilelang" if rocm else ("flashmla_kv" if dtype == "fp8_e4m3" else "flashmla_sparse")
    backends = {}
    for phase in ("prefill", "decode"):
        chosen = getattr(args, f"dsa_{phase}_backend")
        backends[phase] = chosen or default
        if rocm:
            if chosen is not None and chosen not in hisparse_hook.HISPARSE_ROCM_DSA_BACKENDS:
                allowed = sorted(hisparse_hook.HISPARSE_ROCM_DSA_BACKENDS)
                errors.append(
                    f"{label}: ROCm HiSparse DSA {phase} backend {chosen} not in {allowed}"
                )
            continue
        try:
            hisparse_hook.validate_hisparse_dsa_backend(resolved, f"dsa_{phase}_backend", phase)
        except ValueError as error:
            errors.append(f"{label}: {error}")
    if not rocm and dtype == "fp8_e4m3" and "tilelang" in backends.values():
        errors.append(f"{label}: CUDA TileLang FP8 KV does not support HiSparse.")
    else:
        try:
            _check_dsa_backend_constraints(
                dtype, backends["prefill"], backends["decode"], hip=rocm, dcp_size=args.dcp_size
            )
        except ValueError as error:
            errors.append(f"{label}: {error}")
    return errors


def judge(parser: Parser, launch: dict[str, Any]) -> dict[str, Any]:
    argv, ignored = argv_of(parser, launch)
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
        return {**verdict, "parse_error": str(error), "errors": []}
    verdict["hisparse"] = bool(args.enable_hisparse)
    env = launch.get("env") or {}
    errors = hisparse_errors(args, launch["platform"], env) if args.enable_hisparse else []
    return {**verdict, "parse_error": None, "errors": errors}


def main() -> None:
    logging.disable(logging.CRITICAL)
    launches = json.load(sys.stdin)
    with contextlib.redirect_stdout(io.StringIO()):
        parser = build_parser()
        verdicts = [judge(parser, launch) for launch in launches]
    json.dump(verdicts, sys.stdout)


if __name__ == "__main__":
    main()
