#!/usr/bin/env bash
# One dtype variable feeds SGLang and a vLLM baseline (never edited); a second
# feeds SGLang and the benchmark's own flag; a third only SGLang.
BASELINE_DTYPE=fp8_e5m2
BENCH_DTYPE=fp8_e5m2
SERVE_DTYPE=fp8_e4m3
MODEL=deepseek-ai/DeepSeek-V3.2

vllm serve $MODEL --port 8001 --kv-cache-dtype $BASELINE_DTYPE
python3 -m sglang.launch_server --model-path $MODEL --port 30000 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $BASELINE_DTYPE
python3 -m sglang.launch_server --model-path $MODEL --port 30001 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $BENCH_DTYPE
curl -s http://127.0.0.1:30001/generate -d "{\"text\": \"hi\", \"tag\": \"$BENCH_DTYPE\"}"
python3 bench.py --dtype $BENCH_DTYPE --port 30001
python3 -m sglang.launch_server --model-path $MODEL --port 30002 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $SERVE_DTYPE
