"""Benchmark launcher: the server command is assembled from the CLI flags of this script."""

import argparse
import os
import subprocess
import sys


def build_server_cmd(opts: argparse.Namespace) -> list[str]:
    cmd = [sys.executable, "-m", "sglang.launch_server"]
    cmd += ["--model-path", opts.model, "--tp", str(opts.tp)]
    cmd += ["--trust-remote-code", "--mem-fraction-static", "0.85"]
    if opts.hisparse:
        cmd += ["--enable-hisparse", "--disable-radix-cache"]
        cmd.append("--kv-cache-dtype")
        cmd.append("fp8_e4m3")  # e5m2 halves the KV footprint
    cmd.extend(["--host", "0.0.0.0", "--port", str(opts.port)])
    return cmd


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="deepseek-ai/DeepSeek-V3.2-Exp")
    parser.add_argument("--tp", type=int, default=8)
    parser.add_argument("--port", type=int, default=30000)
    parser.add_argument("--hisparse", action="store_true")
    opts = parser.parse_args()
    env = dict(os.environ, SGLANG_ENABLE_JIT_DEEPGEMM="1")
    subprocess.run(build_server_cmd(opts), env=env, check=True)


if __name__ == "__main__":
    main()
