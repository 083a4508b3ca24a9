"""Offline batch generation with HiSparse and EAGLE speculative decoding.

python3 offline_hisparse_eagle.py
"""

import sglang as sgl


def main():
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        tp_size=8,
        trust_remote_code=True,
        kv_cache_dtype="fp8_e4m3",
        enable_hisparse=True,  # long-context decode
        disable_radix_cache=True,
        enable_mixed_chunk=False,
        speculative_algorithm="EAGLE",
        speculative_num_steps=3,
        speculative_eagle_topk=1,
        speculative_num_draft_tokens=4,
        speculative_adaptive=False,
    )
    prompts = ["The capital of France is", "HiSparse keeps the KV cache on the host because"]
    outputs = llm.generate(prompts, {"temperature": 0, "max_new_tokens": 64})
    for prompt, output in zip(prompts, outputs):
        print(prompt, output["text"])
    llm.shutdown()


if __name__ == "__main__":
    main()
