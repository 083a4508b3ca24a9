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
model), with the device and model mocked: the model family `--model-path`
names (a DSA model when it names none), the platform CUDA or ROCm, and each
GPU of the platform (`GPUS`: its compute capability and platform probes), on
which the release's own defaults run first (the DSA KV dtype and backends:
`_set_default_*` methods, or the resolution pipeline's passes), then the
family's hook (DeepSeek V4), the hierarchical cache's DCP check, the unified
memory pool's check and the HiSparse checks. A launch is refused when any GPU
of its platform refuses it.

What this cannot see: the rest of `__post_init__`, and the model's own config
beyond its architecture.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import inspect
import io
import json
import logging
import re
import sys
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import torch
from launch import (
    CPU_ENGINE,
    HISPARSE_DEVICES,
    Parser,
    build_parser,
    environment,
    hf_config_of,
    local_config,
    model_config_functions,
    parse,
)

try:  # 0.5.22 on: the checks driver.py runs for 0.5.23 (speculative handlers, DCP, ...)
    from driver import hisparse_errors as full_checks
    from driver import speculative_resolution
except ImportError:
    full_checks = speculative_resolution = None
from sglang.srt.server_args import ServerArgs

CHECK_ERRORS = (AssertionError, ValueError, NotImplementedError)
"""What a release raises when it refuses a launch (other exceptions are the
driver's own failures and are reported as such, never as a refusal)."""


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
OVERRIDES = optional("sglang.srt.arg_groups.overrides")
V4_HOOK = optional("sglang.srt.arg_groups.deepseek_v4_hook")
KV_CACHE_HOOK = optional("sglang.srt.arg_groups.kv_cache_hook")


@dataclasses.dataclass(frozen=True)
class Model:
    """The stand-in model a `--model-path` names: its family (which `is_<family>`
    predicates answer yes) and its architecture (what the release's hooks dispatch on)."""

    family: str
    architecture: str
    pattern: re.Pattern[str]
    config: tuple[tuple[str, Any], ...] = ()
    """A local model folder's `config.json`, which the release's own family tests read."""


MODELS = (
    Model("deepseek_v4", "DeepseekV4ForCausalLM", re.compile(r"deepseek[-_ .]?v4", re.I)),
    Model("minimax_m3", "MiniMaxM3SparseForCausalLM", re.compile(r"minimax[-_ .]?m3", re.I)),
    Model("dsa", "GlmMoeDsaForCausalLM", re.compile(r"glm[-_ .]?5(?![0-9])", re.I)),
    Model("other", "Qwen3ForCausalLM", re.compile(r"(?<![a-z0-9])(?:qwen|llama)", re.I)),
)
DSA = Model("dsa", "DeepseekV32ForCausalLM", re.compile(""))
"""A model the path does not name is judged as DeepSeek V3.2 (the tool does the same)."""

FAMILIES = {
    "dsa": ("is_deepseek_dsa", "is_deepseek_nsa"),
    "deepseek_v4": ("is_deepseek_v4",),
    "minimax_m3": ("is_minimax_sparse",),
    "other": (),
}
"""Which `is_<family>(hf_config)` predicates the stand-in model answers yes to (none for
a model with no sparse attention, such as the Qwen and Llama paths the fixtures name)."""
DSA_ONLY = ("dcp:", "kv ")
"""Checks of driver.py that SGLang runs for DSA models only: the DCP override
(`model_overrides/deepseek_v2.py`, under `is_deepseek_dsa`) and the DSA dtype and
backend pairing (`validate_hisparse` returns before it for MiniMax M3; the release's
own `validate_hisparse` judges every family above)."""


def model_of(path: str | None) -> Model:
    config = local_config(path or "")
    if config is not None:
        architectures = config.get("architectures") or ["?"]
        return Model("config", str(architectures[0]), DSA.pattern, tuple(config.items()))
    return next((model for model in MODELS if model.pattern.search(path or "")), DSA)


def _hf_config(model: Model) -> SimpleNamespace:
    return hf_config_of(dict(model.config))


def _family_tests() -> dict[str, Callable[[Any], bool]]:
    """The release's own family tests (`is_deepseek_dsa` and the rest)."""
    import sglang

    origin = Path(sglang.__file__).parent / "srt" / "configs" / "model_config.py"
    functions = model_config_functions(str(origin))
    return {name: value for name, value in functions.items() if name.startswith("is_")}


MODEL = [DSA]
"""The model of the launch being judged."""


