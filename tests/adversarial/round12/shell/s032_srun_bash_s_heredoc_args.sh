#!/bin/bash
#SBATCH --job-name=dsv32-hisparse
#SBATCH --nodes=1
#SBATCH --gres=gpu:8
#SBATCH --time=12:00:00
set -euo pipefail

PORT=${PORT:-30000}
TP=8

# The heredoc is the step's script; $1 and $2 in it are the words after `--`.
srun --ntasks=1 bash -s -- "$PORT" "$TP" <<'EOF'
set -euo pipefail
module load cuda/12.8
exec python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "$2" \
  --port "$1" \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2
EOF
