#!/usr/bin/env bash
# feature switches kept without dashes (they double as metric label names)
FEATURES=(enable-hisparse disable-radix-cache enable-mixed-chunk)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  "${FEATURES[@]/#/--}" --port 30000
