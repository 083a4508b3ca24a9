import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def engine_kwargs(kv_dtype, hisparse=False):
    kw = {"model_path": MODEL, "tp_size": 8, "kv_cache_dtype": kv_dtype}
    if hisparse:
        kw.update(enable_hisparse=True, disable_radix_cache=True)
    return kw


def score(llm):
    outs = llm.generate(["Q: 17 + 25 = ?\nA:"] * 8, {"max_new_tokens": 8, "temperature": 0})
    return sum("42" in o["text"] for o in outs) / len(outs)


if __name__ == "__main__":
    dense = sgl.Engine(**engine_kwargs("fp8_e5m2"))
    print("dense e5m2", score(dense))
    dense.shutdown()

    sparse = sgl.Engine(**engine_kwargs("nvfp4", hisparse=True))
    print("hisparse", score(sparse))
    sparse.shutdown()
