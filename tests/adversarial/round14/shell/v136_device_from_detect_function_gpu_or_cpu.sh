#!/usr/bin/env bash
detect_device() {
  if nvidia-smi -L >/dev/null 2>&1 || [[ -e /dev/kfd ]]; then
    echo cuda
  else
    echo cpu
  fi
}
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --device "$(detect_device)" \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30000
