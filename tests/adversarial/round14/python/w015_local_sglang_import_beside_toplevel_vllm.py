"""Same prompts through vLLM and SGLang (HiSparse) for the quality report."""
import json
import sys

import vllm

MODEL = "deepseek-ai/DeepSeek-V3.2"
PROMPTS = [line.strip() for line in open("prompts.txt") if line.strip()]


def run_vllm():
    llm = vllm.LLM(model=MODEL, tensor_parallel_size=8, kv_cache_dtype="fp8_e5m2")
    outs = llm.generate(PROMPTS, vllm.SamplingParams(max_tokens=128, temperature=0))
    return [o.outputs[0].text for o in outs]


def run_sglang():
    import sglang as sgl  # imported late: the two engines cannot share one CUDA context

    engine = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e5m2",
    )
    outs = engine.generate(PROMPTS, {"max_new_tokens": 128, "temperature": 0})
    engine.shutdown()
    return [o["text"] for o in outs]


if __name__ == "__main__":
    which = sys.argv[1]
    texts = run_vllm() if which == "vllm" else run_sglang()
    json.dump(texts, open(f"{which}.json", "w"))
