#!/usr/bin/env bash
# On ROCm every GPU reports compute capability 9, so SGLang 0.5.11 resolves `auto` to
# bfloat16 and accepts it with HiSparse: nothing to change on ROCm (on CUDA, Blackwell
# and SM120 resolve it to fp8_e4m3 and refuse it: bfloat16 is written).
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype auto --tp 8
