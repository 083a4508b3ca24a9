#!/usr/bin/env bash
set -euo pipefail
usage() {
  cat <<EOF
Usage: $0 [options]
Example (refused on 0.5.23, shown for contrast):
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2
EOF
}
[[ $# -eq 0 ]] && { usage; exit 0; }
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "$@"
