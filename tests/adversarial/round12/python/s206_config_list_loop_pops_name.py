"""Run the HiSparse quality matrix and write one line per config."""

import json

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"

CONFIGS = [
    {"name": "bf16-sparse", "kv_cache_dtype": "bfloat16"},
    {"name": "fp8-kv", "kv_cache_dtype": "fp8_e4m3", "dsa_decode_backend": "flashmla_kv"},
    {"name": "fp8-sparse-prefill", "kv_cache_dtype": "fp8_e4m3", "dsa_prefill_backend": "flashmla_sparse"},
]

if __name__ == "__main__":
    with open("matrix.jsonl", "w") as f:
        for cfg in CONFIGS:
            cfg = dict(cfg)
            name = cfg.pop("name")
            llm = sgl.Engine(
                model_path=MODEL,
                tp_size=8,
                enable_hisparse=True,
                disable_radix_cache=True,
                **cfg,
            )
            text = llm.generate("The capital of Japan is", {"max_new_tokens": 8})["text"]
            f.write(json.dumps({"config": name, "ok": "Tokyo" in text}) + "\n")
            llm.shutdown()