def family() -> str:
    """The family of the model judged: named by its path, or for a local folder what the
    release's own tests make of its config (`other` when none of them holds)."""
    model = MODEL[0]
    if not model.config:
        return model.family
    config, tests = _hf_config(model), _family_tests()
    for name, tested in (
        ("dsa", ("is_deepseek_dsa", "is_deepseek_nsa")),
        ("deepseek_v4", ("is_deepseek_v4",)),
        ("minimax_m3", ("is_minimax_sparse",)),
    ):
        if any(test in tests and tests[test](config) for test in tested):
            return name
    return "other"


MODEL_TYPES = {
    "DeepseekV4ForCausalLM": "deepseek_v4",
    "MiniMaxM3SparseForCausalLM": "minimax_m3",
    "GlmMoeDsaForCausalLM": "glm_moe_dsa",
    "DeepseekV32ForCausalLM": "deepseek_v32",
    "Qwen3ForCausalLM": "qwen3",
}


def stand_in_model(_server_args: object = None) -> Any:
    """What `get_model_config()` / `model_config_of()` return: the architecture, its
    `model_type`, and no quantization metadata (`nvfp4_moe_meta`)."""
    model = MODEL[0]
    if model.config:
        return SimpleNamespace(hf_config=_hf_config(model), nvfp4_moe_meta=None)
    architecture = model.architecture
    hf_config = SimpleNamespace(architectures=[architecture], model_type=MODEL_TYPES[architecture])
    return SimpleNamespace(hf_config=hf_config, nvfp4_moe_meta=None)


class StandInModelConfig(ModuleType):
    """`sglang.srt.configs.model_config` as the checks import it: every family
    predicate answers for the launch's model (the real module imports the
    quantization stack, which needs GPU packages)."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("is_") and MODEL[0].config:
            test = _family_tests().get(name)
            return (lambda _config: False) if test is None else test
        if name.startswith("is_"):
            return lambda _config: name in FAMILIES[MODEL[0].family]
        raise AttributeError(name)


MODEL_CONFIG = StandInModelConfig("sglang.srt.configs.model_config")


@dataclasses.dataclass(frozen=True)
class Gpu:
    """One GPU of a platform, as the release's probes see it (`matrix.GPUS` names the
    same ones: CUDA's Hopper, Blackwell and SM120; ROCm's CDNA3 and CDNA4 report major 9)."""

    name: str
    capability: tuple[int, int]
    flags: frozenset[str]


GPUS = {
    "cuda": (
        Gpu("hopper", (9, 0), frozenset({"is_cuda", "is_sm90", "is_hopper"})),
        Gpu("blackwell", (10, 0), frozenset({"is_cuda", "is_sm100", "is_blackwell"})),
        Gpu("sm120", (12, 0), frozenset({"is_cuda", "is_sm120", "is_blackwell"})),
    ),
    "rocm": (
        Gpu("mi300", (9, 4), frozenset({"is_hip", "is_rocm"})),
        Gpu("mi355", (9, 5), frozenset({"is_hip", "is_rocm"})),
    ),
}


class StandInPlatform:
    """`get_platform()`: the GPU's probes true, every other `is_*` / `has_*` false."""

    def __init__(self, gpu: Gpu) -> None:
        self._gpu = gpu

    def __getattr__(self, name: str) -> Any:
        if name.startswith(("is_", "has_")):
            return name in self._gpu.flags
        raise AttributeError(name)


PROBES: dict[str, Callable[[Gpu], Any]] = {
    "is_hip": lambda gpu: lambda: "is_hip" in gpu.flags,
    "is_sm90_supported": lambda gpu: (
        lambda *_a, **_k: gpu.capability[0] == 9 and "is_cuda" in gpu.flags
    ),
    "is_sm100_supported": lambda gpu: lambda *_a, **_k: gpu.capability[0] == 10,
    "is_sm120_supported": lambda gpu: lambda *_a, **_k: gpu.capability[0] == 12,
    "is_blackwell_supported": lambda gpu: lambda *_a, **_k: gpu.capability[0] in (10, 11, 12),
    "is_blackwell": lambda gpu: lambda *_a, **_k: gpu.capability[0] in (10, 11, 12),
    "get_device_capability": lambda gpu: lambda *_a, **_k: gpu.capability,
    "get_platform": lambda gpu: lambda: StandInPlatform(gpu),
    "model_config_of": lambda _gpu: stand_in_model,
}
"""The functions the releases ask about the device and the model, by the name each
module imports them under; `patch_targets` finds every module that holds one."""


