#!/bin/bash
sbatch --nodes=1 --gres=gpu:8 <<'EOF'
#!/bin/bash
#SBATCH --job-name=hisparse
srun python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
EOF
