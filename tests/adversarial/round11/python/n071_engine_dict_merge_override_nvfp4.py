import sglang as sgl

BASE = dict(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
)


def main():
    llm = sgl.Engine(**{**BASE, "kv_cache_dtype": "nvfp4"})
    print(llm.generate("Hello", {"max_new_tokens": 8}))
    llm.shutdown()


if __name__ == "__main__":
    main()
