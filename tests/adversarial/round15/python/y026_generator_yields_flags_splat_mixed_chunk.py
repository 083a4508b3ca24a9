import subprocess
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"


def feature_flags(long_context: bool):
    yield "--enable-hisparse"
    yield "--disable-radix-cache"
    if not long_context:
        # short prompts: mix decode into prefill batches
        yield "--enable-mixed-chunk"


cmd = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp-size", "8",
    *feature_flags(long_context=False),
    "--port", "30000",
]

if __name__ == "__main__":
    subprocess.run(cmd, check=True)
