#!/usr/bin/env bash
# `script` keeps the tqdm bars and colours in the transcript (a pipe to tee loses them).
mkdir -p transcripts
script -q -f -e -c "python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30000" \
  "transcripts/dsv32_$(date +%s).log"
echo "server exited; newest transcript:"
ls -t transcripts | head -n 1
