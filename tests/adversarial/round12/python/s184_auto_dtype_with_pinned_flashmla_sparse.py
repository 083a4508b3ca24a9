"""Serve DeepSeek-V3.2 with HiSparse; the same script runs on the H200 and B200 pools."""

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def build():
    return sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="auto",
        dsa_prefill_backend="flashmla_sparse",
        dsa_decode_backend="flashmla_sparse",
    )


if __name__ == "__main__":
    engine = build()
    print(engine.generate("Say hi.", {"max_new_tokens": 8})["text"])
    engine.shutdown()
