import sglang as sgl

BASE = {"model_path": "deepseek-ai/DeepSeek-V3.2", "tp_size": 8, "enable_hisparse": True, "disable_radix_cache": True}


def main():
    llm = sgl.Engine(**dict(BASE, kv_cache_dtype="fp8_e5m2"))
    print(llm.generate("Hello", {"max_new_tokens": 8}))
    llm.shutdown()


if __name__ == "__main__":
    main()
