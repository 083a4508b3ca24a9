#!/usr/bin/env bash
# Nightly job: `smoke` checks the CPU engine with a 2-layer checkpoint, `serve`
# starts the HiSparse GPU server. The CPU engine switch is exported inside smoke().
# hisparse-fix-test run: -- smoke
# hisparse-fix-test run: -- serve
set -euo pipefail

smoke() {
  export SGLANG_USE_CPU_ENGINE=1
  python3 -m sglang.launch_server \
    --model-path /data/ckpt/DeepSeek-V3.2-Exp-2layer \
    --tp 1 --port 30010
}

serve() {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --port 30000
}

case "${1:-serve}" in
  smoke) smoke ;;
  serve) serve ;;
esac
