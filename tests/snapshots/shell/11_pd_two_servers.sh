#!/bin/bash
# GLM-5-FP8 prefill/decode disaggregation on a single 8xB200 node (4 GPUs each).
# HiSparse on the decode server, FP4 KV cache there.

python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 --trust-remote-code \
  --tp 4 --base-gpu-id 0 --mem-fraction-static 0.85 \
  --kv-cache-dtype fp8_e5m2 \
  --disaggregation-mode prefill --disaggregation-transfer-backend nixl \
  --host 0.0.0.0 --port 30000 > prefill.log 2>&1 &

python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 --trust-remote-code \
  --tp 4 --base-gpu-id 4 --mem-fraction-static 0.85 \
  --enable-hisparse --kv-cache-dtype=fp8_e4m3 \
  --disaggregation-mode decode --disaggregation-transfer-backend nixl \
  --host 0.0.0.0 --port 30001 > decode.log 2>&1 &

python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill http://127.0.0.1:30000 --decode http://127.0.0.1:30001 \
  --host 0.0.0.0 --port 8000

wait
