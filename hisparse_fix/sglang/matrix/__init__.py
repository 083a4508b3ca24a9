"""What each SGLang release allows with HiSparse, as data.

One TOML table per range of releases (`sglang-<first>.toml`). `auto` reads
the installed `sglang` package's version and the constants of its
`hisparse_hook.py` with `ast`, without importing sglang (which imports torch).

The command line imports this module before it reads a file, so the parsers
(`tomllib`, `ast`) and `importlib.metadata` are imported only when a table or
the installed release is asked for.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import NamedTuple

from hisparse_fix.vocabulary.records import replace

GPU_PLATFORMS = ("cuda", "rocm")
OFF_GPU_PLATFORMS = ("cpu", "xpu", "hpu", "npu", "musa", "mps")
PLATFORMS = GPU_PLATFORMS + OFF_GPU_PLATFORMS

GPUS: Mapping[str, tuple[str, ...]] = {
    "cuda": ("hopper", "blackwell", "sm120"),
    "rocm": ("mi300", "mi355"),
}
"""The GPUs of each GPU platform whose HiSparse verdicts a release may tell apart
(`--gpu`): CUDA by compute capability (SM90, SM100, SM120), ROCm's CDNA3 and CDNA4
(both report major 9). A launch is judged on every GPU of its platform unless
narrowed."""
GPU_NAMES = tuple(name for names in GPUS.values() for name in names)
MODEL_FAMILIES = ("dsa", "deepseek-v4", "minimax-m3")
"""The model families some release runs HiSparse on (`hisparse-models`)."""

Version = tuple[int, ...]


class UnknownReleaseError(ValueError):
    """The requested SGLang version has no HiSparse table."""


class UnknownCheckError(ValueError):
    """A release table names a `checks` tag that no rule obeys."""


class UnknownGpuError(ValueError):
    """A release table names a GPU outside `GPUS`: its facts would never be read."""


class UnknownFactError(ValueError):
    """A release table names a platform or model family the tool does not know."""


class MissingFactError(ValueError):
    """A release table checks something without the fact the check needs."""


class MissingSpeculationError(ValueError):
    """A release table checks speculation or mixed chunk but says nothing of how SGLang
    resolves them first: the rules would judge the options as written."""


CHECKS = frozenset(
    {
        "radix-cache",
        "decode-radix-cache",
        "mixed-chunk",
        "speculative",
        "dcp",
        "dcp-hierarchical-cache",
        "decode-host-receive",
        "dsv4-trtllm",
        "kv-cache-sharding",
        "learnable-sink",
        "prefill-complete",
        "unified-memory-pd",
    }
)
"""Every HiSparse check beyond dtype and backend that some release makes, by the tag a
table's `checks` names it with; each is obeyed by a rule that declares it (a rule
declaring another tag is refused at registration, so a table's typo cannot turn a
rule off unseen)."""

_RESOLVED_CHECKS = frozenset({"speculative", "mixed-chunk"})
"""The `checks` tags whose options SGLang's speculative resolution may change first."""


class Speculation(NamedTuple):
    """What SGLang's speculative resolution settles before its HiSparse check reads it
    (the `[speculation]` table); algorithm names are upper case, option names dashed."""

    aliases: Mapping[str, str]
    """Algorithm spellings resolved to another algorithm (`NEXTN` -> `EAGLE`)."""
    adaptive_algorithms: frozenset[str]
    """The algorithms `--speculative-adaptive` stays on with; SGLang turns it off for others."""
    adaptive_off_with: tuple[str, ...]
    """Boolean options that make SGLang turn `--speculative-adaptive` off."""
    mixed_chunk_off: frozenset[str]
    """The algorithms whose handler turns `--enable-mixed-chunk` off."""
    topk_from: Mapping[str, tuple[str, str]]
    """Algorithm -> (option, its default) SGLang copies into the top-k it checks."""
    topk_one: frozenset[str] = frozenset()
    """The algorithms whose handler sets the top-k to 1 whatever is written."""


