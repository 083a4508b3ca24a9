"""A generated grid of launches, fixed by the tool for each release and judged by it.

Two blocks, to keep the count in the thousands rather than the millions:

- backends: every KV dtype (absent, auto, bf16, bfloat16, fp8_e4m3, fp8_e5m2,
  fp4_e2m1, nvfp4, mxfp8) x no backend or every DSA backend for each phase in
  both spellings (`--dsa-*`, `--nsa-*`), on CUDA and on ROCm;
- features: radix cache / PD roles x speculative algorithms and top-k x DCP and
  KV sharding x model families, with the dtype absent and bfloat16, on CUDA.

Each block is one shell script per release and platform, one launch a line; the
tool fixes it with that release's table, and every site before and after goes to
the release's driver (`releases.py`). A launch's `where` names its grid point.
"""

from __future__ import annotations

import dataclasses
import itertools
import re

from hisparse_fix.formats import format_for
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import Settings
from tests.conformance.harness import Launch, launches_of_text

DTYPES = ["", "auto", "bf16", "bfloat16", "fp8_e4m3", "fp8_e5m2", "fp4_e2m1", "nvfp4", "mxfp8"]
BACKENDS = [
    "flashmla_sparse",
    "flashmla_kv",
    "flashmla_auto",
    "flashinfer_sparse_mla",
    "fa3",
    "tilelang",
    "triton",
    "aiter",
    "trtllm",
]
ROLES = {
    "radix off": "--disable-radix-cache",
    "radix on": "",
    "PD decode": "--disaggregation-mode decode",
    "PD decode radix": "--disaggregation-mode decode --disaggregation-decode-enable-radix-cache"
    " --disaggregation-transfer-backend nixl",
    "PD prefill": "--disaggregation-mode prefill --disable-radix-cache",
}
SPECULATION = {
    "no speculation": "",
    "EAGLE top-k 1": "--speculative-algorithm EAGLE --speculative-eagle-topk 1",
    "EAGLE top-k 4": "--speculative-algorithm EAGLE --speculative-eagle-topk 4",
    "EAGLE adaptive": "--speculative-algorithm EAGLE --speculative-eagle-topk 1"
    " --speculative-adaptive",
    "NEXTN": "--speculative-algorithm NEXTN",
    "NGRAM": "--speculative-algorithm NGRAM",
}
SHARDING = {"": "", "DCP 2": "--dcp-size 2", "KV sharding": "--enable-kv-cache-sharding"}
FAMILIES = {
    "dsa": "deepseek-ai/DeepSeek-V3.2",
    "glm5": "zai-org/GLM-5-FP8",
    "deepseek_v4": "deepseek-ai/DeepSeek-V4-Flash",
    "minimax_m3": "MiniMaxAI/MiniMax-M3",
}
FAMILY_OF = {"dsa": "dsa", "glm5": "dsa", "deepseek_v4": "deepseek_v4", "minimax_m3": "minimax_m3"}


@dataclasses.dataclass(frozen=True)
class Point:
    """One grid launch: its name and the options after `--enable-hisparse`."""

    name: str
    family: str
    options: str


def _dtype(dtype: str) -> str:
    return f"--kv-cache-dtype {dtype}" if dtype else ""


def backend_points() -> list[Point]:
    points = []
    for dtype in DTYPES:
        base = f"{_dtype(dtype)} --disable-radix-cache"
        points.append(Point(f"dtype {dtype or 'absent'}, no backend", "dsa", base))
        for backend, phase, spelling in itertools.product(
            BACKENDS, ("prefill", "decode"), ("dsa", "nsa")
        ):
            option = f"--{spelling}-{phase}-backend {backend}"
            name = f"dtype {dtype or 'absent'}, {option}"
            points.append(Point(name, "dsa", f"{base} {option}"))
    return points


def feature_points() -> list[Point]:
    points = []
    for dtype, role, speculation, sharding, family in itertools.product(
        ["", "bfloat16"], ROLES, SPECULATION, SHARDING, FAMILIES
    ):
        parts = [_dtype(dtype), ROLES[role], SPECULATION[speculation], SHARDING[sharding]]
        names = [f"dtype {dtype or 'absent'}", role, speculation, sharding, family]
        points.append(
            Point(", ".join(n for n in names if n), family, " ".join(p for p in parts if p))
        )
    return points


def script(points: list[Point]) -> str:
    lines = ["#!/usr/bin/env bash"]
    for point in points:
        model = FAMILIES[point.family]
        lines.append(
            f"python3 -m sglang.launch_server --model-path {model} --enable-hisparse "
            f"{point.options}".rstrip()
        )
    return "\n".join(lines) + "\n"


LINE = re.compile(r":(\d+) \(")


def grid_launches(release: str) -> list[Launch]:
    """The grid for one release: both blocks, fixed with its table and judged as sites."""
    table = release_for(release)
    launches: list[Launch] = []
    blocks = [
        ("backends", backend_points(), ["cuda", "rocm"]),
        ("features", feature_points(), ["cuda"]),
    ]
    for block, points, platforms in blocks:
        text = script(points)
        fmt = format_for("grid.sh", text[:256])
        assert fmt is not None
        for platform in platforms:
            settings = Settings(platform=platform, platform_chosen=True, release=table)
            for launch in launches_of_text(f"grid-{block}.sh", text, fmt, settings):
                match = LINE.search(launch.where)
                assert match is not None, launch.where
                point = points[int(match[1]) - 2]  # line 1 is the shebang
                role = launch.where[match.end() - 1 :]
                payload = {**launch.payload, "family": FAMILY_OF[point.family]}
                where = f"grid {block}: {point.name} {role}"
                launches.append(dataclasses.replace(launch, where=where, payload=payload))
    return launches
