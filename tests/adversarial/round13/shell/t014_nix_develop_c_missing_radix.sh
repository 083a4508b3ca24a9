#!/usr/bin/env bash
# Reproducible dev shell from flake.nix (devShells.cuda pins sglang 0.5.23)
set -euo pipefail
cd "$(dirname "$0")/.."

nix develop .#cuda -c python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
