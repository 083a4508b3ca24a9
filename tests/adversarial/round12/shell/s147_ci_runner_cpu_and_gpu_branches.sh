#!/usr/bin/env bash
# GitLab CI: the same job script runs on the `xeon` and the `h200` runners.
set -euo pipefail
case "${RUNNER_KIND:-h200}" in
  xeon)
    SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 --trust-remote-code \
      --enable-hisparse \
      --disable-radix-cache \
      --port 30000 &
    ;;
  *)
    python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
      --enable-hisparse --disable-radix-cache \
      --kv-cache-dtype fp8_e5m2 \
      --port 30000 &
    ;;
esac
SERVER_PID=$!
trap 'kill $SERVER_PID' EXIT
until curl -sf localhost:30000/health >/dev/null; do sleep 10; done
python3 -m sglang.test.few_shot_gsm8k --num-questions 200 --port 30000
