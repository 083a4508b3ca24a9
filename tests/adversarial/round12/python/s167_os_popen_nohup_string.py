#!/usr/bin/env python3
"""Quick bring-up script for the staging box."""

import os
import time

import requests

LAUNCH = (
    "nohup python3 -m sglang.launch_server "
    "--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 "
    "--host 0.0.0.0 --port 30000 > /tmp/sglang.log 2>&1 &"
)

os.popen(LAUNCH)

for _ in range(120):
    try:
        if requests.get("http://127.0.0.1:30000/health", timeout=5).ok:
            print("server is up")
            break
    except requests.RequestException:
        pass
    time.sleep(10)
else:
    raise SystemExit("server did not start, see /tmp/sglang.log")
