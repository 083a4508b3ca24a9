#!/usr/bin/env bash
# A CPU smoke server and a warm-up job run in the background while the GPU
# server starts: what the background jobs change stays in their subshells.
# hisparse-fix-test run: --
set -uo pipefail

ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache)
KV=fp8_e4m3

cpu_smoke() {
  ARGS+=(--device cpu)
  python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct --device cpu --port 30001
}

cpu_smoke &
{ KV=bfloat16; ARGS=(--model-path Qwen/Qwen2.5-0.5B-Instruct); } &
export SGLANG_USE_CPU_ENGINE=1 && python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct --port 30002 &
wait

python3 -m sglang.launch_server "${ARGS[@]}" --kv-cache-dtype "$KV" --port 30000
