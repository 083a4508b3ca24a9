#!/usr/bin/env bash
# Launch commands kept as strings: eval'd, run by a child shell, run remotely.
CMD="python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"
eval "$CMD"

bash -c 'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --device cpu --disable-radix-cache'

export SGLANG_USE_CPU_ENGINE=1
ssh gpu-node-1 "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"

sh -c "cd $HOME && python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache"
