#!/bin/bash
# A child program started with the exported environment may read what a launch reads.
export KV=fp8_e5m2
export DTYPE=fp8_e5m2
./warmup.sh --check-env   # a script the tool cannot see: it gets KV and DTYPE
unset DTYPE
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"

# Set after the child ran, and only utilities and SGLang's own programs follow: fixed.
export SPEC_DTYPE=fp8_e4m3
mkdir -p logs
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$SPEC_DTYPE" --port 30001 &
python3 -m sglang.bench_serving --backend sglang --port 30001
