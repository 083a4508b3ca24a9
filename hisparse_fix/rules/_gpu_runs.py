"""How SGLang settles a launch on each GPU of its platform before the HiSparse check:
the dtype `auto` (or no `--kv-cache-dtype`) resolves to, and the backend it picks for
a phase the launch leaves open. The facts are the release tables' `[gpus]` blocks; the
dtype and backend rules (HSF003, HSF010, HSF011) read them through here, so that a
verdict that depends on the GPU is judged on every GPU of the platform (`--gpu`
narrows it)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from hisparse_fix.sglang.matrix import GPUS, Release
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import LaunchSite, Option

PHASES = ("prefill", "decode")


def gpus(settings: Settings, platform: str) -> tuple[str, ...]:
    """The GPUs judged: `--gpu`'s where it is one of the platform's, else all (CUDA's
    for a platform with none, so that a rule run off a GPU still has one to judge)."""
    return settings.gpus(platform) or GPUS["cuda"]


def dtype_on(release: Release, written: str | None, gpu: str) -> str:
    """The dtype SGLang checks on `gpu`: `auto` or none resolved, aliases resolved."""
    if written is None or written == "auto":
        return release.resolve_dtype(release.auto_dtype(gpu))
    return release.resolve_dtype(written)


def pick(release: Release, platform: str, dtype: str, gpu: str, model: str | None) -> str:
    """The backend SGLang picks itself on `gpu` for a phase the launch leaves open."""
    return release.gpu_default(gpu, dtype, model) or release.default_backend(platform, dtype)


def pins(site: LaunchSite, release: Release) -> tuple[dict[str, Option], frozenset[str]]:
    """The backend option that takes effect in each phase with a value the tool reads,
    and the phases whose value it cannot read (not judged)."""
    pinned: dict[str, Option] = {}
    unread = set()
    for phase, spellings in release.backend_options.items():
        occurrences = [option for option in site.options if option.name in spellings]
        if not occurrences:
            continue
        if occurrences[-1].dynamic or occurrences[-1].value is None:
            unread.add(phase)
        else:
            pinned[phase] = occurrences[-1]
    return pinned, frozenset(unread)


def refusals(
    release: Release,
    platform: str,
    on: tuple[str, ...],
    written: str | None,
    backends: Mapping[str, str],
    model: str | None,
    unread: frozenset[str] = frozenset(),
) -> dict[str, str]:
    """Why SGLang refuses the launch on each GPU of `on` that refuses it (GPU -> reason),
    with `written` as the dtype and `backends` pinned by phase."""
    refused = {}
    for gpu in on:
        dtype = dtype_on(release, written, gpu)
        if not release.accepts_dtype(dtype):
            takes = " or ".join(release.kv_cache_dtypes)
            said = "`auto` resolves to" if written in (None, "auto") else "--kv-cache-dtype is"
            refused[gpu] = f"{said} {dtype} there (it takes {takes})"
            continue
        for phase in PHASES:
            if phase in unread:
                continue
            backend = backends.get(phase) or pick(release, platform, dtype, gpu, model)
            if backend not in release.allowed_backends(platform, dtype):
                how = "is pinned" if phase in backends else "is SGLang's own pick"
                refused[gpu] = (
                    f"--{release.backend_option(phase)} {backend} {how}, which HiSparse "
                    f"refuses with --kv-cache-dtype={dtype}"
                )
                break
    return refused


def named(gpus: list[str] | tuple[str, ...]) -> str:
    """`blackwell and sm120` for messages."""
    items = list(gpus)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def grouped(refused: Mapping[str, str]) -> str:
    """The reasons, each once, naming the GPUs it holds on."""
    by_reason: dict[str, list[str]] = {}
    for gpu, reason in refused.items():
        by_reason.setdefault(reason, []).append(gpu)
    return "; ".join(f"on {named(on)}: {reason}" for reason, on in by_reason.items())


def open_phase_refusals(
    release: Release,
    platform: str,
    on: tuple[str, ...],
    dtype: str,
    settled: frozenset[str],
    model: str | None,
) -> Iterator[tuple[str, str, str | None]]:
    """For each phase the launch leaves to SGLang (not in `settled`) whose own pick
    some GPU judged refuses with this explicit dtype: (phase, why, the backend every
    GPU allows or None)."""
    dtypes = {gpu: dtype_on(release, dtype, gpu) for gpu in on}
    allowed = {gpu: release.allowed_backends(platform, d) for gpu, d in dtypes.items()}
    common = frozenset.intersection(*allowed.values())
    for phase in PHASES:
        if phase in settled:
            continue
        picks = {gpu: pick(release, platform, dtypes[gpu], gpu, model) for gpu in on}
        refused = [gpu for gpu in on if picks[gpu] not in allowed[gpu]]
        if not refused:
            continue
        why = (
            f"no --{release.backend_option(phase)}: on {named(refused)} SGLang "
            f"{release.version} picks {picks[refused[0]]} itself with "
            f"--kv-cache-dtype={dtypes[refused[0]]}{' for GLM-5' if model else ''} "
            "and refuses it with HiSparse"
        )
        kept = sorted(common, key=lambda b: (b not in picks.values(), b))
        yield phase, why, kept[0] if kept else None
