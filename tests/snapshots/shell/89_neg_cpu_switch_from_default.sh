#!/usr/bin/env bash
# The platform switch is exported from a variable with a default: the launch
# runs on the CPU or on the GPU depending on USE_CPU.
# hisparse-fix-test run:
# hisparse-fix-test run: USE_CPU=1
export SGLANG_USE_CPU_ENGINE=${USE_CPU:-0}
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
