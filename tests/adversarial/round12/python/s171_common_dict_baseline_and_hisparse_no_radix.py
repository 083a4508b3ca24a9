"""Compare prefix-cached baseline against HiSparse on the same node."""

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"
COMMON = dict(model_path=MODEL, tp_size=8, mem_fraction_static=0.85)
PROMPTS = ["Describe the water cycle."] * 16
PARAMS = {"max_new_tokens": 64, "temperature": 0}


def run(engine):
    try:
        return [o["text"] for o in engine.generate(PROMPTS, PARAMS)]
    finally:
        engine.shutdown()


if __name__ == "__main__":
    baseline = run(sgl.Engine(**COMMON))
    hisparse = run(sgl.Engine(**COMMON, enable_hisparse=True, kv_cache_dtype="fp8_e4m3"))
    same = sum(a == b for a, b in zip(baseline, hisparse))
    print(f"{same}/{len(PROMPTS)} identical greedy outputs")
