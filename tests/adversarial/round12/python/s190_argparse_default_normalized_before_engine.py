import argparse
import logging

import sglang as sgl

logger = logging.getLogger("serve")
MODEL = "deepseek-ai/DeepSeek-V3.2"


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--hisparse", action="store_true")
    p.add_argument("--kv", default="fp8_e5m2", choices=["bfloat16", "fp8_e4m3", "fp8_e5m2"])
    p.add_argument("--tp", type=int, default=8)
    return p.parse_args()


def main():
    args = parse()
    if args.hisparse and args.kv == "fp8_e5m2":
        logger.warning("HiSparse does not take --kv-cache-dtype fp8_e5m2; using fp8_e4m3")
        args.kv = "fp8_e4m3"
    llm = sgl.Engine(
        model_path=MODEL,
        tp_size=args.tp,
        enable_hisparse=args.hisparse,
        disable_radix_cache=args.hisparse,
        kv_cache_dtype=args.kv,
    )
    print(llm.generate("Hello!", {"max_new_tokens": 16})["text"])
    llm.shutdown()


if __name__ == "__main__":
    main()
