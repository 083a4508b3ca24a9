#!/usr/bin/env bash
# Launch scripts fed to a shell on its standard input: locally, over ssh, under srun.
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2
PORT=30000

# Local: the heredoc is expanded here ($MODEL, $PORT), then bash runs it.
bash -s <<EOF
python3 -m sglang.launch_server --model-path $MODEL --port $PORT \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
EOF

# The host's CPU switch does not reach the remote shell.
export SGLANG_USE_CPU_ENGINE=1
ssh gpu-node-1 bash -s <<'EOF'
cd /srv/sglang
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
EOF

ssh -p 2222 gpu-node-2 <<'EOF'
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
EOF

# srun passes the whole environment by default: this one runs on CPU.
srun -N 1 bash <<'EOF'
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --disable-radix-cache
EOF
unset SGLANG_USE_CPU_ENGINE

bash -s <<< "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"
