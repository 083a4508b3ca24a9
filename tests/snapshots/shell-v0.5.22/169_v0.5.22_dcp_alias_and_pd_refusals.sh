#!/usr/bin/env bash
# SGLang 0.5.22: DSA decode context parallelism (by its alias), PD policies and
# memory options that refuse HiSparse.
set -euo pipefail

# Refused: a DSA model with --decode-context-parallel-size 2.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --decode-context-parallel-size 2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16

# Runs: decode context parallelism of 1 (by its alias).
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --decode-context-parallel-size 1 --enable-hisparse --disable-radix-cache

# PD decode: host receive on (below 1), prefill_complete, unified memory: each refused.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disaggregation-mode decode --disaggregation-decode-host-receive-threshold 0 \
  --disaggregation-decode-allocation-policy prefill_complete \
  --enable-unified-memory --enable-hisparse

# Runs: host receive off (1, the default from 0.5.22) and the early policy.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disaggregation-mode decode --disaggregation-decode-host-receive-threshold 1 \
  --disaggregation-decode-allocation-policy early --enable-hisparse
