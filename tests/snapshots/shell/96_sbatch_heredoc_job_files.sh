#!/usr/bin/env bash
# A batch job given on stdin, and job scripts written from heredocs, then run.
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1

# `#SBATCH --export=NONE`: the host's CPU switch stays here.
sbatch <<'EOF'
#!/bin/bash
#SBATCH --job-name=hisparse
#SBATCH --nodes=1
#SBATCH --export=NONE
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
EOF

cat > serve_job.sh <<'EOF'
#!/bin/bash
#SBATCH --gpus-per-node=8
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache
EOF
sbatch --export=NONE serve_job.sh

cat > smoke.sh <<'EOF'
#!/bin/bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --disable-radix-cache
EOF
chmod +x smoke.sh
# Run here, with the export: a CPU launch.
./smoke.sh
