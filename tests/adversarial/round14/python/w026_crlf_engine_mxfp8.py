"""Offline batch job: HiSparse with an MXFP8 KV cache (written on Windows)."""
import sglang as sgl


def main():
    engine = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="mxfp8",
    )
    try:
        for line in open("batch.txt", encoding="utf-8"):
            print(engine.generate(line.strip(), {"max_new_tokens": 64})["text"])
    finally:
        engine.shutdown()


if __name__ == "__main__":
    main()
