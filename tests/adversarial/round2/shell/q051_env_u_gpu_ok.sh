#!/usr/bin/env bash
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct --device cpu
env -u SGLANG_USE_CPU_ENGINE python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache
