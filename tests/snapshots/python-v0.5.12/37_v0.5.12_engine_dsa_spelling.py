"""Written against SGLang 0.5.23, run on a cluster still pinned to 0.5.12."""

import sglang as sgl

if __name__ == "__main__":
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        tp_size=8,
        kv_cache_dtype="bfloat16",
        nsa_decode_backend="flashmla_sparse",
        enable_hisparse=True,
        disable_radix_cache=True,
    )
    llm.shutdown()