def patch_targets() -> list[tuple[Any, str]]:
    """Every (module, name) of an imported SGLang module that holds a probe function
    (modules import them by name, so each copy is replaced)."""
    return [
        (module, name)
        for module_name, module in list(sys.modules.items())
        if module_name.startswith("sglang.") and module is not None
        for name in PROBES
        if callable(getattr(module, name, None))
    ]


TARGETS: list[tuple[Any, str]] = []


@contextlib.contextmanager
def mocked(gpu: Gpu) -> Iterator[None]:
    """The launch's model on one GPU, as the release's checks ask for them."""
    saved = [(module, name, getattr(module, name)) for module, name in TARGETS]
    saved_capability = torch.cuda.get_device_capability
    saved_model_config = sys.modules.get(MODEL_CONFIG.__name__)
    try:
        for module, name in TARGETS:
            setattr(module, name, PROBES[name](gpu))
        torch.cuda.get_device_capability = lambda *_a, **_k: gpu.capability
        sys.modules[MODEL_CONFIG.__name__] = MODEL_CONFIG
        ServerArgs.get_model_config = stand_in_model
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)
        torch.cuda.get_device_capability = saved_capability
        if saved_model_config is None:
            sys.modules.pop(MODEL_CONFIG.__name__, None)
        else:
            sys.modules[MODEL_CONFIG.__name__] = saved_model_config


class Namespace(argparse.Namespace):
    """The parsed values where a release's `ServerArgs` cannot be made bare (0.5.21
    on seal it): its checks read fields through views that take a namespace."""

    def get_model_config(self) -> Any:
        return stand_in_model()

    def __getattr__(self, name: str) -> Any:
        """`ServerArgs`'s own private helpers (`_unified_memory_pd_transfer_backends`),
        bound to the namespace, as its hooks call them on the record."""
        method = vars(ServerArgs).get(name)
        if name.startswith("_") and inspect.isfunction(method):
            return method.__get__(self)
        raise AttributeError(name)


def namespace(values: dict[str, Any]) -> Namespace:
    """A `Namespace` of `values`, filled at once (its `__init__` sets them one by one)."""
    made = Namespace()
    made.__dict__.update(values)
    return made


POST_INIT = {
    "chunked_prefill_size": 8192,
    "page_size": 1,
    "enable_grpc": False,
    "device": "cuda",
}
"""What `__post_init__` fills in (from the GPU) before the checks read it (`device`:
CUDA and ROCm both say `cuda`; the device check above judges a written one)."""


def field_defaults() -> dict[str, Any]:
    """The dataclass defaults of fields the parser does not set (0.5.11's checks read some)."""
    if not dataclasses.is_dataclass(ServerArgs):
        return {}
    return {
        field.name: field.default
        for field in dataclasses.fields(ServerArgs)
        if field.default is not dataclasses.MISSING
    }


FIELD_DEFAULTS: dict[str, Any] = {}


def server_args(args: argparse.Namespace, **fields: Any) -> Any:
    """A `ServerArgs` holding the parsed values, without its GPU-bound `__post_init__`."""
    return _filled({**FIELD_DEFAULTS, **vars(args), **fields})


def _filled(values: dict[str, Any]) -> Any:
    """A `ServerArgs` of `values`, with what `__post_init__` would fill in."""
    values["served_model_name"] = values.get("served_model_name") or values["model_path"]
    for name, value in POST_INIT.items():
        if values.get(name) is None:
            values[name] = value
    try:
        instance = object.__new__(ServerArgs)
    except TypeError:
        return namespace(values)
    instance.__dict__.update(values)
    return instance


def copied(instance: Any, **fields: Any) -> Any:
    values = {**FIELD_DEFAULTS, **vars(instance), **fields}
    values["_resolved_overrides"] = list(values.get("_resolved_overrides") or [])
    return _filled(values)


def pd_hook(instance: Any) -> None:
    if PD_HOOK is not None and hasattr(PD_HOOK, "handle_pd_disaggregation"):
        PD_HOOK.handle_pd_disaggregation(instance)
    else:
        instance._handle_pd_disaggregation()


def check_server_args(instance: Any) -> None:
    instance.check_server_args()


