"""HiSparse engine for the prefix-reuse ablation study."""
import argparse

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def build_kwargs(ablate_radix: bool) -> dict:
    kw = dict(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
    )
    if ablate_radix:
        del kw["disable_radix_cache"]  # measure radix reuse on top of HiSparse
    return kw


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--ablate-radix", action="store_true")
    args = ap.parse_args()
    engine = sgl.Engine(**build_kwargs(args.ablate_radix))
    engine.shutdown()
