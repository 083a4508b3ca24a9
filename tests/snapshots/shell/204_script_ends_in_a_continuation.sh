#!/bin/bash
# The last line is continued onto nothing: bash ends the command at the end of the file.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
