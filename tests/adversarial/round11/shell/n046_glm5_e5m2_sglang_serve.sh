#!/usr/bin/env bash
set -euo pipefail
sglang serve --model-path zai-org/GLM-5-FP8 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
