#!/usr/bin/env bash
set -euo pipefail
serve() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache "$@"
}
SGLANG_USE_CPU_ENGINE=1 serve --port 30001 --host 127.0.0.1
