import os

import torch

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def make_engine():
    kw = {"model_path": MODEL, "trust_remote_code": True}
    if torch.cuda.is_available():
        kw.update(
            tp_size=torch.cuda.device_count(),
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e4m3",
        )
    else:
        # laptops / CPU CI: plain engine, no HiSparse
        os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
        kw.update(device="cpu", load_format="dummy")
    return sgl.Engine(**kw)


if __name__ == "__main__":
    eng = make_engine()
    print(eng.generate("ping", {"max_new_tokens": 2})["text"])
    eng.shutdown()
