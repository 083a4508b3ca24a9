"""Judge launches with SGLang's own parser and HiSparse checks; runs in the SGLang venv.

Reads a JSON list of launches on stdin and writes one JSON verdict per launch
to stdout. A launch is `{"style": "argv"|"keyed", "options": [[name, value,
dynamic], ...], "worded": [names], "platform": "cuda"|"rocm", "env": {...}, "keep": [names],
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
import sys
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from launch import (  # the driver's own folder, first on sys.path when run as a script
    CPU_ENGINE,
    HISPARSE_DEVICES,
    Parser,
    build_parser,
    dtype_resolutions,
    environment,
    hf_config_of,
    local_config,
    model_config_functions,
    parse,
)
from sglang.srt.arg_groups import hisparse_hook
from sglang.srt.arg_groups.model_overrides.deepseek_v2 import _dsa_dcp_overrides
from sglang.srt.arg_groups.overrides import _check_dsa_backend_constraints, resolving_view
from sglang.srt.arg_groups.pd_disaggregation_hook import handle_pd_disaggregation
from sglang.srt.arg_groups.speculative_hook import _resolve_speculative_algorithm_alias
from sglang.srt.server_args import ServerArgs
from sglang.srt.speculative.adaptive_spec_params import adaptive_unsupported_reason
from sglang.srt.speculative.spec_info import SpeculativeAlgorithm
from sglang.srt.utils.server_args_config_parser import ConfigArgumentMerger


def overlay(args: argparse.Namespace, **fields: Any) -> argparse.Namespace:
    """The namespace with resolution decisions declared over it, as SGLang's
    resolution pipeline declares them (read back through its views)."""
    copy = argparse.Namespace()
    copy.__dict__.update(vars(args))
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
    config = local_config(str(view.model_path or ""))
    if config is not None:
        errors.extend(model_config_errors(args, config, platform))
    elif not _dtype_checks_skipped(str(view.model_path or ""), platform):
        for dtype in dtype_resolutions(view.kv_cache_dtype, platform):
            errors.extend(dtype_errors(args, dtype, platform))
    return list(dict.fromkeys(errors))


GPU_CAPABILITIES = {"hopper": (9, 0), "blackwell": (10, 0), "sm120": (12, 0)}


def model_config_errors(
    args: argparse.Namespace, config: dict[str, Any], platform: str
) -> list[str]:
    """A launch of a local model, judged on each GPU by SGLang's own steps on its config:
    `validate_hisparse`'s family assertion, then the DSA dtype default and backend
    resolution (`_dsa_kv_cache_dtype_default`, `_dsa_split_backend_resolution`) under a
    mocked device capability, then the HiSparse dtype and backend checks."""
    import torch
    from sglang.srt.arg_groups import overrides

    hf_config = hf_config_of(config)
    errors: list[str] = []
    checks = _model_checks()
    _stand_in_model_config(checks)
    dsa = checks["is_deepseek_dsa"](hf_config)
    if not (dsa or checks["is_deepseek_v4"](hf_config) or checks["is_minimax_sparse"](hf_config)):
        return [f"model: {config.get('architectures')} is no model HiSparse runs on"]
    if not dsa:
        return errors
    if not all(
        hasattr(overrides, name)
        for name in ("_dsa_kv_cache_dtype_default", "_dsa_split_backend_resolution")
    ):
        return errors  # a release whose own defaults run elsewhere (release_driver.py)
    platform_of = SimpleNamespace(is_hip=platform == "rocm", is_npu=False, is_xpu=False)
    saved = (overrides.model_config_of, overrides.get_platform, torch.cuda.get_device_capability)
    saved_hook = (hisparse_hook.model_config_of, hisparse_hook.get_platform)
    gpus = ("mi300x",) if platform == "rocm" else tuple(GPU_CAPABILITIES)
    try:
        overrides.model_config_of = hisparse_hook.model_config_of = lambda _: SimpleNamespace(
            hf_config=hf_config
        )
        overrides.get_platform = hisparse_hook.get_platform = lambda: platform_of
        for gpu in gpus:
            capability = GPU_CAPABILITIES.get(gpu, (9, 4))
            torch.cuda.get_device_capability = lambda *_, c=capability: c
            try:
                view = resolving_view(args)
                declared = overrides._dsa_kv_cache_dtype_default(view)
                resolved = overlay(args, **declared)
                declared = overrides._dsa_split_backend_resolution(resolving_view(resolved))
                resolved = overlay(resolved, **declared)
                hisparse_hook.validate_hisparse_kv_cache_dtype(resolved)
                for phase in ("prefill", "decode"):
                    hisparse_hook.validate_hisparse_dsa_backend(
                        resolved, f"dsa_{phase}_backend", phase
                    )
            except (AssertionError, ValueError) as error:
                errors.append(f"{gpu}: {error}")
    finally:
        overrides.model_config_of, overrides.get_platform = saved[0], saved[1]
        torch.cuda.get_device_capability = saved[2]
        hisparse_hook.model_config_of, hisparse_hook.get_platform = saved_hook
    return errors


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
    """SGLang's own `is_deepseek_dsa`, `is_deepseek_v4` and `is_minimax_sparse`, from the
    source beside the module already imported (importing the package needs transformers)."""
    from pathlib import Path

    return model_config_functions(
        str(Path(hisparse_hook.__file__).parents[1] / "configs" / "model_config.py")
    )


def _stand_in_model_config(checks: dict[str, Any]) -> None:
    """`sglang.srt.configs.model_config` as the resolution steps import it, holding
    SGLang's own family tests: the real package imports transformers."""
    import types

    if "sglang.srt.configs.model_config" in sys.modules:
        return
    package = types.ModuleType("sglang.srt.configs")
    package.__path__ = []
    module = types.ModuleType("sglang.srt.configs.model_config")
    module.__dict__.update(checks)
    package.model_config = module  # type: ignore[attr-defined]
    sys.modules["sglang.srt.configs"] = package
    sys.modules["sglang.srt.configs.model_config"] = module


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
    parsed = parse(parser, launch, ConfigArgumentMerger)
    if parsed.args is None or not parsed.args.enable_hisparse:
        return parsed.verdict
    env = launch.get("env") or {}
    return {**parsed.verdict, "errors": hisparse_errors(parsed.args, launch["platform"], env)}


def main() -> None:
    logging.disable(logging.CRITICAL)
    launches = json.load(sys.stdin)
    with contextlib.redirect_stdout(io.StringIO()):
        parser = build_parser(ServerArgs.add_cli_args)
        verdicts = [judge(parser, launch) for launch in launches]
    json.dump(verdicts, sys.stdout)


if __name__ == "__main__":
    main()
