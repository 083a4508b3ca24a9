import argparse

EPILOG = """
Example (wrong, refused by SGLang 0.5.23):
  python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2
"""


def parse():
    p = argparse.ArgumentParser(epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--port", type=int, default=30000)
    return p.parse_args()
