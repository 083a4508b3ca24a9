#!/usr/bin/env bash
set -euo pipefail
cpu_smoke() {
  local -x SGLANG_USE_CPU_ENGINE=1
  python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct --device cpu --port 31000
}
cpu_smoke
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
