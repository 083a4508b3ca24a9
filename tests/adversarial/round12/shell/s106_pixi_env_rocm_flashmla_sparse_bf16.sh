#!/usr/bin/env bash
# pixi.toml has two environments: `cuda` (torch+cu129) and `rocm` (torch+rocm6.4).
# This node is an MI325X, so use the rocm one. Flags from the H200 recipe.
set -euo pipefail
pixi run -e rocm python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_sparse \
  --dsa-decode-backend flashmla_sparse \
  --port 30000