class GpuDefault(NamedTuple):
    """A backend SGLang picks itself on one GPU, for one dtype and model family, instead
    of `[cuda.defaults]` (GLM-5 with fp8 on SM120 from 0.5.17)."""

    gpu: str
    dtype: str
    model: str
    """The model the pick is made for (`model_family.pick_model`: `glm-5`)."""
    backend: str


def _gpu_defaults_from_table(version: str, table: Mapping) -> tuple[GpuDefault, ...]:
    defaults = tuple(
        GpuDefault(entry["gpu"], entry["dtype"], entry["model"], entry["backend"])
        for entry in table.get("defaults", ())
    )
    named = set(table.get("auto-dtype", {})) | {default.gpu for default in defaults}
    for gpu in sorted(named - set(GPU_NAMES)):
        raise UnknownGpuError(
            f"the SGLang {version} table names the GPU {gpu!r} (known: {', '.join(GPU_NAMES)})"
        )
    return defaults


def _speculation_from_table(table: Mapping | None) -> Speculation | None:
    if table is None:
        return None
    return Speculation(
        aliases=dict(table["aliases"]),
        adaptive_algorithms=frozenset(table["adaptive-algorithms"]),
        adaptive_off_with=tuple(table["adaptive-off-with"]),
        mixed_chunk_off=frozenset(table["mixed-chunk-off"]),
        topk_from={
            name: (option, default) for name, (option, default) in table["topk-from"].items()
        },
        topk_one=frozenset(table.get("topk-one", ())),
    )


def parse_version(text: str) -> Version:
    """`0.5.23` -> (0, 5, 23); local and pre-release suffixes are ignored."""
    numbers = []
    for piece in text.strip().split("+")[0].split("."):
        digits = ""
        for char in piece:
            if not char.isdigit():
                break
            digits += char
        if not digits:
            break
        numbers.append(int(digits))
        if len(digits) < len(piece):
            break
    if not numbers:
        raise UnknownReleaseError(f"not a version: {text!r}")
    return tuple(numbers)


