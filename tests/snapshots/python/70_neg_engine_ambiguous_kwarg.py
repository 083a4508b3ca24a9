"""Offline engine for DeepSeek-V3.2 with HiSparse and a graph batch size."""

import sglang as sgl


def main():
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
        cuda_graph_max_bs=256,
    )
    print(llm.generate("Hello", {"max_new_tokens": 8}))
    llm.shutdown()


if __name__ == "__main__":
    main()
