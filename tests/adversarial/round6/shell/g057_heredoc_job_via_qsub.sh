#!/usr/bin/env bash
set -euo pipefail
qsub -l select=1:ngpus=8 -N dsv32 <<EOF
cd \$PBS_O_WORKDIR
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4
EOF
