#!/usr/bin/env python3
"""serve_dsv32.py [extra sglang options...]"""
import sys

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import prepare_server_args

DEFAULTS = [
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--enable-mixed-chunk",
    "--chunked-prefill-size", "16384",
]

if __name__ == "__main__":
    server_args = prepare_server_args(DEFAULTS + sys.argv[1:])
    launch_server(server_args)
