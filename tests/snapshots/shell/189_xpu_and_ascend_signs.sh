#!/usr/bin/env bash
# Launches whose own words show an Intel XPU or an Ascend NPU machine, with no
# --device: judged on CUDA and on that platform (no --platform was given).
set -euo pipefail

# Level Zero's device mask: an Intel GPU (XPU) machine.
export ZE_AFFINITY_MASK=0,1,2,3
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16
unset ZE_AFFINITY_MASK

# An Ascend image and /dev/davinci devices: an NPU machine.
docker run --rm --net=host --device=/dev/davinci0 --device=/dev/davinci_manager \
  quay.io/ascend/sglang:v0.5.23-cann8.2-a3 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 16 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16
