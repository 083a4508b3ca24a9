"""Run the server under a pty so its progress bars render in the terminal."""
import pty
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"

pty.spawn(
    [
        sys.executable, "-m", "sglang.launch_server",
        "--model-path", MODEL,
        "--tp-size", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--speculative-algorithm", "EAGLE",
        "--speculative-num-steps", "3",
        "--speculative-eagle-topk", "4",
        "--speculative-num-draft-tokens", "4",
    ]
)
