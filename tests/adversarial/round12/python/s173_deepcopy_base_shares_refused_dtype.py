import copy

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"

BASE = {
    "model_path": MODEL,
    "tp_size": 8,
    "kv_cache_dtype": "fp8_e5m2",
    "mem_fraction_static": 0.8,
}


def variants():
    yield "baseline", BASE
    hs = copy.deepcopy(BASE)
    hs["enable_hisparse"] = True
    hs["disable_radix_cache"] = True
    yield "hisparse", hs


if __name__ == "__main__":
    for name, kw in variants():
        llm = sgl.Engine(**kw)
        out = llm.generate("Count from 1 to 5:", {"max_new_tokens": 16})
        print(name, out["text"])
        llm.shutdown()
