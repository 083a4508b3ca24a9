"""HiSparse serving entry point.

`cpu_smoke()` is imported by tests/test_entry.py on CPU-only runners; the
production path is `serve()`.
"""

import os

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def cpu_smoke():
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    llm = sgl.Engine(model_path="Qwen/Qwen2.5-0.5B-Instruct", device="cpu")
    try:
        print(llm.generate("Hello", {"max_new_tokens": 4})["text"])
    finally:
        llm.shutdown()


def serve():
    return sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e5m2",
        mem_fraction_static=0.82,
    )


if __name__ == "__main__":
    engine = serve()
    try:
        out = engine.generate("Explain HiSparse in one sentence.", {"max_new_tokens": 64})
        print(out["text"])
    finally:
        engine.shutdown()
