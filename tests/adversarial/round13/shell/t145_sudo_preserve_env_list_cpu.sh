#!/bin/bash
export SGLANG_USE_CPU_ENGINE=1
export HF_HOME=/srv/hf
sudo --preserve-env=SGLANG_USE_CPU_ENGINE,HF_HOME -u sglang \
  /opt/sglang/venv/bin/python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --port 30000
