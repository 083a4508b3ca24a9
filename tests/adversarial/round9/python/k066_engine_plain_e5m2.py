import sglang as sgl


def main():
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e5m2",
    )
    print(llm.generate("The capital of France is", {"max_new_tokens": 16}))


if __name__ == "__main__":
    main()
