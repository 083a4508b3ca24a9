#!/usr/bin/env bash
# Seven settings chosen under `if`s that only `mkdir`, `sleep` and redirections
# read: runs that differ only there are one, so the launch is still fixed.
# hisparse-fix-test run: --
# hisparse-fix-test run: RUN_ID=7 SLOW=1 --
LOG_DIR=logs; OUT=server.log; WAIT=1; CACHE=cache; TMPD=tmp; PIDS=pids; RES=results
if [ -n "${RUN_ID:-}" ]; then LOG_DIR="logs/$RUN_ID"; fi
if [ -n "${SLOW:-}" ]; then WAIT=2; fi
if [ -n "${RUN_ID:-}" ]; then OUT="server-$RUN_ID.log"; fi
if [ -n "${HF_HOME:-}" ]; then CACHE="$HF_HOME"; fi
if [ -n "${TMPDIR:-}" ]; then TMPD="$TMPDIR/sglang"; fi
if [ -n "${RUN_ID:-}" ]; then PIDS="pids-$RUN_ID"; fi
if [ -n "${RUN_ID:-}" ]; then RES="results-$RUN_ID"; fi
mkdir -p "$LOG_DIR" "$CACHE" "$TMPD" "$PIDS" "$RES"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 > "$LOG_DIR/$OUT" 2>&1
sleep "$WAIT"
