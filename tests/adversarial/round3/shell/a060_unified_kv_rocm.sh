#!/usr/bin/env bash
set -euo pipefail
export SGLANG_USE_AITER=1
SGLANG_HACK_FLASHMLA_BACKEND=unified_kv_triton python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V4-Flash --enable-hisparse --disable-radix-cache
