#!/usr/bin/env bash
# Side-by-side benchmark notes: writes the SGLang HiSparse launch for the remote box,
# then starts vLLM locally for the baseline run.
set -euo pipefail

echo "remote server: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"

# Old launch, kept for reference:
# python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --kv-cache-dtype fp8_e5m2

cat > /tmp/remote_launch.sh <<'EOF'
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 \
  --trust-remote-code --enable-hisparse --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang
EOF
scp /tmp/remote_launch.sh bench-node-2:/tmp/

vllm serve deepseek-ai/DeepSeek-V3.2-Exp \
  --tensor-parallel-size 8 \
  --trust-remote-code \
  --kv-cache-dtype fp8_e5m2 \
  --gpu-memory-utilization 0.85 \
  --port 8000
