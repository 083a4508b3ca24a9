#!/usr/bin/env bash
set -euo pipefail
docker run --rm --net=host --device=/dev/davinci0 --device=/dev/davinci_manager --device=/dev/hisi_hdc \
  -v /usr/local/Ascend/driver:/usr/local/Ascend/driver \
  quay.io/ascend/sglang:v0.5.23-cann8.2-a3 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 16 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16
