"""Unit-test fixture: server args parsed the way the CLI parses them."""

from sglang.srt.server_args import prepare_server_args


def hisparse_server_args():
    return prepare_server_args(
        [
            "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp",
            "--device", "xpu",  # Intel Max 1550 runner
            "--disable-radix-cache",
            "--kv-cache-dtype", "bfloat16",
        ]
    )
