#!/usr/bin/env bash
# SGLang 0.5.21: XPU runs HiSparse, for DeepSeek V4 and MiniMax M3 only; decode host
# receive is off at a threshold of 0 and refuses HiSparse at any other value.
set -euo pipefail

# A DSA model on XPU: SGLang picks the intel_xpu backend, which HiSparse refuses.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --device xpu \
  --disable-radix-cache

# MiniMax M3 joins HiSparse in 0.5.21.
python3 -m sglang.launch_server --model-path MiniMaxAI/MiniMax-M3 \
  --enable-hisparse --disable-radix-cache

# PD decode: 0 turns host receive off (runs); 1 turns it on in 0.5.21 (refused).
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disaggregation-mode decode --disaggregation-decode-host-receive-threshold 0 \
  --enable-hisparse
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disaggregation-mode decode --disaggregation-decode-host-receive-threshold 1 \
  --enable-hisparse
