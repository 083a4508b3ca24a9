#!/usr/bin/env bash
export SGLANG_USE_CPU_ENGINE=1      # default: CPU engine for the unit tests

gpu_mode() {
  unset SGLANG_USE_CPU_ENGINE
  export CUDA_DEVICE_MAX_CONNECTIONS=1
}

python3 -m pytest -q tests/unit
gpu_mode
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
