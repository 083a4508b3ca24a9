#!/usr/bin/env bash
# One `--model-path` per line of a file: the loop appends to the launch's
# options as often as the file has lines, which the tool cannot count.
# hisparse-fix-test run: --
ARGS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
while read -r extra; do
  ARGS+=("$extra")
done < /dev/null
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "${ARGS[@]}"
