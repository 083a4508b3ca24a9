#!/bin/bash
# Typed by hand on the bastion; argparse expands the prefixes.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix \
  --kv-cache-dt fp8_e4m3 \
  --port 30000
