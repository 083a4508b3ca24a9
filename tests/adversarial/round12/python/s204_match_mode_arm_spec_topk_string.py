#!/usr/bin/env python3
import subprocess
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"


def build(mode: str) -> list[str]:
    argv = [sys.executable, "-m", "sglang.launch_server", "--model-path", MODEL, "--tp", "8"]
    match mode:
        case "baseline":
            pass
        case "hisparse":
            argv += ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
        case "hisparse-mtp":
            argv += [
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3",
                "--speculative-algorithm", "EAGLE",
                "--speculative-num-steps", "3",
                "--speculative-eagle-topk", "2",
                "--speculative-num-draft-tokens", "6",
            ]
        case _:
            raise SystemExit(f"unknown mode {mode!r}")
    return argv + ["--port", "30000"]


if __name__ == "__main__":
    sys.exit(subprocess.call(build(sys.argv[1] if len(sys.argv) > 1 else "hisparse")))
