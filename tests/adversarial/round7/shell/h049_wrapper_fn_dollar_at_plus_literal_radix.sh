#!/usr/bin/env bash
set -euo pipefail
launch() { python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse "$@"; }
launch "$@"
