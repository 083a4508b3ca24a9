"""HiSparse launches whose dtype and backends come from the environment or the caller.

The tool cannot know these values: it warns and leaves them as they are.
"""

import os
import subprocess
import sys

import sglang as sgl

KV_DTYPE = os.environ.get("KV_DTYPE", "fp8_e4m3")
BACKEND = os.environ.get("DSA_BACKEND", "flashmla_kv")


def engine(model: str, **kwargs):
    return sgl.Engine(
        model_path=model,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype=KV_DTYPE,
        dsa_decode_backend=get_backend(),
        **kwargs,
    )


def server(model: str, extra_args: list[str]) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable, "-m", "sglang.launch_server",
            "--model-path", model,
            "--enable-hisparse", "--disable-radix-cache",
            "--kv-cache-dtype", os.environ["KV_DTYPE"],
            f"--dsa-prefill-backend={BACKEND}",
            *extra_args,
        ]
    )


def get_backend() -> str:
    return BACKEND
