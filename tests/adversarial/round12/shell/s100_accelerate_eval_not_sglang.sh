#!/usr/bin/env bash
# A/B: SGLang HiSparse server vs the HF reference implementation.
set -euo pipefail
mkdir -p logs out

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000 > logs/sglang.log 2>&1 &
SGL_PID=$!
until curl -sf localhost:30000/health >/dev/null; do sleep 10; done
python3 evals/longbench_client.py --port 30000 --out out/sglang.jsonl
kill "$SGL_PID"; wait "$SGL_PID" || true

# reference numbers: our harness has its own --kv-cache-dtype knob (it quantizes
# the HF cache the same way); e5m2 matches last quarter's baseline.
accelerate launch --num_processes 8 evals/ref_longbench.py \
  --model deepseek-ai/DeepSeek-V3.2 --kv-cache-dtype fp8_e5m2 --out out/ref.jsonl
python3 evals/compare.py out/sglang.jsonl out/ref.jsonl
