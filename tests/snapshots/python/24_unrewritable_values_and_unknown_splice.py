"""Nightly launcher: the dtype is assembled from pieces, extra flags come from the caller."""

import subprocess
import sys

import sglang as sgl


def launch(extra_args: list[str]) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "sglang.launch_server",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype",
            ("fp8_" "e5m2"),
            *extra_args,
        ]
    )


def offline(**overrides) -> sgl.Engine:
    return sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
        **overrides,
    )
