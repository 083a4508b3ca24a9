#!/usr/bin/env bash
# `exec {lock}>file` opens a file on a new descriptor (its number in `lock`) and the
# script runs on: the launches after it are reached. In `srun --export=ALL,X=1,NAME` a
# bare name passes that variable: the CPU switch before it still reaches the launch.
# `unset -f NAME` removes a function: a call of NAME runs the program again.
exec {lock}>"${TMPDIR:-/tmp}/serve.lock"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
export NCCL_DEBUG=INFO
srun --export=ALL,SGLANG_USE_CPU_ENGINE=1,NCCL_DEBUG python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --disable-radix-cache --port 30001
# A dry-run stand-in for python3, removed with `unset -f`: the real program launches.
python3() { echo "dry run: $*"; }
unset -f python3
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30002
