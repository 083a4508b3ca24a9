#!/usr/bin/env bash
# Python takes `-mMODULE` as one word; a script string run in a ROCm container's shell
# is a ROCm launch too (its runner's words name the image and /dev/kfd).
# hisparse-fix-test run: FAKE_PLATFORM=rocm --
set -euo pipefail

python3 -u -msglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000

docker run --rm --network host --device /dev/kfd --device /dev/dri --group-add video \
  rocm/sgl-dev:v0.5.23-rocm700-mi35x \
  bash -lc "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend aiter --port 30000"
