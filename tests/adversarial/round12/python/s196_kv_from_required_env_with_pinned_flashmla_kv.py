"""Entry point of the serving container; the chart sets SGLANG_KV_DTYPE per GPU pool."""

import os

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def build_engine():
    return sgl.Engine(
        model_path=MODEL,
        tp_size=int(os.environ.get("TP_SIZE", "8")),
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype=os.environ["SGLANG_KV_DTYPE"],
        dsa_decode_backend="flashmla_kv",
    )


if __name__ == "__main__":
    engine = build_engine()
    print(engine.generate("ready?", {"max_new_tokens": 4})["text"])
    engine.shutdown()
