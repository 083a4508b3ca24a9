"""Pre-flight checks for recipe configs before they go to the cluster.

Usage: python preflight.py recipes/*.json
"""

import json
import sys

REFUSED_KV = ("fp8_e5m2", "mxfp8", "nvfp4", "fp4_mx_block16")


def check(cfg: dict) -> list[str]:
    problems = []
    if not cfg.get("enable_hisparse"):
        return problems
    kv = cfg.get("kv_cache_dtype", "auto")
    if kv in REFUSED_KV:
        problems.append(
            f"--enable-hisparse with --kv-cache-dtype {kv} is refused by SGLang 0.5.23; "
            "use --kv-cache-dtype fp8_e4m3 (or bfloat16)"
        )
    if not cfg.get("disable_radix_cache"):
        problems.append("--enable-hisparse requires --disable-radix-cache")
    if cfg.get("enable_mixed_chunk"):
        problems.append("--enable-hisparse does not support --enable-mixed-chunk yet")
    return problems


if __name__ == "__main__":
    failed = False
    for path in sys.argv[1:]:
        for msg in check(json.load(open(path))):
            print(f"{path}: {msg}")
            failed = True
    sys.exit(1 if failed else 0)
