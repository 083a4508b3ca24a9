#!/usr/bin/env bash
# One script for NVIDIA and AMD machines: the AMD arm picks the tilelang decode
# backend, which is right there and only there.
# hisparse-fix-test run: GPU=h200 --
# hisparse-fix-test run (rocm): GPU=mi300x --
GPU=${GPU:-h200}
DECODE_BACKEND=flashmla_kv
case $GPU in
  mi300x|mi325x|mi355x|gfx94*|*rocm*|*amd*|*hip*) DECODE_BACKEND=tilelang;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend "$DECODE_BACKEND"
