import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"

base = {
    "model_path": MODEL,
    "tp_size": 8,
    "kv_cache_dtype": "fp8_e5m2",
}

hisparse_kw = dict(base)
hisparse_kw.update(
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
)


def bench(kw, label):
    llm = sgl.Engine(**kw)
    try:
        outs = llm.generate(["Hello"] * 8, {"max_new_tokens": 32})
        print(label, sum(o["meta_info"]["completion_tokens"] for o in outs))
    finally:
        llm.shutdown()


if __name__ == "__main__":
    bench(base, "e5m2 baseline")
    bench(hisparse_kw, "hisparse")
