"""Offline smoke test on the CPU runner, the real engine on the GPU box.

Both engines are built from one kwargs dict, so HiSparse and the dtype live in
text that a CPU launch and a GPU launch both read.
"""

import torch

import sglang as sgl

ENGINE_KWARGS = {
    "model_path": "deepseek-ai/DeepSeek-V3.2-Exp",
    "trust_remote_code": True,
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "kv_cache_dtype": "fp8_e5m2",
}


def main() -> None:
    if torch.cuda.is_available():
        llm = sgl.Engine(tp_size=8, **ENGINE_KWARGS)
    else:
        llm = sgl.Engine(device="cpu", **ENGINE_KWARGS)
    print(llm.generate("Hello", {"max_new_tokens": 8}))
    llm.shutdown()


if __name__ == "__main__":
    main()
