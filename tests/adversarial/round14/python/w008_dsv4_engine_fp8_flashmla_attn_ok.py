"""DeepSeek-V4 with HiSparse: offline generation smoke test (B200 node)."""
import sglang as sgl


def main():
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V4-Flash",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
        dsv4_attn_backend="flashmla",
        mem_fraction_static=0.8,
    )
    out = llm.generate("The capital of France is", {"max_new_tokens": 8})
    print(out["text"])
    llm.shutdown()


if __name__ == "__main__":
    main()
