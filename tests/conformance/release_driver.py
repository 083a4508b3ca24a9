"""Judge launches with one SGLang release's own parser and HiSparse checks.

Runs with the SGLang venv's python and `PYTHONPATH` naming the release's
directory first (`tools/sglang_releases.sh` installs each release there with
`--no-deps`), so `import sglang` is that release. Reads and writes JSON as
`driver.py` does. Where the checks live differs by release, so this driver
finds them: `validate_hisparse` in `arg_groups/hisparse_hook.py` (0.5.12 on),
else the inline block of `ServerArgs.check_server_args` (0.5.11); the PD
hook is `arg_groups/pd_disaggregation_hook.handle_pd_disaggregation` or the
`ServerArgs._handle_pd_disaggregation` method. They run on a `ServerArgs`
filled from the parsed namespace (its `__post_init__` needs a GPU and the
model), with the device and model mocked: a DSA model (DeepSeek V3.2), the
platform CUDA or ROCm, the KV dtype each resolution of `auto`.

What this cannot see: the resolution pipeline's own decisions before the
checks (default DSA backends, speculative handlers), the GPU, the model.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import io
import json
import logging
import sys
import traceback
from collections.abc import Callable, Iterator
from types import ModuleType, SimpleNamespace
from typing import Any
from unittest import mock

from launch import (
    CPU_ENGINE,
    HISPARSE_DEVICES,
    Parser,
    build_parser,
    dtype_resolutions,
    environment,
    parse,
)
from sglang.srt import server_args as server_args_module

try:  # 0.5.22 on: the checks driver.py runs for 0.5.23 (speculative handlers, DCP, ...)
    from driver import hisparse_errors as full_checks
    from driver import speculative_resolution
except ImportError:
    full_checks = speculative_resolution = None
from sglang.srt.server_args import ServerArgs

CHECK_ERRORS = (AssertionError, ValueError, NotImplementedError)
"""What a release raises when it refuses a launch (other exceptions are the
driver's own failures and are reported as such, never as a refusal)."""

DSA_MODEL = ("is_deepseek_dsa", "is_deepseek_nsa")


def optional(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def config_merger() -> Any:
    for name in (
        "sglang.srt.utils.server_args_config_parser",
        "sglang.srt.server_args_config_parser",
    ):
        module = optional(name)
        if module is not None:
            return module.ConfigArgumentMerger
    raise ImportError("no ConfigArgumentMerger in this release")


HOOK = optional("sglang.srt.arg_groups.hisparse_hook")
PD_HOOK = optional("sglang.srt.arg_groups.pd_disaggregation_hook")


FAMILIES = {
    "dsa": DSA_MODEL,
    "deepseek_v4": ("is_deepseek_v4",),
    "minimax_m3": ("is_minimax_sparse",),
}
"""Which `is_<family>(hf_config)` predicates the stand-in model answers yes to."""
DSA_ONLY = ("dcp:", "kv ")
"""Checks of driver.py that SGLang runs for DSA models only: the DCP override
(`model_overrides/deepseek_v2.py`, under `is_deepseek_dsa`) and the DSA dtype and
backend pairing (`validate_hisparse` returns before it for MiniMax M3; the release's
own `validate_hisparse` judges every family above)."""
FAMILY = ["dsa"]
"""The family of the launch being judged (a launch's `family`, else a DSA model)."""


def model_family(name: str) -> Callable[[object], bool]:
    """The stand-in model's answer to a release's `is_<family>(hf_config)`."""
    return lambda _config: name in FAMILIES[FAMILY[0]]


class StandInModelConfig(ModuleType):
    """`sglang.srt.configs.model_config` as the checks import it: every family
    predicate answers for a DSA model (the real module imports the quantization
    stack, which needs GPU packages)."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("is_"):
            return model_family(name)
        raise AttributeError(name)


STAND_IN_MODEL = SimpleNamespace(
    hf_config=SimpleNamespace(architectures=["DeepseekV32ForCausalLM"])
)
MODEL_CONFIG = StandInModelConfig("sglang.srt.configs.model_config")


@contextlib.contextmanager
def mocked(platform: str) -> Iterator[None]:
    """A DSA model on a CUDA or ROCm GPU, as the release's checks ask for them."""
    hip = platform == "rocm"
    with contextlib.ExitStack() as stack:
        stack.enter_context(mock.patch.dict(sys.modules, {MODEL_CONFIG.__name__: MODEL_CONFIG}))
        stack.enter_context(
            mock.patch.object(server_args_module, "is_hip", lambda: hip, create=True)
        )
        if HOOK is not None and hasattr(HOOK, "get_platform"):
            stack.enter_context(
                mock.patch.object(HOOK, "get_platform", lambda: SimpleNamespace(is_hip=hip))
            )
        if HOOK is not None and hasattr(HOOK, "model_config_of"):
            stack.enter_context(
                mock.patch.object(HOOK, "model_config_of", lambda _s: STAND_IN_MODEL)
            )
        stack.enter_context(
            mock.patch.object(
                ServerArgs, "get_model_config", lambda _s: STAND_IN_MODEL, create=True
            )
        )
        yield


class Namespace(argparse.Namespace):
    """The parsed values where a release's `ServerArgs` cannot be made bare (0.5.21
    on seal it): its checks read fields through views that take a namespace."""

    def get_model_config(self) -> Any:
        return STAND_IN_MODEL


POST_INIT = {"chunked_prefill_size": 8192, "page_size": 1, "enable_grpc": False}
"""What `__post_init__` fills in (from the GPU) before 0.5.11's checks read it."""


def field_defaults() -> dict[str, Any]:
    """The dataclass defaults of fields the parser does not set (0.5.11's checks read some)."""
    if not dataclasses.is_dataclass(ServerArgs):
        return {}
    return {
        field.name: field.default
        for field in dataclasses.fields(ServerArgs)
        if field.default is not dataclasses.MISSING
    }


def server_args(args: argparse.Namespace, **fields: Any) -> Any:
    """A `ServerArgs` holding the parsed values, without its GPU-bound `__post_init__`."""
    values = {**field_defaults(), **vars(args), **fields}
    values["served_model_name"] = values.get("served_model_name") or values["model_path"]
    for name, value in POST_INIT.items():
        if values.get(name) is None:
            values[name] = value
    try:
        instance = object.__new__(ServerArgs)
    except TypeError:
        return Namespace(**values)
    instance.__dict__.update(values)
    return instance


def pd_hook(instance: Any) -> None:
    if PD_HOOK is not None and hasattr(PD_HOOK, "handle_pd_disaggregation"):
        PD_HOOK.handle_pd_disaggregation(instance)
    else:
        instance._handle_pd_disaggregation()


def hisparse_checks(instance: Any) -> None:
    if HOOK is not None and hasattr(HOOK, "validate_hisparse"):
        HOOK.validate_hisparse(instance)
    else:
        instance.check_server_args()


def hisparse_errors(
    args: argparse.Namespace, platform: str, env: dict[str, str]
) -> tuple[list[str], list[str]]:
    """Why the release refuses this launch, and the driver's own failures."""
    errors: list[str] = []
    crashes: list[str] = []

    def check(label: str, run: Callable[[], object]) -> None:
        try:
            run()
        except CHECK_ERRORS as error:
            errors.append(f"{label}: {error}")
        except Exception as error:
            crashes.append(
                f"{label}: {type(error).__name__}: {error} {traceback.format_exc(limit=-2)}"
            )

    device = (args.device or "").split(":")[0] or ("cpu" if env.get(CPU_ENGINE) == "1" else "cuda")
    if device not in HISPARSE_DEVICES:
        errors.append(
            f"platform: device {device}: "
            "HiSparse device KV transfer kernels exist only on CUDA/ROCm"
        )
    with environment(env), mocked(platform):
        instance = server_args(args)
        check("pd_disaggregation", lambda: pd_hook(instance))
        if speculative_resolution is not None:
            instance = Namespace(**vars(speculative_resolution(instance)))
        for dtype in dtype_resolutions(args.kv_cache_dtype, platform):
            resolved = server_args(argparse.Namespace(**vars(instance)), kv_cache_dtype=dtype)
            check(f"kv {dtype}", lambda resolved=resolved: hisparse_checks(resolved))
        if full_checks is not None:
            errors.extend(
                error
                for error in full_checks(args, platform, env)
                if FAMILY[0] == "dsa" or not error.startswith(DSA_ONLY)
            )
    return list(dict.fromkeys(errors)), crashes


def judge(parser: Parser, merger: Any, launch: dict[str, Any]) -> dict[str, Any]:
    parsed = parse(parser, launch, merger)
    if parsed.args is None or not parsed.args.enable_hisparse:
        return {**parsed.verdict, "crashes": []}
    FAMILY[0] = launch.get("family", "dsa")
    errors, crashes = hisparse_errors(parsed.args, launch["platform"], launch.get("env") or {})
    return {**parsed.verdict, "errors": errors, "crashes": crashes}


def main() -> None:
    logging.disable(logging.CRITICAL)
    launches = json.load(sys.stdin)
    with contextlib.redirect_stdout(io.StringIO()):
        parser = build_parser(ServerArgs.add_cli_args)
        merger = config_merger()
        verdicts = [judge(parser, merger, launch) for launch in launches]
    json.dump(verdicts, sys.stdout)


if __name__ == "__main__":
    main()
