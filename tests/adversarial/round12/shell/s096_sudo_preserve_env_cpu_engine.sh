#!/usr/bin/env bash
# CPU inference host (Xeon 6980P). The service account owns the model cache;
# keep the engine switch and the token when switching user.
export SGLANG_USE_CPU_ENGINE=1
HF_TOKEN="$(cat /etc/sglang/hf_token)"
export HF_TOKEN

sudo --preserve-env=SGLANG_USE_CPU_ENGINE,HF_TOKEN -u sglang \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --trust-remote-code \
    --enable-hisparse \
    --disable-radix-cache \
    --port 30000
