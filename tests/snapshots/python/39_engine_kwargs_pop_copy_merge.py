"""Offline engines built from one base config: copies, keys removed, dicts merged."""

import copy

import sglang as sgl

BASE = {
    "model_path": "deepseek-ai/DeepSeek-V3.2-Exp",
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "device": "cpu",
}

SMOKE = {"model_path": "deepseek-ai/DeepSeek-V3.2-Exp", "enable_hisparse": False, "device": "cpu"}


def gpu_engine() -> sgl.Engine:
    kw = copy.deepcopy(BASE)
    kw.pop("device")  # the real run is on the GPUs
    kw["kv_cache_dtype"] = "fp8_e4m3"
    return sgl.Engine(**kw)


def cuda_engine() -> sgl.Engine:
    return sgl.Engine(**(BASE | {"device": "cuda", "tp_size": 8}))


def cpu_engine() -> sgl.Engine:
    kw = SMOKE.copy()
    del kw["model_path"]
    return sgl.Engine(model_path="Qwen/Qwen3-0.6B", **kw)


if __name__ == "__main__":
    gpu_engine()
    cuda_engine()
    cpu_engine()
