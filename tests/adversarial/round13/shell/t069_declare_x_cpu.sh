#!/bin/bash
setup_cpu() {
  declare -gx SGLANG_USE_CPU_ENGINE=1
  declare -gx OMP_NUM_THREADS=48
}
setup_cpu

python3 -m sglang.launch_server \
  --model-path /data/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --port 30000
