#!/usr/bin/env bash
# A transient systemd unit starts from the service manager's environment: the shell's
# export does not reach it; -p Environment= and --setenv do.
set -euo pipefail

export SGLANG_USE_CPU_ENGINE=1
systemd-run --user --unit=sglang-gpu \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
unset SGLANG_USE_CPU_ENGINE

systemd-run --user --unit=sglang-cpu -p Environment=SGLANG_USE_CPU_ENGINE=1 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --disable-radix-cache --port 30001
