"""Offline throughput run: engine settings come from a dict, extras from the caller."""

import json
import sys

import sglang as sgl

ENGINE_KWARGS = dict(
    model_path="deepseek-ai/DeepSeek-V3.2-Exp",
    tp_size=8,
    trust_remote_code=True,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
    dsa_prefill_backend="flashmla_kv",
)


def run(prompts: list[str], **overrides) -> list[dict]:
    engine = sgl.Engine(**ENGINE_KWARGS, **overrides)
    try:
        return engine.generate(prompts, {"max_new_tokens": 256})
    finally:
        engine.shutdown()


if __name__ == "__main__":
    with open(sys.argv[1]) as handle:
        prompts = [json.loads(line)["prompt"] for line in handle]
    run(prompts, log_level="warning")
