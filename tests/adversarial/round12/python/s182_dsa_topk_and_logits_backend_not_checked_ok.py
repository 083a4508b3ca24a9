import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def main():
    llm = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bfloat16",
        dsa_topk_backend="flashinfer",
        dsa_paged_mqa_logits_backend="deepgemm",
    )
    try:
        out = llm.generate("Translate to French: good morning", {"max_new_tokens": 16})
        print(out["text"])
    finally:
        llm.shutdown()


if __name__ == "__main__":
    main()
