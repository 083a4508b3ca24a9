#!/usr/bin/env bash
# `aiter` is a DSA backend only ROCm has. The first launch says nothing else of its
# platform: it is judged on CUDA and on ROCm, and its backends are kept (ROCm allows
# them; CUDA's finding says why they are not dropped); the dtype both refuse is fixed.
# The second also sets a ROCm-only variable: two signs agree, it is judged on ROCm
# alone, and no finding is made about its backends.
# hisparse-fix-test run: FAKE_PLATFORM=rocm --
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend aiter --dsa-decode-backend aiter --port 30000
HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-decode-backend aiter --port 30001
