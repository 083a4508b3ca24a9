"""A/B harness: same engine settings with and without HiSparse."""

import json
import time

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"

# HiSparse stays off for this run: the e5m2 baseline numbers come first.
USE_HISPARSE = False


def run(prompts):
    llm = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=USE_HISPARSE,
        disable_radix_cache=USE_HISPARSE,
        kv_cache_dtype="fp8_e5m2",
    )
    t0 = time.perf_counter()
    outs = llm.generate(prompts, {"max_new_tokens": 128, "temperature": 0})
    dt = time.perf_counter() - t0
    llm.shutdown()
    return {"hisparse": USE_HISPARSE, "seconds": dt, "n": len(outs)}


if __name__ == "__main__":
    print(json.dumps(run(["Tell me a joke about GPUs."] * 32)))
