#!/usr/bin/env bash
set -euo pipefail
uvx --from 'sglang[all]==0.5.23' sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
