#!/usr/bin/env bash
# A program that starts a launch is followed only with the options the tool lists.
export SGLANG_USE_CPU_ENGINE=1
NODE=0

# nice, timeout, stdbuf and numactl with options the tool lists pass the environment on:
# the CPU engine runs these launches, where HiSparse cannot (HSF001 turns it off).
nice -n 5 timeout --foreground -s TERM 3600 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disable-radix-cache --port 30000
stdbuf -oL -eL numactl --cpunodebind="$NODE" --membind="$NODE" \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disable-radix-cache --port 30001

# An option of timeout the tool does not list may change what the launch gets: reported.
timeout --bogus-option 3600 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --port 30002
