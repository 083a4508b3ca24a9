"""A recipe switched off by hand (`if False:`) never runs: it is not edited."""

import subprocess

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def build_engine():
    if False:  # re-enable once the tilelang decode backend supports fp8 on CUDA
        return sgl.Engine(
            model_path=MODEL,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e5m2",
            dsa_decode_backend="tilelang",
        )
    if 0:
        return sgl.Engine(model_path=MODEL, enable_hisparse=True, kv_cache_dtype="fp8_e5m2")
    # The launch that runs is still read and fixed.
    return sgl.Engine(model_path=MODEL, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e4m3")


def build_args():
    # `if True:` always runs its body: the launch reads these words in every run.
    args = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache"]
    if True:
        pass
    else:
        args.append("--kv-cache-dtype=fp8_e5m2")  # never runs: not read, not edited
    return subprocess.run(args)
