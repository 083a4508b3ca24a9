#!/usr/bin/env bash
# The dtype comes from the deployment, with a default SGLang refuses with
# HiSparse: whether the default applies is decided when the script runs.
# hisparse-fix-test run:
# hisparse-fix-test run: KV_CACHE_DTYPE=fp8_e4m3
exec python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_CACHE_DTYPE:-fp8_e5m2}"
