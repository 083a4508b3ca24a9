#!/usr/bin/env bash
# serve() only exists once setup_serving has checked the venv.
set -euo pipefail

setup_serving() {
  venv=/opt/sglang/.venv
  [[ -x $venv/bin/python ]] || { echo "no venv at $venv" >&2; exit 1; }
  serve() {
    "$venv/bin/python" -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2-Exp \
      --tp 8 --trust-remote-code \
      "$@"
  }
}

setup_serving
serve --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
