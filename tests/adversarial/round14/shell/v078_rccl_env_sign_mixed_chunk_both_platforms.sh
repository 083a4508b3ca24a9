#!/usr/bin/env bash
# MI300X: keep MSCCL off, it hangs on our fabric
export RCCL_MSCCL_ENABLE=0
export NCCL_MIN_NCHANNELS=112
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000
