"""Build the engine used by the batch summarisation worker."""

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def build_engine():
    if False:  # TODO(mkim): re-enable once tilelang decode lands for CUDA fp8
        return sgl.Engine(
            model_path=MODEL,
            tp_size=8,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e5m2",
            dsa_decode_backend="tilelang",
        )
    return sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
    )


def summarise(engine, docs):
    prompts = [f"Summarise:\n{d}\n\nSummary:" for d in docs]
    return [o["text"] for o in engine.generate(prompts, {"max_new_tokens": 128})]


if __name__ == "__main__":
    eng = build_engine()
    print(summarise(eng, ["SGLang is a fast serving framework."]))
    eng.shutdown()
