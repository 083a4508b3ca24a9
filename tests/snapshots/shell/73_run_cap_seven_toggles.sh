#!/usr/bin/env bash
# Seven optional features, each its own `if`: 128 runs, every one read. The run
# with none of them (the default) passes a refused dtype; with USE_TP, bfloat16
# follows it: those runs read the refused value's text too, so it is not edited.
# hisparse-fix-test run: --
# hisparse-fix-test run: USE_TP=1 USE_DP=1 --
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache
      --kv-cache-dtype fp8_e5m2)
if [ -n "${USE_TP:-}" ]; then ARGS+=(--tp 8 --kv-cache-dtype bfloat16); fi
if [ -n "${USE_DP:-}" ]; then ARGS+=(--dp 2); fi
if [ -n "${USE_EP:-}" ]; then ARGS+=(--ep 8); fi
if [ -n "${METRICS:-}" ]; then ARGS+=(--enable-metrics); fi
if [ -n "${LOG_REQ:-}" ]; then ARGS+=(--log-requests); fi
if [ -n "${MEM:-}" ]; then ARGS+=(--mem-fraction-static 0.8); fi
if [ -n "${CHUNK:-}" ]; then ARGS+=(--chunked-prefill-size 8192); fi
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
