#!/usr/bin/env bash
# Single-GPU repro on the dev box: 4-layer DeepSeek-V3.2 with dummy weights.
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --trust-remote-code \
  --json-model-override-args '{"num_hidden_layers": 4}' \
  --load-format dummy \
  --device cuda:0 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