@dataclass(frozen=True)
class Release:
    """The HiSparse constraints of one SGLang release."""

    version: str
    first: Version
    last: Version
    kv_cache_dtypes: tuple[str, ...]
    also_accepted: frozenset[str]
    dtype_aliases: Mapping[str, str]
    backend_flag: str
    """How the release spells the backend options: `nsa` or `dsa` (`--dsa-decode-backend`)."""
    legacy_backend_flag: str
    """The other spelling when the release still parses it as a deprecated alias, else ``."""
    checks: frozenset[str]
    """HiSparse checks beyond dtype and backend: `radix-cache`, `decode-radix-cache`,
    `mixed-chunk`, `speculative`."""
    cuda_backends: Mapping[str, frozenset[str]]
    cuda_defaults: Mapping[str, str]
    rocm_backends: frozenset[str] | None
    rocm_default: str | None
    speculation: Speculation | None = None
    """How SGLang resolves speculation first; required where `checks` names `speculative`
    or `mixed-chunk`."""
    auto_dtypes: Mapping[str, str] = field(default_factory=dict)
    """What `--kv-cache-dtype auto` (or none) resolves to with a DSA model, per GPU."""
    gpu_defaults: tuple[GpuDefault, ...] = ()

    def auto_dtype(self, gpu: str) -> str:
        """The dtype SGLang checks on `gpu` when the launch leaves it to `auto`."""
        return self.auto_dtypes.get(gpu, "auto")

    def gpu_default(self, gpu: str, dtype: str, model: str | None) -> str | None:
        """The backend SGLang picks on `gpu` for this dtype and model instead of its
        platform default, if any."""
        resolved = self.resolve_dtype(dtype)
        for default in self.gpu_defaults:
            if (default.gpu, default.dtype, default.model) == (gpu, resolved, model):
                return default.backend
        return None

    hisparse_models: frozenset[str] = frozenset(MODEL_FAMILIES)
    """The model families `validate_hisparse` lets HiSparse run on (`MODEL_FAMILIES`)."""
    hisparse_platforms: tuple[str, ...] = GPU_PLATFORMS
    """Where `sgl_kernel.kvcacheio`, which HiSparse moves KV with, is imported."""
    absent_options: frozenset[str] = frozenset()
    """Options the rules judge that this release's parser does not have (argparse
    refuses them as unrecognized arguments)."""
    unchecked_models: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Model family -> the platforms where `validate_hisparse` returns before its dtype
    and backend checks for it (DeepSeek V4, MiniMax M3 have kernels of their own)."""
    decode_host_receive_off: float | None = None
    """The `--disaggregation-decode-host-receive-threshold` that turns PD decode host
    receive off (0 in 0.5.21, 1 after); required where `checks` names
    `decode-host-receive`."""

    @property
    def server_options(self) -> frozenset[str]:
        """Every long option this release's parser registers, from its own source
        (`options`, read when first asked for)."""
        from hisparse_fix.sglang.matrix.options import options_of

        return options_of(self.version)

    @property
    def backend_options(self) -> Mapping[str, tuple[str, ...]]:
        """The options that pick a DSA backend, by phase, in every spelling the release parses."""
        flags = [flag for flag in (self.backend_flag, self.legacy_backend_flag) if flag]
        return {
            phase: tuple(f"{flag}-{phase}-backend" for flag in flags)
            for phase in ("prefill", "decode")
        }

    def backend_option(self, phase: str) -> str:
        """The spelling the release parses natively: `dsa-decode-backend`."""
        return f"{self.backend_flag}-{phase}-backend"

    def resolve_dtype(self, value: str) -> str:
        """The dtype SGLang checks once aliases are resolved (`bf16` -> `bfloat16`)."""
        return self.dtype_aliases.get(value, value)

    def accepts_dtype(self, value: str) -> bool:
        return value in self.also_accepted or self.resolve_dtype(value) in self.kv_cache_dtypes

    def allowed_backends(self, platform: str, dtype: str) -> frozenset[str]:
        """`_hisparse_allowed_backends`: the DSA backends allowed on a platform and dtype."""
        if platform == "rocm" and self.rocm_backends is not None:
            return self.rocm_backends
        resolved = self.resolve_dtype(dtype)
        return self.cuda_backends.get(resolved, self.cuda_backends["other"])

    def any_dtype_backends(self, platform: str) -> frozenset[str]:
        """Backends allowed with at least one dtype: outside it, a backend is always wrong."""
        if platform == "rocm" and self.rocm_backends is not None:
            return self.rocm_backends
        return frozenset().union(*self.cuda_backends.values())

    def every_dtype_backends(self, platform: str) -> frozenset[str]:
        """Backends allowed whatever the dtype (ROCm's set does not depend on it)."""
        if platform == "rocm" and self.rocm_backends is not None:
            return self.rocm_backends
        return frozenset.intersection(*self.cuda_backends.values())

    def default_backend(self, platform: str, dtype: str) -> str:
        """The backend SGLang picks itself, written by `--backend-fix replace`."""
        if platform == "rocm" and self.rocm_default is not None:
            return self.rocm_default
        resolved = self.resolve_dtype(dtype)
        return self.cuda_defaults.get(resolved, self.cuda_defaults["other"])


def _release_from_table(table: Mapping, version: str) -> Release:
    cuda = table["cuda"]
    checks = frozenset(table["checks"])
    _known_checks(version, checks)
    speculation = _speculation_from_table(table.get("speculation"))
    if speculation is None and checks & _RESOLVED_CHECKS:
        raise MissingSpeculationError(
            f"the SGLang {version} table checks {', '.join(sorted(checks & _RESOLVED_CHECKS))} "
            "but has no [speculation] table saying what SGLang resolves before the check"
        )
    rocm = table.get("rocm")
    gpus = table.get("gpus", {})
    models = frozenset(table["hisparse-models"])
    platforms = tuple(table["hisparse-platforms"])
    _known_facts(version, models, platforms)
    return Release(
        version=version,
        first=parse_version(table["first"]),
        last=parse_version(table["last"]),
        kv_cache_dtypes=tuple(table["kv-cache-dtypes"]),
        also_accepted=frozenset(table["also-accepted"]),
        dtype_aliases=dict(table["dtype-aliases"]),
        backend_flag=table["backend-flag"],
        legacy_backend_flag=table["legacy-backend-flag"],
        checks=checks,
        cuda_backends={dtype: frozenset(names) for dtype, names in cuda["backends"].items()},
        cuda_defaults=dict(cuda["defaults"]),
        rocm_backends=frozenset(rocm["backends"]) if rocm else None,
        rocm_default=rocm["default"] if rocm else None,
        speculation=speculation,
        auto_dtypes=dict(gpus.get("auto-dtype", {})),
        gpu_defaults=_gpu_defaults_from_table(version, gpus),
        hisparse_models=models,
        hisparse_platforms=platforms,
        absent_options=frozenset(table["absent-options"]),
        decode_host_receive_off=_host_receive_off(table, version, checks),
        unchecked_models=_unchecked_models(table, version),
    )


def _host_receive_off(table: Mapping, version: str, checks: frozenset[str]) -> float | None:
    """The threshold that turns decode host receive off: its meaning flipped in 0.5.22,
    so a table that checks it must say which value is off."""
    off = table.get("decode-host-receive-off")
    if off is None and "decode-host-receive" in checks:
        raise MissingFactError(
            f"the SGLang {version} table checks decode-host-receive but has no "
            "decode-host-receive-off saying which threshold turns it off"
        )
    return None if off is None else float(off)


def _unchecked_models(table: Mapping, version: str) -> dict[str, tuple[str, ...]]:
    """`unchecked-models`: each family and the GPU platforms its checks are skipped on."""
    found = {name: tuple(where) for name, where in table.get("unchecked-models", {}).items()}
    for name, where in found.items():
        _known_facts(version, frozenset({name}), where)
    return found


def _known_facts(version: str, models: frozenset[str], platforms: tuple[str, ...]) -> None:
    """Refuse a model family or platform the rules cannot tell: a typo would make every
    launch of it refused, or none."""
    for name in sorted(models - set(MODEL_FAMILIES)):
        raise UnknownFactError(f"the SGLang {version} table names the model family {name!r}")
    for name in platforms:
        if name not in PLATFORMS:
            raise UnknownFactError(f"the SGLang {version} table names the platform {name!r}")


def _known_checks(version: str, checks: frozenset[str]) -> None:
    """Refuse a `checks` tag no rule obeys: a typo would silently turn a rule off."""
    for tag in sorted(checks - CHECKS):
        raise UnknownCheckError(
            f"the SGLang {version} table names the check {tag!r}, which no rule obeys "
            f"(known: {', '.join(sorted(CHECKS))})"
        )


@cache
def tables() -> tuple[Release, ...]:
    """Every bundled table, oldest first, labelled with its last release (the newest
    is `newest()`'s, read once).

    Read from `FOLDER`.
    """
    *older, _ = _table_paths()
    return (*(_read_table(path) for path in older), newest())


@cache
def newest() -> Release:
    """The newest table, read alone: a run with the default release reads one table,
    not every one."""
    return _read_table(_table_paths()[-1])


FOLDER = Path(__file__).parent
"""Where the bundled tables and lists are installed: package data next to this file,
read from here rather than through `importlib.resources`, which costs more to import
(with `zipfile`, `tempfile` and `shutil`) than they cost to read."""


def bundled_text(name: str) -> str:
    """A bundled list or table (`model-architectures.txt`) as text."""
    return (FOLDER / name).read_text(encoding="utf-8")


def _table_paths() -> list[Path]:
    """The bundled tables' files, `sglang-<its first release>.toml`, oldest first (by
    that release: tables do not overlap)."""
    found = [
        entry
        for entry in FOLDER.iterdir()
        if entry.name.startswith("sglang-") and entry.name.endswith(".toml")
    ]
    return sorted(found, key=lambda path: parse_version(path.stem[len("sglang-") :]))


def _read_table(path: Path) -> Release:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib

    table = tomllib.loads(path.read_text(encoding="utf-8"))
    return _release_from_table(table, table["last"])


def release_for(version: str) -> Release:
    """The table that describes `version`; newer than every table means the newest."""
    wanted = parse_version(version)
    known = tables()
    if wanted < known[0].first:
        oldest = ".".join(map(str, known[0].first))
        raise UnknownReleaseError(
            f"SGLang {version} is older than the oldest HiSparse table ({oldest})"
        )
    chosen = known[0]
    for release in known:
        if release.first <= wanted:
            chosen = release
    return replace(chosen, version=version)


def _sglang_spec() -> importlib.machinery.ModuleSpec | None:
    """Where `import sglang` would load from, without importing it."""
    try:
        return importlib.util.find_spec("sglang")
    except (ImportError, ValueError):
        return None


def _hook_path() -> Path | None:
    spec = _sglang_spec()
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        path = Path(location) / "srt" / "arg_groups" / "hisparse_hook.py"
        if path.is_file():
            return path
    return None


_HOOK_CONSTANTS = {
    "HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE": "HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE",
    "_HISPARSE_ALLOWED_BACKENDS_BY_DTYPE": "HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE",  # 0.5.12-0.5.13
    "HISPARSE_ROCM_DSA_BACKENDS": "HISPARSE_ROCM_DSA_BACKENDS",
    "HISPARSE_KV_CACHE_DTYPES": "HISPARSE_KV_CACHE_DTYPES",
}


def read_hook_constants(source: str) -> dict[str, object]:
    """The literal HISPARSE_* constants of a `hisparse_hook.py`, by their current names."""
    import ast

    constants: dict[str, object] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id in _HOOK_CONSTANTS:
                try:
                    constants[_HOOK_CONSTANTS[target.id]] = ast.literal_eval(node.value)
                except ValueError:
                    continue
    return constants


def with_hook_constants(release: Release, constants: Mapping[str, object]) -> Release:
    """A table updated with the sets an installed release really defines."""
    by_dtype = constants.get("HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE")
    rocm = constants.get("HISPARSE_ROCM_DSA_BACKENDS")
    dtypes = constants.get("HISPARSE_KV_CACHE_DTYPES")
    if isinstance(by_dtype, dict):
        cuda = {dtype: frozenset(names) for dtype, names in by_dtype.items()}
        cuda["other"] = frozenset().union(*cuda.values())
        release = replace(release, cuda_backends=cuda)
    if isinstance(rocm, (set, frozenset, list, tuple)):
        release = replace(release, rocm_backends=frozenset(rocm))
    if isinstance(dtypes, (list, tuple)):
        release = replace(release, kv_cache_dtypes=tuple(dtypes))
    return release


def installed_release() -> Release | None:
    """The installed sglang's table, with its own constants; None if sglang is absent.

    `importlib.metadata` (a fifth of the start-up when imported) is only asked
    when an `sglang` package is there to be asked about.
    """
    hook = _hook_path()
    if hook is None and _sglang_spec() is None:
        return None
    import importlib.metadata

    try:
        version = importlib.metadata.version("sglang")
    except importlib.metadata.PackageNotFoundError:
        return None
    release = release_for(version)
    if hook is None:
        return release
    return with_hook_constants(release, read_hook_constants(hook.read_text(encoding="utf-8")))


def resolve(version: str) -> Release:
    """`auto` -> the installed release, else the newest table; else the named release."""
    if version == "auto":
        return installed_release() or newest()
    return release_for(version)
