#!/usr/bin/env bash
# hisparse-fix-test run: SMOKE=0
# hisparse-fix-test run: SMOKE=1
OPTS="--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache"
if [[ "${SMOKE:-0}" == 1 ]]; then
  OPTS="$OPTS --device cpu"
fi
python3 -m sglang.launch_server $OPTS --kv-cache-dtype fp8_e4m3
