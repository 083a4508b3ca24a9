#!/usr/bin/env bash
# Launches inside $(...): a test that captures SGLang's error output to search it for
# the refusal is reported, not edited; a benchmark whose results alone are captured,
# and a server started in the background with its output sent to a log, are fixed.
set -u
OUT=$(timeout 300 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 31999 2>&1)
if grep -q "does not support --enable-mixed-chunk" <<<"$OUT"; then
  echo "PASS: mixed chunk refused with HiSparse"
fi

RESULTS=$(python3 -m sglang.bench_one_batch --model-path deepseek-ai/DeepSeek-V3.2 \
  --batch-size 1 --input-len 128 --output-len 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3)
echo "$RESULTS" | tail -n 3

PID=$(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 > server.log 2>&1 & echo $!)
echo "server $PID"
