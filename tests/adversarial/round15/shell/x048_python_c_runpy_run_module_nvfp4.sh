#!/usr/bin/env bash
# The image's console scripts are broken; run the module through runpy instead.
python3 -c 'import runpy; runpy.run_module("sglang.launch_server", run_name="__main__", alter_sys=True)' \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000
