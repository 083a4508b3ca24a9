#!/usr/bin/env bash
set -euo pipefail
cat > run_later.sh <<'EOF'
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --kv-cache-dtype fp8_e5m2
EOF
chmod +x run_later.sh