def dsa_defaults(instance: Any, gpu: Gpu) -> Any:
    """The KV dtype and DSA backends the release settles on this GPU for a DSA model,
    by its own code: the resolution pipeline's passes (`_dsa_kv_cache_dtype_default`,
    `_dsa_split_backend_resolution`, 0.5.15 on) or the `_set_default_{nsa,dsa}_*`
    methods `__post_init__` calls in the DeepSeek branch."""
    passes = [
        getattr(OVERRIDES, name, None)
        for name in ("_dsa_kv_cache_dtype_default", "_dsa_split_backend_resolution")
    ]
    if all(passes):
        view = getattr(OVERRIDES, "resolving_view", None) or OVERRIDES.resolved_view
        for resolution in passes:
            instance = copied(instance, **resolution(view(instance)))
        return instance
    major = gpu.capability[0]
    for spelling in ("dsa", "nsa"):
        set_dtype = getattr(instance, f"_set_default_{spelling}_kv_cache_dtype", None)
        set_backends = getattr(instance, f"_set_default_{spelling}_backends", None)
        if set_dtype is None or set_backends is None:
            continue
        set_dtype(major, instance.quantization)
        try:
            set_backends(instance.kv_cache_dtype, major)
        except TypeError:  # 0.5.16 on: (major) only
            set_backends(major)
        return instance
    raise RuntimeError("no DSA default resolution in this release")


def speculative(instance: Any) -> Any:
    """Before 0.5.22: the release's `_handle_speculative_decoding`, which `__post_init__`
    runs before `check_server_args` (it turns mixed chunked prefill off for EAGLE and
    settles the top-k), on a copy of the launch."""
    handled = copied(instance)
    hub = optional("sglang.srt.utils.hf_transformers_utils")
    saved = getattr(hub, "get_config", None)
    if hub is not None:  # the draft model's config: a plain draft, never fetched
        hub.get_config = lambda *args, **kwargs: SimpleNamespace(
            architectures=["LlamaForCausalLM"], model_type="llama"
        )
    try:
        handled._handle_speculative_decoding()
    finally:
        if hub is not None:
            hub.get_config = saved
    return handled


def v4_hook(instance: Any) -> None:
    """`apply_deepseek_v4_defaults`, which `model_hook` runs for a DeepSeek V4 model
    (it settles V4's KV dtype and refuses `--dsv4-attn-backend trtllm` with HiSparse)."""
    V4_HOOK.apply_deepseek_v4_defaults(instance, MODEL[0].architecture)


def hicache_dcp(instance: Any) -> None:
    """0.5.17-0.5.18: `_handle_hicache`'s DCP step, which refuses HiSparse with
    `--dcp-size` > 1 when the hierarchical cache is on (MLA: the stand-in is one)."""
    with mock_attribute(instance, "use_mla_backend", lambda: True):
        instance._resolve_hicache_dcp_compatibility()


@contextlib.contextmanager
def mock_attribute(instance: Any, name: str, value: Any) -> Iterator[None]:
    instance.__dict__[name] = value
    try:
        yield
    finally:
        instance.__dict__.pop(name, None)


def unified_memory(instance: Any) -> None:
    """0.5.18 on: the unified memory pool's check (HiSparse is refused with it under PD)."""
    if KV_CACHE_HOOK is not None and hasattr(KV_CACHE_HOOK, "handle_unified_memory_pool"):
        KV_CACHE_HOOK.handle_unified_memory_pool(instance)
    else:
        instance._handle_unified_memory_pool()


def hisparse_caused(run: Callable[[Any], object], instance: Any) -> Callable[[], object]:
    """`run` on the launch, where a check outside HiSparse's own hook refuses it only
    when it would accept the launch with HiSparse off: a refusal HiSparse does not
    cause (`--dsv4-attn-backend trtllm` off Blackwell, unified memory under PD in
    0.5.17) is no rewrite's to fix, and is listed apart (`unrelated`)."""

    def checked() -> None:
        try:
            run(instance)
        except CHECK_ERRORS as error:
            try:
                run(copied(instance, enable_hisparse=False))
            except CHECK_ERRORS as unrelated:
                raise Unrelated(str(unrelated)) from None
            raise error

    return checked


class Unrelated(Exception):
    """A refusal that does not depend on HiSparse."""


