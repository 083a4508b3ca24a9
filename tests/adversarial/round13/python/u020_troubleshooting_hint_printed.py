"""Print troubleshooting hints for common launch failures."""

HINTS = {
    "kv": (
        "SGLang >= 0.5.20 refuses this launch:\n"
        "  python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
        "Use --kv-cache-dtype fp8_e4m3 or bfloat16 instead."
    ),
    "radix": "HiSparse needs --disable-radix-cache; `--enable-hisparse` alone fails.",
}


def explain(key: str) -> None:
    print(HINTS[key])


if __name__ == "__main__":
    import sys

    explain(sys.argv[1] if len(sys.argv) > 1 else "kv")
