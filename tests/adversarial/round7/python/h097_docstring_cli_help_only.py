"""Serve DeepSeek-V3.2 with HiSparse.

Old command (no longer works):
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2
"""
import argparse

parser = argparse.ArgumentParser(description="e.g. python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2")
parser.add_argument("--port", type=int, default=30000)