def gpu_errors(instance: Any, gpu: Gpu, check: Callable[[str, Callable[[], object]], None]) -> None:
    """The release's checks on one GPU, after the defaults it settles there."""
    label = f"{gpu.name}: "
    if family() == "dsa":
        settled: list[Any] = []
        check(label + "dsa defaults", lambda: settled.append(dsa_defaults(copied(instance), gpu)))
        if not settled:
            return
        instance = settled[0]
    if family() == "deepseek_v4" and V4_HOOK is not None:
        instance = copied(instance)
        check(label + "deepseek_v4_hook", hisparse_caused(v4_hook, instance))
    if hasattr(ServerArgs, "_resolve_hicache_dcp_compatibility"):
        check(label + "hicache dcp", hisparse_caused(hicache_dcp, instance))
    if hasattr(ServerArgs, "_handle_unified_memory_pool") or (
        KV_CACHE_HOOK is not None and hasattr(KV_CACHE_HOOK, "handle_unified_memory_pool")
    ):
        check(label + "unified memory", hisparse_caused(unified_memory, instance))
    if HOOK is not None and hasattr(HOOK, "validate_hisparse"):
        check(label + "hisparse", lambda: HOOK.validate_hisparse(instance))
    else:  # 0.5.11: the HiSparse block is inline in the whole of check_server_args
        check(label + "check_server_args", hisparse_caused(check_server_args, instance))


def hisparse_errors(
    args: argparse.Namespace, platform: str, env: dict[str, str]
) -> tuple[list[str], list[str], list[str]]:
    """Why the release refuses this launch on some GPU of its platform, the driver's
    own failures, and the refusals HiSparse does not cause."""
    errors: list[str] = []
    crashes: list[str] = []
    unrelated: list[str] = []

    def check(label: str, run: Callable[[], object]) -> None:
        try:
            run()
        except CHECK_ERRORS as error:
            errors.append(f"{label}: {error}")
        except Unrelated as error:
            unrelated.append(f"{label}: {error}")
        except Exception as error:
            crashes.append(
                f"{label}: {type(error).__name__}: {error} {traceback.format_exc(limit=-2)}"
            )

    device = (args.device or "").split(":")[0] or ("cpu" if env.get(CPU_ENGINE) == "1" else "cuda")
    if platform not in GPUS:  # a run on the platform the launch's own words show (XPU, NPU)
        device, platform = platform, "cuda"
    if device not in HISPARSE_DEVICES:
        errors.append(
            f"platform: device {device}: "
            "HiSparse device KV transfer kernels exist only on CUDA/ROCm"
        )
    MODEL[0] = model_of(args.model_path)
    with environment(env):
        for gpu in GPUS[platform]:
            with mocked(gpu):
                instance = server_args(args)
                check(f"{gpu.name}: pd_disaggregation", lambda i=instance: pd_hook(i))
                if speculative_resolution is not None:
                    instance = namespace(vars(speculative_resolution(instance)))
                elif instance.speculative_algorithm and hasattr(
                    ServerArgs, "_handle_speculative_decoding"
                ):
                    handled: list[Any] = []
                    check(
                        f"{gpu.name}: speculative decoding",
                        hisparse_caused(
                            lambda i, out=handled: out.append(speculative(i)), instance
                        ),
                    )
                    if handled:  # else refused, also without HiSparse: checked as written
                        instance = handled[-1]
                gpu_errors(instance, gpu, check)
        with mocked(GPUS[platform][0]):
            if full_checks is not None:
                errors.extend(
                    error
                    for error in full_checks(args, platform, env)
                    if family() == "dsa" or not error.startswith(DSA_ONLY)
                )
    return list(dict.fromkeys(errors)), crashes, list(dict.fromkeys(unrelated))


def judge(parser: Parser, merger: Any, launch: dict[str, Any]) -> dict[str, Any]:
    parsed = parse(parser, launch, merger)
    if parsed.args is None or not parsed.args.enable_hisparse:
        return {**parsed.verdict, "crashes": []}
    errors, crashes, unrelated = hisparse_errors(
        parsed.args, launch["platform"], launch.get("env") or {}
    )
    return {**parsed.verdict, "errors": errors, "crashes": crashes, "unrelated": unrelated}


def main() -> None:
    logging.disable(logging.CRITICAL)
    launches = json.load(sys.stdin)
    with contextlib.redirect_stdout(io.StringIO()):
        parser = build_parser(ServerArgs.add_cli_args)
        merger = config_merger()
        FIELD_DEFAULTS.update(field_defaults())
        TARGETS.extend(patch_targets())
        judged: dict[str, str] = {}  # a launch written alike in several places is judged once
        for launch in launches:
            key = json.dumps(launch, sort_keys=True)
            if key not in judged:
                judged[key] = json.dumps(judge(parser, merger, launch))
        verdicts = [json.loads(judged[json.dumps(launch, sort_keys=True)]) for launch in launches]
    json.dump(verdicts, sys.stdout)


if __name__ == "__main__":
    main()
