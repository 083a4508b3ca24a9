#!/usr/bin/env bash
# Attach the failing recipe line to the commit that introduced it.
git notes --ref=hisparse add -f -m "refused by SGLang 0.5.23:
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2
(HiSparse requires bfloat16 or fp8_e4m3)" "${1:-HEAD}"
