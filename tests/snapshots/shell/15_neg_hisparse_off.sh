#!/usr/bin/env bash
# DeepSeek-V3.2-Exp baselines without HiSparse: dense FP8 KV, and the MTP hybrid fork build.
# Pick one with MODE=dense|mtp.
# hisparse-fix-test run: MODE=dense
# hisparse-fix-test run: MODE=mtp
set -euo pipefail

if [[ "${MODE:-dense}" == dense ]]; then
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code \
    --mem-fraction-static 0.85 \
    --kv-cache-dtype fp8_e5m2 \
    --dsa-decode-backend tilelang \
    --host 0.0.0.0 --port 30000
else
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code \
    --mem-fraction-static 0.85 \
    --enable-hisparse-mtp-hybrid --kv-cache-dtype fp8_e5m2 \
    --speculative-algorithm EAGLE --speculative-num-steps 3 \
    --host 0.0.0.0 --port 30000
fi
