#!/bin/bash
(
  export SGLANG_USE_CPU_ENGINE=1
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --device cpu --port 30001 &
)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache --port 30000
