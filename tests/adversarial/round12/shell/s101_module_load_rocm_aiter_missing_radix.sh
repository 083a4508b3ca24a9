#!/bin/bash -l
# MI300A partition: ROCm and the venv come from modules (login shell for `module`).
module purge
module load rocm/6.4.1
module load sglang-venv/0.5.23

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend aiter \
  --port 30000
