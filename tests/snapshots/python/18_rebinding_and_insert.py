#!/usr/bin/env python3
"""Build the decode-server command line step by step, then exec it."""

import os
import shlex

PORT = int(os.environ.get("PORT", "30000"))


def command(model: str, position: int) -> list[str]:
    cmd = ["python3", "-m", "sglang.launch_server", "--model-path", model]
    cmd = cmd + ["--enable-hisparse", "--disable-radix-cache"]
    cmd = [*cmd, "--kv-cache-dtype", "fp8_e5m2"]
    cmd.insert(3, "--trust-remote-code")
    cmd.insert(position, "--enable-metrics")  # where the caller wants it
    return cmd


def main() -> None:
    argv = command("deepseek-ai/DeepSeek-V3.2-Exp", 5)
    print("launching:", shlex.join(argv))
    os.execvp("python3", argv)


if __name__ == "__main__":
    main()
