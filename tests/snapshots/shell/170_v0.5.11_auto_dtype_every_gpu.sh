#!/usr/bin/env bash
# SGLang 0.5.11 runs HiSparse only with a bfloat16 KV cache, and resolves `auto` (or
# no --kv-cache-dtype) to fp8_e4m3 on Blackwell and SM120 before its check: bfloat16,
# which passes on every GPU, is written. Newer releases take both dtypes.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --tp 8

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype auto --tp 8

# `bf16` is read as bfloat16 before the check: left alone.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bf16 --tp 8
