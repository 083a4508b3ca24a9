#!/usr/bin/env bash
set -euo pipefail
sglang serve --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype auto
