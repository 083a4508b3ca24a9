#!/bin/bash
# Build the server argv piece by piece; each block says why the options exist.
set -euo pipefail

SERVER_ARGS=()
opt() { SERVER_ARGS+=("$@"); }

# model / parallelism
opt --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code
# hierarchical sparse attention (needs the radix cache off)
opt --enable-hisparse --disable-radix-cache
opt --kv-cache-dtype fp8_e4m3
# prefill batching, tuned on the 2025-11 sweep
opt --chunked-prefill-size 8192 --enable-mixed-chunk
# serving
opt --host 0.0.0.0 --port 30000

python3 -m sglang.launch_server "${SERVER_ARGS[@]}"
